"""What Würfelpyramiden schmieden offers the explorer: fitting dice and whole rounds.

Exact values come from `schmieden.odds`, each proven there by two routes: "smaller
than the average" by counting and by `sympy.stats`; the first throw by the engine and
the sorted criterion; the round of the computer policy by a backward recursion and a
forward Markov chain (the throws needed and the points both follow from that law).

"Smaller than the average" is sampled as arrays (three dice, the rules' own `fits`
looked up for all 216 throws); whole rounds are played by `schmieden.simulation`,
which makes the policy's moves and draws the dice exactly as the engine does. The
first throw is a round of one throw played by the greedy policy, which completes
exactly the buildable throws (a test in `tests/schmieden` shows it).
"""

from __future__ import annotations

from functools import cache
from itertools import product

import numpy as np
import sympy

from pyramide_kit.exact import to_sympy
from pyramide_kit.explorer.registry import Event, register
from pyramide_kit.schmieden.odds import (
    expected_points,
    p_complete_first_throw,
    p_first_throw_bonus,
    p_middle_fits_fresh,
    points_distribution,
    throws_distribution,
)
from pyramide_kit.schmieden.pieces import WHITE
from pyramide_kit.schmieden.rules import Rules, fits
from pyramide_kit.schmieden.simulation import simulate_round
from pyramide_kit.schmieden.strategy import GREEDY, Policy
from pyramide_kit.ui.i18n import register as register_labels

__all__ = ["first_throws", "middle_fits", "rounds"]

ONE_THROW = Rules(max_throws=1)


@cache
def _fits_table() -> np.ndarray:
    """fits(m, (x, y)) of the rules for every index triple (x, y, m) of white faces."""
    faces = WHITE.faces
    table = np.zeros((len(faces),) * 3, dtype=np.int8)
    for i, j, k in product(range(len(faces)), repeat=3):
        table[i, j, k] = fits(faces[k], (faces[i], faces[j]))
    return table


def middle_fits(n: int, rng: np.random.Generator) -> np.ndarray:
    """1 where a fresh die M fits on two fresh dice X, Y (2 M < X + Y), for `n` throws."""
    x, y, m = (rng.integers(0, WHITE.sides, size=n) for _ in range(3))
    return _fits_table()[x, y, m]


def rounds(
    n: int, rng, policy: Policy = Policy(), rules: Rules | None = None
) -> list[tuple[int | None, int]]:
    """`n` rounds: (throw that completed the pyramid or None, largest equal group)."""
    return [simulate_round(rng, policy, rules) for _ in range(n)]


def first_throws(n: int, rng, equal: int | None = None) -> np.ndarray:
    """1 where the greedy policy builds the whole pyramid from a first throw (with
    `equal` as its largest group of equal dice, if given)."""
    return np.fromiter(
        (
            throw == 1 and (equal is None or group == equal)
            for throw, group in rounds(n, rng, GREEDY, ONE_THROW)
        ),
        dtype=np.int8,
        count=n,
    )


def _throws_codes(ev: Event, n: int, rng) -> np.ndarray:
    return np.array([ev.code(throw) for throw, _ in rounds(n, rng)], dtype=np.int64)


def _points(n: int, rng) -> np.ndarray:
    rules = Rules()
    return np.array(
        [
            0 if throw is None else rules.points_for_throw(throw) + rules.bonus_for(group)
            for throw, group in rounds(n, rng, Policy(), rules)
        ],
        dtype=np.int64,
    )


def _points_variance() -> sympy.Rational:
    return to_sympy(points_distribution().variance())


def _throws_label(outcome: int | None) -> str:
    return "–" if outcome is None else str(outcome)


_THROWS_EVENT = Event(
    "schmieden",
    "throws_needed",
    "distribution",
    throws_distribution,
    lambda n, rng: _throws_codes(_THROWS_EVENT, n, rng),
    outcome_label=_throws_label,
)

EVENTS = (
    Event("schmieden", "middle_fits", "probability", p_middle_fits_fresh, middle_fits),
    Event("schmieden", "complete_first_throw", "probability", p_complete_first_throw,
          first_throws),
    Event("schmieden", "first_throw_three_equal", "probability", lambda: p_first_throw_bonus(3),
          lambda n, rng: first_throws(n, rng, equal=3)),
    _THROWS_EVENT,
    Event("schmieden", "points", "mean", expected_points, _points,
          exact_variance=_points_variance),
)  # fmt: skip

register_labels(
    {
        "schmieden_event_middle_fits": {
            "en": "Schmieden: a fresh die is smaller than the average of two fresh dice",
            "de": "Schmieden: ein neuer Würfel ist kleiner als der Mittelwert zweier neuer",
        },
        "schmieden_event_complete_first_throw": {
            "en": "Schmieden: the whole pyramid from the very first throw",
            "de": "Schmieden: die ganze Pyramide gleich aus dem ersten Wurf",
        },
        "schmieden_event_first_throw_three_equal": {
            "en": "Schmieden: the whole pyramid from the first throw, three equal dice",
            "de": "Schmieden: die ganze Pyramide aus dem ersten Wurf, mit drei gleichen",
        },
        "schmieden_event_throws_needed": {
            "en": "Schmieden: throw that completes the pyramid, computer policy (– never)",
            "de": "Schmieden: Wurf, der die Pyramide fertig macht, Computer (– nie)",
        },
        "schmieden_event_points": {
            "en": "Schmieden: mean points of a round, computer policy",
            "de": "Schmieden: mittlere Punkte einer Runde, Computer",
        },
    }
)
register(*EVENTS)
