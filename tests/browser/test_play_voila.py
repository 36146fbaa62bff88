"""The play pages in a real browser through Voilà: the menu shows a card for every game,
and each game opens through it with its title and its board (the games on the shared
shell with their New game button), takes a click, and goes back to the cards; no code is
shown. With the keyboard alone a student reaches a card's button, opens the game (the
focus moves to the heading that names it) and goes back (the focus returns to the card's
button)."""

import pytest
from playwright.sync_api import expect

from pyramide_kit.i18n import t
from pyramide_kit.menu import CARDS

pytestmark = pytest.mark.browser

TABLES = ("pyramide", "schmieden", "karten", "mauro", "kniffel")
"""The games on the shared shell; each has a New game button."""

FIRST_PAINT = 180_000
"""How long the first picture of the page may take (ms): the server starts a kernel."""


def play_button(page, key: str, lang: str):
    name = t("menu_play_game", lang, game=t(f"menu_{key}", lang))
    return page.get_by_role("button", name=name, exact=True)


def focused_text(page) -> str:
    return page.evaluate("document.activeElement ? document.activeElement.textContent : ''")


@pytest.mark.parametrize(("page_name", "lang"), [("play.ipynb", "de"), ("play_en.ipynb", "en")])
def test_every_game_opens_through_the_menu_and_works(voila_page, page_name, lang):
    with voila_page(page_name) as page:
        cards = page.get_by_role("group")
        expect(cards.first).to_be_visible(timeout=FIRST_PAINT)
        for game in CARDS:
            name = t(f"menu_{game.key}", lang)
            card = page.get_by_role("group", name=name, exact=True)
            expect(card.get_by_role("heading", name=name, exact=True)).to_be_visible()
            expect(play_button(card, game.key, lang)).to_have_text(t("menu_play", lang))
        assert page.get_by_text("GameMenu(").count() == 0
        assert page.get_by_text("import ").count() == 0
        for game in CARDS:
            play_button(page, game.key, lang).click()
            shown = page.locator(f".pk-menu-game-{game.key}")
            title = page.get_by_role("heading", name=t(f"menu_{game.key}", lang), exact=True)
            expect(title).to_be_visible()
            expect(title).to_be_focused()
            expect(shown).to_be_visible()
            board = shown.locator(".pk-board").first
            expect(board.locator(".pk-part").first).to_be_visible()
            expect(page.get_by_role("group")).to_have_count(0)
            if game.key in TABLES:
                new_game = shown.get_by_role("button", name=t("new_game", lang), exact=True)
                expect(new_game).to_be_visible()
                new_game.click()
            before = board.inner_text()
            board.locator("button.pk-item:enabled").first.click()
            expect(board).not_to_have_text(before)
            page.get_by_role("button", name=t("menu_back", lang), exact=True).click()
            expect(shown).to_be_hidden()
            expect(play_button(page, game.key, lang)).to_be_focused()
        expect(page.locator(".pk-menu-stage .pk-board")).to_have_count(len(CARDS))


def test_a_game_opens_and_goes_back_with_the_keyboard_alone(voila_page):
    lang = "de"
    with voila_page("play.ipynb") as page:
        kniffel = play_button(page, "kniffel", lang)
        expect(kniffel).to_be_visible(timeout=FIRST_PAINT)
        page.locator("body").focus()
        for _ in range(40):
            page.keyboard.press("Tab")
            if page.evaluate("document.activeElement.dataset.game") == "kniffel":
                break
        expect(kniffel).to_be_focused()
        page.keyboard.press("Enter")
        title = page.get_by_role("heading", name=t("menu_kniffel", lang), exact=True)
        expect(title).to_be_focused()
        expect(page.locator(".pk-menu-game-kniffel .pk-board")).to_be_visible()
        # Tab leads into the game: its first control after the heading
        page.keyboard.press("Tab")
        inside = page.evaluate("!!document.activeElement.closest('.pk-menu-game-kniffel')")
        assert inside, focused_text(page)
        # the way back is above the heading: Shift+Tab, then Enter
        page.keyboard.press("Shift+Tab")
        back = page.get_by_role("button", name=t("menu_back", lang), exact=True)
        expect(back).to_be_focused()
        page.keyboard.press("Enter")
        expect(kniffel).to_be_focused()
        expect(page.locator(".pk-menu-game-kniffel")).to_be_hidden()
        # and in again with Space: the same table, still there
        page.keyboard.press("Space")
        expect(title).to_be_focused()
        expect(page.locator(".pk-menu-game-kniffel")).to_have_count(1)
