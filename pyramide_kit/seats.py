"""A seat at a game's table, the same in every game: a name, and who plays it.

Widgets accept players as names, `Player`s or (name, is_computer) pairs; `as_player`
reads each of them, so every game takes its players the same way.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Player", "as_player"]


@dataclass(frozen=True)
class Player:
    """A seat; a `computer` seat is played by the game's computer policy."""

    name: str
    computer: bool = False


def as_player(spec: Player | str | tuple[str, bool]) -> Player:
    """A `Player` from a `Player`, a name (a human seat) or a (name, is_computer) pair."""
    if isinstance(spec, Player):
        return spec
    if isinstance(spec, str):
        return Player(spec)
    try:
        name, computer = spec
    except (TypeError, ValueError):
        raise ValueError(
            f"a player is a name, a Player or a (name, is_computer) pair, not {spec!r}"
        ) from None
    return Player(str(name), bool(computer))
