"""The Kniffel widget on the shared `TableShell`: a classic score card whose buttons show
what each open box would score now, dice you hold by clicking, several players at one
screen and computer seats that play by themselves.

The widget only draws the game and turns clicks into moves: the Throw button is the
`Roll` keeping the held dice, a box's button is the `Write` of that box that pays most.
Every rule (what a box scores, the Joker rule, when a turn or the game ends, the
ranking) is the engine's; the shell resolves chance and computer seats, shows refusals,
keeps the move log and ranks the table.

Rulings of the widget: changing the extra-Kniffel rule in the drop-down starts a new game
under that rule at once (the message line says so), so the drop-down always shows the
rule in play. While a game runs, the buttons belong to the seat to write: a written box
shows what was written ("✓ 25"), an open box what these dice would put into it, and
nothing before the turn's first throw or where the Joker rule forbids the box.

The coach (the shell's toggle) values every legal move by `kniffel.optimal.move_values`:
the expected final total of the card of the seat to move under optimal play from there
(the upper bonus and every extra point included). With several players it still
maximises the student's own points, not the chance to win. Keeps of the same dice (two
4s: either one) are one choice (`coach_key`). Its table is built on first use (a few
seconds, the message line counts the percent) and cached in the user's cache directory,
so later sessions only load it. A computer seat plays `OptimalPolicy()` where `policy`
says so (read by `pyramide_kit.ui.policies`).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import replace
from html import escape
from typing import Any

import ipywidgets as w

import pyramide_kit.kniffel.labels  # noqa: F401  (registers the labels)
from pyramide_kit.kniffel import optimal
from pyramide_kit.kniffel.game import Game, Move, new_game
from pyramide_kit.kniffel.moves import Dice, Roll, Write
from pyramide_kit.kniffel.rules import (
    CATEGORIES,
    DICE,
    EXTRA_KNIFFEL_VARIANTS,
    LOWER,
    MAX_PLAYERS,
    UPPER,
    Rules,
    check_rules,
)
from pyramide_kit.kniffel.strategy import AnyPolicy, BookAdvice, Greedy, OptimalPolicy
from pyramide_kit.seats import Player, seats_from
from pyramide_kit.table import CHANCE
from pyramide_kit.ui.i18n import check_lang, t
from pyramide_kit.ui.parts import DiceTray
from pyramide_kit.ui.policies import seat_policies
from pyramide_kit.ui.shell import TableShell

__all__ = ["KniffelApp"]

_ROWS = (*UPPER, "upper_sum", "bonus", *LOWER, "extra", "lower_sum", "grand_total")
_CELL = "padding:0 4px;line-height:21px;border-bottom:1px solid var(--jp-border-color2, #ccc)"
_CURRENT = ";background:var(--jp-warn-color3, #fff6d5)"
_STYLE = """<style>
.pyramide-kit-kniffel .kniffel-sheet > * { margin: 0; }
.pyramide-kit-kniffel .kniffel-sheet .widget-html-content,
.pyramide-kit-kniffel .kniffel-sheet .jupyter-widget-html-content { line-height: 22px; }
.pyramide-kit-kniffel .kniffel-box { height: 22px; line-height: 22px; padding: 0 6px; }
</style>"""
"""Keeps the 20 rows of the card at 22 pixels each, so card and dice fit a laptop screen."""

_POLICIES = (Greedy, BookAdvice, OptimalPolicy)
"""What can play a computer seat of Kniffel (`strategy.AnyPolicy`)."""

_READY: set[Rules] = set()
"""Rules whose optimal table this session has already loaded or built (`optimal.table`
keeps it in memory; the first call per rules may build it, which takes seconds)."""


class KniffelApp(TableShell):
    """Play Kniffel alone or with up to six players, some of them computer seats.

    `players` lists names (human seats), `Player`s or (name, is_computer) pairs (default:
    one human seat). `lang` is "de" or "en"; `seed` (a whole number or None) makes the
    dice repeat; `rules` is a kniffel `Rules` (its extra-Kniffel rule is also chosen in
    the drop-down); `policy` plays the computer seats: the rule text's advice
    `BookAdvice()` by default, `Greedy()`, `OptimalPolicy()`, one per computer seat in
    seat order, or a dict from computer seats' names (or numbers) to policies (the others
    play `BookAdvice()`); `policies` is the policy of each computer seat. Computer seats
    play their turns by themselves after each human move.
    """

    title_key = "kniffel_title"

    def __init__(
        self,
        players: Sequence[Player | str | tuple[str, bool]] | None = None,
        lang: str = "de",
        seed: int | None = None,
        rules: Rules | None = None,
        policy: AnyPolicy | Sequence[AnyPolicy] | Mapping[str | int, AnyPolicy] | None = None,
    ) -> None:
        lang = check_lang(lang)
        if players is None:
            players = (t("kniffel_default_player", lang),)
        seats = seats_from(players, 1, MAX_PLAYERS, "Kniffel")
        rules = check_rules(rules)
        self.policies = seat_policies(policy, seats, BookAdvice(), _POLICIES)

        self.variant = w.Dropdown(
            options=[(t(f"kniffel_variant_{v}", lang), v) for v in EXTRA_KNIFFEL_VARIANTS],
            value=rules.extra_kniffel,
            layout=w.Layout(width="420px"),
        )
        self.tray = DiceTray(DICE, lang)
        self.throw_button = w.Button(description=t("throw", lang), button_style="primary")
        self.category_buttons = {
            c: w.Button(layout=w.Layout(width="124px", height="22px", margin="0"))
            for c in CATEGORIES
        }
        for button in self.category_buttons.values():
            button.add_class("kniffel-box")
        self.writer_head = w.HTML()
        self.cells: dict[tuple[str, int], w.HTML] = {}
        self.sheet = self._build_sheet(seats, lang)
        self._tray_state: Game | None = None

        self.on_click(self.throw_button, lambda _: self.play(self._throw_move()))
        for category, button in self.category_buttons.items():
            self.on_click(button, lambda _, c=category: self.play(self._write_move(c)))
        for toggle in self.tray.toggles:
            toggle.observe(lambda _: self._enable_throw(), names="value")

        super().__init__(seats, rules=rules, lang=lang, seed=seed)
        self.variant.observe(self._on_variant, names="value")
        self.add_class("pyramide-kit-kniffel")

    # ----- what the shell asks -------------------------------------------------------

    def new_state(self, players: Any, rules: Any) -> Game:
        """A fresh game under `rules` with the extra-Kniffel rule of the drop-down."""
        return new_game(players, replace(check_rules(rules), extra_kniffel=self.variant.value))

    def computer_move(self, state: Game) -> Move:
        if isinstance(self.policies[state.to_move], OptimalPolicy):
            self._ensure_table(state.rules)
        return super().computer_move(state)

    def coach_values(self, state: Game) -> dict[Move, float] | None:
        """The expected final total of the card of the seat to move after each of its
        legal moves (`optimal.move_values`); None where there is nothing to decide (the
        first throw of a turn)."""
        if state.over or state.to_move is None or state.to_move is CHANCE:
            return None
        self._ensure_table(state.rules)
        if state.dice is None:
            return None  # the first throw of a turn: nothing to decide
        return optimal.move_values(state)

    def coach_key(self, state: Game, move: Move) -> Hashable:
        """What makes two moves the same choice: for a `Roll`, the values kept."""
        if isinstance(move, Roll) and state.dice is not None:
            return tuple(sorted(state.dice[p] for p in move.keep))
        return move

    def coach_meaning(self) -> str:
        return self.tr("kniffel_coach_meaning")

    def coach_label(self, state: Game, move: Any) -> str:
        """The coach's name of a move: "keep 4 4 6 and throw 2 dice", "write into Full
        house (25)", "scratch Ones (0)", ..."""
        if isinstance(move, Roll):
            if state.dice is None:
                return self.tr("kniffel_coach_first", n=DICE)
            if not move.keep:
                return self.tr("kniffel_coach_reroll", n=DICE)
            kept = _faces(sorted(state.dice[p] for p in move.keep))
            return self.count("kniffel_coach_keep", DICE - len(move.keep), kept=kept)
        if isinstance(move, Write):
            points = state.writes().get(move, 0)
            before = state.card
            after = state.apply(move).cards[state.current]
            bonus = after.kniffel_bonus - before.kniffel_bonus
            shown = self.tr("kniffel_coach_bonus", points=points, bonus=bonus) if bonus else points
            category = self._category(move.category)
            if move.extra:
                return self.tr("kniffel_coach_extra", category=category, points=shown)
            if points == 0 and not bonus:
                return self.tr("kniffel_coach_scratch", category=category)
            return self.tr("kniffel_coach_write", category=category, points=shown)
        return super().coach_label(state, move)

    def board(self) -> list[w.Widget]:
        variant_label = w.HTML(f"<small>{escape(self.tr('kniffel_variant'))}</small>")
        controls = w.VBox(
            [self.tray, self.throw_button, variant_label, self.variant],
            layout=w.Layout(margin="0 0 0 12px"),
        )
        return [
            w.HTML(_STYLE, layout=w.Layout(height="0px", margin="0")),
            w.HBox(
                [self.sheet, controls],
                layout=w.Layout(flex_flow="row wrap", align_items="flex-start"),
            ),
        ]

    def todo(self) -> str:
        state = self.state
        if state.dice is None:
            return self.tr("kniffel_todo_first", round=state.round)
        if any(isinstance(m, Roll) for m in state.legal_moves()):
            text = self.count(
                "kniffel_todo_more", state.throws_left, round=state.round, throws=state.throws
            )
        else:
            text = self.count("kniffel_todo_write", state.rules.throws, round=state.round)
        allowed = [c for c in CATEGORIES if c in {m.category for m in state.writes()}]
        if len(allowed) < len(state.card.open_categories):
            names = ", ".join(self._category(c) for c in allowed)
            text += self.count("kniffel_todo_joker", len(allowed), allowed=names)
        return text

    def describe(self, state: Game, move: Move) -> str | None:
        """One log line per throw and per written box (a Roll is told with its throw)."""
        name = state.seats[state.current].name
        you = "_you" if self.is_you(state.current) else ""
        if isinstance(move, Dice):
            thrown = _faces(move.values)
            if state.dice is None or not state.held:
                return self.tr(f"kniffel_log_throw{you}", name=name, dice=thrown)
            kept = _faces(state.dice[i] for i in state.held)
            return self.tr(f"kniffel_log_rethrow{you}", name=name, kept=kept, dice=thrown)
        if not isinstance(move, Write):
            return None
        before = state.card
        after = state.apply(move).cards[state.current]
        points = after.box(move.category)
        category = self._category(move.category)
        if move.extra:
            line = self.count(f"kniffel_log_extra{you}", points, name=name, category=category)
        elif points == 0:
            line = self.tr(f"kniffel_log_scratch{you}", name=name, category=category)
        else:
            line = self.count(f"kniffel_log_write{you}", points, name=name, category=category)
        bonus = after.kniffel_bonus - before.kniffel_bonus
        if bonus:
            line += self.count("kniffel_log_bonus", bonus)
        return line

    def redraw(self) -> None:
        state = self.state
        if state is not self._tray_state:  # a refused click keeps the student's holds
            self._tray_state = state
            rolls = self.human_to_move and any(isinstance(m, Roll) for m in state.legal_moves())
            self.tray.show(
                state.dice or (None,) * DICE,
                held=state.held,
                can_hold=rolls and state.dice is not None,
            )
        self._enable_throw()
        self._draw_cells()
        self._draw_buttons()

    # ----- clicks become moves -------------------------------------------------------

    def _throw_move(self) -> Roll:
        """The Throw button's move: a Roll keeping the held dice (a `RuleError` for all
        five held, shown in the message line)."""
        return Roll.of(self.tray.held)

    def _write_move(self, category: str) -> Write:
        """A box button's move: the legal Write of `category` that pays most, or the
        plain Write (which the engine refuses, saying why)."""
        best = self._best_writes().get(category)
        return Write(category) if best is None else best[0]

    def _best_writes(self) -> dict[str, tuple[Write, int]]:
        """For each category the dice may go into now, its Write that pays most (a "book"
        further Kniffel's extra points on a tie) and the points it writes."""
        best: dict[str, tuple[Write, int]] = {}
        for move, points in self.state.writes().items():
            known = best.get(move.category)
            if known is None or (points, move.extra) > (known[1], known[0].extra):
                best[move.category] = (move, points)
        return best

    def _on_variant(self, change: dict) -> None:
        """A new extra-Kniffel rule starts a new game under it, and says so."""
        self.new_game()
        variant = self.tr(f"kniffel_variant_{change['new']}")
        self.message.info(self.tr("kniffel_variant_changed", variant=variant))

    # ----- the coach -----------------------------------------------------------------

    def _ensure_table(self, rules: Rules) -> None:
        """Load or build the optimal table of `rules` (from memory after the first time).
        The first time per rules in a session the message line says the coach is
        computing its table; while it builds, the line counts the percent; then it shows
        what it said before."""
        message = self.message
        text = self.tr("kniffel_coach_computing")
        shown = [-1]

        def progress(done: int, total: int) -> None:
            percent = 100 * done // max(total, 1)
            if percent != shown[0]:
                shown[0] = percent
                message.info(self.tr("kniffel_coach_progress", text=text, percent=percent))

        with message.meanwhile(None if rules in _READY else text):
            optimal.table(rules, progress=progress)
        _READY.add(rules)

    # ----- drawing -------------------------------------------------------------------

    def _category(self, category: str) -> str:
        return self.tr(f"kniffel_cat_{category}")

    def _build_sheet(self, seats: Sequence[Player], lang: str) -> w.GridBox:
        head = [w.HTML(f"<b>{escape(t('kniffel_category', lang))}</b>")]
        head += [w.HTML(f"<b>{escape(s.name)}</b>") for s in seats]
        children = [*head, self.writer_head]
        for row in _ROWS:
            key = f"kniffel_cat_{row}" if row in CATEGORIES else f"kniffel_{row}"
            text = escape(t(key, lang))
            children.append(w.HTML(text if row in CATEGORIES else f"<b>{text}</b>"))
            for i in range(len(seats)):
                self.cells[(row, i)] = w.HTML()
                children.append(self.cells[(row, i)])
            children.append(self.category_buttons[row] if row in CATEGORIES else w.HTML())
        sheet = w.GridBox(
            children,
            layout=w.Layout(
                grid_template_columns=f"128px repeat({len(seats)}, minmax(48px, auto)) 124px",
                grid_gap="0px 4px",
                align_items="center",
            ),
        )
        sheet.add_class("kniffel-sheet")
        return sheet

    def _draw_cells(self) -> None:
        state = self.state
        for i, card in enumerate(state.cards):
            values = {c: card.box(c) for c in CATEGORIES}
            values.update(
                upper_sum=card.upper_sum,
                bonus=card.upper_bonus,
                extra=len(card.extra_kniffels),
                lower_sum=card.lower_sum + card.kniffel_bonus,
                grand_total=card.total,
            )
            style = _CELL + (_CURRENT if i == state.current and not state.over else "")
            for row, value in values.items():
                weight = "normal" if row in CATEGORIES else "bold"
                shown = "&nbsp;" if value is None else str(value)
                self.cells[
                    (row, i)
                ].value = f'<div style="{style};font-weight:{weight}">{shown}</div>'

    def _draw_buttons(self) -> None:
        """Label and enable the box buttons for the seat to write (see the module)."""
        state = self.state
        legal = set(state.legal_moves()) if self.human_to_move else set()
        best = self._best_writes()
        card = None if state.over else state.card
        self.writer_head.value = "" if card is None else f"<b>{self.name(state.current)}</b>"
        for category, button in self.category_buttons.items():
            written = None if card is None else card.box(category)
            button.tooltip = ""
            if card is None:
                button.description = ""
            elif written is not None:
                button.description = self.tr("kniffel_written", points=written)
            elif category in best:
                points = best[category][1]
                key = "kniffel_write" if points else "kniffel_scratch"
                button.description = self.tr(key, points=points)
            else:
                button.description = ""
                if state.dice is not None:
                    button.tooltip = self.tr("kniffel_joker_tip")
            button.disabled = category not in best or best[category][0] not in legal

    def _enable_throw(self) -> None:
        """The Throw button is enabled exactly when its Roll is a legal move of a human."""
        try:
            move: Roll | None = self._throw_move()
        except ValueError:
            move = None
        self.throw_button.disabled = not (
            self.human_to_move and move is not None and move in self.state.legal_moves()
        )

    # ----- for tests and teachers ----------------------------------------------------

    @property
    def scores(self) -> dict[str, int]:
        """Each player's current total."""
        return {
            s.name: total for s, total in zip(self.state.seats, self.state.totals(), strict=True)
        }


def _faces(values: Any) -> str:
    return " ".join(str(v) for v in values)
