"""A whole game of Würfelpyramiden schmieden under the table protocol (RULES.md §2).

Players take turns, one round each (`round.RoundState`), for `rules.rounds` rounds. The
state is a frozen value (`Game`): the rules, the seats, the finished rounds (`records`),
the running round (`turn`) and, as a record only, the history of every move since
`new_game`. Built from outside, a `Game` checks every field (seats within the rules'
limits, rounds in turn order and scored by the rules, a legal running round); saves are
the history and load by replaying it through `apply`.

Ranking: most points; on equal points fewer zero rounds; then the place is shared.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pyramide_kit.checks import settle, strict_fields, whole_number
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.exact import Distribution
from pyramide_kit.schmieden.conditions import Placed, check_placed, equal_count, legally_placed
from pyramide_kit.schmieden.moves import Dice, EndThrow, Place, Roll
from pyramide_kit.schmieden.round import (
    RoundState,
    fresh_round,
    placements_in_row_order,
    values_in_row_order,
)
from pyramide_kit.schmieden.rules import Rules
from pyramide_kit.seats import Player, seats_from
from pyramide_kit.table import CHANCE, Standing, Table, classified_refusals, standings

__all__ = ["GAME_NAME", "Game", "Player", "RoundRecord", "new_game"]

GAME_NAME = "Würfelpyramiden schmieden"

Move = Roll | Dice | Place | EndThrow


@dataclass(frozen=True)
class RoundRecord:
    """A finished round: who, which round, the pyramid, the throws used and the score.
    (`Game` checks a record against its rules when a game is built from outside.)"""

    player: int
    round: int
    placed: Placed
    throws: int
    complete: bool
    base_points: int
    bonus: int

    @property
    def points(self) -> int:
        """The round's score: points for the throw plus the bonus."""
        return self.base_points + self.bonus


def _refuse(reason: str) -> RuleError:
    return RuleError(
        f"this is not a state of {GAME_NAME}: {reason}", "schmieden_err_game_state", reason=reason
    )


def _check_record(record: Any, index: int, seats: int, rules: Rules) -> RoundRecord:
    """The finished round `record` as its checks give it back (plain ints), or a
    `RuleError` if it is out of turn order, impossible, or scored against the rules."""
    if not isinstance(record, RoundRecord):
        raise _refuse(f"round {index + 1} is not a RoundRecord: {quoted(record)}")
    player, round_ = index % seats, index // seats + 1
    if (record.player, record.round) != (player, round_):
        raise _refuse(f"round {index + 1} is out of turn order")
    placed = check_placed(record.placed)
    throws = whole_number(record.throws, "the throws of a round", 1, rules.max_throws)
    complete = None not in placed
    legal = legally_placed(placed)
    if record.complete is not complete or not legal:
        raise _refuse(f"round {index + 1} holds an impossible pyramid")
    if not complete and throws != rules.max_throws:
        raise _refuse(f"round {index + 1} ended unfinished before its last throw")
    scored = (
        (rules.points_for_throw(throws), rules.bonus_for(equal_count(placed)))
        if complete
        else (0, 0)
    )
    if (record.base_points, record.bonus) != scored:
        raise _refuse(
            f"round {index + 1} scores {record.base_points} + {record.bonus}, "
            f"the rules give {scored[0]} + {scored[1]}"
        )
    return RoundRecord(player, round_, placed, throws, complete, *scored)


@strict_fields
@dataclass(frozen=True)
class Game(Table):
    """A game: `rules`, `seats`, the finished rounds (`records`) and the running round of
    the seat to move (`turn`; None: a fresh round). `history` lists every move since
    `new_game` and is a record only: the state is the other fields, so a position
    without its history (`replace(game, history=())`) plays the same. Built from outside,
    the records are stored as their checks give them back (a numpy integer as the plain
    int); an unknown field is a `RuleError`. `apply` builds the next game directly.
    """

    MOVES = (Roll, Dice, Place, EndThrow)

    rules: Rules
    seats: tuple[Player, ...]
    history: tuple[Move, ...] = ()
    records: tuple[RoundRecord, ...] = ()
    turn: RoundState | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.rules, Rules):
            raise RuleError(
                f"rules must be a schmieden Rules object, not {quoted(self.rules)}",
                "schmieden_err_rules",
                value=quoted(self.rules),
            )
        if not isinstance(self.seats, tuple) or not all(isinstance(s, Player) for s in self.seats):
            raise RuleError(
                f"seats are a tuple of Players, not {quoted(self.seats)}",
                "seats_err_list",
                value=quoted(self.seats),
            )
        seats_from(self.seats, self.rules.min_players, self.rules.max_players, GAME_NAME)
        if not isinstance(self.history, tuple) or not all(
            isinstance(m, Roll | Dice | Place | EndThrow) for m in self.history
        ):
            raise RuleError(
                f"the history is a tuple of moves, not {quoted(self.history)}",
                "schmieden_err_history",
                value=quoted(self.history),
            )
        if not isinstance(self.records, tuple):
            raise _refuse("the finished rounds are a tuple of RoundRecords")
        if len(self.records) > self.rules.rounds * len(self.seats):
            raise _refuse(f"more than {self.rules.rounds} rounds per player")
        settle(
            self,
            "records",
            tuple(
                _check_record(record, index, len(self.seats), self.rules)
                for index, record in enumerate(self.records)
            ),
        )
        if self.turn is None:
            settle(self, "turn", fresh_round(self.rules))
        if not isinstance(self.turn, RoundState) or self.turn.rules != self.rules:
            raise _refuse("the running round is a RoundState under the game's rules")
        if self.turn.over or (self._all_played and self.turn != fresh_round(self.rules)):
            raise _refuse("a finished round belongs in the records, not in the running round")

    # ---- the protocol ------------------------------------------------------------
    @property
    def to_move(self) -> int | Any | None:
        """The seat to move, `CHANCE` while the dice roll, None when the game is over."""
        if self._all_played:
            return None
        return CHANCE if self.turn.rolling else self.current

    @property
    def _all_played(self) -> bool:
        """Every player has played all rounds."""
        return len(self.records) >= self.rules.rounds * len(self.seats)

    def legal_moves(self) -> tuple[Move, ...]:
        """Exactly the moves `apply` accepts (see `RoundState.legal_moves`)."""
        return () if self._all_played else self.turn.legal_moves()

    @classified_refusals
    def apply(self, move: Any) -> Game:
        """The game after `move` (a finished round is recorded and the next seat is to
        move), or a `RuleError` saying what is wrong; this game is unchanged."""
        return self._step(move)

    def chance_outcomes(self) -> Distribution:
        """The exact law of the throw being rolled (`Dice` moves)."""
        if self._all_played:
            self._refuse_chance()
        return self.turn.chance_outcomes()

    def sample_chance(self, rng: Any) -> Dice:
        """The rolled dice drawn with `rng`, row by row (`RoundState.sample_chance`)."""
        if self._all_played:
            self._refuse_chance()
        return self.turn.sample_chance(rng)

    @property
    def turns_done(self) -> int:
        """How many rounds are over (a seat's turn is its round)."""
        return len(self.records)

    def totals(self) -> tuple[int, ...]:
        """Each player's points so far, in seat order."""
        return tuple(
            sum(r.points for r in self.records if r.player == i) for i in range(len(self.seats))
        )

    def zero_rounds(self) -> tuple[int, ...]:
        """Each player's finished rounds without points (the tie break), in seat order."""
        return tuple(
            sum(1 for r in self.records if r.player == i and r.points == 0)
            for i in range(len(self.seats))
        )

    def ranking(self) -> tuple[Standing, ...]:
        """Best first: most points, then fewer zero rounds; equal in both share a place."""
        totals = self.totals()
        keys = [(-p, z) for p, z in zip(totals, self.zero_rounds(), strict=True)]
        return standings(totals, keys)

    # ---- reading the game ------------------------------------------------------------
    @property
    def current(self) -> int:
        """Index of the seat whose round runs (after the game: the next in turn)."""
        return len(self.records) % len(self.seats)

    @property
    def round(self) -> int:
        """The round being played (1 .. rounds); after the game, the last round."""
        return min(len(self.records) // len(self.seats) + 1, self.rules.rounds)

    def winners(self) -> tuple[int, ...]:
        """The seats sharing the first place (only meaningful when the game is over)."""
        return tuple(s.seat for s in self.ranking() if s.place == 1)

    def score_table(self) -> list[list[int | None]]:
        """Points per round (rows) and seat (columns); None where not yet played."""
        table: list[list[int | None]] = [[None] * len(self.seats) for _ in range(self.rules.rounds)]
        for r in self.records:
            table[r.round - 1][r.player] = r.points
        return table

    # ---- friendly moves (thin calls of apply) ----------------------------------------
    def throw(self, values: Sequence[int]) -> Game:
        """`Roll()`, then chance shows `values` (see `RoundState.throw`)."""
        rolling = self if self.turn.rolling else self.apply(Roll())
        return rolling.apply(rolling.turn.dice_from(values))

    def roll(self, rng: Any) -> Game:
        """`Roll()`, then chance draws the dice with `rng`."""
        rolling = self if self.turn.rolling else self.apply(Roll())
        return rolling.apply(rolling.sample_chance(rng))

    def place(self, slot: int, place: str) -> Game:
        """`Place(slot, place)`; completing the pyramid ends the round."""
        return self.apply(Place(slot, place))

    def place_all(self, moves: Mapping[int, str] | Iterable[tuple[int, str]]) -> Game:
        """`Place` moves in row order (see `RoundState.place_all`)."""
        game = self
        for move in placements_in_row_order(moves):
            game = game.apply(move)
        return game

    def place_values(self, placements: Mapping[str, int]) -> Game:
        """`Place` moves by value (see `RoundState.place_values`)."""
        game = self
        for place, value in values_in_row_order(placements):
            game = game.apply(Place(game.turn.slot_showing(place, value), place))
        return game

    def end_throw(self) -> Game:
        """`EndThrow()`; after the last throw the round is recorded."""
        return self.apply(EndThrow())

    # ---- internals -------------------------------------------------------------------
    def _step(self, move: Any) -> Game:
        if self._all_played:
            raise RuleError(
                f"the game is over after {self.rules.rounds} rounds", "schmieden_err_game_over"
            )
        turn = self.turn.apply(move)
        records = self.records
        if turn.over:
            record = RoundRecord(
                player=self.current,
                round=self.round,
                placed=turn.placed,
                throws=turn.throws,
                complete=turn.complete,
                base_points=turn.base_points,
                bonus=turn.bonus,
            )
            records = (*records, record)
            turn = fresh_round(self.rules)
        following = object.__new__(Game)
        for name, value in (
            ("rules", self.rules),
            ("seats", self.seats),
            ("history", self._recorded(move)),
            ("records", records),
            ("turn", turn),
        ):
            object.__setattr__(following, name, value)
        return following


def new_game(
    players: int | Sequence[Player | str | tuple[str, bool]] = 1, rules: Rules | None = None
) -> Game:
    """A new game: `players` is a count, names, `Player`s or (name, is_computer) pairs,
    within the rules' player limits; `rules` defaults to `Rules()`."""
    rules = Rules() if rules is None else rules
    if not isinstance(rules, Rules):
        raise RuleError(
            f"rules must be a schmieden Rules object, not {quoted(rules)}",
            "schmieden_err_rules",
            value=quoted(rules),
        )
    seats = seats_from(players, rules.min_players, rules.max_players, GAME_NAME)
    return Game(rules, seats)
