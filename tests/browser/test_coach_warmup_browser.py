"""The coach never freezes the page: Kniffel in Voilà in a fresh environment (an empty
cache directory), under rules whose optimal table is not shipped with the kit (an upper
bonus of 30), so it is built from nothing while the page is open.
The coach, turned on at once, says it is still computing; a die clicked meanwhile is
held at once; then the coach lists the values by itself."""

import time

import nbformat
import pytest
from playwright.sync_api import expect

from tests.browser.shots import pick

pytestmark = pytest.mark.browser

CELL = (
    "from pyramide_kit.kniffel.app import KniffelApp\n"
    "from pyramide_kit.kniffel.rules import Rules\n"
    'KniffelApp(["Anna"], Rules(upper_bonus=30), lang="de", seed=3)'
)
QUICK = 5.0
"""Seconds a die may take to show it is held while the table is built (a click answers
in milliseconds; the page, the server and a loaded machine add the rest)."""


def test_the_coach_builds_while_the_board_plays_on_in_voila(voila_page, isolated_env, tmp_path):
    cache = tmp_path / "empty-cache"
    cache.mkdir()
    isolated_env["PYRAMIDE_KIT_CACHE"] = str(cache)
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(CELL)])
    path = tmp_path / "coach_warmup.ipynb"
    nbformat.write(notebook, path)
    with voila_page(str(path)) as page:
        table = page.locator(".pyramide-kit-kniffel").first
        table.wait_for(timeout=180_000)
        board = table.locator(".pk-board").first
        page.locator("button.widget-toggle-button", has_text="Trainer").first.click()
        coach = table.locator(".pyramide-kit-coach")
        expect(coach).to_contain_text("Der Trainer rechnet noch seine Tabellen", timeout=10_000)
        expect(coach).to_contain_text("du kannst schon spielen.")
        pick(board, "throw").click()
        die = pick(board, "hold:0")
        expect(die).to_be_enabled(timeout=QUICK * 1000)
        began = time.monotonic()
        die.click()
        expect(die).to_have_attribute("aria-pressed", "true", timeout=QUICK * 1000)
        assert time.monotonic() - began < QUICK
        assert not list(cache.glob("*.npz"))  # answered while the table was being built
        choices = coach.locator("table.pk-coach-list")
        expect(choices).to_contain_text("★", timeout=180_000)
        expect(coach).not_to_contain_text("rechnet noch")
        assert list(cache.glob("kniffel-optimal-*.npz"))  # built, and kept for next time
