"""What Würfelpyramiden schmieden offers the explorer: fitting dice and whole rounds.

Exact values come from `schmieden.odds`, each proven there by two routes: "smaller
than the average" by counting and by `sympy.stats`; the first throw by the engine and
the sorted criterion; the round of the computer policy by a backward recursion and a
forward Markov chain (the throws needed and the points both follow from that law).

"Smaller than the average" is sampled as arrays (three dice, the rules' own `fits`
looked up for all 216 throws); whole rounds are played by the vectorised simulator
(`schmieden.vectorised`), whose table is asked of the policy's moves and the rules.
The first throw is a round of one throw played by the greedy policy, which completes
exactly the buildable throws (a test in `tests/schmieden` shows it).
"""

from __future__ import annotations

from functools import cache
from itertools import product

import numpy as np
import sympy

from pyramide_kit.events import Event
from pyramide_kit.exact import to_sympy
from pyramide_kit.schmieden.conditions import fits
from pyramide_kit.schmieden.odds import (
    expected_points,
    p_complete_first_throw,
    p_first_throw_bonus,
    p_middle_fits_fresh,
    points_distribution,
    throws_distribution,
)
from pyramide_kit.schmieden.pieces import WHITE
from pyramide_kit.schmieden.rules import Rules
from pyramide_kit.schmieden.strategy import GREEDY
from pyramide_kit.schmieden.vectorised import simulate_rounds

__all__ = ["first_throws", "middle_fits"]

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


def first_throws(n: int, rng: np.random.Generator, equal: int | None = None) -> np.ndarray:
    """1 where the greedy policy builds the whole pyramid from a first throw (with
    `equal` as its largest group of equal dice, if given)."""
    rounds = simulate_rounds(n, rng, GREEDY, ONE_THROW)
    done = rounds.throw == 1
    if equal is not None:
        done &= rounds.equal == equal
    return done.astype(np.int8)


def _throws_codes(ev: Event, n: int, rng: np.random.Generator) -> np.ndarray:
    lookup = np.array([ev.code(None if k == 0 else k) for k in range(len(ev.outcomes))])
    return lookup[simulate_rounds(n, rng).throw]


def _points(n: int, rng: np.random.Generator) -> np.ndarray:
    return simulate_rounds(n, rng).points


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
          exact_variance=_points_variance, limits=(0, None)),  # a round scores 0 or more
)  # fmt: skip
