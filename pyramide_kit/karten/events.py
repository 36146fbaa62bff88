"""What Pyramide with cards offers the explorer: matches in the deal and Ride the Bus.

Exact values come from `karten.odds`, each proven there by two routes: "someone holds
the rank" by the hypergeometric law in `sympy.stats` and by counting deals of the
engine; the number of matching cards by counting card sets and by `sympy.stats`; Ride
the Bus by a closed form over card values and by walking every draw through the
engine's answer check (how a run ends follows from the same step chances).

Every trial deals or draws in numpy (`karten.vectorised`: blocks of shuffled decks and
tables the engine answers); the tests replay the same cards through the engine.
"""

from __future__ import annotations

import numpy as np

from pyramide_kit.events import Event
from pyramide_kit.karten import vectorised as vec
from pyramide_kit.karten.odds import (
    bus_attempt_distribution,
    bus_one_go,
    matches_distribution,
    p_someone_matches,
)

__all__ = ["EVENTS"]

TABLE = 4


def _someone_matches(n: int, rng: np.random.Generator) -> np.ndarray:
    return vec.simulate_matches(n, rng, TABLE).any(axis=1).astype(np.int8)


def _someone_else_matches(n: int, rng: np.random.Generator) -> np.ndarray:
    return vec.simulate_seen_from_a_seat(n, rng, TABLE).astype(np.int8)


def _matching_cards(n: int, rng: np.random.Generator) -> np.ndarray:
    return _MATCHES.codes_of(vec.simulate_matches(n, rng, TABLE).sum(axis=1))


def _bus_one_go(n: int, rng: np.random.Generator) -> np.ndarray:
    return vec.simulate_bus_runs(n, rng).through.astype(np.int8)


def _bus_end(n: int, rng: np.random.Generator) -> np.ndarray:
    """Each run's outcome ("through", 4) or ("wrong", k) as its index in the exact law
    (`Event.code` refuses an outcome the law calls impossible)."""
    runs = vec.simulate_bus_runs(n, rng)
    key = runs.through * 8 + runs.cards
    lookup = np.zeros(16, dtype=np.int64)
    for k in np.flatnonzero(np.bincount(key, minlength=16)):
        lookup[k] = _BUS_END.code(("through" if k >= 8 else "wrong", int(k % 8)))
    return lookup[key]


def _bus_label(outcome: tuple[str, int]) -> str:
    return "✓" if outcome[0] == "through" else f"✗ {outcome[1]}"


_MATCHES = Event(
    "karten",
    "matching_cards",
    "distribution",
    lambda: matches_distribution(TABLE),
    _matching_cards,
)
_BUS_END = Event(
    "karten",
    "bus_end",
    "distribution",
    bus_attempt_distribution,
    _bus_end,
    outcome_label=_bus_label,
)

EVENTS = (
    Event("karten", "someone_matches", "probability", lambda: p_someone_matches(TABLE),
          _someone_matches),
    Event("karten", "someone_else_matches", "probability",
          lambda: p_someone_matches(TABLE, knowing_own_hand=True), _someone_else_matches),
    _MATCHES,
    Event("karten", "bus_one_go", "probability", bus_one_go, _bus_one_go),
    _BUS_END,
)  # fmt: skip
