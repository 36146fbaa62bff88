"""Every lesson is stored exactly as JupyterLab would save it, so opening one does not
mark it modified.

JupyterLab marks a notebook modified as soon as the kernel connects if the stored
kernelspec differs from the one the kernel reports: ipykernel's default kernel is called
"Python 3 (ipykernel)", and a lesson stored with "Python 3" changed on opening (found by
opening lesson 00 in JupyterLab in Chromium and saving it: only
`metadata.kernelspec.display_name` differed). Lab saves through nbformat (indent 1,
sorted keys, no ASCII escapes, a final newline), and needs a cell id in every cell
(nbformat 4.5). `jupyter nbconvert --execute --inplace` keeps the kernelspec it reads, so
a lesson normalised once stays so when it is re-executed.

No lesson stores the widgets' state (`metadata.widgets`, which nbconvert writes when it
executes a lesson): JupyterLab 4 does not draw widgets from it when a notebook is opened
(it shows the outputs' text, here the widget's "run this cell" line), and it drops the
state when the notebook is saved, so every lesson opened and saved by a teacher would
differ from the repository by 100-270 kB of copied front-end code.

To fix the lessons in place without running them:
`.venv/bin/python -m tests.core.test_lessons_format`
"""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from ipykernel.kernelspec import get_kernel_dict
from nbformat.corpus.words import generate_corpus_id

ROOT = Path(__file__).resolve().parents[2]
LESSONS = sorted((ROOT / "lessons").rglob("*.ipynb"))
FIX = "run `.venv/bin/python -m tests.core.test_lessons_format` to fix every lesson"


def _kernelspec() -> dict[str, str]:
    """The kernelspec JupyterLab writes for ipykernel's default Python kernel."""
    spec = get_kernel_dict()
    return {"display_name": spec["display_name"], "language": spec["language"], "name": "python3"}


def _as_lab_saves(notebook: nbformat.NotebookNode) -> str:
    return nbformat.writes(notebook) + "\n"


def test_there_are_lessons():
    assert len(LESSONS) >= 8


@pytest.mark.parametrize("path", LESSONS, ids=lambda path: str(path.relative_to(ROOT)))
def test_lesson_is_stored_as_jupyterlab_saves_it(path: Path):
    text = path.read_text(encoding="utf-8")
    notebook = nbformat.reads(text, as_version=4)
    assert (notebook.nbformat, notebook.nbformat_minor) >= (4, 5), FIX
    assert all("id" in cell for cell in notebook.cells), f"a cell without an id; {FIX}"
    assert dict(notebook.metadata.get("kernelspec", {})) == _kernelspec(), FIX
    assert "widgets" not in notebook.metadata, f"the widgets' state is stored; {FIX}"
    assert text == _as_lab_saves(notebook), FIX


def normalise(path: Path) -> bool:
    """Rewrite one lesson in JupyterLab's format (no cell is run); True if it changed."""
    text = path.read_text(encoding="utf-8")
    notebook = nbformat.reads(text, as_version=4)
    notebook.nbformat_minor = max(notebook.nbformat_minor, 5)
    for cell in notebook.cells:
        cell.setdefault("id", generate_corpus_id())
    notebook.metadata.kernelspec = _kernelspec()
    notebook.metadata.pop("widgets", None)
    nbformat.validate(notebook)
    fixed = _as_lab_saves(notebook)
    if fixed != text:
        path.write_text(fixed, encoding="utf-8")
    return fixed != text


if __name__ == "__main__":
    for lesson in LESSONS:
        name = lesson.relative_to(ROOT)
        print(f"{name}: {'normalised' if normalise(lesson) else 'already fine'}")
