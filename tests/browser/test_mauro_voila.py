"""The Mauro lesson's duel in a real browser through Voilà: choose a die, throw, count."""

import re

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

LESSON = "02_mauro.ipynb"


def test_mauro_duel_in_voila(voila_page):
    with voila_page(LESSON) as page:
        duel = page.locator(".widget-vbox:has(> .widget-html:has-text('Duel: choose your die'))")
        duel = duel.first
        duel.wait_for(state="attached", timeout=180_000)
        duel.scroll_into_view_if_needed()
        choice = duel.locator(".widget-html", has_text="The computer takes die").first
        expect(choice).to_contain_text("takes die V.")  # against III, V wins 17 of 36
        duel.get_by_role("button", name="IV", exact=True).first.click()
        duel.locator(".widget-html", has_text="The computer takes die III.").first.wait_for()
        duel.get_by_role("button", name="10 duels", exact=True).first.click()
        score = duel.locator(".widget-html", has_text="after 10 duels").first
        score.wait_for()
        you, computer, ties = map(
            int,
            re.search(r"You (\d+) : (\d+) computer \((\d+) ties\)", score.inner_text()).groups(),
        )
        assert you + computer + ties == 10
        faces = duel.locator("svg[role=img]")
        expect(faces.nth(0)).to_have_attribute("aria-label", re.compile(r"^IV: [134589]$"))
        expect(faces.nth(1)).to_have_attribute("aria-label", re.compile(r"^III: [125679]$"))
        exact = duel.locator(".widget-html", has_text="exactly 17/36").first
        expect(exact).to_contain_text(f"{computer}/10")
        duel.get_by_role("button", name="Throw duel", exact=True).first.click()
        duel.locator(".widget-html", has_text="after 11 duels").first.wait_for()
