"""Lesson 06's exercises, exact vs simulated: the throws a band of given width needs,
waiting times, a chi-square statistic, a binomial variance, and the start of a
rejection region (its tail steps are shared with lesson 08)."""

from __future__ import annotations

from decimal import Decimal, localcontext
from fractions import Fraction

from pyramide_kit.exact import Distribution, as_fraction
from pyramide_kit.exercises.registry import Values, _answer, _solution, _Text
from pyramide_kit.exercises.shared import (
    _RIGHT_TAIL_DE,
    _RIGHT_TAIL_EN,
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
    de=(
        "Mauro, Pasch (p = 1/4): Ab wie vielen Würfen n ist die halbe Breite "
        "1,96·√(p(1 − p)/n) des 95-%-Bands höchstens 0,02?"
    ),
    en=(
        "Mauro, doublet (p = 1/4): from how many throws n on is the half-width "
        "1.96·√(p(1 − p)/n) of the 95 % band at most 0.02?"
    ),
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
    de=(
        "Die halbe Breite fällt mit wachsendem n. Ungleichung nach n auflösen: "
        "1,96·√(p(1 − p)/n) ≤ 0,02 ⇔ n ≥ 1,96²·p(1 − p)/0,02².",
        "Mit p = 1/4 und 1 − p = {q}: n ≥ 1,96²·1/4·{q}/0,02² = {bound}.",
        "n ist eine ganze Zahl, also die kleinste darüber: n = {result}.",
    ),
    en=(
        "The half-width falls as n grows. Solve the inequality for n: "
        "1.96·√(p(1 − p)/n) ≤ 0.02 ⇔ n ≥ 1.96²·p(1 − p)/0.02².",
        "With p = 1/4 and 1 − p = {q}: n ≥ 1.96²·1/4·{q}/0.02² = {bound}.",
        "n is a whole number, so the least one above: n = {result}.",
    ),
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
    de=(
        "Ein fairer Würfel wird bis zur ersten Sechs geworfen. Wie viele Würfe "
        "erwartest du (die Sechs mitgezählt)?"
    ),
    en=(
        "A fair die is thrown until the first six. What is the expected number of "
        "throws (the six included)?"
    ),
    level="basis",
)(lambda: 1 / _p_six())


@_solution(
    "lesson06_q2",
    de=(
        "Die Anzahl der Würfe bis zur ersten Sechs ist geometrisch verteilt mit "
        "p = {p}: Jeder Wurf trifft unabhängig von den vorigen.",
        "Erwartungswert der Wartezeit: E = 1/p = {result} Würfe.",
    ),
    en=(
        "The number of throws until the first six is geometric with p = {p}: each throw "
        "hits independently of the ones before.",
        "Expected waiting time: E = 1/p = {result} throws.",
    ),
)
def _first_six_steps() -> Values:
    """The geometric law's mean summed as a series by SymPy, not 1/p read off."""
    import sympy

    k = sympy.Symbol("k", integer=True, positive=True)
    p = sympy.Rational(_p_six().numerator, _p_six().denominator)
    return {"p": p, "result": sympy.summation(k * (1 - p) ** (k - 1) * p, (k, 1, sympy.oo))}


@_answer(
    "lesson06_q3",
    de=(
        "Ein gezinkter Würfel (Eins mit 1/12, Sechs mit 1/4, die anderen mit 1/6, wie in "
        "Abschnitt 4) wird 600-mal geworfen, und jede Augenzahl kommt genau so oft, wie "
        "dieser Würfel es erwarten lässt. Welchen Chi-Quadrat-Wert gegen einen fairen "
        "Würfel ergeben diese Anzahlen?"
    ),
    en=(
        "A loaded die (one with 1/12, six with 1/4, the others 1/6, as in section 4) is "
        "thrown 600 times, and each face comes exactly as often as this die expects. "
        "What chi-square statistic against a fair die do these counts give?"
    ),
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
    de=(
        "Beobachtet (was der gezinkte Würfel in 600 Würfen erwarten lässt): Eins "
        "{one}, Sechs {six}, jede andere Augenzahl {other}. Erwartet beim fairen Würfel: "
        "je {fair}.",
        "Chi-Quadrat = Summe über die Augenzahlen von (beobachtet − erwartet)²/erwartet; "
        "die vier mittleren Augenzahlen tragen 0 bei.",
        "χ² = ({one} − {fair})²/{fair} + ({six} − {fair})²/{fair} = {part_one} + "
        "{part_six} = {result}.",
    ),
    en=(
        "Observed (what the loaded die expects in 600 throws): one {one}, six {six}, each "
        "other face {other}. Expected for a fair die: {fair} each.",
        "Chi-square = sum over the faces of (observed − expected)²/expected; the four "
        "middle faces add 0.",
        "χ² = ({one} − {fair})²/{fair} + ({six} − {fair})²/{fair} = {part_one} + "
        "{part_six} = {result}.",
    ),
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
    de=("Mauro: P(Pasch) = 1/4. Wie groß ist die Varianz der Anzahl der Pasche in 100 Würfen?"),
    en="Mauro: P(doublet) = 1/4. In 100 throws, what is the variance of the number of doublets?",
    level="basis",
)
def _variance_of_paschs_in_100() -> Fraction:
    return 100 * Distribution({1: _p_pasch(), 0: 1 - _p_pasch()}).variance()


@_solution(
    "lesson06_q4",
    de=(
        "Die Würfe sind unabhängig, jeder enthält mit p = 1/4 einen Pasch: Die Anzahl X "
        "der Pasche ist binomialverteilt mit n = 100 und p = 1/4.",
        "Varianz der Binomialverteilung: V(X) = n·p·(1 − p) = 100·1/4·{q} = {result}.",
    ),
    en=(
        "The throws are independent, each holds a doublet with p = 1/4: the number X of "
        "doublets is binomial with n = 100 and p = 1/4.",
        "Variance of the binomial distribution: n·p·(1 − p) = 100·1/4·{q} = {result}.",
    ),
)
def _variance_steps() -> Values:
    p = Fraction(1, 4)
    return {"q": 1 - p, "result": 100 * p * (1 - p)}


@_answer(
    "lesson06_q5",
    de=(
        "Pyramide: Die Einserpyramide kommt innerhalb von zwei Würfen mit der "
        "Wahrscheinlichkeit (11/36)^6. Wie viele Runden zu zwei Würfen erwartest du, bis "
        "sie kommt? (Rechne mit SymPy und füge das exakte Ergebnis ein.)"
    ),
    en=(
        "Pyramide: the pyramid of ones comes within two throws with probability "
        "(11/36)^6. How many two-throw rounds do you expect until it comes? (Compute it "
        "with SymPy and paste the fraction.)"
    ),
    level="basis",
)
def _rounds_until_the_pyramid_of_ones() -> object:
    from pyramide_kit.pyramide.odds import p_pyramid_of_ones

    return 1 / p_pyramid_of_ones(2)


@_solution(
    "lesson06_q5",
    de=(
        "Die Runden sind unabhängig: Die Anzahl der Runden bis zur Einserpyramide ist "
        "geometrisch verteilt mit p = (11/36)^6.",
        "Erwartungswert der Wartezeit: E = 1/p = (36/11)^6 = {result} Runden.",
    ),
    en=(
        "The rounds are independent: the number of rounds until the pyramid of ones is "
        "geometric with p = (11/36)^6.",
        "Expected waiting time: E = 1/p = (36/11)^6 = {result} rounds.",
    ),
)
def _pyramid_of_ones_steps() -> Values:
    return {"result": Fraction(36, 11) ** 6}


@_answer(
    "lesson06_q6",
    de=(
        "Die Freundin wirft den Würfel stattdessen 120-mal. Ab wie vielen Sechsen würdest "
        "du ihn auf dem Signifikanzniveau 5 %, einseitig (zu viele Sechsen), für gezinkt "
        "halten? (Nutze binomial_test und dessen rejection_region.)"
    ),
    en=(
        "The friend throws the die 120 times instead. At the 5 % level, one-sided (too "
        "many sixes), from how many sixes on would you call the die loaded? (Use "
        "binomial_test and its rejection_region.)"
    ),
    level="basis",
)
def _fewest_sixes_that_reject_a_fair_die() -> int:
    """The start of the 5 % rejection region of "the die is fair" against "loaded towards
    six", after 120 throws."""
    from pyramide_kit.binomial import binomial_test

    return binomial_test(120, 0, _p_six(), "greater", level="1/20").rejection_region[0]


@_solution("lesson06_q6", de=_RIGHT_TAIL_DE, en=_RIGHT_TAIL_EN)
def _loaded_at_five_percent_steps() -> Values:
    level = Fraction(1, 20)
    return {"p": _p_six(), "level": _percent_exactly(level)} | _tail_steps(
        120, _p_six(), level, "right"
    )
