"""What Pyramide with cards offers the explorer: matches in the deal and Ride the Bus.

Exact values come from `karten.odds`, each proven there by two routes: "someone holds
the rank" by the hypergeometric law in `sympy.stats` and by counting deals of the
engine; the number of matching cards by counting card sets and by `sympy.stats`; Ride
the Bus by a closed form over card values and by walking every draw through the
engine's answer check (how a run ends follows from the same step chances).

Every trial deals or draws with the engine (`karten.game.deal`,
`karten.simulation`): there is no array simulator for cards.
"""

from __future__ import annotations

import numpy as np

from pyramide_kit.explorer.registry import Event, engine_sampler, register
from pyramide_kit.karten.cards import rank_of
from pyramide_kit.karten.game import deal
from pyramide_kit.karten.odds import (
    bus_attempt_distribution,
    bus_one_go,
    matches_distribution,
    p_someone_matches,
)
from pyramide_kit.karten.simulation import bus_run, someone_matches_first_card
from pyramide_kit.ui.i18n import register as register_labels

__all__ = ["matching_cards_held", "someone_matches_seen_from_a_seat"]

TABLE = 4


def matching_cards_held(rng, n_players: int = TABLE) -> int:
    """Deal with the engine: how many cards of the first pyramid card's rank the
    players hold."""
    game = deal(n_players, rng)
    rank = rank_of(game.pyramid[0])
    return sum(rank_of(c) == rank for hand in game.dealt for c in hand)


def someone_matches_seen_from_a_seat(rng, n_others: int = TABLE) -> bool:
    """Deal `n_others` + 1 hands with the engine until the last seat (the viewer) holds
    no card of the first pyramid card's rank; then: does one of the others?

    This is the viewer's question once they know their own hand holds none."""
    while True:
        game = deal(n_others + 1, rng)
        rank = rank_of(game.pyramid[0])
        if all(rank_of(c) != rank for c in game.dealt[n_others]):
            return any(rank_of(c) == rank for hand in game.dealt[:n_others] for c in hand)


def _bus_outcome(rng) -> tuple[str, int]:
    through, cards = bus_run(rng)
    return ("through", cards) if through else ("wrong", cards)


def _codes(ev: Event, trial):
    def sample(n: int, rng: np.random.Generator) -> np.ndarray:
        return np.fromiter((ev.code(trial(rng)) for _ in range(n)), dtype=np.int64, count=n)

    return sample


def _bus_label(outcome: tuple[str, int]) -> str:
    return "✓" if outcome[0] == "through" else f"✗ {outcome[1]}"


_MATCHES = Event(
    "karten",
    "matching_cards",
    "distribution",
    lambda: matches_distribution(TABLE),
    lambda n, rng: _codes(_MATCHES, matching_cards_held)(n, rng),
)
_BUS_END = Event(
    "karten",
    "bus_end",
    "distribution",
    bus_attempt_distribution,
    lambda n, rng: _codes(_BUS_END, _bus_outcome)(n, rng),
    outcome_label=_bus_label,
)

EVENTS = (
    Event("karten", "someone_matches", "probability", lambda: p_someone_matches(TABLE),
          engine_sampler(lambda rng: someone_matches_first_card(rng, TABLE), np.int8)),
    Event("karten", "someone_else_matches", "probability",
          lambda: p_someone_matches(TABLE, knowing_own_hand=True),
          engine_sampler(someone_matches_seen_from_a_seat, np.int8)),
    _MATCHES,
    Event("karten", "bus_one_go", "probability", bus_one_go,
          engine_sampler(lambda rng: bus_run(rng)[0], np.int8)),
    _BUS_END,
)  # fmt: skip

register_labels(
    {
        "karten_event_someone_matches": {
            "en": "Cards: one of 4 players holds the rank of the first pyramid card",
            "de": "Karten: einer von 4 Spielern hat den Rang der ersten Pyramidenkarte",
        },
        "karten_event_someone_else_matches": {
            "en": "Cards: one of 4 others holds the rank (your own hand has none)",
            "de": "Karten: einer von 4 anderen hat den Rang (deine Hand hat keinen)",
        },
        "karten_event_matching_cards": {
            "en": "Cards: how many cards of that rank 4 players hold (distribution)",
            "de": "Karten: wie viele Karten dieses Rangs 4 Spieler haben (Verteilung)",
        },
        "karten_event_bus_one_go": {
            "en": "Cards: Ride the Bus in one go (best guesses)",
            "de": "Karten: Busfahren in einem Anlauf (beste Tipps)",
        },
        "karten_event_bus_end": {
            "en": "Cards: how a run of Ride the Bus ends (wrong at question k, or through)",
            "de": "Karten: wie ein Busfahr-Anlauf endet (falsch bei Frage k, oder durch)",
        },
    }
)
register(*EVENTS)
