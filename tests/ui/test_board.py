"""The board widget from Python: scenes are checked, clicks arrive as ids, stale or
unknown clicks are refused with a message and change nothing."""

import re
from pathlib import Path

import pytest

from pyramide_kit.errors import RuleError
from pyramide_kit.i18n import error_text
from pyramide_kit.ui.board import DIE_COLOURS, Board


def _scene(held: set[int] = frozenset()) -> dict:
    dice = [
        {"kind": "die", "value": v, "id": f"die:{i}", "held": i in held}
        for i, v in enumerate((2, 5, 5))
    ]
    return {
        "roll": 1,
        "parts": [
            {"kind": "row", "title": "Tray", "items": dice},
            {
                "kind": "group",
                "parts": [
                    {
                        "kind": "table",
                        "head": ["", "Anna"],
                        "rows": [
                            {
                                "label": "Ones",
                                "cells": [{"kind": "cell", "text": "3", "id": "w:ones"}],
                            },
                            {"label": "Sum", "sum": True, "cells": [{"kind": "cell", "text": "3"}]},
                        ],
                    },
                    {"kind": "rows", "rows": [[{"kind": "place", "die": {"kind": "die"}}]]},
                ],
            },
            {
                "kind": "row",
                "items": [{"kind": "action", "id": "go", "text": "Go", "disabled": True}],
            },
        ],
    }


def test_clicks_reach_the_handler_as_ids():
    board = Board()
    picked = []
    board.on_pick(picked.append)
    board.show(_scene())
    board.click("die:1")
    board.click("w:ones")
    assert picked == ["die:1", "w:ones"]


def test_clickable_lists_enabled_items_with_ids_in_drawing_order():
    board = Board()
    board.show(_scene())
    assert board.clickable() == ["die:0", "die:1", "die:2", "w:ones"]
    assert board.item("go")["disabled"] is True
    with pytest.raises(KeyError):
        board.item("nothing")


@pytest.mark.parametrize("item_id", ["go", "die:9", ""])
def test_a_click_on_something_not_clickable_is_refused_and_reported(item_id):
    board = Board()
    picked, errors = [], []
    board.on_pick(picked.append)
    board.on_error(errors.append)
    board.show(_scene())
    before = dict(board.scene)
    board.click(item_id)
    assert picked == []
    assert len(errors) == 1
    assert isinstance(errors[0], RuleError)
    assert "nicht anklicken" in error_text(errors[0], "de")
    assert board.scene == before


def test_without_an_error_handler_a_refused_click_raises():
    board = Board()
    board.show(_scene())
    with pytest.raises(RuleError, match="cannot be clicked now"):
        board.click("go")


def test_a_value_error_of_the_handler_goes_to_the_error_handlers():
    board = Board()
    errors = []

    def refuse(_item_id):
        raise RuleError("no", "board_err_gone")

    board.on_pick(refuse)
    board.on_error(errors.append)
    board.show(_scene())
    board.click("die:0")
    assert [str(e) for e in errors] == ["no"]


def test_messages_that_are_not_clicks_are_ignored():
    board = Board()
    picked = []
    board.on_pick(picked.append)
    board.show(_scene())
    board._message(board, {"something": "else"}, [])
    board._message(board, {"pick": 3}, [])
    assert picked == []


def test_texts_lists_every_text_once():
    board = Board()
    board.show(_scene())
    texts = board.texts()
    assert texts.count("Tray") == 1
    assert texts.count("Go") == 1
    assert texts.count("3") == 2
    assert "Ones" in texts and "Anna" in texts


@pytest.mark.parametrize(
    "scene",
    [
        {"parts": [{"kind": "circle"}]},
        {"parts": [{"kind": "row", "items": [{"kind": "coin"}]}]},
        {"parts": [{"kind": "row", "items": [{"kind": "die", "colour": "pink"}]}]},
        {"parts": [{"kind": "group", "parts": [{"kind": "rows", "rows": [[{"kind": "x"}]]}]}]},
        {"parts": [{"kind": "row", "items": [{"kind": "place", "die": {"kind": "card?"}}]}]},
    ],
)
def test_malformed_scenes_are_refused_and_the_old_picture_stays(scene):
    board = Board()
    board.show(_scene())
    before = dict(board.scene)
    with pytest.raises(ValueError, match="one of"):
        board.show(scene)
    assert board.scene == before


def test_every_die_colour_has_a_style_and_the_front_end_files_ship_in_the_package():
    folder = Path(__file__).resolve().parents[2] / "pyramide_kit" / "ui"
    css = (folder / "board.css").read_text()
    for colour in DIE_COLOURS:
        if colour != "white":
            assert f".pk-die-{colour}" in css
    js = (folder / "board.js").read_text()
    assert "export default" in js and "model.send({ pick:" in js
    assert "http" not in js.replace("http://www.w3.org/2000/svg", "")


def test_a_die_may_show_a_text_instead_of_its_value():
    die = {"kind": "die", "value": None, "text": "III", "colour": "ivory-blue", "id": "pick:III"}
    board = Board()
    board.show({"parts": [{"kind": "row", "items": [die]}]})
    assert board.clickable() == ["pick:III"] and board.texts() == ["III"]
    folder = Path(__file__).resolve().parents[2] / "pyramide_kit" / "ui"
    js, css = (folder / "board.js").read_text(), (folder / "board.css").read_text()
    assert "item.text" in js and "pk-die-text" in js and ".pk-die-text" in css


def test_a_pyramid_of_rows_may_mark_its_current_row_and_label_each_row():
    rows = [[{"kind": "card", "down": True, "id": f"c:{r}:{i}"} for i in range(r)] for r in (1, 2)]
    board = Board()
    board.show({"parts": [{"kind": "rows", "rows": rows, "current": 1, "labels": ["x2", "x1"]}]})
    assert board.clickable() == ["c:1:0", "c:2:0", "c:2:1"]
    assert board.texts() == ["x2", "x1"]
    before = dict(board.scene)
    with pytest.raises(ValueError, match="one of its labels per row"):
        board.show({"parts": [{"kind": "rows", "rows": rows, "labels": ["x2"]}]})
    assert board.scene == before
    js = (Path(__file__).resolve().parents[2] / "pyramide_kit" / "ui" / "board.js").read_text()
    assert "pk-current-row" in js and "pk-row-label" in js


def test_a_pyramid_may_carry_a_note_per_row_and_any_part_may_be_small():
    rows = [[{"kind": "place", "text": p, "id": f"place:{p}"} for p in row] for row in ("T", "MM")]
    board = Board()
    scene = {"kind": "rows", "rows": rows, "notes": ["top: smaller", "middle: smaller"]}
    board.show({"parts": [scene, {"kind": "rows", "rows": rows, "small": True}]})
    assert board.texts() == ["top: smaller", "middle: smaller", "T", "M", "M", "T", "M", "M"]
    before = dict(board.scene)
    with pytest.raises(ValueError, match="one of its notes per row"):
        board.show({"parts": [{"kind": "rows", "rows": rows, "notes": ["one"]}]})
    assert board.scene == before
    folder = Path(__file__).resolve().parents[2] / "pyramide_kit" / "ui"
    js, css = (folder / "board.js").read_text(), (folder / "board.css").read_text()
    assert "pk-note" in js and "pk-small" in js
    assert ".pk-rows.pk-noted" in css and ".pk-small" in css


def test_sheet_cells_in_a_rows_part_are_boxes_of_their_own():
    css = (Path(__file__).resolve().parents[2] / "pyramide_kit" / "ui" / "board.css").read_text()
    rule = re.search(r"\.pk-rows \.pk-cell-item \{([^}]*)\}", css)
    assert rule and "border:" in rule.group(1) and "width:" in rule.group(1)
    assert ".pk-rows .pk-cell-item.pk-cell-sum" in css  # a weight or sum: no box
    board = Board()
    cells = [
        {"kind": "cell", "text": "×3", "style": "sum"},
        {"kind": "cell", "id": "w", "text": "9"},
    ]
    board.show({"parts": [{"kind": "rows", "rows": [cells]}]})
    assert board.clickable() == ["w"] and board.texts() == ["×3", "9"]


def test_every_documented_text_style_has_a_look():
    css = (Path(__file__).resolve().parents[2] / "pyramide_kit" / "ui" / "board.css").read_text()
    for style in ("hint", "strong", "error"):
        assert f".pk-text-{style} {{" in css


def test_a_table_may_be_dense():
    cells = [{"kind": "cell", "id": "w:ones", "text": "3"}]
    board = Board()
    board.show(
        {
            "parts": [
                {
                    "kind": "table",
                    "head": ["", "A"],
                    "rows": [{"label": "Ones", "cells": cells}],
                    "dense": True,
                }
            ]
        }
    )
    assert board.clickable() == ["w:ones"] and board.texts() == ["A", "Ones", "3"]
    folder = Path(__file__).resolve().parents[2] / "pyramide_kit" / "ui"
    js, css = (folder / "board.js").read_text(), (folder / "board.css").read_text()
    assert "part.dense" in js and "pk-dense" in js
    rule = re.search(r"\.pk-sheet\.pk-dense td \{([^}]*)\}", css)
    assert rule and "padding: 0" in rule.group(1)


def test_a_click_on_an_older_picture_is_ignored_so_a_double_click_acts_once():
    board = Board()
    picked = []
    board.show(_scene())
    shown = board.scene["picture"]

    def hold(item_id):
        picked.append(item_id)
        board.show(_scene(held={int(item_id[4:])}))

    board.on_pick(hold)
    board.click("die:0", picture=shown)
    board.click("die:0", picture=shown)  # the second click of a double click
    assert picked == ["die:0"]
    board.click("die:0")
    assert picked == ["die:0", "die:0"]


def test_drawing_the_same_scene_again_keeps_the_picture():
    board = Board()
    board.show(_scene())
    shown = board.scene["picture"]
    board.show(_scene())
    assert board.scene["picture"] == shown
    board.show(_scene(held={1}))
    assert board.scene["picture"] == shown + 1


def test_a_board_says_its_language_and_its_name():
    board = Board("de", "Pyramide")
    assert (board.lang, board.label) == ("de", "Pyramide")
    assert (Board().lang, Board().label) == ("", "")  # the page's language, no region
    with pytest.raises(RuleError):
        Board("fr")
    with pytest.raises(RuleError):
        Board("en", "x" * 81)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_game_board_is_in_its_widgets_language_and_named_after_its_game(lang):
    from pyramide_kit.i18n import t
    from pyramide_kit.karten.app import KartenApp
    from pyramide_kit.kniffel.app import KniffelApp
    from pyramide_kit.mauro.app import MauroApp
    from pyramide_kit.mauro.duel_app import DuelApp
    from pyramide_kit.pyramide.app import PyramideApp
    from pyramide_kit.schmieden.app import SchmiedenApp

    for app, key in (
        (PyramideApp, "pyr_title"),
        (SchmiedenApp, "schmieden_title"),
        (KartenApp, "karten_title"),
        (MauroApp, "mauro_title"),
        (DuelApp, "mauro_duel_title"),
        (KniffelApp, "kniffel_title"),
    ):
        board = app(lang=lang).table_view
        assert (board.lang, board.label) == (lang, t(key, lang)), app.__name__


def test_the_front_end_names_items_with_roles_that_may_carry_a_name():
    """aria-label only on a button (a clickable item), on an image (an item that is not
    clickable, named by a label that says more than its text) or on the board's region;
    the root gets the board's lang."""
    js = (Path(__file__).resolve().parents[2] / "pyramide_kit" / "ui" / "board.js").read_text()
    named = re.findall(r'(\w+)\.setAttribute\("aria-label"', js)
    assert sorted(named) == ["body", "el", "root"]
    assert 'body.setAttribute("role", "img")' in js
    assert 'root.setAttribute("role", "region")' in js
    assert "root.lang = lang" in js
