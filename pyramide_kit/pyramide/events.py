"""What Pyramide offers the explorer: the road to the pyramid of ones.

Every exact value comes from `pyramide.odds.p_pyramid_of_ones` (enumerated over the
rules engine; the closed form (1 - (5/6)^k)^6 is the second route in
`tests/pyramide/test_odds.py`). The waiting time in rounds is geometric with that
chance; its mean and variance are checked by `sympy.stats` in `tests/explorer`.
The samplers play whole rounds with the vectorised simulator (`pyramide.vectorised`),
whose tables are asked of the same keeping rule and scoring as the engine; the waits
(some 179 rounds each) draw one integer per round that names all its dice
(`simulate_ones_waits`), so a million waits take a second, not twenty.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import sympy

from pyramide_kit.events import Event
from pyramide_kit.exact import Distribution, as_fraction
from pyramide_kit.pyramide.odds import p_pyramid_of_ones
from pyramide_kit.pyramide.rules import Rules
from pyramide_kit.pyramide.vectorised import simulate_keep_ones, simulate_ones_waits

__all__ = ["all_ones", "rounds_until_ones", "throws_until_ones_distribution"]

ROUND_THROWS = Rules().throws  # a round of the default rules: three throws


def all_ones(n: int, rng: np.random.Generator, throws: int) -> np.ndarray:
    """1 for each of `n` rounds of `throws` throws (keeping every one) that ends with
    six ones."""
    return (simulate_keep_ones(n, rng, throws).dice == 1).all(axis=1).astype(np.int8)


def rounds_until_ones(n: int, rng: np.random.Generator) -> np.ndarray:
    """`n` waiting times: rounds of three throws played one after another until one of
    them ends with the pyramid of ones (the round that makes it counts)."""
    return simulate_ones_waits(n, rng)


def throws_until_ones_distribution() -> Distribution:
    """Throw (1, 2, 3) at which the sixth one shows, or None if not within the round's
    three throws, from P(six ones within k throws) by differences."""
    throws = range(1, ROUND_THROWS + 1)
    within = [Fraction(0)] + [as_fraction(p_pyramid_of_ones(k)) for k in throws]
    law = {k: within[k] - within[k - 1] for k in throws}
    law[None] = 1 - within[ROUND_THROWS]
    return Distribution(law)


def _throws_until_ones(ev: Event, n: int, rng: np.random.Generator) -> np.ndarray:
    rounds = simulate_keep_ones(n, rng, ROUND_THROWS)
    done = (rounds.dice == 1).all(axis=1)
    codes = np.full(n, ev.code(None), dtype=np.int64)
    for k in range(1, ROUND_THROWS + 1):
        codes[done & (rounds.throws == k)] = ev.code(k)
    return codes


def _geometric_variance() -> sympy.Rational:
    p = p_pyramid_of_ones(ROUND_THROWS)
    return (1 - p) / p**2


def _throws_label(outcome: int | None) -> str:
    return f"> {ROUND_THROWS}" if outcome is None else str(outcome)


_THROWS_EVENT = Event(
    "pyramide",
    "throws_until_ones",
    "distribution",
    throws_until_ones_distribution,
    lambda n, rng: _throws_until_ones(_THROWS_EVENT, n, rng),
    outcome_label=_throws_label,
)

EVENTS = (
    Event("pyramide", "ones_one_throw", "probability", lambda: p_pyramid_of_ones(1),
          lambda n, rng: all_ones(n, rng, 1)),
    Event("pyramide", "ones_two_throws", "probability", lambda: p_pyramid_of_ones(2),
          lambda n, rng: all_ones(n, rng, 2)),
    Event("pyramide", "ones_three_throws", "probability", lambda: p_pyramid_of_ones(3),
          lambda n, rng: all_ones(n, rng, 3)),
    _THROWS_EVENT,
    Event("pyramide", "rounds_until_ones", "mean", lambda: 1 / p_pyramid_of_ones(ROUND_THROWS),
          rounds_until_ones, exact_variance=_geometric_variance,
          limits=(1, None)),  # the wait counts the round that brings the pyramid
)  # fmt: skip
