"""What a student notebook must not say: where the exercises' answers are kept.

Every notebook under `lessons/` is a student's notebook (the teacher's notes are in
`lessons/TEACHERS.md`). None may name the answers' modules or files, nor send the reader
to the teacher's answer key, in its text, its code or its stored output: an exercise box
is `Exercise("lesson01_q3", ...)`, imported as `from pyramide_kit.exercises import
Exercise`, and nothing else of that package is named. The probes at the end show that
the scan finds each kind of mention.
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
NOTEBOOKS = sorted(LESSONS.rglob("*.ipynb"))
ANSWERS_PLACE = re.compile(
    r"answers\.py|pyramide_kit\s*[./]\s*answers|from\s+pyramide_kit\s+import\s+[\w, ]*answers"
    r"|exercises\s*/|pyramide_kit\s*\.\s*exercises\s*\.\s*\w|import\s+pyramide_kit\s*\.\s*exercises"
    r"|from\s+pyramide_kit\s+import\s+[\w, ]*exercises"
    r"|from\s+pyramide_kit\s*\.\s*exercises\s+import\s+(?!Exercise[ \t]*(?:\n|$))"
    r"|answer[\s-]*key|answer\s+sheet|L[öo]sungs(?:blatt|bl[äa]tter|schl[üu]ssel)"
    r"|teacher\s*/|teacher[’']s\s+(?:key|sheet)|printables.{0,40}teacher",
    re.I,
)


def texts(notebook: nbformat.NotebookNode) -> list[tuple[str, str]]:
    """(where, text) of every markdown cell, code cell and stored text output."""
    found = []
    for i, cell in enumerate(notebook.cells):
        found.append((f"cell {i} ({cell.cell_type})", cell.source))
        for output in cell.get("outputs", []):
            if "text" in output:
                found.append((f"cell {i} output", output["text"]))
            for kind, data in output.get("data", {}).items():
                if kind.startswith("text/") and isinstance(data, str):
                    found.append((f"cell {i} output {kind}", data))
    return found


def mentions(notebook: nbformat.NotebookNode) -> list[str]:
    problems = []
    for where, text in texts(notebook):
        for match in ANSWERS_PLACE.finditer(text):
            problems.append(f"{where}: {match[0]!r}")
    return problems


def test_there_are_student_notebooks():
    assert len(NOTEBOOKS) >= 16


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: str(p.relative_to(LESSONS)))
def test_no_student_notebook_says_where_the_answers_are(path: Path):
    assert mentions(nbformat.read(path, as_version=4)) == []


@pytest.mark.parametrize(
    "text",
    [
        "The answers are computed by the kit (`pyramide_kit/answers.py`).",
        "Die Lösungen stehen auf dem Lösungsblatt.",
        "They are on the teacher's answer key, not in this notebook.",
        "print(pyramide_kit.answers.answer('lesson01_q3'))",
        "from pyramide_kit import answers",
        "The answers are computed by the kit (`pyramide_kit/exercises/lesson01.py`).",
        "They are in the kit's exercises/ folder.",
        "print(pyramide_kit.exercises.answer('lesson01_q3'))",
        "from pyramide_kit.exercises.registry import answer",
        "import pyramide_kit.exercises as kit_exercises",
        "from pyramide_kit import exercises",
        "from pyramide_kit.exercises import answer",
        "from pyramide_kit.exercises import Exercise, solution",
    ],
)
def test_probe_each_kind_of_mention_is_found(text: str):
    markdown = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell(text)])
    assert mentions(markdown)
    code = nbformat.v4.new_code_cell("print(1)")
    code.outputs = [nbformat.v4.new_output("stream", name="stdout", text=text)]
    assert mentions(nbformat.v4.new_notebook(cells=[code]))


def test_probe_an_exercise_box_by_its_key_is_no_mention():
    cells = [
        nbformat.v4.new_code_cell("from pyramide_kit.exercises import Exercise\nimport sympy"),
        nbformat.v4.new_code_cell('Exercise("lesson01_q3", lang="de")'),
    ]
    assert mentions(nbformat.v4.new_notebook(cells=cells)) == []


@pytest.mark.parametrize(("page", "lang"), [("play.ipynb", "de"), ("play_en.ipynb", "en")])
def test_a_play_page_names_the_lessons_of_its_own_language(page: str, lang: str):
    notebook = nbformat.read(LESSONS / page, as_version=4)
    code = "\n".join(c.source for c in notebook.cells if c.cell_type == "code")
    assert f'lang="{lang}"' in code and f'lang="{"en" if lang == "de" else "de"}"' not in code
    text = "\n".join(c.source for c in notebook.cells if c.cell_type == "markdown")
    named = re.findall(r"(?:lessons/)?((?:de/)?\d\d_\w+\.ipynb)", text)
    assert named
    assert all(name.startswith("de/") == (lang == "de") for name in named), named
