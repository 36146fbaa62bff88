"""The numbers of Würfelpyramiden schmieden that a group might change (RULES.md §2).

The placement conditions are in `conditions`, a round in `round`, a game in `game`; this
module holds only the `Rules` object and what follows from its numbers (points for the
throw that completes the pyramid, the bonus, the player-count limits).
"""

from __future__ import annotations

from dataclasses import dataclass

from pyramide_kit.checks import settle, strict_fields, whole_number

__all__ = ["Rules"]

MOST_THROWS = 20
MOST_ROUNDS = 100
MOST_BONUS = 1000
MOST_PLAYERS = 12


@strict_fields
@dataclass(frozen=True)
class Rules:
    """The numbers of Würfelpyramiden schmieden a group might change, defaults from RULES.md.

    - `max_throws`: throws per round (1 .. 20); complete after throw k scores
      `max_throws + 1 - k`;
    - `rounds`: rounds per player (1 .. 100);
    - `bonus_three`, `bonus_four`: extra points for three or four equal dice built into a
      complete pyramid (the rule text names no amounts; these are the kit's defaults);
    - `first_throw_min_base`: white dice that must be placed after the first throw (0 .. 3);
    - `min_players`, `max_players`: players at one table (1 .. 12, min <= max).
    """

    max_throws: int = 6
    rounds: int = 12
    bonus_three: int = 2
    bonus_four: int = 4
    first_throw_min_base: int = 1
    min_players: int = 1
    max_players: int = 6

    def __post_init__(self) -> None:
        limits = {
            "max_throws": (1, MOST_THROWS),
            "rounds": (1, MOST_ROUNDS),
            "bonus_three": (0, MOST_BONUS),
            "bonus_four": (0, MOST_BONUS),
            "first_throw_min_base": (0, 3),
            "min_players": (1, MOST_PLAYERS),
        }
        for name, (low, high) in limits.items():
            settle(self, name, whole_number(getattr(self, name), name, low, high))
        number = whole_number(self.max_players, "max_players", self.min_players, MOST_PLAYERS)
        settle(self, "max_players", number)

    def points_for_throw(self, throw: int) -> int:
        """Points for a pyramid completed with throw number `throw` (1 .. max_throws)."""
        whole_number(throw, "the throw number", 1, self.max_throws)
        return self.max_throws + 1 - throw

    def bonus_for(self, equal: int) -> int:
        """The bonus for a complete pyramid whose largest group of equal dice has `equal`
        (1 .. 6) dice: four or more equal `bonus_four`, three `bonus_three`, else 0."""
        whole_number(equal, "the number of equal dice", 1, 6)
        if equal >= 4:
            return self.bonus_four
        if equal == 3:
            return self.bonus_three
        return 0
