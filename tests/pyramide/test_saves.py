"""Pyramide saves are move logs: real saves edited by hand are refused by `loads`, with
the step at which the replay fails."""

import json

import pytest

from pyramide_kit.errors import RuleError
from pyramide_kit.pyramide import Player, Rules, dumps, loads, new_game

THROW = (2, 4, 6, 6, 4, 2)  # no pyramid: a round scores -24


def _saved_game():
    """Two seats; each turn throws three times, then writes (moves 1-7, 8-14, ...)."""
    game = new_game([Player("Ana"), Player("Bot", True)])
    for box in ("bottom", "bottom", "middle"):
        for _ in range(2):
            game = game.throw((), THROW).throw((0,), THROW[1:]).throw((), THROW).write(box)
    return game


def _edited(edit):
    data = json.loads(dumps(_saved_game()))
    edit(data)
    return json.dumps(data)


def _refused_at(text, step=None, match=None):
    with pytest.raises(RuleError) as caught:
        loads(text)
    if step is not None:
        assert caught.value.key == "save_err_move"
        assert caught.value.params["step"] == step
    if match:
        assert match in str(caught.value)
    return caught.value


def test_a_real_save_loads_as_the_same_game():
    game = _saved_game()
    assert loads(dumps(game)) == game
    assert game.sheets[0].bottom == (-24, -24)


def test_a_box_of_a_million_points_is_refused():
    def forge(data):
        data["history"][6]["score"] = 1_000_000  # the first Write

    _refused_at(_edited(forge), step=7, match="fields box")


def test_a_skipped_write_is_refused_where_the_fourth_throw_would_be():
    def skip(data):
        del data["history"][6]  # Ana's first Write: she would throw a fourth time

    _refused_at(_edited(skip), step=7, match="no throws left")


def test_a_write_into_a_full_row_is_refused():
    turn = 7  # Roll, Dice three times, then Write
    anas_writes = [2 * turn * k + turn - 1 for k in range(3)]  # indices in the history

    def overfill(data):
        for index in anas_writes[1:]:
            data["history"][index]["box"] = "top"  # the top row has one box

    _refused_at(_edited(overfill), step=anas_writes[2] + 1, match="top row is full")


@pytest.mark.parametrize("values", [[1, 2, 3, 4, 5, 7], [0, 1, 1, 1, 1, 1], [1, 2, 3], [1.5] * 6])
def test_dice_no_die_can_show_are_refused(values):
    def forge(data):
        data["history"][1]["values"] = values

    _refused_at(_edited(forge), step=2)


def test_a_kept_die_before_the_first_throw_is_refused():
    def forge(data):
        data["history"][0]["keep"] = [0]

    _refused_at(_edited(forge), step=1, match="before the first throw")


def test_forged_tallies_and_extra_parts_are_refused():
    def forge(data):
        data["sheets"] = [{"top": [300], "middle": [], "bottom": []}]

    _refused_at(_edited(forge), match="exactly the parts")


@pytest.mark.parametrize(
    "text",
    [
        "[" * 100_000,
        "{not json",
        "null",
        json.dumps({"format": "pyramide-kit", "version": 2, "game": "kniffel"}),
        42,
        None,
    ],
)
def test_junk_and_other_games_saves_are_refused(text):
    _refused_at(text)


@pytest.mark.parametrize(
    "edit",
    [
        lambda d: d.update(rules={**d["rules"], "throws": 1.5}),
        lambda d: d.update(rules={**d["rules"], "box_weights": "321"}),
        lambda d: d.update(rules={**d["rules"], "jokers": 2}),
        lambda d: d.update(seats=[{"name": "Ana", "computer": "yes"}]),
        lambda d: d.update(seats=[]),
        lambda d: d.update(history={"move": "Roll"}),
        lambda d: d["history"].insert(0, {"move": "Shuffle"}),
        lambda d: d["history"].insert(0, ["Roll", []]),
    ],
)
def test_wrong_types_are_refused(edit):
    _refused_at(_edited(edit))


def test_a_save_with_other_rules_replays_under_them():
    game = new_game(1, Rules(throws=1, box_weights=(5, 3, 1))).throw((), (1,) * 6).write("top")
    again = loads(dumps(game))
    assert again == game and again.sheets[0].total == 300 * 5
