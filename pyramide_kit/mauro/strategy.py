"""Computer seats of Mauro: a policy returns the move a seat makes.

With the rule text's rules a computer seat has nothing to decide: its only move is
`Roll` until the series ends. Only where a group plays with `Rules(may_stop=True)`
(stopping after a scoring throw and banking) does a policy matter.
`ComputerPolicy(stop_at=k)` stops as soon as the series holds k points or more. With
the default points k = 3 is best: at s points one more throw loses s with P(pasch) = 1/4
and gains 5/9 on average, so it pays while s / 4 < 5/9, i.e. s <= 2
(`odds.expected_turn_points_stop_at` gives the exact value of every k).
"""

from __future__ import annotations

from dataclasses import dataclass

from pyramide_kit.checks import settle, strict_fields, whole_number
from pyramide_kit.errors import RuleError
from pyramide_kit.mauro.game import Game
from pyramide_kit.mauro.moves import Bank, Roll
from pyramide_kit.table import CHANCE

__all__ = ["ComputerPolicy"]


@strict_fields
@dataclass(frozen=True)
class ComputerPolicy:
    """Stop at `stop_at` points or more where the rules allow stopping; None never stops.

    It looks only at the series on the table (everything in Mauro is public)."""

    stop_at: int | None = 3

    def __post_init__(self) -> None:
        if self.stop_at is not None:
            settle(self, "stop_at", whole_number(self.stop_at, "stop_at", 1))

    def choose(self, game: Game) -> Roll | Bank:
        """The seat's move: `Bank` when it is legal and the series holds `stop_at`
        points, else `Roll`."""
        if not isinstance(game, Game) or game.to_move is None or game.to_move is CHANCE:
            raise RuleError(
                "the policy chooses a seat's move in a running game of Mauro",
                "mauro_err_policy_state",
            )
        legal = game.legal_moves()
        if Bank() in legal and self.stop_at is not None and game.series_total >= self.stop_at:
            return Bank()
        return Roll()
