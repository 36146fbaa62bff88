"""A whole game of Würfelpyramiden schmieden under the table protocol (RULES.md §2).

Players take turns, one round each (`round.RoundState`), for `rules.rounds` rounds. The
state is a frozen value (`Game`) holding the rules, the seats and the history of every
move since `new_game`; the finished rounds (`records`) and the running round (`turn`)
follow from them. Built from outside, a `Game` replays its history through the rules,
so it can only hold a game the rules allow; `apply` makes the next state directly.

Ranking: most points; on equal points fewer zero rounds; then the place is shared.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pyramide_kit.errors import RuleError
from pyramide_kit.exact import Distribution
from pyramide_kit.schmieden.conditions import Placed
from pyramide_kit.schmieden.moves import Dice, EndThrow, Place, Roll
from pyramide_kit.schmieden.round import (
    RoundState,
    placements_in_row_order,
    values_in_row_order,
)
from pyramide_kit.schmieden.rules import Rules
from pyramide_kit.seats import Player, seats_from
from pyramide_kit.table import CHANCE, Standing, Table, standings

__all__ = ["GAME_NAME", "Game", "Player", "RoundRecord", "new_game"]

GAME_NAME = "Würfelpyramiden schmieden"

Move = Roll | Dice | Place | EndThrow


@dataclass(frozen=True)
class RoundRecord:
    """A finished round: who, which round, the pyramid, the throws used and the score."""

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


@dataclass(frozen=True)
class Game(Table):
    """A game: `rules`, `seats` and `history` (every move since `new_game`).

    `records` (finished rounds) and `turn` (the running round of the seat to move) are
    derived from them; two games are equal when their rules, seats and history are.
    """

    rules: Rules
    seats: tuple[Player, ...]
    history: tuple[Move, ...] = ()
    records: tuple[RoundRecord, ...] = field(init=False, compare=False, repr=False)
    turn: RoundState = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        if not isinstance(self.rules, Rules):
            raise RuleError(
                f"rules must be a schmieden Rules object, not {self.rules!r}",
                "schmieden_err_rules",
                value=repr(self.rules),
            )
        if not isinstance(self.seats, tuple) or not all(isinstance(s, Player) for s in self.seats):
            raise RuleError(
                f"seats are a tuple of Players, not {self.seats!r}",
                "seats_err_list",
                value=repr(self.seats),
            )
        seats_from(self.seats, self.rules.min_players, self.rules.max_players, GAME_NAME)
        if not isinstance(self.history, tuple):
            raise RuleError(
                f"the history is a tuple of moves, not {self.history!r}",
                "schmieden_err_history",
                value=repr(self.history),
            )
        object.__setattr__(self, "records", ())
        object.__setattr__(self, "turn", RoundState(self.rules))
        state = self
        for step, move in enumerate(self.history, start=1):
            try:
                state = state._step(move)
            except RuleError as error:
                raise RuleError(
                    f"move {step} of the history ({move!r}) is not allowed: {error}",
                    "schmieden_err_history_move",
                    step=step,
                    reason=str(error),
                ) from None
        object.__setattr__(self, "records", state.records)
        object.__setattr__(self, "turn", state.turn)

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
            turn = RoundState(self.rules)
        following = object.__new__(Game)
        for name, value in (
            ("rules", self.rules),
            ("seats", self.seats),
            ("history", (*self.history, move)),
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
            f"rules must be a schmieden Rules object, not {rules!r}",
            "schmieden_err_rules",
            value=repr(rules),
        )
    seats = seats_from(players, rules.min_players, rules.max_players, GAME_NAME)
    return Game(rules, seats)
