"""The explorer: every game's events with their exact values beside seeded simulations.

`pyramide_kit.games.events` gives the events (each game lists its own in
`<game>/events.py`); `GAMES` maps each game's name to its spec (iterate it for the names);
`Explorer` (in `app`) is the notebook widget that simulates them and plots the running
frequency closing in on the exact value.
"""

from pyramide_kit.events import Event
from pyramide_kit.games import GAMES, event, events

__all__ = ["GAMES", "Event", "Explorer", "event", "events"]


def __getattr__(name: str):
    if name == "Explorer":
        from pyramide_kit.explorer.app import Explorer

        return Explorer
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
