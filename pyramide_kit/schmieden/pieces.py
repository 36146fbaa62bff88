"""The pieces of Würfelpyramiden schmieden: three coloured dice, six places, three rows.

The pyramid has three rows. Each row has its own colour of dice, and a die may only go
into a place of its own colour's row:

    row "top"     (green):             T
    row "middle"  (blue):          M1      M2
    row "base"    (white):     B1      B2      B3

A middle place rests on the two base places under it (M1 on B1 and B2, M2 on B2 and
B3), the top rests on M1 and M2. The six dice are numbered as *slots* 0..5: slots 0-2
are the white dice, 3-4 the blue ones, 5 the green one. In a throw, a row's free
places decide how many of its dice are rolled; they take the row's first slots.
"""

from __future__ import annotations

from pyramide_kit.dice import Die

__all__ = [
    "BLUE",
    "DICE",
    "GREEN",
    "PLACES",
    "PLACE_ROW",
    "ROWS",
    "ROW_DIE",
    "ROW_PLACES",
    "ROW_SLOTS",
    "SLOT_ROW",
    "SUPPORTS",
    "WHITE",
]

FACES = (1, 2, 3, 4, 5, 6)

WHITE = Die("white", FACES, colour="#ffffff", pip_colour="#1b1b1b")
BLUE = Die("blue", FACES, colour="#1f5fbf", pip_colour="#ffffff")
GREEN = Die("green", FACES, colour="#2e7d32", pip_colour="#ffffff")

ROWS = ("base", "middle", "top")
ROW_DIE = {"base": WHITE, "middle": BLUE, "top": GREEN}
PLACES = ("B1", "B2", "B3", "M1", "M2", "T")
ROW_PLACES = {"base": ("B1", "B2", "B3"), "middle": ("M1", "M2"), "top": ("T",)}
PLACE_ROW = {place: row for row, places in ROW_PLACES.items() for place in places}
SUPPORTS = {"M1": ("B1", "B2"), "M2": ("B2", "B3"), "T": ("M1", "M2")}
SLOT_ROW = ("base", "base", "base", "middle", "middle", "top")
ROW_SLOTS = {row: tuple(i for i, r in enumerate(SLOT_ROW) if r == row) for row in ROWS}
DICE = tuple(ROW_DIE[row] for row in SLOT_ROW)
