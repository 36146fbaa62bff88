"""Rejection regions, their power and the sigma rules against second routes: the region
found by trying every threshold with `sympy.stats.Binomial`, the chances counted with
`math.comb` and `Fraction`, the sigma rule's quantile from SymPy's inverse error
function, and a seeded simulation of loaded dice inside its interval."""

from __future__ import annotations

from fractions import Fraction
from math import comb

import numpy as np
import pytest
import sympy
import sympy.stats as stats
from hypothesis import given, settings
from hypothesis import strategies as st

from pyramide_kit.binomial import (
    LAPLACE_SIGMA,
    RejectionRegion,
    power_curve,
    rejection_chance,
    rejection_region,
    sigma_region,
)
from pyramide_kit.errors import RuleError
from pyramide_kit.i18n import error_text
from pyramide_kit.simulate import wilson_interval


def _mass(n: int, p: Fraction, k: int) -> Fraction:
    return comb(n, k) * p**k * (1 - p) ** (n - k)


def _at_least(n: int, p: Fraction, k: int) -> Fraction:
    return sum((_mass(n, p, j) for j in range(k, n + 1)), Fraction(0))


def _at_most(n: int, p: Fraction, k: int) -> Fraction:
    return sum((_mass(n, p, j) for j in range(k + 1)), Fraction(0))


def _by_counting(n: int, p: Fraction, level: Fraction, side: str) -> tuple[int | None, ...]:
    """(below, above) by trying every threshold: the widest tails within the level."""
    tail = level / 2 if side == "two-sided" else level
    above = below = None
    if side != "less":
        above = min((c for c in range(n + 1) if _at_least(n, p, c) <= tail), default=None)
    if side != "greater":
        below = max((c for c in range(n + 1) if _at_most(n, p, c) <= tail), default=None)
    return below, above


@pytest.mark.parametrize("side", ["greater", "less", "two-sided"])
@pytest.mark.parametrize(
    ("n", "p", "level"), [(120, "1/6", "1/20"), (60, "1/6", "1/20"), (180, "1/9", "1/100")]
)
def test_the_region_is_the_widest_that_sympy_stats_keeps_within_the_level(n, p, level, side):
    region = rejection_region(n, p, level, side)
    sixes = stats.Binomial("X", n, sympy.Rational(p))
    tail = sympy.Rational(level) / (2 if side == "two-sided" else 1)
    if side != "less":
        c = region.above
        assert stats.P(sixes >= c) <= tail < stats.P(sixes >= c - 1)
    if side != "greater":
        c = region.below
        assert stats.P(sixes <= c) <= tail < stats.P(sixes <= c + 1)
    assert region.size == sum(
        (stats.density(sixes).dict[k] for k in region.outcomes), sympy.Integer(0)
    )


@settings(max_examples=80, deadline=None)
@given(
    n=st.integers(0, 30),
    p=st.fractions(min_value=0, max_value=1, max_denominator=10),
    level=st.fractions(min_value=Fraction(1, 100), max_value=Fraction(1, 2), max_denominator=100),
    side=st.sampled_from(["greater", "less", "two-sided"]),
)
def test_the_region_agrees_with_counting_and_keeps_its_level(n, p, level, side):
    region = rejection_region(n, p, level, side)
    assert (region.below, region.above) == _by_counting(n, p, level, side)
    counted = sum((_mass(n, p, k) for k in region.outcomes), Fraction(0))
    assert region.size == counted <= level


@pytest.mark.parametrize(("n", "p"), [(60, "1/4"), (120, "1/4"), (120, "1/8"), (120, "1/6")])
def test_the_chance_to_reject_is_the_binomial_tail_under_the_other_chance(n, p):
    region = rejection_region(n, "1/6", "1/20", "greater")
    sixes = stats.Binomial("X", n, sympy.Rational(p))
    assert rejection_chance(region, p) == stats.P(sixes >= region.above)
    assert 1 - rejection_chance(region, p) == stats.P(sixes < region.above)  # beta


def test_the_power_curve_follows_the_exact_chances():
    region = rejection_region(120, "1/6", "1/20", "two-sided")
    chances = [Fraction(k, 20) for k in range(21)]
    curve = power_curve(region, [float(c) for c in chances])
    exact = [
        float(_at_most(120, c, region.below) + _at_least(120, c, region.above)) for c in chances
    ]
    assert curve == pytest.approx(exact, abs=1e-12)


def test_the_power_of_loaded_dice_lies_in_the_interval_of_seeded_experiments():
    """20,000 experiments of 120 throws of a die loaded to show a six with 1/4."""
    region = rejection_region(120, "1/6", "1/20", "greater")
    sixes = np.random.default_rng(8).binomial(120, 0.25, size=20_000)
    hits = int(np.isin(sixes, region.outcomes).sum())
    low, high = wilson_interval(hits, 20_000, 0.999)
    assert low <= float(rejection_chance(region, "1/4")) <= high


def _z(tail: sympy.Rational) -> float:
    """The normal quantile of 1 - tail, from the inverse error function."""
    return float(sympy.sqrt(2) * sympy.erfinv(1 - 2 * tail))


@pytest.mark.parametrize("side", ["greater", "less", "two-sided"])
@pytest.mark.parametrize(("n", "p", "level"), [(120, "1/6", "1/20"), (200, "1/2", "1/100")])
def test_the_sigma_rule_keeps_the_outcomes_within_z_sigma(n, p, level, side):
    rule = sigma_region(n, p, level, side)
    q = sympy.Rational(p)
    sixes = stats.Binomial("X", n, q)
    assert rule.mu == stats.E(sixes)
    assert rule.sigma == pytest.approx(float(stats.std(sixes)))
    z = _z(sympy.Rational(level) / (2 if side == "two-sided" else 1))
    assert rule.z == pytest.approx(z, rel=1e-9)
    mu, sigma = float(n * q), float(stats.std(sixes))
    rejected = [
        k
        for k in range(n + 1)
        if (side != "less" and k > mu + z * sigma) or (side != "greater" and k < mu - z * sigma)
    ]
    assert rule.region.outcomes == tuple(rejected)
    assert rule.laplace == (float(stats.variance(sixes)) > LAPLACE_SIGMA**2)


def test_the_sigma_rule_for_120_throws_rejects_one_outcome_more_than_the_exact_region():
    exact = rejection_region(120, "1/6", "1/20", "greater")
    approximate = sigma_region(120, "1/6", "1/20", "greater").region
    assert approximate.above == exact.above - 1
    assert approximate.size == _at_least(120, Fraction(1, 6), exact.above - 1) > Fraction(1, 20)


def test_a_small_experiment_fails_the_laplace_condition():
    assert not sigma_region(30, "1/6").laplace  # sigma = sqrt(30 * 5/36), about 2.04


@pytest.mark.parametrize(
    ("call", "key"),
    [
        (lambda: rejection_region(120.0, "1/6"), "check_err_whole_range"),
        (lambda: rejection_region(120, 1 / 6), "binomial_err_probability"),
        (lambda: rejection_region(120, "7/6"), "binomial_err_probability"),
        (lambda: rejection_region(120, "1/6", 0), "binomial_err_level"),
        (lambda: rejection_region(120, "1/6", 1), "binomial_err_level"),
        (lambda: rejection_region(120, "1/6", 0.05), "binomial_err_probability"),
        (lambda: rejection_region(120, "1/6", "1/20", "right"), "check_err_choice"),
        (lambda: sigma_region(120, "1/6", "3/2"), "binomial_err_probability"),
        (lambda: sigma_region(120, "1/6", "1/20", "both"), "check_err_choice"),
        (lambda: rejection_chance((0, 28), "1/4"), "binomial_err_region"),
        (lambda: rejection_chance(rejection_region(12, "1/6"), 0.25), "binomial_err_probability"),
        (lambda: power_curve(rejection_region(12, "1/6"), [0.2, 1.5]), "binomial_err_chances"),
        (lambda: power_curve(rejection_region(12, "1/6"), ["x"]), "binomial_err_chances"),
    ],
)
def test_bad_input_is_refused_with_a_message_in_both_languages(call, key):
    with pytest.raises(RuleError) as refused:
        call()
    assert refused.value.key == key
    assert error_text(refused.value, "de") != error_text(refused.value, "en")


def test_a_region_holds_whole_outcomes_only():
    region = RejectionRegion(10, sympy.Rational(1, 2), sympy.Rational(1, 20), "greater", None, 9)
    assert 9 in region and np.int64(10) in region
    assert 9.0 not in region and "9" not in region and True not in region
    assert region.outcomes == (9, 10)
