"""The catalogue of events a lesson asks a prediction for: each one's exact probability
and a simulation of it.

The exact value is the lesson's exercise answer (`pyramide_kit.answers`, an enumeration
over the engines' dice); the simulation throws the same dice with NumPy, a second route
that shares nothing with the first but the dice's faces. The question a student reads
lives in `labels` (`predict_q_<key>`), so the lesson's code cell names only the key and
is the same in both editions.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from pyramide_kit import answers
from pyramide_kit.dice import MIWIN_III, MIWIN_V
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.schmieden.pieces import BLUE, WHITE

__all__ = ["EVENTS", "Event", "event"]

_D6 = np.arange(1, 7)


def _faces(rng: np.random.Generator, faces: tuple[int, ...], shape: tuple[int, ...]):
    return rng.choice(np.asarray(faces), size=shape)


def _mauro_apart(rng: np.random.Generator, n: int) -> np.ndarray:
    """Dice III and V: neither the same number nor neighbours (1 and 9 are neighbours)."""
    gap = np.abs(_faces(rng, MIWIN_III.faces, (n,)) - _faces(rng, MIWIN_V.faces, (n,)))
    return ~np.isin(gap, (0, 1, 8))


def _kniffel_two_alike(rng: np.random.Generator, n: int) -> np.ndarray:
    """Five dice: at least two show the same face."""
    throws = np.sort(rng.choice(_D6, size=(n, 5)), axis=1)
    return (np.diff(throws, axis=1) == 0).any(axis=1)


def _schmieden_average(rng: np.random.Generator, n: int) -> np.ndarray:
    """Two white dice and a blue one: the blue is exactly the whites' average."""
    x, y = _faces(rng, WHITE.faces, (2, n))
    return 2 * _faces(rng, BLUE.faces, (n,)) == x + y


def _one_within_four(rng: np.random.Generator, n: int) -> np.ndarray:
    """One die thrown four times: at least one one."""
    return (rng.choice(_D6, size=(n, 4)) == 1).any(axis=1)


def _tiny_game_four(rng: np.random.Generator, n: int) -> np.ndarray:
    """The tiny game's average rule: keep a 5 or 6 from the first throw, a 4 to 6 from
    the second, else the third; the event is finishing with at least 4 points."""
    first, second, third = rng.choice(_D6, size=(3, n))
    points = np.where(first >= 5, first, np.where(second >= 4, second, third))
    return points >= 4


@dataclass(frozen=True)
class Event:
    """A yes/no event: its key, the exercise that holds its exact value, its sampler
    (rng, n -> n booleans) and the number of trials its lesson simulates."""

    key: str
    answer_key: str
    sampler: Callable[[np.random.Generator, int], np.ndarray]
    trials: int = 1000

    @property
    def exact(self) -> Fraction:
        return Fraction(str(answers.answer(self.answer_key)))

    def simulate(self, rng: np.random.Generator, trials: int | None = None) -> tuple[int, int]:
        """Hits and trials of one simulation."""
        n = self.trials if trials is None else trials
        return int(np.count_nonzero(self.sampler(rng, n))), n


EVENTS: dict[str, Event] = {
    e.key: e
    for e in (
        Event("mauro_apart", "lesson02_q1", _mauro_apart),
        Event("kniffel_two_alike", "lesson03_q1", _kniffel_two_alike),
        Event("schmieden_average", "lesson04_q2", _schmieden_average),
        Event("one_within_four", "lesson01_q2", _one_within_four),
        Event("tiny_game_four", "lesson07_q2", _tiny_game_four),
    )
}


def event(key: str) -> Event:
    """The event `key`; an unknown key raises a `RuleError` naming the known ones."""
    if isinstance(key, str) and key in EVENTS:
        return EVENTS[key]
    known = ", ".join(EVENTS)
    raise RuleError(
        f"no prediction {quoted(key)}; known are {known}",
        "predict_err_key",
        given=quoted(key),
        known=known,
    )
