"""Ride the Bus: the four questions and when an answer is right.

1. red or black? 2. higher or lower than the first card? 3. inside or outside the first
two? 4. which suit? An equal value is always wrong (RULES.md §3): "higher" needs a
strictly higher card, "inside" strictly between, "outside" strictly beyond.
"""

from __future__ import annotations

from collections.abc import Iterable

from pyramide_kit.karten.cards import SUITS, colour_of, rank_of, rank_value, suit_of

__all__ = ["BUS_ANSWERS", "best_bus_answer", "bus_answer_correct"]

BUS_ANSWERS: tuple[tuple[str, ...], ...] = (
    ("red", "black"),
    ("higher", "lower"),
    ("inside", "outside"),
    SUITS,
)


def bus_answer_correct(
    question: int, answer: str, chain: tuple[str, ...], drawn: str, ace_high: bool = True
) -> bool:
    """Whether `answer` to question `question` (0..3) is right when `drawn` turns up,
    given the cards `chain` already turned up in this run."""
    if question == 0:
        return colour_of(drawn) == answer
    value = rank_value(rank_of(drawn), ace_high)
    if question == 1:
        first = rank_value(rank_of(chain[0]), ace_high)
        return value > first if answer == "higher" else value < first
    if question == 2:
        low, high = sorted(rank_value(rank_of(c), ace_high) for c in chain[:2])
        inside = low < value < high
        outside = value < low or value > high
        return inside if answer == "inside" else outside
    return suit_of(drawn) == answer


def best_bus_answer(
    chain: tuple[str, ...], candidates: Iterable[str], ace_high: bool = True
) -> str:
    """The answer to the next question that the most `candidates` (the cards the next
    card may be, all equally likely) would make right; the first listed on a tie."""
    question = len(chain)
    pool = tuple(candidates)
    return max(
        BUS_ANSWERS[question],
        key=lambda a: sum(bus_answer_correct(question, a, chain, c, ace_high) for c in pool),
    )
