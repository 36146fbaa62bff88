"""The duel widget: choose your die, the computer takes the one that beats it.

Whichever of Miwin's dice the student picks, the computer answers with the die that
wins 17 of 36 duels against it (16 lost, 3 ties). The running counts stand beside the
exact chance, so students watch "the better die" lose although every die is somebody's
better die.

The widget is one board (`table_view`, `pyramide_kit.ui.board`): a click on one of the
three dice chooses it (ids `choose:III`, `choose:IV`, `choose:V`), *Throw duel* and
*10 duels* (`duel:1`, `duel:10`) throw. Who wins a duel and which die the computer takes
are asked of `pyramide_kit.mauro.duel`.
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

from pyramide_kit.checks import check_seed, whole_number
from pyramide_kit.dice import MIWIN_DICE
from pyramide_kit.i18n import check_lang, decimal_text, plural, t
from pyramide_kit.mauro.duel import Duel, die_named, new_duel, win_fraction
from pyramide_kit.simulate import rng_for
from pyramide_kit.ui.board import Board
from pyramide_kit.ui.parts import MessageLine
from pyramide_kit.ui.rules_panel import RulesPanel
from pyramide_kit.ui.scenes import action, die_item

__all__ = ["DuelApp"]

_MOST_DUELS = 10_000
"""The most duels one call of `throw` throws."""

_HISTORY = 10
"""How many of the latest duels the board lists."""

_RESULT = {1: "mauro_duel_won", -1: "mauro_duel_lost", 0: "mauro_duel_tie"}


class DuelApp(w.VBox):
    """Duels of two of Miwin's dice; a click on a die chooses yours, the actions throw 1
    or 10 duels. `duel` is the running `Duel`, `table_view` the board."""

    def __init__(self, lang: str = "de", seed: int | None = None, die: str = "III") -> None:
        super().__init__()
        self.lang = check_lang(lang)
        self.seed = check_seed(seed)
        self.rng = rng_for(self.seed)
        self.duel: Duel = new_duel(die)
        self.title = w.HTML(f"<h3>{escape(t('mauro_duel_title', lang))}</h3>")
        self.table_view = Board(lang, t("mauro_duel_title", lang))
        self.message = MessageLine(lang)
        self.table_view.on_pick(self._pick)
        self.table_view.on_error(self._refused)
        self.rules_panel = RulesPanel("mauro_duel_rules", self.lang)
        self.table_view.explain(self.rules_panel.terms)
        header = self.rules_panel.header(self.title)
        self.children = [header, self.rules_panel, *self.board(), self.message]
        self._refresh()

    def __repr__(self) -> str:
        """A stored notebook shows how to start the duels, not the widget's internals."""
        return t("widget_repr", self.lang, name=t("mauro_duel_title", self.lang))

    def board(self) -> list[w.Widget]:
        """The widgets of the board: the one board, nothing else to type."""
        return [self.table_view]

    @property
    def last(self) -> tuple[int, int] | None:
        """The last duel's numbers (yours, the computer's), if any."""
        return self.duel.throws[-1] if self.duel.throws else None

    def choose(self, name: str) -> None:
        """Take die `name` (III, IV or V) and start counting again; the computer answers."""
        self.duel = new_duel(die_named(name))
        self.message.clear()
        self._refresh()

    def throw(self, times: int = 1) -> None:
        """Throw `times` duels (the actions throw 1 and 10)."""
        duel = self.duel
        for _ in range(whole_number(times, "times", 1, _MOST_DUELS)):
            duel = duel.roll(self.rng)
        self.duel = duel
        self.message.clear()
        self._refresh()

    # ----- the board -----------------------------------------------------------------

    def _pick(self, item_id: str) -> None:
        kind, _, what = item_id.partition(":")
        if kind == "choose":
            self.choose(what)
        else:
            self.throw(int(what))

    def _refused(self, error: Exception) -> None:
        self.message.error(error)
        self._refresh()

    def _refresh(self) -> None:
        duel, lang = self.duel, self.lang
        roles = {
            duel.player_die: t("mauro_duel_yours", lang),
            duel.computer_die: t("mauro_duel_computers", lang),
        }
        choices = []
        for die in MIWIN_DICE:
            faces = " ".join(map(str, die.faces))
            item = die_item(
                None,
                die,
                lang,
                item_id=f"choose:{die.name}",
                disabled=die == duel.player_die,
                marked=die == duel.player_die,
                caption=roles.get(die, ""),
            )
            item.update(text=die.name, label=t("mauro_duel_faces", lang, die=die.name, faces=faces))
            choices.append(item)
        faces = " · ".join(
            t("mauro_duel_faces", lang, die=die.name, faces=" ".join(map(str, die.faces)))
            for die in MIWIN_DICE
        )
        mine, theirs = self.last or (None, None)
        you, computer = duel.player_die, duel.computer_die
        shown = [
            die_item(
                mine,
                you,
                lang,
                numeral=True,
                rolled=mine is not None,
                caption=t("mauro_duel_you", lang, die=you.name),
            ),
            die_item(
                theirs,
                computer,
                lang,
                numeral=True,
                rolled=theirs is not None,
                caption=t("mauro_duel_computer", lang, die=computer.name),
            ),
        ]
        n = len(duel.throws)
        parts = [
            {"kind": "row", "title": t("mauro_duel_choose", lang), "items": choices},
            {"kind": "text", "text": faces, "style": "hint"},
            {"kind": "text", "text": t("mauro_duel_computer_takes", lang, die=computer.name)},
            {"kind": "row", "title": t("mauro_duel_last", lang), "items": shown},
            {"kind": "text", "text": self._result_words(), "style": "strong"},
            {
                "kind": "row",
                "items": [
                    action("duel:1", t("mauro_duel_throw", lang), True, primary=True),
                    action("duel:10", t("mauro_duel_throw10", lang), True),
                ],
            },
            {"kind": "text", "text": self._score_words()},
            {"kind": "text", "text": self._exact_words()},
        ]
        if n > 1:
            latest = " · ".join(f"{a}:{b}" for a, b in duel.throws[-_HISTORY:])
            parts.append(
                {
                    "kind": "text",
                    "text": t("mauro_duel_history", lang, throws=latest),
                    "style": "hint",
                }
            )
        self.table_view.show({"roll": n, "parts": parts})

    def _result_words(self) -> str:
        if self.last is None:
            return t("mauro_duel_none", self.lang)
        mine, theirs = self.last
        return t(_RESULT[self.duel.results[-1]], self.lang, mine=mine, theirs=theirs)

    def _score_words(self) -> str:
        duel = self.duel
        return t(
            "mauro_duel_score",
            self.lang,
            you=duel.player_wins,
            computer=duel.computer_wins,
            ties=plural("mauro_duel_ties", duel.ties, self.lang),
            after=plural("mauro_duel_after", len(duel.throws), self.lang),
        )

    def _exact_words(self) -> str:
        duel = self.duel
        n = len(duel.throws)
        exact = win_fraction(duel.computer_die, duel.player_die)
        share = decimal_text(duel.computer_wins / n, 3, self.lang) if n else ""
        observed = f"{duel.computer_wins}/{n} = {share}" if n else "-"
        return t(
            "mauro_duel_exact",
            self.lang,
            won_rel=observed,
            exact=str(exact),
            exact_float=decimal_text(exact, 3, self.lang),
        )
