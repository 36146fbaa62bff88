"""Printable A4 sheets for the classroom, as PDF: each game's score sheet, a prediction
sheet and a tally sheet per lesson, and the teacher's answer key (kept apart).

    >>> from pyramide_kit.printables import write_sheets
    >>> paths = write_sheets("sheets", lang="de")  # doctest: +SKIP

From a shell: ``python -m pyramide_kit.printables OUT_FOLDER --lang de``.
"""

from pyramide_kit.printables.writing import SHEETS, write_sheets

__all__ = ["SHEETS", "write_sheets"]
