"""The Mauro widget: three coloured dice, the running series, and the rule text's score table.

One student plays alone, or several players share one screen; computer seats throw by
themselves. The widget is a `TableShell` (`pyramide_kit.ui.shell`): a click on *Throw*
is the seat's `Roll` and a click on *Stop* its `Bank`, both through `play`; the shell
lets chance throw and the computer seats play their policy's `choose` until a human is to
move, and writes every throw into the log. What a throw is worth, when the series ends,
whether stopping is allowed and who ranks where are all asked of the engine.

The dice always say whose throw they show ("Last throw · Robo: pasch ..."), so after a
computer's turn its dice are never mistaken for your own.

The coach (the shell's toggle, `pyramide_kit.ui.coach`) advises where there is a choice:
variant 1 with `Rules(may_stop=True)`, once the series holds points (throw again or
stop). Its values are `mauro.optimal.move_values`: the exact expected points this turn
banks with optimal play afterwards; the other turns do not depend on the choice, so that
also ranks the choices by the final total. With several players it maximises the
student's own expected points, not the chance to win (the coach says so under its help
line while it is on). A computer seat plays optimally with `policy=OptimalPolicy()` (or
one policy per computer seat: `{seat: policy}`, read by `pyramide_kit.ui.policies`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from fractions import Fraction
from html import escape
from typing import Any

import ipywidgets as w

from pyramide_kit.dice import MIWIN_DICE
from pyramide_kit.mauro import labels as _labels  # noqa: F401  (registers the texts)
from pyramide_kit.mauro import optimal
from pyramide_kit.mauro.game import BANKED, LOST, SCORED, STOPPED, Game, Turn, new_game
from pyramide_kit.mauro.moves import Bank, Dice, Roll
from pyramide_kit.mauro.optimal import OptimalPolicy
from pyramide_kit.mauro.rules import Rules, check_rules
from pyramide_kit.mauro.strategy import ComputerPolicy
from pyramide_kit.mauro.throws import Throw
from pyramide_kit.seats import Player
from pyramide_kit.ui.i18n import check_lang, t
from pyramide_kit.ui.parts import DiceTray
from pyramide_kit.ui.policies import seat_policies
from pyramide_kit.ui.shell import TableShell, numbered_seats

__all__ = ["MauroApp"]

Policy = ComputerPolicy | OptimalPolicy
"""What can play a computer seat of Mauro."""
_POLICIES = (ComputerPolicy, OptimalPolicy)

_CELL = "padding:1px 5px;text-align:center"
_COUNTED = "background:#d9d9d9;font-weight:bold"  # the rule text greys the points that count
_SUMMARY = {LOST: "mauro_sum_lost", BANKED: "mauro_sum_banked", STOPPED: "mauro_sum_stopped"}


class MauroApp(TableShell):
    """Play Mauro (variant 1 or 2) with 1 to 8 players, some of them computer seats.

    `players` lists names, `Player`s or (name, is_computer) pairs; `rules` is a
    `mauro.Rules` (the variant box chooses the variant of each new game); `policy` plays
    the computer seats (it matters only with `Rules(may_stop=True)`): one policy for all
    of them (`ComputerPolicy`, the default, or `OptimalPolicy`), one per computer seat in
    seat order, or a mapping {seat index or name: policy} for some of them (the others
    play `ComputerPolicy()`); `seed` (a whole number, or None) makes the dice repeat.
    `policies` is the policy of each computer seat.
    """

    title_key = "mauro_title"

    def __init__(
        self,
        players: Sequence[Player | str | tuple[str, bool]] | int = 1,
        lang: str = "de",
        seed: int | None = None,
        rules: Rules | None = None,
        policy: Policy | Sequence[Policy] | Mapping[int | str, Policy] | None = None,
    ) -> None:
        lang = check_lang(lang)
        rules = check_rules(Rules() if rules is None else rules)
        players = numbered_seats(players, lang)
        seats = new_game(players, rules).seats
        self.policies = seat_policies(policy, seats, ComputerPolicy(), _POLICIES)
        self.variant = w.Dropdown(
            options=[(t("mauro_variant", lang, variant=v), v) for v in (1, 2)],
            value=rules.variant,
            description=t("mauro_variant_next", lang),
            style={"description_width": "initial"},
            layout=w.Layout(width="260px"),
        )
        self.tray_caption = w.HTML()
        self.tray = DiceTray(3, lang, dice=MIWIN_DICE)
        for toggle in self.tray.toggles:  # Mauro never holds dice
            toggle.layout.display = "none"
        self.throw_button = w.Button(description=t("throw", lang), button_style="primary")
        self.bank_button = w.Button(description=t("mauro_bank", lang))
        self.series = w.HTML()
        self.table = w.HTML()
        self.on_click(self.throw_button, lambda _: self.play(Roll()))
        self.on_click(self.bank_button, lambda _: self.play(Bank()))
        super().__init__(players, rules=rules, lang=lang, seed=seed)

    # ----- what the shell asks -------------------------------------------------------

    def new_state(self, players: Any, rules: Rules) -> Game:
        """A new game with the variant chosen in the box (the other rules as given)."""
        return new_game(players, replace(rules, variant=self.variant.value))

    def board(self) -> list[w.Widget]:
        return [
            self.variant,
            self.tray_caption,
            self.tray,
            w.HBox([self.throw_button, self.bank_button]),
            self.series,
            self.table,
        ]

    def coach_values(self, state: Game) -> dict[Roll | Bank, Fraction] | None:
        """The exact expected points of the running turn after each choice
        (`optimal.move_values`); None where there is no choice (no stopping in these
        rules, or an empty series)."""
        if not state.rules.can_stop or len(state.legal_moves()) < 2:
            return None
        return optimal.move_values(state)

    def coach_meaning(self) -> str:
        return self.tr("mauro_coach_meaning")

    def coach_label(self, state: Game, move: Roll | Bank) -> str:
        """ "throw again", "stop and bank 3 points"."""
        if isinstance(move, Bank):
            return self.count("mauro_coach_bank", state.series_total)
        return self.tr("mauro_coach_roll")

    def todo(self) -> str:
        game = self.state
        where = {"round": game.round, "rounds": game.rules.rounds}
        if game.rules.variant == 2:
            return self.tr("mauro_todo_once", **where)
        if Bank() in game.legal_moves():
            return self.tr("mauro_todo_or_stop", points=self.points(game.series_total), **where)
        if game.series:
            return self.tr("mauro_todo_again", **where)
        return self.tr("mauro_todo_throw", **where)

    def describe(self, state: Game, move: Any) -> str | None:
        """One line per throw (what it showed and what it did) and per stop."""
        if isinstance(move, Roll):
            return None
        name = state.player.name
        summary = self._summary(state.apply(move))
        if isinstance(move, Dice):
            key = "mauro_log_throw_you" if self.is_you(state.current) else "mauro_log_throw"
            return self.tr(key, name=name, dice=str(move), summary=summary)
        return self.tr("mauro_log_stop", name=name, summary=summary)

    def redraw(self) -> None:
        game = self.state
        shown, thrower = self.last_throw, self.last_thrower
        self.tray.show(shown if shown is not None else (None, None, None), can_hold=False)
        if thrower is None:
            self.tray_caption.value = escape(self.tr("mauro_tray_empty"))
        else:
            caption = self.tr(
                "mauro_tray", name=game.seats[thrower].name, summary=self._summary(game)
            )
            self.tray_caption.value = f"<b>{escape(caption)}</b>"
        if game.rules.variant == 1 and not game.over:
            self.series.value = escape(
                self.tr(
                    "mauro_series",
                    points=self.points(game.series_total),
                    throws=self.count("mauro_in_throws", len(game.series)),
                )
            )
        else:
            self.series.value = ""
        legal = game.legal_moves() if self.human_to_move else ()
        self.throw_button.disabled = Roll() not in legal
        self.bank_button.disabled = Bank() not in legal
        self.bank_button.layout.display = "" if game.rules.can_stop else "none"
        self.table.value = self._table_html()

    # ----- what the board shows ------------------------------------------------------

    @property
    def last_throw(self) -> Throw | None:
        """The throw the dice show: the latest of the series or of the last turn."""
        game = self.state
        if game.series:
            return game.series[-1]
        return game.turns[-1].throws[-1] if game.turns else None

    @property
    def last_thrower(self) -> int | None:
        """The seat whose throw the dice show (None before the first throw)."""
        game = self.state
        if game.series:
            return game.current
        return game.turns[-1].player if game.turns else None

    def points(self, n: int) -> str:
        """ "1 point", "3 Punkte": a number of points with the right plural."""
        return self.count(self.total_key, n)

    def _summary(self, game: Game) -> str:
        """What the last throw (or stop) did: the running series, or how the turn ended."""
        if game.series:
            kind = self.tr(f"mauro_class_{game.throw_class(game.series[-1]).value}")
            return self.tr("mauro_sum_series", kind=kind, points=self.points(game.series_total))
        turn = game.turns[-1]
        if turn.result == SCORED:
            return self.points(turn.banked)
        return self.tr(_SUMMARY[turn.result], points=self.points(turn.banked))

    def _line_mark(self, turn: Turn, index: int) -> str:
        """What the rule text writes in the points column for one throw line."""
        last = index == len(turn.throws) - 1
        if turn.result == SCORED:
            points = turn.points[index]
            return str(points) if points else self.tr("mauro_line_none")
        if not last or turn.result == STOPPED:
            return str(turn.points[index])
        if turn.result == LOST:
            return self.tr("mauro_line_lost")
        return self.tr("mauro_line_weiter")

    def _turn_lines(self, turn: Turn | None, running: tuple[Throw, ...]) -> list[str]:
        """HTML cells (III, IV, V, points) for each throw line of one turn."""
        lines = []
        throws = turn.throws if turn is not None else running
        for i, throw in enumerate(throws):
            cells = "".join(
                f'<td style="{_CELL};color:{die.pip_colour}">{v}</td>'
                for v, die in zip(throw, MIWIN_DICE, strict=True)
            )
            if turn is None:
                mark, counted = str(self.state.series_points[i]), False
            else:
                mark = self._line_mark(turn, i)
                counted = turn.banked > 0 and turn.points[i] > 0
            style = f"{_CELL};{_COUNTED}" if counted else _CELL
            lines.append(f'{cells}<td style="{style}">{escape(mark)}</td>')
        return lines

    def _table_html(self) -> str:
        game = self.state
        heads = "".join(
            f'<th colspan="4" style="{_CELL}">{self.name(i)}</th>' for i in range(len(game.seats))
        )
        dice_heads = "".join(
            "".join(f'<th style="{_CELL};color:{d.pip_colour}">{d.name}</th>' for d in MIWIN_DICE)
            + f'<th style="{_CELL}">{escape(self.tr("mauro_points"))}</th>'
            for _ in game.seats
        )
        rows = [f"<tr><th></th>{heads}</tr>", f"<tr><th></th>{dice_heads}</tr>"]
        for round_ in range(1, game.rules.rounds + 1):
            per_player = []
            for i in range(len(game.seats)):
                turn = game.turn_of(i, round_)
                running = (
                    game.series
                    if turn is None and not game.over and game.round == round_ and game.current == i
                    else ()
                )
                per_player.append(self._turn_lines(turn, running))
            height = max(1, *(len(lines) for lines in per_player))
            for line in range(height):
                label = f"{round_}." if line == 0 else ""
                cells = "".join(
                    lines[line] if line < len(lines) else f'<td colspan="4" style="{_CELL}"></td>'
                    for lines in per_player
                )
                border = "border-top:1px solid #999" if line == 0 else ""
                rows.append(f'<tr style="{border}"><td style="{_CELL}">{label}</td>{cells}</tr>')
        totals = "".join(
            f'<td colspan="3" style="{_CELL}">{escape(self.tr("total"))}:</td>'
            f'<td style="{_CELL};font-weight:bold">{total}</td>'
            for total in game.totals()
        )
        rows.append(f'<tr style="border-top:2px solid #333"><td></td>{totals}</tr>')
        return (
            '<table style="border-collapse:collapse;font-family:monospace">'
            + "".join(rows)
            + "</table>"
        )
