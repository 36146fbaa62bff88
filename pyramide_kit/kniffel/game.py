"""The Kniffel table: the state of a whole game under the table protocol, and `new_game`.

A turn is a series of moves: the seat's `Roll(keep)` (the first of a turn keeps
nothing), chance's `Dice(values)` for the dice not kept, up to `Rules.throws` times,
then the seat's `Write(category)`. The state is a frozen value: the rules, the seats,
the cards, whose turn it is and the dice of that turn, plus `history`, the record of
the moves so far (a save; the moves allowed never depend on it). A state built from
outside is checked field by field; `apply` builds the next state directly.

The engine never imports numpy: `sample_chance` takes a generator with `.integers`
(see `pyramide_kit.dice.roll`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, fields
from functools import cache
from itertools import combinations
from typing import Any

from pyramide_kit.checks import check_flag, check_rng, settle, strict_fields, whole_number
from pyramide_kit.dice import D6, roll, roll_distribution, validate_dice
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.exact import Distribution
from pyramide_kit.kniffel.moves import Dice, Roll, Write
from pyramide_kit.kniffel.rules import CATEGORIES, DICE, Rules, check_rules
from pyramide_kit.kniffel.sheet import Scorecard
from pyramide_kit.seats import Player, seats_from
from pyramide_kit.table import (
    CHANCE,
    Standing,
    Table,
    classified_refusals,
    refuse_foreign,
    standings,
)

__all__ = ["Game", "Move", "new_game"]

Move = Roll | Dice | Write


@cache
def _rolls(first: bool) -> tuple[Roll, ...]:
    """Every Roll a seat may choose: only keep-nothing on a turn's first throw, else
    every set of 0 to 4 kept positions (keeping all five is no throw: write instead)."""
    if first:
        return (Roll(()),)
    return tuple(Roll(keep) for k in range(DICE) for keep in combinations(range(DICE), k))


@cache
def _throws(count: int) -> Distribution:
    """The chance moves of a throw of `count` dice, as sorted multisets, exactly."""
    return Distribution({Dice(ms): p for ms, p in roll_distribution(count, D6).items()})


@strict_fields
@dataclass(frozen=True)
class Game(Table):
    """A whole game: seats, score cards, whose turn it is and the dice of that turn.

    `cards` None means fresh cards. `dice` is None before the first throw of a turn;
    `held` lists the positions (0-4) kept at the last throw; `throws` counts the throws
    made in this turn; `rolling` is True between a `Roll` and chance's `Dice`.
    Built from outside, every field is checked and stored as its check returns it (a
    numpy integer as the plain int); an unknown field is a `RuleError`.
    """

    MOVES = (Roll, Dice, Write)

    rules: Rules = field(default_factory=Rules)
    seats: tuple[Player, ...] = (Player("Player 1"),)
    history: tuple[Move, ...] = ()
    cards: tuple[Scorecard, ...] | None = None
    current: int = 0
    dice: tuple[int, ...] | None = None
    held: tuple[int, ...] = ()
    throws: int = 0
    rolling: bool = False

    def __post_init__(self) -> None:
        rules = settle(self, "rules", check_rules(self.rules))
        if not isinstance(self.seats, tuple | list):
            raise RuleError(
                f"the seats are a tuple of players, not {quoted(self.seats)}",
                "seats_err_list",
                value=quoted(self.seats),
            )
        seats = seats_from(self.seats, rules.min_players, rules.max_players, "Kniffel")
        object.__setattr__(self, "seats", seats)
        if not isinstance(self.history, tuple) or not all(
            isinstance(m, Roll | Dice | Write) for m in self.history
        ):
            raise RuleError(
                f"the history is a tuple of moves, not {quoted(self.history)}",
                "kniffel_err_history_type",
            )
        cards = self.cards
        if cards is None:
            cards = tuple(Scorecard(rules) for _ in seats)
        if (
            not isinstance(cards, tuple)
            or len(cards) != len(seats)
            or not all(isinstance(c, Scorecard) and c.rules == rules for c in cards)
        ):
            raise RuleError("a game has one score card of its rules per seat", "kniffel_err_state")
        object.__setattr__(self, "cards", cards)
        current = settle(self, "current", whole_number(self.current, "current", 0, len(seats) - 1))
        written = [len(CATEGORIES) - len(c.open_categories) for c in cards]
        done = written[0] if current == 0 else written[0] - 1
        if written != [done + 1] * current + [done] * (len(seats) - current):
            raise RuleError(
                f"the players write in turn: seat {current} cannot be to play with "
                f"{written} boxes written",
                "kniffel_err_state",
            )
        check_flag(self.rolling, "rolling")
        throws = settle(self, "throws", whole_number(self.throws, "throws", 0, rules.throws))
        if self.dice is not None:
            settle(self, "dice", validate_dice(self.dice, DICE, D6))
        first = self.dice is None
        held = () if first and self.held == () else Roll(self.held).keep
        over = all(c.is_full for c in cards)
        if (
            (first and held)
            or first != (throws == 0)
            or (self.rolling and throws >= rules.throws)
            or (over and (self.rolling or not first))
        ):
            raise RuleError(
                f"impossible dice for a turn: dice {quoted(self.dice)}, held {quoted(self.held)}, "
                f"{throws} throws, rolling {self.rolling}",
                "kniffel_err_state",
            )
        settle(self, "held", held)

    def _next(self, move: Move, **changes: Any) -> Game:
        """The state after `move` (already checked), without checking every field again."""
        new = object.__new__(Game)
        changes["history"] = self._recorded(move)
        for f in fields(self):
            object.__setattr__(new, f.name, changes.get(f.name, getattr(self, f.name)))
        return new

    # ----- the table protocol ----------------------------------------------------------

    @property
    def to_move(self) -> int | Any | None:
        """The seat to move, `CHANCE` while the dice roll, None when every card is full."""
        if all(card.is_full for card in self.cards):
            return None
        return CHANCE if self.rolling else self.current

    def legal_moves(self) -> tuple[Move, ...]:
        """Exactly the moves `apply` accepts now, each once: at a chance step the throws
        of the free dice; else the Rolls (while throws are left), then the Writes in
        card order (a "book" extra Kniffel right after the same box's normal score)."""
        if self.over:
            return ()
        if self.rolling:
            return tuple(_throws(len(self.free_positions)))
        rolls = _rolls(self.dice is None) if self.throws < self.rules.throws else ()
        if self.dice is None:
            return rolls
        return rolls + tuple(Write(c, e) for c, e in self.card.ways(self.dice))

    @classified_refusals
    def apply(self, move: Any) -> Game:
        """The state after `move`, or a `RuleError` saying what is wrong (this state is a
        value and never changes)."""
        if self.over:
            raise RuleError("the game is over; start a new game", "kniffel_err_over")
        refuse_foreign(self, move)
        match move:
            case Dice():
                return self._throw(move)
            case Roll() | Write() if self.rolling:
                raise RuleError(
                    "the dice are rolling: chance throws now (a Dice move)", "kniffel_err_rolling"
                )
            case Roll():
                return self._roll(move)
            case Write():
                return self._write(move)

    def chance_outcomes(self) -> Distribution:
        """The throws of the free dice with their exact probabilities (sorted multisets)."""
        if not self.rolling:
            self._refuse_chance()
        return _throws(len(self.free_positions))

    def sample_chance(self, rng: Any) -> Dice:
        """The free dice rolled with `rng.integers(0, 6, size=k)` (one call per throw, as
        the vectorised simulators and the replay tests assume), sorted."""
        if not self.rolling:
            self._refuse_chance()
        return Dice(tuple(sorted(roll(check_rng(rng), len(self.free_positions), D6))))

    @property
    def turns_done(self) -> int:
        """How many turns are over: every turn ends by filling one box of a card."""
        return sum(box is not None for card in self.cards for box in card.boxes)

    def totals(self) -> tuple[int, ...]:
        """Each seat's card total."""
        return tuple(card.total for card in self.cards)

    def ranking(self) -> tuple[Standing, ...]:
        """The highest total first; equal totals share a place."""
        return standings(self.totals())

    # ----- the moves -------------------------------------------------------------------

    def _roll(self, move: Roll) -> Game:
        if self.throws >= self.rules.throws:
            raise RuleError(
                f"all {self.rules.throws} throws are used; write the dice into a category",
                "kniffel_err_no_throws",
                throws=self.rules.throws,
            )
        if self.dice is None and move.keep:
            raise RuleError(
                "the first throw of a turn rolls all five dice; there is nothing to keep yet",
                "kniffel_err_first_throw",
            )
        return self._next(move, held=move.keep, rolling=True)

    def _throw(self, move: Dice) -> Game:
        if not self.rolling:
            raise RuleError(
                "chance throws only after a Roll; it is a player's move now",
                "kniffel_err_not_rolling",
            )
        free = self.free_positions
        if len(move.values) != len(free):
            raise RuleError(
                f"this throw rolls {len(free)} dice, not {len(move.values)}",
                "kniffel_err_dice_count",
                expected=len(free),
                got=len(move.values),
            )
        dice = list(self.dice or (0,) * DICE)
        for position, value in zip(free, move.values, strict=True):
            dice[position] = value
        return self._next(move, dice=tuple(dice), throws=self.throws + 1, rolling=False)

    def _write(self, move: Write) -> Game:
        if self.dice is None:
            raise RuleError("throw first; there is nothing to write yet", "kniffel_err_no_dice")
        cards = list(self.cards)
        cards[self.current] = self.card.write(move.category, self.dice, move.extra)
        return self._next(
            move,
            cards=tuple(cards),
            current=(self.current + 1) % len(self.seats),
            dice=None,
            held=(),
            throws=0,
        )

    # ----- friendly calls of apply, and what the turn looks like -----------------------

    def throw(self, rng: Any, keep: Iterable[int] = ()) -> Game:
        """Keep the dice at the positions `keep` and throw the others with `rng`: a `Roll`,
        then chance's throw."""
        state = self.apply(Roll.of(keep))
        return state.apply(state.sample_chance(rng))

    def throw_values(self, values: Iterable[int], keep: Iterable[int] = ()) -> Game:
        """Keep `keep` and throw the others showing `values` (in any order): a `Roll`,
        then `Dice(sorted(values))`."""
        state = self.apply(Roll.of(keep))
        return state.apply(Dice.of(values))

    def write(self, category: str, extra: bool | None = None) -> Game:
        """Write the dice into `category` (`extra`: as the "book" extra points; None takes
        the way that pays most) and pass the dice on."""
        move = Write(category)
        if extra is None:
            extra = self.dice is not None and self.card.best_way(move.category, self.dice)
        return self.apply(Write(move.category, extra))

    def writes(self) -> dict[Write, int]:
        """Each legal `Write` now with the points it puts into its box."""
        if self.over or self.rolling or self.dice is None:
            return {}
        return {Write(c, e): points for (c, e), points in self.card.ways(self.dice).items()}

    def options(self) -> dict[str, int]:
        """What each category the current dice may go into would score now (at most)."""
        if self.over:
            raise RuleError("the game is over; start a new game", "kniffel_err_over")
        if self.dice is None:
            raise RuleError("throw first; there is nothing to write yet", "kniffel_err_no_dice")
        return self.card.options(self.dice)

    @property
    def card(self) -> Scorecard:
        """The score card of the player whose turn it is."""
        return self.cards[self.current]

    @property
    def seat(self) -> Player:
        """The seat whose turn it is."""
        return self.seats[self.current]

    @property
    def round(self) -> int:
        """The round being played, 1 to 13."""
        return min(len(CATEGORIES) - len(self.card.open_categories) + 1, len(CATEGORIES))

    @property
    def throws_left(self) -> int:
        """Throws still allowed in this turn."""
        return self.rules.throws - self.throws

    @property
    def free_positions(self) -> tuple[int, ...]:
        """The positions the next (or rolling) throw rolls."""
        if self.dice is None:
            return tuple(range(DICE))
        return tuple(i for i in range(DICE) if i not in self.held)


def new_game(
    players: int | Sequence[Player | str | tuple[str, bool]] = 1, rules: Rules | None = None
) -> Game:
    """A fresh game for 1 to 6 seats: a count, names, `Player`s or (name, computer) pairs."""
    rules = check_rules(rules)
    return Game(rules, seats_from(players, rules.min_players, rules.max_players, "Kniffel"))
