"""The boards by keyboard alone, in Voilà: Tab and Shift+Tab to a control, Enter or Space
to use it, never a mouse click. A whole Pyramide game is played so, and a Kniffel round
of three seats with dice held; after every key the focus is still on a control of the
board (a redraw replaces the board's DOM, and the board gives the focus back to the
control used or the next sensible one), and the polite live region says what the move
did, in the widget's language; at the game's end it says who won and the focus moves to
the end screen's "Play again".

The notebooks are the boards' own (`notebooks/pyramide_board.ipynb`, two throws a round
against a computer seat; `notebooks/kniffel_board.ipynb`, whose second table has three
seats). Every step waits for what the student would hear or see next, never for a fixed
time."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.browser.shots import pick

pytestmark = pytest.mark.browser

NOTEBOOKS = Path(__file__).parent / "notebooks"
PLAN = ["bottom", "bottom", "middle", "bottom", "middle", "top"]  # Pyramide: one box a round
MOST_KEYS = 300

TOWARDS = """(target) => {
  const active = document.activeElement || document.body;
  if (active === target) return 0;
  return active.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING ? 1 : -1;
}"""
"""Which way the target lies from the focused element in the page: 1 after, -1 before."""


def _tab_to(page, board, item_id: str) -> None:
    """Move the focus to the board's control `item_id` with Tab or Shift+Tab alone. The
    control is looked up afresh before each key: a redraw (a computer's last step) may
    replace it by its new copy."""
    target = pick(board, item_id)
    for _ in range(MOST_KEYS):
        expect(target).to_be_enabled()
        way = target.evaluate(TOWARDS)
        if way == 0:
            return
        page.keyboard.press("Tab" if way > 0 else "Shift+Tab")
    raise AssertionError(f"{item_id} cannot be reached with Tab and Shift+Tab")


def _use(page, board, item_id: str, key: str) -> None:
    """Reach the control `item_id` by keyboard and press `key` (Enter or Space) on it."""
    _tab_to(page, board, item_id)
    page.keyboard.press(key)


def _focused(page, item_id: str) -> None:
    """Wait until the focus is on the board's control `item_id` (the status line is
    drawn before the board, so the new board may still be on its way)."""
    page.wait_for_function(
        "(id) => document.activeElement && document.activeElement.dataset.pick === id",
        arg=item_id,
    )


def _focus_stays_on_the_board(page, board) -> None:
    """The focus is on a control of the board or on the board itself, never the page."""
    page.wait_for_function(
        "(board) => board.contains(document.activeElement)", arg=board.element_handle()
    )


def _pyramide_round(page, table, board, live, number: int, box: str) -> None:
    status = table.locator(".widget-html", has_text="throws left").first
    expect(status).to_contain_text(f"Round {number} of 6")
    expect(status).to_contain_text("throws left: 2")
    _use(page, board, "throw:0", "Enter")
    expect(status).to_contain_text("throws left: 1")
    expect(live).to_contain_text("Anna, throw 1 of 2")
    # the focus moved from the spent first Throw to the second one
    _focused(page, "throw:1")
    _use(page, board, "hold:0", "Space")
    expect(pick(board, "hold:0")).to_have_attribute("aria-pressed", "true")
    _focused(page, "hold:0")  # the die just held keeps the focus
    _use(page, board, "throw:1", "Space")
    expect(status).to_contain_text("throws left: 0")
    expect(live).to_contain_text("Anna, throw 2 of 2")
    _focus_stays_on_the_board(page, board)
    _use(page, board, f"write:{box}" if number % 2 else f"sheet:0:{box}", "Enter")
    expect(live).to_contain_text(re.compile(r"Anna writes -?\d+ points? into"))
    if number < len(PLAN):
        expect(status).to_contain_text(f"Round {number + 1} of 6")
        expect(live).to_contain_text("Robo")  # the computer's round, announced after Anna's
        _focus_stays_on_the_board(page, board)
        _focused(page, "throw:0")  # on to the next round's Throw


def test_a_whole_pyramide_game_by_keyboard_alone(voila_page):
    with voila_page(str(NOTEBOOKS / "pyramide_board.ipynb")) as page:
        table = page.locator(".pyramide-kit-table").first
        table.wait_for(timeout=180_000)
        board = table.locator(".pk-board").first
        live = table.locator(".pk-live")
        expect(live).to_have_attribute("aria-live", "polite")
        expect(live).to_have_attribute("role", "status")
        expect(live).to_have_attribute("lang", "en")
        expect(live).to_have_text("")  # Anna moves first: nothing has happened yet
        for number, box in enumerate(PLAN, 1):
            _pyramide_round(page, table, board, live, number, box)
        expect(table.locator(".widget-html", has_text="Game over").first).to_be_visible()
        expect(board.locator("button[data-pick]:enabled")).to_have_count(0)
        expect(live).to_contain_text(re.compile(r"Game over\. (Anna wins|Robo wins|A shared win)"))
        # no control is left on the board: the focus moves to the end screen's next game
        again = table.locator(".pk-end-screen").get_by_role("button", name="Play again")
        page.wait_for_function("(el) => el === document.activeElement", arg=again.element_handle())
        page.keyboard.press("Enter")
        expect(table.locator(".widget-html", has_text="Round 1 of 6").first).to_be_visible()
        expect(pick(board, "throw:0")).to_be_enabled()


KNIFFEL_WORDS = {
    "You": ("You throw ", "You keep ", r"You (write|scratch) "),
    "Anna": ("Anna throws ", "Anna keeps ", r"Anna (writes|scratches) "),
}
"""What the live region says of each seat's first throw, second throw and box."""


def _kniffel_turn(page, board, live, name: str) -> None:
    """Throw, hold the first die, throw again and write the first box offered."""
    first, again, box = KNIFFEL_WORDS[name]
    _use(page, board, "throw", "Enter")
    expect(live).to_contain_text(first)
    _focused(page, "throw")  # the Throw used keeps the focus
    _use(page, board, "hold:0", "Space")
    expect(pick(board, "hold:0")).to_have_attribute("aria-pressed", "true")
    _use(page, board, "throw", "Space")
    expect(live).to_contain_text(again)
    boxes = board.locator('[data-pick^="write:"]:enabled')
    expect(boxes.first).to_be_visible()
    _use(page, board, boxes.first.get_attribute("data-pick"), "Enter")
    expect(live).to_contain_text(re.compile(box))
    _focus_stays_on_the_board(page, board)


def test_a_kniffel_round_of_three_seats_by_keyboard_alone(voila_page):
    with voila_page(str(NOTEBOOKS / "kniffel_board.ipynb")) as page:
        table = page.locator(".pyramide-kit-kniffel").nth(1)
        table.wait_for(timeout=180_000)
        board = table.locator(".pk-board").first
        live = table.locator(".pk-live")
        expect(live).to_have_attribute("aria-live", "polite")
        _kniffel_turn(page, board, live, "You")
        _kniffel_turn(page, board, live, "Anna")
        expect(live).to_contain_text("Computer")  # the computer's turn closes the round
        _focused(page, "throw")  # round 2: the Throw, for "You"
        expect(board.locator(".pk-cell-filled")).to_have_count(3)
