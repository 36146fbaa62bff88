"""`GameMenu`: the kit's games as a start screen, one game at a time below it.

The start screen shows a card for each of the five games and for the duel with Miwin's
dice: a small picture, the game's name as a heading, one line on what it is and a *Play*
button. A click on it (or Enter on the focused button) opens that game below, with a
*Back to the games* button and the game's name as a heading above it (the game's own title
is hidden, so the page's headings step down one level at a time); the focus moves to that
heading, and going back puts it on the button of the card the student came from. A game's
widget is made when it is first opened (so the page paints at once) and kept: going back
and in again shows the same game, still in its state.

The cards are one small front end (`menu.js`, `menu.css`, shipped in the package like the
board's): real buttons, each card a group named by its heading, colours from the Jupyter
theme (light and dark). The games are the widgets the play page always showed, with the
same seats and rules.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Any

import anywidget
import ipywidgets as w
import traitlets

from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.i18n import check_lang, t
from pyramide_kit.ui.svg import SUIT_SYMBOLS, die_face

__all__ = ["CARDS", "GameMenu"]

_HERE = Path(__file__).parent


# --- the pictures ------------------------------------------------------------------------

_WHITE, _INK = "#ffffff", "#1b1b1b"
_BLUE, _GREEN = "#1f5fbf", "#2e7d32"
_MIWIN_BLUE, _MIWIN_RED, _MIWIN_BLACK = "#1f5fbf", "#c62828", "#000000"


def _die(x: float, y: float, size: float, value: int, body: str, ink: str, numeral=False):
    """One die face of `size` at (x, y): the kit's die face, scaled."""
    face = die_face(value, body, ink, stroke_width=5, numeral=numeral)
    return f'<g transform="translate({x:g} {y:g}) scale({size / 100:g})">{face}</g>'


def _card(x: float, y: float, rank: str, suit: str, turn: float) -> str:
    """A playing card, 34 x 48, its corner rank and its suit, turned by `turn` degrees."""
    ink = "#c62828" if suit in "HD" else _INK
    return (
        f'<g transform="rotate({turn:g} {x + 17:g} {y + 48:g})">'
        f'<rect x="{x:g}" y="{y:g}" width="34" height="48" rx="4" fill="{_WHITE}" '
        f'stroke="#555555" stroke-width="1.2"/>'
        f'<text x="{x + 4:g}" y="{y + 12:g}" font-size="11" font-family="sans-serif" '
        f'font-weight="bold" fill="{ink}">{rank}</text>'
        f'<text x="{x + 17:g}" y="{y + 36:g}" font-size="20" text-anchor="middle" '
        f'fill="{ink}">{SUIT_SYMBOLS[suit]}</text></g>'
    )


def _picture(*elements: str) -> str:
    """A card's picture, 120 x 60; decorative (the heading names the game)."""
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60" width="120" '
        f'height="60" aria-hidden="true" focusable="false">{"".join(elements)}</svg>'
    )


_PICTURES = {
    "pyramide": _picture(
        _die(51, 2, 18, 6, _WHITE, _INK),
        _die(42, 21, 18, 4, _WHITE, _INK),
        _die(60, 21, 18, 5, _WHITE, _INK),
        _die(33, 40, 18, 1, _WHITE, _INK),
        _die(51, 40, 18, 2, _WHITE, _INK),
        _die(69, 40, 18, 3, _WHITE, _INK),
    ),
    "schmieden": _picture(
        _die(14, 15, 30, 5, _WHITE, _INK),
        _die(45, 15, 30, 3, _BLUE, _WHITE),
        _die(76, 15, 30, 6, _GREEN, _WHITE),
    ),
    "karten": _picture(
        _card(26, 8, "K", "S", -14),
        _card(43, 4, "7", "H", 0),
        _card(60, 8, "A", "D", 14),
    ),
    "mauro": _picture(
        _die(20, 10, 40, 4, _WHITE, _MIWIN_BLUE, numeral=True),
        _die(62, 10, 40, 5, _WHITE, _MIWIN_RED, numeral=True),
    ),
    "duel": _picture(
        _die(8, 10, 40, 9, _WHITE, _MIWIN_BLACK, numeral=True),
        '<text x="60" y="36" font-size="14" text-anchor="middle" font-family="sans-serif" '
        'font-weight="bold" fill="currentColor">:</text>',
        _die(72, 10, 40, 7, _WHITE, _MIWIN_BLUE, numeral=True),
    ),
    "kniffel": _picture(
        *(_die(3 + 23 * i, 19, 22, v, _WHITE, _INK) for i, v in enumerate((6, 6, 6, 2, 2)))
    ),
}


# --- the games ---------------------------------------------------------------------------


def _pyramide(lang: str) -> Any:
    from pyramide_kit.pyramide.app import PyramideApp

    return PyramideApp([t("shell_you", lang), ("Computer", True)], lang=lang)


def _schmieden(lang: str) -> Any:
    from pyramide_kit.schmieden.app import SchmiedenApp

    return SchmiedenApp([t("shell_you", lang)], computers=1, lang=lang)


def _karten(lang: str) -> Any:
    from pyramide_kit.karten.app import KartenApp

    return KartenApp(lang=lang)


def _mauro(lang: str) -> Any:
    from pyramide_kit.mauro import Rules
    from pyramide_kit.mauro.app import MauroApp

    return MauroApp(
        [t("shell_you", lang), ("Computer", True)], lang=lang, rules=Rules(may_stop=True)
    )


def _duel(lang: str) -> Any:
    from pyramide_kit.mauro.duel_app import DuelApp

    return DuelApp(lang=lang)


def _kniffel(lang: str) -> Any:
    from pyramide_kit.kniffel.app import KniffelApp

    return KniffelApp([t("shell_you", lang), ("Computer", True)], lang=lang)


@dataclass(frozen=True)
class Card:
    """A card of the menu: `key` (also the catalogue keys `menu_<key>` for its name and
    `menu_<key>_line` for its line) and `make(lang)`, which builds the game's widget."""

    key: str
    make: Callable[[str], Any]


CARDS = (
    Card("pyramide", _pyramide),
    Card("schmieden", _schmieden),
    Card("karten", _karten),
    Card("mauro", _mauro),
    Card("duel", _duel),
    Card("kniffel", _kniffel),
)
"""The menu's cards: the five games and the duel, in the order they are shown."""

_BY_KEY = {card.key: card for card in CARDS}


# --- the widget --------------------------------------------------------------------------


class MenuCards(anywidget.AnyWidget):
    """The front end of the menu: the cards while `chosen` is "", else the back button
    and the open game's name.
    A click sets `chosen` (the key of the game chosen, "" for back)."""

    _esm = _HERE / "menu.js"
    _css = _HERE / "menu.css"
    cards = traitlets.List().tag(sync=True)
    """One dict per game: key, name, line, picture (SVG), play (the button's text) and
    label (the button's name for screen readers)."""
    back = traitlets.Unicode("").tag(sync=True)
    label = traitlets.Unicode("").tag(sync=True)
    lang = traitlets.Unicode("").tag(sync=True)
    chosen = traitlets.Unicode("").tag(sync=True)


class GameMenu(w.VBox):
    """The games of the kit to choose from, one at a time (see the module text).

    `choose(key)` opens a game (a key of `CARDS`: "pyramide", "schmieden", "karten",
    "mauro", "duel", "kniffel"), `back()` returns to the cards; `current` is the key of
    the open game ("" on the start screen), `games` the widgets made so far (key ->
    widget), each made once."""

    def __init__(self, lang: str = "de") -> None:
        self.lang = check_lang(lang)
        self.games: dict[str, Any] = {}
        self.cards = MenuCards(
            cards=[self._card(game.key) for game in CARDS],
            back=t("menu_back", self.lang),
            label=t("menu_label", self.lang),
            lang=self.lang,
        )
        self.stage = w.VBox()
        self.stage.add_class("pk-menu-stage")
        super().__init__([self.cards, self.stage])
        self.add_class("pk-menu")
        self.cards.observe(self._chosen, "chosen")

    @property
    def current(self) -> str:
        """The key of the game shown, or "" while the cards are shown."""
        return self.cards.chosen

    def choose(self, key: str) -> Any:
        """Show the game `key` (made now if it is its first time) and return its widget."""
        if not isinstance(key, str) or key not in _BY_KEY:
            raise RuleError(
                f"no game {quoted(key)} in the menu; choose one of {', '.join(_BY_KEY)}",
                "menu_err_game",
                value=quoted(key),
                choices=", ".join(f"`{k}`" for k in _BY_KEY),
            )
        self.cards.chosen = key
        return self.games[key]

    def back(self) -> None:
        """Hide the game and show the cards again (the game keeps its state)."""
        self.cards.chosen = ""

    def __repr__(self) -> str:
        """What a stored notebook shows where the live widget is not running."""
        return t("menu_repr", self.lang)

    def _card(self, key: str) -> dict[str, str]:
        name = t(f"menu_{key}", self.lang)
        return {
            "key": key,
            "name": name,
            "line": t(f"menu_{key}_line", self.lang),
            "picture": _PICTURES[key],
            "play": t("menu_play", self.lang),
            "label": t("menu_play_game", self.lang, game=name),
        }

    def _chosen(self, change: dict) -> None:
        key = change["new"]
        if key and key not in _BY_KEY:  # a stale or forged message: back to the cards
            self.cards.chosen = ""
            return
        if key and key not in self.games:
            game = _BY_KEY[key].make(self.lang)
            game.add_class(f"pk-menu-game-{escape(key)}")
            game.title.layout.display = "none"  # the menu names the game above it
            self.games[key] = game
            self.stage.children = (*self.stage.children, game)
        for shown_key, game in self.games.items():
            game.layout.display = None if shown_key == key else "none"
