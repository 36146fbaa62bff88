"""The Explorer's controls and their layout: the widgets only, no handlers and no runs.

`ExplorerLayout` builds every part the Explorer shows, in German or English, and lays
them out from the title down to the two plots; `Explorer` (in `app`) connects them.
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

from pyramide_kit.explorer.runs import RUNS
from pyramide_kit.games import GAMES
from pyramide_kit.i18n import count_text, t
from pyramide_kit.ui.parts import MessageLine

__all__ = ["ExplorerLayout"]


class ExplorerLayout(w.VBox):
    """Title, game and event dropdowns, the exact value, the seed entry, the run, stop
    and reset buttons (Stop only clickable during a run), the progress bar with the
    trial count, the message line, the summary and the outputs of the running curve
    and the bars."""

    def __init__(self, lang: str, seed: int, game: str) -> None:
        self.message = MessageLine(lang)
        self.title = w.HTML(f"<h3>{escape(t('explorer_title', lang))}</h3>")
        self.game_select = w.Dropdown(
            options=[(t(f"explorer_game_{g}", lang), g) for g in GAMES],
            value=game,
            description=t("explorer_game", lang),
        )
        self.event_select = w.Dropdown(
            description=t("explorer_event", lang), layout=w.Layout(width="640px")
        )
        self.exact_view = w.HTML()
        self.seed_entry = w.Text(
            value=str(seed),
            description=t("explorer_seed", lang),
            layout=w.Layout(width="180px"),
        )
        self.seed_button = w.Button(description=t("explorer_set_seed", lang))
        self.run_buttons = {
            times: w.Button(description=t("explorer_run", lang, times=count_text(times, lang)))
            for times in RUNS
        }
        self.stop_button = w.Button(description=t("explorer_stop", lang), disabled=True)
        self.reset_button = w.Button(description=t("explorer_reset", lang))
        self.progress = w.IntProgress(min=0, max=1, value=0)
        self.n_label = w.Label()
        self.summary_view = w.HTML()
        self.plot_output = w.Output()
        self.bars_output = w.Output()
        super().__init__(
            [
                self.title,
                w.HBox([self.game_select]),
                self.event_select,
                self.exact_view,
                w.HBox([self.seed_entry, self.seed_button]),
                w.HBox([*self.run_buttons.values(), self.stop_button, self.reset_button]),
                w.HBox([self.progress, self.n_label]),
                self.message,
                self.summary_view,
                w.HBox([self.plot_output, self.bars_output]),
            ]
        )
