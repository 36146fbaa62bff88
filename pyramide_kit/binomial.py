"""The binomial distribution and the exact binomial test, in SymPy Rationals.

"Is this die loaded?" is the question of German school statistics
(Binomialverteilung, Signifikanzniveau, Ablehnungsbereich). With n throws and a chance p
of a six on each, the number of sixes X is binomial: P(X = k) = C(n, k) p^k (1 - p)^(n-k).
Everything here is computed exactly, so a p-value and a rejection region are fractions
that a second route (a hand count, `sympy.stats`) can check to the last digit; the
simulation beside them throws dice and shows how close a run of trials gets.

The two-sided p-value follows the usual rule: it is the total probability of all outcomes
that are *at most as likely* as the observed one, P(X = j) <= P(X = k). Because the
probabilities are exact fractions, "at most as likely" needs no tolerance, unlike a
float computation (which must guess when two tiny numbers are "equal").

A probability p (and a level) is given exactly: an int, a `Fraction`, a SymPy Rational or
text like "1/6". The number of trials n is 0 to `MOST_N` (300), a simulation repeats
the experiment at most `checks.MOST_TRIALS` times. A float is refused, because 1/6 as
a float is not 1/6, and an exact test of a rounded chance would no longer be exact.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from math import ceil, comb, floor, lgamma, log, sqrt
from typing import Any, Literal

import numpy as np
import sympy

from pyramide_kit.checks import as_whole, check_choice, check_seed, trial_count, whole_number
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.simulate import wilson_interval, z_value

__all__ = [
    "ALTERNATIVES",
    "LAPLACE_SIGMA",
    "MOST_N",
    "BinomialTest",
    "RejectionRegion",
    "SigmaRule",
    "SimulatedTest",
    "binomial_cdf",
    "binomial_pmf",
    "binomial_probabilities",
    "binomial_test",
    "central_counts",
    "exact_level",
    "exact_probability",
    "extreme_outcomes",
    "power_curve",
    "rejection_chance",
    "rejection_region",
    "sigma_region",
    "simulate_binomial_test",
]

Alternative = Literal["greater", "less", "two-sided"]
ALTERNATIVES: tuple[str, ...] = ("greater", "less", "two-sided")

_CHUNK = 1_000_000
"""The most dice thrown at once by the simulation (trials x n), to bound its memory."""


def exact_probability(value: Any, name: str) -> sympy.Rational:
    """`value` as a SymPy Rational in [0, 1], or a `RuleError` (floats are not exact)."""
    number: Fraction | None = None
    if isinstance(value, bool):
        number = None
    elif isinstance(value, (int, Fraction)):
        number = Fraction(value)
    elif isinstance(value, sympy.Rational):
        number = Fraction(int(value.p), int(value.q))
    elif isinstance(value, str):
        try:
            number = Fraction(value.strip().replace(" ", ""))
        except (ValueError, ZeroDivisionError):
            number = None
    if number is None or not 0 <= number <= 1:
        raise RuleError(
            f"{name} must be an exact probability from 0 to 1 (an int, a Fraction, a SymPy "
            f'Rational or text like "1/6"; floats are not exact), not {quoted(value)}',
            "binomial_err_probability",
            name=name,
            value=quoted(value),
        )
    return sympy.Rational(number.numerator, number.denominator)


MOST_N = 300
"""The most trials n of one binomial experiment: the exact distribution of 300 trials
takes under half a second (SymPy rationals; 1,000 took 3 to 4 s), and the lessons use
60."""


def _checked(n: Any, p: Any) -> tuple[int, sympy.Rational]:
    return whole_number(n, "n", 0, MOST_N), exact_probability(p, "p")


def _pmf(n: int, p: sympy.Rational, k: int) -> sympy.Rational:
    return sympy.Integer(comb(n, k)) * p**k * (1 - p) ** (n - k)


def binomial_pmf(n: int, p: Any, k: int) -> sympy.Rational:
    """P(X = k) for X ~ B(n, p): k successes in n independent trials of chance p."""
    n, p = _checked(n, p)
    return _pmf(n, p, whole_number(k, "k", 0, n))


def binomial_cdf(n: int, p: Any, k: int) -> sympy.Rational:
    """P(X <= k) for X ~ B(n, p), the sum of the probabilities of 0 .. k successes."""
    n, p = _checked(n, p)
    k = whole_number(k, "k", 0, n)
    return sum((_pmf(n, p, j) for j in range(k + 1)), sympy.Integer(0))


def binomial_probabilities(n: int, p: Any) -> tuple[sympy.Rational, ...]:
    """P(X = 0), ..., P(X = n): the whole distribution, e.g. for a bar plot."""
    n, p = _checked(n, p)
    return tuple(_pmf(n, p, j) for j in range(n + 1))


def _p_values(probabilities: tuple[sympy.Rational, ...], alternative: str) -> list[sympy.Rational]:
    """The p-value of every possible outcome 0 .. n under one alternative."""
    zero = sympy.Integer(0)
    if alternative == "less":
        running, values = zero, []
        for prob in probabilities:
            running += prob
            values.append(running)
        return values
    if alternative == "greater":
        running, values = zero, []
        for prob in reversed(probabilities):
            running += prob
            values.append(running)
        return values[::-1]
    # two-sided: the sum over all outcomes at most as likely, from the least likely up
    order = sorted(range(len(probabilities)), key=lambda j: probabilities[j])
    values = [zero] * len(probabilities)
    running, start = zero, 0
    while start < len(order):
        end = start
        while end < len(order) and probabilities[order[end]] == probabilities[order[start]]:
            running += probabilities[order[end]]
            end += 1
        for j in order[start:end]:
            values[j] = running
        start = end
    return values


def extreme_outcomes(
    n: int, k: int, p: Any, alternative: Alternative = "greater"
) -> tuple[int, ...]:
    """The outcomes at least as extreme as k: those the p-value adds up (k included).

    "greater": j >= k; "less": j <= k; "two-sided": every j with P(X = j) <= P(X = k).
    """
    n, p = _checked(n, p)
    k = whole_number(k, "k", 0, n)
    alternative = check_choice(alternative, "alternative", ALTERNATIVES)
    if alternative == "greater":
        return tuple(range(k, n + 1))
    if alternative == "less":
        return tuple(range(k + 1))
    probabilities = binomial_probabilities(n, p)
    return tuple(j for j in range(n + 1) if probabilities[j] <= probabilities[k])


@dataclass(frozen=True)
class BinomialTest:
    """The outcome of an exact binomial test of "the chance is p" after k of n.

    `p_value` is the chance, *if the chance really is p*, of a result at least as extreme
    as k; it is not the chance that the hypothesis is true. `rejection_region`
    (Ablehnungsbereich) holds every outcome whose p-value is at most `level`
    (Signifikanzniveau): the results that would make us reject p at that level.
    """

    n: int
    k: int
    p: sympy.Rational
    alternative: str
    level: sympy.Rational
    p_value: sympy.Rational
    rejection_region: tuple[int, ...]

    @property
    def p_value_float(self) -> float:
        """The p-value as a decimal, for reading; `p_value` is the exact one."""
        return float(self.p_value)

    @property
    def rejected(self) -> bool:
        """True if k lies in the rejection region, i.e. the p-value is at most the level."""
        return self.k in self.rejection_region


def binomial_test(
    n: int, k: int, p: Any, alternative: Alternative = "greater", level: Any = "1/20"
) -> BinomialTest:
    """The exact binomial test of the hypothesis "each trial succeeds with chance p".

    "greater" asks whether successes are too many (a die loaded towards six), "less"
    whether too few, "two-sided" whether too far from n p either way (by the rule "all
    outcomes at most as likely as the observed one").
    """
    n, p = _checked(n, p)
    k = whole_number(k, "k", 0, n)
    alternative = check_choice(alternative, "alternative", ALTERNATIVES)
    level = exact_probability(level, "level")
    values = _p_values(binomial_probabilities(n, p), alternative)
    region = tuple(j for j in range(n + 1) if values[j] <= level)
    return BinomialTest(n, k, p, alternative, level, values[k], region)


@dataclass(frozen=True)
class SimulatedTest:
    """A simulated p-value: the share of `trials` experiments at least as extreme."""

    trials: int
    hits: int
    confidence: float
    interval: tuple[float, float]

    @property
    def p_value(self) -> float:
        """hits / trials, the relative frequency of a result at least as extreme."""
        return self.hits / self.trials


def simulate_binomial_test(
    n: int,
    k: int,
    p: Any,
    trials: int,
    seed: int | None = None,
    alternative: Alternative = "greater",
    confidence: float = 0.95,
) -> SimulatedTest:
    """Repeat the experiment `trials` times with a fair die and count the extreme results.

    For p = a/q each trial is a fair q-sided die (a fair six-sided one for p = 1/6) that
    counts as a success when it shows one of a faces, so the simulation uses exactly
    the chance p, not a rounded float. The interval is Wilson's at `confidence`.
    """
    n, p = _checked(n, p)
    k = whole_number(k, "k", 0, n)
    trials = trial_count(trials, "trials", 1)
    seed = check_seed(seed)
    z_value(confidence)
    extreme = np.zeros(n + 1, dtype=bool)
    extreme[list(extreme_outcomes(n, k, p, alternative))] = True
    wins, faces = int(p.p), int(p.q)
    rng = np.random.default_rng(seed)
    per_chunk = max(1, _CHUNK // max(n, 1))
    hits, left = 0, trials
    while left:
        size = min(left, per_chunk)
        throws = rng.integers(0, faces, size=(size, n))
        successes = (throws < wins).sum(axis=1)
        hits += int(extreme[successes].sum())
        left -= size
    return SimulatedTest(trials, hits, confidence, wilson_interval(hits, trials, confidence))


def exact_level(value: Any) -> sympy.Rational:
    """A significance level alpha: an exact probability strictly between 0 and 1 (at 0
    nothing is ever rejected, at 1 everything), else a `RuleError`."""
    level = exact_probability(value, "level")
    if not 0 < level < 1:
        raise RuleError(
            f"level must be a significance level above 0 and below 1, such as 1/20, "
            f"not {quoted(value)}",
            "binomial_err_level",
            value=quoted(value),
        )
    return level


@dataclass(frozen=True)
class RejectionRegion:
    """An Ablehnungsbereich of "the chance is p" after n trials: reject when X <= `below`
    or X >= `above` (None: that side rejects nothing). Everything else is the
    Annahmebereich. `level` is the alpha it was built for, `size` the chance of landing
    in it when the chance really is p: the error of the first kind, at most `level`
    (smaller for an exact region, because X moves in whole steps)."""

    n: int
    p: sympy.Rational
    level: sympy.Rational
    alternative: str
    below: int | None
    above: int | None

    @property
    def outcomes(self) -> tuple[int, ...]:
        """Every outcome 0 .. n of the region, in order."""
        return tuple(k for k in range(self.n + 1) if k in self)

    def __contains__(self, k: object) -> bool:
        k = as_whole(k)
        return k is not None and (
            (self.below is not None and k <= self.below)
            or (self.above is not None and k >= self.above)
        )

    @property
    def size(self) -> sympy.Rational:
        """P(X in the region) when the chance is p: the error of the first kind."""
        return rejection_chance(self, self.p)


def _masses(n: int, p: sympy.Rational) -> list[Fraction]:
    """P(X = 0), ..., P(X = n) as Fractions, which add up faster than SymPy Rationals."""
    q = Fraction(int(p.p), int(p.q))
    return [comb(n, k) * q**k * (1 - q) ** (n - k) for k in range(n + 1)]


def _lowest_above(masses: list[Fraction], tail: Fraction) -> int | None:
    """The smallest k with P(X >= k) <= tail, None if there is none."""
    running, found = Fraction(0), None
    for k in range(len(masses) - 1, -1, -1):
        running += masses[k]
        if running > tail:
            break
        found = k
    return found


def rejection_region(
    n: int, p: Any, level: Any = "1/20", alternative: Alternative = "greater"
) -> RejectionRegion:
    """The exact Ablehnungsbereich for alpha = `level`: as many outcomes as the level
    allows, taken from the side(s) the alternative names.

    "greater" (rechtsseitig): X >= the smallest k with P(X >= k) <= alpha; "less"
    (linksseitig): X <= the largest k with P(X <= k) <= alpha; "two-sided": both, each
    side with alpha/2, the German school convention.
    """
    n, p = _checked(n, p)
    level = exact_level(level)
    alternative = check_choice(alternative, "alternative", ALTERNATIVES)
    masses = _masses(n, p)
    tail = Fraction(int(level.p), int(level.q))
    if alternative == "two-sided":
        tail /= 2
    above = below = None
    if alternative != "less":
        above = _lowest_above(masses, tail)
    if alternative != "greater":
        lowest = _lowest_above(masses[::-1], tail)
        below = None if lowest is None else n - lowest
    return RejectionRegion(n, p, level, alternative, below, above)


def _check_region(region: Any) -> RejectionRegion:
    if not isinstance(region, RejectionRegion):
        raise RuleError(
            f"region must be a RejectionRegion (from rejection_region or sigma_region), "
            f"not {quoted(region)}",
            "binomial_err_region",
            value=quoted(region),
        )
    return region


def rejection_chance(region: RejectionRegion, p: Any) -> sympy.Rational:
    """P(X in the region) when each trial succeeds with chance `p`, exactly.

    At the region's own p this is the error of the first kind; at any other p it is the
    power (Güte) against p, and 1 minus it the error of the second kind, beta."""
    region = _check_region(region)
    p = exact_probability(p, "p")
    masses = _masses(region.n, p)
    total = sum((masses[k] for k in region.outcomes), Fraction(0))
    return sympy.Rational(total.numerator, total.denominator)


def power_curve(region: RejectionRegion, chances: Any) -> np.ndarray:
    """P(X in the region) for each chance of `chances` (floats from 0 to 1), in floating
    point: a power curve drawn through hundreds of points, where the exact value at one
    chance is `rejection_chance`'s."""
    region = _check_region(region)
    try:
        grid = np.asarray(chances, dtype=float).reshape(-1)
    except (TypeError, ValueError):
        grid = np.array([np.nan])
    if not np.all((grid >= 0) & (grid <= 1)):
        raise RuleError(
            f"chances must be numbers from 0 to 1, not {quoted(chances)}",
            "binomial_err_chances",
            value=quoted(chances),
        )
    outcomes = np.array(region.outcomes, dtype=int)
    if outcomes.size == 0:
        return np.zeros_like(grid)
    ways = np.array([float(comb(region.n, k)) for k in outcomes])
    hits = grid[:, None] ** outcomes[None, :]
    misses = (1 - grid[:, None]) ** (region.n - outcomes[None, :])
    return (ways[None, :] * hits * misses).sum(axis=1)


LAPLACE_SIGMA = 3
"""The Laplace condition: the sigma rules are trusted when sigma > 3."""


@dataclass(frozen=True)
class SigmaRule:
    """The region the sigma rules give: mu, sigma, the normal quantile z for the level
    and side, and the region of the outcomes beyond mu +- z sigma. `laplace` says whether
    sigma > 3, the condition under which the approximation is trusted."""

    mu: sympy.Rational
    sigma: float
    z: float
    region: RejectionRegion

    @property
    def laplace(self) -> bool:
        return self.sigma > LAPLACE_SIGMA


def sigma_region(
    n: int, p: Any, level: Any = "1/20", alternative: Alternative = "greater"
) -> SigmaRule:
    """The Ablehnungsbereich by the sigma rules, an approximation: the Annahmebereich is
    every outcome within z sigma of mu = n p, sigma = sqrt(n p (1 - p)), where z is the
    normal distribution's quantile (1.64 for 5 % on one side, 1.96 for 2.5 % on each of
    two). Its `region.size` says how far its real error of the first kind is from alpha."""
    n, p = _checked(n, p)
    level = exact_level(level)
    alternative = check_choice(alternative, "alternative", ALTERNATIVES)
    tail = float(level) / (2 if alternative == "two-sided" else 1)
    z = z_value(1 - 2 * tail)  # the quantile with `tail` above it
    mu = n * p
    sigma = sqrt(float(mu * (1 - p)))
    high, low = float(mu) + z * sigma, float(mu) - z * sigma
    above = floor(high) + 1 if alternative != "less" and high < n else None
    below = -floor(-low) - 1 if alternative != "greater" and low > 0 else None
    return SigmaRule(mu, sigma, z, RejectionRegion(n, p, level, alternative, below, above))


@lru_cache(maxsize=200_000)
def central_counts(n: int, p: float, confidence: float = 0.95) -> tuple[int, int]:
    """The exact central range of B(n, p) at a level: the least count k_low with
    P(X <= k_low) > a/2 and the least k_high with P(X <= k_high) >= 1 - a/2, where
    a = 1 - confidence, so each tail outside holds at most a/2.

    The probabilities are summed in floating point over the counts within 12 standard
    deviations and 30 more of np (what lies beyond weighs less than 1e-20), each from the
    one before: P(k + 1) = P(k) (n - k) p / ((k + 1) q). The work grows like the square
    root of n; the tests compare it with exact counting in fractions."""
    if p <= 0 or p >= 1:
        k = 0 if p <= 0 else n
        return k, k
    q, tail = 1 - p, (1 - confidence) / 2
    spread = 12 * sqrt(n * p * q) + 30
    first, last = max(0, floor(n * p - spread)), min(n, ceil(n * p + spread))
    k = np.arange(first, last)
    steps = np.log((n - k) / (k + 1)) + log(p / q)
    log_first = (
        lgamma(n + 1)
        - lgamma(first + 1)
        - lgamma(n - first + 1)
        + first * log(p)
        + (n - first) * log(q)
    )
    log_pmf = log_first + np.concatenate([[0.0], np.cumsum(steps)])
    pmf = np.exp(log_pmf - log_pmf.max())
    cdf = np.cumsum(pmf / pmf.sum())
    k_low = first + int(np.argmax(cdf > tail))
    k_high = first + int(np.argmax(cdf >= 1 - tail))
    return k_low, k_high
