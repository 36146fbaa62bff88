"""Lesson 01's exercises, Pyramide: six equal pips in one throw, a one within four
throws, and the best build of a given throw, scored by the game's own rules."""

from __future__ import annotations

from fractions import Fraction

from pyramide_kit.exercises.registry import Values, _answer, _solution
from pyramide_kit.exercises.shared import _p_face


@_answer(
    "lesson01_q1",
    level="basis",
)
def _six_equal_pips() -> Fraction:
    from pyramide_kit.dice import roll_distribution

    return roll_distribution(6).probability(lambda dice: len(set(dice)) == 1)


@_solution(
    "lesson01_q1",
    steps=3,
)
def _six_equal_pips_steps() -> Values:
    from pyramide_kit.dice import D6

    faces = len(D6.faces)
    return {"outcomes": faces**6, "faces": faces, "result": Fraction(faces, faces**6)}


@_answer(
    "lesson01_q2",
    level="basis",
)
def _a_one_within_four_throws() -> Fraction:
    """Keeping a one, one die shows a one within four throws exactly when one of four
    throws of it would (whether a kept one is thrown on does not change that)."""
    from pyramide_kit.dice import roll_distribution

    return roll_distribution(4).probability(lambda throws: 1 in throws)


@_solution(
    "lesson01_q2",
    steps=3,
)
def _a_one_within_four_throws_steps() -> Values:
    one = _p_face(1)
    return {"one": one, "miss": 1 - one, "miss_all": (1 - one) ** 4, "result": 1 - (1 - one) ** 4}


@_answer(
    "lesson01_q3",
    level="basis",
)
def _best_build_of_315313() -> int:
    from pyramide_kit.pyramide.build import best_build

    return best_build((3, 1, 5, 3, 1, 3)).score


@_solution(
    "lesson01_q3",
    steps=3,
)
def _best_build_steps() -> Values:
    """Both builds of the question scored by the rules; the better one is the result."""
    from pyramide_kit.pyramide.build import make_build
    from pyramide_kit.pyramide.rules import Rules

    throw = (3, 1, 5, 3, 1, 3)
    large = make_build(throw, "large", ((1, 3, 5), (3, 3), (1,)))
    half = make_build(throw, "half", ((3, 3, 3), (1, 1)))
    return {
        "large_value": large.value,
        "large_multiplier": large.multiplier,
        "large": large.score,
        "factor": Rules().special_factor,
        "half_value": half.value,
        "half_multiplier": half.multiplier,
        "half_points": half.value * half.multiplier,
        "unused": sum(half.unused),
        "half": half.score,
        "result": max(large.score, half.score),
    }
