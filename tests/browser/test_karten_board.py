"""Pyramide with cards played to its end by real clicks on the board, in Chromium, through
Voilà and JupyterLab: look at the own hand and turn it face down again, Start, put a
claim together chip by chip, pass, answer claims, ride the bus.

The notebook (`notebooks/karten_board.ipynb`) is the smallest game with every step: two
rows (three cards), two cards each, two computer seats, Ride the Bus. Each click waits
for the widget's text to change (every accepted click changes it: a face, a caption, a
log line), never for a fixed time. Screenshots are kept only when
$PYRAMIDE_KIT_SHOTS names a folder (`shots.py`).
"""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.browser.shots import shot

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parent / "notebooks" / "karten_board.ipynb"
OVER = {"en": "Game over", "de": "Spiel vorbei"}
# a face-up card as the page's deck letters it (German: Bube B, Dame D)
CARD = {
    "en": re.compile(r"^(?:10|[2-9JQKA])[♠♥♦♣]$"),
    "de": re.compile(r"^(?:10|[2-9BDKA])[♠♥♦♣]$"),
}


SIGNATURE = """el => el.innerText + "|" + [...el.querySelectorAll("[data-pick]")]
    .map(b => b.dataset.pick + (b.disabled ? "-" : "+")).join(",") + "|" +
    [...el.querySelectorAll("[aria-label]")].map(x => x.getAttribute("aria-label")).join(",")"""
"""What the board shows: its text, its clickable items and what each item says."""


CHECKS = (Path(__file__).parent / "page_checks.js").read_text()
"""The shared page checks: contrast of every board text, sideways overflow, clipping."""


def _check_page(app, label: str) -> None:
    """Every text of the board at least 4.5:1 against its background (disabled controls
    left out, as WCAG leaves them), no box overflowing sideways, no text cut off."""
    result = app.page.evaluate(CHECKS)
    ratios = [entry["ratio"] for entry in result["contrast"]]
    assert ratios, "no text found on the board"
    low = [entry for entry in result["contrast"] if entry["ratio"] < 4.5]
    assert not low, f"{label}: texts below 4.5:1: {low}"
    assert not result["overflow"], f"{label}: boxes overflow sideways: {result['overflow']}"
    assert not result["clipped"], f"{label}: texts cut off: {result['clipped']}"
    print(f"{label}: {len(ratios)} texts, lowest contrast {min(ratios):.2f}:1")


def _shoot(app, name: str) -> None:
    expect(app.locator(".pk-rolling")).to_have_count(0)  # the tumble is over
    shot(app, name)


def _click(app, item_id: str) -> None:
    """Click the board item `item_id` and wait until the board shows the next state (the
    board is drawn last after a move, after the status line and the log)."""
    board = app.locator(".pk-board").first
    before = board.evaluate(SIGNATURE)
    app.locator(f'[data-pick="{item_id}"]').first.click()
    app.page.wait_for_function(
        f"([el, before]) => ({SIGNATURE})(el) !== before",
        arg=[board.element_handle(), before],
        timeout=30_000,
    )


def _enabled(app) -> list[str]:
    return app.locator("[data-pick]:not([disabled])").evaluate_all(
        "els => els.map(el => el.dataset.pick)"
    )


def _next_click(ids: list[str], claimed: bool) -> str:
    """What the student clicks: one claim put together chip by chip (the first time a
    claim can be made), else pass; accept claims; reveal; the first answer of the bus."""
    if "claim" in ids:
        return "claim"
    shares = [i for i in ids if i.startswith("share:")]
    if shares and not claimed:
        return shares[0]
    for choice in ("pass", "accept", "reveal"):
        if choice in ids:
            return choice
    answers = [i for i in ids if i.startswith("answer:")]
    if answers:
        return answers[0]
    raise AssertionError(f"nothing to click: {ids}")


def _play(app, lang: str, shots: str | None = None, max_clicks: int = 400) -> int:
    """Play the notebook's game to its end by clicks; return the number of clicks."""
    app.wait_for(timeout=180_000)
    app.scroll_into_view_if_needed()
    board = app.locator(".pk-board").first
    board.wait_for()
    hand = app.locator('[data-pick^="hand:0:"]')
    expect(hand).to_have_count(2)
    expect(hand.first).not_to_have_attribute("aria-label", CARD[lang])  # face down before a look
    if shots:
        _shoot(app, f"{shots}-start")
    _click(app, "hand:0:0")
    expect(hand.first).to_have_attribute("aria-label", CARD[lang])  # face up
    expect(hand.nth(1)).to_have_attribute("aria-label", CARD[lang])
    if shots:
        _shoot(app, f"{shots}-look")
    _click(app, "hand:0:1")
    expect(hand.first).not_to_have_attribute("aria-label", CARD[lang])  # face down again
    _click(app, "start")
    expect(app.locator('[data-pick^="hand:"]')).to_have_count(0)  # no looking any more
    clicks, claimed, shot = 3, False, set()
    while not _over(app, lang):
        ids = _enabled(app)
        choice = _next_click(ids, claimed)
        claimed = claimed or choice == "claim"
        moment = choice.split(":")[0]
        if shots and moment in ("claim", "accept", "answer") and moment not in shot:
            _shoot(app, f"{shots}-{moment}")
            _check_page(app, f"{shots} {moment}")
            shot.add(moment)
        _click(app, choice)
        clicks += 1
        assert clicks < max_clicks, "the game did not end"
        error = app.locator(".widget-html", has_text=re.compile("Error|Fehler"))
        assert error.count() == 0, error.first.inner_text()
    assert claimed, "no claim was put together by clicks"
    if shots:
        _shoot(app, f"{shots}-over")
    return clicks


def _over(app, lang: str) -> bool:
    return OVER[lang] in app.inner_text()


def _app(scope):
    return scope.locator(".pyramide-kit-table").first


@pytest.mark.parametrize("lang", ["en", "de"])
def test_karten_board_played_to_the_end_in_voila(voila_page, isolated_env, lang):
    isolated_env["PYRAMIDE_KIT_LANG"] = lang
    started = time.monotonic()
    with voila_page(NOTEBOOK) as page:
        app = _app(page)
        app.locator(".pk-board").first.wait_for(timeout=180_000)
        paint = page.evaluate("performance.now()") / 1000
        print(
            f"voila {lang}: board drawn {paint:.1f} s after the page was opened, "
            f"{time.monotonic() - started:.1f} s after the server was started"
        )
        clicks = _play(app, lang, shots=f"karten-voila-{lang}")
        print(f"voila {lang}: {clicks} clicks, {time.monotonic() - started:.1f} s in all")
        assert "Ranking" in app.inner_text() or "Rangliste" in app.inner_text()


def test_karten_board_in_voila_dark_and_narrow(voila_page):
    with voila_page(NOTEBOOK, theme="dark") as page:
        app = _app(page)
        app.locator(".pk-board").first.wait_for(timeout=180_000)
        _shoot(app, "karten-voila-dark-start")
        page.set_viewport_size({"width": 500, "height": 1400})
        app.locator(".pk-board").first.wait_for()
        _shoot(app, "karten-voila-dark-500")
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 500, f"the page overflows sideways: {width} px"
        _play(app, "en", shots="karten-voila-dark-500")


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_karten_board_played_to_the_end_in_jupyterlab(lab_page, theme):
    started = time.monotonic()
    with lab_page(NOTEBOOK, theme=theme) as page:
        panel = page.locator(".jp-NotebookPanel:visible").first
        app = _app(panel)
        app.locator(".pk-board").first.wait_for(timeout=180_000)
        clicks = _play(app, "en", shots=f"karten-lab-{theme}")
        print(f"lab {theme}: {clicks} clicks, {time.monotonic() - started:.1f} s in all")
