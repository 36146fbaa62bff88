"""Würfelpyramiden schmieden's moves in words, as a player reads them: "place the green 2
on T", "end the throw", "throw the 4 dice still to place". The coach lists its choices
so; the spec offers it to every part of the kit (`GameSpec.describe`), so no widget words
a move of its own."""

from __future__ import annotations

from pyramide_kit.i18n import plural, t
from pyramide_kit.schmieden.game import Game
from pyramide_kit.schmieden.moves import Dice, EndThrow, Place, Roll
from pyramide_kit.schmieden.pieces import ROWS, SLOT_ROW

__all__ = ["colour", "describe"]


def colour(row: str, lang: str) -> str:
    """The colour of a row's dice as a word: "white", "blau"."""
    return t(f"schmieden_colour_{row}", lang)


def describe(state: Game, move: Roll | Dice | Place | EndThrow, lang: str) -> str:
    """`move` in `state` in words: a throw, a die placed, the end of a throw (or of the
    round), or the dice chance shows with their colours."""
    turn = state.turn
    if isinstance(move, Dice):
        return ", ".join(f"{colour(row, lang)} {value}" for row in ROWS for value in move.row(row))
    if isinstance(move, Place):
        return t(
            "schmieden_coach_place",
            lang,
            colour=colour(SLOT_ROW[move.slot], lang),
            value=turn.rolled[move.slot],
            place=move.place,
        )
    if isinstance(move, EndThrow):
        what = "end" if turn.placed_now else "pass"
        return t(f"schmieden_coach_{what}{'_last' if turn.last_throw else ''}", lang)
    return plural("schmieden_coach_roll", turn.placed.count(None), lang)
