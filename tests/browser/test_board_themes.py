"""Every board readable in every theme and usable from 500 px width, in a real Chromium.

The notebook `notebooks/all_boards.ipynb` shows each game's widget (seeded, after its
first move) and a bare board with every kind of part and item. Opened in Voilà (light and
dark theme) and in JupyterLab's dark theme, `page_checks.js` measures from the computed
styles: for every visible text inside a `.pk-board`, and in the HTML lines of a game's
shell (status, message, log), the contrast ratio of its colour (with the opacity of its
ancestors) against the effective background (the backgrounds of its ancestors up to the
first opaque one, composited) must be at least 4.5:1 (WCAG 2 AA); disabled controls are
left out, as WCAG leaves them. The lowest ratio per theme is printed (`pytest -s`). No
board may overflow sideways (the board, its output area and every scrolling box inside
it: `scrollWidth <= clientWidth`) at 1280 px, where six Pyramide players sit side by side,
nor, in Voilà, once the window is made 500 px wide, where in addition no text of a board
or of a game's shell (its buttons and lines) may be cut off by a box that clips it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

HERE = Path(__file__).parent
NOTEBOOK = HERE / "notebooks" / "all_boards.ipynb"
CHECKS = (HERE / "page_checks.js").read_text()
LEAST_CONTRAST = 4.5
SAMPLER = "Board"
"""The notebook's section with the bare board (not a game's widget)."""


def _wait_for_boards(page, timeout_ms: int = 240_000) -> None:
    """Wait for a first board, then until no new board has appeared for two seconds (the
    widgets of a notebook are drawn one after the other)."""
    page.locator(".pk-board").first.wait_for(timeout=timeout_ms)
    count = 0
    while True:
        page.wait_for_timeout(2000)
        now = page.locator(".pk-board").count()
        if now == count:
            return
        count = now


def _check(page, theme: str = "light") -> dict:
    """The page's checks, after making sure it shows boards in the `theme` asked for."""
    _wait_for_boards(page)
    result = page.evaluate(CHECKS)
    games = [section for section in result["boards"] if section != SAMPLER]
    assert games, "no game's widget shows a board"
    assert SAMPLER in result["boards"]
    # the first board's background: near white in the light theme, near black in the dark
    assert (result["groundLuminance"] > 0.6) == (theme == "light"), result["groundLuminance"]
    return result


def _lowest(result: dict, label: str) -> float:
    low = min(result["contrast"], key=lambda entry: entry["ratio"])
    print(
        f"\n{label}: {len(result['contrast'])} texts on {len(result['boards'])} boards "
        f"({', '.join(result['boards'])}); lowest contrast {low['ratio']:.2f}:1 "
        f"({low['fg']} on {low['bg']}, {low['section']}: {low['text']!r})"
    )
    return low["ratio"]


def _readable(result: dict, label: str) -> None:
    _lowest(result, label)
    poor = [entry for entry in result["contrast"] if entry["ratio"] < LEAST_CONTRAST]
    assert not poor, f"{label}: text below {LEAST_CONTRAST}:1: {poor}"
    assert not result["overflow"], f"{label}: boxes overflow sideways: {result['overflow']}"


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_boards_readable_in_voila_and_fit_500_px(voila_page, theme):
    with voila_page(NOTEBOOK, theme=theme) as page:
        _readable(_check(page, theme), f"Voilà {theme}")
        # narrower, as a window made narrow (the boards follow their container's width)
        page.set_viewport_size({"width": 500, "height": 1800})
        page.wait_for_timeout(500)
        result = page.evaluate(CHECKS)
        assert not result["overflow"], f"boxes overflow sideways: {result['overflow']}"
        assert not result["clipped"], f"texts cut off: {result['clipped']}"
        assert not result["shellClipped"], f"shell texts cut off: {result['shellClipped']}"
        assert not result["pageOverflow"], f"the page scrolls sideways: {result['pageWidths']}"
        _lowest(result, f"Voilà {theme} at 500 px")


def test_boards_readable_in_jupyterlab_dark(lab_page):
    with lab_page(NOTEBOOK, theme="dark") as page:
        _readable(_check(page, "dark"), "JupyterLab dark")


# A page whose colours and sizes are known: the checks must find what is wrong in it.
SAMPLE_PAGE = """
<body style="margin:0;background:#ffffff">
<h2>Sample</h2>
<div class="jp-OutputArea-output" style="width:300px">
  <div class="pk-board">
    <span style="color:#767676">grey</span>
    <div style="background:rgba(0,0,0,0.5)"><span style="color:#000000">on half black</span></div>
    <span style="color:rgba(0,0,0,0.5)">half black</span>
    <div style="opacity:0.25"><span style="color:#000000">faded</span></div>
    <button disabled style="color:#eeeeee">off</button>
    <div style="width:40px;overflow:hidden;white-space:nowrap">cut off here</div>
    <div style="width:600px">wide</div>
  </div>
</div>
</body>
"""


def _wcag_ratio(one: tuple[float, ...], two: tuple[float, ...]) -> float:
    """WCAG 2's contrast ratio of two sRGB colours (0..255), written out independently."""

    def luminance(colour: tuple[float, ...]) -> float:
        linear = [
            c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
            for c in (v / 255 for v in colour)
        ]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]

    high, low = sorted((luminance(one), luminance(two)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_checks_find_poor_contrast_overflow_and_cut_text(browser_page):
    browser_page.set_content(SAMPLE_PAGE)
    result = browser_page.evaluate(CHECKS)
    ratios = {entry["text"]: entry["ratio"] for entry in result["contrast"]}
    white, grey, mid = (255, 255, 255), (118, 118, 118), (127.5, 127.5, 127.5)
    assert ratios["grey"] == pytest.approx(_wcag_ratio(grey, white), rel=1e-6)
    assert ratios["grey"] == pytest.approx(4.54, abs=0.005)  # WCAG's known #767676 on white
    assert ratios["on half black"] == pytest.approx(_wcag_ratio((0, 0, 0), mid), rel=1e-6)
    assert ratios["half black"] == pytest.approx(_wcag_ratio(mid, white), rel=1e-6)
    faded = (0.75 * 255,) * 3  # black at a quarter's opacity over white
    assert ratios["faded"] == pytest.approx(_wcag_ratio(faded, white), rel=1e-6)
    assert "off" not in ratios  # a disabled control is left out
    assert [entry["text"] for entry in result["clipped"]] == ["cut off here"]
    overflowing = {entry["what"] for entry in result["overflow"]}
    assert overflowing == {"board", "output area", "clipping box"}
