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

from pyramide_kit.i18n import CATALOGUE, LANGUAGES, t
from pyramide_kit.pyramide.labels import box_name
from pyramide_kit.ui.rules_panel import RulesPanel, rule_numbers, rule_terms

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
    texts = (text for k, text in CATALOGUE.entries(lang) if not re.search(r"_rules(_terms)?$", k))
    return "\n".join(texts).casefold()


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
    values = app.rules_values() if hasattr(app, "rules_values") else {}
    for paragraph in t(key, lang, **values).split("\n\n"):
        assert f"<p>{paragraph}</p>" in html.unescape(panel.text.value)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("key", BOARDS)
def test_the_rules_are_short_and_explain_the_terms_the_board_shows(key, lang):
    app = board(key, lang)
    values = app.rules_values() if hasattr(app, "rules_values") else {}
    words = re.findall(r"\w[\w'’-]*", t(key, lang, **values))
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
    box = box_name("top", app.state.rules, lang)  # the top box's button: "Spitze ×3"
    meanings = dict(rule_terms("pyr_rules", lang, app.rules_values()))
    name = box.split(" ×")[0]  # the term is the box's name: "Spitze"
    (term,) = [term for term in meanings if name in term.split(", ")]
    titled = [item for item in app.table_view.items() if item.get("text") == box]
    assert titled and all(item["title"] == f"{name}: {meanings[term]}" for item in titled)


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


# --- the numbers are those of the game in play ----------------------------------------

CHANGED = {
    # board key -> (rules module, the changed fields, what each language must then read)
    "pyr_rules": (
        "pyramide_kit.pyramide.rules",
        {"throws": 4, "special_factor": 20, "special_value_ones": 150, "box_weights": (5, 2, 1)},
        {
            "de": ["bis zu 4-mal", "20 × Augenzahl", "drei Einsen: 150", "Spitze ×5"],
            "en": ["up to 4 times", "count 20 × their pips", "three ones: 150", "top ×5"],
        },
    ),
    "kniffel_rules": (
        "pyramide_kit.kniffel.rules",
        {"throws": 2, "upper_bonus": 50, "upper_bonus_threshold": 70, "full_house": 30},
        {
            "de": ["bis zu 2-mal", "ab 70 Punkten oben gibt es 50 Bonus", "gleiche) 30"],
            "en": ["up to 2 times", "70 or more at the top earns a bonus of 50", "equal) 30"],
        },
    ),
    "mauro_rules": (
        "pyramide_kit.mauro.rules",
        {"rounds": 7, "neighbour_points": 2, "straight_points": 1, "ring": False},
        {
            "de": ["nach 7 Runden", "bringt 2 Punkte", "Folge) 1 Punkt;", "keine Nachbarn"],
            "en": ["after 7 rounds", "scores 2 points", "row) 1 point;", "are not neighbours"],
        },
    ),
    "schmieden_rules": (
        "pyramide_kit.schmieden.rules",
        {"max_throws": 4, "rounds": 9, "bonus_four": 5, "first_throw_min_base": 2},
        {
            "de": [
                "nach 9 Runden",
                "höchstens 4 Würfe",
                "Wurf 1: 4 Punkte",
                "Wurf 4: 1 Punkt",
                "vier gleiche +5",
                "mindestens 2 weiße",
            ],
            "en": [
                "after 9 rounds",
                "at most 4 throws",
                "throw 1: 4 points",
                "throw 4: 1 point",
                "four equal +5",
                "at least 2 white ones",
            ],
        },
    ),
    "karten_rules": (
        "pyramide_kit.karten.rules",
        {"rows": 4, "hand_size": 3, "call_factor": 3},
        {
            "de": ["bekommt 3 Karten", "10 Karten liegen", "Reihen 4-3-2-1", "3-mal so viele"],
            "en": ["gets 3 cards", "10 cards lie", "rows 4-3-2-1", "3 times as many"],
        },
    ),
}


def board_with(key: str, lang: str, **fields):
    module, name, arguments = BOARDS[key]
    rules = importlib.import_module(CHANGED[key][0]).Rules(**fields)
    app_class = getattr(importlib.import_module(module), name)
    return app_class(lang=lang, seed=1, rules=rules, **arguments)


def panel_text(app) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", app.rules_panel.text.value))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("key", CHANGED)
def test_the_rules_show_the_numbers_of_the_rules_in_play(key, lang):
    _, fields, expected = CHANGED[key]
    text = panel_text(board_with(key, lang, **fields))
    missing = [phrase for phrase in expected[lang] if phrase not in text]
    assert missing == [], text


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("key", BOARDS)
def test_every_placeholder_of_the_rules_is_filled(key, lang):
    text = panel_text(board(key, lang))
    assert "{" not in text and "}" not in text


DEFAULTS = {
    # what the rule texts say (../rule-texts): the panel of the default game says it too
    "pyr_rules": {"de": ["bis zu 3-mal", "drei Einsen: 100", "Spitze ×3, Mitte ×2, unten ×1"]},
    "kniffel_rules": {"de": ["nach 13 Runden", "ab 63 Punkten oben gibt es 35 Bonus"]},
    "mauro_rules": {"de": ["nach 10 Runden", "bringt 1 Punkt", "auch 9 und 1 sind Nachbarn"]},
    "schmieden_rules": {"de": ["nach 12 Runden", "Wurf 1: 6 Punkte", "Wurf 6: 1 Punkt"]},
    "karten_rules": {"de": ["bekommt 4 Karten", "15 Karten", "Reihen 5-4-3-2-1", "2-mal so"]},
}


@pytest.mark.parametrize("key", DEFAULTS)
def test_the_default_game_explains_the_numbers_of_the_rule_text(key):
    text = panel_text(board(key, "de"))
    assert [phrase for phrase in DEFAULTS[key]["de"] if phrase not in text] == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_variant_in_play_gets_its_paragraph_and_no_other(lang):
    plain = board("karten_rules", lang)
    variant = board_with("karten_rules", lang, bluffing=False, ride_the_bus=True)
    assert plain.rules_notes() == []
    assert variant.rules_notes() == ["karten_rules_no_bluffing", "karten_rules_bus"]
    text = panel_text(variant)
    assert t("karten_rules_no_bluffing", lang) in text
    assert t("karten_rules_bus", lang, bus_chips="1 Chip" if lang == "de" else "1 chip") in text
    assert t("karten_rules_peek", lang) not in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_sheet_names_its_boxes_with_their_weights_in_play(lang):
    app = board_with("pyr_rules", lang, box_weights=(4, 2, 1))
    texts = [item.get("text") for item in app.table_view.items()]
    assert ("Spitze ×4" if lang == "de" else "Top ×4") in texts
    assert ("Spitze ×3" if lang == "de" else "Top ×3") not in texts


def test_the_extra_kniffel_rule_names_its_points_in_play():
    from pyramide_kit.kniffel.labels import variant_name
    from pyramide_kit.kniffel.rules import Rules

    assert "200" in variant_name("book", "de", Rules(extra_kniffel_points=200))
    assert "100" in variant_name("hasbro", "en")  # the book's 100 by default
    app = board_with("kniffel_rules", "en", extra_kniffel_points=200)
    assert all("100" not in label for label, _ in app.variant.options[:2])


def test_rule_numbers_are_the_whole_numbers_of_the_rules_in_the_language():
    from pyramide_kit.karten.rules import Rules
    from pyramide_kit.kniffel.rules import Rules as KniffelRules

    numbers = rule_numbers(Rules(rows=6, call_factor=2, bluffing=False), "de")
    assert numbers["rows"] == "6" and numbers["pyramid_cards"] == "21"  # 6+5+4+3+2+1
    assert "bluffing" not in numbers  # a yes/no rule is a paragraph, not a number
    assert rule_numbers(KniffelRules(upper_bonus_threshold=1000), "de")[
        "upper_bonus_threshold"
    ] == ("1.000")
