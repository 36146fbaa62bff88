"""The Kniffel widget on the shared `TableShell`: a score card you write by clicking its
boxes, dice you hold by clicking them, several players at one screen and computer seats
that play by themselves.

The whole table is one `Board` (`table_view`, drawn by `pyramide_kit.kniffel.scene`): a
click on a die holds or releases it, the Throw action is the `Roll` keeping the held
dice, a box of the card is the `Write` of that box that pays most. Every rule (what a
box scores, the Joker rule, when a turn or the game ends, the ranking) is the engine's;
the shell resolves chance and computer seats, shows refusals, keeps the move log and
ranks the table.

Rulings of the widget: the extra-Kniffel rule is chosen in the drop-down beside *New
game*. Before any human seat has moved (and after the game's end) a new choice starts a
new game under it at once; during a game it applies from the next new game, the game in
play goes on under its rule, and both the message line and the board say so (the board
always names the rule in play). While a game runs, the boxes belong to the seat to
write: a written box shows what was written, an open box what these dice would put into
it, and nothing before the turn's first throw or where the Joker rule forbids the box.

The coach (the shell's toggle) values every legal move by `kniffel.optimal.move_values`:
the expected final total of the card of the seat to move under optimal play from there
(the upper bonus and every extra point included). With several players it still
maximises the student's own points, not the chance to win. Keeps of the same dice (two
4s: either one) are one choice (`coach_key`). Its table is built on first use (a few
seconds) and cached in the user's cache directory, so later sessions only load it: by
default in a background thread from the moment the widget appears (`coach_warmup`), the
coach saying meanwhile that it is still computing, with the percent; with
`coach_in_background=False` at the coach's first answer, the message line counting the
percent. A computer seat plays `OptimalPolicy()` where `policies`
says so (read by `pyramide_kit.ui.policies`).

At the end of a game the shell shows each human seat's game report (`game_report`:
`optimal.report`: what optimal play expected, what the decisions cost, what the dice's
luck gave, the costliest decisions, a plot) and under its summary where the seat's total
stands among the totals of optimal play (`report_note`, from the exact law
`optimal.score_distribution`): the totals that half, the lowest tenth and the highest
tenth of such games reach (`percentile` 50, 10, 90), and the share of them that score
at least the seat's total (`at_least`). While this session has not loaded the table or
the law is neither in memory nor cached on disk (`optimal.stored_distribution`), a
button offers the report; its click builds what is missing (the law: some 8 to 15
seconds of computing the first time, the message line counts the percent), later games
and sessions only load it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import replace
from typing import Any

import ipywidgets as w

from pyramide_kit.dice import pips_text
from pyramide_kit.i18n import check_lang, count_text, t
from pyramide_kit.kniffel import optimal
from pyramide_kit.kniffel.game import Game, Move, new_game
from pyramide_kit.kniffel.labels import variant_name
from pyramide_kit.kniffel.moves import Dice, Roll, Write
from pyramide_kit.kniffel.rules import (
    CATEGORIES,
    EXTRA_KNIFFEL_VARIANTS,
    Rules,
    check_rules,
)
from pyramide_kit.kniffel.scene import THROW, best_writes, scene, write_category
from pyramide_kit.kniffel.spec import SPEC
from pyramide_kit.kniffel.strategy import AnyPolicy, OptimalPolicy
from pyramide_kit.report import GameReport
from pyramide_kit.seats import Player, seats_from
from pyramide_kit.table import CHANCE
from pyramide_kit.ui.board import Board
from pyramide_kit.ui.coach import Build, chance_text
from pyramide_kit.ui.policies import seat_policies
from pyramide_kit.ui.scenes import held_position
from pyramide_kit.ui.shell import TableShell, you_seat

__all__ = ["KniffelApp"]


_READY: set[Rules] = set()
"""Rules whose optimal table this session has already loaded or built (`optimal.table`
keeps it in memory; the first call per rules may build it, which takes seconds)."""


class KniffelApp(TableShell):
    """Play Kniffel alone or with up to six players, some of them computer seats.

    `players` lists names (human seats), `Player`s or (name, is_computer) pairs (default:
    one human seat, called "Du"/"You"). `lang` is "de" or "en"; `seed` (a whole number or
    None) makes the dice repeat; `rules` is a kniffel `Rules` (its extra-Kniffel rule is
    also chosen in the drop-down); `policies` play the computer seats: the rule text's advice
    `BookAdvice()` by default, `Greedy()`, `OptimalPolicy()`, one per computer seat in
    seat order, or a dict from computer seats' names (or numbers) to policies (the others
    play `BookAdvice()`); the attribute `policies` then holds the policy of each computer
    seat. Computer seats play their turns by themselves after each human move.
    `coach_in_background` (True, False, or None for the shell's `COACH_IN_BACKGROUND`)
    builds the coach's table in a background thread while the student plays (see
    `pyramide_kit.ui.shell`).
    """

    spec = SPEC
    rules_key = "kniffel_rules"

    def __init__(
        self,
        players: Sequence[Player | str | tuple[str, bool]] | None = None,
        rules: Rules | None = None,
        policies: AnyPolicy | Sequence[AnyPolicy] | Mapping[str | int, AnyPolicy] | None = None,
        *,
        lang: str = "de",
        seed: int | None = None,
        coach_in_background: bool | None = None,
        pace: float | None = None,
    ) -> None:
        lang = check_lang(lang)
        if players is None:
            players = (you_seat(lang),)
        rules = check_rules(rules)
        seats = seats_from(players, rules.min_players, rules.max_players, "Kniffel")
        self.policies = seat_policies(policies, seats, self.spec)

        self.variant = w.Dropdown(
            options=[(variant_name(v, lang, rules), v) for v in EXTRA_KNIFFEL_VARIANTS],
            value=rules.extra_kniffel,
            description=t("kniffel_variant", lang),
            style={"description_width": "initial"},
            layout=w.Layout(width="auto", max_width="calc(100% - 160px)"),
        )  # beside New game, which keeps its width on a narrow page
        self.table_view = Board(lang, t(self.title_key, lang))
        self._held: tuple[int, ...] = ()
        self._held_for: Game | None = None
        self.on_pick(self.table_view, self._pick)

        super().__init__(
            seats,
            rules=rules,
            lang=lang,
            seed=seed,
            coach_in_background=coach_in_background,
            pace=pace,
        )
        self.variant.observe(self._on_variant, names="value")
        self.add_class("pyramide-kit-kniffel")

    # ----- what the shell asks -------------------------------------------------------

    def rules_values(self) -> dict[str, object]:
        """The rules' numbers and the rounds: one per box of the score card."""
        return {**super().rules_values(), "rounds": count_text(len(CATEGORIES), self.lang)}

    def new_state(self, players: Any, rules: Any) -> Game:
        """A fresh game under `rules` with the extra-Kniffel rule of the drop-down (so a
        new game takes the rule chosen there)."""
        return new_game(players, replace(check_rules(rules), extra_kniffel=self.variant.value))

    def computer_move(self, state: Game) -> Move:
        if isinstance(self.policies[state.to_move], OptimalPolicy):
            self._ensure_table(state.rules)
        return super().computer_move(state)

    def coach_values(self, state: Game) -> dict[Move, float] | None:
        """The expected final total of the card of the seat to move after each of its
        legal moves (`optimal.move_values`, through the spec); None where there is
        nothing to decide (the first throw of a turn)."""
        if state.over or state.to_move is None or state.to_move is CHANCE:
            return None
        self._ensure_table(state.rules)
        if state.dice is None:
            return None  # the first throw of a turn: nothing to decide
        return self.spec.move_values(state)

    def coach_warmup(self) -> Build | None:
        """The optimal table of the rules in play, loaded or built (the share of its cards
        done as progress), unless this session has it already."""
        rules = self.state.rules
        if rules in _READY:
            return None

        def build(progress: Callable[[float], None]) -> None:
            optimal.table(rules, progress=lambda done, total: progress(done / max(total, 1)))
            _READY.add(rules)

        return build

    def game_report(self, state: Game, seat: int) -> GameReport:
        """The report of a seat's game (`optimal.report`, in floats), shown at the end;
        the optimal table is loaded or built first, as for the coach."""
        self._ensure_table(state.rules)
        return optimal.report(state, seat)

    def report_waits(self, state: Game) -> bool:
        """The report waits for a click until this session has loaded the table and the
        law of optimal play's totals is known (in memory or on disk: never computed here)."""
        return state.rules not in _READY or optimal.stored_distribution(state.rules) is None

    def report_note(self, state: Game, seat: int, report: GameReport, you: bool) -> str:
        """Where the seat's total stands under optimal play (`optimal.score_distribution`
        of the game's rules, computed first if needed): the median and the 10th and 90th
        percentiles (`percentile`: the smallest total that at least that share of games
        do not exceed), then the share of games that reach at least the seat's total
        (`at_least`)."""
        law = self._ensure_distribution(state.rules)
        total = int(report.total)
        return self.tr(
            "kniffel_report_note_you" if you else "kniffel_report_note_other",
            name=state.seats[seat].name,
            median=count_text(optimal.percentile(law, 50), self.lang),
            low=count_text(optimal.percentile(law, 10), self.lang),
            high=count_text(optimal.percentile(law, 90), self.lang),
            total=count_text(total, self.lang),
            share=chance_text(reached(law, total), self.lang),
        )

    def coach_key(self, state: Game, move: Move) -> Hashable:
        """What makes two moves the same choice: for a `Roll`, the values kept."""
        if isinstance(move, Roll) and state.dice is not None:
            return tuple(sorted(state.dice[p] for p in move.keep))
        return move

    def coach_meaning(self) -> str:
        return self.tr("kniffel_coach_meaning")

    def board(self) -> list[w.Widget]:
        """The whole table is one board: dice, the Throw action and the score card."""
        return [self.table_view]

    def controls(self) -> list[w.Widget]:
        """The extra-Kniffel rule, beside *New game* (a new game takes it)."""
        return [self.variant]

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
            thrown = pips_text(move.values)
            if state.dice is None or not state.held:
                return self.tr(f"kniffel_log_throw{you}", name=name, dice=thrown)
            kept = pips_text(state.dice[i] for i in state.held)
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
        if state is not self._held_for:  # a new state: hold what its last throw kept
            self._held_for = state
            self._held = state.held
        self.table_view.show(
            scene(
                state,
                self.lang,
                held=self._held,
                human=self.human_to_move,
                is_you=self.is_you,
                next_variant=self.variant.value,
            )
        )

    # ----- clicks become moves -------------------------------------------------------

    def _pick(self, item_id: str) -> None:
        """A click on the board: a die holds or releases it (a choice for the next throw,
        not yet a move), Throw plays the `Roll` keeping the held dice, a box the `Write`
        of that box that pays most."""
        position = held_position(item_id)
        if position is not None:
            self._held = tuple(sorted(set(self._held) ^ {position}))
            self.message.clear()  # an older refusal is no longer what happened last
            self.redraw()
        elif item_id == THROW:
            self.play(Roll.of(self._held))
        else:
            category = write_category(item_id)
            best = best_writes(self.state).get(category)
            self.play(Write(category) if best is None else best[0])

    def _on_variant(self, change: dict) -> None:
        """A new extra-Kniffel rule: a new game under it at once while no human seat has
        moved (or the game is over), else from the next new game; either way it says so."""
        variant = variant_name(change["new"], self.lang, self.state.rules)
        if change["new"] == self.state.rules.extra_kniffel:  # back to the rule in play
            self.message.clear()
            self.redraw()
            return
        if self.state.over or not self._humans_have_moved():
            self.new_game()
            self.message.info(self.tr("kniffel_variant_changed", variant=variant))
            return
        current = variant_name(self.state.rules.extra_kniffel, self.lang, self.state.rules)
        self.message.info(self.tr("kniffel_variant_later", variant=variant, current=current))
        self.redraw()

    def _humans_have_moved(self) -> bool:
        """Whether a human seat has made a move in the game on the table (replayed from
        its history: the computer seats' and chance's moves do not count)."""
        game = new_game(self.state.seats, self.state.rules)
        for move in self.state.history:
            mover = game.to_move
            if mover is not CHANCE and not game.seats[mover].computer:
                return True
            game = game.apply(move)
        return False

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

    def _ensure_distribution(self, rules: Rules) -> Any:
        """The law of optimal play's totals under `rules`: loaded from memory or disk, else
        computed (the table first), the message line counting the percent meanwhile."""
        law = optimal.stored_distribution(rules)
        if law is not None:
            return law
        self._ensure_table(rules)
        message = self.message
        text = self.tr("kniffel_report_computing")

        def progress(done: int, total: int) -> None:
            percent = 100 * done // max(total, 1)
            message.info(self.tr("kniffel_coach_progress", text=text, percent=percent))

        with message.meanwhile(text):
            return optimal.score_distribution(rules, progress=progress)

    def _category(self, category: str) -> str:
        return self.tr(f"kniffel_cat_{category}")

    # ----- for tests and teachers ----------------------------------------------------

    @property
    def scores(self) -> dict[str, int]:
        """Each player's current total."""
        return {
            s.name: total for s, total in zip(self.state.seats, self.state.totals(), strict=True)
        }


def reached(law: Any, total: int) -> float:
    """`optimal.at_least(law, total)` kept strictly between 0 and 1 where the law has
    totals on both sides of `total` (the float sum can round a tiny remainder away, and
    a percentage must not then read as certain)."""
    chance = min(max(optimal.at_least(law, total), 0.0), 1.0)
    if chance == 1.0 and law[: max(total, 0)].any():
        return math.nextafter(1.0, 0.0)
    return chance
