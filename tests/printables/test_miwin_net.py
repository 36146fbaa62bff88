"""The sheet to make Miwin's dice: each die's numbers as the rule text lists them, in
both languages, six faces to a net and six stickers to a die."""

from __future__ import annotations

import pytest

from pyramide_kit.dice import MIWIN_DICE
from pyramide_kit.printables.miwin_net import NET, miwin_net
from tests.printables.conftest import flat, needs_pdftotext, pdf_text

pytestmark = needs_pdftotext

RULE_TEXT = {  # the table of the rule text (Mauro): die, colour of its numbers, numbers
    "III": ({"de": "blaue", "en": "blue"}, [1, 2, 5, 6, 7, 9]),
    "IV": ({"de": "rote", "en": "red"}, [1, 3, 4, 5, 8, 9]),
    "V": ({"de": "schwarze", "en": "black"}, [2, 3, 4, 6, 7, 8]),
}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_each_die_is_named_with_its_colour_and_numbers(sheets, lang):
    text = flat(pdf_text(sheets["miwin_net", lang]))
    word = {"de": "Würfel", "en": "Die"}[lang]
    numbers_word = {"de": "Zahlen", "en": "numbers"}[lang]
    for die, (colour, numbers) in RULE_TEXT.items():
        assert f"{word} {die} ({colour[lang]} {numbers_word})" in text
        assert ", ".join(map(str, numbers)) in text


def test_a_net_has_six_faces_that_fold_into_a_cube():
    """The cross: four faces in a column, one on each side of the second."""
    assert sorted(NET) == [(0, 1), (1, 0), (1, 1), (1, 2), (1, 3), (2, 1)]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_number_is_on_a_net_and_a_sticker(lang):
    """Each die's six numbers are drawn twice (net and sticker), in the die's colour;
    6 and 9 each get their mark beneath."""
    (page,) = miwin_net(lang)
    faces = [text for text in page.ax.texts if text.get_text().isdigit()]
    for die, (_, numbers) in RULE_TEXT.items():
        colour = next(d.pip_colour for d in MIWIN_DICE if d.name == die)  # as on the board
        drawn = sorted(int(text.get_text()) for text in faces if text.get_color() == colour)
        assert drawn == sorted(numbers * 2), die
    marks = sum(1 for _ in page.ax.lines)
    sixes_and_nines = sum(2 * sum(v in (6, 9) for v in n) for _, n in RULE_TEXT.values())
    assert marks == sixes_and_nines
