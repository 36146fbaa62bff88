"""The end of a game, shown over the board: the ranking, the coach's report, "Play again".

`TableShell` (`pyramide_kit.ui.shell`) fills the ranking (its places and ties explained)
and the report (`pyramide_kit.ui.report_view`) once a game is over, and shows the screen
framed in the theme's brand colour; "Nochmal spielen"/"Play again" is its main action.
The screen is hidden while a game runs. A page pays for every widget it shows at first
(each is a model the kernel sends and the page builds before the board appears), so the
shell builds this one once the board is on screen.
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

from pyramide_kit.i18n import check_lang, t
from pyramide_kit.ui.report_view import ReportView

__all__ = ["EndScreen"]


class EndScreen(w.VBox):
    """The heading "Spielende"/"End of the game", the ranking (`ranking`, HTML), the
    report (`report`, a `ReportView`) and "Play again" (`again`, the primary button);
    hidden until `show_ranking` gets a ranking."""

    def __init__(self, lang: str = "de") -> None:
        self.lang = check_lang(lang)
        heading = w.HTML(f"<h4 style='margin:0'>{escape(t('shell_end_title', self.lang))}</h4>")
        self.ranking = w.HTML()
        self.report = ReportView(self.lang)
        self.again = w.Button(description=t("shell_play_again", self.lang), icon="repeat")
        self.again.button_style = "primary"
        super().__init__(
            [heading, self.ranking, self.report, self.again],
            layout=w.Layout(
                display="none",
                border="2px solid var(--jp-brand-color1, #1976d2)",
                padding="6px 10px",
                margin="4px 0 8px 0",
            ),
        )
        self.add_class("pk-end-screen")

    def show_ranking(self, html: str) -> None:
        """Show the screen with the ranking `html`; an empty text hides it."""
        self.ranking.value = html
        self.layout.display = None if html else "none"
