"""Ride the Bus: the four questions, when an answer is right, and the ride itself.

1. red or black? 2. higher or lower than the first card? 3. inside or outside the first
two? 4. which suit? An equal value is always wrong (RULES.md §3): "higher" needs a
strictly higher card, "inside" strictly between, "outside" strictly beyond.

The ride (rulings): every player tied for the most cards left rides, in seat order;
nobody rides when no cards are left. The bus deck is the undealt stock. The rider
answers (`Guess`), then chance turns up a card of the bus deck (`Draw`, every card of
it equally likely). Each wrong answer costs `bus_chips_per_wrong` chips and puts the
chain's cards on the used pile; when the bus deck is empty as the rider answers, the
used pile becomes the bus deck (that is the reshuffle: the next draw is uniform over
it). The variant needs at least 4 undealt cards so a chain can always be completed.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from pyramide_kit.karten.cards import SUITS, colour_of, in_deck_order, rank_of, rank_value, suit_of
from pyramide_kit.karten.record import Event, bumped, evolved, logged

if TYPE_CHECKING:
    from pyramide_kit.karten.game import KartenState
    from pyramide_kit.karten.moves import Draw, Guess

__all__ = [
    "BUS_ANSWERS",
    "BusState",
    "best_bus_answer",
    "bus_answer_correct",
    "draw",
    "guess",
    "start_bus",
]

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


@dataclass(frozen=True)
class BusState:
    """Ride the Bus in progress: who still rides, the running chain, the used pile and
    the rider's answer waiting for its card ("" while the rider is to answer)."""

    riders: tuple[int, ...]
    chain: tuple[str, ...] = ()
    used: tuple[str, ...] = ()
    answer: str = ""


def start_bus(state: KartenState) -> KartenState:
    """After the last pyramid card: the players with the most cards left ride, or the
    game ends (no Ride the Bus in these rules, or no cards left)."""
    most = max(len(h) for h in state.hands)
    if not state.rules.ride_the_bus or most == 0:
        return logged(evolved(state, phase="over"), Event("over"))
    riders = tuple(p for p in range(len(state.seats)) if len(state.hands[p]) == most)
    state = evolved(state, phase="bus", bus=BusState(riders))
    return logged(state, Event("bus_start", riders[0]))


def guess(state: KartenState, move: Guess) -> KartenState:
    """The rider's answer; an empty bus deck is refilled from the used pile first."""
    bus = state.bus
    assert bus is not None
    stock, used = state.stock, bus.used
    if not stock:
        stock, used = in_deck_order(used), ()
        state = logged(state, Event("bus_reshuffle", value=len(stock)))
    return evolved(
        state, phase="draw", stock=stock, bus=replace(bus, used=used, answer=move.answer)
    )


def draw(state: KartenState, move: Draw) -> KartenState:
    """The card for the waiting answer: right extends the chain, wrong costs chips and
    starts again; four right ends this rider's ride."""
    bus = state.bus
    assert bus is not None
    rider, question, drawn = bus.riders[0], len(bus.chain), move.card
    right = bus_answer_correct(question, bus.answer, bus.chain, drawn, state.rules.ace_high)
    stock = tuple(c for c in state.stock if c != drawn)
    state = logged(
        evolved(state, phase="bus", stock=stock),
        Event("bus_card", rider, card=drawn, value=question + 1, truth=right, answer=bus.answer),
    )
    if not right:
        chips = state.rules.bus_chips_per_wrong
        state = evolved(
            state,
            taken=bumped(state.taken, rider, chips),
            bus_taken=bumped(state.bus_taken, rider, chips),
        )
        return evolved(state, bus=BusState(bus.riders, (), bus.used + bus.chain + (drawn,)))
    chain = (*bus.chain, drawn)
    if len(chain) < len(BUS_ANSWERS):
        return evolved(state, bus=BusState(bus.riders, chain, bus.used))
    state = logged(state, Event("bus_done", rider))
    riders = bus.riders[1:]
    if riders:
        state = evolved(state, bus=BusState(riders, (), bus.used + chain))
        return logged(state, Event("bus_start", riders[0]))
    state = evolved(state, phase="over", bus=BusState((), (), bus.used + chain))
    return logged(state, Event("over"))
