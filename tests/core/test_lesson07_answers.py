"""Lesson 07's exercise answers, each derived here a second way.

The answers are read by running the lesson's own cells (the imports, the definitions
the exercises use, and the exercise cells) with a recorder in place of `ExactAnswer`,
so the test checks what the lesson actually accepts (the answer it passes, or the value of
an `answer_key` it names in `pyramide_kit.answers`). The second routes: the generic
solver on the tiny game, a Mauro throw played through the engine, `sympy.stats`.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import sympy
import sympy.stats as stats

from pyramide_kit.answers import answer as keyed_answer
from pyramide_kit.exact import as_fraction
from pyramide_kit.mauro import Bank, Dice, Roll, new_game
from pyramide_kit.mauro.rules import Rules
from pyramide_kit.optimal import Solver
from pyramide_kit.seats import Player
from tests.toy import Climb, Stop
from tests.toy import Dice as ToyDice
from tests.toy import Roll as ToyRoll

LESSON = Path(__file__).resolve().parents[2] / "lessons" / "07_decisions.ipynb"
NEEDED = ("import ", "faces = ", "def value(", "sixth = ", "ExactAnswer(")


def _answers() -> dict[int, Fraction]:
    found: dict[int, Fraction] = {}

    def record(question, answer=None, *, answer_key=None, **_kw):
        value = as_fraction(answer) if answer_key is None else keyed_answer(answer_key)
        found[int(question.split(".", 1)[0])] = value

    namespace: dict = {}
    for cell in json.loads(LESSON.read_text())["cells"]:
        source = "".join(cell["source"])
        if cell["cell_type"] == "code" and any(word in source for word in NEEDED):
            if "PyramideApp(" in source or "kniffel_optimal.table" in source:
                continue
            exec(source, namespace)
            namespace["ExactAnswer"] = record
            namespace["print"] = lambda *a, **k: None
    return found


def _climb_after_first_throw(value: int) -> Climb:
    return Climb((Player("Ann"),), 3).apply(ToyRoll()).apply(ToyDice(value))


def test_exercise_answers_by_second_routes():
    answers = _answers()
    assert sorted(answers) == [1, 2, 3, 4]
    # 1: the tiny game with four throws, by the generic solver over the game's moves
    assert answers[1] == Solver(0).value(Climb((Player("Ann"),), 4))
    # 2: stop after the first throw exactly where stopping is worth more than going on
    solver = Solver(0)
    stops = sum(
        1 for v in range(1, 7) if solver.best_moves(_climb_after_first_throw(v)) == (Stop(),)
    )
    assert answers[2] == Fraction(stops, 6)
    # 3: a series of 2 points (the straight 1-2-3), one more throw through the engine
    rules = Rules(may_stop=True)
    state = new_game(1, rules).apply(Roll()).apply(Dice((1, 3, 2)))
    assert state.series_total == 2 and Bank() in state.legal_moves()
    rolling = state.apply(Roll())
    expected = Fraction(0)
    for move, p in rolling.chance_outcomes().items():
        after = rolling.apply(move)
        ended = len(after.turns) > len(state.turns)
        expected += p * (after.turns[-1].banked if ended else after.series_total)
    assert answers[3] == expected
    # 4: a 5 or 6 within three throws, as a binomial count in sympy.stats
    hits = stats.Binomial("H", 3, sympy.Rational(1, 3))
    assert answers[4] == as_fraction(stats.P(hits >= 1))
