"""Turns you can watch: the steps of chance and of the computer seats, one at a time.

When a student's move hands the table to chance and the computer, the engine plays
those steps at once; shown at once, the student sees only where they ended. `Playback`
keeps them as frames (the state after each step and its log lines) and hands them out
one at a time, `pace` seconds apart, through the kernel's event loop (`call_later`), so
the kernel is never blocked: the widget stays live between two frames, and a click on
"Überspringen"/"Skip" shows the end at once. Where the student's own move ended a turn
(a throw that scores nothing in Mauro, a box written in Kniffel), the first frame after
it waits for "Weiter"/"Go on", so the student sees what the move did before the
computer plays.

Outside a running kernel (tests, scripts) there is no event loop to wait on, and with
`pace` 0 there is nothing to wait for: every step is shown at once, as before.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from pyramide_kit.ui.kernel import event_loop

__all__ = ["PACE", "Frame", "Later", "Playback", "default_pace", "kernel_later"]

PACE = 0.7
"""Seconds between two steps of chance or the computer, by default: time to see a throw."""

PACE_VARIABLE = "PYRAMIDE_KIT_PACE"
"""An environment variable that sets the default pace for a whole session (seconds, e.g.
0 for a classroom's projector demo or a test run that checks end states)."""


def default_pace() -> float:
    """The pace of a table whose constructor is not told one: `PYRAMIDE_KIT_PACE` where
    it holds a number of seconds from 0 to 5, else `PACE`."""
    try:
        pace = float(os.environ.get(PACE_VARIABLE, PACE))
    except ValueError:
        return PACE
    return pace if 0 <= pace <= 5 else PACE


Later = Callable[[float, Callable[[], None]], Any]
"""Runs a callback after some seconds on the kernel's main thread."""


def kernel_later() -> Later | None:
    """The running kernel's `io_loop.call_later` (a widget update scheduled there runs
    between the handling of two messages, as a click does); None outside a kernel."""
    loop = event_loop()
    return None if loop is None else loop.call_later


@dataclass(frozen=True)
class Frame:
    """One step to show: the state after it, the log lines it wrote, whether it waits
    for the student before the next one is shown, and who made it (a seat, or chance)."""

    state: Any
    lines: tuple[str, ...]
    hold: bool = False
    mover: Any = None


@dataclass
class Playback:
    """The frames still to show: `show(frame)` logs a frame's lines and draws its state;
    `finish(frames)` logs the lines of frames never shown and draws the table as it is
    (the last step's state, live again)."""

    show: Callable[[Frame], None]
    finish: Callable[[list[Frame]], None]
    later: Later | None
    pace: float
    frames: list[Frame] = field(default_factory=list)
    playing: bool = False
    """Whether frames are being shown: the table's end is not drawn yet."""
    waiting: bool = False
    """Whether the frame shown waits for "go on"."""
    _ticket: int = 0

    def start(self, frames: list[Frame]) -> None:
        """Show `frames` one at a time, the last one as the live table; all at once where
        there is no event loop or no pace."""
        self.stop()
        if self.later is None or self.pace == 0 or len(frames) < 2:
            self.finish(frames)
            return
        self.frames, self.playing = list(frames), True
        self._next(self._ticket)

    def go_on(self) -> None:
        """The student has seen the frame that waited: show the next ones."""
        if self.waiting:
            self.waiting = False
            self._schedule()

    def skip(self) -> None:
        """Show the end at once, with the log lines of the frames not shown."""
        if self.playing:
            rest = self.frames
            self.stop()
            self.finish(rest)

    def stop(self) -> None:
        """Forget every frame (a new game); a tick already scheduled does nothing."""
        self.frames, self.playing, self.waiting = [], False, False
        self._ticket += 1

    def _schedule(self) -> None:
        ticket = self._ticket
        assert self.later is not None
        self.later(self.pace, lambda: self._next(ticket))

    def _next(self, ticket: int) -> None:
        if ticket != self._ticket or self.waiting or not self.playing:
            return
        if len(self.frames) == 1:  # the last step: the table as it is, live again
            self.skip()
            return
        frame = self.frames.pop(0)
        self.show(frame)
        if frame.hold:
            self.waiting = True
        else:
            self._schedule()
