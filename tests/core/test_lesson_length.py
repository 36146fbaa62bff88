"""Every lesson's core fits one 45-minute period; what goes further sits beside it.

A core lesson is `lessons/NN_name.ipynb` (and its German twin); its deeper part, the
"Vertiefung" / "Going further" notebook, is `lessons/NN_name_deeper.ipynb`. A core holds
at most 1,500 words of student text (its markdown cells) and short code cells; every
lesson notebook, core or deeper, has its imports in one setup cell at the top, stored
collapsed, so that a student meets the lesson and not its plumbing. The probes at the end
show that each check sees what it is for.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import nbformat
import pytest

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
NOTEBOOKS = sorted(LESSONS.glob("[0-9][0-9]_*.ipynb")) + sorted(
    (LESSONS / "de").glob("[0-9][0-9]_*.ipynb")
)
DEEPER = "_deeper"
CORES = [path for path in NOTEBOOKS if not path.stem.endswith(DEEPER)]
MOST_WORDS = 1500
MOST_LINES = 15
WORD = re.compile(r"\w[\w'’-]*")


def words(notebook: nbformat.NotebookNode) -> int:
    """The words of the student's text: every markdown cell, formulas and code spans too."""
    return sum(len(WORD.findall(c.source)) for c in notebook.cells if c.cell_type == "markdown")


def imports(source: str) -> bool:
    """Whether a code cell imports anything (a cell with IPython magics is not Python)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return bool(re.search(r"^\s*(import|from)\s+\w", source, re.M))
    return any(isinstance(node, (ast.Import, ast.ImportFrom)) for node in ast.walk(tree))


def setup_problems(notebook: nbformat.NotebookNode) -> list[str]:
    """What is wrong with a notebook's setup cell: it is the first code cell, it is stored
    collapsed, and no later code cell imports anything."""
    code = [cell for cell in notebook.cells if cell.cell_type == "code"]
    if not code:
        return ["no code cell"]
    problems = []
    if not imports(code[0].source):
        problems.append("the first code cell imports nothing")
    if not code[0].metadata.get("jupyter", {}).get("source_hidden"):
        problems.append("the setup cell is not stored collapsed")
    problems += [
        f"code cell {number} imports: move it into the setup cell"
        for number, cell in enumerate(code[1:], start=2)
        if imports(cell.source)
    ]
    return problems


def long_cells(notebook: nbformat.NotebookNode) -> list[str]:
    """The code cells after the setup cell that are longer than a student reads at once."""
    code = [cell for cell in notebook.cells if cell.cell_type == "code"]
    return [
        f"code cell {number}: {len(cell.source.splitlines())} lines"
        for number, cell in enumerate(code[1:], start=2)
        if len(cell.source.splitlines()) > MOST_LINES
    ]


def name(path: Path) -> str:
    return str(path.relative_to(LESSONS))


def test_every_lesson_has_a_core():
    assert len(CORES) >= 18


@pytest.mark.parametrize("path", CORES, ids=name)
def test_a_core_lesson_fits_one_period(path: Path):
    notebook = nbformat.read(path, as_version=4)
    assert words(notebook) <= MOST_WORDS, f"{words(notebook)} words of text"
    assert long_cells(notebook) == []


@pytest.mark.parametrize("path", NOTEBOOKS, ids=name)
def test_the_imports_are_in_one_collapsed_setup_cell(path: Path):
    assert setup_problems(nbformat.read(path, as_version=4)) == []


@pytest.mark.parametrize("path", [p for p in NOTEBOOKS if p.stem.endswith(DEEPER)], ids=name)
def test_a_deeper_notebook_sits_beside_its_core(path: Path):
    core = path.with_name(path.name.replace(DEEPER, ""))
    assert core.exists(), f"{name(path)} has no core lesson {name(core)}"


def _notebook(*cells: nbformat.NotebookNode) -> nbformat.NotebookNode:
    notebook = nbformat.v4.new_notebook()
    notebook.cells = list(cells)
    return notebook


def test_probe_each_check_sees_what_it_is_for():
    setup = nbformat.v4.new_code_cell("import numpy as np")
    setup.metadata["jupyter"] = {"source_hidden": True}
    good = _notebook(nbformat.v4.new_markdown_cell("Three short words."), setup)
    assert words(good) == 3 and setup_problems(good) == [] and long_cells(good) == []
    open_setup = _notebook(nbformat.v4.new_code_cell("import numpy as np"))
    assert setup_problems(open_setup) == ["the setup cell is not stored collapsed"]
    late = _notebook(setup, nbformat.v4.new_code_cell("x = 1\nfrom math import pi"))
    assert setup_problems(late) == ["code cell 2 imports: move it into the setup cell"]
    long = _notebook(setup, nbformat.v4.new_code_cell("\n".join(["x = 1"] * (MOST_LINES + 1))))
    assert long_cells(long) == [f"code cell 2: {MOST_LINES + 1} lines"]
    assert words(_notebook(nbformat.v4.new_markdown_cell("Es ist’s $p = 1/6$."))) == 5
