"""`LiveRegion`: what a screen reader announces by itself, in the widget's language.

A student who does not see the board must hear what each move did: their own throw, the
box they wrote, and what chance and the computer seats did after it. The shell hands
the lines it logs for one action to `announce`; the front end (`live.js`) keeps one
polite live region (`role="status"`, `aria-live="polite"`) in the page and puts the
lines in it, so they are read once the screen reader is idle. The region is not drawn:
the move log shows the same lines on screen.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import anywidget
import traitlets

from pyramide_kit.i18n import check_lang

__all__ = ["LiveRegion"]


class LiveRegion(anywidget.AnyWidget):
    """The live region; `lines` are the lines announced last, `text` the same as one
    text (a line each)."""

    _esm = Path(__file__).parent / "live.js"
    lines = traitlets.List(traitlets.Unicode()).tag(sync=True)
    lang = traitlets.Unicode("").tag(sync=True)
    said = traitlets.Int(0).tag(sync=True)
    """Counts the announcements: the same lines said twice are announced twice."""

    def __init__(self, lang: str) -> None:
        super().__init__(lang=check_lang(lang))

    @property
    def text(self) -> str:
        return "\n".join(self.lines)

    def announce(self, lines: Sequence[str]) -> None:
        """Have screen readers say `lines` (nothing for no lines)."""
        if lines:
            with self.hold_sync():
                self.lines = [str(line) for line in lines]
                self.said += 1
