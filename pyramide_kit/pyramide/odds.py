"""Exact odds of Pyramide, enumerated over the rules engine, handed out as SymPy numbers.

A round is a Markov chain on the sorted dice (462 multisets of six dice): a keeping rule
says which pips stay down, the rest are thrown again with their exact multiset
distribution. After the last throw the best build scores the dice. Two keeping rules
matter for the lessons: "keep every one" (the road to the 300-point pyramid of ones)
and the computer policy of `pyramide.strategy`.
"""

from __future__ import annotations

from functools import cache

import sympy

from pyramide_kit.dice import roll_distribution
from pyramide_kit.exact import Distribution, to_sympy
from pyramide_kit.pyramide.build import best_build
from pyramide_kit.pyramide.rules_object import KINDS
from pyramide_kit.pyramide.strategy import ComputerPolicy, KeepRule, keep_ones

__all__ = [
    "final_dice_distribution",
    "kind_probabilities",
    "mean_score",
    "p_pyramid_of_ones",
    "score_distribution",
]


@cache
def _after_rethrow(kept: tuple[int, ...], dice: int = 6) -> Distribution:
    """Sorted dice after keeping `kept` and throwing the others once."""
    return roll_distribution(dice - len(kept)).map(lambda r: tuple(sorted(kept + r)))


def final_dice_distribution(keep: KeepRule, throws: int) -> Distribution:
    """Exact distribution of the sorted dice at the end of a round of `throws` throws.

    `keep(dice)` returns the pips to keep before the next throw, or None to stop.
    """
    if throws < 1:
        raise ValueError(f"a round has at least one throw, not {throws}")
    dist = roll_distribution(6)
    for _ in range(throws - 1):

        def step(dice: tuple[int, ...]) -> Distribution:
            kept = keep(dice)
            if kept is None or len(kept) == len(dice):
                return Distribution.point(dice)
            return _after_rethrow(tuple(sorted(kept)))

        dist = dist.then(step)
    return dist


@cache
def _policy_final(throws: int, policy: ComputerPolicy) -> Distribution:
    return final_dice_distribution(policy.keep_values, throws)


@cache
def p_pyramid_of_ones(throws: int = 1) -> sympy.Rational:
    """P(all six dice show one after `throws` throws, keeping every one): 300 points."""
    dist = final_dice_distribution(keep_ones, throws)
    return dist.sympy_probability(lambda dice: dice == (1,) * 6)


def score_distribution(throws: int = 1, policy: ComputerPolicy = ComputerPolicy()) -> Distribution:
    """Exact distribution of the round score (best build) under the computer policy.

    With `throws=1` this is the score of a single throw of six dice.
    """
    return _policy_final(throws, policy).map(lambda dice: best_build(dice).score)


def mean_score(throws: int = 1, policy: ComputerPolicy = ComputerPolicy()) -> sympy.Rational:
    """Expected round score under the computer policy."""
    return to_sympy(score_distribution(throws, policy).expectation())


def kind_probabilities(
    throws: int = 1, policy: ComputerPolicy = ComputerPolicy()
) -> dict[str, sympy.Rational]:
    """P(the best build is a large, half, small or no pyramid) after the round."""
    kinds = _policy_final(throws, policy).map(lambda dice: best_build(dice).kind or "none")
    return {kind: to_sympy(kinds[kind]) for kind in (*KINDS, "none")}
