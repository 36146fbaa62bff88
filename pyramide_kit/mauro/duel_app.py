"""The duel widget: choose your die, the computer takes the one that beats it.

Whichever of Miwin's dice the student picks, the computer answers with the die that
wins 17 of 36 duels against it (16 lost, 3 ties). The running counts stand beside the
exact chance, so students watch "the better die" lose although every die is somebody's
better die.
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

from pyramide_kit.checks import check_seed
from pyramide_kit.dice import MIWIN_DICE
from pyramide_kit.mauro import labels as _labels  # noqa: F401  (registers the texts)
from pyramide_kit.mauro.duel import Duel, new_duel
from pyramide_kit.simulate import rng_for
from pyramide_kit.ui.i18n import check_lang, t
from pyramide_kit.ui.parts import MessageLine, reporting_errors
from pyramide_kit.ui.svg import die_svg

__all__ = ["DuelApp"]


class DuelApp(w.VBox):
    """Duels of two of Miwin's dice; `choice` picks yours, the buttons throw 1 or 10."""

    def __init__(self, lang: str = "de", seed: int | None = None, die: str = "III") -> None:
        super().__init__()
        self.lang = check_lang(lang)
        self.seed = check_seed(seed)
        self.rng = rng_for(self.seed)
        self.duel: Duel = new_duel(die)
        self.title = w.HTML(f"<h3>{escape(t('mauro_duel_title', lang))}</h3>")
        self.choice = w.ToggleButtons(
            options=[d.name for d in MIWIN_DICE],
            value=die,
            description=t("mauro_duel_choose", lang),
            style={"description_width": "initial", "button_width": "60px"},
        )
        self.computer_choice = w.HTML()
        self.faces = w.HTML()
        self.throw_button = w.Button(
            description=t("mauro_duel_throw", lang), button_style="primary"
        )
        self.throw10_button = w.Button(description=t("mauro_duel_throw10", lang))
        self.score = w.HTML()
        self.exact = w.HTML()
        self.message = MessageLine(lang)
        report = reporting_errors(self.message)
        self.choice.observe(report(self._on_choose), names="value")
        self.throw_button.on_click(report(lambda _b: self._throw(1)))
        self.throw10_button.on_click(report(lambda _b: self._throw(10)))
        self.children = [
            self.title,
            self.choice,
            self.computer_choice,
            self.faces,
            w.HBox([self.throw_button, self.throw10_button]),
            self.score,
            self.exact,
            self.message,
        ]
        self._refresh()

    def __repr__(self) -> str:
        """A stored notebook shows how to start the duels, not the widget's internals."""
        return t("widget_repr", self.lang, name=t("mauro_duel_title", self.lang))

    def _on_choose(self, change: dict) -> None:
        self.duel = new_duel(change["new"])
        self.message.clear()
        self._refresh()

    def _throw(self, times: int) -> None:
        duel = self.duel
        for _ in range(times):
            duel = duel.roll(self.rng)
        self.duel = duel
        self._refresh()

    @property
    def last(self) -> tuple[int, int] | None:
        """The last duel's numbers (yours, the computer's), if any."""
        return self.duel.throws[-1] if self.duel.throws else None

    def _refresh(self) -> None:
        duel, lang = self.duel, self.lang
        self.computer_choice.value = escape(
            t("mauro_duel_computer_takes", lang, die=duel.computer_die.name)
        )
        mine, theirs = self.last or (None, None)
        you, computer = duel.player_die, duel.computer_die
        you_label = escape(t("mauro_duel_you", lang, die=you.name))
        computer_label = escape(t("mauro_duel_computer", lang, die=computer.name))
        self.faces.value = (
            '<div style="display:flex;gap:16px;align-items:center">'
            f"<span>{you_label}</span>"
            + die_svg(mine, you.colour, you.pip_colour, title=you.name)
            + "<span>:</span>"
            + die_svg(theirs, computer.colour, computer.pip_colour, title=computer.name)
            + f"<span>{computer_label}</span></div>"
        )
        n = len(duel.throws)
        self.score.value = (
            "<b>"
            + escape(
                t(
                    "mauro_duel_score",
                    lang,
                    you=duel.player_wins,
                    computer=duel.computer_wins,
                    ties=duel.ties,
                    n=n,
                )
            )
            + "</b>"
        )
        exact = duel.exact_computer_win
        observed = f"{duel.computer_wins}/{n} = {duel.computer_wins / n:.3f}" if n else "-"
        self.exact.value = escape(
            t(
                "mauro_duel_exact",
                lang,
                won_rel=observed,
                exact=str(exact),
                exact_float=f"{float(exact):.3f}",
            )
        )
