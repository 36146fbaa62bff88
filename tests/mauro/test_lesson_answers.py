"""The lesson's exercise answers agree with values counted here by hand.

The answers are read by running each exercise cell of both editions (the lesson and its
"going further" notebook) with recorders in place of `Exercise` and `ExactAnswer`, so the
test checks what the lesson actually accepts: the answer of the exercise whose key it
names in `pyramide_kit.exercises` (an answer passed in the code to `ExactAnswer` would be
read too, but the lesson must not show one). The expected values are counts of faces and
throws worked out in the docstrings, a route apart from the kit's enumerations, its
`sympy.stats` formulas (tests/ui/test_exact_answer.py) and the answer key's itertools
(tests/printables/test_answer_key.py).
"""

import json
from fractions import Fraction
from itertools import combinations, product
from pathlib import Path

import pytest

from pyramide_kit.exact import as_fraction
from pyramide_kit.exercises import answer as keyed_answer
from pyramide_kit.exercises import number

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
NOTEBOOKS = ("02_mauro.ipynb", "02_mauro_deeper.ipynb")
EDITIONS = {
    "en": [LESSONS / name for name in NOTEBOOKS],
    "de": [LESSONS / "de" / name for name in NOTEBOOKS],
}


def _exercises(paths: list[Path]) -> dict[int, tuple[Fraction, bool, str]]:
    """Each exercise's number, its answer as the widget of the lesson or of its deeper
    notebook holds it, whether the answer stood in the code, and the language the widget
    speaks."""
    found = {}

    def given(question=None, answer=None, lang="en"):
        found[int(question.split(".", 1)[0])] = (as_fraction(answer), True, lang)

    def keyed(key, lang="en"):
        found[number(key)] = (keyed_answer(key), False, lang)

    for path in paths:
        for cell in json.loads(path.read_text())["cells"]:
            source = "".join(cell["source"])
            if cell["cell_type"] == "code" and source.startswith(("Exercise(", "ExactAnswer(")):
                exec(source, {"Exercise": keyed, "ExactAnswer": given})
    return found


def _pasch_throws() -> int:
    """Each pair of dice shares three numbers (III/IV: 1 5 9, III/V: 2 6 7, IV/V: 3 4 8)
    and no number is on all three, so a pasch is one shared number on one pair with the
    third die free: 3 pairs x 3 numbers x 6 faces = 54 of the 216 throws."""
    return 3 * 3 * 6


def _empty_and_scoring_throws() -> tuple[int, int]:
    """The 216 throws counted one by one with the ring rule written out here: (empty,
    scoring) among those without a pasch."""
    faces = [(1, 2, 5, 6, 7, 9), (1, 3, 4, 5, 8, 9), (2, 3, 4, 6, 7, 8)]  # III, IV, V
    empty = scoring = 0
    for throw in product(*faces):
        if len(set(throw)) < 3:
            continue
        pairs = [(a, b) for a, b in combinations(throw, 2) if (a - b) % 9 in (1, 8)]
        scoring += bool(pairs)
        empty += not pairs
    return empty, scoring


def _hand() -> dict[int, Fraction]:
    empty, scoring = _empty_and_scoring_throws()
    c, e = Fraction(scoring, 216), Fraction(empty, 216)
    return {
        # III 1 2 5 6 7 9 against V 2 3 4 6 7 8: neighbours 1-2 2-3 5-4 5-6 6-7 7-6 7-8 9-8,
        # the same number 2, 6, 7; the rest of the 36 pairs
        1: Fraction(36 - 8 - 3, 36),
        # even faces: III 2 6, IV 4 8, V 2 4 6 8; a die at random makes 18 faces equally likely
        2: Fraction(2 + 2 + 4, 18),
        # III's 1 2 5 6 7 9 two places on are 3 4 7 8 9 2; IV holds 3, 4, 8, 9
        3: Fraction(4, 36),
        # neither throw holds a pasch: 162 of 216 twice
        4: 1 - Fraction(216 - _pasch_throws(), 216) ** 2,
        # each of the three pairs shows neighbours on 8 of its 36 face pairs
        5: 3 * Fraction(8, 36),
        # k >= 1 scoring throws, then an empty one: e (c + c^2 + ...) = e c / (1 - c)
        6: e * c / (1 - c),
        # V beats III in 17 of 36 duels and loses 16; a tie is thrown again
        7: Fraction(17, 17 + 16),
        # the fair fee is the expected payout, pair by pair (linearity): the sums of the 8
        # neighbouring face pairs of each pair of dice, over its 36 face pairs
        # III/IV: 1+9 2+1 2+3 5+4 6+5 7+8 9+1 9+8 = 80; III/V: 1+2 2+3 5+4 5+6 6+7 7+6 7+8
        # 9+8 = 86; IV/V: 1+2 3+2 3+4 4+3 5+4 5+6 8+7 9+8 = 74
        8: Fraction(80 + 86 + 74, 36),
    }


@pytest.mark.parametrize("lang", sorted(EDITIONS))
def test_no_exercise_shows_its_answer_in_the_code(lang):
    exercises = _exercises(EDITIONS[lang])
    assert sorted(exercises) == list(range(1, 9))
    assert [n for n, (_, shown, _) in exercises.items() if shown] == []
    assert {spoken for _, _, spoken in exercises.values()} == {lang}


@pytest.mark.parametrize("lang", sorted(EDITIONS))
def test_exercise_answers(lang):
    answers = {n: value for n, (value, _, _) in _exercises(EDITIONS[lang]).items()}
    assert answers == _hand()


def _pasch_beside_a_neighbour() -> int:
    """Throws with a pasch and a neighbour: the pair shares k, the third die shows a
    neighbour of k. III/IV share 1 5 9 and V shows 2 | 4 6 | 8; III/V share 2 6 7 and IV
    shows 1 3 | 5 | 8; IV/V share 3 4 8 and III shows 2 | 5 | 7 9: 4 + 4 + 4."""
    return 4 + 4 + 4


def test_the_counts_add_up():
    """The counted throws against inclusion and exclusion by hand: each pair of dice shows
    neighbours on 8 x 6 throws; a throw with two neighbour pairs is a straight (each of the
    nine runs 1-2-3 .. 9-1-2 falls on two assignments to the dice: 18) or a pasch beside a
    neighbour, and no throw holds three."""
    empty, scoring = _empty_and_scoring_throws()
    two_pairs = 9 * 2 + _pasch_beside_a_neighbour()
    one_pair = 3 * 8 * 6 - 2 * two_pairs
    assert scoring == one_pair + 9 * 2
    assert _pasch_throws() + scoring + empty == 216
