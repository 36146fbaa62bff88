"""Optimal stopping in Mauro: the threshold recursion against the generic solver over
the engine and against the backward induction of `odds` maximised over thresholds."""

from __future__ import annotations

from fractions import Fraction

import pytest

from pyramide_kit.errors import RuleError
from pyramide_kit.exact import as_fraction
from pyramide_kit.mauro import odds, optimal
from pyramide_kit.mauro.game import new_game
from pyramide_kit.mauro.moves import Bank, Roll
from pyramide_kit.mauro.rules import Rules
from pyramide_kit.mauro.strategy import ComputerPolicy
from pyramide_kit.optimal import Solver
from pyramide_kit.simulate import simulate_mean
from pyramide_kit.table import CHANCE

STOP = Rules(may_stop=True, rounds=1)
VARIANTS = [
    STOP,
    Rules(may_stop=True, rounds=1, neighbour_points=3, straight_points=5),
    Rules(may_stop=True, rounds=1, ring=False),
]


def generic_turn_value(rules: Rules, longest: int) -> Fraction:
    """The solver over the engine; a series of `longest` throws is banked (a leaf): that
    only restricts the player, and the threshold is reached within it, so the cut is
    exact when `longest` is at least the threshold (every scoring throw adds >= 1)."""

    def leaf(state):
        if state.over:
            return Fraction(state.totals()[0])
        if state.to_move is not CHANCE and len(state.series) >= longest:
            return Fraction(state.series_total)
        return None

    return Solver(0, leaf=leaf, key=optimal.position_key).value(new_game(1, rules))


@pytest.mark.slow
@pytest.mark.parametrize("rules", VARIANTS)
def test_turn_value_equals_the_generic_solver_over_the_engine(rules):
    top = optimal.threshold(rules)
    for longest in (top, top + 2):
        assert as_fraction(optimal.turn_value(rules)) == generic_turn_value(rules, longest)


def test_turn_value_is_the_best_stopping_threshold_of_odds():
    by_threshold = {k: odds.expected_turn_points_stop_at(k, STOP) for k in range(1, 12)}
    assert optimal.turn_value(STOP) == max(by_threshold.values())
    assert optimal.threshold(STOP) == max(by_threshold, key=by_threshold.get)
    assert optimal.threshold(STOP) == ComputerPolicy().stop_at


def test_turn_value_is_the_value_of_stopping_at_three_points():
    # the backward induction of odds at the threshold the computer policy documents
    assert optimal.turn_value(STOP) == odds.expected_turn_points_stop_at(3, STOP)


def test_without_stopping_the_value_is_the_markov_chains():
    rules = Rules()
    assert optimal.series_value(0, rules) == as_fraction(odds.expected_turn_points_variant1(rules))
    state = new_game(1, rules)
    assert optimal.move_values(state) == {Roll(): optimal.series_value(0, rules)}


def test_coach_values_equal_the_generic_solvers_move_values():
    state = new_game(1, STOP).throw((1, 3, 2))  # III 1, IV 3, V 2: a straight
    assert state.series_total > 0 and state.to_move == 0
    coach = optimal.move_values(state)
    assert set(coach) == {Roll(), Bank()}
    leafy = Solver(
        0,
        leaf=lambda s: (
            Fraction(s.totals()[0])
            if s.over
            else (Fraction(s.series_total) if s.to_move == 0 and len(s.series) >= 5 else None)
        ),
        key=optimal.position_key,
    )
    assert coach == leafy.move_values(state)


def test_the_series_is_banked_exactly_from_the_threshold():
    top = optimal.threshold(STOP)
    assert all(optimal.series_value(k, STOP) == k for k in range(top, top + 5))
    assert all(optimal.series_value(k, STOP) > k for k in range(top))


@pytest.mark.slow
def test_seeded_turns_of_the_optimal_policy_land_in_the_interval():
    policy = optimal.OptimalPolicy()

    def trial(rng):
        game = new_game(1, STOP)
        while not game.over:
            move = game.sample_chance(rng) if game.to_move is CHANCE else policy.choose(game)
            game = game.apply(move)
        return game.totals()[0]

    assert simulate_mean(trial, 5_000, 3, optimal.turn_value(STOP)).contains_exact


def test_the_coach_refuses_chance_steps_and_variant_two():
    with pytest.raises(RuleError):
        optimal.move_values(new_game(1, STOP).apply(Roll()))
    with pytest.raises(RuleError):
        optimal.turn_value(Rules(variant=2))
    with pytest.raises(RuleError):
        optimal.best_move(None)
