"""The material list: the sheet and the teacher guide's table say the same, per lesson,
and every sheet it names exists."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pyramide_kit.i18n import t
from pyramide_kit.printables import SHEETS
from pyramide_kit.printables.lessons import LESSONS
from tests.printables.conftest import flat, needs_pdftotext, pdf_text

GUIDE = Path(__file__).resolve().parents[2] / "lessons" / "TEACHERS.md"
HEADINGS = {"de": "### Material je Lektion", "en": "### Materials per lesson"}
ROW = re.compile(r"^\| (\d\d) [^|]*\| (.*?) \| (.*) \|$")


def guide_rows(lang: str) -> dict[str, tuple[str, list[str]]]:
    """The guide's material table in `lang`: lesson -> (material, sheet names)."""
    text = GUIDE.read_text(encoding="utf-8")
    start = text.index(HEADINGS[lang])
    table = text[start : text.index("\n\n", text.index("|---|", start))]
    rows = {}
    for line in table.splitlines():
        found = ROW.match(line)
        if found:
            number, material, sheets = found.groups()
            rows[number] = (material.replace("`", ""), re.findall(r"`(\w+)`", sheets))
    return rows


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_guide_and_the_sheet_list_the_same_material_and_sheets(lang):
    rows = guide_rows(lang)
    assert sorted(rows) == sorted(LESSONS)
    for number, lesson in LESSONS.items():
        material, sheets = rows[number]
        assert material == t(f"print_material_{number}", lang), number
        assert sheets == list(lesson.sheets), number
        assert set(sheets) <= set(SHEETS), number


@needs_pdftotext
@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_sheet_names_each_lessons_material_and_sheets(sheets, lang):
    text = flat(pdf_text(sheets["materials", lang]))
    for number, lesson in LESSONS.items():
        assert flat(lesson.title(lang)) in text
        assert flat(t(f"print_material_{number}", lang)) in text
        assert ", ".join(lesson.sheets) in text
