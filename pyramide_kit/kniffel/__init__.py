"""Kniffel (Yahtzee): the rules engine, exact odds, computer players and the widget.

`Scorecard(rules)` is the card of one player (`.write`, `.options`, `.total`); `Game`
plays whole games for 1 to 6 seats; `odds` holds the exact numbers; `strategy` the
computer players; `KniffelApp` (in `app`) the notebook widget.
"""

from pyramide_kit.kniffel.rules import (
    CATEGORIES,
    LOWER,
    UPPER,
    Game,
    Player,
    Rules,
    Scorecard,
    new_game,
    score,
)
from pyramide_kit.kniffel.saving import dumps, loads

__all__ = [
    "CATEGORIES",
    "LOWER",
    "UPPER",
    "Game",
    "Player",
    "Rules",
    "Scorecard",
    "dumps",
    "loads",
    "new_game",
    "score",
]
