"""The Mauro lesson in a real browser through Voilà: the game's board takes a throw, and
the duel's board chooses a die, throws and counts."""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.shots import click_and_wait

pytestmark = pytest.mark.browser

WAIT = 30_000
"""How long a wait for the next state may take (ms): the machine may be busy."""

LESSON = "02_mauro.ipynb"


def _click(scope, item_id: str) -> None:
    click_and_wait(scope, item_id, WAIT)


def test_mauro_lesson_boards_in_voila(voila_page):
    with voila_page(LESSON) as page:
        game = page.locator(".pyramide-kit-table").first
        game.locator(".pk-board").wait_for(timeout=180_000)
        game.scroll_into_view_if_needed()
        expect(game).to_contain_text("No throw yet.", timeout=WAIT)
        _click(game, "throw")
        expect(game.locator(".pk-row .pk-title").first).to_contain_text(
            re.compile(r"^(Your throw|Throw by Computer): \d \d \d$"), timeout=WAIT
        )
        duel = page.locator(".widget-vbox:has(> .widget-html:has-text('Duel: choose your die'))")
        duel = duel.first
        duel.locator(".pk-board").wait_for(timeout=180_000)
        duel.scroll_into_view_if_needed()
        # against III, V wins 17 of 36 duels
        expect(duel).to_contain_text("The computer takes die V.", timeout=WAIT)
        _click(duel, "choose:IV")
        expect(duel).to_contain_text("The computer takes die III.", timeout=WAIT)
        _click(duel, "duel:10")
        score = re.search(
            r"You (\d+) : (\d+) computer \((\d+) ties\) after 10 duels", duel.inner_text()
        )
        assert score is not None, duel.inner_text()
        you, computer, ties = map(int, score.groups())
        assert you + computer + ties == 10
        faces = duel.locator(".pk-row").nth(1).locator(".pk-die-item")
        expect(faces.nth(0)).to_have_attribute(
            "aria-label", re.compile(r"^IV: [134589]$"), timeout=WAIT
        )
        expect(faces.nth(1)).to_have_attribute(
            "aria-label", re.compile(r"^III: [125679]$"), timeout=WAIT
        )
        expect(duel).to_contain_text(f"{computer}/10", timeout=WAIT)
        expect(duel).to_contain_text("exactly 17/36", timeout=WAIT)
        _click(duel, "duel:1")
        expect(duel).to_contain_text("after 11 duels", timeout=WAIT)
