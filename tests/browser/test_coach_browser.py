"""The coach in a real browser: Pyramide in Voilà, throw, switch the coach on, see its
list with the best choice starred, write a box and see what the choice cost."""

import re

import nbformat
import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

CELL = 'from pyramide_kit.pyramide.app import PyramideApp\nPyramideApp(["Anna"], lang="de", seed=3)'


def test_the_coach_lists_the_choices_and_judges_a_box_in_voila(voila_page, tmp_path):
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(CELL)])
    path = tmp_path / "coach.ipynb"
    nbformat.write(notebook, path)
    with voila_page(str(path)) as page:  # an absolute path: not one of the lessons
        status = page.locator(".widget-html", has_text="Würfe übrig").first
        status.wait_for(timeout=120_000)
        assert "Würfe übrig: 3" in status.inner_text()
        board = page.locator(".pk-board").first
        board.locator('[data-pick="throw:0"]').click()
        status.filter(has_text="Würfe übrig: 2").wait_for()
        # the toggle's accessible name also holds its icon's glyph: find it by its text
        page.locator("button.widget-toggle-button", has_text="Trainer").first.click()
        choices = page.locator("table.pk-coach-list")
        expect(choices).to_contain_text("★")
        expect(choices.locator("tr")).to_have_count(5)
        expect(choices).to_contain_text(re.compile(r"halten und mit \d Würfeln? würfeln"))
        board.locator('[data-pick="write:bottom"]').click()
        page.locator(".widget-html", has_text="Runde 2 von 6").first.wait_for()
        verdict = page.locator(".pyramide-kit-coach", has_text="Trainer: Deine letzte Wahl")
        expect(verdict).to_have_count(1)
        expect(verdict).to_contain_text(re.compile(r"war die beste|erwartete Punkte gekostet"))
