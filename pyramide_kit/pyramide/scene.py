"""The Pyramide table drawn as a board scene (see `pyramide_kit.ui.board`).

The scene shows what the student plays with and nothing it decides: the six dice (a
click holds or releases one), the Throw action, the best build of the dice as a pyramid,
one write action per row of the sheet ("Top ×3: 24 points") and every seat's pyramid
sheet, whose free box in each row of the seat on turn can be clicked to write too. An item
is clickable exactly when the move it makes is among the legal moves it is given (an
empty tuple while no human is to move), so the rules stay in the engine.

The ids a click sends:

- `hold:<position>`: hold or release that die (`pyramide_kit.ui.scenes.tray`);
- `throw:<throws made>`: throw the dice not held. The number makes a second click of a
  double click (sent from the picture before the throw) stale instead of a second throw;
- `write:<box>`: the write action of row `box` (top, middle, bottom);
- `sheet:<seat>:<box>`: the free box of row `box` on the sheet of `seat`.

`read_pick(id)` turns an id back into what it asks for.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from pyramide_kit.dice import D6
from pyramide_kit.i18n import plural, t
from pyramide_kit.pyramide.build import Build
from pyramide_kit.pyramide.game import Game
from pyramide_kit.pyramide.labels import box_name, kind_name
from pyramide_kit.pyramide.moves import Dice, Roll, Write
from pyramide_kit.pyramide.rules import BOXES
from pyramide_kit.ui.scenes import action, die_item, held_position, tray

__all__ = [
    "Pick",
    "read_pick",
    "rolled_positions",
    "sheet_id",
    "table_scene",
    "throw_id",
    "write_id",
]

Pick = tuple[str, Any]
"""What a click asks for: ("hold", position), ("throw", None) or ("write", box)."""


def throw_id(game: Game) -> str:
    """The id of the Throw action in `game` (it names the throws made this round)."""
    return f"throw:{game.throws}"


def write_id(box: str) -> str:
    """The id of the write action of row `box`."""
    return f"write:{box}"


def sheet_id(seat: int, box: str) -> str:
    """The id of the free box of row `box` on the sheet of `seat`."""
    return f"sheet:{seat}:{box}"


def read_pick(item_id: str) -> Pick:
    """What the click on `item_id` asks for (the board only sends ids it drew)."""
    position = held_position(item_id)
    if position is not None:
        return ("hold", position)
    kind, _, rest = item_id.partition(":")
    if kind == "throw":
        return ("throw", None)
    return ("write", rest.rpartition(":")[2])  # write:<box> or sheet:<seat>:<box>


def rolled_positions(game: Game) -> tuple[int, ...]:
    """The positions the last throw rolled, if the last move was that throw (they tumble)."""
    history = game.history
    if len(history) < 2 or not isinstance(history[-1], Dice) or not game.dice:
        return ()
    keep = history[-2].keep if isinstance(history[-2], Roll) else ()
    return tuple(i for i in range(game.rules.dice) if i not in keep)


def table_scene(
    game: Game, lang: str, held: Collection[int], legal: Sequence[Roll | Dice | Write]
) -> dict:
    """The whole table: `held` are the dice the student holds, `legal` the moves a click
    may make now (empty while no human is to move). Throw is the primary action while it
    can be clicked; once the game is over there is no best build to show."""
    can_hold = bool(game.dice) and any(isinstance(m, Roll) for m in legal)
    keep = tuple(sorted(held)) if game.dice else ()
    dice = tray(
        game.dice or (None,) * game.rules.dice,
        (D6,) * game.rules.dice,
        lang,
        held=held,
        can_hold=can_hold,
        rolled=rolled_positions(game),
    )
    can_throw = Roll(keep) in legal
    actions = [action(throw_id(game), t("throw", lang), can_throw, primary=can_throw)]
    actions += [_write_action(game, box, Write(box) in legal, lang) for box in BOXES]
    play = {
        "kind": "group",
        "column": True,
        "parts": [
            {"kind": "row", "items": dice},
            {"kind": "row", "items": actions},
        ],
    }
    return {
        "roll": len(game.history),
        "parts": [
            {
                "kind": "group",
                "parts": [play] if game.over else [play, _best_part(game.best, lang)],
            },
            {
                "kind": "group",
                "parts": [_sheet_part(game, seat, legal, lang) for seat in range(len(game.seats))],
            },
        ],
    }


def _write_action(game: Game, box: str, enabled: bool, lang: str) -> dict:
    name = box_name(box, game.rules, lang)
    if not game.sheet.free(box):
        text = t("pyr_board_full", lang, box=name)
    elif game.best is None:
        text = name
    else:
        text = t(
            "pyr_board_write", lang, box=name, points=plural("shell_points", game.best.score, lang)
        )
    return action(write_id(box), text, enabled)


def _best_part(best: Build | None, lang: str) -> dict:
    """The best build as a pyramid of dice in their places, top row first; before the
    first throw, the empty places of a large pyramid, small (only a hint of the shape)."""
    if best is None:
        rows = [[_place(None)] * size for size in (1, 2, 3)]
        title = t("pyr_board_best_empty", lang)
        return {"kind": "rows", "title": title, "rows": rows, "small": True}
    kind = kind_name(best.kind, lang)
    title = t("pyr_board_best", lang, kind=kind, points=plural("shell_points", best.score, lang))
    rows = [[_place(die_item(v, D6, lang)) for v in row] for row in reversed(best.rows)]
    parts: list[dict] = [{"kind": "rows", "rows": rows}] if rows else []
    if best.unused:
        unused = " ".join(str(d) for d in best.unused)
        parts.append({"kind": "text", "style": "hint", "text": t("pyr_unused", lang, dice=unused)})
    return {"kind": "group", "column": True, "title": title, "parts": parts}


def _place(die: dict | None) -> dict:
    return {"kind": "place", "die": die} if die is not None else {"kind": "place"}


def _sheet_part(game: Game, seat: int, legal: Sequence[Any], lang: str) -> dict:
    """One seat's pyramid sheet: per row its weight, its boxes and its weighted sum."""
    sheet = game.sheets[seat]
    on_turn = not game.over and seat == game.current
    rows = []
    for box in BOXES:
        weight = game.rules.box_weight(box)
        name = box_name(box, game.rules, lang)
        cells = [_sum_cell(f"×{weight}", name)]
        cells += [
            {"kind": "cell", "text": str(score), "style": "filled", "label": f"{name}: {score}"}
            for score in sheet.row(box)
        ]
        for index in range(sheet.free(box)):
            if on_turn and index == 0 and Write(box) in legal:
                cells.append(_write_cell(game, seat, box, lang))
            else:
                free = t("pyr_board_free", lang)
                cells.append(
                    {"kind": "cell", "text": "", "style": "open", "label": f"{name}: {free}"}
                )
        cells.append(_sum_cell(f"= {sheet.row_total(box)}", f"{name} = {sheet.row_total(box)}"))
        rows.append(cells)
    total = f"{t('total', lang)}: {sheet.total}"
    return {
        "kind": "group",
        "column": True,
        "title": game.seats[seat].name,
        "active": on_turn,
        "parts": [
            {"kind": "rows", "rows": rows},
            {"kind": "text", "style": "strong", "text": total},
        ],
    }


def _sum_cell(text: str, label: str) -> dict:
    return {"kind": "cell", "text": text, "style": "sum", "label": label}


def _write_cell(game: Game, seat: int, box: str, lang: str) -> dict:
    points = plural("shell_points", game.best.score, lang)
    hint = t("pyr_coach_write", lang, points=points, box=box_name(box, game.rules, lang))
    return {
        "kind": "cell",
        "id": sheet_id(seat, box),
        "disabled": False,
        "text": str(game.best.score),
        "style": "option",
        "label": hint,
        "title": hint,
    }


def position_scene(game: Game, lang: str) -> dict:
    """The table of `game` to look at (nothing held, nothing to click)."""
    return table_scene(game, lang, held=(), legal=())
