"""What the power curve widget shows: the region, both errors and the curve, in German
or English, every number from `pyramide_kit.binomial` (exact at the chosen p, floating
point only along the drawn curve)."""

from __future__ import annotations

from html import escape

import numpy as np
import sympy
from matplotlib.figure import Figure
from matplotlib.ticker import FuncFormatter

from pyramide_kit.binomial import RejectionRegion, power_curve, rejection_chance
from pyramide_kit.i18n import decimal_text, t
from pyramide_kit.ui.picture import Picture, figure_picture

__all__ = ["CURVE_POINTS", "figure", "level_text", "region_text", "summary_html"]

CURVE_POINTS = 401
"""Chances from 0 to 1 at which the curve is drawn."""


def level_text(level: sympy.Rational, lang: str) -> str:
    """A level as a percentage: "5 %", "2,5 %" in German."""
    percent = float(level) * 100
    places = 0 if percent == int(percent) else 1
    return f"{decimal_text(percent, places, lang)} %"


def region_text(region: RejectionRegion, lang: str) -> str:
    """The region as a rule on X: "X ≥ 28", "X ≤ 11 oder X ≥ 29", or that it is empty."""
    parts = []
    if region.below is not None:
        parts.append(f"X ≤ {region.below}")
    if region.above is not None:
        parts.append(f"X ≥ {region.above}")
    if not parts:
        return t("power_region_empty", lang)
    return f" {t('power_or', lang)} ".join(parts)


def summary_html(region: RejectionRegion, p: sympy.Rational, lang: str) -> str:
    """H₀, the region, the error of the first kind and, at the true p, power and beta."""
    size = decimal_text(region.size, 3, lang)
    shown_p = decimal_text(p, 2, lang)
    if p == region.p:
        at = t("power_at_null", lang, p=shown_p)
    else:
        power = rejection_chance(region, p)
        at = t(
            "power_at",
            lang,
            p=shown_p,
            power=decimal_text(power, 3, lang),
            beta=decimal_text(1 - power, 3, lang),
        )
    lines = [
        t("power_hypothesis", lang, p0=region.p),
        t("power_region", lang, region=region_text(region, lang)),
        t("power_first_kind", lang, value=size),
    ]
    return "<br>".join(escape(line) for line in lines) + f"<br><b>{escape(at)}</b>"


def figure(region: RejectionRegion, p: sympy.Rational, lang: str) -> Picture:
    """The power curve of `region` with H₀'s p and the true p marked, as a PNG image
    with its alt text in `lang`."""
    chances = np.linspace(0, 1, CURVE_POINTS)
    fig = Figure(figsize=(7, 3.6), layout="constrained")
    ax = fig.subplots()
    ax.plot(
        chances, power_curve(region, chances), color="tab:blue", label=t("power_curve_label", lang)
    )
    ax.axvline(
        float(region.p), color="0.5", linestyle="--", label=t("power_null_label", lang, p0=region.p)
    )
    shown = decimal_text(p, 2, lang)
    power = rejection_chance(region, p)
    ax.plot(
        [float(p)],
        [float(power)],
        "o",
        color="tab:red",
        label=t("power_point_label", lang, p=shown),
    )
    decimals = FuncFormatter(lambda value, _pos: decimal_text(value, 1, lang))
    ax.xaxis.set_major_formatter(decimals)
    ax.yaxis.set_major_formatter(decimals)
    ax.set_xlim(0, 1)
    ax.set_ylim(-0.02, 1.02)
    ax.set_xlabel(t("power_axis_p", lang))
    ax.set_ylabel(t("power_axis_reject", lang))
    side = t(f"power_side_{region.alternative}", lang)
    title = t(
        "power_figure_title", lang, n=region.n, level=level_text(region.level, lang), side=side
    )
    ax.set_title(title)
    ax.legend(loc="center right", fontsize="small")
    alt = t(
        "power_figure_alt",
        lang,
        title=title,
        p0=region.p,
        p=shown,
        power=decimal_text(power, 3, lang),
    )
    return figure_picture(fig, alt)
