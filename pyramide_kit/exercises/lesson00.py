"""Lesson 00's exercises, two dice: the chance of a sum, counted over the 36 ordered
pairs (the lesson's first point: the eleven sums are not equally likely)."""

from __future__ import annotations

from fractions import Fraction

from pyramide_kit.exercises.registry import Values, _answer, _solution
from pyramide_kit.exercises.shared import _count, _ordered_pairs


def _two_dice_sum(total: int) -> Fraction:
    from pyramide_kit.dice import roll_distribution

    return roll_distribution(2).probability(lambda pair: sum(pair) == total)


_answer(
    "lesson00_q1",
    level="basis",
)(lambda: _two_dice_sum(7) + _two_dice_sum(11))


@_solution(
    "lesson00_q1",
    steps=3,
)
def _seven_or_eleven_steps() -> Values:
    pairs = _ordered_pairs()
    seven = _count(pairs, lambda a, b: a + b == 7)
    eleven = _count(pairs, lambda a, b: a + b == 11)
    return {
        "outcomes": len(pairs),
        "seven": seven,
        "eleven": eleven,
        "favourable": seven + eleven,
        "result": Fraction(seven + eleven, len(pairs)),
    }


_answer(
    "lesson00_q2",
    level="basis",
)(lambda: _two_dice_sum(12))


@_solution(
    "lesson00_q2",
    steps=3,
)
def _twelve_steps() -> Values:
    pairs = _ordered_pairs()
    twelve = _count(pairs, lambda a, b: a + b == 12)
    sums = [a + b for a, b in pairs]
    common = max(set(sums), key=sums.count)
    return {
        "outcomes": len(pairs),
        "favourable": twelve,
        "common": common,
        "common_pairs": sums.count(common),
        "result": Fraction(twelve, len(pairs)),
    }
