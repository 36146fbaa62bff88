"""Seeded simulations of Pyramide with cards, to set beside the exact odds.

Each function takes a random generator (`pyramide_kit.simulate.rng_for(seed)`) so a
lesson can run it once, 100 times or 10,000 times and get the same numbers again.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from pyramide_kit.checks import trial_count
from pyramide_kit.errors import RuleError
from pyramide_kit.karten.bus import BUS_ANSWERS, best_bus_answer, bus_answer_correct
from pyramide_kit.karten.cards import DECK, rank_of
from pyramide_kit.karten.game import deal
from pyramide_kit.karten.rules import Rules
from pyramide_kit.karten.strategy import Policy, play_game

__all__ = [
    "bus_cards_until_through",
    "bus_run",
    "policy_tournament",
    "someone_matches_first_card",
    "true_matches_in_deal",
    "two_hands_first_card",
]


@cache
def _fresh_deck_answer(chain: tuple[str, ...], ace_high: bool) -> str:
    return best_bus_answer(chain, (c for c in DECK if c not in chain), ace_high)


def bus_run(rng: Any, ace_high: bool = True) -> tuple[bool, int]:
    """One run of Ride the Bus from a freshly shuffled deck with best answers:
    (through all four?, cards turned)."""
    deck = list(DECK)
    cards = [deck.pop(int(u * len(deck))) for u in rng.random(len(BUS_ANSWERS))]
    chain: tuple[str, ...] = ()
    for question, drawn in enumerate(cards):
        answer = _fresh_deck_answer(chain, ace_high)
        if not bus_answer_correct(question, answer, chain, drawn, ace_high):
            return False, question + 1
        chain = (*chain, drawn)
    return True, len(BUS_ANSWERS)


def bus_cards_until_through(rng: Any, ace_high: bool = True) -> int:
    """Cards turned until a run gets through, each run from a fresh deck."""
    total = 0
    while True:
        through, cards = bus_run(rng, ace_high)
        total += cards
        if through:
            return total


def true_matches_in_deal(rng: Any, n_players: int, rules: Rules | None = None) -> int:
    """Deal with the engine and count (pyramid card, player) pairs where the player's
    hand holds the rank of the pyramid card."""
    game = deal(n_players, rng, rules)
    hand_ranks = [{rank_of(c) for c in hand} for hand in game.dealt]
    return sum(rank_of(c) in ranks for c in game.pyramid for ranks in hand_ranks)


def someone_matches_first_card(rng: Any, n_players: int, rules: Rules | None = None) -> bool:
    """Deal with the engine: does any player's hand hold the rank of the first pyramid
    card? (The spectator's view of `odds.p_someone_matches(n_players)`.)"""
    game = deal(n_players, rng, rules)
    rank = rank_of(game.pyramid[0])
    return any(game.holds_rank(seat, rank) for seat in range(len(game.seats)))


def two_hands_first_card(rng: Any, n_players: int, rules: Rules | None = None) -> tuple[bool, bool]:
    """Deal with the engine: (does seat 1 hold the rank of the first pyramid card, does
    seat 0?), the cell of `odds.two_hands_table` this deal falls into (seat 1 the
    claimant, seat 0 the other player)."""
    game = deal(n_players, rng, rules)
    rank = rank_of(game.pyramid[0])
    return game.holds_rank(1, rank), game.holds_rank(0, rank)


def policy_tournament(
    policies: Sequence[Policy], n_games: int, rng: Any, rules: Rules | None = None
) -> dict[str, list[float]]:
    """Play `n_games` whole games of the policies `policies[0]`, `policies[1]`, ...
    The dealer moves round the table: the engine's last seat deals, so in game k the
    policies sit shifted by k seats (policy p in seat (p - k - 1) mod n). Returns per
    policy the mean chips taken, the mean chips handed out, the share of games won (a
    shared first place counts as a win for each), and per game the claims it answered
    as a target and its calls of "Bluff!" among them (whether a policy calls at the
    rate its model gives shows only over many games)."""
    n = len(policies)
    n_games = trial_count(n_games, "n_games", 1)
    if not all(isinstance(p, Policy) for p in policies):
        raise RuleError("policy_tournament needs a list of Policy values", "karten_err_policies")
    taken = [0] * n
    handed = [0] * n
    wins = [0] * n
    answered = [0] * n
    calls = [0] * n
    for k in range(n_games):
        seat_of = [(p - k - 1) % n for p in range(n)]
        seated = [policies[seat_of.index(s)] for s in range(n)]
        game = play_game(deal(n, rng, rules), seated, rng)
        first = {s.seat for s in game.ranking() if s.place == 1}
        for p in range(n):
            taken[p] += game.taken[seat_of[p]]
            handed[p] += game.handed_out[seat_of[p]]
            wins[p] += seat_of[p] in first
        for event in game.log:
            if event.kind in ("accept", "call"):
                p = seat_of.index(event.player)
                answered[p] += 1
                calls[p] += event.kind == "call"
    return {
        "taken": [t / n_games for t in taken],
        "handed_out": [h / n_games for h in handed],
        "wins": [w / n_games for w in wins],
        "answered": [a / n_games for a in answered],
        "calls": [c / n_games for c in calls],
    }
