"""The public record of a game: `Event`s that every player sees, and the tallies.

The state keeps two histories: `history`, every move applied (chance moves included, so
it holds hidden cards: it is the save, not something a player may read), and `log`, the
public events (what a player at the table sees happen). Computer players and the widget
read `log`; nobody but the engine and the save reads `history`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pyramide_kit.table import grown

__all__ = ["Event", "bumped", "evolved", "logged"]


@dataclass(frozen=True)
class Event:
    """One public line of the game's log. Everything in the log is known to all.

    kinds: reveal (card, value = row value), claim (player, card = rank, value, shares),
    pass, accept, call (player = caller, other = claimant), shown (player = claimant,
    card shown, other = caller or -1), caught (player = bluffer, other = caller, value =
    chips taken), unchallenged (player = claimant), bus_start (player), bus_card (player,
    card, answer, value = question 1..4, truth = right?), bus_reshuffle (value = cards),
    bus_done (player), over.
    """

    kind: str
    player: int = -1
    card: str = ""
    value: int = 0
    shares: tuple[tuple[int, int], ...] = ()
    other: int = -1
    truth: bool | None = None
    answer: str = ""


def evolved(state: Any, **changes: Any) -> Any:
    """`state` with `changes`, built by the engine from a checked state: its fields are
    not checked again (`KartenState` checks every field when built from outside)."""
    new = object.__new__(type(state))
    new.__dict__.update(state.__dict__, **changes)
    return new


def logged(state: Any, *events: Event) -> Any:
    """`state` with `events` added to its public log."""
    return evolved(state, log=grown(state.log, *events))


def bumped(values: tuple[int, ...], index: int, amount: int) -> tuple[int, ...]:
    """A per-seat tally with `amount` added at seat `index`."""
    return tuple(v + amount if i == index else v for i, v in enumerate(values))
