"""PyramideApp driven by clicks on its board from Python, as a student or a group would
play it: `app.table_view.click(id)` is the message the board's front end sends.

Chance is scripted where a test needs to know the dice (`chance_move`), so every number
a test expects is worked out from the rules (RULES.md §1, the rule text's examples),
never copied from the code's output. The ids are the ones `pyramide.scene` documents:
`hold:<position>`, `throw:<throws made>`, `write:<box>`, `sheet:<seat>:<box>`.
"""

import re
from fractions import Fraction
from html import unescape
from itertools import pairwise
from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyramide_kit.errors import RuleError
from pyramide_kit.i18n import plural
from pyramide_kit.pyramide import Dice, Player, Roll, Rules, Write, dumps, loads, new_game, optimal
from pyramide_kit.pyramide.app import PyramideApp, parse_rows
from pyramide_kit.pyramide.optimal import OptimalPolicy
from pyramide_kit.pyramide.strategy import ComputerPolicy
from pyramide_kit.table import CHANCE
from pyramide_kit.ui.coach import chance_text
from tests.you_seat import YOU, check_second_person, play_to_end

# The rule text's worked examples: a throw, its best build typed top row first, its score.
EXAMPLES = [
    ((2, 3, 4, 5, 6, 6), "3 2 / 4 6 5", (4 + 6 + 5 + 3 + 2) * 2 - 6),
    ((2, 2, 3, 4, 5, 6), "2 / 3 2 / 4 6 5", (4 + 6 + 5 + 3 + 2 + 2) * 3),
    ((1, 1, 5, 5, 5, 6), "1 1 / 5 5 5", 50 * 2 - 6),
    ((1, 1, 1, 6, 6, 6), "1 / 1 1 / 6 6 6", 60 * 3),
    ((1, 1, 1, 1, 1, 2), "1 1 / 1 1 1", 100 * 2 - 2),
    ((1, 1, 1, 1, 1, 1), "1 / 1 1 / 1 1 1", 100 * 3),
]
# Where each example goes: the best scores on the heaviest rows.
PLAN = ["bottom", "bottom", "bottom", "middle", "middle", "top"]
WEIGHT = {"top": 3, "middle": 2, "bottom": 1}
BOXES = ("top", "middle", "bottom")

WORDS = {
    "en": {
        "round": "Round {r} of 6",
        "left": "throws left: {n}",
        "throw": "Throw",
        "write": "{box}: {n} points",
        "full": "{box}: full",
        "box": {"top": "Top ×3", "middle": "Middle ×2", "bottom": "Bottom ×1"},
        "best_title": "Best build: {kind} → {n} points",
        "before": "Best build (after the first throw)",
        "unused": "not built in: {dice}",
        "total": "Total: {n}",
        "held": "Held",
        "to_hold": "click to hold",
        "best": "that is the best build",
        "wins": "{name} wins.",
        "shared": "A shared win: {names}.",
        "points": "{n} points",
        "over": "Game over.",
        "writes": "writes",
        "first": "Throw first",
        "gone": "cannot be clicked now",
        "half": "half pyramid",
        "todo_more": "Click dice to hold them and throw again",
    },
    "de": {
        "round": "Runde {r} von 6",
        "left": "Würfe übrig: {n}",
        "throw": "Würfeln",
        "write": "{box}: {n} Punkte",
        "full": "{box}: voll",
        "box": {"top": "Spitze ×3", "middle": "Mitte ×2", "bottom": "Unten ×1"},
        "best_title": "Bester Bau: {kind} → {n} Punkte",
        "before": "Bester Bau (nach dem ersten Wurf)",
        "unused": "nicht verbaut: {dice}",
        "total": "Summe: {n}",
        "held": "Gehalten",
        "to_hold": "klicken: halten",
        "best": "das ist der beste Bau",
        "wins": "{name} gewinnt.",
        "shared": "Gemeinsamer Sieg: {names}.",
        "points": "{n} Punkte",
        "over": "Spiel vorbei.",
        "writes": "trägt",
        "first": "Erst würfeln",
        "gone": "lässt sich gerade nicht anklicken",
        "half": "halbe Pyramide",
        "todo_more": "Klicke Würfel an, um sie zu halten",
    },
}


def script(app, throws):
    """Let chance show `throws` (sorted values for the dice thrown), one per chance step."""
    pending = list(throws)

    def chance(state):
        values = pending.pop(0)
        assert len(values) == len(state.rethrow)
        return Dice(tuple(values))

    app.chance_move = chance
    return pending


# ----- clicks, as the board's front end sends them -------------------------------------


def throw(app):
    """Click the Throw action (its id names the throws made this round)."""
    app.table_view.click(f"throw:{app.state.throws}")


def hold(app, keep):
    """Click the dice so that exactly the positions `keep` are held."""
    for position in range(6):
        if (position in keep) != (position in app.held):
            app.table_view.click(f"hold:{position}")


def write(app, box, on_sheet=False):
    """Click the write action of row `box`, or the free box of that row on the sheet."""
    app.table_view.click(f"sheet:{app.state.current}:{box}" if on_sheet else f"write:{box}")


def board_follows_the_rules(app):
    """Exactly the items whose move is legal (and a human to move) can be clicked."""
    state = app.state
    legal = state.legal_moves() if app.human_to_move else ()
    keep = tuple(sorted(app.held)) if state.dice else ()
    expected = set()
    if state.dice and any(isinstance(m, Roll) for m in legal):
        expected |= {f"hold:{i}" for i in range(6)}
    if Roll(keep) in legal:
        expected.add(f"throw:{state.throws}")
    for box in BOXES:
        if Write(box) in legal:
            expected |= {f"write:{box}", f"sheet:{state.current}:{box}"}
    assert set(app.table_view.clickable()) == expected
    for box in BOXES:  # the write action is there, disabled when its move is not legal
        assert app.table_view.item(f"write:{box}")["disabled"] == (Write(box) not in legal)


def tray(app):
    """The six dice of the tray (the first row of the board)."""
    return [i for i in app.table_view.items() if i["kind"] == "die"][:6]


def sheet_parts(app):
    """One part per seat: the board's second group (the sheets, side by side)."""
    return app.table_view.scene["parts"][1]["parts"]


def sheet_rows(part):
    """A sheet part's rows as the texts of their cells (weight, boxes, row sum)."""
    return [[cell["text"] for cell in row] for row in part["parts"][0]["rows"]]


def play_whole_turn(app, holds=(0,)):
    throw(app)
    hold(app, holds)
    throw(app)
    throw(app)
    box = app.state.sheet.free_boxes[-1]
    write(app, box)
    return box


# ----- a whole game --------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_whole_game_by_clicks_scores_the_rule_text_examples(lang):
    words = WORDS[lang]
    app = PyramideApp(["Ana"], lang=lang, seed=1)
    pending = script(app, [dice for dice, _, _ in EXAMPLES])
    assert app.table_view.item("throw:0")["text"] == words["throw"]
    assert app.table_view.item("throw:0")["primary"]
    assert app.table_view.item("write:bottom")["text"] == words["box"]["bottom"]
    written = {box: [] for box in BOXES}
    for number, ((_, typed, score), box) in enumerate(zip(EXAMPLES, PLAN, strict=True), 1):
        assert words["round"].format(r=number) in app.status.value
        assert words["left"].format(n=3) in app.status.value
        board_follows_the_rules(app)
        throw(app)
        assert words["left"].format(n=2) in app.status.value
        text = words["write"].format(box=words["box"][box], n=score)
        assert app.table_view.item(f"write:{box}")["text"] == text
        assert app.table_view.item(f"sheet:0:{box}")["text"] == str(score)
        app.hand_entry.value = typed
        app.hand_button.click()
        assert words["best"] in app.message.text
        board_follows_the_rules(app)
        write(app, box, on_sheet=number % 2 == 0)  # the action or the box, alternately
        assert app.hand_entry.value == "" and app.message.text == ""
        assert app.state.sheets[0].row(box)[-1] == score
        written[box].append(score)
        # no write action keeps the points of the dice just written
        for name in BOXES:
            shown = app.table_view.item(f"write:{name}")["text"]
            full = words["full"].format(box=words["box"][name])
            assert shown == (full if not app.state.sheet.free(name) else words["box"][name])
        # the sheet shows what was written, each row's weighted sum and the total
        rows = sheet_rows(sheet_parts(app)[0])
        for row, name in zip(rows, BOXES, strict=True):
            free = {"top": 1, "middle": 2, "bottom": 3}[name] - len(written[name])
            assert row == [
                f"×{WEIGHT[name]}",
                *map(str, written[name]),
                *[""] * free,
                f"= {sum(written[name]) * WEIGHT[name]}",
            ]
    assert pending == [] and app.state.over
    total = sum(score * WEIGHT[box] for (_, _, score), box in zip(EXAMPLES, PLAN, strict=True))
    assert total == 3 * 300 + 2 * (180 + 198) + (34 + 66 + 94)
    assert words["total"].format(n=total) in app.table_view.texts()
    assert app.ranking_lines() == [f"1. Ana: {words['points'].format(n=total)}"]
    assert words["wins"].format(name="Ana") in app.ranking_view.value
    assert words["over"] in app.status.value
    assert app.table_view.clickable() == [] and app.hand_button.disabled
    assert not app.table_view.item("throw:0")["primary"]
    assert len(app.table_view.scene["parts"][0]["parts"]) == 1  # no best build any more
    assert all(words["full"].format(box=words["box"][b]) in app.table_view.texts() for b in BOXES)
    assert sum(words["writes"] in line for line in app.move_log.lines) == 6
    # one log line per move: a Roll, a chance throw and a Write in each round
    assert len(app.move_log.lines) == len(app.state.history) == 3 * 6


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_board_speaks_the_widgets_language(lang):
    words = WORDS[lang]
    app = PyramideApp(["Ana"], lang=lang, seed=1)
    script(app, [EXAMPLES[0][0]])
    texts = app.table_view.texts()
    assert words["before"] in texts and words["throw"] in texts
    assert all(words["box"][box] in texts for box in BOXES)
    assert words["total"].format(n=0) in texts
    throw(app)
    texts = app.table_view.texts()
    # 2 3 4 5 6 6: the half pyramid 3 2 / 4 6 5, one 6 left over
    assert words["best_title"].format(kind=words["half"], n=EXAMPLES[0][2]) in texts
    assert words["unused"].format(dice="6") in texts
    assert texts.count(words["to_hold"]) == 6
    assert words["todo_more"] in app.status.value
    hold(app, (0,))
    assert app.table_view.item("hold:0")["caption"] == words["held"]


def test_the_best_build_is_drawn_as_a_pyramid_top_row_first():
    app = PyramideApp(["Ana"], lang="en", seed=1)
    before = app.table_view.scene["parts"][0]["parts"][1]
    assert [len(row) for row in before["rows"]] == [1, 2, 3]  # the empty places
    assert all(place == {"kind": "place"} for row in before["rows"] for place in row)
    script(app, [EXAMPLES[1][0]])  # 2 2 3 4 5 6: the large pyramid 2 / 3 2 / 4 6 5
    throw(app)
    best = app.table_view.scene["parts"][0]["parts"][1]
    pyramid = best["parts"][0]["rows"]
    pips = [[place["die"]["value"] for place in row] for row in pyramid]
    assert [len(row) for row in pips] == [1, 2, 3]  # top row first
    assert sorted(v for row in pips for v in row) == sorted(EXAMPLES[1][0])  # every die built in
    for upper, lower in ((pips[0], pips[1]), (pips[1], pips[2])):
        for die, (x, y) in zip(upper, pairwise(lower), strict=True):
            assert die == abs(x - y) + 1  # each die rests on its two neighbours
    assert len(best["parts"]) == 1  # every die is built in: no "not built in" line


# ----- holding and throwing ------------------------------------------------------------


def test_held_dice_stay_and_the_others_are_thrown_again_and_tumble():
    app = PyramideApp(["Ana"], lang="en", seed=1)
    script(app, [(1, 2, 3, 4, 5, 6), (1, 1, 1, 1), (2, 2, 2, 2, 2)])
    roll = app.table_view.scene["roll"]
    throw(app)
    assert app.state.dice == (1, 2, 3, 4, 5, 6)  # sorted values land on positions in order
    assert all(die["rolled"] for die in tray(app))  # the first throw rolls all six
    assert app.table_view.scene["roll"] != roll
    roll = app.table_view.scene["roll"]
    hold(app, (2, 4))
    assert [die["held"] for die in tray(app)] == [False, False, True, False, True, False]
    assert app.table_view.scene["roll"] == roll  # holding is no throw: nothing tumbles
    throw(app)
    assert app.state.dice == (1, 1, 3, 1, 5, 1)
    assert app.held == {2, 4}  # the holds stay for the next throw
    assert [die["held"] for die in tray(app)] == [False, False, True, False, True, False]
    assert [die["rolled"] for die in tray(app)] == [True, True, False, True, False, True]
    assert app.table_view.scene["roll"] != roll
    assert app.move_log.lines[-2] == "Ana keeps 3 5 and throws 4 dice"
    assert app.move_log.lines[-1] == "Ana, throw 2 of 3: 1 1 1 1 → dice 1 1 3 1 5 1"
    hold(app, (2,))  # a click on a held die releases it
    assert app.held == {2}
    throw(app)  # the third throw: nothing can be held any more, the holds go
    assert app.held == set() and not any(die["held"] for die in tray(app))
    assert not any("id" in die for die in tray(app))


@pytest.mark.parametrize(
    ("lang", "one", "five"),
    [
        ("en", "and throws 1 die", "Ana throws 6 dice"),
        ("de", "und würfelt mit 1 Würfel", "Ana würfelt mit 6 Würfeln"),
    ],
)
def test_log_lines_use_the_right_plural(lang, one, five):
    app = PyramideApp(["Ana"], lang=lang, seed=1)
    script(app, [(1, 2, 3, 4, 5, 6), (6,)])
    throw(app)
    hold(app, range(5))
    throw(app)
    assert app.move_log.lines[0] == five
    assert app.move_log.lines[2].endswith(one)


# ----- refused clicks ------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "de"])
def test_refused_clicks_show_the_message_and_change_nothing(lang):
    words = WORDS[lang]
    app = PyramideApp(["Ana", "Ben"], lang=lang, seed=1)
    script(app, [(1, 2, 3, 4, 5, 6), (1, 2), (1, 2), (2, 3, 4, 5, 6, 6)])

    def refused(item_id):
        state, log, scene = app.state, list(app.move_log.lines), app.table_view.scene
        held = set(app.held)
        app.table_view.click(item_id)
        assert app.message.kind == "error" and words["gone"] in app.message.text
        assert app.state == state and app.move_log.lines == log and app.held == held
        assert app.table_view.scene == scene  # drawn again, the same picture

    refused("write:top")  # before the first throw
    refused("hold:0")  # no dice to hold yet
    refused("sheet:0:top")
    throw(app)
    assert app.message.text == ""  # an accepted move clears the message
    refused("throw:0")  # the second click of a double click: no second throw
    hold(app, range(6))
    assert "throw:1" not in app.table_view.clickable()  # keeping every die is no throw
    refused("throw:1")
    refused("sheet:1:top")  # Ben's sheet: not his turn
    app.table_view.click("hold:0")
    assert app.message.text == ""  # a click on the board clears an old message
    hold(app, range(2, 6))
    throw(app)
    throw(app)
    assert app.state.throws == 3
    refused("throw:3")  # three throws made
    refused("hold:2")
    write(app, "top")
    refused("write:middle")  # Ana's second box in one round: Ben has not thrown
    refused("throw:0" + "x")  # an id the board never drew
    throw(app)  # Ben's first throw
    assert app.state.current == 1
    board_follows_the_rules(app)


def test_a_refusal_by_the_engine_is_shown_in_the_widgets_language():
    app = PyramideApp(["Ana"], lang="de", seed=1)
    throw(app)
    hold(app, range(6))
    app.play(app._throw_move())  # the move a stale Throw would make: every die held
    assert app.message.kind == "error" and "nichts zu würfeln" in app.message.text
    assert app.state.throws == 1


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_hand_build_check_says_whether_it_was_the_best(lang):
    app = PyramideApp(["Ana"], lang=lang, seed=1)
    script(app, [(2, 3, 4, 5, 6, 6)])
    app.hand_entry.value = "2 / 3 2"
    app.hand_button.click()
    assert app.message.kind == "error" and WORDS[lang]["first"] in app.message.text
    throw(app)
    state, log = app.state, list(app.move_log.lines)
    app.hand_entry.value = "2 / 4 5"  # a small pyramid: 2 = 5 - 4 + 1 rests on 4 and 5
    app.hand_button.click()
    mine, best = (4 + 5 + 2) * 1 - (3 + 6 + 6), (4 + 6 + 5 + 3 + 2) * 2 - 6
    assert app.message.kind == "info"
    assert (
        plural("shell_points", mine, lang) in app.message.text
        and plural("shell_points", best, lang) in app.message.text
    )
    assert WORDS[lang]["half"] in app.message.text  # the best build is a half pyramid
    app.hand_entry.value = "2 / 3 2 / 4 6 5"  # needs a second 2
    app.hand_button.click()
    assert app.message.kind == "error"
    app.hand_entry.value = "3 / 4 5"  # 3 cannot rest on 4 and 5
    app.hand_button.click()
    assert app.message.kind == "error" and "4" in app.message.text
    app.hand_entry.value = "x y"
    app.hand_button.click()
    assert app.message.kind == "error" and "/" in app.message.text
    assert app.state == state and app.move_log.lines == log  # checking is no move


# ----- seats ---------------------------------------------------------------------------


def test_a_computer_seat_plays_itself_through_the_engine():
    app = PyramideApp([Player("Bot", True), "Ana"], lang="en", seed=2)
    assert app.state.to_move == 1 and app.state.player.name == "Ana"
    assert app.state.sheets[0].rounds_written == 1
    assert sum(line.startswith("Bot writes") for line in app.move_log.lines) == 1
    assert len(app.move_log.lines) == len(app.state.history)
    assert loads(dumps(app.state)) == app.state  # every logged move was legal
    board_follows_the_rules(app)
    # the computer's dice are gone: Ana's tray waits for her first throw
    assert all(die["value"] is None for die in tray(app))


def test_only_computer_seats_play_a_whole_game_at_once():
    app = PyramideApp([Player("Bot", True), Player("Bit", True)], lang="en", seed=3)
    assert app.state.over and app.ranking_view.value
    assert sum("writes" in line for line in app.move_log.lines) == 2 * Rules().rounds
    assert app.table_view.clickable() == [] and app.hand_button.disabled
    assert not any(part["active"] for part in sheet_parts(app))


def test_a_group_with_computer_seats_plays_to_the_end():
    app = PyramideApp(
        ["Ana", Player("Bot 1", True), "Ben", Player("Bot 2", True)], lang="en", seed=8
    )
    for _ in range(6):
        for _ in range(2):  # Ana and Ben; the bots play by themselves in between
            assert not app.state.player.computer
            play_whole_turn(app, holds=())
    assert app.state.over and all(sheet.full for sheet in app.state.sheets)
    assert sum(line.startswith("Bot 1 writes") for line in app.move_log.lines) == 6
    places = [s.place for s in app.state.ranking()]
    assert places[0] == 1 and places == sorted(places)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_tie_shares_the_win(lang):
    words = WORDS[lang]
    app = PyramideApp(["Ana", "Ben"], lang=lang, seed=1)
    app.chance_move = lambda state: Dice((1,) * len(state.rethrow))  # six ones, always
    while not app.state.over:
        throw(app)
        write(app, app.state.sheet.free_boxes[0])
    total = 300 * (3 * 1 + 2 * 2 + 1 * 3)  # the pyramid of ones in every box
    shown = words["points"].format(n=total)
    level = {"en": "level with {name}: both {shown}", "de": "gleich mit {name}: beide {shown}"}[
        lang
    ]
    assert app.ranking_lines() == [
        f"1. Ana: {shown} ({level.format(name='Ben', shown=shown)})",
        f"1. Ben: {shown} ({level.format(name='Ana', shown=shown)})",
    ]
    assert words["shared"].format(names="Ana, Ben") in app.ranking_view.value


def test_new_game_starts_over_with_the_same_seats():
    app = PyramideApp([Player("Bot", True), "Ana"], lang="en", seed=4)
    play_whole_turn(app)
    app.table_view.click("write:top")  # a refusal: the message shows
    assert app.message.kind == "error"
    app.new_button.click()
    assert app.message.text == ""
    assert [s.rounds_written for s in app.state.sheets] == [1, 0]  # the bot played again
    assert len(app.move_log.lines) == len(app.state.history)
    assert app.state.to_move == 1 and app.hand_entry.value == ""
    board_follows_the_rules(app)


def test_six_players_get_six_sheets_that_wrap_and_the_seat_on_turn_is_framed():
    app = PyramideApp([f"P{i}" for i in range(1, 7)], lang="en", seed=1)
    sheets = app.table_view.scene["parts"][1]
    assert sheets["kind"] == "group" and not sheets.get("column")  # side by side, wrapping
    assert [part["title"] for part in sheets["parts"]] == [f"P{i}" for i in range(1, 7)]
    assert [part["active"] for part in sheet_parts(app)] == [True] + [False] * 5
    play_whole_turn(app)
    assert [part["active"] for part in sheet_parts(app)] == [False, True] + [False] * 4
    # a box can be clicked only on the sheet of the seat on turn
    throw(app)
    ids = [c.get("id") for p in sheet_parts(app) for r in p["parts"][0]["rows"] for c in r]
    assert sorted(filter(None, ids)) == ["sheet:1:bottom", "sheet:1:middle", "sheet:1:top"]


def test_other_weights_are_drawn_beside_their_rows():
    app = PyramideApp(["Ana"], lang="en", seed=1, rules=Rules(box_weights=(5, 0, 2)))
    script(app, [EXAMPLES[0][0]])
    throw(app)
    write(app, "top")
    rows = sheet_rows(sheet_parts(app)[0])
    assert [row[0] for row in rows] == ["×5", "×0", "×2"]
    assert rows[0][-1] == f"= {5 * EXAMPLES[0][2]}"


@pytest.mark.parametrize(
    "kwargs",
    [
        {"seed": "42"},
        {"seed": 1.5},
        {"seed": -1},
        {"seed": True},
        {"lang": "fr"},
        {"players": "Anna"},
        {"players": 0},
        {"players": [f"P{i}" for i in range(7)]},
        {"players": ["Ana", "ana"]},
        {"rules": "Rules()"},
        {"policies": "none"},
    ],
)
def test_bad_constructor_arguments_are_a_value_error(kwargs):
    with pytest.raises(ValueError):
        PyramideApp(**{"players": ["Ana"], **kwargs})


def test_the_lesson_tables_still_open_and_a_stored_one_names_its_game():
    app = PyramideApp(["Anna", "Ben"], lang="de", seed=7)
    assert "Anna ist dran" in app.status.value and "Würfe übrig: 3" in app.status.value
    assert "Pyramide" in repr(app) and "children" not in repr(app)
    app = PyramideApp(["You", Player("Computer", computer=True)], lang="en", seed=2026)
    assert "throws left: 3" in app.status.value and app.state.to_move == 0
    assert app.state is app.game


def test_parse_rows():
    assert parse_rows("2 / 3 2 / 4 6 5") == ("large", ((4, 6, 5), (3, 2), (2,)))
    assert parse_rows(" 1 1 / 5 5 5 ") == ("half", ((5, 5, 5), (1, 1)))
    for bad in ("1 / 2 / 3", "", "1 /", "a / b c"):
        with pytest.raises(RuleError):
            parse_rows(bad)


IDS = ["throw:0", "throw:1", "throw:2", "throw:3", "write:top", "write:middle", "write:bottom"]
IDS += [f"hold:{i}" for i in range(7)] + [f"sheet:{s}:{b}" for s in (0, 1) for b in BOXES]


@settings(max_examples=30, deadline=None)
@given(
    st.lists(
        st.tuples(st.sampled_from([*IDS, "text", "new"]), st.text("0123 /x", max_size=12)),
        max_size=60,
    )
)
def test_random_clicks_never_raise_and_the_board_follows_the_rules(clicks):
    app = PyramideApp(["Ana", Player("Bot", True)], lang="de", seed=6)
    for item_id, text in clicks:
        if item_id == "text":
            app.hand_entry.value = text
            app.hand_button.click()
        elif item_id == "new":
            app.new_button.click()
        else:
            app.table_view.click(item_id)
        written = [sheet.rounds_written for sheet in app.state.sheets]
        assert max(written) - min(written) <= 1
        assert app.state.over or app.state.to_move is not CHANCE
        assert app.state.over or not app.state.player.computer
        board_follows_the_rules(app)
        assert len(app.move_log.lines) == len(app.state.history)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_seat_called_you_is_spoken_to_in_the_second_person(lang):
    you = YOU[lang]
    app = PyramideApp([you, "Anna", Player("Robo", True)], lang=lang, seed=5)
    statuses = play_to_end(app, seed=5)
    assert statuses[0].startswith("Your turn" if lang == "en" else "Du bist dran")
    assert any(s.startswith("Anna to play" if lang == "en" else "Anna ist dran") for s in statuses)
    assert check_second_person(statuses + app.move_log.lines, lang) > 0
    # the first line of the game is the first throw of all six dice
    assert app.move_log.lines[0] == (
        "You throw 6 dice" if lang == "en" else "Du würfelst mit 6 Würfeln"
    )
    mine = [line for line in app.move_log.lines if line.startswith(you + " ")]
    assert any(line.startswith("You write " if lang == "en" else "Du trägst ") for line in mine)


# ----- the coach ---------------------------------------------------------------------
# Every value the coach shows is the optimal module's (route 1, proven against the engine
# in tests/pyramide/test_optimal.py); here one state's values are also checked against
# the generic solver over the engine, and the texts, costs and sums are worked out here.

COACH_WORDS = {
    "en": {
        "keep": "keep 2 3 and throw 4 dice",
        "keep_one": "keep 2 3 4 5 6 and throw 1 die",
        "none": "keep nothing and throw all 6 dice",
        "write": "write {points} points into Top ×3",
        "note": ("expected final total of your sheet", "only your own points"),
        "best": "your last choice was the best one",
        "cost": "your last choice cost",
        "total": "Anna: {n} decisions with the coach, {cost} expected points given away",
    },
    "de": {
        "keep": "2 3 halten und mit 4 Würfeln würfeln",
        "keep_one": "2 3 4 5 6 halten und mit 1 Würfel würfeln",
        "none": "nichts halten und mit allen 6 Würfeln würfeln",
        "write": "{points} Punkte in „Spitze ×3“ eintragen",
        "note": ("erwartete Endsumme deines Blatts", "nur deine eigenen Punkte"),
        "best": "Deine letzte Wahl war die beste",
        "cost": "Deine letzte Wahl hat",
        "total": "Anna: {n} Entscheidungen mit Trainer, zusammen {cost} erwartete Punkte",
    },
}


def decimal(value, lang):
    text = f"{float(value):.2f}"
    return text.replace(".", ",") if lang == "de" else text


def coach_rows(app):
    """The coach's list: (value as shown, starred, label) per row, best first."""
    rows = re.findall(
        r'<tr><td title="[^"]*">([^<]*)</td><td>(★ )?([^<]*)</td></tr>', app.coach.view.value
    )
    return [(value, bool(star), unescape(label)) for value, star, label in rows]


def choice_key(state, move):
    """A choice as a student sees it: a keep is its pips, whichever positions."""
    return tuple(sorted(state.dice[i] for i in move.keep)) if isinstance(move, Roll) else move


def distinct_choices(state):
    return {choice_key(state, move) for move in state.legal_moves()}


def click(app, move):
    """The clicks that make `move`: hold its dice and throw, or write its box."""
    if isinstance(move, Roll):
        if app.state.dice:
            hold(app, move.keep)
        throw(app)
    else:
        write(app, move.box)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_coach_lists_the_optimal_values_and_marks_the_best(lang):
    words = COACH_WORDS[lang]
    app = PyramideApp(["Anna"], lang=lang, seed=1)
    first_throw, second_throw = EXAMPLES[0][0], (1, 1, 1, 6)  # keep 2 and 3 of the first
    script(app, [first_throw, second_throw])
    app.coach.toggle.value = True
    start = app.state
    assert coach_rows(app) == []  # the first throw is the only move: no advice
    assert all(part in app.coach.view.value for part in words["note"])
    throw(app)
    state = app.state
    assert state.dice == first_throw
    exact = optimal.move_values(state)
    values = app.coach.values(state)
    assert all(values[move] == exact[move] for move in state.legal_moves())
    assert len(values) == len(distinct_choices(state))  # each keep listed once
    rows = coach_rows(app)
    best = max(exact.values())
    assert rows[0] == (decimal(best, lang), True, app.coach_label(state, optimal.best_move(state)))
    by_choice = {choice_key(state, move): exact[move] for move in state.legal_moves()}
    top = sorted(by_choice.values(), reverse=True)[:5]
    assert [(value, star) for value, star, _ in rows] == [
        (decimal(v, lang), v == best) for v in top
    ]
    # the names of the choices, with the plural of the dice thrown
    assert app.coach_label(state, Roll((0, 1))) == words["keep"]
    assert app.coach_label(state, Roll((0, 1, 2, 3, 4))) == words["keep_one"]
    assert app.coach_label(state, Roll()) == words["none"]
    assert app.coach_label(state, Write("top")) == words["write"].format(points=EXAMPLES[0][2])
    # one state against the generic solver over the engine (the table only values the
    # rest of the game after this round)
    hold(app, (0, 1))
    throw(app)
    state = app.state
    assert sorted(state.dice) == sorted((2, 3, *second_throw))
    solver = optimal.engine_solver(start, optimal.tables(state.rules).game_value)
    generic = solver.move_values(state)
    assert all(app.coach.values(state)[move] == generic[move] for move in state.legal_moves())
    assert app.coach.last[0] == Roll((0, 1))
    app.coach.toggle.value = False
    assert app.coach.view.value == ""  # the meaning goes with the coach


def test_a_coached_game_adds_up_what_each_choice_cost():
    for lang in ("en", "de"):
        words = COACH_WORDS[lang]
        app = PyramideApp(["Anna"], lang=lang, seed=11)
        app.coach.toggle.value = True
        choose = Random(5)
        total, decisions = 0, 0
        while not app.state.over:
            state = app.state
            legal = state.legal_moves()
            exact = optimal.move_values(state)
            best = max(exact.values())
            # half the time the best move, else any legal move
            move = optimal.best_move(state) if choose.random() < 0.5 else choose.choice(legal)
            if len(legal) > 1:
                total += best - exact[move]
                decisions += 1
            click(app, move)
            assert app.state.history[len(state.history)] == move
            if len(legal) > 1:
                assert (words["best"] if exact[move] == best else words["cost"]) in (
                    app.coach.view.value
                )
        assert app.coach.costs == {0: total} and app.coach.coached == {0: decisions}
        assert total > 0
        line = words["total"].format(n=decisions, cost=decimal(total, lang))
        assert line in app.coach.view.value


def test_an_optimal_computer_seat_plays_a_whole_game():
    app = PyramideApp(
        [("Robo", True), ("Rita", True)], lang="en", seed=4, policies={0: OptimalPolicy()}
    )
    assert app.state.over and isinstance(app.policies[1], ComputerPolicy)
    state = new_game(app.state.seats, app.state.rules)
    robo_moves = 0
    for move in app.state.history:
        if state.to_move == 0:
            values = optimal.move_values(state)
            assert values[move] == max(values.values())
            robo_moves += 1
        state = state.apply(move)
    assert robo_moves >= 12 and state == app.state  # 6 rounds: a throw and a box at least
    # one policy for every computer seat; a human beside them keeps the coach
    app = PyramideApp(["Anna", ("Robo", True)], lang="de", seed=4, policies=OptimalPolicy())
    assert app.policies == {1: OptimalPolicy()} and app.coach is not None
    with pytest.raises(ValueError):
        PyramideApp(["Anna", ("Robo", True)], policies={0: OptimalPolicy()})  # a human seat
    with pytest.raises(ValueError):
        PyramideApp(["Anna", ("Robo", True)], policies={1: "optimal"})


# ----- the coach with a goal ------------------------------------------------------------
# On the last round of a sheet whose other five rounds scored 0 (a throw with no pyramid)
# and whose open box is a bottom one (×1), the game total is this round's score: the
# chances of the game total are the round's, so `goal_conflicts` (over a round's score)
# names the positions where the goal and the average disagree.

NO_PYRAMID = (1, 1, 2, 2, 3, 5)


def last_round_at(dice):
    game = new_game(["Anna"])
    for box in ("top", "middle", "middle", "bottom", "bottom"):
        game = game.apply(Roll()).apply(Dice(NO_PYRAMID)).apply(Write(box))
    assert game.sheet.total == 0
    return game.apply(Roll()).apply(Dice(dice))


def goal_rows(app):
    return re.findall(
        r'<tr><td title="([^"]*)">([^<]*)</td><td title="[^"]*">([^<]*)</td>'
        r"<td>(★ )?([^<]*)</td></tr>",
        app.coach.view.value,
    )


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_coach_gives_the_chance_of_a_total_and_marks_where_it_differs(lang, monkeypatch):
    asked = []
    exact_chances = optimal.move_chances
    monkeypatch.setattr(
        optimal,
        "move_chances",
        lambda state, target: asked.append(target) or exact_chances(state, target),
    )
    found, chance_move, average_move = next(optimal.goal_conflicts(150))
    assert (found.dice, found.throws) == ((1, 1, 1, 2, 5, 5), 1)
    app = PyramideApp(["Anna"], lang=lang, seed=1)
    app.state = last_round_at(found.dice)
    app.refresh()
    app.coach.toggle.value = True
    goal = app.coach.goal(app.state)
    assert (goal.most, goal.start) == (3000, 700) and asked == []  # the average: no chances
    app.coach.mode.value = "goal"
    assert asked == [700]  # 700 cannot be reached from 0 with one bottom box: all 0
    assert "pk-coach-differs" not in app.coach.view.value
    app.coach.target_entry.value = "150"
    state = app.state
    chances, exact = app.coach.chances(state), exact_chances(state, 150)
    assert exact == optimal.round_move_chances(state, 150)
    assert all(chances[move] == p for move, p in exact.items())
    values = app.coach.values(state)
    rows = goal_rows(app)
    best = max(exact.values())
    assert rows[0][3] == "★ " and unescape(rows[0][4]) == app.coach_label(state, chance_move)
    assert all(shown == chance_text(Fraction(title), lang) for title, shown, *_ in rows)
    assert Fraction(rows[0][0]) == best == exact[chance_move]
    assert values[chance_move] < max(values.values()) == values[average_move]
    mark = {
        "en": "For the goal a different choice is best than for the average",
        "de": "Für das Ziel ist eine andere Wahl am besten als für den Durchschnitt",
    }[lang]
    shown = unescape(app.coach.view.value)
    assert mark in shown and app.coach_label(state, average_move) in shown
    assert ("Endsumme deines Blatts" if lang == "de" else "final total of your sheet") in shown
    # the mark stands exactly where no choice of greatest chance has the greatest average
    seen = set()
    for target in (0, 60, 100, 150, 200, 300):
        app.coach.set_target(target)
        chances = exact_chances(state, target)
        top = max(chances.values())
        agree = any(values[m] == max(values.values()) for m in chances if chances[m] == top)
        assert (mark in app.coach.view.value) == (not agree), target
        seen.add(agree)
    assert seen == {True, False}
    # a bad target is refused in the widget's language and changes nothing
    app.coach.set_target(150)
    before = app.coach.view.value, len(asked)
    for typed in ("3001", "-5", "zehn"):
        app.coach.target_entry.value = typed
        assert app.message.kind == "error" and app.coach.target == 150
        assert app.state is state and (app.coach.view.value, len(asked)) == before
    assert ("zu groß" if lang == "de" else "too large") not in app.message.text  # the last one
    assert ("keine ganze Zahl" if lang == "de" else "not a whole number") in app.message.text


@pytest.mark.parametrize(
    ("lang", "throw", "dice"),
    [
        ("de", "Du würfelst mit 6 Würfeln", "Wurf 1 von 3"),
        ("en", "You throw 6 dice", "throw 1 of 3"),
    ],
)
def test_a_throw_is_announced_in_the_widgets_language(lang, throw, dice):
    app = PyramideApp(1, lang=lang, seed=2)
    app.table_view.click("throw:0")
    first, second = app.live.lines
    assert first == throw and dice in second and app.live.lang == lang
    assert app.live.lines == app.move_log.lines[-2:]
