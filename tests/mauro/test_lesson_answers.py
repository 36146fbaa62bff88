"""The lesson's exercise answers agree with the kit's exact values (both routes)."""

import json
import re
from pathlib import Path

import sympy

from pyramide_kit.dice import MIWIN_III, MIWIN_V
from pyramide_kit.mauro import ThrowClass, odds
from pyramide_kit.mauro.duel import win_probability_sympy
from pyramide_kit.mauro.ninth import chance_facts

LESSON = Path(__file__).resolve().parents[2] / "lessons" / "02_mauro.ipynb"


def _answers():
    cells = json.loads(LESSON.read_text())["cells"]
    found = {}
    for cell in cells:
        source = "".join(cell["source"])
        match = re.search(r'ExactAnswer\("(\d)\..*?sympy\.Rational\((\d+), (\d+)\)', source, re.S)
        if match:
            found[int(match[1])] = sympy.Rational(int(match[2]), int(match[3]))
    return found


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
