"""A tiny game that speaks the table protocol, for testing the shared shell and table
helpers apart from the five real games: each seat in turn rolls one die, `rounds` times;
the highest total wins and equal totals share a place."""

from __future__ import annotations

from dataclasses import dataclass

from pyramide_kit.errors import RuleError
from pyramide_kit.exact import Distribution
from pyramide_kit.seats import Player, seats_from
from pyramide_kit.table import CHANCE, Table, refuse_unlisted, standings


@dataclass(frozen=True)
class Roll:
    """The seat to move asks for its throw."""


@dataclass(frozen=True)
class Dice:
    """Chance: the die shows `value`."""

    value: int


@dataclass(frozen=True)
class Toy(Table):
    seats: tuple[Player, ...]
    rounds: int = 2
    totals_so_far: tuple[int, ...] = ()
    rolling: bool = False
    history: tuple = ()

    @property
    def turns(self) -> int:
        return sum(isinstance(m, Dice) for m in self.history)

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

    def apply(self, move):
        refuse_unlisted(self, move)
        if isinstance(move, Roll):
            return Toy(self.seats, self.rounds, self.totals(), True, (*self.history, move))
        seat = self.turns % len(self.seats)
        totals = tuple(t + (move.value if i == seat else 0) for i, t in enumerate(self.totals()))
        return Toy(self.seats, self.rounds, totals, False, (*self.history, move))

    def totals(self) -> tuple[int, ...]:
        return self.totals_so_far or (0,) * len(self.seats)

    def ranking(self):
        return standings(self.totals())


def new_toy(players, rounds=2) -> Toy:
    if rounds < 1:
        raise RuleError("at least one round")
    return Toy(seats_from(players, 1, 4, "Toy"), rounds)
