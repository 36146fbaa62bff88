"""Lesson 06's exercises, exact vs simulated: the throws a band of given width needs,
waiting times, a chi-square statistic, a binomial variance, and the start of a
rejection region (its tail steps are shared with lesson 08)."""

from __future__ import annotations

from decimal import Decimal, localcontext
from fractions import Fraction

from pyramide_kit.exact import Distribution, as_fraction
from pyramide_kit.exercises.registry import Values, _answer, _solution, _Text
from pyramide_kit.exercises.shared import (
    _p_six,
    _percent_exactly,
    _tail_steps,
)
from pyramide_kit.i18n import decimal_text


def _decimal(value: object) -> _Text:
    """An exact value with a finite decimal expansion, written with the language's
    decimal mark (1800,75 / 1800.75)."""
    exact = as_fraction(value)
    with localcontext() as context:
        context.prec = 60
        digits = (Decimal(exact.numerator) / Decimal(exact.denominator)).normalize()
    if Fraction(digits) != exact:
        raise ValueError(f"{exact} has no finite decimal expansion")
    places = max(0, -int(digits.as_tuple().exponent))
    return _Text(lambda lang: decimal_text(digits, places, lang))


def _p_pasch() -> Fraction:
    from pyramide_kit.mauro.odds import class_probabilities
    from pyramide_kit.mauro.throws import ThrowClass

    return as_fraction(class_probabilities()[ThrowClass.PASCH])


@_answer(
    "lesson06_q1",
    level="extension",
)
def _throws_for_a_band_of_half_width_002() -> int:
    """1.96 sqrt(p (1 - p) / n) <= w  <=>  n >= 1.96**2 p (1 - p) / w**2, with the pasch's
    chance from Mauro's odds; exact fractions, so the bound is not blurred by rounding."""
    from math import ceil

    p = _p_pasch()
    z, half_width = Fraction(196, 100), Fraction(2, 100)
    return ceil(z**2 * p * (1 - p) / half_width**2)


@_solution(
    "lesson06_q1",
    steps=3,
)
def _band_width_steps() -> Values:
    """The bound squared out exactly, then the first whole number n that reaches it."""
    p = Fraction(1, 4)
    bound = Fraction(196, 100) ** 2 * p * (1 - p) / Fraction(2, 100) ** 2
    return {
        "q": 1 - p,
        "bound": _decimal(bound),
        "result": next(n for n in range(1, 10**6) if n >= bound),
    }


_answer(
    "lesson06_q2",
    level="basis",
)(lambda: 1 / _p_six())


@_solution(
    "lesson06_q2",
    steps=2,
)
def _first_six_steps() -> Values:
    """The geometric law's mean summed as a series by SymPy, not 1/p read off."""
    import sympy

    k = sympy.Symbol("k", integer=True, positive=True)
    p = sympy.Rational(_p_six().numerator, _p_six().denominator)
    return {"p": p, "result": sympy.summation(k * (1 - p) ** (k - 1) * p, (k, 1, sympy.oo))}


@_answer(
    "lesson06_q3",
    level="extension",
)
def _chi_square_of_the_loaded_dies_expected_counts() -> Fraction:
    """Pearson's sum over the faces, (O - E)**2 / E, with O what the loaded die expects
    and E what a fair one does, in exact fractions."""
    from pyramide_kit.dice import D6

    fair = D6.distribution()
    loaded = {1: Fraction(1, 12), 6: Fraction(1, 4)}
    throws = 600
    observed = {face: throws * loaded.get(face, Fraction(1, 6)) for face in fair}
    return sum(
        ((observed[face] - throws * p) ** 2 / (throws * p) for face, p in fair.items()),
        Fraction(0),
    )


@_solution(
    "lesson06_q3",
    steps=3,
)
def _chi_square_steps() -> Values:
    from pyramide_kit.dice import D6

    throws = 600
    one, six, other = (throws * Fraction(1, k) for k in (12, 4, 6))
    fair = throws * _p_six()
    part_one, part_six = ((count - fair) ** 2 / fair for count in (one, six))
    middle = [other] * (len(D6.faces) - 2)
    return {
        "one": one,
        "six": six,
        "other": other,
        "fair": fair,
        "part_one": part_one,
        "part_six": part_six,
        "result": sum((count - fair) ** 2 / fair for count in (one, six, *middle)),
    }


@_answer(
    "lesson06_q4",
    level="basis",
)
def _variance_of_paschs_in_100() -> Fraction:
    return 100 * Distribution({1: _p_pasch(), 0: 1 - _p_pasch()}).variance()


@_solution(
    "lesson06_q4",
    steps=2,
)
def _variance_steps() -> Values:
    p = Fraction(1, 4)
    return {"q": 1 - p, "result": 100 * p * (1 - p)}


@_answer(
    "lesson06_q5",
    level="basis",
)
def _rounds_until_the_pyramid_of_ones() -> object:
    from pyramide_kit.pyramide.odds import p_pyramid_of_ones

    return 1 / p_pyramid_of_ones(2)


@_solution(
    "lesson06_q5",
    steps=2,
)
def _pyramid_of_ones_steps() -> Values:
    return {"result": Fraction(36, 11) ** 6}


@_answer(
    "lesson06_q6",
    level="basis",
)
def _fewest_sixes_that_reject_a_fair_die() -> int:
    """The start of the 5 % rejection region of "the die is fair" against "loaded towards
    six", after 120 throws."""
    from pyramide_kit.binomial import binomial_test

    return binomial_test(120, 0, _p_six(), "greater", level="1/20").rejection_region[0]


@_solution("lesson06_q6", steps=3, texts="exercise_right_tail")
def _loaded_at_five_percent_steps() -> Values:
    level = Fraction(1, 20)
    return {"p": _p_six(), "level": _percent_exactly(level)} | _tail_steps(
        120, _p_six(), level, "right"
    )
