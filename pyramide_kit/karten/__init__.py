"""Pyramide with cards (RULES.md §3): claims, bluffs and calls, chip edition.

Entry points: `Rules`, `deal`, `new_game`, `apply` with the moves `Reveal`, `Claim`,
`Pass`, `Accept`, `Call`, `Guess`; `knowledge(game, player)`; `ranking`; `dumps` /
`loads`; computer players in `pyramide_kit.karten.strategy`; exact odds in
`pyramide_kit.karten.odds`; the widget `pyramide_kit.karten.app.KartenApp`.
"""

from pyramide_kit.karten import labels as _labels  # noqa: F401  (registers the texts)
from pyramide_kit.karten.cards import DECK, RANKS, SUITS, Rules
from pyramide_kit.karten.knowledge import Knowledge, knowledge
from pyramide_kit.karten.rules import (
    Accept,
    Call,
    Claim,
    Game,
    Guess,
    Pass,
    Reveal,
    apply,
    card_places,
    deal,
    dumps,
    legal_moves,
    loads,
    new_game,
    ranking,
    to_move,
)

__all__ = [
    "DECK",
    "RANKS",
    "SUITS",
    "Accept",
    "Call",
    "Claim",
    "Game",
    "Guess",
    "Knowledge",
    "Pass",
    "Reveal",
    "Rules",
    "apply",
    "card_places",
    "deal",
    "dumps",
    "knowledge",
    "legal_moves",
    "loads",
    "new_game",
    "ranking",
    "to_move",
]
