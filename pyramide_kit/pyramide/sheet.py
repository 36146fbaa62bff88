"""The pyramid-shaped score sheet: one top box (x3), two middle (x2), three bottom (x1).

After each round the player writes the round score into a free box of their choice; a
written box never changes. The sheet is a value: `write` returns a new sheet and leaves
the old one as it was, so a game can be undone, replayed and saved.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyramide_kit.checks import settle, strict_fields, whole_number
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.pyramide.rules import BOXES, ROW_BOXES, Rules

__all__ = ["ROW_BOXES", "ScoreSheet"]


@strict_fields
@dataclass(frozen=True)
class ScoreSheet:
    """Scores written so far in each row, in the order they were written.

    >>> sheet = ScoreSheet().write("top", 64).write("middle", 66)
    >>> sheet.total
    324
    """

    top: tuple[int, ...] = ()
    middle: tuple[int, ...] = ()
    bottom: tuple[int, ...] = ()
    rules: Rules = Rules()

    def __post_init__(self) -> None:
        if not isinstance(self.rules, Rules):
            raise RuleError(
                f"rules must be a pyramide Rules object, not {quoted(self.rules)}", "pyr_err_rules"
            )
        for box in BOXES:
            row = getattr(self, box)
            if not isinstance(row, tuple):
                raise RuleError(
                    f"the {box} row is a tuple of scores, not {quoted(row)}", "pyr_err_score"
                )
            settle(self, box, tuple(whole_number(score, "a score") for score in row))
            if len(row) > ROW_BOXES[box]:
                raise RuleError(
                    f"the {box} row holds only {ROW_BOXES[box]} box(es)",
                    "pyr_err_row_size",
                    box=box,
                    size=ROW_BOXES[box],
                )

    def row(self, box: str) -> tuple[int, ...]:
        """The scores written in a row."""
        self._check_box_name(box)
        return getattr(self, box)

    def free(self, box: str) -> int:
        """How many boxes of a row are still free."""
        return ROW_BOXES[box] - len(self.row(box))

    @property
    def free_boxes(self) -> tuple[str, ...]:
        """The rows that still have a free box, top first."""
        return tuple(box for box in BOXES if self.free(box))

    @property
    def scores(self) -> tuple[int, ...]:
        """Every score written, top row first."""
        return tuple(score for box in BOXES for score in self.row(box))

    @property
    def full(self) -> bool:
        return self.rounds_written == self.rules.rounds

    @property
    def rounds_written(self) -> int:
        return len(self.top) + len(self.middle) + len(self.bottom)

    def row_total(self, box: str) -> int:
        """A row's weighted sum: its scores times the row's weight."""
        return sum(self.row(box)) * self.rules.box_weight(box)

    @property
    def total(self) -> int:
        """3 x top + 2 x middle + bottom (with the default weights)."""
        return sum(self.row_total(box) for box in BOXES)

    def write(self, box: str, score: int) -> ScoreSheet:
        """A new sheet with `score` written into a free box of row `box`.

        Raises `RuleError` if the row is full (naming the rows still free).
        """
        self._check_box_name(box)
        score = whole_number(score, "a score")
        if not self.free(box):
            free = ", ".join(self.free_boxes) or "none"
            raise RuleError(
                f"the {box} row is full; free rows: {free}",
                "pyr_err_row_full",
                box=f"pyramide {box}",
                free=tuple(f"pyramide {b}" for b in self.free_boxes) or ("pyramide none",),
            )
        return _replace_row(self, box, (*self.row(box), score))

    @staticmethod
    def _check_box_name(box: str) -> None:
        if box not in BOXES:
            raise RuleError(
                f"unknown box {quoted(box)}; choose top, middle or bottom", "pyr_err_box", box=box
            )


def _replace_row(sheet: ScoreSheet, box: str, values: tuple[int, ...]) -> ScoreSheet:
    rows = {b: sheet.row(b) for b in BOXES}
    rows[box] = values
    return ScoreSheet(rows["top"], rows["middle"], rows["bottom"], sheet.rules)
