"""The Explorer of lesson 06 in a real browser through Voilà: click 100x, see the plot."""

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

LESSON = "06_exact_vs_simulated.ipynb"


def test_explorer_in_voila(voila_page):
    with voila_page(LESSON) as page:
        explorer = page.locator(
            ".widget-vbox:has(> .widget-html:has-text('Exact versus simulated'))"
        ).first
        explorer.wait_for(state="attached", timeout=180_000)
        explorer.scroll_into_view_if_needed()
        explorer.locator(".widget-html", has_text="Exact: P = 1/4").first.wait_for()
        explorer.locator(".widget-label", has_text="n = 0").first.wait_for()
        expect(explorer.locator("img")).to_have_count(0)
        explorer.get_by_role("button", name="100x", exact=True).first.click()
        explorer.locator(".widget-label", has_text="n = 100").first.wait_for()
        expect(explorer.locator("img")).to_have_count(2)  # the running curve and the bars
        summary = explorer.locator(".widget-html", has_text="relative frequency").first
        expect(summary).to_contain_text(" of 100: relative frequency")
        explorer.get_by_role("button", name="1x", exact=True).first.click()
        explorer.locator(".widget-label", has_text="n = 101").first.wait_for()
        explorer.get_by_role("button", name="Reset", exact=True).first.click()
        explorer.locator(".widget-label", has_text="n = 0").first.wait_for()
        expect(explorer.locator("img")).to_have_count(0)
