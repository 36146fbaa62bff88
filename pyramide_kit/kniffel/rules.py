"""The Kniffel (Yahtzee) rules engine: score card, turns of up to three throws, players.

Rulings (RULES.md section 5, where the seed text is cut off or silent):

- Five ordinary dice, thirteen categories, so thirteen rounds. In a turn a player throws
  up to `Rules.throws` times; before each further throw any dice may be held and dice
  held earlier may be taken back. After at least one throw the player writes the dice
  into one open category; a category scoring nothing may always be chosen (scratched,
  0 points), and a written category never changes.
- Five equal dice are not a full house; a small straight counts four in a row anywhere
  in the five dice (a large straight is also a small straight).
- Upper bonus 35 at an upper sum of 63 or more.
- Extra Kniffels, `Rules.extra_kniffel`:
  - "seed" (the seed's Spielart 1): if the Kniffel box holds 50, a further Kniffel may
    be written as 100 points into any open lower category. It may also go into an open
    upper box with its ordinary score. With no lower category open it is an ordinary
    throw. Best possible game 790.
  - "hasbro" (the official Yahtzee rules): 100 bonus points per further Yahtzee if the
    Yahtzee box holds 50, and the forced Joker rule, which applies whenever the Yahtzee
    box is already written (with 50 or with 0, as the official rules say): fill the
    upper box of the Yahtzee's face if it is open; else any open lower box, where full
    house and straights score in full; else write 0 into an open upper box.
    Best possible game 1575.
  - "none": a further Kniffel is an ordinary throw. Best possible game 375.

Every state is a frozen value: a move returns a new state, an illegal move raises
`RuleError` and changes nothing. The engine never imports numpy: throws take a generator
with `.integers` (see `pyramide_kit.dice.roll`) or values rolled elsewhere.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, fields, replace
from functools import cache
from typing import Any

from pyramide_kit.dice import D6, roll, roll_distribution, validate_dice
from pyramide_kit.errors import RuleError
from pyramide_kit.exact import Distribution
from pyramide_kit.seats import Player

__all__ = [
    "CATEGORIES",
    "DICE",
    "EXTRA_KNIFFEL_VARIANTS",
    "LOWER",
    "MAX_PLAYERS",
    "UPPER",
    "Game",
    "Player",
    "Rules",
    "Scorecard",
    "check_category",
    "check_seats",
    "is_kniffel",
    "new_game",
    "run_length",
    "score",
]

DICE = 5
MAX_PLAYERS = 6
UPPER = ("ones", "twos", "threes", "fours", "fives", "sixes")
LOWER = (
    "three_of_a_kind",
    "four_of_a_kind",
    "full_house",
    "small_straight",
    "large_straight",
    "kniffel",
    "chance",
)
CATEGORIES = UPPER + LOWER
EXTRA_KNIFFEL_VARIANTS = ("seed", "hasbro", "none")
_FACE_OF = {name: face for face, name in enumerate(UPPER, start=1)}
_UPPER_OF = {face: name for name, face in _FACE_OF.items()}


@dataclass(frozen=True)
class Rules:
    """Every number a group might play differently; defaults as in RULES.md."""

    extra_kniffel: str = "seed"
    throws: int = 3
    upper_bonus: int = 35
    upper_bonus_threshold: int = 63
    full_house: int = 25
    small_straight: int = 30
    large_straight: int = 40
    kniffel: int = 50
    extra_kniffel_points: int = 100

    def __post_init__(self) -> None:
        if self.extra_kniffel not in EXTRA_KNIFFEL_VARIANTS:
            raise RuleError(
                f"unknown extra-Kniffel variant {self.extra_kniffel!r}; "
                f"choose one of {', '.join(EXTRA_KNIFFEL_VARIANTS)}",
                "kniffel_err_variant",
                variant=self.extra_kniffel,
                allowed=", ".join(EXTRA_KNIFFEL_VARIANTS),
            )
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name != "extra_kniffel" and (
                isinstance(value, bool) or not isinstance(value, int) or value < 0
            ):
                raise RuleError(f"rule {f.name} must be a whole number 0 or more, not {value!r}")
        if self.throws < 1:
            raise RuleError(f"a turn needs at least one throw, not {self.throws}")


def check_category(category: str) -> str:
    """Return `category` if it is one of the thirteen, else a `RuleError` listing them."""
    if category not in CATEGORIES:
        raise RuleError(
            f"unknown category {category!r}; the categories are {', '.join(CATEGORIES)}",
            "kniffel_err_category",
            category=category,
        )
    return category


def is_kniffel(dice: Sequence[int]) -> bool:
    """Five equal dice."""
    return len(set(dice)) == 1 and len(dice) == DICE


def run_length(dice: Iterable[int]) -> int:
    """The longest run of consecutive faces among the dice (5 means a large straight)."""
    faces = set(dice)
    best = run = 0
    for face in range(1, 7):
        run = run + 1 if face in faces else 0
        best = max(best, run)
    return best


@cache
def _scores(sorted_dice: tuple[int, ...], rules: Rules) -> dict[str, int]:
    counts = Counter(sorted_dice)
    most = max(counts.values())
    total = sum(sorted_dice)
    run = run_length(sorted_dice)
    out = {name: face * counts[face] for name, face in _FACE_OF.items()}
    out["three_of_a_kind"] = total if most >= 3 else 0
    out["four_of_a_kind"] = total if most >= 4 else 0
    out["full_house"] = rules.full_house if sorted(counts.values()) == [2, 3] else 0
    out["small_straight"] = rules.small_straight if run >= 4 else 0
    out["large_straight"] = rules.large_straight if run >= 5 else 0
    out["kniffel"] = rules.kniffel if most == 5 else 0
    out["chance"] = total
    return out


def score(category: str, dice: Iterable[int], rules: Rules | None = None) -> int:
    """The ordinary score of `dice` in `category` (no extra-Kniffel or Joker rule)."""
    dice = validate_dice(dice, DICE, D6)
    return _scores(tuple(sorted(dice)), rules or Rules())[check_category(category)]


def _joker_scores(dice: tuple[int, ...], rules: Rules) -> dict[str, int]:
    """Lower-box scores of a Kniffel used as a Joker: patterns count in full."""
    total = sum(dice)
    return {
        "three_of_a_kind": total,
        "four_of_a_kind": total,
        "full_house": rules.full_house,
        "small_straight": rules.small_straight,
        "large_straight": rules.large_straight,
        "kniffel": rules.kniffel,
        "chance": total,
    }


@dataclass(frozen=True)
class Scorecard:
    """One player's card: thirteen boxes (None = open) and the extra Kniffels.

    `extra_kniffels` lists, in order, the categories in which a further Kniffel earned
    the extra points: written as 100 ("seed") or with a 100 bonus ("hasbro").
    """

    rules: Rules = field(default_factory=Rules)
    boxes: tuple[int | None, ...] = (None,) * len(CATEGORIES)
    extra_kniffels: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if len(self.boxes) != len(CATEGORIES):
            raise RuleError(f"a score card has {len(CATEGORIES)} boxes, not {len(self.boxes)}")

    def box(self, category: str) -> int | None:
        """What the box holds (None while open)."""
        return self.boxes[CATEGORIES.index(check_category(category))]

    @property
    def open_categories(self) -> tuple[str, ...]:
        """The boxes still open, in card order."""
        return tuple(c for c, v in zip(CATEGORIES, self.boxes, strict=True) if v is None)

    @property
    def is_full(self) -> bool:
        """All thirteen boxes are written: this player's game is over."""
        return all(v is not None for v in self.boxes)

    @property
    def upper_sum(self) -> int:
        """The sum of the written upper boxes (ones to sixes)."""
        return sum(v or 0 for v in self.boxes[: len(UPPER)])

    @property
    def upper_bonus(self) -> int:
        """The upper bonus once the upper sum reaches the threshold, else 0."""
        rules = self.rules
        return rules.upper_bonus if self.upper_sum >= rules.upper_bonus_threshold else 0

    @property
    def lower_sum(self) -> int:
        """The lower boxes as written (in "seed" this includes Kniffels written as 100)."""
        return sum(v or 0 for v in self.boxes[len(UPPER) :])

    @property
    def kniffel_bonus(self) -> int:
        """The 100-point bonuses of the "hasbro" variant (0 in the other variants)."""
        if self.rules.extra_kniffel != "hasbro":
            return 0
        return self.rules.extra_kniffel_points * len(self.extra_kniffels)

    @property
    def total(self) -> int:
        """The card's score: boxes, upper bonus and any "hasbro" Yahtzee bonuses."""
        return self.upper_sum + self.upper_bonus + self.lower_sum + self.kniffel_bonus

    def _extra_applies(self, dice: tuple[int, ...]) -> bool:
        """Whether this throw is a further Kniffel that earns the extra points."""
        return is_kniffel(dice) and self.box("kniffel") == self.rules.kniffel > 0

    def options(self, dice: Iterable[int]) -> dict[str, int]:
        """Each category the dice may be written into now, with the points it would get.

        Open categories in card order; under the "hasbro" Joker rule only the forced
        choices appear. The "hasbro" 100 bonus is not part of a box's points (see
        `kniffel_bonus`).
        """
        dice = tuple(validate_dice(dice, DICE, D6))
        rules = self.rules
        open_ = self.open_categories
        base = _scores(tuple(sorted(dice)), rules)
        if rules.extra_kniffel == "hasbro" and is_kniffel(dice) and self.box("kniffel") is not None:
            upper = _UPPER_OF[dice[0]]
            if upper in open_:
                return {upper: base[upper]}
            lower_open = [c for c in open_ if c in LOWER]
            if lower_open:
                joker = _joker_scores(dice, rules)
                return {c: joker[c] for c in lower_open}
            return {c: 0 for c in open_}
        if rules.extra_kniffel == "seed" and self._extra_applies(dice):
            return {c: rules.extra_kniffel_points if c in LOWER else base[c] for c in open_}
        return {c: base[c] for c in open_}

    def write(self, category: str, dice: Iterable[int]) -> Scorecard:
        """A new card with `dice` written into `category`; this card is unchanged."""
        check_category(category)
        dice = tuple(validate_dice(dice, DICE, D6))
        if self.is_full:
            raise RuleError("the score card is full; the game is over", "kniffel_err_full")
        if self.box(category) is not None:
            raise RuleError(
                f"{category} is already written; choose an open category: "
                f"{', '.join(self.open_categories)}",
                "kniffel_err_written",
                category=category,
            )
        options = self.options(dice)
        if category not in options:
            raise RuleError(
                f"the Joker rule forces this Kniffel into {', '.join(options)}",
                "kniffel_err_joker",
                allowed=", ".join(options),
            )
        boxes = list(self.boxes)
        boxes[CATEGORIES.index(category)] = options[category]
        extras = self.extra_kniffels
        if self._extra_applies(dice) and (
            self.rules.extra_kniffel == "hasbro"
            or (self.rules.extra_kniffel == "seed" and category in LOWER)
        ):
            extras = (*extras, category)
        return replace(self, boxes=tuple(boxes), extra_kniffels=extras)

    def to_dict(self) -> dict:
        """The boxes and extra Kniffels as plain JSON-ready data (see `saving`)."""
        return {"boxes": list(self.boxes), "extra_kniffels": list(self.extra_kniffels)}


def new_game(seats: Sequence[Player | str] = ("Spieler 1",), rules: Rules | None = None) -> Game:
    """A fresh game for 1 to 6 seats (a plain name is a human seat)."""
    rules = rules or Rules()
    seats = tuple(s if isinstance(s, Player) else Player(s) for s in seats)
    check_seats(seats)
    return Game(rules, seats, tuple(Scorecard(rules) for _ in seats))


def check_seats(seats: tuple[Player, ...]) -> None:
    """A `RuleError` unless there are 1 to 6 seats with different, non-empty names."""
    if not 1 <= len(seats) <= MAX_PLAYERS:
        raise RuleError(
            f"Kniffel is played here by 1 to {MAX_PLAYERS} players, not {len(seats)}",
            "kniffel_err_players",
            count=len(seats),
            most=MAX_PLAYERS,
        )
    names = [s.name for s in seats]
    if any(not isinstance(n, str) or not n.strip() for n in names) or len(set(names)) < len(names):
        raise RuleError(f"every player needs a name of their own, got {names}", "kniffel_err_names")


@dataclass(frozen=True)
class Game:
    """A whole game: seats, score cards, whose turn it is and the dice of that turn.

    `dice` is None before the first throw of a turn; `held` lists the positions (0-4)
    set aside; `throws` counts the throws made in this turn.
    """

    rules: Rules
    seats: tuple[Player, ...]
    cards: tuple[Scorecard, ...]
    current: int = 0
    dice: tuple[int, ...] | None = None
    held: tuple[int, ...] = ()
    throws: int = 0

    @property
    def is_over(self) -> bool:
        """Every card is full."""
        return all(card.is_full for card in self.cards)

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

    def _check_playing(self) -> None:
        if self.is_over:
            raise RuleError("the game is over; start a new game", "kniffel_err_over")

    def hold(self, positions: Iterable[int]) -> Game:
        """Set exactly these positions aside (others are taken back into play)."""
        self._check_playing()
        if self.dice is None:
            raise RuleError("throw first; there are no dice to hold yet", "kniffel_err_no_dice")
        wanted = list(positions)
        if any(isinstance(p, bool) or p not in range(DICE) for p in wanted):
            raise RuleError(
                f"dice positions are 0 to {DICE - 1}, not {wanted}", "kniffel_err_position"
            )
        return replace(self, held=tuple(sorted(set(wanted))))

    @property
    def free_positions(self) -> tuple[int, ...]:
        """The positions the next throw rolls."""
        if self.dice is None:
            return tuple(range(DICE))
        return tuple(i for i in range(DICE) if i not in self.held)

    def _check_can_throw(self) -> None:
        self._check_playing()
        if self.throws >= self.rules.throws:
            raise RuleError(
                f"all {self.rules.throws} throws are used; write the dice into a category",
                "kniffel_err_no_throws",
                throws=self.rules.throws,
            )
        if not self.free_positions:
            raise RuleError(
                "all five dice are held; take one back to throw, or write",
                "kniffel_err_all_held",
            )

    def throw_values(self, values: Iterable[int]) -> Game:
        """Throw with given values for the free positions, in position order."""
        self._check_can_throw()
        free = self.free_positions
        values = validate_dice(values, len(free), D6)
        dice = list(self.dice or (0,) * DICE)
        for position, value in zip(free, values, strict=True):
            dice[position] = value
        return replace(self, dice=tuple(dice), throws=self.throws + 1)

    def throw(self, rng: Any) -> Game:
        """Throw the free dice with a random generator that has `.integers`."""
        self._check_can_throw()
        return self.throw_values(roll(rng, len(self.free_positions), D6))

    def throw_outcomes(self) -> Distribution:
        """Every game after the next throw, with its exact probability.

        Order among the rolled dice does not matter, so each multiset of the free dice
        is one outcome (placed in ascending order into the free positions).
        """
        self._check_can_throw()
        rolled = roll_distribution(len(self.free_positions), D6)
        return Distribution({self.throw_values(ms): p for ms, p in rolled.items()})

    def options(self) -> dict[str, int]:
        """What each category the current dice may go into would score now."""
        self._check_playing()
        if self.dice is None:
            raise RuleError("throw first; there is nothing to write yet", "kniffel_err_no_dice")
        return self.card.options(self.dice)

    def write(self, category: str) -> Game:
        """Write the current dice into `category` and pass the dice to the next player."""
        self._check_playing()
        if self.dice is None:
            raise RuleError("throw first; there is nothing to write yet", "kniffel_err_no_dice")
        cards = list(self.cards)
        cards[self.current] = self.card.write(category, self.dice)
        return replace(
            self,
            cards=tuple(cards),
            current=(self.current + 1) % len(self.seats),
            dice=None,
            held=(),
            throws=0,
        )

    def ranking(self) -> list[tuple[int, str, int]]:
        """(rank, name, total), best first; equal totals share a rank."""
        order = sorted(zip(self.seats, self.cards, strict=True), key=lambda sc: -sc[1].total)
        out: list[tuple[int, str, int]] = []
        for i, (seat, card) in enumerate(order):
            rank = out[-1][0] if out and out[-1][2] == card.total else i + 1
            out.append((rank, seat.name, card.total))
        return out
