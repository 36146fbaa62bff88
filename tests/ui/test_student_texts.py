"""No Python name in any text a student reads: not on a board, not in a status line, a
log, a ranking or the coach, and not in the catalogue's texts.

Every table of the conformance suite is played to the end on its widget, in both
languages, by seeded random legal moves, with the coach on where the game has one (and
its goal setting where the rules offer it); every text shown after every move is
scanned (`tests.student_texts`). The whole catalogue is scanned as well: a board text
never holds a code name, and an error raised by a Python call with a wrong argument may
name what to pass only between backticks, marked as code.
"""

from __future__ import annotations

import importlib
import random

import pytest

from pyramide_kit.i18n import CATALOGUE, LANGUAGES
from pyramide_kit.ui.coach import GOAL
from tests.conformance.cases import Case, all_cases
from tests.student_texts import code_names, kit_class_names, kit_modules, shown_texts

CLASSES = kit_class_names()
APPS = {
    "pyramide": ("pyramide_kit.pyramide.app", "PyramideApp"),
    "schmieden": ("pyramide_kit.schmieden.app", "SchmiedenApp"),
    "karten": ("pyramide_kit.karten.app", "KartenApp"),
    "mauro": ("pyramide_kit.mauro.app", "MauroApp"),
    "kniffel": ("pyramide_kit.kniffel.app", "KniffelApp"),
}
SLOW_COACH = {"schmieden", "kniffel"}
"""Games whose coach first builds tables for seconds: their games run in the slow tier."""


def game_of(case: Case) -> str:
    return case.package.__name__.rsplit(".", 1)[-1]


def make_app(case: Case, lang: str, seed: int):
    """The case's table on its game's widget: the same seats and rules."""
    start = case.start()
    module, name = APPS[game_of(case)]
    app_class = getattr(importlib.import_module(module), name)
    return app_class(players=list(start.seats), rules=start.rules, lang=lang, seed=seed)


def played_texts(case: Case, lang: str, seed: int, max_moves: int = 400) -> list[str]:
    """Every text the case's widget shows, move after move to the end of the game, with
    the coach on (set to a goal where the rules offer one)."""
    app = make_app(case, lang, seed)
    if app.coach is not None:
        app.coach.toggle.value = True
        app.coach.mode.value = GOAL
    choose = random.Random(seed)
    texts = shown_texts(app)
    for _ in range(max_moves):
        if app.state.over:
            return texts + shown_texts(app)
        if "start" in app.table_view.clickable():
            app.table_view.click("start")
        else:
            app.play(choose.choice(list(app.state.legal_moves())))
        texts += shown_texts(app)
    return texts


def with_names(texts: list[str]) -> list[tuple[str, list[str]]]:
    return [(text, names) for text in texts if (names := code_names(text, CLASSES))]


CASES = [
    pytest.param(case, marks=[pytest.mark.slow] if game_of(case) in SLOW_COACH else [])
    for case in all_cases()
]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("case", CASES, ids=lambda case: case.name)
def test_no_code_name_on_any_board(case, lang):
    texts = played_texts(case, lang, seed=len(case.name))
    assert texts
    assert with_names(texts) == []


def test_the_catalogue_holds_no_code_name_outside_an_error_of_a_call():
    for name in kit_modules():
        importlib.import_module(name)
    found = []
    for lang in LANGUAGES:
        for key, text in CATALOGUE.entries(lang):
            api = "_err_" in key or key.startswith("field_")
            names = code_names(text, CLASSES, code_spans=api)
            if names:
                found.append((key, lang, names))
    assert found == []


@pytest.mark.parametrize(
    "text, names",
    [
        ("Der Trainer rät nur, wo du aufhören darfst (Variante 1 mit may_stop).", ["may_stop"]),
        (
            "With Rules(may_stop=True) a turn ends",
            ["may_stop", "may_stop=T", "Rules(may_stop=True)", "True"],
        ),
        ("A die is a pyramide_kit.dice.Die.", ["pyramide_kit", "pyramide_kit.dice"]),
        ("A throw class is a ThrowClass.", ["ThrowClass"]),
        ("the moves are Roll() and EndThrow()", ["Roll()", "EndThrow()", "EndThrow"]),
        ("which is None or a list", ["None"]),
        ("{n} Punkte nach {rounds} Runden, z. B. 3, e.g. 4; P(Pasch) = 1/4", []),
        ("Die Reihe hat nur 1 Feld(er).", ["Feld(er)"]),
    ],
)
def test_the_scan_finds_code_names(text, names):
    assert sorted(code_names(text, CLASSES)) == sorted(names)


def test_backticks_mark_code_only_where_allowed():
    text = "With `Rules(may_stop=True)` a turn's points depend on when the player stops."
    assert code_names(text, CLASSES, code_spans=True) == []
    assert "`" in code_names(text, CLASSES)
