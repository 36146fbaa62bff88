"""The Mauro widgets driven by clicks from Python: whole games in both variants and both
languages (scripted throws, so every expected number is worked out here from the rules),
refused clicks, computer seats playing by themselves, stopping, new games, shared places,
escaped names and checked arguments; then the duel widget."""

import re
from fractions import Fraction
from html import unescape
from itertools import combinations, product
from random import Random

import pytest

from pyramide_kit.mauro import Bank, Dice, Roll, Rules, optimal
from pyramide_kit.mauro.app import MauroApp
from pyramide_kit.mauro.duel_app import DuelApp
from pyramide_kit.mauro.game import BANKED, LOST, STOPPED, new_game
from pyramide_kit.mauro.optimal import OptimalPolicy
from pyramide_kit.mauro.strategy import ComputerPolicy
from pyramide_kit.optimal import Solver
from tests.you_seat import YOU, check_second_person, play_to_end

# Throws written in the order III, IV, V (III: 1 2 5 6 7 9, IV: 1 3 4 5 8 9, V: 2 3 4 6 7 8)
STRAIGHT = (1, 3, 2)
RING_STRAIGHT = (9, 1, 2)  # 9-1-2 is a straight on the ring
NEIGHBOURS = (5, 4, 8)
NOTHING = (1, 4, 7)
PASCH = (5, 5, 2)
HIGH = (9, 8, 7)
EMPTY = (2, 4, 6)

SHADED = "background:#d9d9d9"  # the rule text greys the points that count


# ----- the rules, written out here for the expectations -----------------------------


def _neighbours(a, b):
    return (a - b) % 9 in (1, 8)  # numbers that differ by 1; 1 and 9 too


def _pairs(throw):
    return [(a, b) for a, b in combinations(throw, 2) if _neighbours(a, b)]


def kind(throw):
    if len(set(throw)) < 3:
        return "pasch"
    return {0: "nothing", 1: "neighbours", 2: "straight"}[len(_pairs(throw))]


def points_v1(throw):
    rules = Rules()
    return {"neighbours": rules.neighbour_points, "straight": rules.straight_points}.get(
        kind(throw), 0
    )


def score_v2(throw):
    return sum(a + b for a, b in _pairs(throw))


def en_points(n):
    return f"{n} point" if n == 1 else f"{n} points"


def de_points(n):
    return f"{n} Punkt" if n == 1 else f"{n} Punkte"


def script(app, *throws):
    """Let chance throw `throws` in this order (and fail if it asks for more)."""
    upcoming = iter(throws)
    app.chance_move = lambda state: Dice(next(upcoming))


def test_the_scripted_throws_are_what_their_names_say():
    assert kind(STRAIGHT) == kind(RING_STRAIGHT) == kind(HIGH) == "straight"
    assert (kind(NEIGHBOURS), kind(NOTHING), kind(PASCH), kind(EMPTY)) == (
        "neighbours",
        "nothing",
        "pasch",
        "nothing",
    )


# ----- whole games ------------------------------------------------------------------


def test_one_student_plays_a_whole_game_of_variant1_in_english():
    app = MauroApp(["Ann"], lang="en", seed=4, rules=Rules(rounds=2))
    assert "Ann to play" in app.status.value and "Round 1 of 2" in app.status.value
    assert "No throw yet" in app.tray_caption.value and app.tray.values == (None,) * 3
    first = [STRAIGHT, NEIGHBOURS, NOTHING]  # two scoring throws, then an empty one banks
    second = [RING_STRAIGHT, PASCH]  # a pasch loses the series
    script(app, *first, *second)

    app.throw_button.click()
    series = points_v1(STRAIGHT)
    assert app.series.value == f"Series: {en_points(series)} in 1 throw"
    assert "throw again" in app.status.value
    assert app.tray.values == STRAIGHT and "Last throw · Ann: straight" in app.tray_caption.value
    app.throw_button.click()
    series += points_v1(NEIGHBOURS)
    assert app.series.value == f"Series: {en_points(series)} in 2 throws"
    app.throw_button.click()
    assert app.game.totals() == (series,) and "Round 2 of 2" in app.status.value
    assert f"nothing – {en_points(series)} banked" in app.tray_caption.value
    for _ in second:
        app.throw_button.click()

    assert app.game.over and "Game over" in app.status.value
    assert app.move_log.lines == [
        f"Ann throws 1 3 2: straight, series: {en_points(points_v1(STRAIGHT))}",
        f"Ann throws 5 4 8: neighbours, series: {en_points(series)}",
        f"Ann throws 1 4 7: nothing – {en_points(series)} banked",
        f"Ann throws 9 1 2: straight, series: {en_points(points_v1(RING_STRAIGHT))}",
        "Ann throws 5 5 2: pasch – the series is lost",
    ]
    assert app.ranking_lines() == [f"1. Ann: {en_points(series)}"]
    assert "Ann wins." in app.ranking_view.value
    # the score table: the two scoring throws of round 1 are shaded; the lost series is not
    assert app.table.value.count(SHADED) == 2
    assert f'font-weight:bold">{series}</td>' in app.table.value
    assert app.throw_button.disabled and app.bank_button.disabled


def test_variant2_in_german_with_two_students():
    app = MauroApp(["Ann", "Ben"], lang="de", seed=1, rules=Rules(variant=2, rounds=2))
    assert app.throw_button.description == "Würfeln"
    assert app.bank_button.layout.display == "none"
    assert "Runde 1 von 2" in app.status.value and "Ann ist dran" in app.status.value
    throws = [HIGH, NEIGHBOURS, EMPTY, RING_STRAIGHT]
    script(app, *throws)
    app.throw_button.click()
    assert "Ben ist dran" in app.status.value
    assert app.tray.values == HIGH and "Letzter Wurf · Ann" in app.tray_caption.value
    for _ in throws[1:]:
        app.throw_button.click()
    names = ["Ann", "Ben", "Ann", "Ben"]
    assert app.move_log.lines == [
        f"{name} würfelt {' '.join(map(str, t))}: {de_points(score_v2(t))}"
        for name, t in zip(names, throws, strict=True)
    ]
    ann, ben = score_v2(HIGH) + score_v2(EMPTY), score_v2(NEIGHBOURS) + score_v2(RING_STRAIGHT)
    assert app.game.totals() == (ann, ben)
    winner = "Ann" if ann > ben else "Ben"
    assert f"{winner} gewinnt." in app.ranking_view.value
    assert "Spiel vorbei" in app.status.value
    assert app.series.value == ""  # variant 2 has no series


def test_german_plurals_of_the_series():
    app = MauroApp(["Ann"], lang="de", seed=1)
    script(app, NEIGHBOURS, STRAIGHT)
    app.throw_button.click()
    assert app.series.value == f"Serie: {de_points(points_v1(NEIGHBOURS))} in 1 Wurf"
    app.throw_button.click()
    total = points_v1(NEIGHBOURS) + points_v1(STRAIGHT)
    assert app.series.value == f"Serie: {de_points(total)} in 2 Würfen"
    assert app.move_log.newest == f"Ann würfelt 1 3 2: Straße, Serie: {de_points(total)}"


def test_the_table_writes_each_throw_line_like_the_rule_text():
    app = MauroApp(["Ann", "Ben"], lang="de", seed=1, rules=Rules(rounds=1))
    script(app, NEIGHBOURS, NOTHING, STRAIGHT, PASCH)
    for _ in range(4):
        app.throw_button.click()
    turns = app.game.turns
    assert [t.result for t in turns] == [BANKED, LOST]
    table = app.table.value
    assert "weiter" in table  # Ann's empty throw: the series is banked, "weiter"
    assert table.count(SHADED) == 1  # only Ann's scoring throw counts
    for throw in (NEIGHBOURS, NOTHING, STRAIGHT, PASCH):  # one line per throw: III IV V
        assert re.search(">" + '</td><td style="[^"]*">'.join(map(str, throw)) + "<", table)


def test_equal_totals_share_the_first_place():
    players = ["Ann", "Ben", "Cem"]
    app = MauroApp(players, lang="en", seed=1, rules=Rules(variant=2, rounds=1))
    script(app, HIGH, HIGH, EMPTY)
    for _ in players:
        app.throw_button.click()
    high = score_v2(HIGH)
    assert app.ranking_lines() == [
        f"1. Ann: {en_points(high)}",
        f"1. Ben: {en_points(high)}",
        f"3. Cem: {en_points(score_v2(EMPTY))}",
    ]
    assert "A shared win: Ann, Ben." in app.ranking_view.value


# ----- refused clicks ---------------------------------------------------------------


def test_a_refused_click_shows_the_message_and_changes_nothing():
    app = MauroApp(["Ann"], lang="en", seed=0)
    assert app.bank_button.layout.display == "none" and app.bank_button.disabled
    before, log = app.state, list(app.move_log.lines)
    app.bank_button.click()  # the rule text does not allow stopping
    assert "Stopping is not allowed" in app.message.text and app.message.kind == "error"
    assert app.state is before and app.move_log.lines == log
    script(app, NOTHING)
    app.throw_button.click()
    assert app.message.text == ""  # the next accepted move clears the message


def test_a_click_after_the_end_is_refused_in_german():
    app = MauroApp(["Ann"], lang="de", seed=0, rules=Rules(variant=2, rounds=1))
    script(app, HIGH)
    app.throw_button.click()
    over = app.state
    assert over.over and app.throw_button.disabled
    app.throw_button.click()
    assert "Das Spiel ist vorbei, alle Runden sind gespielt" in app.message.text
    assert app.state is over


# ----- stopping (Rules(may_stop=True)) ----------------------------------------------


def test_the_stop_button_is_enabled_exactly_when_banking_is_legal():
    app = MauroApp(["Ann"], lang="en", seed=0, rules=Rules(may_stop=True, rounds=2))
    assert app.bank_button.layout.display == ""
    assert app.bank_button.disabled  # nothing in the series yet
    app.bank_button.click()
    assert "nothing to bank yet" in app.message.text and app.game.history == ()
    script(app, NEIGHBOURS, STRAIGHT, PASCH)
    app.throw_button.click()
    assert not app.bank_button.disabled
    assert f"or stop and bank {en_points(points_v1(NEIGHBOURS))}" in app.status.value
    app.throw_button.click()
    banked = points_v1(NEIGHBOURS) + points_v1(STRAIGHT)
    app.bank_button.click()
    turn = app.game.turns[-1]
    assert turn.result == STOPPED and turn.banked == banked
    assert app.move_log.newest == f"Ann: stopped – {en_points(banked)} banked"
    assert app.bank_button.disabled and app.table.value.count(SHADED) == 2
    app.throw_button.click()
    assert app.game.over and app.game.totals() == (banked,)


def test_the_stop_button_follows_the_legal_moves_through_a_seeded_game():
    app = MauroApp(["Ann"], lang="en", seed=11, rules=Rules(may_stop=True, rounds=3))
    while not app.game.over:
        assert app.bank_button.disabled == (Bank() not in app.game.legal_moves())
        assert app.throw_button.disabled == (Roll() not in app.game.legal_moves())
        (app.bank_button if app.game.series_total >= 2 else app.throw_button).click()
    assert app.bank_button.disabled and app.throw_button.disabled


def test_variant2_never_stops_even_with_may_stop():
    app = MauroApp(["Ann"], lang="en", seed=0, rules=Rules(variant=2, may_stop=True))
    assert app.bank_button.layout.display == "none"
    script(app, HIGH)
    app.throw_button.click()
    assert app.bank_button.disabled


# ----- computer seats ---------------------------------------------------------------


def test_a_computer_seat_plays_by_itself_and_its_dice_say_so():
    app = MauroApp(["Ann", ("Robo", True)], lang="en", seed=3, rules=Rules(rounds=2))
    script(app, NOTHING, STRAIGHT, PASCH, NEIGHBOURS)
    app.throw_button.click()  # Ann's empty throw; then Robo throws until its pasch
    assert app.state.to_move == 0 and len(app.game.turns) == 2
    assert app.move_log.lines[1:] == [
        f"Robo throws 1 3 2: straight, series: {en_points(points_v1(STRAIGHT))}",
        "Robo throws 5 5 2: pasch – the series is lost",
    ]
    # the tray shows Robo's last throw and says whose it was, not as if it were Ann's
    assert app.tray.values == PASCH
    assert "Last throw · Robo: pasch" in app.tray_caption.value
    assert "Ann to play" in app.status.value and "throw all three dice" in app.status.value
    assert not app.throw_button.disabled
    app.throw_button.click()
    assert app.tray.values == NEIGHBOURS and "Last throw · Ann" in app.tray_caption.value


def test_a_computer_in_the_first_seat_plays_before_the_student_sees_the_table():
    app = MauroApp([("Robo", True), "Ann"], lang="de", seed=2)
    assert app.state.to_move == 1 and len(app.game.turns) == 1
    assert app.move_log.lines and all(line.startswith("Robo") for line in app.move_log.lines)
    assert "Letzter Wurf · Robo" in app.tray_caption.value and "Ann ist dran" in app.status.value


def test_computer_only_table_plays_the_whole_game_at_once():
    app = MauroApp([("R1", True), ("R2", True)], lang="en", seed=5, rules=Rules(rounds=3))
    assert app.game.over and len(app.game.turns) == 6
    assert app.throw_button.disabled and app.ranking_view.value


def test_a_stopping_computer_uses_its_policy():
    app = MauroApp(
        ["Ann", ("Robo", True)],
        lang="en",
        seed=0,
        rules=Rules(may_stop=True, rounds=1),
        policy=ComputerPolicy(stop_at=points_v1(STRAIGHT)),
    )
    script(app, NOTHING, STRAIGHT)
    app.throw_button.click()
    assert app.game.over and app.game.turns[-1].result == STOPPED
    assert app.move_log.newest == f"Robo: stopped – {en_points(points_v1(STRAIGHT))} banked"


# ----- new game, seeds, names, arguments -------------------------------------------


def test_new_game_with_the_other_variant():
    app = MauroApp(["Ann"], lang="en", seed=5)
    script(app, NEIGHBOURS, HIGH)
    app.throw_button.click()
    app.variant.value = 2
    assert app.game.rules.variant == 1  # the box chooses the next game's variant
    app.new_button.click()
    assert app.game.rules.variant == 2 and app.game.history == () and not app.move_log.lines
    assert app.new_game_button is app.new_button
    app.throw_button.click()
    assert len(app.game.turns) == 1 and app.game.turns[0].banked == score_v2(HIGH)


def test_seed_repeats_the_game():
    a, b = MauroApp(["Ann"], seed=8), MauroApp(["Ann"], seed=8)
    for app in (a, b):
        while not app.game.over:
            app.throw_button.click()
    assert a.game == b.game and a.move_log.lines == b.move_log.lines


def test_player_names_are_escaped():
    app = MauroApp(["<b>Ann</b>", ("<i>Bot</i>", True)], lang="en", seed=3, rules=Rules(rounds=1))
    app.throw_button.click()
    while not app.game.over:
        app.throw_button.click()
    html = "".join(
        part.value
        for part in (app.table, app.status, app.move_log, app.tray_caption, app.ranking_view)
    )
    assert "<b>Ann</b>" not in html and "<i>Bot</i>" not in html
    assert "&lt;b&gt;Ann&lt;/b&gt;" in app.table.value
    assert "&lt;i&gt;Bot&lt;/i&gt;" in app.ranking_view.value


@pytest.mark.parametrize(
    "kwargs",
    [
        {"seed": "42"},
        {"seed": 1.5},
        {"seed": -1},
        {"lang": "fr"},
        {"rules": "variant 2"},
        {"policy": "greedy"},
        {"players": "Anna"},
        {"players": [f"P{i}" for i in range(Rules().max_players + 1)]},
        {"players": ["Ann", "ann"]},
        {"players": []},
    ],
)
def test_bad_arguments_are_a_value_error(kwargs):
    with pytest.raises(ValueError):
        MauroApp(**{"players": ["Ann"], **kwargs})


# ----- the duel ---------------------------------------------------------------------


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


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_seat_called_you_is_spoken_to_in_the_second_person(lang):
    you = YOU[lang]
    app = MauroApp([you, "Anna", ("Robo", True)], lang=lang, seed=5, rules=Rules(may_stop=True))
    statuses = play_to_end(app, seed=5)
    assert statuses[0].startswith("Your turn" if lang == "en" else "Du bist dran")
    assert any(s.startswith("Anna to play" if lang == "en" else "Anna ist dran") for s in statuses)
    assert check_second_person(statuses + app.move_log.lines, lang) > 0
    throw = "You throw " if lang == "en" else "Du würfelst "
    assert app.move_log.lines[0].startswith(throw)  # the first throw of the game is ours


def test_a_seat_given_as_a_count_is_named_in_the_widgets_language():
    assert MauroApp(lang="en").state.seats[0].name == "Player 1"
    assert MauroApp(lang="de").state.seats[0].name == "Spieler 1"
    assert [s.name for s in MauroApp(2, lang="de").state.seats] == ["Spieler 1", "Spieler 2"]


# ----- the coach (variant 1 with stopping) -------------------------------------------
# The dice of the rule text: III 1 2 5 6 7 9, IV 1 3 4 5 8 9, V 2 3 4 6 7 8; every value
# below is worked out from them and the rules here, and checked against the optimal
# module and the generic solver over the engine.
FACES = ((1, 2, 5, 6, 7, 9), (1, 3, 4, 5, 8, 9), (2, 3, 4, 6, 7, 8))
STOPPING = Rules(may_stop=True)
COACH_WORDS = {
    "en": {
        "roll": "throw again",
        "bank": "stop and bank {points}",
        "note": ("expected points of this turn", "only your own points"),
        "best": "your last choice was the best one",
        "cost": "your last choice cost",
        "total": "Ann: {n} decisions with the coach, {cost} expected points given away",
        "points": en_points,
    },
    "de": {
        "roll": "weiterwürfeln",
        "bank": "aufhören und {points} aufschreiben",
        "note": ("erwartete Punktzahl dieses Zuges", "nur deine eigenen Punkte"),
        "best": "Deine letzte Wahl war die beste",
        "cost": "Deine letzte Wahl hat",
        "total": "Ann: {n} Entscheidungen mit Trainer, zusammen {cost} erwartete Punkte",
        "points": de_points,
    },
}


def throw_law():
    """P(pasch), P(nothing) and P(points added) of one throw, from the 216 throws."""
    share = Fraction(1, 216)
    law = {"pasch": Fraction(0), "nothing": Fraction(0), 1: Fraction(0), 2: Fraction(0)}
    for throw in product(*FACES):
        k = kind(throw)
        law[k if k in ("pasch", "nothing") else points_v1(throw)] += share
    return law


def hand_threshold():
    """Banking s beats one more throw and banking once P(pasch) s >= the mean points a
    throw adds; the points only grow, so from there on banking stays best."""
    law = throw_law()
    gain = law[1] * 1 + law[2] * 2
    return next(s for s in range(1, 100) if law["pasch"] * s >= gain)


def coach_rows(app):
    rows = re.findall(
        r'<tr><td title="[^"]*">([^<]*)</td><td>(★ )?([^<]*)</td></tr>', app.coach.view.value
    )
    return [(value, bool(star), unescape(label)) for value, star, label in rows]


def decimal(value, lang):
    text = f"{float(value):.2f}"
    return text.replace(".", ",") if lang == "de" else text


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_coach_values_throwing_on_and_stopping_exactly(lang):
    words = COACH_WORDS[lang]
    app = MauroApp(["Ann"], lang=lang, seed=3, rules=STOPPING)
    app.coach.toggle.value = True
    assert coach_rows(app) == []  # an empty series: throwing is the only move
    assert all(part in app.coach.view.value for part in words["note"])
    script(app, STRAIGHT, NEIGHBOURS)
    app.throw_button.click()
    state = app.state
    s = points_v1(STRAIGHT)
    assert state.series_total == s and s < hand_threshold()
    # by hand: below the threshold, one more throw; from it on V(t) = t
    law = throw_law()
    roll = law["nothing"] * s + sum(law[k] * (s + k) for k in (1, 2) if s + k >= hand_threshold())
    assert all(s + k >= hand_threshold() for k in (1, 2))  # so the sum above is complete
    values = app.coach.values(state)
    assert values == {Roll(): roll, Bank(): s} == optimal.move_values(state)
    best = optimal.best_move(state)
    assert best == (Roll() if roll > s else Bank())
    labels = {Roll(): words["roll"], Bank(): words["bank"].format(points=words["points"](s))}
    assert coach_rows(app) == sorted(
        [(decimal(v, lang), v == max(roll, s), labels[m]) for m, v in values.items()],
        key=lambda row: float(row[0].replace(",", ".")),
        reverse=True,
    )
    # the generic solver over the engine (a series cut after 6 throws: the threshold is
    # reached long before, so the cut changes nothing)
    solver = Solver(
        0,
        leaf=lambda x: (
            Fraction(x.totals()[0])
            if x.over
            else (Fraction(x.series_total) if x.to_move == 0 and len(x.series) >= 6 else None)
        ),
        key=optimal.position_key,
    )
    # the other turns do not depend on this choice: one turn alone has the same values
    alone = new_game(["Ann"], Rules(may_stop=True, rounds=1)).throw(STRAIGHT)
    assert solver.move_values(alone) == values
    app.play(best)  # the best choice costs nothing
    assert words["best"] in app.coach.view.value and app.coach.costs == {0: 0}
    after = app.state
    assert after.series_total == s + points_v1(NEIGHBOURS)
    assert app.coach.values(after) == optimal.move_values(after)
    assert app.coach.values(after)[Bank()] == after.series_total
    assert coach_rows(app)[0][1:] == (
        True,
        words["bank"].format(points=words["points"](s + points_v1(NEIGHBOURS))),
    )


@pytest.mark.parametrize("rules", [Rules(), Rules(variant=2)])
def test_without_stopping_the_coach_has_nothing_to_advise(rules):
    app = MauroApp(["Ann"], lang="en", seed=3, rules=rules)
    app.coach.toggle.value = True
    script(app, STRAIGHT, NEIGHBOURS)
    app.throw_button.click()
    assert app.coach_values(app.state) is None and coach_rows(app) == []
    assert "only where you may stop" in app.coach.view.value


def test_a_coached_game_adds_up_what_each_choice_cost():
    for lang in ("en", "de"):
        words = COACH_WORDS[lang]
        app = MauroApp(["Ann"], lang=lang, seed=21, rules=Rules(may_stop=True, rounds=8))
        app.coach.toggle.value = True
        choose = Random(2)
        total, decisions = 0, 0
        while not app.state.over:
            state = app.state
            legal = state.legal_moves()
            move = choose.choice(legal)
            if len(legal) > 1:
                exact = optimal.move_values(state)
                total += max(exact.values()) - exact[move]
                decisions += 1
            (app.bank_button if move == Bank() else app.throw_button).click()
            assert app.state.history[len(state.history)] == move
            if len(legal) > 1:
                said = words["best"] if exact[move] == max(exact.values()) else words["cost"]
                assert said in app.coach.view.value
        assert decisions > 0 and total > 0
        assert app.coach.costs == {0: total} and app.coach.coached == {0: decisions}
        line = words["total"].format(n=decisions, cost=decimal(total, lang))
        assert line in app.coach.view.value


def test_an_optimal_computer_seat_banks_from_the_threshold_on():
    rules = Rules(may_stop=True, rounds=30)
    app = MauroApp(
        [("Robo", True), ("Rita", True)],
        lang="en",
        seed=4,
        rules=rules,
        policy={0: OptimalPolicy()},
    )
    assert app.game.over and isinstance(app.policies[1], ComputerPolicy)
    state = new_game(app.game.seats, app.game.rules)
    decisions = 0
    for move in app.game.history:
        if state.to_move == 0 and Bank() in state.legal_moves():
            assert (move == Bank()) == (state.series_total >= hand_threshold())
            decisions += 1
        state = state.apply(move)
    assert state == app.game and decisions > 0
    assert any(t.result == STOPPED for t in app.game.turns if t.player == 0)
    app = MauroApp(["Ann", ("Robo", True)], rules=rules, policy=OptimalPolicy())
    assert app.policies == {1: OptimalPolicy()}
    with pytest.raises(ValueError):
        MauroApp(["Ann", ("Robo", True)], policy={0: OptimalPolicy()})  # a human seat
