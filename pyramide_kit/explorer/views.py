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
from IPython.display import Image
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from pyramide_kit.explorer.formatting import decimal
from pyramide_kit.explorer.registry import Event
from pyramide_kit.explorer.summary import counts, exact_distribution
from pyramide_kit.plots import (
    bar_outcomes,
    exact_vs_simulated_bars,
    running_frequency_plot,
    update_bars,
    update_running_frequency,
)
from pyramide_kit.ui.i18n import t

__all__ = ["Plots", "exact_html"]


def exact_html(ev: Event, lang: str) -> str:
    """The exact value as a fraction and a decimal; a distribution as a table."""
    if ev.kind == "probability":
        text = t(
            "explorer_exact_probability",
            lang,
            fraction=ev.exact,
            decimal=decimal(float(ev.exact)),
        )
        return f"<b>{escape(text)}</b>"
    if ev.kind == "mean":
        text = t(
            "explorer_exact_mean",
            lang,
            fraction=ev.exact,
            decimal=decimal(float(ev.exact)),
            sd=decimal(float(ev.sd)),
        )
        return f"<b>{escape(text)}</b>"
    head = t("explorer_exact_distribution", lang, mode=ev.outcome_label(ev.outcomes[ev.mode]))
    rows = "".join(
        f"<tr><td>{escape(ev.outcome_label(o))}</td><td>{p}</td><td>≈ {decimal(float(p))}</td></tr>"
        for o, p in ev.exact.sorted_items()
    )
    header = (
        f"<tr><th>{escape(t('explorer_outcome', lang))}</th>"
        f"<th colspan='2'>{escape(t('explorer_probability', lang))}</th></tr>"
    )
    return f"<b>{escape(head)}</b><table>{header}{rows}</table>"


class Plots:
    """The running curve and the bars of one event, kept between clicks.

    A figure is built on the first trials shown and afterwards only given new data
    (`plots.update_running_frequency`, `plots.update_bars`): building a figure and
    laying it out tightly cost three times the drawing itself. The margins are fixed,
    so each click renders one PNG per plot and nothing else.
    """

    def __init__(self, ev: Event, lang: str) -> None:
        self.event = ev
        self.lang = lang
        self._running: Figure | None = None
        self._bars: Figure | None = None
        self._outcomes: list[Hashable] = []

    def running(self, values: np.ndarray) -> tuple[Image, int]:
        """The running frequency (or mean) of the trials in the 95 % band around the
        exact value, and the number of points its curve has."""
        ev, lang = self.event, self.lang
        plotted = ev.plotted(values)
        if self._running is None:
            self._running = _figure((7, 3.5))
            self._running.subplots_adjust(left=0.09, right=0.98, bottom=0.14, top=0.97)
            key = "explorer_running_mean" if ev.kind == "mean" else "explorer_running_frequency"
            running_frequency_plot(
                plotted,
                float(ev.line),
                self._running.subplots(),
                sd=float(ev.sd),
                label=t(key, lang),
                band_label=t("explorer_band", lang),
                exact_label=t("explorer_exact_line", lang, value="{value}"),
                axis_label=t("explorer_trials_axis", lang),
            )
        else:
            update_running_frequency(
                self._running.axes[0], plotted, float(ev.line), sd=float(ev.sd)
            )
        return _png(self._running), len(self._running.axes[0].lines[-1].get_xdata())

    def bars(self, values: np.ndarray) -> Image | None:
        """Bars of the exact law beside the simulated frequencies (none for a mean)."""
        ev, lang = self.event, self.lang
        exact = exact_distribution(ev)
        if exact is None:
            return None
        seen = counts(ev, values)
        outcomes = bar_outcomes(exact, seen)
        if self._bars is not None and outcomes == self._outcomes:
            update_bars(self._bars.axes[0], seen, outcomes, t("explorer_bars_simulated", lang))
            return _png(self._bars)

        def label(outcome: Hashable) -> str:
            if ev.kind == "probability":
                return t("explorer_yes" if outcome == 1 else "explorer_no", lang)
            return ev.outcome_label(outcome)

        self._bars = _figure((5, 3.5))
        turned = len(outcomes) > 12  # the labels stand upright below the bars
        self._bars.subplots_adjust(left=0.13, right=0.98, bottom=0.2 if turned else 0.1, top=0.97)
        self._outcomes = outcomes
        ax = exact_vs_simulated_bars(
            exact,
            seen,
            self._bars.subplots(),
            labels=(t("explorer_bars_exact", lang), t("explorer_bars_simulated", lang)),
            outcome_label=label,
        )
        ax.set_ylabel(t("explorer_bars_axis", lang))
        return _png(self._bars)


def _figure(size: tuple[float, float]) -> Figure:
    """A figure with its own Agg canvas at the PNG's resolution: `savefig` then draws
    on the same renderer every click, whose text sizes matplotlib keeps, instead of
    switching to a new canvas (and measuring every tick label again) each time."""
    figure = Figure(figsize=size, dpi=80)
    FigureCanvasAgg(figure)
    return figure


def _png(figure: Figure) -> Image:
    buffer = BytesIO()
    figure.savefig(buffer, format="png")
    return Image(data=buffer.getvalue(), format="png")
