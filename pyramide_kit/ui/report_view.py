"""The end-of-game report in a widget: one summary per human seat, and a small plot.

The shell (`pyramide_kit.ui.shell`) shows a `ReportView` under the ranking once a game
is over, for a game that can report (its widget's `game_report(state, seat)`, the game's
`optimal.report`, see `pyramide_kit.report`). For each human seat it says what optimal
play was expected to score, what the seat's decisions cost and what the luck of the dice
gave, and the result ("Erwartet waren 254,6 Punkte. Deine Entscheidungen haben 12,3
gekostet, das Würfelglück hat dir +3,1 gebracht. Ergebnis: 245."), then the costliest
decisions with the better move, named as the coach names moves (`coach_label`). A game may add a
line of its own under a seat's summary (the shell's `report_note`: Kniffel tells where
the total stands in the law of optimal play's totals). With several human seats each
seat has its line, and the text says that each is valued as if alone.

The plot is the seat's expected final total after every move of the game (a step line
per seat), with the start's value dashed, the throws of its dice marked (up: luck, down:
bad luck) and the decisions that cost points crossed. It is a matplotlib `Figure`
(`figure`, kept for tests) drawn to a PNG and shown as a `Picture` (`picture`: an `<img>`
with its text alternative in an HTML widget, `plot`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from fractions import Fraction
from html import escape
from typing import Any

import ipywidgets as w

from pyramide_kit.i18n import check_lang, decimal_text, signed_text, significant_text, t
from pyramide_kit.report import Cost, GameReport
from pyramide_kit.ui.picture import Picture, chart_alt, figure_picture

__all__ = ["COSTLIEST", "ReportView", "points_text"]

COSTLIEST = 3
"""How many of a seat's costliest decisions the report names."""


def points_text(value: Fraction | float, lang: str) -> str:
    """Expected points to one decimal with the language's mark ("254,6"); a whole number
    of points (a final total) without decimals ("245")."""
    if value == int(value):
        return str(int(value))
    return decimal_text(value, 1, lang)


class ReportView(w.VBox):
    """The report's text (`text`, HTML) and plot (`plot`, HTML showing `picture`, the PNG
    with its text alternative; `figure` the matplotlib figure drawn), hidden while there
    is nothing to report; `button` offers
    the report where computing it first takes a while (`offer`)."""

    def __init__(self, lang: str = "de") -> None:
        self.lang = check_lang(lang)
        self.button = w.Button(description=t("report_compute", self.lang), icon="chart-line")
        self.button.layout.width = "auto"
        self.button.layout.align_self = "flex-start"  # as wide as its text, not the row
        self.text = w.HTML()
        self.plot = w.HTML()
        self.picture: Picture | None = None
        self.figure: Any = None
        self.lines: list[str] = []
        """The summaries as plain text, one per reported seat (for tests and lessons)."""
        self.notes: dict[int, str] = {}
        """The game's own line under a seat's summary, as plain text (seat -> text)."""
        super().__init__([self.button, self.text, self.plot])
        self.add_class("pyramide-kit-report")
        self.clear()

    def clear(self) -> None:
        """Nothing to report: empty and hidden."""
        self.text.value = ""
        self.plot.value = ""
        self.picture = None
        self.figure = None
        self.lines = []
        self.notes = {}
        self.layout.display = "none"
        self.button.layout.display = "none"
        self.plot.layout.display = "none"

    def offer(self) -> None:
        """Show only the button that computes the report (its tooltip says it takes a
        while)."""
        self.clear()
        self.button.tooltip = t("report_compute_help", self.lang)
        self.button.layout.display = None
        self.layout.display = None

    def show(
        self,
        reports: Mapping[int, GameReport],
        names: list[str],
        you: Callable[[int], bool],
        label: Callable[[Any, Any], str],
        note: Callable[[int, GameReport, bool], str | None] | None = None,
    ) -> None:
        """Show the reports of some seats: `names` of all seats, `you(seat)` whether a
        seat is addressed as "you", `label(state, move)` how the coach names a move,
        `note(seat, report, second)` a line under the seat's summary or None (`second`:
        whether the summary says "you" to the seat)."""
        if not reports:
            self.clear()
            return
        several = len(reports) > 1
        parts: list[str] = []
        self.lines = []
        self.notes = {}
        for seat, report in sorted(reports.items()):
            second = you(seat) or not several
            line = self._summary(report, second)
            if several:
                line = t("report_seat", self.lang, name=names[seat], text=line)
            self.lines.append(line)
            parts.append(f"<div><b>{escape(line)}</b></div>")
            extra = note(seat, report, second) if note is not None else None
            if extra:
                self.notes[seat] = extra
                parts.append(f"<div>{escape(extra)}</div>")
            parts.append(self._decisions(report, label))
        if several:
            parts.append(f"<div><i>{escape(t('report_alone', self.lang))}</i></div>")
        head = escape(t("report_head", self.lang))
        self.text.value = f'<div class="pk-report"><b>{head}</b>{"".join(parts)}</div>'
        self.figure = self._figure(reports, names)
        self.picture = figure_picture(self.figure, chart_alt(self.figure.axes[0], self.lang))
        self.plot.value = self.picture.html(fit=True)
        self.button.layout.display = "none"
        self.plot.layout.display = None
        self.layout.display = None

    def _summary(self, report: GameReport, second: bool) -> str:
        return t(
            "report_summary_you" if second else "report_summary_other",
            self.lang,
            start=decimal_text(report.start, 1, self.lang),
            cost=decimal_text(report.cost_total, 1, self.lang),
            luck=signed_text(report.luck_total, 1, self.lang),
            total=points_text(report.total, self.lang),
        )

    def _decisions(self, report: GameReport, label: Callable[[Any, Any], str]) -> str:
        if not report.cost_steps:
            return f"<div>{escape(t('report_no_decisions', self.lang))}</div>"
        costly = report.costliest(COSTLIEST)
        if not costly:
            return f"<div>{escape(t('report_all_best', self.lang))}</div>"
        items = "".join(f"<li>{escape(self.costly_text(step, label))}</li>" for step in costly)
        head = escape(t("report_costly_head", self.lang))
        return f'<div>{head}</div><ul style="margin:2px 0">{items}</ul>'

    def costly_text(self, step: Cost, label: Callable[[Any, Any], str]) -> str:
        """One costly decision: the round, the move chosen, the better one, the cost."""
        values = {
            "chosen": label(step.state, step.move),
            "best": label(step.state, step.best),
            "cost": decimal_text(step.amount, 1, self.lang),
        }
        round_ = getattr(step.state, "round", None)
        if isinstance(round_, int):
            return t("report_costly_round", self.lang, round=round_, **values)
        return t("report_costly", self.lang, **values)

    def _figure(self, reports: Mapping[int, GameReport], names: list[str]) -> Any:
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure

        figure = Figure(figsize=(7, 3), dpi=80)
        FigureCanvasAgg(figure)
        ax = figure.subplots()
        figure.subplots_adjust(left=0.1, right=0.98, bottom=0.16, top=0.88)
        labelled: set[str] = set()
        for seat, report in sorted(reports.items()):
            trace = [float(v) for v in report.trace]
            (line,) = ax.plot(
                range(len(trace)), trace, drawstyle="steps-post", label=names[seat], lw=1.5
            )
            colour = line.get_color()
            ax.axhline(float(report.start), color=colour, ls="--", lw=0.8)
            ups = [s for s in report.luck_steps if s.amount > 0]
            downs = [s for s in report.luck_steps if s.amount < 0]
            costs = [s for s in report.cost_steps if s.amount > 0]
            for steps, marker, colour_, key in (
                (ups, "^", "tab:green", "report_plot_luck"),
                (downs, "v", "tab:red", "report_plot_bad_luck"),
                (costs, "x", "black", "report_plot_cost"),
            ):
                if steps:
                    shown = key not in labelled
                    labelled.add(key)
                    ax.scatter(
                        [s.index + 1 for s in steps],
                        [trace[s.index + 1] for s in steps],
                        marker=marker,
                        color=colour_,
                        s=24,
                        zorder=3,
                        label=t(key, self.lang) if shown else None,
                    )
        ax.set_title(t("report_plot_title", self.lang), fontsize=10)
        ax.set_xlabel(t("report_plot_x", self.lang), fontsize=9)
        ax.set_ylabel(t("report_plot_y", self.lang), fontsize=9)
        ax.tick_params(labelsize=8)
        if self.lang == "de":
            ax.yaxis.set_major_formatter(lambda value, _pos: significant_text(value, self.lang))
        handles, texts = ax.get_legend_handles_labels()
        order = sorted(range(len(texts)), key=lambda i: texts[i] not in names)  # seats first
        ax.legend([handles[i] for i in order], [texts[i] for i in order], fontsize=8)
        return figure
