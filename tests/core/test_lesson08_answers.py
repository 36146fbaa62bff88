"""Lesson 08's exercises: the lesson names their keys and shows no answer, and each
key's answer is derived here a second way, with `sympy.stats` and by counting with
`math.comb`, never with `pyramide_kit.binomial`."""

from __future__ import annotations

from fractions import Fraction
from itertools import product
from math import comb
from pathlib import Path

import sympy
import sympy.stats as stats

from pyramide_kit.dice import MIWIN_III, MIWIN_IV
from pyramide_kit.exercises import answer
from tests.core.test_lesson07_answers import _exercises, named_keys

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
NAME = "08_hypothesis_test.ipynb"
KEYS = [f"lesson08_q{n}" for n in range(1, 6)]


def test_both_editions_name_their_keys_and_pass_no_answer():
    for path in (LESSONS / NAME, LESSONS / "de" / NAME):
        assert named_keys(_exercises(path)) == KEYS


def _tails(n: int, p: Fraction) -> list[Fraction]:
    """P(X >= k) for k = 0 .. n + 1, X ~ B(n, p), summed from the top."""
    tails = [Fraction(0)]
    for j in range(n, -1, -1):
        tails.append(tails[-1] + comb(n, j) * p**j * (1 - p) ** (n - j))
    return tails[::-1]


def _power_of_the_5_percent_test(n: int) -> Fraction:
    fair, loaded = _tails(n, Fraction(1, 6)), _tails(n, Fraction(1, 4))
    c = next(c for c in range(n + 2) if fair[c] <= Fraction(1, 20))
    return loaded[c]


def _miwin_hit() -> Fraction:
    """P(IV shows the number after III's on the ring 1..9), by counting the 36 pairs."""
    pairs = list(product(MIWIN_III.faces, MIWIN_IV.faces))
    return Fraction(sum(b == a % 9 + 1 for a, b in pairs), len(pairs))


def second_routes() -> dict[str, Fraction]:
    sixth = sympy.Rational(1, 6)
    sixes_180 = stats.Binomial("S", 180, sixth)
    sixes_120 = stats.Binomial("X", 120, sixth)
    right = next(c for c in range(121) if stats.P(sixes_120 >= c) <= sympy.Rational(1, 100))
    left = max(c for c in range(121) if stats.P(sixes_120 <= c) <= sympy.Rational(1, 20))
    hits = stats.Binomial("H", 180, sympy.Rational(1, 9))
    lower = max(c for c in range(181) if stats.P(hits <= c) <= sympy.Rational(1, 40))
    fewest = next(n for n in range(1, 301) if _power_of_the_5_percent_test(n) >= Fraction(9, 10))
    return {
        "lesson08_q1": Fraction(int(stats.std(sixes_180))),
        "lesson08_q2": Fraction(right),
        "lesson08_q3": Fraction(left),
        "lesson08_q4": Fraction(lower),
        "lesson08_q5": Fraction(fewest),
    }


def test_the_mauro_exercise_is_about_a_chance_that_is_not_the_rule_s_1_9():
    assert _miwin_hit() != Fraction(1, 9)


def test_exercise_answers_by_second_routes():
    routes = second_routes()
    assert sorted(routes) == KEYS
    for key, value in routes.items():
        assert answer(key) == value, key
