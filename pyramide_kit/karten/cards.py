"""The 52 cards of the game as short text codes.

A card is written rank then suit, e.g. ``"10H"`` or ``"QS"``: texts are hashable, print
readably and go into JSON unchanged. For claims only the rank matters; the suit and the
colour only matter in Ride the Bus.
"""

from __future__ import annotations

from typing import Any

from pyramide_kit.errors import RuleError, quoted

__all__ = [
    "DECK",
    "RANKS",
    "RED_SUITS",
    "SUITS",
    "card",
    "colour_of",
    "in_deck_order",
    "rank_of",
    "rank_value",
    "suit_of",
]

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = ("S", "H", "D", "C")
RED_SUITS = frozenset({"H", "D"})
DECK = tuple(rank + suit for suit in SUITS for rank in RANKS)
_POSITION = {code: i for i, code in enumerate(DECK)}


def card(text: Any) -> str:
    """Check that `text` names one of the 52 cards and return it."""
    if not isinstance(text, str) or text not in _POSITION:
        raise RuleError(
            f"{quoted(text)} is not a card; write rank then suit, ranks {' '.join(RANKS)}, "
            f"suits {' '.join(SUITS)} (e.g. 10H, QS)",
            "karten_err_card",
            card=quoted(text),
        )
    return text


def in_deck_order(cards: Any) -> tuple[str, ...]:
    """`cards` sorted as in `DECK`: the one canonical order of a set of cards (the bus
    deck, the chance outcomes of a deal)."""
    return tuple(sorted(cards, key=_POSITION.__getitem__))


def rank_of(code: str) -> str:
    """The rank of a card code: ``"10H"`` -> ``"10"``."""
    return code[:-1]


def suit_of(code: str) -> str:
    """The suit of a card code: ``"10H"`` -> ``"H"``."""
    return code[-1]


def colour_of(code: str) -> str:
    """``"red"`` for hearts and diamonds, ``"black"`` for spades and clubs."""
    return "red" if suit_of(code) in RED_SUITS else "black"


def rank_value(rank: str, ace_high: bool = True) -> int:
    """The value of a rank for higher/lower: 2..10, J 11, Q 12, K 13, A 14 (or 1)."""
    if rank == "A":
        return 14 if ace_high else 1
    return RANKS.index(rank) + 2
