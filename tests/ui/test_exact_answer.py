"""The exercise box: every way of writing the exact answer counts, a rounded decimal is
called close without naming the answer, other numbers far from the answer too large or
too small (three times at most, then only wrong), and unreadable text gets the list of
allowed forms, in German and English; a lesson's exercises (`Exercise`, named by key)
agree with second routes, and the box keeps its answer nowhere a student could read it
off.

The texts the tests type are written here independently of the reader: fractions from
integers, decimals by `decimal.Decimal` (exact division, then rounding or cutting off).
"""

from __future__ import annotations

import re
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal, localcontext
from fractions import Fraction
from functools import cache
from itertools import product

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from pyramide_kit.errors import RuleError
from pyramide_kit.exact import as_fraction
from pyramide_kit.exercises import Exercise, answer, answer_keys, number, question
from pyramide_kit.i18n import error_text, t
from pyramide_kit.ui.parts import ExactAnswer, read_answer
from tests.core.test_exercise_solutions import second_routes as _second_routes_fair_games
from tests.core.test_lesson07_answers import second_routes as _second_routes_07
from tests.core.test_lesson08_answers import second_routes as _second_routes_08

LANGS = st.sampled_from(["de", "en"])
SPACES = st.sampled_from(["", " ", "  "])


def _decimal_text(value: Fraction, lang: str, places: int | None = None, how=ROUND_HALF_UP):
    """`value` as a decimal: exact where it has a finite expansion (places=None), else
    rounded or cut off to `places`; German with a decimal comma."""
    with localcontext() as context:
        context.prec = 80
        exact = Decimal(value.numerator) / Decimal(value.denominator)
        if places is not None:
            exact = exact.quantize(Decimal(1).scaleb(-places), rounding=how)
    text = format(exact, "f")
    return text.replace(".", ",") if lang == "de" else text


def _finite_decimals():
    """Fractions whose decimal expansion ends: p / (2^a 5^b)."""
    return st.builds(
        lambda p, a, b: Fraction(p, 2**a * 5**b),
        st.integers(-(10**7), 10**7),
        st.integers(0, 6),
        st.integers(0, 6),
    )


def _answered(answer, text: str, lang: str = "en") -> ExactAnswer:
    exercise = ExactAnswer("?", answer, lang=lang)
    exercise.entry.value = text
    return exercise


@given(st.integers(-(10**9), 10**9), st.integers(1, 10**9), SPACES, SPACES, LANGS)
def test_every_fraction_written_p_over_q_is_read(p, q, before, after, lang):
    assert read_answer(f"{p}{before}/{after}{q}", lang).value == Fraction(p, q)


@given(st.integers(-(10**12), 10**12), LANGS)
def test_whole_numbers_are_read(n, lang):
    assert read_answer(str(n), lang).value == n


@given(_finite_decimals(), LANGS)
def test_finite_decimals_are_read_in_the_language_s_own_way(value, lang):
    assert read_answer(_decimal_text(value, lang), lang).value == value


@given(_finite_decimals())
def test_german_also_takes_the_decimal_point(value):
    assert read_answer(_decimal_text(value, "en"), "de").value == value


@given(_finite_decimals())
def test_english_refuses_a_decimal_comma(value):
    assume(value.denominator > 1)
    with pytest.raises(RuleError) as refused:
        read_answer(_decimal_text(value, "de"), "en")
    assert refused.value.key == "answer_unreadable"


@given(_finite_decimals(), SPACES, LANGS)
def test_percentages_are_read_as_hundredths(value, space, lang):
    assert read_answer(f"{_decimal_text(value * 100, lang)}{space}%", lang).value == value


@pytest.mark.parametrize(
    ("text", "lang", "value"),
    [
        ("0,5", "de", Fraction(1, 2)),
        ("1 / 6", "de", Fraction(1, 6)),
        ("50 %", "de", Fraction(1, 2)),
        ("50%", "en", Fraction(1, 2)),
        ("12,5 %", "de", Fraction(1, 8)),
        ("\u22121/2", "en", Fraction(-1, 2)),
        (".25", "en", Fraction(1, 4)),
        ("10/36", "en", Fraction(5, 18)),
    ],
)
def test_forms_teachers_write(text, lang, value):
    assert read_answer(text, lang).value == value
    assert _answered(value, text, lang).solved


@pytest.mark.parametrize(
    "text", ["abc", "1/0", "1//2", "1/2/3", "5 5", "%", "0,5,5", "1e3", "/", "7" * 5000]
)
@pytest.mark.parametrize("lang", ["de", "en"])
def test_unreadable_text_names_the_allowed_forms(text, lang):
    with pytest.raises(RuleError) as refused:
        read_answer(text, lang)
    assert refused.value.key == "answer_unreadable"
    exercise = _answered(Fraction(1, 6), text, lang)
    assert not exercise.solved
    for form in ("12", "3/8", "0,25" if lang == "de" else "0.25", "%"):
        assert form in exercise.feedback.value


@given(st.integers(-(10**6), 10**6), st.integers(1, 10**6), st.integers(1, 10**6), LANGS)
def test_an_equivalent_fraction_solves_and_says_so(p, q, factor, lang):
    exercise = _answered(Fraction(p, q), f"{p * factor}/{q * factor}", lang)
    assert exercise.solved
    assert t("answer_right", lang, answer="").strip() in exercise.feedback.value


def _repeating():
    """Fractions whose decimal expansion does not end (a prime other than 2, 5 divides
    the reduced denominator)."""
    fractions = st.builds(Fraction, st.integers(-(10**4), 10**4), st.integers(3, 10**4))
    return fractions.filter(lambda f: _strip_2_and_5(f.denominator) > 1)


def _strip_2_and_5(n: int) -> int:
    for prime in (2, 5):
        while n % prime == 0:
            n //= prime
    return n


@pytest.mark.slow
@given(_repeating(), st.integers(1, 8), st.sampled_from([ROUND_HALF_UP, ROUND_DOWN]), LANGS)
def test_a_rounded_decimal_is_close_but_the_answer_is_not_shown(answer, places, how, lang):
    text = _decimal_text(answer, lang, places, how)
    assume(len(text.lstrip("-0,.").replace(",", "").replace(".", "")) >= 2)
    exercise = _answered(answer, text, lang)
    assert not exercise.solved
    assert t("answer_close", lang, given=text) in exercise.feedback.value
    assert f"{answer.numerator}/{answer.denominator}" not in exercise.feedback.value


@given(_repeating(), st.integers(1, 6), LANGS)
def test_a_rounded_percentage_is_close(answer, places, lang):
    text = _decimal_text(answer * 100, lang, places) + " %"
    assume(len(text.lstrip("-0,.").replace(",", "").replace(".", "")) >= 4)
    assert t("answer_close", lang, given=text) in _answered(answer, text, lang).feedback.value


def _leading_digit_bracket(value: Fraction) -> tuple[Fraction, Fraction]:
    """The multiples of the answer's leading decimal unit just below and above it, found
    from its decimal digits (`Decimal.adjusted` is the exponent of the leading digit)."""
    if value == 0:
        return Fraction(0), Fraction(1)
    with localcontext() as context:
        context.prec = 400
        exponent = (Decimal(value.numerator) / Decimal(value.denominator)).adjusted()
    unit = Fraction(10) ** exponent
    low = (value / unit).__floor__() * unit
    return low, low + unit


@pytest.mark.slow
@given(st.fractions(), st.fractions(), LANGS)
def test_a_fraction_far_off_is_too_large_or_too_small_and_a_near_one_only_wrong(
    answer, other, lang
):
    assume(answer != other)
    text = f"{other.numerator}/{other.denominator}"
    exercise = _answered(answer, text, lang)
    assert not exercise.solved
    low, high = _leading_digit_bracket(answer)
    assert low <= answer < high
    key = (
        "answer_too_large"
        if other >= high
        else "answer_too_small"
        if other <= low
        else "answer_wrong"
    )
    assert t(key, lang, given=text) in exercise.feedback.value


@pytest.mark.parametrize(
    ("text", "key"),
    [("0,2", "answer_too_large"), ("0,1", "answer_too_small"), ("20 %", "answer_too_large")],
)
def test_a_one_digit_guess_is_not_called_close(text, key):
    exercise = _answered(Fraction(1, 6), text, "de")
    assert t(key, "de", given=text) in exercise.feedback.value


def test_an_exact_decimal_of_a_whole_answer_is_not_close_when_off_by_its_last_digit():
    assert t("answer_wrong", "en", given="93.99") in _answered(94, "93.99").feedback.value
    assert _answered(94, "94.000").solved


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize(
    ("key", "guesses"),
    [
        ("lesson01_q3", ["1", "1000", "10", "100", "20", "90"]),  # 55
        ("lesson06_q1", ["1", "100000", "10", "10000", "100", "5000"]),  # 1801
        ("lesson06_q6", ["1", "1000", "2", "100", "3", "50"]),  # 28
    ],
)
def test_after_three_directional_hints_a_wrong_entry_is_only_wrong(key, guesses, lang):
    """A student halving the range gets three hints, then no more direction, and the
    answer is not told either."""
    exercise = Exercise(key, lang=lang)
    expected = as_fraction(_second_routes()[key])
    said = []
    for guess in guesses:
        exercise.entry.value = guess
        said.append(exercise.feedback.value)
        assert not exercise.solved
        exercise.entry.value = ""
    direction = [
        t("answer_too_large" if Fraction(g) > expected else "answer_too_small", lang, given=g)
        for g in guesses
    ]
    for i, (text, hint) in enumerate(zip(said, direction, strict=True)):
        if i < ExactAnswer.DIRECTION_HINTS:
            assert hint in text
        else:
            assert t("answer_wrong", lang, given=guesses[i]) in text
        assert not re.search(
            rf"(?<![\d/]){expected.numerator}(?![\d/])", text.replace(guesses[i], "")
        )
    exercise.entry.value = str(expected)
    assert exercise.solved


@given(
    st.lists(st.fractions(), min_size=1, max_size=12),
    st.fractions(),
    LANGS,
)
def test_no_more_than_three_entries_are_told_their_direction(guesses, answer, lang):
    assume(answer not in guesses)
    exercise = ExactAnswer("?", answer, lang=lang)
    directional = 0
    for guess in guesses:
        text = f"{guess.numerator}/{guess.denominator}"
        exercise.entry.value = text
        feedback = exercise.feedback.value
        for key in ("answer_too_large", "answer_too_small"):
            if t(key, lang, given=text) in feedback:
                directional += 1
                # a direction given is the true one
                assert (guess > answer) == (key == "answer_too_large")
        exercise.entry.value = ""
    assert directional <= 3


def _leaves(obj, seen: set[int], depth: int = 0):
    """Every plain value reachable from an object: its attributes, its traits (with the
    child widgets' traits), and what containers hold; functions are not followed."""
    if id(obj) in seen or depth > 8:
        return
    seen.add(id(obj))
    if isinstance(obj, (str, bytes, int, float, Fraction, complex)) or obj is None:
        yield obj
    elif isinstance(obj, dict):
        for key, value in obj.items():
            yield from _leaves(key, seen, depth + 1)
            yield from _leaves(value, seen, depth + 1)
    elif isinstance(obj, (list, tuple, set, frozenset)):
        for value in obj:
            yield from _leaves(value, seen, depth + 1)
    elif callable(obj) and not hasattr(obj, "trait_values"):
        return
    else:
        if hasattr(obj, "trait_values"):
            yield from _leaves(obj.trait_values(), seen, depth + 1)
        if hasattr(obj, "__dict__"):
            yield from _leaves(vars(obj), seen, depth + 1)
        if hasattr(obj, "__slots__"):
            yield from _leaves([getattr(obj, n, None) for n in obj.__slots__], seen, depth + 1)
        yield repr(obj)


def _texts_of(value: Fraction) -> list[str]:
    """How an answer could be written down: p/q (or the whole number), a decimal."""
    texts = [
        str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"
    ]
    if value.denominator != 1:
        with localcontext() as context:
            context.prec = 4
            texts.append(str(+(Decimal(value.numerator) / Decimal(value.denominator))))
    return texts


@pytest.mark.parametrize(
    ("key", "given", "lang"),
    [
        ("lesson01_q3", None, "de"),  # 55
        ("lesson06_q1", None, "en"),  # 1801
        ("lesson06_q6", None, "de"),  # 28
        ("lesson05_q3", None, "en"),  # 13921/6630
        (None, Fraction(1309, 3243), "en"),
    ],
)
def test_an_exercise_keeps_its_answer_nowhere_a_student_can_read_it(key, given, lang):
    if key is None:
        exercise, secret = ExactAnswer("?", given, lang=lang), given
    else:
        exercise = Exercise(key, lang=lang)
        secret = as_fraction(_second_routes()[key])
    exercise.entry.value = "1/7"  # a wrong entry: nothing it shows names the answer
    texts = _texts_of(secret)
    token = re.compile(
        "|".join(rf"(?<![\w.,/]){re.escape(text)}(?![\w/]|[.,]\d)" for text in texts)
    )
    leaves = list(_leaves(exercise, set()))
    assert any(isinstance(leaf, str) and exercise.question in leaf for leaf in leaves)
    assert not hasattr(exercise, "answer")
    for leaf in leaves:
        if isinstance(leaf, str):
            assert not token.search(leaf), leaf
        elif isinstance(leaf, bytes):
            assert texts[0].encode() not in leaf or len(texts[0]) < 4
        elif isinstance(leaf, (int, float, Fraction)) and not isinstance(leaf, bool):
            assert leaf != secret, leaf
    assert not token.search(repr(exercise))
    assert not token.search(str(dir(exercise)))


def test_the_entry_is_checked_when_sent_and_cleared_with_it():
    exercise = ExactAnswer("What is 1/2?", Fraction(1, 2), lang="de")
    assert exercise.entry.continuous_update is False
    assert exercise.entry.placeholder == t("answer_placeholder", "de")
    exercise.entry.value = " 50 % "
    assert exercise.solved
    exercise.entry.value = ""
    assert not exercise.solved
    assert exercise.feedback.value == ""


def test_the_answer_must_be_exact():
    with pytest.raises(ValueError):
        ExactAnswer("?", 0.5)


@cache
def _second_routes() -> dict:
    """Every answer of `pyramide_kit.exercises` derived another way: `sympy.stats`, ordered
    enumeration where the kit enumerates multisets, the rule text by hand, Miwin's dice
    as SymPy random variables; lessons 07's and 08's and the two fair-game exercises
    (lesson02_q8, lesson05_q6) come from their own answer tests."""
    import sympy
    import sympy.stats as stats

    d1, d2 = stats.Die("D1", 6), stats.Die("D2", 6)
    ordered = list(product(range(1, 7), repeat=6))
    return {
        # one event of two sums, where the kit adds the two sums' chances
        "lesson00_q1": stats.P(sympy.Or(sympy.Eq(d1 + d2, 7), sympy.Eq(d1 + d2, 11))),
        "lesson00_q2": stats.P(sympy.Eq(d1 + d2, 12)),
        "lesson01_q1": Fraction(sum(len(set(t)) == 1 for t in ordered), len(ordered)),
        # the throw at which one die first shows a one, where the kit counts four dice
        "lesson01_q2": stats.P(stats.Geometric("T", sympy.Rational(1, 6)) <= 4),
        # 3 3 3 carry 1 1 (a half pyramid; no third one for the special large one): value
        # 10 x 3, multiplier 2, minus the 5 left over; the large pyramid 1 / 3 3 / 1 3 5
        # (three times its pips) scores less
        "lesson01_q3": max(10 * 3 * 2 - 5, 3 * (1 + 3 + 3 + 1 + 3 + 5)),
        **_second_routes_02(),
        **_second_routes_03_to_05(),
        **_second_routes_06(1 - stats.P(_no_pasch(*_miwin_dice()))),
        **_second_routes_07(),
        **_second_routes_08(),
        **_second_routes_fair_games(),
    }


def _miwin_dice() -> tuple:
    """Miwin's dice III, IV and V as `sympy.stats` random variables."""
    import sympy.stats as stats

    from pyramide_kit.dice import MIWIN_DICE

    return tuple(stats.DiscreteUniform(die.name, sorted(die.faces)) for die in MIWIN_DICE)


def _no_pasch(iii, iv, v):
    """No two of the three dice show the same number."""
    import sympy

    return sympy.And(*(sympy.Ne(x, y) for x, y in ((iii, iv), (iii, v), (iv, v))))


def _second_routes_02() -> dict:
    """`sympy.stats` on the three dice as random variables (the ring rule written as
    |x - y| in {1, 8}); a pasch in two throws by the binomial law; a series and repeated
    duels as geometric series summed by SymPy."""
    import sympy
    import sympy.stats as stats

    iii, iv, v = _miwin_dice()
    pairs = [(iii, iv), (iii, v), (iv, v)]

    def neighbours(x, y):
        return sympy.Or(sympy.Eq(sympy.Abs(x - y), 1), sympy.Eq(sympy.Abs(x - y), 8))

    no_pasch = _no_pasch(iii, iv, v)
    some_pair = sympy.Or(*(neighbours(x, y) for x, y in pairs))
    scoring = stats.P(sympy.And(no_pasch, some_pair))
    empty = stats.P(sympy.And(no_pasch, sympy.Not(some_pair)))
    k = sympy.Symbol("k", integer=True, nonnegative=True)
    return {
        "lesson02_q1": stats.P(sympy.And(sympy.Not(neighbours(iii, v)), sympy.Ne(iii, v))),
        # the die picked at random: a mixture, 1/3 each
        "lesson02_q2": sum(stats.P(sympy.Eq(sympy.Mod(x, 2), 0)) for x in (iii, iv, v)) / 3,
        "lesson02_q3": stats.P(sympy.Eq(sympy.Mod(iv - iii, 9), 2)),
        "lesson02_q4": stats.P(stats.Binomial("N", 2, 1 - stats.P(no_pasch)) >= 1),
        "lesson02_q5": stats.E(
            sum(sympy.Piecewise((1, neighbours(x, y)), (0, True)) for x, y in pairs)
        ),
        # k >= 1 scoring throws, then an empty one
        "lesson02_q6": sympy.summation(scoring**k * empty, (k, 1, sympy.oo)),
        # k ties, then V's win
        "lesson02_q7": sympy.summation(
            stats.P(sympy.Eq(v, iii)) ** k * stats.P(v > iii), (k, 0, sympy.oo)
        ),
    }


def _second_routes_06(p_pasch) -> dict:
    """`sympy.stats` laws (the pasch's chance `p_pasch` from Miwin's dice as random
    variables), the band's half-width tried n by n, the chi-square statistic
    as n times the chi-square distance of the two laws, the pyramid of ones by its
    closed form (each die shows a one within two throws)."""
    import sympy
    import sympy.stats as stats

    sixth = sympy.Rational(1, 6)
    rounds = stats.Geometric("R", (1 - (1 - sixth) ** 2) ** 6)
    sixes = stats.Binomial("X", 120, sixth)
    z, width = sympy.Rational(196, 100), sympy.Rational(2, 100)
    loaded = [sympy.Rational(1, 12), *[sixth] * 4, sympy.Rational(1, 4)]
    return {
        # the first n whose half-width 1.96 sqrt(p (1 - p) / n) is at most 0.02
        "lesson06_q1": next(
            n for n in range(1, 10**4) if z * sympy.sqrt(p_pasch * (1 - p_pasch) / n) <= width
        ),
        "lesson06_q2": stats.E(stats.Geometric("W", sixth)),
        # sum (O - E)^2 / E with O = n q, E = n p is n * sum (q - p)^2 / p
        "lesson06_q3": 600 * sum((q - sixth) ** 2 / sixth for q in loaded),
        "lesson06_q4": stats.variance(stats.Binomial("P", 100, p_pasch)),
        "lesson06_q5": stats.E(rounds),
        # the first c with P(X >= c) <= 5 % for X ~ B(120, 1/6)
        "lesson06_q6": next(c for c in range(121) if stats.P(sixes >= c) <= sympy.Rational(1, 20)),
    }


def _share(cases, event) -> Fraction:
    cases = list(cases)
    return Fraction(sum(1 for case in cases if event(case)), len(cases))


def _second_routes_03_to_05() -> dict:
    """Ordered throws counted where the kit uses multisets, chains or closed forms;
    lesson 05's cards in `_second_routes_05`."""
    from math import perm

    import sympy
    import sympy.stats as stats

    die = range(1, 7)
    # 2 3 4 5 held: the fifth die waits for a 1 or a 6 (2 faces of 6), two throws at most
    wait_for_end = stats.Geometric("E", sympy.Rational(2, 6))
    return {
        # complementary event: all five different, 6 * 5 * 4 * 3 * 2 ordered throws
        "lesson03_q1": 1 - Fraction(perm(6, 5), 6**5),
        "lesson03_q2": stats.P(wait_for_end <= 2),
        # 4 4 4 held: the two thrown dice a pair, but not of fours (that is a Kniffel)
        "lesson03_q3": _share(product(die, repeat=2), lambda t: t[0] == t[1] != 4),
        # the two free dice, two throws each: both end on the kept face (a 6, say)
        "lesson03_q4": _share(product(die, repeat=4), lambda t: 6 in t[:2] and 6 in t[2:]),
        **_second_routes_04(),
        **_second_routes_05(),
    }


def _second_routes_04() -> dict:
    """`sympy.stats` dice, both ways of laying two blue dice tried by hand, and every
    sequence of green dice of the rest of a round scored by the rule text's points."""
    import sympy
    import sympy.stats as stats

    die = range(1, 7)
    x, y, m = (stats.Die(name, 6) for name in ("X", "Y", "M"))
    p_top = _share(die, lambda g: 2 * g < 2 + 4)  # the top on M1 = 2, M2 = 4
    waiting = stats.Geometric("K", sympy.Rational(p_top.numerator, p_top.denominator))
    return {
        "lesson04_q1": stats.P(2 * m < 5 + x),
        "lesson04_q2": stats.P(sympy.Eq(2 * m, x + y)),
        # B1 + B2 = 7 under M1, B2 + B3 = 10 under M2; the player may swap the blue dice
        "lesson04_q3": _share(
            product(die, repeat=2),
            lambda t: any(2 * a < 3 + 4 and 2 * b < 4 + 6 for a, b in (t, t[::-1])),
        ),
        "lesson04_q4": stats.P(waiting <= 3),
        "lesson04_q5": Fraction(sum(map(_points_of_the_picture, product(die, repeat=5))), 6**5),
    }


def _points_of_the_picture(greens: tuple[int, ...]) -> int:
    """The points of the rule text's picture (4 4 6 / 3 4, the top missing after throw 1)
    when throws 2 to 6 show `greens`: 7 - k for the throw k whose green die is smaller
    than (3 + 4) / 2, plus 2 for three equal dice, 4 for four; 0 if none fits."""
    for k, green in enumerate(greens, start=2):
        if 2 * green < 3 + 4:
            dice = (4, 4, 6, 3, 4, green)
            equal = max(dice.count(v) for v in dice)
            return 7 - k + {3: 2, 4: 4}.get(equal, 0)
    return 0


def _bus_questions_reached() -> list[Fraction]:
    """P(question k is asked), k = 1..4, in one attempt with the best guesses, over every
    ordered deal of the first two cards of a 52-card deck (13 values, 4 suits, 2 of them
    red): a colour (26 of 52), higher or lower (a card of the same value is wrong), inside
    or outside (the two values themselves are wrong)."""
    deck = list(product(range(13), "hdcs"))  # value, suit; hearts and diamonds are red
    reached = [Fraction(1), Fraction(0), Fraction(0), Fraction(0)]
    for first in deck:
        if first[1] not in "hd":  # guessing red; black would do as well
            continue
        reached[1] += Fraction(1, 52)
        rest = [card for card in deck if card != first]
        higher = [card for card in rest if card[0] > first[0]]
        lower = [card for card in rest if card[0] < first[0]]
        for second in max(higher, lower, key=len):
            low, high = sorted((first[0], second[0]))
            left = [card for card in rest if card != second]
            inside = sum(low < card[0] < high for card in left)
            outside = sum(card[0] < low or card[0] > high for card in left)
            reached[2] += Fraction(1, 52 * 51)
            reached[3] += Fraction(max(inside, outside), 52 * 51 * 50)
    return reached


def _second_routes_05() -> dict:
    """Binomial coefficients for the cards; the bus by counting every ordered deal of its
    first cards here; the triple-call bluff as a `sympy.stats` Bernoulli call; the two
    hands by listing where the rank's 3 cards lie among 51 places (4 Ben's, 4 yours)."""
    from itertools import combinations
    from math import comb

    import sympy
    import sympy.stats as stats

    prior = 1 - Fraction(comb(8, 2), comb(10, 2))
    reach = _bus_questions_reached()  # a card is turned at question k if 1..k-1 passed
    called = stats.Bernoulli("C", sympy.Rational(1, 5))
    trios = list(combinations(range(51), 3))
    yours = [trio for trio in trios if any(4 <= place < 8 for place in trio)]
    return {
        # none of 3 others' 12 cards among the 47 you cannot see is one of the 3
        "lesson05_q1": Fraction(comb(44, 12), comb(47, 12)),
        "lesson05_q2": prior / (prior + (1 - prior) / 2),
        "lesson05_q3": sum(reach),
        "lesson05_q4": stats.E(4 * (1 - called) - 3 * 4 * called),
        "lesson05_q5": _share(yours, lambda trio: min(trio) < 4),
    }


@pytest.mark.slow
def test_every_hidden_answer_agrees_with_a_second_route():
    routes = _second_routes()
    assert set(answer_keys()) == set(routes)
    for key, value in routes.items():
        assert answer(key) == as_fraction(value), key


@pytest.mark.parametrize("lang", ["de", "en"])
def test_an_exercise_by_its_key_checks_the_hidden_answer(lang):
    expected = as_fraction(_second_routes()["lesson02_q6"])
    exercise = Exercise("lesson02_q6", lang=lang)
    exercise.entry.value = f"{expected.numerator * 3}/{expected.denominator * 3}"
    assert exercise.solved


@pytest.mark.parametrize("key", ["lesson99_q1", "", 3])
def test_an_unknown_key_is_refused_with_the_known_ones(key):
    with pytest.raises(RuleError) as refused:
        Exercise(key)
    assert refused.value.key == "answer_err_key"
    assert "lesson00_q1" in error_text(refused.value, "de")


@pytest.mark.parametrize("kwargs", [{}, {"answer": None}])
def test_an_exercise_needs_its_answer(kwargs):
    """And the message names the box that takes a lesson's exercise by its key."""
    with pytest.raises(RuleError) as refused:
        ExactAnswer("?", **kwargs)
    assert refused.value.key == "answer_err_answer"
    for lang in ("de", "en"):
        assert "`Exercise(key)`" in error_text(refused.value, lang)


def test_an_exercise_given_its_answer_needs_its_question():
    with pytest.raises(RuleError) as refused:
        ExactAnswer(answer=1)
    assert refused.value.key == "answer_err_question"


@pytest.mark.parametrize("key", answer_keys())
def test_every_exercise_has_a_question_in_both_languages(key):
    german, english = question(key, "de"), question(key, "en")
    assert german.strip() and english.strip() and german != english
    assert key.startswith("lesson") and number(key) == int(key[key.index("_q") + 2 :])


@pytest.mark.parametrize("lang", ["de", "en"])
def test_an_exercise_by_its_key_alone_shows_its_numbered_question(lang):
    """With its number and its level in words (an extension, as the lesson calls it)."""
    exercise = Exercise("lesson04_q3", lang=lang)
    extension = {"de": "Erweiterung", "en": "Extension"}[lang]
    assert exercise.question == f"3. {extension}: {question('lesson04_q3', lang)}"
    assert f"<b>3. {extension}: " in exercise.children[0].value
    assert question("lesson04_q3", lang) in repr(exercise)
    exercise.entry.value = str(answer("lesson04_q3"))
    assert exercise.solved


def test_a_question_in_an_unknown_language_is_refused():
    with pytest.raises(RuleError) as refused:
        question("lesson00_q1", "fr")
    assert "de" in str(refused.value)
