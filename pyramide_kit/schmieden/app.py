"""`SchmiedenApp`: Würfelpyramiden schmieden in a notebook, for one or several players.

The table is one board (`table_view`, scene from `schmieden.scene`): click *Throw*, click a
rolled die (it is marked, and the places of its row that take it are framed green and
clickable), click one of those places; beside each row of the pyramid its condition is
written out with the numbers of the dice below, and a chosen die that fits nowhere says
why. *End throw* (*End round* on the last throw) ends the placing. Each finished round is
written into the log (newest first), into the score table and, with its small pyramid,
into the "last rounds" beside it. Computer seats play their rounds by the documented
policy of `strategy`, move by move in the log.

The widget is a `TableShell` (`pyramide_kit.ui.shell`) and decides no rule: a click on
*Throw* is the seat's `Roll()`, a click on a place is `Place(die, place)`, *End throw* is
`EndThrow()`, each through `play`; the shell lets chance roll and the computer seats play
`Policy.choose` until a human is to move. An item is clickable exactly when its move is
among the state's `legal_moves()` and a human is to move; a refused click shows why in
the widget's language. Choosing a die is not a move: the choice is forgotten whenever the
state changes (after any move, a new round, a new game), so it never outlives its throw.

The coach (the shell's toggle) values every legal move by `schmieden.optimal.move_values`:
the exact expected points of this round after the move (rounds do not influence each
other, so this ranks the moves by the final total too). With several players it still
maximises the student's own points. Moves that differ only in which of two equal dice of
a row they take are one choice (`coach_key`). The coach computes the whole round once
a session (about 10 to 16 seconds), then every click is answered from memory: by
default in a background thread from the moment the widget appears (`coach_warmup`; the
coach says meanwhile that it is still computing, and the board plays on), with
`coach_in_background=False` at the first answer (the message line says so). A
computer seat plays `OptimalPolicy()` where `policies` says so (read by
`pyramide_kit.ui.policies`).

With the coach's goal setting (`coach_goal`, `coach_chances`) each choice also gets the
exact greatest chance that this round's points reach at least T (`optimal.move_chances`;
T from 0 to the most a round can give). The first answer for a target computes the whole
round for it once per session (about 10 seconds; the message line says so), then
the answers come from memory; for the target offered first the background thread does
it after the round's values (`coach_goal_warmup`), otherwise nothing of it runs while
the setting is off.

At the end of a game the shell shows each human seat's exact game report (`game_report`:
`optimal.report`); while this session has not solved the round, a button offers it.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from fractions import Fraction
from typing import Any

import ipywidgets as w

from pyramide_kit.checks import whole_number
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.i18n import check_lang, t
from pyramide_kit.report import GameReport
from pyramide_kit.schmieden import optimal
from pyramide_kit.schmieden.describe import colour
from pyramide_kit.schmieden.game import Game, RoundRecord, new_game
from pyramide_kit.schmieden.moves import Dice, EndThrow, Place, Roll
from pyramide_kit.schmieden.optimal import OptimalPolicy
from pyramide_kit.schmieden.pieces import ROWS, SLOT_ROW
from pyramide_kit.schmieden.rules import MOST_PLAYERS, Rules
from pyramide_kit.schmieden.scene import read_pick, round_line, table_scene
from pyramide_kit.schmieden.spec import SPEC
from pyramide_kit.schmieden.strategy import Policy
from pyramide_kit.seats import Player
from pyramide_kit.table import CHANCE
from pyramide_kit.ui.board import Board
from pyramide_kit.ui.coach import Build, Goal
from pyramide_kit.ui.policies import seat_policies
from pyramide_kit.ui.shell import TableShell, you_seat

__all__ = ["SchmiedenApp"]

SeatPolicy = Policy | OptimalPolicy


class SchmiedenApp(TableShell):
    """The game widget. `players` are names, `Player`s or (name, is_computer) pairs (None:
    one human seat, called "Du"/"You"); `computers` adds that many computer seats after
    them (0 to the rules' `max_players`, refused before any seat is made); `rules` is a
    schmieden `Rules`; `policies` play the computer seats: a `Policy` (the default),
    `OptimalPolicy()`, one per computer seat in seat order, or a dict from computer seats'
    names (or numbers) to policies (the others play `Policy()`); `seed` (a whole number,
    or None) makes the dice repeat; `coach_in_background` (True, False, or None for the
    shell's `COACH_IN_BACKGROUND`) solves the coach's round in a background thread while
    the student plays (see `pyramide_kit.ui.shell`).

    Readable state: `state` (also `game`: the engine's `Game`), `policies` (the policy of
    each computer seat), `selected` (the chosen die's slot or None), `message.text`,
    `move_log.lines`. The board `table_view` takes the clicks (`table_view.click(id)`
    from Python, ids in `schmieden.scene`); `new_button` (also `new_game_button`).
    """

    spec = SPEC
    rules_key = "schmieden_rules"

    def __init__(
        self,
        players: Sequence[str | Player | tuple[str, bool]] | None = None,
        rules: Rules | None = None,
        policies: SeatPolicy | Sequence[SeatPolicy] | Mapping[str | int, SeatPolicy] | None = None,
        *,
        lang: str = "de",
        seed: int | None = None,
        computers: int = 0,
        coach_in_background: bool | None = None,
        pace: float | None = None,
    ) -> None:
        lang = check_lang(lang)
        # the seats are checked by new_game; the computers before any seat is made
        most = (
            (Rules() if rules is None else rules).max_players
            if isinstance(rules, Rules | None)
            else MOST_PLAYERS
        )
        computers = whole_number(computers, "schmieden computers", 0, most)
        if players is not None and (isinstance(players, str) or not isinstance(players, Sequence)):
            raise RuleError(
                f"players are a list of names, not {quoted(players)}",
                "seats_err_list",
                value=quoted(players),
            )
        if players is not None and len(players) > most:
            players = players[: most + 1]  # enough for new_game to refuse them, no more
        humans = [you_seat(lang)] if players is None else list(players)
        machines = [Player(f"{t('computer', lang)} {i + 1}", True) for i in range(computers)]
        seats = new_game([*humans, *machines], rules).seats  # checks seats and rules
        self.policies = seat_policies(policies, seats, self.spec)
        self.selected: int | None = None
        self._selected_in: Game | None = None

        self.table_view = Board(lang, t(self.title_key, lang))
        self.on_pick(self.table_view, self._pick)
        super().__init__(
            seats,
            rules=Rules() if rules is None else rules,
            lang=lang,
            seed=seed,
            coach_in_background=coach_in_background,
            pace=pace,
        )

    # ---- what the shell asks ----------------------------------------------------------
    def rules_values(self) -> dict[str, object]:
        """The rules' numbers, the points of a pyramid completed after the first, second
        and last throw, and how many white dice the first throw must place (if any)."""
        rules = self.state.rules
        points = [
            rules.points_for_throw(k) for k in (1, min(2, rules.max_throws), rules.max_throws)
        ]
        least = rules.first_throw_min_base
        return {
            **super().rules_values(),
            **{
                f"{which}_points": self.count("shell_points", n)
                for which, n in zip(("first", "second", "last"), points, strict=True)
            },
            "first_white": self.count("schmieden_rules_first_white", least) if least else "",
        }

    def new_state(self, players: Sequence[Player], rules: Rules) -> Game:
        return new_game(players, rules)

    def coach_values(self, state: Game) -> dict[Roll | Place | EndThrow, Fraction] | None:
        """The exact expected points of this round after each legal move of the seat to
        move (`optimal.move_values`, through the spec); None where no seat is to move."""
        if state.over or state.to_move is None or state.to_move is CHANCE:
            return None
        self._prepare(state.rules)
        return self.spec.move_values(state)

    def game_report(self, state: Game, seat: int) -> GameReport:
        """The exact report of a seat's game (`optimal.report`), shown at the end."""
        self._prepare(state.rules)
        return optimal.report(state, seat)

    def coach_chances(
        self, state: Game, target: int
    ) -> dict[Roll | Place | EndThrow, Fraction] | None:
        """The exact greatest chance that this round's points reach `target` after each
        legal move (`optimal.move_chances`); None where no seat is to move."""
        if state.over or state.to_move is None or state.to_move is CHANCE:
            return None
        if not optimal.solved(state.rules, target):
            computing = self.tr("schmieden_coach_goal_computing", target=target)
            with self.message.meanwhile(computing):
                optimal.round_chance(target, state.rules)
        return optimal.move_chances(state, target)

    def coach_warmup(self) -> Build | None:
        """The whole round of the rules in play (see `_prepare`), unless this session
        holds it: read from the shipped table (a tenth of a second) or solved."""
        rules = self.state.rules
        if optimal.solved(rules):
            return None
        return lambda progress: optimal.round_value(rules)

    def coach_goal_warmup(self) -> Build | None:
        """The whole round's chances of the goal's first target, unless this session
        holds them: read from the shipped table or computed."""
        rules = self.state.rules
        target = self.coach_goal(self.state).start
        if optimal.solved(rules, target):
            return None
        return lambda progress: optimal.round_chance(target, rules)

    def coach_goal(self, state: Game) -> Goal:
        """A target for this round's points: at most a pyramid completed with the first
        throw with the larger bonus; the middle of that offered first."""
        most, start = optimal.goal_range(state.rules)
        return Goal(most, start, self.tr("schmieden_coach_goal_meaning"))

    def report_waits(self, state: Game) -> bool:
        """The report waits for a click until this session holds the round (read from
        the shipped table, or solved)."""
        return not optimal.solved(state.rules)

    def _prepare(self, rules: Rules) -> None:
        """Solve the whole round of `rules` unless it is known, saying so in the message
        line while it runs. `optimal` keeps its memo per rules in memory; computing the
        round from the empty pyramid once (several seconds) fills it, so every later
        answer takes milliseconds. Without it the memo would grow throw by throw, and a
        new throw could take seconds."""
        if not optimal.solved(rules):
            with self.message.meanwhile(self.tr("schmieden_coach_computing")):
                optimal.round_value(rules)

    def coach_key(self, state: Game, move: Any) -> Hashable:
        """What makes two moves the same choice: for a `Place`, the die's row and value
        and the place (which of two equal dice is taken changes nothing)."""
        if isinstance(move, Place):
            return (SLOT_ROW[move.slot], state.turn.rolled[move.slot], move.place)
        return move

    def tie_break_text(self, better: int, worse: int) -> str:
        """Equal points: the seat with fewer rounds without points ranks higher (the
        engine's ranking; equal in both would share the place)."""
        zeros = self.state.zero_rounds()
        you = "_you" if self.is_you(better) else ""
        return self.tr(
            f"schmieden_tie_zero{you}",
            name=self.state.seats[better].name,
            fewer=zeros[better],
            more=zeros[worse],
        )

    def coach_meaning(self) -> str:
        return self.tr("schmieden_coach_meaning")

    def board(self) -> list[w.Widget]:
        return [self.table_view]

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
                f"{colour(row, self.lang)} {value}" for row in ROWS for value in move.row(row)
            )
            line = self.tr("schmieden_log_throw", name=name, throw=turn.throws + 1, dice=dice)
        elif isinstance(move, Place):
            line = self.tr(
                "schmieden_log_place",
                name=name,
                colour=colour(SLOT_ROW[move.slot], self.lang),
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
        you = [seat for seat in range(len(game.seats)) if self.is_you(seat)]
        legal = game.legal_moves() if self.human_to_move else ()
        self.table_view.show(
            table_scene(game, self.lang, legal=legal, selected=self.selected, you=you)
        )

    # ---- clicks -----------------------------------------------------------------------
    def _pick(self, item_id: str) -> None:
        """A click on the board (only ids it drew as clickable arrive here)."""
        kind, value = read_pick(item_id)
        if kind == "throw":
            self.play(Roll())
        elif kind == "end":
            self.play(EndThrow())
        elif kind == "die":
            self.choose_die(value)
        else:
            self.choose_place(value)

    def choose_die(self, slot: int) -> None:
        """Choose the rolled die in `slot` (not a move): the board then frames the places
        it may go to and, if it fits nowhere, says why. A die not on the table is refused
        with the engine's reason, and nothing changes."""
        game = self.state
        if not self.human_to_move:
            raise RuleError("it is not a human player's turn now", "shell_err_not_human")
        if slot not in game.turn.rolled_slots:
            # no such die to place now: the engine says why (throw first, game over, ...)
            raise game.turn.why_not(slot, "B1")
        self.selected, self._selected_in = slot, game
        self.message.clear()
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
        return round_line(game, record, self.lang)

    # ---- words ------------------------------------------------------------------------
