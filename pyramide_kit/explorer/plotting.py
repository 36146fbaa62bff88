"""The explorer's convergence plot, fast even after a million trials.

Up to `FULL_CURVE_LIMIT` trials the kit's own `plots.running_frequency_plot` draws
every point. Beyond that, drawing every point would take seconds, and a log-scaled
axis cannot show them apart anyway: the running mean is computed for all trials but
drawn only at about `points` log-spaced values of n, with the same band and exact line.
Both ways the legend speaks the widget's language.
"""

from __future__ import annotations

import matplotlib.pyplot as plt
import numpy as np

from pyramide_kit.plots import running_frequency_plot
from pyramide_kit.simulate import z_value

__all__ = ["FULL_CURVE_LIMIT", "log_spaced", "running_plot"]

FULL_CURVE_LIMIT = 5_000


def log_spaced(n: int, points: int = 600) -> np.ndarray:
    """Distinct trial counts 1 .. n, spaced evenly on a log scale (n itself included)."""
    if n < 1:
        raise ValueError(f"need at least one trial, got {n}")
    return np.unique(np.round(np.logspace(0, np.log10(n), points)).astype(np.int64))


def running_plot(
    values: np.ndarray,
    exact: float,
    sd: float,
    ax: plt.Axes,
    label: str,
    band_label: str = "95 % band around the exact value",
    exact_label: str = "exact = {value}",
    axis_label: str = "number of trials n (log scale)",
    points: int = 600,
) -> plt.Axes:
    """Running mean of `values` with the 95 % band exact +- 1.96 sd / sqrt(n)."""
    n_total = values.size
    exact_text = exact_label.format(value=f"{exact:.5f}")
    if n_total <= FULL_CURVE_LIMIT:
        running_frequency_plot(values, exact, ax, sd=sd, label=label)
        # the shared plot labels in English: name its band and exact line in the
        # widget's language
        ax.collections[0].set_label(band_label)
        ax.lines[0].set_label(exact_text)
    else:
        n = log_spaced(n_total, points)
        running = np.cumsum(values, dtype=float)[n - 1] / n
        half = z_value(0.95) * sd / np.sqrt(n)
        ax.fill_between(
            n, exact - half, exact + half, color="#3b6fb6", alpha=0.15, label=band_label
        )
        ax.axhline(exact, color="#3b6fb6", linewidth=1.5, label=exact_text)
        ax.plot(n, running, color="#f0a030", linewidth=1.2, label=label)
        ax.set_xscale("log")
        ax.set_xlim(1, n_total)
    ax.set_xlabel(axis_label)
    ax.legend(loc="upper right", fontsize="small")
    return ax
