"""Every core lesson asks for a prediction before it simulates and shows the calibration
after it, in both editions; every prediction in the catalogue is asked somewhere."""

import re
from pathlib import Path

import nbformat
import pytest

from pyramide_kit.predict import EVENTS

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
CORES = sorted(
    path
    for edition in (LESSONS, LESSONS / "de")
    for path in edition.glob("0[0-9]_*.ipynb")
    if not path.stem.endswith("_deeper")
)
PREDICT = re.compile(r'Predict\("(\w+)", lang="(\w+)"')
CALIBRATION = re.compile(r'Calibration\(lang="(\w+)"\)')


def _code(path: Path) -> list[str]:
    return [c.source for c in nbformat.read(path, 4).cells if c.cell_type == "code"]


def test_there_are_core_lessons_in_both_editions():
    assert {p.parent.name for p in CORES} == {"lessons", "de"}
    assert len(CORES) == 2 * len({p.name for p in CORES})


@pytest.mark.parametrize("path", CORES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_prediction_comes_before_the_calibration(path):
    lang = "de" if path.parent.name == "de" else "en"
    cells = _code(path)
    asked = [i for i, source in enumerate(cells) for _ in PREDICT.finditer(source)]
    shown = [i for i, source in enumerate(cells) if CALIBRATION.search(source)]
    assert asked, "no prediction is asked"
    assert len(shown) == 1 and shown[0] > max(asked), "one calibration, after the predictions"
    languages = {m[1] for s in cells for m in PREDICT.findall(s)}
    languages |= {m for s in cells for m in CALIBRATION.findall(s)}
    assert languages == {lang}


def test_every_prediction_of_the_catalogue_is_asked_in_both_editions():
    asked = {
        (key, path.parent.name)
        for path in CORES
        for source in _code(path)
        for key, _ in PREDICT.findall(source)
    }
    assert asked == {(key, edition) for key in EVENTS for edition in ("lessons", "de")}
