"""A game position as a static picture: the board's scene drawn as plain HTML and SVG.

A lesson cell that ends with a game state shows its table, as python-chess shows a
board: no widget, no kernel round trip, and the picture stays in the stored notebook and
on a printed page. The picture is drawn from the same scene the playing board draws
(`pyramide_kit.ui.board`), without its buttons (a position is looked at, not played).
Each game gives its scene through its spec (`GameSpec.scene`); `position_html(state)`
draws any of them. Texts are escaped; colours are written inline (no stylesheet to
load), and every die and card carries its spoken name.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from html import escape
from typing import Any

from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.i18n import check_lang
from pyramide_kit.ui.svg import SUIT_SYMBOLS, die_svg

__all__ = ["display_language", "position_html", "scene_html", "shown_position"]

_SHOWN = {"lang": "de"}
"""The language a state that ends a cell is drawn in (German, as every widget, unless
`display_language` says otherwise)."""

_DIE_INK = {
    "white": ("#ffffff", "#1b1b1b"),
    "blue": ("#1e5aa8", "#ffffff"),
    "green": ("#2e7d32", "#ffffff"),
    "ivory-blue": ("#fbf6e9", "#0d47a1"),
    "ivory-red": ("#fbf6e9", "#b71c1c"),
    "ivory-black": ("#fbf6e9", "#111111"),
}
_BOX = "display:inline-flex;flex-direction:column;align-items:center;margin:2px;"
_CELL = "border:1px solid #888;border-radius:4px;padding:2px 6px;min-width:1.5em;min-height:1.2em;"
_CELL_STYLE = {
    "filled": "background:#eef3ea;",
    "sum": "font-weight:bold;border-style:none;",
    "best": "background:#fff3c4;",
    "option": "border-style:dashed;",
    "open": "",
}


def display_language(lang: str) -> None:
    """Draw the states that end a cell in `lang` from now on ("de" or "en")."""
    _SHOWN["lang"] = check_lang(lang)


def shown_position(state: Any) -> str | None:
    """`position_html` in the display language: what IPython shows for a game state
    (None, so only its plain text, for a state that is not a whole game's, such as
    Schmieden's round on its own)."""
    spec = _spec(state)
    return None if spec is None else position_html(state, _SHOWN["lang"])


def position_html(state: Any, lang: str = "de") -> str:
    """The table of `state` (a game of one of the five) in `lang`."""
    spec = _spec(state)
    if spec is None:
        raise RuleError(
            f"only a game of the kit has a table to draw, not {quoted(state)}",
            "position_err_state",
            value=quoted(state),
        )
    return scene_html(spec.position_scene(state, check_lang(lang)), lang)


def _spec(state: Any) -> Any:
    """The spec of the game `state` is a whole game of, else None."""
    from pyramide_kit.games import GAMES

    parts = type(state).__module__.split(".")
    spec = GAMES.get(parts[1]) if len(parts) > 1 and parts[0] == "pyramide_kit" else None
    return spec if spec is not None and type(state) is spec.state else None


def scene_html(scene: Mapping[str, Any], lang: str) -> str:
    """A board scene (see `pyramide_kit.ui.board`) as static HTML in `lang`."""
    inner = "".join(_part(part) for part in scene.get("parts", ()))
    return (
        f'<div lang="{escape(lang)}" style="font-family:sans-serif;font-size:14px;'
        f"color:#1b1b1b;background:#ffffff;padding:6px;display:flex;flex-wrap:wrap;"
        f'gap:12px;align-items:flex-start">{inner}</div>'
    )


def _titled(part: Mapping[str, Any], body: str) -> str:
    frame = "border:2px solid #1e5aa8;border-radius:6px;" if part.get("active") else ""
    title = part.get("title")
    head = f"<div><b>{escape(str(title))}</b></div>" if title else ""
    return f'<div style="{frame}padding:4px">{head}{body}</div>'


def _part(part: Mapping[str, Any]) -> str:
    kind, small = part["kind"], bool(part.get("small"))
    if kind == "text":
        weight = "font-weight:bold;" if part.get("style") == "strong" else ""
        return _titled(part, f'<p style="margin:2px 0;{weight}">{escape(str(part["text"]))}</p>')
    if kind == "group":
        direction = "column" if part.get("column") else "row"
        inner = "".join(_part(p) for p in part.get("parts", ()))
        body = f'<div style="display:flex;flex-direction:{direction};flex-wrap:wrap;gap:8px">'
        return _titled(part, f"{body}{inner}</div>")
    if kind == "row":
        return _titled(part, _line(part.get("items", ()), small))
    if kind == "rows":
        labels, notes = part.get("labels") or (), part.get("notes") or ()
        lines = []
        for index, items in enumerate(part.get("rows", ())):
            extra = [str(x[index]) for x in (labels, notes) if index < len(x) and x[index]]
            aside = f'<span style="margin-left:8px">{escape(" ".join(extra))}</span>'
            lines.append(f'<div style="text-align:center">{_line(items, small)}{aside}</div>')
        return _titled(part, "".join(lines))
    if kind == "table":
        return _titled(part, _table(part))
    raise ValueError(f"a board part is one of group, row, rows, table, text, not {kind!r}")


def _line(items: Iterable[Mapping[str, Any]], small: bool) -> str:
    shown = "".join(_item(item, small) for item in items if item["kind"] != "action")
    return f'<div style="display:inline-flex;flex-wrap:wrap;align-items:flex-end">{shown}</div>'


def _table(part: Mapping[str, Any]) -> str:
    head = "".join(f'<th style="padding:2px 6px">{escape(str(h))}</th>' for h in part["head"])
    rows = []
    for row in part.get("rows", ()):
        cells = "".join(f"<td>{_item(cell, True)}</td>" for cell in row.get("cells", ()))
        style = "font-weight:bold;" if row.get("sum") else ""
        rows.append(f'<tr style="{style}"><th>{escape(str(row.get("label", "")))}</th>{cells}</tr>')
    return f'<table style="border-collapse:collapse"><tr>{head}</tr>{"".join(rows)}</table>'


def _item(item: Mapping[str, Any], small: bool) -> str:
    kind = item["kind"]
    caption = item.get("caption")
    below = f"<small>{escape(str(caption))}</small>" if caption else ""
    if kind == "die":
        body, ink = _DIE_INK[item.get("colour", "white")]
        label = str(item.get("label") or item.get("text") or "")
        picture = die_svg(
            item.get("value"),
            body,
            ink,
            size=28 if small else 40,
            held=bool(item.get("held")),
            title=label or None,
            numeral=bool(item.get("numeral")),
        )
        return f'<span style="{_BOX}">{picture}{below}</span>'
    if kind == "card":
        return f'<span style="{_BOX}">{_card(item, small)}{below}</span>'
    if kind == "place":
        inside = item.get("die")
        content = _item(inside, small) if inside else escape(str(item.get("text", "")))
        place = f'<span style="{_CELL}border-style:dashed;min-height:1.5em">{content}</span>'
        return f'<span style="{_BOX}">{place}{below}</span>'
    if kind == "cell":
        style = _CELL + _CELL_STYLE.get(item.get("style", "open"), "")
        return (
            f'<span style="{style}display:inline-block">{escape(str(item.get("text", "")))}</span>'
        )
    return ""


def _card(item: Mapping[str, Any], small: bool) -> str:
    width, height = (26, 36) if small else (34, 48)
    label = escape(str(item.get("label") or ""))
    frame = f"width:{width}px;height:{height}px;border:1px solid #555;border-radius:4px;"
    if item.get("down"):
        back = "repeating-linear-gradient(45deg,#1e5aa8 0 4px,#ffffff 4px 8px)"
        return (
            f'<span role="img" aria-label="{label}" style="{frame}display:inline-block;'
            f'background:{back}"></span>'
        )
    suit = str(item.get("suit", ""))
    colour = "#b71c1c" if suit in "HD" else "#1b1b1b"
    text = f"{escape(str(item.get('rank', '')))}{SUIT_SYMBOLS.get(suit, '')}"
    return (
        f'<span role="img" aria-label="{label or text}" style="{frame}display:inline-flex;'
        f"align-items:center;justify-content:center;background:#ffffff;color:{colour};"
        f'font-weight:bold">{text}</span>'
    )
