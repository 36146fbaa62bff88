"""The computer player of Pyramide: a simple policy a student can follow by hand.

Throwing (`ComputerPolicy.keep`), after each throw with throws left:

1. If the best build is a large pyramid, stop.
2. If some pip shows three or more times, go for the special pyramid on three equal
   base dice: keep three of the pip that pays most (ones pay 100, else 10 x pip) and
   every one (up to three) for the rows above; throw the rest.
3. Otherwise keep the dice of the best build (half or small pyramid) and throw the
   rest; with no pyramid at all, throw all six again.

Writing (`ComputerPolicy.box`): a score of at least `top_threshold` goes to the top
(x3) if free, one of at least `middle_threshold` to the middle (x2) if free; anything
else goes to the bottom (x1) if free, else to the lowest-weighted free row.

A keeping rule looks only at the sorted dice (the box choice only at the sheet), so
its exact consequences can be enumerated over the 462 multisets of six dice (see
`pyramide.odds`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from pyramide_kit.pyramide.build import best_build
from pyramide_kit.pyramide.rules import Game
from pyramide_kit.pyramide.rules_object import Rules
from pyramide_kit.pyramide.sheet import ScoreSheet

__all__ = [
    "ComputerPolicy",
    "KeepRule",
    "keep_ones",
    "play_round",
    "play_turn",
    "positions_of",
]

KeepRule = Callable[[tuple[int, ...]], "tuple[int, ...] | None"]


@dataclass(frozen=True)
class ComputerPolicy:
    """Parameters of the computer player (see the module text for the rules)."""

    top_threshold: int = 60
    middle_threshold: int = 30

    def keep_values(self, dice: tuple[int, ...], rules: Rules = Rules()) -> tuple[int, ...] | None:
        """The pips to keep after a throw, or None to stop throwing."""
        best = best_build(dice, rules)
        if best.kind == "large":
            return None
        counts = Counter(dice)
        triples = [pip for pip, n in counts.items() if n >= 3]
        if triples:
            pip = max(triples, key=lambda p: rules.special_value_ones if p == 1 else p)
            if pip == 1:
                return (1,) * counts[1]
            return (pip,) * 3 + (1,) * min(counts[1], 3)
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
    return tuple(positions)


def play_round(game: Game, rng, keep: KeepRule | None = None) -> list[Game]:
    """Throw for the current player until the keeping rule stops; returns each state.

    `keep(sorted_dice)` gives the pips to keep or None to stop; by default the computer
    policy's rule. The last state has the final dice of the round (nothing written yet).
    """
    keep = keep or ComputerPolicy().keep_values
    states = [game.roll(rng)]
    while states[-1].throws_left:
        values = keep(tuple(sorted(states[-1].dice)))
        if values is None or len(values) == game.rules.dice:
            break
        states.append(states[-1].roll(rng, positions_of(states[-1].dice, values)))
    return states


def play_turn(game: Game, rng, policy: ComputerPolicy = ComputerPolicy()) -> list[Game]:
    """A whole turn: `play_round`, then write the best build into the policy's box."""
    states = play_round(game, rng, lambda dice: policy.keep_values(dice, game.rules))
    final = states[-1]
    box = policy.box(final.sheet, final.best.score)
    return [*states, final.write(box)]
