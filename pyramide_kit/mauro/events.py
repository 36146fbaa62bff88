"""What Mauro offers the explorer: one throw of Miwin's dice, and a turn of variant 1.

Exact values come from `mauro.odds`, each proven there by two routes (the engine's 216
throws and `sympy.stats`; the turn by a Markov chain and the engine's bounds, its
variance by the generating function). Throws and turns are sampled by the vectorised
simulator (`mauro.vectorised`), whose tables are asked of the engine.
"""

from __future__ import annotations

import numpy as np
import sympy

from pyramide_kit.events import Event
from pyramide_kit.exact import to_sympy
from pyramide_kit.mauro.odds import (
    class_probabilities,
    expected_points_variant2,
    expected_turn_points_variant1,
    score_distribution_variant2,
    turn_variance_variant1,
)
from pyramide_kit.mauro.throws import ThrowClass
from pyramide_kit.mauro.vectorised import (
    CLASS_NAMES,
    simulate_points_variant2,
    simulate_throws,
    simulate_turns_variant1,
)

__all__ = ["turn_points"]


def turn_points(n: int, rng: np.random.Generator) -> np.ndarray:
    """Points banked by `n` turns of variant 1 (vectorised)."""
    return simulate_turns_variant1(n, rng).points


def _class_sampler(kind: ThrowClass):
    code = CLASS_NAMES.index(kind.value)
    return lambda n, rng: (simulate_throws(n, rng).cls == code).astype(np.int8)


def _score_codes(ev: Event, n: int, rng: np.random.Generator) -> np.ndarray:
    return ev.codes_of(simulate_points_variant2(n, rng))


def _variance_variant2() -> sympy.Rational:
    return to_sympy(score_distribution_variant2().variance())


_SCORE_EVENT = Event(
    "mauro",
    "score_variant2",
    "distribution",
    score_distribution_variant2,
    lambda n, rng: _score_codes(_SCORE_EVENT, n, rng),
)

EVENTS = (
    Event("mauro", "pasch", "probability", lambda: class_probabilities()[ThrowClass.PASCH],
          _class_sampler(ThrowClass.PASCH)),
    Event("mauro", "straight", "probability",
          lambda: class_probabilities()[ThrowClass.STRAIGHT], _class_sampler(ThrowClass.STRAIGHT)),
    Event("mauro", "neighbours", "probability",
          lambda: class_probabilities()[ThrowClass.NEIGHBOURS],
          _class_sampler(ThrowClass.NEIGHBOURS)),
    _SCORE_EVENT,
    Event("mauro", "mean_variant2", "mean", expected_points_variant2, simulate_points_variant2,
          exact_variance=_variance_variant2, limits=(0, None)),  # points are never negative
    Event("mauro", "turn_variant1", "mean", expected_turn_points_variant1,
          turn_points, exact_variance=turn_variance_variant1, limits=(0, None)),
)  # fmt: skip
