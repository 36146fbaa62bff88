"""The placement conditions of Würfelpyramiden schmieden, on plain tuples of placed dice.

`placed` is a tuple in place order B1 B2 B3 M1 M2 T (None: empty). These functions are
the one copy of "a die fits" (2 × value < sum of the two below), "the places below are
filled" and "a throw rolls one die per free place"; the round engine (`round.py`), the
computer's policy, the odds and the vectorised table all ask them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from pyramide_kit.checks import whole_number
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.schmieden.pieces import PLACES, ROW_PLACES, ROWS, SUPPORTS

__all__ = [
    "PLACE_INDEX",
    "Placed",
    "can_place",
    "check_placed",
    "dice_to_roll",
    "equal_count",
    "fits",
    "largest_fitting",
    "legal_pyramid",
    "legally_placed",
]

Placed = tuple[int | None, ...]
PLACE_INDEX = {place: i for i, place in enumerate(PLACES)}


def fits(value: int, below: Sequence[int]) -> bool:
    """The placement condition: strictly smaller than the average, 2 × value < sum below."""
    return 2 * value < sum(below)


def can_place(placed: Placed, place: str, value: int) -> bool:
    """Whether a die showing `value` may go into `place` on the dice `placed`: the place is
    free and, above the base, both places under it are filled and `value` fits on them.
    The row's colour is the caller's to match.

    The one decision of a placement: `RoundState.why_not` explains a refusal of it, and
    the computer's policy asks it on plain tuples.
    """
    if placed[PLACE_INDEX[place]] is not None:
        return False
    if place not in SUPPORTS:
        return True
    below = [placed[PLACE_INDEX[s]] for s in SUPPORTS[place]]
    return None not in below and fits(value, below)


def dice_to_roll(placed: Placed) -> dict[str, int]:
    """How many dice of each row a throw from the dice `placed` rolls: one per free place
    (every die not yet placed is thrown)."""
    return {row: sum(placed[PLACE_INDEX[p]] is None for p in ROW_PLACES[row]) for row in ROWS}


def largest_fitting(below: Sequence[int]) -> int:
    """The largest face that fits on the two dice `below` (0 if none does)."""
    return min(6, (sum(below) - 1) // 2)


def equal_count(values: Iterable[int | None]) -> int:
    """How many dice show the most frequent value (placed dice only)."""
    counts = Counter(v for v in values if v is not None)
    return max(counts.values(), default=0)


def legal_pyramid(placed: Sequence[int]) -> bool:
    """Whether six values in place order B1 B2 B3 M1 M2 T meet every condition."""
    values = dict(zip(PLACES, placed, strict=True))
    return all(fits(values[p], [values[s] for s in SUPPORTS[p]]) for p in SUPPORTS)


def legally_placed(placed: Placed) -> bool:
    """Whether every die above the base rests on two filled places and fits on them (the
    empty places may be anywhere): a state some round could have reached."""
    for place in SUPPORTS:
        value = placed[PLACE_INDEX[place]]
        below = [placed[PLACE_INDEX[s]] for s in SUPPORTS[place]]
        if value is not None and (None in below or not fits(value, below)):
            return False
    return True


def check_placed(placed: Any) -> Placed:
    """`placed` checked: a tuple of six die values or None (not yet legal: see
    `legal_pyramid` and `can_place`)."""
    if not isinstance(placed, tuple) or len(placed) != len(PLACES):
        raise RuleError(
            f"the placed dice are a tuple of {len(PLACES)} values or None, not {quoted(placed)}",
            "schmieden_err_state",
            reason=f"placed = {quoted(placed)}",
        )
    return tuple(None if v is None else whole_number(v, "a placed die", 1, 6) for v in placed)
