"""The widget on the shared shell, driven by clicks from Python: whole games in German and
English, refusals with the engine's reasons, the chosen die and why it may not go
elsewhere, computer seats, shared places, escaped names and checked arguments.

Expected numbers come from the rules (RULES.md §2): complete after throw k of n scores
n + 1 - k, three equal dice add `bonus_three`; an unfinished round scores 0.
"""

import random
import re
from fractions import Fraction
from html import unescape

import pytest

from pyramide_kit.errors import RuleError
from pyramide_kit.schmieden import optimal
from pyramide_kit.schmieden.app import SchmiedenApp
from pyramide_kit.schmieden.moves import Dice, EndThrow, Place, Roll
from pyramide_kit.schmieden.pieces import SLOT_ROW
from pyramide_kit.schmieden.rules import Rules
from pyramide_kit.schmieden.strategy import Policy
from pyramide_kit.seats import Player
from pyramide_kit.ui.i18n import error_text
from tests.you_seat import YOU, check_second_person, play_to_end

ONE_THROW = Rules(max_throws=1, rounds=1)
NO_BONUS = Dice((4, 6, 6), (3, 5), (2,))  # B 6 6 4, M1 5 on 6+6, M2 3 on 6+4, T 2 on 5+3
THREE_SIXES = Dice((6, 6, 6), (5, 5), (4,))  # 2 × 5 < 12, 2 × 4 < 10: three equal dice


def check_buttons(app):
    """Every button is enabled exactly when its move is legal and a human is to move."""
    legal = set(app.state.legal_moves()) if app.human_to_move else set()
    assert app.throw_button.disabled == (Roll() not in legal)
    assert app.end_button.disabled == (EndThrow() not in legal)
    rolled = app.state.turn.rolled_slots if app.human_to_move else ()
    for slot, button in enumerate(app.die_buttons):
        assert button.disabled == (slot not in rolled)
    for place, button in app.place_buttons.items():
        move = None if app.selected is None else Place(app.selected, place)
        assert button.disabled == (move not in legal)


def click(app, move):
    """Make `move` by clicking its buttons, checking the buttons before each click."""
    check_buttons(app)
    if move == Roll():
        app.throw_button.click()
    elif move == EndThrow():
        app.end_button.click()
    else:
        app.die_buttons[move.slot].click()
        assert app.selected == move.slot
        assert app.place_buttons[move.place].button_style == "success"
        check_buttons(app)
        app.place_buttons[move.place].click()
    assert app.message.kind == "info", app.message.text
    check_buttons(app)


def play_by_clicks(app, policy=Policy()):
    """Play every human move the policy would choose, by clicks, until the game is over."""
    while not app.state.over:
        assert app.human_to_move
        click(app, policy.choose(app.state))


def script(app, *throws):
    """Let chance show `throws` in order (a test's own dice instead of the seeded generator's)."""
    dice = iter(throws)
    app.chance_move = lambda state: next(dice)


def place_all(app, dice):
    """Click every die of a first throw into its place: whites B1-B3, blues M1 M2, green T
    (each row's dice lie sorted, lowest in the first slot)."""
    for slot, place in ((2, "B2"), (1, "B1"), (0, "B3"), (4, "M1"), (3, "M2"), (5, "T")):
        click(app, Place(slot, place))


def test_a_twelve_round_game_by_clicks_in_german_with_a_computer_seat():
    app = SchmiedenApp(["Ana"], computers=1, seed=11, lang="de")
    play_by_clicks(app)
    game = app.state
    rounds = Rules().rounds
    assert [(r.player, r.round) for r in game.records] == [
        (seat, n) for n in range(1, rounds + 1) for seat in (0, 1)
    ]
    assert app.status.value == "<b>Spiel vorbei.</b>"
    totals = game.totals()
    for line in app.ranking_lines():
        assert line.endswith("Punkte") or line.endswith("Punkt")
    assert f"Ana: {totals[0]} Punkt" in app.ranking_view.value
    for record in game.records:  # every round's result is in the log, in both seats' words
        name = game.seats[record.player].name
        assert any(f"{name}, Runde {record.round}: " in line for line in app.move_log.lines)
    assert any(line.startswith("Computer 1, Wurf 1: weiße") for line in app.move_log.lines)
    assert f"<b>{totals[0]}</b>" in app.table.value


def test_two_humans_take_turns_in_english_and_the_same_seed_gives_the_same_game():
    def play(seed):
        app = SchmiedenApp(["Ana", "Ben"], rules=Rules(rounds=2), seed=seed, lang="en")
        names = []
        while not app.state.over:
            if app.state.turn.throws == 0 and app.state.turn.can_throw:
                names.append(app.state.seats[app.state.current].name)
            click(app, Policy().choose(app.state))
        return app, names

    app, names = play(3)
    assert names == ["Ana", "Ben", "Ana", "Ben"]
    again, _ = play(3)
    assert again.state == app.state and again.move_log.lines == app.move_log.lines
    assert app.status.value == "<b>Game over.</b>" and "Ranking" in app.ranking_view.value


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
    assert app.end_button.description == "End throw"
    click(app, EndThrow())
    assert app.move_log.newest == "Ana: nothing placed after throw 2 (pass)"
    click(app, Roll())
    assert app.end_button.description == "End round"  # the last throw
    for slot, place in ((0, "B1"), (1, "B3"), (3, "M1"), (4, "M2"), (5, "T")):
        click(app, Place(slot, place))
    base, bonus = rules.max_throws + 1 - 3, rules.bonus_three
    assert app.state.totals() == (base + bonus,)
    assert app.move_log.newest == (
        f"Ana: green 4 on T · Ana, round 1: pyramid complete after throw 3: "
        f"{base} + bonus {bonus} = {base + bonus} points"
    )
    assert "Ana, round 1: pyramid complete" in app.result.value
    assert app.ranking_lines() == [f"1. Ana: {base + bonus} points"]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_tie_shares_the_place_and_the_plurals_are_right(lang):
    app = SchmiedenApp(["Ana", "Ben"], rules=ONE_THROW, seed=1, lang=lang)
    script(app, NO_BONUS, NO_BONUS)
    for _ in range(2):  # both complete with their only throw: 1 point each, no bonus
        click(app, Roll())
        place_all(app, NO_BONUS)
    points = {"de": "1 Punkt", "en": "1 point"}[lang]
    assert app.ranking_lines() == [f"1. Ana: {points}", f"1. Ben: {points}"]
    shared = {"de": "Gemeinsamer Sieg: Ana, Ben.", "en": "A shared win: Ana, Ben."}[lang]
    assert shared in app.ranking_view.value


def test_on_equal_points_fewer_zero_rounds_win_and_a_failed_round_scores_nothing():
    rules = Rules(max_throws=1, rounds=2, bonus_three=1)
    app = SchmiedenApp(["Ana", "Ben"], rules=rules, seed=1, lang="de")
    script(app, THREE_SIXES, NO_BONUS, THREE_SIXES, NO_BONUS)
    click(app, Roll())
    place_all(app, THREE_SIXES)  # Ana: 1 + bonus 1
    click(app, Roll())
    place_all(app, NO_BONUS)  # Ben: 1
    click(app, Roll())
    click(app, Place(2, "B2"))  # Ana places one die and ends her only throw: 0
    click(app, EndThrow())
    assert app.move_log.newest == "Ana, Runde 2: nach 1 Wurf keine fertige Pyramide: 0 Punkte"
    click(app, Roll())
    place_all(app, NO_BONUS)  # Ben: 1
    assert app.state.totals() == (2, 2)
    assert app.ranking_lines() == ["1. Ben: 2 Punkte", "2. Ana: 2 Punkte"]
    assert "Ben gewinnt." in app.ranking_view.value


def test_refused_clicks_show_the_engine_reason_and_change_nothing():
    app = SchmiedenApp(["Ana"], seed=1, lang="de")
    script(app, Dice((2, 3, 6), (4, 5), (1,)))

    def refused(button, text):
        before, lines = app.state, list(app.move_log.lines)
        button.click()
        assert app.message.kind == "error" and text in app.message.text, app.message.text
        assert app.state is before and app.move_log.lines == lines

    refused(app.place_buttons["B1"], "Erst einen gewürfelten Würfel anklicken")
    refused(app.die_buttons[0], "erst würfeln")
    refused(app.end_button, "erst würfeln")
    app.throw_button.click()
    assert app.message.text == ""
    refused(app.throw_button, "Wurf 1 liegen noch")
    refused(app.end_button, "mindestens 1 weißer Würfel")  # the first-throw rule
    app.die_buttons[0].click()
    assert app.place_buttons["M1"].disabled
    refused(app.place_buttons["M1"], "nur ins Fundament")
    assert app.selected == 0  # a refusal keeps the chosen die


def test_a_chosen_die_shows_where_it_may_go_and_why_not_elsewhere():
    app = SchmiedenApp(["Ana"], seed=1, lang="en")
    script(app, Dice((2, 3, 6), (4, 5), (1,)))
    click(app, Roll())
    click(app, Place(0, "B1"))  # 2
    click(app, Place(2, "B2"))  # 6
    app.die_buttons[3].click()  # blue 4: 2 × 4 = 8 is not below 2 + 6 = 8
    assert app.message.text == "Selected: blue 4. Allowed: none."
    m1, m2 = app.place_buttons["M1"], app.place_buttons["M2"]
    assert m1.button_style == "danger" and m1.disabled
    assert "2 × 4 = 8" in m1.tooltip and "2 + 6 = 8" in app.reasons.value
    assert "only 1 to 3 fits" in m1.tooltip  # 2 × 3 = 6 < 8
    assert m2.button_style == "danger" and "still empty: B3" in m2.tooltip
    assert app.place_buttons["B3"].button_style == ""  # another row: not its place
    app.die_buttons[5].click()  # green 1: both middle places are empty
    assert app.message.text == "Selected: green 1. Allowed: none."
    assert "M1, M2" in app.place_buttons["T"].tooltip
    assert m1.button_style == ""


def test_the_chosen_die_and_its_message_do_not_survive_into_the_next_round():
    app = SchmiedenApp(["Ana"], rules=Rules(max_throws=1, rounds=2), seed=1, lang="en")
    script(app, Dice((2, 3, 6), (4, 5), (5,)), Dice((2, 3, 6), (4, 5), (5,)))
    click(app, Roll())
    click(app, Place(2, "B2"))
    app.die_buttons[5].click()
    assert app.message.text == "Selected: green 5. Allowed: none."
    app.end_button.click()  # the only throw ends the round with the green die chosen
    assert len(app.state.records) == 1 and app.state.turn.rolled is None
    assert app.selected is None and app.message.text == ""
    assert all(b.button_style == "" and b.disabled for b in app.place_buttons.values())
    assert app.reasons.value == "" and "round 1: no complete pyramid" in app.result.value
    before = app.state
    app.place_buttons["T"].click()
    assert app.message.kind == "error" and app.state is before


def test_a_computer_seat_plays_itself_and_your_round_stays_in_view():
    app = SchmiedenApp(["Ana"], computers=1, rules=ONE_THROW, seed=4, lang="en")
    script(app, NO_BONUS, THREE_SIXES)
    click(app, Roll())
    place_all(app, NO_BONUS)
    game = app.state
    assert game.over and [r.player for r in game.records] == [0, 1]
    assert game.seats[1] == Player("Computer 1", True)
    computer = [line for line in app.move_log.lines if line.startswith("Computer 1")]
    assert computer[0] == "Computer 1, throw 1: white 6, white 6, white 6, blue 5, blue 5, green 4"
    assert computer[-1].endswith(
        "Computer 1, round 1: pyramid complete after throw 1: 1 + bonus 2 = 3 points"
    )
    assert "Ana, round 1: pyramid complete after throw 1: 1 point" in app.result.value
    assert "Computer 1, round 1" in app.result.value


def test_only_computers_play_themselves_and_new_game_restarts():
    app = SchmiedenApp([], computers=2, rules=Rules(rounds=3), seed=5, lang="en")
    assert app.state.over and len(app.state.records) == 6
    check_buttons(app)
    before = app.state
    app.throw_button.click()
    assert app.message.kind == "error" and app.state is before
    app.new_game_button.click()
    assert app.state is not before and app.state.over and len(app.state.records) == 6
    assert app.message.text == "" and app.move_log.lines[0].startswith("Computer 1, throw 1: ")


def test_html_names_are_escaped_everywhere():
    app = SchmiedenApp(["<b>Ana</b>"], computers=1, rules=ONE_THROW, seed=1, lang="en")
    script(app, NO_BONUS, NO_BONUS)
    click(app, Roll())
    place_all(app, NO_BONUS)
    shown = app.status.value + app.table.value + app.move_log.value + app.result.value
    shown += app.ranking_view.value
    assert "<b>Ana</b>" not in shown and "&lt;b&gt;Ana&lt;/b&gt;" in app.table.value
    assert "&lt;b&gt;Ana&lt;/b&gt;, round 1" in app.result.value + app.move_log.value
    assert app.name(0) == "&lt;b&gt;Ana&lt;/b&gt;"


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
        {"policy": "greedy"},
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
    assert app.state.seats[0].name == ("Spieler 1" if de else "Player 1")
    assert app.throw_button.description == ("Würfeln" if de else "Throw")
    assert app.end_button.description == ("Wurf beenden" if de else "End throw")
    assert app.new_button.description == ("Neues Spiel" if de else "New game")
    # before the first throw of a round the status names the throw to come: the first
    assert ("Runde 1 von 12, Wurf 1 von 6" if de else "Round 1 of 12, throw 1 of 6") in (
        app.status.value
    )
    assert ("Spieler 1 ist dran" if de else "Player 1 to play") in app.status.value
    app.throw_button.click()
    assert ("Mindestens 1 weißen Würfel" if de else "at least 1 white die") in app.status.value


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
    app = SchmiedenApp(["Ana"], computers=1, lang=lang, seed=5, policy=optimal.OptimalPolicy())
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
        assert app.play(move), app.message.text
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
    app = SchmiedenApp([("Robo", True)], lang="en", seed=6, policy=optimal.OptimalPolicy())
    assert app.state.over and len(app.state.records) == Rules().rounds
    assert replay_checking_optimal(app.state, {0}) >= 2 * Rules().rounds
    # per seat: Computer 1 optimal, Computer 2 the documented policy
    app = SchmiedenApp(
        [], computers=2, lang="de", seed=7, policy={"Computer 1": optimal.OptimalPolicy()}
    )
    assert app.state.over and app.policies == {0: optimal.OptimalPolicy(), 1: Policy()}
    assert replay_checking_optimal(app.state, {0}) >= 2 * Rules().rounds
    with pytest.raises(ValueError, match="Ana"):
        SchmiedenApp(["Ana"], policy={"Ana": optimal.OptimalPolicy()})
    with pytest.raises(ValueError):
        SchmiedenApp(["Ana"], computers=1, policy={"Computer 1": "optimal"})


def test_the_coach_says_it_is_computing_and_a_failing_coach_never_stops_play(monkeypatch):
    import pyramide_kit.schmieden.app as app_module

    app = SchmiedenApp(["Ana"], lang="en", seed=2)
    seen = []
    real = optimal.round_value

    def slow(rules):
        seen.append(app.message.text)
        return real(rules)

    monkeypatch.setattr(app_module, "_PREPARED", set())
    monkeypatch.setattr(optimal, "round_value", slow)
    app.coach.toggle.value = True
    assert seen == ["The coach is computing its table … (only the first time, about 15 seconds)"]
    assert app.message.text == ""  # back to what it said before

    def broken(state):
        raise RuleError("no table today")

    monkeypatch.setattr(optimal, "move_values", broken)
    app.throw_button.click()
    assert "The coach cannot advise here: no table today" in app.message.text
    assert "<tr>" not in app.coach.view.value
    legal = [m for m in app.state.legal_moves() if isinstance(m, Place)]
    assert app.play(legal[0]) and app.state.turn.placed_now
