"""The Kniffel table drawn as a board scene (`pyramide_kit.ui.board`).

Beside each other: the five dice of the seat on turn (a click holds or releases a die)
with the Throw action, and the score card, one row per box and one column per player
(dense, so that card and dice fit a laptop screen). In the column of the seat on turn,
once its dice lie, every open box the dice may go into is clickable and shows the points
it would get now; a written box shows what was written (never a label of an older
throw); the sums, the upper bonus and the totals close the card. A rule for further
Kniffels chosen during a game is named under the card until a new game takes it.

Only legal moves get clickable items: a box is the `Write` of that box that pays most
(`best_writes`), the Throw action the `Roll` keeping the held dice. Whether a move is
legal is always asked of `Game.legal_moves`; this module decides no rule.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from pyramide_kit.dice import D6
from pyramide_kit.errors import RuleError
from pyramide_kit.i18n import t
from pyramide_kit.kniffel.describe import hasbro_bonus, write_label
from pyramide_kit.kniffel.game import Game
from pyramide_kit.kniffel.labels import variant_name
from pyramide_kit.kniffel.moves import Roll, Write
from pyramide_kit.kniffel.rules import CATEGORIES, DICE, UPPER
from pyramide_kit.kniffel.sheet import Scorecard
from pyramide_kit.ui.scenes import action, tray

__all__ = ["THROW", "best_writes", "position_scene", "scene", "write_category", "write_id"]

THROW = "throw"
"""The id of the Throw action."""

_SUMS_UPPER = ("upper_sum", "bonus")
_SUMS_LOWER = ("extra", "lower_sum", "grand_total")


def write_id(category: str) -> str:
    """The id of the box `category` in the column of the seat on turn."""
    return f"write:{category}"


def write_category(item_id: str) -> str | None:
    """The category a box click `write:<category>` names, or None for another id."""
    prefix, _, rest = item_id.partition(":")
    return rest if prefix == "write" and rest in CATEGORIES else None


def best_writes(state: Game) -> dict[str, tuple[Write, int]]:
    """For each category the dice may go into now, its legal `Write` that pays most (a
    "book" further Kniffel's extra points on a tie) and the points it writes."""
    best: dict[str, tuple[Write, int]] = {}
    for move, points in state.writes().items():
        known = best.get(move.category)
        if known is None or (points, move.extra) > (known[1], known[0].extra):
            best[move.category] = (move, points)
    return best


def scene(
    state: Game,
    lang: str,
    *,
    held: Sequence[int],
    human: bool,
    is_you: Callable[[int], bool],
    next_variant: str,
) -> dict:
    """The scene of `state`: `held` are the positions the student holds for the next
    throw, `human` whether a human seat is to move (only then is anything clickable),
    `is_you(seat)` whether a seat is the student called "You"/"Du", `next_variant` the
    extra-Kniffel rule chosen for the next new game."""
    legal = set(state.legal_moves()) if human else set()
    can_hold = state.dice is not None and any(isinstance(m, Roll) for m in legal)
    try:
        throw: Roll | None = Roll.of(held if can_hold else ())
    except RuleError:  # all five held: no throw, write or release a die
        throw = None
    thrown = () if state.dice is None else [p for p in range(DICE) if p not in state.held]
    dice = {
        "kind": "row",
        "title": _dice_title(state, lang, is_you),
        "active": human,
        "items": tray(
            state.dice or (None,) * DICE,
            (D6,) * DICE,
            lang,
            held=held if can_hold else (),
            can_hold=can_hold,
            rolled=thrown,
        ),
    }
    actions = {
        "kind": "row",
        "items": [action(THROW, t("throw", lang), throw in legal, primary=True)],
    }
    hints = []
    if can_hold and throw is None:
        hints.append({"kind": "text", "text": t("kniffel_err_all_held", lang), "style": "hint"})
    play = {"kind": "group", "column": True, "parts": [dice, actions, *hints]}
    parts = [{"kind": "group", "parts": [play, _sheet(state, lang, legal)]}]
    if next_variant != state.rules.extra_kniffel:  # chosen in the game: waits for a new one
        rule = variant_name(state.rules.extra_kniffel, lang, state.rules)
        text = t("kniffel_board_rule", lang, variant=rule)
        parts.append({"kind": "text", "style": "hint", "text": text})
    return {"roll": len(state.history), "parts": parts}


def _dice_title(state: Game, lang: str, is_you: Callable[[int], bool]) -> str:
    if state.over:
        return t("kniffel_board_dice_over", lang)
    if is_you(state.current):
        title = t("kniffel_board_dice_you", lang)
    else:
        title = t("kniffel_board_dice", lang, name=state.seat.name)
    if state.dice is None:
        return title
    return title + " · " + t("kniffel_board_throw", lang, throws=state.throws, n=state.rules.throws)


def _sheet(state: Game, lang: str, legal: set) -> dict:
    """The score card: the seat on turn's open boxes are clickable where it may write."""
    current = None if state.over else state.current
    best = {c: found for c, found in best_writes(state).items() if found[0] in legal}
    joker = state.dice is not None and bool(legal)  # open boxes the Joker rule forbids
    rows = []
    for category in CATEGORIES:
        cells = []
        for seat, card in enumerate(state.cards):
            written = card.box(category)
            if written is not None:
                cells.append({"kind": "cell", "text": str(written), "style": "filled"})
            elif seat == current and category in best:
                move, points = best[category]
                label = write_label(state, move, lang)
                bonus = hasbro_bonus(state, move)
                cells.append(
                    {
                        "kind": "cell",
                        "id": write_id(category),
                        "disabled": False,
                        "text": f"{points}+{bonus}" if bonus else str(points),
                        "style": "option",
                        "label": label,
                        "title": label,
                    }
                )
            elif seat == current and joker:
                cells.append(
                    {
                        "kind": "cell",
                        "text": "",
                        "style": "open",
                        "title": t("kniffel_joker_tip", lang),
                    }
                )
            else:
                cells.append({"kind": "cell", "text": "", "style": "open"})
        rows.append({"label": t(f"kniffel_cat_{category}", lang), "cells": cells})
        if category == UPPER[-1]:
            rows.extend(_sum_rows(state, lang, _SUMS_UPPER))
    rows.extend(_sum_rows(state, lang, _SUMS_LOWER))
    head = [t("kniffel_category", lang), *(seat.name for seat in state.seats)]
    return {"kind": "table", "head": head, "rows": rows, "current": current, "dense": True}


def _sum_rows(state: Game, lang: str, names: Sequence[str]) -> list[dict]:
    rules = state.rules
    rows = []
    for name in names:
        if name == "extra" and rules.extra_kniffel != "hasbro":
            continue  # only "hasbro" pays a bonus beside the boxes ("book" writes 100 in one)
        values = [_sum(card, name) for card in state.cards]
        label = t(f"kniffel_{name}", lang, threshold=rules.upper_bonus_threshold)
        cells = [{"kind": "cell", "text": str(v), "style": "sum"} for v in values]
        rows.append({"label": label, "cells": cells, "sum": True})
    return rows


def _sum(card: Scorecard, name: str) -> int:
    if name == "upper_sum":
        return card.upper_sum
    if name == "bonus":
        return card.upper_bonus
    if name == "extra":
        return card.kniffel_bonus
    if name == "lower_sum":
        return card.lower_sum
    return card.total


def position_scene(state: Game, lang: str) -> dict:
    """The table of `state` to look at (nothing held, nothing to click)."""
    return scene(
        state,
        lang,
        held=(),
        human=False,
        is_you=lambda seat: False,
        next_variant=state.rules.extra_kniffel,
    )
