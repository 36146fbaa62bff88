"""Numeric codes for dice, shared by the table-driven (vectorised) simulators.

A simulator draws one random integer r in [0, 6**k) per throw of k dice: its base-6
digits, plus one, are the pips. To look a roll up in a table, a multiset of n dice gets
its *count code*: the sum of (n + 1)**(pip - 2) over the pips 2 .. 6 (ones weigh
nothing, they are what is left). Codes of disjoint groups add up to the code of their
union, so kept dice and fresh dice combine by one addition, and among n dice the code
names the multiset. Nothing here knows a rule of any game.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cached_property

import numpy as np

__all__ = ["CountCode", "draw_digits"]


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
