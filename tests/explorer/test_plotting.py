"""The convergence plot: every point up to the limit, log-spaced beyond, any language;
the plots updated in place show what fresh ones would."""

from fractions import Fraction

import numpy as np
import pytest
from matplotlib.figure import Figure

from pyramide_kit.exact import Distribution
from pyramide_kit.plots import (
    FULL_CURVE_LIMIT,
    bar_outcomes,
    exact_vs_simulated_bars,
    log_spaced,
    running_frequency_plot,
    update_bars,
    update_running_frequency,
)

LABELS = {"band_label": "Band", "exact_label": "exakt = {value}", "axis_label": "n (log)"}


def legend_texts(ax):
    return [text.get_text() for text in ax.get_legend().get_texts()]


@pytest.mark.parametrize("n", [10, FULL_CURVE_LIMIT, FULL_CURVE_LIMIT + 1, 1_000_000])
def test_curve_ends_at_the_running_mean_of_all_trials(n):
    values = (np.random.default_rng(n).random(n) < 0.3).astype(float)
    ax = running_frequency_plot(values, 0.3, Figure().subplots(), label="Kurve", **LABELS)
    x, y = ax.lines[-1].get_data()
    assert x[0] == 1 and x[-1] == n
    assert y[-1] == pytest.approx(values.mean())
    assert len(x) == (n if n <= FULL_CURVE_LIMIT else len(log_spaced(n)))
    assert legend_texts(ax) == ["Band", "exakt = 0.3", "Kurve"]
    assert ax.get_xlabel() == "n (log)"


def test_log_spaced_counts_are_distinct_and_cover_one_to_n():
    counts = log_spaced(1_000_000)
    assert counts[0] == 1 and counts[-1] == 1_000_000
    assert np.all(np.diff(counts) > 0) and len(counts) <= 600
    with pytest.raises(ValueError):
        log_spaced(0)


def test_an_updated_plot_shows_what_a_fresh_plot_of_the_same_trials_shows():
    rng = np.random.default_rng(4)
    few, many = (rng.random(100) < 0.3).astype(float), (rng.random(20_000) < 0.3).astype(float)
    updated = update_running_frequency(
        running_frequency_plot(few, 0.3, Figure().subplots()), many, 0.3
    )
    fresh = running_frequency_plot(many, 0.3, Figure().subplots())
    assert np.array_equal(updated.lines[-1].get_xydata(), fresh.lines[-1].get_xydata())
    band = [ax.collections[0].get_paths()[0].vertices for ax in (updated, fresh)]
    assert len(updated.collections) == 1 and np.array_equal(*band)
    assert updated.get_xlim() == fresh.get_xlim() == (1, 20_000)
    assert updated.get_ylim()[0] <= 0.3 - 1.96 * (0.21 / 20_000) ** 0.5


def test_updated_bars_show_the_new_frequencies_and_n():
    exact = Distribution({1: Fraction(1, 4), 0: Fraction(3, 4)})
    ax = exact_vs_simulated_bars(exact, {1: 1, 0: 1}, Figure().subplots())
    update_bars(ax, {1: 30, 0: 70}, bar_outcomes(exact, {1: 30, 0: 70}))
    assert [bar.get_height() for bar in ax.containers[1]] == [0.7, 0.3]
    assert ax.get_legend().get_texts()[1].get_text() == "simulated (n = 100)"
    assert ax.get_ylim()[1] >= 0.75


def test_updated_bars_keep_their_height_while_the_tallest_bar_fills_most_of_it():
    exact = Distribution({1: Fraction(1, 2), 0: Fraction(1, 2)})
    ax = exact_vs_simulated_bars(exact, {1: 50, 0: 50}, Figure().subplots(), with_n=False)
    outcomes = bar_outcomes(exact, {1: 50, 0: 50})
    update_bars(ax, {1: 55, 0: 45}, outcomes, with_n=False)
    assert ax.get_ylim()[1] == pytest.approx(1.05 * 0.55)
    assert legend_texts(ax) == ["exact", "simulated"]
    update_bars(ax, {1: 52, 0: 48}, outcomes)  # 1.05 * 0.52 still fills four fifths
    assert ax.get_ylim()[1] == pytest.approx(1.05 * 0.55)
    assert legend_texts(ax)[1] == "simulated (n = 100)"
    update_bars(ax, {1: 90, 0: 10}, outcomes)  # too tall: the axes grow
    assert ax.get_ylim()[1] == pytest.approx(1.05 * 0.9)
    update_bars(ax, {1: 30, 0: 70}, outcomes)  # 0.7 of 0.945 is less: they shrink again
    assert ax.get_ylim()[1] == pytest.approx(1.05 * 0.7)


def _all_texts(ax) -> list[str]:
    return [ax.get_xlabel(), ax.get_ylabel(), *legend_texts(ax)]


@pytest.mark.parametrize("mean", [False, True])
def test_the_running_plot_speaks_the_language_it_is_given(mean):
    values = np.arange(200) % 6 if mean else np.arange(200) % 6 == 0
    exact, sd = (Fraction(5, 2), 1.7) if mean else (Fraction(1, 6), None)
    german = running_frequency_plot(values, exact, Figure().subplots(), sd=sd, lang="de")
    english = running_frequency_plot(values, exact, Figure().subplots(), sd=sd, lang="en")
    de, en = _all_texts(german), _all_texts(english)
    assert all(a != b for a, b in zip(de, en, strict=True) if a or b)
    assert "logarithmisch" in de[0] and "95-%-Band" in " ".join(de)
    assert ("Mittelwert" in de[-1]) == mean and ("mean" in en[-1]) == mean


def test_the_bars_speak_the_language_they_are_given():
    law = Distribution({1: Fraction(1, 2), 2: Fraction(1, 2)})
    german = exact_vs_simulated_bars(law, {1: 3, 2: 5}, Figure().subplots(), lang="de")
    assert legend_texts(german) == ["exakt", "simuliert (n = 8)"]
    assert german.get_ylabel() == "Wahrscheinlichkeit / relative Häufigkeit"
    own = exact_vs_simulated_bars(law, {1: 3}, Figure().subplots(), labels=("a", "b"), lang="de")
    assert legend_texts(own) == ["a", "b (n = 3)"]


def test_german_legends_write_numbers_the_german_way():
    law = Distribution({1: Fraction(1, 6), 0: Fraction(5, 6)})
    bars = exact_vs_simulated_bars(law, {1: 1_700, 0: 8_300}, Figure().subplots(), lang="de")
    assert legend_texts(bars)[1] == "simuliert (n = 10.000)"
    update_bars(bars, {1: 1_000, 0: 1_000}, [0, 1], lang="de")
    assert legend_texts(bars)[1] == "simuliert (n = 2.000)"
    running = running_frequency_plot(np.arange(60) % 6 == 0, Fraction(1, 6), lang="de")
    assert "exakt = 0,166667" in legend_texts(running)


def _band(ax) -> np.ndarray:
    return np.concatenate([path.vertices[:, 1] for path in ax.collections[0].get_paths()])


def test_a_mean_band_is_cut_at_the_limits_of_one_trial():
    waits = np.array([1, 3, 1, 2, 8, 1, 1, 4] * 25, dtype=float)
    free = running_frequency_plot(waits, Fraction(5, 2), Figure().subplots(), sd=2.0)
    assert _band(free).min() < 1  # unbounded, the band at n = 1 reaches below one round
    cut = running_frequency_plot(
        waits, Fraction(5, 2), Figure().subplots(), sd=2.0, limits=(1, None)
    )
    assert _band(cut).min() == pytest.approx(1) and _band(cut).max() == pytest.approx(
        _band(free).max()
    )
    update_running_frequency(cut, waits[:50], Fraction(5, 2), sd=2.0, limits=(1, None))
    assert _band(cut).min() == pytest.approx(1)


def test_a_mean_whose_first_trials_are_zero_or_one_keeps_its_band_above_one():
    points = np.array([0, 1, 0, 1], dtype=float)  # a mean of points that may reach 6
    ax = running_frequency_plot(
        points, Fraction(3, 2), Figure().subplots(), sd=2.0, limits=(0, None)
    )
    assert _band(ax).max() > 1 and _band(ax).min() == pytest.approx(0)
