"""Mauro with Miwin's dice: neighbours on a ring of numbers, both variants of the game.

Entry points: `classify(throw)` (pasch, straight, neighbours or nothing) and
`score_variant2(throw)`; the game `new_game`, `Game`, `Rules`, the moves `Roll`, `Dice`
and `Bank`, `dumps`/`loads`; exact odds in `pyramide_kit.mauro.odds`; the 1/9 question
in `pyramide_kit.mauro.ninth`; non-transitive duels in `pyramide_kit.mauro.duel`; the
widgets `MauroApp` and `DuelApp` (imported only when asked for, so the engine runs
without ipywidgets).
"""

from typing import Any

from pyramide_kit.mauro.game import Game, Turn, new_game
from pyramide_kit.mauro.moves import MOVES, Bank, Dice, Roll
from pyramide_kit.mauro.rules import Rules
from pyramide_kit.mauro.saving import dumps, loads
from pyramide_kit.mauro.throws import (
    ThrowClass,
    all_throws,
    are_neighbours,
    check_throw,
    classify,
    neighbour_pairs,
    points_variant1,
    score_variant2,
    throw_distribution,
)
from pyramide_kit.seats import Player

__all__ = [
    "MOVES",
    "Bank",
    "Dice",
    "DuelApp",
    "Game",
    "MauroApp",
    "Player",
    "Roll",
    "Rules",
    "ThrowClass",
    "Turn",
    "all_throws",
    "are_neighbours",
    "check_throw",
    "classify",
    "dumps",
    "loads",
    "neighbour_pairs",
    "new_game",
    "points_variant1",
    "score_variant2",
    "throw_distribution",
]

_WIDGETS = {"MauroApp": "pyramide_kit.mauro.app", "DuelApp": "pyramide_kit.mauro.duel_app"}


def __getattr__(name: str) -> Any:
    """The widgets, imported on first use (they need ipywidgets, the engine does not)."""
    if name in _WIDGETS:
        import importlib

        return getattr(importlib.import_module(_WIDGETS[name]), name)
    raise AttributeError(f"module 'pyramide_kit.mauro' has no attribute {name!r}")
