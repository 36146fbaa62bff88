"""Optimal play of Pyramide: the exact value of every choice, by two routes.

The goal of a solitaire game is the sheet's total, 3 x top + 2 x middle + bottom. The
total is linear in the scores written, so from any position it splits into the points
already written and the best expected points still to come, and the latter depends only
on the boxes still open (how many in each row), the dice and the throws left. That gives
a small backward induction: 24 sheets (top 0-1, middle 0-2, bottom 0-3 boxes open),
each a round whose final dice d are worth

    f(d) = max over open rows b of  weight(b) x score(d) + G(sheet without b)

where `G` is the best expected rest of the game and `score` the best build (asked of the
engine, `build.best_build`). A player therefore keeps dice differently depending on the
open boxes: with only the top open a round is worth three times as much, with only the
bottom left a risky keep for 300 points is worth a third as much.

The table solver (`TableSolver`) works over multisets of dice (462 of six dice; the
kept dice are the 462 multisets of 0 to 5 dice) in Python integers. A throw of the dice
not kept is the same as adding the free dice one at a time, so the expected value of
keeping K is the mean over one more die of keeping K and that die:

    E(K) = (1/6) x sum over f = 1..6 of E(K + f),   E(d) = V(d) for six dice d,

which costs six additions per multiset instead of a sum over every throw. On a common
denominator (6**6 per throw level) these are integer additions; the best proper
sub-multiset of each throw is found by the same trick (the best of K and its parents
K minus one die). A whole game is 23 such rounds: about 0.1 s.

The generic route is `pyramide_kit.optimal.Solver` over the engine itself (`Game`,
`Roll`, `Dice`, `Write`), with `position_key` below (which forgets dice positions) and a
leaf at the end of one round (`engine_solver`). Tests check that both routes agree
exactly: for `round_value(1..3)`, and for the game round by round (the engine's round
with the table's `G` of the remaining sheet as the leaf must give the table's `G` of the
sheet, which by induction over the open boxes proves `G`), and fully through the engine
on sheets with one box open.

`move_values(state)` is the coach: the exact expected final total of every legal move
of the seat to move (its own sheet; other seats' play does not change it). The tables
are built on the first call for a set of rules and kept, so each later call is a few
dictionary lookups. `OptimalPolicy` plays the best move. `seat_value(state, seat)` is
the expected final total of any seat from any position, and `report(state, seat)` the
exact game report built on it (`pyramide_kit.report`: start, luck, costs).

`game_value(round_score_only=True)` is the value for a player who keeps dice as if only
the round score counted (`round_value`'s policy, see `RoundScorePolicy`) and then
chooses the box optimally; the gap to `game_value()` is what ignoring the sheet while
throwing costs.

A student's own strategy (`policy_value`, `game_policy_value`, `policy_report`): any
object with `choose(state)` makes every decision, and the same multiset recursion runs
with the policy's keep (or write) in place of the best one: the policy is asked once per
multiset of dice and throw (462 x (throws - 1) questions, on a state with the dice
sorted), so its move may depend on the dice as a multiset, the throws made and the sheet,
not on where the dice lie. The second route is the generic `Solver` with `policy=` over
the engine. The whole game (`game_policy_value`) asks the policy on one sheet per set of
open boxes (24 sheets, the written boxes holding 0), so it needs a policy that decides by
the open boxes, not by the points written; a policy that looks at the points would need
the sheets themselves as states, and after six rounds of 119 possible scores in three
rows those are far too many (the generic solver on a sheet with one or two boxes open is
the test's check).

Play for a goal (`round_chance`, `game_chance`, `move_chances`, `round_move_chances`):
the greatest probability that a round's best build scores at least a target is the same
round recursion with f(d) = 1 if score(d) >= target else 0. For the game the state holds
the points still needed, r = target - points written, and

    C(open, r) = the round's chance with f(d) = max over open rows b of
                 C(open without b, r - weight(b) x score(d)),   C(none, r) = [r <= 0].

C(open, r) changes only where r crosses a total the open boxes can still add, so r is
rounded up to the least such total (the totals of the open boxes are few: sums of 119
scores, a few thousand integers at most, found as bit sets). The needed (open, r) are
found from the top down, and for one set of open boxes every needed r is solved at once
in numpy (one column per r, `_columns_round`): floats choose the best options (the
chances, and their complements 1 - C for chances near 1, which the chances' own floats
cannot tell apart), the numerators are carried modulo a few primes of 50 bits and
rebuilt by Chinese remaindering, and options the floats cannot tell apart are compared
exactly, so the chances stay exact (`_GoalSolver`). `move_chances` takes the sub-sheets'
chances from that solve and runs the current round's recursion (`solve_round`) for the
one needed r; its first answer on an empty sheet is a whole solve (seconds), later ones
milliseconds. The chances of the first target the coach offers (`goal_range`) under the
default rules are shipped with the kit (`ship`, `pyramide_kit.shipped`): the solver
starts from them, so that first answer takes milliseconds too. So are the table
solver's round scores and sheet values `G` under the default rules: a widget's coach
and goal setting need them the moment it appears. `goal_conflicts` lists
the round positions where the move with the best chance of a target is not the move with
the best expected score.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass, field, replace
from fractions import Fraction
from functools import cache, cached_property
from itertools import combinations
from math import factorial, lcm, prod
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

import numpy as np

from pyramide_kit.checks import whole_number
from pyramide_kit.dice import multisets, roll_distribution
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.exact import Distribution, to_sympy
from pyramide_kit.optimal import (
    BestMovePolicy,
    CostlyDecision,
    Solver,
    best_of,
    check_policy,
    costly_decisions,
    policy_move,
    reach,
)
from pyramide_kit.pyramide.build import best_build
from pyramide_kit.pyramide.game import Game, after_throw, new_game
from pyramide_kit.pyramide.moves import Roll, Write
from pyramide_kit.pyramide.rules import BOXES, MOST_THROWS, ROW_BOXES, Rules
from pyramide_kit.pyramide.sheet import ScoreSheet
from pyramide_kit.report import GameReport, report_from
from pyramide_kit.shipped import keyed_name, read_json, shipped_file, write_json
from pyramide_kit.table import CHANCE

if TYPE_CHECKING:
    import sympy

__all__ = [
    "OptimalPolicy",
    "RoundScorePolicy",
    "TableSolver",
    "best_move",
    "engine_solver",
    "game_chance",
    "game_policy_value",
    "game_value",
    "goal_conflicts",
    "move_chances",
    "move_values",
    "open_boxes",
    "policy_report",
    "policy_value",
    "position_key",
    "report",
    "round_chance",
    "round_move_chances",
    "round_start",
    "round_value",
    "seat_value",
]

Open = tuple[int, int, int]
"""Boxes still free in the top, middle and bottom row."""

_DICE = 6
_FULL: Open = tuple(ROW_BOXES[box] for box in BOXES)  # type: ignore[assignment]


# ---- multisets of dice as indices ---------------------------------------------------
class _Multisets:
    """Every multiset of 0 to 6 dice with an index, its children (one die more) and
    parents (one die less), so the recursions run over plain lists of integers."""

    def __init__(self) -> None:
        self.all = tuple(ms for size in range(_DICE + 1) for ms in multisets(size))
        self.index = {ms: i for i, ms in enumerate(self.all)}
        self.size = tuple(len(ms) for ms in self.all)
        self.children = tuple(
            tuple(self.index[tuple(sorted((*ms, f)))] for f in range(1, 7))
            if len(ms) < _DICE
            else ()
            for ms in self.all
        )
        self.parents = tuple(
            tuple(sorted({self.index[ms[:i] + ms[i + 1 :]] for i in range(len(ms))}))
            for ms in self.all
        )
        self.six = tuple(i for i, size in enumerate(self.size) if size == _DICE)
        self.kept = tuple(i for i, size in enumerate(self.size) if size < _DICE)  # by size


_MS = _Multisets()
_EMPTY = _MS.index[()]


def open_boxes(sheet: ScoreSheet) -> Open:
    """The free boxes of a sheet per row (top, middle, bottom)."""
    return tuple(sheet.free(box) for box in BOXES)  # type: ignore[return-value]


def _without(open_: Open, row: int) -> Open:
    return tuple(n - (i == row) for i, n in enumerate(open_))  # type: ignore[return-value]


def _sheets_by_size() -> list[Open]:
    """Every sheet of open boxes, fewest open first (the order of the induction)."""
    sheets = [
        (t, m, b)
        for t in range(_FULL[0] + 1)
        for m in range(_FULL[1] + 1)
        for b in range(_FULL[2] + 1)
    ]
    return sorted(sheets, key=sum)


# ---- one round over multisets, in integers ------------------------------------------
@dataclass(frozen=True)
class RoundTable:
    """The solved round for one terminal value f (as integers over `denominator`).

    `keep[j][K]`: numerator of the expected value of keeping the dice K (index of a
    multiset of 0 to 5 dice) and throwing the others, when after that throw j throws are
    left, over `keep_denominator[j]`. `final[d]`: numerator of f(d) over `denominator`.
    """

    final: tuple[int, ...]
    denominator: int
    keep: tuple[tuple[int, ...], ...]
    keep_denominator: tuple[int, ...]

    def keep_value(self, kept: tuple[int, ...], left_after: int) -> Fraction:
        """E[value] of keeping the pips `kept` (sorted) with `left_after` throws after."""
        return Fraction(self.keep[left_after][_MS.index[kept]], self.keep_denominator[left_after])

    @property
    def value(self) -> Fraction:
        """The round's value before its first throw."""
        return self.keep_value((), len(self.keep) - 1)


def solve_round(final: tuple[int, ...], denominator: int, throws: int) -> RoundTable:
    """Backward induction over one round of up to `throws` throws whose final dice are
    worth `final[d] / denominator` (d: the index of a multiset of six dice).

    Level j (j throws left after the coming throw): V_0 = f; E_j(K) = mean of V_j over the
    throw; V_{j+1}(d) = max(f(d), max over K < d of E_j(K)). Each level's values share the
    denominator `denominator x 6**(6 (j + 1))`, so everything is an integer.
    """
    n = len(_MS.all)
    six_power = 6**_DICE
    power_of_size = [6**size for size in _MS.size]
    value = list(final)  # V_j numerators, over `scale` (only the six-dice entries used)
    scale = denominator
    keep_levels: list[tuple[int, ...]] = []
    keep_denominators: list[int] = []
    for level in range(throws):
        # N(K) = sum of V over the 6**(6 - |K|) ordered throws: E_j(K) = N(K) / (scale 6**(6-|K|))
        total = [0] * n
        for d in _MS.six:
            total[d] = value[d]
        for k in reversed(_MS.kept):
            total[k] = sum(total[c] for c in _MS.children[k])
        keep = [0] * n  # on the common denominator scale x 6**6
        for k in _MS.kept:
            keep[k] = total[k] * power_of_size[k]
        keep_levels.append(tuple(keep))
        keep_denominators.append(scale * six_power)
        if level == throws - 1:
            break
        best_sub = [0] * n  # the best keep among K and its sub-multisets
        for k in _MS.kept:
            parents = _MS.parents[k]
            best = keep[k]
            for p in parents:
                if best_sub[p] > best:
                    best = best_sub[p]
            best_sub[k] = best
        lift = six_power * (scale // denominator)
        following = [0] * n
        for d in _MS.six:
            best = final[d] * lift
            for p in _MS.parents[d]:
                if best_sub[p] > best:
                    best = best_sub[p]
            following[d] = best
        value = following
        scale *= six_power
    return RoundTable(tuple(final), denominator, tuple(keep_levels), tuple(keep_denominators))


def _on_common_denominator(values: list[Fraction]) -> tuple[tuple[int, ...], int]:
    denominator = lcm(*(v.denominator for v in values))
    return tuple(int(v * denominator) for v in values), denominator


class TableSolver:
    """The table route for one set of rules: round scores per multiset asked of the
    engine once, then every sheet's round solved by `solve_round` (see the module text).
    """

    def __init__(self, rules: Rules = Rules(), shipped: object = None) -> None:
        if not isinstance(rules, Rules):
            raise RuleError(
                f"rules must be a pyramide Rules object, not {quoted(rules)}", "pyr_err_rules"
            )
        self.rules = rules
        self._rounds: dict[Open, RoundTable] = {}
        self._game: dict[Open, Fraction] = {(0, 0, 0): Fraction(0)}
        if isinstance(shipped, dict):
            self.__dict__["scores"] = tuple(shipped["scores"])
            self._game.update({tuple(o): Fraction(n, d) for o, n, d in shipped["game"]})

    @cached_property
    def scores(self) -> tuple[int, ...]:
        """The best build's round score of each multiset of six dice (0 elsewhere)."""
        out = [0] * len(_MS.all)
        for d in _MS.six:
            out[d] = best_build(_MS.all[d], self.rules).score
        return tuple(out)

    def round_table(self, throws: int) -> RoundTable:
        """One round scored by its round score only (f = score), `throws` throws."""
        return _score_round(self, throws)

    def sheet_round(self, open_: Open) -> RoundTable:
        """The round played on a sheet with `open_` boxes free: f of each round score
        is the best box for it plus G of the sheet left (`game_value` fills the smaller
        sheets' G in order, or they are shipped)."""
        if open_ not in self._rounds:
            finals = [Fraction(0)] * len(_MS.all)
            for d in _MS.six:
                finals[d] = self.final_value(open_, self.scores[d])
            numerators, denominator = _on_common_denominator(finals)
            self._rounds[open_] = solve_round(numerators, denominator, self.rules.throws)
        return self._rounds[open_]

    def final_value(self, open_: Open, score: int) -> Fraction:
        """f: the best expected rest of the game when a round ends with `score`."""
        weights = self.rules.box_weights
        return max(
            weights[row] * score + self.game_value(_without(open_, row))
            for row in range(len(BOXES))
            if open_[row]
        )

    def game_value(self, open_: Open = _FULL) -> Fraction:
        """G: the best expected points still to come on a sheet with `open_` boxes free."""
        if open_ in self._game:
            return self._game[open_]
        for sheet in _sheets_by_size():
            if sheet in self._game or any(n > full for n, full in zip(sheet, open_, strict=True)):
                continue
            self._game[sheet] = self.sheet_round(sheet).value
        return self._game[open_]

    def shipped(self) -> dict[str, list]:
        """What `ship` writes of this solver: the round scores and every sheet's G (as
        numerator and denominator), which a solver built with them starts from."""
        self.game_value()
        return {
            "scores": list(self.scores),
            "game": [[list(o), g.numerator, g.denominator] for o, g in self._game.items()],
        }


@cache
def _score_round(tables: TableSolver, throws: int) -> RoundTable:
    return solve_round(tables.scores, 1, throws)


@cache
def tables(rules: Rules = Rules()) -> TableSolver:
    """The table solver of a set of rules, built once and kept (the coach's tables),
    starting from the shipped scores and sheet values where the kit has them."""
    path = shipped_file("pyramide", _values_name(rules))
    return TableSolver(rules, read_json(path) if path.exists() else None)


# ---- the entry points ----------------------------------------------------------------
def round_value(throws: int = 3, rules: Rules = Rules()) -> sympy.Rational:
    """The best expected round score of one round of `throws` throws (the box ignored)."""
    throws = whole_number(throws, "throws", 1, MOST_THROWS)
    return to_sympy(tables(_checked(rules)).round_table(throws).value)


def game_value(rules: Rules = Rules(), round_score_only: bool = False) -> sympy.Rational:
    """The best expected total of a solitaire game, the choice of box included.

    With `round_score_only` the player keeps dice as `round_value`'s policy does (for the
    round score alone, `RoundScorePolicy`) and only the boxes are chosen optimally.
    """
    rules = _checked(rules)
    if round_score_only:
        return to_sympy(_round_score_only_game(rules, _FULL))
    return to_sympy(tables(rules).game_value(_FULL))


def _checked(rules: object) -> Rules:
    if not isinstance(rules, Rules):
        raise RuleError(
            f"rules must be a pyramide Rules object, not {quoted(rules)}", "pyr_err_rules"
        )
    return rules


# ---- the coach ------------------------------------------------------------------------
def _decision(state: object) -> Game:
    if not isinstance(state, Game) or state.to_move is None or state.to_move is CHANCE:
        raise RuleError(
            "the coach values the moves of a seat of a Pyramide game that is to move",
            "pyr_err_policy_state",
        )
    return state


def move_values(state: Game) -> dict[Roll | Write, Fraction]:
    """The exact expected final total of the seat to move after each of its legal moves
    (its own sheet; optimal play afterwards), in the engine's order of `legal_moves`."""
    state = _decision(state)
    solver = tables(state.rules)
    sheet = state.sheet
    open_ = open_boxes(sheet)
    written = Fraction(sheet.total)
    table = solver.sheet_round(open_)
    left_after = state.throws_left - 1
    out: dict[Roll | Write, Fraction] = {}
    if not state.dice:
        out[Roll()] = written + table.keep_value((), left_after)
        return out
    score = state.best.score
    weights = state.rules.box_weights
    for move in state.legal_moves():
        if isinstance(move, Roll):
            kept = tuple(sorted(state.dice[i] for i in move.keep))
            out[move] = written + table.keep_value(kept, left_after)
        else:
            row = BOXES.index(move.box)
            rest = solver.game_value(_without(open_, row))
            out[move] = written + weights[row] * score + rest
    return out


def best_move(state: Game) -> Roll | Write:
    """A move of greatest value (the first listed where several tie)."""
    return best_of(move_values(state))


def seat_value(state: Game, seat: int) -> Fraction:
    """The exact expected final total of `seat`'s sheet from `state` under optimal play
    (its written points included; the other seats' play does not change it)."""
    if not isinstance(state, Game):
        raise RuleError(
            f"the state must be a Pyramide Game, not {quoted(state)}", "pyr_err_policy_state"
        )
    seat = whole_number(seat, "seat", 0, len(state.seats) - 1)
    sheet = state.sheets[seat]
    solver = tables(state.rules)
    open_ = open_boxes(sheet)
    written = Fraction(sheet.total)
    if state.over or state.current != seat or not (state.dice or state.rethrow):
        return written + solver.game_value(open_)
    if state.rethrow is not None:  # chance throws the seat's dice
        kept = tuple(sorted(v for i, v in enumerate(state.dice) if i not in state.rethrow))
        return written + solver.sheet_round(open_).keep_value(kept, state.throws_left - 1)
    return max(move_values(state).values())


def report(state: Game, seat: int = 0) -> GameReport:
    """The exact game report of `seat` (`pyramide_kit.report`): the optimal expected
    total at the start, the luck of each throw of its dice and the cost of each of its
    decisions, with `total == start + sum(luck) - sum(costs)` in Fractions. Each seat is
    valued as if alone (the seats' sheets do not interact); for a game not yet over,
    `total` is the expected final total from the current position."""
    if not isinstance(state, Game):
        raise RuleError(
            f"the state must be a Pyramide Game, not {quoted(state)}", "pyr_err_policy_state"
        )
    return report_from(state, seat, seat_value, move_values, new_game(state.seats, state.rules))


@dataclass(frozen=True)
class OptimalPolicy(BestMovePolicy):
    """Plays `best_move`: the greatest expected final total of its own sheet."""

    best_move: ClassVar[Callable[[Game], Roll | Write]] = staticmethod(best_move)


# ---- keeping for the round score only ------------------------------------------------
@dataclass(frozen=True)
class RoundScorePolicy:
    """Keeps dice for the round score alone (`round_value`'s policy) and writes the box
    that is best given that it keeps playing so.

    Throwing: stop when the score now is at least the best keep's expected round score;
    else keep the pips of the best keep (the first in `Roll` order where keeps tie).
    """

    def keep_values(self, dice: tuple[int, ...], left: int, rules: Rules) -> tuple[int, ...] | None:
        """The pips to keep with `left` throws left (at least 1), or None to stop."""
        return _round_keep(tuple(sorted(dice)), left, rules)

    def choose(self, state: Game) -> Roll | Write:
        """The seat's move under this policy."""
        state = _decision(state)
        if not state.dice:
            return Roll()
        if state.can_throw:
            kept = self.keep_values(state.dice, state.throws_left, state.rules)
            if kept is not None:
                return Roll(_positions(state.dice, kept))
        open_ = open_boxes(state.sheet)
        score = state.best.score
        weights = state.rules.box_weights
        return max(
            (move for move in state.legal_moves() if isinstance(move, Write)),
            key=lambda m: (
                weights[BOXES.index(m.box)] * score
                + _round_score_only_game(state.rules, _without(open_, BOXES.index(m.box)))
            ),
        )


def _positions(dice: tuple[int, ...], kept: tuple[int, ...]) -> tuple[int, ...]:
    left = list(kept)
    positions = []
    for i, pip in enumerate(dice):
        if pip in left:
            left.remove(pip)
            positions.append(i)
    return tuple(positions)


def _sub_multisets(dice: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    """The proper sub-multisets of six dice, in the order of the `Roll` moves."""
    seen = set()
    for size in range(len(dice)):
        for keep in combinations(range(len(dice)), size):
            kept = tuple(dice[i] for i in keep)
            if kept not in seen:
                seen.add(kept)
                yield kept


@cache
def _round_keep(dice: tuple[int, ...], left: int, rules: Rules) -> tuple[int, ...] | None:
    table = tables(rules).round_table(rules.throws)
    stop = Fraction(tables(rules).scores[_MS.index[dice]])
    best, chosen = stop, None
    for kept in _sub_multisets(dice):
        value = table.keep_value(kept, left - 1)
        if value > best:
            best, chosen = value, kept
    return chosen


@cache
def round_score_policy_scores(rules: Rules = Rules()) -> Distribution:
    """Exact law of the round score under `RoundScorePolicy`'s throwing: a Markov chain
    over the multisets, each throw stepped by the engine's `game.after_throw`."""
    policy = RoundScorePolicy()
    dist = roll_distribution(rules.dice)
    for left in range(rules.throws - 1, 0, -1):

        def step(dice: tuple[int, ...], left: int = left) -> Distribution:
            kept = policy.keep_values(dice, left, rules)
            return Distribution.point(dice) if kept is None else after_throw(kept, rules)

        dist = dist.then(step)
    return dist.map(lambda dice: best_build(dice, rules).score)


@cache
def _round_score_only_game(rules: Rules, open_: Open) -> Fraction:
    """G for the round-score player: E over its score law of the best box and the rest."""
    if open_ == (0, 0, 0):
        return Fraction(0)
    weights = rules.box_weights
    law = round_score_policy_scores(rules)
    return sum(
        (
            p
            * max(
                weights[row] * score + _round_score_only_game(rules, _without(open_, row))
                for row in range(len(BOXES))
                if open_[row]
            )
            for score, p in law.items()
        ),
        Fraction(0),
    )


# ---- the generic route ----------------------------------------------------------------
def position_key(state: Game) -> Hashable:
    """What the future of a Pyramide position depends on: the sheets, the seat, the
    throws made and the dice as a multiset (at a chance step: the multiset of the dice
    that stay down). Dice positions and the history are forgotten.

    Why this is safe (two states with equal keys have equal values, by induction over
    the moves left in the game, which are finitely many):
    - at a seat's decision with dice d, permuting the positions by some pi maps the moves
      one to one: `Roll(keep)` to `Roll(pi(keep))` (same kept pips, same number thrown,
      same throws made), `Write(box)` to itself; `Write` scores `best_build` of the
      multiset and clears the dice, so the states reached have equal keys;
    - at a chance step the outcomes' law depends only on how many dice are thrown, and
      after `Dice(values)` the dice are the kept pips plus `values`, whichever positions
      they land on, so again the states reached have equal keys;
    - at the end the value is the sheets' totals, which the key holds.
    """
    if state.rethrow is None:
        dice = tuple(sorted(state.dice))
        return (state.sheets, state.current, state.throws, "seat", dice)
    kept = tuple(sorted(state.dice[i] for i in range(len(state.dice)) if i not in state.rethrow))
    return (state.sheets, state.current, state.throws, "chance", kept)


def engine_solver(
    start: Game, rest: Callable[[Open], Fraction | int] | None = None, policy: object = None
) -> Solver:
    """The generic `Solver` over the engine for the round of `start` (one seat, solitaire):
    the leaf is the first state after that round's `Write`, worth the sheet's total plus
    `rest(open boxes)` (default 0: the round alone, or the game's end). With `policy` the
    seat's decisions follow `policy.choose` (the policy's value, not the best)."""
    if not isinstance(start, Game) or len(start.seats) != 1:
        raise RuleError("the engine solver plays a solitaire game", "pyr_err_policy_state")
    written = start.sheet.rounds_written
    extra = rest or (lambda open_: 0)

    def leaf(state: Game) -> Fraction | None:
        sheet = state.sheets[0]
        if sheet.rounds_written == written:
            return None
        return Fraction(sheet.total) + Fraction(extra(open_boxes(sheet)))

    return Solver(0, leaf=leaf, key=position_key, policy=policy)


# ---- a student's own strategy, valued exactly ------------------------------------------
def round_start(throws: int = 3, rules: Rules = Rules()) -> Game:
    """A solitaire game at its first round with `throws` throws a round (the state the
    policy functions start from)."""
    throws = whole_number(throws, "throws", 1, MOST_THROWS)
    return new_game(1, replace(_checked(rules), throws=throws))


def _policy_round(
    policy: object, start: Game, write_value: Callable[[int, Write], Fraction]
) -> Fraction:
    """The expected value of the round of `start` when `policy` decides: the multiset
    recursion of `solve_round` with the policy's move at each multiset and throw.

    `write_value(d, move)`: what a `Write` with the dice `d` (a multiset index) is worth.
    Level t (throws made): V_t(d) = write_value if the policy writes, else the mean of
    V_{t+1} over the throw of the dice it does not keep (the children sums of
    `solve_round`: E(K) = (1/6) sum over f of E(K + f)).
    """
    rules = start.rules
    last = rules.throws
    n = len(_MS.all)

    def state_at(d: int, t: int) -> Game:
        return Game(rules, start.seats, start.sheets, start.current, _MS.all[d], t)

    value: list[Fraction] = [Fraction(0)] * n
    for d in _MS.six:  # no throws left: the policy can only write
        value[d] = write_value(d, policy_move(policy, state_at(d, last)))
    for t in range(last - 1, -1, -1):
        mean = [Fraction(0)] * n
        for d in _MS.six:
            mean[d] = value[d]
        for k in reversed(_MS.kept):
            mean[k] = sum((mean[c] for c in _MS.children[k]), Fraction(0)) / 6
        if t == 0:
            policy_move(policy, start)  # before the first throw: Roll() alone
            return mean[_EMPTY]
        following = [Fraction(0)] * n
        for d in _MS.six:
            state = state_at(d, t)
            move = policy_move(policy, state)
            if isinstance(move, Write):
                following[d] = write_value(d, move)
            else:
                kept = tuple(sorted(state.dice[i] for i in move.keep))
                following[d] = mean[_MS.index[kept]]
        value = following
    raise AssertionError("a round has at least one throw")


def policy_value(policy: object, throws: int = 3, rules: Rules = Rules()) -> sympy.Rational:
    """The exact expected best-build score of one round when `policy.choose(state)` makes
    every decision (a `Write` ends the round with the dice as they are and scores their
    best build, whichever box it names), by the multiset recursion (module text)."""
    start = round_start(throws, rules)
    scores = tables(start.rules).scores
    value = _policy_round(check_policy(policy), start, lambda d, move: Fraction(scores[d]))
    return to_sympy(value)


def game_policy_value(policy: object, rules: Rules = Rules()) -> sympy.Rational:
    """The exact expected total of a solitaire game when `policy` makes every decision,
    keeps and boxes, for a policy that decides by the dice, the throws and the open boxes
    (asked on one sheet per set of open boxes, written boxes holding 0; module text).
    About 23 policy rounds of 924 questions each: a second or two for `OptimalPolicy`."""
    policy = check_policy(policy)
    rules = _checked(rules)
    scores = tables(rules).scores
    weights = rules.box_weights
    seats = new_game(1, rules).seats
    values: dict[Open, Fraction] = {(0, 0, 0): Fraction(0)}
    for sheet in _sheets_by_size():
        if sheet in values:
            continue
        written = ScoreSheet(
            *((0,) * (ROW_BOXES[box] - sheet[i]) for i, box in enumerate(BOXES)), rules=rules
        )
        start = Game(rules, seats, (written,))

        def write_value(d: int, move: Write, sheet: Open = sheet) -> Fraction:
            row = BOXES.index(move.box)
            return weights[row] * scores[d] + values[_without(sheet, row)]

        values[sheet] = _policy_round(policy, start, write_value)
    return to_sympy(values[_FULL])


def _round_move_values(state: Game) -> dict[Roll | Write, Fraction]:
    """The exact expected round score after each legal move (best play afterwards, the
    box ignored): `round_value`'s table."""
    table = tables(state.rules).round_table(state.rules.throws)
    left_after = state.throws_left - 1
    if not state.dice:
        return {Roll(): table.keep_value((), left_after)}
    out: dict[Roll | Write, Fraction] = {}
    for move in state.legal_moves():
        if isinstance(move, Roll):
            kept = tuple(sorted(state.dice[i] for i in move.keep))
            out[move] = table.keep_value(kept, left_after)
        else:
            out[move] = Fraction(state.best.score)
    return out


def policy_report(
    policy: object, throws: int = 3, rules: Rules = Rules(), count: int | None = 10
) -> tuple[CostlyDecision, ...]:
    """The costliest decisions of `policy` in one round: each position the policy meets
    (a state with the dice sorted), its move, a best move for the round score, the round
    score the move loses with best play afterwards, and the probability of meeting the
    position; ranked by the loss times that probability. With `count=None` every decision
    is listed, and the costs add up to `round_value(throws) - policy_value(policy)`."""
    start = round_start(throws, rules)
    policy = check_policy(policy)
    written = start.sheet.rounds_written
    decisions = reach(
        start,
        policy,
        leaf=lambda s: None if s.sheets[0].rounds_written == written else 0,
        key=position_key,
    )
    return costly_decisions(decisions, policy, _round_move_values, count)


# ---- playing for a goal -----------------------------------------------------------------
def _at_least(target: object) -> int:
    """A target score, checked: a whole number."""
    return whole_number(target, "target", -(10**6), 10**6)


@cache
def _chance_table(rules: Rules, throws: int, target: int) -> RoundTable:
    scores = tables(rules).scores
    final = tuple(int(d in _SIX and scores[d] >= target) for d in range(len(_MS.all)))
    return solve_round(final, 1, throws)


_SIX = frozenset(_MS.six)


def round_chance(target: int, throws: int = 3, rules: Rules = Rules()) -> sympy.Rational:
    """The greatest probability that a round's best build scores at least `target`."""
    throws = whole_number(throws, "throws", 1, MOST_THROWS)
    return to_sympy(_chance_table(_checked(rules), throws, _at_least(target)).value)


def round_move_chances(state: Game, target: int) -> dict[Roll | Write, Fraction]:
    """The chance that this round's score reaches `target` after each legal move of the
    seat (best play for the target afterwards), in the engine's order of moves."""
    state = _decision(state)
    table = _chance_table(state.rules, state.rules.throws, _at_least(target))
    left_after = state.throws_left - 1
    if not state.dice:
        return {Roll(): table.keep_value((), left_after)}
    reached = Fraction(int(state.best.score >= _at_least(target)))
    out: dict[Roll | Write, Fraction] = {}
    for move in state.legal_moves():
        if isinstance(move, Roll):
            out[move] = table.keep_value(
                tuple(sorted(state.dice[i] for i in move.keep)), left_after
            )
        else:
            out[move] = reached
    return out


class _Lattice:
    """The multisets of `_Multisets` as numpy index arrays, for rounds solved on many
    columns at once: by size, the children (one die more), and the multisets grouped by
    their number of parents (one die less; a multiset of d distinct faces has d), each
    group with its parents as an array of that width, so no option is looked at twice."""

    def __init__(self) -> None:
        size = np.array(_MS.size)
        self.by_size = [np.flatnonzero(size == s) for s in range(_DICE + 1)]
        self.children = [np.array([_MS.children[i] for i in idx]) for idx in self.by_size[:-1]]
        self.groups: list[list[tuple[np.ndarray, np.ndarray]]] = [[]]
        for idx in self.by_size[1:]:
            widths = np.array([len(_MS.parents[i]) for i in idx])
            self.groups.append(
                [
                    (idx[widths == w], np.array([_MS.parents[i] for i in idx[widths == w]]))
                    for w in np.unique(widths).tolist()
                ]
            )
        self.six = self.by_size[_DICE]
        self.orders = np.array(
            [factorial(_DICE) // prod(factorial(_MS.all[d].count(f)) for f in range(1, 7))
             for d in self.six]
        )  # fmt: skip


@cache
def _lattice() -> _Lattice:
    return _Lattice()


def _tolerance(throws: int) -> float:
    """Relative gap below which two float values are compared exactly: four times the
    floats' relative error bound (2 + 7 x 6 x throws) x 2**-53 (`_GoalSolver`)."""
    return (2 + 42 * throws) * 2.0**-51


@cache
def _primes(count: int) -> tuple[int, ...]:
    """The `count` largest primes below 2**50 (residues of sums of six stay below 2**53
    and a residue times 6**5 below 2**63: numpy int64 holds both)."""
    import sympy

    out = [sympy.prevprime(2**50)]
    while len(out) < count:
        out.append(sympy.prevprime(out[-1]))
    return tuple(out)


def _primes_above(bound: int) -> tuple[int, ...]:
    """The fewest of `_primes` whose product exceeds `bound`."""
    count = 1
    while prod(_primes(count)) <= bound:
        count += 1
    return _primes(count)


class _Crt:
    """Chinese remaindering for a set of primes: residues (primes x columns, int64) to the
    Python integers in [0, product) they stand for."""

    def __init__(self, primes: tuple[int, ...]) -> None:
        self.primes = primes
        self.modulus = prod(primes)
        self.basis = [
            (self.modulus // p) * pow(self.modulus // p, -1, p) % self.modulus for p in primes
        ]

    def __call__(self, residues: np.ndarray) -> list[int]:
        total = sum(
            (row.astype(object) * c for row, c in zip(residues, self.basis, strict=True)),
            np.zeros(residues.shape[1:], dtype=object),
        )
        return [int(v) % self.modulus for v in total.ravel()]


@dataclass
class _Sheet:
    """C(open, r) for one set of open boxes, on the totals `totals` (sorted: the r where
    C changes). Entry i holds C(open, totals[i]) once `known[i]`, the last entry (one
    past the totals) C = 0 for r above every total; entry 0 is 1 (every play adds at
    least the least total). `exact`: numerators over `scale`; `approx`: floats;
    `missed`: floats of 1 - C (both rounded once from the exact numbers, so each is
    close relative to itself where the other is not: chances near 1 are told apart by
    `missed`); `residues`: the numerators modulo each of `primes`."""

    totals: np.ndarray
    scale: int
    primes: tuple[int, ...]
    known: np.ndarray = field(init=False)
    exact: list[int] = field(init=False)
    approx: np.ndarray = field(init=False)
    missed: np.ndarray = field(init=False)
    residues: np.ndarray = field(init=False)

    def __post_init__(self) -> None:
        size = len(self.totals) + 1
        self.known = np.zeros(size, dtype=bool)
        self.exact = [0] * size
        self.approx = np.zeros(size)
        self.missed = np.ones(size)
        self.residues = np.zeros((len(self.primes), size), dtype=np.int64)
        self.set(np.array([0, size - 1]), [self.scale, 0])

    def index(self, need: np.ndarray) -> np.ndarray:
        """The entry of C(open, need) for each need (the least total at least need)."""
        return np.searchsorted(self.totals, need, side="left")

    def set(self, where: np.ndarray, numerators: list[int]) -> None:
        values = np.array(numerators, dtype=object)
        self.known[where] = True
        for i, v in zip(where.tolist(), numerators, strict=True):
            self.exact[i] = v
        self.approx[where] = (values / self.scale).astype(float)
        self.missed[where] = ((self.scale - values) / self.scale).astype(float)
        for j, p in enumerate(self.primes):
            self.residues[j, where] = (values % p).astype(np.int64)


_STOP = -1
"""The choice 'write now' among a round's options (the others are multisets kept)."""


def _fold(
    options: list[tuple[np.ndarray, np.ndarray, np.ndarray]],
    residues: Callable[[np.ndarray, np.ndarray, np.ndarray], np.ndarray],
    crt: _Crt,
    tolerance: float,
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The exact best of some options per entry: `options` are (float values, float
    complements 1 - value, choices), arrays of one shape (choices may broadcast to it);
    `residues(choices, rows, columns)` gives the exact numerators of choices (modulo
    `crt.primes`, primes x entries) on one common denominator. Returns the best's
    (values, complements, choices).

    The floats pick the best: the greatest value where it is at most 1/2, else the least
    complement (a chance near 1 is told apart by its complement, near 0 by itself); the
    first listed wins a float tie. An option within `tolerance` (relative, of that float)
    of the best and with another choice is compared exactly: equal residues mean equal
    numbers (they are below the product of the primes), else both are rebuilt by `crt`
    and compared."""
    values = np.stack([value for value, _, _ in options])
    misses = np.stack([missed for _, missed, _ in options])
    choices = np.stack([np.broadcast_to(choice, values.shape[1:]) for _, _, choice in options])
    high_at, low_at = values.argmax(axis=0)[None], misses.argmin(axis=0)[None]
    by_missed = np.take_along_axis(values, high_at, 0)[0] > 0.5
    at = np.where(by_missed, low_at, high_at)
    best = np.take_along_axis(values, at, 0)[0]
    best_missed = np.take_along_axis(misses, at, 0)[0]
    chosen = np.take_along_axis(choices, at, 0)[0]
    near = np.where(by_missed, misses <= best_missed * (1 + tolerance),
                    values >= best * (1 - tolerance))  # fmt: skip
    near &= (choices != chosen) & np.where(by_missed, best_missed > 0, best > 0)
    if not near.any():
        return best, best_missed, chosen
    k, r, c = np.nonzero(near)
    other = choices[k, r, c]
    differ = (residues(other, r, c) != residues(chosen[r, c], r, c)).any(axis=0)
    if differ.any():  # a true near tie: decided on the exact numbers
        k, r, c, other = k[differ], r[differ], c[differ], other[differ]
        theirs = crt(residues(other, r, c))
        mine = crt(residues(chosen[r, c], r, c))
        exact = dict(zip(zip(r.tolist(), c.tolist(), strict=True), mine, strict=True))
        for o, i, j, v in zip(k.tolist(), r.tolist(), c.tolist(), theirs, strict=True):
            if v > exact[i, j]:
                exact[i, j] = v
                chosen[i, j] = choices[o, i, j]
                best[i, j], best_missed[i, j] = values[o, i, j], misses[o, i, j]
    return best, best_missed, chosen


def _of_parents(
    parents: np.ndarray, best: np.ndarray, best_missed: np.ndarray, best_choice: np.ndarray
) -> list[tuple[np.ndarray, np.ndarray, np.ndarray]]:
    """The options of a group of multisets that come from their parents (one die less):
    each parent's best (value, complement, choice), one option per column of `parents`."""
    return [(best[column], best_missed[column], best_choice[column]) for column in parents.T]


def _columns_round(final: np.ndarray, final_missed: np.ndarray, final_residues: np.ndarray,
                   primes: tuple[int, ...], throws: int) -> np.ndarray:  # fmt: skip
    """`solve_round` for many finals at once, one column each: `final` (six-dice
    multisets x columns) the values as floats, `final_missed` the floats of 1 - value,
    `final_residues` (primes x six-dice multisets x columns) their numerators over a
    denominator D modulo `primes`.
    Returns the residues of the round's values over D x 6**(6 x throws) (primes x
    columns), exact when every numerator met is below the primes' product.

    Each level as in `solve_round`: the numerators N(K) of the ordered throws by the
    children sums (modulo the primes), keep(K) = N(K) x 6**|K| on the level's common
    denominator, the same means in floats (of the values and of their complements) to
    choose the best keep and write-or-keep, choices checked exactly by `_fold`. The first
    throw keeps nothing and chooses nothing: only its N(()) is summed, by the orders of
    each six-dice multiset."""
    lattice = _lattice()
    n, columns = len(_MS.all), final.shape[1]
    six = lattice.six
    mod = np.array(primes, dtype=np.int64)[:, None, None]
    crt = _Crt(primes)
    value, value_missed = np.zeros((n, columns)), np.zeros((n, columns))
    value_residues = np.zeros((len(primes), n, columns), dtype=np.int64)
    value[six], value_missed[six] = final, final_missed
    value_residues[:, six] = final_residues
    lifted = final_residues
    for _ in range(throws - 1):
        keep, keep_missed, keep_residues = value, value_missed, value_residues
        for size in range(_DICE - 1, -1, -1):
            idx, children = lattice.by_size[size], lattice.children[size]
            keep[idx] = keep[children].sum(axis=1) / 6
            keep_missed[idx] = keep_missed[children].sum(axis=1) / 6
            keep_residues[:, idx] = keep_residues[:, children].sum(axis=2) % mod
        for size in range(1, _DICE):
            idx = lattice.by_size[size]
            keep_residues[:, idx] = keep_residues[:, idx] * 6**size % mod
        lifted = lifted * 6**3 % mod * 6**3 % mod  # the finals on the keeps' denominator

        def kept(choice: np.ndarray, rows: np.ndarray, cols: np.ndarray) -> np.ndarray:
            return keep_residues[:, choice, cols]  # noqa: B023 (used within the level)

        best, best_missed = np.zeros((n, columns)), np.zeros((n, columns))
        best_choice = np.zeros((n, columns), dtype=np.intp)
        best[_EMPTY], best_missed[_EMPTY] = keep[_EMPTY], keep_missed[_EMPTY]
        best_choice[_EMPTY] = _EMPTY
        for size in range(1, _DICE):  # the best of K and its sub-multisets
            for idx, parents in lattice.groups[size]:
                options = [(keep[idx], keep_missed[idx], idx[:, None])]
                options += _of_parents(parents, best, best_missed, best_choice)
                best[idx], best_missed[idx], best_choice[idx] = _fold(
                    options, kept, crt, _tolerance(throws)
                )

        def written_or_kept(choice: np.ndarray, rows: np.ndarray, cols: np.ndarray) -> np.ndarray:
            stop = lifted[:, rows, cols]  # noqa: B023
            return np.where(choice == _STOP, stop, keep_residues[:, np.maximum(choice, 0), cols])  # noqa: B023

        position = np.empty(len(_MS.all), dtype=np.intp)
        position[six] = np.arange(len(six))
        chosen_value, chosen_missed = np.empty_like(final), np.empty_like(final)
        choice = np.empty(final.shape, dtype=np.intp)
        for idx, parents in lattice.groups[_DICE]:
            rows = position[idx]
            options = [(final[rows], final_missed[rows], np.array(_STOP))]
            options += _of_parents(parents, best, best_missed, best_choice)

            def group_written_or_kept(choice: np.ndarray, r: np.ndarray, c: np.ndarray,
                                      rows: np.ndarray = rows) -> np.ndarray:  # fmt: skip
                return written_or_kept(choice, rows[r], c)

            chosen_value[rows], chosen_missed[rows], choice[rows] = _fold(
                options, group_written_or_kept, crt, _tolerance(throws)
            )
        cols = np.arange(columns)[None, :]
        following = np.where(choice == _STOP, lifted, keep_residues[:, np.maximum(choice, 0), cols])
        value, value_missed = np.zeros((n, columns)), np.zeros((n, columns))
        value_residues = np.zeros_like(keep_residues)
        value[six], value_missed[six] = chosen_value, chosen_missed
        value_residues[:, six] = following
    # the first throw: every ordered throw of six dice, N(()) = sum of orders(d) x value(d)
    spread = value_residues[:, six] * lattice.orders[None, :, None] % mod
    return spread.sum(axis=1) % mod[:, :, 0]


class _GoalSolver:
    """C(open, r): the greatest chance that the open boxes add at least r (module text).

    A round's chance has the denominator 6**(6 x throws) times its finals' one, so the
    chance of a sheet with k boxes open is an integer over `scale(k)` = 6**(6 x throws x
    k). For one set of open boxes every needed r is solved at once (`_columns_round`,
    one column per r): floats choose, and the numerators are carried modulo a few primes
    whose product exceeds the scale, then rebuilt by Chinese remaindering, so the
    results are exact integers. The floats' relative error stays below (2 + 7 x 6 x
    throws) x 2**-53 (the finals are rounded once from exact values; each mean of six
    nonnegative numbers adds at most 7 roundings relative, a maximum none), a quarter of
    `_tolerance`, so an option the floats rank below another by more than that is
    smaller exactly, and closer ones are compared exactly (`_fold`). The needed r are
    found from the top down (`_ensure`), each rounded up to a total the open boxes can
    add (`_Sheet.index`), and solved from the bottom up; what is known is kept."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.scores = tables(rules).scores
        self.distinct = sorted({self.scores[d] for d in _MS.six})
        index = {x: i for i, x in enumerate(self.distinct)}
        self.six = [(d, index[self.scores[d]]) for d in _MS.six]
        self.score_index = np.array([i for _, i in self.six])
        self.primes = _primes_above(self.scale(_FULL))
        self._totals: dict[Open, tuple[int, int]] = {}
        self._sheets: dict[Open, _Sheet] = {}

    def scale(self, open_: Open) -> int:
        return 6 ** (_DICE * self.rules.throws * sum(open_))

    def totals(self, open_: Open) -> tuple[int, int]:
        """(least total, bit set of every total the open boxes can add, shifted by it)."""
        if open_ not in self._totals:
            if open_ == (0, 0, 0):
                self._totals[open_] = (0, 1)
            else:
                row = next(i for i, n in enumerate(open_) if n)
                low, bits = self.totals(_without(open_, row))
                w = self.rules.box_weights[row]
                out = 0
                for x in self.distinct:
                    out |= bits << (w * (x - self.distinct[0]))
                self._totals[open_] = (low + w * self.distinct[0], out)
        return self._totals[open_]

    def sheet(self, open_: Open) -> _Sheet:
        if open_ not in self._sheets:
            least, bits = self.totals(open_)
            raw = np.frombuffer(bits.to_bytes((bits.bit_length() + 7) // 8, "little"), np.uint8)
            offsets = np.flatnonzero(np.unpackbits(raw, bitorder="little"))
            self._sheets[open_] = _Sheet(least + offsets, self.scale(open_), self.primes)
        return self._sheets[open_]

    def _lower(self, open_: Open) -> list[tuple[Open, int]]:
        weights = self.rules.box_weights
        return [(_without(open_, row), weights[row]) for row in range(len(BOXES)) if open_[row]]

    def _ensure(self, open_: Open, need: int) -> int:
        """The entry of C(open, need), solved first if not known (with all it needs)."""
        entry = int(self.sheet(open_).index(np.array([need]))[0])
        if self.sheet(open_).known[entry]:
            return entry
        requests: dict[Open, list[np.ndarray]] = {open_: [np.array([entry])]}
        todo: list[tuple[Open, np.ndarray]] = []
        distinct = np.array(self.distinct)
        for sheet in reversed(_sheets_by_size()):  # the needs, from the top down
            if sheet not in requests:
                continue
            here = self.sheet(sheet)
            asked = np.unique(np.concatenate(requests.pop(sheet)))
            missing = asked[~here.known[asked]]
            if not len(missing):
                continue
            todo.append((sheet, missing))
            for rest, w in self._lower(sheet):
                needs = here.totals[missing][None, :] - w * distinct[:, None]
                requests.setdefault(rest, []).append(np.unique(self.sheet(rest).index(needs)))
        for sheet, missing in reversed(todo):  # solved from the bottom up
            self._solve(sheet, missing)
        return entry

    def _solve(self, open_: Open, entries: np.ndarray) -> None:
        """C(open, r) for the totals r of `entries`, all at once (class text)."""
        here = self.sheet(open_)
        primes = _primes_above(self.scale(open_))
        count = len(primes)
        need = here.totals[entries]
        distinct = np.array(self.distinct)
        options, residues = [], []
        for rest, w in self._lower(open_):
            lower = self.sheet(rest)
            at = lower.index(need[None, :] - w * distinct[:, None])  # scores x columns
            options.append((lower.approx[at], lower.missed[at], at))
            residues.append(lower.residues[:count])
        # the best box per round score and need; `choice` is the entry in that box's sheet
        tagged = [(v, q, at * len(options) + b) for b, (v, q, at) in enumerate(options)]

        def numerators(choice: np.ndarray, rows: np.ndarray, cols: np.ndarray) -> np.ndarray:
            box, at = choice % len(options), choice // len(options)
            out = np.zeros((count, len(choice)), dtype=np.int64)
            for b, table in enumerate(residues):
                out[:, box == b] = table[:, at[box == b]]
            return out

        crt = _Crt(primes)
        final, final_missed, choice = _fold(tagged, numerators, crt, _tolerance(self.rules.throws))
        box, at = choice % len(options), choice // len(options)
        final_residues = np.zeros((count, *choice.shape), dtype=np.int64)
        for b, table in enumerate(residues):
            final_residues[:, box == b] = table[:, at[box == b]]
        six_rows = self.score_index
        root = _columns_round(
            final[six_rows],
            final_missed[six_rows],
            final_residues[:, six_rows],
            primes,
            self.rules.throws,
        )
        here.set(entries, crt(root))

    def numerator(self, open_: Open, need: int) -> int:
        """C(open, need) x scale(open)."""
        return self.sheet(open_).exact[self._ensure(open_, need)]

    def chance(self, open_: Open, need: int) -> Fraction:
        return Fraction(self.numerator(open_, need), self.scale(open_))

    def finals(self, open_: Open, need: int) -> tuple[int, ...]:
        """Per distinct round score: the best chance after writing it, x scale(open - 1)."""
        self._ensure(open_, need)
        rows = self._lower(open_)
        return tuple(
            max(self.numerator(rest, need - w * x) for rest, w in rows) for x in self.distinct
        )

    def table(self, open_: Open, finals: tuple[int, ...]) -> RoundTable:
        final = [0] * len(_MS.all)
        for d, i in self.six:
            final[d] = finals[i]
        return solve_round(tuple(final), self.scale(_without_one(open_)), self.rules.throws)

    def round(self, open_: Open, need: int) -> RoundTable:
        return self.table(open_, self.finals(open_, need))


def _without_one(open_: Open) -> Open:
    return _without(open_, next(i for i, n in enumerate(open_) if n))


_GOAL_LOCK = threading.RLock()
"""Held while a goal solver computes: a widget's coach may fill one in a background
thread while the notebook asks it too, and its tables are filled in place."""


@cache
def _goal_solver(rules: Rules) -> _GoalSolver:
    """The one goal solver of `rules` per session, starting from the shipped chances."""
    solver = _GoalSolver(rules)
    path = shipped_file("pyramide", _goal_name(rules))
    data = read_json(path) if path.exists() else None
    for open_, where, numerators in data if isinstance(data, list) else ():
        solver.sheet(tuple(open_)).set(np.array(where, dtype=np.intp), numerators)
    return solver


def goal_range(rules: Rules = Rules()) -> tuple[int, int]:
    """The coach's targets for a game's total: the greatest (every box with the best
    score) and the one offered first (the optimal expected total, rounded to 50)."""
    solver = tables(_checked(rules))
    weights = rules.box_weights
    most = max(solver.scores) * sum(weights[row] * ROW_BOXES[box] for row, box in enumerate(BOXES))
    return most, min(50 * round(solver.game_value() / 50), most)


def _goal_name(rules: Rules) -> str:
    return keyed_name("goal", rules, suffix="json.gz")


def _values_name(rules: Rules) -> str:
    return keyed_name("values", rules, suffix="json.gz")


def ship(directory: Path) -> list[Path]:
    """Write the default rules' round scores and sheet values (`TableSolver.shipped`)
    and the chances the goal solver knows after solving the coach's first target into
    `directory` as shipped tables (`pyramide_kit.shipped`): for the chances, per set of
    open boxes, the entries known and their exact numerators; the paths."""
    rules = Rules()
    values = shipped_file("pyramide", _values_name(rules), directory)
    if not values.exists():
        write_json(values, tables(rules).shipped())
    path = shipped_file("pyramide", _goal_name(rules), directory)
    if not path.exists():
        with _GOAL_LOCK:
            _goal_solver(rules).chance(_FULL, goal_range(rules)[1])
            rows = []
            for open_, sheet in _goal_solver(rules)._sheets.items():
                where = np.flatnonzero(sheet.known)
                rows.append([list(open_), where.tolist(), [sheet.exact[i] for i in where]])
        write_json(path, rows)
    return [values, path]


def game_chance(target: int, rules: Rules = Rules()) -> sympy.Rational:
    """The greatest probability that a solitaire game's total (3 x top + 2 x middle +
    bottom) reaches at least `target` (module text)."""
    rules, need = _checked(rules), _at_least(target)
    with _GOAL_LOCK:
        return to_sympy(_goal_solver(rules).chance(_FULL, need))


def move_chances(state: Game, target: int) -> dict[Roll | Write, Fraction]:
    """The chance that the seat's final total reaches `target` after each legal move (its
    own sheet, best play for the target afterwards), in the engine's order of moves."""
    state = _decision(state)
    with _GOAL_LOCK:
        return _move_chances(state, target)


def _move_chances(state: Game, target: int) -> dict[Roll | Write, Fraction]:
    solver = _goal_solver(state.rules)
    sheet = state.sheet
    open_ = open_boxes(sheet)
    need = _at_least(target) - sheet.total
    left_after = state.throws_left - 1
    table = solver.round(open_, need)
    if not state.dice:
        return {Roll(): table.keep_value((), left_after)}
    weights = state.rules.box_weights
    out: dict[Roll | Write, Fraction] = {}
    for move in state.legal_moves():
        if isinstance(move, Roll):
            out[move] = table.keep_value(
                tuple(sorted(state.dice[i] for i in move.keep)), left_after
            )
        else:
            row = BOXES.index(move.box)
            out[move] = solver.chance(_without(open_, row), need - weights[row] * state.best.score)
    return out


def goal_conflicts(
    target: int, throws: int = 3, rules: Rules = Rules()
) -> Iterator[tuple[Game, Roll | Write, Roll | Write]]:
    """Round positions (a solitaire round's dice after a throw with throws left, dice
    sorted) where the move with the greatest chance of a round score of at least `target`
    (the first listed where several tie) has a smaller expected round score than the best
    average move: yields (state, best-chance move, best-average move), by throws made and
    the multisets' order."""
    start = round_start(throws, rules)
    for t in range(1, start.rules.throws):
        for d in _MS.six:
            state = Game(start.rules, start.seats, start.sheets, 0, _MS.all[d], t)
            chances = round_move_chances(state, target)
            averages = _round_move_values(state)
            top = max(chances.values())
            chance_best = [m for m, p in chances.items() if p == top]
            best_average = max(averages.values())
            if all(averages[m] < best_average for m in chance_best):
                average_move = next(m for m, v in averages.items() if v == best_average)
                yield state, chance_best[0], average_move
