"""What the Explorer draws: the exact value as HTML, the running curve closing in on it
and, for a probability or a distribution, the bars of exact against simulated.

The figures are matplotlib `Figure`s (no pyplot, so nothing is shown twice in a
notebook), kept by `Plots` from click to click and handed to the widget as PNG images.
"""

from __future__ import annotations

from collections.abc import Hashable
from html import escape
from io import BytesIO

import numpy as np
import PIL.Image
from IPython.display import Image
from matplotlib.artist import Artist
from matplotlib.axes import Axes
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.text import Text

from pyramide_kit.events import Event
from pyramide_kit.exact import Distribution
from pyramide_kit.explorer.summary import counts, exact_distribution
from pyramide_kit.i18n import count_text, probability_text, significant_text, t
from pyramide_kit.plots import (
    bar_outcomes,
    exact_vs_simulated_bars,
    running_frequency_plot,
    update_bars,
    update_running_frequency,
)

__all__ = ["Plots", "exact_html"]


LONG_FRACTION = 12
"""A fraction with more digits than this (numerator and denominator together) says
nothing at a glance: the decimal stands first, the fraction opens on request."""

RARE_SHARE = 0.01
"""Below this share a bar or a running frequency is too low to be seen: the plots write
its counts and its odds ("1 zu 46.656") beside it."""


def is_long(fraction: object) -> bool:
    """Whether the exact value's fraction has more than `LONG_FRACTION` digits."""
    return sum(c.isdigit() for c in str(fraction)) > LONG_FRACTION


def _fraction_on_request(fraction: object, lang: str) -> str:
    """The fraction behind a long value's decimal, in a disclosure a click opens."""
    summary = escape(t("explorer_show_fraction", lang))
    return f"<details><summary>{summary}</summary><code>{fraction}</code></details>"


def exact_html(ev: Event, lang: str) -> str:
    """The exact value as a fraction and a decimal (a long fraction only on request);
    a distribution as a table."""
    if ev.kind in ("probability", "mean"):
        long = is_long(ev.exact)
        key = f"explorer_exact_{ev.kind}" + ("_long" if long else "")
        decimal = (probability_text if ev.kind == "probability" else significant_text)(
            ev.exact, lang
        )
        sd = significant_text(ev.sd, lang) if ev.kind == "mean" else None
        text = f"<b>{escape(t(key, lang, fraction=ev.exact, decimal=decimal, sd=sd))}</b>"
        return text + (_fraction_on_request(ev.exact, lang) if long else "")
    head = t("explorer_exact_distribution", lang, mode=ev.outcome_label(ev.outcomes[ev.mode]))
    rows = "".join(
        f"<tr><td>{escape(ev.outcome_label(o))}</td>"
        f"<td>{_fraction_on_request(p, lang) if is_long(p) else p}</td>"
        f"<td>≈ {probability_text(p, lang)}</td></tr>"
        for o, p in ev.exact.sorted_items()
    )
    header = (
        f"<tr><th>{escape(t('explorer_outcome', lang))}</th>"
        f"<th colspan='2'>{escape(t('explorer_probability', lang))}</th></tr>"
    )
    return f"<b>{escape(head)}</b><table>{header}{rows}</table>"


MOST_RARE_LABELS = 6
"""The most rare outcomes whose bars get labels."""


class Plots:
    """The running curve and the bars of one event, kept between clicks.

    A figure is built on the first trials shown and afterwards only given new data
    (`plots.update_running_frequency`, `plots.update_bars`), and drawn by `_Frame`:
    what does not move (axes, ticks, labels, legends, the exact bars) is drawn only when
    the axes' limits change, and kept as pixels; the band, the exact line (over the
    band, as a full drawing has it), the curve and the simulated bars are drawn over
    those pixels each click. The running plot's trial axis ends at
    the first power of ten above n, so it keeps its limits from 1,000 to 9,999 trials;
    the legends stand above the axes, where they cover neither the curve nor the bars.
    """

    def __init__(self, ev: Event, lang: str) -> None:
        self.event = ev
        self.lang = lang
        self._running: _Frame | None = None
        self._bars: _Frame | None = None
        self._outcomes: list[Hashable] = []
        self._note: Text | None = None
        self._counts: list[tuple[Hashable, Text]] = []
        # a share's band is exact (binomial); only a mean's is the normal approximation
        self._sd = float(ev.sd) if ev.kind == "mean" else None

    def running(self, values: np.ndarray) -> tuple[Image, int]:
        """The running frequency (or mean) of the trials in the 95 % band around the
        exact value, and the number of points its curve has."""
        ev, lang = self.event, self.lang
        plotted = ev.plotted(values)
        if self._running is None:
            figure = _figure((7, 3.5))
            figure.subplots_adjust(left=0.1, right=0.98, bottom=0.14, top=0.84)
            ax = running_frequency_plot(
                plotted,
                float(ev.line),
                figure.subplots(),
                sd=self._sd,
                axis_label=t("plot_trials_axis", lang),
                limits=ev.band_limits,
                lang=lang,
            )
            _legend_above(ax, columns=2)
            self._running = _Frame(figure)
        else:
            ax = update_running_frequency(
                self._running.figure.axes[0],
                plotted,
                float(ev.line),
                sd=self._sd,
                limits=ev.band_limits,
            )
        ax.set_xlim(1, _axis_end(len(plotted)))
        moving = [ax.collections[0], *ax.lines]  # band, exact, curve
        if self._sd is None and float(ev.line) < RARE_SHARE:
            if self._note is None:
                self._note = ax.text(0.01, 0.96, "", transform=ax.transAxes, va="top")
            self._note.set_text(self.rare_note(plotted))
            moving.append(self._note)
        image = self._running.png(moving)
        return image, len(ax.lines[-1].get_xdata())

    def rare_note(self, plotted: np.ndarray) -> str:
        """What the curve of a rare share cannot show: the hits so far beside the hits
        expected, and the exact chance as odds."""
        n, p = plotted.size, float(self.event.line)
        return t(
            "explorer_rare_note",
            self.lang,
            hits=count_text(int(plotted.sum()), self.lang),
            n=count_text(n, self.lang),
            expected=significant_text(n * p, self.lang, digits=3),
            odds=probability_text(p, self.lang),
        )

    def bars(self, values: np.ndarray) -> Image | None:
        """Bars of the exact law beside the simulated frequencies (none for a mean)."""
        ev, lang = self.event, self.lang
        exact = exact_distribution(ev)
        if exact is None:
            return None
        seen = counts(ev, values)
        outcomes = bar_outcomes(exact, seen)
        if self._bars is not None and outcomes == self._outcomes:
            ax = self._bars.figure.axes[0]
            update_bars(ax, seen, outcomes, with_n=False)
            return self._bars.png([*ax.containers[1], *self._show_counts(seen)])

        def label(outcome: Hashable) -> str:
            if ev.kind == "probability":
                return t("explorer_yes" if outcome == 1 else "explorer_no", lang)
            return ev.outcome_label(outcome)

        figure = _figure((5, 3.5))
        turned = len(outcomes) > 12  # the labels stand upright below the bars
        figure.subplots_adjust(left=0.13, right=0.98, bottom=0.2 if turned else 0.1, top=0.9)
        self._outcomes = outcomes
        ax = exact_vs_simulated_bars(
            exact,
            seen,
            figure.subplots(),
            labels=(t("plot_bars_exact", lang), t("plot_bars_simulated", lang)),
            outcome_label=label,
            with_n=False,  # n stands above the plots
            lang=lang,
        )
        ax.set_ylabel(t("plot_bars_axis", lang))
        _legend_above(ax, columns=2)
        self._bars = _Frame(figure)
        self._counts = self._rare_labels(ax, exact, outcomes)
        return self._bars.png([*ax.containers[1], *self._show_counts(seen)])

    def _rare_labels(
        self, ax: Axes, exact: Distribution, outcomes: list[Hashable]
    ) -> list[tuple[Hashable, Text]]:
        """Over the exact bar of each rare outcome its odds ("1 zu 46.656"), and over its
        simulated bar a label for the count (filled in by `_show_counts`): such bars are
        too low to be seen. Only where few outcomes are rare, lest the labels crowd."""
        rare = [(i, o) for i, o in enumerate(outcomes) if float(exact[o]) < RARE_SHARE]
        if not rare or len(rare) > MOST_RARE_LABELS:
            return []
        style = {"ha": "center", "va": "bottom", "fontsize": "small", "rotation": 90}
        for i, o in rare:
            ax.text(i - 0.2, float(exact[o]), probability_text(exact[o], self.lang), **style)
        return [(o, ax.text(i + 0.2, 0, "", **style)) for i, o in rare]

    def _show_counts(self, seen: dict[Hashable, int]) -> list[Text]:
        """The count of each rare outcome over its simulated bar ("3 von 100.000")."""
        n = sum(seen.values())
        for outcome, label in self._counts:
            count = seen.get(outcome, 0)
            label.set_y(count / n if n else 0.0)
            words = {"count": count_text(count, self.lang), "n": count_text(n, self.lang)}
            label.set_text(t("explorer_count_of", self.lang, **words))
        return [label for _, label in self._counts]


def _axis_end(n: int) -> int:
    """Where the trial axis ends: the first power of ten above n. The run buttons add
    powers of ten, so totals often are one; the axis then has room for the next clicks
    instead of changing its limits (and being drawn afresh) on the very next one."""
    end = 10
    while end <= n:
        end *= 10
    return end


def _legend_above(ax: Axes, columns: int) -> None:
    """The axes' legend in one row above them (in the figure's top margin)."""
    ax.legend(
        loc="lower left",
        bbox_to_anchor=(0, 1.01),
        ncols=columns,
        frameon=False,
        fontsize="small",
        borderaxespad=0,
        handlelength=1.5,
        columnspacing=1.2,
    )


def _figure(size: tuple[float, float]) -> Figure:
    """A figure with its own Agg canvas at the PNG's resolution: every click draws on
    the same renderer, whose text sizes matplotlib keeps."""
    figure = Figure(figsize=size, dpi=80)
    FigureCanvasAgg(figure)
    return figure


class _Frame:
    """One kept figure drawn as a PNG by blitting.

    The artists that move are marked animated, so a full draw leaves them out; its
    pixels are kept as the background while the axes' limits stay the same. Each
    picture restores the background, draws the moving artists over it and encodes the
    pixels with Pillow (which matplotlib itself needs) at a low compression: the PNG
    encoder matplotlib uses costs as much as the drawing.
    """

    def __init__(self, figure: Figure) -> None:
        self.figure = figure
        self._background = None
        self._limits: tuple[float, ...] = ()

    def png(self, moving: list[Artist]) -> Image:
        canvas = self.figure.canvas
        for artist in moving:
            artist.set_animated(True)
        limits = tuple(x for ax in self.figure.axes for x in (*ax.get_xlim(), *ax.get_ylim()))
        if limits != self._limits or self._background is None:
            canvas.draw()
            self._background = canvas.copy_from_bbox(self.figure.bbox)
            self._limits = limits
        else:
            canvas.restore_region(self._background)
        for artist in moving:
            self.figure.draw_artist(artist)
        pixels = PIL.Image.frombuffer(
            "RGBA", canvas.get_width_height(), canvas.buffer_rgba(), "raw", "RGBA", 0, 1
        )
        buffer = BytesIO()
        pixels.save(buffer, format="png", compress_level=1)
        return Image(data=buffer.getvalue(), format="png")
