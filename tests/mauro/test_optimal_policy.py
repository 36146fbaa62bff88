"""Mauro: a policy's turn valued by the series recursion and by the generic solver in
policy mode over the engine (the same cut), and the chance of a target both ways."""

from __future__ import annotations

from fractions import Fraction

import pytest

from pyramide_kit.exact import as_fraction
from pyramide_kit.mauro import odds, optimal
from pyramide_kit.mauro.rules import Rules
from pyramide_kit.mauro.strategy import ComputerPolicy
from pyramide_kit.optimal import Solver
from pyramide_kit.table import CHANCE

STOP = Rules(may_stop=True, rounds=1)


class ThreeThrows:
    """Banks after three scoring throws, whatever they brought."""

    def choose(self, state):
        legal = state.legal_moves()
        return (
            optimal.Bank() if optimal.Bank() in legal and len(state.series) >= 3 else optimal.Roll()
        )


@pytest.mark.parametrize("policy", [ComputerPolicy(2), ComputerPolicy(5), ThreeThrows()])
def test_policy_value_equals_the_generic_solver_following_the_policy(policy):
    longest = 8
    generic = Solver(0, leaf=optimal.cut_leaf(longest), key=optimal.position_key, policy=policy)
    assert as_fraction(optimal.policy_value(policy, STOP, longest)) == generic.value(
        optimal.turn_start(STOP)
    )


@pytest.mark.parametrize("stop_at", [1, 2, 3, 4, 6])
def test_stopping_thresholds_are_odds_backward_induction(stop_at):
    assert optimal.policy_value(ComputerPolicy(stop_at)) == odds.expected_turn_points_stop_at(
        stop_at, STOP
    )


def test_never_stopping_is_the_linear_value():
    assert as_fraction(optimal.policy_value(ComputerPolicy(None))) == optimal.series_value(
        0, Rules()
    )


def test_the_report_adds_up_to_what_the_policy_loses():
    policy = ComputerPolicy(6)
    report = optimal.policy_report(policy, count=None)
    lost = sum((d.cost for d in report), Fraction(0))
    assert lost == as_fraction(optimal.turn_value() - optimal.policy_value(policy))
    assert optimal.policy_report(policy, count=1)[0].best_move == optimal.Bank()


@pytest.mark.parametrize("target", [1, 2, 4, 7])
@pytest.mark.parametrize("rules", [STOP, Rules(rounds=1)])
def test_turn_chance_equals_the_generic_solver_with_a_goal_leaf(target, rules):
    longest = target + 6

    def leaf(state):
        if state.over:
            return Fraction(int(state.totals()[0] >= target))
        if state.to_move is not CHANCE and state.series_total >= target and rules.may_stop:
            return Fraction(1)  # banking now reaches it: nothing is better
        if state.to_move is not CHANCE and len(state.series) >= longest:
            # every scoring throw adds a point, so the series holds the target by now:
            # without stopping it is reached when an empty throw comes before a pasch
            law = optimal.step_law(rules)
            return law.nothing / (law.nothing + law.pasch)
        return None

    generic = Solver(0, leaf=leaf, key=optimal.position_key).value(optimal.turn_start(rules))
    assert as_fraction(optimal.turn_chance(target, rules)) == generic


def test_turn_chance_limits_and_the_coach():
    assert optimal.turn_chance(0) == 1
    law = optimal.step_law(STOP)
    # one point is reached exactly when the first throw scores (every scoring throw adds one)
    assert optimal.turn_chance(1) == 1 - law.pasch - law.nothing
    state = optimal.turn_start(STOP).throw((1, 3, 2))
    chances = optimal.move_chances(state, state.series_total)
    assert chances[optimal.Bank()] == 1 >= chances[optimal.Roll()]
