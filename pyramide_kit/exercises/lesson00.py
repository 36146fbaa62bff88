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
    de="Zwei Würfel werden geworfen. Wie wahrscheinlich ist die Augensumme 7 oder 11?",
    en="Two dice are thrown. What is the chance that their sum is 7 or 11?",
    level="basis",
)(lambda: _two_dice_sum(7) + _two_dice_sum(11))


@_solution(
    "lesson00_q1",
    de=(
        "Laplace-Experiment: Zwei Würfel haben {outcomes} gleich wahrscheinliche "
        "Ergebnisse (geordnete Paare).",
        "Augensumme 7: {seven} Paare; Augensumme 11: {eleven} Paare.",
        "Beide Summen können nicht zugleich fallen, also nach der Summenregel: "
        "P = {favourable}/{outcomes} = {result}.",
    ),
    en=(
        "Laplace experiment: two dice have {outcomes} equally likely outcomes (ordered pairs).",
        "Sum 7: {seven} pairs; sum 11: {eleven} pairs.",
        "The two sums cannot both happen, so by the sum rule: "
        "P = {favourable}/{outcomes} = {result}.",
    ),
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
    de="Zwei Würfel werden geworfen. Wie wahrscheinlich ist die Augensumme 12?",
    en="Two dice are thrown. What is the chance that their sum is 12?",
    level="basis",
)(lambda: _two_dice_sum(12))


@_solution(
    "lesson00_q2",
    de=(
        "Laplace-Experiment mit {outcomes} gleich wahrscheinlichen geordneten Paaren.",
        "Die Augensumme 12 gibt es nur als Doppelsechs: {favourable} Paar. Die elf "
        "Augensummen sind nicht gleich wahrscheinlich: Die häufigste, {common}, hat "
        "{common_pairs} Paare.",
        "P(Augensumme 12) = {result}.",
    ),
    en=(
        "Laplace experiment with {outcomes} equally likely ordered pairs.",
        "A sum of 12 comes only as a double six: {favourable} pair. The eleven sums are "
        "not equally likely: the most common, {common}, has {common_pairs} pairs.",
        "P(sum 12) = {result}.",
    ),
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
