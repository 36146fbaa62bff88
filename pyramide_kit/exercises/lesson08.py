"""Lesson 08's exercises, the hypothesis test: a standard deviation, one-sided and
two-sided rejection regions, and the throws a test needs for a given power."""

from __future__ import annotations

from fractions import Fraction

from pyramide_kit.exact import as_fraction
from pyramide_kit.exercises.registry import Values, _answer, _solution
from pyramide_kit.exercises.shared import (
    _p_six,
    _percent,
    _percent_exactly,
    _tail_steps,
    _tails,
)


def _square_root(value: Fraction) -> Fraction:
    """The exact square root of a fraction that is a square (the exercise chooses n so)."""
    from math import isqrt

    root = Fraction(isqrt(value.numerator), isqrt(value.denominator))
    if root**2 != value:
        raise ValueError(f"{value} is not the square of a fraction")
    return root


@_answer(
    "lesson08_q1",
    level="basis",
)
def _sigma_of_sixes_in_180() -> Fraction:
    """sigma = sqrt(n p q), with the six's chance from the die itself."""
    p = _p_six()
    return _square_root(180 * p * (1 - p))


@_solution(
    "lesson08_q1",
    steps=2,
)
def _sigma_steps() -> Values:
    """The variance of the binomial law by its definition, summed over its 181 values."""
    from pyramide_kit.binomial import binomial_pmf

    p = _p_six()
    law = {k: as_fraction(binomial_pmf(180, p, k)) for k in range(181)}
    mean = sum(k * q for k, q in law.items())
    variance = sum((k - mean) ** 2 * q for k, q in law.items())
    return {"p": p, "q": 1 - p, "variance": variance, "result": _square_root(variance)}


@_answer(
    "lesson08_q2",
    level="basis",
)
def _right_sided_at_one_percent() -> int:
    from pyramide_kit.binomial import rejection_region

    return rejection_region(120, _p_six(), "1/100", "greater").above


@_solution("lesson08_q2", steps=3, texts="exercise_right_tail")
def _right_sided_steps() -> Values:
    level = Fraction(1, 100)
    return {"p": _p_six(), "level": _percent_exactly(level)} | _tail_steps(
        120, _p_six(), level, "right"
    )


@_answer(
    "lesson08_q3",
    level="basis",
)
def _left_sided_at_five_percent() -> int:
    from pyramide_kit.binomial import rejection_region

    return rejection_region(120, _p_six(), "1/20", "less").below


@_solution(
    "lesson08_q3",
    steps=3,
)
def _left_sided_steps() -> Values:
    return {"p": _p_six()} | _tail_steps(120, _p_six(), Fraction(1, 20), "left")


@_answer(
    "lesson08_q4",
    level="extension",
)
def _miwin_two_sided_lower_end() -> int:
    from pyramide_kit.binomial import rejection_region
    from pyramide_kit.mauro.ninth import RING

    return rejection_region(180, Fraction(1, RING), "1/20", "two-sided").below


@_solution(
    "lesson08_q4",
    steps=3,
)
def _miwin_steps() -> Values:
    return _tail_steps(180, Fraction(1, 9), Fraction(1, 40), "left")


@_answer(
    "lesson08_q5",
    level="extension",
)
def _throws_for_ninety_percent_power() -> int:
    from pyramide_kit.binomial import MOST_N, rejection_chance, rejection_region

    loaded = Fraction(1, 4)
    return next(
        n
        for n in range(1, MOST_N + 1)
        if rejection_chance(rejection_region(n, _p_six(), "1/20", "greater"), loaded)
        >= Fraction(9, 10)
    )


@_solution(
    "lesson08_q5",
    steps=4,
)
def _power_steps() -> Values:
    """The search n by n with the critical value and the power from the binomial law's
    tails counted here (not the rejection region and chance the answer asks for)."""
    from pyramide_kit.binomial import MOST_N

    loaded, level = Fraction(1, 4), Fraction(1, 20)

    def critical_and_power(n: int) -> tuple[int, Fraction]:
        k = _tail_steps(n, _p_six(), level, "right")["result"]
        return k, _tails(n, loaded)[k]

    found = next(n for n in range(1, MOST_N + 1) if critical_and_power(n)[1] >= Fraction(9, 10))
    (k_before, power_before), (k, power) = map(critical_and_power, (found - 1, found))
    return {
        "p": _p_six(),
        "before": found - 1,
        "k_before": k_before,
        "power_before": _percent(power_before),
        "result": found,
        "k": k,
        "power": _percent(power),
    }
