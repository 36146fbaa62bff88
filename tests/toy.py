"""A tiny game that speaks the table protocol, for testing the shared shell and table
helpers apart from the five real games: each seat in turn rolls one die, `rounds` times;
the highest total wins and equal totals share a place."""

from __future__ import annotations

from dataclasses import dataclass, replace

from pyramide_kit.errors import RuleError
from pyramide_kit.exact import Distribution
from pyramide_kit.seats import Player, seats_from
from pyramide_kit.table import CHANCE, Table, classified_refusals, refuse_unlisted, standings


@dataclass(frozen=True)
class Roll:
    """The seat to move asks for its throw."""


@dataclass(frozen=True)
class Dice:
    """Chance: the die shows `value`."""

    value: int


@dataclass(frozen=True)
class Toy(Table):
    MOVES = (Roll, Dice)

    seats: tuple[Player, ...]
    rounds: int = 2
    totals_so_far: tuple[int, ...] = ()
    rolling: bool = False
    turns: int = 0
    history: tuple = ()

    @property
    def to_move(self):
        if self.turns >= self.rounds * len(self.seats):
            return None
        return CHANCE if self.rolling else self.turns % len(self.seats)

    def legal_moves(self):
        if self.to_move is None:
            return ()
        if self.to_move is CHANCE:
            return tuple(Dice(v) for v in range(1, 7))
        return (Roll(),)

    def chance_outcomes(self) -> Distribution:
        if self.to_move is not CHANCE:
            self._refuse_chance()
        return Distribution.uniform(self.legal_moves())

    @classified_refusals
    def apply(self, move):
        refuse_unlisted(self, move)
        if isinstance(move, Roll):
            return replace(self, rolling=True, history=(*self.history, move))
        seat = self.turns % len(self.seats)
        totals = tuple(t + (move.value if i == seat else 0) for i, t in enumerate(self.totals()))
        return replace(
            self,
            totals_so_far=totals,
            rolling=False,
            turns=self.turns + 1,
            history=(*self.history, move),
        )

    def totals(self) -> tuple[int, ...]:
        return self.totals_so_far or (0,) * len(self.seats)

    def ranking(self):
        return standings(self.totals())


def new_toy(players, rounds=2) -> Toy:
    if rounds < 1:
        raise RuleError("at least one round")
    return Toy(seats_from(players, 1, 4, "Toy"), rounds)


@dataclass(frozen=True)
class Stop:
    """Keep the value shown and end the game."""


@dataclass(frozen=True)
class Climb(Table):
    """A one-seat decision game for the solver: throw a die up to `throws` times; after
    each throw stop and score the value shown, or throw again (the last throw counts)."""

    MOVES = (Roll, Dice, Stop)

    seats: tuple[Player, ...]
    throws: int = 3
    shown: int = 0
    used: int = 0
    stopped: bool = False
    rolling: bool = False
    history: tuple = ()

    @property
    def to_move(self):
        if self.stopped or (self.used == self.throws and not self.rolling):
            return None
        return CHANCE if self.rolling else 0

    def legal_moves(self):
        if self.to_move is None:
            return ()
        if self.to_move is CHANCE:
            return tuple(Dice(v) for v in range(1, 7))
        if self.used == 0:
            return (Roll(),)
        return (Roll(), Stop()) if self.used < self.throws else (Stop(),)

    def chance_outcomes(self) -> Distribution:
        if self.to_move is not CHANCE:
            self._refuse_chance()
        return Distribution.uniform(self.legal_moves())

    @classified_refusals
    def apply(self, move):
        refuse_unlisted(self, move)
        history = (*self.history, move)
        if isinstance(move, Roll):
            return Climb(self.seats, self.throws, self.shown, self.used, False, True, history)
        if isinstance(move, Stop):
            return Climb(self.seats, self.throws, self.shown, self.used, True, False, history)
        return Climb(self.seats, self.throws, move.value, self.used + 1, False, False, history)

    def totals(self) -> tuple[int, ...]:
        return (self.shown,)

    def ranking(self):
        return standings(self.totals())
