"""Checks of the values that users hand to the kit: counts, seeds, names, choices.

Every `Rules` object, state, public function and widget constructor checks its arguments
with these, so that a float where a count belongs, a bool, NaN, a string or None gives the
same clear `RuleError` (a `ValueError` with a catalogue key, so widgets show it in German
too) everywhere, instead of being rounded, guessed or crashing later.

A numpy integer is a whole number like any int, and what a check returns is a plain
Python int. The frozen dataclasses that users build (every `Rules`, every move, `Player`,
`Die`, the policies, the score sheets and the game states) store what their checks
return with `settle`, so a value built from numpy integers saves, compares and hashes
like one built from ints; and they are decorated with `strict_fields`, so an unknown or
surplus argument is a `RuleError` that lists the fields there are, not Python's bare
`TypeError`. The engines build their next states with `object.__new__` and the fields of
a state already checked, so neither the wrapper nor the checks cost them anything.
"""

from __future__ import annotations

import dataclasses
import functools
import math
import numbers
import operator
from collections.abc import Iterable
from decimal import Decimal
from itertools import islice
from typing import Any, TypeVar

from pyramide_kit.errors import RuleError, quoted

__all__ = [
    "MOST_TRIALS",
    "as_whole",
    "check_choice",
    "check_draws",
    "check_flag",
    "check_rng",
    "check_seed",
    "check_text",
    "draw",
    "few_items",
    "hashable",
    "real_number",
    "settle",
    "strict_fields",
    "trial_count",
    "whole_number",
]

_T = TypeVar("_T")

SEED_LIMIT = 2**63
"""Seeds are whole numbers from 0 to 2**63 - 1 (what numpy's generators take)."""

MOST_TRIALS = 10**7
"""The largest simulation the kit runs: at most ten million units (throws, rounds, deals,
whole games) in one call of any simulator (`simulate.simulate_proportion` and its
siblings, every `<game>.vectorised` simulator, `comparison`, the optimal Kniffel games,
the explorer's runs).

Why ten million: the kit is made for a classroom laptop or a small shared machine (the
reference is 2 cores and 24 GB). The hungriest vectorised simulator holds about 520
bytes per unit while it runs (`mauro.vectorised.simulate_totals`, whole games of ten
turns; measured with `tracemalloc` at n = 200,000), so ten million units take some
5 GB; 10**8 would take 52 GB. The fast simulators need 10 to 500 ns a unit (a tenth of
a second to five seconds for ten million), a plain Python loop over an engine some
20 us (minutes). The lessons use at most a million. A larger `n` is refused at once,
before anything is drawn."""


def trial_count(value: Any, name: str = "n", low: int = 0) -> int:
    """A simulation size: a whole number from `low` to `MOST_TRIALS`, else a `RuleError`."""
    return whole_number(value, name, low, MOST_TRIALS)


def check_rng(rng: Any, name: str = "rng") -> Any:
    """`rng` if chance can draw with it: a `numpy.random.Generator` (e.g.
    `simulate.rng_for(seed)`), else a `RuleError` instead of an AttributeError from deep
    inside a draw (a seed, None, the legacy `numpy.random` module or a `RandomState` is
    not a generator). The check asks for the generator's `integers` method rather than
    its type, so the engines, which never import numpy, can use it too, and a replay
    test may hand in a stand-in that draws the digits it is given."""
    if isinstance(rng, type) or not callable(getattr(rng, "integers", None)):
        raise RuleError(
            f"{name} must be a numpy.random.Generator (e.g. numpy.random.default_rng(1)), "
            f"not {quoted(rng)}",
            "check_err_rng",
            name=name,
            value=quoted(rng),
        )
    return rng


def few_items(values: Any, name: str, most: int) -> tuple[Any, ...]:
    """The items of the iterable `values` as a tuple, if there are at most `most`, else a
    `RuleError`. At most `most + 1` items are ever read, so a huge range or an endless
    iterator (`itertools.count()`) is refused at once instead of filling the memory;
    text is refused too (a string is not a list of numbers)."""
    if isinstance(values, str | bytes):
        items = None
    else:
        try:
            items = tuple(islice(values, most + 1))
        except TypeError:
            items = None
    if items is None or len(items) > most:
        raise RuleError(
            f"{name} must be a list of at most {most} items, not {quoted(values)}",
            "check_err_items",
            name=name,
            most=most,
            value=quoted(values),
        )
    return items


def _range_text(low: int | None, high: int | None) -> str:
    if low is not None and high is not None:
        return f"from {low} to {high}"
    if low is not None:
        return f"of at least {low}"
    if high is not None:
        return f"of at most {high}"
    return ""


def as_whole(value: Any) -> int | None:
    """`value` as a plain int if it is an integer (a Python or numpy integer, anything
    `operator.index` takes) that is not a bool, else None."""
    if isinstance(value, bool) or type(value).__name__ in ("bool_", "bool"):
        return None
    try:
        return int(operator.index(value))
    except TypeError:
        return None


def whole_number(value: Any, name: str, low: int | None = None, high: int | None = None) -> int:
    """`value` as an int if it is a whole number within [low, high], else a `RuleError`.

    Python ints and numpy integers (anything `operator.index` takes) count, and the
    result is always a plain Python int, so that what a field stores can be saved, compared
    and hashed; bools (numpy's too), floats (even 2.0), NaN, inf, strings and None do not:
    a count written as 1.5 or "3" is a mistake to report, not to round.
    """
    number = as_whole(value)
    if number is None or (low is not None and number < low) or (high is not None and number > high):
        wanted = f"a whole number {_range_text(low, high)}".rstrip()
        suffix = (
            "range"
            if low is not None and high is not None
            else "low"
            if low is not None
            else "high"
            if high is not None
            else "any"
        )
        raise RuleError(
            f"{name} must be {wanted}, not {quoted(value)}",
            f"check_err_whole_{suffix}",
            name=name,
            low=low,
            high=high,
            value=quoted(value),
        )
    return number


def check_flag(value: Any, name: str) -> bool:
    """`value` if it is True or False (not 0, 1, "yes" or None)."""
    if not isinstance(value, bool):
        raise RuleError(
            f"{name} must be True or False, not {quoted(value)}",
            "check_err_flag",
            name=name,
            value=quoted(value),
        )
    return value


def real_number(
    value: Any,
    name: str,
    low: float | None = None,
    high: float | None = None,
    *,
    strict: bool = False,
) -> float:
    """`value` as a float if it is a finite real number within [low, high] (within
    (low, high) if `strict`), else a `RuleError`.

    Ints (numpy's too), floats, Fractions and Decimals count; bools, NaN, infinities,
    complex numbers, text and None do not, nor a number too large for a float. A
    confidence level is `real_number(c, "confidence", 0, 1, strict=True)`.
    """
    number: float | None = None
    plain = not isinstance(value, bool) and type(value).__name__ not in ("bool_", "bool")
    if plain and (isinstance(value, numbers.Real | Decimal) or as_whole(value) is not None):
        try:
            number = float(value)
        except (OverflowError, ValueError, TypeError):
            number = None
    if number is not None and not math.isfinite(number):
        number = None
    if number is not None:
        below = low is not None and (number <= low if strict else number < low)
        above = high is not None and (number >= high if strict else number > high)
        if below or above:
            number = None
    if number is None:
        if low is not None and high is not None:
            where = f"{'strictly ' if strict else ''}between {low:g} and {high:g}"
            key = "check_err_real_between" if strict else "check_err_real_range"
        elif low is not None:
            where = f"{'above' if strict else 'of at least'} {low:g}"
            key = "check_err_real_above" if strict else "check_err_real_low"
        else:
            where = ""
            key = "check_err_real_any"
        raise RuleError(
            f"{name} must be a finite number {where}, not {quoted(value)}".replace("  ", " "),
            key,
            name=name,
            low=low,
            high=high,
            value=quoted(value),
        )
    return number


def draw(
    rng: Any,
    low: int,
    high: int,
    size: int | tuple[int, ...] | None = None,
    dtype: Any = None,
    name: str = "rng",
) -> Any:
    """`rng.integers(low, high, size=size[, dtype=dtype])`, checked: one plain int from
    `low` to `high - 1` when `size` is None, else an integer array of that shape whose
    values lie in [low, high).

    Every draw of the engines and the simulators goes through here, so that a stand-in
    generator (`check_rng` asks only for an `integers` method) that fails or draws junk
    (a float, text, a scalar where an array belongs, a value out of range) is a
    `RuleError` naming `rng`, not a TypeError or a wrong result from deep inside a
    game. The array is only looked at through its `shape`, `dtype`, `min` and `max`,
    so the engines, which never import numpy, can use this too.
    """
    check_rng(rng, name)
    try:
        if size is None:
            picks = rng.integers(low, high)
        elif dtype is None:
            picks = rng.integers(low, high, size=size)
        else:
            picks = rng.integers(low, high, size=size, dtype=dtype)
    except (TypeError, ValueError, AttributeError, ArithmeticError) as error:
        raise _bad_draw(rng, name, low, high, f"failed: {quoted(error)}") from None
    if size is None:
        number = as_whole(picks)
        if number is None or not low <= number < high:
            raise _bad_draw(rng, name, low, high, f"drew {quoted(picks)}")
        return number
    shape = (size,) if isinstance(size, int) else tuple(size)
    if not _fits(picks, low, high, shape):
        raise _bad_draw(rng, name, low, high, f"drew {quoted(picks)}")
    return picks


def check_draws(draws: Any, name: str, high: int, shape: tuple[int | None, ...]) -> Any:
    """`draws` if it is an integer array (numpy's: anything with its `shape`, `dtype`,
    `min` and `max`) of `shape` (None: any length on that axis) whose values lie in
    [0, high), else a `RuleError`: the check of the draws a simulator's `*_from_draws`
    is given, as `draw` checks what a generator drew."""
    if not _fits(draws, 0, high, shape):
        wanted = ", ".join("n" if s is None else str(s) for s in shape)
        raise RuleError(
            f"{name} must be an array of whole numbers from 0 to {high - 1} of shape "
            f"({wanted}), not {quoted(draws)}",
            "check_err_draws",
            name=name,
            high=high - 1,
            shape=f"({wanted})",
            value=quoted(draws),
        )
    return draws


def _fits(picks: Any, low: int, high: int, shape: tuple[int | None, ...]) -> bool:
    try:
        return (
            len(picks.shape) == len(shape)
            and all(s is None or s == p for s, p in zip(shape, picks.shape, strict=True))
            and picks.dtype.kind in ("i", "u")
            and (picks.size == 0 or (int(picks.min()) >= low and int(picks.max()) < high))
        )
    except Exception:  # not an array at all
        return False


def _bad_draw(rng: Any, name: str, low: int, high: int, what: str) -> RuleError:
    return RuleError(
        f"{name} must draw whole numbers from {low} to {high - 1} like a "
        f"numpy.random.Generator; {quoted(rng)} {what}",
        "check_err_draw",
        name=name,
        low=low,
        high=high - 1,
        value=quoted(rng),
    )


def check_choice(value: Any, name: str, choices: Iterable[Any]) -> Any:
    """The choice of `choices` that `value` is, else a `RuleError` listing them.

    Compared with == and of the same type, except that a numpy integer stands for an
    equal int choice (the plain int is returned, so a field stores it); bools never
    stand for ints. Only a hashable value is compared at all: a numpy array, a list or
    a dict is no choice, and comparing it (an array's == is elementwise) would raise.
    """
    choices = tuple(choices)
    if not isinstance(value, bool) and hashable(value):
        number = None if isinstance(value, int) else as_whole(value)
        for c in choices:
            if value is c or (type(value) is type(c) and value == c):
                return c
            if number is not None and type(c) is int and number == c:
                return c
    shown = ", ".join(repr(c) for c in choices)
    raise RuleError(
        f"{name} must be one of {shown}, not {quoted(value)}",
        "check_err_choice",
        name=name,
        choices=shown,
        value=quoted(value),
    )


def hashable(value: Any) -> bool:
    """Whether `value` can be hashed, so that comparing it with == gives a plain answer
    (a numpy array's == is elementwise and its truth value ambiguous; an array, a list
    or a dict is no choice and no move, and so is a move that holds one)."""
    try:
        hash(value)
    except Exception:  # unhashable (TypeError) or a hostile __hash__
        return False
    return True


def check_text(value: Any, name: str, longest: int = 40) -> str:
    """`value` stripped, if it is non-empty text of at most `longest` characters."""
    if not isinstance(value, str) or not value.strip() or len(value.strip()) > longest:
        raise RuleError(
            f"{name} must be text of 1 to {longest} characters, not {quoted(value)}",
            "check_err_text",
            name=name,
            longest=longest,
            value=quoted(value),
        )
    if any(not ch.isprintable() for ch in value.strip()):
        raise RuleError(
            f"{name} must not hold control characters: {quoted(value)}",
            "check_err_text",
            name=name,
            longest=longest,
            value=quoted(value),
        )
    return value.strip()


def check_seed(seed: Any) -> int | None:
    """A random seed: None (fresh randomness) or a whole number from 0 to 2**63 - 1."""
    if seed is None:
        return None
    return whole_number(seed, "seed", 0, SEED_LIMIT - 1)


def settle(obj: object, name: str, value: _T) -> _T:
    """Store `value`, what a check returned, as the field `name` of the frozen dataclass
    `obj` (in its `__post_init__`), and return it.

    A field keeps what its check gave back, not what the user typed: a numpy integer is
    stored as the plain int that `whole_number` returns, a list as the tuple, so a rules
    object or a move saves, compares and hashes like one built from plain values.
    """
    object.__setattr__(obj, name, value)
    return value


def strict_fields(cls: type[_T]) -> type[_T]:
    """A class decorator for a frozen dataclass that users build (rules, moves, players,
    policies, game states): an unknown field, surplus values in order, a field given
    twice or a field left out is a `RuleError` naming it and listing the fields there are.

    The arguments are looked at before the dataclass's own `__init__` runs, so nothing
    is caught from it (a `TypeError` inside a check still shows as the bug it is). Put it
    above `@dataclass(frozen=True)`.
    """
    init = cls.__init__
    fields = tuple(f for f in dataclasses.fields(cls) if f.init)  # type: ignore[arg-type]
    order = tuple(f.name for f in fields if not f.kw_only)
    names = frozenset(f.name for f in fields)
    required = tuple(
        f.name
        for f in fields
        if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
    )
    game = cls.__module__.split(".")[1] if cls.__module__.count(".") >= 2 else ""
    thing = f"{game}.{cls.__qualname__}" if game else cls.__qualname__
    listed = ", ".join(f.name for f in fields) or "none"

    def refuse(message: str, key: str, **params: object) -> RuleError:
        return RuleError(message, key, thing=thing, fields=listed, **params)

    @functools.wraps(init)
    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        if len(args) > len(order):
            raise refuse(
                f"{thing} takes at most {len(order)} values in order ({listed}), not {len(args)}",
                "check_err_fields_surplus",
                most=len(order),
                count=len(args),
            )
        if kwargs:
            unknown = [k for k in kwargs if k not in names]
            if unknown:
                shown = ", ".join(quoted(k) for k in unknown)
                raise refuse(
                    f"{thing} has no field {shown}; its fields are {listed}",
                    "check_err_fields_unknown",
                    unknown=shown,
                )
            twice = [k for k in order[: len(args)] if k in kwargs]
            if twice:
                raise refuse(
                    f"{thing} is given {', '.join(twice)} twice, in order and by name",
                    "check_err_fields_twice",
                    twice=", ".join(twice),
                )
        if required:
            given = order[: len(args)]
            missing = [k for k in required if k not in kwargs and k not in given]
            if missing:
                raise refuse(
                    f"{thing} needs {', '.join(missing)} (its fields are {listed})",
                    "check_err_fields_missing",
                    missing=", ".join(missing),
                )
        init(self, *args, **kwargs)

    cls.__init__ = __init__  # type: ignore[misc]
    return cls
