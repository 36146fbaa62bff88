"""The German Pyramide lesson (`lessons/de/`) in JupyterLab, as a German class opens it:
throw, click a die to hold it, throw again and write a box on the board, and see the
sheet change. (The games' boards are played to the end in Voilà and JupyterLab, in both
languages, by the tests of each board; the lessons run under nbval in both editions.)"""

import re

import pytest
from playwright.sync_api import expect

from pyramide_kit.i18n import t

pytestmark = pytest.mark.browser

LESSON = "01_pyramide.ipynb"


def _status(lang: str, round_: int, left: int) -> str:
    return t("pyr_todo_round", lang, round=round_, rounds=6, left=left)


def _play_a_turn(scope, lang: str):
    """Throw, hold the first die, throw again and write the bottom box; check each step."""
    app = scope.locator(".pyramide-kit-table").first
    app.wait_for(state="attached", timeout=120_000)
    app.scroll_into_view_if_needed()
    board = app.locator(".pk-board").first
    status = app.locator(".widget-html", has_text=_status(lang, 1, 3)).first
    expect(status).to_be_visible()
    board.locator('[data-pick="throw:0"]').click()
    # JupyterLab runs the lesson's later cells first: the click waits for the kernel
    status = app.locator(".widget-html", has_text=_status(lang, 1, 2)).first
    expect(status).to_be_visible(timeout=180_000)
    first_die = board.locator('[data-pick="hold:0"]')
    expect(first_die).to_have_attribute("aria-label", re.compile(r"^d6: [1-6]$"))
    shown = first_die.get_attribute("aria-label")
    first_die.click()
    expect(first_die).to_have_attribute("aria-pressed", "true")
    board.locator('[data-pick="throw:1"]').click()
    expect(app.locator(".widget-html", has_text=_status(lang, 1, 1)).first).to_be_visible()
    expect(first_die).to_have_attribute("aria-label", shown)  # the held die stayed
    board.locator('[data-pick="sheet:0:bottom"]').click()
    app.locator(".widget-html", has_text=_status(lang, 2, 3)).first.wait_for()
    expect(board.locator(".pk-cell-filled")).not_to_have_count(0)


def test_german_pyramide_lesson_in_jupyterlab(lab_page):
    with lab_page(f"de/{LESSON}") as page:
        panel = page.locator(".jp-NotebookPanel:visible").first
        _play_a_turn(panel, "de")
