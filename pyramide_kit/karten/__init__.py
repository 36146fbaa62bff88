"""Pyramide with cards (RULES.md §3): claims, bluffs and calls, chip edition.

Entry points: `Rules`, `new_game` (a table before the deal), `deal` (dealt with a
seeded generator), `deal_in_order` (a fixed order, for tests and lessons), the state
`KartenState` with the table protocol (`to_move`, `legal_moves`, `apply`, ...), the
moves `Deal`, `Reveal`, `Claim`, `Pass`, `Accept`, `Call`, `Guess`, `Draw`;
`state.knowledge(seat)`; `dumps` / `loads`; computer players in
`pyramide_kit.karten.strategy`; exact odds in `pyramide_kit.karten.odds`; the widget
`KartenApp` (loaded on first use, so the engine never imports ipywidgets).
"""

from typing import Any

from pyramide_kit.karten.cards import DECK, RANKS, SUITS
from pyramide_kit.karten.game import KartenState, deal, deal_in_order, new_game
from pyramide_kit.karten.knowledge import Knowledge, knowledge
from pyramide_kit.karten.moves import MOVES, Accept, Call, Claim, Deal, Draw, Guess, Pass, Reveal
from pyramide_kit.karten.rules import Rules
from pyramide_kit.karten.saving import dumps, loads

__all__ = [
    "DECK",
    "MOVES",
    "RANKS",
    "SUITS",
    "Accept",
    "Call",
    "Claim",
    "Deal",
    "Draw",
    "Guess",
    "KartenApp",
    "KartenState",
    "Knowledge",
    "Pass",
    "Reveal",
    "Rules",
    "deal",
    "deal_in_order",
    "dumps",
    "knowledge",
    "loads",
    "new_game",
]


def __getattr__(name: str) -> Any:
    """`KartenApp` is imported on first use: the engine alone needs no ipywidgets."""
    if name == "KartenApp":
        from pyramide_kit.karten.app import KartenApp

        return KartenApp
    raise AttributeError(f"module 'pyramide_kit.karten' has no attribute {name!r}")
