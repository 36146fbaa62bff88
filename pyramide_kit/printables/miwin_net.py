"""A sheet to make Miwin's dice III, IV and V for lesson 02: a cube net per die to cut
out, fold and tape, and a strip of stickers per die for six-sided dice of 16 mm.

The numbers come from the dice the engine plays with (`dice.MIWIN_DICE`), each written
in its die's colour as the rule text names it (blue, red, black). On a face, 6 and 9 are
underlined so that a die lying on its side still reads the right number.
"""

from __future__ import annotations

from pyramide_kit.dice import MIWIN_DICE, Die
from pyramide_kit.i18n import t
from pyramide_kit.printables.page import BODY, LEFT, RIGHT, SMALL, TITLE, TOP, Page

__all__ = ["FACE", "STICKER", "miwin_net"]

FACE = 24.0
"""The side of a face of the folding net in mm (a die of 24 mm)."""
STICKER = 16.0
"""The side of a sticker in mm: the size of an ordinary school die."""
NET = ((1, 0), (0, 1), (1, 1), (2, 1), (1, 2), (1, 3))
"""The faces of the net by (column, row): a cross of four in a column and two sides."""
NUMBER = 22.0
"""The size of a number on a face, in points."""
UPSIDE_DOWN_ALIKE = {6, 9}


def _face(page: Page, x: float, y: float, side: float, value: int, die: Die) -> None:
    page.box(x, y, side, side)
    size = NUMBER if side >= FACE else BODY + 3
    centre_x, centre_y = x + side / 2, y + side / 2
    page.text(centre_x, centre_y, str(value), size, weight="bold", align="center",
              valign="center", colour=die.pip_colour)  # fmt: skip
    if value in UPSIDE_DOWN_ALIKE:  # the mark under the number tells 6 from 9
        below = centre_y + size * 0.3528 * 0.45
        page.line(centre_x - side / 8, below, centre_x + side / 8, below)


def _net(page: Page, x: float, y: float, die: Die, lang: str) -> float:
    """The die's name and numbers, then its net from (x, y); returns the y below."""
    colour = t(f"print_miwin_colour_{die.name}", lang)
    numbers = ", ".join(str(v) for v in die.faces)
    page.text(x, y, t("print_miwin_die", lang, die=die.name, colour=colour), BODY,
              weight="bold", colour=die.pip_colour)  # fmt: skip
    page.text(x, y + 5, numbers, SMALL + 1)
    top = y + 8
    for (column, row), value in zip(NET, die.faces, strict=True):
        _face(page, x + column * FACE, top + row * FACE, FACE, value, die)
    return top + 4 * FACE


def _stickers(page: Page, x: float, y: float, die: Die) -> float:
    for i, value in enumerate(die.faces):
        _face(page, x + i * STICKER, y, STICKER, value, die)
    return y + STICKER


def miwin_net(lang: str) -> list[Page]:
    """One page: the three nets (III and IV side by side, V below) and beside V the
    stickers of all three dice."""
    page = Page()
    page.text(LEFT, TOP + 6, t("print_miwin_title", lang), TITLE, weight="bold")
    y = page.text(LEFT, TOP + 14, t("print_miwin_intro", lang), BODY, width=RIGHT - LEFT)
    third, fourth, fifth = MIWIN_DICE
    top = y + 6
    below = max(_net(page, LEFT, top, third, lang), _net(page, LEFT + 95, top, fourth, lang))
    top = below + 8
    _net(page, LEFT, top, fifth, lang)
    x = RIGHT - 6 * STICKER
    page.text(x, top, t("print_miwin_stickers", lang), BODY, weight="bold")
    y = page.text(x, top + 5, t("print_miwin_stickers_how", lang), SMALL + 1, width=RIGHT - x)
    for die in MIWIN_DICE:
        y = page.text(x, y + 5, t("print_miwin_sticker_die", lang, die=die.name), SMALL + 1)
        y = _stickers(page, x, y, die) + 1
    return [page]
