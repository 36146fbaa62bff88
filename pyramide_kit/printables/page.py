"""An A4 portrait page drawn in millimetres, for sheets that are printed and written on.

Every sheet is a matplotlib `Figure` (never pyplot state, so generating sheets does not
touch a notebook's figures) with one invisible axes spanning the page whose units are
millimetres from the top left corner: a layout can then be read against a ruler. The
printable area keeps 15 mm margins and no text is smaller than 9 pt, so the sheets stay
legible after a school photocopier has shrunk them a little.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.font_manager import FontProperties
from matplotlib.patches import Rectangle
from matplotlib.textpath import TextToPath

__all__ = [
    "BODY",
    "BOTTOM",
    "HEIGHT",
    "LEFT",
    "MARGIN",
    "RIGHT",
    "SMALL",
    "TITLE",
    "WIDTH",
    "Page",
    "text_height",
]

WIDTH, HEIGHT = 210.0, 297.0
MARGIN = 15.0
LEFT, RIGHT = MARGIN, WIDTH - MARGIN
TOP, BOTTOM = MARGIN, HEIGHT - MARGIN
MM_PER_INCH = 25.4
TITLE, BODY, SMALL = 16.0, 11.0, 9.0
"""Font sizes in points; SMALL is the least any sheet uses."""
LINE = "#000000"
FAINT = "#9a9a9a"
SHADE = "#ececec"


class Page:
    """One A4 page; `y` counts millimetres down from the top edge."""

    def __init__(self) -> None:
        self.figure = Figure(figsize=(WIDTH / MM_PER_INCH, HEIGHT / MM_PER_INCH))
        self.ax: Axes = self.figure.add_axes((0, 0, 1, 1))
        self.ax.set_xlim(0, WIDTH)
        self.ax.set_ylim(HEIGHT, 0)
        self.ax.set_axis_off()

    def text(
        self,
        x: float,
        y: float,
        words: str,
        size: float = BODY,
        *,
        weight: str = "normal",
        align: str = "left",
        valign: str = "baseline",
        width: float | None = None,
        colour: str = LINE,
    ) -> float:
        """Write `words` at (x, y) in `colour`; with `width` (mm) the words wrap to lines
        of that width. Returns the y below the last line."""
        if size < SMALL:
            raise ValueError(f"{size} pt is below the least readable size {SMALL} pt")
        lines = _wrap(words, width, size) if width else words.split("\n")
        step = _line_step(size)
        if valign == "center":  # a centred block: matplotlib spaces its lines itself
            lines = ["\n".join(lines)]
        for i, line in enumerate(lines):
            self.ax.text(
                x,
                y + i * step,
                line,
                fontsize=size,
                fontweight=weight,
                ha=align,
                va=valign,
                color=colour,
            )
        return y + len(lines) * step

    def line(self, x0: float, y0: float, x1: float, y1: float, *, faint: bool = False) -> None:
        """A straight line; faint lines are for writing on."""
        self.ax.plot(
            (x0, x1), (y0, y1), color=FAINT if faint else LINE, linewidth=0.5 if faint else 0.8
        )

    def box(self, x: float, y: float, w: float, h: float, *, shaded: bool = False) -> None:
        """A rectangle with its top left corner at (x, y)."""
        self.ax.add_patch(
            Rectangle(
                (x, y), w, h, facecolor=SHADE if shaded else "none", edgecolor=LINE, linewidth=0.8
            )
        )

    def writing_lines(self, y: float, count: int, gap: float = 9.0, x: float = LEFT) -> float:
        """`count` faint lines to write on, `gap` mm apart; returns the y below them."""
        for i in range(1, count + 1):
            self.line(x, y + i * gap, RIGHT, y + i * gap, faint=True)
        return y + count * gap + 2

    def grid(
        self,
        y: float,
        widths: Sequence[float],
        rows: Sequence[Sequence[str]],
        height: float = 8.0,
        *,
        header: bool = True,
        shaded_rows: Sequence[int] = (),
        size: float = BODY,
    ) -> float:
        """A table of boxes from the left margin: column widths in mm, the texts of each
        row (an empty text leaves a box to write in). The first row is the header (bold,
        shaded) if `header`. Returns the y below the table."""
        for r, cells in enumerate(rows):
            x = LEFT
            top = y + r * height
            bold = header and r == 0
            for w, cell in zip(widths, cells, strict=True):
                self.box(x, top, w, height, shaded=bold or r in shaded_rows)
                if cell:
                    self.text(
                        x + 1.5,
                        top + height / 2,
                        cell,
                        size,
                        weight="bold" if bold else "normal",
                        valign="center",
                    )
                x += w
        return y + len(rows) * height

    def footer(self, words: str) -> None:
        """A small line at the bottom margin: what the sheet is and where it came from."""
        self.text(LEFT, BOTTOM, words, SMALL, valign="bottom")


def text_height(words: str, size: float, width: float) -> float:
    """How many millimetres `words` take when `Page.text` wraps them to `width`."""
    return len(_wrap(words, width, size)) * _line_step(size)


def _line_step(size: float) -> float:
    return size * 0.3528 * 1.35  # points to millimetres, with line spacing


def _wrap(words: str, width: float, size: float) -> list[str]:
    """Greedy wrap, each line measured with the font's own metrics (and 3 % to spare for
    the rasteriser's hinting), so no line reaches into the margin."""
    return list(_wrapped(words, width, size))


@functools.lru_cache(maxsize=4096)
def _wrapped(words: str, width: float, size: float) -> tuple[str, ...]:
    """`_wrap`, kept: a sheet measures a text for its height and again to draw it."""
    prop = FontProperties(size=size)
    lines: list[str] = []
    for paragraph in words.split("\n"):
        tokens = paragraph.split()
        if not tokens:
            lines.append("")
        while tokens:
            count = _fitting(tokens, width, prop)
            lines.append(" ".join(tokens[:count]))
            tokens = tokens[count:]
    return tuple(lines)


def _fitting(tokens: list[str], width: float, prop: FontProperties) -> int:
    """How many of `tokens` (at least one) the greedy wrap puts on a line. The sum of the
    words' own widths guesses it; the line itself is then measured, so that the count is
    the one measuring every longer line would give, at two or three measurements a line
    instead of one a word."""
    size = prop.get_size_in_points()
    space = _word_width(" ", size)
    used, count = _word_width(tokens[0], size), 1
    while count < len(tokens) and used + space + _word_width(tokens[count], size) <= width:
        used += space + _word_width(tokens[count], size)
        count += 1
    while count < len(tokens) and _width_mm(" ".join(tokens[: count + 1]), prop) <= width:
        count += 1
    while count > 1 and _width_mm(" ".join(tokens[:count]), prop) > width:
        count -= 1
    return count


@functools.lru_cache(maxsize=8192)
def _word_width(word: str, size: float) -> float:
    """One word's width in mm at `size` points, kept: the sheets repeat their words."""
    return _width_mm(word, FontProperties(size=size))


def _width_mm(line: str, prop: FontProperties) -> float:
    points, _, _ = _MEASURE.get_text_width_height_descent(line, prop, ismath=False)
    return points * MM_PER_INCH / 72 * 1.03


_MEASURE = TextToPath()
