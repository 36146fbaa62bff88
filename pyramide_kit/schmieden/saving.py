"""Saving Würfelpyramiden schmieden: a save is the move log (`pyramide_kit.saving`).

`loads` starts a new game from the saved rules and seats and replays every move through
`Game.apply`, so a hand-edited save (a forged score, a skipped turn, dice no die can
show, a die placed where it does not fit) is refused with the step it failed at.
"""

from __future__ import annotations

from typing import Any

from pyramide_kit.saving import dump_table, load_table
from pyramide_kit.schmieden.game import Game, new_game
from pyramide_kit.schmieden.moves import MOVES
from pyramide_kit.schmieden.rules import Rules

__all__ = ["GAME", "dumps", "loads"]

GAME = "schmieden"
"""The game's name in a save (the package name)."""


def dumps(game: Game) -> str:
    """The game as JSON text: rules, seats and every move (restored exactly by `loads`)."""
    return dump_table(GAME, game, Game)


def loads(text: Any) -> Game:
    """The game a `dumps` text holds, replayed move by move; a `RuleError` otherwise."""
    return load_table(text, GAME, Rules, new_game, MOVES)
