"""The numbers of Pyramide that a group might play differently, with the rule text's defaults.

Everything else that is a rule (how dice rest on each other, which shapes count, what a
round is) lives in the engine (`build.py`, `sheet.py`, `game.py`), which reads these
numbers from a `Rules` object. Six rounds follow from the score sheet (1 + 2 + 3 boxes).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pyramide_kit.checks import check_choice, settle, strict_fields, whole_number
from pyramide_kit.errors import RuleError, quoted

__all__ = ["BOXES", "KINDS", "ROW_BOXES", "Rules"]

KINDS = ("large", "half", "small")
"""The pyramid kinds, largest first (the order in which ties between builds are broken)."""

BOXES = ("top", "middle", "bottom")
"""The rows of the score sheet, top first."""

ROW_BOXES = {"top": 1, "middle": 2, "bottom": 3}
"""How many boxes each row of the sheet has: one round fills one box."""

MOST_THROWS = 10
MOST_FACTOR = 1000
MOST_PLAYERS = 12


def _box_weights(value: Any) -> tuple[int, int, int]:
    if not isinstance(value, tuple | list) or len(value) != len(BOXES):
        raise RuleError(
            f"box_weights are three whole numbers (top, middle, bottom), not {quoted(value)}",
            "pyr_err_box_weights",
            value=quoted(value),
        )
    return tuple(whole_number(v, "box_weights", 0, MOST_FACTOR) for v in value)  # type: ignore[return-value]


@strict_fields
@dataclass(frozen=True)
class Rules:
    """Pyramide's rules. Defaults follow the rule text and RULES.md §1.

    - `dice`: always 6 (the shapes 3-2-1, 3-2 and 2-1 are built from six dice);
    - `throws`: throws per round, 1 to 10 (the player may stop earlier);
    - `large_multiplier`, `half_multiplier`, `small_multiplier`: the pyramid's factor;
    - `special_factor`: value of a large or half pyramid on three equal base dice
      (factor x base pip), `special_value_ones` for three ones;
    - `box_weights`: what a box counts on the sheet, top, middle, bottom row;
    - `max_players`: players at one table (1 to 12).

    Every field is checked when the object is built: whole numbers must be ints (not
    bools, floats or text) within their range, so `Rules(throws=1.5)` is refused instead
    of being rounded to some number of throws.
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
        if whole_number(self.dice, "dice") != 6:
            raise RuleError("Pyramide is played with exactly 6 dice", "pyr_err_six_dice")
        settle(self, "dice", 6)
        settle(self, "throws", whole_number(self.throws, "throws", 1, MOST_THROWS))
        for name in (
            "large_multiplier",
            "half_multiplier",
            "small_multiplier",
            "special_factor",
            "special_value_ones",
        ):
            settle(self, name, whole_number(getattr(self, name), name, 0, MOST_FACTOR))
        settle(self, "box_weights", _box_weights(self.box_weights))
        settle(self, "max_players", whole_number(self.max_players, "max_players", 1, MOST_PLAYERS))

    @property
    def min_players(self) -> int:
        """The fewest players at a table: one plays alone against the sheet."""
        return 1

    @property
    def rounds(self) -> int:
        """Rounds per player: one for each box of the sheet (6)."""
        return sum(ROW_BOXES.values())

    def multiplier(self, kind: str) -> int:
        """The multiplier of a pyramid kind."""
        check_choice(kind, "kind", KINDS)
        return {
            "large": self.large_multiplier,
            "half": self.half_multiplier,
            "small": self.small_multiplier,
        }[kind]

    def special_value(self, pip: int) -> int:
        """The value of a large or half pyramid on three equal base dice showing `pip`."""
        pip = whole_number(pip, "pip", 1, 6)
        return self.special_value_ones if pip == 1 else self.special_factor * pip

    def box_weight(self, box: str) -> int:
        """What a box of the sheet counts: top x3, middle x2, bottom x1 by default."""
        check_choice(box, "box", BOXES)
        return self.box_weights[BOXES.index(box)]
