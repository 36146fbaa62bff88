"""Pyramide (six dice, three throws, build a pyramid, score it on a pyramid sheet).

Entry points: `new_game`, the state `Game` and its moves `Roll`, `Dice`, `Write` (the
table protocol of `pyramide_kit.table`), `Rules`, `dumps` / `loads`; `best_build(dice)`,
`assess_build(...)`, `ScoreSheet`; `kind_name(kind, lang)`, a pyramid kind in words; exact
odds in `pyramide_kit.pyramide.odds`; the widget `PyramideApp` (imported on first use, so
the engine never imports ipywidgets).
"""

from typing import Any

from pyramide_kit.pyramide.build import Build, assess_build, best_build, make_build
from pyramide_kit.pyramide.game import Game, new_game
from pyramide_kit.pyramide.labels import kind_name
from pyramide_kit.pyramide.moves import MOVES, Dice, Roll, Write
from pyramide_kit.pyramide.rules import Rules
from pyramide_kit.pyramide.saving import dumps, loads
from pyramide_kit.pyramide.sheet import ScoreSheet
from pyramide_kit.seats import Player

__all__ = [
    "MOVES",
    "Build",
    "Dice",
    "Game",
    "Player",
    "PyramideApp",
    "Roll",
    "Rules",
    "ScoreSheet",
    "Write",
    "assess_build",
    "best_build",
    "dumps",
    "kind_name",
    "loads",
    "make_build",
    "new_game",
]


def __getattr__(name: str) -> Any:
    if name == "PyramideApp":
        from pyramide_kit.pyramide.app import PyramideApp

        return PyramideApp
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
