"""Pyramide's moves in words, as a player reads them: "keep 4 4 6 and throw 3 dice",
"write 24 points into Top ×3". The coach lists its choices so, and the spec offers it to
every part of the kit (`GameSpec.describe`), so no widget words a move of its own."""

from __future__ import annotations

from pyramide_kit.dice import pips_text
from pyramide_kit.i18n import plural, t
from pyramide_kit.pyramide.game import Game
from pyramide_kit.pyramide.labels import box_name
from pyramide_kit.pyramide.moves import Dice, Roll, Write

__all__ = ["describe"]


def describe(state: Game, move: Roll | Dice | Write, lang: str) -> str:
    """`move` in `state` in words: a throw with what it keeps, a box written with its
    points, or the dice chance shows."""
    if isinstance(move, Dice):
        return pips_text(move.values)
    if isinstance(move, Roll):
        thrown = state.rules.dice - len(move.keep)
        if not move.keep:
            return plural("pyr_coach_roll", thrown, lang)
        kept = pips_text(sorted(state.dice[i] for i in move.keep))
        return plural("pyr_coach_keep", thrown, lang, kept=kept)
    return t(
        "pyr_coach_write",
        lang,
        points=plural("shell_points", state.best.score, lang),
        box=box_name(move.box, state.rules, lang),
    )
