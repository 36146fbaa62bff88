"""Mauro with Miwin's dice: neighbours on a ring of numbers, both variants of the game.

Entry points: `classify(throw)` (pasch, straight, neighbours or nothing) and
`score_variant2(throw)`; the game `new_game`, `Game`, `Rules`, `dumps`/`loads`; exact
odds in `pyramide_kit.mauro.odds`; the 1/9 question in `pyramide_kit.mauro.ninth`;
non-transitive duels in `pyramide_kit.mauro.duel`; the widgets
`pyramide_kit.mauro.app.MauroApp` and `pyramide_kit.mauro.duel_app.DuelApp`.
"""

from pyramide_kit.mauro import labels as _labels  # noqa: F401  (registers the texts)
from pyramide_kit.mauro.rules import Game, Player, Rules, Turn, dumps, loads, new_game
from pyramide_kit.mauro.throws import (
    ThrowClass,
    all_throws,
    are_neighbours,
    check_throw,
    classify,
    neighbour_pairs,
    points_variant1,
    score_variant2,
    throw_distribution,
)

__all__ = [
    "Game",
    "Player",
    "Rules",
    "ThrowClass",
    "Turn",
    "all_throws",
    "are_neighbours",
    "check_throw",
    "classify",
    "dumps",
    "loads",
    "neighbour_pairs",
    "new_game",
    "points_variant1",
    "score_variant2",
    "throw_distribution",
]
