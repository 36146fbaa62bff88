"""A board drawn by the installed kit answers a click in Voilà.

`.ci/wheel` runs this file against the built wheel, installed (not editable) in a fresh
virtual environment, with `PYRAMIDE_KIT_INSTALLED=1` from a folder outside the
repository: then the kernel must import the kit from site-packages, so the test fails if
the wheel lacks the boards' front end (`board.js`, `board.css`), the way a teacher's
`pip install` would. In the repository's own run it checks the same board drawn from the
source.
"""

from __future__ import annotations

import nbformat
import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

# A counter on a bare Board: one action; each click redraws the scene with the new count.
# The text part names the file the kernel imported the kit from.
SOURCE = """\
from pathlib import Path

import pyramide_kit
from pyramide_kit.ui.board import Board

board = Board()
clicks = 0


def draw():
    board.show({"parts": [
        {"kind": "row", "items": [
            {"kind": "die", "value": 5},
            {"kind": "action", "id": "more", "text": "One more", "primary": True},
        ]},
        {"kind": "text", "text": f"clicks: {clicks}"},
        {"kind": "text", "text": "kit: " + str(Path(pyramide_kit.__file__).resolve().parent)},
    ]})


def count(item_id):
    global clicks
    clicks += 1
    draw()


board.on_pick(count)
draw()
board
"""


def test_board_renders_and_answers_a_click(voila_page, kit_folder, tmp_path):
    notebook = tmp_path / "board_click.ipynb"
    nbformat.write(nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(SOURCE)]), notebook)
    with voila_page(notebook) as page:
        board = page.locator(".pk-board").first
        board.wait_for(timeout=180_000)
        # the stylesheet came with the widget (anywidget adds it as the board's style)
        assert page.evaluate(
            """() => [...document.styleSheets].some((sheet) => {
                try { return [...sheet.cssRules].some((r) => r.selectorText === ".pk-board"); }
                catch (error) { return false; }
            })"""
        )
        expect(board.locator(".pk-die svg circle")).to_have_count(5)
        kit = board.locator(".pk-text-plain", has_text="kit: ").inner_text().removeprefix("kit: ")
        assert kit == str(kit_folder)
        expect(board.locator(".pk-text-plain", has_text="clicks:")).to_have_text("clicks: 0")
        board.get_by_role("button", name="One more").click()
        expect(board.locator(".pk-text-plain", has_text="clicks:")).to_have_text("clicks: 1")
        board.get_by_role("button", name="One more").click()
        expect(board.locator(".pk-text-plain", has_text="clicks:")).to_have_text("clicks: 2")
