"""The Explorer widget: pick a game and an event, see its exact value, then simulate it
1, 100, 10,000 or 1,000,000 times and watch the running frequency close in on it.

The widget holds no rules and no odds: the events come from the registry (each game's
`events.py`), the exact values from the games' `odds` modules, the trials from the
events' samplers. Runs add up (1x then 100x makes 101 trials) and draw from one
seeded generator, so the same clicks with the same seed give the same pictures. Long
runs go in chunks of `CHUNK` trials with a progress bar between them.

The parts live beside this file, one job each: `layout` (the controls), `runs` (the
typed seed and the chunked runs), `summary` (the numbers shown), `views` (the exact
value and the plots), `formatting` (how numbers are written).
"""

from __future__ import annotations

from html import escape

import numpy as np

from pyramide_kit.checks import SEED_LIMIT, check_choice, whole_number
from pyramide_kit.explorer.formatting import number
from pyramide_kit.explorer.layout import ExplorerLayout
from pyramide_kit.explorer.registry import Event, event, events
from pyramide_kit.explorer.runs import CHUNK, RUNS, parse_seed, sample_in_chunks
from pyramide_kit.explorer.summary import summarise
from pyramide_kit.explorer.views import bars_image, exact_html, running_image
from pyramide_kit.simulate import rng_for
from pyramide_kit.ui.i18n import LANGUAGES, t
from pyramide_kit.ui.parts import reporting_errors

__all__ = ["CHUNK", "RUNS", "Explorer", "parse_seed"]


def _chosen(game: str, event_key: str) -> Event:
    """The event `event_key` of `game`, or the game's first event for ""; a game or an
    event the registry does not know is a `RuleError` naming the choices."""
    if isinstance(event_key, str) and event_key == "":
        return events(game)[0]
    return event(game, event_key)


class Explorer(ExplorerLayout):
    """Exact value beside a seeded simulation, for every event of every game.

    `lang` is "de" or "en"; `seed` a whole number from 0 to 2**63 - 1 (the runs always
    repeat, so there is no seedless Explorer); `game` one of the registry's games and
    `event_key` one of its events ("" for the first). Anything else is a `RuleError`.

    Readable state for tests: `event`, `n`, `values` (the trials so far: 0/1,
    quantities, or outcome indices of a distribution), `summary` (the numbers shown),
    `curve_points` (points of the running curve last drawn). Buttons: `run_buttons`
    (keyed by 1, 100, 10000, 1000000), `seed_button`, `reset_button`; inputs:
    `game_select`, `event_select`, `seed_entry`.
    """

    def __init__(
        self, lang: str = "de", seed: int = 2026, game: str = "pyramide", event_key: str = ""
    ) -> None:
        self.lang = check_choice(lang, "lang", LANGUAGES)
        self.seed = whole_number(seed, "seed", 0, SEED_LIMIT - 1)
        self.event = _chosen(game, event_key)
        self.values = np.empty(0)
        self.summary: dict[str, object] = {}
        self.curve_points = 0
        self._rng = rng_for(self.seed)
        self._quiet = False
        super().__init__(self.lang, self.seed, game)

        report = reporting_errors(self.message)
        self.seed_button.on_click(report(self._on_seed))
        self.reset_button.on_click(report(lambda _b: self.reset()))
        for times, button in self.run_buttons.items():
            button.on_click(report(lambda _b, k=times: self.run(k)))
        self.game_select.observe(self._on_game, names="value")
        self.event_select.observe(self._on_event, names="value")
        self._show_game(self.event)

    # ---------------------------------------------------------------- state
    def __repr__(self) -> str:
        """A stored notebook shows how to start the Explorer, not the widget's internals."""
        return t("widget_repr", self.lang, name=t("explorer_title", self.lang))

    @property
    def n(self) -> int:
        """Trials simulated so far for the chosen event."""
        return int(self.values.size)

    def choose(self, game: str, event_key: str = "") -> None:
        """Choose a game and (optionally) one of its events, as the dropdowns do."""
        chosen = _chosen(game, event_key)
        if game != self.game_select.value:
            self._quiet = True
            try:
                self.game_select.value = game
            finally:
                self._quiet = False
        self._show_game(chosen)

    def reset(self) -> None:
        """Forget the trials and start the generator again from the seed."""
        self._rng = rng_for(self.seed)
        self.values = np.empty(0)
        self.progress.value = 0
        self._redraw()

    def run(self, trials: int) -> None:
        """Simulate `trials` more trials of the chosen event, in chunks of `CHUNK`."""
        trials = whole_number(trials, "trials", 1)
        self.progress.max = trials
        self.progress.value = 0

        def show_progress(done: int) -> None:
            self.progress.value = done
            self.n_label.value = t("explorer_n", self.lang, n=number(self.n + done, self.lang))

        added = sample_in_chunks(self.event, trials, self._rng, show_progress)
        self.values = np.concatenate([self.values, added])
        self._redraw()
        self.message.info(
            t(
                "explorer_done",
                self.lang,
                added=number(trials, self.lang),
                n=number(self.n, self.lang),
            )
        )

    # ---------------------------------------------------------------- handlers
    def _on_seed(self, _widget: object = None) -> None:
        self.seed = parse_seed(self.seed_entry.value)
        self.seed_entry.value = str(self.seed)
        self.reset()
        self.message.info(t("explorer_seed_set", self.lang, seed=self.seed))

    def _on_game(self, change: dict) -> None:
        if not self._quiet:
            self._show_game(_chosen(change["new"], ""))

    def _on_event(self, change: dict) -> None:
        if not self._quiet and change["new"] is not None:
            self._show_event(event(self.game_select.value, change["new"]))

    def _show_game(self, chosen: Event) -> None:
        self._quiet = True
        try:
            self.event_select.options = [
                (ev.title(self.lang), ev.key) for ev in events(chosen.game)
            ]
            self.event_select.value = chosen.key
        finally:
            self._quiet = False
        self._show_event(chosen)

    def _show_event(self, ev: Event) -> None:
        self.event = ev
        self.exact_view.value = exact_html(ev, self.lang)
        self.message.clear()
        self.reset()

    # ---------------------------------------------------------------- drawing
    def _redraw(self) -> None:
        lang = self.lang
        self.n_label.value = t("explorer_n", lang, n=number(self.n, lang))
        self.plot_output.outputs = ()
        self.bars_output.outputs = ()
        self.curve_points = 0
        if self.n == 0:
            self.summary = {}
            self.summary_view.value = escape(t("explorer_nothing_yet", lang))
            return
        self.summary = summarise(self.event, self.values, lang)
        self.summary_view.value = "<br>".join(escape(line) for line in self.summary["lines"])
        curve, self.curve_points = running_image(self.event, self.values, lang)
        self.plot_output.append_display_data(curve)
        bars = bars_image(self.event, self.values, lang)
        if bars is not None:
            self.bars_output.append_display_data(bars)
