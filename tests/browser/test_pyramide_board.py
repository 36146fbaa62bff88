"""Pyramide's board in a real Chromium: a whole game played to its end by clicks on the
dice, the Throw action and the boxes of the sheet, in Voilà (English in the light theme,
German in the dark one) and in JupyterLab, to the end screen over the board (the
ranking, the game report with its plot), whose "Play again" starts the next game; six
seats' sheets wrap at 500 px width.

The notebook (`notebooks/pyramide_board.ipynb`) plays the smallest game with a hold in
it: two throws a round, six rounds, against a computer seat. Every step waits for what
the student would see next (the status line, a pressed die), never for a fixed time.
With `PYRAMIDE_KIT_SHOTS=<folder>` the test also saves screenshots there, and the time
from the start of the page's navigation to the first drawn board (`pyramide_timings.txt`).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.browser.shots import note, pick, shot

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parent / "notebooks" / "pyramide_board.ipynb"
PLAN = ["bottom", "bottom", "middle", "bottom", "middle", "top"]  # one box per round

WORDS = {
    "en": {
        "round": "Round {r} of 6",
        "left": "throws left: {n}",
        "over": "Game over",
        "ranking": "Ranking",
        "again": "Play again",
        "chart": "Chart: ",
        "total": "Total",
    },
    "de": {
        "round": "Runde {r} von 6",
        "left": "Würfe übrig: {n}",
        "over": "Spiel vorbei",
        "ranking": "Rangliste",
        "again": "Nochmal spielen",
        "chart": "Diagramm: ",
        "total": "Summe",
    },
}


def _play_to_end(page, scope, lang: str, shots: str | None = None) -> None:
    """Play Anna's six rounds by clicks; Robo plays by itself in between."""
    words = WORDS[lang]
    table = scope.locator(".pyramide-kit-table").first
    table.wait_for(timeout=180_000)
    table.scroll_into_view_if_needed()
    board = table.locator(".pk-board").first
    status = table.locator(".widget-html", has_text=re.compile(words["left"].format(n=r"\d")))
    status = status.first
    for number, box in enumerate(PLAN, 1):
        expect(status).to_contain_text(words["round"].format(r=number))
        expect(status).to_contain_text(words["left"].format(n=2))
        pick(board, "throw:0").click()
        expect(status).to_contain_text(words["left"].format(n=1))
        first = pick(board, "hold:0")
        expect(first).to_be_enabled()
        shown = first.get_attribute("aria-label")
        first.click()
        expect(first).to_have_attribute("aria-pressed", "true")
        if number == 1 and shots:
            shot(table, f"{shots}-held")
        pick(board, "throw:1").click()
        expect(status).to_contain_text(words["left"].format(n=0))
        # the held die stayed; no die can be held after the last throw, so it is a picture
        # that says its name, not a button
        die = board.locator(".pk-die-item").first
        expect(die.locator('[role="img"]')).to_have_attribute("aria-label", shown)
        expect(board.locator('[data-pick^="hold:"]')).to_have_count(0)
        if number == 1 and shots:
            shot(table, f"{shots}-written")
        # alternate between the write action and the box of the sheet
        pick(board, f"write:{box}" if number % 2 else f"sheet:0:{box}").click()
        if number < len(PLAN):
            expect(status).to_contain_text(words["round"].format(r=number + 1))
    over = table.locator(".widget-html", has_text=words["over"]).first
    expect(over).to_be_visible()
    end = table.locator(".pk-end-screen")
    expect(end.locator(".widget-html", has_text=words["ranking"]).first).to_be_visible()
    # Anna's game report: its plot is drawn as an image named by its text alternative
    expect(end.locator(f'img[alt^="{words["chart"]}"]')).to_be_visible()
    expect(table.locator(".jupyter-widgets-error-widget")).to_have_count(0)
    expect(board.locator("button[data-pick]:enabled")).to_have_count(0)
    expect(board.locator(".pk-text-strong", has_text=words["total"])).to_have_count(2)
    if shots:
        shot(table, f"{shots}-over")


def _play_again(table, lang: str) -> None:
    """The end screen's main action starts the next game: the screen closes, round 1."""
    words = WORDS[lang]
    end = table.locator(".pk-end-screen")
    end.get_by_role("button", name=words["again"]).click()
    expect(end).to_be_hidden()
    expect(table.locator(".widget-html", has_text=words["round"].format(r=1)).first).to_be_visible()


CONTRAST = """(cell) => {
  const rgb = (text) => text.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const lum = ([r, g, b]) => {
    const f = (c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const fg = lum(rgb(getComputedStyle(cell).color));
  const bg = lum(rgb(getComputedStyle(cell).backgroundColor));
  return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
}"""
"""The contrast ratio (WCAG) of a cell's text against its own background."""


def _filled_boxes_read_well(table) -> None:
    cells = table.locator(".pk-cell-filled")
    expect(cells).to_have_count(12)  # Anna's and Robo's six written boxes
    for cell in cells.all():
        ratio = cell.evaluate(CONTRAST)
        assert ratio >= 4.5, f"a written box reads at {ratio:.2f}:1 only"


def _first_board(page) -> float:
    """Seconds from the start of the page's navigation to its first drawn die."""
    page.locator(".pk-board .pk-die").first.wait_for(timeout=180_000)
    return page.evaluate("performance.now()") / 1000


def test_a_whole_game_by_clicks_in_voila_and_six_sheets_wrap_at_500_px(voila_page):
    with voila_page(str(NOTEBOOK)) as page:
        note(
            "pyramide_timings.txt",
            f"voila light en: first board {_first_board(page):.1f} s after navigation",
        )
        shot(page.locator(".pyramide-kit-table").first, "pyramide-voila-light-start")
        _play_to_end(page, page, "en", shots="pyramide-voila-light")
        _filled_boxes_read_well(page.locator(".pyramide-kit-table").first)
        page.set_viewport_size({"width": 500, "height": 1400})
        six = page.locator(".pyramide-kit-table").nth(1)
        six.scroll_into_view_if_needed()
        sheets = six.locator(".pk-board > .pk-group").nth(1).locator(".pk-spread > .pk-group")
        expect(sheets).to_have_count(6)
        expect(sheets.first).to_have_class(re.compile(r"\bpk-active\b"))
        tops = {round(box["y"]) for box in (s.bounding_box() for s in sheets.all())}
        assert len(tops) >= 2  # the sheets wrap onto new lines
        wide = page.evaluate("document.scrollingElement.scrollWidth")
        assert wide <= 500, f"the page scrolls sideways: {wide} px"
        for box in (s.bounding_box() for s in sheets.all()):
            assert box["x"] >= 0 and box["x"] + box["width"] <= 500
        shot(six, "pyramide-voila-500px-six")
        shot(page.locator(".pyramide-kit-table").first, "pyramide-voila-500px-game")


def test_a_whole_game_by_clicks_in_voila_in_german_and_the_dark_theme(voila_page, tmp_path):
    german = tmp_path / "pyramide_board_de.ipynb"
    german.write_text(NOTEBOOK.read_text().replace('lang=\\"en\\"', 'lang=\\"de\\"'))
    assert 'lang=\\"de\\"' in german.read_text()
    with voila_page(str(german), theme="dark") as page:
        note(
            "pyramide_timings.txt",
            f"voila dark de: first board {_first_board(page):.1f} s after navigation",
        )
        _play_to_end(page, page, "de", shots="pyramide-voila-dark-de")
        _filled_boxes_read_well(page.locator(".pyramide-kit-table").first)
        shot(page.locator(".pyramide-kit-table").nth(1), "pyramide-voila-dark-six")
        _play_again(page.locator(".pyramide-kit-table").first, "de")


def test_a_whole_game_by_clicks_in_jupyterlab(lab_page):
    with lab_page(str(NOTEBOOK)) as page:
        panel = page.locator(".jp-NotebookPanel:visible").first
        _play_to_end(page, panel, "en", shots="pyramide-lab")
        _play_again(panel.locator(".pyramide-kit-table").first, "en")
