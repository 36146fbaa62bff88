"""Checks of the values that users hand to the kit: counts, seeds, names, choices.

Every `Rules` object, state, public function and widget constructor checks its arguments
with these, so that a float where a count belongs, a bool, NaN, a string or None gives the
same clear `RuleError` (a `ValueError` with a catalogue key, so widgets show it in German
too) everywhere, instead of being rounded, guessed or crashing later.
"""

from __future__ import annotations

import operator
from collections.abc import Iterable
from typing import Any

from pyramide_kit.errors import RuleError, quoted

__all__ = ["check_choice", "check_flag", "check_seed", "check_text", "whole_number"]

SEED_LIMIT = 2**63
"""Seeds are whole numbers from 0 to 2**63 - 1 (what numpy's generators take)."""


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
