"""The game report, exact: what a seat was expected to score, what luck and decisions did.

For one seat, the value V(s) of a position s is the seat's expected FINAL total under
optimal play from s (points already written included): the game's exact solver gives it.
Along a game s0 -> s1 -> ... -> sn (the states the history passes through, replayed
from the start through the engine) V changes only at two kinds of steps:

- a chance step of the seat's own dice: `luck` = V(after) - V(before), positive when the
  dice were kind, negative when not. Its expectation is 0: V(before) is the
  probability-weighted mean of V(after) over `chance_outcomes()`;
- a decision of the seat (a position with two or more legal moves): the best move's
  value minus the chosen move's value (`move_values`) is its `cost`, 0 for a best move.

So, exactly (in Fractions where the solver is exact; in floats for Kniffel),

    total = start + sum(luck) - sum(costs),

with `start` = V(s0), the optimal expected total of a fresh game, and `total` = V(sn):
the final total once the game is over, else the expected final total from the current
position. A forced move (a single legal move) is no decision and has no entry.

In these games the seats do not interact: another seat's moves and dice never change
this seat's value, so each seat is valued as if it played alone (the solvers maximise a
seat's own points, not its chance to win).

`report_from` does this once for every game; a game's `optimal.report(state, seat)` only
says how to value a position for a seat and its moves.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from pyramide_kit.checks import whole_number
from pyramide_kit.errors import RuleError
from pyramide_kit.table import CHANCE

__all__ = ["Cost", "GameReport", "Luck", "report_from"]

Value = Fraction | float


@dataclass(frozen=True)
class Luck:
    """A chance step of the seat's dice: `index` in the history, the chance `move`, the
    seat's value before and after it; `amount` = after - before."""

    index: int
    move: Any
    before: Value
    after: Value

    @property
    def amount(self) -> Value:
        return self.after - self.before


@dataclass(frozen=True)
class Cost:
    """A decision of the seat: `index` in the history, the `state` it was made in, the
    chosen `move` and its `value`, a `best` move and its value; `amount` = best - chosen
    (0 when the choice was a best one; then `best` is the chosen move)."""

    index: int
    state: Any
    move: Any
    value: Value
    best: Any
    best_value: Value

    @property
    def amount(self) -> Value:
        return self.best_value - self.value


@dataclass(frozen=True)
class GameReport:
    """The report of one seat's game (see the module text).

    `start`: the optimal expected total of a fresh game; `luck` and `costs`: one amount
    per chance step of the seat's dice and per decision of the seat, in game order, with
    their steps in `luck_steps` and `cost_steps`; `total`: the final total (over) or the
    value of the current position; `trace[i]`: the seat's value after the first i moves
    of the history (`trace[0] == start`, `trace[-1] == total`), for a plot.
    """

    seat: int
    start: Value
    luck: tuple[Value, ...]
    costs: tuple[Value, ...]
    total: Value
    luck_steps: tuple[Luck, ...]
    cost_steps: tuple[Cost, ...]
    trace: tuple[Value, ...]
    over: bool

    @property
    def luck_total(self) -> Value:
        """The sum of `luck`."""
        return sum(self.luck, Fraction(0) if self._exact else 0.0)

    @property
    def cost_total(self) -> Value:
        """The sum of `costs`."""
        return sum(self.costs, Fraction(0) if self._exact else 0.0)

    @property
    def _exact(self) -> bool:
        return isinstance(self.start, Fraction)

    def costliest(self, n: int = 3) -> tuple[Cost, ...]:
        """The `n` decisions that cost most (only those that cost something), costliest
        first, earlier first on equal costs."""
        n = whole_number(n, "n", 0)
        costly = [step for step in self.cost_steps if step.amount > 0]
        return tuple(sorted(costly, key=lambda step: (-step.amount, step.index))[:n])


def report_from(
    state: Any,
    seat: int,
    value: Callable[[Any, int], Value],
    move_values: Callable[[Any], Mapping[Any, Value]],
    fresh: Any,
    whose: Callable[[Any], int] = lambda s: s.current,
) -> GameReport:
    """The `GameReport` of `seat` for the game that led to `state`.

    `value(s, seat)`: the seat's expected final total from position s under optimal play;
    `move_values(s)`: the same for every legal move of the seat to move in s (expected
    final totals, not points of a round); `fresh`: the game's start with the same seats
    and rules, from which `state.history` is replayed through `apply`; `whose(s)`: the
    seat whose dice chance throws at a chance step s (by default `s.current`).
    """
    seat = whole_number(seat, "seat", 0, len(state.seats) - 1)
    current = fresh
    before = value(current, seat)
    trace: list[Value] = [before]
    luck: list[Luck] = []
    costs: list[Cost] = []
    for index, move in enumerate(state.history):
        mover = current.to_move
        following = current.apply(move)
        after = value(following, seat)
        if mover is CHANCE:
            if whose(current) == seat:
                luck.append(Luck(index, move, before, after))
        elif mover == seat and len(current.legal_moves()) > 1:
            values = move_values(current)
            best_value = max(values.values())
            chosen = values[move]
            best = (
                move
                if chosen == best_value
                else next(m for m, v in values.items() if v == best_value)
            )
            costs.append(Cost(index, current, move, chosen, best, best_value))
        trace.append(after)
        current, before = following, after
    if current != state:
        raise RuleError(
            "the history of this state does not lead to it from the start of the game",
            "report_err_history",
        )
    return GameReport(
        seat=seat,
        start=trace[0],
        luck=tuple(step.amount for step in luck),
        costs=tuple(step.amount for step in costs),
        total=trace[-1],
        luck_steps=tuple(luck),
        cost_steps=tuple(costs),
        trace=tuple(trace),
        over=state.over,
    )
