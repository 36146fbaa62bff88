"""Every exercise's level and worked solution, and the two fair-game exercises.

Each exercise of `pyramide_kit.exercises` has a level ("basis" or "extension") and a
worked solution in German and English: two to five steps, no Python names, the same
numbers in both languages. A step writes only the givens of its question as digits
(every other number is a field the kit fills), and the last step states the result the
solution's own route reaches, which must be the exercise's answer: it is read back from
the text, so a solution ending on an intermediate value or on a wrong one fails.

The fair-game exercises are derived here from the rule texts, not from the kit: the
fee of the fairground booth by counting Miwin's 216 throws with variant 2's points
written out below (the rule text's own examples check the scorer), the fair bluff by
solving v(1 - c) - 2vc = 0 by hand for every row value.
"""

from __future__ import annotations

import re
import string
import unicodedata
from fractions import Fraction
from itertools import combinations, product

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pyramide_kit import exercises
from pyramide_kit.exercises import LEVELS, answer, answer_keys, level, question, registry, solution
from pyramide_kit.i18n import CATALOGUE
from tests.core.test_english_words import german_words
from tests.student_texts import code_names, kit_class_names

KEYS = answer_keys()
LANGS = ("de", "en")
CLASSES = kit_class_names()

MIWIN = {"III": (1, 2, 5, 6, 7, 9), "IV": (1, 3, 4, 5, 8, 9), "V": (2, 3, 4, 6, 7, 8)}
"""Miwin's dice as the rule text lists them (RULES.md §4)."""

NUMBER_WORDS = {
    "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7, "acht": 8,
    "neun": 9, "zehn": 10, "zwölf": 12, "doppelt": 2, "hälfte": 2,
    "two": 2, "twice": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "twelve": 12, "half": 2,
}  # fmt: skip
"""Numbers a question gives in words (at a word's start: "dreifachen", "zweimal")."""

STRUCTURAL = {0, 1, 2}
"""Numbers a step may write without the question: 1 − p, 0 points, 2M < x + y, x²."""

_APPROXIMATION = re.compile(r"≈\s*[\d.,]+\s*%?")
_EXACT = re.compile(r"\d+(?:/\d+)?")


def stated_result(text: str) -> Fraction:
    """The last exact number of `text` (a whole number or p/q), rounded values after "≈"
    left out: what a solution's last step says the result is."""
    numbers = _EXACT.findall(_APPROXIMATION.sub(" ", text))
    if not numbers:
        raise AssertionError(f"no result in {text!r}")
    return Fraction(numbers[-1])


def _digits(text: str) -> list[int]:
    """The numbers written with digits in `text`, superscripts and subscripts included
    (x⁴ writes a 4)."""
    plain = "".join(
        f" {unicodedata.digit(ch)} " if not ch.isascii() and ch.isdigit() else ch for ch in text
    )
    return [int(number) for number in re.findall(r"\d+", plain)]


def given_numbers(text: str) -> set[int]:
    """The numbers a question gives: its digits and its number words."""
    words = {n for word, n in NUMBER_WORDS.items() if re.search(rf"\b{word}", text.lower())}
    return set(_digits(text)) | words


def typed_numbers(template: str, question_text: str) -> list[int]:
    """The numbers a step's template writes itself (not a `{field}`) that its question
    does not give and that are not structural."""
    bare = re.sub(r"\{[^{}]*\}", " ", template)
    allowed = given_numbers(question_text) | STRUCTURAL
    return [n for n in _digits(bare) if n not in allowed]


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def templates(key: str, lang: str) -> tuple[str, ...]:
    """A solution's steps before the kit fills them in (the catalogue's texts of the
    registry's steps)."""
    return tuple(CATALOGUE.template(step, lang) for step in registry._SOLUTIONS[key].steps)


# --- levels ---------------------------------------------------------------------------


def test_there_are_two_levels():
    assert LEVELS == ("basis", "extension")


@pytest.mark.parametrize("key", KEYS)
def test_every_exercise_has_a_level(key):
    assert level(key) in LEVELS


def test_both_levels_are_given_and_no_question_carries_its_level_as_text():
    """Lesson 08 once wrote "Basis:" into its questions; the level is data now."""
    assert {level(key) for key in KEYS} == set(LEVELS)
    prefixes = ("Basis", "Basic", "Erweiterung", "Extension")
    assert [key for key in KEYS for lang in LANGS if question(key, lang).startswith(prefixes)] == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_level_is_named_in_words(lang):
    names = {"de": ("Basis", "Erweiterung"), "en": ("Basic", "Extension")}[lang]
    for key in KEYS:
        name = names[LEVELS.index(level(key))]
        assert exercises.level_name(key, lang) == name
        expected = f"{exercises.number(key)}. {name}: {question(key, lang)}"
        assert exercises.numbered_question(key, lang) == expected


# --- worked solutions -----------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("key", KEYS)
def test_every_exercise_has_a_worked_solution(key, lang):
    steps = solution(key, lang)
    assert 2 <= len(steps) <= 5
    assert all(step.strip() and step == step.strip() for step in steps)
    assert [code_names(step, CLASSES) for step in steps] == [[] for _ in steps]
    assert "{" not in " ".join(steps)


@pytest.mark.parametrize("key", KEYS)
def test_a_solution_says_the_same_in_both_languages(key):
    german, english = templates(key, "de"), templates(key, "en")
    assert len(german) == len(english)
    assert [fields(step) for step in german] == [fields(step) for step in english]
    assert solution(key, "de") != solution(key, "en")


@pytest.mark.parametrize("key", KEYS)
def test_no_english_solution_says_pasch(key):
    assert [german_words(step) for step in solution(key, "en")] == [
        [] for _ in templates(key, "en")
    ]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("key", KEYS)
def test_the_solution_states_the_exact_answer_last(key, lang):
    assert "result" in fields(templates(key, lang)[-1])
    assert stated_result(solution(key, lang)[-1]) == answer(key)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("key", KEYS)
def test_a_solution_types_only_the_question_s_givens(key, lang):
    found = [typed_numbers(step, question(key, lang)) for step in templates(key, lang)]
    assert found == [[] for _ in found]


def test_probe_the_result_read_back_is_the_last_exact_number():
    assert stated_result("P = 8/36 = 2/9.") == Fraction(2, 9)
    assert stated_result("H₀ wird also ab 31 Sechsen abgelehnt.") == 31
    assert stated_result("E = 4/5·4 − 1/5·12 = 4/5 Chips.") == Fraction(4, 5)
    assert stated_result("P(X ≥ 28) ≈ 3,73 % ist es nicht: 28") == 28
    # a step that ends on an intermediate value is caught
    assert stated_result("P = 2/9, aus 8 von 36 Paaren.") != Fraction(2, 9)


def test_probe_a_typed_number_is_found():
    assert typed_numbers("Augensumme 7: {seven} Paare", "Augensumme 7 oder 11?") == []
    assert typed_numbers("36 Ergebnisse", "Augensumme 7 oder 11?") == [36]
    assert typed_numbers("({miss})⁴", "vier Würfe") == []
    assert typed_numbers("({miss})³", "vier Würfe") == [3]
    assert typed_numbers("3·4 = {taken}", "den dreifachen Reihenwert, Reihe 4") == []


def test_the_widget_shows_the_level_and_never_the_solution():
    from pyramide_kit.exercises import Exercise
    from tests.student_texts import shown_texts

    names = {"de": dict(zip(LEVELS, ("Basis", "Erweiterung"), strict=True)),
             "en": dict(zip(LEVELS, ("Basic", "Extension"), strict=True))}  # fmt: skip
    for key in KEYS:
        for lang in LANGS:
            exercise = Exercise(key, lang=lang)
            shown = " ".join(shown_texts(exercise)) + " " + repr(exercise)
            expected = f"{exercises.number(key)}. {names[lang][level(key)]}: {question(key, lang)}"
            assert expected in shown, key
            kept = " ".join(str(value) for value in vars(exercise).values())
            for step in solution(key, lang):
                assert step not in shown and step not in kept, (key, step)


# --- the fair fee of the fairground booth (lesson02_q8) -------------------------------


def _neighbours(x: int, y: int) -> bool:
    """The rule text: numbers that differ by 1 are neighbours, and so are 1 and 9."""
    return abs(x - y) == 1 or {x, y} == {1, 9}


def variant_2_points(throw: tuple[int, int, int]) -> int:
    """Variant 2 of the rule text: every pair of dice showing neighbours scores the sum of
    its two numbers."""
    return sum(x + y for x, y in combinations(throw, 2) if _neighbours(x, y))


def test_the_rule_text_s_examples_of_variant_2():
    assert variant_2_points((5, 6, 7)) == 24  # "(5+6) + (6+7) = 24 Punkte"
    assert variant_2_points((8, 9, 9)) == 34  # "die höchste Punktezahl"
    assert variant_2_points((9, 8, 7)) == 32  # player A, round 1 of the table
    assert variant_2_points((1, 1, 7)) == 0


def fair_fee() -> Fraction:
    """The expected payout over the 216 equally likely throws of III, IV and V."""
    throws = list(product(*MIWIN.values()))
    assert len(throws) == 216
    return Fraction(sum(map(variant_2_points, throws)), len(throws))


def test_the_fair_fee_is_the_expected_payout():
    assert answer("lesson02_q8") == fair_fee()
    best = max(map(variant_2_points, product(*MIWIN.values())))
    assert 0 < fair_fee() < best


@given(st.fractions(min_value=0, max_value=40))
def test_only_the_fair_fee_leaves_the_booth_nothing_on_average(fee):
    """The booth's expected gain, fee minus payout, is 0 exactly at the kit's answer."""
    throws = list(product(*MIWIN.values()))
    gain = sum((fee - variant_2_points(t) for t in throws), Fraction(0)) / len(throws)
    assert (gain == 0) == (fee == answer("lesson02_q8"))


# --- the fair bluff (lesson05_q6) -----------------------------------------------------


def fair_call_rate(row_value: int) -> Fraction:
    """v(1 - c) - 2vc = 0, solved by hand: v = 3vc, so c = v / (v + 2v), for the rule's
    doubled row value (RULES.md §3: a caught bluffer takes 2 x row value)."""
    return Fraction(row_value, row_value + 2 * row_value)


@given(st.integers(1, 7))
def test_the_fair_call_rate_is_the_same_at_every_row(row_value):
    assert answer("lesson05_q6") == fair_call_rate(row_value)


@given(st.integers(1, 7), st.fractions(min_value=0, max_value=1))
def test_a_bluff_is_fair_exactly_at_that_call_rate(row_value, c):
    """The two branches of a bluff by hand: not called, +v; called, -2v."""
    net = row_value * (1 - c) - 2 * row_value * c
    assert (net == 0) == (c == answer("lesson05_q6"))
    assert (net > 0) == (c < answer("lesson05_q6"))


def second_routes() -> dict[str, Fraction]:
    """The two fair-game exercises by the routes above (for the widget's tests)."""
    return {"lesson02_q8": fair_fee(), "lesson05_q6": fair_call_rate(1)}
