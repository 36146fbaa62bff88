"""`SchmiedenApp`: Würfelpyramiden schmieden in a notebook, for one or several players.

Throw, click a rolled die, then a free place of its row. While a die is chosen, every
place of its row says whether it may go there and, if not, why (the engine's reason:
which condition fails, with the numbers). The pyramid grows on screen; at the end of a
round the points and the bonus are shown, and the twelve-round table fills up. Computer
seats play their rounds by the documented policy of `strategy`, move by move in the log.

The widget never decides a rule: every click becomes a move of the table protocol and
goes to the engine's `Game.apply` (the Throw button is `EndThrow()` if dice lie on the
table, then `Roll()`; chance then acts through `sample_chance`), computer seats play
`Policy.choose` through `pyramide_kit.table.play_until_human`, and a refused move shows
the engine's message, translated, on the message line. Player names are escaped.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

import ipywidgets as w

from pyramide_kit.checks import check_seed, whole_number
from pyramide_kit.errors import RuleError
from pyramide_kit.schmieden import labels  # noqa: F401  (registers the texts)
from pyramide_kit.schmieden.conditions import Placed, check_placed
from pyramide_kit.schmieden.game import Game, RoundRecord, new_game
from pyramide_kit.schmieden.moves import Dice, EndThrow, Place, Roll
from pyramide_kit.schmieden.pieces import DICE, PLACE_ROW, PLACES, ROW_DIE, ROW_PLACES, SLOT_ROW
from pyramide_kit.schmieden.rules import Rules
from pyramide_kit.schmieden.strategy import Policy
from pyramide_kit.seats import Player
from pyramide_kit.simulate import rng_for
from pyramide_kit.table import play_until_human
from pyramide_kit.ui.i18n import check_lang, error_text, t
from pyramide_kit.ui.parts import MessageLine, MoveLog, reporting_errors
from pyramide_kit.ui.svg import die_svg

__all__ = ["SchmiedenApp"]

_LAYOUT_ROWS = (("T",), ("M1", "M2"), ("B1", "B2", "B3"))


def pyramid_html(placed: Placed, size: int = 34) -> str:
    """A small picture of a pyramid (top row first); empty places are blank dice."""
    placed = check_placed(tuple(placed) if isinstance(placed, list) else placed)
    size = whole_number(size, "size", 8, 400)
    rows = []
    for row in _LAYOUT_ROWS:
        dice = "".join(
            die_svg(
                placed[PLACES.index(p)],
                ROW_DIE[PLACE_ROW[p]].colour,
                ROW_DIE[PLACE_ROW[p]].pip_colour,
                size=size,
                title=p,
            )
            if placed[PLACES.index(p)] is not None
            else _empty_place(size, p)
            for p in row
        )
        rows.append(f'<div style="text-align:center;white-space:nowrap">{dice}</div>')
    return f'<div style="display:inline-block">{"".join(rows)}</div>'


def _empty_place(size: int, place: str) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
        f'viewBox="0 0 100 100" role="img" aria-label="{place}"><title>{place}</title>'
        '<rect x="4" y="4" width="92" height="92" rx="16" fill="none" stroke="#999999" '
        'stroke-width="3" stroke-dasharray="10 8"/></svg>'
    )


class SchmiedenApp(w.VBox):
    """The game widget. `players` are names; `computers` adds computer seats after them.

    Readable state: `game` (the engine's `Game`), `selected` (the chosen die's slot),
    `message.text`, `move_log.lines`. Buttons for tests: `throw_button`, `end_button`,
    `new_game_button`, `die_buttons[slot]`, `place_buttons[place]`.
    """

    def __init__(
        self,
        players: Sequence[str | Player] | None = None,
        computers: int = 0,
        rules: Rules | None = None,
        policy: Policy = Policy(),
        lang: str = "de",
        seed: int | None = None,
    ) -> None:
        self.lang = check_lang(lang)
        self.seed = check_seed(seed)
        self._computers = whole_number(computers, "computers", 0)
        if not isinstance(policy, Policy):
            raise RuleError(
                f"the policy must be a schmieden Policy, not {policy!r}",
                "schmieden_err_policy",
                value=repr(policy),
            )
        self.rules = Rules() if rules is None else rules
        self.policy = policy
        self.rng = rng_for(self.seed)
        if players is None:
            players = [f"{t('player', lang)} 1"]
        elif isinstance(players, str) or not isinstance(players, Sequence):
            raise RuleError(
                f"players are a list of names, not {players!r}",
                "seats_err_list",
                value=repr(players),
            )
        self._players = list(players)
        self.selected: int | None = None
        self.game = self._new_table()

        self.heading = w.HTML(f"<h3>{escape(t('schmieden_title', lang))}</h3>")
        self.status = w.HTML()
        self.message = MessageLine(lang)
        self.move_log = MoveLog(lang)
        self.result = w.HTML()
        self.reasons = w.HTML()
        self.table = w.HTML()

        self.throw_button = w.Button(description=t("schmieden_throw", lang), button_style="primary")
        self.end_button = w.Button(description=t("schmieden_end_round", lang))
        self.new_game_button = w.Button(description=t("new_game", lang))
        self.throw_button.on_click(reporting_errors(self.message)(self._on_throw))
        self.end_button.on_click(reporting_errors(self.message)(self._on_end))
        self.new_game_button.on_click(reporting_errors(self.message)(self._on_new_game))

        self.die_faces = [w.HTML() for _ in DICE]
        self.die_buttons = [w.Button(description="", layout=w.Layout(width="64px")) for _ in DICE]
        for slot, button in enumerate(self.die_buttons):
            button.on_click(reporting_errors(self.message)(self._die_handler(slot)))
        self.place_faces = {p: w.HTML() for p in PLACES}
        self.place_buttons = {
            p: w.Button(description=p, layout=w.Layout(width="64px")) for p in PLACES
        }
        for place, button in self.place_buttons.items():
            button.on_click(reporting_errors(self.message)(self._place_handler(place)))

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
                for row in _LAYOUT_ROWS
            ],
            layout=w.Layout(width="300px"),
        )
        tray = w.HBox(
            [
                w.VBox([f, b], layout=w.Layout(align_items="center"))
                for f, b in zip(self.die_faces, self.die_buttons, strict=True)
            ]
        )
        super().__init__(
            [
                self.heading,
                self.status,
                w.HBox([self.throw_button, self.end_button, self.new_game_button]),
                tray,
                w.HBox([pyramid, w.VBox([self.reasons, self.result])]),
                self.message,
                self.table,
                self.move_log,
            ]
        )
        self._start()

    # ---- game flow ------------------------------------------------------------------
    def _new_table(self) -> Game:
        """A new game from the players and computer seats (the engine checks the count)."""
        computers = [(f"{t('computer', self.lang)} {i + 1}", True) for i in range(self._computers)]
        return new_game([*self._players, *computers], self.rules)

    def _start(self) -> None:
        self.game = self._new_table()
        self.selected = None
        self.move_log.clear()
        self.result.value = ""
        self.message.info(t("schmieden_hint_throw", self.lang))
        self._apply()

    def _name(self, index: int | None = None) -> str:
        return self.game.seats[self.game.current if index is None else index].name

    def _on_throw(self, _button: object = None) -> None:
        game = self.game
        if game.turn.rolled is not None:
            game = game.apply(EndThrow())
        self._apply(game.apply(Roll()))
        self.message.info(t("schmieden_hint_pick", self.lang))

    def _on_end(self, _button: object = None) -> None:
        self._apply(self.game.apply(EndThrow()))

    def _on_new_game(self, _button: object = None) -> None:
        self._start()

    def _die_handler(self, slot: int):
        def handler(_button: object = None) -> None:
            turn = self.game.turn
            if slot not in turn.rolled_slots:
                raise turn.why_not(slot, ROW_PLACES[SLOT_ROW[slot]][0])
            self.selected = slot
            allowed = turn.legal_places(slot)
            self.message.info(
                t(
                    "schmieden_selected",
                    self.lang,
                    colour=t(f"schmieden_colour_{SLOT_ROW[slot]}", self.lang),
                    value=turn.rolled[slot],
                    places=", ".join(allowed) or t("schmieden_none", self.lang),
                )
            )
            self._render()

        return handler

    def _place_handler(self, place: str):
        def handler(_button: object = None) -> None:
            if self.selected is None:
                raise RuleError("click a rolled die first", "schmieden_err_pick_die")
            game = self.game.apply(Place(self.selected, place))
            self._log(self.game, Place(self.selected, place))
            self.message.clear()
            self._apply(game)

        return handler

    def _apply(self, game: Game | None = None) -> None:
        """Keep the new game, let chance and the computer seats act until a human is to
        move (each step into the log), and show every round that ended."""
        if game is not None:
            self._note_round(self.game, game)
            self.game = game
        for before, move in play_until_human(self.game, self.rng, self.policy.choose):
            after = before.apply(move)
            self._log(before, move)
            self._note_round(before, after)
            self.game = after
        self._render()

    def _note_round(self, before: Game, after: Game) -> None:
        """If `after` has recorded a round more than `before`, show its result."""
        if len(after.records) > len(before.records):
            self.selected = None
            self._show_result(after, after.records[-1])

    def _log(self, before: Game, move: object) -> None:
        """A log line for a throw shown or a die placed (rolls and ends say nothing)."""
        name = before.seats[before.current].name
        if isinstance(move, Dice):
            dice = " ".join(
                f"{t(f'schmieden_colour_{row}', self.lang)} {v}"
                for row, values in (
                    ("base", move.white),
                    ("middle", move.blue),
                    ("top", move.green),
                )
                for v in values
            )
            self.move_log.add(t("schmieden_log_throw", self.lang, name=name, dice=dice))
        elif isinstance(move, Place):
            value = before.turn.rolled[move.slot]
            self.move_log.add(
                t("schmieden_log_place", self.lang, name=name, value=value, place=move.place)
            )

    def _show_result(self, game: Game, record: RoundRecord) -> None:
        name = game.seats[record.player].name
        if record.complete:
            text = t(
                "schmieden_complete",
                self.lang,
                name=name,
                throw=record.throws,
                base=record.base_points,
                bonus=record.bonus,
                points=record.points,
            )
        else:
            text = t("schmieden_failed", self.lang, name=name, throw=record.throws)
        self.result.value = f"<div>{escape(text)}</div>{pyramid_html(record.placed)}"
        self.move_log.add(text)

    # ---- drawing --------------------------------------------------------------------
    def _render(self) -> None:
        game, turn = self.game, self.game.turn
        if game.over:
            names = ", ".join(game.seats[i].name for i in game.winners())
            self.status.value = f"<b>{escape(t('game_over', self.lang))} "
            self.status.value += f"{escape(t('schmieden_winners', self.lang, names=names))}</b>"
        else:
            self.status.value = escape(
                t(
                    "schmieden_status",
                    self.lang,
                    round=game.round,
                    rounds=self.rules.rounds,
                    name=self._name(),
                    throw=turn.throws,
                    max=self.rules.max_throws,
                )
            )
        rolled = turn.rolled or (None,) * 6
        for slot, (face, button) in enumerate(zip(self.die_faces, self.die_buttons, strict=True)):
            die = DICE[slot]
            value = rolled[slot] if not game.over else None
            face.value = die_svg(value, die.colour, die.pip_colour, held=slot == self.selected)
            button.description = "✓" if slot == self.selected else str(value or "·")
            button.disabled = value is None
            button.button_style = "info" if slot == self.selected else ""
        self._render_places()
        self.throw_button.disabled = game.over or turn.last_throw
        self.end_button.disabled = game.over or not turn.last_throw
        self._render_table()

    def _render_places(self) -> None:
        turn = self.game.turn
        reasons = []
        for place in PLACES:
            die = ROW_DIE[PLACE_ROW[place]]
            value = turn.value(place)
            self.place_faces[place].value = (
                die_svg(value, die.colour, die.pip_colour, size=48, title=place)
                if value is not None
                else _empty_place(48, place)
            )
            button = self.place_buttons[place]
            button.tooltip = ""
            button.button_style = ""
            if self.selected is None or PLACE_ROW[place] != SLOT_ROW[self.selected]:
                continue
            error = turn.why_not(self.selected, place)
            if error is None:
                button.button_style = "success"
            else:
                button.button_style = "danger"
                button.tooltip = error_text(error, self.lang)
                reasons.append(f"<li><b>{place}</b>: {escape(button.tooltip)}</li>")
        self.reasons.value = (
            f"<b>{escape(t('schmieden_why', self.lang))}</b><ul>{''.join(reasons)}</ul>"
            if reasons
            else ""
        )

    def _render_table(self) -> None:
        game = self.game
        cell = 'style="border:1px solid #bbbbbb;padding:1px 8px"'
        head = "".join(f"<th {cell}>{escape(p.name)}</th>" for p in game.seats)
        rows = []
        for number, row in enumerate(game.score_table(), start=1):
            cells = "".join(f"<td {cell}>{'' if v is None else v}</td>" for v in row)
            rows.append(f"<tr><td {cell}>{number}</td>{cells}</tr>")
        totals = "".join(f"<td {cell}><b>{v}</b></td>" for v in game.totals())
        zeros = "".join(f"<td {cell}>{v}</td>" for v in game.zero_rounds())
        self.table.value = (
            '<table style="border-collapse:collapse;text-align:center;line-height:1.3">'
            f"<tr><th {cell}>{escape(t('schmieden_table_round', self.lang))}</th>{head}</tr>"
            f"{''.join(rows)}"
            f"<tr><td {cell}><b>{escape(t('total', self.lang))}</b></td>{totals}</tr>"
            f"<tr><td {cell}>{escape(t('schmieden_zero_rounds', self.lang))}</td>{zeros}</tr>"
            "</table>"
        )
