"""Saved games of Mauro: the move log, loaded by replaying every move through the rules.

A save holds the rules, the seats and every move (the seats' `Roll` and `Bank`, chance's
`Dice`), so a hand-edited file (a throw no die can show, a skipped turn, a forged total)
is refused by `loads` with the step it fails at.
"""

from __future__ import annotations

from pyramide_kit.mauro.game import Game, new_game
from pyramide_kit.mauro.moves import MOVES
from pyramide_kit.mauro.rules import Rules
from pyramide_kit.saving import dump_table, load_table

__all__ = ["GAME", "dumps", "loads"]

GAME = "mauro"


def dumps(game: Game) -> str:
    """The game as JSON text: format, rules, seats and every move in playing order."""
    return dump_table(GAME, game, Game)


def loads(text: str | bytes) -> Game:
    """The game a save of `dumps` holds, every move replayed through the rules."""
    return load_table(text, GAME, Rules, new_game, MOVES)
