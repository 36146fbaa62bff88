"""Screenshots and timings that the browser tests can keep for people reviewing the
boards by eye: set `PYRAMIDE_KIT_SHOTS` to a folder to keep them; without it the tests
write nothing."""

from __future__ import annotations

import os
from pathlib import Path

SHOTS = os.environ.get("PYRAMIDE_KIT_SHOTS")
"""The folder for screenshots and timings, or None (keep nothing)."""


def shot(target, name: str) -> None:
    """A screenshot of `target` (a page or a locator) as `<name>.png`, if wanted."""
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        target.screenshot(path=str(Path(SHOTS) / f"{name}.png"))


def note(file: str, line: str) -> None:
    """Append a measured line to `file` in the folder, if wanted."""
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        with (Path(SHOTS) / file).open("a") as out:
            out.write(line + "\n")


def pick(scope, item_id: str):
    """The board item with this id inside `scope` (what a student clicks)."""
    return scope.locator(f'[data-pick="{item_id}"]')


def click_and_wait(scope, item_id: str, timeout: float) -> None:
    """Click the board item `item_id` in `scope` and wait (up to `timeout` ms) until the
    board shows the next state: every accepted click changes its text, and the board is
    drawn after the status and the log, so they are new by then too."""
    board = scope.locator(".pk-board").first
    before = board.inner_text()
    board.locator(f'[data-pick="{item_id}"]').first.click()
    scope.page.wait_for_function(
        "([el, before]) => el.innerText !== before",
        arg=[board.element_handle(), before],
        timeout=timeout,
    )
