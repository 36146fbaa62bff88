"""Schmieden: a policy's round by the recursion over placed dice against the generic
solver in policy mode and the computer policy's own law; the chance of a target against
the generic solver with a 0/1 leaf."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from pyramide_kit.exact import as_fraction
from pyramide_kit.optimal import Solver
from pyramide_kit.schmieden import odds, optimal
from pyramide_kit.schmieden.rules import Rules
from pyramide_kit.schmieden.strategy import GREEDY, Policy

SHORT = Rules(max_throws=1)


@pytest.mark.slow
@pytest.mark.parametrize("policy", [Policy(), GREEDY])
def test_policy_value_equals_the_generic_solver_and_the_policys_law(policy):
    generic = Solver(0, key=optimal.position_key, policy=policy).value(optimal.round_start(SHORT))
    value = optimal.policy_value(policy, SHORT)
    assert as_fraction(value) == generic
    assert value == odds.expected_points(policy, SHORT)


@pytest.mark.parametrize("target", [1, 3, 6])
def test_chances_after_the_first_throw_equal_the_generic_solver(target):
    rules = replace(Rules(max_throws=3), rounds=1)
    state = optimal.round_start(rules).throw((5, 6, 4, 3, 1, 1))
    state = state.place_values({"B1": 5, "B2": 6, "B3": 4, "M1": 3}).end_throw()

    def leaf(s):
        return Fraction(int(s.totals()[0] >= target)) if s.over else None

    generic = Solver(0, leaf=leaf, key=optimal.position_key)
    assert optimal.state_value(state.turn, target) == generic.value(state)
    thrown = state.throw((3, 2))
    assert optimal.move_chances(thrown, target) == generic.move_values(thrown)


def test_round_chance_limits():
    rules = Rules()
    assert optimal.round_chance(0, SHORT) == 1
    assert optimal.round_chance(rules.max_throws + rules.bonus_four + 1, SHORT) == 0
