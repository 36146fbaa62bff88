"""`SchmiedenApp`: Würfelpyramiden schmieden in a notebook, for one or several players.

Throw, click a rolled die, then a place of its row. While a die is chosen, every place of
its row says whether the die may go there and, if not, why (the engine's reason: which
condition fails, with the numbers). The pyramid grows on screen; each finished round is
written into the log (newest first) and into the "last rounds" box beside the pyramid, and
the twelve-round table fills up. Computer seats play their rounds by the documented policy
of `strategy`, move by move in the log.

The widget is a `TableShell` (`pyramide_kit.ui.shell`) and decides no rule: a click on
*Throw* is the seat's `Roll()`, a click on a place is `Place(die, place)`, *End throw*
(*End round* on the last throw) is `EndThrow()`, each through `play`; the shell lets chance
roll and the computer seats play `Policy.choose` until a human is to move. A button is
enabled exactly when its move is among the state's `legal_moves()` and a human is to move;
a refused move shows the engine's message, translated. Choosing a die is not a move: the
choice is forgotten whenever the state changes (after any move, a new round, a new game).

The coach (the shell's toggle) values every legal move by `schmieden.optimal.move_values`:
the exact expected points of this round after the move (rounds do not influence each
other, so this ranks the moves by the final total too). With several players it still
maximises the student's own points. Moves that differ only in which of two equal dice of
a row they take are one choice (`coach_key`). The first answer computes the whole round
once (about 10 to 16 seconds; the message line says so), then every click is answered
from memory. A computer seat plays `OptimalPolicy()` where `policy` says so (read by
`pyramide_kit.ui.policies`).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from fractions import Fraction
from html import escape
from typing import Any

import ipywidgets as w

from pyramide_kit.checks import whole_number
from pyramide_kit.errors import RuleError
from pyramide_kit.schmieden import labels as _labels  # noqa: F401  (registers the texts)
from pyramide_kit.schmieden import optimal
from pyramide_kit.schmieden.game import Game, RoundRecord, new_game
from pyramide_kit.schmieden.moves import Dice, EndThrow, Place, Roll
from pyramide_kit.schmieden.optimal import OptimalPolicy
from pyramide_kit.schmieden.pieces import DICE, PLACE_ROW, PLACES, ROW_PLACES, ROWS, SLOT_ROW
from pyramide_kit.schmieden.rules import Rules
from pyramide_kit.schmieden.strategy import Policy
from pyramide_kit.schmieden.views import LAYOUT_ROWS, place_svg, pyramid_html, score_table_html
from pyramide_kit.seats import Player
from pyramide_kit.table import CHANCE
from pyramide_kit.ui.i18n import check_lang, error_text, t
from pyramide_kit.ui.policies import seat_policies
from pyramide_kit.ui.shell import TableShell
from pyramide_kit.ui.svg import die_svg

__all__ = ["SchmiedenApp", "pyramid_html"]

SeatPolicy = Policy | OptimalPolicy

_PREPARED: set[Rules] = set()
"""Rules whose whole round the coach has computed in this session. `optimal` keeps its
memo per rules in memory; computing the round from the empty pyramid once (about 10 to
16 seconds) fills it, so every later answer takes milliseconds. Without it the memo
would grow throw by throw, and a new throw could take seconds."""


class SchmiedenApp(TableShell):
    """The game widget. `players` are names, `Player`s or (name, is_computer) pairs (None:
    one player); `computers` adds that many computer seats after them; `rules` is a
    schmieden `Rules`; `policy` plays the computer seats: a `Policy` (the default),
    `OptimalPolicy()`, one per computer seat in seat order, or a dict from computer seats'
    names (or numbers) to policies (the others play `Policy()`); `seed` (a whole number,
    or None) makes the dice repeat.

    Readable state: `state` (also `game`: the engine's `Game`), `policies` (the policy of
    each computer seat), `selected` (the chosen die's slot or None), `message.text`,
    `move_log.lines`, `result`, `reasons`, `table`.
    Buttons: `throw_button`, `end_button`, `new_button` (also `new_game_button`),
    `die_buttons[slot]`, `place_buttons[place]`.
    """

    title_key = "schmieden_title"

    def __init__(
        self,
        players: Sequence[str | Player | tuple[str, bool]] | None = None,
        computers: int = 0,
        rules: Rules | None = None,
        policy: SeatPolicy | Sequence[SeatPolicy] | Mapping[str | int, SeatPolicy] | None = None,
        lang: str = "de",
        seed: int | None = None,
    ) -> None:
        lang = check_lang(lang)
        computers = whole_number(computers, "schmieden computers", 0)
        if players is not None and (isinstance(players, str) or not isinstance(players, Sequence)):
            raise RuleError(
                f"players are a list of names, not {players!r}",
                "seats_err_list",
                value=repr(players),
            )
        humans = [f"{t('player', lang)} 1"] if players is None else list(players)
        machines = [Player(f"{t('computer', lang)} {i + 1}", True) for i in range(computers)]
        seats = new_game([*humans, *machines], rules).seats  # checks seats and rules
        self.policies = seat_policies(policy, seats, Policy(), (Policy, OptimalPolicy))
        self.selected: int | None = None
        self._selected_in: Game | None = None

        self.throw_button = w.Button(description=t("schmieden_throw", lang), button_style="primary")
        self.end_button = w.Button(description=t("schmieden_end_throw", lang))
        self.on_click(self.throw_button, lambda _: self.play(Roll()))
        self.on_click(self.end_button, lambda _: self.play(EndThrow()))

        self.die_faces = [w.HTML() for _ in DICE]
        self.die_buttons = [w.Button(description="", layout=w.Layout(width="64px")) for _ in DICE]
        for slot, button in enumerate(self.die_buttons):
            self.on_click(button, lambda _, slot=slot: self.choose_die(slot))
        self.place_faces = {p: w.HTML() for p in PLACES}
        self.place_buttons = {
            p: w.Button(description=p, layout=w.Layout(width="64px")) for p in PLACES
        }
        for place, button in self.place_buttons.items():
            self.on_click(button, lambda _, place=place: self.choose_place(place))
        self.reasons = w.HTML()
        self.result = w.HTML()
        self.table = w.HTML()
        super().__init__(seats, rules=Rules() if rules is None else rules, lang=lang, seed=seed)

    # ---- what the shell asks ----------------------------------------------------------
    def new_state(self, players: Sequence[Player], rules: Rules) -> Game:
        return new_game(players, rules)

    def coach_values(self, state: Game) -> dict[Roll | Place | EndThrow, Fraction] | None:
        """The exact expected points of this round after each legal move of the seat to
        move (`optimal.move_values`); None where no seat is to move."""
        if state.over or state.to_move is None or state.to_move is CHANCE:
            return None
        if state.rules not in _PREPARED:
            with self.message.meanwhile(self.tr("schmieden_coach_computing")):
                optimal.round_value(state.rules)
            _PREPARED.add(state.rules)
        return optimal.move_values(state)

    def coach_key(self, state: Game, move: Any) -> Hashable:
        """What makes two moves the same choice: for a `Place`, the die's row and value
        and the place (which of two equal dice is taken changes nothing)."""
        if isinstance(move, Place):
            return (SLOT_ROW[move.slot], state.turn.rolled[move.slot], move.place)
        return move

    def coach_meaning(self) -> str:
        return self.tr("schmieden_coach_meaning")

    def coach_label(self, state: Game, move: Any) -> str:
        """The coach's name of a move: "place the green 2 on T", "end the throw", ..."""
        turn = state.turn
        if isinstance(move, Place):
            return self.tr(
                "schmieden_coach_place",
                colour=self._colour(SLOT_ROW[move.slot]),
                value=turn.rolled[move.slot],
                place=move.place,
            )
        if isinstance(move, EndThrow):
            what = "end" if turn.placed_now else "pass"
            return self.tr(f"schmieden_coach_{what}{'_last' if turn.last_throw else ''}")
        if isinstance(move, Roll):
            return self.count("schmieden_coach_roll", turn.placed.count(None))
        return super().coach_label(state, move)

    def board(self) -> list[w.Widget]:
        pyramid = w.VBox(
            [
                w.HBox(
                    [
                        w.VBox(
                            [self.place_faces[p], self.place_buttons[p]],
                            layout=w.Layout(align_items="center", margin="0 6px"),
                        )
                        for p in row
                    ],
                    layout=w.Layout(justify_content="center"),
                )
                for row in LAYOUT_ROWS
            ],
            layout=w.Layout(width="300px"),
        )
        tray = w.HBox(
            [
                w.VBox([face, button], layout=w.Layout(align_items="center"))
                for face, button in zip(self.die_faces, self.die_buttons, strict=True)
            ]
        )
        return [
            w.HBox([self.throw_button, self.end_button]),
            tray,
            w.HBox([pyramid, w.VBox([self.reasons, self.result])]),
            self.table,
        ]

    def todo(self) -> str:
        game = self.state
        turn = game.turn
        moves = game.legal_moves()
        # before a throw, the status names the throw to come ("throw 1 of 6", never 0)
        coming = Roll() in moves
        where = self.tr(
            "schmieden_where",
            round=game.round,
            rounds=game.rules.rounds,
            throw=turn.throws + 1 if coming else turn.throws,
            max=game.rules.max_throws,
        )
        last = "_last" if turn.last_throw else ""
        if coming:
            what = self.tr("schmieden_todo_throw")
        elif turn.base_needed_now:
            what = self.count("schmieden_todo_base", turn.base_needed_now)
        elif any(isinstance(m, Place) for m in moves):
            what = self.tr(f"schmieden_todo_place{last}")
        else:
            what = self.tr(f"schmieden_todo_end{last}")
        return f"{where} · {what}"

    def describe(self, state: Game, move: Any) -> str | None:
        """A throw shown, a die placed, a pass; the move that ends a round also says the
        round's result. `Roll()` says nothing (the throw's line follows)."""
        name = state.seats[state.current].name
        turn = state.turn
        line = None
        if isinstance(move, Dice):
            dice = ", ".join(
                f"{self._colour(row)} {value}" for row in ROWS for value in move.row(row)
            )
            line = self.tr("schmieden_log_throw", name=name, throw=turn.throws + 1, dice=dice)
        elif isinstance(move, Place):
            line = self.tr(
                "schmieden_log_place",
                name=name,
                colour=self._colour(SLOT_ROW[move.slot]),
                value=turn.rolled[move.slot],
                place=move.place,
            )
        elif isinstance(move, EndThrow) and not turn.placed_now:
            line = self.tr("schmieden_log_pass", name=name, throw=turn.throws)
        after = state.apply(move)
        if len(after.records) > len(state.records):
            ended = self.round_line(after, after.records[-1])
            line = ended if line is None else f"{line} · {ended}"
        return line

    def redraw(self) -> None:
        game = self.state
        if self._selected_in is not game:
            self.selected = None
        turn = game.turn
        human = self.human_to_move
        legal = set(game.legal_moves()) if human else set()
        rolled = turn.rolled or (None,) * len(DICE)
        for slot, (face, button) in enumerate(zip(self.die_faces, self.die_buttons, strict=True)):
            die = DICE[slot]
            value = rolled[slot]
            chosen = slot == self.selected
            face.value = die_svg(value, die.colour, die.pip_colour, held=chosen)
            button.description = "✓" if chosen else str(value or "·")
            button.disabled = not (human and slot in turn.rolled_slots)
            button.button_style = "info" if chosen else ""
        self._draw_places(legal)
        self.throw_button.disabled = Roll() not in legal
        self.end_button.disabled = EndThrow() not in legal
        self.end_button.description = self.tr(
            "schmieden_end_round" if turn.last_throw else "schmieden_end_throw"
        )
        self._draw_results()
        self.table.value = score_table_html(
            [seat.name for seat in game.seats],
            game.score_table(),
            game.totals(),
            game.zero_rounds(),
            {
                "round": self.tr("schmieden_table_round"),
                "total": self.tr("total"),
                "zero_rounds": self.tr("schmieden_zero_rounds"),
            },
        )

    # ---- clicks -----------------------------------------------------------------------
    def choose_die(self, slot: int) -> None:
        """Choose the rolled die in `slot` (not a move): its row's places then show where
        it may go and why not elsewhere. A die not on the table is refused with the
        engine's reason, and nothing changes."""
        game = self.state
        if not (self.human_to_move and slot in game.turn.rolled_slots):
            # no such die to place now: the engine says why (throw first, game over, ...)
            game.apply(Place(slot, ROW_PLACES[SLOT_ROW[slot]][0]))
            return
        self.selected, self._selected_in = slot, game
        allowed = [m.place for m in game.legal_moves() if isinstance(m, Place) and m.slot == slot]
        self.message.info(
            self.tr(
                "schmieden_selected",
                colour=self._colour(SLOT_ROW[slot]),
                value=game.turn.rolled[slot],
                places=", ".join(allowed) or self.tr("schmieden_none"),
            )
        )
        self.redraw()

    def choose_place(self, place: str) -> bool:
        """Put the chosen die into `place` (the move `Place(selected, place)`)."""
        if self.selected is None:
            raise RuleError("click a rolled die first", "schmieden_err_pick_die")
        return self.play(Place(self.selected, place))

    # ---- reading ----------------------------------------------------------------------
    @property
    def rules(self) -> Rules:
        return self.state.rules

    def round_line(self, game: Game, record: RoundRecord) -> str:
        """A finished round in words: who, which round, the pyramid's points."""
        points = self.count("shell_points", record.points)
        if not record.complete:
            result = self.count("schmieden_result_failed", record.throws, points=points)
        elif record.bonus:
            result = self.tr(
                "schmieden_result_bonus",
                throw=record.throws,
                base=record.base_points,
                bonus=record.bonus,
                points=points,
            )
        else:
            result = self.tr("schmieden_result_complete", throw=record.throws, points=points)
        name = game.seats[record.player].name
        return self.tr("schmieden_log_round", name=name, round=record.round, result=result)

    # ---- drawing ----------------------------------------------------------------------
    def _colour(self, row: str) -> str:
        return self.tr(f"schmieden_colour_{row}")

    def _draw_places(self, legal: set) -> None:
        turn = self.state.turn
        reasons = []
        for place in PLACES:
            self.place_faces[place].value = place_svg(place, turn.value(place), 48)
            button = self.place_buttons[place]
            button.tooltip = ""
            button.button_style = ""
            chosen = self.selected
            button.disabled = chosen is None or Place(chosen, place) not in legal
            if chosen is None or PLACE_ROW[place] != SLOT_ROW[chosen]:
                continue
            error = turn.why_not(chosen, place)
            if error is None:
                button.button_style = "success"
            else:
                button.button_style = "danger"
                button.tooltip = error_text(error, self.lang)
                reasons.append(f"<li><b>{place}</b>: {escape(button.tooltip)}</li>")
        self.reasons.value = (
            f"<b>{escape(self.tr('schmieden_why'))}</b><ul>{''.join(reasons)}</ul>"
            if reasons
            else ""
        )

    def _draw_results(self) -> None:
        """Each seat's last finished round, with its pyramid (your own round stays in view
        while the computer seats play theirs)."""
        game = self.state
        last: dict[int, RoundRecord] = {}
        for record in game.records:
            last[record.player] = record
        if not last:
            self.result.value = ""
            return
        items = "".join(
            f"<div>{escape(self.round_line(game, last[seat]))}</div>"
            f"{pyramid_html(last[seat].placed, size=22)}"
            for seat in sorted(last)
        )
        self.result.value = f"<b>{escape(self.tr('schmieden_last_rounds'))}</b>{items}"
