"""Matplotlib figures shared by the lessons: exact beside simulated, and convergence.

Each function draws onto an `Axes` (a new figure if none is given) and returns that
`Axes`, so a lesson or the Explorer can add titles or combine plots. They never call
`plt.show()`. Their labels and legends speak `lang` ("en" or "de"), unless a caller
gives its own. The `update_*` functions give a plot drawn by them new data in place:
the Explorer keeps its figures and only moves the curve, the band and the bars, which
is much cheaper than building the figure (its ticks, legend and texts) afresh.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from fractions import Fraction

import matplotlib.pyplot as plt
import numpy as np
from matplotlib.ticker import FuncFormatter

from pyramide_kit.binomial import central_counts
from pyramide_kit.checks import whole_number
from pyramide_kit.exact import Distribution
from pyramide_kit.i18n import check_lang, count_text, probability_text, significant_text, t
from pyramide_kit.simulate import running_mean, z_value

__all__ = [
    "FULL_CURVE_LIMIT",
    "bar_outcomes",
    "binomial_band",
    "exact_vs_simulated_bars",
    "log_spaced",
    "running_frequency_plot",
    "update_bars",
    "update_running_frequency",
]

FULL_CURVE_LIMIT = 5_000


def _axes(ax: plt.Axes | None, figsize: tuple[float, float] = (7, 3.5)) -> plt.Axes:
    if ax is not None:
        return ax
    _, new_ax = plt.subplots(figsize=figsize)
    return new_ax


def language_ticks(ax: plt.Axes, lang: str) -> plt.Axes:
    """The value axis's numbers as the language writes them (0,0002 in German): the
    default ticks of matplotlib write the English decimal point."""
    ax.yaxis.set_major_formatter(FuncFormatter(lambda value, _pos: significant_text(value, lang)))
    return ax


def exact_vs_simulated_bars(
    exact: Distribution,
    counts: Mapping[Hashable, int],
    ax: plt.Axes | None = None,
    labels: Sequence[str] | None = None,
    outcome_label=str,
    with_n: bool = True,
    lang: str = "en",
) -> plt.Axes:
    """Side-by-side bars: exact probability and simulated relative frequency per outcome.

    The legend names the number of trials unless `with_n` is False (the Explorer shows
    n beside the plot, and a legend that never changes is drawn only once). `labels`
    (exact, simulated) default to the words of `lang`."""
    lang = check_lang(lang)
    if labels is None:
        labels = (t("plot_bars_exact", lang), t("plot_bars_simulated", lang))
    ax = _axes(ax)
    n = sum(counts.values())
    outcomes = bar_outcomes(exact, counts)
    x = np.arange(len(outcomes))
    exact_heights = [float(exact[o]) for o in outcomes]
    simulated = [counts.get(o, 0) / n if n else 0.0 for o in outcomes]
    ax.bar(x - 0.2, exact_heights, width=0.4, label=labels[0], color="#3b6fb6")
    simulated_label = f"{labels[1]} (n = {count_text(n, lang)})" if with_n else labels[1]
    ax.bar(x + 0.2, simulated, width=0.4, label=simulated_label, color="#f0a030")
    ax.set_xticks(x, [outcome_label(o) for o in outcomes], rotation=90 if len(x) > 12 else 0)
    ax.set_ylabel(t("plot_bars_axis", lang))
    ax.legend()
    return language_ticks(ax, lang)


def bar_outcomes(exact: Distribution, counts: Mapping[Hashable, int]) -> list[Hashable]:
    """The outcomes `exact_vs_simulated_bars` draws, in order: the exact law's, then any
    simulated outcome the law does not have (which would show a sampler's mistake)."""
    return [o for o, _ in exact.sorted_items()] + [o for o in counts if o not in exact]


def update_bars(
    ax: plt.Axes,
    counts: Mapping[Hashable, int],
    outcomes: Sequence[Hashable],
    label: str | None = None,
    with_n: bool = True,
    lang: str = "en",
) -> plt.Axes:
    """Give the simulated bars of `exact_vs_simulated_bars` (drawn for `outcomes`) the
    relative frequencies of `counts`, and their legend entry (`label`, by default the
    word of `lang`) the new n (`with_n`).

    The height of the axes follows the tallest bar (with autoscaling's margin of 5 %)
    only when that bar no longer fits or fills less than four fifths of it: limits that
    stay put let the Explorer keep the drawn axes from click to click."""
    lang = check_lang(lang)
    n = sum(counts.values())
    for bar, outcome in zip(ax.containers[1], outcomes, strict=True):
        bar.set_height(counts.get(outcome, 0) / n if n else 0.0)
    if with_n:
        label = label or t("plot_bars_simulated", lang)
        ax.get_legend().get_texts()[1].set_text(f"{label} (n = {count_text(n, lang)})")
    top = 1.05 * max(bar.get_height() for bars in ax.containers for bar in bars)
    height = ax.get_ylim()[1]
    if not 0.8 * height <= top <= height * (1 + 1e-9):  # autoscaling's own rounding
        ax.set_ylim(0, top)
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
    label: str | None = None,
    band_label: str | None = None,
    exact_label: str | None = None,
    axis_label: str | None = None,
    full_curve_limit: int = FULL_CURVE_LIMIT,
    lang: str = "en",
    limits: tuple[float | None, float | None] = (None, None),
) -> plt.Axes:
    """The running mean of 0/1 (or numeric) outcomes closing in on the exact value.

    For 0/1 outcomes (no `sd` given) the shaded band is exact: at each n it runs from the
    lower to the upper quantile of the binomial distribution B(n, p) divided by n
    (`binomial_band`), so the relative frequency after n trials lies in it with
    probability at least `confidence` (more where the counts are few: they jump). For
    other quantities pass the exact standard deviation as `sd`; that band,
    exact +- z * sd / sqrt(n), is the normal approximation, and its label says so. Up to
    `full_curve_limit` trials every point is drawn; beyond, the running mean is drawn at
    about 600 log-spaced trial counts (a log axis cannot show more apart), which keeps a
    million trials fast. The labels default to the words of `lang`; a caller's own
    `band_label` may hold `{confidence}` and `exact_label` `{value}`.

    `limits` are the least and the greatest value one trial can take (None: no bound):
    no running mean leaves them, so the band is cut there (a wait is at least one round,
    points are never negative); a relative frequency (no `sd` given) is always cut at 0
    and 1.
    """
    lang = check_lang(lang)
    mean = sd is not None
    label = label or t("plot_running_mean" if mean else "plot_running_frequency", lang)
    band_key = "plot_band_approximate" if mean else "plot_band"
    band_label = band_label or t(band_key, lang, confidence="{confidence}")
    exact_label = exact_label or t("plot_exact_line", lang, value="{value}")
    axis_label = axis_label or t("plot_trials_axis", lang)
    ax = _axes(ax)
    n, running, low, high = _curve(values, exact, confidence, sd, full_curve_limit, limits)
    share = f"{100 * confidence:g}"
    ax.fill_between(n, low, high, label=band_label.format(confidence=share), **_BAND)
    p = float(exact)
    shown = significant_text(p, lang) if mean else probability_text(p, lang)
    exact_text = exact_label.format(value=shown)
    ax.axhline(p, color="#3b6fb6", linewidth=1.5, label=exact_text)
    ax.plot(n, running, color="#f0a030", linewidth=1.2, label=label)
    ax.set_xscale("log")
    ax.set_xlim(1, max(len(values), 2))
    ax.set_xlabel(axis_label)
    ax.legend(loc="upper right", fontsize="small")
    return language_ticks(ax, lang)


def update_running_frequency(
    ax: plt.Axes,
    values: Sequence[float],
    exact: Fraction | float,
    confidence: float = 0.95,
    sd: float | None = None,
    full_curve_limit: int = FULL_CURVE_LIMIT,
    limits: tuple[float | None, float | None] = (None, None),
) -> plt.Axes:
    """Redraw the curve and the band of a `running_frequency_plot` on `ax` for new
    `values` (the same exact value and `limits`), keeping its line, legend, labels and
    ticks."""
    n, running, low, high = _curve(values, exact, confidence, sd, full_curve_limit, limits)
    ax.collections[0].remove()
    ax.fill_between(n, low, high, **_BAND)
    ax.lines[-1].set_data(n, running)
    ax.set_xlim(1, max(len(values), 2))
    ax.relim()  # the line only: a band's limits are added by hand
    ax.update_datalim(np.column_stack([np.r_[n, n], np.r_[low, high]]))
    ax.autoscale_view(scalex=False)
    return ax


_BAND = {"color": "#3b6fb6", "alpha": 0.15}


def _curve(
    values: Sequence[float],
    exact: Fraction | float,
    confidence: float,
    sd: float | None,
    full_curve_limit: int,
    limits: tuple[float | None, float | None],
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """The trial counts drawn, the running mean there, and the band's low and high, cut
    at the `limits` of one trial's value."""
    full_curve_limit = whole_number(full_curve_limit, "full_curve_limit", 1)
    outcomes = np.asarray(values, dtype=float)
    n_total = outcomes.size
    if n_total > full_curve_limit:  # divide only where the curve has a point
        n = log_spaced(n_total)
        running = np.cumsum(outcomes)[n - 1] / n
    else:
        n = np.arange(1, n_total + 1)
        running = running_mean(outcomes)
    p = float(exact)
    least, most = limits
    if sd is None:  # 0/1 outcomes: the exact band of the relative frequency, in [0, 1]
        least, most = max(0, least or 0), min(1, 1 if most is None else most)
        low, high = binomial_band(n, exact, confidence)
    else:
        half = z_value(confidence) * sd / np.sqrt(n)
        low, high = p - half, p + half
    return n, running, np.clip(low, least, most), np.clip(high, least, most)


def binomial_band(
    n: Sequence[int] | np.ndarray, p: Fraction | float, confidence: float = 0.95
) -> tuple[np.ndarray, np.ndarray]:
    """The exact central range of the relative frequency X/n, X ~ B(n, p), at each n:
    k_low/n and k_high/n, where k_low is the least count with P(X <= k_low) > a/2 and
    k_high the least with P(X <= k_high) >= 1 - a/2, a = 1 - confidence. So
    P(X < k_low) <= a/2 and P(X > k_high) <= a/2: the range holds X/n with probability
    at least `confidence` at every single n."""
    z_value(confidence)  # checks the level
    counts = np.asarray(n, dtype=np.int64)
    ranges = [central_counts(int(m), float(p), float(confidence)) for m in counts]
    low, high = (np.array(side, dtype=float) / counts for side in zip(*ranges, strict=True))
    return low, high
