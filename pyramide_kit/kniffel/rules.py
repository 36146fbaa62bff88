"""The Kniffel (Yahtzee) rules object and the scoring of five dice.

Rulings (RULES.md section 5, where the rule text is cut off or silent):

- Five ordinary dice, thirteen categories, so thirteen rounds. In a turn a player throws
  up to `Rules.throws` times; the first throw rolls all five dice, before each further
  throw any dice may be kept and dice kept earlier may be taken back. After at least one
  throw the player writes the dice into one open category; a category scoring nothing may
  always be chosen (scratched, 0 points), and a written category never changes.
- Five equal dice are not a full house; a small straight counts four in a row anywhere
  in the five dice (a large straight is also a small straight).
- Upper bonus 35 at an upper sum of 63 or more.
- Extra Kniffels, `Rules.extra_kniffel`:
  - "book" (Spielart 1 of the book "Die schönsten Würfelspiele" that the rule text comes
    from): if the Kniffel box holds 50, a further Kniffel may be written as 100 points
    into any open lower category instead of that category's normal score (the player
    chooses which: `Write(category, extra=True)` or `Write(category)`). It may also go
    into an open upper box with its ordinary score. With no lower category open it is an
    ordinary throw. Best possible game 790.
  - "hasbro" (the official Yahtzee rules): 100 bonus points per further Yahtzee if the
    Yahtzee box holds 50, and the forced Joker rule, which applies whenever the Yahtzee
    box is already written (with 50 or with 0, as the official rules say): fill the
    upper box of the Yahtzee's face if it is open; else any open lower box, where full
    house and straights score in full; else write 0 into an open upper box.
    Best possible game 1575.
  - "none": a further Kniffel is an ordinary throw. Best possible game 375.

The score card is `sheet.Scorecard`, the game state `game.Game`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from pyramide_kit.checks import check_choice, settle, strict_fields, whole_number
from pyramide_kit.dice import D6, validate_dice
from pyramide_kit.errors import RuleError, quoted

__all__ = [
    "CATEGORIES",
    "DICE",
    "EXTRA_KNIFFEL_VARIANTS",
    "LOWER",
    "MAX_PLAYERS",
    "UPPER",
    "Rules",
    "check_category",
    "check_rules",
    "is_kniffel",
    "joker_scores",
    "run_length",
    "score",
    "scores",
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
EXTRA_KNIFFEL_VARIANTS = ("book", "hasbro", "none")
FACE_OF = {name: face for face, name in enumerate(UPPER, start=1)}
UPPER_OF = {face: name for name, face in FACE_OF.items()}
_MOST_POINTS = 1000
"""No box, bonus or pattern is worth more than this (a typo of 10,000 is refused)."""
_MOST_THROWS = 10
"""Throws per turn at most (the table plays 3). The optimal solver's work grows with
the throws: its first table for 10 throws takes some 10 s (4.7 s for 3), one for 200
would take minutes, so a turn of more throws is refused. The chance of a Kniffel within
many more throws has its own route without a `Rules` (`odds.p_kniffel_within`, up to
1,000 throws; `vectorised.simulate_throws_until_kniffel`)."""


@strict_fields
@dataclass(frozen=True)
class Rules:
    """Every number a group might play differently; defaults as in RULES.md.

    Each field is checked when the rules are built: the variant is one of
    `EXTRA_KNIFFEL_VARIANTS`; `throws` is 1 to 10 (`_MOST_THROWS`: the solver's time);
    the patterns are worth 1 to 1000
    (a pattern worth nothing could not be told from a scratch); the bonuses and the
    threshold are 0 to 1000.
    """

    extra_kniffel: str = "book"
    throws: int = 3
    upper_bonus: int = 35
    upper_bonus_threshold: int = 63
    full_house: int = 25
    small_straight: int = 30
    large_straight: int = 40
    kniffel: int = 50
    extra_kniffel_points: int = 100

    def __post_init__(self) -> None:
        variant = check_choice(self.extra_kniffel, "extra_kniffel", EXTRA_KNIFFEL_VARIANTS)
        settle(self, "extra_kniffel", variant)
        settle(self, "throws", whole_number(self.throws, "throws", 1, _MOST_THROWS))
        for name in ("upper_bonus", "upper_bonus_threshold", "extra_kniffel_points"):
            settle(self, name, whole_number(getattr(self, name), name, 0, _MOST_POINTS))
        for name in ("full_house", "small_straight", "large_straight", "kniffel"):
            settle(self, name, whole_number(getattr(self, name), name, 1, _MOST_POINTS))

    @property
    def min_players(self) -> int:
        """The fewest players at a table: one plays alone against the card."""
        return 1

    @property
    def max_players(self) -> int:
        """The most players at a table: the printed score card has `MAX_PLAYERS` columns."""
        return MAX_PLAYERS


def check_rules(rules: Any) -> Rules:
    """`rules` if it is a `Rules`, the default rules for None, else a `RuleError`."""
    if rules is None:
        return Rules()
    if not isinstance(rules, Rules):
        raise RuleError(
            f"rules must be a kniffel Rules object, not {quoted(rules)}",
            "kniffel_err_rules",
            value=quoted(rules),
        )
    return rules


def check_category(category: Any) -> str:
    """Return `category` if it is one of the thirteen, else a `RuleError` listing them."""
    if not isinstance(category, str) or category not in CATEGORIES:
        raise RuleError(
            f"unknown category {quoted(category)}; the categories are {', '.join(CATEGORIES)}",
            "kniffel_err_category",
            category=quoted(category),
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
def scores(sorted_dice: tuple[int, ...], rules: Rules) -> dict[str, int]:
    """The ordinary score of sorted, valid dice in every category (cached per multiset)."""
    counts = Counter(sorted_dice)
    most = max(counts.values())
    total = sum(sorted_dice)
    run = run_length(sorted_dice)
    out = {name: face * counts[face] for name, face in FACE_OF.items()}
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
    return scores(tuple(sorted(dice)), check_rules(rules))[check_category(category)]


def joker_scores(dice: tuple[int, ...], rules: Rules) -> dict[str, int]:
    """Lower-box scores of a Kniffel used as a Joker ("hasbro"): patterns count in full."""
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
