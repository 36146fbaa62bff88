"""The computer player of Pyramide: a simple policy a student can follow by hand.

Throwing (`ComputerPolicy.keep_values`), after each throw with throws left:

1. If the best build is a large pyramid, stop (write now).
2. If some pip shows three or more times, go for the special pyramid on three equal
   base dice: keep three of the pip whose special pyramid pays most (`Rules.special_value`:
   ones 100, else 10 x pip) and every one (up to the dice above the base) for the rows
   above; throw the rest.
3. Otherwise keep the dice of the best build (half or small pyramid) and throw the
   rest; with no pyramid at all, throw all six again.

Writing (`ComputerPolicy.box`): a score of at least `top_threshold` goes to the top
(x3) if free, one of at least `middle_threshold` to the middle (x2) if free; anything
else goes to the bottom (x1) if free, else to the lowest-weighted free row.

`ComputerPolicy.choose(state)` turns these into the seat's move (`Roll` or `Write`), so
the widget and every simulator play the policy through the engine's `apply`. A keeping
rule looks only at the sorted dice (the box choice only at the sheet), so its exact
consequences can be enumerated over the 462 multisets of six dice (see `pyramide.odds`).
A keeping rule stops by returning None; stopping is writing, never "keeping every die"
(the engine refuses a throw that throws nothing).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from pyramide_kit.checks import few_items, settle, strict_fields, whole_number
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.pyramide.build import ROW_SIZES, best_build
from pyramide_kit.pyramide.game import Game
from pyramide_kit.pyramide.moves import Roll, Write
from pyramide_kit.pyramide.rules import Rules
from pyramide_kit.pyramide.sheet import ScoreSheet
from pyramide_kit.table import CHANCE

__all__ = [
    "ComputerPolicy",
    "KeepRule",
    "check_keep_rule",
    "keep_ones",
    "kept_by",
    "play_round",
    "policy_rule",
    "positions_of",
]

KeepRule = Callable[[tuple[int, ...]], "tuple[int, ...] | None"]
"""Sorted dice -> the pips to keep before the next throw, or None to stop throwing."""


def check_keep_rule(keep: Any) -> KeepRule:
    """`keep` if it is a keeping rule (a function of the dice; a class is not one)."""
    if not callable(keep) or isinstance(keep, type):
        raise RuleError(f"a keeping rule is a function, not {quoted(keep)}", "pyr_err_keep_rule")
    return keep


def kept_by(keep: KeepRule, dice: tuple[int, ...]) -> tuple[int, ...] | None:
    """What the keeping rule keeps of the sorted `dice`: None (stop) or some of their
    pips. Everything that asks a user's rule asks through this, so a rule that fails or
    answers anything else is the same `RuleError` everywhere."""
    try:
        kept = keep(dice)
        if kept is not None:
            kept = few_items(kept, "the kept pips", len(dice))
            if not Counter(kept) <= Counter(dice):
                raise RuleError(
                    f"the keeping rule kept {quoted(kept)}, which are not among the dice {dice}",
                    "pyr_err_keep_pips",
                )
    except RuleError:
        raise
    except (TypeError, ValueError, AttributeError, ArithmeticError, LookupError) as error:
        raise RuleError(
            f"the keeping rule {quoted(keep)} answered the dice {dice} with "
            f"{quoted(error)}; it returns some of the dice's pips, or None to stop",
            "pyr_err_keep_rule",
        ) from error
    return kept


_ABOVE_BASE = sum(ROW_SIZES["large"][1:])  # the dice a large pyramid holds above its base


@strict_fields
@dataclass(frozen=True)
class ComputerPolicy:
    """Parameters of the computer player (see the module text for the rules)."""

    top_threshold: int = 60
    middle_threshold: int = 30

    def __post_init__(self) -> None:
        for name in ("top_threshold", "middle_threshold"):
            settle(self, name, whole_number(getattr(self, name), name))

    def keep_values(self, dice: tuple[int, ...], rules: Rules = Rules()) -> tuple[int, ...] | None:
        """The pips to keep after a throw, or None to stop throwing."""
        best = best_build(dice, rules)
        if best.kind == "large":
            return None
        counts = Counter(dice)
        triples = [pip for pip, n in counts.items() if n >= 3]
        if triples:
            pip = max(triples, key=lambda p: (rules.special_value(p), p))
            if pip == 1:
                return (1,) * counts[1]
            return (pip,) * 3 + (1,) * min(counts[1], _ABOVE_BASE)
        return tuple(sorted(best.used))

    def box(self, sheet: ScoreSheet, score: int) -> str:
        """The row to write `score` into."""
        if score >= self.top_threshold and sheet.free("top"):
            return "top"
        if score >= self.middle_threshold and sheet.free("middle"):
            return "middle"
        if sheet.free("bottom"):
            return "bottom"
        return min(sheet.free_boxes, key=sheet.rules.box_weight)

    def choose(self, state: Game) -> Roll | Write:
        """The move of the seat to move: the first throw, a throw keeping
        `keep_values`, or (to stop, or with no throws left) the write of `box`."""
        if not isinstance(state, Game) or state.to_move is None or state.to_move is CHANCE:
            raise RuleError(
                "the computer policy moves for a seat of a Pyramide game that is to move",
                "pyr_err_policy_state",
            )
        if not state.dice:
            return Roll()
        if state.can_throw:
            values = self.keep_values(tuple(sorted(state.dice)), state.rules)
            if values is not None:
                return Roll(positions_of(state.dice, values))
        return Write(self.box(state.sheet, state.best.score))


@cache
def policy_rule(policy: ComputerPolicy, rules: Rules = Rules()) -> KeepRule:
    """The policy's keeping rule under `rules`, as one callable per (policy, rules) pair,
    so that the exact chains and the vectorised tables built from it are cached."""
    return lambda dice: policy.keep_values(dice, rules)


def keep_ones(dice: tuple[int, ...]) -> tuple[int, ...] | None:
    """The keeping rule on the road to the 300-point pyramid of ones: keep every one,
    throw the rest; stop when all six show one."""
    ones = dice.count(1)
    return None if ones == len(dice) else (1,) * ones


def positions_of(dice: Sequence[int], values: Sequence[int]) -> tuple[int, ...]:
    """Positions of `dice` holding the pips `values` (each die used once)."""
    wanted = Counter(values)
    positions = []
    for i, pip in enumerate(dice):
        if wanted[pip]:
            wanted[pip] -= 1
            positions.append(i)
    if len(positions) != len(values):
        raise RuleError(
            f"the dice {tuple(dice)} do not show the pips {tuple(values)}", "pyr_err_keep_pips"
        )
    return tuple(positions)


def play_round(game: Game, rng: Any, keep: KeepRule | None = None) -> list[Game]:
    """Throw for the current seat until the keeping rule stops; returns the state after
    each throw (the last one holds the round's final dice, nothing written yet).

    `keep(sorted_dice)` gives the pips to keep or None to stop; by default the computer
    policy's rule for the game's rules.
    """
    keep = policy_rule(ComputerPolicy(), game.rules) if keep is None else keep
    states = [game.roll(rng)]
    while states[-1].can_throw:
        values = keep(tuple(sorted(states[-1].dice)))
        if values is None:
            break
        states.append(states[-1].roll(rng, positions_of(states[-1].dice, values)))
    return states
