"""The binomial distribution and test against second routes: `sympy.stats.Binomial` for
the probabilities, a direct count with `math.comb` and `Fraction` for the p-values and the
rejection regions, and the simulation against the exact p-value."""

from __future__ import annotations

from fractions import Fraction
from itertools import pairwise
from math import comb

import pytest
import sympy
import sympy.stats as stats
from hypothesis import given, settings
from hypothesis import strategies as st

from pyramide_kit.binomial import (
    binomial_cdf,
    binomial_pmf,
    binomial_probabilities,
    binomial_test,
    exact_probability,
    simulate_binomial_test,
)
from pyramide_kit.errors import RuleError
from pyramide_kit.i18n import error_text

probabilities = st.fractions(min_value=0, max_value=1, max_denominator=12)
sizes = st.integers(min_value=0, max_value=25)


def _mass(n: int, p: Fraction, j: int) -> Fraction:
    return comb(n, j) * p**j * (1 - p) ** (n - j)


def _p_value_by_counting(n: int, k: int, p: Fraction, alternative: str) -> Fraction:
    masses = [_mass(n, p, j) for j in range(n + 1)]
    if alternative == "greater":
        return sum(masses[k:], Fraction(0))
    if alternative == "less":
        return sum(masses[: k + 1], Fraction(0))
    return sum((m for m in masses if m <= masses[k]), Fraction(0))


@pytest.mark.parametrize(("n", "p"), [(1, "1/2"), (6, "1/6"), (10, "3/7"), (60, "1/6")])
def test_pmf_and_cdf_agree_with_sympy_stats(n, p):
    successes = stats.Binomial("X", n, sympy.Rational(p))
    density = stats.density(successes).dict
    for k in range(n + 1):
        assert binomial_pmf(n, p, k) == density[k]
    for k in (0, n // 3, n // 2, n):
        assert binomial_cdf(n, p, k) == stats.P(successes <= k)


@pytest.mark.parametrize("alternative", ["greater", "less", "two-sided"])
@pytest.mark.parametrize(("n", "k", "p"), [(60, 14, "1/6"), (20, 3, "1/2"), (12, 0, "1/3")])
def test_p_value_and_region_agree_with_counting(n, k, p, alternative):
    result = binomial_test(n, k, p, alternative)
    p_exact = Fraction(p)
    assert result.p_value == _p_value_by_counting(n, k, p_exact, alternative)
    assert result.p_value_float == pytest.approx(float(result.p_value))
    region = tuple(
        j
        for j in range(n + 1)
        if _p_value_by_counting(n, j, p_exact, alternative) <= Fraction(1, 20)
    )
    assert result.rejection_region == region
    assert result.rejected == (result.p_value <= Fraction(1, 20))


def test_sixty_throws_fourteen_sixes():
    """The lesson's question, by hand: P(X >= 14) = 1 - P(X <= 13) and the smallest c
    with P(X >= c) <= 5 %."""
    sixth = Fraction(1, 6)
    result = binomial_test(60, 14, "1/6")
    assert result.p_value == 1 - sum(_mass(60, sixth, j) for j in range(14))
    c = next(
        c for c in range(61) if sum(_mass(60, sixth, j) for j in range(c, 61)) <= Fraction(1, 20)
    )
    assert result.rejection_region == tuple(range(c, 61))
    assert not result.rejected


@settings(max_examples=60, deadline=None)
@given(n=sizes, p=probabilities)
def test_pmf_sums_to_one_and_cdf_rises_to_one(n, p):
    masses = binomial_probabilities(n, p)
    assert sum(masses) == 1
    cdf = [binomial_cdf(n, p, k) for k in range(n + 1)]
    assert all(a <= b for a, b in pairwise(cdf))
    assert cdf[-1] == 1


@settings(max_examples=60, deadline=None)
@given(n=sizes, p=probabilities, data=st.data())
def test_two_sided_p_value_is_a_probability_at_least_the_observed_mass(n, p, data):
    k = data.draw(st.integers(0, n))
    result = binomial_test(n, k, p, "two-sided")
    assert binomial_pmf(n, p, k) <= result.p_value <= 1
    # every outcome is at most as likely as the most likely one
    mode = max(range(n + 1), key=lambda j: binomial_pmf(n, p, j))
    assert binomial_test(n, mode, p, "two-sided").p_value == 1


@settings(max_examples=60, deadline=None)
@given(n=st.integers(1, 25), p=st.fractions(min_value=0, max_value=1, max_denominator=12))
def test_the_most_extreme_outcome_has_the_p_value_of_its_own_mass(n, p):
    assert binomial_test(n, n, p, "greater").p_value == p**n
    assert binomial_test(n, 0, p, "less").p_value == (1 - p) ** n
    assert binomial_test(n, 0, p, "greater").p_value == 1
    assert binomial_test(n, n, p, "less").p_value == 1


@pytest.mark.parametrize(
    ("n", "k", "p", "alternative"),
    [(60, 14, "1/6", "greater"), (60, 14, "1/6", "two-sided"), (20, 4, "2/5", "less")],
)
def test_the_simulation_lies_within_its_999_interval(n, k, p, alternative):
    exact = float(binomial_test(n, k, p, alternative).p_value)
    sim = simulate_binomial_test(
        n, k, p, 20_000, seed=14, alternative=alternative, confidence=0.999
    )
    low, high = sim.interval
    assert low <= exact <= high
    assert sim.p_value == sim.hits / 20_000


def test_the_simulation_is_seeded():
    first = simulate_binomial_test(60, 14, "1/6", 2_000, seed=3)
    assert first == simulate_binomial_test(60, 14, "1/6", 2_000, seed=3)


def test_a_result_is_frozen():
    result = binomial_test(6, 2, "1/6")
    with pytest.raises(AttributeError):
        result.p_value = 0


@pytest.mark.parametrize("p", [1 / 6, 0.5, True, None, "1/0", "x", "7/6", -1, 2, sympy.Float(0.5)])
def test_inexact_or_impossible_probabilities_are_refused(p):
    with pytest.raises(RuleError) as refused:
        binomial_test(60, 14, p)
    assert refused.value.key == "binomial_err_probability"
    assert "Wahrscheinlichkeit" in error_text(refused.value, "de")


@pytest.mark.parametrize(
    "call",
    [
        lambda: binomial_pmf(6, "1/6", 7),
        lambda: binomial_pmf(6, "1/6", -1),
        lambda: binomial_cdf(6.0, "1/6", 1),
        lambda: binomial_test(6, 2.0, "1/6"),
        lambda: binomial_test(6, 2, "1/6", alternative="both"),
        lambda: binomial_test(6, 2, "1/6", level=0.05),
        lambda: simulate_binomial_test(6, 2, "1/6", 0, seed=1),
        lambda: simulate_binomial_test(6, 2, "1/6", 10, seed=-1),
    ],
)
def test_bad_arguments_are_refused(call):
    with pytest.raises(RuleError):
        call()


@pytest.mark.parametrize(("text", "value"), [("1/6", Fraction(1, 6)), (" 2 / 4 ", Fraction(1, 2))])
def test_probabilities_are_read_exactly(text, value):
    assert exact_probability(text, "p") == sympy.Rational(value.numerator, value.denominator)
    assert exact_probability(value, "p") == exact_probability(
        sympy.Rational(text.replace(" ", "")), "p"
    )


def test_a_p_value_equal_to_the_level_is_rejected():
    """Four heads in four fair tosses: P = 1/16 exactly, at the level 1/16 itself."""
    result = binomial_test(4, 4, "1/2", level=Fraction(1, 16))
    assert result.rejected
    assert result.rejection_region == (4,)


@pytest.mark.parametrize(("k", "p", "share"), [(0, "1/6", 1), (3, 0, 0), (3, 1, 1)])
def test_the_simulation_counts_certain_and_impossible_results_exactly(k, p, share):
    """At least 0 successes always; 3 of 3 never with p = 0 and always with p = 1."""
    assert simulate_binomial_test(3, k, p, 500, seed=1).hits == share * 500


def test_an_impossible_confidence_is_refused_before_any_throw():
    with pytest.raises(ValueError, match="confidence"):
        simulate_binomial_test(60, 14, "1/6", 10**7, seed=1, confidence=1.5)  # the most trials
