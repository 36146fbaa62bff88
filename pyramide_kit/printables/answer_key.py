"""The teacher's answer key: every prediction sheet's questions with their level and
their exact value as a fraction and as a decimal, computed by the kit when the key is
written, and under each exercise its worked solution (the steps a teacher reads out).

It is its own PDF (written into a `teacher` folder beside the students' sheets), so it
can never be printed with a student sheet by mistake.
"""

from __future__ import annotations

import math
from decimal import Decimal
from fractions import Fraction

from pyramide_kit.i18n import decimal_text as number_text
from pyramide_kit.i18n import t
from pyramide_kit.printables.lessons import LESSONS, Question
from pyramide_kit.printables.page import (
    BODY,
    BOTTOM,
    LEFT,
    RIGHT,
    SMALL,
    TITLE,
    TOP,
    Page,
    text_height,
)

__all__ = ["answer_key", "decimal_text", "fraction_text"]

SIGNIFICANT = 4


def fraction_text(value: Fraction) -> str:
    """p/q, or the whole number."""
    return (
        str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"
    )


def decimal_text(value: Fraction, lang: str) -> str:
    """The value to four significant digits ("≈" when rounded), with the language's
    decimal mark: 1/8 is 0.125 (0,125), 1/6 is ≈ 0.1667, 1/46656 is ≈ 0.00002143."""
    if value == 0:
        return "0"
    places = max(0, SIGNIFICANT - 1 - math.floor(math.log10(abs(value))))
    scaled = value * 10**places
    rounded = round(scaled)
    exact = scaled == rounded
    if exact:  # drop trailing zeros of an exact decimal
        while places and rounded % 10 == 0:
            rounded //= 10
            places -= 1
    sign = "-" if rounded < 0 else ""
    digits = str(abs(rounded)).rjust(places + 1, "0")
    whole, frac = digits[: len(digits) - places], digits[len(digits) - places :]
    text = number_text(Decimal(f"{sign}{whole}.{frac}"), places, lang)
    return text if exact else f"≈ {text}"


SOLUTION_INDENT = 26.0
"""Millimetres from the left margin to a worked solution's steps, right of its label
("Lösungsweg" in bold takes 23 mm)."""


STEPS_RESERVE = 4.0
"""Millimetres a step's lines keep free before the right margin: on a line as long as a
step's, the renderer draws up to 4 % wider than `page.text_height` measures (3 % are
reserved there), which would reach into the margin."""


def _solution_steps(question: Question, lang: str) -> list[str]:
    """A question's worked solution as printed, its steps numbered (1), (2), ..."""
    return [f"({k}) {step}" for k, step in enumerate(question.solution(lang), start=1)]


def answer_key(lang: str) -> list[Page]:
    """Every lesson's questions in order, with fraction and decimal beside each and the
    worked solution of each exercise under it; a question that would not fit on the page
    with its solution starts a new one, so a solution is never cut from its question."""
    widths = (90.0, 64.0, 26.0)
    steps_width = RIGHT - LEFT - SOLUTION_INDENT - STEPS_RESERVE
    page = Page()
    pages = [page]
    page.text(LEFT, TOP + 6, t("print_key_title", lang), TITLE, weight="bold")
    y = page.text(LEFT, TOP + 15, t("print_key_intro", lang), BODY, width=RIGHT - LEFT) + 2
    for entry in LESSONS.values():
        if y + 30 > BOTTOM - 8:
            page = Page()
            pages.append(page)
            y = TOP
        y = page.text(LEFT, y + 8, entry.title(lang), BODY + 1, weight="bold")
        x = LEFT
        for width, key in zip(
            widths, ("print_question", "print_fraction", "print_decimal"), strict=True
        ):
            page.text(x, y + 2, t(key, lang), SMALL, weight="bold")
            x += width
        y += 4
        for i, question in enumerate(entry.questions, start=1):
            value = question.exact()
            line = question.line(i, lang)
            steps = _solution_steps(question, lang)
            needed = text_height(line, SMALL, widths[0] - 4) + sum(
                text_height(step, SMALL, steps_width) + 0.5 for step in steps
            )
            if y + needed + 6 > BOTTOM - 8:
                page = Page()
                pages.append(page)
                y = TOP
            page.line(LEFT, y, RIGHT, y, faint=True)
            bottom = page.text(LEFT, y + 4.5, line, SMALL, width=widths[0] - 4)
            page.text(LEFT + widths[0], y + 4.5, fraction_text(value), SMALL)
            page.text(LEFT + widths[0] + widths[1], y + 4.5, decimal_text(value, lang), SMALL)
            if steps:
                bottom += 1
                page.text(LEFT, bottom, t("print_solution", lang), SMALL, weight="bold")
                for step in steps:
                    bottom = page.text(
                        LEFT + SOLUTION_INDENT, bottom, step, SMALL, width=steps_width
                    )
                    bottom += 0.5
            y = bottom + 1
    return pages
