"""The convergence plot: every point up to the limit, log-spaced beyond, any language."""

import numpy as np
import pytest
from matplotlib.figure import Figure

from pyramide_kit.plots import FULL_CURVE_LIMIT, log_spaced, running_frequency_plot

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
    assert legend_texts(ax) == ["Band", "exakt = 0.30000", "Kurve"]
    assert ax.get_xlabel() == "n (log)"


def test_log_spaced_counts_are_distinct_and_cover_one_to_n():
    counts = log_spaced(1_000_000)
    assert counts[0] == 1 and counts[-1] == 1_000_000
    assert np.all(np.diff(counts) > 0) and len(counts) <= 600
    with pytest.raises(ValueError):
        log_spaced(0)
