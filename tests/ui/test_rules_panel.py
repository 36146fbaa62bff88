"""Every board has its rules at hand: a closed panel under the title with the rules (at
most about 120 words) and the terms the board shows, each explained, in both languages.

A term counts as one the board shows when it (each part of "große, halbe, kleine
Pyramide") stands in some other text of the catalogue in that language: the board's
labels, statuses and log lines all come from there.
"""

from __future__ import annotations

import html
import importlib
import re

import pytest

from pyramide_kit.ui.i18n import CATALOGUE, LANGUAGES, t
from pyramide_kit.ui.rules_panel import RulesPanel, rule_terms

BOARDS = {
    "pyr_rules": ("pyramide_kit.pyramide.app", "PyramideApp", {"players": ["Ada", "Computer"]}),
    "schmieden_rules": ("pyramide_kit.schmieden.app", "SchmiedenApp", {}),
    "karten_rules": ("pyramide_kit.karten.app", "KartenApp", {}),
    "mauro_rules": ("pyramide_kit.mauro.app", "MauroApp", {}),
    "kniffel_rules": ("pyramide_kit.kniffel.app", "KniffelApp", {}),
    "mauro_duel_rules": ("pyramide_kit.mauro.duel_app", "DuelApp", {}),
}
MOST_WORDS = 125
"""At most about 120 words: a page a 14-year-old reads before the first throw."""


def board(key: str, lang: str):
    module, name, arguments = BOARDS[key]
    return getattr(importlib.import_module(module), name)(lang=lang, seed=1, **arguments)


def other_texts(lang: str) -> str:
    """Every catalogue text in `lang` but the rules and their terms, in lower case."""
    keys = [k for k in CATALOGUE.keys() if not re.search(r"_rules(_terms)?$", k)]  # noqa: SIM118 (a catalogue has keys(), no iteration)
    return "\n".join(CATALOGUE.template(k, lang) for k in keys).casefold()


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("key", BOARDS)
def test_every_board_has_its_rules_one_click_away_under_the_title(key, lang):
    app = board(key, lang)
    panel = app.rules_panel
    assert isinstance(panel, RulesPanel) and panel in app.children[1:3]  # under the title
    assert app.children[0].children == (app.title, panel.toggle)  # its toggle beside it
    assert not panel.shown and panel.text.layout.display == "none"  # one click opens it
    assert panel.toggle.description == t("rules_title", lang)
    panel.toggle.value = True
    assert panel.shown and panel.text.layout.display is None
    for paragraph in t(key, lang).split("\n\n"):
        assert f"<p>{paragraph}</p>" in html.unescape(panel.text.value)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("key", BOARDS)
def test_the_rules_are_short_and_explain_the_terms_the_board_shows(key, lang):
    words = re.findall(r"\w[\w'’-]*", t(key, lang))
    assert 40 <= len(words) <= MOST_WORDS, f"{len(words)} words"
    terms = rule_terms(key, lang)
    assert len(terms) >= 3 and all(term and meaning for term, meaning in terms)
    known = other_texts(lang)
    missing = [
        part for term, _ in terms for part in term.split(", ") if part.casefold() not in known
    ]
    assert missing == []


def test_the_german_and_english_terms_pair_up():
    for key in BOARDS:
        assert len(rule_terms(key, "de")) == len(rule_terms(key, "en")), key


def test_probe_a_term_no_board_shows_is_seen():
    assert "würfelturm" not in other_texts("de")
    assert "halbe pyramide" in other_texts("de")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_term_on_the_board_says_what_it_means_on_hover(lang):
    app = board("pyr_rules", lang)
    box = t("pyr_box_top", lang)  # the top box's button: "Spitze ×3" / "Top ×3"
    meanings = dict(rule_terms("pyr_rules", lang))
    (term,) = [term for term in meanings if box in term.split(", ")]
    titled = [item for item in app.table_view.items() if item.get("text") == box]
    assert titled and all(item["title"] == f"{box}: {meanings[term]}" for item in titled)


def test_the_board_explains_a_term_alone_or_first_and_keeps_a_title_of_its_own():
    from pyramide_kit.ui.board import Board

    shown = Board("de")
    shown.explain({"Bonus": "35 Punkte ab 63 oben.", "Pasch": "zwei gleiche Zahlen."})
    cells = [
        {"kind": "cell", "text": "Bonus (ab 63)"},
        {"kind": "cell", "text": "Bonusrunde"},
        {"kind": "action", "id": "a", "text": "Pasch", "title": "eigener Titel"},
        {"kind": "place", "die": {"kind": "die", "value": 3, "caption": "pasch"}},
    ]
    shown.show({"parts": [{"kind": "table", "head": [], "rows": [{"label": "x", "cells": cells}]}]})
    drawn = shown.scene["parts"][0]["rows"][0]["cells"]
    assert drawn[0]["title"] == "Bonus: 35 Punkte ab 63 oben." and "title" not in drawn[1]
    assert drawn[2]["title"] == "eigener Titel"
    assert drawn[3]["die"]["title"] == "Pasch: zwei gleiche Zahlen."
    assert "title" not in cells[0]  # the game's own scene is left as it was
