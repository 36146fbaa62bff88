"""The rules of a game on its board: one click opens them, in the board's language.

A student who meets a game alone needs its rules at hand and the words its board uses
explained. Each game keeps two texts in the catalogue: `<key>` (the rules, at most about
120 words: the goal, one turn, the scoring, how to win; paragraphs apart by a blank
line) and `<key>_terms` (one line per term the board shows: "term: what it means").
`RulesPanel` shows both under a toggle button "Regeln und Begriffe" / "Rules and terms"
(closed at first: one click opens them); the terms are a definition list, which a
screen reader reads as term and meaning.

The numbers in the rules are the numbers of the game in play, not the defaults: a rules
text holds `{placeholders}` for its `Rules` (`rule_numbers` gives every whole-number field
and property, "{throws}", "{box_weights[0]}"), and a board adds what follows from them
(the points after the last throw) and a paragraph for each variant it plays. A game built
with other rules therefore explains the game it is.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from html import escape
from typing import Any

import ipywidgets as w

from pyramide_kit.i18n import check_lang, count_text, t

__all__ = ["RulesPanel", "rule_numbers", "rule_terms"]


def rule_numbers(rules: Any, lang: str) -> dict[str, object]:
    """The whole numbers of `rules` (a game's `Rules`: its fields and properties) as the
    language writes them, by name; tuples of whole numbers stay tuples, for "{name[0]}"."""
    names = [field.name for field in dataclasses.fields(rules)]
    names += [name for name, value in vars(type(rules)).items() if isinstance(value, property)]
    numbers: dict[str, object] = {}
    for name in names:
        value = getattr(rules, name)
        if isinstance(value, int) and not isinstance(value, bool):
            numbers[name] = count_text(value, lang)
        elif isinstance(value, tuple) and all(type(item) is int for item in value):
            numbers[name] = value
    return numbers


def rule_terms(
    key: str, lang: str, values: Mapping[str, object] | None = None
) -> list[tuple[str, str]]:
    """The (term, meaning) pairs of the catalogue's `<key>_terms` in `lang`, its
    placeholders filled from `values`."""
    pairs = []
    for line in t(f"{key}_terms", lang, **(values or {})).splitlines():
        term, _, meaning = line.partition(": ")
        pairs.append((term.strip(), meaning.strip()))
    return pairs


class RulesPanel(w.VBox):
    """The rules `key` of the catalogue and its terms (`text`), shown while `toggle` is
    pressed, their placeholders filled from `values` and `notes` (catalogue keys of the
    variants in play) added as paragraphs. The toggle is not among the panel's children:
    a board puts it beside its title (`header`), where it takes no height of its own."""

    def __init__(
        self,
        key: str,
        lang: str = "de",
        values: Mapping[str, object] | None = None,
        notes: Sequence[str] = (),
    ) -> None:
        self.key = key
        self.lang = check_lang(lang)
        self.text = w.HTML(layout=w.Layout(display="none"))
        self.show(values, notes)
        self.toggle = w.ToggleButton(
            description=t("rules_title", lang),
            icon="book",
            layout=w.Layout(width="auto", margin="0 0 0 1em"),  # apart from the title
        )
        self.toggle.observe(self._toggled, names="value")
        super().__init__(children=[self.text])
        self.add_class("pk-rules")

    def show(self, values: Mapping[str, object] | None = None, notes: Sequence[str] = ()) -> None:
        """Write the rules with `values` and the paragraphs `notes` (after the rules)."""
        values = dict(values or {})
        self._terms = rule_terms(self.key, self.lang, values)
        texts = [*t(self.key, self.lang, **values).split("\n\n")]
        texts += [t(note, self.lang, **values) for note in notes]
        paragraphs = "".join(f"<p>{escape(text)}</p>" for text in texts)
        terms = "".join(
            f"<dt><b>{escape(term)}</b></dt><dd>{escape(meaning)}</dd>"
            for term, meaning in self._terms
        )
        head = escape(t("rules_terms_head", self.lang))
        self.text.value = f"{paragraphs}<p><b>{head}</b></p><dl>{terms}</dl>"

    def header(self, title: w.Widget) -> w.HBox:
        """The board's title with the rules' toggle beside it."""
        return w.HBox([title, self.toggle], layout=w.Layout(align_items="center"))

    @property
    def terms(self) -> dict[str, str]:
        """Each term the board shows -> what it means ("Spitze, Mitte, Unten" are three)."""
        return {part: meaning for term, meaning in self._terms for part in term.split(", ") if part}

    @property
    def shown(self) -> bool:
        """Whether the rules are shown."""
        return bool(self.toggle.value)

    def _toggled(self, change: dict) -> None:
        self.text.layout.display = None if change["new"] else "none"
