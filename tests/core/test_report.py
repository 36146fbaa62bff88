"""The game report (`pyramide_kit.report` and each game's `optimal.report`).

Route 1 is the report itself: start, luck and costs read off the game's solver step by
step. The identity `total == start + sum(luck) - sum(costs)` is not built in: `total` and
`start` are the seat's values of the last and first position, the luck the change of
value over a chance step and the costs come from `move_values`, so the identity holds
only if the seat values, the move values and the engine agree at every step (and
another seat's moves change nothing). Route 2 is the expectation of luck: at a chance
step the probability-weighted mean of the value after, over `chance_outcomes()`, is the
value before, so luck is 0 on average. A tiny Mauro game is worked out by hand.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from random import Random

import numpy as np
import pytest

from pyramide_kit.errors import RuleError
from pyramide_kit.kniffel import optimal as kniffel_optimal
from pyramide_kit.kniffel.game import new_game as kniffel_game
from pyramide_kit.mauro import optimal as mauro_optimal
from pyramide_kit.mauro.game import new_game as mauro_game
from pyramide_kit.mauro.moves import Bank, Dice, Roll
from pyramide_kit.mauro.rules import Rules as MauroRules
from pyramide_kit.mauro.throws import ThrowClass, all_throws, classify
from pyramide_kit.pyramide import optimal as pyramide_optimal
from pyramide_kit.pyramide.game import new_game as pyramide_game
from pyramide_kit.report import GameReport
from pyramide_kit.schmieden import optimal as schmieden_optimal
from pyramide_kit.schmieden.game import new_game as schmieden_game
from pyramide_kit.schmieden.rules import Rules as SchmiedenRules
from pyramide_kit.table import CHANCE

SMALL_SCHMIEDEN = SchmiedenRules(max_throws=2, rounds=2)
"""A short Schmieden game: the round's solve takes seconds, not half a minute."""

GAMES = {
    "pyramide": (pyramide_optimal, lambda: pyramide_game(2)),
    "schmieden": (schmieden_optimal, lambda: schmieden_game(2, SMALL_SCHMIEDEN)),
    "mauro": (mauro_optimal, lambda: mauro_game(2, MauroRules(may_stop=True, rounds=4))),
    "mauro-no-stop": (mauro_optimal, lambda: mauro_game(2, MauroRules(rounds=4))),
}
EXACT = sorted(GAMES)


@pytest.fixture(scope="module")
def kniffel(tmp_path_factory):
    """Kniffel's optimal table, from memory or built into a fresh cache (never the user's)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("PYRAMIDE_KIT_CACHE", str(tmp_path_factory.mktemp("kniffel-cache")))
        kniffel_optimal.table(progress=False)
        yield kniffel_optimal


def play(state, seed, policy=None):
    """A seeded game: chance by `sample_chance`, the seats by `policy` or at random."""
    rng = np.random.default_rng(seed)
    pick = Random(seed)
    while not state.over:
        if state.to_move is CHANCE:
            move = state.sample_chance(rng)
        elif policy is not None:
            move = policy(state)
        else:
            move = pick.choice(state.legal_moves())
        state = state.apply(move)
    return state


def check_report(report: GameReport, state, seat, module, exact=True):
    """The identity, the steps and the ends of the trace."""
    assert report.seat == seat
    identity = report.start + sum(report.luck) - sum(report.costs)
    if exact:
        assert isinstance(report.total, Fraction)
        assert report.total == identity
        assert report.luck_total - report.cost_total == report.total - report.start
    else:
        assert report.total == pytest.approx(identity, abs=1e-9)
    assert report.start == module.seat_value(replace_history(state), seat)
    assert report.total == module.seat_value(state, seat)
    assert report.trace[0] == report.start and report.trace[-1] == report.total
    assert len(report.trace) == len(state.history) + 1
    assert all(cost >= 0 for cost in report.costs)
    assert report.luck == tuple(step.amount for step in report.luck_steps)
    assert report.costs == tuple(step.amount for step in report.cost_steps)
    for step in report.luck_steps:
        assert step.move == state.history[step.index]
        assert report.trace[step.index] == step.before
        assert report.trace[step.index + 1] == step.after
    for step in report.cost_steps:
        assert step.move == state.history[step.index]
        assert step.state.to_move == seat and len(step.state.legal_moves()) > 1
        best = max(module.seat_value(step.state.apply(m), seat) for m in step.state.legal_moves())
        assert step.best_value == (best if exact else pytest.approx(best, abs=1e-9))
    if state.over:
        assert report.over and report.total == state.totals()[seat]


def midway(state):
    """The position halfway through the game's history (a game not yet over)."""
    fresh = replace_history(state)
    for move in state.history[: len(state.history) // 2]:
        fresh = fresh.apply(move)
    return fresh


def replace_history(state):
    """The game's start: the same seats and rules, no move yet."""
    return type(state)(rules=state.rules, seats=state.seats)


@pytest.mark.parametrize("game", EXACT)
@pytest.mark.parametrize("seed", [0, 1])
def test_the_identity_holds_exactly_for_random_games_and_each_seat(game, seed):
    module, start = GAMES[game]
    state = play(start(), seed)
    for seat in (0, 1):
        report = module.report(state, seat)
        check_report(report, state, seat, module)
        assert report.luck_steps and len(report.luck) == len(report.luck_steps)
    if game != "mauro-no-stop":
        assert any(module.report(state, seat).costs for seat in (0, 1))


@pytest.mark.parametrize("game", EXACT)
def test_optimal_games_cost_nothing(game):
    module, start = GAMES[game]
    state = play(start(), 5, module.OptimalPolicy().choose)
    for seat in (0, 1):
        report = module.report(state, seat)
        check_report(report, state, seat, module)
        assert all(cost == 0 for cost in report.costs)
        assert report.total == report.start + sum(report.luck)
        assert report.costliest() == ()


@pytest.mark.parametrize("game", EXACT)
def test_a_game_not_yet_over_reports_the_value_of_its_position(game):
    module, start = GAMES[game]
    state = midway(play(start(), 2))
    assert not state.over
    for seat in (0, 1):
        report = module.report(state, seat)
        check_report(report, state, seat, module)
        assert not report.over


def test_mauro_without_stopping_has_no_decisions():
    module, start = GAMES["mauro-no-stop"]
    state = play(start(), 3)
    for seat in (0, 1):
        assert module.report(state, seat).costs == ()


def own_chance_states(state, seat, count):
    """The last `count` chance steps of the seat's dice along the game."""
    fresh = replace_history(state)
    found = []
    for move in state.history:
        if fresh.to_move is CHANCE and fresh.current == seat:
            found.append(fresh)
        fresh = fresh.apply(move)
    return found[-count:]


@pytest.mark.parametrize("game", EXACT)
def test_luck_is_zero_on_average_at_every_chance_step(game):
    """Route 2: sum of p x (value after - value before) over the chance outcomes is 0."""
    module, start = GAMES[game]
    state = play(start(), 4)
    for seat in (0, 1):
        for chance in own_chance_states(state, seat, 3):
            before = module.seat_value(chance, seat)
            mean = sum(
                (
                    p * (module.seat_value(chance.apply(move), seat) - before)
                    for move, p in chance.chance_outcomes().items()
                ),
                Fraction(0),
            )
            assert mean == 0


@pytest.mark.slow
def test_kniffel_reports_random_and_optimal_games_in_floats(kniffel):
    optimal_game = play(kniffel_game(2), 6, kniffel.best_move)
    random_game = play(kniffel_game(2), 7)
    for state, optimal in ((optimal_game, True), (random_game, False)):
        for seat in (0, 1):
            report = kniffel.report(state, seat)
            check_report(report, state, seat, kniffel, exact=False)
            assert isinstance(report.total, float)
            assert report.start == pytest.approx(kniffel.game_value(), abs=1e-9)
            if optimal:
                assert all(cost == 0 for cost in report.costs)
            else:
                assert sum(report.costs) > 0
    chance = own_chance_states(random_game, 1, 1)[0]
    before = kniffel.seat_value(chance, 1)
    mean = sum(
        float(p) * kniffel.seat_value(chance.apply(move), 1)
        for move, p in chance.chance_outcomes().items()
    )
    assert mean == pytest.approx(before, abs=1e-9)


@pytest.mark.slow
def test_kniffel_reports_a_game_not_yet_over(kniffel):
    state = midway(play(kniffel_game(2), 8))
    for seat in (0, 1):
        report = kniffel.report(state, seat)
        check_report(report, state, seat, kniffel, exact=False)


def throw_of(kind):
    return next(throw for throw in all_throws() if classify(throw, True) is kind)


def test_a_tiny_mauro_game_by_hand():
    """One seat, one round, stopping allowed, the rule text's dice and points: a straight
    (2 points), a neighbour pair (1 point) and then a pasch.

    From the optimal-stopping solution (`mauro.optimal`'s module text): P(pasch) = 1/4,
    a throw adds 5/9 points on average, banking is best from 3 points on, and a turn is
    worth 4009/5832. From s >= 3 points, throwing once more and then banking is worth
    R(s) = (1 - 1/4) s + 5/9, so rolling on at 3 points costs 3 - R(3) = 3/4 - 5/9 = 7/36,
    and the pasch then loses R(3) = 9/4 + 5/9 = 101/36. At 2 points rolling on is best.
    """
    rules = MauroRules(may_stop=True, rounds=1)
    assert rules.ring and rules.straight_points == 2 and rules.neighbour_points == 1
    state = mauro_game(1, rules)
    for move in (
        Roll(),
        Dice(throw_of(ThrowClass.STRAIGHT)),
        Roll(),
        Dice(throw_of(ThrowClass.NEIGHBOURS)),
        Roll(),
        Dice(throw_of(ThrowClass.PASCH)),
    ):
        state = state.apply(move)
    assert state.over and state.totals() == (0,)
    report = mauro_optimal.report(state)
    turn = Fraction(4009, 5832)
    assert report.start == turn
    assert report.costs == (0, Fraction(7, 36))  # the first Roll is forced: no decision
    assert [step.index for step in report.cost_steps] == [2, 4]
    assert report.cost_steps[1].best == Bank() and report.cost_steps[0].best == Roll()
    assert report.luck[0] + report.luck[1] == 3 - turn  # from the start to 3 points
    assert report.luck[2] == -Fraction(101, 36)
    assert report.total == 0 == turn + sum(report.luck) - sum(report.costs)
    assert report.costliest() == (report.cost_steps[1],)


def test_the_report_refuses_what_it_cannot_value():
    with pytest.raises(RuleError, match="only variant 1") as info:
        mauro_optimal.report(mauro_game(1, MauroRules(variant=2)))
    assert info.value.key == "mauro_err_odds_variant"
    state = midway(play(pyramide_game(1), 1))
    with pytest.raises(RuleError, match="does not lead") as info:
        pyramide_optimal.report(replace(state, history=()))
    assert info.value.key == "report_err_history"
    with pytest.raises(RuleError):
        pyramide_optimal.report(state, seat=1)
    with pytest.raises(RuleError):
        schmieden_optimal.report(state)
