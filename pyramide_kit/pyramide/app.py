"""`PyramideApp`: play Pyramide in a notebook, alone or as a group at one screen.

Throw, click "Hold" under the dice to keep, throw again (up to three times), see the
best pyramid drawn, optionally type a build of your own to have it checked, then click
the box of the score sheet to write the round score. Computer seats play their turns
by themselves (`ComputerPolicy.choose`) and log every throw. The widget only draws the
`Game` and turns clicks into its moves: the Throw button applies `Roll(held dice)` and
lets chance act (`sample_chance`), a box applies `Write(box)`; every rule, including
when a throw or a box is allowed, is the engine's (`legal_moves`).
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

import ipywidgets as w

from pyramide_kit.checks import check_seed
from pyramide_kit.dice import D6
from pyramide_kit.errors import RuleError
from pyramide_kit.pyramide import labels as _labels  # noqa: F401  (registers the texts)
from pyramide_kit.pyramide.build import ROW_SIZES, Build
from pyramide_kit.pyramide.game import Game, new_game
from pyramide_kit.pyramide.moves import Dice, Roll, Write
from pyramide_kit.pyramide.rules import BOXES, Rules
from pyramide_kit.pyramide.strategy import ComputerPolicy
from pyramide_kit.seats import Player
from pyramide_kit.simulate import rng_for
from pyramide_kit.table import play_until_human
from pyramide_kit.ui.i18n import check_lang, t
from pyramide_kit.ui.parts import DiceTray, MessageLine, MoveLog, PyramidSheetView, reporting_errors
from pyramide_kit.ui.svg import die_svg

__all__ = ["PyramideApp", "build_html", "parse_rows"]


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


def build_html(build: Build, lang: str, size: int = 44) -> str:
    """The build drawn as a pyramid of dice (top row first), with its score."""
    rows = "".join(
        '<div style="text-align:center;line-height:0">'
        + "".join(die_svg(v, size=size) for v in row)
        + "</div>"
        for row in reversed(build.rows)
    )
    kind = t(f"pyr_kind_{build.kind or 'none'}", lang)
    unused = " ".join(str(d) for d in build.unused)
    extra = f" · {t('pyr_unused', lang, dice=unused)}" if unused else ""
    return (
        f'<div style="display:inline-block;padding:6px">{rows}'
        f'<div style="text-align:center">{kind}: <b>{build.score}</b>{extra}</div></div>'
    )


class PyramideApp(w.VBox):
    """The Pyramide table. `players` are names or `Player` seats (computer=True to let
    the kit play them); `seed` (a whole number or None) makes the dice reproducible.
    Every argument is checked before anything is drawn; player names are shown escaped."""

    def __init__(
        self,
        players: Sequence[str | Player | tuple[str, bool]] | int = 1,
        lang: str = "de",
        seed: int | None = None,
        rules: Rules | None = None,
        policy: ComputerPolicy = ComputerPolicy(),
    ) -> None:
        self.lang = check_lang(lang)
        self.rng = rng_for(check_seed(seed))
        if not isinstance(policy, ComputerPolicy):
            raise RuleError(f"policy must be a ComputerPolicy, not {policy!r}", "pyr_err_policy")
        self.policy = policy
        self.game: Game = new_game(players, rules)
        rules = self.game.rules
        self.status = w.HTML()
        self.tray = DiceTray(rules.dice, lang, D6)
        self.throw_button = w.Button(description=t("throw", lang), button_style="primary")
        self.box_buttons = {box: w.Button(description=t(f"pyr_box_{box}", lang)) for box in BOXES}
        self.best_view = w.HTML()
        self.hand_entry = w.Text(placeholder=t("pyr_hand_placeholder", lang))
        self.hand_button = w.Button(description=t("pyr_hand_check", lang))
        self.message = MessageLine(lang)
        self.move_log = MoveLog(lang)
        self.sheet_views = [PyramidSheetView(lang, p.name) for p in self.game.players]
        self.new_button = w.Button(description=t("new_game", lang))

        self.throw_button.on_click(reporting_errors(self.message)(self._on_throw))
        for box, button in self.box_buttons.items():
            button.on_click(reporting_errors(self.message)(self._writer(box)))
        self.hand_button.on_click(reporting_errors(self.message)(self._on_check_hand))
        self.new_button.on_click(reporting_errors(self.message)(self._on_new_game))

        super().__init__(
            [
                self.status,
                self.tray,
                w.HBox([self.throw_button, *self.box_buttons.values()]),
                self.best_view,
                w.HBox([w.Label(t("pyr_hand_label", lang)), self.hand_entry, self.hand_button]),
                self.message,
                w.HBox(self.sheet_views),
                self.move_log,
                self.new_button,
            ]
        )
        self._play_computers()
        self._refresh()

    # --- clicks -------------------------------------------------------------------
    def _on_throw(self, _button: object = None) -> None:
        rolled = self.game.apply(Roll(tuple(self.tray.held) if self.game.dice else ()))
        self.game = rolled.apply(rolled.sample_chance(self.rng))
        self.message.clear()
        self._log_throw(self.game)
        self._refresh()

    def _writer(self, box: str):
        def write(_button: object = None) -> None:
            self._write(box)

        return write

    def _write(self, box: str) -> None:
        before = self.game
        self.game = before.apply(Write(box))
        self._log_write(before, box)
        self.message.clear()
        self.hand_entry.value = ""
        self._play_computers()
        self._refresh()

    def _on_check_hand(self, _button: object = None) -> None:
        kind, rows = parse_rows(self.hand_entry.value)
        verdict = self.game.assess(kind, rows)
        if verdict.is_best:
            self.message.info(t("pyr_hand_best", self.lang, score=verdict.build.score))
        else:
            self.message.info(
                t(
                    "pyr_hand_not_best",
                    self.lang,
                    score=verdict.build.score,
                    best=verdict.best.score,
                    build=verdict.best.describe(),
                )
            )

    def _on_new_game(self, _button: object = None) -> None:
        self.game = new_game(self.game.seats, self.game.rules)
        self.move_log.clear()
        self.message.clear()
        self._play_computers()
        self._refresh()

    # --- computer seats and the log -----------------------------------------------
    def _play_computers(self) -> None:
        for state, move in play_until_human(self.game, self.rng, self.policy.choose):
            after = state.apply(move)
            if isinstance(move, Dice):
                self._log_throw(after)
            elif isinstance(move, Write):
                self._log_write(state, move.box)
            self.game = after

    def _log_throw(self, game: Game) -> None:
        dice = " ".join(str(d) for d in game.dice)
        self.move_log.add(t("pyr_log_throw", self.lang, name=game.player.name, dice=dice))

    def _log_write(self, game: Game, box: str) -> None:
        build = game.best
        self.move_log.add(
            t(
                "pyr_log_write",
                self.lang,
                name=game.player.name,
                score=build.score,
                box=t(f"pyr_box_{box}", self.lang),
                build=build.describe(),
            )
        )

    # --- drawing ------------------------------------------------------------------
    def _refresh(self) -> None:
        game = self.game
        for view, sheet in zip(self.sheet_views, game.sheets, strict=True):
            rows = [list(sheet.row(b)) + [None] * sheet.free(b) for b in BOXES]
            view.show(rows, game.rules.box_weights, sheet.total)
        if game.over:
            self.status.value = "<b>" + t("game_over", self.lang) + "</b> " + self._ranking_text()
            self.tray.show((None,) * game.rules.dice, can_hold=False)
            self.best_view.value = ""
            self._enable(throw=False, boxes=())
            return
        self.status.value = escape(
            t(
                "pyr_status",
                self.lang,
                round=game.round,
                rounds=game.rules.rounds,
                name=game.player.name,
                left=game.throws_left,
            )
        )
        if game.dice:
            self.tray.show(
                game.dice,
                held=self.tray.held if game.can_throw else (),
                can_hold=game.can_throw,
            )
            best = game.best
            self.best_view.value = (
                build_html(best, self.lang)
                + "<div>"
                + t("pyr_write_hint", self.lang, build=best.describe(), score=best.score)
                + "</div>"
            )
        else:
            self.tray.show((None,) * game.rules.dice, can_hold=False)
            self.best_view.value = ""
        legal = game.legal_moves()
        self._enable(throw=any(isinstance(m, Roll) for m in legal), boxes=legal)

    def _enable(self, throw: bool, boxes: Sequence[object]) -> None:
        self.throw_button.disabled = not throw
        for box, button in self.box_buttons.items():
            button.disabled = Write(box) not in boxes

    def _ranking_text(self) -> str:
        seats = self.game.seats
        lines = [
            t("rank_line", self.lang, rank=s.place, name=seats[s.seat].name, points=s.total)
            for s in self.game.ranking()
        ]
        names = ", ".join(p.name for p in self.game.winners)
        return (
            escape(t("pyr_winners", self.lang, names=names))
            + "<br>"
            + "<br>".join(escape(line) for line in lines)
        )
