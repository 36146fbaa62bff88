"""Exact odds of Mauro as SymPy Rationals, each reachable by two independent routes.

Route one enumerates the 216 equally likely throws through the rules engine
(`throws.classify`, `throws.score_variant2`, `Game.throw`). Route two never calls the
engine: `sympy.stats` evaluates the same events written as symbolic conditions on three
independent dice, or a Markov chain / generating function is solved in SymPy. The tests
check that the routes agree; the lesson shows the second route step by step.

The chain and the generating function of variant 1 start from the four class
probabilities. By default they take the engine's (216 throws, a few milliseconds), not
`sympy.stats`'s, which take half a second and give the same four numbers (tested): the
Explorer shows a turn's value and variance at the first click. Against the chain stands
the engine's own sum over the series (`turn_expectation_bounds_variant1`).

Every function takes the `Rules` it answers for and honours each field it depends on:
`ring` everywhere, the points of variant 1, `rounds` for totals. A function about one
variant refuses rules of the other, and the turn values of variant 1 (a series played to
its end) refuse `Rules(may_stop=True)`, where the value depends on when the player stops
(`expected_turn_points_stop_at` answers that). A refusal is a `RuleError` saying so.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import Any

import sympy
from sympy.polys.domains import QQ
from sympy.polys.ring_series import rs_mul, rs_series_inversion
from sympy.polys.rings import ring as sympy_ring
from sympy.stats import DiscreteUniform, density
from sympy.stats import E as expectation_of
from sympy.stats import P as probability_of

from pyramide_kit.checks import whole_number
from pyramide_kit.dice import MIWIN_DICE, Die, check_die
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.exact import Distribution, as_fraction, to_sympy
from pyramide_kit.mauro.game import BANKED, LOST, new_game
from pyramide_kit.mauro.moves import Dice, Roll
from pyramide_kit.mauro.rules import Rules, check_rules
from pyramide_kit.mauro.throws import (
    DIE_PAIRS,
    ThrowClass,
    classify,
    score_variant2,
    throw_distribution,
)

__all__ = [
    "MOST_ORDER",
    "MOST_POINTS",
    "MOST_TOTAL_WORK",
    "VARIANT2",
    "TurnChain",
    "class_probabilities",
    "class_probabilities_sympy",
    "expected_points_variant2",
    "expected_points_variant2_by_pairs",
    "expected_turn_points_stop_at",
    "expected_turn_points_variant1",
    "pair_neighbour_probability",
    "score_distribution_variant2",
    "score_distribution_variant2_sympy",
    "simulate_turn_points",
    "step_distribution_variant1",
    "symbolic_dice",
    "ten_round_total_variant2",
    "ten_round_total_variant2_sympy",
    "turn_chain",
    "turn_expectation_bounds_variant1",
    "turn_points_head_variant1",
    "turn_points_pgf_variant1",
    "turn_points_series_variant1",
    "turn_total_head_variant1",
    "turn_variance_variant1",
]

VARIANT2 = Rules(variant=2)
"""The rule text's rules for variant 2: the default of the variant-2 functions."""

MOST_POINTS = 1_000
"""The most points the exact variant-1 sums go up to (`turn_points_head_variant1`,
`turn_expectation_bounds_variant1`, `expected_turn_points_stop_at`): each point is one
exact step, and 1,000 steps take well under a second."""
MOST_ORDER = 100
"""The most terms of `turn_points_series_variant1` (100 in a fifth of a second)."""
MOST_TOTAL_WORK = 1_000
"""`turn_total_head_variant1` allows rounds * (max_total + 1) up to this (under a second)."""


def _scoring_points(rules: Rules) -> None:
    """Refuse rules under which a scoring throw may add no points (infinite sums)."""
    if min(rules.neighbour_points, rules.straight_points) < 1:
        raise RuleError(
            "this answer sums over the points of a series; it needs neighbour_points and "
            "straight_points of at least 1",
            "mauro_err_odds_zero_points",
        )


# ---------------------------------------------------------------- route one: the engine


def class_probabilities(rules: Rules = Rules()) -> dict[ThrowClass, sympy.Rational]:
    """P(pasch), P(straight), P(neighbours), P(nothing) by enumerating the engine
    (`rules.ring` decides whether 1 and 9 are neighbours)."""
    ring = check_rules(rules).ring
    dist = throw_distribution().map(lambda throw: classify(throw, ring))
    return {kind: to_sympy(dist[kind]) for kind in ThrowClass}


def score_distribution_variant2(rules: Rules = VARIANT2) -> Distribution:
    """The exact distribution of one throw's score in variant 2 (engine enumeration)."""
    return _score_distribution_variant2(check_rules(rules, 2).ring)


@cache
def _score_distribution_variant2(ring: bool) -> Distribution:
    return throw_distribution().map(lambda throw: score_variant2(throw, ring))


def expected_points_variant2(rules: Rules = VARIANT2) -> sympy.Rational:
    """E[points of one throw] in variant 2, enumerated over the engine: 20/3."""
    return to_sympy(score_distribution_variant2(rules).expectation())


def ten_round_total_variant2(rules: Rules = VARIANT2) -> Distribution:
    """The exact distribution of a player's total after `rules.rounds` turns (ten in the
    rule text) of variant 2.

    Integer counts of the 216^rounds equally likely ways, convolved round by round."""
    rules = check_rules(rules, 2)
    counts: dict[int, int] = {}
    for throw in throw_distribution():
        score = score_variant2(throw, rules.ring)
        counts[score] = counts.get(score, 0) + 1
    total = {0: 1}
    for _ in range(rules.rounds):
        nxt: dict[int, int] = {}
        for a, ways_a in total.items():
            for b, ways_b in counts.items():
                nxt[a + b] = nxt.get(a + b, 0) + ways_a * ways_b
        total = nxt
    return Distribution.from_counts(total)


def step_distribution_variant1(rules: Rules = Rules()) -> Distribution:
    """What one throw of a running series does, asked of the engine for all 216 throws.

    Outcomes: ("go", points) when the series goes on, "banked" or "lost" when it ends.
    The series' earlier throws do not matter, so one throw from an empty series tells all.
    """
    return _step_distribution_variant1(check_rules(rules, 1))


@cache
def _step_distribution_variant1(rules: Rules) -> Distribution:
    rolling = new_game(1, rules).apply(Roll())

    def step(throw: tuple[int, int, int]) -> object:
        after = rolling.apply(Dice(throw))
        if after.turns:
            return after.turns[-1].result
        return ("go", after.series_total)

    return throw_distribution().map(step)


def turn_points_head_variant1(max_points: int, rules: Rules = Rules()) -> dict[int, Fraction]:
    """P(a turn of variant 1 banks exactly t points) for t = 1 .. max_points, exactly.

    A series that banks t >= 1 points has at most t scoring throws, so each of these
    probabilities is a finite sum over the engine's steps (P(0) needs an infinite one).
    `max_points` is 1 to `MOST_POINTS` (1,000: the exact fractions grow with t, 1,000
    points take well under a second, and P(T > 1000) is below 1e-200).
    """
    max_points = whole_number(max_points, "max_points", 1, MOST_POINTS)
    _scoring_points(check_rules(rules, 1, no_stopping="odds"))
    step = step_distribution_variant1(rules)
    moves = [(outcome[1], p) for outcome, p in step.items() if isinstance(outcome, tuple)]
    reach = [Fraction(0)] * (max_points + 1)
    reach[0] = Fraction(1)
    for s in range(max_points + 1):
        for points, p in moves:
            if s + points <= max_points:
                reach[s + points] += reach[s] * p
    return {t: reach[t] * step[BANKED] for t in range(1, max_points + 1)}


def turn_expectation_bounds_variant1(
    max_points: int = 200, rules: Rules = Rules()
) -> tuple[Fraction, Fraction]:
    """Exact lower and upper bounds on E[turn points] from the engine alone.

    Lower: the sum of t * P(T = t) up to `max_points`. Upper: add a bound on the rest,
    using P(T = t) <= c^ceil(t / m), where c is the chance of a scoring throw and m the
    most points one throw adds. With 200 points the gap is below 1e-30. `max_points`
    is 1 to `MOST_POINTS` (1,000), as for `turn_points_head_variant1`.
    """
    max_points = whole_number(max_points, "max_points", 1, MOST_POINTS)
    head = turn_points_head_variant1(max_points, rules)
    low = sum((t * p for t, p in head.items()), Fraction(0))
    step = step_distribution_variant1(rules)
    c = step.probability(lambda o: isinstance(o, tuple))
    most = max(o[1] for o in step if isinstance(o, tuple))
    k0 = max_points // most + 1
    # sum over t > max_points of t * c^ceil(t/most) <= sum_{k >= k0} most * (most * k) c^k
    tail_k = c**k0 * (k0 - (k0 - 1) * c) / (1 - c) ** 2
    return low, low + most * most * tail_k


def turn_total_head_variant1(max_total: int, rules: Rules = Rules()) -> dict[int, Fraction]:
    """P(the total of `rules.rounds` turns of variant 1 equals t) for t = 0 .. max_total.

    P(T = 0) of a single turn is the empty end throw at once or a pasch at any time:
    P(nothing) + P(pasch) / (1 - P(scoring)) (the geometric series of the series' length).
    The total of the independent turns is their convolution, exact for each t.

    The work grows with the rounds times the totals asked for (and the exact fractions
    with the rounds), so `rules.rounds * (max_total + 1)` may be at most
    `MOST_TOTAL_WORK` (1,000: the ten rounds of the table up to 99 points in under a
    second; 100 rounds up to 100 points took 13 s).
    """
    max_total = whole_number(max_total, "max_total", 0)
    _scoring_points(check_rules(rules, 1, no_stopping="odds"))
    if rules.rounds * (max_total + 1) > MOST_TOTAL_WORK:
        most = MOST_TOTAL_WORK // rules.rounds - 1
        raise RuleError(
            f"with {rules.rounds} rounds max_total is at most {most} (rounds times "
            f"max_total + 1 at most {MOST_TOTAL_WORK}), not {quoted(max_total)}",
            "mauro_err_total_work",
            rounds=rules.rounds,
            most=most,
            work=MOST_TOTAL_WORK,
            value=quoted(max_total),
        )
    step = step_distribution_variant1(rules)
    c = step.probability(lambda o: isinstance(o, tuple))
    turn = {0: step[BANKED] + step[LOST] / (1 - c)}
    if max_total:
        turn.update(turn_points_head_variant1(max_total, rules))
    total = {0: Fraction(1)}
    for _ in range(rules.rounds):
        nxt = {t: Fraction(0) for t in range(max_total + 1)}
        for a, pa in total.items():
            for b, pb in turn.items():
                if a + b <= max_total:
                    nxt[a + b] += pa * pb
        total = nxt
    return total


# ------------------------------------------------------------ route two: SymPy, no engine


def symbolic_dice() -> tuple[sympy.Expr, sympy.Expr, sympy.Expr]:
    """Dice III, IV, V as independent `sympy.stats` random variables."""
    return tuple(DiscreteUniform(die.name, sorted(die.faces)) for die in MIWIN_DICE)  # type: ignore[return-value]


def _neighbours(x: sympy.Expr, y: sympy.Expr, ring: bool = True) -> sympy.Basic:
    """Neighbours as a SymPy condition: differ by 1, or on the ring by 8 (1 and 9)."""
    by_one = sympy.Eq(sympy.Abs(x - y), 1)
    return sympy.Or(by_one, sympy.Eq(sympy.Abs(x - y), 8)) if ring else by_one


def class_probabilities_sympy(rules: Rules = Rules()) -> dict[ThrowClass, sympy.Rational]:
    """The four throw classes by `sympy.stats`, from symbolic conditions on the dice."""
    return dict(_class_probabilities_sympy(check_rules(rules).ring))


@cache
def _class_probabilities_sympy(ring: bool) -> dict[ThrowClass, sympy.Rational]:
    x, y, z = symbolic_dice()
    pasch = sympy.Or(sympy.Eq(x, y), sympy.Eq(x, z), sympy.Eq(y, z))
    nxy, nxz, nyz = (_neighbours(a, b, ring) for a, b in ((x, y), (x, z), (y, z)))
    two_pairs = sympy.Or(sympy.And(nxy, nxz), sympy.And(nxy, nyz), sympy.And(nxz, nyz))
    any_pair = sympy.Or(nxy, nxz, nyz)
    p_pasch = probability_of(pasch)
    p_straight = probability_of(sympy.And(sympy.Not(pasch), two_pairs))
    p_any_clean = probability_of(sympy.And(sympy.Not(pasch), any_pair))
    return {
        ThrowClass.PASCH: p_pasch,
        ThrowClass.STRAIGHT: p_straight,
        ThrowClass.NEIGHBOURS: p_any_clean - p_straight,
        ThrowClass.NOTHING: 1 - p_pasch - p_any_clean,
    }


def _pair_score(x: sympy.Expr, y: sympy.Expr, ring: bool) -> sympy.Expr:
    return sympy.Piecewise((x + y, _neighbours(x, y, ring)), (0, True))


def expected_points_variant2_by_pairs(rules: Rules = VARIANT2) -> sympy.Rational:
    """E[points] in variant 2 by linearity: the sum over the three pairs of dice."""
    ring = check_rules(rules, 2).ring
    dice = symbolic_dice()
    return sum(
        (expectation_of(_pair_score(dice[i], dice[j], ring)) for i, j in DIE_PAIRS),
        sympy.Integer(0),
    )


def score_distribution_variant2_sympy(rules: Rules = VARIANT2) -> dict[int, sympy.Rational]:
    """The distribution of a variant-2 score by `sympy.stats.density` of its formula."""
    ring = check_rules(rules, 2).ring
    x, y, z = symbolic_dice()
    score = _pair_score(x, y, ring) + _pair_score(x, z, ring) + _pair_score(y, z, ring)
    return {int(k): sympy.Rational(v) for k, v in density(score).dict.items() if v}


def ten_round_total_variant2_sympy(rules: Rules = VARIANT2) -> dict[int, sympy.Rational]:
    """The total of `rules.rounds` turns of variant 2 as the coefficients of a power of
    the pgf."""
    rounds = check_rules(rules, 2).rounds
    s = sympy.Symbol("s")
    pgf = sympy.Poly(
        sum(p * s**k for k, p in score_distribution_variant2_sympy(rules).items()), s, domain="QQ"
    )
    poly = pgf**rounds
    return {int(m[0]): sympy.Rational(c) for m, c in zip(poly.monoms(), poly.coeffs(), strict=True)}


def pair_neighbour_probability(a: Die, b: Die, rules: Rules = Rules()) -> sympy.Rational:
    """P(die a and die b show neighbours), by `sympy.stats` (`rules.ring`: 1 and 9)."""
    ring = check_rules(rules).ring
    check_die(a)
    check_die(b)
    x = DiscreteUniform("a", sorted(a.faces))
    y = DiscreteUniform("b", sorted(b.faces))
    return probability_of(_neighbours(x, y, ring))


@dataclass(frozen=True)
class TurnChain:
    """Variant 1's series as an absorbing Markov chain, solved in SymPy.

    States: S (in the series, about to throw), B (banked), L (lost). From S a throw
    scores and stays in S with c = P(neighbours) + P(straight), moves to B with
    P(nothing), to L with P(pasch). `Q` and `R` are the blocks of the transition matrix,
    `N = (I - Q)^-1` the expected number of throws, `B = N R` the absorption chances.
    """

    Q: sympy.Matrix
    R: sympy.Matrix
    N: sympy.Matrix
    B: sympy.Matrix
    points_per_throw: sympy.Rational
    expected_points: sympy.Rational


def turn_chain(
    classes: dict[ThrowClass, sympy.Rational] | None = None, rules: Rules = Rules()
) -> TurnChain:
    """Set up the chain from the class probabilities (by default the engine's; route
    two's, `class_probabilities_sympy`, are the same) and solve.

    Expected banked points = E[number of throws] x E[points one throw adds] x P(banked):
    whether the series is banked is decided after the last scoring throw, independently
    of the points gathered so far. The points per throw are the rules' own.
    """
    rules = check_rules(rules, 1, no_stopping="odds")
    cls = class_probabilities(rules) if classes is None else classes
    if not isinstance(cls, dict) or set(cls) != set(ThrowClass):
        raise RuleError(
            "the classes are a dict of the four ThrowClass probabilities", "mauro_err_classes"
        )
    c = cls[ThrowClass.NEIGHBOURS] + cls[ThrowClass.STRAIGHT]
    q_mat = sympy.Matrix([[c]])
    r_mat = sympy.Matrix([[cls[ThrowClass.NOTHING], cls[ThrowClass.PASCH]]])
    n_mat = (sympy.eye(1) - q_mat).inv()
    b_mat = n_mat * r_mat
    per_throw = (
        cls[ThrowClass.NEIGHBOURS] * rules.neighbour_points
        + cls[ThrowClass.STRAIGHT] * rules.straight_points
    )
    expected = n_mat[0, 0] * per_throw * b_mat[0, 0]
    return TurnChain(q_mat, r_mat, n_mat, b_mat, per_throw, expected)


def expected_turn_points_variant1(rules: Rules = Rules()) -> sympy.Rational:
    """E[points a turn of variant 1 banks]: the Markov chain solved in SymPy (200/361)."""
    return turn_chain(rules=rules).expected_points


def expected_turn_points_stop_at(
    stop_at: int, rules: Rules = Rules(may_stop=True)
) -> sympy.Rational:
    """E[turn points] in variant 1 when the player may stop and stops at `stop_at` points.

    Backward induction over the points s in the series: V(s) = s once s >= stop_at,
    else V(s) = P(nothing) s + P(neighbours) V(s + n) + P(straight) V(s + t), with n and
    t the rules' points (a throw that adds 0 points leaves s as it is, solved for V(s)).
    `stop_at` is 1 to `MOST_POINTS` (1,000: one exact step per point).
    """
    stop_at = whole_number(stop_at, "stop_at", 1, MOST_POINTS)
    rules = check_rules(rules, 1)
    if not rules.may_stop:
        raise RuleError(
            "these rules do not allow stopping (Rules(may_stop=True) does)",
            "mauro_err_no_stop",
        )
    cls = class_probabilities_sympy(rules)
    steps = (
        (rules.neighbour_points, cls[ThrowClass.NEIGHBOURS]),
        (rules.straight_points, cls[ThrowClass.STRAIGHT]),
    )
    value: dict[int, sympy.Expr] = {}

    def v(s: int) -> sympy.Expr:
        return sympy.Integer(s) if s >= stop_at else value[s]

    for s in range(stop_at - 1, -1, -1):
        stay = sum((p for k, p in steps if k == 0), sympy.Integer(0))
        on = sum((p * v(s + k) for k, p in steps if k > 0), sympy.Integer(0))
        value[s] = (cls[ThrowClass.NOTHING] * s + on) / (1 - stay)
    return value[0]


def turn_points_pgf_variant1(z: sympy.Symbol | None = None, rules: Rules = Rules()) -> sympy.Expr:
    """The probability generating function E[z^T] of a turn's points T (variant 1).

    H(z) = P(nothing) / (1 - P(neighbours) z^n - P(straight) z^t) collects the banked
    series (n, t the rules' points); the lost series (probability 1 - H(1)) bank 0 and
    add a constant. The class probabilities are the engine's (see the module text).
    """
    rules = check_rules(rules, 1, no_stopping="odds")
    if z is not None and not isinstance(z, sympy.Symbol):
        raise RuleError(f"z is a sympy.Symbol, not {quoted(z)}", "mauro_err_symbol")
    z = z if z is not None else sympy.Symbol("z")
    cls = class_probabilities(rules)
    h = cls[ThrowClass.NOTHING] / (
        1
        - cls[ThrowClass.NEIGHBOURS] * z**rules.neighbour_points
        - cls[ThrowClass.STRAIGHT] * z**rules.straight_points
    )
    return (1 - h.subs(z, 1)) + h


def turn_points_series_variant1(order: int, rules: Rules = Rules()) -> dict[int, sympy.Rational]:
    """P(T = t) for t < `order` from the Taylor series of the pgf.

    The pgf is a fraction of two polynomials in z; its series is the numerator times
    the series of 1 / denominator, in SymPy's power-series ring (`rs_series_inversion`;
    `sympy.series` took up to a minute when a straight is worth 100 points). `order`
    is 1 to `MOST_ORDER` (100 terms in a fifth of a second for any rules; 1,000 took
    8 s).
    """
    order = whole_number(order, "order", 1, MOST_ORDER)
    z = sympy.Symbol("z")
    numerator, denominator = sympy.fraction(sympy.together(turn_points_pgf_variant1(z, rules)))
    ring_, x = sympy_ring("z", QQ)
    inverse = rs_series_inversion(ring_.from_expr(sympy.expand(denominator)), x, order)
    series = rs_mul(ring_.from_expr(sympy.expand(numerator)), inverse, x, order)
    return {t: sympy.Rational(series.get((t,), 0)) for t in range(order)}


def turn_variance_variant1(rules: Rules = Rules()) -> sympy.Rational:
    """Var[T] of a turn's points from the pgf: G''(1) + G'(1) - G'(1)^2.

    G is a constant plus H(z) = P(nothing) / D(z) with D(z) = 1 - P(neighbours) z^n -
    P(straight) z^t (`turn_points_pgf_variant1`), so its derivatives at 1 follow from
    D's: H' = -P(nothing) D' / D^2 and H'' = P(nothing) (2 D'^2 - D D'') / D^3, here in
    exact rationals (differentiating the SymPy expression took a fifth of a second, most
    of it SymPy's first imports; the tests check both ways agree).
    """
    rules = check_rules(rules, 1, no_stopping="odds")
    cls = {kind: as_fraction(p) for kind, p in class_probabilities(rules).items()}
    steps = (
        (rules.neighbour_points, cls[ThrowClass.NEIGHBOURS]),
        (rules.straight_points, cls[ThrowClass.STRAIGHT]),
    )
    d0 = 1 - sum(p for _, p in steps)
    d1 = -sum(k * p for k, p in steps)
    d2 = -sum(k * (k - 1) * p for k, p in steps)
    nothing = cls[ThrowClass.NOTHING]
    g1 = -nothing * d1 / d0**2
    g2 = nothing * (2 * d1**2 - d0 * d2) / d0**3
    return to_sympy(g2 + g1 - g1**2)


def simulate_turn_points(rng: Any, rules: Rules = Rules()) -> int:
    """Play one turn of variant 1 through the engine with a seeded generator and return
    its banked points."""
    game = new_game(1, check_rules(rules, 1, no_stopping="odds"))
    while not game.turns:
        game = game.roll(rng)
    return game.turns[0].banked
