"""The rules engine of Würfelpyramiden schmieden (RULES.md §2): one round and a game.

A round: at most `max_throws` throws. Each throw rolls every die that is not yet placed.
After a throw the player places any of the dice just rolled, one at a time:

- a white die goes into a free base place (B1, B2, B3), without condition;
- a blue die goes into M1 or M2, which needs both base places under it filled (earlier or
  in this same throw) and 2 × M < sum of the two below (strictly smaller than their
  average);
- the green die goes into T, which needs M1 and M2 filled and 2 × T < M1 + M2.

After the first throw at least `first_throw_min_base` white dice must have been placed;
after later throws the player may pass. Placed dice stay. The round ends the moment the
pyramid is complete, or when the last throw is ended. Complete after throw k scores
`max_throws + 1 - k` points (6 .. 1) plus a bonus for equal dice built in; incomplete
scores 0 and no bonus.

Rulings the seed leaves open (also in the lesson's teacher notes):
- Dice placed in a throw are placed in order; a middle die placed after its base dice in
  the same throw counts as supported ("earlier or in this same throw"). `place_all`
  accepts a whole set of placements and puts them in row order, base first.
- A die once placed is not taken back (the seed: placed dice stay).
- The bonus counts the largest group of equal dice among the six: three equal
  `bonus_three`, four equal `bonus_four`; only the larger applies. Five or six equal dice
  cannot occur under the strict conditions (`odds.five_equal_impossible`), nor can two
  groups of three (the tests enumerate every legal pyramid), so one bonus per pyramid.
- The tie break: most points, then fewer zero rounds, then the win is shared.

Every state is a frozen value: a move returns a new state, an illegal move raises
`RuleError` naming the rule and the numbers, and changes nothing.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field, replace
from functools import cache
from typing import Any

from pyramide_kit.dice import roll, roll_distribution
from pyramide_kit.errors import RuleError
from pyramide_kit.exact import Distribution
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
from pyramide_kit.seats import Player, as_player

__all__ = [
    "Game",
    "Player",
    "RoundRecord",
    "RoundState",
    "Rules",
    "can_place",
    "dice_to_roll",
    "dumps",
    "equal_count",
    "fits",
    "largest_fitting",
    "legal_pyramid",
    "loads",
    "new_game",
]

Placed = tuple[int | None, ...]
_PLACE_INDEX = {place: i for i, place in enumerate(PLACES)}


@dataclass(frozen=True)
class Rules:
    """The numbers of Würfelpyramiden schmieden a group might change, defaults from RULES.md.

    - `max_throws`: throws per round; complete after throw k scores `max_throws + 1 - k`;
    - `rounds`: rounds per player;
    - `bonus_three`, `bonus_four`: extra points for three or four equal dice built into a
      complete pyramid (the seed names no amounts; these are the kit's defaults);
    - `first_throw_min_base`: white dice that must be placed after the first throw;
    - `min_players`, `max_players`: players at one table.
    """

    max_throws: int = 6
    rounds: int = 12
    bonus_three: int = 2
    bonus_four: int = 4
    first_throw_min_base: int = 1
    min_players: int = 1
    max_players: int = 6

    def __post_init__(self) -> None:
        for name, value in asdict(self).items():
            if isinstance(value, bool) or not isinstance(value, int):
                raise RuleError(f"rule {name} must be a whole number, not {value!r}")
        for name in ("max_throws", "rounds", "min_players"):
            if getattr(self, name) < 1:
                raise RuleError(f"{name} must be at least 1, not {getattr(self, name)}")
        if not 0 <= self.first_throw_min_base <= 3:
            raise RuleError(
                f"first_throw_min_base must lie between 0 and 3 (the base has 3 places), "
                f"not {self.first_throw_min_base}"
            )
        if self.max_players < self.min_players:
            raise RuleError(
                f"max_players ({self.max_players}) is below min_players ({self.min_players})"
            )
        if self.bonus_three < 0 or self.bonus_four < 0:
            raise RuleError("bonuses cannot be negative")

    def points_for_throw(self, throw: int) -> int:
        """Points for a pyramid completed with throw number `throw` (1 .. max_throws)."""
        if not 1 <= throw <= self.max_throws:
            raise RuleError(f"throw number must lie between 1 and {self.max_throws}, not {throw}")
        return self.max_throws + 1 - throw

    def bonus_for(self, equal: int) -> int:
        """The bonus for a complete pyramid whose largest group of equal dice has `equal`."""
        if equal >= 4:
            return self.bonus_four
        if equal == 3:
            return self.bonus_three
        return 0


def fits(value: int, below: Sequence[int]) -> bool:
    """The placement condition: strictly smaller than the average, 2 × value < sum below."""
    return 2 * value < sum(below)


def can_place(placed: Placed, place: str, value: int) -> bool:
    """Whether a die showing `value` may go into `place` on the dice `placed` (place
    order B1 .. T, None empty): the place is free and, above the base, both places under
    it are filled and `value` fits on them. The row's colour is the caller's to match.

    The one decision of a placement: `RoundState.why_not` explains a refusal of it, and
    the computer's policy asks it on plain tuples.
    """
    if placed[_PLACE_INDEX[place]] is not None:
        return False
    if place not in SUPPORTS:
        return True
    below = [placed[_PLACE_INDEX[s]] for s in SUPPORTS[place]]
    return None not in below and fits(value, below)


def dice_to_roll(placed: Placed) -> dict[str, int]:
    """How many dice of each row a throw from the dice `placed` rolls: one per free place
    (every die not yet placed is thrown)."""
    return {row: sum(placed[_PLACE_INDEX[p]] is None for p in ROW_PLACES[row]) for row in ROWS}


def largest_fitting(below: Sequence[int]) -> int:
    """The largest face that fits on the two dice `below` (0 if none does)."""
    return min(6, (sum(below) - 1) // 2)


def equal_count(values: Iterable[int | None]) -> int:
    """How many dice show the most frequent value (placed dice only)."""
    counts = Counter(v for v in values if v is not None)
    return max(counts.values(), default=0)


def legal_pyramid(placed: Sequence[int]) -> bool:
    """Whether six values in place order B1 B2 B3 M1 M2 T meet every condition."""
    values = dict(zip(PLACES, placed, strict=True))
    return all(fits(values[p], [values[s] for s in SUPPORTS[p]]) for p in SUPPORTS)


@cache
def _throw_distribution(white: int, blue: int, green: int) -> Distribution:
    """The joint law of a throw of that many white, blue and green dice (rows sorted)."""
    dist = Distribution.point(())
    for count, row in ((white, "base"), (blue, "middle"), (green, "top")):
        die = ROW_DIE[row]
        row_dist = roll_distribution(count, die)
        dist = dist.then(lambda head, rd=row_dist: rd.map(lambda ms, h=head: h + ms))
    return dist


def _names(items: Iterable[str]) -> str:
    return ", ".join(items) or "-"


@dataclass(frozen=True)
class RoundState:
    """One player's round.

    `placed[i]` is the die in `PLACES[i]` (None: empty). `rolled` is None while the next
    throw is due; after a throw `rolled[slot]` is the value of each die of that throw not
    yet placed (None: no such die). `placed_now` lists the places filled in this throw.
    """

    rules: Rules = field(default_factory=Rules)
    placed: Placed = (None,) * 6
    throws: int = 0
    rolled: Placed | None = None
    placed_now: tuple[str, ...] = ()
    ended: bool = False

    # ---- reading the state -------------------------------------------------------
    def value(self, place: str) -> int | None:
        """The die in `place`, or None."""
        return self.placed[_PLACE_INDEX[place]]

    def free_places(self, row: str) -> tuple[str, ...]:
        """The empty places of a row."""
        return tuple(p for p in ROW_PLACES[row] if self.placed[_PLACE_INDEX[p]] is None)

    @property
    def complete(self) -> bool:
        """All six places are filled."""
        return None not in self.placed

    @property
    def over(self) -> bool:
        """The round is finished: complete, or the last throw has been ended."""
        return self.complete or self.ended

    @property
    def can_throw(self) -> bool:
        """A throw is due now: the round runs, no dice lie unplaced, throws remain."""
        return not self.over and self.rolled is None and self.throws < self.rules.max_throws

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

    # ---- chance step ---------------------------------------------------------------
    def throw_distribution(self) -> Distribution:
        """Exact outcomes of the next throw: value tuples in slot order, each row sorted.

        The dice of one row are alike, so only which values a row shows matters; the rows
        are independent, so the probability is the product of the rows' multiset chances.
        """
        self._check_can_throw()
        counts = self.dice_to_roll()
        return _throw_distribution(counts["base"], counts["middle"], counts["top"])

    # ---- moves ----------------------------------------------------------------------
    def throw(self, values: Sequence[int]) -> RoundState:
        """Throw the unplaced dice; `values` lists them in slot order (white, blue, green).

        E.g. the first throw takes six values: three white, two blue, one green.
        """
        self._check_can_throw()
        counts = self.dice_to_roll()
        try:
            values = tuple(values)
        except TypeError:
            raise RuleError(f"a throw is a sequence of dice values, not {values!r}") from None
        expected = sum(counts.values())
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
        rolled: list[int | None] = [None] * 6
        position = 0
        for row in ROWS:
            for slot in ROW_SLOTS[row][: counts[row]]:
                rolled[slot] = ROW_DIE[row].check(values[position])
                position += 1
        return RoundState(self.rules, self.placed, self.throws + 1, tuple(rolled), ())

    def roll(self, rng: Any) -> RoundState:
        """Throw with a random generator (anything with numpy's `.integers`)."""
        self._check_can_throw()
        values: list[int] = []
        for row, count in self.dice_to_roll().items():
            values.extend(roll(rng, count, ROW_DIE[row]))
        return self.throw(values)

    def place(self, slot: int, place: str) -> RoundState:
        """Put the rolled die in `slot` into `place`; raises `RuleError` if not allowed."""
        error = self.why_not(slot, place)
        if error is not None:
            raise error
        index = _PLACE_INDEX[place]
        placed = list(self.placed)
        placed[index] = self.rolled[slot]
        rolled = list(self.rolled)
        rolled[slot] = None
        return RoundState(
            self.rules, tuple(placed), self.throws, tuple(rolled), (*self.placed_now, place)
        )

    def place_all(self, moves: Mapping[int, str] | Iterable[tuple[int, str]]) -> RoundState:
        """Make several placements of this throw, base row first, then middle, then top."""
        pairs = list(moves.items() if isinstance(moves, Mapping) else moves)
        state = self
        for slot, place in sorted(pairs, key=lambda m: ROWS.index(PLACE_ROW.get(m[1], "top"))):
            state = state.place(slot, place)
        return state

    def end_throw(self) -> RoundState:
        """Done placing the dice of this throw (placing none is passing)."""
        if self.over:
            raise self._over_error()
        if self.rolled is None:
            raise RuleError(
                "there is no throw to end: throw the dice first",
                "schmieden_err_no_throw",
            )
        need = self.rules.first_throw_min_base
        base_now = sum(1 for p in self.placed_now if PLACE_ROW[p] == "base")
        if self.throws == 1 and base_now < need:
            raise RuleError(
                f"after the first throw at least {need} white die must go into the base "
                f"(B1, B2, B3); placed so far: {base_now}",
                "schmieden_err_first_base",
                need=need,
                got=base_now,
            )
        return RoundState(
            self.rules, self.placed, self.throws, None, (), self.throws >= self.rules.max_throws
        )

    def why_not(self, slot: int, place: str) -> RuleError | None:
        """Why the rolled die in `slot` may not go into `place`; None if it may."""
        if self.over:
            return self._over_error()
        if self.rolled is None:
            return RuleError(
                "there are no rolled dice to place: throw first", "schmieden_err_no_throw"
            )
        if place not in PLACES:
            return RuleError(
                f"unknown place {place!r}; the places are {_names(PLACES)}",
                "schmieden_err_place_name",
                place=place,
                places=_names(PLACES),
            )
        if not isinstance(slot, int) or not 0 <= slot < 6 or self.rolled[slot] is None:
            return RuleError(
                f"there is no rolled die to place at slot {slot!r}; "
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

    def _check_can_throw(self) -> None:
        if self.complete:
            raise self._over_error()
        if self.throws >= self.rules.max_throws:
            raise RuleError(
                f"all {self.rules.max_throws} throws of this round are used",
                "schmieden_err_throws_used",
                max=self.rules.max_throws,
            )
        if self.rolled is not None:
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
class Game:
    """A whole game: players take turns, one round each, for `rules.rounds` rounds.

    `turn` is the running round of the player to move; finished rounds are `records`.
    """

    players: tuple[Player, ...]
    rules: Rules = field(default_factory=Rules)
    records: tuple[RoundRecord, ...] = ()
    turn: RoundState | None = None

    def __post_init__(self) -> None:
        count = len(self.players)
        if not self.rules.min_players <= count <= self.rules.max_players:
            raise RuleError(
                f"Würfelpyramiden schmieden is played by {self.rules.min_players} to "
                f"{self.rules.max_players} players, not {count}",
                "schmieden_err_players",
                low=self.rules.min_players,
                high=self.rules.max_players,
                got=count,
            )
        if self.turn is None:
            object.__setattr__(self, "turn", RoundState(self.rules))

    @property
    def over(self) -> bool:
        """Every player has played all rounds."""
        return len(self.records) >= self.rules.rounds * len(self.players)

    @property
    def current(self) -> int:
        """Index of the player to move."""
        return len(self.records) % len(self.players)

    @property
    def round(self) -> int:
        """The round being played (1 .. rounds); after the game, the last round."""
        return min(len(self.records) // len(self.players) + 1, self.rules.rounds)

    def totals(self) -> tuple[int, ...]:
        """Each player's points so far, in seat order."""
        return tuple(
            sum(r.points for r in self.records if r.player == i) for i in range(len(self.players))
        )

    def zero_rounds(self) -> tuple[int, ...]:
        """Each player's rounds without points (the tie break), in seat order."""
        return tuple(
            sum(1 for r in self.records if r.player == i and r.points == 0)
            for i in range(len(self.players))
        )

    def ranking(self) -> list[tuple[int, int, int, int]]:
        """(rank, player, points, zero rounds), best first: points, then fewer zero rounds.

        Players equal in both share a rank.
        """
        keys = [(-p, z) for p, z in zip(self.totals(), self.zero_rounds(), strict=True)]
        order = sorted(range(len(self.players)), key=lambda i: (keys[i], i))
        return [
            (1 + sum(1 for k in keys if k < keys[i]), i, -keys[i][0], keys[i][1]) for i in order
        ]

    def winners(self) -> tuple[int, ...]:
        """The players who share the first rank (only meaningful when the game is over)."""
        return tuple(i for rank, i, _, _ in self.ranking() if rank == 1)

    def score_table(self) -> list[list[int | None]]:
        """Points per round (rows) and player (columns); None where not yet played."""
        table: list[list[int | None]] = [
            [None] * len(self.players) for _ in range(self.rules.rounds)
        ]
        for r in self.records:
            table[r.round - 1][r.player] = r.points
        return table

    # ---- moves: each returns a new game ------------------------------------------
    def throw(self, values: Sequence[int]) -> Game:
        """`RoundState.throw` for the player to move (a finished round is recorded)."""
        return self._advance(self._running().throw(values))

    def roll(self, rng: Any) -> Game:
        """`RoundState.roll` for the player to move."""
        return self._advance(self._running().roll(rng))

    def place(self, slot: int, place: str) -> Game:
        """`RoundState.place` for the player to move; completing the pyramid ends the
        round and seats the next player."""
        return self._advance(self._running().place(slot, place))

    def place_all(self, moves: Mapping[int, str] | Iterable[tuple[int, str]]) -> Game:
        """`RoundState.place_all` for the player to move."""
        return self._advance(self._running().place_all(moves))

    def end_throw(self) -> Game:
        """`RoundState.end_throw` for the player to move (after the last throw the round
        is recorded)."""
        return self._advance(self._running().end_throw())

    def _running(self) -> RoundState:
        if self.over:
            raise RuleError(
                f"the game is over after {self.rules.rounds} rounds", "schmieden_err_game_over"
            )
        return self.turn

    def _advance(self, turn: RoundState) -> Game:
        """Keep the new round state, or record a finished round and seat the next player."""
        if not turn.over:
            return replace(self, turn=turn)
        record = RoundRecord(
            player=self.current,
            round=self.round,
            placed=turn.placed,
            throws=turn.throws,
            complete=turn.complete,
            base_points=turn.base_points,
            bonus=turn.bonus,
        )
        return replace(self, records=(*self.records, record), turn=RoundState(self.rules))


def new_game(
    players: Sequence[str | Player] | int = 1, rules: Rules | None = None, computers: int = 0
) -> Game:
    """A new game. `players` are names (or `Player`s, or a count); `computers` adds
    computer seats after them."""
    rules = rules or Rules()
    if isinstance(players, int):
        players = [f"Player {i + 1}" for i in range(players)]
    seats = [as_player(p) for p in players]
    seats += [Player(f"Computer {i + 1}", computer=True) for i in range(computers)]
    return Game(tuple(seats), rules)


# ---- JSON -------------------------------------------------------------------------
def _tuple(value):
    return None if value is None else tuple(value)


def dumps(game: Game) -> str:
    """The game as JSON text (exactly restored by `loads`)."""
    data = {
        "game": "schmieden",
        "rules": asdict(game.rules),
        "players": [asdict(p) for p in game.players],
        "records": [asdict(r) for r in game.records],
        "turn": {k: v for k, v in asdict(game.turn).items() if k != "rules"},
    }
    return json.dumps(data, ensure_ascii=False)


def loads(text: str) -> Game:
    """A game from `dumps` text; every stored state is checked against the rules, and
    damaged text gives a `RuleError` saying what is wrong."""
    try:
        data = json.loads(text)
        if not isinstance(data, dict) or data.get("game") != "schmieden":
            raise RuleError("this JSON text is not a saved game of Würfelpyramiden schmieden")
        rules = Rules(**data["rules"])
        players = tuple(Player(**p) for p in data["players"])
        if not all(isinstance(p.name, str) and isinstance(p.computer, bool) for p in players):
            raise RuleError("every stored player needs a name and a computer flag")
        records = tuple(RoundRecord(**{**r, "placed": tuple(r["placed"])}) for r in data["records"])
        t = data["turn"]
        turn = RoundState(
            rules,
            placed=tuple(t["placed"]),
            throws=t["throws"],
            rolled=_tuple(t["rolled"]),
            placed_now=tuple(t["placed_now"]),
            ended=t["ended"],
        )
        game = Game(players, rules, records, turn)
        _check_records(game)
        if not game.over:
            _check_turn(turn)
    except RuleError:
        raise
    except (KeyError, TypeError, AttributeError, ValueError, IndexError) as error:
        raise RuleError(f"not a saved game of Würfelpyramiden schmieden: {error!r}") from None
    return game


def _check_records(game: Game) -> None:
    """Refuse stored rounds out of turn order or scored against the rules."""
    count = len(game.players)
    if len(game.records) > game.rules.rounds * count:
        raise RuleError(f"the stored game has more than {game.rules.rounds} rounds per player")
    for index, record in enumerate(game.records):
        if (record.player, record.round) != (index % count, index // count + 1):
            raise RuleError(f"stored round {index + 1} is out of turn order")
        if len(record.placed) != len(PLACES) or not isinstance(record.complete, bool):
            raise RuleError(f"stored round {index + 1} is not a round of six places")
        for place, value in zip(PLACES, record.placed, strict=True):
            if value is not None:
                ROW_DIE[PLACE_ROW[place]].check(value)
        if not 1 <= record.throws <= game.rules.max_throws:
            raise RuleError(f"stored round {index + 1} used {record.throws!r} throws")
        complete = None not in record.placed
        legal = complete and legal_pyramid(record.placed)
        scored = (
            (
                game.rules.points_for_throw(record.throws),
                game.rules.bonus_for(equal_count(record.placed)),
            )
            if legal
            else (0, 0)
        )
        if record.complete != complete or (complete and not legal):
            raise RuleError(f"stored round {index + 1} holds an impossible pyramid")
        if (record.base_points, record.bonus) != scored:
            raise RuleError(
                f"stored round {index + 1} scores {record.points}, the rules give {sum(scored)}"
            )


def _check_turn(turn: RoundState) -> None:
    """Refuse a stored round that the moves of the rules could not have produced."""
    if len(turn.placed) != len(PLACES) or (turn.rolled is not None and len(turn.rolled) != 6):
        raise RuleError("the stored round does not have six places and six dice")
    if not isinstance(turn.throws, int) or not isinstance(turn.ended, bool):
        raise RuleError("the stored round's throw count or end flag is damaged")
    if any(p not in PLACES or turn.value(p) is None for p in turn.placed_now):
        raise RuleError(f"the stored throw placed dice in {list(turn.placed_now)}")
    values = dict(zip(PLACES, turn.placed, strict=True))
    for place, value in values.items():
        if value is None:
            continue
        ROW_DIE[PLACE_ROW[place]].check(value)
        if place in SUPPORTS:
            below = [values[s] for s in SUPPORTS[place]]
            if None in below or not fits(value, below):
                raise RuleError(f"the stored pyramid is not legal: {place} = {value} on {below}")
    if not 0 <= turn.throws <= turn.rules.max_throws or turn.over:
        raise RuleError(f"the stored round is not a running round (throws: {turn.throws})")
    if turn.rolled is not None:
        free = turn.dice_to_roll()
        for slot, value in enumerate(turn.rolled):
            if value is not None:
                DICE[slot].check(value)
                if ROW_SLOTS[SLOT_ROW[slot]].index(slot) >= free[SLOT_ROW[slot]] + sum(
                    1 for p in turn.placed_now if PLACE_ROW[p] == SLOT_ROW[slot]
                ):
                    raise RuleError(f"the stored throw has a die at slot {slot} too many")
