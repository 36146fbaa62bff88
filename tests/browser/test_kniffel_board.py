"""Kniffel's board in a real Chromium: a whole game played to its end by clicks on the
Throw action and the boxes of the score card, in Voilà (English, light theme; German,
dark theme) and in JupyterLab; dice held by clicking them; the widget fits a laptop
screen while a game is played (at most 800 px tall at 1280 px width; the end screen that
then opens over the board may take more) and the card stays usable at 500 px.

The notebook (`notebooks/kniffel_board.ipynb`) plays the smallest game the rules allow:
one player, one throw per round, thirteen rounds; its second table (three seats, three
throws) is where dice are held. Every step waits for what the student would see next
(the status line, a pressed die), never for a fixed time. With
`PYRAMIDE_KIT_SHOTS=<folder>` the test also saves screenshots and the measured heights
and times there.
"""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.browser.shots import note, pick, shot

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parent / "notebooks" / "kniffel_board.ipynb"
CHECKS = (Path(__file__).parent / "page_checks.js").read_text()
LEAST_CONTRAST = 4.5
ROUNDS = 13
TALLEST = 800

WORDS = {
    "en": {
        "written": "Round {r}: the only throw is made",
        "next": "Round {r}: throw the dice.",
        "over": "Game over.",
        "ranking": "Ranking",
        "again": "Play again",
        "total": "Grand total",
        "log": "^Ada (writes|scratches)",
    },
    "de": {
        "written": "Runde {r}: der einzige Wurf ist gemacht",
        "next": "Runde {r}: würfeln.",
        "over": "Spiel vorbei.",
        "ranking": "Rangliste",
        "again": "Nochmal spielen",
        "total": "Gesamtsumme",
        "log": "^Ada (trägt|streicht)",
    },
}


def _notebook(tmp_path: Path, lang: str) -> Path:
    """The test notebook, with its widgets' language set to `lang`."""
    text = NOTEBOOK.read_text().replace('lang=\\"en\\"', f'lang=\\"{lang}\\"')
    if lang == "de":  # the student's seat is "Du" in German
        text = text.replace('[\\"You\\"', '[\\"Du\\"')
    path = tmp_path / f"kniffel_board_{lang}.ipynb"
    path.write_text(text)
    return path


def _height(table) -> float:
    return table.evaluate("el => el.getBoundingClientRect().height")


def _play_to_end(page, scope, lang: str, shots: str | None = None) -> float:
    """Play Ada's thirteen rounds by clicks (throw, then the first box that takes the
    dice); returns the tallest the widget was while the game was played (the dice
    thrown and a box written, in every round before the last box ends the game)."""
    words = WORDS[lang]
    table = scope.locator(".pyramide-kit-kniffel").first
    table.wait_for(timeout=180_000)
    table.scroll_into_view_if_needed()
    board = table.locator(".pk-board").first
    status = table.locator(".widget-html").nth(1)
    tallest = 0.0
    for number in range(1, ROUNDS + 1):
        expect(status).to_contain_text(words["next"].format(r=number))
        expect(board.locator('[data-pick^="write:"]')).to_have_count(0)  # nothing before a throw
        pick(board, "throw").click()
        expect(status).to_contain_text(words["written"].format(r=number))
        boxes = board.locator('[data-pick^="write:"]:enabled')
        expect(boxes).to_have_count(ROUNDS - number + 1)  # every open box takes the dice
        expect(pick(board, "throw")).to_be_disabled()  # the only throw is made
        box = boxes.first
        item = box.get_attribute("data-pick")
        points = box.inner_text().strip()
        if number == 1 and shots:
            shot(table, f"kniffel-{shots}-thrown")
        tallest = max(tallest, _height(table))
        box.click()
        # the written box shows what was written and is no longer clickable
        expect(pick(board, item)).to_have_count(0)
        expect(board.locator(".pk-cell-filled")).to_have_count(number)
        newest = table.locator("ol > li").first  # the move log: its newest line on top
        expect(newest).to_contain_text(re.compile(words["log"]))
        expect(newest).to_contain_text(points)
        if number < ROUNDS:
            tallest = max(tallest, _height(table))
    expect(status).to_contain_text(words["over"])
    end = table.locator(".pk-end-screen")
    expect(end.locator(".widget-html", has_text=words["ranking"]).first).to_be_visible()
    expect(end.get_by_role("button", name=words["again"])).to_be_visible()
    expect(board.locator("button[data-pick]:enabled")).to_have_count(0)
    expect(board.locator("th", has_text=words["total"])).to_have_count(1)
    if shots:
        shot(table, f"kniffel-{shots}-over")
    return tallest


def _hold_and_throw(page, lang: str, shots: str | None = None) -> float:
    """On the three-seat table: throw, hold two dice by clicking them, release one, throw
    again; the held die keeps its face. Returns the widget's height."""
    table = page.locator(".pyramide-kit-kniffel").nth(1)
    table.scroll_into_view_if_needed()
    board = table.locator(".pk-board").first
    pick(board, "throw").click()
    first, second = pick(board, "hold:0"), pick(board, "hold:1")
    expect(first).to_be_enabled()
    first.click()
    expect(first).to_have_attribute("aria-pressed", "true")
    second.click()
    expect(second).to_have_attribute("aria-pressed", "true")
    second.click()
    expect(second).to_have_attribute("aria-pressed", "false")
    shown = first.get_attribute("aria-label")
    if shots:
        shot(table, f"kniffel-{shots}-held")
    status = table.locator(".widget-html").nth(1)
    pick(board, "throw").click()
    expect(status).to_contain_text("throw 2" if lang == "en" else "Wurf 2")
    expect(first).to_have_attribute("aria-label", shown)
    expect(first).to_have_attribute("aria-pressed", "true")  # still held for the last throw
    return _height(table)


def _readable(page, label: str, narrow: bool = False) -> None:
    """Every text of the boards and the shells' lines at least 4.5:1 against its
    background, nothing overflowing sideways (`page_checks.js`, also used by
    test_board_themes.py); on a narrow page also no text cut off."""
    result = page.evaluate(CHECKS)
    low = min(result["contrast"], key=lambda entry: entry["ratio"])
    note(
        "kniffel_measured.txt",
        f"{label}: {len(result['contrast'])} texts, lowest contrast {low['ratio']:.2f}:1 "
        f"({low['fg']} on {low['bg']}: {low['text']!r})",
    )
    poor = [entry for entry in result["contrast"] if entry["ratio"] < LEAST_CONTRAST]
    assert not poor, f"{label}: text below {LEAST_CONTRAST}:1: {poor}"
    assert not result["overflow"], f"{label}: boxes overflow sideways: {result['overflow']}"
    if narrow:
        assert not result["clipped"], f"{label}: texts cut off: {result['clipped']}"


def _first_board(page) -> float:
    """Seconds from now until the first die of a board is drawn."""
    start = time.monotonic()
    page.locator(".pk-board .pk-die").first.wait_for(timeout=180_000)
    return time.monotonic() - start


@pytest.mark.parametrize(("lang", "theme"), [("en", "light"), ("de", "dark")])
def test_a_whole_game_by_clicks_in_voila(voila_page, tmp_path, lang, theme):
    start = time.monotonic()
    with voila_page(str(_notebook(tmp_path, lang)), theme=theme) as page:
        first = time.monotonic() - start + _first_board(page)
        note(
            "kniffel_measured.txt",
            f"voila {theme} {lang}: first board drawn {first:.1f} s after the server start",
        )
        name = f"voila-{theme}-{lang}"
        tallest = _play_to_end(page, page, lang, shots=name)
        seated = _hold_and_throw(page, lang, shots=name)
        _readable(page, name)
        note(
            "kniffel_measured.txt",
            f"voila {theme} {lang} at 1280 px: solo game up to {tallest:.0f} px tall, "
            f"three seats {seated:.0f} px",
        )
        assert tallest <= TALLEST and seated <= TALLEST
        if lang == "en":
            page.set_viewport_size({"width": 500, "height": 1400})
            three = page.locator(".pyramide-kit-kniffel").nth(1)
            three.scroll_into_view_if_needed()
            expect(three.locator(".pk-sheet thead th")).to_have_count(4)
            _readable(page, "voila-500px", narrow=True)
            note("kniffel_measured.txt", f"voila 500 px: three seats {_height(three):.0f} px tall")
            shot(three, "kniffel-voila-500px")


def test_a_whole_game_by_clicks_in_jupyterlab(lab_page):
    with lab_page(str(NOTEBOOK)) as page:
        panel = page.locator(".jp-NotebookPanel:visible").first
        tallest = _play_to_end(page, panel, "en", shots="lab-light")
        seated = _hold_and_throw(page, "en", shots="lab-light")
        note(
            "kniffel_measured.txt",
            f"jupyterlab light: solo game up to {tallest:.0f} px tall, three seats {seated:.0f} px",
        )
        _readable(page, "lab-light")
