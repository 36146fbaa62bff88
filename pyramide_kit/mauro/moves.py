"""The moves of Mauro under the table protocol.

A seat decides to throw (`Roll`) or, where the rules allow it, to stop and bank the
series (`Bank`); then chance throws the three dice (`Dice`). So a widget's Throw button
is "apply Roll, then let chance act", and a save holds both steps.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyramide_kit.checks import settle, strict_fields, whole_number
from pyramide_kit.dice import InvalidDiceError
from pyramide_kit.errors import quoted

__all__ = ["MOVES", "Bank", "Dice", "Roll"]

_DICE = 3


@strict_fields
@dataclass(frozen=True)
class Roll:
    """The seat to move throws the three dice (chance then plays `Dice`)."""


@strict_fields
@dataclass(frozen=True)
class Bank:
    """The seat to move stops its series and banks the points (`Rules(may_stop=True)`)."""


@strict_fields
@dataclass(frozen=True, order=True)
class Dice:
    """Chance: the numbers on dice III, IV and V, in that order (the dice differ, so the
    order says which die showed what; 216 equally likely outcomes)."""

    values: tuple[int, int, int]

    def __post_init__(self) -> None:
        values = self.values
        if not isinstance(values, tuple) or len(values) != _DICE:
            raise InvalidDiceError(
                f"a throw is three numbers (dice III, IV, V), not {quoted(values)}",
                "err_dice_count",
                expected=_DICE,
                got=len(values) if isinstance(values, tuple) else quoted(values),
            )
        settle(self, "values", tuple(whole_number(v, "a die's number", 1, 9) for v in values))

    def __str__(self) -> str:
        return " ".join(str(v) for v in self.values)


MOVES: dict[str, type] = {cls.__name__: cls for cls in (Roll, Bank, Dice)}
"""Move classes by name, for loading saves."""
