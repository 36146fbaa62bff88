"""The moves of Pyramide under the table protocol: small frozen values, checked when built.

A round of one seat is `Roll(keep)` (the seat decides to throw, keeping the dice at the
positions `keep`), then chance plays `Dice(values)` (the dice thrown again, as a sorted
multiset: their order does not matter), up to `rules.throws` times, and finally
`Write(box)`, which writes the round score of the best build into a free box of that row
of the seat's sheet. Stopping early is simply writing before the last throw.

Ruling: the score written is always the best build's (the kit finds it, RULES.md §1).
A build made by hand is checked with `build.assess_build` (the widget's "Check build"),
which says whether it was the best; it never changes what is written, so a `Write`
carries only the box and the moves of a state can be listed in full.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pyramide_kit.checks import check_choice, settle, strict_fields, whole_number
from pyramide_kit.dice import D6
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.pyramide.rules import BOXES, Rules

__all__ = ["MOVES", "Dice", "Roll", "Write"]

_DICE = Rules().dice


def _int_tuple(value: Any, name: str) -> tuple[Any, ...]:
    if not isinstance(value, tuple):
        raise RuleError(
            f"{name} is a tuple of whole numbers, not {quoted(value)}",
            "pyr_err_tuple",
            name=name,
            value=quoted(value),
        )
    return value


@strict_fields
@dataclass(frozen=True)
class Roll:
    """The seat throws again, keeping the dice at the positions `keep` (0 to 5).

    Any dice may be kept, also some that were kept before and are now thrown again, or
    none. The positions are stored sorted, so `Roll((2, 0))` is the move `Roll((0, 2))`.
    """

    keep: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        keep = _int_tuple(self.keep, "keep")
        positions = tuple(whole_number(i, "a kept die's position", 0, _DICE - 1) for i in keep)
        if len(set(positions)) != len(positions):
            raise RuleError(f"a die is kept twice in {positions}", "pyr_err_keep_twice")
        settle(self, "keep", tuple(sorted(positions)))


@strict_fields
@dataclass(frozen=True)
class Dice:
    """Chance: the pips of the dice thrown again, stored sorted (a multiset).

    They land on the thrown positions in ascending order.
    """

    values: tuple[int, ...]

    def __post_init__(self) -> None:
        values = _int_tuple(self.values, "values")
        if not 1 <= len(values) <= _DICE:
            raise RuleError(
                f"a throw shows 1 to {_DICE} dice, not {len(values)}",
                "pyr_err_dice_count",
                count=len(values),
                most=_DICE,
            )
        settle(self, "values", tuple(sorted(D6.check(v) for v in values)))


@strict_fields
@dataclass(frozen=True)
class Write:
    """The seat ends its round: the best build's score goes into a free box of `box`'s row."""

    box: str

    def __post_init__(self) -> None:
        settle(self, "box", check_choice(self.box, "box", BOXES))


MOVES = {cls.__name__: cls for cls in (Roll, Dice, Write)}
"""Move class by name, for loading saves."""
