"""The score sheets carry the engines' rows, weights, categories and seats."""

from __future__ import annotations

import re

import pytest

from pyramide_kit.kniffel.labels import category_name
from pyramide_kit.kniffel.rules import CATEGORIES
from tests.printables.conftest import flat, needs_pdftotext, pdf_text

pytestmark = needs_pdftotext

ROW_NAMES = {"de": ("Spitze", "Mitte", "Unten"), "en": ("Top", "Middle", "Bottom")}
PLAYER = {"de": "Spieler", "en": "Player"}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_pyramide_sheet_has_every_row_with_its_weight_for_each_seat(sheets, lang):
    from pyramide_kit.pyramide.rules import Rules

    rules = Rules()
    text = flat(pdf_text(sheets["pyramide", lang]))
    # the rule text: one top box x3, two middle x2, three bottom x1
    for name, weight in zip(ROW_NAMES[lang], (3, 2, 1), strict=True):
        assert text.count(f"{name} ×{weight}") == rules.max_players
    seats = re.findall(rf"{PLAYER[lang]} (\d+)", text)
    assert sorted(map(int, seats)) == list(range(1, 7))
    assert f"{rules.rounds} " in text


def test_pyramide_sheet_follows_changed_weights(tmp_path, monkeypatch):
    """The weights are read from the rules, not typed: other default rules, other labels."""
    from pyramide_kit.printables import write_sheets
    from pyramide_kit.pyramide import rules as pyramide_rules

    class Doubled(pyramide_rules.Rules):
        def box_weight(self, box):
            return 2 * super().box_weight(box)

    monkeypatch.setattr(pyramide_rules, "Rules", Doubled)
    (path,) = write_sheets(tmp_path, lang="en", which="pyramide")
    text = flat(pdf_text(path))
    assert "Top ×6" in text and "Middle ×4" in text and "Bottom ×2" in text


@pytest.mark.parametrize("lang", ["de", "en"])
def test_kniffel_card_has_every_category_bonus_and_six_players(sheets, lang):
    text = flat(pdf_text(sheets["kniffel", lang]))
    for category in CATEGORIES:
        assert category_name(category, lang) in text
    threshold = {"de": "Bonus (ab 63)", "en": "Bonus (63 or more)"}[lang]
    assert threshold in text and "+35" in text
    for points in ("25", "30", "40", "50"):  # full house, straights, Kniffel
        assert re.search(rf"\b{points}\b", text)
    assert text.count(PLAYER[lang]) == 6


@pytest.mark.parametrize(("sheet", "rounds", "seats"), [("schmieden", 12, 6), ("mauro", 10, 8)])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_round_tables_have_the_rules_rounds_and_seats(sheets, sheet, rounds, seats, lang):
    text = pdf_text(sheets[sheet, lang], layout=True)
    # a table row reads as its round number alone on a line (its boxes are empty)
    rows = [int(line) for line in text.splitlines() if line.strip().isdigit()]
    assert rows == list(range(1, rounds + 1))
    found = sorted(map(int, re.findall(rf"{PLAYER[lang]} (\d+)", flat(text))))
    assert found == list(range(1, seats + 1))


def test_schmieden_sheet_names_the_points_of_each_throw(sheets):
    text = flat(pdf_text(sheets["schmieden", "en"]))
    # complete after throw k of 6 scores 7 - k
    for throw in range(1, 7):
        assert f"throw {throw}: {7 - throw}" in text


@pytest.mark.parametrize("lang", ["de", "en"])
def test_karten_tally_has_a_row_per_seat_and_a_total(sheets, lang):
    text = flat(pdf_text(sheets["karten", lang]))
    found = sorted(map(int, re.findall(rf"{PLAYER[lang]} (\d+)", text)))
    assert found == list(range(1, 9))
    assert {"de": "Summe", "en": "Total"}[lang] in text
