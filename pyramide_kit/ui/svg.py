"""SVG pictures of dice faces, as text for `ipywidgets.HTML` (static pictures in lessons;
the playing boards draw with `pyramide_kit.ui.board`).

Pips sit on a 3 x 3 grid, which draws every value from 1 to 9: the ordinary d6 and
Miwin's 1-9 dice use the same picture. Colours come from the `Die` (body and pips), so
Schmieden's white, blue and green dice and Miwin's blue, red and black numbers need no
code of their own.
"""

from __future__ import annotations

from html import escape

from pyramide_kit.errors import quoted

__all__ = ["PIP_CELLS", "SUIT_SYMBOLS", "die_face", "die_svg"]

# Grid cells (column, row), 0..2 each, that carry a pip for each value.
_CORNERS = ((0, 0), (2, 0), (0, 2), (2, 2))
_CENTRE = ((1, 1),)
_SIDES = ((0, 1), (2, 1))
PIP_CELLS: dict[int, tuple[tuple[int, int], ...]] = {
    1: _CENTRE,
    2: ((2, 0), (0, 2)),
    3: ((2, 0), (1, 1), (0, 2)),
    4: _CORNERS,
    5: _CORNERS + _CENTRE,
    6: _CORNERS + _SIDES,
    7: _CORNERS + _SIDES + _CENTRE,
    8: _CORNERS + _SIDES + ((1, 0), (1, 2)),
    9: tuple((c, r) for r in range(3) for c in range(3)),
}

SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def die_svg(
    value: int | None,
    colour: str = "#ffffff",
    pip_colour: str = "#1b1b1b",
    size: int = 56,
    held: bool = False,
    title: str | None = None,
    numeral: bool = False,
) -> str:
    """One die face as SVG. `None` draws a blank (not yet thrown) die.

    `held` draws a thick gold frame; `numeral` writes the number instead of pips.
    """
    stroke = "#d4a017" if held else "#555555"
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
        f'viewBox="0 0 100 100" role="img" aria-label="{escape(_label(value, title))}">'
        f"<title>{escape(_label(value, title))}</title>"
        f"{die_face(value, colour, pip_colour, stroke, 5 if held else 2, numeral)}</svg>"
    )


def die_face(
    value: int | None,
    colour: str,
    pip_colour: str,
    stroke: str = "#555555",
    stroke_width: float = 2,
    numeral: bool = False,
) -> str:
    """The elements of a die face on a 100 x 100 grid (body, then pips or number), to
    place in an SVG of one's own (scaled and moved with a `transform`)."""
    if value is not None and value not in PIP_CELLS:
        raise ValueError(f"a die face shows 1 to 9 pips, not {quoted(value)}")
    parts = [
        f'<rect x="4" y="4" width="92" height="92" rx="16" fill="{colour}" '
        f'stroke="{stroke}" stroke-width="{stroke_width:g}"/>'
    ]
    if value is not None and numeral:
        parts.append(
            f'<text x="50" y="66" font-size="48" text-anchor="middle" '
            f'font-family="sans-serif" font-weight="bold" fill="{pip_colour}">{value}</text>'
        )
    elif value is not None:
        radius = 9 if value <= 6 else 8
        for col, row in PIP_CELLS[value]:
            parts.append(
                f'<circle cx="{26 + 24 * col}" cy="{26 + 24 * row}" r="{radius}" '
                f'fill="{pip_colour}"/>'
            )
    return "".join(parts)


def _label(value: int | None, title: str | None) -> str:
    shown = "?" if value is None else str(value)
    return f"{title}: {shown}" if title else shown
