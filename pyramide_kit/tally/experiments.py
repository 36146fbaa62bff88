"""The experiments a class can tally with real dice, each an Explorer `Event`.

A tally is the Explorer's idea turned round: the event, its exact value and its band are
the same, but the trials come from the students' dice instead of a sampler. So every
experiment here is an `pyramide_kit.events.Event` (its `exact`, `sd`, `outcomes` and
`sampler` work as in the Explorer; the sampler lets tests play groups), plus the outcomes
a group may report. They are not among the games' events: the Explorer's menus stay as they
are, and none of its events fits a classroom as it is (the Explorer's pyramid of ones
within three throws shows up about once in 180 rounds, and its rounds until the pyramid
take some 180 rounds per attempt). An event names one of the kit's games; all four are
filed under Pyramide, whose six ordinary dice are the dice a class has at hand.

Exact values come from the kit, never typed in:
- "ones after three throws": `pyramide.odds.final_dice_distribution` under the keeping
  rule `strategy.keep_ones`, read as the number of ones;
- "throws until six ones": a chain on the ones kept, through the engine's chance step
  `pyramide.game.after_throw` (`throws_until_ones_moments`);
- "sum of two dice": `dice.roll_distribution(2)` read as the sum;
- "is the sum seven?": the same law's share of the sum 7 (lesson 00's question);
- "is it a six?": the d6's own `Die.distribution`.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import cache

import numpy as np
import sympy

from pyramide_kit.checks import check_choice
from pyramide_kit.dice import D6, roll_distribution
from pyramide_kit.events import Event
from pyramide_kit.exact import Distribution, to_sympy
from pyramide_kit.pyramide.game import after_throw
from pyramide_kit.pyramide.odds import final_dice_distribution
from pyramide_kit.pyramide.strategy import keep_ones

__all__ = [
    "EXPERIMENTS",
    "LONGEST_WAIT",
    "Experiment",
    "experiment",
    "ones_after_throws_distribution",
    "throws_until_ones_moments",
]

DICE = 6
"""Pyramide's six dice."""
ROUND = 3
"""The throws of a Pyramide round."""
LONGEST_WAIT = 200
"""The most throws a group may report for six ones: P(more than 200) is below 10^-15,
so a larger number is a typing mistake, not a throw record."""


def ones_after_throws_distribution(throws: int = ROUND) -> Distribution:
    """How many of the six dice show a one after `throws` throws, keeping every one."""
    return final_dice_distribution(keep_ones, throws).map(lambda dice: dice.count(1))


@cache
def throws_until_ones_moments() -> tuple[sympy.Rational, sympy.Rational]:
    """E[T] and Var[T] of T, the throws until all six dice show one, keeping every one.

    The ones kept only grow, so the chain on 0 .. 5 ones down is solved from five ones
    down: with `stay` the chance that a throw adds no one, m(j) = (1 + sum over more
    ones of p * m(k)) / (1 - stay), and the second moment alike (E[(1+T')^2])."""
    first: dict[int, Fraction] = {DICE: Fraction(0)}
    second: dict[int, Fraction] = {DICE: Fraction(0)}
    for held in range(DICE - 1, -1, -1):
        steps: dict[int, Fraction] = {}
        for dice, p in after_throw((1,) * held).items():
            ones = dice.count(1)
            steps[ones] = steps.get(ones, Fraction(0)) + p
        stay = steps.pop(held, Fraction(0))
        m1 = (1 + sum(p * first[k] for k, p in steps.items())) / (1 - stay)
        # E[(1 + T')^2] = 1 + 2 E[T'] + E[T'^2], over the next state (itself included)
        rest = sum(p * (1 + 2 * first[k] + second[k]) for k, p in steps.items())
        m2 = (rest + stay * (1 + 2 * m1)) / (1 - stay)
        first[held], second[held] = m1, m2
    mean = first[0]
    return to_sympy(mean), to_sympy(second[0] - mean**2)


def _sum_of_two() -> Distribution:
    return roll_distribution(2).map(sum)


def _p_seven() -> Fraction:
    return _sum_of_two()[7]


def _p_six() -> Fraction:
    return D6.distribution().probability(lambda face: face == 6)


def _ones_codes(ev: Event, n: int, rng: np.random.Generator) -> np.ndarray:
    thrown = rng.random((n, DICE)) < 1 - (5 / 6) ** ROUND  # a die shows one by the end
    return ev.codes_of(thrown.sum(axis=1))


def _sum_codes(ev: Event, n: int, rng: np.random.Generator) -> np.ndarray:
    return ev.codes_of(rng.integers(1, 7, size=(n, 2)).sum(axis=1))


def _waits(n: int, rng: np.random.Generator) -> np.ndarray:
    """Each die waits a geometric number of throws for its one; the last one counts."""
    return rng.geometric(1 / 6, size=(n, DICE)).max(axis=1)


_ONES = Event(
    "pyramide",
    "tally_ones_after_three",
    "distribution",
    ones_after_throws_distribution,
    lambda n, rng: _ones_codes(_ONES, n, rng),
)
_SUM = Event(
    "pyramide",
    "tally_sum_two",
    "distribution",
    _sum_of_two,
    lambda n, rng: _sum_codes(_SUM, n, rng),
)
_WAIT = Event(
    "pyramide",
    "tally_throws_until_ones",
    "mean",
    lambda: throws_until_ones_moments()[0],
    _waits,
    exact_variance=lambda: throws_until_ones_moments()[1],
    limits=(1, None),  # a round has at least one throw
)
_SEVEN = Event(
    "pyramide",
    "tally_seven",
    "probability",
    _p_seven,
    lambda n, rng: (rng.integers(1, 7, size=(n, 2)).sum(axis=1) == 7).astype(np.int8),
)
_SIX = Event(
    "pyramide",
    "tally_six",
    "probability",
    _p_six,
    lambda n, rng: (rng.integers(1, 7, size=n) == 6).astype(np.int8),
)


@dataclass(frozen=True)
class Experiment:
    """One tally experiment: its `Event` and the outcomes one attempt may report.

    `low` .. `high` are the whole numbers a group may type for one attempt: 0/1 for a
    probability ("1" = it happened), the event's outcomes for a distribution, 1 ..
    `LONGEST_WAIT` for the waiting time. `title_key` and `hint_key` name its texts."""

    key: str
    event: Event
    low: int
    high: int

    @property
    def kind(self) -> str:
        return self.event.kind

    @property
    def title_key(self) -> str:
        return f"tally_experiment_{self.key}"

    @property
    def hint_key(self) -> str:
        return f"tally_hint_{self.key}"

    @property
    def exact(self) -> sympy.Rational | Distribution:
        return self.event.exact


EXPERIMENTS: dict[str, Experiment] = {
    ex.key: ex
    for ex in (
        Experiment("ones_after_three", _ONES, 0, DICE),
        Experiment("throws_until_ones", _WAIT, 1, LONGEST_WAIT),
        Experiment("sum_of_two", _SUM, 2, 12),
        Experiment("seven", _SEVEN, 0, 1),
        Experiment("six", _SIX, 0, 1),
    )
}


def experiment(key: str) -> Experiment:
    """The experiment `key` of the catalogue; another key is a `RuleError` naming them."""
    return EXPERIMENTS[check_choice(key, "experiment", EXPERIMENTS)]
