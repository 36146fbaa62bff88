"""The Kniffel widget: a classic score card that shows each open box's score before you
choose, dice you hold by clicking, several players at one screen and computer seats.

The widget only draws the game and turns clicks into engine moves; every rule (what a box
scores, the Joker rule, when the turn or game ends) is the engine's.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from html import escape

import ipywidgets as w

import pyramide_kit.kniffel.labels  # noqa: F401  (registers the labels)
from pyramide_kit.checks import check_flag, check_seed
from pyramide_kit.errors import RuleError
from pyramide_kit.kniffel.game import Game, Move, new_game
from pyramide_kit.kniffel.moves import Dice, Roll, Write
from pyramide_kit.kniffel.rules import CATEGORIES, DICE, EXTRA_KNIFFEL_VARIANTS, LOWER, UPPER, Rules
from pyramide_kit.kniffel.strategy import BookAdvice, Greedy, check_policy
from pyramide_kit.seats import Player
from pyramide_kit.simulate import rng_for
from pyramide_kit.table import CHANCE, play_until_human
from pyramide_kit.ui.i18n import check_lang, t
from pyramide_kit.ui.parts import DiceTray, MessageLine, MoveLog, reporting_errors

__all__ = ["KniffelApp"]

_ROWS = (
    *UPPER,
    "upper_sum",
    "bonus",
    *LOWER,
    "extra",
    "lower_sum",
    "grand_total",
)
_CELL = "padding:2px 6px;border-bottom:1px solid #ccc"


class KniffelApp(w.VBox):
    """Play Kniffel alone or with up to six players, some of them computer seats.

    `players` lists names (human seats), `Player`s or (name, is_computer) pairs. Computer
    seats play their whole turn by themselves as soon as it is theirs (with `policy`,
    the rule text's advice `BookAdvice` by default), unless `auto_computer` is False:
    then the `computer_button` plays one computer turn per click. `seed` (a whole number
    or None) makes the dice repeat. Every move goes through the engine's `apply`:
    clicks become `Roll` and `Write` moves, computer seats play their policy's moves and
    chance throws with `sample_chance`.
    """

    def __init__(
        self,
        players: Sequence[Player | str | tuple[str, bool]] = ("Spieler 1",),
        lang: str = "de",
        seed: int | None = None,
        rules: Rules | None = None,
        policy: Greedy | BookAdvice | None = None,
        auto_computer: bool = True,
    ) -> None:
        self.lang = check_lang(lang)
        self.seed = check_seed(seed)
        self.policy = BookAdvice() if policy is None else check_policy(policy)
        self.auto_computer = check_flag(auto_computer, "auto_computer")
        self.game: Game = new_game(players, rules)
        super().__init__()
        self.rng = rng_for(self.seed)

        self.title = w.HTML(f"<h3>{escape(t('kniffel_title', lang))}</h3>")
        self.variant = w.Dropdown(
            options=[(t(f"kniffel_variant_{v}", lang), v) for v in EXTRA_KNIFFEL_VARIANTS],
            value=self.game.rules.extra_kniffel,
            description=t("kniffel_variant", lang),
            style={"description_width": "initial"},
            layout=w.Layout(width="460px"),
        )
        self.status = w.HTML()
        self.message = MessageLine(lang)
        self.tray = DiceTray(DICE, lang)
        self.throw_button = w.Button(description=t("throw", lang), button_style="primary")
        self.computer_button = w.Button(description=t("kniffel_computer_turn", lang))
        self.new_game_button = w.Button(description=t("new_game", lang))
        self.ranking = w.HTML()
        self.move_log = MoveLog(lang)
        self.category_buttons = {
            c: w.Button(layout=w.Layout(width="130px", height="26px")) for c in CATEGORIES
        }
        self.cells: dict[tuple[str, int], w.HTML] = {}
        self.sheet = w.GridBox()

        report = reporting_errors(self.message)
        self.throw_button.on_click(report(self._on_throw))
        self.computer_button.on_click(report(self._on_computer))
        self.new_game_button.on_click(report(self._on_new_game))
        for category, button in self.category_buttons.items():
            button.on_click(report(lambda _b, c=category: self._on_write(c)))

        self._build_sheet()
        self._play_computers()
        self._refresh()

    # ----- actions -------------------------------------------------------------------

    def _check_human(self) -> None:
        game = self.game
        if game.to_move is not None and game.seat.computer:
            raise RuleError("a computer seat is to play", "kniffel_err_computer")

    def _apply(self, move: Move) -> None:
        """Apply one move through the engine and log it."""
        before = self.game
        self.game = before.apply(move)
        if isinstance(move, Dice):
            self._log_throw(self.game)
        elif isinstance(move, Write):
            self._log_write(before, self.game)

    def _chance(self) -> None:
        """Let chance throw the dice a `Roll` has set rolling."""
        while self.game.to_move is CHANCE:
            self._apply(self.game.sample_chance(self.rng))

    def _on_throw(self, _button: object = None) -> None:
        self._check_human()
        self._apply(Roll.of(self.tray.held) if self.game.dice is not None else Roll())
        self._chance()
        self.message.clear()
        self._refresh()

    def _on_write(self, category: str) -> None:
        self._check_human()
        before = self.game
        self.game = before.write(category)
        self._log_write(before, self.game)
        self.message.clear()
        self._play_computers()
        self._refresh()

    def _on_computer(self, _button: object = None) -> None:
        if self.game.to_move is None or not self.game.seat.computer:
            raise RuleError("a human player is to play", "kniffel_err_human")
        self._computer_turn()
        self._refresh()

    def _on_new_game(self, _button: object = None) -> None:
        rules = replace(self.game.rules, extra_kniffel=self.variant.value)
        self.game = new_game(self.game.seats, rules)
        self.move_log.clear()
        self.message.clear()
        self._build_sheet()
        self._play_computers()
        self._refresh()

    def _computer_turn(self) -> None:
        """One whole turn of the computer seat to move: its policy's moves and chance's."""
        while True:
            self._chance()
            move = self.policy.choose(self.game)
            self._apply(move)
            if isinstance(move, Write):
                return

    def _play_computers(self) -> None:
        if not self.auto_computer:
            return
        for _before, move in play_until_human(self.game, self.rng, self.policy.choose):
            self._apply(move)

    # ----- log -----------------------------------------------------------------------

    def _log_throw(self, game: Game) -> None:
        dice = " ".join(str(d) for d in game.dice)
        self.move_log.add(t("kniffel_log_throw", self.lang, name=game.seat.name, dice=dice))

    def _log_write(self, before: Game, after: Game) -> None:
        move = after.history[-1]
        points = after.cards[before.current].box(move.category)
        name = t(f"kniffel_cat_{move.category}", self.lang)
        self.move_log.add(
            t("kniffel_log_write", self.lang, name=before.seat.name, points=points, category=name)
        )

    # ----- drawing -------------------------------------------------------------------

    def _build_sheet(self) -> None:
        seats = self.game.seats
        head = [w.HTML(f"<b>{escape(t('kniffel_category', self.lang))}</b>")]
        head += [w.HTML(f"<b>{escape(s.name)}</b>") for s in seats]
        head.append(w.HTML(""))
        children = list(head)
        self.cells = {}
        for row in _ROWS:
            key = f"kniffel_cat_{row}" if row in CATEGORIES else f"kniffel_{row}"
            bold = row not in CATEGORIES
            text = escape(t(key, self.lang))
            children.append(w.HTML(f"<b>{text}</b>" if bold else text))
            for i in range(len(seats)):
                self.cells[(row, i)] = w.HTML()
                children.append(self.cells[(row, i)])
            children.append(self.category_buttons[row] if row in CATEGORIES else w.HTML(""))
        self.sheet = w.GridBox(
            children,
            layout=w.Layout(
                grid_template_columns=f"150px repeat({len(seats)}, 90px) 140px",
                grid_gap="0px 4px",
            ),
        )
        self.children = [
            self.title,
            self.variant,
            self.status,
            self.tray,
            w.HBox([self.throw_button, self.computer_button, self.new_game_button]),
            self.message,
            self.sheet,
            self.ranking,
            self.move_log,
        ]

    def _cell_values(self, index: int) -> dict[str, str]:
        card = self.game.cards[index]
        values = {c: "" if card.box(c) is None else str(card.box(c)) for c in CATEGORIES}
        values["upper_sum"] = str(card.upper_sum)
        values["bonus"] = str(card.upper_bonus)
        values["extra"] = str(len(card.extra_kniffels))
        values["lower_sum"] = str(card.lower_sum + card.kniffel_bonus)
        values["grand_total"] = str(card.total)
        return values

    def _refresh(self) -> None:
        game = self.game
        for i in range(len(game.seats)):
            current = i == game.current and not game.over
            for row, value in self._cell_values(i).items():
                style = _CELL + (";background:#fff6d5" if current else "")
                weight = "bold" if row not in CATEGORIES else "normal"
                self.cells[
                    (row, i)
                ].value = (
                    f'<div style="{style};font-weight:{weight}">{escape(value) or "&nbsp;"}</div>'
                )
        human = not game.over and not game.seat.computer
        options: dict[str, int] = {}
        for move, points in (game.writes() if human else {}).items():
            options[move.category] = max(points, options.get(move.category, points))
        for category, button in self.category_buttons.items():
            points = options.get(category)
            if points is None:
                button.description, button.disabled = "", True
            else:
                key = "kniffel_write" if points else "kniffel_scratch"
                button.description = t(key, self.lang, points=points)
                button.disabled = False
        can_throw = human and any(isinstance(m, Roll) for m in game.legal_moves())
        self.throw_button.disabled = not can_throw
        self.computer_button.disabled = game.over or not game.seat.computer
        self.tray.show(
            game.dice or (None,) * DICE,
            held=game.held,
            can_hold=can_throw and game.dice is not None,
        )
        self._show_status()

    def _show_status(self) -> None:
        game = self.game
        if game.over:
            self.status.value = f"<b>{escape(t('game_over', self.lang))}</b>"
            lines = [
                escape(t("rank_line", self.lang, rank=r, name=game.seats[s].name, points=p))
                for r, s, p in game.ranking()
            ]
            self.ranking.value = f"<b>{escape(t('ranking', self.lang))}</b><br>" + "<br>".join(
                lines
            )
            return
        self.ranking.value = ""
        name = game.seat.name
        if game.dice is None:
            text = t("kniffel_throw_first", self.lang, name=name)
        else:
            text = t(
                "kniffel_turn",
                self.lang,
                round=game.round,
                name=name,
                throws=game.throws,
                most=game.rules.throws,
            )
        self.status.value = escape(text)

    # ----- for tests and teachers ----------------------------------------------------

    @property
    def scores(self) -> dict[str, int]:
        """Each player's current total."""
        return {s.name: total for s, total in zip(self.game.seats, self.game.totals(), strict=True)}
