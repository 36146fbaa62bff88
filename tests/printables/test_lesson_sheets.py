"""Prediction and tally sheets: each lesson's questions and outcomes, never an answer."""

from __future__ import annotations

from fractions import Fraction
from math import comb

import pytest

from pyramide_kit import exercises
from pyramide_kit.i18n import t
from pyramide_kit.printables.answer_key import decimal_text, fraction_text
from pyramide_kit.printables.lessons import LESSONS
from tests.printables.conftest import flat, needs_pdftotext, pdf_text

pytestmark = needs_pdftotext

LANGS = ("de", "en")
LEVEL_NAMES = {
    "de": {"basis": "Basis", "extension": "Erweiterung"},
    "en": {"basis": "Basic", "extension": "Extension"},
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("number", sorted(LESSONS))
def test_prediction_sheet_asks_every_question_before_the_throw(sheets, number, lang):
    text = flat(pdf_text(sheets[f"prediction_{number}", lang]))
    intro = {"de": "bevor du würfelst", "en": "Write your guess before you throw"}[lang]
    assert intro in text
    questions = LESSONS[number].questions
    assert questions
    for i, question in enumerate(questions, start=1):
        level = (
            f"{LEVEL_NAMES[lang][exercises.level(question.exercise)]}: "
            if question.exercise
            else ""
        )
        assert flat(f"{i}. {level}{question.text(lang)}") in text
    guess = {"de": "Meine Vermutung:", "en": "My guess:"}[lang]
    assert text.count(guess) == len(questions)


def test_every_exercise_of_the_lessons_is_on_its_prediction_sheet():
    from pyramide_kit.exercises import answer_keys, question

    for key in answer_keys():
        number = key.removeprefix("lesson")[:2]
        texts = [q.text("en") for q in LESSONS[number].questions]
        assert question(key, "en") in texts, key


def test_prediction_sheets_hold_the_registry_events():
    """A lesson on a game asks about that game's registered events, titled as the
    explorer titles them."""
    from pyramide_kit.games import event

    title = event("kniffel", "small_straight").title("de")
    assert any(title in q.text("de") for q in LESSONS["03"].questions)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("number", sorted(LESSONS))
def test_prediction_sheets_show_no_answer(sheets, number, lang):
    text = flat(pdf_text(sheets[f"prediction_{number}", lang]))
    assert "≈" not in text
    for question in LESSONS[number].questions:
        value = question.exact()
        if value.denominator != 1:
            assert fraction_text(value) not in text.replace(f"{question.text(lang)}", "")
            assert decimal_text(value, lang).lstrip("≈ ") not in text


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("number", sorted(LESSONS))
def test_prediction_sheets_show_no_worked_solution(sheets, number, lang):
    """Not one step of a solution, nor the label the answer key gives them."""
    text = flat(pdf_text(sheets[f"prediction_{number}", lang]))
    assert {"de": "Lösungsweg", "en": "Solution"}[lang] not in text
    steps = [step for q in LESSONS[number].questions for step in q.solution(lang)]
    assert steps
    assert [step for step in steps if flat(step) in text] == []


def test_every_exercise_s_level_and_solution_reach_the_sheets():
    """The sheets' questions carry the exercise's key, so its level and solution are the
    registry's; an event of a game has neither."""
    for key in exercises.answer_keys():
        (found,) = [q for q in LESSONS[key[6:8]].questions if q.exercise == key]
        assert found.solution("de") == exercises.solution(key, "de")
    events = [q for entry in LESSONS.values() for q in entry.questions if q.exercise is None]
    assert events and all(q.solution("en") == () for q in events)


def _tiny_game_by_hand() -> list[Fraction]:
    """Lesson 07's tiny game by the average rule, by hand: stop on 5 or 6 at the first
    throw (1/3), on 4 to 6 at the second, else take the third throw."""
    third = Fraction(2, 3) * Fraction(1, 2) * Fraction(1, 6)
    second = Fraction(2, 3) * Fraction(1, 6)
    first = Fraction(1, 6)
    return [third] * 3 + [second + third] + [first + second + third] * 2


def _second_route(number: str) -> list[Fraction] | None:
    """Each tally experiment's law by a route of its own (None: the registry's law,
    proven by its own second route elsewhere: Kniffel's by counting all throws in the
    Explorer's tests, Schmieden's policy law by the Markov chain in its odds tests)."""
    sixth = Fraction(1, 6)
    if number == "00":  # the triangle of sums
        return [Fraction(6 - abs(s - 7), 36) for s in range(2, 13)]
    if number == "01":  # each die shows a one after three throws with 1 - (5/6)^3
        q = 1 - (1 - sixth) ** 3
        return [comb(6, k) * q**k * (1 - q) ** (6 - k) for k in range(7)]
    if number == "02":
        from pyramide_kit.mauro.odds import class_probabilities_sympy
        from pyramide_kit.mauro.throws import ThrowClass

        law = class_probabilities_sympy()
        return [Fraction(int(law[k].p), int(law[k].q)) for k in ThrowClass]
    if number == "05":  # the 3 other cards of the rank among 16 of the 51 other cards
        return [Fraction(comb(3, k) * comb(48, 16 - k), comb(51, 16)) for k in range(4)]
    if number == "06":
        return [sixth] * 6
    if number == "07":
        return _tiny_game_by_hand()
    if number == "08":
        return [sixth, 1 - sixth]
    return None


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("number", sorted(LESSONS))
def test_tally_sheets_show_each_outcomes_exact_probability(sheets, number, lang):
    """The last column of each outcome's row is its exact probability (the fraction where
    it is short, and the decimal), by a second route where the law has one; the laws
    add up to 1."""
    experiment = LESSONS[number].experiment
    law = experiment.exact()
    route = _second_route(number)
    if route is not None:
        assert law == route
    assert sum(law) == 1
    outcomes = experiment.outcomes(lang)
    lines = [
        line.strip()
        for line in pdf_text(sheets[f"tally_{number}", lang], layout=True).splitlines()
        if line.strip()
    ]
    start = lines.index(next(line for line in lines if line.startswith(outcomes[0] + " ")))
    for line, outcome, p in zip(lines[start:], outcomes, law, strict=False):
        assert line.startswith(outcome), (number, line)
        assert line.endswith(decimal_text(p, lang).lstrip("≈ ")), (number, line)
        assert fraction_text(p) in line or len(fraction_text(p)) > 9, (number, line)


@pytest.mark.parametrize("lang", LANGS)
def test_tally_sheets_have_a_row_per_outcome_and_a_total(sheets, lang):
    from pyramide_kit.mauro.throws import ThrowClass

    expected = {
        "00": [str(s) for s in range(2, 13)],  # sums of two dice
        "01": [str(k) for k in range(7)],  # ones among six dice
        "02": [t(f"print_mauro_class_{kind.value}", lang) for kind in ThrowClass],
        "03": [str(k) for k in range(1, 6)],
        "04": [*(str(k) for k in range(1, 7)), t("print_never", lang)],
        "05": [str(k) for k in range(4)],  # the 3 other cards of the rank
        "06": [str(k) for k in range(1, 7)],
        "07": [str(k) for k in range(1, 7)],
        "08": ["1", "0"],  # the class tally's codes: a six, no six
    }
    total = {"de": "Summe", "en": "Total"}[lang]
    for number, outcomes in expected.items():
        lines = [
            line.split()[0]
            for line in pdf_text(sheets[f"tally_{number}", lang], layout=True).splitlines()
            if line.strip()
        ]
        start = lines.index({"de": "Ergebnis", "en": "Outcome"}[lang])
        end = lines.index(total, start)  # the header may take two lines
        assert lines[end - len(outcomes) : end] == outcomes, number
        assert end - len(outcomes) - start <= 2
