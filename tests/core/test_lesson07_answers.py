"""Lesson 07's exercises: the lesson names their keys and shows no answer, and each
key's answer is derived here a second way.

The exercises are read from the cells of the core lesson and of its deeper notebook (where
exercise 3 sits, beside the Mauro values it builds on) as Python syntax, so the test checks
what the lesson actually asks. The second routes: the generic solver on the tiny game (its
value, and the stopping rule it finds played through the game's own chance steps), a
Mauro throw played through the engine, `sympy.stats`.
"""

from __future__ import annotations

import ast
import json
from fractions import Fraction
from pathlib import Path

import pytest
import sympy
import sympy.stats as stats

from pyramide_kit.exact import as_fraction
from pyramide_kit.exercises import answer
from pyramide_kit.mauro import Bank, Dice, Roll, new_game
from pyramide_kit.mauro.rules import Rules
from pyramide_kit.optimal import Solver
from pyramide_kit.seats import Player
from pyramide_kit.table import CHANCE
from tests.toy import Climb, Stop
from tests.toy import Dice as ToyDice
from tests.toy import Roll as ToyRoll

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
LESSON = LESSONS / "07_decisions.ipynb"
DEEPER = LESSONS / "07_decisions_deeper.ipynb"
KEYS = [f"lesson07_q{n}" for n in range(1, 5)]
WHERE = {LESSON: ["lesson07_q1", "lesson07_q2", "lesson07_q4"], DEEPER: ["lesson07_q3"]}


def _exercises(path: Path) -> list[ast.Call]:
    """The notebook's exercise boxes: its calls of `Exercise` and of `ExactAnswer`."""
    calls = []
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] == "code":
            for node in ast.walk(ast.parse("".join(cell["source"]))):
                if isinstance(node, ast.Call) and getattr(node.func, "id", "") in (
                    "Exercise",
                    "ExactAnswer",
                ):
                    calls.append(node)
    return calls


def named_keys(calls: list[ast.Call]) -> list[str]:
    """The keys the boxes name, in their order, each box an `Exercise` given its key as
    a literal and its language, nothing else: no `ExactAnswer`, so no answer in the
    code."""
    assert all(call.func.id == "Exercise" for call in calls)
    assert all(len(call.args) == 1 and isinstance(call.args[0], ast.Constant) for call in calls)
    assert all({kw.arg for kw in call.keywords} == {"lang"} for call in calls)
    return [call.args[0].value for call in calls]


@pytest.mark.parametrize("path", list(WHERE), ids=lambda path: path.stem)
def test_the_lesson_names_its_keys_and_passes_no_answer(path: Path):
    assert named_keys(_exercises(path)) == WHERE[path]


def test_the_core_and_its_deeper_notebook_ask_every_exercise_once():
    assert sorted(key for keys in WHERE.values() for key in keys) == KEYS


def _points_law(state: Climb, solver: Solver) -> dict[int, Fraction]:
    """The law of the points the tiny game ends with, playing the solver's best move."""
    if state.to_move is None:
        return {state.shown: Fraction(1)}
    steps = (
        state.chance_outcomes().items()
        if state.to_move is CHANCE
        else [(solver.best_moves(state)[0], Fraction(1))]
    )
    law: dict[int, Fraction] = {}
    for move, p in steps:
        for points, q in _points_law(state.apply(move), solver).items():
            law[points] = law.get(points, Fraction(0)) + p * q
    return law


def _one_more_throw_from_two() -> Fraction:
    """A series of 2 points (the straight 1-2-3), one more throw through the engine."""
    state = new_game(1, Rules(may_stop=True)).apply(Roll()).apply(Dice((1, 3, 2)))
    assert state.series_total == 2 and Bank() in state.legal_moves()
    rolling = state.apply(Roll())
    expected = Fraction(0)
    for move, p in rolling.chance_outcomes().items():
        after = rolling.apply(move)
        ended = len(after.turns) > len(state.turns)
        expected += p * (after.turns[-1].banked if ended else after.series_total)
    return expected


def second_routes() -> dict[str, Fraction]:
    """Every lesson 07 answer, derived without `pyramide_kit.exercises`."""
    ann = (Player("Ann"),)
    three = Climb(ann, 3)
    points = _points_law(three, Solver(0))
    hits = stats.Binomial("H", 3, sympy.Rational(1, 3))  # a 5 or 6 in each of three throws
    return {
        # 1: the tiny game with four throws, by the generic solver over the game's moves
        "lesson07_q1": Solver(0).value(Climb(ann, 4)),
        # 2: the solver's stopping rule, played through every throw the game can show
        "lesson07_q2": sum((p for v, p in points.items() if v >= 4), Fraction(0)),
        "lesson07_q3": _one_more_throw_from_two(),
        # 4: stop on a 5 or 6 = win unless all three throws miss
        "lesson07_q4": as_fraction(stats.P(hits >= 1)),
    }


def _climb_after(*throws: int) -> Climb:
    state = Climb((Player("Ann"),), 3)
    for value in throws:
        state = state.apply(ToyRoll()).apply(ToyDice(value))
    return state


def test_the_solver_plays_the_average_rule_the_exercise_states():
    """Exercise 2 states the rule; the solver finds the same: stop on a 5 or 6 after the
    first throw, on a 4 to 6 after the second."""
    solver = Solver(0)
    stops = [
        {v for v in range(1, 7) if solver.best_moves(_climb_after(*before, v)) == (Stop(),)}
        for before in ((), (1,))
    ]
    assert stops == [{5, 6}, {4, 5, 6}]


def test_exercise_answers_by_second_routes():
    routes = second_routes()
    assert sorted(routes) == KEYS
    for key, value in routes.items():
        assert answer(key) == value, key
