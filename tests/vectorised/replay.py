"""Replaying the vectorised simulators' draws through the rules engines.

Each simulator turns one random integer into one throw: its base-6 digits, lowest first,
are the dice (`dice_codes.draw_digits`). `DigitRng` hands those digits to an engine that
rolls with numpy's `rng.integers(0, 6, size=k)`, so the engine plays exactly the dice the
simulator used.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from pyramide_kit.dice_codes import draw_digits


class DigitRng:
    """A stand-in for `numpy.random.Generator` serving the digits of given draws.

    `calls_per_throw` is how many `integers` calls one throw of the engine makes (three
    for Schmieden's three rows); the digits of one draw are shared out over those calls
    in order, and the next throw starts on the next draw.
    """

    def __init__(self, draws: Sequence[int], calls_per_throw: int = 1) -> None:
        self.draws = [int(d) for d in draws]
        self.calls_per_throw = calls_per_throw
        self.calls = 0
        self.used = 0  # digits of the current draw already handed out
        self.dice = 0  # dice rolled in all

    @property
    def throws(self) -> int:
        """How many draws (throws) the engine has started."""
        return -(-self.calls // self.calls_per_throw)

    def integers(self, low: int, high: int, size: int) -> np.ndarray:
        if (low, high) != (0, 6):
            raise AssertionError(f"the engines roll dice as integers(0, 6), not ({low}, {high})")
        if self.calls % self.calls_per_throw == 0:
            self.used = 0
        draw = self.draws[self.calls // self.calls_per_throw]
        self.calls += 1
        values = [pip - 1 for pip in draw_digits(draw, self.used + size)[self.used :]]
        self.used += size
        self.dice += size
        return np.array(values, dtype=np.int64)
