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

The policy looks only at the sorted dice and the sheet, so its exact consequences can be
enumerated over the 462 multisets of six dice (see `pyramide.odds`).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from pyramide_kit.pyramide.build import best_build
from pyramide_kit.pyramide.rules import Game
from pyramide_kit.pyramide.rules_object import Rules
from pyramide_kit.pyramide.sheet import ScoreSheet

__all__ = ["ComputerPolicy", "play_round", "play_turn"]


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

    def keep(self, game: Game) -> tuple[int, ...] | None:
        """Positions of the current dice to keep, or None to stop throwing."""
        values = self.keep_values(tuple(sorted(game.dice)), game.rules)
        if values is None:
            return None
        wanted = Counter(values)
        positions = []
        for i, pip in enumerate(game.dice):
            if wanted[pip]:
                wanted[pip] -= 1
                positions.append(i)
        return tuple(positions)

    def box(self, sheet: ScoreSheet, score: int) -> str:
        """The row to write `score` into."""
        if score >= self.top_threshold and sheet.free("top"):
            return "top"
        if score >= self.middle_threshold and sheet.free("middle"):
            return "middle"
        if sheet.free("bottom"):
            return "bottom"
        return min(sheet.free_boxes, key=sheet.rules.box_weight)


def play_round(game: Game, rng, policy: ComputerPolicy = ComputerPolicy()) -> list[Game]:
    """Throw for the current player by the policy until it stops; returns each state.

    The last state has the final dice of the round (nothing written yet).
    """
    states = [game.roll(rng)]
    while states[-1].throws_left:
        keep = policy.keep(states[-1])
        if keep is None or len(keep) == game.rules.dice:
            break
        states.append(states[-1].roll(rng, keep))
    return states


def play_turn(game: Game, rng, policy: ComputerPolicy = ComputerPolicy()) -> list[Game]:
    """A whole turn: `play_round`, then write the best build into the policy's box."""
    states = play_round(game, rng, policy)
    final = states[-1]
    box = policy.box(final.sheet, final.best.score)
    return [*states, final.write(box)]
