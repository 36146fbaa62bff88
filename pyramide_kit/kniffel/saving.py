"""Saving and loading a Kniffel game: the move log, replayed through the engine.

`dumps` writes the rules, the seats and every move (chance's throws included) in the
kit's shared format (`pyramide_kit.saving`); `loads` starts a new game and applies each
move, so an edited save (a box of a million points, dice no die shows, a skipped turn, a
100 in a lower box while the Kniffel box is open) is refused, naming the step.
"""

from __future__ import annotations

from typing import Any

from pyramide_kit.kniffel.game import Game, new_game
from pyramide_kit.kniffel.moves import MOVES
from pyramide_kit.kniffel.rules import Rules
from pyramide_kit.saving import dump_table, load_table

__all__ = ["GAME", "dumps", "loads"]

GAME = "kniffel"


def dumps(game: Game) -> str:
    """The game as JSON text: rules, seats and history."""
    return dump_table(GAME, game, Game)


def loads(text: Any) -> Game:
    """The game saved by `dumps`, replayed move by move; a `RuleError` if it is not one."""
    return load_table(text, GAME, Rules, new_game, MOVES)
