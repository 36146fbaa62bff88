"""The Pyramide lesson in a real browser: Throw, Hold, write a box, see it change."""

import re

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

LESSON = "01_pyramide.ipynb"


def _play_a_turn(scope):
    """Throw, hold the first die, throw again and write the bottom box; check each step."""
    app = scope.locator(".widget-vbox:has(> .widget-html:has-text('throws left'))").first
    app.wait_for(state="attached", timeout=120_000)
    app.scroll_into_view_if_needed()
    status = app.locator(".widget-html", has_text="throws left").first
    status.wait_for()
    assert "throws left: 3" in status.inner_text()
    app.get_by_role("button", name="Throw", exact=True).first.click()
    status.filter(has_text="throws left: 2").wait_for()
    first_die = app.locator("svg[role=img]").first
    expect(first_die).to_have_attribute("aria-label", re.compile(r"^d6: [1-6]$"))
    shown = first_die.get_attribute("aria-label")
    app.get_by_role("button", name="Hold", exact=True).first.click()
    app.get_by_role("button", name="Held", exact=True).first.wait_for()
    app.get_by_role("button", name="Throw", exact=True).first.click()
    status.filter(has_text="throws left: 1").wait_for()
    expect(first_die).to_have_attribute("aria-label", shown)  # the held die stayed
    app.get_by_role("button", name="Bottom ×1", exact=True).first.click()
    app.locator(".widget-html", has_text="Round 2 of 6").first.wait_for()
    expect(
        app.locator(".widget-html", has_text=re.compile(r"Total × 1 = -?\d+"))
    ).not_to_have_count(0)


def test_pyramide_lesson_in_voila(voila_page):
    with voila_page(LESSON) as page:
        _play_a_turn(page)


def test_pyramide_lesson_in_jupyterlab(lab_page):
    with lab_page(LESSON) as page:
        panel = page.locator(".jp-NotebookPanel:visible").first
        _play_a_turn(panel)
