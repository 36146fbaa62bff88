"""Numeric codes for dice, shared by the table-driven (vectorised) simulators.

A simulator draws one random integer r in [0, 6**k) per throw of k dice: its base-6
digits, plus one, are the pips. To look a roll up in a table, a multiset of n dice gets
its *count code*: the sum of (n + 1)**(pip - 2) over the pips 2 .. 6 (ones weigh
nothing, they are what is left). Codes of disjoint groups add up to the code of their
union, so kept dice and fresh dice combine by one addition, and among n dice the code
names the multiset. Nothing here knows a rule of any game.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable
from functools import cached_property

import numpy as np

from pyramide_kit.checks import check_draws
from pyramide_kit.errors import RuleError, quoted

__all__ = ["CountCode", "as_draw_array", "as_draws", "draw_digits"]


def as_draw_array(draws: object, name: str, high: int, shape: tuple[int | None, ...]) -> np.ndarray:
    """`draws` as an integer array of `shape` (None: any length) with values in
    [0, high): an array, or a list or tuple of numbers (rows) that makes one, else a
    `RuleError` (`checks.check_draws`; a ragged list or text never reaches numpy's own
    errors, and an endless iterator or a huge range is not read)."""
    if isinstance(draws, list | tuple):
        with contextlib.suppress(TypeError, ValueError, OverflowError, RecursionError):
            draws = np.asarray(draws)
    return check_draws(draws, name, high, shape)


def as_draws(draws: object, name: str, high: int, rows: int | None = None) -> list[np.ndarray]:
    """The rows of the draws a simulator's `*_from_draws` is given: an integer array of
    shape (rows, n) or a list of such rows of one length (kept apart, not copied), with
    values in [0, high); `rows` None means one or more. Anything else (a row of text, an
    endless iterator, a ragged list, a value out of range) is a `RuleError`
    (`checks.check_draws`)."""
    if isinstance(draws, np.ndarray):
        try:
            out = list(check_draws(draws, name, high, (rows, None)))
        except RuleError:
            out = None  # refused below, in the words of rows of throws
    elif isinstance(draws, list | tuple):
        out = [check_draws(row, name, high, (None,)) for row in draws]
    else:
        out = None
    if out is None or not out or (rows is not None and len(out) != rows):
        shown = "n" if rows is None else str(rows)
        raise RuleError(
            f"{name} must be an array of whole numbers from 0 to {high - 1} of shape "
            f"({shown}, n), one row per throw, not {quoted(draws)}",
            "check_err_draws",
            name=name,
            high=high - 1,
            shape=f"({shown}, n)",
            value=quoted(draws),
        )
    if any(len(row) != len(out[0]) for row in out):
        raise RuleError(
            f"the rows of {name} must be of one length, not {quoted([len(r) for r in out])}",
            "check_err_draws",
            name=name,
            high=high - 1,
            shape="(throws, n)",
            value=quoted(draws),
        )
    return out


def draw_digits(draw: int, k: int) -> tuple[int, ...]:
    """The pips of the k dice that one draw gives (base-6 digits, lowest first, + 1)."""
    return tuple(int(draw) // 6**i % 6 + 1 for i in range(k))


class CountCode:
    """Count codes for multisets of up to `dice` ordinary dice."""

    def __init__(self, dice: int) -> None:
        self.dice = dice
        self.draw_range = 6**dice
        base = dice + 1
        self.weights = np.array([0] + [base**i for i in range(5)])

    def code(self, dice: Iterable[int]) -> int:
        """The count code of some dice."""
        return int(sum(self.weights[pip - 1] for pip in dice))

    @cached_property
    def fresh_table(self) -> np.ndarray:
        """FRESH[k * 6**dice + r]: count code of the k lowest base-6 digits of r.

        One lookup turns a draw for a throw of k dice into the code of those k dice.
        """
        r = np.arange(self.draw_range)
        table = np.zeros((self.dice + 1, self.draw_range), dtype=np.uint16)
        for k in range(1, self.dice + 1):
            table[k] = table[k - 1] + self.weights[r // 6 ** (k - 1) % 6]
        return table.ravel()
