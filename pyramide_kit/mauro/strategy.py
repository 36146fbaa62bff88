"""Computer seats of Mauro.

With the seed's rules a computer seat has nothing to decide: it throws until the series
ends. Only where a group plays with `Rules.may_stop` (stopping after a scoring throw and
banking) does a policy matter. `ComputerPolicy(stop_at=k)` stops as soon as the series
holds k points or more. With the default points k = 3 is best: at s points one more
throw loses s with P(pasch) = 1/4 and gains 5/9 on average, so it pays while
s / 4 < 5/9, i.e. s <= 2 (`odds.expected_turn_points_stop_at` gives the exact value of every k).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from pyramide_kit.mauro.rules import Game

__all__ = ["ComputerPolicy", "play_turn", "turn_states"]


@dataclass(frozen=True)
class ComputerPolicy:
    """Stop at `stop_at` points or more when the rules allow stopping; None never stops."""

    stop_at: int | None = 3

    def wants_to_stop(self, game: Game) -> bool:
        """Whether to bank now; only ever True where `game.can_bank`."""
        return game.can_bank and self.stop_at is not None and game.series_total >= self.stop_at


def turn_states(game: Game, rng, policy: ComputerPolicy = ComputerPolicy()) -> Iterator[Game]:
    """Each state of the current player's turn after each move (throw or stop), played
    with a seeded generator and the policy; the last one has the finished turn."""
    turns = len(game.turns)
    while len(game.turns) == turns and not game.over:
        game = game.bank() if policy.wants_to_stop(game) else game.roll(rng)
        yield game


def play_turn(game: Game, rng, policy: ComputerPolicy = ComputerPolicy()) -> Game:
    """Play the current player's whole turn with a seeded generator and the policy."""
    return [game, *turn_states(game, rng, policy)][-1]
