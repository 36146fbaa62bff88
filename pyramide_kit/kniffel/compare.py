"""Our Kniffel states in the notation of `yatzy-solver` (PyPI), to compare optimal values.

`yatzy-solver` is an independent exact solver (Rust) of American rules; it is only a
test and benchmark extra, never needed at run time. Two of its variants are two of ours:

- "hasbro" is its "american+forced-joker" (100 bonus per further Yahtzee while the box
  holds 50, the forced Joker whenever the box is written). Its plain "american" uses a
  free Joker (any open box), which is not our rule.
- "none" is its "american+no-bonus" (neither bonus nor Joker).

Its values are expected *remaining* scores; ours are expected final totals, so the
card's total so far is subtracted. Its situations name the dice as a multiset, the
rerolls left, the upper sum (uncapped), the filled boxes and, where the variant has the
bonus, the Yahtzee box's points.
"""

from __future__ import annotations

from pyramide_kit.errors import quoted
from pyramide_kit.kniffel.game import Game, Move
from pyramide_kit.kniffel.moves import Roll, Write
from pyramide_kit.kniffel.rules import CATEGORIES

__all__ = ["VARIANTS", "action", "situation"]

VARIANTS = {"hasbro": "american+forced-joker", "none": "american+no-bonus"}
"""Our `Rules.extra_kniffel` -> yatzy-solver's variant id, where the rules agree."""
_NAME = {c: "five_of_a_kind" if c == "kniffel" else c for c in CATEGORIES}


def situation(state: Game) -> str:
    """The yatzy-solver situation of a decision after a throw (dice on the table)."""
    card = state.card
    filled = [_NAME[c] for c, v in zip(CATEGORIES, card.boxes, strict=True) if v is not None]
    text = (
        f"dice {' '.join(map(str, sorted(state.dice or ())))} | rolls {state.throws_left} "
        f"| upper {card.upper_sum} | filled {','.join(filled) or '-'}"
    )
    box = card.box("kniffel")
    if box is not None and state.rules.extra_kniffel == "hasbro":
        text += f" | five_of_a_kind {box}"
    return text


def action(state: Game, move: Move) -> str:
    """The yatzy-solver action of one of our moves at a decision."""
    if isinstance(move, Roll):
        kept = sorted(state.dice[p] for p in move.keep) if state.dice else []
        return "keep " + (" ".join(map(str, kept)) or "-")
    if isinstance(move, Write) and not move.extra:
        return f"score {_NAME[move.category]}"
    raise ValueError(f"{quoted(move)} has no yatzy-solver action")
