"""The teacher guide's table of exercises says where each exercise stands and its level.

A teacher plans with the table under "Aufgaben und Lösungen" / "Exercises and answers":
which exercises a lesson's core asks, which its Going further notebook asks, and which
are basic and which extensions. It drifts when an exercise moves or is added, so it is
read here and held against what the notebooks ask (their `Exercise("lesson01_q3", ...)`
cells, both editions) and the levels `pyramide_kit.exercises` gives. The probes show that
a table with an exercise in the wrong column, or one missing, is seen.
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

from pyramide_kit.exercises import answer_keys, level, number
from tests.core.test_teachers_guide import GUIDE, parts

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
HEADERS = {
    "de": "| Lektion | Kern: Basis | Kern: Erweiterung | Vertiefung: Basis "
    "| Vertiefung: Erweiterung |",
    "en": "| lesson | core: basic | core: extension | Going further: basic "
    "| Going further: extension |",
}
COLUMNS = (("core", "basis"), ("core", "extension"), ("deeper", "basis"), ("deeper", "extension"))
KEY = re.compile(r'\bExercise\(\s*"(lesson(\d\d)_q\d+)"')

Table = dict[str, dict[tuple[str, str], tuple[int, ...]]]


def guide_table(part: str, language: str) -> Table:
    """The table's rows: lesson number -> (part, level) -> the exercise numbers there."""
    lines = part.splitlines()
    start = lines.index(HEADERS[language]) + 2
    table: Table = {}
    for line in lines[start:]:
        if not line.startswith("|"):
            break
        lesson, *cells = (cell.strip() for cell in line.strip("|").split("|"))
        table[lesson] = {
            column: tuple(int(n) for n in re.findall(r"\d+", cell))
            for column, cell in zip(COLUMNS, cells, strict=True)
        }
    return table


def notebook_table(folder: Path) -> Table:
    """What the lessons in `folder` ask: each exercise by its notebook (core or Going
    further) and its level, in the order the notebook asks them."""
    table: Table = {}
    for path in sorted(folder.glob("[0-9][0-9]_*.ipynb")):
        where = "deeper" if path.stem.endswith("_deeper") else "core"
        for cell in nbformat.read(path, as_version=4).cells:
            for key, lesson in KEY.findall(cell.source) if cell.cell_type == "code" else ():
                row = table.setdefault(lesson, {column: () for column in COLUMNS})
                row[(where, level(key))] += (number(key),)
    return table


@pytest.fixture(scope="module")
def guide_parts() -> dict[str, str]:
    return parts(GUIDE.read_text(encoding="utf-8"))


@pytest.mark.parametrize(("language", "folder"), [("de", LESSONS / "de"), ("en", LESSONS)])
def test_the_guide_s_exercise_table_is_what_the_lessons_ask(guide_parts, language, folder):
    assert guide_table(guide_parts[language], language) == notebook_table(folder)


@pytest.mark.parametrize("folder", [LESSONS / "de", LESSONS])
def test_every_exercise_is_asked_in_a_lesson_of_each_edition(folder):
    asked = {
        f"lesson{lesson}_q{n}"
        for lesson, row in notebook_table(folder).items()
        for numbers in row.values()
        for n in numbers
    }
    assert asked == set(answer_keys())


def test_probe_an_exercise_in_the_wrong_column_is_seen(guide_parts):
    part = guide_parts["en"]
    row = next(line for line in part.splitlines() if line.startswith("| 02 |"))
    cells = row.strip("|").split("|")
    moved = "|".join([cells[0], cells[2], cells[1], *cells[3:]])
    wrong = part.replace(row, f"|{moved}|")
    assert guide_table(wrong, "en") != notebook_table(LESSONS)


def test_probe_a_missing_exercise_is_seen(guide_parts):
    part = guide_parts["de"]
    row = next(line for line in part.splitlines() if line.startswith("| 05 |"))
    wrong = part.replace(row, row.replace("1, 2, 4, 6", "1, 2, 4"))
    assert wrong != part
    assert guide_table(wrong, "de") != notebook_table(LESSONS / "de")
