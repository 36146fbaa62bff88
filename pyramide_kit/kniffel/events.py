"""What Kniffel offers the explorer: the patterns of one throw, and the Kniffel chase.

Exact values come from `kniffel.odds`: the one-throw patterns by counting formulas
(checked there against the engine's scoring of all 252 throws), the chance of a
Kniffel within three throws by the Markov chain (checked against an enumeration
through the engine), and "how many alike" after one throw from the chain's start
vector (its second route, a count of the 7776 ordered throws, is in `tests/explorer`).

One throw is sampled as arrays: five dice drawn as `Game.throw` draws them, and the
engine's `score` of every throw looked up. The chase is played through the engine.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import product

import numpy as np

from pyramide_kit.exact import Distribution
from pyramide_kit.explorer.registry import Event, engine_sampler, register
from pyramide_kit.kniffel.odds import (
    keep_most_common,
    one_throw_patterns,
    p_kniffel_within,
    state_distribution,
)
from pyramide_kit.kniffel.rules import DICE, Rules, is_kniffel, new_game, score
from pyramide_kit.ui.i18n import register as register_labels

__all__ = ["chase_kniffel", "most_alike_distribution", "throw_indices"]

PATTERN_EVENTS = ("full_house", "small_straight", "large_straight", "four_of_a_kind", "kniffel")
_POWERS = 6 ** np.arange(DICE)


@cache
def _tables() -> dict[str, np.ndarray]:
    """For every ordered throw (index: base-6 digits, die i at 6**i): does it score in
    each pattern (asked of the engine's `score`), and how many dice are alike."""
    tables = {p: np.zeros(6**DICE, dtype=np.int8) for p in (*PATTERN_EVENTS, "alike")}
    rules = Rules()
    known: dict[tuple[int, ...], dict[str, int]] = {}
    for index, digits in enumerate(product(range(6), repeat=DICE)):
        dice = tuple(sorted(d + 1 for d in reversed(digits)))
        if dice not in known:
            row = {p: int(score(p, dice, rules) > 0) for p in PATTERN_EVENTS}
            row["alike"] = max(Counter(dice).values())
            known[dice] = row
        for name, value in known[dice].items():
            tables[name][index] = value
    return tables


def throw_indices(n: int, rng: np.random.Generator) -> np.ndarray:
    """`n` throws of five dice, each as the index of its ordered faces."""
    return rng.integers(0, 6, size=(n, DICE)) @ _POWERS


def most_alike_distribution() -> Distribution:
    """How many dice show the most common face after one throw (chain's start vector)."""
    start = state_distribution(1)
    return Distribution({k + 1: start[0, k] for k in range(DICE)})


def chase_kniffel(rng, throws: int = 3) -> bool:
    """One turn through the engine, always keeping the most common face (higher on a
    tie): is there a Kniffel by the last throw?"""
    game = new_game().throw(rng)
    while not is_kniffel(game.dice) and game.throws_left and game.throws < throws:
        game = game.hold(keep_most_common(game.dice)).throw(rng)
    return is_kniffel(game.dice)


def _pattern_sampler(pattern: str):
    return lambda n, rng: _tables()[pattern][throw_indices(n, rng)]


def _alike_codes(ev: Event, n: int, rng: np.random.Generator) -> np.ndarray:
    return ev.codes_of(_tables()["alike"][throw_indices(n, rng)])


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
          engine_sampler(chase_kniffel, np.int8)),
    *(_pattern_event(p) for p in PATTERN_EVENTS),
    _ALIKE_EVENT,
)  # fmt: skip

register_labels(
    {
        "kniffel_event_kniffel_three_throws": {
            "en": "Kniffel: a Kniffel within three throws, keeping the most common face",
            "de": "Kniffel: ein Kniffel in drei Würfen, die häufigste Augenzahl bleibt liegen",
        },
        "kniffel_event_full_house": {
            "en": "Kniffel: a full house in one throw",
            "de": "Kniffel: ein Full House in einem Wurf",
        },
        "kniffel_event_small_straight": {
            "en": "Kniffel: a small straight in one throw",
            "de": "Kniffel: eine kleine Straße in einem Wurf",
        },
        "kniffel_event_large_straight": {
            "en": "Kniffel: a large straight in one throw",
            "de": "Kniffel: eine große Straße in einem Wurf",
        },
        "kniffel_event_four_of_a_kind": {
            "en": "Kniffel: four of a kind (or more) in one throw",
            "de": "Kniffel: ein Viererpasch (oder mehr) in einem Wurf",
        },
        "kniffel_event_kniffel": {
            "en": "Kniffel: a Kniffel (five alike) in one throw",
            "de": "Kniffel: ein Kniffel (fünf gleiche) in einem Wurf",
        },
        "kniffel_event_most_alike": {
            "en": "Kniffel: how many dice are alike after one throw (distribution)",
            "de": "Kniffel: wie viele Würfel nach einem Wurf gleich sind (Verteilung)",
        },
    }
)
register(*EVENTS)
