"""Saves are move logs: one format for every game, loaded by replaying every move.

`dumps` writes a format version, the game's name, its rules, the seats and the history
(chance moves included). `loads` builds a new game from the rules and seats and applies
each saved move through the engine's `apply`, so a file can only ever hold a game the
rules allow: a box of a million points, a skipped turn or a forged tally is not a move
any state accepts. Everything that goes wrong is an `InvalidSaveError` (a `RuleError`)
saying what and where (which step of the history), never a half-loaded game.

Loading is linear in the save's length: the moves are replayed from
`state.replay_start()` (not recorded one by one, which would copy the growing history at
every step) and the history is attached once by `replay_end`. On this kit's test machine
a save of about 3 MB (100,000 moves) loads in a few seconds, so a save is refused
beyond `LONGEST_SAVE` (4,000,000 characters, about 130,000 moves; a real game is a few
kilobytes) and everything the bound lets through loads within a few seconds.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import fields, is_dataclass
from typing import Any

from pyramide_kit.errors import InvalidSaveError, RuleError, quoted
from pyramide_kit.seats import Player

__all__ = [
    "DEEPEST",
    "FORMAT",
    "LONGEST_SAVE",
    "VERSION",
    "dump_table",
    "load_table",
    "move_from_data",
    "move_to_data",
    "read_save",
]

FORMAT = "pyramide-kit"
VERSION = 2
LONGEST_SAVE = 4_000_000
"""A save is refused beyond this many characters (a real game is a few kilobytes)."""
DEEPEST = 4
"""A save's move or rules value is refused if nested deeper than this many lists (or
objects): the deepest any move needs is two (a card claim's shares, [[seat, chips]])."""


def _plain(value: Any) -> Any:
    """A move field or rules value as JSON data: tuples become lists, dataclasses dicts."""
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in fields(value)}
    return value


def _frozen(value: Any, depth: int = 0) -> Any:
    """JSON lists as tuples, all the way down, so that they can sit in frozen values.

    A value nested more than `DEEPEST` lists or objects deep is refused (no move or rule
    needs more than two), before recursion could run out of stack."""
    if isinstance(value, list | dict):
        if depth >= DEEPEST:
            raise ValueError(f"a value is nested at most {DEEPEST} lists deep")
        if isinstance(value, dict):
            for v in value.values():
                _frozen(v, depth + 1)
            return value
        return tuple(_frozen(v, depth + 1) for v in value)
    return value


def _names(keys: Any) -> str:
    """Field names for a message: a short plain name as it is, any other quoted (a
    hostile key can be very long), at most eight of them."""
    names = sorted(keys)
    shown = ", ".join(k if k.isidentifier() and len(k) <= 30 else quoted(k) for k in names[:8])
    return (shown + f", ... ({len(names)} names)" if len(names) > 8 else shown) or "none"


def move_to_data(move: Any) -> dict[str, Any]:
    """A move as a JSON object: {"move": its class name, field: value, ...}."""
    return {"move": type(move).__name__, **_plain(move)}


def move_from_data(data: Any, moves: Mapping[str, type]) -> Any:
    """The move a JSON object describes; the move's own checks run as it is built."""
    if not isinstance(data, dict) or not isinstance(data.get("move"), str):
        raise ValueError(f"a move is an object with a 'move' name, not {quoted(data)}")
    kind = moves.get(data["move"])
    if kind is None:
        raise ValueError(f"unknown move {quoted(data['move'])}; this game has {', '.join(moves)}")
    values = {k: _frozen(v, 1) for k, v in data.items() if k != "move"}
    names = {f.name for f in fields(kind)}
    if set(values) != names:
        raise ValueError(
            f"a {data['move']} move has the fields {_names(names)}, not {_names(values)}"
        )
    return kind(**values)


def dump_table(game: str, state: Any, state_type: type) -> str:
    """The JSON text of a game state: format, version, game, rules, seats and history.

    Only a `state_type` (the game's own state) is saved: anything else, another game's
    state included, is a `RuleError` (a save of it would be one `loads` refuses)."""
    if not isinstance(state, state_type):
        raise RuleError(
            f"a {game} save holds a {game} game state, not {quoted(state)}",
            "save_err_not_state",
            game=game,
            value=quoted(state),
        )
    return json.dumps(
        {
            "format": FORMAT,
            "version": VERSION,
            "game": game,
            "rules": _plain(state.rules),
            "seats": [{"name": s.name, "computer": s.computer} for s in state.seats],
            "history": [move_to_data(m) for m in state.history],
        },
        ensure_ascii=False,
    )


def _refuse(game: str, reason: str) -> InvalidSaveError:
    return InvalidSaveError(
        f"this is not a valid saved game of {game}: {reason}",
        "save_err_invalid",
        game=game,
        reason=reason,
    )


def read_save(
    text: Any,
    refuse: Callable[[str], RuleError],
    *,
    format_name: str,
    version: int,
    parts: set[str],
    longest: int,
    game: str | None = None,
) -> dict[str, Any]:
    """The JSON object of a save, after the checks every save of the kit shares: text of
    at most `longest` characters, JSON, the format's name (and the `game`'s, if given),
    its version and exactly its `parts`. `refuse(reason)` makes the error to raise."""
    if not isinstance(text, str | bytes) or len(text) > longest:
        raise refuse(f"a save is JSON text of at most {longest:,} characters")
    try:
        data = json.loads(text)
    except RecursionError:
        raise refuse("it is not JSON (nested too deep)") from None
    except ValueError as error:  # not JSON, not UTF-8, a number of over 4,300 digits
        raise refuse(f"it is not JSON ({type(error).__name__})") from None
    if not isinstance(data, dict) or data.get("format") != format_name:
        raise refuse(f"it is not a {format_name} save")
    if game is not None and data.get("game") != game:
        raise refuse(f"it is a save of {quoted(data.get('game'))}")
    if type(data.get("version")) is not int or data["version"] != version:
        raise refuse(f"its format version is {quoted(data.get('version'))}, not {version}")
    if set(data) != parts:
        raise refuse(f"it must hold exactly the parts {', '.join(sorted(parts))}")
    return data


def _seat(data: Any) -> Player:
    """A saved seat: {"name": ..., "computer": ...} (or just the name)."""
    if not isinstance(data, dict):
        return Player(data)
    if not set(data) <= {"name", "computer"}:
        raise ValueError(f"a seat has a name and computer, not {_names(data)}")
    return Player(**data)


def load_table(
    text: Any,
    game: str,
    rules_type: type,
    new_game: Callable[[tuple[Player, ...], Any], Any],
    moves: Mapping[str, type],
) -> Any:
    """Replay a save written by `dump_table` through the engine.

    `new_game(seats, rules)` starts the game; each move of the history is rebuilt from
    `moves` (class name -> move class) and applied. An error names the step it failed at.
    """
    data = read_save(
        text,
        lambda reason: _refuse(game, reason),
        format_name=FORMAT,
        version=VERSION,
        parts={"format", "version", "game", "rules", "seats", "history"},
        longest=LONGEST_SAVE,
        game=game,
    )
    try:
        rules_data = data["rules"]
        if not isinstance(rules_data, dict):
            raise ValueError("the rules are an object")
        names = {f.name for f in fields(rules_type)}
        if not set(rules_data) <= names:
            raise ValueError(f"the rules have no {_names(set(rules_data) - names)}")
        rules = rules_type(**{k: _frozen(v, 1) for k, v in rules_data.items()})
        if not isinstance(data["seats"], list):
            raise ValueError("the seats are a list")
        seats = tuple(_seat(s) for s in data["seats"])
        state = new_game(seats, rules)
    except (ValueError, TypeError) as error:
        raise _refuse(game, f"its rules or seats are wrong: {error}") from None
    history = data["history"]
    if not isinstance(history, list):
        raise _refuse(game, "its history is a list of moves")
    # Replayed unrecorded and the history attached once: loading is linear in its length.
    state = state.replay_start()
    applied = []
    for step, item in enumerate(history, start=1):
        try:
            move = move_from_data(item, moves)
            state = state.apply(move)
            applied.append(move)
        except (ValueError, TypeError) as error:
            raise InvalidSaveError(
                f"this is not a valid saved game of {game}: move {step} ({quoted(item)}) "
                f"is not allowed: {error}",
                "save_err_move",
                game=game,
                step=step,
                reason=str(error),
            ) from None
    return state.replay_end(tuple(applied))
