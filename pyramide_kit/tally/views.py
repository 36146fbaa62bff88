"""What the class tally shows: the exact value, the class's pooled numbers, the cells of
the groups' table and the figure (the pooled frequency or mean after each group in the
95 % band, or bars for a distribution). Plain text, HTML and PNG out; no widgets here.

The figure is drawn with `pyramide_kit.plots` on a matplotlib `Figure` (no pyplot, so a
notebook shows it once), with the texts in the tally's language.
"""

from __future__ import annotations

import math
from html import escape

import numpy as np
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.ticker import FuncFormatter

from pyramide_kit.exact import to_sympy
from pyramide_kit.i18n import (
    count_text,
    decimal_text,
    plural,
    probability_text,
    significant_text,
    t,
)
from pyramide_kit.plots import exact_vs_simulated_bars, running_frequency_plot
from pyramide_kit.tally.experiments import Experiment
from pyramide_kit.tally.model import Group, Tally
from pyramide_kit.ui.picture import Picture, chart_alt, figure_picture

__all__ = ["draw", "exact_html", "figure", "group_cells", "header_cells", "pooled_html"]


def exact_html(ex: Experiment, lang: str) -> str:
    """The exact value as a fraction and a decimal; a distribution as a table."""
    if ex.kind != "distribution":
        key = "tally_exact_probability" if ex.kind == "probability" else "tally_exact_mean"
        shown = probability_text if ex.kind == "probability" else significant_text
        text = t(key, lang, fraction=ex.exact, decimal=shown(ex.exact, lang))
        return f"<b>{escape(text)}</b>"
    rows = "".join(
        f"<tr><td>{o}</td><td>{to_sympy(p)}</td><td>≈ {probability_text(p, lang)}</td></tr>"
        for o, p in ex.exact.sorted_items()
    )
    head = escape(t("tally_exact_distribution", lang))
    return f"<b>{head}</b><table>{rows}</table>"


def pooled_html(tally: Tally, lang: str) -> str:
    """The class's pooled frequency (or mean, or frequencies per outcome) beside the
    exact value, and for a frequency or mean the 95 % band at the class's n."""
    ex, n = tally.experiment, tally.n
    if n == 0:
        return escape(t("tally_nothing_yet", lang))
    pooled = tally.pooled
    if ex.kind == "distribution":
        exact = ex.exact
        rows = "".join(
            f"<tr><td>{o}</td><td>{to_sympy(pooled.get(o, 0))}</td>"
            f"<td>≈ {probability_text(pooled.get(o, 0), lang)}</td>"
            f"<td>{escape(t('tally_column_exact', lang))} ≈ {probability_text(p, lang)}</td></tr>"
            for o, p in exact.sorted_items()
        )
        attempts = plural("tally_attempts", n, lang, count=count_text(n, lang))
        head = t("tally_pooled_distribution", lang, attempts=attempts)
        return f"<b>{escape(head)}</b><table>{rows}</table>"
    if ex.kind == "probability":
        text = t(
            "tally_pooled_frequency",
            lang,
            hits=count_text(tally.pooled_counts.get(1, 0), lang),
            n=count_text(n, lang),
            value=to_sympy(pooled),
            decimal=significant_text(pooled, lang),
        )
    else:
        text = plural(
            "tally_pooled_mean",
            n,
            lang,
            count=count_text(n, lang),
            value=to_sympy(pooled),
            decimal=significant_text(pooled, lang),
        )
    low, high = tally.band()
    verdict = "tally_inside" if low <= float(pooled) <= high else "tally_outside"
    band = t(
        "tally_band_line",
        lang,
        n=count_text(n, lang),
        low=significant_text(low, lang),
        high=significant_text(high, lang),
        verdict=t(verdict, lang),
    )
    return f"<b>{escape(text)}</b><br>{escape(band)}"


def header_cells(ex: Experiment, lang: str) -> list[str]:
    """The table's column heads: group, n, then the frequency, the mean, or one column
    per outcome of a distribution."""
    heads = [t("tally_column_group", lang), t("tally_column_n", lang)]
    if ex.kind == "distribution":
        return heads + [str(o) for o, _ in ex.exact.sorted_items()]
    key = "tally_column_frequency" if ex.kind == "probability" else "tally_column_mean"
    return [*heads, t(key, lang)]


def group_cells(ex: Experiment, group: Group, lang: str) -> list[str]:
    """One group's row: its name, n, and its relative frequency (or mean, or relative
    frequency per outcome), to four decimals."""
    cells = [group.name, count_text(group.n, lang)]
    if ex.kind == "distribution":
        return cells + [
            decimal_text(group.count(o) / group.n, 4, lang) for o, _ in ex.exact.sorted_items()
        ]
    return [*cells, decimal_text(group.total / group.n, 4, lang)]


def figure(tally: Tally, lang: str) -> Picture | None:
    """The tally's figure as a PNG image described in `lang`, or None before the first
    group."""
    if tally.n == 0:
        return None
    fig = Figure(figsize=(7, 4.2), layout="constrained")
    ax = draw(tally, lang, fig.subplots())
    return figure_picture(fig, chart_alt(ax, lang))


def draw(tally: Tally, lang: str, ax: Axes) -> Axes:
    """Draw the tally (at least one group) on `ax`: bars of a distribution, else the
    class's pooled value after each group in the 95 % band around the exact value."""
    ex = tally.experiment
    if ex.kind == "distribution":
        exact_vs_simulated_bars(
            ex.exact,
            tally.pooled_counts,
            ax=ax,
            labels=(t("tally_bars_exact", lang), t("tally_bars_class", lang)),
            lang=lang,
        )
        ax.set_ylabel(t("tally_bars_axis", lang))
        ax.set_xlabel(t("tally_bars_outcome", lang))
        return ax
    mean = ex.kind == "mean"
    values = np.concatenate(
        [np.repeat([o for o, _ in g.counts], [c for _, c in g.counts]) for g in tally.groups]
    )
    running_frequency_plot(
        values,
        ex.event.line,
        ax=ax,
        sd=float(ex.event.sd) if mean else None,
        label=t("tally_curve_mean" if mean else "tally_curve", lang),
        band_label=t("tally_band", lang),
        exact_label=t("tally_exact_line", lang, value=f"{ex.event.line} ≈ {{value}}"),
        axis_label=t("tally_axis_attempts", lang),
        lang=lang,
        limits=ex.event.band_limits,
    )
    # the band belongs to every n; the class's curve has a point only after each group
    points = tally.running
    curve = ax.lines[-1]
    curve.set_data([n for n, _ in points], [float(v) for _, v in points])
    curve.set_marker("o")
    _frame(ax, tally)
    ax.set_ylabel(t("tally_axis_mean" if mean else "tally_axis_frequency", lang))
    return ax


def _plain_tick(x: float, _pos: int) -> str:
    """Tick labels 20, 50, 100, 200 rather than 2 x 10^1; the other ticks of an axis of
    more than a decade stay unlabelled, lest their labels run into each other."""
    if x <= 0:
        return ""
    leading = round(x / 10 ** math.floor(math.log10(x)))
    return f"{x:g}" if leading in (1, 2, 5) else ""


def _every_tick(x: float, _pos: int) -> str:
    """Every tick labelled, for an axis of less than a decade (30 .. 90)."""
    return f"{x:g}"


def _frame(ax: Axes, tally: Tally) -> None:
    """Limits from half the first group's n to a bit beyond the class's n, and the
    heights the band and the points take there: the band's width at n = 1 would
    squeeze the groups' points into a line."""
    points = tally.running
    first, last = points[0][0] / 2, points[-1][0] * 1.3
    low, high = tally.band_at(max(first, 1))
    heights = [low, high, *(float(v) for _, v in points)]
    margin = 0.08 * (max(heights) - min(heights))
    ax.set_xlim(max(first, 1), last)
    ticks = FuncFormatter(_plain_tick if last / max(first, 1) > 10 else _every_tick)
    ax.xaxis.set_major_formatter(ticks)
    ax.xaxis.set_minor_formatter(ticks)
    # above the axes, where it covers neither the band nor the points
    ax.legend(loc="lower left", bbox_to_anchor=(0, 1.01), fontsize="small", frameon=False)
    ax.set_ylim(min(heights) - margin, max(heights) + margin)
