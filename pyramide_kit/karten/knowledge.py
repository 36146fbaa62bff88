"""What one player knows, and nothing more.

A computer player decides from a `Knowledge` value only, never from the state: the
own hand as seen once at the start (minus the cards it showed since), everything face
up on the table, the public history and the public tallies. Hidden things (other hands,
face-down pyramid cards, the order of the stock, who has bluffed unseen) are not in it,
so two games that differ only in hidden cards give the same `Knowledge`; a test checks
exactly that.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pyramide_kit.checks import whole_number
from pyramide_kit.errors import RuleError
from pyramide_kit.exact import Distribution
from pyramide_kit.karten.bus import BUS_ANSWERS
from pyramide_kit.karten.cards import DECK, rank_of
from pyramide_kit.karten.claims import PendingClaim, bluff_allowed
from pyramide_kit.karten.record import Event
from pyramide_kit.karten.rules import Rules

if TYPE_CHECKING:
    from pyramide_kit.karten.game import KartenState

__all__ = ["Knowledge", "knowledge", "next_rank_distribution"]


@dataclass(frozen=True)
class Knowledge:
    """One player's view of the game (a value: equal views compare equal)."""

    me: int
    rules: Rules
    n_players: int
    dealer: int
    seen_hand: tuple[str, ...]
    hand: tuple[str, ...]
    my_bluffs: int
    revealed: tuple[str, ...]
    face_down: int
    discards: tuple[tuple[str, ...], ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    handed_out: tuple[int, ...]
    taken: tuple[int, ...]
    bus_taken: tuple[int, ...]
    phase: str
    to_move: Any
    row_value: int | None
    pending: PendingClaim | None
    bus_riders: tuple[int, ...]
    bus_chain: tuple[str, ...]
    bus_used: tuple[str, ...]
    log: tuple[Event, ...]

    @property
    def current_card(self) -> str | None:
        """The pyramid card turned up last (None before the first reveal)."""
        return self.revealed[-1] if self.revealed else None

    def visible_cards(self) -> tuple[str, ...]:
        """Cards this player has seen where they are now: the own hand and all face-up
        cards (revealed pyramid, shown matches, Ride the Bus cards)."""
        face_up = self.revealed + sum(self.discards, ()) + self.bus_chain + self.bus_used
        return self.hand + face_up

    def unseen_cards(self) -> tuple[str, ...]:
        """The cards this player cannot see: other hands, face-down pyramid, stock."""
        seen = set(self.visible_cards())
        return tuple(c for c in DECK if c not in seen)

    def unseen_of_rank(self, rank: str) -> int:
        """How many cards of `rank` are among the unseen cards."""
        return sum(1 for c in self.unseen_cards() if rank_of(c) == rank)

    def holds(self, rank: str) -> bool:
        """Whether the own remembered hand holds `rank`."""
        return any(rank_of(c) == rank for c in self.hand)

    def may_bluff(self) -> bool:
        """Whether the rules still allow this player a bluff (the player knows the own
        bluffs; the engine's `bluff_allowed` says what the rules make of them)."""
        return bluff_allowed(self.rules, self.my_bluffs)

    def bus_answers(self) -> tuple[str, ...]:
        """The answers the current Ride the Bus question takes."""
        return BUS_ANSWERS[len(self.bus_chain)]


def knowledge(game: KartenState, player: int) -> Knowledge:
    """`player`'s view of `game`. The own current hand is derived from the hand seen at
    the start minus the own shown cards, the way a player remembers it."""
    player = whole_number(player, "player", 0)
    if player >= len(game.seats):
        raise RuleError(f"there is no seat {player}", "karten_err_seat", seat=player)
    shown = set(game.discards[player])
    bus = game.bus
    return Knowledge(
        me=player,
        rules=game.rules,
        n_players=len(game.seats),
        dealer=game.dealer,
        seen_hand=game.dealt[player],
        hand=tuple(c for c in game.dealt[player] if c not in shown),
        my_bluffs=game.bluffs[player],
        revealed=game.pyramid[: game.revealed],
        face_down=len(game.pyramid) - game.revealed,
        discards=game.discards,
        hand_sizes=tuple(len(h) for h in game.hands),
        stock_size=len(game.stock),
        handed_out=game.handed_out,
        taken=game.taken,
        bus_taken=game.bus_taken,
        phase=game.phase,
        to_move=game.to_move,
        row_value=game.row_value if game.revealed else None,
        pending=game.pending,
        bus_riders=bus.riders if bus else (),
        bus_chain=bus.chain if bus else (),
        bus_used=bus.used if bus else (),
        log=game.log,
    )


def next_rank_distribution(view: Knowledge) -> Distribution:
    """The chance step of a reveal as one player sees it: the rank of the next
    face-down pyramid card. Every card the player cannot see is equally likely to be it."""
    if view.face_down == 0:
        raise RuleError(
            "every pyramid card is face up; there is no next card", "karten_err_no_next_card"
        )
    return Distribution.uniform(rank_of(c) for c in view.unseen_cards())
