"""The students' sheets of a lesson: the prediction sheet (the lesson's questions, each
with room for a guess before the dice are thrown and for what was found after) and the
tally sheet (a row of tally boxes per outcome of the lesson's experiment, a total row,
and each outcome's exact probability to compare the class's frequencies with).

The prediction sheet shows no answer and no worked solution: each question carries its
number and, for an exercise, its level ("Basis", "Erweiterung"), and the exact values
and solutions go only into the answer key. The tally sheet is for after the guesses:
its last column holds the exact law of the experiment (as a fraction and a decimal), as
the kit computes it.
"""

from __future__ import annotations

from fractions import Fraction

from pyramide_kit.i18n import t
from pyramide_kit.printables.answer_key import decimal_text, fraction_text
from pyramide_kit.printables.lessons import lesson
from pyramide_kit.printables.page import BODY, BOTTOM, LEFT, RIGHT, SMALL, TITLE, TOP, Page

__all__ = ["prediction_sheet", "tally_sheet"]


def _heading(page: Page, number: str, title: str, intro: str, lang: str) -> float:
    page.text(LEFT, TOP + 6, title, TITLE, weight="bold")
    page.text(LEFT, TOP + 14, lesson(number).title(lang), BODY)
    y = page.text(LEFT, TOP + 22, intro, BODY, width=RIGHT - LEFT)
    page.text(LEFT, y + 4, t("print_name", lang), BODY)
    page.line(LEFT + 15, y + 4.5, LEFT + 100, y + 4.5, faint=True)
    page.text(LEFT + 110, y + 4, t("print_date", lang), BODY)
    page.line(LEFT + 127, y + 4.5, RIGHT, y + 4.5, faint=True)
    return y + 12


def prediction_sheet(number: str, lang: str) -> list[Page]:
    """The lesson's questions, numbered and with their level, each followed by a line for
    the guess and one for the result; a question that would run past the bottom margin
    starts a new page."""
    title, intro = t("print_predict_title", lang), t("print_predict_intro", lang)
    page = Page()
    pages = [page]
    y = _heading(page, number, title, intro, lang)
    for i, question in enumerate(lesson(number).questions, start=1):
        text = question.line(i, lang)
        if y + 34 > BOTTOM - 8:
            page = Page()
            pages.append(page)
            y = TOP + 4
        y = page.text(LEFT, y + 4, text, BODY, width=RIGHT - LEFT) + 2
        for key in ("print_guess", "print_found"):
            page.text(LEFT + 6, y + 6, t(key, lang), SMALL + 1)
            page.line(LEFT + 48, y + 6.5, RIGHT, y + 6.5, faint=True)
            y += 9
        y += 2
    return pages


SHORT_FRACTION = 9
"""The longest fraction the tally sheet prints beside its decimal ("1/36 ≈ 0,02778");
a longer one (Schmieden's 46709/373248) gets the decimal alone, as it would not fit."""


def _probability_text(value: Fraction, lang: str) -> str:
    """ "1/36 ≈ 0,02778", "1/4 = 0,25", "0", or the decimal alone for a long fraction."""
    fraction = fraction_text(value)
    if value.denominator == 1:
        return fraction
    decimal = decimal_text(value, lang)
    if len(fraction) > SHORT_FRACTION:
        return decimal
    return f"{fraction} {decimal}" if decimal.startswith("≈") else f"{fraction} = {decimal}"


def tally_sheet(number: str, lang: str) -> list[Page]:
    """A tally table for the lesson's experiment: outcome, a wide box for the strokes,
    the count, the relative frequency and the exact probability, and a total row."""
    experiment = lesson(number).experiment
    intro = t("print_tally_intro", lang, experiment=t(experiment.key, lang))
    page = Page()
    y = _heading(page, number, t("print_tally_title", lang), intro, lang)
    page.text(LEFT, y + 2, t("print_group", lang), BODY)
    page.line(LEFT + 18, y + 2.5, LEFT + 100, y + 2.5, faint=True)
    outcomes = experiment.outcomes(lang)
    exact = [_probability_text(p, lang) for p in experiment.exact()]
    rows = [[t("print_outcome", lang), t("print_strokes", lang), t("print_count", lang),
             t("print_relative", lang), t("print_exact", lang)]]  # fmt: skip
    rows += [[outcome, "", "", "", p] for outcome, p in zip(outcomes, exact, strict=True)]
    rows.append([t("print_total", lang), "", "", "", "1"])
    height = min(16.0, (BOTTOM - 10 - (y + 8)) / len(rows))
    page.grid(y + 8, [24.0, 56.0, 20.0, 28.0, 52.0], rows, height, shaded_rows=(len(rows) - 1,))
    return [page]
