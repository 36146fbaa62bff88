"""Pieces of board scenes that several games draw alike (see `pyramide_kit.ui.board`).

A die of the kit (`pyramide_kit.dice.Die`) becomes a board die in the style of its colours,
a row of dice becomes a tray where a click holds or releases a die, and a button becomes
an action that is enabled exactly when the game says its move is legal.
"""

from __future__ import annotations

from collections.abc import Sequence

from pyramide_kit.dice import Die
from pyramide_kit.i18n import t

__all__ = ["action", "die_item", "die_style", "held_position", "hold_id", "tray"]

_STYLES = {
    ("#ffffff", "#1b1b1b"): "white",
    ("#1f5fbf", "#ffffff"): "blue",
    ("#2e7d32", "#ffffff"): "green",
    ("#ffffff", "#1f5fbf"): "ivory-blue",
    ("#ffffff", "#c62828"): "ivory-red",
    ("#ffffff", "#000000"): "ivory-black",
}
"""The board's die style for each (body, pips) colour pair of the kit's dice."""


def die_style(die: Die) -> str:
    """The board style that draws `die` in its own colours."""
    try:
        return _STYLES[(die.colour.lower(), die.pip_colour.lower())]
    except KeyError:
        raise ValueError(
            f"no board style for a die coloured {die.colour} with {die.pip_colour} pips"
        ) from None


def die_item(
    value: int | None,
    die: Die,
    lang: str,
    *,
    item_id: str | None = None,
    held: bool = False,
    numeral: bool = False,
    rolled: bool = False,
    disabled: bool = False,
    marked: bool = False,
    caption: str | None = None,
) -> dict:
    """One die for a board scene; its label reads "d6: 5" (or "d6: not thrown")."""
    shown = t("board_not_thrown", lang) if value is None else str(value)
    item = {
        "kind": "die",
        "value": value,
        "colour": die_style(die),
        "numeral": numeral,
        "held": held,
        "rolled": rolled,
        "marked": marked,
        "label": f"{die.name}: {shown}",
    }
    if item_id is not None:
        item.update(id=item_id, disabled=disabled)
    if caption:
        item["caption"] = caption
    return item


def hold_id(position: int) -> str:
    """The id of the tray die at `position` (a click holds or releases it)."""
    return f"hold:{position}"


def held_position(item_id: str) -> int | None:
    """The position a tray click `hold:<position>` names, or None for another id."""
    prefix, _, rest = item_id.partition(":")
    return int(rest) if prefix == "hold" and rest.isdigit() else None


def tray(
    values: Sequence[int | None],
    dice: Sequence[Die],
    lang: str,
    *,
    held: Sequence[int] = (),
    can_hold: bool = False,
    numeral: bool = False,
    rolled: Sequence[int] = (),
) -> list[dict]:
    """A row of dice; while `can_hold`, a click on a thrown die holds or releases it, and
    each die says so under it ("held" / "click to hold"). `rolled` are the positions that
    were just thrown (they tumble)."""
    items = []
    for position, (value, die) in enumerate(zip(values, dice, strict=True)):
        is_held = position in held
        clickable = can_hold and value is not None
        caption = None
        if clickable:
            caption = t("held" if is_held else "board_click_to_hold", lang)
        items.append(
            die_item(
                value,
                die,
                lang,
                item_id=hold_id(position) if clickable else None,
                held=is_held and value is not None,
                numeral=numeral,
                rolled=position in rolled,
                caption=caption,
            )
        )
    return items


def action(item_id: str, text: str, enabled: bool, *, primary: bool = False) -> dict:
    """A button of the board; enabled exactly when the game says its move is legal now."""
    return {
        "kind": "action",
        "id": item_id,
        "text": text,
        "disabled": not enabled,
        "primary": primary,
    }
