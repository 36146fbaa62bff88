"""Lesson 06's exercise answers, each derived here a second way (`sympy.stats` or algebra).

The answers are read by running each exercise cell with a recorder in place of
`ExactAnswer`, so the test checks what the lesson actually accepts: the answer it passes,
or the value of the `answer_key` it names in `pyramide_kit.answers`.
"""

import json
from pathlib import Path

import sympy
import sympy.stats as stats

from pyramide_kit.answers import answer as keyed_answer
from pyramide_kit.exact import as_fraction

LESSON = Path(__file__).resolve().parents[2] / "lessons" / "06_exact_vs_simulated.ipynb"


def _answers():
    found = {}

    def record(question, answer=None, *, answer_key=None, **_kw):
        value = as_fraction(answer) if answer_key is None else keyed_answer(answer_key)
        found[int(question.split(".", 1)[0])] = value

    for cell in json.loads(LESSON.read_text())["cells"]:
        source = "".join(cell["source"])
        if cell["cell_type"] == "code" and source.startswith("ExactAnswer("):
            exec(source, {"ExactAnswer": record, "sympy": sympy})
    return found


def test_exercise_answers():
    n, k = sympy.symbols("n k", positive=True)
    sd = 1 / sympy.sqrt(n)  # the typical error of a relative frequency, up to a constant
    first_six = stats.Geometric("W", sympy.Rational(1, 6))
    throws = stats.Binomial("S", 600, sympy.Rational(1, 6))  # throws of one face
    paschs = stats.Binomial("P", 100, sympy.Rational(1, 4))
    two_throws = (1 - sympy.Rational(5, 6) ** 2) ** 6  # each die shows a one within two
    law_120 = stats.density(stats.Binomial("S120", 120, sympy.Rational(1, 6))).dict
    expected = {
        1: sympy.solve(sympy.Eq(sd.subs(n, k * n), sd / 2), k)[0],
        2: stats.E(first_six),
        3: stats.E(throws),
        4: stats.variance(paschs),
        5: stats.E(stats.Geometric("R", two_throws)),
        # the fewest sixes in 120 throws whose upper tail is at most 5 %
        6: min(
            sixes
            for sixes in range(121)
            if sum(law_120[j] for j in range(sixes, 121)) <= sympy.Rational(1, 20)
        ),
    }
    assert _answers() == {i: as_fraction(v) for i, v in expected.items()}
