"""The rules of a game on its board: one click opens them, in the board's language.

A student who meets a game alone needs its rules at hand and the words its board uses
explained. Each game keeps two texts in the catalogue: `<key>` (the rules, at most about
120 words: the goal, one turn, the scoring, how to win; paragraphs apart by a blank
line) and `<key>_terms` (one line per term the board shows: "term: what it means").
`RulesPanel` shows both under a toggle button "Regeln und Begriffe" / "Rules and terms"
(closed at first: one click opens them); the terms are a definition list, which a
screen reader reads as term and meaning.
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

from pyramide_kit.ui.i18n import check_lang, register, t

__all__ = ["RulesPanel", "rule_terms"]

register(
    {
        "rules_title": {"de": "Regeln und Begriffe", "en": "Rules and terms"},
        "rules_terms_head": {"de": "Begriffe auf dem Spieltisch", "en": "Terms on the board"},
    }
)


def rule_terms(key: str, lang: str) -> list[tuple[str, str]]:
    """The (term, meaning) pairs of the catalogue's `<key>_terms` in `lang`."""
    pairs = []
    for line in t(f"{key}_terms", lang).splitlines():
        term, _, meaning = line.partition(": ")
        pairs.append((term.strip(), meaning.strip()))
    return pairs


class RulesPanel(w.VBox):
    """The rules `key` of the catalogue and its terms (`text`), shown while `toggle` is
    pressed. The toggle is not among the panel's children: a board puts it beside its
    title (`header`), where it takes no height of its own."""

    def __init__(self, key: str, lang: str = "de") -> None:
        lang = check_lang(lang)
        self._terms = rule_terms(key, lang)
        paragraphs = "".join(f"<p>{escape(p)}</p>" for p in t(key, lang).split("\n\n"))
        terms = "".join(
            f"<dt><b>{escape(term)}</b></dt><dd>{escape(meaning)}</dd>"
            for term, meaning in self._terms
        )
        head = escape(t("rules_terms_head", lang))
        self.text = w.HTML(f"{paragraphs}<p><b>{head}</b></p><dl>{terms}</dl>")
        self.text.layout.display = "none"
        self.toggle = w.ToggleButton(description=t("rules_title", lang), icon="book")
        self.toggle.layout.width = "auto"
        self.toggle.observe(self._toggled, names="value")
        super().__init__(children=[self.text])
        self.add_class("pk-rules")

    def header(self, title: w.Widget) -> w.HBox:
        """The board's title with the rules' toggle beside it."""
        row = w.HBox([title, self.toggle])
        row.layout.align_items = "center"
        row.layout.gap = "1em"
        return row

    @property
    def terms(self) -> dict[str, str]:
        """Each term the board shows -> what it means ("Spitze ×3, Mitte ×2" are two)."""
        return {part: meaning for term, meaning in self._terms for part in term.split(", ") if part}

    @property
    def shown(self) -> bool:
        """Whether the rules are shown."""
        return bool(self.toggle.value)

    def _toggled(self, change: dict) -> None:
        self.text.layout.display = None if change["new"] else "none"
