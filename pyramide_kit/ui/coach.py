"""The coach: the exact value of every choice, beside the board, in every dice game.

A game that can value its moves (its `optimal.move_values(state)`: move -> expected
points, exact where the game's solver is exact) hands that function to the shell; the
shell shows a `CoachPanel` with a toggle. While the coach is on and a human is to move,
the panel lists the best choices with their expected value and marks the best; after the
student's choice it says what the choice cost in expected points (best value minus the
value of the choice), and it adds the costs up for each seat, so that the end of a game
can say how many points the decisions cost in all.

With several players the coach still maximises the student's own expected points (the
games' solvers value one seat's sheet); the help line says so, and under it the game's
`meaning` says what its values are (the final total of a sheet, the points of a round).

Moves that differ only in something the student cannot tell apart (which of two equal
dice is held or placed) are one choice: the game's `key(state, move)` names the choice,
the panel lists one move per key (the first in the values' order) and a click on any
move of that key counts as that choice (`Choices`). A state with fewer than two choices
has nothing to decide: nothing is listed and nothing counted.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Mapping
from fractions import Fraction
from html import escape
from typing import Any

import ipywidgets as w

from pyramide_kit.ui.i18n import check_lang, decimal_text, plural, register, t

__all__ = ["Choices", "CoachPanel"]

register(
    {
        "coach_toggle": {"de": "Trainer", "en": "Coach"},
        "coach_help": {
            "de": "Der Trainer rechnet für jede Wahl den Erwartungswert deiner eigenen "
            "Punkte aus (die Mitspieler zählen dabei nicht) und markiert die beste mit ★.",
            "en": "The coach computes the expected value of your own points for every "
            "choice (the other players do not count here) and marks the best with ★.",
        },
        "coach_choices_head": {
            "de": "Die besten Möglichkeiten (von {n}), mit erwarteten Punkten:",
            "en": "The best choices (of {n}), with expected points:",
        },
        "coach_was_best": {
            "de": "Trainer: Deine letzte Wahl war die beste.",
            "en": "Coach: your last choice was the best one.",
        },
        "coach_cost_exact": {
            "de": "Trainer: Deine letzte Wahl hat {cost} erwartete Punkte gekostet ({exact}).",
            "en": "Coach: your last choice cost {cost} expected points ({exact}).",
        },
        "coach_cost": {
            "de": "Trainer: Deine letzte Wahl hat {cost} erwartete Punkte gekostet.",
            "en": "Coach: your last choice cost {cost} expected points.",
        },
        "coach_total": {
            "de": "{name}: {choices} mit Trainer, zusammen {cost} erwartete Punkte verschenkt.",
            "en": "{name}: {choices} with the coach, {cost} expected points given away in all.",
        },
        "coach_failed": {
            "de": "Der Trainer kann hier nicht raten: {reason}",
            "en": "The coach cannot advise here: {reason}",
        },
        "coach_choices_one": {"de": "{n} Entscheidung", "en": "{n} decision"},
        "coach_choices_other": {"de": "{n} Entscheidungen", "en": "{n} decisions"},
    }
)

SHOWN = 5
"""How many choices the coach lists (the best ones)."""

EXACT_SHOWN = 20
"""An exact cost is written out beside its decimal only up to this many characters (a
Pyramide fraction can have 70 digits above and below the line; it stays in the list's
hover text)."""


class Choices(Mapping):
    """The coach's values of one state, one entry per choice.

    Iterating and `len` give one move per `key` (the first in the order of `values`);
    looking up a move gives its own value, or else the value of the listed move with its
    key, so the student's click counts whichever of two equal dice it took.
    """

    def __init__(
        self, values: Mapping[Any, Fraction | float], key: Callable[[Any], Hashable]
    ) -> None:
        self._values = dict(values)
        self._key = key
        self._listed: dict[Hashable, Any] = {}
        for move in self._values:
            self._listed.setdefault(key(move), move)

    def __getitem__(self, move: Any) -> Fraction | float:
        if move in self._values:
            return self._values[move]
        return self._values[self._listed[self._key(move)]]

    def __iter__(self) -> Iterator[Any]:
        return iter(self._listed.values())

    def __len__(self) -> int:
        return len(self._listed)


class CoachPanel(w.VBox):
    """The coach's toggle and its list of choices.

    `values(state)` gives the value of every legal move of the seat to move (None where
    the game has nothing to advise, e.g. a forced move); `label(state, move)` names a
    move for the list; `key(state, move)` names its choice (by default the move itself);
    `meaning()` says what the values mean (shown under the help line and in the
    toggle's tooltip; nothing by default). The panel keeps `costs` (seat -> summed cost
    of the coached choices) and `last` (the last coached choice: move, its value, the
    best value).
    """

    def __init__(
        self,
        values: Callable[[Any], Mapping[Any, Fraction | float] | None],
        label: Callable[[Any, Any], str],
        lang: str = "de",
        key: Callable[[Any, Any], Hashable] | None = None,
        meaning: Callable[[], str] | None = None,
    ) -> None:
        self.lang = check_lang(lang)
        self._values = values
        self._label = label
        self._key = key or (lambda state, move: move)
        self._meaning = meaning or (lambda: "")
        self._cache: tuple[Any, Choices | None] | None = None
        self.costs: dict[int, Fraction | float] = {}
        self.coached: dict[int, int] = {}
        self.last: tuple[Any, Fraction | float, Fraction | float] | None = None
        self.toggle = w.ToggleButton(
            value=False,
            description=t("coach_toggle", lang),
            tooltip=" ".join(filter(None, (t("coach_help", lang), self._meaning()))),
            icon="graduation-cap",
        )
        self.view = w.HTML()
        super().__init__([self.toggle, self.view])
        self.add_class("pyramide-kit-coach")

    @property
    def on(self) -> bool:
        return bool(self.toggle.value)

    def values(self, state: Any) -> Choices | None:
        """The values of the choices in `state` (see `Choices`), computed once per state;
        None where there are fewer than two choices."""
        if self._cache is None or self._cache[0] is not state:
            values = self._values(state)
            choices = None if values is None else Choices(values, lambda m: self._key(state, m))
            self._cache = (state, choices if choices is not None and len(choices) > 1 else None)
        return self._cache[1]

    def record(self, state: Any, move: Any) -> None:
        """Note what a human's `move` in `state` cost, if the coach is on."""
        if not self.on:
            return
        values = self.values(state)
        if values is None or move not in values:
            return  # nothing to decide: a forced move costs nothing and is not counted
        best = max(values.values())
        seat = state.to_move
        self.costs[seat] = self.costs.get(seat, 0) + (best - values[move])
        self.coached[seat] = self.coached.get(seat, 0) + 1
        self.last = (move, values[move], best)

    def reset(self) -> None:
        """A new game: no costs yet."""
        self.costs, self.coached, self.last, self._cache = {}, {}, None, None

    def show(self, state: Any, human_to_move: bool, names: list[str]) -> None:
        """Draw the panel for `state` (the list only while the coach is on)."""
        if not self.on:
            self.view.value = ""
            return
        parts = [f'<div class="pk-coach-help">{escape(t("coach_help", self.lang))}</div>']
        meaning = self._meaning()
        if meaning:
            parts.append(f'<div class="pk-coach-meaning">{escape(meaning)}</div>')
        if self.last is not None:
            parts.append(self._verdict())
        if state.over:
            parts.extend(self._totals(names))
        elif human_to_move:
            values = self.values(state)
            if values:
                parts.append(self._choices(state, values))
        self.view.value = "".join(parts)

    def _verdict(self) -> str:
        _move, value, best = self.last
        cost = best - value
        if cost == 0:
            text = t("coach_was_best", self.lang)
        elif len(_exact(cost)) <= EXACT_SHOWN:
            text = t(
                "coach_cost_exact",
                self.lang,
                cost=decimal_text(cost, 2, self.lang),
                exact=_exact(cost),
            )
        else:
            text = t("coach_cost", self.lang, cost=decimal_text(cost, 2, self.lang))
        return f"<div><b>{escape(text)}</b></div>"

    def _totals(self, names: list[str]) -> list[str]:
        lines = []
        for seat, cost in sorted(self.costs.items()):
            lines.append(
                t(
                    "coach_total",
                    self.lang,
                    name=names[seat],
                    cost=decimal_text(cost, 2, self.lang),
                    choices=plural("coach_choices", self.coached[seat], self.lang),
                )
            )
        return [f"<div>{escape(line)}</div>" for line in lines]

    def _choices(self, state: Any, values: Choices) -> str:
        ranked = sorted(values.items(), key=lambda item: -item[1])
        best = ranked[0][1]
        rows = []
        for move, value in ranked[:SHOWN]:
            star = "★ " if value == best else ""
            shown = escape(decimal_text(value, 2, self.lang))
            rows.append(
                f'<tr><td title="{escape(_exact(value))}">{shown}'
                f"</td><td>{star}{escape(self._label(state, move))}</td></tr>"
            )
        head = escape(t("coach_choices_head", self.lang, n=len(values)))
        return f'<div>{head}</div><table class="pk-coach-list">{"".join(rows)}</table>'


def _exact(value: Fraction | float) -> str:
    """The exact value where there is one (a Fraction), else the float to 9 places."""
    if isinstance(value, Fraction):
        return str(value)
    return f"{value:.9f}"
