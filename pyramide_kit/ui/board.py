"""`Board`: the clickable picture of a table, one anywidget for all five games.

A game draws its table as a *scene*: plain data (dice, cards, places, sheet cells and
action buttons, arranged in rows, pyramids, tables and groups) that the front end
(`board.js`, `board.css`, shipped in the package: no build step, nothing from a CDN) turns
into SVG and HTML. A click sends back only the id of what was clicked; the game maps the
id to a move and the shell lets the engine decide. So the board never knows a rule, and a
test drives it from Python exactly as the browser does, with `click(id)`.

The scene, a dict:

- `parts`: a list of parts, each a dict with `kind`:
  - `"row"`: `items`, shown side by side (wrapping);
  - `"rows"`: `rows`, a list of item lists, each centred (a pyramid, top row first);
    optional `current` (the index in `rows` of the row being played, highlighted) and
    `labels` (one short text per row, drawn beside it, e.g. the row's value) and
    `notes` (one text per row, drawn to its right and wrapping, e.g. the row's rule);
  - `"table"`: `head` (the titles over the row labels and then over each column of
    cells), `rows` (each `{"label": ..., "cells": [items], "sum": bool}`), optional
    `current` (the index in `cells` of the column on turn) and `dense` (rows as tight
    as the text allows, for a long score card that must fit a laptop screen);
  - `"group"`: `parts`, laid out side by side (wrapping) or, with `"column": True`, one
    under the other;
  - `"text"`: `text`, optional `style` ("hint", "strong", "error").
  Every part may have a `title`, `active` (drawn framed: the seat on turn) and `small`
  (its dice, cards and places drawn small, e.g. a finished round's thumbnail).
- items, dicts with `kind`:
  - `"die"`: `value` (None for not thrown), `colour` (see `DIE_COLOURS`), `numeral`
    (write the number instead of pips), `held`, `rolled` (tumbles when `roll` changes),
    optional `text` (written on the die instead of its value: a die's name on a die to
    choose);
  - `"card"`: `rank`, `suit` (S H D C), `down` (face down);
  - `"place"`: an empty or filled place (`text`, or a `die` item inside), `allowed`;
  - `"cell"`: a sheet cell, `text`, `style` ("filled", "open", "option", "best", "sum");
    in a `rows` part each cell is a box of its own (a sheet shaped like a pyramid) and a
    "sum" cell plain text beside them (a row's weight or sum);
  - `"action"`: a button with `text`, `primary`.
  Every item may have `id` (it is clickable when it has one and is not `disabled`),
  `label` (what a screen reader says; defaults to the text), `title` (a tooltip),
  `caption` (a short line under it, e.g. "held"), `marked` (highlighted: the chosen die).
- a board told the terms of its game (`explain`, from the game's rules panel) gives every
  item whose text or caption is such a term ("Spitze ×3", "Bluff!", "Aufhören"), or starts
  with one and a space, a `title` saying what the term means, unless it has one: the
  term explained where it appears, on hover.
- `picture` is set by `show`: it counts the different pictures drawn, and a click names the
  picture it was made on, so a second click of a double click, made before the board
  changed, is ignored instead of acting twice.
- `roll`: a counter; when it changes, the dice marked `rolled` tumble briefly (not under
  `prefers-reduced-motion`; any click ends it).

Once a view has painted its first picture, the front end says so (`{"drawn": true}`);
the handlers given to `on_drawn` are called at the first such message, so work that can
wait (the coach's tables) starts only after the student sees the board. `drawn` says
whether it has happened.

For screen readers: a clickable item is a button named by its `label`; an item that is
not clickable and whose `label` differs from its text (a die, a card, a sheet cell) is an
image named by its label. The board itself carries its words' language (`lang`, "de" or
"en", as the `lang` attribute of its root: the page may be in another language) and, with
a `label` (the game's name), is a region landmark of that name.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from pyramide_kit.checks import check_text
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.i18n import check_lang

__all__ = ["DIE_COLOURS", "Board"]

_HERE = Path(__file__).parent

DIE_COLOURS = ("white", "blue", "green", "ivory-blue", "ivory-red", "ivory-black")
"""Die bodies the front end draws: the plain d6, Schmieden's white, blue and green dice,
and Miwin's ivory dice with blue, red or black numbers."""

_PARTS = {"row", "rows", "table", "group", "text"}
_ITEMS = {"die", "card", "place", "cell", "action"}


class Board(anywidget.AnyWidget):
    """The board widget, its words in `lang` ("de" or "en"; None leaves the language to
    the page) and, with a `label`, a region of that name. `show(scene)` draws a scene; a
    click on an item with an `id` calls the handlers given to `on_pick` with that id; an
    error they raise goes to the handlers given to `on_error` (the shell's message line)."""

    _esm = _HERE / "board.js"
    _css = _HERE / "board.css"
    scene = traitlets.Dict().tag(sync=True)
    lang = traitlets.Unicode("").tag(sync=True)
    """The language of the board's words, "de" or "en" ("" leaves it to the page)."""
    label = traitlets.Unicode("").tag(sync=True)
    """The board's name for screen readers (a region landmark of that name), or ""."""

    def __init__(self, lang: str | None = None, label: str = "") -> None:
        super().__init__(  # in the model's first state: no update messages after it
            lang="" if lang is None else check_lang(lang),
            label=check_text(label, "a board's label", 80) if label else "",
        )
        self._picture = 0
        self._terms: dict[str, str] = {}
        self._pick_handlers: list[Callable[[str], Any]] = []
        self._error_handlers: list[Callable[[Exception], Any]] = []
        self._drawn_handlers: list[Callable[[], Any]] = []
        self.drawn = False
        """Whether a view of the board has painted its first picture."""
        self.on_msg(self._message)

    def explain(self, terms: Mapping[str, str]) -> None:
        """Explain `terms` (term -> what it means) on every item that shows one."""
        self._terms = {term.casefold(): f"{term}: {meaning}" for term, meaning in terms.items()}

    def show(self, scene: Mapping[str, Any]) -> None:
        """Draw `scene` (checked first: a malformed scene is a programming error)."""
        for part in scene.get("parts", ()):
            _check_part(part)
        if self._terms:
            scene = {**scene, "parts": [self._explained(part) for part in scene.get("parts", ())]}
        if {**scene, "picture": self._picture} != self.scene:
            self._picture += 1
            self.scene = {**scene, "picture": self._picture}

    def _explained(self, part: Mapping[str, Any]) -> dict:
        """A copy of `part` whose items showing a term carry its meaning as their title."""

        def item(it: Mapping[str, Any]) -> dict:
            found = dict(it)
            if "die" in found:
                found["die"] = item(found["die"])
            if not found.get("title"):
                for key in ("text", "caption"):
                    meaning = self._meaning(found.get(key))
                    if meaning:
                        found["title"] = meaning
                        break
            return found

        copy = dict(part)
        if "items" in copy:
            copy["items"] = [item(it) for it in copy["items"]]
        if "rows" in copy:
            copy["rows"] = [
                {**row, "cells": [item(it) for it in row["cells"]]}
                if isinstance(row, Mapping)
                else [item(it) for it in row]
                for row in copy["rows"]
            ]
        if "parts" in copy:
            copy["parts"] = [self._explained(inner) for inner in copy["parts"]]
        return copy

    def _meaning(self, text: object) -> str | None:
        if not isinstance(text, str) or not text:
            return None
        shown = text.casefold()
        for term, meaning in self._terms.items():
            if shown == term or shown.startswith(term + " "):
                return meaning
        return None

    def on_pick(self, handler: Callable[[str], Any]) -> None:
        """Call `handler(id)` for every click on a clickable item."""
        self._pick_handlers.append(handler)

    def on_error(self, handler: Callable[[Exception], Any]) -> None:
        """Call `handler(error)` when a click is refused (a `RuleError`; any other
        error is a bug and is raised)."""
        self._error_handlers.append(handler)

    def on_drawn(self, handler: Callable[[], Any]) -> None:
        """Call `handler()` once, when a view first reports its picture painted."""
        self._drawn_handlers.append(handler)

    def click(self, item_id: str, picture: int | None = None) -> None:
        """Do what a click in the browser does: the message the front end sends. The
        front end names the picture it showed (by default the current one); a click on an
        older picture (a double click arriving after the first click changed the board)
        is ignored."""
        shown = self._picture if picture is None else picture
        self._message(self, {"pick": item_id, "picture": shown}, [])

    def clickable(self) -> list[str]:
        """The ids that can be clicked now, in drawing order."""
        return [item["id"] for item in self.items() if item.get("id") and not item.get("disabled")]

    def items(self) -> Iterator[dict]:
        """Every item of the scene, in drawing order (nested place dice included)."""
        for part in self.scene.get("parts", ()):
            yield from _part_items(part)

    def item(self, item_id: str) -> dict:
        """The item with this id (a `KeyError` if the scene has none)."""
        for item in self.items():
            if item.get("id") == item_id:
                return item
        raise KeyError(item_id)

    def texts(self) -> list[str]:
        """Every text the board shows (titles, item texts, captions, labels), for tests."""
        found: list[str] = []
        for part in self.scene.get("parts", ()):
            found.extend(_part_texts(part))
        return found

    def pick(self, item_id: str) -> None:
        """Hand a click on `item_id` to the handlers; an id that is not clickable now (a
        stale click from an older picture) is refused."""
        if item_id not in self.clickable():
            raise RuleError(f"{quoted(item_id)} cannot be clicked now", "board_err_gone")
        for handler in self._pick_handlers:
            handler(item_id)

    def _message(self, _widget: object, content: Any, _buffers: object) -> None:
        if content == {"drawn": True}:
            self._first_paint()
            return
        if not isinstance(content, dict) or not isinstance(content.get("pick"), str):
            return
        if content.get("picture", self._picture) != self._picture:
            return
        try:
            self.pick(content["pick"])
        except RuleError as error:
            if not self._error_handlers:
                raise
            for handler in self._error_handlers:
                handler(error)

    def _first_paint(self) -> None:
        if not self.drawn:
            self.drawn = True
            for handler in self._drawn_handlers:
                handler()


def _check_part(part: Mapping[str, Any]) -> None:
    kind = part.get("kind")
    if kind not in _PARTS:
        raise ValueError(f"a board part is one of {sorted(_PARTS)}, not {quoted(kind)}")
    for key in ("labels", "notes"):
        texts = part.get(key)
        if texts is not None and len(texts) != len(part.get("rows", ())):
            raise ValueError(f"a rows part has one of its {key} per row, not {quoted(texts)}")
    for item in _own_items(part):
        _check_item(item)
    for inner in part.get("parts", ()):
        _check_part(inner)


def _check_item(item: Mapping[str, Any]) -> None:
    kind = item.get("kind")
    if kind not in _ITEMS:
        raise ValueError(f"a board item is one of {sorted(_ITEMS)}, not {quoted(kind)}")
    if kind == "die" and item.get("colour", "white") not in DIE_COLOURS:
        raise ValueError(f"a die is one of {DIE_COLOURS}, not {quoted(item.get('colour'))}")
    if "die" in item:
        _check_item(item["die"])


def _own_items(part: Mapping[str, Any]) -> Iterator[dict]:
    yield from part.get("items", ())
    for row in part.get("rows", ()):
        yield from row["cells"] if isinstance(row, Mapping) else row


def _shown_items(part: Mapping[str, Any]) -> Iterator[dict]:
    """The part's own items and the dice inside its places (not its inner parts')."""
    for item in _own_items(part):
        yield item
        if "die" in item:
            yield item["die"]


def _part_items(part: Mapping[str, Any]) -> Iterator[dict]:
    yield from _shown_items(part)
    for inner in part.get("parts", ()):
        yield from _part_items(inner)


def _part_texts(part: Mapping[str, Any]) -> Iterator[str]:
    for key in ("title", "text"):
        if part.get(key):
            yield str(part[key])
    yield from (str(h) for h in part.get("head", ()) if h)
    yield from (str(label) for label in part.get("labels", ()) if label)
    yield from (str(note) for note in part.get("notes", ()) if note)
    for row in part.get("rows", ()):
        if isinstance(row, Mapping) and row.get("label"):
            yield str(row["label"])
    for item in _shown_items(part):
        for key in ("text", "caption", "label"):
            if item.get(key) not in (None, ""):
                yield str(item[key])
    for inner in part.get("parts", ()):
        yield from _part_texts(inner)
