"""PyramideApp driven by clicks from Python, as a student or a group would play it.

Chance is scripted where a test needs to know the dice (`chance_move`), so every number
a test expects is worked out from the rules (RULES.md §1, the rule text's examples),
never copied from the code's output.
"""

import re
from html import unescape
from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyramide_kit.errors import RuleError
from pyramide_kit.pyramide import Dice, Player, Roll, Rules, Write, dumps, loads, new_game, optimal
from pyramide_kit.pyramide.app import PyramideApp, parse_rows
from pyramide_kit.pyramide.optimal import OptimalPolicy
from pyramide_kit.pyramide.strategy import ComputerPolicy
from pyramide_kit.table import CHANCE
from pyramide_kit.ui.i18n import plural
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

WORDS = {
    "en": {
        "round": "Round {r} of 6",
        "left": "throws left: {n}",
        "throw": "Throw",
        "bottom": "Bottom ×1",
        "best": "that is the best build",
        "wins": "{name} wins.",
        "shared": "A shared win: {names}.",
        "points": "{n} points",
        "over": "Game over.",
        "writes": "writes",
        "first": "Throw first",
        "no_throws": "No throws left",
        "full": "top row is full",
        "keep_all": "nothing to throw",
        "half": "half pyramid ",
    },
    "de": {
        "round": "Runde {r} von 6",
        "left": "Würfe übrig: {n}",
        "throw": "Würfeln",
        "bottom": "Unten ×1",
        "best": "das ist der beste Bau",
        "wins": "{name} gewinnt.",
        "shared": "Gemeinsamer Sieg: {names}.",
        "points": "{n} Punkte",
        "over": "Spiel vorbei.",
        "writes": "trägt",
        "first": "Erst würfeln",
        "no_throws": "Keine Würfe mehr",
        "full": "Reihe „Spitze“ ist voll",  # the row as its button names it
        "keep_all": "nichts zu würfeln",
        "half": "halbe Pyramide ",
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


def buttons_match_the_rules(app):
    """Every button is enabled exactly when its move is legal and a human is to move."""
    state = app.state
    legal = state.legal_moves() if app.human_to_move else ()
    keep = tuple(app.tray.held) if state.dice else ()
    assert app.throw_button.disabled == (Roll(keep) not in legal)
    for box, button in app.box_buttons.items():
        assert button.disabled == (Write(box) not in legal)


def play_whole_turn(app, holds=(0,)):
    app.throw_button.click()
    for i in holds:
        app.tray.toggles[i].value = True
    app.throw_button.click()
    app.throw_button.click()
    box = app.state.sheet.free_boxes[-1]
    app.box_buttons[box].click()
    return box


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_whole_game_by_clicks_scores_the_rule_text_examples(lang):
    words = WORDS[lang]
    app = PyramideApp(["Ana"], lang=lang, seed=1)
    pending = script(app, [dice for dice, _, _ in EXAMPLES])
    assert app.throw_button.description == words["throw"]
    assert app.box_buttons["bottom"].description == words["bottom"]
    for number, ((_, typed, score), box) in enumerate(zip(EXAMPLES, PLAN, strict=True), 1):
        assert words["round"].format(r=number) in app.status.value
        assert words["left"].format(n=3) in app.status.value
        buttons_match_the_rules(app)
        app.throw_button.click()
        assert words["left"].format(n=2) in app.status.value
        assert f"<b>{score}</b>" in app.best_view.value  # the best build, drawn
        app.hand_entry.value = typed
        app.hand_button.click()
        assert words["best"] in app.message.text
        buttons_match_the_rules(app)
        app.box_buttons[box].click()
        assert app.hand_entry.value == "" and app.message.text == ""
        assert app.state.sheets[0].row(box)[-1] == score
    assert pending == [] and app.state.over
    total = sum(score * WEIGHT[box] for (_, _, score), box in zip(EXAMPLES, PLAN, strict=True))
    assert total == 3 * 300 + 2 * (180 + 198) + (34 + 66 + 94)
    assert app.ranking_lines() == [f"1. Ana: {words['points'].format(n=total)}"]
    assert words["wins"].format(name="Ana") in app.ranking_view.value
    assert words["over"] in app.status.value
    assert all(b.disabled for b in (app.throw_button, app.hand_button, *app.box_buttons.values()))
    assert sum(words["writes"] in line for line in app.move_log.lines) == 6
    # one log line per move: a Roll, a chance throw and a Write in each round
    assert len(app.move_log.lines) == len(app.state.history) == 3 * 6


def test_held_dice_stay_and_the_others_are_thrown_again():
    app = PyramideApp(["Ana"], lang="en", seed=1)
    script(app, [(1, 2, 3, 4, 5, 6), (1, 1, 1, 1)])
    app.throw_button.click()
    assert app.state.dice == (1, 2, 3, 4, 5, 6)  # sorted values land on positions in order
    app.tray.toggles[2].value = True
    app.tray.toggles[4].value = True
    app.throw_button.click()
    assert app.state.dice == (1, 1, 3, 1, 5, 1)
    assert app.tray.held == [2, 4]  # the holds stay for the next throw
    assert app.move_log.lines[-2] == "Ana keeps 3 5 and throws 4 dice"
    assert app.move_log.lines[-1] == "Ana, throw 2 of 3: 1 1 1 1 → dice 1 1 3 1 5 1"


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
    app.throw_button.click()
    for i in range(5):
        app.tray.toggles[i].value = True
    app.throw_button.click()
    assert app.move_log.lines[0] == five
    assert app.move_log.lines[2].endswith(one)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_refused_clicks_show_the_message_and_change_nothing(lang):
    words = WORDS[lang]
    app = PyramideApp(["Ana"], lang=lang, seed=1)
    script(app, [(1, 2, 3, 4, 5, 6), (1, 2), (1, 2), (2, 3, 4, 5, 6, 6)])

    def refused(click, text):
        state, log = app.state, list(app.move_log.lines)
        click()
        assert app.message.kind == "error" and words[text] in app.message.text
        assert app.state == state and app.move_log.lines == log

    assert app.box_buttons["top"].disabled
    refused(app.box_buttons["top"].click, "first")
    app.throw_button.click()
    assert app.message.text == ""  # an accepted move clears the message
    for i in range(6):
        app.tray.toggles[i].value = True
    assert app.throw_button.disabled  # keeping every die is no throw
    refused(app.throw_button.click, "keep_all")
    app.tray.toggles[0].value = False
    assert not app.throw_button.disabled
    app.tray.toggles[1].value = False
    app.throw_button.click()
    app.throw_button.click()
    assert app.throw_button.disabled  # three throws made
    refused(app.throw_button.click, "no_throws")
    app.box_buttons["top"].click()
    app.throw_button.click()
    assert app.box_buttons["top"].disabled
    refused(app.box_buttons["top"].click, "full")
    buttons_match_the_rules(app)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_hand_build_check_says_whether_it_was_the_best(lang):
    app = PyramideApp(["Ana"], lang=lang, seed=1)
    script(app, [(2, 3, 4, 5, 6, 6)])
    app.hand_entry.value = "2 / 3 2"
    app.hand_button.click()
    assert app.message.kind == "error" and WORDS[lang]["first"] in app.message.text
    app.throw_button.click()
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


def test_a_computer_seat_plays_itself_through_the_engine():
    app = PyramideApp([Player("Bot", True), "Ana"], lang="en", seed=2)
    assert app.state.to_move == 1 and app.state.player.name == "Ana"
    assert app.state.sheets[0].rounds_written == 1
    assert sum(line.startswith("Bot writes") for line in app.move_log.lines) == 1
    assert len(app.move_log.lines) == len(app.state.history)
    assert loads(dumps(app.state)) == app.state  # every logged move was legal
    buttons_match_the_rules(app)


def test_only_computer_seats_play_a_whole_game_at_once():
    app = PyramideApp([Player("Bot", True), Player("Bit", True)], lang="en", seed=3)
    assert app.state.over and app.ranking_view.value
    assert sum("writes" in line for line in app.move_log.lines) == 2 * Rules().rounds
    assert all(b.disabled for b in (app.throw_button, *app.box_buttons.values()))
    assert app.hand_button.disabled


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
        app.throw_button.click()
        app.box_buttons[app.state.sheet.free_boxes[0]].click()
    total = 300 * (3 * 1 + 2 * 2 + 1 * 3)  # the pyramid of ones in every box
    shown = words["points"].format(n=total)
    assert app.ranking_lines() == [f"1. Ana: {shown}", f"1. Ben: {shown}"]
    assert words["shared"].format(names="Ana, Ben") in app.ranking_view.value


def test_new_game_starts_over_with_the_same_seats():
    app = PyramideApp([Player("Bot", True), "Ana"], lang="en", seed=4)
    play_whole_turn(app)
    app.box_buttons["top"].click()  # a refusal: the message shows
    app.new_button.click()
    assert app.message.text == ""
    assert [s.rounds_written for s in app.state.sheets] == [1, 0]  # the bot played again
    assert len(app.move_log.lines) == len(app.state.history)
    assert app.state.to_move == 1 and app.hand_entry.value == ""


def test_same_seed_same_game():
    a, b = PyramideApp(["A"], seed=9), PyramideApp(["A"], seed=9)
    for app in (a, b):
        play_whole_turn(app)
    assert a.state == b.state


def test_html_in_names_is_shown_escaped_everywhere():
    evil = "<b onmouseover=alert(1)>Eve</b>"
    app = PyramideApp([evil, Player("<i>Bot</i>", True)], lang="en", seed=5)

    def shown():
        return "".join(
            v.value
            for v in (app.status, app.move_log, app.ranking_view, app.message, *app.sheet_views)
        )

    assert "&lt;b onmouseover=alert(1)&gt;Eve&lt;/b&gt;" in app.status.value
    while not app.state.over:
        play_whole_turn(app, holds=())
        assert "<b onmouseover" not in shown() and "<i>Bot" not in shown()
    assert "&lt;i&gt;Bot&lt;/i&gt;" in app.ranking_view.value


def test_six_players_get_six_sheets_that_wrap_and_the_current_one_is_marked():
    app = PyramideApp([f"P{i}" for i in range(1, 7)], lang="en", seed=1)
    assert len(app.sheet_views) == 6
    assert app.sheets_box.layout.flex_flow == "row wrap"
    borders = [view.layout.border for view in app.sheet_views]
    assert borders[0] != borders[1] and len(set(borders[1:])) == 1
    play_whole_turn(app)
    assert app.sheet_views[1].layout.border == borders[0]


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
        {"policy": None},
    ],
)
def test_bad_constructor_arguments_are_a_value_error(kwargs):
    with pytest.raises(ValueError):
        PyramideApp(**{"players": ["Ana"], **kwargs})


def test_the_lesson_tables_still_open():
    app = PyramideApp(["Anna", "Ben"], lang="de", seed=7)
    assert "Anna ist dran" in app.status.value and "Würfe übrig: 3" in app.status.value
    app = PyramideApp(["You", Player("Computer", computer=True)], lang="en", seed=2026)
    assert "throws left: 3" in app.status.value and app.state.to_move == 0
    assert app.state is app.game


def test_parse_rows():
    assert parse_rows("2 / 3 2 / 4 6 5") == ("large", ((4, 6, 5), (3, 2), (2,)))
    assert parse_rows(" 1 1 / 5 5 5 ") == ("half", ((5, 5, 5), (1, 1)))
    for bad in ("1 / 2 / 3", "", "1 /", "a / b c"):
        with pytest.raises(RuleError):
            parse_rows(bad)


@settings(max_examples=30, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 11), st.text("0123456789 /x", max_size=12)), max_size=60))
def test_random_clicks_never_raise_and_the_buttons_follow_the_rules(clicks):
    app = PyramideApp(["Ana", Player("Bot", True)], lang="de", seed=6)
    boxes = list(app.box_buttons.values())
    for action, text in clicks:
        if action == 0:
            app.throw_button.click()
        elif action <= 6:
            app.tray.toggles[action - 1].value = not app.tray.toggles[action - 1].value
        elif action <= 9:
            boxes[action - 7].click()
        elif action == 10:
            app.hand_entry.value = text
            app.hand_button.click()
        else:
            app.new_button.click()
        written = [sheet.rounds_written for sheet in app.state.sheets]
        assert max(written) - min(written) <= 1
        assert app.state.over or app.state.to_move is not CHANCE
        assert app.state.over or not app.state.player.computer
        buttons_match_the_rules(app)
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


def hold(app, keep):
    for i, toggle in enumerate(app.tray.toggles):
        toggle.value = i in keep


def click(app, move):
    """The clicks that make `move`: set the holds and throw, or click a box."""
    if isinstance(move, Roll):
        if app.state.dice:
            hold(app, move.keep)
        app.throw_button.click()
    else:
        app.box_buttons[move.box].click()


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
    app.throw_button.click()
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
    app.throw_button.click()
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
        [("Robo", True), ("Rita", True)], lang="en", seed=4, policy={0: OptimalPolicy()}
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
    app = PyramideApp(["Anna", ("Robo", True)], lang="de", seed=4, policy=OptimalPolicy())
    assert app.policies == {1: OptimalPolicy()} and app.coach is not None
    with pytest.raises(ValueError):
        PyramideApp(["Anna", ("Robo", True)], policy={0: OptimalPolicy()})  # a human seat
    with pytest.raises(ValueError):
        PyramideApp(["Anna", ("Robo", True)], policy={1: "optimal"})
