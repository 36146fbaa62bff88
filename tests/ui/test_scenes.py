"""Shared scene pieces: dice in their own colours, the hold tray, actions."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pyramide_kit.dice import D6, MIWIN_DICE, MIWIN_III, MIWIN_IV, Die
from pyramide_kit.schmieden.pieces import BLUE, GREEN, WHITE
from pyramide_kit.ui.board import DIE_COLOURS, Board
from pyramide_kit.ui.scenes import action, die_item, die_style, held_position, hold_id, tray


def test_every_die_of_the_kit_has_a_board_style():
    styles = {die_style(d) for d in (D6, MIWIN_III, MIWIN_IV, WHITE, BLUE, GREEN)}
    assert styles <= set(DIE_COLOURS)
    assert die_style(BLUE) != die_style(GREEN) != die_style(WHITE)
    miwin = [die_style(d) for d in MIWIN_DICE]
    assert len(set(miwin)) == 3
    assert all(style.startswith("ivory-") for style in miwin)  # all three told from a d6


def test_a_die_in_unknown_colours_is_refused():
    with pytest.raises(ValueError, match="no board style"):
        die_style(Die("odd", (1, 2), colour="#123456"))


def test_a_die_item_says_its_die_and_value():
    assert die_item(5, D6, "en")["label"] == "d6: 5"
    assert die_item(None, D6, "de")["label"] == "d6: noch nicht geworfen"
    assert "id" not in die_item(3, D6, "en")


@given(st.integers(0, 99))
def test_hold_ids_name_their_position(position):
    assert held_position(hold_id(position)) == position


@pytest.mark.parametrize("item_id", ["throw", "hold:", "hold:x", "box:3"])
def test_other_ids_name_no_position(item_id):
    assert held_position(item_id) is None


@given(
    st.lists(st.one_of(st.none(), st.integers(1, 6)), min_size=1, max_size=6),
    st.sets(st.integers(0, 5)),
    st.booleans(),
)
def test_tray_clicks_exactly_the_thrown_dice_while_holding_is_possible(values, held, can_hold):
    board = Board()
    board.show(
        {
            "parts": [
                {
                    "kind": "row",
                    "items": tray(
                        values, [D6] * len(values), "en", held=sorted(held), can_hold=can_hold
                    ),
                }
            ]
        }
    )
    expected = [hold_id(i) for i, v in enumerate(values) if can_hold and v is not None]
    assert board.clickable() == expected
    for i, item in enumerate(board.items()):
        assert item["held"] == (i in held and values[i] is not None)


def test_an_action_is_enabled_exactly_when_told():
    assert action("go", "Go", True)["disabled"] is False
    assert action("go", "Go", False)["disabled"] is True
