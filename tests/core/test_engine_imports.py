"""The engine modules import no widgets and no plotting: a simulator, the exact layer or
a test can use them without a notebook. A game's board imports no SymPy: it is loaded
where an exact number is handed out, not when a board is made, because importing it
takes longer than drawing the first board (`benchmarks/first_paint.py`). Matplotlib is
still imported with the board: the report at a game's end draws with it, and importing
it then would hold up the click that ends the game.

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
    "pyramide_kit.events",
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
from pyramide_kit.games import events
for game in {list(GAMES)!r}:
    events(game)
    note("events(" + game + ")")
print(json.dumps(from_step))
"""


APPS = {
    "pyramide_kit.pyramide.app": "PyramideApp(3, seed=1)",
    "pyramide_kit.schmieden.app": "SchmiedenApp(seed=2)",
    "pyramide_kit.karten.app": "KartenApp(seed=3)",
    "pyramide_kit.mauro.app": "MauroApp(seed=4)",
    "pyramide_kit.mauro.duel_app": "DuelApp(seed=5)",
    "pyramide_kit.kniffel.app": "KniffelApp(seed=6)",
}
BOARD_HEAVY = ("sympy",)
# the coach's background build may use SymPy, off the page's path: it is switched off
BOARD_PROBE = f"""
import importlib, json, sys
import pyramide_kit.ui.shell as shell
shell.COACH_IN_BACKGROUND = False
from_step = {{}}
def note(step):
    from_step[step] = sorted(m for m in {BOARD_HEAVY!r} if m in sys.modules)
for module, made in {APPS!r}.items():
    namespace = vars(importlib.import_module(module))
    note("import " + module)
    eval(made, namespace)
    note(made)
print(json.dumps(from_step))
"""


def loaded_after_each_step(probe: str) -> dict[str, list[str]]:
    """Run `probe` in a fresh interpreter: the heavy modules loaded after each step."""
    result = subprocess.run(
        [sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True
    )
    return json.loads(result.stdout)


@pytest.mark.slow
def test_engines_and_the_games_events_import_no_widgets_and_no_plotting():
    steps = [*ENGINES, *(f"events({game})" for game in GAMES)]
    assert loaded_after_each_step(PROBE) == {step: [] for step in steps}


@pytest.mark.slow
def test_making_every_board_loads_no_sympy():
    steps = [step for module, made in APPS.items() for step in (f"import {module}", made)]
    assert loaded_after_each_step(BOARD_PROBE) == {step: [] for step in steps}
