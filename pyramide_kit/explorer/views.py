"""What the Explorer draws: the exact value as HTML, the running curve closing in on it
and, for a probability or a distribution, the bars of exact against simulated.

The figures are matplotlib `Figure`s (no pyplot, so nothing is shown twice in a
notebook) handed to the widget as PNG images.
"""

from __future__ import annotations

from collections.abc import Hashable
from html import escape
from io import BytesIO

import numpy as np
from IPython.display import Image
from matplotlib.figure import Figure

from pyramide_kit.explorer.formatting import decimal
from pyramide_kit.explorer.registry import Event
from pyramide_kit.explorer.summary import counts, exact_distribution
from pyramide_kit.plots import exact_vs_simulated_bars, running_frequency_plot
from pyramide_kit.ui.i18n import t

__all__ = ["bars_image", "exact_html", "running_image"]


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


def running_image(ev: Event, values: np.ndarray, lang: str) -> tuple[Image, int]:
    """The running frequency (or mean) of the trials in the 95 % band around the exact
    value, and the number of points its curve has."""
    figure = Figure(figsize=(7, 3.5))
    ax = figure.subplots()
    key = "explorer_running_mean" if ev.kind == "mean" else "explorer_running_frequency"
    running_frequency_plot(
        ev.plotted(values),
        float(ev.line),
        ax,
        sd=float(ev.sd),
        label=t(key, lang),
        band_label=t("explorer_band", lang),
        exact_label=t("explorer_exact_line", lang, value="{value}"),
        axis_label=t("explorer_trials_axis", lang),
    )
    return _png(figure), len(ax.lines[-1].get_xdata())


def bars_image(ev: Event, values: np.ndarray, lang: str) -> Image | None:
    """Bars of the exact law beside the simulated frequencies (none for a mean)."""
    exact = exact_distribution(ev)
    if exact is None:
        return None

    def label(outcome: Hashable) -> str:
        if ev.kind == "probability":
            return t("explorer_yes" if outcome == 1 else "explorer_no", lang)
        return ev.outcome_label(outcome)

    figure = Figure(figsize=(5, 3.5))
    ax = exact_vs_simulated_bars(
        exact,
        counts(ev, values),
        figure.subplots(),
        labels=(t("explorer_bars_exact", lang), t("explorer_bars_simulated", lang)),
        outcome_label=label,
    )
    ax.set_ylabel(t("explorer_bars_axis", lang))
    return _png(figure)


def _png(figure: Figure) -> Image:
    buffer = BytesIO()
    figure.savefig(buffer, format="png", dpi=80, bbox_inches="tight")
    return Image(data=buffer.getvalue(), format="png")
