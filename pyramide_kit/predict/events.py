"""The catalogue of events a lesson asks a prediction for: each one's exact probability
and a simulation of it.

Most are the Explorer's yes/no events (`pyramide_kit.events`): the exact
value from the game's `odds`, the sampler playing the game. Lesson 7's event (a six
within three throws) and lesson 6's (the pyramid of ones within 179 rounds) are no
Explorer events; they take the exact value from the kit's odds (an enumeration of three
throws; Pyramide's one-round chance) and a sampler of their own (NumPy throws; the
Explorer's simulated waits). So do lesson 0's sum of 7 (the two dice's enumeration) and
lesson 8's 27 sixes of a fair die (the binomial law of the number of sixes). The
question a student reads lives in the catalogue (`predict_q_<key>`, `messages.predict`),
so the lesson's code cell names only the key and is the same in both editions.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from pyramide_kit.checks import check_choice

__all__ = ["EVENTS", "Event", "event"]

Sampler = Callable[[int, np.random.Generator], np.ndarray]


def _explorer(game: str, key: str) -> tuple[Callable[[], object], Sampler]:
    """The exact value and the sampler of an Explorer event, looked up when used."""
    from pyramide_kit.games import event as explorer_event

    return (
        lambda: explorer_event(game, key).exact,
        lambda n, rng: explorer_event(game, key).sample(n, rng),
    )


ROUNDS = 179
"""The rounds of lesson 6's question: about as many as one waits on average."""


def _ones_within_rounds_exact() -> object:
    """The pyramid of ones at least once in `ROUNDS` rounds: the complement of missing
    it every round, with the one-round chance from Pyramide's odds."""
    from pyramide_kit.games import event as explorer_event

    return 1 - (1 - explorer_event("pyramide", "ones_three_throws").exact) ** ROUNDS


def _ones_within_rounds(n: int, rng: np.random.Generator) -> np.ndarray:
    from pyramide_kit.games import event as explorer_event

    return explorer_event("pyramide", "rounds_until_ones").sample(n, rng) <= ROUNDS


def _six_within_three_exact() -> object:
    from pyramide_kit.dice import roll_distribution

    return roll_distribution(3).probability(lambda throws: 6 in throws)


def _six_within_three(n: int, rng: np.random.Generator) -> np.ndarray:
    return (rng.integers(1, 7, size=(n, 3)) == 6).any(axis=1)


def _seven_exact() -> object:
    from pyramide_kit.dice import roll_distribution

    return roll_distribution(2).probability(lambda pair: sum(pair) == 7)


def _seven(n: int, rng: np.random.Generator) -> np.ndarray:
    return rng.integers(1, 7, size=(n, 2)).sum(axis=1) == 7


TEST_THROWS, TEST_SIXES = 120, 27
"""Lesson 8's friend: 120 throws, 27 sixes."""


def _many_sixes_exact() -> object:
    from pyramide_kit.binomial import binomial_cdf

    return 1 - binomial_cdf(TEST_THROWS, "1/6", TEST_SIXES - 1)


def _many_sixes(n: int, rng: np.random.Generator) -> np.ndarray:
    sixes = np.count_nonzero(rng.integers(1, 7, size=(n, TEST_THROWS)) == 6, axis=1)
    return sixes >= TEST_SIXES


@dataclass(frozen=True)
class Event:
    """A yes/no event: its key, its exact probability (a function, asked when needed),
    its sampler (n, rng -> n zeros and ones) and the trials its widget simulates."""

    key: str
    exact_value: Callable[[], object]
    sampler: Sampler
    trials: int = 1000

    @property
    def exact(self) -> Fraction:
        return Fraction(str(self.exact_value()))

    def simulate(self, rng: np.random.Generator, trials: int | None = None) -> tuple[int, int]:
        """Hits and trials of one simulation."""
        n = self.trials if trials is None else trials
        return int(np.count_nonzero(self.sampler(n, rng))), n


EVENTS: dict[str, Event] = {
    e.key: e
    for e in (
        Event("two_dice_seven", _seven_exact, _seven),
        Event(
            "pyramide_ones_three_throws",
            *_explorer("pyramide", "ones_three_throws"),
            trials=10_000,  # a rare event: about 56 hits, not 6
        ),
        Event("mauro_neighbours", *_explorer("mauro", "neighbours")),
        Event("kniffel_three_throws", *_explorer("kniffel", "kniffel_three_throws")),
        Event("schmieden_middle_fits", *_explorer("schmieden", "middle_fits")),
        Event("ones_within_179", _ones_within_rounds_exact, _ones_within_rounds),
        Event("six_within_three", _six_within_three_exact, _six_within_three),
        Event("karten_someone_matches", *_explorer("karten", "someone_matches")),
        Event("fair_die_many_sixes", _many_sixes_exact, _many_sixes),
    )
}


def event(key: str) -> Event:
    """The event `key`; an unknown key raises a `RuleError` naming the known ones."""
    return EVENTS[check_choice(key, "prediction", EVENTS)]
