"""The generic exact solver: expectimax over the table protocol, in exact fractions.

For one seat, the value of a state is the best expected final score that seat can reach
from it: at the seat's own decisions the best move's value, at a chance step the
probability-weighted mean over `chance_outcomes()`, at a leaf the score. The solver knows
no game: it asks the state for its moves and outcomes, so it serves every game whose
reachable states are few enough (a Pyramide round, a Schmieden round, a Mauro turn, a
small Kniffel game), and it is the second route for the fast special solvers.

States are remembered by a key (by default the state without its `history`, since two
paths to the same position have different histories but the same future), so each
position is valued once.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import fields, replace
from fractions import Fraction
from typing import Any

import sympy

from pyramide_kit.checks import whole_number
from pyramide_kit.errors import RuleError
from pyramide_kit.exact import to_sympy
from pyramide_kit.table import CHANCE

__all__ = ["Solver", "position_key"]


def position_key(state: Any) -> Hashable:
    """The state without its move log: what the future of a game depends on."""
    if any(f.name == "history" for f in fields(state)):
        return replace(state, history=())
    return state


class Solver:
    """Exact expectimax for `seat`.

    - `leaf(state)`: the score of a state where the solve stops (a Fraction or int), or
      None to go on; by default a state is a leaf when the game is over, scored by the
      seat's total;
    - `others(state)`: the move of another seat (their policy); without it, reaching
      another seat's decision is an error, since the solver maximises one seat's points;
    - `key(state)`: how positions are remembered (see `position_key`).
    """

    def __init__(
        self,
        seat: int = 0,
        leaf: Callable[[Any], Fraction | int | None] | None = None,
        others: Callable[[Any], Any] | None = None,
        key: Callable[[Any], Hashable] = position_key,
    ) -> None:
        self.seat = whole_number(seat, "seat", 0)
        self._leaf = leaf or self._game_over
        self._others = others
        self._key = key
        self._memo: dict[Hashable, Fraction] = {}

    def _game_over(self, state: Any) -> Fraction | None:
        return Fraction(state.totals()[self.seat]) if state.over else None

    @property
    def positions(self) -> int:
        """How many positions have been valued so far."""
        return len(self._memo)

    def value(self, state: Any) -> Fraction:
        """The best expected score of the seat from `state`, exactly."""
        key = self._key(state)
        known = self._memo.get(key)
        if known is not None:
            return known
        end = self._leaf(state)
        if end is not None:
            result = Fraction(end)
        elif state.to_move is None:
            raise RuleError("the game ended before the solve's leaf was reached")
        elif state.to_move is CHANCE:
            result = sum(
                (p * self.value(state.apply(move)) for move, p in state.chance_outcomes().items()),
                Fraction(0),
            )
        elif state.to_move == self.seat:
            result = max(self.value(state.apply(move)) for move in state.legal_moves())
        elif self._others is not None:
            result = self.value(state.apply(self._others(state)))
        else:
            raise RuleError(
                f"seat {state.to_move} is to move, but the solver plays seat {self.seat} "
                "and was given no policy for the other seats"
            )
        self._memo[key] = result
        return result

    def move_values(self, state: Any) -> dict[Any, Fraction]:
        """The exact value of every legal move of the seat to move (the seat solved for)."""
        if state.to_move != self.seat or state.to_move is CHANCE:
            raise RuleError(f"it is not seat {self.seat}'s decision now")
        return {move: self.value(state.apply(move)) for move in state.legal_moves()}

    def best_moves(self, state: Any) -> tuple[Any, ...]:
        """The moves of greatest value (several where they tie), in listed order."""
        values = self.move_values(state)
        best = max(values.values())
        return tuple(move for move, v in values.items() if v == best)

    def sympy_value(self, state: Any) -> sympy.Rational:
        """`value` handed out as a `sympy.Rational`."""
        return to_sympy(self.value(state))
