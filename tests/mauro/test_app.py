"""The Mauro widgets driven by clicks: whole games, errors on the message line, German."""

import re
from itertools import combinations

import pytest

from pyramide_kit.mauro import Rules, new_game
from pyramide_kit.mauro.app import MauroApp
from pyramide_kit.mauro.duel_app import DuelApp
from pyramide_kit.mauro.game import BANKED, LOST, STOPPED


def _play_out(app, limit=2000):
    for _ in range(limit):
        if app.game.over:
            return
        if app.game.player.computer:
            app.computer_button.click()
        else:
            app.throw_button.click()
    raise AssertionError("the game did not end")


def test_one_student_plays_a_whole_game_of_variant1():
    app = MauroApp(["Ann"], lang="en", seed=4)
    assert "Round 1 of 10" in app.status.value
    _play_out(app)
    assert app.game.over and len(app.game.turns) == 10
    assert "Game over" in app.status.value and "Winner(s): Ann" in app.ranking.value
    assert app.throw_button.disabled
    assert (
        f'<td style="padding:1px 5px;text-align:center;font-weight:bold">{app.game.totals()[0]}'
        in app.table.value
    )
    app.throw_button.click()  # a click after the end: a message, no traceback, no change
    assert "game is over" in app.message.text and len(app.game.turns) == 10


def test_several_players_and_a_computer_seat_variant2():
    app = MauroApp(["Ann", "Ben", ("Robo", True)], lang="en", seed=9, rules=Rules(variant=2))
    assert app.bank_button.layout.display == "none"
    _play_out(app)
    assert len(app.game.turns) == 30
    assert all(turn.result == "scored" for turn in app.game.turns)
    # the log's points, checked by the rule written out here: each pair of dice that are
    # neighbours on the ring 1..9 (differ by 1 modulo 9) scores its sum
    totals = dict.fromkeys(("Ann", "Ben", "Robo"), 0)
    for line in app.move_log.lines:
        name, *dice, points = re.fullmatch(
            r"(\w+) throws (\d) (\d) (\d): (\d+) points", line
        ).groups()
        dice = [int(d) for d in dice]
        pairs = sum(a + b for a, b in combinations(dice, 2) if (a - b) % 9 in (1, 8))
        assert int(points) == pairs, line
        totals[name] += pairs
    assert len(app.move_log.lines) == 30
    assert tuple(totals.values()) == app.game.totals()


def test_the_table_shows_each_throw_line_like_the_rule_text():
    app = MauroApp(["Ann"], lang="de", seed=1)
    app.throw_button.click()
    turn_or_series = app.game.turns[0].throws if app.game.turns else app.game.series
    first = turn_or_series[0]
    assert "".join(f">{v}</td>" for v in first[:1]) in app.table.value
    while not app.game.turns:
        app.throw_button.click()
    turn = app.game.turns[0]
    marks = {BANKED: "weiter", LOST: "0"}
    assert marks[turn.result] in app.table.value
    assert app.tray.values == turn.throws[-1]


def test_clicking_for_the_wrong_seat_shows_a_message():
    app = MauroApp([("Robo", True), "Ann"], lang="de", seed=2, auto_computer=False)
    app.throw_button.click()
    assert "Computerplatz" in app.message.text and not app.game.turns
    app.computer_button.click()
    assert len(app.game.turns) == 1 and app.game.player.name == "Ann"
    app.computer_button.click()
    assert "spielt selbst" in app.message.text


def test_stop_button_only_where_the_rules_allow_it():
    app = MauroApp(["Ann"], lang="en", seed=0)
    assert app.bank_button.layout.display == "none"
    app.bank_button.click()
    assert "Stopping is not allowed" in app.message.text
    free = MauroApp(["Ann"], lang="en", seed=0, rules=Rules(may_stop=True))
    assert free.bank_button.layout.display == ""
    assert free.bank_button.disabled
    for _ in range(200):
        free.throw_button.click()
        if free.game.can_bank:
            break
    points = free.game.series_total
    free.bank_button.click()
    assert free.game.turns[-1].result == STOPPED and free.game.turns[-1].banked == points


def test_new_game_with_the_other_variant():
    app = MauroApp(["Ann"], lang="en", seed=5)
    app.throw_button.click()
    app.variant.value = 2
    app.new_game_button.click()
    assert app.game.rules.variant == 2 and not app.game.turns and not app.move_log.lines
    app.throw_button.click()
    assert len(app.game.turns) == 1


def test_seed_repeats_the_game():
    a, b = MauroApp(["Ann"], seed=8), MauroApp(["Ann"], seed=8)
    _play_out(a)
    _play_out(b)
    assert a.game == b.game


def test_german_texts():
    app = MauroApp(["Ann"], lang="de", seed=1)
    assert app.throw_button.description == "Würfeln"
    assert "Runde 1 von 10" in app.status.value
    with pytest.raises(ValueError):
        MauroApp(["Ann"], lang="fr")


def test_duel_computer_takes_the_beating_die_and_counts():
    app = DuelApp(lang="en", seed=12)
    assert "takes die V" in app.computer_choice.value
    app.choice.value = "IV"
    assert app.duel.computer_die.name == "III"
    app.throw_button.click()
    app.throw10_button.click()
    duel = app.duel
    assert len(duel.throws) == 11
    assert duel.player_wins + duel.computer_wins + duel.ties == 11
    assert f"You {duel.player_wins} : {duel.computer_wins} computer" in app.score.value
    assert "exactly 17/36" in app.exact.value
    app.choice.value = "V"
    assert app.duel.throws == () and "takes die IV" in app.computer_choice.value


def test_duel_in_german():
    app = DuelApp(lang="de", seed=1)
    app.throw_button.click()
    assert "Computer gewinnt" in app.exact.value and app.throw_button.description == "Duell würfeln"


def test_equal_totals_share_the_first_place():
    app = MauroApp(["Ann", "Ben", "Cem"], lang="en", seed=1, rules=Rules(variant=2, rounds=1))
    tied = new_game(["Ann", "Ben", "Cem"], Rules(variant=2, rounds=1))
    app.game = tied.throw((9, 8, 7)).throw((9, 8, 7)).throw((2, 4, 6))
    app._refresh()
    assert "1. Ann: 32" in app.ranking.value and "1. Ben: 32" in app.ranking.value
    assert "3. Cem: 0" in app.ranking.value and "Winner(s): Ann, Ben" in app.ranking.value


def test_player_names_are_escaped():
    app = MauroApp(["<b>Ann</b>", ("<i>Bot</i>", True)], lang="en", seed=3)
    html = app.table.value + app.status.value + app.move_log.value
    assert "<b>Ann</b>" not in html and "<i>Bot</i>" not in html
    assert "&lt;b&gt;Ann&lt;/b&gt;" in app.table.value
