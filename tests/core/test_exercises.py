"""The exercises' package and the widget layer: the exercise box of the widget toolkit
(`pyramide_kit.ui.parts.ExactAnswer`) knows no lesson, and the lessons' `Exercise` is
built on it from above; importing the package registers every lesson's exercises, each
in its own lesson's module, and loads no widget until `Exercise` is asked for.

The imports run in a fresh interpreter, so what earlier tests imported cannot hide what
a module pulls in.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import pyramide_kit
from pyramide_kit import exercises
from pyramide_kit.exercises import registry

ROOT = Path(pyramide_kit.__file__).resolve().parents[1]
LESSON_MODULES = [f"pyramide_kit.exercises.lesson{n:02d}" for n in range(9)]


def loaded_after(statement: str, prefixes: tuple[str, ...]) -> list[str]:
    """The modules starting with one of `prefixes` that are loaded after `statement` runs
    in a fresh interpreter."""
    probe = (
        f"import json, sys\n{statement}\n"
        f"print(json.dumps(sorted(m for m in sys.modules if m.startswith({prefixes!r}))))"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True
    )
    return json.loads(result.stdout)


def test_the_widget_parts_import_no_exercise():
    loaded = loaded_after("import pyramide_kit.ui.parts", ("pyramide_kit.",))
    assert "pyramide_kit.ui.parts" in loaded
    assert [name for name in loaded if name.startswith("pyramide_kit.exercises")] == []


def test_the_package_registers_every_lesson_and_loads_no_widget():
    loaded = loaded_after("import pyramide_kit.exercises", ("pyramide_kit.", "ipywidgets"))
    assert set(LESSON_MODULES) <= set(loaded)
    assert "ipywidgets" not in loaded and "pyramide_kit.ui.parts" not in loaded


def test_the_box_of_an_exercise_is_loaded_when_asked_for():
    statement = "from pyramide_kit.exercises import Exercise"
    loaded = loaded_after(statement, ("pyramide_kit.exercises.widget", "ipywidgets"))
    assert "ipywidgets" in loaded and "pyramide_kit.exercises.widget" in loaded


def test_an_exercise_is_an_exact_answer():
    from pyramide_kit.ui.parts import ExactAnswer

    assert issubclass(exercises.Exercise, ExactAnswer)
    with pytest.raises(AttributeError):
        _ = exercises.Nothing


@pytest.mark.parametrize("key", exercises.answer_keys())
def test_every_exercise_is_in_its_own_lesson_s_module(key):
    """Its answer and its worked solution are computed there (a shared helper may be
    called, but the exercise is the lesson's)."""
    lesson = f"pyramide_kit.exercises.{key.split('_')[0]}"
    assert registry._ANSWERS[key].__module__ == lesson
    assert registry._SOLUTIONS[key].values.__module__ == lesson


def test_every_lesson_has_exercises():
    lessons = {key.split("_")[0] for key in exercises.answer_keys()}
    assert sorted(f"pyramide_kit.exercises.{lesson}" for lesson in lessons) == LESSON_MODULES


def test_the_package_exports_what_it_lists():
    missing = [name for name in exercises.__all__ if not hasattr(exercises, name)]
    assert missing == []
