"""The class tally in a real browser through Voilà: type a group's results, click Add,
see the pooled frequency; a result the experiment cannot give is refused on the page."""

from pathlib import Path

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parent / "notebooks" / "tally.ipynb"


def test_tally_in_voila(voila_page):
    with voila_page(NOTEBOOK) as page:
        tally = page.locator(".widget-vbox:has(> .widget-html:has-text('Class tally'))").first
        tally.wait_for(state="attached", timeout=180_000)
        tally.scroll_into_view_if_needed()
        tally.locator(".widget-html", has_text="Exact: P = 1/6").first.wait_for()
        expect(tally.locator("img")).to_have_count(0)
        group = tally.locator(".widget-text:has(label:text-is('Group')) input")
        results = tally.locator(".widget-text:has(label:text-is('Results')) input")
        group.fill("Team A")
        results.fill("1:14 0:46")
        results.press("Tab")  # the Text widget sends its value on blur
        tally.get_by_role("button", name="Add", exact=True).click()
        pooled = tally.locator(".widget-html", has_text="Class: 14 of 60").first
        pooled.wait_for(timeout=60_000)
        expect(pooled).to_contain_text("relative frequency 7/30")
        expect(tally.locator("img")).to_have_count(1)  # the band and the class's curve
        group.fill("Team B")
        results.fill("7")
        results.press("Tab")
        tally.get_by_role("button", name="Add", exact=True).click()
        tally.locator(".widget-html", has_text="An outcome must be a whole number").first.wait_for()
        expect(pooled).to_contain_text("Class: 14 of 60")
