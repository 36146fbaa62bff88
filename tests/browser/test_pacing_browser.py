"""Turns you can watch, in Chromium through Voilà: after the student's throw ends the
turn, that throw stays on the board until "Weiter"; then the computer's steps come one
at a time with "Überspringen" beside them, and the board is the student's again.

The notebook (`notebooks/pacing.ipynb`) sets the pace itself (0.6 s), whatever the
environment's default, which the other browser tests set to 0."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parent / "notebooks" / "pacing.ipynb"
WAIT = 30_000


def test_the_computers_turn_is_shown_step_by_step_after_the_students_throw(voila_page):
    with voila_page(NOTEBOOK) as page:
        app = page.locator(".pyramide-kit-table").first
        app.locator(".pk-board").first.wait_for(timeout=180_000)
        go_on = app.get_by_role("button", name="Weiter")
        skip = app.get_by_role("button", name="Überspringen")
        status = app.locator(".widget-html").nth(1)
        expect(go_on).to_be_hidden()
        for _ in range(40):  # throw until a throw ends the student's turn
            app.locator('[data-pick="throw"]').first.click()
            page.wait_for_timeout(800)
            if go_on.is_visible():
                break
        expect(go_on).to_be_visible()
        expect(status).to_contain_text("Weiter")
        expect(skip).to_be_visible()
        page.wait_for_timeout(1500)
        expect(go_on).to_be_visible()  # the throw waits for the student, however long
        go_on.click()
        expect(status).to_contain_text("Robo ist dran", timeout=WAIT)  # a step of Robo's
        expect(skip).to_be_hidden(timeout=WAIT)
        expect(status).to_contain_text("Du bist dran", timeout=WAIT)
        expect(app.locator('[data-pick="throw"]').first).to_be_enabled()
