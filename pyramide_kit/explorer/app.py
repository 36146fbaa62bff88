"""The Explorer widget: pick a game and an event, see its exact value, then simulate it
1, 100, 10,000 or 1,000,000 times and watch the running frequency close in on it.

The widget holds no rules and no odds: the events come from the games (each game's
`events.py`), the exact values from the games' `odds` modules, the trials from the
events' samplers. Runs add up (1x then 100x makes 101 trials) and draw from one
seeded generator in whole chunks (`runs.Trials`), so the same seed gives the same trials
however the runs were split, stopped and resumed. The buttons run in a background
thread, chunk by chunk, so the kernel stays free for the Stop button (and for anything
else the student does); `Explorer.run` stays synchronous for lessons and tests.

The parts live beside this file, one job each: `layout` (the controls), `runs` (the
typed seed and the chunked runs), `summary` (the numbers shown), `views` (the exact
value and the plots); numbers are written by `pyramide_kit.i18n` in the reader's
language.
"""

from __future__ import annotations

import threading
import time
from html import escape

import numpy as np

from pyramide_kit.checks import (
    SEED_LIMIT,
    check_choice,
    check_flag,
    real_number,
    trial_count,
    whole_number,
)
from pyramide_kit.events import Event
from pyramide_kit.explorer.layout import ExplorerLayout
from pyramide_kit.explorer.runs import CHUNK, RUNS, Trials, parse_seed
from pyramide_kit.explorer.summary import running_text, summarise
from pyramide_kit.explorer.views import Plots, exact_html
from pyramide_kit.games import event, events
from pyramide_kit.i18n import LANGUAGES, count_text, plural, t
from pyramide_kit.ui.parts import reporting_errors

__all__ = ["CHUNK", "RUNS", "STATUS_EVERY", "Explorer", "parse_seed"]

STATUS_EVERY = 0.25
"""Seconds between two updates of the status line while a run goes on."""


def _chosen(game: str, event_key: str) -> Event:
    """The event `event_key` of `game`, or the game's first event for ""; a game or an
    event the games do not offer is a `RuleError` naming the choices."""
    if isinstance(event_key, str) and event_key == "":
        return events(game)[0]
    return event(game, event_key)


class Explorer(ExplorerLayout):
    """Exact value beside a seeded simulation, for every event of every game.

    `lang` is "de" or "en"; `seed` a whole number from 0 to 2**63 - 1 (the runs always
    repeat, so there is no seedless Explorer); `game` one of the kit's games and
    `event_key` one of its events ("" for the first). Anything else is a `RuleError`.

    Readable state for tests: `event`, `n`, `values` (the trials so far: 0/1,
    quantities, or outcome indices of a distribution), `summary` (the numbers shown),
    `curve_points` (points of the running curve last drawn). Buttons: `run_buttons`
    (keyed by 1, 100, 10000, 1000000: they run in the background), `stop_button`,
    `seed_button`, `reset_button`; inputs: `game_select`, `event_select`, `seed_entry`.
    `wait()` returns when a background run has ended.
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
        self._trials = Trials(self.event, self.seed)
        self._quiet = False
        self._stop = threading.Event()
        self._worker: threading.Thread | None = None
        super().__init__(self.lang, self.seed, game)

        report = reporting_errors(self.message)
        self.seed_button.on_click(report(self._on_seed))
        self.reset_button.on_click(report(lambda _b: self.reset()))
        self.stop_button.on_click(lambda _b: self.stop())
        for times, button in self.run_buttons.items():
            button.on_click(report(lambda _b, k=times: self.run(k, background=True)))
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

    @property
    def running(self) -> bool:
        """Whether a background run is going on."""
        return self._worker is not None and self._worker.is_alive()

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
        """Forget the trials and start the generator again from the seed (a run going
        on is stopped first); the message about the last run goes with them."""
        self._halt()
        self._trials = Trials(self.event, self.seed)
        self.values = np.empty(0)
        self.progress.value = 0
        self.message.clear()
        self._redraw()

    def run(self, trials: int, background: bool = False) -> None:
        """Simulate `trials` more trials of the chosen event, in chunks of `CHUNK`.

        With `background=False` (lessons, tests) it returns when the trials are drawn
        and shown. With `background=True` (the buttons) it returns at once and a thread
        draws the chunks, so the kernel can handle a click on Stop meanwhile; `wait()`
        returns when it is done. A run asked for while another is going on starts when
        that one has ended, so runs always add up in the order they were asked for.
        """
        trials = trial_count(trials, "trials", 1)
        background = check_flag(background, "background")
        self.wait()
        self._stop.clear()  # a Stop meant for an earlier run does not cut this one
        if not background:
            self._run(trials)
            return
        self._set_busy(True)
        self._worker = threading.Thread(target=self._run_reporting, args=(trials,), daemon=True)
        self._worker.start()

    def stop(self) -> None:
        """Stop a background run after the chunk it is drawing; the trials so far are
        kept, and the next run goes on from the next trial."""
        self._stop.set()

    def wait(self, timeout: float | None = None) -> None:
        """Return when the background run (if any) has ended, or after `timeout` s (None:
        no limit; else a number of seconds from 0 to `threading.TIMEOUT_MAX`)."""
        if timeout is not None:
            timeout = real_number(timeout, "timeout", 0, threading.TIMEOUT_MAX)
        if self._worker is not None and self._worker is not threading.current_thread():
            self._worker.join(timeout)

    # ---------------------------------------------------------------- runs
    def _run(self, trials: int) -> None:
        self.progress.max = trials
        self.progress.value = 0
        parts = []
        done = 0
        total = float(self.event.plotted(self.values).sum())
        shown = time.monotonic()
        for part in self._trials.chunks(trials):
            parts.append(part)
            done += part.size
            total += float(self.event.plotted(part).sum())
            self.progress.value = done
            self.n_label.value = t("explorer_n", self.lang, n=count_text(self.n + done, self.lang))
            if time.monotonic() - shown >= STATUS_EVERY:
                shown = time.monotonic()
                status = running_text(self.event, self.n + done, total, self.lang)
                self.summary_view.value = escape(status)
            if self._stop.is_set():
                break
        self.values = np.concatenate([self.values, *parts])
        self._redraw()
        added, total = count_text(done, self.lang), count_text(self.n, self.lang)
        if done == trials:
            self.message.info(plural("explorer_done", done, self.lang, added=added, total=total))
        else:
            asked = count_text(trials, self.lang)
            self.message.info(
                plural("explorer_stopped", trials, self.lang, added=added, asked=asked, total=total)
            )

    def _run_reporting(self, trials: int) -> None:
        """A background run: nobody is there to catch an error, so the message line
        shows it, a refusal and a bug alike (a bug raised in the thread would be seen by
        nobody); the buttons come back in any case."""
        try:
            self._run(trials)
        except Exception as error:
            self.message.error(error)
        finally:
            self._set_busy(False)

    def _halt(self) -> None:
        """Stop a background run and wait for it, before its event or trials are
        replaced under it."""
        self.stop()
        self.wait()

    def _set_busy(self, busy: bool) -> None:
        """While a run goes on only Stop can be clicked: everything else would change
        the trials under the run."""
        for control in (
            *self.run_buttons.values(),
            self.reset_button,
            self.seed_button,
            self.seed_entry,
            self.game_select,
            self.event_select,
        ):
            control.disabled = busy
        self.stop_button.disabled = not busy

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
        self._halt()
        self.event = ev
        self._plots = Plots(ev, self.lang)
        self.exact_view.value = exact_html(ev, self.lang)
        self.message.clear()
        self.reset()

    # ---------------------------------------------------------------- drawing
    def _redraw(self) -> None:
        lang = self.lang
        self.n_label.value = t("explorer_n", lang, n=count_text(self.n, lang))
        self.plot_output.outputs = ()
        self.bars_output.outputs = ()
        self.curve_points = 0
        if self.n == 0:
            self.summary = {}
            self.summary_view.value = escape(t("explorer_nothing_yet", lang))
            return
        self.summary = summarise(self.event, self.values, lang)
        self.summary_view.value = "<br>".join(escape(line) for line in self.summary["lines"])
        curve, self.curve_points = self._plots.running(self.values)
        self.plot_output.append_display_data(curve)
        bars = self._plots.bars(self.values)
        if bars is not None:
            self.bars_output.append_display_data(bars)
