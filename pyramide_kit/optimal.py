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

Policy evaluation: with `policy=` the solver does not maximise at the seat's decisions
but follows `policy.choose(state)` (a student's strategy, a computer player), so `value`
is the exact expected score of that policy. A `leaf` that returns 1 where a goal is met
and 0 where it is missed turns either mode into a chance: the greatest chance of the goal
(maximising) or the policy's chance of it.

`reach(start, policy, ...)` gives every decision of the seat that the policy meets, with
the exact probability of meeting it, and `costly_decisions` ranks them by what the
policy's move there loses against the best move (the value lost times that probability).
By the performance-difference identity (for each path, the optimal value at the start
minus what the policy gets is the sum of the losses of its moves along the path, since
each move's loss is V*(s) - Q*(s, move) and the optimal values telescope), the costs of
all the policy's decisions add up exactly to the optimal value minus the policy's value:
the tests check that sum as a second route to `policy_value`.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, fields, replace
from fractions import Fraction
from typing import TYPE_CHECKING, Any, ClassVar

from pyramide_kit.checks import whole_number
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.exact import to_sympy
from pyramide_kit.table import CHANCE, check_policy

if TYPE_CHECKING:
    import sympy

__all__ = [
    "BestMovePolicy",
    "CostlyDecision",
    "Solver",
    "best_of",
    "check_policy",
    "costly_decisions",
    "policy_move",
    "position_key",
    "reach",
]


def best_of(values: Mapping[Any, Any]) -> Any:
    """A move of greatest value in `values` (move -> value): the first listed where several
    tie, so that a coach's "best" and the computer's move are the same move."""
    best = max(values.values())
    return next(move for move, value in values.items() if value == best)


@dataclass(frozen=True)
class BestMovePolicy:
    """A computer player that plays its class's `best_move(state)` at each of its
    decisions. Pyramide's, Mauro's and Schmieden's `OptimalPolicy` are such players, each
    with its game's `best_move` (Kniffel's checks the state first and loads its tables on
    first use). The move is the class's, not an argument, so an "optimal" player cannot
    be built to play anything else."""

    best_move: ClassVar[Callable[[Any], Any]]

    def choose(self, state: Any) -> Any:
        """The seat's move: `best_move(state)`, one of `state.legal_moves()`."""
        return self.best_move(state)


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
    - `key(state)`: how positions are remembered (see `position_key`);
    - `policy`: an object with `choose(state) -> move`; given, the seat's decisions
      follow it instead of the best move, and `value` is the policy's expected score
      (the policy is asked once per position: its move may depend only on what the key
      keeps).
    """

    def __init__(
        self,
        seat: int = 0,
        leaf: Callable[[Any], Fraction | int | None] | None = None,
        others: Callable[[Any], Any] | None = None,
        key: Callable[[Any], Hashable] = position_key,
        policy: Any = None,
    ) -> None:
        self.seat = whole_number(seat, "seat", 0)
        self._policy = None if policy is None else check_policy(policy)
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
        elif state.to_move == self.seat and self._policy is not None:
            result = self.value(state.apply(policy_move(self._policy, state)))
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
        best = values[best_of(values)]
        return tuple(move for move, v in values.items() if v == best)

    def sympy_value(self, state: Any) -> sympy.Rational:
        """`value` handed out as a `sympy.Rational`."""
        return to_sympy(self.value(state))


def policy_move(policy: Any, state: Any) -> Any:
    """The policy's move at `state`, refused unless it is a legal move there (every
    evaluation of a policy asks through this, so a wrong move is named the same way)."""
    move = policy.choose(state)
    if move not in state.legal_moves():
        raise RuleError(
            f"the policy chose {quoted(move)}, which is not a legal move here",
            "optimal_err_policy_move",
            move=quoted(move),
        )
    return move


def reach(
    start: Any,
    policy: Any,
    seat: int = 0,
    leaf: Callable[[Any], Fraction | int | None] | None = None,
    key: Callable[[Any], Hashable] = position_key,
) -> list[tuple[Any, Fraction]]:
    """Every decision of `seat` met from `start` when `policy` makes them, with the exact
    probability of meeting it (one state per key, the first one found), in the order of
    play (a position before the positions it leads to).

    `leaf(state)` not None stops the exploration there (as the `Solver`'s leaf); by
    default a state is a leaf when the game is over. Chance steps follow
    `chance_outcomes()`; another seat's decision is an error.
    """
    stop = leaf or (lambda state: 0 if state.over else None)
    states: dict[Hashable, Any] = {}
    edges: dict[Hashable, list[tuple[Hashable, Fraction]]] = {}
    order: list[Hashable] = []
    first = key(start)
    states[first] = start
    pending: list[tuple[Hashable, bool]] = [(first, False)]
    while pending:  # depth first; a key is placed in `order` after everything it leads to
        k, expanded = pending.pop()
        if expanded:
            order.append(k)
            continue
        if k in edges:
            continue
        state = states[k]
        if stop(state) is not None:
            following: list[tuple[Any, Fraction]] = []
        elif state.to_move is None:
            raise RuleError("the game ended before the leaf was reached")
        elif state.to_move is CHANCE:
            following = [(state.apply(m), p) for m, p in state.chance_outcomes().items()]
        elif state.to_move == seat:
            following = [(state.apply(policy_move(policy, state)), Fraction(1))]
        else:
            raise RuleError(f"seat {state.to_move} is to move, but the policy plays seat {seat}")
        children = []
        for child, p in following:
            ck = key(child)
            states.setdefault(ck, child)
            children.append((ck, p))
        edges[k] = children
        pending.append((k, True))
        pending.extend((ck, False) for ck, _ in children if ck not in edges)
    mass: dict[Hashable, Fraction] = {first: Fraction(1)}
    out: list[tuple[Any, Fraction]] = []
    for k in reversed(order):  # every parent of k comes before k
        p = mass.get(k, Fraction(0))
        state = states[k]
        if state.to_move == seat and state.to_move is not CHANCE and edges[k]:
            out.append((state, p))
        for ck, q in edges[k]:
            mass[ck] = mass.get(ck, Fraction(0)) + p * q
    return out


@dataclass(frozen=True)
class CostlyDecision:
    """One decision of a policy: the position, the policy's move, a best move, what the
    policy's move loses against it (in the values' unit, best play afterwards), and the
    probability that the policy meets this position."""

    state: Any
    move: Any
    best_move: Any
    lost: Fraction
    probability: Fraction

    @property
    def cost(self) -> Fraction:
        """The expected loss of this decision: `lost` times `probability`."""
        return self.lost * self.probability


def costly_decisions(
    decisions: list[tuple[Any, Fraction]],
    policy: Any,
    move_values: Callable[[Any], dict[Any, Fraction]],
    count: int | None = 10,
) -> tuple[CostlyDecision, ...]:
    """The policy's decisions (from `reach`) ranked by cost, costliest first, at most
    `count` of them (None: all, also those that lose nothing); `move_values(state)` is the
    exact value of every legal move with best play afterwards (a coach)."""
    out = []
    for state, p in decisions:
        values = move_values(state)
        move = policy.choose(state)
        best = max(values.values())
        best_move = next(m for m, v in values.items() if v == best)
        out.append(CostlyDecision(state, move, best_move, best - values[move], p))
    out.sort(key=lambda d: d.cost, reverse=True)
    if count is None:
        return tuple(out)
    return tuple(d for d in out[: whole_number(count, "count", 0)] if d.cost > 0)
