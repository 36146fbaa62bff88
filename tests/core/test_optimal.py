"""The generic solver on small games whose optimal values follow by a second route.

- The toy dice race has no decisions: its value is rounds x 7/2 (linearity).
- "Climb" (throw up to k times, stop on any throw) has the classic threshold solution
  v(1) = E[X], v(k + 1) = E[max(X, v(k))], computed here in `sympy.stats`.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
import sympy
import sympy.stats as stats

from pyramide_kit.errors import RuleError
from pyramide_kit.optimal import Solver
from pyramide_kit.seats import Player
from tests.toy import Climb, Roll, Stop, new_toy


def climb_value_sympy(throws: int) -> sympy.Rational:
    x = stats.Die("X", 6)
    value = stats.E(x)
    for _ in range(throws - 1):
        value = stats.E(sympy.Max(x, value))
    return sympy.nsimplify(value)


@pytest.mark.parametrize("throws", [1, 2, 3, 4])
def test_climb_value_equals_the_threshold_recursion(throws):
    game = Climb((Player("Ann"),), throws)
    solver = Solver(0)
    assert solver.sympy_value(game) == climb_value_sympy(throws)


def test_climb_moves_are_valued_and_the_best_is_the_threshold_rule():
    game = Climb((Player("Ann"),), 3).apply(Roll())
    solver = Solver(0)
    for value in range(1, 7):
        shown = game.apply(type(game.legal_moves()[0])(value))
        values = solver.move_values(shown)
        assert values[Stop()] == value
        assert values[Roll()] == climb_value_sympy(2)
        assert solver.best_moves(shown) == ((Stop(),) if value >= 5 else (Roll(),))


def test_a_game_without_decisions_is_its_expectation():
    solver = Solver(1, others=lambda state: Roll())
    assert solver.value(new_toy(["Ann", "Ben"], rounds=3)) == 3 * Fraction(7, 2)


def test_other_seats_need_a_policy():
    with pytest.raises(RuleError, match="no policy"):
        Solver(1).value(new_toy(["Ann", "Ben"], rounds=1))


def test_positions_are_remembered_without_their_history():
    solver = Solver(0)
    solver.value(Climb((Player("Ann"),), 3))
    # 1 start, chance and decision states per throw: far fewer than the 6**3 paths
    assert solver.positions < 60
