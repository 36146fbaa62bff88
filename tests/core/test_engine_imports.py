"""The engine modules import no widgets and no plotting: a simulator, the exact layer or
a test can use them without a notebook.

The imports run in a fresh interpreter, so what earlier tests imported cannot hide what
a module pulls in; after each step it notes which of the heavy modules are loaded, so
the first step that loads one is the one to blame.
"""

import json
import subprocess
import sys
from pathlib import Path

import pytest

import pyramide_kit
from pyramide_kit.explorer import GAMES

ENGINES = [
    "pyramide_kit.table",
    "pyramide_kit.checks",
    "pyramide_kit.saving",
    "pyramide_kit.exact",
    "pyramide_kit.dice",
    "pyramide_kit.simulate",
    "pyramide_kit.explorer.registry",
]
HEAVY = ("ipywidgets", "matplotlib")
ROOT = Path(pyramide_kit.__file__).resolve().parents[1]

PROBE = f"""
import importlib, json, sys
from_step = {{}}
def note(step):
    from_step[step] = sorted(m for m in {HEAVY!r} if m in sys.modules)
for module in {ENGINES!r}:
    importlib.import_module(module)
    note(module)
from pyramide_kit.explorer.registry import events
for game in {list(GAMES)!r}:
    events(game)
    note("events(" + game + ")")
print(json.dumps(from_step))
"""


@pytest.mark.slow
def test_engines_and_the_games_events_import_no_widgets_and_no_plotting():
    result = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True, text=True, check=True
    )
    loaded = json.loads(result.stdout)
    steps = [*ENGINES, *(f"events({game})" for game in GAMES)]
    assert loaded == {step: [] for step in steps}
