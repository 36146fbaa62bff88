"""The lesson's exercise answers agree with the kit's exact values (both routes).

The answers are read by running each exercise cell with a recorder in place of
`ExactAnswer`, so the test checks what the lesson actually accepts: the value of the
`answer_key` it names in `pyramide_kit.answers` (an answer passed in the code would be
read too, but the lesson must not show one).
"""

import json
from pathlib import Path

import sympy

from pyramide_kit.answers import answer as keyed_answer
from pyramide_kit.dice import MIWIN_III, MIWIN_V
from pyramide_kit.exact import as_fraction
from pyramide_kit.mauro import ThrowClass, odds
from pyramide_kit.mauro.duel import win_probability_sympy
from pyramide_kit.mauro.ninth import chance_facts

LESSON = Path(__file__).resolve().parents[2] / "lessons" / "02_mauro.ipynb"


def _exercises():
    """Each exercise's number, its answer as the lesson's widget holds it, and whether the
    answer stood in the code."""
    found = {}

    def record(question, answer=None, *, answer_key=None, **_kw):
        value = as_fraction(answer) if answer_key is None else keyed_answer(answer_key)
        found[int(question.split(".", 1)[0])] = (sympy.Rational(value), answer is not None)

    for cell in json.loads(LESSON.read_text())["cells"]:
        source = "".join(cell["source"])
        if cell["cell_type"] == "code" and source.startswith("ExactAnswer("):
            exec(source, {"ExactAnswer": record, "sympy": sympy})
    return found


def _answers():
    return {number: value for number, (value, _) in _exercises().items()}


def test_no_exercise_shows_its_answer_in_the_code():
    exercises = _exercises()
    assert len(exercises) == 7
    assert [number for number, (_, shown) in exercises.items() if shown] == []


def test_exercise_answers():
    facts = {f.key: f for f in chance_facts()}
    expected = {
        1: facts["pair_neighbours_III_V"].by_formula,
        2: facts["random_die_shows_7"].by_enumeration,
        3: facts["successor_III_IV"].by_formula,
        4: odds.class_probabilities_sympy()[ThrowClass.PASCH],
        5: odds.expected_points_variant2_by_pairs(),
        6: odds.turn_chain().B[0, 0],
        7: win_probability_sympy(MIWIN_V, MIWIN_III),
    }
    assert _answers() == expected
