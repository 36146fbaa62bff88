"""The numbers the Explorer shows beside its plots: the estimate with its 95 % interval
and, for a probability or a distribution, the chi-square test and the total-variation
distance to the exact law. Plain values in, a dict of numbers and the lines of text out.
"""

from __future__ import annotations

from collections.abc import Hashable

import numpy as np

from pyramide_kit.events import Event
from pyramide_kit.exact import Distribution, as_fraction
from pyramide_kit.i18n import count_text, decimal_text, plural, significant_text, t
from pyramide_kit.simulate import chi_square_test, mean_interval, total_variation, wilson_interval

__all__ = ["counts", "exact_distribution", "running_text", "summarise"]


def exact_distribution(ev: Event) -> Distribution | None:
    """The exact law the trials are compared with: the event's distribution, yes/no
    (1/0) for a probability, none for a mean."""
    if ev.kind == "distribution":
        return ev.exact
    if ev.kind == "probability":
        p = as_fraction(ev.exact)
        return Distribution({1: p, 0: 1 - p})
    return None


def counts(ev: Event, values: np.ndarray) -> dict[Hashable, int]:
    """How often each outcome came in the trials (1/0 for a probability)."""
    if ev.kind == "distribution":
        return ev.counts(values)
    hits = int(values.sum())
    return {1: hits, 0: int(values.size) - hits}


def summarise(ev: Event, values: np.ndarray, lang: str) -> dict[str, object]:
    """`n`, `estimate`, `exact`, where there is one `interval` and `inside`, for a law
    `chi_square` (statistic, dof, p-value) and `total_variation`; `lines` in `lang`."""
    n = int(values.size)
    plotted = ev.plotted(values)
    exact = float(ev.line)
    if ev.kind == "mean":
        estimate = float(plotted.mean())
        shown = significant_text(estimate, lang)
        first = plural("explorer_mean", n, lang, count=count_text(n, lang), estimate=shown)
        interval = mean_interval(plotted) if n >= 2 else None
    else:
        hits = int(plotted.sum())
        estimate = hits / n
        first = t(
            "explorer_frequency",
            lang,
            hits=count_text(hits, lang),
            n=count_text(n, lang),
            estimate=significant_text(estimate, lang),
        )
        interval = wilson_interval(hits, n)
    summary: dict[str, object] = {"n": n, "estimate": estimate, "exact": exact}
    lines = [first]
    if interval is not None:
        low, high = interval
        inside = low <= exact <= high
        summary.update(interval=interval, inside=inside)
        lines.append(
            t(
                "explorer_interval",
                lang,
                low=significant_text(low, lang),
                high=significant_text(high, lang),
                exact=significant_text(exact, lang),
                verdict=t("explorer_inside" if inside else "explorer_outside", lang),
            )
        )
        if not inside:  # expected now and then: say so, lest it look like a mistake
            lines.append(t("explorer_outside_note", lang))
    distribution = exact_distribution(ev)
    if distribution is not None:
        observed = counts(ev, values)
        statistic, dof, p_value = chi_square_test(observed, distribution)
        tv = total_variation(observed, distribution)
        summary.update(chi_square=(statistic, dof, p_value), total_variation=tv)
        lines.append(
            t(
                "explorer_chi_square",
                lang,
                statistic=decimal_text(statistic, 2, lang),
                dof=dof,
                p=decimal_text(p_value, 3, lang),
                tv=decimal_text(tv, 4, lang),
            )
        )
    summary["lines"] = lines
    return summary


def running_text(ev: Event, n: int, total: float, lang: str) -> str:
    """The status line while a run goes on: the trials so far and, for a probability,
    the hits (`total`: the sum of the plotted values so far) or, for a mean, the mean."""
    if n == 0:
        return t("explorer_running_law", lang, n=count_text(n, lang))
    if ev.kind == "probability":
        words = {
            "hits": count_text(int(total), lang),
            "estimate": significant_text(total / n, lang),
        }
        return t("explorer_running_share", lang, n=count_text(n, lang), **words)
    if ev.kind == "mean":
        estimate = significant_text(total / n, lang)
        return t("explorer_running_mean", lang, n=count_text(n, lang), estimate=estimate)
    return t("explorer_running_law", lang, n=count_text(n, lang))
