"""Kniffel (Yahtzee): the rules engine, exact odds, computer players and the widget.

`new_game(players, rules)` starts a `Game` (the table protocol of `pyramide_kit.table`:
`legal_moves`, `apply`, `chance_outcomes`, ...); the moves are `Roll`, `Dice` and
`Write`; `Scorecard` is one player's card; `dumps`/`loads` save and replay games;
`odds` holds the exact numbers, `strategy` the computer players and `KniffelApp` the
notebook widget (imported on first use, so the engine never imports ipywidgets).
"""

from typing import Any

from pyramide_kit.kniffel.game import Game, new_game
from pyramide_kit.kniffel.moves import MOVES, Dice, Roll, Write
from pyramide_kit.kniffel.rules import CATEGORIES, LOWER, UPPER, Rules, score
from pyramide_kit.kniffel.saving import dumps, loads
from pyramide_kit.kniffel.sheet import Scorecard
from pyramide_kit.seats import Player

__all__ = [
    "CATEGORIES",
    "LOWER",
    "MOVES",
    "UPPER",
    "Dice",
    "Game",
    "KniffelApp",
    "Player",
    "Roll",
    "Rules",
    "Scorecard",
    "Write",
    "dumps",
    "loads",
    "new_game",
    "score",
]


def __getattr__(name: str) -> Any:
    """`KniffelApp` on first use: the widget needs ipywidgets, the engine does not."""
    if name == "KniffelApp":
        from pyramide_kit.kniffel.app import KniffelApp

        return KniffelApp
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
