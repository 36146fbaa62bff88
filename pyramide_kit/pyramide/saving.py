"""Saving and loading a game of Pyramide: the move log, replayed through the engine.

`dumps` writes the rules, the seats and every move (chance included); `loads` replays
them through `Game.apply` (see `pyramide_kit.saving`), so a save edited by hand (a box of
a million points, a turn skipped, dice no die can show) is refused with the step it
fails at, and a loaded game is exactly the game that was saved.
"""

from __future__ import annotations

from typing import Any

from pyramide_kit.pyramide.game import Game, new_game
from pyramide_kit.pyramide.moves import MOVES
from pyramide_kit.pyramide.rules import Rules
from pyramide_kit.saving import dump_table, load_table

__all__ = ["dumps", "loads"]

GAME = "pyramide"


def dumps(game: Game) -> str:
    """The game as JSON text: format, rules, seats and the move history."""
    return dump_table(GAME, game, Game)


def loads(text: Any) -> Game:
    """The game that `dumps` text describes, rebuilt by replaying its moves."""
    return load_table(text, GAME, Rules, new_game, MOVES)
