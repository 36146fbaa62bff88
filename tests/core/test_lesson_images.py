"""Every picture a lesson stores has a text alternative, so a screen reader says what a
figure shows: an image output comes as HTML whose `<img>` carries a non-empty `alt`
(`ui.picture.show_figure` and `Picture` write it), never as a bare PNG, which JupyterLab
and Voilà draw without one. The probe at the end shows that the check sees a bare PNG."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
NOTEBOOKS = sorted(LESSONS.glob("*.ipynb")) + sorted((LESSONS / "de").glob("*.ipynb"))
ALT = re.compile(r'<img\b[^>]*\balt="[^"]+"')


def images_without_alt(notebook: nbformat.NotebookNode) -> list[str]:
    """The code cells (numbered from 1) with an image output that has no text alternative."""
    found = []
    code = [cell for cell in notebook.cells if cell.cell_type == "code"]
    for number, cell in enumerate(code, start=1):
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            if any(key.startswith("image/") for key in data):
                html = data.get("text/html", "")
                html = "".join(html) if isinstance(html, list) else html
                if not ALT.search(html):
                    found.append(f"code cell {number}")
    return found


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: str(p.relative_to(LESSONS)))
def test_every_stored_picture_has_a_text_alternative(path: Path):
    assert images_without_alt(nbformat.read(path, as_version=4)) == []


def test_probe_a_bare_png_is_seen():
    cell = nbformat.v4.new_code_cell("plot()")
    cell.outputs = [
        nbformat.v4.new_output(
            "display_data", data={"image/png": "iVBORw0KGgo=", "text/plain": "x"}
        )
    ]
    with_alt = nbformat.v4.new_code_cell("show()")
    with_alt.outputs = [
        nbformat.v4.new_output(
            "display_data",
            data={"image/png": "iVBORw0KGgo=", "text/html": '<img src="x" alt="A chart">'},
        )
    ]
    notebook = nbformat.v4.new_notebook(cells=[with_alt, cell])
    assert images_without_alt(notebook) == ["code cell 2"]
