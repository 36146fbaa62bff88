"""Würfelpyramiden schmieden: build a pyramid of coloured dice row by row (RULES.md §2).

`rules` is the one rules engine (`RoundState`, `Game`, `Rules`), `odds` the exact
numbers, `strategy` the computer's policy, `app` the widget `SchmiedenApp`.
"""

from pyramide_kit.schmieden import labels
from pyramide_kit.schmieden.pieces import BLUE, GREEN, PLACES, WHITE
from pyramide_kit.schmieden.rules import (
    Game,
    Player,
    RoundRecord,
    RoundState,
    Rules,
    dumps,
    loads,
    new_game,
)
from pyramide_kit.schmieden.strategy import Policy

__all__ = [
    "BLUE",
    "GREEN",
    "PLACES",
    "WHITE",
    "Game",
    "Player",
    "Policy",
    "RoundRecord",
    "RoundState",
    "Rules",
    "dumps",
    "labels",
    "loads",
    "new_game",
]
