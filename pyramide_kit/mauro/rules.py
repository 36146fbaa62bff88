"""The rules object of Mauro: every number a group might play differently.

The defaults are those of the rule text (`rule-texts/miwin-mauro.txt`): variant 1, ten
rounds, 1 point for a neighbour pair and 2 for a straight, 1 and 9 neighbours on the
ring, no stopping in the middle of a series, 1 to 8 players at the table. Each field is
checked when the object is built, so `Rules(rounds=1.5)` is an error and not two rounds.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyramide_kit.checks import check_choice, check_flag, settle, strict_fields, whole_number
from pyramide_kit.errors import RuleError, quoted

__all__ = ["MIN_PLAYERS", "Rules", "check_rules"]

MIN_PLAYERS = 1
"""Mauro can be played alone: the score sheet is the opponent."""

_MOST_PLAYERS = 8
_MOST_ROUNDS = 10_000
_MOST_POINTS = 100


@strict_fields
@dataclass(frozen=True)
class Rules:
    """Mauro's rules; the defaults are the rule text's.

    `variant` 1: a turn is a series of throws (a pasch loses it, an empty throw banks
    it); `variant` 2: one throw per turn, every neighbour pair scores its sum.
    `neighbour_points` and `straight_points` are what a scoring throw adds in variant 1;
    `ring` makes 1 and 9 neighbours; `may_stop` lets a player stop a series that holds
    points and bank it (variant 1 only); `max_players` is the size of the table.
    """

    variant: int = 1
    rounds: int = 10
    neighbour_points: int = 1
    straight_points: int = 2
    ring: bool = True
    may_stop: bool = False
    max_players: int = _MOST_PLAYERS

    def __post_init__(self) -> None:
        settle(self, "variant", check_choice(self.variant, "variant", (1, 2)))
        settle(self, "rounds", whole_number(self.rounds, "rounds", 1, _MOST_ROUNDS))
        for name in ("neighbour_points", "straight_points"):
            settle(self, name, whole_number(getattr(self, name), name, 0, _MOST_POINTS))
        check_flag(self.ring, "ring")
        check_flag(self.may_stop, "may_stop")
        most = whole_number(self.max_players, "max_players", MIN_PLAYERS, _MOST_PLAYERS)
        settle(self, "max_players", most)

    @property
    def min_players(self) -> int:
        """The fewest players at a table: one plays alone for points."""
        return MIN_PLAYERS

    @property
    def can_stop(self) -> bool:
        """Whether a player may ever stop a series: only in variant 1 with `may_stop`."""
        return self.variant == 1 and self.may_stop


_STOPPING = {
    "odds": (
        "with Rules(may_stop=True) a turn's points depend on when the player stops; "
        "expected_turn_points_stop_at gives the value of stopping at k points",
        "mauro_err_odds_may_stop",
    ),
    "vectorised": (
        "variant 1 with Rules(may_stop=True) is not vectorised (when to stop is the "
        "player's choice); play it through the engine and a policy",
        "mauro_err_vector_may_stop",
    ),
}
"""Why an answer that follows every series to its end refuses a player who may stop:
the exact odds (`odds`) and the simulators (`vectorised`) say it in their own words."""


def check_rules(rules: object, variant: int | None = None, no_stopping: str | None = None) -> Rules:
    """`rules` if it is a `Rules` the caller can answer for, else a `RuleError`.

    `variant` (1 or 2): the answer is about that variant only. `no_stopping` ("odds" or
    "vectorised"): the answer follows every series to its end, so rules under which a
    player may stop a series (`Rules.can_stop`) are refused, saying why in that caller's
    words.
    """
    if not isinstance(rules, Rules):
        raise RuleError(
            f"the rules of Mauro are a mauro.Rules, not {quoted(rules)}",
            "mauro_err_rules",
            value=quoted(rules),
        )
    if variant is not None and rules.variant != variant:
        raise RuleError(
            f"this answer is about variant {variant}; the rules play variant {rules.variant}",
            "mauro_err_odds_variant",
            wanted=variant,
            got=rules.variant,
        )
    if no_stopping is not None and rules.can_stop:
        message, key = _STOPPING[no_stopping]
        raise RuleError(message, key)
    return rules
