"""The play page's menu, driven from Python as the browser drives it (its front end sets
`chosen`): every game opens and goes back, in both languages, with the seats and rules the
play page always had; a game is made when first opened and kept, still in its state; the
cards' texts are the catalogue's, with no Python name."""

from __future__ import annotations

import pytest

from pyramide_kit.errors import RuleError
from pyramide_kit.i18n import LANGUAGES, t
from pyramide_kit.menu import CARDS, GameMenu
from tests.student_texts import code_names, kit_class_names

KEYS = [game.key for game in CARDS]
APPS = {
    "pyramide": "PyramideApp",
    "schmieden": "SchmiedenApp",
    "karten": "KartenApp",
    "mauro": "MauroApp",
    "duel": "DuelApp",
    "kniffel": "KniffelApp",
}


def shown(menu: GameMenu) -> list:
    """The games whose widget is visible below the cards."""
    return [game for game in menu.stage.children if game.layout.display != "none"]


def test_the_menu_offers_the_six_games_and_makes_none_at_first():
    menu = GameMenu()
    assert [card["key"] for card in menu.cards.cards] == list(APPS)
    assert menu.current == ""
    assert menu.games == {}
    assert menu.stage.children == ()


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("key", KEYS)
def test_every_game_opens_and_goes_back(key, lang):
    menu = GameMenu(lang=lang)
    game = menu.choose(key)
    assert type(game).__name__ == APPS[key]
    assert game.lang == lang
    assert menu.current == key == menu.cards.chosen
    assert shown(menu) == [game]
    assert f"pk-menu-game-{key}" in game._dom_classes
    assert game.title.layout.display == "none"  # the menu's heading names the game
    menu.back()
    assert menu.current == ""
    assert shown(menu) == []
    assert menu.games == {key: game}


def test_a_click_in_the_browser_opens_the_game_as_a_call_does():
    menu = GameMenu(lang="en")
    menu.cards.chosen = "kniffel"  # what the front end sets on a click
    assert shown(menu) == [menu.games["kniffel"]]
    menu.cards.chosen = ""
    assert shown(menu) == []


def test_a_game_is_made_once_and_kept_in_its_state():
    menu = GameMenu(lang="de")
    pyramide = menu.choose("pyramide")
    before = pyramide.state
    pyramide.table_view.click(pyramide.table_view.clickable()[0])
    state = pyramide.state
    assert state is not before
    kniffel = menu.choose("kniffel")
    assert shown(menu) == [kniffel]
    menu.back()
    assert menu.choose("pyramide") is pyramide
    assert pyramide.state is state
    assert shown(menu) == [pyramide]
    assert menu.choose("kniffel") is kniffel
    assert len(menu.stage.children) == 2


def test_the_games_sit_as_on_the_play_page():
    menu = GameMenu(lang="de")
    for key in ("pyramide", "mauro", "kniffel"):
        seats = menu.choose(key).state.seats
        assert [(seat.name, seat.computer) for seat in seats] == [
            ("Du", False),
            ("Computer", True),
        ]
    assert menu.games["mauro"].state.rules.may_stop
    schmieden = menu.choose("schmieden")
    assert [seat.computer for seat in schmieden.state.seats] == [False, True]
    assert schmieden.state.seats[0].name == "Du"
    assert menu.choose("karten").lang == "de"


def test_an_unknown_game_is_refused_and_a_forged_choice_goes_back_to_the_cards():
    menu = GameMenu(lang="en")
    with pytest.raises(RuleError, match="no game 'chess'"):
        menu.choose("chess")
    menu.cards.chosen = "chess"
    assert menu.current == ""
    assert menu.games == {}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_cards_speak_the_language_and_name_no_python(lang):
    menu = GameMenu(lang=lang)
    assert menu.cards.lang == lang
    assert menu.cards.back == t("menu_back", lang)
    assert menu.cards.label == t("menu_label", lang)
    classes = kit_class_names()
    for card in menu.cards.cards:
        assert card["name"] == t(f"menu_{card['key']}", lang)
        assert card["line"] == t(f"menu_{card['key']}_line", lang)
        assert card["play"] == t("menu_play", lang)
        # the button's name for a screen reader holds its visible word
        assert card["play"].casefold() in card["label"].casefold()
        assert card["name"] in card["label"]
        assert 'aria-hidden="true"' in card["picture"]
        for text in (card["name"], card["line"], card["label"]):
            assert code_names(text, classes) == [], text


def test_the_words_of_the_cards():
    de, en = GameMenu(lang="de"), GameMenu(lang="en")
    assert [card["name"] for card in de.cards.cards] == [
        "Pyramide",
        "Würfelpyramiden schmieden",
        "Pyramide mit Karten",
        "Mauro mit Miwins Würfeln",
        "Duell mit Miwins Würfeln",
        "Kniffel",
    ]
    assert de.cards.cards[5]["label"] == "Kniffel spielen"
    assert en.cards.cards[5]["label"] == "Play Kniffel (Yahtzee)"
    assert de.cards.back == "Zurück zur Spielauswahl"
    assert en.cards.back == "Back to the games"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_stored_notebook_says_how_to_start_the_menu(lang):
    assert repr(GameMenu(lang=lang)) == t("menu_repr", lang)
    assert "GameMenu" not in repr(GameMenu(lang=lang))
