"""The Explorer widget: pick a game and an event, see its exact value, then simulate it
1, 100, 10,000 or 1,000,000 times and watch the running frequency close in on it.

The widget holds no rules and no odds: the events come from the registry (each game's
`events.py`), the exact values from the games' `odds` modules, the trials from the
events' samplers. Runs add up (1x then 100x makes 101 trials) and draw from one
seeded generator, so the same clicks with the same seed give the same pictures. Long
runs go in chunks of `CHUNK` trials with a progress bar between them.
"""

from __future__ import annotations

from collections.abc import Hashable
from html import escape
from io import BytesIO

import ipywidgets as w
import numpy as np
from IPython.display import Image
from matplotlib.figure import Figure

from pyramide_kit.errors import RuleError
from pyramide_kit.exact import Distribution, as_fraction
from pyramide_kit.explorer import labels as _labels  # noqa: F401  (registers the texts)
from pyramide_kit.explorer.registry import GAMES, Event, event, events
from pyramide_kit.plots import exact_vs_simulated_bars, running_frequency_plot
from pyramide_kit.simulate import (
    chi_square_test,
    mean_interval,
    rng_for,
    total_variation,
    wilson_interval,
)
from pyramide_kit.ui.i18n import check_lang, t
from pyramide_kit.ui.parts import MessageLine, reporting_errors

__all__ = ["CHUNK", "RUNS", "Explorer", "parse_seed"]

RUNS = (1, 100, 10_000, 1_000_000)
CHUNK = 10_000


def parse_seed(text: str | int) -> int:
    """A seed typed by a student: a whole number 0 or more (RuleError otherwise)."""
    given = str(text).strip()
    try:
        seed = int(given)
    except ValueError:
        seed = -1
    if seed < 0:
        raise RuleError(
            f"the seed must be a whole number 0 or more, not {given!r}",
            "explorer_err_seed",
            given=given,
        )
    return seed


def _number(value: int, lang: str) -> str:
    text = f"{value:,}"
    return text.replace(",", ".") if lang == "de" else text


def _decimal(value: float) -> str:
    return f"{value:.6g}"


def _png(figure: Figure) -> Image:
    buffer = BytesIO()
    figure.savefig(buffer, format="png", dpi=80, bbox_inches="tight")
    return Image(data=buffer.getvalue(), format="png")


class Explorer(w.VBox):
    """Exact value beside a seeded simulation, for every event of every game.

    Readable state for tests: `event`, `n`, `values` (the trials so far: 0/1,
    quantities, or outcome indices of a distribution), `summary` (the numbers shown),
    `curve_points` (points of the running curve last drawn). Buttons: `run_buttons`
    (keyed by 1, 100, 10000, 1000000), `seed_button`, `reset_button`; inputs:
    `game_select`, `event_select`, `seed_entry`.
    """

    def __init__(
        self, lang: str = "de", seed: int = 2026, game: str = "pyramide", event_key: str = ""
    ) -> None:
        self.lang = check_lang(lang)
        self.seed = parse_seed(seed)
        self.values = np.empty(0)
        self.summary: dict[str, object] = {}
        self.curve_points = 0
        self.event: Event | None = None
        self._rng = rng_for(self.seed)
        self._quiet = False

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
            value=str(self.seed),
            description=t("explorer_seed", lang),
            layout=w.Layout(width="180px"),
        )
        self.seed_button = w.Button(description=t("explorer_set_seed", lang))
        self.run_buttons = {
            times: w.Button(description=t("explorer_run", lang, times=_number(times, lang)))
            for times in RUNS
        }
        self.reset_button = w.Button(description=t("explorer_reset", lang))
        self.progress = w.IntProgress(min=0, max=1, value=0)
        self.n_label = w.Label()
        self.summary_view = w.HTML()
        self.plot_output = w.Output()
        self.bars_output = w.Output()

        report = reporting_errors(self.message)
        self.seed_button.on_click(report(self._on_seed))
        self.reset_button.on_click(report(lambda _b: self.reset()))
        for times, button in self.run_buttons.items():
            button.on_click(report(lambda _b, k=times: self.run(k)))
        self.game_select.observe(self._on_game, names="value")
        self.event_select.observe(self._on_event, names="value")

        super().__init__(
            [
                self.title,
                w.HBox([self.game_select]),
                self.event_select,
                self.exact_view,
                w.HBox([self.seed_entry, self.seed_button]),
                w.HBox([*self.run_buttons.values(), self.reset_button]),
                w.HBox([self.progress, self.n_label]),
                self.message,
                self.summary_view,
                w.HBox([self.plot_output, self.bars_output]),
            ]
        )
        self._show_game(game, event_key)

    # ---------------------------------------------------------------- state
    @property
    def n(self) -> int:
        """Trials simulated so far for the chosen event."""
        return int(self.values.size)

    def choose(self, game: str, event_key: str = "") -> None:
        """Choose a game and (optionally) one of its events, as the dropdowns do."""
        if game != self.game_select.value:
            self._quiet = True
            try:
                self.game_select.value = game
            finally:
                self._quiet = False
        self._show_game(game, event_key)

    def reset(self) -> None:
        """Forget the trials and start the generator again from the seed."""
        self._rng = rng_for(self.seed)
        self.values = np.empty(0)
        self.progress.value = 0
        self._redraw()

    def run(self, trials: int) -> None:
        """Simulate `trials` more trials of the chosen event, in chunks of `CHUNK`."""
        if trials < 1:
            raise ValueError(f"simulate at least one trial, not {trials}")
        ev = self._current()
        self.progress.max = trials
        self.progress.value = 0
        parts = [self.values]
        done = 0
        while done < trials:
            size = min(CHUNK, trials - done)
            parts.append(ev.sample(size, self._rng))
            done += size
            self.progress.value = done
            self.n_label.value = t("explorer_n", self.lang, n=_number(self.n + done, self.lang))
        self.values = np.concatenate(parts)
        self._redraw()
        self.message.info(
            t(
                "explorer_done",
                self.lang,
                added=_number(trials, self.lang),
                n=_number(self.n, self.lang),
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
            self._show_game(change["new"], "")

    def _on_event(self, change: dict) -> None:
        if not self._quiet and change["new"] is not None:
            self._show_event(event(self.game_select.value, change["new"]))

    def _show_game(self, game: str, event_key: str) -> None:
        offered = events(game)
        key = event_key or offered[0].key
        chosen = event(game, key)
        self._quiet = True
        try:
            self.event_select.options = [(ev.title(self.lang), ev.key) for ev in offered]
            self.event_select.value = key
        finally:
            self._quiet = False
        self._show_event(chosen)

    def _show_event(self, ev: Event) -> None:
        self.event = ev
        self.exact_view.value = self._exact_html(ev)
        self.message.clear()
        self.reset()

    def _current(self) -> Event:
        if self.event is None:
            raise ValueError("choose an event first")
        return self.event

    # ---------------------------------------------------------------- drawing
    def _label(self, outcome: Hashable) -> str:
        ev = self._current()
        if ev.kind == "probability":
            return t("explorer_yes" if outcome == 1 else "explorer_no", self.lang)
        return ev.outcome_label(outcome)

    def _exact_html(self, ev: Event) -> str:
        lang = self.lang
        if ev.kind == "probability":
            text = t(
                "explorer_exact_probability",
                lang,
                fraction=ev.exact,
                decimal=_decimal(float(ev.exact)),
            )
            return f"<b>{escape(text)}</b>"
        if ev.kind == "mean":
            text = t(
                "explorer_exact_mean",
                lang,
                fraction=ev.exact,
                decimal=_decimal(float(ev.exact)),
                sd=_decimal(float(ev.sd)),
            )
            return f"<b>{escape(text)}</b>"
        head = t("explorer_exact_distribution", lang, mode=ev.outcome_label(ev.outcomes[ev.mode]))
        rows = "".join(
            f"<tr><td>{escape(ev.outcome_label(o))}</td><td>{p}</td>"
            f"<td>≈ {_decimal(float(p))}</td></tr>"
            for o, p in ev.exact.sorted_items()
        )
        header = (
            f"<tr><th>{escape(t('explorer_outcome', lang))}</th>"
            f"<th colspan='2'>{escape(t('explorer_probability', lang))}</th></tr>"
        )
        return f"<b>{escape(head)}</b><table>{header}{rows}</table>"

    def _exact_distribution(self) -> Distribution | None:
        ev = self._current()
        if ev.kind == "distribution":
            return ev.exact
        if ev.kind == "probability":
            p = as_fraction(ev.exact)
            return Distribution({1: p, 0: 1 - p})
        return None

    def _counts(self) -> dict[Hashable, int]:
        ev = self._current()
        if ev.kind == "distribution":
            return ev.counts(self.values)
        hits = int(self.values.sum())
        return {1: hits, 0: self.n - hits}

    def _redraw(self) -> None:
        self._current()
        lang = self.lang
        self.n_label.value = t("explorer_n", lang, n=_number(self.n, lang))
        self.plot_output.outputs = ()
        self.bars_output.outputs = ()
        self.curve_points = 0
        if self.n == 0:
            self.summary = {}
            self.summary_view.value = escape(t("explorer_nothing_yet", lang))
            return
        self.summary = self._summarise()
        self.summary_view.value = "<br>".join(escape(line) for line in self.summary["lines"])
        self._draw_running()
        exact = self._exact_distribution()
        if exact is not None:
            figure = Figure(figsize=(5, 3.5))
            ax = exact_vs_simulated_bars(
                exact,
                self._counts(),
                figure.subplots(),
                labels=(t("explorer_bars_exact", lang), t("explorer_bars_simulated", lang)),
                outcome_label=self._label,
            )
            ax.set_ylabel(t("explorer_bars_axis", lang))
            self.bars_output.append_display_data(_png(figure))

    def _draw_running(self) -> None:
        ev = self._current()
        lang = self.lang
        plotted = ev.plotted(self.values)
        figure = Figure(figsize=(7, 3.5))
        ax = figure.subplots()
        key = "explorer_running_mean" if ev.kind == "mean" else "explorer_running_frequency"
        running_frequency_plot(
            plotted,
            float(ev.line),
            ax,
            sd=float(ev.sd),
            label=t(key, lang),
            band_label=t("explorer_band", lang),
            exact_label=t("explorer_exact_line", lang, value="{value}"),
            axis_label=t("explorer_trials_axis", lang),
        )
        self.curve_points = len(ax.lines[-1].get_xdata())
        self.plot_output.append_display_data(_png(figure))

    def _summarise(self) -> dict[str, object]:
        ev = self._current()
        lang = self.lang
        plotted = ev.plotted(self.values)
        exact = float(ev.line)
        if ev.kind == "mean":
            estimate = float(plotted.mean())
            first = t("explorer_mean", lang, n=_number(self.n, lang), estimate=_decimal(estimate))
            interval = mean_interval(plotted) if self.n >= 2 else None
        else:
            hits = int(plotted.sum())
            estimate = hits / self.n
            first = t(
                "explorer_frequency",
                lang,
                hits=_number(hits, lang),
                n=_number(self.n, lang),
                estimate=_decimal(estimate),
            )
            interval = wilson_interval(hits, self.n)
        summary: dict[str, object] = {"n": self.n, "estimate": estimate, "exact": exact}
        lines = [first]
        if interval is not None:
            low, high = interval
            inside = low <= exact <= high
            summary.update(interval=interval, inside=inside)
            lines.append(
                t(
                    "explorer_interval",
                    lang,
                    low=_decimal(low),
                    high=_decimal(high),
                    exact=_decimal(exact),
                    verdict=t("explorer_inside" if inside else "explorer_outside", lang),
                )
            )
        distribution = self._exact_distribution()
        if distribution is not None:
            counts = self._counts()
            statistic, dof, p_value = chi_square_test(counts, distribution)
            tv = total_variation(counts, distribution)
            summary.update(chi_square=(statistic, dof, p_value), total_variation=tv)
            lines.append(
                t(
                    "explorer_chi_square",
                    lang,
                    statistic=f"{statistic:.2f}",
                    dof=dof,
                    p=f"{p_value:.3f}",
                    tv=f"{tv:.4f}",
                )
            )
        summary["lines"] = lines
        return summary
