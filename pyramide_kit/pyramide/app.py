"""`PyramideApp`: play Pyramide in a notebook, alone or as a group at one screen.

Throw, click "Hold" under the dice to keep, throw again (up to three times), see the
best pyramid drawn, optionally type a build of your own to have it checked, then click
the box of the score sheet to write the round score. Computer seats play their turns
by themselves (`ComputerPolicy.choose`) and every move is logged.

The widget is a `TableShell` (seats, status, message line, move log, new game, ranking):
it only draws the `Game` and turns clicks into its moves. The Throw button plays
`Roll(held dice)` and the shell lets chance throw (`chance_move`); a box button plays
`Write(box)`. Every rule, including when a throw or a box is allowed, is the engine's:
a button is enabled exactly when its move is in `legal_moves()` and a human is to move.
The hand-build check asks `Game.assess`; it is no move and changes nothing.

The coach (the shell's toggle, `pyramide_kit.ui.coach`) values every choice exactly with
`pyramide.optimal.move_values`: the expected final total of the student's own sheet
(every box times its weight) with optimal play afterwards. With several players it still
maximises the student's own expected points, not the chance to win (the coach says so
under its help line while it is on). Throws that keep the same pips are one choice for
the coach (`coach_key`), whichever positions the held dice have. A computer seat plays
optimally with `policy=OptimalPolicy()` (or one policy per computer seat: `{seat:
policy}`, read by `pyramide_kit.ui.policies`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from html import escape
from typing import Any

import ipywidgets as w

from pyramide_kit.checks import check_seed
from pyramide_kit.dice import D6
from pyramide_kit.errors import RuleError
from pyramide_kit.pyramide import labels as _labels  # noqa: F401  (registers the texts)
from pyramide_kit.pyramide import optimal
from pyramide_kit.pyramide.build import ROW_SIZES, Build
from pyramide_kit.pyramide.game import Game, new_game
from pyramide_kit.pyramide.moves import Dice, Roll, Write
from pyramide_kit.pyramide.optimal import OptimalPolicy, RoundScorePolicy
from pyramide_kit.pyramide.rules import BOXES, Rules
from pyramide_kit.pyramide.strategy import ComputerPolicy
from pyramide_kit.seats import Player
from pyramide_kit.ui.i18n import check_lang, t
from pyramide_kit.ui.parts import DiceTray, PyramidSheetView
from pyramide_kit.ui.policies import seat_policies
from pyramide_kit.ui.shell import TableShell, numbered_seats
from pyramide_kit.ui.svg import die_svg

__all__ = ["PyramideApp", "build_html", "build_text", "parse_rows"]

Policy = ComputerPolicy | OptimalPolicy | RoundScorePolicy
"""What can play a computer seat: anything with `choose(state)` among the kit's policies."""
_POLICIES = (ComputerPolicy, OptimalPolicy, RoundScorePolicy)


def parse_rows(text: str) -> tuple[str | None, tuple[tuple[int, ...], ...]]:
    """Read a typed build, top row first ('2 / 3 2 / 4 6 5'): (kind, rows from the base)."""
    parts = [p.split() for p in text.strip().split("/")] if text.strip() else []
    if not parts or any(not p for p in parts):
        raise RuleError("cannot read the build", "pyr_hand_unreadable")
    try:
        rows = tuple(tuple(int(v) for v in p) for p in reversed(parts))
    except ValueError:
        raise RuleError("cannot read the build", "pyr_hand_unreadable") from None
    sizes = tuple(len(r) for r in rows)
    kind = {shape: kind for kind, shape in ROW_SIZES.items()}.get(sizes)
    if kind is None:
        raise RuleError(
            "a pyramid has rows of 3-2-1 (large), 3-2 (half) or 2-1 (small) dice",
            "pyr_err_shape",
            kind="?",
            shape="3-2-1, 3-2, 2-1",
        )
    return kind, rows


def build_text(build: Build, lang: str) -> str:
    """A build in words: "large pyramid 2 / 3 2 / 4 6 5", or "no pyramid"."""
    kind = t(f"pyr_kind_{build.kind or 'none'}", lang)
    return f"{kind} {build.describe()}" if build.kind else kind


def build_html(build: Build, lang: str, size: int = 44) -> str:
    """The build drawn as a pyramid of dice (top row first), with its score."""
    rows = "".join(
        '<div style="text-align:center;line-height:0">'
        + "".join(die_svg(v, size=size) for v in row)
        + "</div>"
        for row in reversed(build.rows)
    )
    kind = escape(t(f"pyr_kind_{build.kind or 'none'}", lang))
    unused = " ".join(str(d) for d in build.unused)
    extra = f" · {escape(t('pyr_unused', lang, dice=unused))}" if unused else ""
    return (
        f'<div style="display:inline-block;padding:6px">{rows}'
        f'<div style="text-align:center">{kind}: <b>{build.score}</b>{extra}</div></div>'
    )


def _pips(values: Sequence[int]) -> str:
    return " ".join(str(v) for v in values)


class PyramideApp(TableShell):
    """The Pyramide table. `players` are names or `Player` seats (computer=True to let
    the kit play them), 1 to `rules.max_players` of them; `seed` (a whole number or None)
    makes the dice reproducible; `policy` plays the computer seats. Every argument is
    checked before anything is drawn; player names are shown escaped.

    The widgets that tests and lessons use: `tray` (the dice and their Hold toggles),
    `throw_button`, `box_buttons` (by row: top, middle, bottom), `best_view` (the best
    build drawn), `hand_entry` and `hand_button` (the hand-build check), `sheet_views`
    (one pyramid sheet per seat, wrapping onto new lines), and the shell's `status`, `message`,
    `move_log`, `ranking_view`, `coach` and `new_button`. `state` (also `game`) is the
    `Game` shown.

    `policy` is one policy for every computer seat (`ComputerPolicy`, the default;
    `OptimalPolicy` for optimal play; `RoundScorePolicy`), one per computer seat in seat
    order, or a mapping {seat index or name: policy} for some computer seats (the others
    play `ComputerPolicy()`); `policies` is the policy of each computer seat.
    """

    title_key = "pyr_title"

    def __init__(
        self,
        players: Sequence[str | Player | tuple[str, bool]] | int = 1,
        lang: str = "de",
        seed: int | None = None,
        rules: Rules | None = None,
        policy: Policy | Sequence[Policy] | Mapping[int | str, Policy] = ComputerPolicy(),
    ) -> None:
        lang = check_lang(lang)
        check_seed(seed)
        players = numbered_seats(players, lang)
        table = new_game(players, rules)  # checks the players and the rules
        self.policies = seat_policies(
            policy, table.seats, ComputerPolicy(), _POLICIES, none_plays_default=False
        )
        self.tray = DiceTray(table.rules.dice, lang, D6)
        self.throw_button = w.Button(description=t("throw", lang), button_style="primary")
        self.box_buttons = {box: w.Button(description=t(f"pyr_box_{box}", lang)) for box in BOXES}
        self.best_view = w.HTML()
        self.hand_entry = w.Text(placeholder=t("pyr_hand_placeholder", lang))
        self.hand_button = w.Button(description=t("pyr_hand_check", lang))
        # one pyramid sheet per seat (the view escapes the name); the row wraps
        self.sheet_views = [PyramidSheetView(lang, seat.name) for seat in table.seats]
        for view in self.sheet_views:
            view.layout = w.Layout(flex="0 0 auto", margin="2px 16px 6px 0", padding="4px")
        self.sheets_box = w.Box(self.sheet_views, layout=w.Layout(flex_flow="row wrap"))
        self.hand_label = w.Label(t("pyr_hand_label", lang))

        self.on_click(self.throw_button, lambda _: self.play(self._throw_move()))
        for box, button in self.box_buttons.items():
            self.on_click(button, self._writer(box))
        self.on_click(self.hand_button, lambda _: self._check_hand())
        for toggle in self.tray.toggles:
            toggle.observe(lambda _change: self._enable_buttons(), names="value")
        super().__init__(table.seats, rules=table.rules, lang=lang, seed=seed)

    # --- the shell's questions -------------------------------------------------------
    def new_state(self, players: Any, rules: Any) -> Game:
        return new_game(players, rules)

    def coach_values(self, state: Game) -> dict[Roll | Write, Fraction] | None:
        """The exact expected final total of the seat's own sheet after each choice
        (`optimal.move_values`); None where there is nothing to decide."""
        if len(state.legal_moves()) < 2:
            return None  # the first throw of a round, or a last box: no choice
        return optimal.move_values(state)

    def coach_key(self, state: Game, move: Roll | Write) -> object:
        """A throw is the choice of the pips it keeps, whichever positions hold them."""
        return tuple(sorted(state.dice[i] for i in move.keep)) if isinstance(move, Roll) else move

    def coach_meaning(self) -> str:
        return self.tr("pyr_coach_meaning")

    def coach_label(self, state: Game, move: Roll | Write) -> str:
        """ "keep 4 4 6 and throw 3 dice", "write 24 points into Top ×3"."""
        if isinstance(move, Roll):
            thrown = state.rules.dice - len(move.keep)
            if not move.keep:
                return self.count("pyr_coach_roll", thrown)
            kept = _pips(sorted(state.dice[i] for i in move.keep))
            return self.count("pyr_coach_keep", thrown, kept=kept)
        return self.tr(
            "pyr_coach_write",
            points=self.count("shell_points", state.best.score),
            box=self.tr(f"pyr_box_{move.box}"),
        )

    def board(self) -> list[w.Widget]:
        return [
            self.tray,
            w.HBox([self.throw_button, *self.box_buttons.values()]),
            self.best_view,
            w.HBox([self.hand_label, self.hand_entry, self.hand_button]),
            self.sheets_box,
        ]

    def todo(self) -> str:
        game = self.state
        where = self.tr(
            "pyr_todo_round", round=game.round, rounds=game.rules.rounds, left=game.throws_left
        )
        legal = game.legal_moves()
        if not game.dice:
            step = "pyr_todo_first"
        elif any(isinstance(m, Roll) for m in legal):
            step = "pyr_todo_more"
        else:
            step = "pyr_todo_write"
        return f"{where} · {self.tr(step)}"

    def describe(self, state: Game, move: Any) -> str:
        name = state.player.name
        you = "_you" if self.is_you(state.current) else ""
        if isinstance(move, Roll):
            thrown = state.rules.dice - len(move.keep)
            if not move.keep:
                return self.count(f"pyr_log_roll{you}", thrown, name=name)
            kept = _pips(sorted(state.dice[i] for i in move.keep))
            return self.count(f"pyr_log_keep{you}", thrown, name=name, kept=kept)
        if isinstance(move, Dice):
            after = state.apply(move)
            return self.tr(
                "pyr_log_dice",
                name=name,
                throw=after.throws,
                throws=state.rules.throws,
                shown=_pips(move.values),
                dice=_pips(after.dice),
            )
        best = state.best
        return self.tr(
            f"pyr_log_write{you}",
            name=name,
            points=self.count("shell_points", best.score),
            box=self.tr(f"pyr_box_{move.box}"),
            build=build_text(best, self.lang),
        )

    # --- clicks ----------------------------------------------------------------------
    def _throw_move(self) -> Roll:
        """The held dice (none before the first throw of a round: the tray is empty)."""
        return Roll(tuple(self.tray.held) if self.state.dice else ())

    def _writer(self, box: str):
        def write(_button: object = None) -> None:
            if self.play(Write(box)):
                self.hand_entry.value = ""

        return write

    def _check_hand(self) -> None:
        kind, rows = parse_rows(self.hand_entry.value)
        verdict = self.state.assess(kind, rows)
        mine = self.count("shell_points", verdict.build.score)
        if verdict.is_best:
            self.message.info(self.tr("pyr_hand_best", points=mine))
        else:
            self.message.info(
                self.tr(
                    "pyr_hand_not_best",
                    points=mine,
                    best=self.count("shell_points", verdict.best.score),
                    build=build_text(verdict.best, self.lang),
                )
            )

    # --- drawing ---------------------------------------------------------------------
    def redraw(self) -> None:
        game = self.state
        for seat, (view, sheet) in enumerate(zip(self.sheet_views, game.sheets, strict=True)):
            rows = [list(sheet.row(b)) + [None] * sheet.free(b) for b in BOXES]
            view.show(rows, game.rules.box_weights, sheet.total)
            on_turn = not game.over and seat == game.current
            view.layout.border = (
                "2px solid var(--jp-brand-color1, #1976d2)" if on_turn else "2px solid transparent"
            )
        can_hold = self.human_to_move and any(isinstance(m, Roll) for m in game.legal_moves())
        if game.dice:
            self.tray.show(game.dice, held=self.tray.held if can_hold else (), can_hold=can_hold)
            best = game.best
            hint = self.tr(
                "pyr_write_hint",
                build=build_text(best, self.lang),
                points=self.count("shell_points", best.score),
            )
            self.best_view.value = build_html(best, self.lang) + f"<div>{escape(hint)}</div>"
        else:
            self.tray.show((None,) * game.rules.dice, can_hold=False)
            self.best_view.value = ""
        self._enable_buttons()

    def _enable_buttons(self) -> None:
        """Enable a button exactly when its move is legal now and a human is to move."""
        legal = self.state.legal_moves() if self.human_to_move else ()
        self.throw_button.disabled = self._throw_move() not in legal
        for box, button in self.box_buttons.items():
            button.disabled = Write(box) not in legal
        self.hand_button.disabled = not (self.human_to_move and self.state.best is not None)
        self.hand_entry.disabled = self.hand_button.disabled
