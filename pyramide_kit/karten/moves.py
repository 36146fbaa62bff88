"""The moves of Pyramide with cards: small frozen values that check their own fields.

Player moves: the dealer's `Reveal`, a `Claim` or `Pass` on the card just turned up, a
target's `Accept` or `Call`, the rider's `Guess`. Chance moves: `Deal(card)` (the
shuffled deck dealt card by card: the pyramid in reveal order, then the hands seat by
seat) and `Draw(card)` (the next card of the bus deck). Fields are only ints, strs and
tuples of them, so a move goes into a save unchanged; whether a move is allowed *now* is
the state's question (`KartenState.apply`), what it may hold at all is checked here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pyramide_kit.checks import check_choice, settle, strict_fields, whole_number
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.karten.bus import BUS_ANSWERS
from pyramide_kit.karten.cards import card

__all__ = [
    "ANSWERS",
    "MOVES",
    "Accept",
    "Call",
    "Claim",
    "Deal",
    "Draw",
    "Guess",
    "Move",
    "Pass",
    "Reveal",
]

ANSWERS = tuple(a for answers in BUS_ANSWERS for a in answers)
"""Every answer of Ride the Bus to any question (which ones fit now: `BUS_ANSWERS`)."""


def _seat(value: Any) -> int:
    return whole_number(value, "player", 0)


@strict_fields
@dataclass(frozen=True)
class Deal:
    """Chance: the next card of the shuffled deck is dealt (face down)."""

    card: str

    def __post_init__(self) -> None:
        settle(self, "card", card(self.card))


@strict_fields
@dataclass(frozen=True)
class Reveal:
    """The dealer turns up the next pyramid card."""


def _shares(value: Any) -> tuple[tuple[int, int], ...]:
    """Shares as (target, chips) pairs of whole numbers, in seat order of the targets."""
    form = RuleError(
        f"a claim's shares are pairs (target seat, chips) of whole numbers, not {quoted(value)}",
        "karten_err_shares_form",
    )
    if not isinstance(value, tuple | list):
        raise form
    pairs = []
    for pair in value:
        if not isinstance(pair, tuple | list) or len(pair) != 2:
            raise form
        try:
            pairs.append((whole_number(pair[0], "target"), whole_number(pair[1], "chips")))
        except RuleError:
            raise form from None
    return tuple(sorted(pairs))


@strict_fields
@dataclass(frozen=True)
class Claim:
    """`player` says "I have that rank" and hands out the row value as `shares`:
    pairs (target, chips), chips >= 1, summing to the row value. The pairs are kept in
    seat order of the targets, so one claim has one form."""

    player: int
    shares: tuple[tuple[int, int], ...]

    def __post_init__(self) -> None:
        settle(self, "player", _seat(self.player))
        settle(self, "shares", _shares(self.shares))


@strict_fields
@dataclass(frozen=True)
class Pass:
    """`player` makes no claim on this card."""

    player: int

    def __post_init__(self) -> None:
        settle(self, "player", _seat(self.player))


@strict_fields
@dataclass(frozen=True)
class Accept:
    """A target accepts the claim (takes the share unless someone else calls)."""

    player: int

    def __post_init__(self) -> None:
        settle(self, "player", _seat(self.player))


@strict_fields
@dataclass(frozen=True)
class Call:
    """A target calls "Bluff!": the claim is settled now."""

    player: int

    def __post_init__(self) -> None:
        settle(self, "player", _seat(self.player))


@strict_fields
@dataclass(frozen=True)
class Guess:
    """The rider's answer to the current Ride the Bus question (see `bus.BUS_ANSWERS`);
    chance then draws the card that decides it."""

    player: int
    answer: str

    def __post_init__(self) -> None:
        settle(self, "player", _seat(self.player))
        settle(self, "answer", check_choice(self.answer, "answer", ANSWERS))


@strict_fields
@dataclass(frozen=True)
class Draw:
    """Chance: the next card of the bus deck is turned up for the rider's guess."""

    card: str

    def __post_init__(self) -> None:
        settle(self, "card", card(self.card))


Move = Deal | Reveal | Claim | Pass | Accept | Call | Guess | Draw
MOVES: dict[str, type] = {
    cls.__name__: cls for cls in (Deal, Reveal, Claim, Pass, Accept, Call, Guess, Draw)
}
