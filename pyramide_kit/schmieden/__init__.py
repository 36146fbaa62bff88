"""Würfelpyramiden schmieden: build a pyramid of coloured dice row by row (RULES.md §2).

The engine: `rules` (the `Rules` numbers), `conditions` (when a die fits), `moves` (the
table protocol's moves), `round` (one round, `RoundState`), `game` (a whole game, `Game`,
and `new_game`), `saving` (`dumps`, `loads`). Around it: `odds` (exact numbers),
`strategy` (the computer's `Policy`), `vectorised` (many rounds at once), `events` (the
explorer's events), `views` (a static pyramid picture as HTML), `scene` (the table as a
board scene) and `app` (the widget `SchmiedenApp` on the shared `TableShell`, imported
only when asked for, so that the engine runs without ipywidgets).
"""

from typing import Any

from pyramide_kit.schmieden.game import Game, Player, RoundRecord, new_game
from pyramide_kit.schmieden.moves import MOVES, Dice, EndThrow, Place, Roll
from pyramide_kit.schmieden.pieces import BLUE, GREEN, PLACES, WHITE
from pyramide_kit.schmieden.round import RoundState
from pyramide_kit.schmieden.rules import Rules
from pyramide_kit.schmieden.saving import dumps, loads
from pyramide_kit.schmieden.strategy import Policy

__all__ = [
    "BLUE",
    "GREEN",
    "MOVES",
    "PLACES",
    "WHITE",
    "Dice",
    "EndThrow",
    "Game",
    "Place",
    "Player",
    "Policy",
    "Roll",
    "RoundRecord",
    "RoundState",
    "Rules",
    "SchmiedenApp",
    "dumps",
    "loads",
    "new_game",
]


def __getattr__(name: str) -> Any:
    """`SchmiedenApp` on first use: importing the engine must not import ipywidgets."""
    if name == "SchmiedenApp":
        from pyramide_kit.schmieden.app import SchmiedenApp

        return SchmiedenApp
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
