"""The material list for the teacher: per lesson what a group needs at the table and the
sheets to print for it (the lesson's game sheets, its prediction and tally sheets).

The same list stands in the teacher guide (TEACHERS.md, "Material je Lektion" /
"Materials per lesson"); a test keeps the two alike.
"""

from __future__ import annotations

from pyramide_kit.i18n import t
from pyramide_kit.printables.lessons import LESSONS
from pyramide_kit.printables.page import (
    BODY,
    BOTTOM,
    LEFT,
    RIGHT,
    TITLE,
    TOP,
    Page,
    text_height,
)

__all__ = ["materials_sheet"]


def materials_sheet(lang: str) -> list[Page]:
    """Each lesson's title, then its material and its sheets, a rule between two
    lessons; a lesson that would run past the bottom margin starts a new page."""
    page = Page()
    pages = [page]
    page.text(LEFT, TOP + 6, t("print_materials_title", lang), TITLE, weight="bold")
    y = page.text(LEFT, TOP + 14, t("print_materials_intro", lang), BODY, width=RIGHT - LEFT)
    for number, lesson in LESSONS.items():
        material = t(f"print_material_{number}", lang)
        sheets = t("print_materials_sheets", lang, sheets=", ".join(lesson.sheets))
        text = f"{material} · {sheets}"
        if y + 9 + text_height(text, BODY, RIGHT - LEFT) > BOTTOM - 8:
            page = Page()
            pages.append(page)
            y = TOP
        page.line(LEFT, y + 1.5, RIGHT, y + 1.5, faint=True)
        y = page.text(LEFT, y + 6, lesson.title(lang), BODY, weight="bold")
        y = page.text(LEFT, y, text, BODY, width=RIGHT - LEFT)
    return pages
