"""A static picture of a pyramid of Würfelpyramiden schmieden as HTML (SVG dice), and the
order in which its places are drawn. It only draws what it is given: a lesson shows a
pyramid with it where no live widget runs; the widget's board (`scene`) draws the same
rows as places.
"""

from __future__ import annotations

from pyramide_kit.checks import whole_number
from pyramide_kit.schmieden.conditions import Placed, check_placed
from pyramide_kit.schmieden.pieces import PLACE_ROW, PLACES, ROW_DIE
from pyramide_kit.ui.svg import die_svg

__all__ = ["LAYOUT_ROWS", "empty_place_svg", "place_svg", "pyramid_html"]

LAYOUT_ROWS = (("T",), ("M1", "M2"), ("B1", "B2", "B3"))
"""The places as drawn: the top first, the base last."""


def empty_place_svg(size: int, place: str) -> str:
    """A free place: a dashed outline named after the place."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
        f'viewBox="0 0 100 100" role="img" aria-label="{place}"><title>{place}</title>'
        '<rect x="4" y="4" width="92" height="92" rx="16" fill="none" stroke="#999999" '
        'stroke-width="3" stroke-dasharray="10 8"/></svg>'
    )


def place_svg(place: str, value: int | None, size: int) -> str:
    """The die in `place` in its row's colour, or the empty place."""
    if value is None:
        return empty_place_svg(size, place)
    die = ROW_DIE[PLACE_ROW[place]]
    return die_svg(value, die.colour, die.pip_colour, size=size, title=place)


def pyramid_html(placed: Placed, size: int = 34) -> str:
    """A small picture of a pyramid (top row first); empty places are blank dice."""
    placed = check_placed(tuple(placed) if isinstance(placed, list) else placed)
    size = whole_number(size, "size", 8, 400)
    rows = []
    for row in LAYOUT_ROWS:
        dice = "".join(place_svg(p, placed[PLACES.index(p)], size) for p in row)
        rows.append(f'<div style="text-align:center;white-space:nowrap">{dice}</div>')
    return f'<div style="display:inline-block">{"".join(rows)}</div>'
