"""The numbers of Pyramide that a group might play differently, with the seed's defaults.

Six rounds follow from the score sheet (1 + 2 + 3 boxes); everything else is a field.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyramide_kit.errors import RuleError

__all__ = ["BOXES", "KINDS", "Rules"]

KINDS = ("large", "half", "small")
BOXES = ("top", "middle", "bottom")


@dataclass(frozen=True)
class Rules:
    """Pyramide's rules. Defaults follow the seed text and RULES.md §1.

    - `throws`: throws per round (the player may stop earlier);
    - `large_multiplier`, `half_multiplier`, `small_multiplier`: the pyramid's factor;
    - `special_factor`: value of a large or half pyramid on three equal base dice
      (factor x base pip), `special_value_ones` for three ones;
    - `box_weights`: what a box counts on the sheet, top, middle, bottom row;
    - `max_players`: players at one table.
    """

    dice: int = 6
    throws: int = 3
    large_multiplier: int = 3
    half_multiplier: int = 2
    small_multiplier: int = 1
    special_factor: int = 10
    special_value_ones: int = 100
    box_weights: tuple[int, int, int] = (3, 2, 1)
    max_players: int = 6

    def __post_init__(self) -> None:
        if self.dice != 6:
            raise RuleError("Pyramide is played with exactly 6 dice", "pyr_err_six_dice")
        if self.throws < 1:
            raise RuleError(f"a round needs at least one throw, not {self.throws}")
        if self.max_players < 1:
            raise RuleError(f"max_players must be at least 1, not {self.max_players}")

    def multiplier(self, kind: str) -> int:
        """The multiplier of a pyramid kind."""
        return {
            "large": self.large_multiplier,
            "half": self.half_multiplier,
            "small": self.small_multiplier,
        }[kind]

    def box_weight(self, box: str) -> int:
        """What a box of the sheet counts: top x3, middle x2, bottom x1 by default."""
        return self.box_weights[BOXES.index(box)]
