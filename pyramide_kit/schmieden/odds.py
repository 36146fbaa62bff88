"""Exact odds of Würfelpyramiden schmieden, as SymPy Rationals, each found two ways.

- `p_fits(below)`: the chance that one fresh die fits on two given dice (2 × D < x + y):
  by throwing every face through the rules engine, and by the closed form
  (ceil((x + y) / 2) - 1) / 6, at most 6/6.
- `p_middle_fits_fresh()`: "smaller than the average" as an event of three fresh dice,
  P(2 M < X + Y): by counting the 216 cases with the rules' condition, and with
  `sympy.stats`.
- `p_complete_first_throw()`: the chance to build the whole pyramid from the very first
  throw: by trying every arrangement of every throw of the rules engine, and by the
  sorted criterion (highest white die in B2, the higher blue die on the higher pair).
- `round_distribution(policy)`: for the documented computer policy, the joint law of
  (throw that completes the pyramid, largest group of equal dice): by a backward
  recursion over placed-dice states (row by row, memoised), and forward as a Markov
  chain over the engine's round states with the full joint throw. From it follow the
  distribution of the throws needed, of the points and of the bonus.
- `five_equal_impossible()`: no legal pyramid has five equal dice, by enumerating all
  6^6 fillings (the lesson gives the argument, and counts the 34 pyramids with four).
- `top_waiting_time(m1, m2)`: throws until the top fits, by the recursion, beside the
  truncated geometric law `top_waiting_time_geometric`.

Simulations of the same policy: `strategy.play_round` (one round through the engine)
and `schmieden.vectorised` (many rounds at once).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from fractions import Fraction
from functools import cache
from itertools import permutations, product

import sympy
import sympy.stats

from pyramide_kit.checks import check_choice, whole_number
from pyramide_kit.dice import roll_distribution
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.exact import Distribution, to_sympy
from pyramide_kit.schmieden.conditions import (
    dice_to_roll,
    equal_count,
    fits,
    legal_pyramid,
    legally_placed,
)
from pyramide_kit.schmieden.moves import Roll
from pyramide_kit.schmieden.pieces import BLUE, GREEN, PLACES, WHITE
from pyramide_kit.schmieden.round import RoundState
from pyramide_kit.schmieden.rules import Rules
from pyramide_kit.schmieden.strategy import Policy, choose_base, choose_middle, choose_top

__all__ = [
    "bonus_distribution",
    "expected_points",
    "expected_throws_given_complete",
    "first_throw_counts",
    "five_equal_impossible",
    "legal_pyramid_counts",
    "p_complete_first_throw",
    "p_complete_first_throw_by_criterion",
    "p_first_throw_bonus",
    "p_fits",
    "p_fits_closed_form",
    "p_middle_fits_fresh",
    "p_middle_fits_fresh_sympy",
    "p_place_accepts",
    "points_distribution",
    "round_distribution",
    "round_distribution_markov",
    "throws_distribution",
    "top_waiting_time",
    "top_waiting_time_geometric",
]

Outcome = tuple[int | None, int]
"""A round's result: (throw that completed it or None, largest group of equal dice)."""


# ---- checks of the arguments --------------------------------------------------------
def _check_below(below: object) -> tuple[int, int]:
    """Two die values (the dice under a place), checked."""
    if not isinstance(below, tuple | list) or len(below) != 2:
        raise RuleError(
            f"the dice below are a pair of die values, not {quoted(below)}",
            "schmieden_err_below",
            value=quoted(below),
        )
    return tuple(whole_number(v, "a die below", 1, 6) for v in below)


def _check_policy(policy: object) -> Policy:
    if not isinstance(policy, Policy):
        raise RuleError(
            f"the policy must be a schmieden Policy, not {quoted(policy)}",
            "schmieden_err_policy",
            value=quoted(policy),
        )
    return policy


def _check_rules(rules: object, start: object = None) -> Rules:
    """The rules to use: `rules`, else the start state's, else the defaults; checked."""
    if start is not None and not isinstance(start, RoundState):
        raise RuleError(
            f"the start must be a RoundState, not {quoted(start)}",
            "schmieden_err_start",
            value=quoted(start),
        )
    if rules is None:
        return start.rules if start is not None else Rules()
    if not isinstance(rules, Rules):
        raise RuleError(
            f"rules must be a schmieden Rules object, not {quoted(rules)}",
            "schmieden_err_rules",
            value=quoted(rules),
        )
    if start is not None and start.rules != rules:
        raise RuleError(
            "the start state is played under other rules than the ones given",
            "schmieden_err_start_rules",
        )
    return rules


# ---- one die on two --------------------------------------------------------------
def _state_with_below(place: str, below: tuple[int, int]) -> RoundState:
    """A round where `below` lies under `place` and the next throw is due, made by moves."""
    state = RoundState(Rules(max_throws=3))
    x, y = below
    if place == "T":
        state = state.throw((6, 6, 6, x, y, 1))
        return state.place_values({"B1": 6, "B2": 6, "B3": 6, "M1": x, "M2": y}).end_throw()
    bases = {"M1": {"B1": x, "B2": y, "B3": 6}, "M2": {"B1": 6, "B2": x, "B3": y}}[place]
    state = state.throw((*bases.values(), 1, 1, 1))
    return state.place_values(bases).end_throw()


def p_place_accepts(place: str, below: tuple[int, int]) -> sympy.Rational:
    """Chance that the die just rolled for `place` (M1, M2 or T) fits on `below`.

    Counted through the rules engine: each face is thrown and offered to the place.
    """
    check_choice(place, "the place", ("M1", "M2", "T"))
    state = _state_with_below(place, _check_below(below))
    hits = 0
    for face in GREEN.faces:
        filler = [face] * sum(state.dice_to_roll().values())
        thrown = state.throw(filler)
        hits += thrown.why_not(thrown.slot_showing(place, face), place) is None
    return sympy.Rational(hits, len(GREEN.faces))


def p_fits(below: tuple[int, int]) -> sympy.Rational:
    """Chance that one fair die D fits on `below`: P(2 D < x + y), through the engine."""
    below = _check_below(below)
    return p_place_accepts("T" if max(below) <= 5 else "M1", below)


def p_fits_closed_form(below: tuple[int, int]) -> sympy.Rational:
    """P(2 D < x + y) = min(6, ceil((x + y) / 2) - 1) / 6, written in SymPy."""
    s = sympy.Integer(sum(_check_below(below)))
    return sympy.Min(6, sympy.ceiling(s / 2) - 1) / 6


def p_middle_fits_fresh() -> sympy.Rational:
    """P(2 M < X + Y) for three fresh dice, by counting the 216 cases."""
    hits = sum(fits(m, (x, y)) for x, y, m in product(WHITE.faces, repeat=3))
    return sympy.Rational(hits, 6**3)


def p_middle_fits_fresh_sympy() -> sympy.Rational:
    """The same event with `sympy.stats`: three independent fair dice."""
    x, y, m = (sympy.stats.Die(name, 6) for name in ("X", "Y", "M"))
    return sympy.nsimplify(sympy.stats.P(2 * m < x + y))


_ROWS = (("base", WHITE), ("middle", BLUE), ("top", GREEN))
_FULL = dice_to_roll((None,) * len(PLACES))  # dice per row of a throw onto empty places
_THROW_WEIGHT = WHITE.sides ** _FULL["base"] * BLUE.sides ** _FULL["middle"] * GREEN.sides


@cache
def _row_weights(row: str, count: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """The throws of `count` dice of a row, each with its integer weight out of
    sides ** (the row's full number of dice): as if the row's placed dice were thrown
    too and ignored, so every throw has the same total weight `_THROW_WEIGHT`."""
    die = dict(_ROWS)[row]
    full = die.sides ** _FULL[row]
    return tuple((dice, int(p * full)) for dice, p in roll_distribution(count, die).items())


# ---- the first throw --------------------------------------------------------------
def _arrangements(whites: tuple[int, ...], blues: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every arrangement (B1..M2) of the white and blue dice whose middle dice fit."""
    return [
        (*base, *middle)
        for base in sorted(set(permutations(whites)))
        for middle in sorted(set(permutations(blues)))
        if legally_placed((*base, *middle, None))
    ]


def _engine_builds(values: tuple[int, ...], candidate: tuple[int, ...]) -> bool:
    """Whether the engine, shown the first throw `values`, accepts the arrangement."""
    state = RoundState().throw(values)
    return state.place_values(dict(zip(PLACES, candidate, strict=True))).complete


@cache
def first_throw_counts() -> dict[str, Fraction]:
    """Through the engine: P(complete with throw 1), and P(complete with 3 / 4 equal).

    Every throw of the dice a first throw rolls (`dice_to_roll` of the empty pyramid),
    row by row with its integer weight out of 6^6, is tried in every arrangement of its
    dice; a throw some arrangement builds is placed through the rules engine, which
    must accept it. The sums are integers, divided once at the end.
    """
    rows = [_row_weights(row, _FULL[row]) for row, _ in _ROWS]
    totals: dict[str, int] = defaultdict(int)
    for whites, w in rows[0]:
        for blues, b in rows[1]:
            arrangements = _arrangements(whites, blues)
            for greens, g in rows[2] if arrangements else ():
                built = next((a for a in arrangements if legal_pyramid((*a, *greens))), None)
                if built is None:
                    continue
                values = (*whites, *blues, *greens)
                if not _engine_builds(values, (*built, *greens)):
                    raise AssertionError(f"the engine refuses the pyramid {built} of {values}")
                totals["complete"] += w * b * g
                totals[f"equal{equal_count(values)}"] += w * b * g
    return {key: Fraction(count, _THROW_WEIGHT) for key, count in totals.items()}


def p_complete_first_throw() -> sympy.Rational:
    """The chance to complete the pyramid with the very first throw (6 points or more)."""
    return to_sympy(first_throw_counts()["complete"])


def p_first_throw_bonus(equal: int) -> sympy.Rational:
    """The chance that the first throw completes the pyramid with `equal` (3 or 4) equal
    dice as its largest group, so that it earns that bonus."""
    equal = whole_number(equal, "the number of equal dice", 1, 6)
    return to_sympy(first_throw_counts().get(f"equal{equal}", Fraction(0)))


def p_complete_first_throw_by_criterion(equal: int | None = None) -> sympy.Rational:
    """The same chances by the sorted criterion, over the 6^6 ordered throws.

    Whites sorted x <= y <= z, blues lo <= hi: the throw can be built iff
    2 hi < z + y, 2 lo < z + x and 2 T < lo + hi (the largest white in B2 serves both
    middle places; the higher blue goes on the higher pair). With `equal`, count only
    throws whose six values have `equal` as their largest group.
    """
    if equal is not None:
        equal = whole_number(equal, "the number of equal dice", 1, 6)
    hits = 0
    for w1, w2, w3, b1, b2, t in product(range(1, 7), repeat=6):
        x, y, z = sorted((w1, w2, w3))
        lo, hi = sorted((b1, b2))
        buildable = 2 * hi < z + y and 2 * lo < z + x and 2 * t < lo + hi
        if buildable and (equal is None or equal_count((w1, w2, w3, b1, b2, t)) == equal):
            hits += 1
    return sympy.Rational(hits, 6**6)


# ---- legal pyramids and five equal dice ----------------------------------------
@cache
def legal_pyramid_counts() -> dict[int, int]:
    """Number of legal fillings B1..T of the six places by largest group of equal dice."""
    counts: dict[int, int] = defaultdict(int)
    for values in product(range(1, 7), repeat=6):
        if legal_pyramid(values):
            counts[equal_count(values)] += 1
    return dict(sorted(counts.items()))


def five_equal_impossible() -> bool:
    """True: among all 6^6 fillings, no legal pyramid has five or more equal dice."""
    return max(legal_pyramid_counts()) < 5


# ---- the policy's round: backward recursion ---------------------------------------
def _complete(placed: tuple) -> bool:
    return None not in placed


def _outcomes(max_throws: int) -> tuple[Outcome, ...]:
    """Every outcome the recursion counts, in the order of its packed fields."""
    done = ((k, e) for k in range(1, max_throws + 1) for e in range(1, len(PLACES) + 1))
    return (*done, (None, 0))


@cache
def _round_backward(
    policy: Policy, max_throws: int, first_min_base: int, placed: tuple, throws: int
) -> dict[Outcome, Fraction]:
    """Law of the round's outcome from `placed` after `throws` throws (next throw due).

    One throw is three independent row steps: white dice, then blue, then green, each
    decided by the policy given what the earlier rows of the same throw built. Only the
    number of throws and the first-throw rule matter here (bonus sizes do not), so the
    memo is keyed by those two numbers.

    The sums run on integers on one common denominator: the law from a state before
    throw k + 1 counts outcomes out of `_THROW_WEIGHT ** (max_throws - k)`, as if every
    throw rolled all six dice. The counts of all outcomes are packed into one integer,
    one field of `width` bits per outcome (`_outcomes`): no count exceeds the total
    `_THROW_WEIGHT ** max_throws`, so the fields never carry into each other, and adding
    a weighted law to another is one multiplication and one addition of integers
    instead of a loop over a dict (summing Fractions took the Explorer two to three
    seconds per click). The counts are unpacked and divided once at the end. The
    policy's choices depend on the placed dice and the row's dice, not on the throw's
    number (but for the first-throw rule), so each row step is asked once per placed
    tuple, its throws grouped by where they lead, and reused for every later throw.
    """
    outcomes = _outcomes(max_throws)
    field = {o: i for i, o in enumerate(outcomes)}
    width = (_THROW_WEIGHT**max_throws).bit_length() + 1
    never = 1 << (field[(None, 0)] * width)

    def grouped(step: Callable[[tuple], tuple], row: str, placed: tuple) -> tuple:
        """(placed after the row's step, summed weight of the row's throws leading there)."""
        out: dict[tuple, int] = defaultdict(int)
        for dice, w in _row_weights(row, dice_to_roll(placed)[row]):
            out[step(dice)] += w
        return tuple(out.items())

    @cache
    def base_step(placed: tuple, forced: int) -> tuple:
        return grouped(lambda d: choose_base(placed, d, forced, policy)[0], "base", placed)

    @cache
    def middle_step(placed: tuple) -> tuple:
        return grouped(lambda d: choose_middle(placed, d, policy)[0], "middle", placed)

    @cache
    def top_step(placed: tuple) -> tuple:
        return grouped(lambda d: choose_top(placed, d)[0], "top", placed)

    @cache
    def equal(placed: tuple) -> int:
        return equal_count(placed)

    @cache
    def after(placed: tuple, k: int) -> int:
        if _complete(placed):
            weight = _THROW_WEIGHT ** (max_throws - k)
            return weight << (field[(k, equal(placed))] * width)
        if k >= max_throws:
            return never
        return throw(placed, k + 1)

    @cache
    def throw(placed: tuple, k: int) -> int:
        steps = base_step(placed, first_min_base if k == 1 else 0)
        return sum(w * middle(built, k) for built, w in steps)

    @cache
    def middle(placed: tuple, k: int) -> int:
        return sum(w * top(built, k) for built, w in middle_step(placed))

    @cache
    def top(placed: tuple, k: int) -> int:
        return sum(w * after(built, k) for built, w in top_step(placed))

    packed = after(placed, throws)
    total = _THROW_WEIGHT ** (max_throws - throws)
    mask = (1 << width) - 1
    counts = ((o, (packed >> (i * width)) & mask) for i, o in enumerate(outcomes))
    return {o: Fraction(c, total) for o, c in counts if c}


def _start(policy: object, rules: object, start: object) -> tuple[Policy, Rules, RoundState]:
    """Checked arguments of the round's law: a start where the next throw is due."""
    policy = _check_policy(policy)
    rules = _check_rules(rules, start)
    start = RoundState(rules) if start is None else start
    if start.rolling or start.rolled is not None:
        raise RuleError(
            "start from a state where the next throw is due (no dice on the table)",
            "schmieden_err_start_throw",
        )
    return policy, rules, start


def round_distribution(
    policy: Policy = Policy(), rules: Rules | None = None, start: RoundState | None = None
) -> Distribution:
    """Exact law of (throw that completes the pyramid or None, largest equal group) for a
    round played by `policy`, from `start` (default: a fresh round), by recursion."""
    policy, rules, start = _start(policy, rules, start)
    law = _round_backward(
        policy, rules.max_throws, rules.first_throw_min_base, start.placed, start.throws
    )
    return Distribution(law)


def round_distribution_markov(
    policy: Policy = Policy(), rules: Rules | None = None, start: RoundState | None = None
) -> Distribution:
    """The same law forward, as a Markov chain on the placed dice, built by the engine.

    The chain's state is the tuple of placed dice. Its one-throw transition law is found
    by rolling with the engine (`Roll()`, then every `Dice` of `chance_outcomes()`) and
    playing the policy's moves (`Policy.choose`, one `Place` at a time, then `EndThrow`);
    the law is the same for every throw after the first (the first has the base rule),
    so it is computed once per state and reused.
    """
    policy, rules, start = _start(policy, rules, start)
    kernels: dict[tuple, dict[tuple, Fraction]] = {}

    def kernel(placed: tuple, first: bool) -> dict[tuple, Fraction]:
        key = (placed, first)
        if key not in kernels:
            rolling = RoundState(rules, placed, 0 if first else 1).apply(Roll())
            law: dict[tuple, Fraction] = defaultdict(Fraction)
            for dice, q in rolling.chance_outcomes().items():
                thrown = rolling.apply(dice)
                while thrown.rolled is not None and not thrown.over:
                    thrown = thrown.apply(policy.choose(thrown))
                law[thrown.placed] += q
            kernels[key] = dict(law)
        return kernels[key]

    result: dict[Outcome, Fraction] = defaultdict(Fraction)
    layer: dict[tuple, Fraction] = {start.placed: Fraction(1)}
    throws = start.throws
    if start.complete:
        return Distribution.point((throws, equal_count(start.placed)))
    while layer:
        following: dict[tuple, Fraction] = defaultdict(Fraction)
        for placed, p in layer.items():
            for after, q in kernel(placed, throws == 0).items():
                if _complete(after):
                    result[(throws + 1, equal_count(after))] += p * q
                elif throws + 1 >= rules.max_throws:
                    result[(None, 0)] += p * q
                else:
                    following[after] += p * q
        layer = dict(following)
        throws += 1
    return Distribution(result)


def throws_distribution(policy: Policy = Policy(), rules: Rules | None = None) -> Distribution:
    """Law of the throw that completes the pyramid (None: not within the round)."""
    return round_distribution(policy, rules).map(lambda o: o[0])


def points_distribution(policy: Policy = Policy(), rules: Rules | None = None) -> Distribution:
    """Law of a round's points, bonus included."""
    rules = _check_rules(rules)
    return round_distribution(policy, rules).map(
        lambda o: 0 if o[0] is None else rules.points_for_throw(o[0]) + rules.bonus_for(o[1])
    )


def bonus_distribution(policy: Policy = Policy(), rules: Rules | None = None) -> Distribution:
    """Law of a round's bonus (0 for an incomplete pyramid)."""
    rules = _check_rules(rules)
    return round_distribution(policy, rules).map(
        lambda o: 0 if o[0] is None else rules.bonus_for(o[1])
    )


def expected_points(policy: Policy = Policy(), rules: Rules | None = None) -> sympy.Rational:
    """Mean points of one round under the policy."""
    return to_sympy(points_distribution(policy, rules).expectation())


def expected_throws_given_complete(
    policy: Policy = Policy(), rules: Rules | None = None
) -> sympy.Rational:
    """Mean number of throws needed, among rounds that complete the pyramid."""
    dist = throws_distribution(policy, rules)
    done = 1 - dist[None]
    return to_sympy(sum((k * p for k, p in dist.items() if k is not None), Fraction(0)) / done)


# ---- a waiting time with a closed form ---------------------------------------------
def _top_only_state(m1: int, m2: int, rules: Rules) -> RoundState:
    m1, m2 = _check_below((m1, m2))
    state = RoundState(rules).throw((6, 6, 6, m1, m2, 6))
    state = state.place_values({"B1": 6, "B2": 6, "B3": 6, "M1": m1, "M2": m2})
    return state.end_throw()


def top_waiting_time(m1: int, m2: int, rules: Rules | None = None) -> Distribution:
    """Throws still needed once only the top is missing on M1 = m1, M2 = m2 (None: never
    within the round), by the recursion, from the state after the first throw."""
    rules = _check_rules(rules)
    dist = round_distribution(Policy(), rules, _top_only_state(m1, m2, rules))
    return dist.map(lambda o: None if o[0] is None else o[0] - 1)


def top_waiting_time_geometric(m1: int, m2: int, rules: Rules | None = None) -> dict:
    """The same by the geometric law: P(k) = (1 - p)^(k - 1) p with p = P(2 T < m1 + m2),
    cut off after the `max_throws - 1` throws that remain."""
    rules = _check_rules(rules)
    p = p_fits_closed_form((m1, m2))
    left = rules.max_throws - 1
    law = {k: (1 - p) ** (k - 1) * p for k in range(1, left + 1)}
    law[None] = (1 - p) ** left
    return {k: sympy.nsimplify(v) for k, v in law.items() if v != 0}
