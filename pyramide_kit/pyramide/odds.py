"""Exact odds of Pyramide, enumerated over the rules engine, handed out as SymPy numbers.

A round is a Markov chain on the sorted dice (462 multisets of six dice): a keeping rule
says which pips stay down (or None: stop and write), the rest are thrown again with the
engine's exact chance step (`game.after_throw`). After the last throw the best build
scores the dice (`build.best_build` under the given `Rules`); for the pyramid of ones
the kept ones alone are the state (0 .. 5 ones down, `_p_ones`). Two keeping rules matter
for the lessons: "keep every one" (the road to the 300-point pyramid of ones) and the
computer policy of `pyramide.strategy`.

Every function checks its arguments (`p_pyramid_of_ones(2.5)` is refused) and honours
the `Rules` fields it depends on: the scoring fields through `best_build`; the number of
throws is the argument `throws` (a round of `rules.throws` throws is `throws=rules.throws`).
"""

from __future__ import annotations

from collections import defaultdict
from fractions import Fraction
from functools import cache

import sympy

from pyramide_kit.checks import whole_number
from pyramide_kit.dice import roll_distribution
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.exact import Distribution, to_sympy
from pyramide_kit.pyramide.build import best_build
from pyramide_kit.pyramide.game import after_throw
from pyramide_kit.pyramide.rules import KINDS, MOST_THROWS, Rules
from pyramide_kit.pyramide.strategy import (
    ComputerPolicy,
    KeepRule,
    check_keep_rule,
    keep_ones,
    kept_by,
    policy_rule,
)

__all__ = [
    "final_dice_distribution",
    "kind_probabilities",
    "mean_score",
    "p_pyramid_of_ones",
    "score_distribution",
]


def _check(throws: object, rules: object = Rules(), policy: object = ComputerPolicy()) -> int:
    if not isinstance(rules, Rules):
        raise RuleError(
            f"rules must be a pyramide Rules object, not {quoted(rules)}", "pyr_err_rules"
        )
    if not isinstance(policy, ComputerPolicy):
        raise RuleError(f"policy must be a ComputerPolicy, not {quoted(policy)}", "pyr_err_policy")
    return whole_number(throws, "throws", 1, MOST_THROWS)


def final_dice_distribution(keep: KeepRule, throws: int, rules: Rules = Rules()) -> Distribution:
    """Exact distribution of the sorted dice at the end of a round of `throws` throws.

    `keep(dice)` returns the pips to keep before the next throw, or None to stop; a rule
    that keeps every die is refused by the engine (stopping is writing, not keeping all).
    """
    throws = _check(throws, rules)
    return _final(check_keep_rule(keep), throws, rules)


@cache
def _final(keep: KeepRule, throws: int, rules: Rules) -> Distribution:
    """Throw by throw; the dice that keep the same pips are gathered before they throw
    again, so each kept multiset's throw is mixed in once (a rule that keeps nothing
    mixes one throw, not one per outcome)."""
    dist = roll_distribution(rules.dice)

    def choice(dice: tuple[int, ...]) -> tuple[tuple[int, ...] | None, tuple[int, ...] | None]:
        kept = kept_by(keep, dice)
        return (dice, None) if kept is None else (None, tuple(sorted(kept)))

    def step(chosen: tuple[tuple[int, ...] | None, tuple[int, ...] | None]) -> Distribution:
        stopped, kept = chosen
        return Distribution.point(stopped) if kept is None else after_throw(kept, rules)

    for _ in range(throws - 1):
        dist = dist.map(choice).then(step)
    return dist


def _policy_final(throws: int, policy: ComputerPolicy, rules: Rules) -> Distribution:
    throws = _check(throws, rules, policy)  # before the policy's rule is looked up (cached)
    return _final(policy_rule(policy, rules), throws, rules)


def p_pyramid_of_ones(throws: int = 1) -> sympy.Rational:
    """P(all six dice show one after `throws` throws, keeping every one): 300 points."""
    return _p_ones(_check(throws))


@cache
def _p_ones(throws: int) -> sympy.Rational:
    """The round as a chain on the dice kept between throws, through the engine's chance
    step `after_throw`. Keeping every one leaves 0 .. 5 ones down, so the chain has six
    states where `_final` walks all 462 multisets: the Explorer needs this value on a
    click, and the Fraction sums over the multisets took a second or more."""
    rules = Rules()
    kept: dict[tuple[int, ...], Fraction] = {(): Fraction(1)}
    done = Fraction(0)
    for _ in range(throws):
        following: dict[tuple[int, ...], Fraction] = defaultdict(Fraction)
        for held, p in kept.items():
            for dice, q in after_throw(held, rules).items():
                down = keep_ones(dice)
                if down is None:
                    done += p * q
                else:
                    following[down] += p * q
        kept = following
    return to_sympy(done)


def score_distribution(
    throws: int = 1, policy: ComputerPolicy = ComputerPolicy(), rules: Rules = Rules()
) -> Distribution:
    """Exact distribution of the round score (best build) under the computer policy.

    With `throws=1` this is the score of a single throw of six dice.
    """
    final = _policy_final(throws, policy, rules)
    return final.map(lambda dice: best_build(dice, rules).score)


def mean_score(
    throws: int = 1, policy: ComputerPolicy = ComputerPolicy(), rules: Rules = Rules()
) -> sympy.Rational:
    """Expected round score under the computer policy."""
    return to_sympy(score_distribution(throws, policy, rules).expectation())


def kind_probabilities(
    throws: int = 1, policy: ComputerPolicy = ComputerPolicy(), rules: Rules = Rules()
) -> dict[str, sympy.Rational]:
    """P(the best build is a large, half, small or no pyramid) after the round."""
    final = _policy_final(throws, policy, rules)
    kinds = final.map(lambda dice: best_build(dice, rules).kind or "none")
    return {kind: to_sympy(kinds[kind]) for kind in (*KINDS, "none")}
