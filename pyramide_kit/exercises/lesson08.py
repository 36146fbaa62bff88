"""Lesson 08's exercises, the hypothesis test: a standard deviation, one-sided and
two-sided rejection regions, and the throws a test needs for a given power."""

from __future__ import annotations

from fractions import Fraction

from pyramide_kit.exact import as_fraction
from pyramide_kit.exercises.registry import Values, _answer, _solution
from pyramide_kit.exercises.shared import (
    _RIGHT_TAIL_DE,
    _RIGHT_TAIL_EN,
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
    de="Ein fairer Würfel wird 180-mal geworfen. Wie groß ist die Standardabweichung σ "
    "der Anzahl der Sechsen?",
    en="A fair die is thrown 180 times. What is the standard deviation σ of the number of sixes?",
    level="basis",
)
def _sigma_of_sixes_in_180() -> Fraction:
    """sigma = sqrt(n p q), with the six's chance from the die itself."""
    p = _p_six()
    return _square_root(180 * p * (1 - p))


@_solution(
    "lesson08_q1",
    de=(
        "Die Anzahl X der Sechsen ist binomialverteilt mit n = 180 und p = {p}.",
        "σ = √(n·p·(1 − p)) = √(180·{p}·{q}) = √{variance} = {result}.",
    ),
    en=(
        "The number X of sixes is binomial with n = 180 and p = {p}.",
        "σ = √(n·p·(1 − p)) = √(180·{p}·{q}) = √{variance} = {result}.",
    ),
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
    de="120 Würfe, rechtsseitiger Test „der Würfel ist fair“ auf dem Signifikanzniveau "
    "1 %: Ab wie vielen Sechsen wird H₀ abgelehnt?",
    en='120 throws, right-sided test of "the die is fair" at the level 1 %: from how many '
    "sixes on is H₀ rejected?",
    level="basis",
)
def _right_sided_at_one_percent() -> int:
    from pyramide_kit.binomial import rejection_region

    return rejection_region(120, _p_six(), "1/100", "greater").above


@_solution("lesson08_q2", de=_RIGHT_TAIL_DE, en=_RIGHT_TAIL_EN)
def _right_sided_steps() -> Values:
    level = Fraction(1, 100)
    return {"p": _p_six(), "level": _percent_exactly(level)} | _tail_steps(
        120, _p_six(), level, "right"
    )


@_answer(
    "lesson08_q3",
    de="120 Würfe, linksseitiger Test (zu wenige Sechsen) auf dem Signifikanzniveau 5 %: "
    "Bis zu wie vielen Sechsen wird H₀ abgelehnt?",
    en="120 throws, left-sided test (too few sixes) at the level 5 %: up to how many "
    "sixes is H₀ rejected?",
    level="basis",
)
def _left_sided_at_five_percent() -> int:
    from pyramide_kit.binomial import rejection_region

    return rejection_region(120, _p_six(), "1/20", "less").below


@_solution(
    "lesson08_q3",
    de=(
        "Unter H₀ (der Würfel ist fair) ist die Anzahl X der Sechsen binomialverteilt mit "
        "n = 120 und p = {p}; abgelehnt wird bei zu wenigen Sechsen.",
        "Gesucht ist das größte k mit P(X ≤ k) ≤ 5 %: P(X ≤ {result}) {p_edge}, "
        "P(X ≤ {outside}) {p_outside} ist zu groß.",
        "H₀ wird also bis zu {result} Sechsen abgelehnt.",
    ),
    en=(
        "Under H₀ (the die is fair) the number X of sixes is binomial with n = 120 and "
        "p = {p}; too few sixes reject it.",
        "Wanted is the largest k with P(X ≤ k) ≤ 5%: P(X ≤ {result}) {p_edge}, "
        "P(X ≤ {outside}) {p_outside} is too large.",
        "So H₀ is rejected up to {result} sixes.",
    ),
)
def _left_sided_steps() -> Values:
    return {"p": _p_six()} | _tail_steps(120, _p_six(), Fraction(1, 20), "left")


@_answer(
    "lesson08_q4",
    de="Die Mauro-Regel nennt 1/9. Würfel III und dann IV werden 180-mal geworfen; ein "
    "Treffer ist „IV zeigt die Zahl nach der von III“. Zweiseitiger Test von p = 1/9 auf "
    "5 % (2,5 % je Seite): Bis zu wie vielen Treffern wird unten abgelehnt?",
    en="The Mauro rule says 1/9. Dice III and then IV are thrown 180 times; a hit is "
    '"IV shows the number after III\'s". Two-sided test of p = 1/9 at 5 % (2.5 % each '
    "side): up to how many hits is it rejected at the bottom?",
    level="extension",
)
def _miwin_two_sided_lower_end() -> int:
    from pyramide_kit.binomial import rejection_region
    from pyramide_kit.mauro.ninth import RING

    return rejection_region(180, Fraction(1, RING), "1/20", "two-sided").below


@_solution(
    "lesson08_q4",
    de=(
        "Unter H₀ (p = 1/9) ist die Anzahl X der Treffer binomialverteilt mit n = 180.",
        "Zweiseitig auf 5 % heißt: unten höchstens 2,5 %. Gesucht ist das größte k mit "
        "P(X ≤ k) ≤ 2,5 %: P(X ≤ {result}) {p_edge}, P(X ≤ {outside}) {p_outside} ist zu "
        "groß.",
        "Unten wird also bis zu {result} Treffern abgelehnt.",
    ),
    en=(
        "Under H₀ (p = 1/9) the number X of hits is binomial with n = 180.",
        "Two-sided at 5% means at most 2.5% at the bottom. Wanted is the largest k with "
        "P(X ≤ k) ≤ 2.5%: P(X ≤ {result}) {p_edge}, P(X ≤ {outside}) {p_outside} is too "
        "large.",
        "So it is rejected at the bottom up to {result} hits.",
    ),
)
def _miwin_steps() -> Values:
    return _tail_steps(180, Fraction(1, 9), Fraction(1, 40), "left")


@_answer(
    "lesson08_q5",
    de="Wie viele Würfe braucht der rechtsseitige 5-%-Test „der Würfel ist fair“ "
    "mindestens, damit er einen Würfel mit P(Sechs) = 1/4 mit einer Güte von mindestens "
    "90 % entdeckt?",
    en='How many throws does the right-sided 5 % test of "the die is fair" need at least '
    "to detect a die with P(six) = 1/4 with a power of at least 90 %?",
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
    de=(
        "Für jedes n: Der kritische Wert k ist das kleinste k mit P(X ≥ k) ≤ 5 % für "
        "p = {p} (H₀, der Würfel ist fair).",
        "Die Güte ist die Wahrscheinlichkeit, abzulehnen, wenn P(Sechs) = 1/4 ist: "
        "P(X ≥ k) für p = 1/4. Sie wächst mit n, aber nicht gleichmäßig.",
        "Bei n = {before} ist k = {k_before} und die Güte {power_before}, zu wenig; bei "
        "n = {result} ist k = {k}, die Güte {power}.",
        "Der Test braucht also mindestens {result} Würfe.",
    ),
    en=(
        "For each n: the critical value k is the least k with P(X ≥ k) ≤ 5% for p = {p} "
        "(H₀, the die is fair).",
        "The power is the chance to reject when P(six) = 1/4: P(X ≥ k) for p = 1/4. It "
        "grows with n, though not evenly.",
        "At n = {before}, k = {k_before} and the power is {power_before}, too little; at "
        "n = {result}, k = {k} and the power is {power}.",
        "So the test needs at least {result} throws.",
    ),
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
