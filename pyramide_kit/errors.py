"""The kit's error for a move or input that the rules do not allow.

A `RuleError` is a `ValueError` whose English message says what was wrong and what is
allowed. It may also carry a catalogue key and the values to fill in, so that a widget
can show the same message in German (see `pyramide_kit.i18n.error_text`).

A message quotes what the user gave through `quoted`, which cuts a long input: a 10,000
character name or a million-element list is named by its start and its length, so an
error never echoes a whole hostile input back.

Three kinds of refusal are classes of their own, so that a caller can catch one apart
(after python-chess's errors): an `IllegalMoveError` is a move of the game that the rules
do not allow now (another state may allow it), an `InvalidMoveError` something that is
no move of the game at all, and an `InvalidSaveError` a save that is refused. Every other
input the kit refuses (rules, seats, a seed, a count, an answer) is a `RuleError` itself.
A widget shows a `RuleError` and goes on; any other exception is a bug and is raised.
"""

from __future__ import annotations

import reprlib

__all__ = [
    "LONGEST_QUOTED",
    "IllegalMoveError",
    "InvalidMoveError",
    "InvalidSaveError",
    "RuleError",
    "quoted",
]

LONGEST_QUOTED = 80
"""A quoted input is cut to about this many characters in a message."""

_repr = reprlib.Repr()
_repr.maxstring = LONGEST_QUOTED
_repr.maxother = LONGEST_QUOTED
_repr.maxlong = LONGEST_QUOTED
_repr.maxlevel = 3
for _name in ("maxtuple", "maxlist", "maxdict", "maxset", "maxfrozenset", "maxdeque"):
    setattr(_repr, _name, 8)


def quoted(value: object) -> str:
    """`repr(value)` for a message, cut to about `LONGEST_QUOTED` characters.

    Containers show their first elements (`reprlib`); long text, a long number or any
    other long repr shows its start, "...", and how long it was, so the reader still
    learns what went wrong.
    """
    if isinstance(value, int) and value.bit_length() > 256:
        digits = int(value.bit_length() * 0.30103) + 1
        return f"a whole number of about {digits:,} digits"
    try:
        text = _repr.repr(value)
    except Exception:  # a hostile __repr__ must not hide the real error
        return f"<{type(value).__name__}>"
    if isinstance(value, str | bytes) and len(value) > LONGEST_QUOTED:
        return f"{text} ({len(value):,} characters)"
    if len(text) <= LONGEST_QUOTED + 10:
        return text
    return f"{text[:LONGEST_QUOTED]}..."


class RuleError(ValueError):
    """An illegal move or impossible input; the game state is left unchanged."""

    def __init__(self, message: str, key: str | None = None, **params: object) -> None:
        super().__init__(message)
        self.key = key
        self.params = params


class IllegalMoveError(RuleError):
    """A move of the game that the rules do not allow in this state: the game is over, it
    is chance's turn, the box is written, the die cannot go there."""


class InvalidMoveError(RuleError):
    """Something offered as a move that is of none of this game's move types: another
    game's move, a number or text, any other object. (A move of one of the game's types
    that cannot be played now is an `IllegalMoveError`.)"""


class InvalidSaveError(RuleError):
    """A save (a game's or a class tally's) that is refused: not the kit's JSON, another
    game's or format version, a move the rules do not allow. Nothing is loaded, so a
    caller can catch a refused file apart from a refused move or input."""
