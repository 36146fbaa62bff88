"""The Mauro widget: a board with Miwin's three dice, the seats, and the score sheet.

One student plays alone, or several players share one screen; computer seats throw by
themselves. The widget is a `TableShell` (`pyramide_kit.ui.shell`) around one board
(`table_view`, drawn by `pyramide_kit.mauro.scene`): a click on its *Throw* is the seat's
`Roll` and a click on *Stop* its `Bank`, both through `play`; the shell lets chance throw
and the computer seats play their policy's `choose` until a human is to move, and writes
every throw into the log. What a throw is worth, when the series ends, whether stopping
is allowed and who ranks where are all asked of the engine.

The dice always say whose throw they show ("Throw by Robo: 5 5 2"), so after a
computer's turn its dice are never mistaken for your own, and the words under them say
what the throw did ("Two 5s: a doublet – the series (3 points) is lost").

The coach (the shell's toggle, `pyramide_kit.ui.coach`) advises where there is a choice:
variant 1 with `Rules(may_stop=True)`, once the series holds points (throw again or
stop); elsewhere it says in words why there is nothing to decide. Its values are
`mauro.optimal.move_values`: the exact expected points this turn banks with optimal play
afterwards; the other turns do not depend on the choice, so that also ranks the choices
by the final total. With several players it maximises the student's own expected points,
not the chance to win (the coach says so under its help line while it is on). A computer
seat plays optimally with `policies=OptimalPolicy()` (or one policy per computer seat:
`{seat: policy}`, read by `pyramide_kit.ui.policies`).

With stopping, the coach's goal setting (`coach_goal`, `coach_chances`) also gives each
choice the exact greatest chance that this turn banks at least T points
(`optimal.move_chances`, T from 0 to `MOST_TARGET`; a few milliseconds); without
stopping the setting is not offered, as there is nothing to choose.

At the end of a game of variant 1 the shell shows each human seat's exact game report
(`game_report`: `optimal.report`; without stopping it is all luck, as the turn holds no
decision; variant 2 has none).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from fractions import Fraction
from typing import Any

import ipywidgets as w

from pyramide_kit.i18n import check_lang, t
from pyramide_kit.mauro import optimal
from pyramide_kit.mauro.game import BANKED, LOST, SCORED, STOPPED, Game, new_game
from pyramide_kit.mauro.moves import Bank, Dice, Roll
from pyramide_kit.mauro.optimal import OptimalPolicy
from pyramide_kit.mauro.rules import Rules, check_rules
from pyramide_kit.mauro.scene import ROLL_ID, STOP_ID, board_scene
from pyramide_kit.mauro.spec import SPEC
from pyramide_kit.mauro.strategy import ComputerPolicy
from pyramide_kit.report import GameReport
from pyramide_kit.seats import Player
from pyramide_kit.ui.board import Board
from pyramide_kit.ui.coach import Goal
from pyramide_kit.ui.policies import seat_policies
from pyramide_kit.ui.shell import TableShell, numbered_seats

__all__ = ["MauroApp"]

Policy = ComputerPolicy | OptimalPolicy
"""What can play a computer seat of Mauro."""
_SUMMARY = {LOST: "mauro_sum_lost", BANKED: "mauro_sum_banked", STOPPED: "mauro_sum_stopped"}
_MOVES = {ROLL_ID: Roll(), STOP_ID: Bank()}

MOST_TARGET = 100
"""The greatest target the coach accepts for a turn. A series has no longest length, but
its chance of 100 points is below 1e-26 (the chance of each target takes a moment per
point of it)."""


class MauroApp(TableShell):
    """Play Mauro (variant 1 or 2) with 1 to 8 players, some of them computer seats.

    `players` lists names, `Player`s or (name, is_computer) pairs, or counts human seats
    (1, the default: one seat called "Du"/"You"; more are numbered); `rules` is a
    `mauro.Rules` (the variant box chooses the variant of each new game); `policies`
    play the computer seats (it matters only with `Rules(may_stop=True)`): one policy for all
    of them (`ComputerPolicy`, the default, or `OptimalPolicy`), one per computer seat in
    seat order, or a mapping {seat index or name: policy} for some of them (the others
    play `ComputerPolicy()`); `seed` (a whole number, or None) makes the dice repeat.
    The attribute `policies` then holds the policy of each computer seat; `table_view` is
    the board (its ids: `"throw"` and `"stop"`).
    """

    spec = SPEC
    rules_key = "mauro_rules"

    def __init__(
        self,
        players: Sequence[Player | str | tuple[str, bool]] | int = 1,
        rules: Rules | None = None,
        policies: Policy | Sequence[Policy] | Mapping[int | str, Policy] | None = None,
        *,
        lang: str = "de",
        seed: int | None = None,
        pace: float | None = None,
    ) -> None:
        lang = check_lang(lang)
        rules = check_rules(Rules() if rules is None else rules)
        players = numbered_seats(players, lang)
        seats = new_game(players, rules).seats
        self.policies = seat_policies(policies, seats, self.spec)
        self.variant = w.Dropdown(
            options=[(_variant_name(replace(rules, variant=v), lang), v) for v in (1, 2)],
            value=rules.variant,
            description=t("mauro_variant_next", lang),
            style={"description_width": "initial"},
            layout=w.Layout(width="260px"),
        )
        self.table_view = Board(lang, t(self.title_key, lang))
        self.on_pick(self.table_view, lambda item_id: self.play(_MOVES[item_id]))
        super().__init__(players, rules=rules, lang=lang, seed=seed, pace=pace)

    # ----- what the shell asks -------------------------------------------------------

    def rules_values(self) -> dict[str, object]:
        """The rules' numbers, the points of a neighbour pair and a straight with their
        word ("1 Punkt", "2 Punkte") and whether 9 and 1 are neighbours."""
        rules = self.state.rules
        return {
            **super().rules_values(),
            "neighbour": self.points(rules.neighbour_points),
            "straight": self.points(rules.straight_points),
            "ring": self.tr("mauro_rules_ring" if rules.ring else "mauro_rules_line"),
        }

    def new_state(self, players: Any, rules: Rules) -> Game:
        """A new game with the variant chosen in the box (the other rules as given)."""
        return new_game(players, replace(rules, variant=self.variant.value))

    def board(self) -> list[w.Widget]:
        return [self.table_view]

    def controls(self) -> list[w.Widget]:
        """The variant box: it chooses the variant of the next game."""
        return [self.variant]

    def coach_values(self, state: Game) -> dict[Roll | Bank, Fraction] | None:
        """The exact expected points of the running turn after each choice
        (`optimal.move_values`, through the spec); None where there is no choice (no
        stopping in these rules, or an empty series)."""
        if not state.rules.can_stop or len(state.legal_moves()) < 2:
            return None
        return self.spec.move_values(state)

    def coach_chances(self, state: Game, target: int) -> dict[Roll | Bank, Fraction] | None:
        """The exact greatest chance that the running turn banks at least `target` after
        each choice (`optimal.move_chances`); None where `coach_values` is None."""
        if not state.rules.can_stop or len(state.legal_moves()) < 2:
            return None
        return optimal.move_chances(state, target)

    def coach_goal(self, state: Game) -> Goal | None:
        """A target for this turn's points, offered only where a player may stop."""
        if not state.rules.can_stop:
            return None
        return Goal(MOST_TARGET, 3, self.tr("mauro_coach_goal_meaning"))

    def game_report(self, state: Game, seat: int) -> GameReport | None:
        """The exact report of a seat's game (`optimal.report`), shown at the end; None
        in variant 2, which the solver does not value (one throw a turn, no decision)."""
        if state.rules.variant != 1:
            return None
        return optimal.report(state, seat)

    def coach_meaning(self) -> str:
        """What the coach's values mean, or why it stays quiet: in variant 2 and without
        stopping a turn holds no decision."""
        rules = self.state.rules
        if rules.variant == 2:
            return self.tr("mauro_coach_meaning_once")
        return self.tr("mauro_coach_meaning" if rules.can_stop else "mauro_coach_meaning_no_stop")

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
        legal = self.state.legal_moves() if self.human_to_move else ()
        self.table_view.show(board_scene(self.state, self.lang, legal, self.is_you))

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


def _variant_name(rules: Rules, lang: str) -> str:
    """A variant as the box offers it: "Variante 2", or "Variante 1, Aufhören erlaubt"
    where these rules let a player stop (the engine's `can_stop`)."""
    if rules.can_stop:
        return t("mauro_variant_stop", lang)
    return t("mauro_variant", lang, variant=rules.variant)
