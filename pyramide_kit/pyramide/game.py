"""The Pyramide game under the table protocol: turns of up to three throws, then a box.

A turn: the seat plays `Roll(keep)` and chance throws the other dice (`Dice`), at most
`rules.throws` times; after each throw the seat may keep any dice (and take back any kept
earlier, as in Kniffel). Nothing can be kept before the first throw, and a `Roll` that
keeps every die is no throw at all. The seat may stop early: `Write(box)` writes the round
score of the best build (see `moves` for this ruling) into a free box of that row of its
sheet, and the next seat's turn begins. Six rounds fill every sheet; the highest total
wins and ties share the win.

`Game` is a value: the sheets, whose turn it is, the dice and the chance step due are its
fields; `history` (every move since `new_game`, chance included) is a record only, so that
saves are move logs (`saving.py`) while two paths to the same position are the same
position for the solver (`pyramide_kit.optimal`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from typing import Any

from pyramide_kit.checks import as_whole, check_rng, few_items, settle, strict_fields, whole_number
from pyramide_kit.dice import D6, multisets, roll, roll_distribution, validate_dice
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.exact import Distribution
from pyramide_kit.pyramide.build import Assessment, Build, assess_build, best_build, make_build
from pyramide_kit.pyramide.moves import Dice, Roll, Write
from pyramide_kit.pyramide.rules import Rules
from pyramide_kit.pyramide.sheet import ScoreSheet
from pyramide_kit.seats import Player, seats_from
from pyramide_kit.table import (
    CHANCE,
    Standing,
    Table,
    classified_refusals,
    refuse_foreign,
    standings,
)

__all__ = ["Game", "after_throw", "new_game", "rethrow_count"]


def rethrow_count(kept: int, rules: Rules = Rules()) -> int:
    """How many dice a throw rolls when `kept` dice stay down; keeping all is refused.

    The one place of the rule "a throw rolls the dice not kept, and at least one": the
    engine, the exact odds and the vectorised tables all ask it.
    """
    if kept >= rules.dice:
        raise RuleError(
            "every die is kept, so there is nothing to throw; write the score instead",
            "pyr_err_keep_all",
        )
    return rules.dice - kept


def after_throw(kept: Sequence[int], rules: Rules = Rules()) -> Distribution:
    """Exact distribution of the sorted dice after keeping the pips `kept` and throwing
    the others once (the chance step of `Game`, read as dice instead of moves)."""
    return _after_throw(tuple(sorted(kept)), rules)


@cache
def _after_throw(kept: tuple[int, ...], rules: Rules) -> Distribution:
    count = rethrow_count(len(kept), rules)
    return roll_distribution(count).map(lambda fresh: tuple(sorted(kept + fresh)))


@cache
def _dice_moves(count: int) -> tuple[Dice, ...]:
    return tuple(Dice(ms) for ms in multisets(count))


@cache
def _dice_outcomes(count: int) -> Distribution:
    return roll_distribution(count).map(Dice)


def _bad_state(reason: str) -> RuleError:
    return RuleError(f"this is not a Pyramide position: {reason}", "pyr_err_state", reason=reason)


@cache
def _rethrown(keep: tuple[int, ...], rules: Rules) -> tuple[int, ...]:
    """The positions a throw keeping `keep` rolls (at least one: `rethrow_count`)."""
    rethrow_count(len(keep), rules)
    return tuple(i for i in range(rules.dice) if i not in keep)


@cache
def _round_scores(rules: Rules) -> frozenset[int]:
    """Every round score a throw can give: the best build of each multiset of dice."""
    return frozenset(best_build(ms, rules).score for ms in multisets(rules.dice))


@cache
def _legal_rethrows(rules: Rules) -> frozenset[tuple[int, ...]]:
    return frozenset(_rethrown(r.keep, rules) for r in _roll_moves(rules.dice))


@cache
def _roll_moves(dice: int) -> tuple[Roll, ...]:
    """Every keep after a throw: no die, one die, ..., all but one (never all)."""
    return tuple(Roll(keep) for size in range(dice) for keep in combinations(range(dice), size))


@strict_fields
@dataclass(frozen=True)
class Game(Table):
    """The whole state of a game of Pyramide (see the module text).

    `sheets` hold every seat's written boxes, `current` is the seat whose round it is
    (also while chance throws its dice), `dice` that seat's dice by position (empty
    before its first throw), `throws` the throws it has made this round, and `rethrow`
    the positions chance throws next (after a `Roll`), or None when a seat is to move.
    `history` is the record of every move since `new_game`; nothing depends on it.
    Built from outside, a state checks that its fields fit together (a fresh game needs
    only `rules` and `seats`) and stores what its checks return (a numpy integer as the
    plain int); an unknown field is a `RuleError`. `apply` builds the next state
    directly, its checks already done.
    """

    MOVES = (Roll, Dice, Write)

    rules: Rules
    seats: tuple[Player, ...]
    sheets: tuple[ScoreSheet, ...] = ()
    current: int = 0
    dice: tuple[int, ...] = ()
    throws: int = 0
    rethrow: tuple[int, ...] | None = None
    history: tuple[Roll | Dice | Write, ...] = ()

    def __post_init__(self) -> None:
        rules = self.rules
        if not isinstance(rules, Rules):
            raise RuleError(
                f"rules must be a pyramide Rules object, not {quoted(rules)}", "pyr_err_rules"
            )
        if not isinstance(self.seats, tuple):
            raise RuleError("the seats are a tuple of Player", "pyr_err_seats")
        seats = seats_from(self.seats, rules.min_players, rules.max_players, "Pyramide")
        object.__setattr__(self, "seats", seats)
        if self.sheets == ():
            object.__setattr__(self, "sheets", tuple(ScoreSheet(rules=rules) for _ in seats))
        if (
            not isinstance(self.sheets, tuple)
            or len(self.sheets) != len(seats)
            or any(not isinstance(s, ScoreSheet) or s.rules != rules for s in self.sheets)
        ):
            raise _bad_state("there is one ScoreSheet under these rules per seat")
        written_scores = [score for sheet in self.sheets for score in sheet.scores]
        if written_scores and not set(written_scores) <= _round_scores(rules):
            raise _bad_state("every box holds the score of some throw's best build")
        current = whole_number(self.current, "current", 0, len(seats) - 1)
        written = [sheet.rounds_written for sheet in self.sheets]
        due = min(written)
        over = due == rules.rounds
        if written != [due + 1] * current + [due] * (len(seats) - current):
            raise _bad_state("the seats before the current one have written one box more")
        throws = whole_number(self.throws, "throws", 0, rules.throws)
        if not isinstance(self.dice, tuple) or len(self.dice) not in (0, rules.dice):
            raise _bad_state("the dice are a tuple of all six dice, or empty before a throw")
        dice = settle(self, "dice", validate_dice(self.dice))
        if (throws == 0) != (not dice):
            raise _bad_state("there are dice exactly when the seat has thrown")
        if self.rethrow is not None:
            rethrow = (
                tuple(as_whole(i) for i in self.rethrow)
                if isinstance(self.rethrow, tuple)
                else None
            )
            if (
                rethrow is None
                or rethrow not in _legal_rethrows(rules)
                or throws == rules.throws
                or (not dice and len(rethrow) != rules.dice)
            ):
                raise _bad_state("chance throws the positions a legal Roll left, with throws left")
            if over:
                raise _bad_state("nothing is thrown once the game is over")
            settle(self, "rethrow", rethrow)
        if not isinstance(self.history, tuple):
            raise RuleError("the history is a tuple of moves", "pyr_err_history_type")
        settle(self, "current", current)
        settle(self, "throws", throws)
        object.__setattr__(self, "_over", over)  # derived once; not a field

    # --- what the position shows -----------------------------------------------------
    @property
    def players(self) -> tuple[Player, ...]:
        """The seats (the name the lessons use)."""
        return self.seats

    @property
    def to_move(self) -> int | object | None:
        if self._over:
            return None
        return CHANCE if self.rethrow is not None else self.current

    @property
    def round(self) -> int:
        """The round being played (1-based); after the game, the number of rounds."""
        return min(sheet.rounds_written for sheet in self.sheets) + (0 if self.over else 1)

    @property
    def player(self) -> Player:
        return self.seats[self.current]

    @property
    def sheet(self) -> ScoreSheet:
        return self.sheets[self.current]

    @property
    def throws_left(self) -> int:
        return self.rules.throws - self.throws

    @property
    def can_throw(self) -> bool:
        """True when the seat to move may play a `Roll`."""
        return self.to_move is not None and self.rethrow is None and self.throws_left > 0

    @property
    def best(self) -> Build | None:
        """The best build of the current dice, or None before the first throw."""
        return best_build(self.dice, self.rules) if self.dice else None

    # --- the protocol -----------------------------------------------------------------
    def legal_moves(self) -> tuple[Roll | Dice | Write, ...]:
        """Chance: every multiset of the thrown dice. A seat: its `Roll`s (only `Roll()`
        before the first throw; none when no throws are left), then `Write` for each
        row with a free box once it has thrown."""
        mover = self.to_move
        if mover is None:
            return ()
        if mover is CHANCE:
            return _dice_moves(len(self.rethrow))
        if not self.dice:
            return (Roll(),)
        rolls = _roll_moves(self.rules.dice) if self.throws_left else ()
        return rolls + tuple(Write(box) for box in self.sheet.free_boxes)

    @classified_refusals
    def apply(self, move: Any) -> Game:
        """The state after `move`; a `RuleError` saying why if it is not allowed."""
        refuse_foreign(self, move)
        match move:
            case Roll() | Dice() | Write() if self.over:
                raise RuleError("the game is over: every box is written", "pyr_err_over")
            case Dice():
                return self._thrown(move)
            case Roll() | Write() if self.rethrow is not None:
                raise RuleError(
                    "the dice are rolling: chance plays the thrown dice next", "pyr_err_chance_now"
                )
            case Roll():
                return self._rolled(move)
            case Write():
                return self._written(move)

    def chance_outcomes(self) -> Distribution:
        """Exact distribution of the `Dice` chance plays now (sorted multisets)."""
        if self.to_move is not CHANCE:
            self._refuse_chance()
        return _dice_outcomes(len(self.rethrow))

    def sample_chance(self, rng: Any) -> Dice:
        """The thrown dice, drawn as `rng.integers(0, 6, size=k)` (as the lessons' seeded
        results and the vectorised replay expect), as the listed sorted multiset."""
        if self.to_move is not CHANCE:
            self._refuse_chance()
        return Dice(tuple(sorted(roll(check_rng(rng), len(self.rethrow)))))

    @property
    def turns_done(self) -> int:
        """How many turns are over: every turn ends by writing one box of a sheet."""
        return sum(sheet.rounds_written for sheet in self.sheets)

    def totals(self) -> tuple[int, ...]:
        return tuple(sheet.total for sheet in self.sheets)

    def ranking(self) -> tuple[Standing, ...]:
        """Best first by total; equal totals share a place (the rule text knows no tie-break)."""
        return standings(self.totals())

    @property
    def winners(self) -> tuple[Player, ...]:
        """The players with the highest total (several when tied), once the game is over."""
        if not self.over:
            return ()
        return tuple(self.seats[s.seat] for s in self.ranking() if s.place == 1)

    # --- the moves' effects -----------------------------------------------------------
    def _next(self, move: Roll | Dice | Write, **changes: Any) -> Game:
        """The state after `move` (already checked), built without checking every field
        again (nor `strict_fields`' look at the arguments): only `_over` is derived anew
        when the sheets change."""
        new = object.__new__(Game)
        new.__dict__.update(self.__dict__, history=self._recorded(move), **changes)
        if "sheets" in changes:
            due = min(sheet.rounds_written for sheet in new.sheets)
            object.__setattr__(new, "_over", due == self.rules.rounds)
        return new

    def _rolled(self, move: Roll) -> Game:
        if not self.dice and move.keep:
            raise RuleError("nothing can be kept before the first throw", "pyr_err_keep_first")
        if not self.throws_left:
            raise RuleError(
                f"no throws left: a round has {self.rules.throws}; write the score into a box",
                "pyr_err_no_throws",
                throws=self.rules.throws,
            )
        return self._next(move, rethrow=_rethrown(move.keep, self.rules))

    def _thrown(self, move: Dice) -> Game:
        if self.rethrow is None:
            raise RuleError(
                f"{self.player.name} decides now, not chance: roll (Roll) or write (Write)",
                "pyr_err_not_chance",
                name=self.player.name,
            )
        validate_dice(move.values, len(self.rethrow), D6)
        dice = list(self.dice) if self.dice else [0] * self.rules.dice
        for position, value in zip(self.rethrow, move.values, strict=True):
            dice[position] = value
        return self._next(move, dice=tuple(dice), throws=self.throws + 1, rethrow=None)

    def _written(self, move: Write) -> Game:
        if not self.dice:
            raise RuleError("throw at least once before writing a score", "pyr_err_throw_first")
        sheets = list(self.sheets)
        sheets[self.current] = self.sheet.write(move.box, self.best.score)
        return self._next(
            move,
            sheets=tuple(sheets),
            current=(self.current + 1) % len(self.seats),
            dice=(),
            throws=0,
        )

    # --- friendly calls for lessons and tests (each is `apply`) -------------------------
    def throw(self, keep: Iterable[int], values: Sequence[int]) -> Game:
        """`Roll(keep)`, then chance shows `values` for the dice thrown (`Dice`); each is
        a list of at most six numbers (no more are read)."""
        most = self.rules.dice
        return self.apply(Roll(few_items(keep, "keep", most))).apply(
            Dice(few_items(values, "values", most))
        )

    def roll(self, rng: Any, keep: Iterable[int] = ()) -> Game:
        """`Roll(keep)`, then chance draws the dice with `rng` (`sample_chance`)."""
        rolled = self.apply(Roll(tuple(keep)))
        return rolled.apply(rolled.sample_chance(rng))

    def write(self, box: str) -> Game:
        """`Write(box)`: the best build's score into a free box of row `box`."""
        return self.apply(Write(box))

    def build(self, kind: str | None = None, rows: Sequence[Sequence[int]] = ()) -> Build:
        """Score a hand-made build of the current dice (a `RuleError` if illegal)."""
        if not self.dice:
            raise RuleError("throw first, then build", "pyr_err_throw_first")
        return make_build(self.dice, kind, rows, self.rules)

    def assess(self, kind: str | None, rows: Sequence[Sequence[int]] = ()) -> Assessment:
        """A hand-made build of the current dice beside the best one (`assess_build`)."""
        self.build(kind, rows)
        return assess_build(self.dice, kind, rows, self.rules)


def new_game(
    players: int | Sequence[Player | str | tuple[str, bool]] = 1, rules: Rules | None = None
) -> Game:
    """A fresh game: `players` is a count, names, `Player`s or (name, computer) pairs,
    1 to `rules.max_players` of them."""
    rules = Rules() if rules is None else rules
    if not isinstance(rules, Rules):
        raise RuleError(
            f"rules must be a pyramide Rules object, not {quoted(rules)}", "pyr_err_rules"
        )
    return Game(rules, seats_from(players, rules.min_players, rules.max_players, "Pyramide"))
