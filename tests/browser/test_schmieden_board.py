"""Würfelpyramiden schmieden's board in a real Chromium: a whole game played to its end by
clicks on the Throw and End throw actions, the rolled dice and the places of the pyramid,
in Voilà (English in the light theme, German in the dark one) and in JupyterLab; six
seats' score table stays within 500 px.

The notebook (`notebooks/schmieden_board.ipynb`) plays a small game: one round of two
throws against a computer seat. The clicks follow a plain plan read off the board, as a
student would: throw; choose the last die that fits somewhere (no "no place" under
it); put it into B2 if it may go there, else into the last place framed for it;
end the throw when no die fits. On the first throw the green die, which cannot fit yet,
is chosen once to see the board say why. Every step waits for what the student would see
next (a chosen die marked, a place filled, the status line), never for a fixed time.
With `PYRAMIDE_KIT_SHOTS=<folder>` the test also saves screenshots there, and the time
from opening the page to the first drawn board.
"""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.browser.shots import note, pick, shot

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parent / "notebooks" / "schmieden_board.ipynb"

WORDS = {
    "en": {
        "throw": "throw {n} of 2",
        "over": "Game over",
        "ranking": "Ranking",
        "nowhere": "Selected: green {v}. Allowed: none.",
        "why": "T rests on M1 and M2; still empty: M1, M2",
        "round": "You, round 1: ",
        "total": "Total",
    },
    "de": {
        "throw": "Wurf {n} von 2",
        "over": "Spiel vorbei",
        "ranking": "Rangliste",
        "nowhere": "Gewählt: grüne {v}. Erlaubt: keiner.",
        "why": "T ruht auf M1 und M2; noch leer: M1, M2",
        "round": "Du, Runde 1: ",
        "total": "Summe",
    },
}


def _enabled(board, prefix: str) -> list[str]:
    return [
        button.get_attribute("data-pick")
        for button in board.locator(f'button[data-pick^="{prefix}"]:enabled').all()
    ]


def _see_why_the_green_die_fits_nowhere(board, words) -> None:
    green = pick(board, "die:5")
    value = green.get_attribute("aria-label").split()[-1]
    green.click()
    expect(green).to_have_class(re.compile(r"\bpk-marked\b"))
    chosen = board.locator(".pk-text-error", has_text=words["nowhere"].format(v=value))
    expect(chosen).to_have_count(1)
    expect(board.locator(".pk-text-hint", has_text=words["why"])).to_have_count(1)
    expect(board.locator('button[data-pick^="place:"]:enabled')).to_have_count(0)


def _play_to_end(page, scope, lang: str, shots: str | None = None) -> None:
    """Play the human seat's round by clicks; the computer seat plays by itself after."""
    words = WORDS[lang]
    table = scope.locator(".pyramide-kit-table").first
    table.wait_for(timeout=180_000)
    table.scroll_into_view_if_needed()
    board = table.locator(".pk-board").first
    status = table.locator(":scope > .widget-html").first  # under the title and its rules toggle
    expect(status).to_contain_text(words["throw"].format(n=1))
    throws = 0
    for _ in range(40):  # a round of two throws needs at most 2 + 2 * 6 + 2 clicks
        if _enabled(board, "throw"):
            pick(board, "throw").click()
            throws += 1
            expect(board.locator('button[data-pick^="die:"]').first).to_be_enabled()
            expect(status).to_contain_text(words["throw"].format(n=throws))
            if throws == 1:
                _see_why_the_green_die_fits_nowhere(board, words)
                if shots:
                    shot(table, f"{shots}-nowhere")
            continue
        places = _enabled(board, "place:")
        if places:
            place = "place:B2" if "place:B2" in places else places[-1]
            pick(board, place).click()
            expect(board.locator(f'button[data-pick="{place}"]:enabled')).to_have_count(0)
            continue
        free = board.locator('button[data-pick^="die:"]:enabled:not(:has(.pk-caption))')
        if free.count():
            die = free.last
            die_id = die.get_attribute("data-pick")
            die.click()
            expect(pick(board, die_id)).to_have_class(re.compile(r"\bpk-marked\b"))
            if shots and throws == 1 and len(_enabled(board, "place:")) == 3:
                shot(table, f"{shots}-chosen")
            continue
        if not _enabled(board, "end"):
            break
        before = status.inner_text()
        pick(board, "end").click()
        expect(status).not_to_have_text(before)
        # the board is drawn after the status: wait for the next throw or the game's end
        following = board.locator('button[data-pick="throw"]:enabled').or_(
            table.locator(".widget-html", has_text=words["over"])
        )
        expect(following.first).to_be_visible()
    over = table.locator(".widget-html", has_text=words["over"]).first
    expect(over).to_be_visible()
    expect(table.locator(".widget-html", has_text=words["ranking"]).first).to_be_visible()
    expect(board.locator("button[data-pick]:enabled")).to_have_count(0)
    expect(board.locator("div.pk-text-plain", has_text=words["round"])).to_have_count(1)
    expect(board.locator(".pk-sum-row th", has_text=words["total"])).to_have_count(1)
    if shots:
        shot(table, f"{shots}-over")


def _first_board(page) -> float:
    """Seconds from now until the first place of a board is drawn."""
    start = time.monotonic()
    page.locator(".pk-board .pk-place").first.wait_for(timeout=180_000)
    return time.monotonic() - start


def test_a_whole_game_by_clicks_in_voila_and_six_seats_fit_500_px(voila_page):
    start = time.monotonic()
    with voila_page(str(NOTEBOOK)) as page:
        note(
            "schmieden_timings.txt",
            f"voila light en: first board {time.monotonic() - start + _first_board(page):.1f} s",
        )
        shot(page.locator(".pyramide-kit-table").first, "schmieden-voila-light-start")
        _play_to_end(page, page, "en", shots="schmieden-voila-light")
        page.set_viewport_size({"width": 500, "height": 1400})
        six = page.locator(".pyramide-kit-table").nth(1)
        six.scroll_into_view_if_needed()
        pick(six.locator(".pk-board"), "throw").click()
        expect(six.locator('button[data-pick^="die:"]').first).to_be_enabled()
        wide = page.evaluate("document.scrollingElement.scrollWidth")
        assert wide <= 500, f"the page scrolls sideways: {wide} px"
        for part in six.locator(".pk-board .pk-part").all():
            box = part.bounding_box()
            assert box["x"] >= 0 and box["x"] + box["width"] <= 500, box
        shot(six, "schmieden-voila-500px-six")
        shot(page.locator(".pyramide-kit-table").first, "schmieden-voila-500px-game")


def test_a_whole_game_by_clicks_in_voila_in_german_and_the_dark_theme(voila_page, tmp_path):
    german = tmp_path / "schmieden_board_de.ipynb"
    text = NOTEBOOK.read_text().replace('lang=\\"en\\"', 'lang=\\"de\\"')
    german.write_text(text.replace('[\\"You\\"]', '[\\"Du\\"]'))
    assert german.read_text().count('lang=\\"de\\"') == 2
    start = time.monotonic()
    with voila_page(str(german), theme="dark") as page:
        note(
            "schmieden_timings.txt",
            f"voila dark de: first board {time.monotonic() - start + _first_board(page):.1f} s",
        )
        _play_to_end(page, page, "de", shots="schmieden-voila-dark-de")


def test_a_whole_game_by_clicks_in_jupyterlab(lab_page):
    with lab_page(str(NOTEBOOK)) as page:
        panel = page.locator(".jp-NotebookPanel:visible").first
        _play_to_end(page, panel, "en", shots="schmieden-lab")
