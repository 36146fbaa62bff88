"""Computer players for Kniffel: the book's advice, a greedy player, and optimal play.

A policy returns moves: `choose(state)` is the move of `state.legal_moves()` for the seat
to move, decided only from what that seat knows (its own card, its dice, the throws
left). It is made of two questions: `hold(card, dice, throws_left)` gives the positions
to keep before the next throw, or None to stop throwing; `write(card, dice)` gives the
`Write` move. Both policies share `keep_for`, which says which dice count towards a
category, so they differ only in what they aim at and where they write. The vectorised
simulator fills its tables for every situation in advance from the same two questions.

The advice of the rule text (from the book "Die schönsten Würfelspiele") reads: "Am
besten fahren Sie, wenn Sie zuerst auf die hohen Zahlenkategorien gehen und die Chance
für einen Fehlversuch auf eine der beiden Straßen nutzen." (Go for the high number
categories first, and use the Chance for a failed attempt at one of the two straights.)
`BookAdvice` follows it; its parameters say how.

`OptimalPolicy` plays the best expected total of its own card (`kniffel.optimal`, whose
table is built on first use); it answers `choose(state)` only, since its moves depend on
the upper sum, which the vectorised simulator's card situations leave out: the engine's
`table.play_turn` and `solitaire.simulate_policy` play it (about 1 ms a move, some 20
games a second), the vectorised `simulate_solitaire` refuses it, and
`optimal.simulate_optimal` simulates many games of optimal play instead.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pyramide_kit.checks import check_choice, settle, strict_fields, whole_number
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.kniffel.game import Game, Move
from pyramide_kit.kniffel.moves import Roll, Write
from pyramide_kit.kniffel.rules import (
    CATEGORIES,
    DICE,
    UPPER,
    Rules,
    check_category,
    is_kniffel,
    run_length,
)
from pyramide_kit.kniffel.sheet import Scorecard
from pyramide_kit.table import CHANCE

__all__ = [
    "AnyPolicy",
    "BookAdvice",
    "BookAdviceParams",
    "Greedy",
    "GreedyParams",
    "OptimalPolicy",
    "check_policy",
    "keep_for",
]

# Positions to keep before the next throw, or None to stop throwing.
Keep = tuple[int, ...] | None
_FACE = {name: face for face, name in enumerate(UPPER, start=1)}
_MADE = ("kniffel", "large_straight", "small_straight", "full_house")


def _maximum(rules: Rules) -> dict[str, int]:
    """The most each box can hold under `rules` (five sixes where a sum counts): the
    greedy player's tie-break."""
    patterns = {"full_house": rules.full_house, "small_straight": rules.small_straight,
                "large_straight": rules.large_straight, "kniffel": rules.kniffel}  # fmt: skip
    sums = {c: 5 * 6 for c in ("three_of_a_kind", "four_of_a_kind", "chance")}
    return {**{n: 5 * f for n, f in _FACE.items()}, **sums, **patterns}


def _most_common(dice: Sequence[int]) -> int:
    return max(set(dice), key=lambda f: (list(dice).count(f), f))


def _straight_keep(dice: Sequence[int], length: int) -> tuple[int, ...]:
    """One die of each face in the run window of `length` that holds most faces."""
    faces = set(dice)
    windows = [set(range(lo, lo + length)) for lo in range(1, 8 - length)]
    best = max(windows, key=lambda w: (len(w & faces), min(w)))
    keep: dict[int, int] = {}
    for i, d in enumerate(dice):
        if d in best and d not in keep:
            keep[d] = i
    return tuple(sorted(keep.values()))


def keep_for(category: str, dice: Sequence[int]) -> tuple[int, ...]:
    """The positions of the dice that count towards `category`.

    Upper box of face f: the f's. Three/four of a kind and Kniffel: the most common face.
    Full house: dice of faces shown at least twice (at most three of one face).
    Straights: one die per face of the best run window. Chance: dice showing 4 or more.
    """
    dice = tuple(dice)
    if category in _FACE:
        return tuple(i for i, d in enumerate(dice) if d == _FACE[category])
    if category in ("three_of_a_kind", "four_of_a_kind", "kniffel"):
        face = _most_common(dice)
        return tuple(i for i, d in enumerate(dice) if d == face)
    if category == "full_house":
        keep: list[int] = []
        for face in set(dice):
            where = [i for i, d in enumerate(dice) if d == face]
            if len(where) >= 2:
                keep += where[:3]
        return tuple(sorted(keep))
    if category == "small_straight":
        return _straight_keep(dice, 4)
    if category == "large_straight":
        return _straight_keep(dice, 5)
    return tuple(i for i, d in enumerate(dice) if d >= 4)


def _made(card: Scorecard, dice: Sequence[int]) -> str | None:
    """The best open pattern these dice already score in full, if any; a Kniffel that
    some open box pays at least the Kniffel points for (a further Kniffel's extra
    points too) goes to the box that pays most."""
    options = card.options(dice)
    made = [c for c in _MADE if options.get(c, 0) > 0]
    if is_kniffel(dice) and any(v >= card.rules.kniffel for v in options.values()):
        return max(options, key=options.get)
    return max(made, key=options.get) if made else None


@strict_fields
@dataclass(frozen=True)
class GreedyParams:
    """tie_break: among boxes scoring the same, "smallest_maximum" writes into the box
    that could hold the least (so all-zero throws scratch the ones first), "card_order"
    into the first such box on the card."""

    tie_break: str = "smallest_maximum"

    def __post_init__(self) -> None:
        tie_break = check_choice(self.tie_break, "tie_break", ("smallest_maximum", "card_order"))
        settle(self, "tie_break", tie_break)


class _Policy:
    """What both policies share: the move for a state, from `hold` and `write`."""

    def choose(self, state: Game) -> Move:
        """The move of `state.legal_moves()` for the seat to move: the first throw, a Roll
        keeping what `hold` says, or the `Write` once `hold` stops or no throw is left."""
        if not isinstance(state, Game) or state.to_move is None or state.to_move is CHANCE:
            raise RuleError(
                "a computer player chooses only when a seat of a Kniffel game is to move",
                "kniffel_err_policy_state",
            )
        card, dice = state.card, state.dice
        if dice is None:
            return Roll()
        if state.throws_left:
            keep = self.hold(card, dice, state.throws_left)  # type: ignore[attr-defined]
            if keep is not None and len(keep) < DICE:
                return Roll.of(keep)
        return self.write(card, dice)

    def write(self, card: Scorecard, dice: Sequence[int]) -> Write:
        """The `Write` move for these dice: the category `category` picks, written the way
        that pays most (a "book" further Kniffel as the extra points)."""
        category = self.category(card, dice)  # type: ignore[attr-defined]
        return Write(category, card.best_way(category, dice))


@dataclass(frozen=True)
class Greedy(_Policy):
    """Best immediate points: always aim at, and write into, the best-scoring box now.

    Before each throw it aims at the category the dice would score most in right now and
    keeps the dice that count towards it; it stops when that category is a made pattern
    or every die already counts. It writes the best-scoring category; ties (and all-zero
    scratches) are broken as `GreedyParams.tie_break` says.
    """

    params: GreedyParams = GreedyParams()
    name: str = "greedy"

    def category(self, card: Scorecard, dice: Sequence[int]) -> str:
        """The open category scoring most now, ties broken by `params.tie_break`."""
        options = card.options(dice)
        if self.params.tie_break == "card_order":
            return max(options, key=lambda c: (options[c], -CATEGORIES.index(c)))
        most = _maximum(card.rules)
        return max(options, key=lambda c: (options[c], -most[c], -CATEGORIES.index(c)))

    def hold(self, card: Scorecard, dice: Sequence[int], throws_left: int) -> Keep:
        """Keep the dice counting towards the best category now; None to stop."""
        target = self.category(card, dice)
        keep = keep_for(target, dice)
        if (target in _MADE and card.options(dice)[target] > 0) or len(keep) == len(dice):
            return None
        return keep


@strict_fields
@dataclass(frozen=True)
class BookAdviceParams:
    """How `BookAdvice` reads the advice of the rule text.

    high_faces: the "high number categories" it goes for first.
    par: how many dice of a face an upper box wants (3 of each gives the 63 for the bonus).
    straight_run: a run this long (with a straight box open) starts a straight attempt.
    failed_straight_to: where a failed straight attempt is written.
    chance_minimum: below this sum the Chance is kept free for a failed straight.
    scratch_order: the box scratched (0) when nothing fits, first open one in this order.
    """

    high_faces: tuple[int, ...] = (6, 5, 4)
    par: int = 3
    straight_run: int = 3
    failed_straight_to: str = "chance"
    chance_minimum: int = 22
    scratch_order: tuple[str, ...] = ("ones", "kniffel", "twos", "large_straight",
        "four_of_a_kind", "threes", "small_straight", "full_house", "three_of_a_kind",
        "fours", "fives", "sixes", "chance")  # fmt: skip

    def __post_init__(self) -> None:
        if not isinstance(self.high_faces, tuple) or not self.high_faces:
            raise RuleError(f"high_faces is a tuple of faces, not {quoted(self.high_faces)}")
        faces = tuple(whole_number(face, "a high face", 1, 6) for face in self.high_faces)
        settle(self, "high_faces", faces)
        settle(self, "par", whole_number(self.par, "par", 1, DICE))
        settle(self, "straight_run", whole_number(self.straight_run, "straight_run", 1, DICE))
        settle(self, "failed_straight_to", check_category(self.failed_straight_to))
        least = whole_number(self.chance_minimum, "chance_minimum", 0, 6 * DICE)
        settle(self, "chance_minimum", least)
        if not isinstance(self.scratch_order, tuple) or sorted(
            map(str, self.scratch_order)
        ) != sorted(CATEGORIES):
            raise RuleError(
                "scratch_order must list each of the 13 categories once",
                "kniffel_err_scratch_order",
            )


@dataclass(frozen=True)
class BookAdvice(_Policy):
    """The rule text's advice: high upper boxes first, Chance for a failed straight attempt.

    Holding, in this order: stop on a made pattern (a small straight is pushed on to a
    large one while that box is open); keep an open high face (6, 5, 4) shown at least
    twice; try a straight when a run of three is there and a straight box is open; keep
    the most common face if a box wants it; else keep the highest open high face.
    Writing: a made pattern; an upper box at par or better (highest first); three or four
    of a kind; a failed straight attempt into the Chance; a low upper box that scores;
    else the Chance if the sum is good, else a scratch in `scratch_order`.
    """

    params: BookAdviceParams = BookAdviceParams()
    name: str = "book advice"

    def _straight_open(self, card: Scorecard) -> bool:
        return any(c in card.open_categories for c in ("small_straight", "large_straight"))

    def hold(self, card: Scorecard, dice: Sequence[int], throws_left: int) -> Keep:
        """The positions to keep before the next throw (None: stop), as the class says."""
        dice = tuple(dice)
        open_ = card.open_categories
        made = _made(card, dice)
        if made == "small_straight" and "large_straight" in open_:
            return keep_for("large_straight", dice)
        if made is not None:
            return None
        high = [f for f in self.params.high_faces if UPPER[f - 1] in open_]
        best_high = max(high, key=lambda f: (dice.count(f), f)) if high else None
        if best_high is not None and dice.count(best_high) >= 2:
            return keep_for(UPPER[best_high - 1], dice)
        if self._straight_open(card) and run_length(dice) >= self.params.straight_run:
            target = "large_straight" if "large_straight" in open_ else "small_straight"
            return keep_for(target, dice)
        face = _most_common(dice)
        wants = UPPER[face - 1] in open_ or any(
            c in open_ for c in ("three_of_a_kind", "four_of_a_kind", "kniffel", "full_house")
        )
        if dice.count(face) >= 2 and wants:
            return keep_for("kniffel", dice)
        if best_high is not None:
            return keep_for(UPPER[best_high - 1], dice)
        return keep_for("chance", dice) if "chance" in open_ else ()

    def category(self, card: Scorecard, dice: Sequence[int]) -> str:
        """The category to write, in the order of preference the class lists."""
        dice = tuple(dice)
        options = card.options(dice)
        if len(options) == 1:
            return next(iter(options))
        made = _made(card, dice)
        if made is not None:
            return made
        par = [c for c in UPPER if c in options and dice.count(_FACE[c]) >= self.params.par]
        if par:
            return max(par, key=lambda c: options[c])
        kinds = [c for c in ("four_of_a_kind", "three_of_a_kind") if options.get(c, 0) > 0]
        if kinds:
            return kinds[0] if sum(dice) >= 20 or len(kinds) == 1 else kinds[1]
        fallback = self.params.failed_straight_to
        if run_length(dice) >= self.params.straight_run and fallback in options:
            return fallback
        low = [c for c in UPPER[:3] if options.get(c, 0) > 0]
        if low:
            return max(low, key=lambda c: options[c])
        if "chance" in options and sum(dice) >= self.params.chance_minimum:
            return "chance"
        return next(c for c in self.params.scratch_order if c in options)


@dataclass(frozen=True)
class OptimalPolicy:
    """Optimal solitaire play: the move of greatest expected final total for the seat to
    move, from `kniffel.optimal.best_move` (exact ties: write before throwing again, the
    keep of fewest dice first, the first box in card order). With several players each
    seat still maximises its own expected points, not its chance to win."""

    name: str = "optimal"

    def choose(self, state: Game) -> Move:
        """The optimal move of the seat to move in `state`."""
        if not isinstance(state, Game) or state.to_move is None or state.to_move is CHANCE:
            raise RuleError(
                "a computer player chooses only when a seat of a Kniffel game is to move",
                "kniffel_err_policy_state",
            )
        from pyramide_kit.kniffel.solver import best_move  # numpy: only when asked

        return best_move(state)


AnyPolicy = Greedy | BookAdvice | OptimalPolicy
"""The computer players of `strategy`."""


def check_policy(policy: Any) -> AnyPolicy:
    """`policy` if it is one of the computer players of `strategy`, else a `RuleError`."""
    if not isinstance(policy, Greedy | BookAdvice | OptimalPolicy):
        raise RuleError(
            f"a policy is Greedy(), BookAdvice() or OptimalPolicy(), not {quoted(policy)}",
            "kniffel_err_policy",
            value=quoted(policy),
        )
    return policy
