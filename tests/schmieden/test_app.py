"""The widget on the shared shell, driven by clicks from Python: whole games in German and
English, refusals with the engine's reasons, the chosen die and why it may not go
elsewhere, computer seats, shared places, escaped names and checked arguments.

Expected numbers come from the rules (RULES.md §2): complete after throw k of n scores
n + 1 - k, three equal dice add `bonus_three`; an unfinished round scores 0.
"""

import pytest

from pyramide_kit.schmieden.app import SchmiedenApp
from pyramide_kit.schmieden.moves import Dice, EndThrow, Place, Roll
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
    """Let chance show `throws` in order (a test's own dice instead of the seed's)."""
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
