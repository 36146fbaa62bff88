"""The Bayes step of Pyramide with cards in `Fraction`s: the chance that a claimant holds
the rank, before and after the claim.

The computer players decide with these in a loop, and a board imports them, so they
need no SymPy; `karten.odds` gives the same numbers as `sympy.Rational` and proves them
by a second route.
"""

from __future__ import annotations

from fractions import Fraction
from math import comb
from typing import Any

from pyramide_kit.checks import whole_number
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.exact import as_fraction

__all__ = ["check_rate", "claim_true_fraction", "holds_fraction"]


def check_rate(value: Any, name: str) -> Fraction:
    """An exact rate from 0 to 1 (an int, a Fraction, a SymPy Rational or text like 1/4;
    a float is refused, as the odds and the policies' Bayes step must stay exact)."""
    try:
        rate = as_fraction(value)
    except ValueError:
        rate = None
    if rate is None or not 0 <= rate <= 1:
        raise RuleError(
            f"{name} is an exact number from 0 to 1 (e.g. Fraction(1, 4)), not {quoted(value)}",
            "karten_err_rate",
            name=name,
            value=quoted(value),
        )
    return rate


def holds_fraction(unseen: int, matching: int, hand_size: int) -> Fraction:
    """`p_holds` as a `Fraction` (fast, for computer players deciding in a loop)."""
    unseen = whole_number(unseen, "unseen", 0, 52)
    whole_number(matching, "matching", 0, unseen)
    whole_number(hand_size, "hand_size", 0, unseen)
    return 1 - Fraction(comb(unseen - matching, hand_size), comb(unseen, hand_size))


def claim_true_fraction(
    unseen: int, matching: int, hand_size: int, bluff_rate: Fraction | int
) -> Fraction:
    """`p_claim_true` as a `Fraction`."""
    rate = check_rate(bluff_rate, "bluff_rate")
    prior = holds_fraction(unseen, matching, hand_size)
    if prior == 0:
        return Fraction(0)
    return prior / (prior + (1 - prior) * rate)
