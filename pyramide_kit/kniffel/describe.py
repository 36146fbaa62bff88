"""Kniffel's moves in words, as a player reads them: "keep 4 4 6 and throw 2 dice",
"write into Full house (25)", "scratch Ones (0)". The coach lists its choices so and the
board names its write buttons so; the spec offers it to every part of the kit
(`GameSpec.describe`), so no widget words a move of its own."""

from __future__ import annotations

from pyramide_kit.dice import pips_text
from pyramide_kit.i18n import plural, t
from pyramide_kit.kniffel.game import Game
from pyramide_kit.kniffel.moves import Dice, Roll, Write
from pyramide_kit.kniffel.rules import DICE

__all__ = ["describe", "hasbro_bonus", "write_label"]


def hasbro_bonus(state: Game, move: Write) -> int:
    """The bonus points that writing `move` adds beside its box ("hasbro": 100)."""
    after = state.apply(move).cards[state.current]
    return after.kniffel_bonus - state.card.kniffel_bonus


def write_label(state: Game, move: Write, lang: str) -> str:
    """How a `Write` is named: "write into Full house (25)", "scratch Ones (0)", "write
    the further Kniffel into Chance (100)", "write into Threes (15 + 100 bonus)"."""
    points = state.writes().get(move, 0)
    bonus = hasbro_bonus(state, move)
    shown = t("kniffel_coach_bonus", lang, points=points, bonus=bonus) if bonus else points
    category = t(f"kniffel_cat_{move.category}", lang)
    if move.extra:
        return t("kniffel_coach_extra", lang, category=category, points=shown)
    if points == 0 and not bonus:
        return t("kniffel_coach_scratch", lang, category=category)
    return t("kniffel_coach_write", lang, category=category, points=shown)


def describe(state: Game, move: Roll | Dice | Write, lang: str) -> str:
    """`move` in `state` in words: the first throw, a throw with what it keeps, a box
    written with its points, or the dice chance shows."""
    if isinstance(move, Dice):
        return pips_text(move.values)
    if isinstance(move, Write):
        return write_label(state, move, lang)
    if state.dice is None:
        return t("kniffel_coach_first", lang, n=DICE)
    if not move.keep:
        return t("kniffel_coach_reroll", lang, n=DICE)
    kept = pips_text(sorted(state.dice[p] for p in move.keep))
    return plural("kniffel_coach_keep", DICE - len(move.keep), lang, kept=kept)
