"""One throw of Miwin's three dice: check it, classify it, score it.

A throw is the tuple of the numbers on die III, IV and V, in that order: the dice differ
(each shows other numbers), so the order says which die showed what. Numbers lie on a
ring 1 2 ... 9 1, so 1 and 9 are neighbours and 8-9-1 and 9-1-2 are straights.

Every function takes only the fields of `Rules` it needs (`ring`, the points), checked
like the rules' own fields, so a group that plays without the ring gets consistent
answers everywhere.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum
from functools import cache
from itertools import combinations, islice, product

from pyramide_kit.checks import check_flag, whole_number
from pyramide_kit.dice import MIWIN_DICE, InvalidDiceError
from pyramide_kit.errors import quoted
from pyramide_kit.exact import Distribution

__all__ = [
    "DIE_PAIRS",
    "Throw",
    "ThrowClass",
    "all_throws",
    "are_neighbours",
    "check_throw",
    "classify",
    "neighbour_pairs",
    "points_variant1",
    "score_variant2",
    "throw_distribution",
]

Throw = tuple[int, int, int]

# The three pairs of dice by position: (III, IV), (III, V), (IV, V).
DIE_PAIRS: tuple[tuple[int, int], ...] = tuple(combinations(range(3), 2))


class ThrowClass(str, Enum):
    """What a throw is worth in variant 1; a pasch outranks any neighbours it holds."""

    PASCH = "pasch"
    STRAIGHT = "straight"
    NEIGHBOURS = "neighbours"
    NOTHING = "nothing"


def check_throw(values: Iterable[int]) -> Throw:
    """Return the throw as a tuple if Miwin's dice III, IV, V can show it, in that order.

    Raises `InvalidDiceError` (a `RuleError`) that names the die and the number it cannot
    show, or says that three numbers are needed. A tuple of three plain ints that the
    dice can show is answered by one lookup (the engine asks this at every throw, also
    while a long save is replayed).
    """
    plain = type(values) is tuple and all(type(v) is int for v in values)
    if plain and values in _valid_throws():
        return values  # type: ignore[return-value]
    try:
        if isinstance(values, str | bytes):
            raise TypeError
        throw = tuple(islice(values, len(MIWIN_DICE) + 1))  # enough to see a wrong count
    except TypeError:
        raise InvalidDiceError(
            f"a throw is three numbers (dice III, IV, V), got {quoted(values)}"
        ) from None
    if len(throw) != len(MIWIN_DICE):
        got = "more than 3" if len(throw) > len(MIWIN_DICE) else str(len(throw))
        raise InvalidDiceError(
            f"a throw of Miwin's dice has 3 numbers (III, IV, V), got {got}: {quoted(values)}",
            "err_dice_count",
            expected=len(MIWIN_DICE),
            got=got,
        )
    return tuple(die.check(value) for die, value in zip(MIWIN_DICE, throw, strict=True))  # type: ignore[return-value]


@cache
def _valid_throws() -> frozenset[Throw]:
    """The 216 throws the dice can show, as a set (computed once)."""
    return frozenset(all_throws())


def are_neighbours(x: int, y: int, ring: bool = True) -> bool:
    """Whether two numbers differ by 1; on the ring 1 and 9 are neighbours too."""
    x, y = whole_number(x, "x"), whole_number(y, "y")
    check_flag(ring, "ring")
    return abs(x - y) == 1 or (ring and {x, y} == {1, 9})


def neighbour_pairs(throw: Iterable[int], ring: bool = True) -> tuple[tuple[int, int], ...]:
    """The pairs of dice positions whose numbers are neighbours (checked throw)."""
    return _neighbour_pairs(check_throw(throw), check_flag(ring, "ring"))


@cache
def _neighbour_pairs(values: Throw, ring: bool) -> tuple[tuple[int, int], ...]:
    """`neighbour_pairs` of a checked throw, once per throw (216 of them)."""
    return tuple((i, j) for i, j in DIE_PAIRS if are_neighbours(values[i], values[j], ring))


def classify(throw: Iterable[int], ring: bool = True) -> ThrowClass:
    """Pasch, straight, neighbours or nothing, as variant 1 counts it.

    Two neighbour pairs among three different numbers always form a straight (the middle
    number is a neighbour of both others), so counting pairs is enough.
    """
    return _classify(check_throw(throw), check_flag(ring, "ring"))


@cache
def _classify(values: Throw, ring: bool) -> ThrowClass:
    """`classify` of a checked throw, once per throw (216 of them)."""
    if len(set(values)) < len(values):
        return ThrowClass.PASCH
    pairs = len(_neighbour_pairs(values, ring))
    if pairs >= 2:
        return ThrowClass.STRAIGHT
    return ThrowClass.NEIGHBOURS if pairs == 1 else ThrowClass.NOTHING


def points_variant1(
    throw: Iterable[int], ring: bool = True, neighbour_points: int = 1, straight_points: int = 2
) -> int:
    """Points a throw adds to the series in variant 1 (0 for pasch and nothing)."""
    neighbour_points = whole_number(neighbour_points, "neighbour_points", 0)
    straight_points = whole_number(straight_points, "straight_points", 0)
    kind = classify(throw, ring)
    if kind is ThrowClass.STRAIGHT:
        return straight_points
    return neighbour_points if kind is ThrowClass.NEIGHBOURS else 0


def score_variant2(throw: Iterable[int], ring: bool = True) -> int:
    """Variant 2: every pair of dice showing neighbours scores the sum of its two numbers.

    A straight holds two pairs (5 6 7: 11 + 13 = 24) and so does a pasch beside a
    neighbour (9 8 8: 17 + 17 = 34, the highest score); a pasch voids nothing here.
    """
    values = check_throw(throw)
    return sum(values[i] + values[j] for i, j in neighbour_pairs(values, ring))


def all_throws() -> tuple[Throw, ...]:
    """The 216 equally likely throws (III, IV, V) in numeric order."""
    return tuple(product(*(sorted(die.faces) for die in MIWIN_DICE)))  # type: ignore[arg-type]


def throw_distribution() -> Distribution:
    """The exact chance step of a throw: each of the 216 ordered throws has 1/216."""
    return Distribution.uniform(all_throws())
