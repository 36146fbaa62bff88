"""Every page is A4 portrait; every text is at least 9 pt, and ink stays inside the
15 mm margins (measured from the drawn extents, not from the layout's own numbers)."""

from __future__ import annotations

import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg

from pyramide_kit.printables.writing import _BUILDERS

MM = 25.4
A4 = (210, 297)
MARGIN = 15
SLACK = 0.3  # half a line width


def _extent_mm(artist, renderer, dpi, height):
    box = artist.get_window_extent(renderer)
    # display coordinates count from the bottom left in pixels
    return (
        box.x0 / dpi * MM,
        height - box.y1 / dpi * MM,
        box.x1 / dpi * MM,
        height - box.y0 / dpi * MM,
    )


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("sheet", sorted(_BUILDERS))
def test_pages_are_a4_with_margins_and_readable_text(sheet, lang):
    for page in _BUILDERS[sheet](lang):
        page.footer("footer")
        figure = page.figure
        width, height = (round(size * MM) for size in figure.get_size_inches())
        assert (width, height) == A4
        renderer = FigureCanvasAgg(figure).get_renderer()
        artists = [*page.ax.texts, *page.ax.patches, *page.ax.lines]
        assert page.ax.texts
        for text in page.ax.texts:
            assert text.get_fontsize() >= 9, text.get_text()
        for artist in artists:
            x0, y0, x1, y1 = _extent_mm(artist, renderer, figure.dpi, A4[1])
            label = getattr(artist, "get_text", lambda a=artist: repr(a))()
            assert x0 >= MARGIN - SLACK and x1 <= A4[0] - MARGIN + SLACK, (sheet, label, x0, x1)
            assert y0 >= MARGIN - SLACK and y1 <= A4[1] - MARGIN + SLACK, (sheet, label, y0, y1)
        _no_text_overlaps(sheet, page, renderer, figure.dpi)


def _no_text_overlaps(sheet, page, renderer, dpi):
    """No two texts share ink: a cell's text running into its neighbour shows here."""
    boxes = [
        (_extent_mm(text, renderer, dpi, A4[1]), text.get_text())
        for text in page.ax.texts
        if text.get_text().strip()
    ]
    for i, ((ax0, ay0, ax1, ay1), a) in enumerate(boxes):
        for (bx0, by0, bx1, by1), b in boxes[i + 1 :]:
            apart = (
                ax1 <= bx0 + SLACK or bx1 <= ax0 + SLACK or ay1 <= by0 + SLACK or by1 <= ay0 + SLACK
            )
            assert apart, (sheet, a, b)


def test_the_overlap_check_sees_a_text_running_into_its_neighbour():
    from pyramide_kit.printables.page import Page

    page = Page()
    page.text(20, 50, "Spieler 1", 11)
    page.text(33, 50, "Spieler 2", 11)
    renderer = FigureCanvasAgg(page.figure).get_renderer()
    with pytest.raises(AssertionError):
        _no_text_overlaps("probe", page, renderer, page.figure.dpi)
