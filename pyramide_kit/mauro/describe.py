"""Mauro's moves in words, as a player reads them: "throw again", "stop and bank 3
points". The coach lists its choices so; the spec offers it to every part of the kit
(`GameSpec.describe`), so no widget words a move of its own."""

from __future__ import annotations

from pyramide_kit.i18n import plural, t
from pyramide_kit.mauro.game import Game
from pyramide_kit.mauro.moves import Bank, Dice, Roll

__all__ = ["describe"]


def describe(state: Game, move: Roll | Bank | Dice, lang: str) -> str:
    """`move` in `state` in words: a throw, a stop with the points it banks, or the
    numbers chance shows."""
    if isinstance(move, Dice):
        return str(move)
    if isinstance(move, Bank):
        return plural("mauro_coach_bank", state.series_total, lang)
    return t("mauro_coach_roll", lang)
