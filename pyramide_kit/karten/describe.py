"""The moves of Pyramide with cards in words, as a player reads them: "Claim: Ana 2
chips, Ben 1 chip", "Pass", "Bluff!", "red". The words are those of the board's buttons;
the spec offers them to every part of the kit (`GameSpec.describe`). A card dealt or
drawn is not named: it is hidden when it moves."""

from __future__ import annotations

from pyramide_kit.i18n import plural, t
from pyramide_kit.karten.game import KartenState
from pyramide_kit.karten.moves import Accept, Call, Claim, Deal, Draw, Guess, Move, Pass, Reveal

__all__ = ["describe"]


def describe(state: KartenState, move: Move, lang: str) -> str:
    """`move` in `state` in words."""
    if isinstance(move, Deal | Draw):
        return t("karten_describe_deal" if isinstance(move, Deal) else "karten_describe_draw", lang)
    if isinstance(move, Claim):
        shares = ", ".join(
            f"{state.seats[seat].name} {plural('karten_chips', chips, lang)}"
            for seat, chips in move.shares
        )
        return t("karten_describe_claim", lang, claim=t("karten_claim", lang), shares=shares)
    if isinstance(move, Guess):
        return t(f"karten_answer_{move.answer}", lang)
    return t(_BUTTONS[type(move)], lang)


_BUTTONS = {
    Reveal: "karten_reveal",
    Pass: "karten_pass",
    Accept: "karten_accept",
    Call: "karten_call",
}
"""The moves named as the board's buttons name them."""
