"""Checks of the values that users hand to the kit: counts, seeds, names, choices.

Every `Rules` object, state, public function and widget constructor checks its arguments
with these, so that a float where a count belongs, a bool, NaN, a string or None gives the
same clear `RuleError` (a `ValueError` with a catalogue key, so widgets show it in German
too) everywhere, instead of being rounded, guessed or crashing later.
"""

from __future__ import annotations

import operator
from collections.abc import Iterable
from itertools import islice
from typing import Any

from pyramide_kit.errors import RuleError, quoted

__all__ = [
    "MOST_TRIALS",
    "check_choice",
    "check_flag",
    "check_rng",
    "check_seed",
    "check_text",
    "few_items",
    "trial_count",
    "whole_number",
]

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
    """`rng` if it is a `numpy.random.Generator` (e.g. `simulate.rng_for(seed)`), else a
    `RuleError` (a seed or the legacy `numpy.random` module is not a generator)."""
    import numpy as np

    if not isinstance(rng, np.random.Generator):
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


def whole_number(value: Any, name: str, low: int | None = None, high: int | None = None) -> int:
    """`value` as an int if it is a whole number within [low, high], else a `RuleError`.

    Python ints and numpy integers count; bools, floats (even 2.0), NaN, inf, strings and
    None do not: a count written as 1.5 or "3" is a mistake to report, not to round.
    """
    if isinstance(value, bool) or type(value).__name__ == "bool_":
        number = None
    else:
        try:
            number = operator.index(value)
        except TypeError:
            number = None
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


def check_choice(value: Any, name: str, choices: Iterable[Any]) -> Any:
    """`value` if it is one of `choices` (compared with ==, bools never stand for ints)."""
    choices = tuple(choices)
    if isinstance(value, bool) or not any(
        (value == c and type(value) is type(c)) or value is c for c in choices
    ):
        shown = ", ".join(repr(c) for c in choices)
        raise RuleError(
            f"{name} must be one of {shown}, not {quoted(value)}",
            "check_err_choice",
            name=name,
            choices=shown,
            value=quoted(value),
        )
    return value


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
