"""What the Mauro board shows: one game state drawn as a board scene.

The scene (see `pyramide_kit.ui.board`) holds the seats with their points (the seat on
turn framed, with its running series), the three dice of the throw last made with the
name of whoever made it, that throw explained in words, the *Throw* and *Stop* actions,
and the score sheet, one line per round. Everything it says is read off the engine: the
class of a throw, its neighbour pairs, the points each throw line shows, how each turn
ended and which moves are legal. So the words can never disagree with the rules.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from pyramide_kit.dice import MIWIN_DICE
from pyramide_kit.i18n import plural, t
from pyramide_kit.mauro.game import LOST, SCORED, STOPPED, Game, Turn
from pyramide_kit.mauro.moves import Bank, Dice, Roll
from pyramide_kit.mauro.throws import Throw, ThrowClass, neighbour_pairs
from pyramide_kit.ui.scenes import action, die_item

__all__ = ["ROLL_ID", "SHEET_ROUNDS", "STOP_ID", "board_scene", "last_throw", "throw_words"]

ROLL_ID, STOP_ID = "throw", "stop"
"""The ids of the two actions: a click on *Throw* is the seat's `Roll`, on *Stop* `Bank`."""

SHEET_ROUNDS = 10
"""The score sheet shows at most this many rounds: all of them in the rule text's game of
ten, the latest ones up to the round being played in a longer game."""

IsYou = Callable[[int], bool]


def last_throw(game: Game) -> tuple[int, Throw, Turn | None] | None:
    """The throw the dice show: (seat that threw it, the throw, its finished turn or None
    while the series runs); None before the first throw."""
    if game.series:
        return game.current, game.series[-1], None
    if game.turns:
        turn = game.turns[-1]
        return turn.player, turn.throws[-1], turn
    return None


def board_scene(game: Game, lang: str, legal: Sequence[Any], is_you: IsYou) -> dict:
    """The scene of `game`; `legal` are the moves a click may make now (empty while no
    human is to move), `is_you(seat)` tells the seat addressed as "you"."""
    table = {
        "kind": "group",
        "parts": [
            {"kind": "group", "column": True, "parts": _play_parts(game, lang, legal, is_you)},
            _sheet(game, lang),
        ],
    }
    throws = sum(1 for move in game.history if isinstance(move, Dice))
    return {"roll": throws, "parts": [_seats(game, lang), table]}


def throw_words(game: Game, lang: str, is_you: IsYou) -> str:
    """The last throw explained in words: its neighbour pairs, what it added, and whether
    the series goes on, is lost or banked (variant 1), or what it scored (variant 2)."""
    shown = last_throw(game)
    if shown is None:
        return t("mauro_words_first", lang)
    seat, throw, turn = shown
    if turn is not None and turn.result == STOPPED:
        key = "mauro_words_stopped_you" if is_you(seat) else "mauro_words_stopped"
        return t(key, lang, name=game.seats[seat].name, points=_count(turn.banked, lang))
    pairs = _pairs_text(throw, game.rules.ring, lang)
    if turn is not None and turn.result == SCORED:
        if not pairs:
            return t("mauro_words_v2_none", lang, points=_count(0, lang))
        sums = t("mauro_and", lang).join(
            f"{throw[i]}+{throw[j]} = {throw[i] + throw[j]}"
            for i, j in neighbour_pairs(throw, game.rules.ring)
        )
        return t("mauro_words_v2", lang, sums=sums, points=_count(turn.banked, lang))
    kind = game.throw_class(throw)
    if kind is ThrowClass.PASCH:
        twice = next(v for v in throw if throw.count(v) > 1)
        lost = sum(turn.points) if turn is not None else 0
        return t("mauro_words_pasch", lang, value=twice, points=_count(lost, lang))
    if kind is ThrowClass.NOTHING:
        return t("mauro_words_nothing", lang, points=_count(turn.banked if turn else 0, lang))
    plus = plural("mauro_plus", game.throw_points(throw), lang)
    return t(f"mauro_words_{kind.value}", lang, pairs=pairs, plus=plus)


# ----- the parts ---------------------------------------------------------------------


def _seats(game: Game, lang: str) -> dict:
    """One box per seat: its name, its points and, on turn (framed), the running series."""
    totals = game.totals()
    boxes = []
    for seat, player in enumerate(game.seats):
        on_turn = not game.over and seat == game.current
        text = _count(totals[seat], lang)
        if on_turn and game.rules.variant == 1 and game.series:
            throws = plural("mauro_in_throws", len(game.series), lang)
            series = t("mauro_series", lang, points=_count(game.series_total, lang), throws=throws)
            text = f"{text} · {series}"
        # a computer seat says so, unless its name already does ("Computer", "Computer 2")
        tagged = player.computer and "computer" not in player.name.casefold()
        title = t("mauro_seat_computer", lang, name=player.name) if tagged else player.name
        boxes.append({"kind": "text", "title": title, "text": text, "active": on_turn})
    return {"kind": "group", "parts": boxes}


def _play_parts(game: Game, lang: str, legal: Sequence[Any], is_you: IsYou) -> list[dict]:
    shown = last_throw(game)
    if shown is None:
        title, values = t("mauro_tray_empty", lang), (None, None, None)
    else:
        seat, values, _ = shown
        dice = " ".join(map(str, values))
        if is_you(seat):
            title = t("mauro_tray_you", lang, dice=dice)
        else:
            title = t("mauro_tray", lang, name=game.seats[seat].name, dice=dice)
    dice_items = [
        die_item(v, die, lang, numeral=True, rolled=v is not None, caption=die.name)
        for v, die in zip(values, MIWIN_DICE, strict=True)
    ]
    actions = [action(ROLL_ID, t("throw", lang), Roll() in legal, primary=True)]
    if game.rules.can_stop:
        stop = action(STOP_ID, t("mauro_bank", lang), Bank() in legal)
        stop["title"] = t("mauro_bank_title", lang)
        actions.append(stop)
    parts = [
        {"kind": "row", "title": title, "items": dice_items},
        {"kind": "text", "text": throw_words(game, lang, is_you), "style": "strong"},
    ]
    if not game.over:  # at the end the ranking stands under the board instead
        parts.append({"kind": "row", "items": actions})
    return parts


def _sheet(game: Game, lang: str) -> dict:
    """The score sheet: a line per round, a column per seat, the totals under it."""
    rules = game.rules
    last = min(max(game.round, SHEET_ROUNDS), rules.rounds)
    rows = []
    for round_ in range(last - min(SHEET_ROUNDS, rules.rounds) + 1, last + 1):
        cells = [_cell(game, seat, round_, lang) for seat in range(len(game.seats))]
        rows.append({"label": str(round_), "cells": cells})
    totals = [{"kind": "cell", "text": str(total), "style": "sum"} for total in game.totals()]
    rows.append({"label": t("total", lang), "cells": totals, "sum": True})
    sheet = {
        "kind": "table",
        "title": t("mauro_sheet", lang),
        "head": [t("mauro_round", lang), *(player.name for player in game.seats)],
        "rows": rows,
    }
    if not game.over:
        sheet["current"] = game.current
    return sheet


def _cell(game: Game, seat: int, round_: int, lang: str) -> dict:
    """A seat's line of one round: what the turn banked (a lost series says how much it
    lost), the running series, or nothing yet; its throws in the tooltip."""
    turn = game.turn_of(seat, round_)
    if turn is None:
        running = not game.over and game.round == round_ and game.current == seat
        if running and game.series:
            text = t("mauro_cell_running", lang, points=game.series_total)
            return {"kind": "cell", "text": text, "style": "option", "title": _throws(game.series)}
        return {"kind": "cell", "text": "", "style": "open"}
    if turn.result == LOST:
        lost = sum(turn.points)
        text = t("mauro_cell_lost", lang, points=lost) if lost else t("mauro_cell_pasch", lang)
    else:
        text = str(turn.banked)
    return {"kind": "cell", "text": text, "style": "filled", "title": _throws(turn.throws)}


# ----- words -------------------------------------------------------------------------


def _count(n: int, lang: str) -> str:
    return plural("shell_points", n, lang)


def _throws(throws: Sequence[Throw]) -> str:
    return " · ".join(" ".join(map(str, throw)) for throw in throws)


def _pairs_text(throw: Throw, ring: bool, lang: str) -> str:
    """ "4–5", "1–2 and 2–3", "9–1 (on the ring)": each neighbour pair, smaller first
    (9 before 1 where they meet on the ring)."""
    shown = []
    for i, j in neighbour_pairs(throw, ring):
        a, b = sorted((throw[i], throw[j]))
        if b - a != 1:  # 1 and 9, neighbours on the ring
            shown.append(t("mauro_ring_pair", lang))
        else:
            shown.append(f"{a}–{b}")
    return t("mauro_and", lang).join(shown)


def position_scene(game: Game, lang: str) -> dict:
    """The table of `game` to look at (nothing to click, nobody called "you")."""
    return board_scene(game, lang, (), lambda seat: False)
