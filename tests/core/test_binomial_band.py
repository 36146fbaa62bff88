"""The band of the convergence plots is the exact central range of B(n, p), checked
against a second route: the binomial probabilities counted with `math.comb` and
`Fraction`, the quantiles read off the exact cumulative sums. Its coverage is at least
the level at every n, and each tail holds at most half of the rest."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from matplotlib.figure import Figure

from pyramide_kit.plots import binomial_band, running_frequency_plot

TAIL = Fraction(1, 40)  # half of 5 %


def exact_cdf(n: int, p: Fraction) -> list[Fraction]:
    """P(X <= k) for k = 0 .. n, by counting: C(n, k) p^k q^(n-k) in exact fractions."""
    q, total, cdf = 1 - p, Fraction(0), []
    for k in range(n + 1):
        total += math.comb(n, k) * p**k * q ** (n - k)
        cdf.append(total)
    return cdf


def exact_counts(n: int, p: Fraction) -> tuple[int, int]:
    cdf = exact_cdf(n, p)
    low = next(k for k, c in enumerate(cdf) if c > TAIL)
    high = next(k for k, c in enumerate(cdf) if c >= 1 - TAIL)
    return low, high


def band_counts(n: int, p: Fraction) -> tuple[int, int]:
    low, high = binomial_band([n], p)
    return round(low[0] * n), round(high[0] * n)


@pytest.mark.parametrize(
    "p", [Fraction(1, 6), Fraction(1, 36), Fraction(1, 180), Fraction(1, 2), Fraction(24, 35)]
)
def test_the_band_is_the_exact_central_range_for_every_small_n(p):
    for n in range(1, 121):
        assert band_counts(n, p) == exact_counts(n, p), n


@pytest.mark.parametrize("n", [500, 1_000, 2_500])
def test_the_band_is_exact_for_large_n_too(n):
    assert band_counts(n, Fraction(1, 6)) == exact_counts(n, Fraction(1, 6))


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 60), st.integers(1, 59), st.integers(60, 97))
def test_any_p_any_small_n(n, a, b):
    p = Fraction(a, b)
    assert band_counts(n, p) == exact_counts(n, p)


@pytest.mark.parametrize("p", [Fraction(1, 6), Fraction(1, 180), Fraction(24, 35)])
def test_the_band_holds_the_frequency_with_at_least_95_percent_at_every_n(p):
    for n in (1, 2, 5, 10, 30, 100, 300):
        low, high = band_counts(n, p)
        cdf = exact_cdf(n, p)
        below = cdf[low - 1] if low else Fraction(0)
        above = 1 - cdf[high]
        assert below <= TAIL and above <= TAIL
        assert 1 - below - above >= Fraction(95, 100)


def test_a_sure_or_impossible_event_has_a_band_of_one_point():
    assert band_counts(7, Fraction(0)) == (0, 0)
    assert band_counts(7, Fraction(1)) == (7, 7)


def test_the_frequency_plot_draws_that_band_and_names_it_exact():
    values = (np.arange(300) % 6 == 0).astype(float)
    ax = running_frequency_plot(values, Fraction(1, 6), Figure().subplots(), lang="en")
    vertices = ax.collections[0].get_paths()[0].vertices
    n = np.arange(1, 301)
    low, high = binomial_band(n, Fraction(1, 6))
    drawn = {(x, y) for x, y in vertices}
    assert all((float(x), float(y)) in drawn for x, y in zip(n, low, strict=True))
    assert all((float(x), float(y)) in drawn for x, y in zip(n, high, strict=True))
    legend = [text.get_text() for text in ax.get_legend().get_texts()]
    assert "exact" in legend[0]
    mean = running_frequency_plot(np.arange(60) % 6, Fraction(5, 2), Figure().subplots(), sd=1.7)
    assert "approximation" in mean.get_legend().get_texts()[0].get_text()
