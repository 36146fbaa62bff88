"""Saving a game of Pyramide with cards: the move log, loaded by replaying it.

`dumps` writes the rules, the seats and every move since `new_game` (the deal's cards
and the bus draws included); `loads` replays them through `KartenState.apply`, so a
save edited by hand (a forged tally, a card dealt twice, a skipped turn) is refused
with the step it fails at, and a loaded game is always one the rules allow.
"""

from __future__ import annotations

from typing import Any

from pyramide_kit.karten.game import KartenState, new_game
from pyramide_kit.karten.moves import MOVES
from pyramide_kit.karten.rules import Rules
from pyramide_kit.saving import dump_table, load_table

__all__ = ["dumps", "loads"]

GAME = "karten"


def dumps(state: KartenState) -> str:
    """The game as JSON text (rules, seats, history); `loads` gives it back exactly."""
    return dump_table(GAME, state, KartenState)


def loads(text: Any) -> KartenState:
    """The game a `dumps` text holds, replayed move by move (a `RuleError` otherwise)."""
    return load_table(text, GAME, Rules, new_game, MOVES)
