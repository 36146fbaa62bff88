"""Each German lesson (`lessons/de/NN_x.ipynb`) runs the code of its English twin
(`lessons/NN_x.ipynb`), so the two editions cannot drift apart.

Code cells are compared in order as Python syntax trees in which every text is
blanked: string literals (with the text parts of f-strings and docstrings) and the
value of every `lang=` keyword. Comments are not part of the tree; the `# NBVAL_...`
markers, which change what nbval checks, must match as well. So numbers, seeds, names,
calls and the order of the cells are the same; only what a reader reads differs. Every
`lang=` must name the edition's language ("en" in English, "de" in German), so that no
widget or printed result of a German lesson speaks English. Markdown cells are free:
each edition explains in its own words. The German school terms the lessons teach must
all appear in the German edition, and German prose quotes with „…“ (a „ closed by a
straight " is the usual slip of a keyboard without German quotes); code is left as it is.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import nbformat
import pytest

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
ENGLISH = sorted(LESSONS.glob("[0-9][0-9]_*.ipynb"))
BLANK = "…"
MARKER = re.compile(r"#\s*(NBVAL_\w+)")
# fenced code blocks and `code spans` of a markdown cell: code, not German prose
CODE = re.compile(r"```.*?```|`[^`]*`", re.S)
SCHOOL_TERMS = (
    "relative Häufigkeit",
    "Wahrscheinlichkeit",
    "Erwartungswert",
    "Zufallsexperiment",
    "Ereignis",
    "Gegenereignis",
    "Baumdiagramm",
    "Pfadregel",
    "Vierfeldertafel",
    "Gesetz der großen Zahlen",
    "Laplace",
    "Binomialverteilung",
)


class _Blank(ast.NodeTransformer):
    """Blank the texts of a syntax tree and collect the languages of its `lang=`."""

    def __init__(self) -> None:
        self.languages: list[object] = []

    def visit_keyword(self, node: ast.keyword) -> ast.keyword:
        if node.arg == "lang":
            value = node.value
            self.languages.append(value.value if isinstance(value, ast.Constant) else value)
            node.value = ast.Constant(BLANK)
            return node
        return self.generic_visit(node)

    def visit_Constant(self, node: ast.Constant) -> ast.Constant:
        return ast.Constant(BLANK) if isinstance(node.value, str) else node

    def visit_JoinedStr(self, node: ast.JoinedStr) -> ast.JoinedStr:
        """An f-string keeps its expressions (they are code) but not its text or format."""
        values = [
            ast.FormattedValue(self.visit(part.value), part.conversion, None)
            for part in node.values
            if isinstance(part, ast.FormattedValue)
        ]
        return ast.JoinedStr(values)


def code_cells(path: Path) -> list[str]:
    notebook = nbformat.read(path, as_version=4)
    return [cell.source for cell in notebook.cells if cell.cell_type == "code"]


def shape(source: str) -> tuple[str, list[object], list[str]]:
    """A code cell without its texts, the languages it names, and its nbval markers."""
    blank = _Blank()
    tree = blank.visit(ast.parse(source))
    return ast.dump(tree), blank.languages, MARKER.findall(source)


def twin(path: Path) -> Path:
    return LESSONS / "de" / path.name


def test_every_numbered_lesson_is_there():
    assert len(ENGLISH) >= 8


@pytest.mark.parametrize("english", ENGLISH, ids=lambda path: path.stem)
def test_the_german_edition_runs_the_same_code(english: Path):
    german = twin(english)
    assert german.exists(), f"{english.name} has no German edition lessons/de/{english.name}"
    en, de = code_cells(english), code_cells(german)
    assert len(de) == len(en), f"{len(de)} code cells in German, {len(en)} in English"
    for number, (en_source, de_source) in enumerate(zip(en, de, strict=True), start=1):
        en_tree, en_langs, en_marks = shape(en_source)
        de_tree, de_langs, de_marks = shape(de_source)
        where = f"code cell {number} of {german.name}"
        assert de_tree == en_tree, f"{where} differs from English in more than its texts"
        assert de_marks == en_marks, f"{where}: nbval markers {de_marks} against {en_marks}"
        assert set(en_langs) <= {"en"}, f"code cell {number} of {english.name}: {en_langs}"
        assert set(de_langs) <= {"de"}, f"{where}: lang={de_langs}"


def test_the_german_lessons_use_the_school_terms():
    text = " ".join(
        cell.source
        for path in sorted((LESSONS / "de").glob("[0-9][0-9]_*.ipynb"))
        for cell in nbformat.read(path, as_version=4).cells
    )
    assert [term for term in SCHOOL_TERMS if term not in text] == []


def quote_problems(markdown: str) -> list[str]:
    """The German quotation marks of a markdown cell's prose that do not pair as „…“: a „
    closed by a straight quote, a „ opened inside another, a “ or a „ without its partner."""
    problems, opened = [], None
    prose = CODE.sub(" ", markdown)
    for position, mark in enumerate(prose):
        context = repr(prose[max(0, position - 30) : position + 30])
        if mark == "„":
            if opened is not None:
                problems.append(f"„ inside another „ at {context}")
            opened = position
        elif mark == '"' and opened is not None:
            problems.append(f'„ closed by a straight " at {context}')
            opened = None
        elif mark == "“":
            if opened is None:
                problems.append(f"“ without its „ at {context}")
            opened = None
    if opened is not None:
        problems.append(f"„ without its “ at {prose[opened : opened + 60]!r}")
    return problems


@pytest.mark.parametrize("english", ENGLISH, ids=lambda path: path.stem)
def test_the_german_lessons_quote_with_german_quotation_marks(english: Path):
    cells = nbformat.read(twin(english), as_version=4).cells
    problems = [
        f"markdown cell {number}: {problem}"
        for number, cell in enumerate(cells, start=1)
        if cell.cell_type == "markdown"
        for problem in quote_problems(cell.source)
    ]
    assert problems == []


def test_probe_the_quotation_marks_check_sees_each_slip():
    assert quote_problems('Das Ereignis „Augensumme 7“ und `print("„x")`.') == []
    assert quote_problems("```\nprint('„')\n```\nund „besser“") == []
    for slip in ('„besser" ist', "„besser ist", "besser“ ist", "„a „b“ c“", "“besser”"):
        assert quote_problems(slip) != [], slip


def test_the_comparison_sees_what_a_reader_would_not():
    """The blanking keeps code: a changed number, name or call is a difference; a
    changed text, comment or language is not."""
    base = 'x = run(n=10, seed=3, lang="en")\nprint(f"{x.mean:.2f} of {n}")  # note'
    same = 'x = run(n=10, seed=3, lang="de")\nprint(f"{x.mean:.3f} von {n}")  # Notiz'
    assert shape(base)[0] == shape(same)[0]
    for changed in (
        base.replace("10", "11"),
        base.replace("seed=3", "seed=4"),
        base.replace("x.mean", "x.sd"),
        base.replace("run(", "walk("),
        base.replace("{n}", "{m}"),
    ):
        assert shape(changed)[0] != shape(base)[0], changed
    assert shape(base)[1] == ["en"] and shape(same)[1] == ["de"]
    assert shape("# NBVAL_IGNORE_OUTPUT\nx = 1")[2] == ["NBVAL_IGNORE_OUTPUT"]
