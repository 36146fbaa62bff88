"""The moves of Würfelpyramiden schmieden under the table protocol (`pyramide_kit.table`).

A throw is two moves: the seat's `Roll()` (throw every die not yet placed), then chance
plays `Dice(white, blue, green)` (the values the rolled dice show, per colour row). After
it the seat places dice of that throw one at a time with `Place(slot, place)` and ends
the placing with `EndThrow()` (placing nothing is passing). Each move checks its own
fields when it is built, so a move is always well-formed; whether it is allowed now is
the state's question (`RoundState.apply`).
"""

from __future__ import annotations

from dataclasses import dataclass

from pyramide_kit.checks import check_choice, settle, strict_fields, whole_number
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.schmieden.pieces import FACES, PLACES, ROW_PLACES, ROWS

__all__ = ["MOVES", "Dice", "EndThrow", "Place", "Roll"]

ROW_FIELDS = {"base": "white", "middle": "blue", "top": "green"}
"""The field of `Dice` that holds each row's values (the row's colour)."""


@strict_fields
@dataclass(frozen=True)
class Roll:
    """The seat throws every die not yet placed (chance then plays `Dice`)."""


@strict_fields
@dataclass(frozen=True)
class EndThrow:
    """The seat is done placing the dice of this throw; after the last throw this ends
    the round."""


def _row_values(values: object, colour: str, most: int) -> tuple[int, ...]:
    if not isinstance(values, tuple | list) or len(values) > most:
        raise RuleError(
            f"the {colour} dice are a tuple of at most {most} values, not {quoted(values)}",
            "schmieden_err_dice_row",
            colour=colour,
            most=most,
            value=quoted(values),
        )
    return tuple(sorted(whole_number(v, f"a {colour} die", FACES[0], FACES[-1]) for v in values))


@strict_fields
@dataclass(frozen=True, order=True)
class Dice:
    """Chance: the values shown by the dice just rolled, one tuple per colour row.

    The dice of one row are alike, so only which values a row shows matters: each row is
    stored sorted (the canonical form the state lists), and the rolled dice take the
    row's slots in that order.
    """

    white: tuple[int, ...] = ()
    blue: tuple[int, ...] = ()
    green: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        for row in ROWS:
            name = ROW_FIELDS[row]
            settle(self, name, _row_values(getattr(self, name), name, len(ROW_PLACES[row])))

    def row(self, row: str) -> tuple[int, ...]:
        """The values of a row ("base", "middle" or "top")."""
        return getattr(self, ROW_FIELDS[row])

    def counts(self) -> dict[str, int]:
        """How many dice of each row this throw shows."""
        return {row: len(self.row(row)) for row in ROWS}


@strict_fields
@dataclass(frozen=True)
class Place:
    """The seat puts the rolled die in `slot` (0-2 white, 3-4 blue, 5 green) into
    `place` (B1 B2 B3 M1 M2 T)."""

    slot: int
    place: str

    def __post_init__(self) -> None:
        settle(self, "slot", whole_number(self.slot, "the slot", 0, len(PLACES) - 1))
        settle(self, "place", check_choice(self.place, "the place", PLACES))


MOVES = {cls.__name__: cls for cls in (Roll, Dice, Place, EndThrow)}
"""Move class by name, for loading saves."""
