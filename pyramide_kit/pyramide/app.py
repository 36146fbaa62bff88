"""`PyramideApp`: play Pyramide in a notebook, alone or as a group at one screen.

Throw, click the dice to keep (a held die is lifted and framed), throw again (up to
three times), see the best pyramid of the dice drawn, optionally type a build of your own
to have it checked, then click a write action or a free box of your sheet to write the
round score. Computer seats play their turns by themselves (`ComputerPolicy.choose`) and
every move is logged.

The widget is a `TableShell` (seats, status, message line, move log, new game, ranking)
around one board (`table_view`, a `pyramide_kit.ui.board.Board` showing the scene of
`pyramide.scene`): it only draws the `Game` and turns clicks into its moves. Which dice
are held is the widget's own note until the next throw; the Throw action plays
`Roll(held dice)` and the shell lets chance throw (`chance_move`); a write action or a
box plays `Write(box)`. Every rule, including when a throw or a box is allowed, is the
engine's: an item is clickable exactly when its move is in `legal_moves()` and a human is
to move. The hand-build check asks `Game.assess`; it is no move and changes nothing.

The coach (the shell's toggle, `pyramide_kit.ui.coach`) values every choice exactly with
`pyramide.optimal.move_values`: the expected final total of the student's own sheet
(every box times its weight) with optimal play afterwards. With several players it still
maximises the student's own expected points, not the chance to win (the coach says so
under its help line while it is on). Throws that keep the same pips are one choice for
the coach (`coach_key`), whichever positions the held dice have. A computer seat plays
optimally with `policies=OptimalPolicy()` (or one policy per computer seat: `{seat:
policy}`, read by `pyramide_kit.ui.policies`).

With the coach's goal setting (`coach_goal`, `coach_chances`) each choice also gets the
exact greatest chance that the final total of the seat's own sheet reaches at least T
(`optimal.move_chances`; T from 0 to the most a sheet can hold, the expected total
rounded to 50 offered first). The first answer for a target in a game solves the sheet
for it (5 to 15 seconds from an empty sheet; the message line says so meanwhile), every
later answer of that game takes milliseconds. For the target offered first this is done
by default in a background thread from the moment the widget appears
(`coach_goal_warmup`; the coach says meanwhile that it is still computing, and the board
plays on); with `coach_in_background=False`, and for any other target, at the first
answer, while the setting is on.

At the end of a game the shell shows each human seat's exact game report
(`game_report`: `optimal.report`; see `pyramide_kit.ui.report_view`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

import ipywidgets as w

from pyramide_kit.checks import check_seed
from pyramide_kit.dice import pips_text
from pyramide_kit.errors import RuleError
from pyramide_kit.i18n import check_lang, t
from pyramide_kit.pyramide import optimal
from pyramide_kit.pyramide.build import ROW_SIZES, Build
from pyramide_kit.pyramide.game import Game, new_game
from pyramide_kit.pyramide.labels import box_name, kind_name
from pyramide_kit.pyramide.moves import Dice, Roll, Write
from pyramide_kit.pyramide.optimal import OptimalPolicy, RoundScorePolicy
from pyramide_kit.pyramide.rules import Rules
from pyramide_kit.pyramide.scene import read_pick, table_scene
from pyramide_kit.pyramide.spec import SPEC
from pyramide_kit.pyramide.strategy import ComputerPolicy
from pyramide_kit.report import GameReport
from pyramide_kit.seats import Player
from pyramide_kit.ui.board import Board
from pyramide_kit.ui.coach import Build as CoachBuild
from pyramide_kit.ui.coach import Goal
from pyramide_kit.ui.policies import seat_policies
from pyramide_kit.ui.shell import TableShell, numbered_seats

__all__ = ["PyramideApp", "build_text", "parse_rows"]

Policy = ComputerPolicy | OptimalPolicy | RoundScorePolicy
"""What can play a computer seat: anything with `choose(state)` among the kit's policies."""


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
    kind = kind_name(build.kind, lang)
    return f"{kind} {build.describe()}" if build.kind else kind


class PyramideApp(TableShell):
    """The Pyramide table. `players` are names or `Player` seats (computer=True to let
    the kit play them), 1 to `rules.max_players` of them, or their count (1, the default:
    one seat called "Du"/"You"; more are numbered); `seed` (a whole number or None)
    makes the dice reproducible; `policies` play the computer seats. Every argument is
    checked before anything is drawn; player names are shown escaped.

    The widgets that tests and lessons use: `table_view` (the board: dice, Throw, the
    best build, the write actions and every seat's sheet; `table_view.click(id)` is a
    click, the ids are listed in `pyramide_kit.pyramide.scene`), `held` (the positions
    of the held dice), `hand_entry` and `hand_button` (the hand-build check), and the
    shell's `status`, `message`, `move_log`, `ranking_view`, `coach` and `new_button`.
    `state` (also `game`) is the `Game` shown.

    `policies` is one policy for every computer seat (`ComputerPolicy`, the default, also
    for None; `OptimalPolicy` for optimal play; `RoundScorePolicy`), one per computer seat
    in seat order, or a mapping {seat index or name: policy} for some computer seats (the
    others play `ComputerPolicy()`); the attribute `policies` then holds the policy of
    each computer seat.
    `coach_in_background` (True, False, or None for the shell's `COACH_IN_BACKGROUND`)
    solves the coach's goal for its first target in a background thread while the
    student plays (see `pyramide_kit.ui.shell`).
    """

    spec = SPEC
    rules_key = "pyr_rules"

    def __init__(
        self,
        players: Sequence[str | Player | tuple[str, bool]] | int = 1,
        rules: Rules | None = None,
        policies: Policy | Sequence[Policy] | Mapping[int | str, Policy] | None = None,
        *,
        lang: str = "de",
        seed: int | None = None,
        coach_in_background: bool | None = None,
        pace: float | None = None,
    ) -> None:
        lang = check_lang(lang)
        check_seed(seed)
        players = numbered_seats(players, lang)
        table = new_game(players, rules)  # checks the players and the rules
        self.policies = seat_policies(policies, table.seats, self.spec)
        self.held: set[int] = set()
        """The positions of the dice the student holds for the next throw."""
        self.table_view = Board(lang, t(self.title_key, lang))
        self.hand_entry = w.Text(placeholder=t("pyr_hand_placeholder", lang))
        self.hand_button = w.Button(description=t("pyr_hand_check", lang))
        self.hand_label = w.Label(t("pyr_hand_label", lang))
        self.on_pick(self.table_view, self._pick)
        self.on_click(self.hand_button, lambda _: self._check_hand())
        super().__init__(
            table.seats,
            rules=table.rules,
            lang=lang,
            seed=seed,
            coach_in_background=coach_in_background,
            pace=pace,
        )

    # --- the shell's questions -------------------------------------------------------
    def new_state(self, players: Any, rules: Any) -> Game:
        return new_game(players, rules)

    def coach_values(self, state: Game) -> dict[Roll | Write, Fraction] | None:
        """The exact expected final total of the seat's own sheet after each choice
        (`optimal.move_values`, through the spec); None where there is nothing to decide."""
        if len(state.legal_moves()) < 2:
            return None  # the first throw of a round, or a last box: no choice
        return self.spec.move_values(state)

    def coach_chances(self, state: Game, target: int) -> dict[Roll | Write, Fraction] | None:
        """The exact greatest chance that the seat's final total reaches `target` after
        each choice (`optimal.move_chances`); None where there is nothing to decide."""
        if len(state.legal_moves()) < 2:
            return None
        with self.message.meanwhile(self.tr("pyr_coach_goal_computing")):
            return optimal.move_chances(state, target)

    def coach_goal_warmup(self) -> CoachBuild | None:
        """The chance of the goal's first target from an empty sheet (which solves what a
        game's first answers for that target need). The sheet values the goal setting
        needs at once are read with the widget (shipped for the default rules, built
        otherwise)."""
        rules, target = self.state.rules, self.coach_goal(self.state).start
        return lambda progress: optimal.game_chance(target, rules)

    def coach_goal(self, state: Game) -> Goal:
        """A target for the final total: at most what a full sheet can hold, the
        expected total of a game (rounded to 50) offered first."""
        most, start = optimal.goal_range(state.rules)
        return Goal(most, start, self.tr("pyr_coach_goal_meaning"))

    def game_report(self, state: Game, seat: int) -> GameReport:
        """The exact report of a seat's game (`optimal.report`), shown at the end."""
        return optimal.report(state, seat)

    def coach_key(self, state: Game, move: Roll | Write) -> object:
        """A throw is the choice of the pips it keeps, whichever positions hold them."""
        return tuple(sorted(state.dice[i] for i in move.keep)) if isinstance(move, Roll) else move

    def coach_meaning(self) -> str:
        return self.tr("pyr_coach_meaning")

    def board(self) -> list[w.Widget]:
        hand = w.HBox(
            [self.hand_label, self.hand_entry, self.hand_button],
            layout=w.Layout(flex_flow="row wrap", align_items="center"),
        )
        return [self.table_view, hand]

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
            kept = pips_text(sorted(state.dice[i] for i in move.keep))
            return self.count(f"pyr_log_keep{you}", thrown, name=name, kept=kept)
        if isinstance(move, Dice):
            after = state.apply(move)
            return self.tr(
                "pyr_log_dice",
                name=name,
                throw=after.throws,
                throws=state.rules.throws,
                shown=pips_text(move.values),
                dice=pips_text(after.dice),
            )
        best = state.best
        return self.tr(
            f"pyr_log_write{you}",
            name=name,
            points=self.count("shell_points", best.score),
            box=box_name(move.box, state.rules, self.lang),
            build=build_text(best, self.lang),
        )

    # --- clicks ----------------------------------------------------------------------
    def _pick(self, item_id: str) -> None:
        """A click on the board: hold or release a die, throw, or write a box."""
        kind, value = read_pick(item_id)
        if kind == "hold":
            self.held ^= {value}
            self.message.clear()
            self.redraw()
        elif kind == "throw":
            self.play(self._throw_move())
        elif self.play(Write(value)):
            self.hand_entry.value = ""

    def _throw_move(self) -> Roll:
        """The held dice (none before the first throw of a round: there are no dice)."""
        return Roll(tuple(sorted(self.held)) if self.state.dice else ())

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
        """Draw the table; the holds last while the seat may throw again, else they go."""
        legal = self.state.legal_moves() if self.human_to_move else ()
        if not any(isinstance(m, Roll) for m in legal) or not self.state.dice:
            self.held = set()
        self.table_view.show(table_scene(self.state, self.lang, self.held, legal))
        self.hand_button.disabled = not (self.human_to_move and self.state.best is not None)
        self.hand_entry.disabled = self.hand_button.disabled
