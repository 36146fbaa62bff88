"""The moves of Kniffel: small frozen values that check their own fields.

- `Roll(keep)`: the seat to move throws again, keeping the dice at the positions `keep`
  (0 to 4, each once, in any order and stored sorted; the first throw of a turn keeps
  nothing). Chance then acts.
- `Dice(values)`: chance's throw of the dice not kept, as a multiset, given in any order
  and stored sorted (order does not matter: five dice have 252 outcomes instead of
  7,776). The values go into the free positions in ascending order.
- `Write(category, extra)`: the seat writes its dice into an open category (0 when they
  do not fit: a scratch). `extra` is True for a further Kniffel written as the extra
  points of the "book" variant instead of the box's normal score.

Whether a move is allowed now is the state's question (`Game.legal_moves`); a move only
checks that its fields are of the right kind.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from itertools import islice
from typing import Any

from pyramide_kit.checks import check_flag, settle, strict_fields, whole_number
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.kniffel.rules import DICE, check_category

__all__ = ["MOVES", "Dice", "Roll", "Write"]


def _listed(values: Any, name: str) -> tuple[Any, ...]:
    """`values` as a tuple if it is a collection (not text) of at most `DICE` items, else
    a `RuleError`. At most `DICE + 1` items are read, so a huge range or an endless
    iterator is refused at once."""
    listed = None
    if not isinstance(values, str | bytes) and isinstance(values, Iterable):
        listed = tuple(islice(values, DICE + 1))
    if listed is None or len(listed) > DICE:
        raise RuleError(
            f"{name} is a list of at most {DICE} whole numbers, not {quoted(values)}",
            "kniffel_err_move_tuple",
            name=name,
            longest=DICE,
            value=quoted(values),
        )
    return listed


def _whole_tuple(value: Any, name: str, longest: int) -> tuple[Any, ...]:
    if not isinstance(value, tuple | list) or len(value) > longest:
        raise RuleError(
            f"{name} is a tuple of at most {longest} whole numbers, not {quoted(value)}",
            "kniffel_err_move_tuple",
            name=name,
            longest=longest,
            value=quoted(value),
        )
    return tuple(value)


@strict_fields
@dataclass(frozen=True)
class Roll:
    """Throw the dice not kept; `keep` lists the positions set aside, each once. As in
    every game of the kit, the order carries no meaning: the positions are stored sorted,
    so `Roll((2, 0))` is the move `Roll((0, 2))`."""

    keep: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if isinstance(self.keep, tuple | list) and len(self.keep) == DICE:
            raise RuleError(
                "all five dice are kept; take one back to throw, or write",
                "kniffel_err_all_held",
            )
        keep = tuple(
            whole_number(p, "a kept position", 0, DICE - 1)
            for p in _whole_tuple(self.keep, "keep", DICE - 1)
        )
        if len(set(keep)) != len(keep):
            raise RuleError(
                f"a kept position is listed once, not twice: {list(keep)}",
                "kniffel_err_keep_twice",
                keep=repr(list(keep)),
            )
        settle(self, "keep", tuple(sorted(keep)))

    @classmethod
    def of(cls, positions: Iterable[Any]) -> Roll:
        """The Roll keeping `positions`, given as any collection (a set, a generator)."""
        return cls(_listed(positions, "keep"))


@strict_fields
@dataclass(frozen=True, order=True)
class Dice:
    """Chance's throw of the free dice: their values as a multiset, given in any order
    and stored sorted."""

    values: tuple[int, ...]

    def __post_init__(self) -> None:
        thrown = _whole_tuple(self.values, "the thrown dice", DICE)
        values = tuple(whole_number(v, "a die", 1, 6) for v in thrown)
        if not values:
            raise RuleError("a throw shows at least one die", "kniffel_err_no_values")
        settle(self, "values", tuple(sorted(values)))

    @classmethod
    def of(cls, values: Iterable[Any]) -> Dice:
        """The Dice move of `values`, given as any collection (a set, a generator)."""
        return cls(_listed(values, "the thrown dice"))


@strict_fields
@dataclass(frozen=True)
class Write:
    """Write the dice into `category`; `extra`: as the "book" extra Kniffel points."""

    category: str
    extra: bool = False

    def __post_init__(self) -> None:
        settle(self, "category", check_category(self.category))
        check_flag(self.extra, "extra")


MOVES = {cls.__name__: cls for cls in (Roll, Dice, Write)}
"""Move classes by name, for loading saves."""
