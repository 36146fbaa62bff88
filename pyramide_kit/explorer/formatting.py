"""How the Explorer writes values: six significant digits (its counts are written by
`pyramide_kit.ui.i18n.count_text`)."""

from __future__ import annotations

__all__ = ["decimal"]


def decimal(value: float) -> str:
    """A probability, mean or bound to six significant digits."""
    return f"{value:.6g}"
