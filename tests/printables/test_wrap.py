"""The sheets' line wrap: guessing a line from its words' widths must break exactly where
measuring every longer line would, and no line but a lone long word is wider than asked."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from matplotlib.font_manager import FontProperties
from matplotlib.textpath import TextToPath

from pyramide_kit.printables.page import _wrap

MEASURE = TextToPath()
WORDS = st.text(alphabet="aiwWmMlÄöß≈−1/7.,:;()", min_size=1, max_size=14)


def measured_mm(line: str, size: float) -> float:
    """A line's width in mm with the 3 % spare the sheets keep, measured afresh here."""
    points, _, _ = MEASURE.get_text_width_height_descent(line, FontProperties(size=size), False)
    return points * 25.4 / 72 * 1.03


def greedy(text: str, width: float, size: float) -> list[str]:
    """The plain greedy wrap: each word is tried on the line by measuring the longer line."""
    lines = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            longer = f"{line} {word}" if line else word
            if line and measured_mm(longer, size) > width:
                lines.append(line)
                line = word
            else:
                line = longer
        lines.append(line)
    return lines


@given(
    paragraphs=st.lists(st.lists(WORDS, max_size=12), min_size=1, max_size=3),
    width=st.floats(min_value=5, max_value=180),
    size=st.sampled_from([9.0, 10.0, 11.0, 14.0]),
)
def test_the_wrap_breaks_where_measuring_every_line_would(paragraphs, width, size):
    text = "\n".join(" ".join(words) for words in paragraphs)
    lines = _wrap(text, width, size)
    assert lines == greedy(text, width, size)
    for line in lines:
        assert " " not in line or measured_mm(line, size) <= width
