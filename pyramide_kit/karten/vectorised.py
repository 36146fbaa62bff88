"""Array-at-a-time simulation of Pyramide with cards: deals and Ride the Bus with numpy.

`game.deal` and `simulation.bus_run` play one table or one run at a time through the
rules engine; this module plays blocks of them at once from tables the engine answers,
and `replay_deal` / `replay_bus_run` play the very same cards through the engine again
(the tests compare every outcome).

How the cards are drawn
    A card is its index in `cards.DECK` (0 .. 51). A deal of k cards is the first k
    cards of a random permutation of the deck, drawn by a partial Fisher-Yates shuffle
    of a block of decks at once: step j swaps position j with a position drawn from
    j .. 51 (`rng.integers(j, 52, size=rows, dtype=np.int16)`). The first k places of
    a uniform permutation are all a deal uses, so k swaps do the work of shuffling 52 cards
    (`rng.permuted` on whole decks is about twice as slow for the 31 cards a table of
    four needs; a bus run needs 4). Deals are drawn in blocks of `CHUNK` rows, so the
    arrays stay in the cache; `deal_orders(n, k, rng)` gives them as an (n, k) int8
    array. Lessons store seeded results, so this layout is part of the interface.

The tables (asked of the engine once, then cached)
    - `RANK[i]`: the rank of card i, as its index in `RANKS` (`cards.rank_of`).
    - Where the cards of a deal go: the engine deals the deck in order
      (`deal_in_order(n, DECK)`), which puts card i at deal position i, so its pyramid
      and hands name the positions of the first pyramid card and of every seat's hand.
    - Ride the Bus: whether answer a to question q is right when card d turns up after
      the chain of cards turned so far, from `bus.bus_answer_correct`. A question whose
      check never looks at the chain (asked with a chain that refuses to be read) has
      one row for every chain; any other has a row per chain, filled only for the
      chains that reach it (every earlier answer right).
    The rider's answer is the one that the most cards not in the chain would make right,
    the first listed on a tie: `bus.best_bus_answer` counted on those rows, with the
    same fresh deck of 52 that `simulation.bus_run` uses.

Public functions:

- `deal_orders(n, k, rng)`: n deals of k cards (see above).
- `matches_per_seat(orders, n_players, rules=None)` -> (n, n_players) int8: how many
  cards of the first pyramid card's rank each hand holds; `simulate_matches(n, rng, ...)`
  draws the deals.
- `simulate_seen_from_a_seat(n, rng, n_others)` -> bool: deals of n_others + 1 hands in
  which the last seat (the viewer) holds no card of the rank, n of them kept in order;
  True where one of the others holds one.
- `bus_runs(orders, ace_high=True)` -> `BusRuns` (through, cards turned) for (n, 4)
  orders; `simulate_bus_runs(n, rng, ace_high)` draws them.
- `replay_deal(order, n_players, rules=None)`, `replay_bus_run(order, ace_high=True)`:
  the same cards through the engine (`deal_in_order`, `simulation.bus_run`).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any, NamedTuple

import numpy as np

from pyramide_kit.checks import (
    check_flag,
    check_rng,
    draw,
    few_items,
    trial_count,
    whole_number,
)
from pyramide_kit.dice_codes import as_draw_array
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.karten.bus import BUS_ANSWERS, bus_answer_correct
from pyramide_kit.karten.cards import DECK, RANKS, rank_of
from pyramide_kit.karten.game import KartenState, deal_in_order
from pyramide_kit.karten.rules import BUS_CHAIN, Rules
from pyramide_kit.karten.simulation import bus_run

__all__ = [
    "CHUNK",
    "RANK",
    "SHORT",
    "BusRuns",
    "bus_runs",
    "deal_orders",
    "matches_per_seat",
    "replay_bus_run",
    "replay_deal",
    "simulate_bus_runs",
    "simulate_matches",
    "simulate_seen_from_a_seat",
]

CHUNK = 1 << 14
"""Deals per block: the block's decks (CHUNK x 52 bytes) stay in the cache."""

RANK = np.array([RANKS.index(rank_of(code)) for code in DECK], dtype=np.int8)
_CARDS = len(DECK)


SHORT = 8
"""Up to this many cards a block is shuffled without laying out whole decks (measured:
the two ways cost the same near 10 cards; for the 4 cards of a bus run the short way is
about twice as fast)."""


def _block(rows: int, k: int, rng: np.random.Generator) -> np.ndarray:
    """`rows` partial Fisher-Yates shuffles of the deck, their first k cards. Both ways
    draw the same `rng.integers(j, 52, size=rows, dtype=np.int16)` at step j (int16 is
    the fastest dtype for these draws) and give the same cards:
    whole decks swapped in place, or (for at most `SHORT` cards) only the positions the
    swaps touched, remembered as (position, card) pairs, the latest pair winning."""
    if k <= SHORT:
        return _short_block(rows, k, rng)
    decks = np.tile(np.arange(_CARDS, dtype=np.int8), (rows, 1))
    flat = decks.reshape(-1)
    starts = np.arange(0, rows * _CARDS, _CARDS, dtype=np.int64)
    for j in range(k):
        where = starts + draw(rng, j, _CARDS, rows, np.int16)
        here = decks[:, j].copy()
        decks[:, j] = flat.take(where)
        flat.put(where, here)
    return decks[:, :k]


def _short_block(rows: int, k: int, rng: np.random.Generator) -> np.ndarray:
    cards = np.empty((rows, k), dtype=np.int8)
    picked: list[np.ndarray] = []  # the position swapped with position j at step j
    moved: list[np.ndarray] = []  # the card that went there
    for j in range(k):
        pick = draw(rng, j, _CARDS, rows, np.int16).astype(np.int8)
        here = np.full(rows, j, dtype=np.int8)  # the card at position j now
        there = pick.copy()  # the card at the picked position now
        for position, card in zip(picked, moved, strict=True):
            np.copyto(here, card, where=position == j)
            np.copyto(there, card, where=position == pick)
        cards[:, j] = there
        picked.append(pick)
        moved.append(here)
    return cards


def deal_orders(n: int, k: int, rng: np.random.Generator) -> np.ndarray:
    """n deals of the first k cards of a shuffled deck, as card indices (int8)."""
    k = whole_number(k, "k", 0, _CARDS)
    blocks = _in_blocks(n, k, rng, lambda orders: orders)
    return np.concatenate(blocks) if blocks else np.zeros((0, k), dtype=np.int8)


def _in_blocks(n: int, k: int, rng: np.random.Generator, trial: Any) -> list[np.ndarray]:
    """`trial` of each block of the deals `deal_orders(n, k, rng)` draws, block by
    block, so a million deals never sit in memory at once."""
    n, rng = trial_count(n), check_rng(rng)
    return [trial(_block(min(CHUNK, n - start), k, rng)) for start in range(0, n, CHUNK)]


# --- deals ------------------------------------------------------------------------------


@cache
def _positions(n_players: int, rules: Rules) -> tuple[int, np.ndarray]:
    """(deal position of the first pyramid card, the hands' positions seat by seat, as an
    (n_players, hand_size) array), from the engine dealing the deck in order."""
    state = deal_in_order(n_players, DECK, rules)
    hands = np.array([[DECK.index(c) for c in hand] for hand in state.dealt], dtype=np.intp)
    return DECK.index(state.pyramid[0]), hands


def _table(n_players: int, rules: Rules | None) -> tuple[int, int, np.ndarray]:
    """Cards a deal needs, the first pyramid card's position and the hands' positions,
    for a table the engine accepts (`new_game` checks the seats and the deck)."""
    rules = Rules() if rules is None else rules
    if not isinstance(rules, Rules):
        raise RuleError(
            f"rules must be a karten Rules, not {quoted(rules)}",
            "karten_err_rules",
            value=quoted(rules),
        )
    n_players = whole_number(n_players, "n_players", rules.min_players, rules.max_players)
    first, hands = _positions(n_players, rules)
    return rules.cards_needed(n_players), first, hands


def matches_per_seat(orders: np.ndarray, n_players: int, rules: Rules | None = None) -> np.ndarray:
    """For deals in `orders` (n, cards needed): how many cards of the first pyramid
    card's rank each seat's hand holds, as an (n, n_players) int8 array."""
    needed, first, hands = _table(n_players, rules)
    orders = _orders(orders, needed, exact=False)
    held = RANK[orders[:, hands]] == RANK[orders[:, first]][:, None, None]
    return held.sum(axis=2, dtype=np.int8)


def simulate_matches(
    n: int, rng: np.random.Generator, n_players: int = 4, rules: Rules | None = None
) -> np.ndarray:
    """`matches_per_seat` of the n deals `deal_orders(n, cards needed, rng)` draws."""
    needed = _table(n_players, rules)[0]
    blocks = _in_blocks(n, needed, rng, lambda o: matches_per_seat(o, n_players, rules))
    return np.concatenate(blocks) if blocks else np.zeros((0, n_players), dtype=np.int8)


def simulate_seen_from_a_seat(
    n: int, rng: np.random.Generator, n_others: int = 4, rules: Rules | None = None
) -> np.ndarray:
    """Deal n_others + 1 hands, block after block, and keep (in order) the first n
    deals in which the last seat, the viewer, holds no card of the first pyramid card's
    rank; True where one of the others holds one. This is the viewer's question once
    they know their own hand holds none (every deal is drawn by `deal_orders`)."""
    n, rng = trial_count(n), check_rng(rng)
    players = whole_number(n_others, "n_others", 1) + 1
    needed = _table(players, rules)[0]
    kept: list[np.ndarray] = []
    left = n
    while left > 0:
        counts = matches_per_seat(deal_orders(CHUNK, needed, rng), players, rules)
        seen = counts[:, :-1].any(axis=1)[counts[:, -1] == 0][:left]
        kept.append(seen)
        left -= seen.size
    return np.concatenate(kept) if kept else np.zeros(0, dtype=bool)


def replay_deal(order: Sequence[int], n_players: int, rules: Rules | None = None) -> KartenState:
    """The engine's table dealt from one row of `deal_orders` (`deal_in_order`)."""
    return deal_in_order(n_players, [DECK[i] for i in _cards(order, _CARDS)], rules)


def _orders(orders: object, needed: int, exact: bool) -> np.ndarray:
    """Deals or runs, one per row: an integer array (or a list of rows) of card codes
    from 0 to 51 with `needed` columns (at least that many unless `exact`), else a
    `RuleError`."""
    orders = as_draw_array(orders, "orders", _CARDS, (None, None))
    if orders.shape[1] < needed or (exact and orders.shape[1] != needed):
        raise RuleError(
            f"orders must have shape (n, {needed}), one deal or run per row, not {orders.shape}",
            "check_err_draws",
            name="orders",
            high=_CARDS - 1,
            shape=f"(n, {needed})",
            value=quoted(orders),
        )
    return orders


def _cards(order: object, most: int, exactly: bool = False) -> list[int]:
    """The distinct card codes (0 to 51) of `order`, at most `most` of them (exactly
    `most` if `exactly`), else a `RuleError`."""
    codes = [whole_number(i, "a card code", 0, _CARDS - 1) for i in few_items(order, "order", most)]
    if len(set(codes)) != len(codes) or (exactly and len(codes) != most):
        raise RuleError(
            f"order must be {most if exactly else 'at most ' + str(most)} different card "
            f"codes from 0 to 51, not {quoted(order)}",
            "karten_err_cards",
            most=most,
            value=quoted(order),
        )
    return codes


# --- Ride the Bus -----------------------------------------------------------------------


class _ChainRead(Exception):
    """The answer check looked at the chain."""


class _Unread(tuple):
    """A chain that refuses to be read: a check that accepts it does not depend on it."""

    def _refuse(self, *args: Any) -> Any:
        raise _ChainRead

    __getitem__ = __iter__ = __len__ = __contains__ = _refuse


class _Question(NamedTuple):
    """One question as tables over chains, each chain numbered by its cards as digits of
    a base-52 number (first card highest): `right[(row * answers + a) * 52 + d]` is the
    engine's check of answer a when card d turns up, `rows[c]` the row of chain c (0 for
    every chain when the check does not look at the chain), `answer[c]` the rider's best
    answer after chain c. Chains that never reach the question point at row 0 and
    answer 0: the run they belong to is over, so what they give is never used."""

    right: np.ndarray
    rows: np.ndarray
    answer: np.ndarray
    answers: int


class BusRuns(NamedTuple):
    """Simulated runs of Ride the Bus: through all four questions, and cards turned."""

    through: np.ndarray
    cards: np.ndarray


def _checks(question: int, chain: tuple[str, ...], ace_high: bool) -> list[list[bool]]:
    return [
        [bus_answer_correct(question, a, chain, d, ace_high) for d in DECK]
        for a in BUS_ANSWERS[question]
    ]


def _chain_number(chains: np.ndarray) -> np.ndarray:
    """Each chain of card indices (rows of `chains`) as one base-52 number."""
    number = np.zeros(len(chains), dtype=np.int64)
    for column in chains.T:
        number = number * _CARDS + column
    return number


def _question(q: int, reaching: np.ndarray, ace_high: bool) -> _Question:
    """Question q's tables, asked of the engine for the chains `reaching` it."""
    numbers = _chain_number(reaching)
    rows = np.zeros(_CARDS**q, dtype=np.int64)
    try:
        right = np.array([_checks(q, _Unread(), ace_high)])
    except _ChainRead:
        right = np.array([_checks(q, tuple(DECK[i] for i in c), ace_high) for c in reaching])
        rows[numbers] = np.arange(len(reaching))
    # the best answer: most cards not in the chain right, the first listed on a tie
    row = rows[numbers]
    counts = right.sum(axis=2, dtype=np.int16)[row]
    for column in reaching.T.astype(np.intp):
        counts -= right[row, :, column]
    answer = np.zeros(_CARDS**q, dtype=np.int64)
    answer[numbers] = counts.argmax(axis=1)
    return _Question(right.reshape(-1), rows, answer, right.shape[1])


def _right(question: _Question, numbers: np.ndarray, drawn: np.ndarray) -> np.ndarray:
    """Whether the best answer after the chains `numbers` is right for the cards `drawn`."""
    row = question.rows.take(numbers) * question.answers + question.answer.take(numbers)
    return question.right.take(row * _CARDS + drawn)


@cache
def _bus_tables(ace_high: bool) -> tuple[_Question, ...]:
    """Every question's tables (see the module text): the chains reaching question q + 1
    are those reaching q, each with every card not in it turned up, where the answer to
    q was right."""
    questions: list[_Question] = []
    reaching = np.zeros((1, 0), dtype=np.int8)
    for q in range(BUS_CHAIN):
        questions.append(_question(q, reaching, ace_high))
        if q + 1 < BUS_CHAIN:
            chains = np.repeat(reaching, _CARDS, axis=0)
            drawn = np.tile(np.arange(_CARDS, dtype=np.int8), len(reaching))
            fresh = ~(chains == drawn[:, None]).any(axis=1)
            chains, drawn = chains[fresh], drawn[fresh]
            right = _right(questions[q], _chain_number(chains), drawn)
            reaching = np.concatenate([chains, drawn[:, None]], axis=1)[right]
    return tuple(questions)


@cache
def _bus_steps(ace_high: bool) -> tuple[np.ndarray, ...]:
    """Per question, the start of each chain's row of its best answer in `right`:
    (rows[c] * answers + answer[c]) * 52, int32, so a question is two lookups."""
    return tuple(
        ((q.rows * q.answers + q.answer) * _CARDS).astype(np.int32) for q in _bus_tables(ace_high)
    )


def bus_runs(orders: np.ndarray, ace_high: bool = True) -> BusRuns:
    """Runs of Ride the Bus with the best answers, from a fresh deck each: row i of
    `orders` (n, 4) is the cards the run turns up, in order. Every run is looked up at
    every question (cheaper than picking out the runs still going); a run that is over
    stays over."""
    ace_high = check_flag(ace_high, "ace_high")
    tables, steps = _bus_tables(ace_high), _bus_steps(ace_high)
    orders = _orders(orders, BUS_CHAIN, exact=True)
    drawn = orders[:, 0].astype(np.int32)
    alive = tables[0].right.take(drawn + steps[0][0])  # every run starts from no chain
    cards = alive.astype(np.int8) + 1
    numbers = drawn
    for q in range(1, BUS_CHAIN):
        drawn = orders[:, q].astype(np.int32)
        alive &= tables[q].right.take(steps[q].take(numbers) + drawn)
        if q + 1 < BUS_CHAIN:
            cards += alive
            numbers = numbers * _CARDS + drawn
    return BusRuns(alive, cards)


def simulate_bus_runs(n: int, rng: np.random.Generator, ace_high: bool = True) -> BusRuns:
    """`bus_runs` of the n runs `deal_orders(n, 4, rng)` draws."""
    blocks = _in_blocks(n, BUS_CHAIN, rng, lambda orders: bus_runs(orders, ace_high))
    if not blocks:
        return BusRuns(np.zeros(0, dtype=bool), np.zeros(0, dtype=np.int8))
    return BusRuns(*(np.concatenate(part) for part in zip(*blocks, strict=True)))


class _Turned:
    """A stand-in for the generator `simulation.bus_run` draws with: its uniforms pick
    the given cards from the deck that `bus_run` pops them from (in `DECK` order)."""

    def __init__(self, order: Sequence[int]) -> None:
        self.order = [DECK[i] for i in _cards(order, BUS_CHAIN, exactly=True)]

    def random(self, size: int) -> np.ndarray:
        deck, uniforms = list(DECK), []
        for code in self.order[:size]:
            uniforms.append((deck.index(code) + 0.5) / len(deck))
            deck.remove(code)
        return np.array(uniforms)


def replay_bus_run(order: Sequence[int], ace_high: bool = True) -> tuple[bool, int]:
    """The engine's run (`simulation.bus_run`) turning up the cards of `order`."""
    return bus_run(_Turned(order), ace_high)
