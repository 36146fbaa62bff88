"""The kit's error for a move or input that the rules do not allow.

A `RuleError` is a `ValueError` whose English message says what was wrong and what is
allowed. It may also carry a catalogue key and the values to fill in, so that a widget
can show the same message in German (see `pyramide_kit.ui.i18n.error_text`).
"""

from __future__ import annotations

__all__ = ["RuleError"]


class RuleError(ValueError):
    """An illegal move or impossible input; the game state is left unchanged."""

    def __init__(self, message: str, key: str | None = None, **params: object) -> None:
        super().__init__(message)
        self.key = key
        self.params = params
