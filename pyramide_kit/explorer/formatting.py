"""How the Explorer writes numbers: counts with the language's thousands separator,
other values with six significant digits."""

from __future__ import annotations

__all__ = ["decimal", "number"]


def number(value: int, lang: str) -> str:
    """A count as the language writes it: 10.000 in German, 10,000 in English."""
    text = f"{value:,}"
    return text.replace(",", ".") if lang == "de" else text


def decimal(value: float) -> str:
    """A probability, mean or bound to six significant digits."""
    return f"{value:.6g}"
