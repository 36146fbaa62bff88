"""One player's round of Würfelpyramiden schmieden (RULES.md §2), move by move.

A round has at most `rules.max_throws` throws. A throw is the seat's `Roll()`, then
chance's `Dice(white, blue, green)`: every die not yet placed is rolled. Then the seat
places dice of that throw one at a time, `Place(slot, place)`:

- a white die goes into a free base place (B1, B2, B3), without condition;
- a blue die goes into M1 or M2, which needs both base places under it filled (earlier or
  in this same throw) and 2 × M < sum of the two below (strictly smaller than their
  average);
- the green die goes into T, which needs M1 and M2 filled and 2 × T < M1 + M2.

`EndThrow()` ends the placing of a throw; after the first throw it needs at least
`rules.first_throw_min_base` white dice placed in that throw, after later throws placing
nothing is passing. Placed dice stay. The round is over the moment the pyramid is
complete, or when the placing of the last throw is ended. Complete after throw k scores
`max_throws + 1 - k` points plus a bonus for equal dice built in; incomplete scores 0.

Rulings the rule text leaves open (also in the lesson's teacher notes):
- The placing of a throw ends with an explicit `EndThrow()`, and `Roll()` is allowed only
  when no throw's dice lie on the table. So after a throw the seat's moves are exactly
  the allowed placements and (when the first-throw rule is met) `EndThrow()`; between
  throws the only move is `Roll()`. There is no stopping early: an unfinished pyramid
  scores 0 anyway, so the rule text's round simply runs to its last throw.
- Dice placed in a throw are placed in order; a middle die placed after its base dice in
  the same throw counts as supported ("earlier or in this same throw"). `place_all`
  accepts a whole set of placements and puts them in row order, base first.
- The dice of one row are alike: `Dice` lists each row's values sorted, and the rolled
  dice take the row's slots in that order (white slots 0-2, blue 3-4, green 5).
- The bonus counts the largest group of equal dice among the six: three equal
  `bonus_three`, four equal `bonus_four`; only the larger applies. Five or six equal dice
  cannot occur under the strict conditions (`odds.five_equal_impossible`), nor can two
  groups of three (the tests enumerate every legal pyramid), so one bonus per pyramid.

Every state is a frozen value that checks its fields when built: a move returns a new
state, an illegal move raises `RuleError` naming the rule and the numbers.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from pyramide_kit.checks import check_flag, check_rng, settle, strict_fields, whole_number
from pyramide_kit.dice import roll, roll_distribution
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.exact import Distribution
from pyramide_kit.schmieden.conditions import (
    PLACE_INDEX,
    Placed,
    can_place,
    check_placed,
    dice_to_roll,
    equal_count,
    largest_fitting,
    legally_placed,
)
from pyramide_kit.schmieden.moves import Dice, EndThrow, Place, Roll
from pyramide_kit.schmieden.pieces import (
    DICE,
    PLACE_ROW,
    PLACES,
    ROW_DIE,
    ROW_PLACES,
    ROW_SLOTS,
    ROWS,
    SLOT_ROW,
    SUPPORTS,
)
from pyramide_kit.schmieden.rules import Rules
from pyramide_kit.table import classified_refusals

__all__ = ["RoundState", "fresh_round", "placements_in_row_order", "values_in_row_order"]

_EMPTY: Placed = (None,) * len(PLACES)


def _names(items: Iterable[str]) -> str:
    return ", ".join(items) or "-"


@cache
def _dice_distribution(white: int, blue: int, green: int) -> Distribution:
    """The exact law of a throw of that many white, blue and green dice, as `Dice` moves.

    The rows are independent, so a throw's probability is the product of its rows'
    multiset chances (e.g. 56 × 21 × 6 outcomes for the first throw)."""
    laws = [
        roll_distribution(n, ROW_DIE[row])
        for n, row in zip((white, blue, green), ROWS, strict=True)
    ]
    out = {}
    for w, pw in laws[0].items():
        for b, pb in laws[1].items():
            for g, pg in laws[2].items():
                out[Dice(w, b, g)] = pw * pb * pg
    return Distribution(out)


@cache
def fresh_round(rules: Rules) -> RoundState:
    """The round before its first throw under `rules` (one value per rules, checked once:
    the engine starts every round with it)."""
    return RoundState(rules)


def _refuse_pairs(value: Any) -> RuleError:
    return RuleError(
        f"placements are (slot, place) pairs or a {{slot: place}} mapping, not {quoted(value)}",
        "schmieden_err_pairs",
        value=quoted(value),
    )


def placements_in_row_order(moves: Any) -> list[Place]:
    """(slot, place) pairs or a {slot: place} mapping as `Place` moves, base row first
    (a middle die may rest on base dice of the same throw); malformed input is refused."""
    if isinstance(moves, Mapping):
        pairs = list(moves.items())
    elif isinstance(moves, Iterable) and not isinstance(moves, str | bytes):
        pairs = list(moves)
    else:
        raise _refuse_pairs(moves)
    if not all(isinstance(p, tuple | list) and len(p) == 2 for p in pairs):
        raise _refuse_pairs(moves)
    chosen = [Place(slot, place) for slot, place in pairs]
    return sorted(chosen, key=lambda m: ROWS.index(PLACE_ROW[m.place]))


def values_in_row_order(placements: Any) -> list[tuple[str, int]]:
    """A {place: value} mapping as (place, value) pairs, base row first, checked."""
    if not isinstance(placements, Mapping):
        raise RuleError(
            f"placements by value are a {{place: value}} mapping, not {quoted(placements)}",
            "schmieden_err_pairs",
            value=quoted(placements),
        )
    pairs = [
        (Place(0, place).place, whole_number(v, "a die", 1, 6)) for place, v in placements.items()
    ]
    return sorted(pairs, key=lambda pv: ROWS.index(PLACE_ROW[pv[0]]))


@strict_fields
@dataclass(frozen=True)
class RoundState:
    """One player's round.

    `placed[i]` is the die in `PLACES[i]` (None: empty). `throws` counts the throws shown
    so far. `rolling` is True between the seat's `Roll()` and chance's `Dice`. `rolled`
    is None between throws; while a throw's dice lie on the table, `rolled[slot]` is the
    value of each die of that throw not yet placed (None: no such die). `placed_now`
    lists the places filled in this throw. Built from outside, every field is checked and
    stored as its check returns it (a numpy integer as the plain int); an unknown field
    is a `RuleError`. A move builds the next round directly (`_next`).
    """

    MOVES = (Roll, Dice, Place, EndThrow)

    rules: Rules = field(default_factory=Rules)
    placed: Placed = _EMPTY
    throws: int = 0
    rolled: Placed | None = None
    rolling: bool = False
    placed_now: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        def refuse(reason: str) -> RuleError:
            return RuleError(
                f"this is not a state of a round: {reason}", "schmieden_err_state", reason=reason
            )

        if not isinstance(self.rules, Rules):
            raise refuse(f"rules must be a Rules object, not {quoted(self.rules)}")
        placed = settle(self, "placed", check_placed(self.placed))
        settle(self, "throws", whole_number(self.throws, "throws", 0, self.rules.max_throws))
        check_flag(self.rolling, "rolling")
        if not legally_placed(placed):
            raise refuse(f"the placed dice {placed} do not rest legally on each other")
        if self.throws == 0 and (placed != _EMPTY or self.rolled is not None):
            raise refuse("no die can be placed or rolled before the first throw")
        if self.rolling and (self.rolled is not None or self.complete or self.over):
            raise refuse("dice are rolled only between throws of a running round")
        if self.rolled is None:
            if self.placed_now:
                raise refuse("dice placed in a throw need that throw's dice on the table")
            base = sum(v is not None for v in placed[:3])
            if self.throws >= 1 and base < self.rules.first_throw_min_base:
                raise refuse("after the first throw the base needs its white dice")
            return
        if not isinstance(self.rolled, tuple) or len(self.rolled) != len(DICE):
            raise refuse(f"rolled is a tuple of {len(DICE)} values or None")
        rolled = tuple(
            None if v is None else whole_number(v, "a rolled die", 1, 6) for v in self.rolled
        )
        settle(self, "rolled", rolled)
        free = dice_to_roll(placed)
        for row in ROWS:
            if sum(rolled[s] is not None for s in ROW_SLOTS[row]) != free[row]:
                raise refuse(f"the {row} row's rolled dice do not match its free places")
        if not isinstance(self.placed_now, tuple) or len(set(self.placed_now)) != len(
            self.placed_now
        ):
            raise refuse("placed_now lists places of this throw once each")
        if any(p not in PLACES or placed[PLACE_INDEX[p]] is None for p in self.placed_now):
            raise refuse(f"placed_now names places that hold no die: {quoted(self.placed_now)}")

    # ---- reading the state -------------------------------------------------------
    def value(self, place: str) -> int | None:
        """The die in `place`, or None."""
        return self.placed[PLACE_INDEX[place]]

    def free_places(self, row: str) -> tuple[str, ...]:
        """The empty places of a row."""
        return tuple(p for p in ROW_PLACES[row] if self.placed[PLACE_INDEX[p]] is None)

    @property
    def complete(self) -> bool:
        """All six places are filled."""
        return None not in self.placed

    @property
    def over(self) -> bool:
        """The round is finished: complete, or the placing of the last throw has ended."""
        return self.complete or (
            self.throws >= self.rules.max_throws and self.rolled is None and not self.rolling
        )

    @property
    def can_throw(self) -> bool:
        """`Roll()` is allowed now: the round runs and no throw's dice lie on the table."""
        return not self.over and self.rolled is None and not self.rolling

    @property
    def last_throw(self) -> bool:
        """The dice of the round's last throw lie on the table: no `Roll()` can follow,
        and ending this placing ends the round."""
        return self.rolled is not None and not self.over and self.throws >= self.rules.max_throws

    @property
    def throws_left(self) -> int:
        """Throws still allowed in this round after the ones made."""
        return self.rules.max_throws - self.throws

    @property
    def rolled_slots(self) -> tuple[int, ...]:
        """Slots holding a die of this throw that may still be placed."""
        if self.rolled is None:
            return ()
        return tuple(i for i, v in enumerate(self.rolled) if v is not None)

    @property
    def equal(self) -> int:
        """The largest number of equal dice placed so far."""
        return equal_count(self.placed)

    @property
    def base_points(self) -> int:
        """Points for the throw that completed the pyramid (0 if not complete)."""
        return self.rules.points_for_throw(self.throws) if self.complete else 0

    @property
    def bonus(self) -> int:
        """Bonus for equal dice; only a complete pyramid earns one."""
        return self.rules.bonus_for(self.equal) if self.complete else 0

    @property
    def points(self) -> int:
        """The round's score so far: points for the throw plus the bonus."""
        return self.base_points + self.bonus

    def dice_to_roll(self) -> dict[str, int]:
        """How many dice of each row the next throw rolls (one per free place)."""
        return dice_to_roll(self.placed)

    @property
    def base_placed_now(self) -> int:
        """White dice placed in this throw (the first-throw rule counts them)."""
        return sum(1 for p in self.placed_now if PLACE_ROW[p] == "base")

    @property
    def base_needed_now(self) -> int:
        """White dice this throw must still place before it may end (the first-throw
        rule; 0 after later throws)."""
        if self.throws != 1 or self.rolled is None:
            return 0
        return max(0, self.rules.first_throw_min_base - self.base_placed_now)

    # ---- the protocol of one round ------------------------------------------------
    def legal_moves(self) -> tuple[Roll | Dice | Place | EndThrow, ...]:
        """Exactly the moves `apply` accepts now, in a stable order: the chance moves
        while the dice roll; `Roll()` between throws; after a throw every allowed
        `Place` (by slot, then place order) and `EndThrow()` once the first-throw rule
        is met; nothing when the round is over."""
        if self.over:
            return ()
        if self.rolling:
            return tuple(self.chance_outcomes())
        if self.rolled is None:
            return (Roll(),)
        places = tuple(
            Place(slot, place) for slot in self.rolled_slots for place in self.legal_places(slot)
        )
        return places + ((EndThrow(),) if self.base_needed_now == 0 else ())

    @classified_refusals
    def apply(self, move: Any) -> RoundState:
        """The round after `move`, or a `RuleError` saying what is wrong."""
        if type(move) not in self.MOVES:
            raise RuleError(
                f"{quoted(move)} is not a move of Würfelpyramiden schmieden; the moves are Roll(), "
                "Dice(white, blue, green), Place(slot, place) and EndThrow()",
                "schmieden_err_move",
                move=quoted(move),
            )
        match move:
            case Roll():
                self._check_can_throw()
                return self._next(rolling=True)
            case Dice():
                return self._show(move)
            case Place():
                error = self.why_not(move.slot, move.place)
                if error is not None:
                    raise error
                return self._put(move.slot, move.place)
            case EndThrow():
                self._check_can_end()
                return self._next(rolled=None, placed_now=())

    def _check_rolling(self) -> None:
        if not self.rolling:
            raise RuleError(
                "chance does not act now: it is a player's move or the game is over",
                "table_err_not_chance",
            )

    def chance_outcomes(self) -> Distribution:
        """Exact law of the throw being rolled, over canonical `Dice` moves."""
        self._check_rolling()
        counts = self.dice_to_roll()
        return _dice_distribution(counts["base"], counts["middle"], counts["top"])

    def sample_chance(self, rng: Any) -> Dice:
        """The rolled dice drawn with `rng` (numpy's `.integers`), one call per row:
        white, then blue, then green (the draws the lessons and the vectorised replay
        rely on); the law itself is not built (7,056 outcomes for the first throw)."""
        self._check_rolling()
        check_rng(rng)
        counts = self.dice_to_roll()
        return Dice(*(roll(rng, counts[row], ROW_DIE[row]) for row in ROWS))

    # ---- friendly moves (thin calls of apply) --------------------------------------
    def dice_from(self, values: Any) -> Dice:
        """The `Dice` move of the next throw from its values in slot order (white dice,
        then blue, then green), e.g. six values for the first throw."""
        counts = self.dice_to_roll()
        expected = sum(counts.values())
        if not isinstance(values, Sequence) or isinstance(values, str):
            raise RuleError(
                f"a throw is a sequence of dice values, not {quoted(values)}",
                "schmieden_err_throw_values",
                value=quoted(values),
            )
        if len(values) != expected:
            raise RuleError(
                f"this throw rolls {expected} dice ({counts['base']} white, {counts['middle']} "
                f"blue, {counts['top']} green), got {len(values)} values",
                "schmieden_err_throw_count",
                expected=expected,
                got=len(values),
                white=counts["base"],
                blue=counts["middle"],
                green=counts["top"],
            )
        values = tuple(values)
        white, blue = counts["base"], counts["base"] + counts["middle"]
        return Dice(values[:white], values[white:blue], values[blue:])

    def throw(self, values: Sequence[int]) -> RoundState:
        """`Roll()`, then chance shows `values` (slot order: white, blue, green; each row
        is sorted, as every `Dice` move is)."""
        rolling = self if self.rolling else self.apply(Roll())
        return rolling.apply(rolling.dice_from(values))

    def roll(self, rng: Any) -> RoundState:
        """`Roll()`, then chance draws the dice with `rng` (see `sample_chance`)."""
        rolling = self if self.rolling else self.apply(Roll())
        return rolling.apply(rolling.sample_chance(rng))

    def place(self, slot: int, place: str) -> RoundState:
        """`Place(slot, place)`: put the rolled die in `slot` into `place`."""
        return self.apply(Place(slot, place))

    def place_all(self, moves: Mapping[int, str] | Iterable[tuple[int, str]]) -> RoundState:
        """Several `Place` moves of this throw, made base row first, then middle, top.
        `moves` maps slots to places, or lists (slot, place) pairs."""
        state = self
        for move in placements_in_row_order(moves):
            state = state.apply(move)
        return state

    def slot_showing(self, place: str, value: int) -> int:
        """A slot of the row of `place` whose rolled die shows `value` (the first one)."""
        row = PLACE_ROW[place]
        for slot in ROW_SLOTS[row]:
            if self.rolled is not None and self.rolled[slot] == value:
                return slot
        colour = DICE[ROW_SLOTS[row][0]].name
        raise RuleError(
            f"no rolled {colour} die shows {quoted(value)}",
            "schmieden_err_no_such_die",
            colour=colour,
            value=quoted(value),
        )

    def place_values(self, placements: Mapping[str, int]) -> RoundState:
        """Put rolled dice by value: {place: value} puts a die of the place's row showing
        that value there, base row first (handy because each row's dice are sorted)."""
        state = self
        for place, value in values_in_row_order(placements):
            state = state.apply(Place(state.slot_showing(place, value), place))
        return state

    def end_throw(self) -> RoundState:
        """`EndThrow()`: done placing the dice of this throw."""
        return self.apply(EndThrow())

    # ---- the checks ------------------------------------------------------------------
    def why_not(self, slot: Any, place: Any) -> RuleError | None:
        """Why the rolled die in `slot` may not go into `place`; None if it may."""
        if self.over:
            return self._over_error()
        if self.rolled is None:
            return RuleError(
                "there are no rolled dice to place: throw first", "schmieden_err_no_throw"
            )
        if not isinstance(place, str) or place not in PLACES:
            return RuleError(
                f"unknown place {quoted(place)}; the places are {_names(PLACES)}",
                "schmieden_err_place_name",
                place=place,
                places=_names(PLACES),
            )
        if (
            isinstance(slot, bool)
            or not isinstance(slot, int)
            or not 0 <= slot < len(DICE)
            or self.rolled[slot] is None
        ):
            return RuleError(
                f"there is no rolled die to place at slot {quoted(slot)}; "
                f"dice to place: {_names(str(s) for s in self.rolled_slots)}",
                "schmieden_err_slot",
                slot=slot,
                slots=_names(str(s) for s in self.rolled_slots),
            )
        row = SLOT_ROW[slot]
        value = self.rolled[slot]
        if PLACE_ROW[place] != row:
            return RuleError(
                f"a {DICE[slot].name} die goes only into {_names(ROW_PLACES[row])}, "
                f"not into {place}",
                f"schmieden_err_row_{row}",
                allowed=_names(ROW_PLACES[row]),
                place=place,
            )
        if can_place(self.placed, place, value):
            return None
        if self.value(place) is not None:
            return RuleError(
                f"{place} already holds a {self.value(place)}; free places of this row: "
                f"{_names(self.free_places(row))}",
                "schmieden_err_taken",
                place=place,
                value=self.value(place),
                free=_names(self.free_places(row)),
            )
        a, b = SUPPORTS[place]
        missing = [p for p in (a, b) if self.value(p) is None]
        if missing:
            return RuleError(
                f"{place} rests on {a} and {b}; still empty: {_names(missing)}. "
                "Fill the places below first (earlier or in this throw)",
                "schmieden_err_support",
                place=place,
                a=a,
                b=b,
                missing=_names(missing),
            )
        x, y = self.value(a), self.value(b)
        params = dict(place=place, a=a, b=b, value=value, twice=2 * value, x=x, y=y, total=x + y)
        most = largest_fitting((x, y))
        if most == 0:
            return RuleError(
                f"{place} must be smaller than the average of {a} and {b}: 2 × {value} = "
                f"{2 * value} is not smaller than {x} + {y} = {x + y}; on {x} and {y} no die "
                "fits at all",
                "schmieden_err_average_none",
                **params,
            )
        return RuleError(
            f"{place} must be smaller than the average of {a} and {b}: 2 × {value} = "
            f"{2 * value} is not smaller than {x} + {y} = {x + y}; only 1 to {most} fits here",
            "schmieden_err_average",
            most=most,
            **params,
        )

    def legal_places(self, slot: int) -> tuple[str, ...]:
        """The places the rolled die in `slot` may go into now."""
        return tuple(p for p in PLACES if self.why_not(slot, p) is None)

    def check_throw_again(self) -> None:
        """Raise the `RuleError` that ending this throw and throwing again would meet
        (the first-throw rule, or no throws left); return quietly if both are allowed."""
        after = self.end_throw() if self.rolled is not None and not self.over else self
        after._check_can_throw()

    def _next(self, **changes: Any) -> RoundState:
        """The state after a move, made by this engine (so it is not checked again)."""
        following = object.__new__(RoundState)
        for name in ("rules", "placed", "throws", "rolled", "rolling", "placed_now"):
            object.__setattr__(following, name, changes.get(name, getattr(self, name)))
        return following

    def _show(self, dice: Dice) -> RoundState:
        if not self.rolling:
            if self.over:
                raise self._over_error()
            raise RuleError(
                "the dice are not rolling: the seat throws first (Roll)",
                "schmieden_err_not_rolling",
            )
        counts = self.dice_to_roll()
        if dice.counts() != counts:
            got = dice.counts()
            raise RuleError(
                f"this throw rolls {counts['base']} white, {counts['middle']} blue and "
                f"{counts['top']} green dice, not {got['base']}, {got['middle']} and "
                f"{got['top']}",
                "schmieden_err_dice_counts",
                white=counts["base"],
                blue=counts["middle"],
                green=counts["top"],
                got_white=got["base"],
                got_blue=got["middle"],
                got_green=got["top"],
            )
        rolled: list[int | None] = [None] * len(DICE)
        for row in ROWS:
            for slot, value in zip(ROW_SLOTS[row], dice.row(row), strict=False):
                rolled[slot] = value
        return self._next(throws=self.throws + 1, rolled=tuple(rolled), rolling=False)

    def _put(self, slot: int, place: str) -> RoundState:
        index = PLACE_INDEX[place]
        placed = (*self.placed[:index], self.rolled[slot], *self.placed[index + 1 :])
        rolled = (*self.rolled[:slot], None, *self.rolled[slot + 1 :])
        return self._next(placed=placed, rolled=rolled, placed_now=(*self.placed_now, place))

    def _check_can_end(self) -> None:
        if self.over:
            raise self._over_error()
        if self.rolled is None:
            raise RuleError(
                "there is no throw to end: throw the dice first", "schmieden_err_no_throw"
            )
        if self.base_needed_now:
            need = self.rules.first_throw_min_base
            raise RuleError(
                f"after the first throw at least {need} white die must go into the base "
                f"(B1, B2, B3); placed so far: {self.base_placed_now}",
                "schmieden_err_first_base",
                need=need,
                got=self.base_placed_now,
            )

    def _check_can_throw(self) -> None:
        if self.complete:
            raise self._over_error()
        if self.rolling:
            raise RuleError(
                "the dice are already rolling: chance shows them next",
                "schmieden_err_rolling",
            )
        if self.throws >= self.rules.max_throws and self.rolled is None:
            raise RuleError(
                f"all {self.rules.max_throws} throws of this round are used",
                "schmieden_err_throws_used",
                max=self.rules.max_throws,
            )
        if self.rolled is not None:
            if self.throws >= self.rules.max_throws:
                raise RuleError(
                    f"all {self.rules.max_throws} throws of this round are used",
                    "schmieden_err_throws_used",
                    max=self.rules.max_throws,
                )
            raise RuleError(
                f"the dice of throw {self.throws} are still on the table: end this throw "
                "(place dice or pass) before throwing again",
                "schmieden_err_throw_pending",
                throw=self.throws,
            )

    def _over_error(self) -> RuleError:
        return RuleError(
            "this round is over: no more throws or placements", "schmieden_err_round_over"
        )
