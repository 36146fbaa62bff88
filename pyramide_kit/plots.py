"""Matplotlib figures shared by the lessons: exact beside simulated, and convergence.

Each function draws onto an `Axes` (a new figure if none is given) and returns that
`Axes`, so a lesson or the Explorer can add titles or combine plots. They never call
`plt.show()`.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from fractions import Fraction

import matplotlib.pyplot as plt
import numpy as np

from pyramide_kit.checks import whole_number
from pyramide_kit.exact import Distribution
from pyramide_kit.simulate import running_mean, z_value

__all__ = [
    "FULL_CURVE_LIMIT",
    "exact_vs_simulated_bars",
    "log_spaced",
    "running_frequency_plot",
]

FULL_CURVE_LIMIT = 5_000


def _axes(ax: plt.Axes | None, figsize: tuple[float, float] = (7, 3.5)) -> plt.Axes:
    if ax is not None:
        return ax
    _, new_ax = plt.subplots(figsize=figsize)
    return new_ax


def exact_vs_simulated_bars(
    exact: Distribution,
    counts: Mapping[Hashable, int],
    ax: plt.Axes | None = None,
    labels: Sequence[str] = ("exact", "simulated"),
    outcome_label=str,
) -> plt.Axes:
    """Side-by-side bars: exact probability and simulated relative frequency per outcome."""
    ax = _axes(ax)
    n = sum(counts.values())
    outcomes = [o for o, _ in exact.sorted_items()]
    outcomes += [o for o in counts if o not in exact]
    x = np.arange(len(outcomes))
    exact_heights = [float(exact[o]) for o in outcomes]
    simulated = [counts.get(o, 0) / n if n else 0.0 for o in outcomes]
    ax.bar(x - 0.2, exact_heights, width=0.4, label=labels[0], color="#3b6fb6")
    ax.bar(x + 0.2, simulated, width=0.4, label=f"{labels[1]} (n = {n:,})", color="#f0a030")
    ax.set_xticks(x, [outcome_label(o) for o in outcomes], rotation=90 if len(x) > 12 else 0)
    ax.set_ylabel("probability / relative frequency")
    ax.legend()
    return ax


def log_spaced(n: int, points: int = 600) -> np.ndarray:
    """Distinct trial counts 1 .. n, spaced evenly on a log scale (n itself included)."""
    n = whole_number(n, "n", 1)
    points = whole_number(points, "points", 2)
    return np.unique(np.round(np.logspace(0, np.log10(n), points)).astype(np.int64))


def running_frequency_plot(
    values: Sequence[float],
    exact: Fraction | float,
    ax: plt.Axes | None = None,
    confidence: float = 0.95,
    sd: float | None = None,
    label: str = "running relative frequency",
    band_label: str = "{confidence} band around the exact value",
    exact_label: str = "exact = {value}",
    axis_label: str = "number of trials n (log scale)",
    full_curve_limit: int = FULL_CURVE_LIMIT,
) -> plt.Axes:
    """The running mean of 0/1 (or numeric) outcomes closing in on the exact value.

    The shaded band is exact +- z * sd / sqrt(n): where a `confidence` share of running
    means is expected to lie after n trials. For 0/1 outcomes sd = sqrt(p (1 - p));
    for other quantities pass the exact standard deviation as `sd`. Up to
    `full_curve_limit` trials every point is drawn; beyond, the running mean is drawn at
    about 600 log-spaced trial counts (a log axis cannot show more apart), which keeps a
    million trials fast. The labels may be given in another language.
    """
    full_curve_limit = whole_number(full_curve_limit, "full_curve_limit", 1)
    ax = _axes(ax)
    running = running_mean(values)
    n_total = running.size
    if n_total > full_curve_limit:
        n = log_spaced(n_total)
        running = running[n - 1]
    else:
        n = np.arange(1, n_total + 1)
    p = float(exact)
    spread = sd if sd is not None else float(np.sqrt(p * (1 - p)))
    half = z_value(confidence) * spread / np.sqrt(n)
    low, high = p - half, p + half
    outcomes = np.asarray(values)
    if np.all((outcomes == 0) | (outcomes == 1)):  # a relative frequency stays in [0, 1]
        low, high = np.clip(low, 0, 1), np.clip(high, 0, 1)
    ax.fill_between(
        n,
        low,
        high,
        color="#3b6fb6",
        alpha=0.15,
        label=band_label.format(confidence=f"{confidence:.0%}"),
    )
    ax.axhline(p, color="#3b6fb6", linewidth=1.5, label=exact_label.format(value=f"{p:.5f}"))
    ax.plot(n, running, color="#f0a030", linewidth=1.2, label=label)
    ax.set_xscale("log")
    ax.set_xlim(1, max(n_total, 2))
    ax.set_xlabel(axis_label)
    ax.legend(loc="upper right", fontsize="small")
    return ax
