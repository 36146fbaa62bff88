"""Optimal Würfelpyramiden schmieden: the recursion over placed dice against the generic
solver over the engine's round, and seeded rounds of the optimal policy."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from pyramide_kit.errors import RuleError
from pyramide_kit.exact import as_fraction
from pyramide_kit.optimal import Solver
from pyramide_kit.schmieden import odds, optimal
from pyramide_kit.schmieden.game import new_game
from pyramide_kit.schmieden.moves import EndThrow, Roll
from pyramide_kit.schmieden.round import RoundState
from pyramide_kit.schmieden.rules import Rules
from pyramide_kit.schmieden.strategy import Policy
from pyramide_kit.simulate import simulate_mean
from pyramide_kit.table import CHANCE


def engine_solver() -> Solver:
    """The generic solver over the engine's one-round game: the total at its end."""
    return Solver(0, key=optimal.position_key)


def one_round(rules: Rules):
    return new_game(1, replace(rules, rounds=1))


@pytest.mark.slow
@pytest.mark.parametrize(
    ("values", "placements"),
    [
        ((5, 6, 4, 3, 1, 1), {"B1": 5, "B2": 6, "B3": 4, "M1": 3}),
        ((4, 4, 4, 1, 1, 1), {"B1": 4, "B2": 4}),
    ],
)
def test_positions_after_the_first_throw_agree_with_the_generic_solver(values, placements):
    rules = Rules(max_throws=3)
    state = one_round(rules).throw(values).place_values(placements).end_throw()
    assert optimal.state_value(state.turn) == engine_solver().value(state)


def test_coach_values_equal_the_generic_solvers_mid_throw():
    first = one_round(Rules(max_throws=3)).throw((5, 6, 4, 1, 1, 1))
    state = first.place_values({"B1": 5, "B2": 6, "B3": 4}).end_throw().throw((3, 4, 2))
    coach = optimal.move_values(state)
    assert set(coach) == set(state.legal_moves())
    assert coach == engine_solver().move_values(state)


def test_round_value_beats_the_computer_policy():
    best = optimal.round_value()
    assert best > odds.expected_points(Policy())
    # no pyramid scores more than six points and the largest bonus
    assert 0 < best < Rules().max_throws + Rules().bonus_four


@pytest.mark.slow
def test_seeded_rounds_of_the_optimal_policy_land_in_the_interval():
    policy = optimal.OptimalPolicy()
    rules = Rules(rounds=1)

    def trial(rng):
        game = new_game(1, rules)
        while not game.over:
            game = game.apply(game.sample_chance(rng) if game.to_move != 0 else policy.choose(game))
        return game.totals()[0]

    assert simulate_mean(trial, 300, 5, optimal.round_value(rules)).contains_exact


def test_the_coach_between_throws_and_its_refusals():
    state = RoundState()
    assert optimal.move_values(state) == {Roll(): as_fraction(optimal.round_value())}
    thrown = state.throw((1, 1, 1, 1, 1, 1))
    assert EndThrow() not in optimal.move_values(thrown)  # a white die must be placed
    with pytest.raises(RuleError):
        optimal.move_values(state.apply(Roll()))
    with pytest.raises(RuleError):
        optimal.state_value("a round")
    with pytest.raises(RuleError):
        optimal.round_value(None)


def test_the_coach_and_the_report_reuse_the_round_solved_once():
    """`round_value`, the coach's values, a seat's value and the report all use one
    recursion per rules: after the round is solved, valuing a whole game solves nothing
    more (a second recursion would take seconds at the end of every game)."""
    rules = Rules(max_throws=2, rounds=1, bonus_three=1)  # rules no other test solves
    optimal.round_value(rules)
    solved = len(optimal._SOLVERS)
    state, rng = new_game(1, rules), np.random.default_rng(4)
    while not state.over:
        moves = state.legal_moves()
        state = state.apply(state.sample_chance(rng) if state.to_move is CHANCE else moves[-1])
    optimal.report(state, 0)
    assert len(optimal._SOLVERS) == solved
