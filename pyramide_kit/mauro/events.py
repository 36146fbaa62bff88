"""What Mauro offers the explorer: one throw of Miwin's dice, and a turn of variant 1.

Exact values come from `mauro.odds`, each proven there by two routes (the engine's 216
throws and `sympy.stats`; the turn by a Markov chain and the engine's bounds, its
variance by the generating function). One throw is sampled as arrays: each die's face
is drawn as `dice.roll` draws it (an index into the die's faces), and the engine's own
`classify` / `score_variant2` of every one of the 216 throws is looked up. A turn of
variant 1 is played through the rules engine (`odds.simulate_turn_points`).
"""

from __future__ import annotations

from functools import cache
from itertools import product

import numpy as np
import sympy

from pyramide_kit.dice import MIWIN_DICE
from pyramide_kit.exact import to_sympy
from pyramide_kit.explorer.registry import Event, engine_sampler, register
from pyramide_kit.mauro.odds import (
    class_probabilities,
    expected_points_variant2,
    expected_turn_points_variant1,
    score_distribution_variant2,
    simulate_turn_points,
    turn_variance_variant1,
)
from pyramide_kit.mauro.throws import ThrowClass, classify, score_variant2
from pyramide_kit.ui.i18n import register as register_labels

__all__ = ["throw_classes", "throw_scores"]

_CLASS_CODES = tuple(ThrowClass)


@cache
def _tables() -> tuple[np.ndarray, np.ndarray]:
    """Class code and variant-2 score of every throw, indexed by the three face indices."""
    sides = [die.sides for die in MIWIN_DICE]
    classes = np.zeros(sides, dtype=np.int8)
    scores = np.zeros(sides, dtype=np.int64)
    for index in product(*(range(s) for s in sides)):
        throw = tuple(die.faces[i] for die, i in zip(MIWIN_DICE, index, strict=True))
        classes[index] = _CLASS_CODES.index(classify(throw))
        scores[index] = score_variant2(throw)
    return classes, scores


def _face_indices(n: int, rng: np.random.Generator) -> tuple[np.ndarray, ...]:
    return tuple(rng.integers(0, die.sides, size=n) for die in MIWIN_DICE)


def throw_classes(n: int, rng: np.random.Generator) -> np.ndarray:
    """Class codes (index into `ThrowClass`) of `n` throws of dice III, IV, V."""
    return _tables()[0][_face_indices(n, rng)]


def throw_scores(n: int, rng: np.random.Generator) -> np.ndarray:
    """Variant-2 points of `n` throws of dice III, IV, V."""
    return _tables()[1][_face_indices(n, rng)]


def _class_sampler(kind: ThrowClass):
    code = _CLASS_CODES.index(kind)
    return lambda n, rng: (throw_classes(n, rng) == code).astype(np.int8)


def _score_codes(ev: Event, n: int, rng: np.random.Generator) -> np.ndarray:
    codes = np.array([ev.code(o) for o in ev.outcomes], dtype=np.int64)
    lookup = np.full(max(ev.outcomes) + 1, -1, dtype=np.int64)
    lookup[list(ev.outcomes)] = codes
    return lookup[throw_scores(n, rng)]


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
    Event("mauro", "mean_variant2", "mean", expected_points_variant2, throw_scores,
          exact_variance=_variance_variant2),
    Event("mauro", "turn_variant1", "mean", expected_turn_points_variant1,
          engine_sampler(simulate_turn_points), exact_variance=turn_variance_variant1),
)  # fmt: skip

register_labels(
    {
        "mauro_event_pasch": {
            "en": "Mauro: a pasch (two equal numbers) in one throw of III, IV, V",
            "de": "Mauro: ein Pasch (zwei gleiche Zahlen) in einem Wurf von III, IV, V",
        },
        "mauro_event_straight": {
            "en": "Mauro: a straight (three neighbours) in one throw",
            "de": "Mauro: eine Straße (drei Nachbarn) in einem Wurf",
        },
        "mauro_event_neighbours": {
            "en": "Mauro: neighbours (but no straight, no pasch) in one throw",
            "de": "Mauro: Nachbarn (aber keine Straße, kein Pasch) in einem Wurf",
        },
        "mauro_event_score_variant2": {
            "en": "Mauro: points of one throw in variant 2 (distribution)",
            "de": "Mauro: Punkte eines Wurfs in Variante 2 (Verteilung)",
        },
        "mauro_event_mean_variant2": {
            "en": "Mauro: mean points of one throw in variant 2",
            "de": "Mauro: mittlere Punkte eines Wurfs in Variante 2",
        },
        "mauro_event_turn_variant1": {
            "en": "Mauro: mean points a turn of variant 1 banks",
            "de": "Mauro: mittlere Punkte, die ein Zug in Variante 1 einbringt",
        },
    }
)
register(*EVENTS)
