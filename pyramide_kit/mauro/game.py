"""The Mauro game state under the table protocol: both variants, 1 to 8 players.

Variant 1: a turn is a series of throws. A pasch ends the turn and loses the whole
series; a throw with one neighbour pair adds `Rules.neighbour_points`, a straight
`Rules.straight_points`, and the player throws again; a throw with neither ends the
turn and banks the series. Variant 2: one throw per turn, scored by `score_variant2`.
`Rules.rounds` rounds; the most points win, equal totals share a place.

Rulings (see the lesson's teacher notes): the rule text says a player "darf" throw
again; the kit reads it as the rule that the series goes on until a pasch or an empty
throw, so variant 1 has no decision to make. `Rules(may_stop=True)` lets a group allow
stopping after a scoring throw (`Bank`); then computer seats use
`pyramide_kit.mauro.strategy`.

A turn is played as moves: the seat's `Roll`, then chance's `Dice` (216 ordered
throws, 1/216 each), again and again until the turn ends; or the seat's `Bank`. `Game`
is a value: the rules, the seats, the position (finished turns, the running series,
whether the dice are rolling) and the history of moves that led there.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from pyramide_kit.checks import check_flag, check_rng, draw, settle, strict_fields
from pyramide_kit.dice import MIWIN_DICE
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.exact import Distribution
from pyramide_kit.mauro.moves import MOVES, Bank, Dice, Roll
from pyramide_kit.mauro.rules import Rules, check_rules
from pyramide_kit.mauro.throws import (
    Throw,
    ThrowClass,
    all_throws,
    check_throw,
    classify,
    points_variant1,
    score_variant2,
)
from pyramide_kit.seats import Player, seats_from
from pyramide_kit.table import (
    CHANCE,
    UNRECORDED,
    Growing,
    Standing,
    Table,
    classified_refusals,
    grown,
    refuse_foreign,
    refuse_move,
    standings,
)

__all__ = [
    "BANKED",
    "LOST",
    "SCORED",
    "STOPPED",
    "Game",
    "Turn",
    "new_game",
    "roll_throw",
]

BANKED, LOST, STOPPED, SCORED = "banked", "lost", "stopped", "scored"
"""How a turn ended: an empty throw banked the series, a pasch lost it, the player
stopped (`Bank`), or the one throw of variant 2 scored."""


@dataclass(frozen=True)
class Turn:
    """A finished turn: its throws, the points each throw line shows, how it ended.

    `points` holds one number per throw as the rule text's tables write them: in
    variant 1 the points of a scoring throw and 0 for the pasch or the empty end throw;
    in variant 2 the throw's score. `banked` is what the turn adds to the player's total.
    """

    player: int
    round: int
    throws: tuple[Throw, ...]
    points: tuple[int, ...]
    result: str
    banked: int


@cache
def _chance_moves() -> tuple[Dice, ...]:
    return tuple(Dice(throw) for throw in all_throws())


@cache
def _chance_distribution() -> Distribution:
    return Distribution.uniform(_chance_moves())


def _describe(move: object) -> str:
    if isinstance(move, Dice):
        return f"Dice({move})"
    return quoted(move)


@strict_fields
@dataclass(frozen=True)
class Game(Table):
    """A game of Mauro: rules, seats, the position and every move since the start.

    Built from outside, every field is checked: each finished turn and the running
    series are played again through the rules from the turns before them, so a forged
    turn (a box of points no throw gives, a skipped seat) is a `RuleError`, and the turns
    and the series are stored as the rules played them (a numpy integer as the plain
    int); an unknown field is a `RuleError` too. `apply` builds the next state directly
    (`_next`), its checks already done.
    """

    MOVES = (Roll, Bank, Dice)

    rules: Rules = field(default_factory=Rules)
    seats: tuple[Player, ...] = (Player("Player 1"),)
    turns: tuple[Turn, ...] = ()
    series: tuple[Throw, ...] = ()
    rolling: bool = False
    history: tuple[Any, ...] = ()

    def __post_init__(self) -> None:
        check_rules(self.rules)
        if not isinstance(self.seats, tuple) or not all(
            isinstance(seat, Player) for seat in self.seats
        ):
            raise RuleError(
                f"the seats are a tuple of Players, not {quoted(self.seats)}",
                "mauro_err_seats",
                value=quoted(self.seats),
            )
        seats_from(self.seats, self.rules.min_players, self.rules.max_players, "Mauro")
        check_flag(self.rolling, "rolling")
        for name in ("turns", "series", "history"):
            if not isinstance(getattr(self, name), tuple):
                raise RuleError(
                    f"{name} is a tuple, not {quoted(getattr(self, name))}",
                    "mauro_err_field",
                    name=name,
                    value=repr(getattr(self, name)),
                )
        if not all(type(move) in MOVES.values() for move in self.history):
            raise RuleError(
                "the history is a tuple of Mauro's moves (Roll, Dice, Bank)",
                "mauro_err_history",
                value=quoted(self.history),
            )
        self._check_position()

    def _check_position(self) -> None:
        """Play every finished turn and the running series again through `apply`."""
        if len(self.turns) > len(self.seats) * self.rules.rounds:
            raise RuleError(
                f"{len(self.turns)} turns are more than {self.rules.rounds} rounds hold",
                "mauro_err_position",
                reason=f"{len(self.turns)} turns",
            )
        state = Game._next(self.rules, self.seats, (), (), False, ())
        for index, turn in enumerate(self.turns):
            if not isinstance(turn, Turn) or not isinstance(turn.throws, tuple):
                raise RuleError(
                    f"turn {index + 1} is not a Mauro Turn: {quoted(turn)}",
                    "mauro_err_position",
                    reason=f"turn {index + 1}",
                )
            played = state._replay(turn.throws, stop=turn.result == STOPPED)
            if played.turns != (*self.turns[:index], turn):
                raise RuleError(
                    f"turn {index + 1} ({turn}) is not what the rules make of its throws",
                    "mauro_err_position",
                    reason=f"turn {index + 1}",
                )
            state = played
        played = state._replay(self.series, stop=False)
        if played.turns != self.turns or played.series != self.series:
            raise RuleError(
                f"the running series {self.series} is not one the rules let go on",
                "mauro_err_position",
                reason="the running series",
            )
        if self.rolling:
            played.apply(Roll())
        settle(self, "turns", played.turns)
        settle(self, "series", played.series)

    def _replay(self, throws: tuple[Any, ...], stop: bool) -> Game:
        """This state after the seat to move throws `throws` (and banks, if `stop`)."""
        state = self
        for throw in throws:
            state = state.apply(Roll()).apply(Dice(check_throw(throw)))
        return state.apply(Bank()) if stop else state

    @classmethod
    def _next(
        cls,
        rules: Rules,
        seats: tuple[Player, ...],
        turns: tuple[Turn, ...],
        series: tuple[Throw, ...],
        rolling: bool,
        history: tuple[Any, ...],
    ) -> Game:
        """A state built by the engine itself from a checked one: no checks again."""
        state = object.__new__(cls)
        for name, value in (
            ("rules", rules),
            ("seats", seats),
            ("turns", turns),
            ("series", series),
            ("rolling", rolling),
            ("history", history),
        ):
            object.__setattr__(state, name, value)
        return state

    def replay_start(self) -> Game:
        """Ready to replay a save: moves unrecorded, the finished turns growing in place."""
        turns = Growing(self.turns)
        return Game._next(self.rules, self.seats, turns, self.series, self.rolling, UNRECORDED)

    def replay_end(self, history: tuple[Any, ...]) -> Game:
        """After a replay: the saved history attached and the turns a tuple again."""
        turns = tuple(self.turns)
        return Game._next(self.rules, self.seats, turns, self.series, self.rolling, history)

    # ----- the position -------------------------------------------------------------

    @property
    def players(self) -> tuple[Player, ...]:
        """The seats (the name the lessons use)."""
        return self.seats

    @property
    def current(self) -> int:
        """The seat whose turn it is (after the game: the seat that would be next)."""
        return len(self.turns) % len(self.seats)

    @property
    def player(self) -> Player:
        """The Player whose turn it is."""
        return self.seats[self.current]

    @property
    def round(self) -> int:
        """The round being played, 1-based (after the game: the last round)."""
        return min(len(self.turns) // len(self.seats) + 1, self.rules.rounds)

    @property
    def series_points(self) -> tuple[int, ...]:
        """The points of each throw of the running series (variant 1)."""
        return tuple(self.throw_points(t) for t in self.series)

    @property
    def series_total(self) -> int:
        """What the running series would bank now."""
        return sum(self.series_points)

    @property
    def can_bank(self) -> bool:
        """Whether the seat to move may stop now: `Rules(may_stop=True)`, variant 1, and
        points in the series."""
        return self.to_move is not CHANCE and not self.over and self._may_bank()

    def _may_bank(self) -> bool:
        return self.rules.can_stop and self.series_total > 0

    def throw_points(self, throw: Throw) -> int:
        """What a throw shows in the points column under these rules (either variant)."""
        rules = self.rules
        if rules.variant == 2:
            return score_variant2(throw, rules.ring)
        return points_variant1(throw, rules.ring, rules.neighbour_points, rules.straight_points)

    def throw_class(self, throw: Throw) -> ThrowClass:
        """Pasch, straight, neighbours or nothing, on this game's ring."""
        return classify(throw, self.rules.ring)

    def turn_of(self, player: int, round_: int) -> Turn | None:
        """The finished turn of `player` in round `round_`, if it has been played."""
        index = (round_ - 1) * len(self.seats) + player
        return self.turns[index] if 0 <= index < len(self.turns) else None

    # ----- the table protocol --------------------------------------------------------

    @property
    def to_move(self) -> int | object | None:
        """The seat to move, `CHANCE` after a `Roll`, None when every round is played."""
        if len(self.turns) >= len(self.seats) * self.rules.rounds:
            return None
        return CHANCE if self.rolling else self.current

    def legal_moves(self) -> tuple[Any, ...]:
        """Chance: the 216 throws (III, IV, V) in numeric order. A seat: `Roll`, and
        `Bank` where stopping is allowed and the series holds points."""
        mover = self.to_move
        if mover is None:
            return ()
        if mover is CHANCE:
            return _chance_moves()
        return (Roll(), Bank()) if self._may_bank() else (Roll(),)

    def chance_outcomes(self) -> Distribution:
        """The exact distribution of the next throw: 216 ordered throws, 1/216 each."""
        if self.to_move is not CHANCE:
            self._refuse_chance()
        return _chance_distribution()

    def sample_chance(self, rng: Any) -> Dice:
        """One throw drawn as the lessons draw it: three integers in [0, 6) from `rng`
        pick the faces of III, IV and V (`roll_throw`)."""
        if self.to_move is not CHANCE:
            self._refuse_chance()
        return Dice(roll_throw(check_rng(rng)))

    @classified_refusals
    def apply(self, move: Any) -> Game:
        """The state after `move`, or a `RuleError` saying what is wrong and allowed."""
        mover = self.to_move
        if mover is None:
            raise RuleError(
                f"the game is over after {self.rules.rounds} rounds; start a new game",
                "mauro_err_over",
                rounds=self.rules.rounds,
            )
        refuse_foreign(self, move, _describe)
        match move:
            case Dice() if mover is CHANCE:
                return self._throw(check_throw(move.values))
            case Roll() | Bank() if mover is CHANCE:
                raise RuleError(
                    "the dice are rolling: chance throws now (a Dice move)", "mauro_err_rolling"
                )
            case Roll():
                return self._with(move, self.turns, self.series, rolling=True)
            case Bank() if not self.rules.can_stop:
                raise RuleError(
                    "stopping is not allowed: the series goes on until a doublet or a throw "
                    "without neighbours",
                    "mauro_err_no_stop",
                )
            case Bank() if not self._may_bank():
                raise RuleError(
                    "there is nothing to bank yet; throw first", "mauro_err_nothing_to_bank"
                )
            case Bank():
                return self._finish(move, self.series, STOPPED, self.series_total)
        refuse_move(self, move, _describe)

    @property
    def turns_done(self) -> int:
        """How many turns are over (banked, or lost to a doublet)."""
        return len(self.turns)

    def totals(self) -> tuple[int, ...]:
        """Each seat's points so far."""
        sums = [0] * len(self.seats)
        for turn in self.turns:
            sums[turn.player] += turn.banked
        return tuple(sums)

    def ranking(self) -> tuple[Standing, ...]:
        """Most points first; equal totals share a place (the rule text has no tie-break)."""
        return standings(self.totals())

    def winners(self) -> tuple[int, ...]:
        """The seats in first place (several on a tie); only after the game."""
        if not self.over:
            raise RuleError(
                "the game is not over yet; winners are known after the last round",
                "mauro_err_not_over",
            )
        return tuple(sorted(s.seat for s in self.ranking() if s.place == 1))

    # ----- friendly calls of apply ---------------------------------------------------

    def throw(self, values: Sequence[int]) -> Game:
        """The seat to move throws these numbers (III, IV, V): `Roll`, then `Dice`.

        After a `Roll` already applied, only the `Dice` move is left to apply.
        """
        state = self if self.to_move is CHANCE else self.apply(Roll())
        try:
            move = Dice(tuple(check_throw(values)))
        except TypeError:
            raise RuleError(
                f"a throw is three numbers (dice III, IV, V), not {quoted(values)}"
            ) from None
        return state.apply(move)

    def roll(self, rng: Any) -> Game:
        """The seat to move throws with a seeded generator: `Roll`, then chance's draw."""
        state = self if self.to_move is CHANCE else self.apply(Roll())
        return state.apply(state.sample_chance(rng))

    def bank(self) -> Game:
        """Stop the series and bank its points (only where `Rules.may_stop` allows it)."""
        return self.apply(Bank())

    # ----- the engine's steps --------------------------------------------------------

    def _with(
        self, move: Any, turns: tuple[Turn, ...], series: tuple[Throw, ...], rolling: bool
    ) -> Game:
        history = self._recorded(move)
        return Game._next(self.rules, self.seats, turns, series, rolling, history)

    def _throw(self, throw: Throw) -> Game:
        move = Dice(throw)
        if self.rules.variant == 2:
            return self._finish(move, (throw,), SCORED, self.throw_points(throw))
        kind = self.throw_class(throw)
        series = (*self.series, throw)
        if kind is ThrowClass.PASCH:
            return self._finish(move, series, LOST, 0)
        if kind is ThrowClass.NOTHING:
            return self._finish(move, series, BANKED, self.series_total)
        return self._with(move, self.turns, series, rolling=False)

    def _finish(self, move: Any, throws: tuple[Throw, ...], result: str, banked: int) -> Game:
        points = tuple(self.throw_points(t) for t in throws)
        if result in (BANKED, LOST):
            points = (*points[:-1], 0)
        turn = Turn(self.current, self.round, throws, points, result, banked)
        return self._with(move, grown(self.turns, turn), (), rolling=False)


def roll_throw(rng: Any) -> Throw:
    """One throw of III, IV and V with a generator that has numpy's `integers`."""
    picks = draw(rng, 0, 6, 3).tolist()
    return tuple(die.faces[i] for die, i in zip(MIWIN_DICE, picks, strict=True))  # type: ignore[return-value]


def new_game(
    players: int | Sequence[Player | str | tuple[str, bool]] = 1, rules: Rules | None = None
) -> Game:
    """A fresh game; `players` is a number of seats, names, `Player`s or
    (name, is_computer) pairs, from 1 to `rules.max_players` of them."""
    rules = check_rules(Rules() if rules is None else rules)
    return Game(rules, seats_from(players, rules.min_players, rules.max_players, "Mauro"))
