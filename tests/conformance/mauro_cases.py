"""Mauro's tables for the conformance suite: both variants, one to eight seats, computer
seats, and the rules a group may change (points, no ring, stopping allowed)."""

from pyramide_kit import mauro
from pyramide_kit.mauro import Player, Rules, new_game
from tests.conformance.cases import Case

CASES = [
    Case("mauro-solo", mauro, lambda: new_game(1)),
    Case(
        "mauro-variant2-eight-seats",
        mauro,
        lambda: new_game(8, Rules(variant=2, rounds=3)),
    ),
    Case(
        "mauro-may-stop-with-computer",
        mauro,
        lambda: new_game(["Ana", Player("Bot", computer=True)], Rules(may_stop=True, rounds=4)),
    ),
    Case(
        "mauro-no-ring-other-points",
        mauro,
        lambda: new_game(
            [("A", True), ("B", True), "C"],
            Rules(ring=False, neighbour_points=3, straight_points=0, may_stop=True, rounds=3),
        ),
    ),
]
