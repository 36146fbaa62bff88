"""What the predictions show: the line after a simulation, the calibration summary and
the calibration plot.

The plot draws each scored forecast p against the simulated frequency (a dot) and the
exact P (a cross), with the diagonal where a calibrated forecast lies. It is a PNG with
its own white face, so it reads the same in a light and a dark notebook theme, and it is
shown with its alt text (`ui.picture`), which names every point.
"""

from __future__ import annotations

from fractions import Fraction

from matplotlib.figure import Figure

from pyramide_kit.i18n import count_text, decimal_text, percent_text, t
from pyramide_kit.predict.model import Outcome, PredictionBook
from pyramide_kit.ui.picture import Picture, figure_picture

__all__ = ["calibration_figure", "calibration_picture", "outcome_text", "summary_lines"]


def share_text(value: Fraction, lang: str) -> str:
    """A probability as a student reads it: a percentage with one decimal."""
    return percent_text(float(value), 1, lang)


def outcome_text(outcome: Outcome, lang: str) -> str:
    """The line shown once a prediction's simulation has run."""
    values = {
        "hits": count_text(outcome.hits, lang),
        "trials": count_text(outcome.trials, lang),
        "f": share_text(outcome.frequency, lang),
        "exact": share_text(outcome.exact, lang),
    }
    if outcome.forecast.is_point:
        return t("predict_seen_point", lang, brier=decimal_text(outcome.brier, 3, lang), **values)
    verdict = t("predict_range_hit" if outcome.hit else "predict_range_miss", lang)
    return t("predict_seen_range", lang, verdict=verdict, **values)


def summary_lines(book: PredictionBook, lang: str) -> list[str]:
    """The calibration cell's text: the mean Brier score and what it means, the ranges'
    hits; only the note that nothing was predicted when nothing was."""
    seen = [o for o in book.outcomes() if o.trials is not None]
    if not seen:
        return [t("predict_none", lang)]
    lines = []
    scored = [o for o in seen if o.forecast.is_point]
    if scored:
        brier = decimal_text(book.mean_brier(), 3, lang)
        lines += [t("predict_score", lang, brier=brier, n=count_text(len(scored), lang))]
        lines += [t("predict_meaning", lang)]
    ranges = [o for o in seen if not o.forecast.is_point]
    if ranges:
        hits = sum(o.hit for o in ranges)
        lines.append(
            t("predict_ranges", lang, hits=count_text(hits, lang), n=count_text(len(ranges), lang))
        )
    return lines


def calibration_figure(book: PredictionBook, lang: str) -> Figure:
    """The calibration plot of the book's scored forecasts."""
    fig = Figure(figsize=(4.5, 4.5), facecolor="white")
    ax = fig.add_subplot()
    ax.set_facecolor("white")
    ax.plot(
        [0, 1], [0, 1], color="#555555", linestyle="--", label=t("predict_legend_diagonal", lang)
    )
    points = book.points()
    ax.scatter(
        [float(p) for p, _, _ in points],
        [float(f) for _, f, _ in points],
        color="#1f5fbf",
        label=t("predict_legend_observed", lang),
        zorder=3,
    )
    ax.scatter(
        [float(p) for p, _, _ in points],
        [float(e) for _, _, e in points],
        color="#b00020",
        marker="x",
        label=t("predict_legend_exact", lang),
        zorder=3,
    )
    ax.set_xlim(0, 1)
    ax.set_ylim(0, 1)
    ax.set_aspect("equal")
    ax.set_xlabel(t("predict_axis_forecast", lang), color="black")
    ax.set_ylabel(t("predict_axis_observed", lang), color="black")
    ax.set_title(t("predict_title", lang), color="black")
    ax.tick_params(colors="black")
    ax.legend(loc="upper left", fontsize="small")
    return fig


def calibration_alt(book: PredictionBook, lang: str) -> str:
    """The plot's alt text, naming every point."""
    points = " ".join(
        t(
            "predict_alt_point",
            lang,
            p=share_text(p, lang),
            f=share_text(f, lang),
            exact=share_text(e, lang),
        )
        for p, f, e in book.points()
    )
    text = t("predict_alt", lang, points=points)
    return " ".join(text.split())  # the alt text takes plain spaces only


def calibration_picture(book: PredictionBook, lang: str) -> Picture:
    return figure_picture(
        calibration_figure(book, lang), calibration_alt(book, lang)[:600], tight=True
    )
