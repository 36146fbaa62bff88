"""Pyramide (six dice, three throws, build a pyramid, score it on a pyramid sheet).

Entry points: `best_build(dice)`, `assess_build(...)`, `ScoreSheet`, `new_game`,
`Game`, `Rules`; exact odds in `pyramide_kit.pyramide.odds`; the widget
`pyramide_kit.pyramide.app.PyramideApp`.
"""

from pyramide_kit.pyramide import labels as _labels  # noqa: F401  (registers the texts)
from pyramide_kit.pyramide.build import Build, assess_build, best_build, make_build
from pyramide_kit.pyramide.rules import Game, Player, dumps, loads, new_game
from pyramide_kit.pyramide.rules_object import Rules
from pyramide_kit.pyramide.sheet import ScoreSheet

__all__ = [
    "Build",
    "Game",
    "Player",
    "Rules",
    "ScoreSheet",
    "assess_build",
    "best_build",
    "dumps",
    "loads",
    "make_build",
    "new_game",
]
