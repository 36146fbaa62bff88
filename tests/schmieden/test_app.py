"""The widget driven by clicks on its board from Python (`table_view.click(id)`, the message
the front end sends): whole games in German and English, refused clicks (stale pictures,
not a human's turn, illegal places) with a message in the widget's language that change
nothing, the chosen die and why it may go nowhere, each row's condition from the rules,
the tumble of a throw, the seat on turn, computer seats, shared places and checked
arguments.

Expected numbers come from the rules (RULES.md §2): complete after throw k of n scores
n + 1 - k, three equal dice add `bonus_three`; an unfinished round scores 0; a die fits on
x and y when 2 × die < x + y.
"""

import json
import random
import re
from dataclasses import replace
from fractions import Fraction
from html import unescape
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyramide_kit.errors import RuleError
from pyramide_kit.i18n import error_text
from pyramide_kit.schmieden import optimal
from pyramide_kit.schmieden.app import SchmiedenApp
from pyramide_kit.schmieden.moves import Dice, EndThrow, Place, Roll
from pyramide_kit.schmieden.pieces import SLOT_ROW
from pyramide_kit.schmieden.round import RoundState
from pyramide_kit.schmieden.rules import Rules
from pyramide_kit.schmieden.scene import row_notes
from pyramide_kit.schmieden.strategy import Policy
from pyramide_kit.seats import Player
from tests.you_seat import YOU, check_second_person, play_to_end

ONE_THROW = Rules(max_throws=1, rounds=1)
NO_BONUS = Dice((4, 6, 6), (3, 5), (2,))  # B 6 6 4, M1 5 on 6+6, M2 3 on 6+4, T 2 on 5+3
THREE_SIXES = Dice((6, 6, 6), (5, 5), (4,))  # 2 × 5 < 12, 2 × 4 < 10: three equal dice
GONE = {"de": "Das lässt sich gerade nicht anklicken", "en": "That cannot be clicked now"}
LESSON = Path(__file__).resolve().parents[2] / "lessons" / "04_schmieden.ipynb"


# ---- reading the board -----------------------------------------------------------------
def parts(scene_or_part, kind):
    """Every part of `kind` in a scene, nested groups included, in drawing order."""
    found = []
    for part in scene_or_part.get("parts", ()):
        if part["kind"] == kind:
            found.append(part)
        found.extend(parts(part, kind))
    return found


def pyramid(app):
    """The running round's pyramid (the rows part with notes)."""
    (shown,) = [p for p in parts(app.table_view.scene, "rows") if "notes" in p]
    return shown


def score_table(app):
    (table,) = parts(app.table_view.scene, "table")
    return table


def texts(app, style):
    return [p["text"] for p in parts(app.table_view.scene, "text") if p.get("style") == style]


def check_board(app):
    """Every item is clickable exactly when its move is legal and a human is to move: Throw
    for Roll(), End for EndThrow(), a die for a die of the throw on the table, a place for
    Place(chosen die, place); the allowed places and the marked die say the same."""
    board = app.table_view
    legal = set(app.state.legal_moves()) if app.human_to_move else set()
    clickable = set(board.clickable())
    assert ("throw" in clickable) == (Roll() in legal)
    assert ("end" in clickable) == (EndThrow() in legal)
    # the primary action is the one to click next: Throw, or End once no die fits
    primary = [item["id"] for item in board.items() if item.get("primary")]
    placeable = any(isinstance(m, Place) for m in legal)
    assert primary == (
        ["throw"] if Roll() in legal else ["end"] if EndThrow() in legal and not placeable else []
    )
    rolled = app.state.turn.rolled_slots if app.human_to_move else ()
    assert {i for i in clickable if i.startswith("die:")} == {f"die:{s}" for s in rolled}
    places = {f"place:{m.place}" for m in legal if isinstance(m, Place) and m.slot == app.selected}
    assert {i for i in clickable if i.startswith("place:")} == places
    assert {item["id"] for item in board.items() if item.get("allowed")} == places
    marked = [item["id"] for item in board.items() if item.get("marked")]
    assert marked == ([] if app.selected is None else [f"die:{app.selected}"])


def click(app, move):
    """Make `move` by clicks on the board, checking the board before and after."""
    check_board(app)
    if move == Roll():
        app.table_view.click("throw")
    elif move == EndThrow():
        app.table_view.click("end")
    else:
        app.table_view.click(f"die:{move.slot}")
        assert app.selected == move.slot
        assert app.table_view.item(f"place:{move.place}")["allowed"]
        check_board(app)
        app.table_view.click(f"place:{move.place}")
    assert app.message.kind == "info", app.message.text
    check_board(app)


def play_by_clicks(app, policy=Policy()):
    """Play every human move the policy would choose, by clicks, until the game is over."""
    while not app.state.over:
        assert app.human_to_move
        click(app, policy.choose(app.state))


def script(app, *throws):
    """Let chance show `throws` in order (a test's own dice instead of the seeded
    generator's), then draw with the widget's generator."""
    dice = iter(throws)
    app.chance_move = lambda state: next(dice, None) or state.sample_chance(app.rng)


def place_all(app):
    """Click every die of a first throw into its place: whites B1-B3, blues M1 M2, green T
    (each row's dice lie sorted, lowest in the first slot)."""
    for slot, place in ((2, "B2"), (1, "B1"), (0, "B3"), (4, "M1"), (3, "M2"), (5, "T")):
        click(app, Place(slot, place))


def refused(app, item_id, lang, reason=None):
    """A click on `item_id` is refused with a message in `lang` and changes nothing; the
    item, if drawn, names `reason` in its tooltip."""
    before, lines, chosen = app.state, list(app.move_log.lines), app.selected
    scene = dict(app.table_view.scene)
    app.table_view.click(item_id)
    assert app.message.kind == "error" and GONE[lang] in app.message.text, app.message.text
    assert app.state is before and app.move_log.lines == lines and app.selected == chosen
    assert app.table_view.scene == scene
    if reason is not None:
        assert reason in app.table_view.item(item_id)["title"]


# ---- whole games -----------------------------------------------------------------------
def test_a_twelve_round_game_by_clicks_in_german_with_a_computer_seat():
    app = SchmiedenApp(["Ana"], computers=1, seed=11, lang="de")
    play_by_clicks(app)
    game = app.state
    rounds = Rules().rounds
    assert [(r.player, r.round) for r in game.records] == [
        (seat, n) for n in range(1, rounds + 1) for seat in (0, 1)
    ]
    assert app.status.value.startswith("<b>Spiel vorbei.</b>")
    assert app.table_view.clickable() == []
    totals = game.totals()
    for line in app.ranking_lines():
        assert line.endswith("Punkte") or line.endswith("Punkt")
    assert f"Ana: {totals[0]} Punkt" in app.ranking_view.value
    for record in game.records:  # every round's result is in the log, in both seats' words
        name = game.seats[record.player].name
        assert any(f"{name}, Runde {record.round}: " in line for line in app.move_log.lines)
    assert any(line.startswith("Computer 1, Wurf 1: weiße") for line in app.move_log.lines)
    table = score_table(app)
    assert table["head"] == ["Runde", "Ana", "Computer 1"] and "current" not in table
    by_label = {row["label"]: [c["text"] for c in row["cells"]] for row in table["rows"]}
    for number in range(1, rounds + 1):  # each round's points, summed by the test
        points = [r.points for r in game.records if r.round == number]
        assert by_label[str(number)] == [str(p) for p in points]
    summed = [sum(r.points for r in game.records if r.player == s) for s in (0, 1)]
    assert by_label["Summe"] == [str(p) for p in summed]
    zero = [sum(r.points == 0 for r in game.records if r.player == s) for s in (0, 1)]
    assert by_label["Nullrunden"] == [str(z) for z in zero]


def test_two_humans_take_turns_in_english_and_the_same_seed_gives_the_same_game():
    def play(seed):
        app = SchmiedenApp(["Ana", "Ben"], rules=Rules(rounds=2), seed=seed, lang="en")
        names = []
        while not app.state.over:
            if app.state.turn.throws == 0 and app.state.turn.can_throw:
                names.append(app.state.seats[app.state.current].name)
                assert pyramid(app)["title"] == f"{names[-1]}'s pyramid"
                assert score_table(app)["current"] == app.state.current
            click(app, Policy().choose(app.state))
        return app, names

    app, names = play(3)
    assert names == ["Ana", "Ben", "Ana", "Ben"]
    again, _ = play(3)
    assert again.state == app.state and again.move_log.lines == app.move_log.lines
    assert app.status.value.startswith("<b>Game over.</b>") and "Ranking" in app.ranking_view.value


def test_a_scripted_round_scores_by_the_rules_and_says_so_in_the_log():
    rules = Rules(max_throws=3, rounds=1)
    app = SchmiedenApp(["Ana"], rules=rules, seed=1, lang="en")
    # throw 1: only B2 (a 6); throw 2: pass; throw 3: the rest, three sixes in all
    script(
        app, Dice((1, 1, 6), (1, 1), (1,)), Dice((1, 1), (1, 1), (1,)), Dice((6, 6), (5, 5), (4,))
    )
    click(app, Roll())
    assert app.move_log.newest == "Ana, throw 1: white 1, white 1, white 6, blue 1, blue 1, green 1"
    click(app, Place(2, "B2"))
    assert app.move_log.newest == "Ana: white 6 on B2"
    click(app, EndThrow())
    click(app, Roll())
    assert app.table_view.item("end")["text"] == "End throw"
    click(app, EndThrow())
    assert app.move_log.newest == "Ana: nothing placed after throw 2 (pass)"
    click(app, Roll())
    assert app.table_view.item("end")["text"] == "End round"  # the last throw
    for slot, place in ((0, "B1"), (1, "B3"), (3, "M1"), (4, "M2"), (5, "T")):
        click(app, Place(slot, place))
    base, bonus = 3 + 1 - 3, rules.bonus_three
    assert app.state.totals() == (base + bonus,)
    assert app.move_log.newest == (
        f"Ana: green 4 on T · Ana, round 1: pyramid complete after throw 3: "
        f"{base} + bonus {bonus} = {base + bonus} points"
    )
    last = [t for t in app.table_view.texts() if t.startswith("Ana, round 1: ")]
    assert last == [f"Ana, round 1: pyramid complete after throw 3: 1 + bonus {bonus} = 3 points"]
    (thumbnail,) = [p for p in parts(app.table_view.scene, "rows") if p.get("small")]
    shown = [[place["die"]["value"] for place in row] for row in thumbnail["rows"]]
    assert shown == [[4], [5, 5], [6, 6, 6]]  # T; M1 M2; B1 B2 B3: the sixes of throws 1, 3
    assert app.ranking_lines() == [f"1. Ana: {base + bonus} points"]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_tie_shares_the_place_and_the_plurals_are_right(lang):
    app = SchmiedenApp(["Ana", "Ben"], rules=ONE_THROW, seed=1, lang=lang)
    script(app, NO_BONUS, NO_BONUS)
    for _ in range(2):  # both complete with their only throw: 1 point each, no bonus
        click(app, Roll())
        place_all(app)
    points = {"de": "1 Punkt", "en": "1 point"}[lang]
    level = {"de": "gleich mit {0}: beide 1 Punkt", "en": "level with {0}: both 1 point"}[lang]
    assert app.ranking_lines() == [
        f"1. Ana: {points} ({level.format('Ben')})",
        f"1. Ben: {points} ({level.format('Ana')})",
    ]
    shared = {"de": "Gemeinsamer Sieg: Ana, Ben.", "en": "A shared win: Ana, Ben."}[lang]
    assert shared in app.ranking_view.value


def test_on_equal_points_fewer_zero_rounds_win_and_a_failed_round_scores_nothing():
    rules = Rules(max_throws=1, rounds=2, bonus_three=1)
    app = SchmiedenApp(["Ana", "Ben"], rules=rules, seed=1, lang="de")
    script(app, THREE_SIXES, NO_BONUS, THREE_SIXES, NO_BONUS)
    click(app, Roll())
    place_all(app)  # Ana: 1 + bonus 1
    click(app, Roll())
    place_all(app)  # Ben: 1
    click(app, Roll())
    click(app, Place(2, "B2"))  # Ana places one die and ends her only throw: 0
    click(app, EndThrow())
    assert app.move_log.newest == "Ana, Runde 2: nach 1 Wurf keine fertige Pyramide: 0 Punkte"
    click(app, Roll())
    place_all(app)  # Ben: 1
    assert app.state.totals() == (2, 2)
    why = "beide 2 Punkte; Ben hat weniger Runden ohne Punkte: 0 gegen 1"
    assert app.ranking_lines() == [
        f"1. Ben: 2 Punkte (gleich mit Ana: {why})",
        f"2. Ana: 2 Punkte (gleich mit Ben: {why})",
    ]
    assert "Ben gewinnt." in app.ranking_view.value


# ---- refused clicks --------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["de", "en"])
def test_refused_clicks_say_so_in_the_widget_language_and_change_nothing(lang):
    app = SchmiedenApp(["Ana"], seed=1, lang=lang)
    script(app, Dice((2, 3, 6), (4, 5), (1,)))
    de = lang == "de"
    # before the first throw: no die to choose, no place, no throw to end
    refused(app, "place:B1", lang)
    refused(app, "die:0", lang)
    refused(app, "end", lang)
    refused(app, "no-such-item", lang)
    app.table_view.click("throw")
    assert app.message.text == ""
    # the dice lie on the table: the engine's reasons are the tooltips
    refused(app, "throw", lang, "Wurf 1 liegen noch" if de else "throw 1 are still on the table")
    refused(app, "end", lang, "mindestens 1 weißer Würfel" if de else "at least 1 white die")
    refused(app, "place:B1", lang, "Erst einen gewürfelten Würfel" if de else "Click a rolled die")
    app.table_view.click("die:0")  # the white 2
    refused(app, "place:M1", lang, "nur ins Fundament" if de else "only into the base")
    assert app.selected == 0  # a refusal keeps the chosen die
    click(app, Place(0, "B1"))
    refused(app, "place:B1", lang)  # a second click from the picture before: stale
    refused(app, "place:B2", lang)  # the chosen die is placed: no die is chosen now


@pytest.mark.parametrize("lang", ["de", "en"])
def test_no_click_counts_while_no_human_is_to_move(lang):
    app = SchmiedenApp([], computers=2, rules=Rules(rounds=3), seed=5, lang=lang)
    assert app.state.over and len(app.state.records) == 6
    check_board(app)
    assert app.table_view.clickable() == []
    for item_id in ("throw", "end", "die:0", "place:B1"):
        refused(app, item_id, lang)
    with pytest.raises(RuleError) as caught:  # the method behind a die's click, called
        app.choose_die(0)
    assert caught.value.key == "shell_err_not_human"
    app.new_game_button.click()
    assert app.state.over and len(app.state.records) == 6
    assert app.message.text == "" and app.move_log.lines[0].startswith("Computer 1, ")


def test_a_die_not_on_the_table_is_refused_with_the_engine_reason():
    app = SchmiedenApp(["Ana"], seed=1, lang="en")
    with pytest.raises(RuleError) as caught:
        app.choose_die(0)
    assert "throw first" in error_text(caught.value, "en") and app.selected is None
    script(app, Dice((2, 3, 6), (4, 5), (1,)))
    click(app, Roll())
    click(app, Place(0, "B1"))
    with pytest.raises(RuleError) as caught:
        app.choose_die(0)  # placed: no longer a die of this throw
    assert caught.value.key == "schmieden_err_slot" and app.selected is None
    with pytest.raises(RuleError) as caught:
        app.choose_place("B2")
    assert "Click a rolled die first" in error_text(caught.value, "en")


# ---- the chosen die and the conditions -------------------------------------------------
def test_a_chosen_die_shows_where_it_may_go_and_why_not_elsewhere():
    app = SchmiedenApp(["Ana"], seed=1, lang="en")
    script(app, Dice((2, 3, 6), (4, 5), (1,)))
    click(app, Roll())
    click(app, Place(0, "B1"))  # 2
    click(app, Place(2, "B2"))  # 6
    assert app.table_view.item("die:3")["caption"] == "no place"  # blue 4 fits nowhere
    assert "caption" not in app.table_view.item("die:1")  # white 3 fits B3
    app.table_view.click("die:3")  # blue 4: 2 × 4 = 8 is not below 2 + 6 = 8
    check_board(app)
    assert app.table_view.item("die:3")["caption"] == "chosen"
    assert texts(app, "error") == ["Selected: blue 4. Allowed: none."]
    m1, m2 = texts(app, "hint")[1:]  # the first hint is the points line
    assert "2 × 4 = 8" in m1 and "2 + 6 = 8" in m1 and "only 1 to 3 fits" in m1
    assert "still empty: B3" in m2
    assert m1 == app.table_view.item("place:M1")["title"]
    assert app.table_view.item("place:M2")["title"] == m2
    assert "title" not in app.table_view.item("place:B2")  # taken: plain to see
    app.table_view.click("die:5")  # green 1: both middle places are empty
    assert texts(app, "error") == ["Selected: green 1. Allowed: none."]
    assert "M1, M2" in texts(app, "hint")[1]
    app.table_view.click("die:1")  # white 3: B3 is free
    assert texts(app, "strong") == ["Selected: white 3. Allowed: B3."] and not texts(app, "error")
    assert app.table_view.item("place:B3")["allowed"]
    assert app.message.text == ""


def test_the_chosen_die_does_not_survive_into_the_next_throw_or_round():
    # the issue: "Selected: green 5. Allowed: none." was still shown in the next round
    app = SchmiedenApp(["Ana"], computers=1, rules=Rules(max_throws=2, rounds=2), lang="en")
    script(app, Dice((2, 3, 6), (4, 5), (5,)), Dice((1, 1), (1, 1), (1,)))
    click(app, Roll())
    click(app, Place(2, "B2"))
    app.table_view.click("die:5")
    assert "Selected: green 5. Allowed: none." in app.table_view.texts()
    click(app, EndThrow())  # the green die was chosen when the throw ended
    click(app, Roll())
    assert app.selected is None
    assert not [t for t in app.table_view.texts() if t.startswith("Selected")]
    app.table_view.click("die:5")
    app.table_view.click("end")  # the last throw: the round ends with the die chosen
    assert len(app.state.records) == 2 and app.state.turn.rolled is None  # and the computer's
    assert app.selected is None and app.message.text == ""
    assert not [t for t in app.table_view.texts() if t.startswith("Selected")]
    assert not [item for item in app.table_view.items() if item.get("marked")]
    check_board(app)
    refused(app, "place:T", "en")


def fits_up_to(x, y):
    """The largest face that fits on x and y, straight from the rule 2 × die < x + y."""
    return max((v for v in range(1, 7) if 2 * v < x + y), default=0)


placed_states = st.tuples(*[st.integers(1, 6)] * 3).flatmap(
    lambda base: st.tuples(
        st.just(base),
        st.tuples(*[st.one_of(st.none(), st.integers(1, 6))] * 3),
    )
)


@settings(max_examples=80, deadline=None)
@given(placed_states, st.sampled_from(["de", "en"]))
def test_each_row_says_its_condition_with_the_numbers_below(state, lang):
    base, wanted = state
    m1, m2, top = wanted
    # keep only dice that rest legally, so the state is one a round can reach
    if m1 is not None and 2 * m1 >= base[0] + base[1]:
        m1 = None
    if m2 is not None and 2 * m2 >= base[1] + base[2]:
        m2 = None
    if top is not None and (None in (m1, m2) or 2 * top >= m1 + m2):
        top = None
    turn = RoundState(placed=(*base, m1, m2, top), throws=1)
    top_note, middle_note, base_note = row_notes(turn, lang)
    de = lang == "de"
    assert base_note == ("Weiß: jede Augenzahl" if de else "White: any number")
    rule = "kleiner als der Durchschnitt" if de else "smaller than the average"
    assert rule in top_note and rule in middle_note

    def said(place, x, y):
        most = fits_up_to(x, y)
        on = f"{place} auf {x} und {y}: " if de else f"{place} on {x} and {y}: "
        if most == 0:
            return on + ("kein Würfel passt" if de else "no die fits")
        if most == 1:
            return on + ("nur die 1 passt" if de else "only a 1 fits")
        return on + (f"1 bis {most} passt" if de else f"1 to {most} fits")

    for place, value, (x, y) in (("M1", m1, base[:2]), ("M2", m2, base[1:])):
        if value is None:
            assert said(place, x, y) in middle_note
        else:
            assert f"{place} " not in middle_note  # a filled place needs no words
    if top is not None:
        assert "T " not in top_note
    elif None in (m1, m2):
        missing = ", ".join(p for p, v in (("M1", m1), ("M2", m2)) if v is None)
        assert (f"T wartet auf {missing}" if de else f"T waits for {missing}") in top_note
    else:
        assert said("T", m1, m2) in top_note


def test_the_notes_and_the_points_line_follow_the_round():
    app = SchmiedenApp(["Ana"], rules=Rules(max_throws=3, rounds=1), seed=1, lang="de")
    notes = pyramid(app)["notes"]
    assert (
        notes[0]
        == "Grün: kleiner als der Durchschnitt der zwei Würfel darunter · T wartet auf M1, M2"
    )
    assert texts(app, "hint") == ["Fertig mit dem nächsten Wurf: 3 Punkte"]  # 3 + 1 - 1
    script(app, THREE_SIXES)
    click(app, Roll())
    assert texts(app, "hint") == ["Fertig mit diesem Wurf: 3 Punkte"]
    for slot, place in ((0, "B1"), (1, "B2"), (2, "B3")):
        click(app, Place(slot, place))
    assert pyramid(app)["notes"][1].endswith(
        "M1 auf 6 und 6: 1 bis 5 passt · M2 auf 6 und 6: 1 bis 5 passt"
    )
    assert (
        texts(app, "hint")[0]
        == "Fertig mit diesem Wurf: 3 Punkte · 3 gleiche Würfel gebaut: Bonus +2"
    )
    click(app, EndThrow())
    assert texts(app, "hint")[0].startswith("Fertig mit dem nächsten Wurf: 2 Punkte")


# ---- feel: the tumble and the seat on turn ---------------------------------------------
def test_the_dice_tumble_once_per_throw_and_only_the_thrown_ones():
    app = SchmiedenApp(["Ana"], computers=1, rules=Rules(max_throws=2, rounds=2), seed=3)
    rolls = [app.table_view.scene["roll"]]
    while not app.state.over:
        move = Policy().choose(app.state)
        throws_before = sum(isinstance(m, Dice) for m in app.state.history)
        click(app, move)
        rolls.append(app.table_view.scene["roll"])
        thrown = sum(isinstance(m, Dice) for m in app.state.history) - throws_before
        assert (rolls[-1] != rolls[-2]) == (thrown > 0)  # the computer's throws count too
        for item in app.table_view.items():
            if item["kind"] == "die":
                in_tray = item.get("id", "").startswith("die:")
                assert item["rolled"] == in_tray  # placed and not yet thrown dice stay still


def test_the_seat_on_turn_is_framed_and_marked_in_the_score_table():
    app = SchmiedenApp(["Ana", "Ben"], rules=ONE_THROW, seed=1, lang="en")
    assert pyramid(app)["active"] and score_table(app)["current"] == 0
    assert pyramid(app)["title"] == "Ana's pyramid"
    script(app, NO_BONUS, NO_BONUS)
    click(app, Roll())
    place_all(app)
    assert pyramid(app)["active"] and score_table(app)["current"] == 1
    assert pyramid(app)["title"] == "Ben's pyramid"
    you = SchmiedenApp([YOU["de"]], lang="de", seed=1)
    assert pyramid(you)["title"] == "Deine Pyramide"


# ---- computer seats, names, arguments, words ---------------------------------------------
def test_a_computer_seat_plays_itself_and_your_round_stays_in_view():
    app = SchmiedenApp(["Ana"], computers=1, rules=ONE_THROW, seed=4, lang="en")
    script(app, NO_BONUS, THREE_SIXES)
    click(app, Roll())
    place_all(app)
    game = app.state
    assert game.over and [r.player for r in game.records] == [0, 1]
    assert game.seats[1] == Player("Computer 1", True)
    computer = [line for line in app.move_log.lines if line.startswith("Computer 1")]
    assert computer[0] == "Computer 1, throw 1: white 6, white 6, white 6, blue 5, blue 5, green 4"
    assert computer[-1].endswith(
        "Computer 1, round 1: pyramid complete after throw 1: 1 + bonus 2 = 3 points"
    )
    shown = app.table_view.texts()
    assert "Ana, round 1: pyramid complete after throw 1: 1 point" in shown
    assert "Computer 1, round 1: pyramid complete after throw 1: 1 + bonus 2 = 3 points" in shown
    assert len([p for p in parts(app.table_view.scene, "rows") if p.get("small")]) == 2


@pytest.mark.parametrize(
    "arguments",
    [
        {"seed": "42"},
        {"seed": 1.5},
        {"seed": -1},
        {"computers": 1.5},
        {"computers": -1},
        {"computers": True},
        {"players": "Ana"},
        {"players": 3},
        {"players": [f"P{i}" for i in range(7)]},
        {"players": ["Ana", "ana"]},
        {"rules": "Rules()"},
        {"policies": "greedy"},
        {"lang": "fr"},
    ],
)
def test_bad_constructor_arguments_are_value_errors(arguments):
    with pytest.raises(ValueError):
        SchmiedenApp(**({"players": ["Ana"]} | arguments))


def test_the_computer_count_is_named_in_german():
    with pytest.raises(ValueError) as info:
        SchmiedenApp(["Ana"], computers=-1)
    assert "Die Zahl der Computer-Plätze" in error_text(info.value, "de")
    assert "The number of computer seats" in error_text(info.value, "en")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_visible_text_comes_from_the_catalogue(lang):
    app = SchmiedenApp(seed=2, lang=lang)
    de = lang == "de"
    board = app.table_view
    assert app.state.seats[0].name == ("Du" if de else "You")
    assert board.item("throw")["text"] == ("Würfeln" if de else "Throw")
    assert board.item("end")["text"] == ("Wurf beenden" if de else "End throw")
    assert app.new_button.description == ("Neues Spiel" if de else "New game")
    # before the first throw of a round the status names the throw to come: the first
    assert ("Runde 1 von 12, Wurf 1 von 6" if de else "Round 1 of 12, throw 1 of 6") in (
        app.status.value
    )
    assert ("Du bist dran" if de else "Your turn") in app.status.value
    titles = [p["title"] for p in parts(board.scene, "row") if p.get("title")]
    assert titles == (
        ["Weiß (Fundament)", "Blau (Mitte)", "Grün (Spitze)"]
        if de
        else ["White (base)", "Blue (middle)", "Green (top)"]
    )
    assert next(item["label"] for item in board.items() if item["kind"] == "die") == (
        "weiße noch nicht geworfen" if de else "white not thrown yet"
    )
    assert score_table(app)["head"][0] == ("Runde" if de else "Round")
    board.click("throw")
    assert ("Mindestens 1 weißen Würfel" if de else "at least 1 white die") in app.status.value
    assert any(text.startswith("Gewürfelt" if de else "Rolled") for text in board.texts())
    label = board.item("die:0")["label"]
    assert re.fullmatch(r"weiße [1-6]" if de else r"white [1-6]", label)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_seat_called_you_is_spoken_to_in_the_second_person(lang):
    you = YOU[lang]
    app = SchmiedenApp([you, "Anna"], computers=1, lang=lang, seed=5, rules=Rules(rounds=2))
    statuses = play_to_end(app, seed=5)
    assert statuses[0].startswith("Your turn" if lang == "en" else "Du bist dran")
    assert any(s.startswith("Anna to play" if lang == "en" else "Anna ist dran") for s in statuses)
    check_second_person(statuses + app.move_log.lines, lang)
    # the log names the seat before a colon or comma, which reads right for any name
    assert app.move_log.lines[0].startswith("You, throw 1: " if lang == "en" else "Du, Wurf 1: ")
    round_one = "You, round 1: " if lang == "en" else "Du, Runde 1: "
    assert sum(round_one in line for line in app.move_log.lines) == 1


def test_the_stored_lesson_shows_a_friendly_line_where_no_widget_runs():
    cells = json.loads(LESSON.read_text())["cells"]
    shown = [
        "".join(out["data"]["text/plain"])
        for cell in cells
        for out in cell.get("outputs", ())
        if "SchmiedenApp(" in "".join(cell["source"]) and "data" in out
    ]
    assert shown == [repr(SchmiedenApp(["You"], lang="en"))]
    assert "children" not in shown[0] and "run this cell" in shown[0]


# ---- the coach and optimal computer seats ----------------------------------------------
# The coach's values are route 1 (`optimal.move_values`, proven against the generic
# solver in test_optimal.py); here they must reach the panel unchanged, the star must sit
# on `optimal.best_move`, and the costs of a coached game must add up.


def coach_rows(app):
    """The coach's list as (value shown, exact title, starred, label) rows."""
    rows = re.findall(
        r'<tr><td title="([^"]*)">([^<]*)</td><td>(★ )?([^<]*)</td></tr>', app.coach.view.value
    )
    return [(shown, title, bool(star), unescape(label)) for title, shown, star, label in rows]


def distinct(state):
    """The choices a student can tell apart: equal dice of a row into the same place are
    one choice."""
    turn = state.turn
    return {
        (SLOT_ROW[m.slot], turn.rolled[m.slot], m.place) if isinstance(m, Place) else m
        for m in state.legal_moves()
    }


@pytest.mark.slow
def test_the_coach_lists_the_optimal_values_and_stars_the_best_move():
    app = SchmiedenApp(["Ana"], lang="en", seed=1)
    app.coach.toggle.value = True  # the first time: the whole round is computed here
    assert app.message.text == "" and "<tr>" not in app.coach.view.value  # only Roll
    script(app, Dice((3, 3, 5), (2, 4), (2,)))
    click(app, Roll())
    state = app.state
    exact = optimal.move_values(state)
    shown = app.coach.values(state)
    assert set(exact) == set(state.legal_moves())
    for move, value in exact.items():  # either white 3 reads as the listed one
        assert move in shown and shown[move] == value
    assert len(shown) == len(distinct(state)) < len(exact)
    rows = coach_rows(app)
    assert len(rows) == 5 and f"(of {len(distinct(state))})" in app.coach.view.value
    assert [Fraction(r[1]) for r in rows] == sorted(shown.values(), reverse=True)[:5]
    assert all(r[0] == f"{float(Fraction(r[1])):.2f}" for r in rows)
    best = optimal.best_move(state)
    assert rows[0][2] and rows[0][3] == app.coach_label(state, best)
    assert not any(r[2] for r in rows[1:])  # no tie with the best here
    # the values are expected points of this round: between 0 and the best a round gives
    top = Rules().points_for_throw(1) + Rules().bonus_for(6)
    assert all(0 < v < top for v in exact.values())
    assert "expected points of this round" in app.coach.view.value
    assert "your own points" in app.coach.toggle.tooltip


def test_coach_labels_in_both_languages():
    expected = {
        "en": [
            "place the white 3 on B1",
            "place the green 2 on T",
            "end the throw",
            "throw the 5 dice not yet placed",
            "end the throw without placing a die",
            "end the round without placing another die",
            "end the round",
            "throw the 1 die not yet placed",
        ],
        "de": [
            "weiße 3 auf B1 legen",
            "grüne 2 auf T legen",
            "den Wurf beenden",
            "die 5 freien Würfel werfen",
            "den Wurf beenden, ohne einen Würfel zu legen",
            "die Runde beenden, ohne noch einen Würfel zu legen",
            "die Runde beenden",
            "den 1 freien Würfel werfen",
        ],
    }
    for lang, labels in expected.items():
        app = SchmiedenApp(["Ana"], lang=lang, rules=Rules(max_throws=3))
        script(
            app,
            Dice((3, 3, 5), (2, 4), (2,)),
            Dice((1, 5), (4, 6), (1,)),
            Dice((4, 4), (1, 1), (6,)),
        )
        label = app.coach_label
        click(app, Roll())
        got = [label(app.state, Place(0, "B1")), label(app.state, Place(5, "T"))]
        click(app, Place(2, "B2"))
        got.append(label(app.state, EndThrow()))
        click(app, EndThrow())
        got.append(label(app.state, Roll()))
        click(app, Roll())  # throw 2 of 3
        got.append(label(app.state, EndThrow()))
        click(app, EndThrow())
        click(app, Roll())  # the last throw: ending it ends the round
        got.append(label(app.state, EndThrow()))
        click(app, Place(0, "B1"))
        got.append(label(app.state, EndThrow()))
        got.append(app.count("schmieden_coach_roll", 1))
        assert got == labels


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_whole_coached_game_sums_what_each_choice_cost(lang):
    app = SchmiedenApp(["Ana"], computers=1, lang=lang, seed=5, policies=optimal.OptimalPolicy())
    app.coach.toggle.value = True
    choose = random.Random(lang)
    cost, decisions = Fraction(0), 0
    while not app.state.over:
        state = app.state
        moves = list(state.legal_moves())
        places = [m for m in moves if isinstance(m, Place)]
        # mostly place a die (so rounds fill up), sometimes end the throw
        move = choose.choice(places if places and choose.random() < 0.8 else moves)
        if len(distinct(state)) > 1:
            values = optimal.move_values(state)  # computed here, not read from the panel
            cost += max(values.values()) - values[move]
            decisions += 1
        click(app, move)
        assert app.message.text == ""
    assert set(app.coach.costs) == {0}  # the computer's moves are not coached
    assert app.coach.coached[0] == decisions > 0 and app.coach.costs[0] == cost
    total = f"{float(cost):.2f}" if lang == "en" else f"{float(cost):.2f}".replace(".", ",")
    line = (
        f"Ana: {decisions} decisions with the coach, {total} expected points given away"
        if lang == "en"
        else f"Ana: {decisions} Entscheidungen mit Trainer, zusammen {total} erwartete Punkte"
    )
    assert line in unescape(app.coach.view.value)
    if lang == "de":
        assert app.coach.toggle.description == "Trainer"
        assert "erwarteten Punkte dieser Runde" in app.coach.toggle.tooltip


def replay_checking_optimal(state, seats):
    """Replay a finished game's history; every move of the seats in `seats` must be
    `optimal.best_move` of its state."""
    from pyramide_kit.schmieden.game import new_game
    from pyramide_kit.table import CHANCE

    game = new_game(list(state.seats), state.rules)
    checked = 0
    for move in state.history:
        if game.to_move is not CHANCE and game.to_move in seats:
            assert move == optimal.best_move(game)
            checked += 1
        game = game.apply(move)
    assert game == state
    return checked


def test_an_optimal_computer_seat_plays_a_whole_game():
    app = SchmiedenApp([("Robo", True)], lang="en", seed=6, policies=optimal.OptimalPolicy())
    assert app.state.over and len(app.state.records) == Rules().rounds
    assert replay_checking_optimal(app.state, {0}) >= 2 * Rules().rounds
    # per seat: Computer 1 optimal, Computer 2 the documented policy
    app = SchmiedenApp(
        [], computers=2, lang="de", seed=7, policies={"Computer 1": optimal.OptimalPolicy()}
    )
    assert app.state.over and app.policies == {0: optimal.OptimalPolicy(), 1: Policy()}
    assert replay_checking_optimal(app.state, {0}) >= 2 * Rules().rounds
    with pytest.raises(ValueError, match="Ana"):
        SchmiedenApp(["Ana"], policies={"Ana": optimal.OptimalPolicy()})
    with pytest.raises(ValueError):
        SchmiedenApp(["Ana"], computers=1, policies={"Computer 1": "optimal"})


def test_the_coach_says_it_is_computing_and_a_failing_coach_never_stops_play(monkeypatch):

    app = SchmiedenApp(["Ana"], lang="en", seed=2)
    seen = []
    real = optimal.round_value

    def slow(rules):
        seen.append(app.message.text)
        return real(rules)

    monkeypatch.setattr(optimal, "solved", lambda rules, target=None: False)
    monkeypatch.setattr(optimal, "round_value", slow)
    app.coach.toggle.value = True
    assert seen == ["The coach is computing its table … (only the first time, about 10 seconds)"]
    assert app.message.text == ""  # back to what it said before

    def broken(state):
        raise RuleError("no table today")

    monkeypatch.setattr(type(app), "spec", replace(app.spec, move_values=broken))
    app.table_view.click("throw")
    assert "The coach cannot advise here: no table today" in app.message.text
    assert "<tr>" not in app.coach.view.value
    legal = [m for m in app.state.legal_moves() if isinstance(m, Place)]
    assert app.play(legal[0]) and app.state.turn.placed_now


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_coach_gives_the_chance_of_a_rounds_points(lang):
    rules = Rules(max_throws=2, rounds=1)  # a short round: its chances come quickly
    app = SchmiedenApp(["Ana"], rules=rules, lang=lang, seed=1)
    app.coach.toggle.value = True
    goal = app.coach.goal(app.state)
    assert (goal.most, goal.start) == (2 + 4, 3)  # the first throw's 2 points, bonus 4
    app.coach.mode.value = "goal"
    app.coach.set_target(2)
    script(app, Dice((3, 3, 5), (2, 4), (2,)))
    click(app, Roll())
    state = app.state
    exact = optimal.move_chances(state, 2)
    shown = app.coach.chances(state)
    assert all(move in shown and shown[move] == p for move, p in exact.items())
    rows = re.findall(r'<tr><td title="([^"]*)">([^<]*)</td>', app.coach.view.value)
    assert [Fraction(title) for title, _ in rows] == sorted(shown.values(), reverse=True)[:5]
    meaning = {"en": "the points of this round", "de": "die Punkte dieser Runde"}[lang]
    assert meaning in app.coach.view.value
    app.coach.target_entry.value = "7"  # more than a round can give
    assert app.message.kind == "error" and app.coach.target == 2 and app.state is state
