"""Dice of the kit and the exact distributions of their rolls.

Every game rolls dice, and most of them only care which faces came up, not in which
order. So rolls are handled as *multisets* (sorted tuples): six ordinary dice have 462
multisets instead of 46,656 ordered outcomes. The probability of a multiset is the
multinomial count of its orderings over the number of ordered outcomes, kept exact as a
`Fraction`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement, islice, product
from math import factorial, prod

from pyramide_kit.checks import as_whole, draw, settle, strict_fields, whole_number
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.exact import Distribution

__all__ = [
    "D6",
    "MIWIN_DICE",
    "MIWIN_III",
    "MIWIN_IV",
    "MIWIN_V",
    "Die",
    "InvalidDiceError",
    "check_die",
    "multiset_count",
    "multisets",
    "pips_text",
    "roll",
    "roll_distribution",
    "validate_dice",
]


MOST_DICE = 100
"""`validate_dice` without a count reads at most this many dice (no game rolls more)."""


class InvalidDiceError(RuleError):
    """Dice values that the dice in play cannot show, or the wrong number of dice."""


@strict_fields
@dataclass(frozen=True)
class Die:
    """One die: its name, its faces (all equally likely) and the colours to draw it in.

    `colour` is the body of the die, `pip_colour` the colour of its pips or numbers.
    """

    name: str
    faces: tuple[int, ...]
    colour: str = "#ffffff"
    pip_colour: str = "#1b1b1b"

    def __post_init__(self) -> None:
        if not isinstance(self.faces, tuple | list) or not self.faces:
            raise RuleError(
                f"die {quoted(self.name)} needs its faces: a tuple of at least one whole "
                f"number, not {quoted(self.faces)}"
            )
        settle(self, "faces", tuple(whole_number(face, "a face") for face in self.faces))

    @property
    def sides(self) -> int:
        """How many faces the die has."""
        return len(self.faces)

    def distribution(self) -> Distribution:
        """The exact distribution of one roll of this die (faces may repeat)."""
        return Distribution.from_counts(Counter(self.faces))

    def check(self, value: int) -> int:
        """Return `value` (a plain int) if this die can show it, else raise
        `InvalidDiceError`; a numpy integer counts as the int it is, a bool never."""
        number = as_whole(value)
        if number is None or number not in self.faces:
            shown = ", ".join(str(f) for f in sorted(set(self.faces)))
            raise InvalidDiceError(
                f"die {self.name} cannot show {quoted(value)}; it shows only {shown}",
                "err_die_face",
                die=self.name,
                value=quoted(value),
                faces=shown,
            )
        return number


D6 = Die("d6", (1, 2, 3, 4, 5, 6))

# Miwin's dice as the original rules colour them: white, with blue, red and black numbers
# (V's black is pure black, so that V is told apart from an ordinary d6 by its colours).
MIWIN_III = Die("III", (1, 2, 5, 6, 7, 9), colour="#ffffff", pip_colour="#1f5fbf")
MIWIN_IV = Die("IV", (1, 3, 4, 5, 8, 9), colour="#ffffff", pip_colour="#c62828")
MIWIN_V = Die("V", (2, 3, 4, 6, 7, 8), colour="#ffffff", pip_colour="#000000")
MIWIN_DICE = (MIWIN_III, MIWIN_IV, MIWIN_V)


def check_die(die: object) -> Die:
    """`die` if it is a `pyramide_kit.dice.Die`, else a `RuleError` (the chances of two
    dice are asked of their faces)."""
    if not isinstance(die, Die):
        raise RuleError(f"a die is a pyramide_kit.dice.Die, not {quoted(die)}", "mauro_err_die")
    return die


def validate_dice(
    values: Iterable[int], count: int | None = None, die: Die = D6
) -> tuple[int, ...]:
    """Check a roll of identical dice and return it as a tuple of plain ints.

    Raises `InvalidDiceError` naming the first impossible value, or the wrong count.
    At most `count + 1` values (`MOST_DICE + 1` without a count) are read, so a huge
    range or an endless iterator is refused at once.
    """
    most = MOST_DICE if count is None else count
    if type(values) is tuple and len(values) <= most and (count is None or len(values) == count):
        faces = die.faces  # the common case, a tuple of plain ints it can show, at once
        if all(type(v) is int and v in faces for v in values):
            return values
    if isinstance(values, str | bytes):
        dice = None
    else:
        try:
            dice = tuple(islice(values, most + 1))
        except TypeError:
            dice = None
    if dice is None:
        raise InvalidDiceError(f"dice must be a sequence of numbers, got {quoted(values)}")
    if (count is not None and len(dice) != count) or len(dice) > most:
        got = f"more than {most}" if len(dice) > most else str(len(dice))
        raise InvalidDiceError(
            f"expected {count if count is not None else f'at most {most}'} dice, "
            f"got {got}: {quoted(values)}",
            "err_dice_count",
            expected=count if count is not None else most,
            got=got,
        )
    return tuple(die.check(value) for value in dice)


@cache
def multisets(count: int, faces: tuple[int, ...] = D6.faces) -> tuple[tuple[int, ...], ...]:
    """All multisets (sorted tuples) of `count` dice with the given distinct faces."""
    return tuple(combinations_with_replacement(sorted(set(faces)), count))


def multiset_count(multiset: Sequence[int]) -> int:
    """How many ordered rolls show this multiset: the multinomial coefficient."""
    counts = Counter(multiset).values()
    return factorial(len(multiset)) // prod(factorial(c) for c in counts)


def roll_distribution(count: int, die: Die = D6) -> Distribution:
    """Exact distribution of the sorted outcome of `count` rolls of `die`.

    For a fair die with distinct faces this is the multinomial weight of each multiset;
    the general case (repeated faces) counts ordered outcomes directly. `count` is a
    whole number of at least 0 (checked before the cache is asked: 2.0 would find the
    entry of 2 there).
    """
    return _roll_distribution(whole_number(count, "the number of dice", 0), die)


@cache
def _roll_distribution(count: int, die: Die) -> Distribution:
    if len(set(die.faces)) == die.sides:
        weights = {ms: multiset_count(ms) for ms in multisets(count, die.faces)}
        return Distribution.from_counts(weights)
    counts: Counter[tuple[int, ...]] = Counter(
        tuple(sorted(o)) for o in product(die.faces, repeat=count)
    )
    return Distribution.from_counts(counts)


def roll(rng, count: int, die: Die = D6) -> tuple[int, ...]:
    """Roll `count` dice with a `numpy.random.Generator`; returns faces in rolled order
    (a generator that draws junk is a `RuleError`, see `checks.draw`)."""
    picks = draw(rng, 0, die.sides, count)
    return tuple(die.faces[i] for i in picks.tolist())


def pips_text(values: Iterable[int]) -> str:
    """Dice as a player writes them down: "4 4 6"."""
    return " ".join(str(v) for v in values)
