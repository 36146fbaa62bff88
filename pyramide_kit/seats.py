"""A seat at a game's table, the same in every game: a name, and who plays it.

Games accept players as a count, names, `Player`s or (name, is_computer) pairs;
`seats_from` reads each of them and checks the table (names non-empty and unique, the
number of seats within the game's limits), so every game takes its players the same way.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pyramide_kit.checks import check_flag, check_text, settle, strict_fields, whole_number
from pyramide_kit.errors import RuleError, quoted

__all__ = ["Player", "as_player", "seats_from"]


@strict_fields
@dataclass(frozen=True)
class Player:
    """A seat; a `computer` seat is played by the game's computer policy."""

    name: str
    computer: bool = False

    def __post_init__(self) -> None:
        settle(self, "name", check_text(self.name, "a player's name"))
        check_flag(self.computer, "computer")


def as_player(spec: Player | str | tuple[str, bool]) -> Player:
    """A `Player` from a `Player`, a name (a human seat) or a (name, is_computer) pair."""
    if isinstance(spec, Player):
        return spec
    if isinstance(spec, str):
        return Player(spec)
    if isinstance(spec, tuple | list) and len(spec) == 2:
        return Player(spec[0], spec[1])
    raise RuleError(
        f"a player is a name, a Player or a (name, is_computer) pair, not {quoted(spec)}",
        "seats_err_player",
        player=quoted(spec),
    )


def seats_from(
    players: int | Sequence[Player | str | tuple[str, bool]],
    low: int,
    high: int,
    game: str,
) -> tuple[Player, ...]:
    """The seats of a new table of `game`, checked: `players` is a count (seats named
    "Player 1", ...) or a list of players; there must be `low` to `high` of them, each
    name used once. A single string is refused (it is a name, not a list of names)."""
    if isinstance(players, str):
        raise RuleError(
            f"players are a number or a list of names, not {quoted(players)}",
            "seats_err_list",
            value=quoted(players),
        )
    if isinstance(players, Sequence):
        if len(players) > high:  # before reading them: a list of a million names is refused
            raise RuleError(
                f"{game} is played by {low} to {high} players, not {len(players):,}",
                "seats_err_count",
                game=game,
                low=low,
                high=high,
                count=len(players),
            )
        seats = tuple(as_player(p) for p in players)
    else:
        count = whole_number(players, "the number of players", low, high)
        seats = tuple(Player(f"Player {i + 1}") for i in range(count))
    if not low <= len(seats) <= high:
        raise RuleError(
            f"{game} is played by {low} to {high} players, not {len(seats)}",
            "seats_err_count",
            game=game,
            low=low,
            high=high,
            count=len(seats),
        )
    names = [seat.name.casefold() for seat in seats]
    if len(set(names)) != len(names):
        raise RuleError(
            f"every player needs a name of their own: {', '.join(s.name for s in seats)}",
            "seats_err_names",
            names=", ".join(s.name for s in seats),
        )
    return seats
