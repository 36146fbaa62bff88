"""The table of Würfelpyramiden schmieden drawn as a board scene (see `pyramide_kit.ui.board`).

The scene shows what the student plays with and decides nothing: the Throw and End throw
actions, the dice of the throw in their colour rows (a click chooses one), the pyramid
with its places (the places the chosen die may go to are `allowed` and clickable), beside
each row its condition in words with the numbers of the dice below, the chosen die and,
for the free places of its row that refuse it, the engine's reason, the points a pyramid
finished now would score, the score table and each seat's last finished round.

An item is clickable exactly when the move it makes is among the `legal` moves it is given
(empty while no human is to move): Throw for `Roll()`, End throw for `EndThrow()`, a place
for `Place(chosen die, place)`. Choosing a die is no move: every die of the throw on the
table can be chosen while a human is to move, and choosing one that fits nowhere says
why. A disabled action or place carries the engine's reason as its tooltip.

The ids a click sends: `throw`, `end`, `die:<slot>` (choose the rolled die in that slot)
and `place:<place>` (put the chosen die there); `read_pick(id)` reads one back.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from pyramide_kit.errors import RuleError
from pyramide_kit.i18n import error_text, plural, t
from pyramide_kit.schmieden.conditions import PLACE_INDEX, Placed, largest_fitting
from pyramide_kit.schmieden.describe import colour
from pyramide_kit.schmieden.game import Game, RoundRecord
from pyramide_kit.schmieden.moves import Dice, EndThrow, Place, Roll
from pyramide_kit.schmieden.pieces import (
    DICE,
    PLACE_ROW,
    ROW_DIE,
    ROW_SLOTS,
    ROWS,
    SLOT_ROW,
    SUPPORTS,
)
from pyramide_kit.schmieden.round import RoundState
from pyramide_kit.schmieden.views import LAYOUT_ROWS
from pyramide_kit.ui.scenes import action, die_item

__all__ = [
    "END",
    "THROW",
    "die_id",
    "place_id",
    "read_pick",
    "round_line",
    "row_notes",
    "table_scene",
    "throws_shown",
]

THROW = "throw"
END = "end"

Move = Roll | Dice | Place | EndThrow


def die_id(slot: int) -> str:
    """The id of the rolled die in `slot` (a click chooses it)."""
    return f"die:{slot}"


def place_id(place: str) -> str:
    """The id of a place of the pyramid (a click puts the chosen die there)."""
    return f"place:{place}"


def read_pick(item_id: str) -> tuple[str, Any]:
    """What the click on `item_id` asks for: ("throw", None), ("end", None), ("die",
    slot) or ("place", place) (the board only sends ids it drew)."""
    kind, _, rest = item_id.partition(":")
    if kind == "die":
        return ("die", int(rest))
    if kind == "place":
        return ("place", rest)
    return (kind, None)


def throws_shown(game: Game) -> int:
    """The throws shown since the game began: the scene's `roll` counter (it changes with
    every throw and only then, so the dice tumble once per throw)."""
    return sum(isinstance(move, Dice) for move in game.history)


def round_line(game: Game, record: RoundRecord, lang: str) -> str:
    """A finished round in words: who, which round, the pyramid's points."""
    points = plural("shell_points", record.points, lang)
    if not record.complete:
        result = plural("schmieden_result_failed", record.throws, lang, points=points)
    elif record.bonus:
        result = t(
            "schmieden_result_bonus",
            lang,
            throw=record.throws,
            base=record.base_points,
            bonus=record.bonus,
            points=points,
        )
    else:
        result = t("schmieden_result_complete", lang, throw=record.throws, points=points)
    name = game.seats[record.player].name
    return t("schmieden_log_round", lang, name=name, round=record.round, result=result)


def row_notes(turn: RoundState, lang: str) -> list[str]:
    """The condition of each row in words, top row first, from the engine's conditions:
    white any number; blue and green smaller than the average of the two dice below, and
    for each free place above the base what fits on the dice under it now (or which place
    it still waits for)."""
    notes = []
    for places in LAYOUT_ROWS:
        row = PLACE_ROW[places[0]]
        details = [t(f"schmieden_note_{row}", lang)]
        for place in places:
            if place in SUPPORTS and turn.value(place) is None:
                details.append(_fits_on(turn.placed, place, lang))
        notes.append(" · ".join(details))
    return notes


def _fits_on(placed: Placed, place: str, lang: str) -> str:
    below = [placed[PLACE_INDEX[p]] for p in SUPPORTS[place]]
    missing = [p for p, v in zip(SUPPORTS[place], below, strict=True) if v is None]
    if missing:
        return t("schmieden_note_wait", lang, place=place, missing=", ".join(missing))
    most = largest_fitting(below)
    x, y = below
    if most == 0:
        return t("schmieden_note_none", lang, place=place, x=x, y=y)
    key = "schmieden_note_only_one" if most == 1 else "schmieden_note_fits"
    return t(key, lang, place=place, x=x, y=y, most=most)


def table_scene(
    game: Game,
    lang: str,
    *,
    legal: Collection[Move],
    selected: int | None,
    you: Collection[int] = (),
) -> dict:
    """The whole scene of `game`: `legal` are the moves a click may make now (empty while
    no human is to move), `selected` the chosen die's slot (or None), `you` the seats
    called "you" (their pyramid reads "Your pyramid")."""
    parts: list[dict] = []
    if not game.over:
        parts.append(_actions(game, lang, legal))
        parts.append(_tray(game.turn, lang, legal, selected))
    main = []
    if not game.over:
        main.append(_pyramid(game, lang, legal, selected, you))
    main.append(_score_table(game, lang))
    last = _last_rounds(game, lang)
    if last is not None:
        main.append(last)
    parts.append({"kind": "group", "parts": main})
    return {"roll": throws_shown(game), "parts": parts}


# ---- the parts -------------------------------------------------------------------------
def _refusal(game: Game, move: Move, lang: str) -> str | None:
    """The engine's reason why `move` is refused now, in `lang` (None: it is legal)."""
    try:
        game.apply(move)
    except RuleError as error:
        return error_text(error, lang)
    return None


def _actions(game: Game, lang: str, legal: Collection[Move]) -> dict:
    """Throw and End throw; the primary one is what to click next: Throw while it can be
    clicked, End throw once no die of the throw fits anywhere."""
    turn = game.turn
    places = any(isinstance(m, Place) for m in legal)
    end_key = "schmieden_end_round" if turn.last_throw else "schmieden_end_throw"
    can_throw, can_end = Roll() in legal, EndThrow() in legal
    throw = action(THROW, t("schmieden_throw", lang), can_throw, primary=can_throw)
    end = action(END, t(end_key, lang), can_end, primary=can_end and not places)
    for item, move in ((throw, Roll()), (end, EndThrow())):
        if item["disabled"] and legal:  # a human to move: the engine says why not
            item["title"] = _refusal(game, move, lang)
    points = {"kind": "text", "text": _points_text(turn, lang), "style": "hint"}
    return {"kind": "group", "parts": [{"kind": "row", "items": [throw, end]}, points]}


def _points_text(turn: RoundState, lang: str) -> str:
    """What a pyramid finished with this (or, between throws, the next) throw scores, and
    the bonus the equal dice built in so far would add."""
    rules = turn.rules
    now = turn.rolled is not None
    throw = turn.throws if now else turn.throws + 1
    points = plural("shell_points", rules.points_for_throw(throw), lang)
    text = t("schmieden_points_now" if now else "schmieden_points_next", lang, points=points)
    bonus = rules.bonus_for(turn.equal) if turn.equal else 0
    if bonus:
        text += " · " + t("schmieden_points_bonus", lang, n=turn.equal, bonus=bonus)
    return text


def _die_label(row: str, value: int | None, lang: str) -> str:
    shown = t("board_not_thrown", lang) if value is None else str(value)
    return f"{colour(row, lang)} {shown}"


def _tray(turn: RoundState, lang: str, legal: Collection[Move], selected: int | None) -> dict:
    """The dice per colour row: those of the throw on the table (a click chooses one), or
    between throws the dice the next throw rolls, not yet thrown; beside them the chosen
    die and where it may go (or why nowhere)."""
    human = bool(legal)
    rows = []
    for row in ROWS:
        items = []
        if turn.rolled is None:
            for _ in range(turn.dice_to_roll()[row]):
                item = die_item(None, ROW_DIE[row], lang)
                item["label"] = _die_label(row, None, lang)
                items.append(item)
        else:
            for slot in ROW_SLOTS[row]:
                value = turn.rolled[slot]
                if value is None:
                    continue
                fits = any(isinstance(m, Place) and m.slot == slot for m in legal)
                caption = None
                if slot == selected:
                    caption = t("schmieden_chosen", lang)
                elif human and not fits:
                    caption = t("schmieden_fits_nowhere", lang)
                item = die_item(
                    value,
                    DICE[slot],
                    lang,
                    item_id=die_id(slot) if human else None,
                    rolled=True,
                    marked=slot == selected,
                    caption=caption,
                )
                item["label"] = _die_label(row, value, lang)
                items.append(item)
        if items:
            rows.append({"kind": "row", "title": t(f"schmieden_row_{row}", lang), "items": items})
    chosen = _chosen(turn, lang, legal, selected)
    if chosen:
        rows.append({"kind": "group", "column": True, "parts": chosen})
    title = t("schmieden_tray_now" if turn.rolled is not None else "schmieden_tray_next", lang)
    return {"kind": "group", "title": title, "parts": rows}


def _place(place: str, value: int | None, lang: str, *, named: bool = True) -> dict:
    """A place of the pyramid: empty (named, unless `named` is False: a thumbnail) or
    holding a die of its row's colour."""
    if value is None:
        return {"kind": "place", "text": place if named else "", "label": place}
    die = die_item(value, ROW_DIE[PLACE_ROW[place]], lang)
    die["label"] = _die_label(PLACE_ROW[place], value, lang)
    return {"kind": "place", "die": die, "label": f"{place}: {die['label']}"}


def _place_item(
    turn: RoundState, place: str, lang: str, legal: Collection[Move], selected: int | None
) -> dict:
    """A place of the running round: clickable exactly when the chosen die may go there;
    a free place that refuses says why in its tooltip."""
    value = turn.value(place)
    item = _place(place, value, lang)
    allowed = selected is not None and Place(selected, place) in legal
    item.update(id=place_id(place), disabled=not allowed, allowed=allowed)
    if allowed or not legal or turn.rolled is None or value is not None:
        return item
    if selected is None:
        item["title"] = t("schmieden_err_pick_die", lang)
    else:
        item["title"] = error_text(turn.why_not(selected, place), lang)
    return item


def _pyramid(
    game: Game,
    lang: str,
    legal: Collection[Move],
    selected: int | None,
    you: Collection[int],
) -> dict:
    """The running round's pyramid, top row first, each row's condition beside it; framed
    while its seat is a human to move."""
    turn = game.turn
    seat = game.current
    title = (
        t("schmieden_pyramid_you", lang)
        if seat in you
        else t("schmieden_pyramid_of", lang, name=game.seats[seat].name)
    )
    return {
        "kind": "rows",
        "title": title,
        "active": bool(legal),
        "rows": [[_place_item(turn, p, lang, legal, selected) for p in row] for row in LAYOUT_ROWS],
        "notes": row_notes(turn, lang),
    }


def _chosen(
    turn: RoundState, lang: str, legal: Collection[Move], selected: int | None
) -> list[dict]:
    """The chosen die, where it may go and, for each free place of its row that refuses
    it, the engine's reason."""
    if selected is None or turn.rolled is None or turn.rolled[selected] is None:
        return []
    row = SLOT_ROW[selected]
    allowed = [m.place for m in legal if isinstance(m, Place) and m.slot == selected]
    parts = [
        {
            "kind": "text",
            "style": "strong" if allowed else "error",
            "text": t(
                "schmieden_selected",
                lang,
                colour=colour(row, lang),
                value=turn.rolled[selected],
                places=", ".join(allowed) or t("schmieden_none", lang),
            ),
        }
    ]
    for place in turn.free_places(row):
        error = turn.why_not(selected, place)
        if error is not None:
            parts.append({"kind": "text", "style": "hint", "text": error_text(error, lang)})
    return parts


def _score_table(game: Game, lang: str) -> dict:
    """Points per round and seat up to the round being played (the status line names the
    rounds to come), the totals and the zero rounds (the tie break)."""
    names = [seat.name for seat in game.seats]
    rows = []
    for number, points in enumerate(game.score_table()[: game.round], start=1):
        cells = [
            {
                "kind": "cell",
                "text": "" if v is None else str(v),
                "style": "open" if v is None else "filled",
            }
            for v in points
        ]
        rows.append({"label": str(number), "cells": cells})
    for key, values in (("total", game.totals()), ("schmieden_zero_rounds", game.zero_rounds())):
        cells = [{"kind": "cell", "text": str(v), "style": "sum"} for v in values]
        rows.append({"label": t(key, lang), "cells": cells, "sum": True})
    table: dict = {
        "kind": "table",
        "title": t("schmieden_points_title", lang),
        "head": [t("schmieden_table_round", lang), *names],
        "rows": rows,
    }
    if not game.over:
        table["current"] = game.current
    return table


def _last_rounds(game: Game, lang: str) -> dict | None:
    """Each seat's last finished round, in words and as a small pyramid (your own round
    stays in view while the computer seats play theirs)."""
    last: dict[int, RoundRecord] = {}
    for record in game.records:
        last[record.player] = record
    if not last:
        return None
    parts = []
    for seat in sorted(last):
        record = last[seat]
        pyramid = {
            "kind": "rows",
            "small": True,
            "rows": [
                [_place(p, record.placed[PLACE_INDEX[p]], lang, named=False) for p in row]
                for row in LAYOUT_ROWS
            ],
        }
        line = {"kind": "text", "text": round_line(game, record, lang)}
        parts.append({"kind": "group", "parts": [pyramid, line]})
    return {
        "kind": "group",
        "column": True,
        "title": t("schmieden_last_rounds", lang),
        "parts": parts,
    }


def position_scene(game: Game, lang: str) -> dict:
    """The table of `game` to look at (nothing to click, no die chosen)."""
    return table_scene(game, lang, legal=(), selected=None)
