"""Optimal play of a round of Würfelpyramiden schmieden: the exact value of every choice.

A round's future depends only on the dice placed (`placed`, in place order), the throws
made, and while a throw's dice lie on the table, the values still unplaced in each row
and whether the first-throw rule still asks for a white die. (Dice of one row are alike,
and which dice went in first within a throw changes nothing.) So the best expected points
of a round follow from a recursion over placed-dice states:

    between(P, k)   P after k throws: complete -> points of throw k + bonus;
                    k = max_throws -> 0; else the mean over the next throw of best(...)
    best(P, w, b, g, k, need)   the dice w (white), b (blue), g (green) on the table:
                    the best over every legal way to place some of them, base row first
                    (a middle die may rest on base dice of the same throw), at least
                    `need` white dice, of between(P after placing, k)

The rows are thrown independently, but the player sees all of a throw before placing, so
the maximum is taken for each joint throw; it is split row by row (the best white
placement of the best blue placement of the best green one) and memoised. Whether a die
fits is asked of the engine's `conditions.can_place`, points and bonus of the `Rules`.

The coach (`move_values`) gives each legal move's value in expected points of the
round: `Roll`, each `Place(slot, place)` and `EndThrow`. Rounds do not influence each
other, so the points of this round rank the moves by the final total as well.

For a whole game, rounds being independent, a seat's expected final total is its points
written plus the value of its running round plus `round_value` for each round to come
(`seat_value`; `game_move_values` gives the coach's values in those terms), and
`report(state, seat)` is the exact game report built on it (`pyramide_kit.report`).

The round of the default rules is shipped with the kit, solved for points and for the
goal's first target (`ship`, `pyramide_kit.shipped`): the recursion starts from those
values, so the coach answers at once; other rules are solved when first asked
(`solved` says whether a round is known).

Second routes (tests): the generic `Solver` over the engine's `RoundState` with
`position_key` on small rounds and from positions inside a round, and seeded rounds of
`OptimalPolicy` through the engine for the full round.

The same recursion with a round worth 1 when its points reach a target and 0 otherwise
is the greatest chance of the target (`round_chance`, `move_chances`). A student's own
strategy (`policy_value`, `policy_report`): the recursion over placed dice between
throws, with each throw's outcome placed by the policy's moves through the engine (the
policy is asked on a one-round `Game`, once per placing situation: `position_key`),
against the generic `Solver` with `policy=` over the engine (tests, on shorter rounds).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Hashable
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import cache
from itertools import combinations, permutations
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from pyramide_kit.checks import whole_number
from pyramide_kit.dice import Die, roll_distribution
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.exact import to_sympy
from pyramide_kit.optimal import (
    BestMovePolicy,
    CostlyDecision,
    best_of,
    check_policy,
    costly_decisions,
    policy_move,
    reach,
)
from pyramide_kit.report import GameReport, report_from
from pyramide_kit.schmieden.conditions import (
    PLACE_INDEX,
    Placed,
    can_place,
    dice_to_roll,
    equal_count,
)
from pyramide_kit.schmieden.game import Game, new_game
from pyramide_kit.schmieden.moves import EndThrow, Place, Roll
from pyramide_kit.schmieden.pieces import BLUE, GREEN, ROW_PLACES, ROW_SLOTS, WHITE
from pyramide_kit.schmieden.round import RoundState
from pyramide_kit.schmieden.rules import Rules
from pyramide_kit.shipped import keyed_name, read_json, shipped_file, write_json

if TYPE_CHECKING:
    import sympy

__all__ = [
    "OptimalPolicy",
    "best_move",
    "best_placement",
    "game_move_values",
    "goal_range",
    "move_chances",
    "move_values",
    "policy_report",
    "policy_value",
    "position_key",
    "report",
    "round_chance",
    "round_start",
    "round_value",
    "seat_value",
    "ship",
    "solved",
    "state_value",
]


@cache
def _fills(placed: Placed, row: str, values: tuple[int, ...]) -> tuple[tuple[Placed, int], ...]:
    """Every way to put some of `values` into free places of `row` where they may go
    (`can_place` on the dice already there), with how many dice it places. A row's places
    rest on other rows only, so the places of one row are checked independently."""
    free = [p for p in ROW_PLACES[row] if placed[PLACE_INDEX[p]] is None]
    out: list[tuple[Placed, int]] = [(placed, 0)]
    for count in range(1, min(len(free), len(values)) + 1):
        for places in combinations(free, count):
            for chosen in sorted(set(permutations(values, count))):
                if all(can_place(placed, p, v) for p, v in zip(places, chosen, strict=True)):
                    filled = list(placed)
                    for p, v in zip(places, chosen, strict=True):
                        filled[PLACE_INDEX[p]] = v
                    out.append((tuple(filled), count))
    return tuple(out)


def _counts(n: int, die: Die) -> tuple[tuple[tuple[int, ...], int], ...]:
    """The multisets of n dice with how many of the 6**n ordered throws show each."""
    whole = 6**n
    return tuple((ms, int(p * whole)) for ms, p in roll_distribution(n, die).items())


Between = dict[tuple[Placed, int], Fraction]
"""between(placed, k) by its arguments: what a solved round keeps and a shipped one holds."""


class _Round:
    """The memoised recursion for one set of rules (see the module text), starting from
    `known` values of `between`."""

    def __init__(self, rules: Rules, target: int | None = None, known: Between | None = None):
        self.rules = rules
        self.target = target  # None: points; else 1 when the points reach it, else 0
        self.known: Between = dict(known or {})
        self.best = cache(self._best)
        self._middle = cache(self._middle_best)
        self._top = cache(self._top_best)

    def worth(self, points: int) -> Fraction:
        """What a round ending with `points` counts: the points, or whether they reach
        the target."""
        if self.target is None:
            return Fraction(points)
        return Fraction(int(points >= self.target))

    def _end(self, placed: Placed, k: int) -> Fraction:
        if None not in placed:
            return self.worth(
                self.rules.points_for_throw(k) + self.rules.bonus_for(equal_count(placed))
            )
        return self.between(placed, k)

    def between(self, placed: Placed, k: int) -> Fraction:
        """The best expected worth of the round from `placed` after k throws, between two
        throws (memoised in `known`)."""
        value = self.known.get((placed, k))
        if value is None:
            value = self.known[(placed, k)] = self._between(placed, k)
        return value

    def _between(self, placed: Placed, k: int) -> Fraction:
        if None not in placed:
            return self._end(placed, k)
        if k >= self.rules.max_throws:
            return self.worth(0)
        counts = dice_to_roll(placed)
        need = self.rules.first_throw_min_base if k == 0 else 0
        blues = _counts(counts["middle"], BLUE)
        greens = _counts(counts["top"], GREEN)
        # outcomes by the value they lead to: few distinct values, so few Fraction sums
        weight: dict[Fraction, int] = defaultdict(int)
        for w, cw in _counts(counts["base"], WHITE):
            bases = [after for after, count in _fills(placed, "base", w) if count >= need]
            for b, cb in blues:
                for g, cg in greens:
                    best = max(self._middle(after, b, g, k + 1) for after in bases)
                    weight[best] += cw * cb * cg
        thrown = 6 ** sum(counts.values())
        return sum((value * c for value, c in weight.items()), Fraction(0)) / thrown

    def _best(
        self,
        placed: Placed,
        w: tuple[int, ...],
        b: tuple[int, ...],
        g: tuple[int, ...],
        k: int,
        need: int,
    ) -> Fraction:
        """The best placing of the dice w, b, g on the table after throw k."""
        return max(
            self._middle(after, b, g, k)
            for after, count in _fills(placed, "base", w)
            if count >= need
        )

    def _middle_best(self, placed: Placed, b: tuple[int, ...], g: tuple[int, ...], k: int):
        return max(self._top(after, g, k) for after, _ in _fills(placed, "middle", b))

    def _top_best(self, placed: Placed, g: tuple[int, ...], k: int) -> Fraction:
        return max(self._end(after, k) for after, _ in _fills(placed, "top", g))


_SOLVERS: dict[tuple[Rules, int | None], _Round] = {}
"""The recursions this session holds, by rules and target."""


def _solver(rules: Rules, target: int | None) -> _Round:
    """The one recursion of `rules` and `target` (None: points) per session, from the
    shipped values where there are any; the target is never left to a default, so every
    caller finds the same recursion."""
    key = (rules, target)
    if key not in _SOLVERS:
        shipped = _read_round(shipped_file("schmieden", _round_name(rules, target)))
        _SOLVERS.setdefault(key, _Round(rules, target, shipped))
    return _SOLVERS[key]


_START = ((None,) * 6, 0)
"""between's arguments for a whole round: nothing placed, no throw made."""


def solved(rules: Rules, target: int | None = None) -> bool:
    """Whether this session holds the whole round of `rules` (for `target`, None:
    points), read from the shipped table or computed, so every answer about it takes
    milliseconds. It reads nothing: a widget asks it as it appears, and leaves the
    reading (a tenth of a second) or the computing to its background warm-up."""
    key = (_rules(rules), None if target is None else _target(target))
    return key in _SOLVERS and _START in _SOLVERS[key].known


def goal_range(rules: Rules = Rules()) -> tuple[int, int]:
    """The coach's targets for a round's points: the greatest (a pyramid completed with
    the first throw, with the larger bonus) and the one offered first (half of it)."""
    most = rules.points_for_throw(1) + max(rules.bonus_three, rules.bonus_four)
    return most, (most + 1) // 2


def _round_name(rules: Rules, target: int | None) -> str:
    return keyed_name("round", rules, target, suffix="json.gz")


def _read_round(path: Path) -> Between:
    """The `between` values of a shipped round (none if there is no such file)."""
    data = read_json(path) if path.exists() else None
    if not isinstance(data, list):
        return {}
    return {(tuple(placed), k): Fraction(n, d) for placed, k, n, d in data}


def ship(directory: Path) -> list[Path]:
    """Write the whole round of the default rules, for points and for the goal's first
    target, into `directory` as shipped tables (`pyramide_kit.shipped`); the paths."""
    rules = Rules()
    paths = []
    for target in (None, goal_range(rules)[1]):
        path = shipped_file("schmieden", _round_name(rules, target), directory)
        if not path.exists():
            solver = _solver(rules, target)
            solver.between(*_START)
            rows = [[list(p), k, v.numerator, v.denominator] for (p, k), v in solver.known.items()]
            write_json(path, rows)
        paths.append(path)
    return paths


def round_value(rules: Rules = Rules()) -> sympy.Rational:
    """The best expected points of one round, bonus included."""
    return to_sympy(_solver(_rules(rules), None).between(*_START))


def best_placement(
    placed: Placed,
    rows: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]],
    throws: int,
    rules: Rules = Rules(),
) -> Placed:
    """The placed dice after optimal play of throw number `throws` (1 ..), whose dice
    show `rows` = (white, blue, green values, each sorted) on top of `placed`: base row
    first, then middle, then top, each the first best of `_fills` (the recursion's own
    choice, so a policy placing this way reaches `round_value`). For the vectorised
    simulation of optimal rounds (`pyramide_kit.comparison`)."""
    solver = _solver(rules, None)
    need = rules.first_throw_min_base if throws == 1 else 0
    w, b, g = rows
    bases = [after for after, count in _fills(placed, "base", w) if count >= need]
    base = max(bases, key=lambda after: solver._middle(after, b, g, throws))
    middles = [after for after, _ in _fills(base, "middle", b)]
    middle = max(middles, key=lambda after: solver._top(after, g, throws))
    tops = [after for after, _ in _fills(middle, "top", g)]
    return max(tops, key=lambda after: solver._end(after, throws))


def _on_table(state: RoundState) -> tuple[tuple[int, ...], ...]:
    """The unplaced values of the throw on the table, per row (white, blue, green)."""
    return tuple(
        tuple(sorted(state.rolled[s] for s in ROW_SLOTS[row] if state.rolled[s] is not None))
        for row in ("base", "middle", "top")
    )


def state_value(state: RoundState, target: int | None = None) -> Fraction:
    """The best expected points of the round from `state` (the round's own points so far
    included: a complete pyramid is worth its points); with `target`, the greatest
    chance that the round's points reach it."""
    if not isinstance(state, RoundState):
        raise RuleError(
            f"the state must be a RoundState, not {quoted(state)}",
            "schmieden_err_start",
            value=quoted(state),
        )
    solver = _solver(state.rules, None if target is None else _target(target))
    if state.complete:
        return solver.worth(state.points)
    if state.over:
        return solver.worth(0)
    if state.rolling:
        return solver.between(state.placed, state.throws)
    if state.rolled is None:
        return solver.between(state.placed, state.throws)
    w, b, g = _on_table(state)
    return solver.best(state.placed, w, b, g, state.throws, state.base_needed_now)


def _turn(state: object) -> RoundState:
    turn = state.turn if isinstance(state, Game) else state
    if not isinstance(turn, RoundState) or turn.over or turn.rolling:
        raise RuleError(
            "the coach values the moves of a seat of a schmieden round that is to move",
            "schmieden_err_policy_state",
        )
    if isinstance(state, Game) and state.over:
        raise RuleError("the game is over", "schmieden_err_policy_state")
    return turn


def move_values(state: Game | RoundState) -> dict[Roll | Place | EndThrow, Fraction]:
    """The exact expected points of the round after each legal move of the seat."""
    turn = _turn(state)
    return {move: state_value(turn.apply(move)) for move in turn.legal_moves()}


def best_move(state: Game | RoundState) -> Roll | Place | EndThrow:
    """A move of greatest value (the first listed where several tie)."""
    return best_of(move_values(state))


def _game(state: object) -> Game:
    if not isinstance(state, Game):
        raise RuleError(
            f"the state must be a schmieden Game, not {quoted(state)}",
            "schmieden_err_start",
            value=quoted(state),
        )
    return state


def _rounds_ahead(state: Game, seat: int) -> tuple[Fraction, int]:
    """The seat's points written and its rounds not yet begun (its running round, if it
    is the seat to move, not counted)."""
    done = sum(1 for record in state.records if record.player == seat)
    running = not state.over and state.current == seat
    return Fraction(state.totals()[seat]), state.rules.rounds - done - running


def seat_value(state: Game, seat: int) -> Fraction:
    """The exact expected final total of `seat` from `state` under optimal play: the
    points written, plus the value of its running round (if it is the seat to move), plus
    `round_value` for each of its rounds still to come (rounds are independent)."""
    state = _game(state)
    seat = whole_number(seat, "seat", 0, len(state.seats) - 1)
    written, ahead = _rounds_ahead(state, seat)
    round_ = _solver(state.rules, None).between(*_START)
    running = Fraction(0)
    if not state.over and state.current == seat:
        running = state_value(state.turn)
    return written + ahead * round_ + running


def game_move_values(state: Game) -> dict[Roll | Place | EndThrow, Fraction]:
    """`move_values` as expected final totals of the seat to move (points written and
    the rounds to come added)."""
    state = _game(state)
    written, ahead = _rounds_ahead(state, state.current)
    offset = written + ahead * _solver(state.rules, None).between(*_START)
    return {move: offset + value for move, value in move_values(state).items()}


def report(state: Game, seat: int = 0) -> GameReport:
    """The exact game report of `seat` (`pyramide_kit.report`): the optimal expected
    total at the start, the luck of each throw of its dice and the cost of each of its
    decisions, with `total == start + sum(luck) - sum(costs)` in Fractions. Each seat is
    valued as if alone (the seats' rounds do not interact); for a game not yet over,
    `total` is the expected final total from the current position."""
    state = _game(state)
    return report_from(
        state, seat, seat_value, game_move_values, new_game(state.seats, state.rules)
    )


@dataclass(frozen=True)
class OptimalPolicy(BestMovePolicy):
    """Plays `best_move`: the greatest expected points of the round."""

    best_move: ClassVar[Callable[[Game | RoundState], Roll | Place | EndThrow]] = staticmethod(
        best_move
    )


def position_key(state: Game | RoundState) -> Hashable:
    """What a round's future depends on: the placed dice, the throws made, rolling or
    not, the unplaced values on the table per row, and the white dice the first-throw
    rule still asks for (for a `Game`: with the totals and the rounds played).

    Safe because the dice of one row are alike (a `Place` of one slot and of another
    slot of the same row and value lead to states with equal keys, and the legal moves
    correspond one to one), and `placed_now` matters to the rules only through
    `base_needed_now` (EndThrow's condition); the placed dice carry everything else.
    """
    if isinstance(state, Game):
        return (state.totals(), len(state.records), position_key(state.turn))
    table = None if state.rolled is None else _on_table(state)
    return (state.placed, state.throws, state.rolling, table, state.base_needed_now)


# ---- playing for a goal -------------------------------------------------------------
def _target(target: object) -> int:
    return whole_number(target, "target", -(10**6), 10**6)


def _rules(rules: object) -> Rules:
    """`rules` if it is a schmieden `Rules`, else the `RuleError` every entry point gives."""
    if not isinstance(rules, Rules):
        raise RuleError(
            f"rules must be a schmieden Rules object, not {quoted(rules)}",
            "schmieden_err_rules",
            value=quoted(rules),
        )
    return rules


def round_chance(target: int, rules: Rules = Rules()) -> sympy.Rational:
    """The greatest probability that one round's points (bonus included) reach `target`."""
    return to_sympy(_solver(_rules(rules), _target(target)).between(*_START))


def move_chances(state: Game | RoundState, target: int) -> dict[Roll | Place | EndThrow, Fraction]:
    """The chance that the round's points reach `target` after each legal move of the
    seat (best play for the target afterwards)."""
    turn = _turn(state)
    target = _target(target)
    return {move: state_value(turn.apply(move), target) for move in turn.legal_moves()}


# ---- a student's own strategy -------------------------------------------------------
def round_start(rules: Rules = Rules()) -> Game:
    """A solitaire game of one round under `rules` (what the policy functions play)."""
    return new_game(1, replace(_rules(rules), rounds=1))


class _PolicyRound:
    """between(placed, k): the policy's expected points from the placed dice after k
    throws, the mean over the next throw of where the policy's placing leads."""

    def __init__(self, policy: object, start: Game) -> None:
        self.policy = policy
        self.start = start
        self.between = cache(self._between)
        self._after: dict[Hashable, Fraction] = {}

    def _between(self, placed: Placed, k: int) -> Fraction:
        rules = self.start.rules
        game = replace(self.start, turn=RoundState(rules, placed, k))
        rolling = game.apply(policy_move(self.policy, game))  # Roll() alone is legal
        total = Fraction(0)
        for dice, p in rolling.chance_outcomes().items():
            total += p * self._placed(rolling.apply(dice))
        return total

    def _placed(self, game: Game) -> Fraction:
        """The policy's expected points from a throw on the table: its moves through
        `apply` until the placing ends (then `between`) or the round is over, memoised by
        `position_key`, so the policy is asked once per placing situation (its move may
        depend only on what the key keeps, as in the generic solver's policy mode)."""
        key = position_key(game)
        known = self._after.get(key)
        if known is None:
            if game.records:  # the round is over: complete, or its last throw placed
                known = Fraction(game.records[-1].points)
            elif game.turn.rolled is None:
                known = self.between(game.turn.placed, game.turn.throws)
            else:
                known = self._placed(game.apply(policy_move(self.policy, game)))
            self._after[key] = known
        return known


def policy_value(policy: object, rules: Rules = Rules()) -> sympy.Rational:
    """The exact expected points of one round when `policy.choose(state)` makes every
    decision (a one-round solitaire `Game`), by the recursion over placed dice."""
    start = round_start(rules)
    return to_sympy(_PolicyRound(check_policy(policy), start).between(*_START))


def policy_report(
    policy: object, rules: Rules = Rules(), count: int | None = 10
) -> tuple[CostlyDecision, ...]:
    """The costliest decisions of `policy` in one round: position (a one-round `Game`),
    the policy's move, a best move, the round points the move loses with best play
    afterwards, and the probability of meeting the position; ranked by the loss times
    that probability. With `count=None` every decision is listed, and the costs add up
    to `round_value(rules) - policy_value(policy, rules)`. The positions are every state
    the policy meets, so a long round takes a while (tests use short ones)."""
    start = round_start(rules)
    policy = check_policy(policy)
    decisions = reach(start, policy, key=position_key)
    return costly_decisions(decisions, policy, move_values, count)
