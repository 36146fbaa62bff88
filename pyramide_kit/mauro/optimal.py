"""Optimal stopping in Mauro, variant 1 with `Rules(may_stop=True)`: throw on or bank.

Within a turn the future depends only on the points s of the running series: every throw
is independent of the ones before, a pasch loses s, an empty throw banks s, a scoring
throw adds its points (`Rules.neighbour_points`, `straight_points`). So the best expected
points a turn banks from s points are V(s), with

    V(s) = max(s, R(s))     (s > 0: banking is allowed),    V(0) = R(0),
    R(s) = P(nothing) s + sum over scoring throws of P(throw) V(s + points).

Throwing once more and then banking beats banking now exactly when the expected loss,
P(pasch) s, is smaller than the expected gain g (the mean points a throw adds). The
points only grow, so once banking is better it stays better: the one-step look-ahead
rule is optimal (a monotone stopping problem), and the threshold is the least s >= 1
with P(pasch) s >= g. With the rule text's dice and points: g = 5/9, P(pasch) = 1/4,
threshold 3 (= `strategy.ComputerPolicy()`'s stop_at), and the value 4009/5832.

Above the threshold V(s) = s; below it the recursion runs backward from it, in exact
fractions (a throw worth 0 points, possible with `neighbour_points=0`, leaves s as it
is and is solved for). Without `may_stop` a turn holds no decision and V(s) = a s + c is
linear (a = P(nothing) / (P(nothing) + P(pasch)), c = a g / (P(nothing) + P(pasch))).

The second routes (tests): the generic `Solver` over the engine with a key that keeps
only the series' points and length and a leaf that banks once the series is longer than
the threshold can need; and the backward induction of `odds.expected_turn_points_stop_at`
maximised over the threshold. `move_values` (the coach) gives Roll's and Bank's value in
expected points the turn banks; every other turn of the game is the same whatever is
chosen now, so ranking the moves by the turn's points ranks them by the final total.
`seat_value(state, seat)` adds the points banked and `turn_value` for each turn to come
(`game_move_values`: the coach's values as final totals), and `report(state, seat)` is
the exact game report built on it (`pyramide_kit.report`).

A goal (`turn_chance`, `move_chances`): to bank at least t points, bank as soon as the
series holds t (that is certain), and below t throw on (banking gives nothing):
C(s) = 1 for s >= t, C(s) = sum over scoring throws of P(throw) C(s + points) /
(1 - P(a throw worth 0)) below. Without `may_stop` the series cannot be banked: from
s >= t the turn reaches the goal when it ends by an empty throw before a pasch,
P(nothing) / (P(nothing) + P(pasch)).

A student's own strategy (`policy_value`, `policy_report`): the series recursion over
(throws in the series, points), the policy asked once per pair on a one-turn game. A
series has no longest length, so a policy still throwing after `longest` throws is taken
to throw on to the series' end (the linear value without stopping): exact for every
policy that banks within `longest` throws or never after, e.g. every stopping threshold
below `longest` points. The second route is the generic `Solver` with `policy=` and the
same cut as its leaf.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import cache
from typing import TYPE_CHECKING, ClassVar

from pyramide_kit.checks import whole_number
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.exact import to_sympy
from pyramide_kit.mauro.game import Game, new_game
from pyramide_kit.mauro.moves import Bank, Roll
from pyramide_kit.mauro.rules import Rules
from pyramide_kit.mauro.throws import ThrowClass, all_throws, classify, points_variant1
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
from pyramide_kit.table import CHANCE

if TYPE_CHECKING:
    import sympy

__all__ = [
    "OptimalPolicy",
    "StepLaw",
    "best_move",
    "game_move_values",
    "move_chances",
    "move_values",
    "policy_report",
    "policy_value",
    "position_key",
    "report",
    "seat_value",
    "series_value",
    "step_law",
    "threshold",
    "turn_chance",
    "turn_start",
    "turn_value",
]


@dataclass(frozen=True)
class StepLaw:
    """What one throw of a series does: P(pasch), P(nothing) and the law of the points
    a scoring throw adds (points -> probability)."""

    pasch: Fraction
    nothing: Fraction
    scoring: tuple[tuple[int, Fraction], ...]

    @property
    def gain(self) -> Fraction:
        """The mean points one throw adds to the series."""
        return sum((p * k for k, p in self.scoring), Fraction(0))


def _checked(rules: object) -> Rules:
    if not isinstance(rules, Rules):
        raise RuleError(
            f"the rules of Mauro are a mauro.Rules, not {quoted(rules)}",
            "mauro_err_rules",
            value=quoted(rules),
        )
    if rules.variant != 1:
        raise RuleError(
            "only variant 1 has a decision (throw on or bank); variant 2 is one throw a turn",
            "mauro_err_odds_variant",
            wanted=1,
            got=rules.variant,
        )
    return rules


@cache
def step_law(rules: Rules = Rules(may_stop=True)) -> StepLaw:
    """One throw's law, by classifying all 216 throws with the engine's own functions."""
    rules = _checked(rules)
    share = Fraction(1, len(all_throws()))
    pasch = nothing = Fraction(0)
    scoring: dict[int, Fraction] = {}
    for throw in all_throws():
        kind = classify(throw, rules.ring)
        if kind is ThrowClass.PASCH:
            pasch += share
        elif kind is ThrowClass.NOTHING:
            nothing += share
        else:
            points = points_variant1(
                throw, rules.ring, rules.neighbour_points, rules.straight_points
            )
            scoring[points] = scoring.get(points, Fraction(0)) + share
    return StepLaw(pasch, nothing, tuple(sorted(scoring.items())))


def threshold(rules: Rules = Rules(may_stop=True)) -> int:
    """The least series total at which banking is best (one-step look-ahead)."""
    law = step_law(rules)
    need = law.gain / law.pasch
    return max(1, -(-need.numerator // need.denominator))


@cache
def _values(rules: Rules) -> dict[int, Fraction]:
    """V(s) below the threshold (V(s) = s from it on), backward from the threshold."""
    law = step_law(rules)
    top = threshold(rules)
    values: dict[int, Fraction] = {}

    def v(s: int) -> Fraction:
        return Fraction(s) if s >= top else values[s]

    stay = sum((p for k, p in law.scoring if k == 0), Fraction(0))
    for s in range(top - 1, -1, -1):
        on = sum((p * v(s + k) for k, p in law.scoring if k > 0), Fraction(0))
        roll = (law.nothing * s + on) / (1 - stay)
        values[s] = max(Fraction(s), roll) if s > 0 else roll
    return values


def series_value(points: int, rules: Rules = Rules(may_stop=True)) -> Fraction:
    """The best expected points a turn banks from a series holding `points`, before the
    seat decides (with `may_stop`) or before its next throw (without: no decision)."""
    rules = _checked(rules)
    if not rules.may_stop:
        law = step_law(rules)
        ends = law.nothing + law.pasch
        a = law.nothing / ends
        return a * points + a * law.gain / ends
    return Fraction(points) if points >= threshold(rules) else _values(rules)[points]


def _roll_value(points: int, rules: Rules) -> Fraction:
    law = step_law(rules)
    on = sum((p * series_value(points + k, rules) for k, p in law.scoring), Fraction(0))
    return law.nothing * points + on


def turn_value(rules: Rules = Rules(may_stop=True)) -> sympy.Rational:
    """The best expected points of one turn of variant 1 (stopping where allowed)."""
    return to_sympy(series_value(0, rules))


def _decision(state: object) -> Game:
    if not isinstance(state, Game) or state.to_move is None or state.to_move is CHANCE:
        raise RuleError(
            "the coach values the moves of a seat of a Mauro game that is to move",
            "mauro_err_policy_state",
        )
    _checked(state.rules)
    return state


def move_values(state: Game) -> dict[Roll | Bank, Fraction]:
    """Expected points the running turn banks after each legal move (optimal play on)."""
    state = _decision(state)
    points = state.series_total
    out: dict[Roll | Bank, Fraction] = {}
    for move in state.legal_moves():
        if isinstance(move, Bank):
            out[move] = Fraction(points)
        elif state.rules.may_stop:
            out[move] = _roll_value(points, state.rules)
        else:
            out[move] = series_value(points, state.rules)
    return out


def best_move(state: Game) -> Roll | Bank:
    """A move of greatest value (the first listed, `Roll`, where they tie)."""
    return best_of(move_values(state))


@dataclass(frozen=True)
class OptimalPolicy(BestMovePolicy):
    """Plays `best_move`: banks exactly from `threshold(rules)` points on."""

    best_move: ClassVar[Callable[[Game], Roll | Bank]] = staticmethod(best_move)


def _game(state: object) -> Game:
    if not isinstance(state, Game):
        raise RuleError(
            f"the game report values a Mauro Game, not {quoted(state)}",
            "mauro_err_policy_state",
        )
    _checked(state.rules)
    return state


def _turns_ahead(state: Game, seat: int) -> Fraction:
    """The seat's points banked, plus `turn_value` for each of its turns not yet begun
    (its running turn, if it is the seat to move, not counted)."""
    done = sum(1 for turn in state.turns if turn.player == seat)
    running = not state.over and state.current == seat
    ahead = state.rules.rounds - done - running
    return Fraction(state.totals()[seat]) + ahead * series_value(0, state.rules)


def seat_value(state: Game, seat: int) -> Fraction:
    """The exact expected final total of `seat` from `state` under optimal play: the
    points banked, the value of its running turn (if it is the seat to move: before its
    decision `series_value`, while the dice roll the throw's mean) and `turn_value` for
    each of its turns to come (turns are independent)."""
    state = _game(state)
    seat = whole_number(seat, "seat", 0, len(state.seats) - 1)
    value = _turns_ahead(state, seat)
    if not state.over and state.current == seat:
        points = state.series_total
        if state.rolling:
            value += _roll_value(points, state.rules)
        else:
            value += series_value(points, state.rules)
    return value


def game_move_values(state: Game) -> dict[Roll | Bank, Fraction]:
    """`move_values` as expected final totals of the seat to move (points banked and
    the turns to come added)."""
    state = _decision(state)
    offset = _turns_ahead(state, state.current)
    return {move: offset + value for move, value in move_values(state).items()}


def report(state: Game, seat: int = 0) -> GameReport:
    """The exact game report of `seat` (`pyramide_kit.report`): the optimal expected
    total at the start, the luck of each throw and the cost of each decision (throw on or
    bank), with `total == start + sum(luck) - sum(costs)` in Fractions. Each seat is
    valued as if alone (turns do not interact); for a game not yet over, `total` is the
    expected final total from the current position.

    Variant 1 only, as the solver: variant 2 has no decision and is refused (`RuleError`).
    Without `may_stop` a turn holds no decision, so `costs` is empty and the report is all
    luck."""
    state = _game(state)
    return report_from(
        state, seat, seat_value, game_move_values, new_game(state.seats, state.rules)
    )


def position_key(state: Game) -> Hashable:
    """What a turn's future depends on: rolling or not, the series' points and its
    length (the length only for a leaf that cuts long series), and the totals so far.

    Safe because a throw's law and effect never depend on the earlier throws: a pasch
    ends the series with 0, an empty throw banks its points, a scoring throw adds points;
    `Bank` banks the points. So two positions with the same key reach positions with the
    same key, with the same probabilities, and end with the same totals.
    """
    return (state.rolling, len(state.series), state.series_total, len(state.turns), state.totals())


# ---- playing for a goal -------------------------------------------------------------
def _goal(target: object) -> int:
    return whole_number(target, "target", -(10**6), 10**6)


@cache
def _chances(rules: Rules, target: int) -> dict[int, Fraction]:
    """C(s) for 0 <= s < target (module text)."""
    law = step_law(rules)
    done = Fraction(1) if rules.may_stop else law.nothing / (law.nothing + law.pasch)
    stay = sum((p for k, p in law.scoring if k == 0), Fraction(0))
    values: dict[int, Fraction] = {}
    for s in range(target - 1, -1, -1):
        on = sum(
            (p * (done if s + k >= target else values[s + k]) for k, p in law.scoring if k > 0),
            Fraction(0),
        )
        values[s] = on / (1 - stay)
    return values


def series_chance(points: int, target: int, rules: Rules = Rules(may_stop=True)) -> Fraction:
    """The greatest chance that the turn banks at least `target` from a series holding
    `points`, before the seat decides (or before its next throw)."""
    rules = _checked(rules)
    target = _goal(target)
    if target <= 0:
        return Fraction(1)
    if points >= target:
        law = step_law(rules)
        return Fraction(1) if rules.may_stop else law.nothing / (law.nothing + law.pasch)
    return _chances(rules, target)[points]


def turn_chance(target: int, rules: Rules = Rules(may_stop=True)) -> sympy.Rational:
    """The greatest probability that one turn of variant 1 banks at least `target`."""
    return to_sympy(series_chance(0, target, rules))


def move_chances(state: Game, target: int) -> dict[Roll | Bank, Fraction]:
    """The chance that the running turn banks at least `target` after each legal move
    (best play for the target afterwards)."""
    state = _decision(state)
    target = _goal(target)
    points = state.series_total
    rules = state.rules
    law = step_law(rules)
    out: dict[Roll | Bank, Fraction] = {}
    for move in state.legal_moves():
        if isinstance(move, Bank):
            out[move] = Fraction(int(points >= target))
        elif rules.may_stop:
            on = sum((p * series_chance(points + k, target, rules) for k, p in law.scoring),
                     Fraction(0))  # fmt: skip
            out[move] = law.nothing * int(points >= target) + on
        else:
            out[move] = series_chance(points, target, rules)
    return out


# ---- a student's own strategy -------------------------------------------------------
def turn_start(rules: Rules = Rules(may_stop=True)) -> Game:
    """A solitaire game of one turn under `rules` (what the policy functions play)."""
    return new_game(1, replace(_checked(rules), rounds=1))


def _throw_on(points: int, rules: Rules) -> Fraction:
    """What a series of `points` banks when it is thrown on to its end, never stopped."""
    return series_value(points, replace(rules, may_stop=False))


def cut_leaf(longest: int) -> Callable[[Game], Fraction | None]:
    """The generic solver's leaf for a turn cut after `longest` throws (module text)."""

    def leaf(state: Game) -> Fraction | None:
        if state.over:
            return Fraction(state.totals()[0])
        if state.to_move is not CHANCE and len(state.series) >= longest:
            return _throw_on(state.series_total, state.rules)
        return None

    return leaf


def policy_value(
    policy: object, rules: Rules = Rules(may_stop=True), longest: int = 30
) -> sympy.Rational:
    """The exact expected points one turn banks when `policy.choose(state)` makes every
    decision, by the series recursion over (throws, points) (module text for `longest`)."""
    policy = check_policy(policy)
    start = turn_start(rules)
    longest = whole_number(longest, "longest", 1, 1000)
    law = step_law(start.rules)
    memo: dict[tuple[int, int], Fraction] = {}
    # a representative state per (throws, points): reached through the engine
    states: dict[tuple[int, int], Game] = {(0, 0): start}
    scoring_throws = _scoring_throws(start.rules)

    def value(n: int, points: int) -> Fraction:
        if (n, points) in memo:
            return memo[(n, points)]
        state = states[(n, points)]
        if n >= longest:
            result = _throw_on(points, start.rules)
        else:
            move = policy_move(policy, state)
            if isinstance(move, Bank):
                result = Fraction(points)
            else:
                rolling = state.apply(move)
                result = law.nothing * points
                for k, p in law.scoring:
                    key = (n + 1, points + k)
                    if key not in states:
                        states[key] = rolling.apply(scoring_throws[k])
                    result += p * value(*key)
        memo[(n, points)] = result
        return result

    return to_sympy(value(0, 0))


@cache
def _scoring_throws(rules: Rules) -> dict[int, object]:
    """One chance move (`Dice`) per number of points a scoring throw adds."""
    from pyramide_kit.mauro.moves import Dice

    out: dict[int, object] = {}
    for throw in all_throws():
        if classify(throw, rules.ring) not in (ThrowClass.PASCH, ThrowClass.NOTHING):
            points = points_variant1(
                throw, rules.ring, rules.neighbour_points, rules.straight_points
            )
            out.setdefault(points, Dice(throw))
    return out


def policy_report(
    policy: object, rules: Rules = Rules(may_stop=True), count: int | None = 10, longest: int = 12
) -> tuple[CostlyDecision, ...]:
    """The costliest decisions of `policy` in one turn: position, the policy's move, a
    best move, the points the move loses with best play afterwards, and the probability
    of meeting the position, ranked by the loss times that probability (series cut after
    `longest` throws as in `policy_value`). With `count=None` every decision is listed;
    the costs add up to `turn_value - policy_value` where the cut is not met."""
    start = turn_start(rules)
    policy = check_policy(policy)
    decisions = reach(start, policy, leaf=cut_leaf(longest), key=position_key)
    return costly_decisions(decisions, policy, move_values, count)
