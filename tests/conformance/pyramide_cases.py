"""Pyramide's tables for the conformance suite: one seat, a group with computer seats, and
rules variants (one throw per round, four throws with other box weights and multipliers)."""

from pyramide_kit import pyramide
from pyramide_kit.pyramide import Player, Rules, new_game
from tests.conformance.cases import Case

CASES = [
    Case("pyramide-solo", pyramide, lambda: new_game(1)),
    Case(
        "pyramide-two-with-computer",
        pyramide,
        lambda: new_game(["Ana", Player("Bot", computer=True)]),
    ),
    Case(
        "pyramide-one-throw-three-computers",
        pyramide,
        lambda: new_game([("A", True), ("B", True), ("C", True)], Rules(throws=1)),
    ),
    Case(
        "pyramide-four-throws-other-weights",
        pyramide,
        lambda: new_game(
            2, Rules(throws=4, box_weights=(5, 3, 1), large_multiplier=4, special_value_ones=50)
        ),
    ),
]
