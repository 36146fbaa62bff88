"""What Kniffel offers the explorer: the patterns of one throw, and the Kniffel chase.

Exact values come from `kniffel.odds`: the one-throw patterns by counting formulas
(checked there against the engine's scoring of all 252 throws), the chance of a
Kniffel within three throws by the Markov chain (checked against an enumeration
through the engine), and "how many alike" after one throw from the chain's start
vector (its second route, a count of the 7776 ordered throws, is in `tests/explorer`).

Throws and chases are sampled by the vectorised simulator (`kniffel.vectorised`),
whose tables are asked of the engine's scoring and of the keeping rule.
"""

from __future__ import annotations

import numpy as np

from pyramide_kit.events import Event
from pyramide_kit.exact import Distribution
from pyramide_kit.kniffel.odds import (
    PATTERNS,
    one_throw_patterns,
    p_kniffel_within,
    state_distribution,
)
from pyramide_kit.kniffel.rules import DICE
from pyramide_kit.kniffel.vectorised import simulate_kniffel_within, simulate_one_throw

__all__ = ["most_alike", "most_alike_distribution"]

PATTERN_EVENTS = ("full_house", "small_straight", "large_straight", "four_of_a_kind", "kniffel")


def most_alike(n: int, rng: np.random.Generator) -> np.ndarray:
    """How many of the five dice show the most common face, for `n` throws."""
    dice = simulate_one_throw(n, rng).dice
    return (dice[:, :, None] == np.arange(1, 7)).sum(axis=1).max(axis=1)


def most_alike_distribution() -> Distribution:
    """How many dice show the most common face after one throw (chain's start vector)."""
    start = state_distribution(1)
    return Distribution({k + 1: start[0, k] for k in range(DICE)})


def _pattern_sampler(pattern: str):
    column = PATTERNS.index(pattern)
    return lambda n, rng: simulate_one_throw(n, rng).patterns[:, column].astype(np.int8)


def _chase(n: int, rng: np.random.Generator) -> np.ndarray:
    return simulate_kniffel_within(n, rng, 3).kniffel.astype(np.int8)


def _alike_codes(ev: Event, n: int, rng: np.random.Generator) -> np.ndarray:
    return ev.codes_of(most_alike(n, rng))


def _pattern_event(pattern: str) -> Event:
    return Event("kniffel", pattern, "probability", lambda: one_throw_patterns()[pattern],
                 _pattern_sampler(pattern))  # fmt: skip


_ALIKE_EVENT = Event(
    "kniffel",
    "most_alike",
    "distribution",
    most_alike_distribution,
    lambda n, rng: _alike_codes(_ALIKE_EVENT, n, rng),
)

EVENTS = (
    Event("kniffel", "kniffel_three_throws", "probability", lambda: p_kniffel_within(3),
          _chase),
    *(_pattern_event(p) for p in PATTERN_EVENTS),
    _ALIKE_EVENT,
)  # fmt: skip
