"""Conformance cases of Pyramide with cards: variants, table sizes, computer seats.

Ride the Bus is left out here: with random answers a rider needs about fifty runs to
get through, which makes one random game far too long for the suite (and too large a
base example for Hypothesis). `tests/karten/test_protocol_bus.py` plays the bus through
the same protocol checks with a step budget instead.
"""

from __future__ import annotations

import pyramide_kit.karten as karten
from pyramide_kit.karten import Rules, new_game
from pyramide_kit.seats import Player
from tests.conformance.cases import Case

CASES = [
    Case("karten-default-3", karten, lambda: new_game(3)),
    Case(
        "karten-computers-4-rows3",
        karten,
        lambda: new_game(
            [Player("Ana"), ("Ben", True), ("Cleo", True), Player("Dev", True)],
            Rules(rows=3, call_factor=3),
        ),
    ),
    Case("karten-no-bluffing-5", karten, lambda: new_game(5, Rules(rows=3, bluffing=False))),
    Case(
        "karten-one-bluff-double",
        karten,
        lambda: new_game(4, Rules(rows=2, double_pyramid=True, one_bluff_per_game=True)),
    ),
    Case(
        "karten-8-small-hands", karten, lambda: new_game(8, Rules(rows=2, hand_size=2, peek=True))
    ),
]
