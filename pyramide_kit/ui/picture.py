"""`Picture`: a PNG with its text alternative, for figures that screen readers must name.

Jupyter draws a plain `image/png` output as an `<img>` without any `alt` text, so a
screen reader says nothing useful about a plot. A `Picture` is shown as HTML, an `<img>`
carrying `alt` (JupyterLab and Voilà prefer HTML to PNG), and keeps the PNG beside it for
whatever reads the PNG (the lessons' figure checks); as plain text it is its alt text.
"""

from __future__ import annotations

import base64
from functools import cached_property
from html import escape
from io import BytesIO
from typing import TYPE_CHECKING

from pyramide_kit.checks import check_text
from pyramide_kit.i18n import t

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

__all__ = ["Picture", "chart_alt", "figure_picture", "show_figure"]


class Picture:
    """The PNG `png` (bytes) described by `alt`, one or two sentences saying what it
    shows, in the language of the page around it."""

    def __init__(self, png: bytes, alt: str) -> None:
        self.png = png
        self.alt = check_text(alt, "a picture's alt text", 600)

    def __repr__(self) -> str:
        return self.alt

    @cached_property
    def _base64(self) -> str:
        """The PNG as text, once: the HTML and the PNG output carry the same."""
        return base64.b64encode(self.png).decode("ascii")

    def html(self, fit: bool = False) -> str:
        """The picture as an `<img>` with its `alt` text and the PNG inline (for an HTML
        widget too: ipywidgets' Image has no alt, and its view fails on a tooltip);
        `fit`: never wider than its container (a narrow screen shrinks it)."""
        style = ' style="max-width:100%;height:auto"' if fit else ""
        alt = escape(self.alt, quote=True)
        return f'<img src="data:image/png;base64,{self._base64}" alt="{alt}"{style}>'

    def _repr_mimebundle_(self, include=None, exclude=None) -> dict[str, str]:
        return {"text/html": self.html(), "image/png": self._base64, "text/plain": self.alt}


def chart_alt(ax: Axes, lang: str) -> str:
    """A plain description of a chart, for a figure whose content changes (a class's
    entries): what its axes show and what its legend names, in `lang`."""
    _handles, names = ax.get_legend_handles_labels()
    return t(
        "chart_alt",
        lang,
        y=ax.get_ylabel(),
        x=ax.get_xlabel(),
        shown=", ".join(name for name in names if not name.startswith("_")),
    )


def figure_picture(fig: Figure, alt: str, tight: bool = False) -> Picture:
    """A Matplotlib figure as a `Picture` described by `alt`; `tight` crops it to what
    is drawn, as the notebook's inline backend does."""
    buffer = BytesIO()
    fig.savefig(buffer, format="png", bbox_inches="tight" if tight else None)
    return Picture(buffer.getvalue(), alt)


def show_figure(fig: Figure, alt: str) -> None:
    """Show `fig` in the notebook as a `Picture` described by `alt` (instead of
    `plt.show()`, which leaves the image without a text alternative); the figure is
    closed, so the inline backend does not show it a second time."""
    import matplotlib.pyplot as plt
    from IPython.display import display

    display(figure_picture(fig, alt, tight=True))
    plt.close(fig)
