"""One player's Kniffel score card: thirteen boxes, the bonuses, and what the dice may be
written where (the extra-Kniffel and Joker rules of `Rules.extra_kniffel`).

The card is a frozen value: `write` returns a new card. `ways(dice)` lists every way the
dice may be written now (a category, and under "book" whether a further Kniffel is
written as the extra points); the game's `legal_moves` are built from it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from pyramide_kit.checks import settle, strict_fields, whole_number
from pyramide_kit.dice import D6, validate_dice
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.kniffel.rules import (
    CATEGORIES,
    DICE,
    LOWER,
    UPPER,
    UPPER_OF,
    Rules,
    check_category,
    check_rules,
    is_kniffel,
    joker_scores,
    scores,
)

__all__ = ["Scorecard"]


@strict_fields
@dataclass(frozen=True)
class Scorecard:
    """One player's card: thirteen boxes (None = open) and the extra Kniffels.

    `extra_kniffels` lists, in order, the categories in which a further Kniffel earned
    the extra points: written as 100 ("book") or with a 100 bonus ("hasbro").
    """

    rules: Rules = field(default_factory=Rules)
    boxes: tuple[int | None, ...] = (None,) * len(CATEGORIES)
    extra_kniffels: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        check_rules(self.rules)
        if not isinstance(self.boxes, tuple) or len(self.boxes) != len(CATEGORIES):
            raise RuleError(
                f"a score card has {len(CATEGORIES)} boxes, not {quoted(self.boxes)}",
                "kniffel_err_boxes",
                count=len(CATEGORIES),
            )
        boxes = tuple(None if v is None else whole_number(v, "a box", 0) for v in self.boxes)
        settle(self, "boxes", boxes)
        if not isinstance(self.extra_kniffels, tuple):
            raise RuleError(f"extra Kniffels are a tuple, not {quoted(self.extra_kniffels)}")
        for category in self.extra_kniffels:
            check_category(category)

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
        """The lower boxes as written (in "book" this includes Kniffels written as 100)."""
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
        return is_kniffel(dice) and self.box("kniffel") == self.rules.kniffel

    def ways(self, dice: Iterable[int]) -> dict[tuple[str, bool], int]:
        """Every way the dice may be written now: (category, extra) -> points in the box.

        Open categories in card order. `extra` is True only under "book", for a further
        Kniffel written as the extra points into an open lower box; the same box may then
        also take the Kniffel's normal score (extra False). Under the "hasbro" Joker rule
        only the forced choices appear; its 100 bonus is not part of a box's points (see
        `kniffel_bonus`).
        """
        dice = tuple(validate_dice(dice, DICE, D6))
        rules = self.rules
        open_ = self.open_categories
        base = scores(tuple(sorted(dice)), rules)
        if rules.extra_kniffel == "hasbro" and is_kniffel(dice) and self.box("kniffel") is not None:
            upper = UPPER_OF[dice[0]]
            if upper in open_:
                return {(upper, False): base[upper]}
            lower_open = [c for c in open_ if c in LOWER]
            if lower_open:
                joker = joker_scores(dice, rules)
                return {(c, False): joker[c] for c in lower_open}
            return {(c, False): 0 for c in open_}
        out: dict[tuple[str, bool], int] = {}
        extra = rules.extra_kniffel == "book" and self._extra_applies(dice)
        for c in open_:
            out[(c, False)] = base[c]
            if extra and c in LOWER:
                out[(c, True)] = rules.extra_kniffel_points
        return out

    def options(self, dice: Iterable[int]) -> dict[str, int]:
        """Each category the dice may be written into now, with the most it can get."""
        out: dict[str, int] = {}
        for (category, _), points in self.ways(dice).items():
            out[category] = max(points, out.get(category, points))
        return out

    def best_way(self, category: str, dice: Iterable[int]) -> bool:
        """Whether writing `category` pays most as the "book" extra points (see `ways`)."""
        ways = self.ways(dice)
        extra, normal = ways.get((category, True)), ways.get((category, False))
        return extra is not None and (normal is None or extra >= normal)

    def write(self, category: str, dice: Iterable[int], extra: bool | None = None) -> Scorecard:
        """A new card with `dice` written into `category`; this card is unchanged.

        `extra` says whether a further Kniffel goes in as the "book" extra points; None
        takes the way that pays most.
        """
        check_category(category)
        dice = tuple(validate_dice(dice, DICE, D6))
        if self.is_full:
            raise RuleError("the score card is full; the game is over", "kniffel_err_full")
        if self.box(category) is not None:
            raise RuleError(
                f"{category} is already written; choose an open category: "
                f"{', '.join(self.open_categories)}",
                "kniffel_err_written",
                category=f"kniffel {category}",
            )
        ways = self.ways(dice)
        if extra is None:
            extra = self.best_way(category, dice)
        if (category, False) not in ways:
            allowed = ", ".join(c for c, _ in ways)
            raise RuleError(
                f"the Joker rule forces this Kniffel into {allowed}",
                "kniffel_err_joker",
                allowed=tuple(f"kniffel {c}" for c, _ in ways),
            )
        if (category, extra) not in ways:
            raise RuleError(
                f"{category} cannot take these dice as the extra Kniffel points: only a "
                "further Kniffel in an open lower box can, while the Kniffel box holds "
                f"{self.rules.kniffel}",
                "kniffel_err_extra",
                category=f"kniffel {category}",
                kniffel=self.rules.kniffel,
            )
        boxes = list(self.boxes)
        boxes[CATEGORIES.index(category)] = ways[(category, extra)]
        extras = self.extra_kniffels
        if extra or (self.rules.extra_kniffel == "hasbro" and self._extra_applies(dice)):
            extras = (*extras, category)
        return replace(self, boxes=tuple(boxes), extra_kniffels=extras)
