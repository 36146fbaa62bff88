"""The stale-output check: nbval fails a lesson whose stored figure differs from a fresh
run's, and every failure names the command that refreshes the lesson."""

from __future__ import annotations

import base64
import io
import os
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest
from matplotlib.figure import Figure
from nbclient import NotebookClient

from tests.lesson_outputs import figure_difference, figure_problems, refresh_command

ROOT = Path(__file__).resolve().parents[2]
PLOT = (
    "import matplotlib.pyplot as plt\n"
    "fig, ax = plt.subplots(figsize=(4, 3))\n"
    "ax.plot([0, 1, 2], [0, {top}, 0])\n"
    "ax.set_title('{title}')\n"
    "plt.show()"
)


def png(title: str = "band", top: float = 1.0, size=(4, 3)) -> str:
    figure = Figure(figsize=size)
    ax = figure.subplots()
    ax.plot([0, 1, 2], [0, top, 0])
    ax.set_title(title)
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png")
    return base64.b64encode(buffer.getvalue()).decode()


def test_the_same_figure_passes():
    assert figure_difference(png(), png()) is None


@pytest.mark.parametrize(
    "other, found",
    [
        (lambda: png(title="bend"), "pixels differ"),  # one character of a text
        (lambda: png(top=1.05), "pixels differ"),  # the curve moved a little
        (lambda: png(size=(4, 3.1)), "px, stored"),
    ],
)
def test_a_changed_figure_is_found(other, found):
    assert found in figure_difference(png(), other())


def test_a_missing_or_extra_figure_is_found():
    figure = {"output_type": "display_data", "data": {"image/png": png()}, "metadata": {}}
    assert figure_problems([figure], [figure]) == []
    assert figure_problems([figure, figure], [figure]) == [
        "2 figures from running the cell, 1 stored"
    ]


def test_the_refresh_command_names_the_lesson():
    command = refresh_command(Path("lessons/de/03_kniffel.ipynb"))
    assert "--execute --inplace lessons/de/03_kniffel.ipynb" in command


def _lesson(folder: Path, title: str, stored_title: str) -> Path:
    """A one-cell lesson whose stored output is the run of the cell with `stored_title`."""
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell(PLOT.format(top=1, title=stored_title))]
    NotebookClient(notebook, kernel_name="python3").execute()
    notebook.cells[0].source = PLOT.format(top=1, title=title)
    path = folder / "lesson.ipynb"
    nbformat.write(notebook, path)
    return path


def _nbval(path: Path) -> subprocess.CompletedProcess:
    (path.parent / "conftest.py").write_text(
        "from tests.lesson_outputs import install\n\ninstall()\n"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    command = [sys.executable, "-m", "pytest", "--nbval", "-p", "no:cacheprovider", path.name]
    return subprocess.run(command, cwd=path.parent, env=env, capture_output=True, text=True)


@pytest.mark.slow
def test_nbval_fails_a_stale_figure_and_passes_a_fresh_one(tmp_path: Path):
    stored = _lesson(tmp_path, title="after the fix", stored_title="before the fix")
    assert len(figure_problems([], nbformat.read(stored, as_version=4).cells[0].outputs)) == 1
    stale = _nbval(stored)
    assert stale.returncode == 1, stale.stdout
    assert "pixels differ from the stored figure" in stale.stdout
    assert "refresh it: jupyter nbconvert --to notebook --execute --inplace" in stale.stdout
    fresh = _nbval(_lesson(tmp_path, title="after the fix", stored_title="after the fix"))
    assert fresh.returncode == 0, fresh.stdout
