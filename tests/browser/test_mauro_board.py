"""Mauro and the duel played to their end by real clicks on the boards, in Chromium,
through Voilà and JupyterLab.

The notebook (`notebooks/mauro_board.ipynb`) holds the smallest game with every step:
one round, the student and a computer seat, stopping allowed (so both actions are
clicked), then the duel. Each click waits for the widget's text to change (every accepted
click adds a log line or a duel), never for a fixed time. Screenshots are kept only
when $PYRAMIDE_KIT_SHOTS names a folder (`shots.py`).
"""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.browser.shots import click_and_wait, shot

pytestmark = pytest.mark.browser

WAIT = 30_000
"""How long a wait for the next state may take (ms): the machine may be busy."""

NOTEBOOK = Path(__file__).parent / "notebooks" / "mauro_board.ipynb"
WORDS = {
    "en": {"over": "Game over", "robo": "Throw by Robo: ", "duels": "after {n} duels"},
    "de": {"over": "Spiel vorbei", "robo": "Wurf von Robo: ", "duels": "nach {n} Duellen"},
}
DIE = {"III": "[125679]", "IV": "[134589]", "V": "[234678]"}
PICTURE = '[role="img"]'
"""Where a die that cannot be clicked says its name to a screen reader: its picture."""


def _shoot(locator, name: str) -> None:
    """A screenshot of `locator` once its dice have stopped tumbling."""
    expect(locator.locator(".pk-rolling")).to_have_count(0, timeout=WAIT)
    shot(locator, name)


def _click(scope, item_id: str) -> None:
    click_and_wait(scope, item_id, WAIT)


CONTRAST = """els => {
  const rgb = (c) => {
    const p = c.match(/rgba?\\(([^)]+)\\)/)[1].split(/[ ,\\/]+/).filter(Boolean).map(Number);
    return { r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1 };
  };
  const lum = ({ r, g, b }) => {
    const f = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const back = (el) => {
    for (let e = el; e; e = e.parentElement) {
      const c = rgb(getComputedStyle(e).backgroundColor);
      if (c.a > 0.5) return c;
    }
    return { r: 255, g: 255, b: 255, a: 1 };
  };
  return els.map((el) => {
    const [a, b] = [lum(rgb(getComputedStyle(el).color)), lum(back(el))];
    return [el.textContent.trim(), (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)];
  });
}"""
"""Each element's text and the contrast ratio of its colour against the first opaque
background behind it (WCAG's relative luminance)."""
TEXTS = (
    ".pk-numeral, .pk-title, .pk-text, .pk-caption, .pk-sheet th, .pk-cell-text, "
    "button.pk-action-item:not(:disabled)"
)


def _low_contrast(scope) -> list[tuple[str, float]]:
    """The board texts (dice numerals included) whose contrast is below 4.5:1."""
    found = scope.locator(".pk-board").first.locator(TEXTS).evaluate_all(CONTRAST)
    assert found, "no texts found on the board"
    lowest = min(found, key=lambda pair: pair[1])
    print(f"{len(found)} texts, lowest contrast {lowest[1]:.2f}:1 ({lowest[0]!r})")
    return [(text, round(ratio, 2)) for text, ratio in found if text and ratio < 4.5]


def _enabled(scope) -> list[str]:
    return scope.locator("[data-pick]:not([disabled])").evaluate_all(
        "els => els.map(el => el.dataset.pick)"
    )


def _play_mauro(app, lang: str, shots: str | None = None) -> int:
    """Throw until the series holds 2 points, then stop; return the number of clicks."""
    words = WORDS[lang]
    app.scroll_into_view_if_needed()
    dice = app.locator(".pk-die-item")
    expect(dice).to_have_count(3, timeout=WAIT)
    if shots:
        _shoot(app, f"{shots}-start")
    clicks, stopped = 0, False
    while words["over"] not in app.inner_text():
        ids = _enabled(app)
        assert ids, "nothing to click before the end"
        series = app.locator(".pk-active .pk-text").first.inner_text()
        points = re.search(r"(?:Series|Serie): (\d+)", series)
        choice = "stop" if "stop" in ids and points and int(points.group(1)) >= 2 else "throw"
        stopped = stopped or choice == "stop"
        _click(app, choice)
        clicks += 1
        if shots and clicks == 1:
            _shoot(app, f"{shots}-thrown")
        assert clicks < 60, "the game did not end"
        error = app.locator(
            ".widget-html", has_text=re.compile("Error|Fehler|Not allowed|Nicht erlaubt")
        )
        assert error.count() == 0, error.first.inner_text()
    assert stopped, "the Stop action was never clicked"
    # the computer played last: its dice say whose they are, and nothing is clickable
    expect(app.locator(".pk-row .pk-title").first).to_contain_text(words["robo"], timeout=WAIT)
    for die, name in zip(dice.all(), DIE, strict=True):
        expect(die.locator(PICTURE)).to_have_attribute(
            "aria-label", re.compile(rf"^{name}: {DIE[name]}$"), timeout=WAIT
        )
    assert _enabled(app) == []
    if shots:
        _shoot(app, f"{shots}-over")
    return clicks


def _play_duel(duel, lang: str, shots: str | None = None) -> None:
    words = WORDS[lang]
    duel.scroll_into_view_if_needed()
    _click(duel, "choose:IV")
    expect(duel.locator('[data-pick="choose:IV"]')).to_be_disabled(timeout=WAIT)
    expect(duel).to_contain_text("III.", timeout=WAIT)  # the computer takes III against IV
    _click(duel, "duel:10")
    expect(duel).to_contain_text(words["duels"].format(n=10), timeout=WAIT)
    shown = duel.locator(".pk-row").nth(1).locator(".pk-die-item")
    expect(shown.nth(0).locator(PICTURE)).to_have_attribute(
        "aria-label", re.compile(rf"^IV: {DIE['IV']}$"), timeout=WAIT
    )
    expect(shown.nth(1).locator(PICTURE)).to_have_attribute(
        "aria-label", re.compile(rf"^III: {DIE['III']}$"), timeout=WAIT
    )
    expect(duel).to_contain_text("17/36", timeout=WAIT)
    _click(duel, "duel:1")
    expect(duel).to_contain_text(words["duels"].format(n=11), timeout=WAIT)
    if shots:
        _shoot(duel, f"{shots}-duel")


def _apps(scope):
    app = scope.locator(".pyramide-kit-table").first
    duel = scope.locator(".widget-vbox:has(> .widget-hbox > .widget-html h3)").last
    return app, duel


@pytest.mark.parametrize("lang", ["en", "de"])
def test_mauro_boards_played_to_the_end_in_voila(voila_page, isolated_env, lang):
    isolated_env["PYRAMIDE_KIT_LANG"] = lang
    started = time.monotonic()
    with voila_page(NOTEBOOK) as page:
        app, duel = _apps(page)
        app.locator(".pk-board").first.wait_for(timeout=180_000)
        print(f"voila {lang}: first paint of the board {time.monotonic() - started:.1f} s")
        clicks = _play_mauro(app, lang, shots=f"mauro-voila-{lang}")
        _play_duel(duel, lang, shots=f"mauro-voila-{lang}")
        assert _low_contrast(app) == [] and _low_contrast(duel) == []
        print(f"voila {lang}: {clicks} clicks, {time.monotonic() - started:.1f} s in all")


def test_mauro_boards_in_voila_dark_and_narrow(voila_page):
    with voila_page(NOTEBOOK, theme="dark") as page:
        app, duel = _apps(page)
        app.locator(".pk-board").first.wait_for(timeout=180_000)
        _shoot(app, "mauro-voila-dark-start")
        _play_mauro(app, "en", shots="mauro-voila-dark")
        _play_duel(duel, "en", shots="mauro-voila-dark")
        assert _low_contrast(app) == [] and _low_contrast(duel) == []
        page.set_viewport_size({"width": 500, "height": 1400})
        app.scroll_into_view_if_needed()
        _shoot(app, "mauro-voila-dark-500")
        _shoot(duel, "mauro-voila-dark-500-duel")
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 500, f"the page overflows sideways: {width} px"


def test_mauro_boards_played_to_the_end_in_jupyterlab(lab_page):
    started = time.monotonic()
    with lab_page(NOTEBOOK) as page:
        panel = page.locator(".jp-NotebookPanel:visible").first
        app, duel = _apps(panel)
        app.locator(".pk-board").first.wait_for(timeout=180_000)
        clicks = _play_mauro(app, "en", shots="mauro-lab")
        _play_duel(duel, "en")
        print(f"lab: {clicks} clicks, {time.monotonic() - started:.1f} s in all")
