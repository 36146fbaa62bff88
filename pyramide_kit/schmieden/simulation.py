"""Fast seeded simulation of rounds played by the computer policy.

The engine checks every move, which makes it slow for tens of thousands of rounds. This
loop applies the same policy steps (`strategy.choose_base`, `choose_middle`,
`choose_top`) to plain tuples and draws the dice exactly as the engine does (one
`dice.roll` per row, white, blue, green), so with the same seed it plays the very same
rounds as `strategy.play_round`; a test checks that on many seeds.
"""

from __future__ import annotations

from typing import Any

from pyramide_kit.dice import roll
from pyramide_kit.schmieden.pieces import BLUE, GREEN, WHITE
from pyramide_kit.schmieden.rules import Rules, equal_count
from pyramide_kit.schmieden.strategy import Policy, choose_base, choose_middle, choose_top

__all__ = ["simulate_round"]


def simulate_round(
    rng: Any, policy: Policy = Policy(), rules: Rules | None = None
) -> tuple[int | None, int]:
    """One round: (throw that completed the pyramid or None, largest group of equal dice)."""
    rules = rules or Rules()
    placed: tuple = (None,) * 6
    for throw in range(1, rules.max_throws + 1):
        forced = rules.first_throw_min_base if throw == 1 else 0
        whites = roll(rng, placed[:3].count(None), WHITE)
        blues = roll(rng, placed[3:5].count(None), BLUE)
        greens = roll(rng, placed[5:].count(None), GREEN)
        placed = choose_base(placed, whites, forced, policy)[0]
        placed = choose_middle(placed, blues, policy)[0]
        placed = choose_top(placed, greens)[0]
        if None not in placed:
            return throw, equal_count(placed)
    return None, 0
