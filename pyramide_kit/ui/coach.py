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

Playing for a goal: a game that can also give, for a target T, the greatest chance of
reaching at least T points after each choice (its `chances(state, target)`) and says for
a state what its target counts and how large it may be (`goal(state)`: a `Goal`, or None
where its rules offer no goal) gets a second setting beside the toggle: "best average"
(the default) or "at least T points" with T typed into a number field. With a target the
list ranks the choices by that chance, shows it as a percentage beside the expected
points (the exact fraction on hover), stars the choices of greatest chance, and says so
in a sentence where none of them is a choice of greatest expected points. The chances
are computed only while the goal setting is on (the first answer of a game may take a
while) and once per state and target. The line after a choice made with a target says
how much chance of the target it cost; the sums per seat stay in expected points (every
choice is counted there, whatever the setting, and the end says so). A target that is
not a whole number from 0 to the game's `Goal.most` is refused with a message in the
panel's language (`refused`) and changes nothing.

Tables built while the student plays: a coach whose first answer needs a long
computation (a table built on first use) gets a `Warmup` from the shell as soon as its
widget appears (`CoachPanel.warm`). It builds what the values need, then what the goal's
first target needs, in a daemon thread; meanwhile the board answers every click at once,
and the panel, where it would list the choices, says that the coach is still computing,
with the share done where the builder reports one. When a part is done the panel draws
itself again with the real answer. The thread's news reaches the widgets through the
kernel's event loop (`main_thread_caller`): in a notebook or in Voilà the panel is
redrawn between two clicks, never in the middle of one. Outside a kernel (a script, a
test) the thread redraws the panel itself. While a part builds, the panel never asks
the game for it (the question would compute it a second time, and wait): a choice made
meanwhile is not counted in the sums.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Hashable, Iterator, Mapping
from dataclasses import dataclass
from fractions import Fraction
from html import escape
from typing import Any

import ipywidgets as w

from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.i18n import check_lang, decimal_text, percent_text, plural, t
from pyramide_kit.ui.kernel import event_loop

__all__ = [
    "AVERAGE",
    "GOAL",
    "Build",
    "Choices",
    "CoachPanel",
    "Goal",
    "Warmup",
    "chance_text",
    "main_thread_caller",
]

AVERAGE, GOAL = "average", "goal"
"""The coach's two settings: the best average, or the best chance of a target."""


SHOWN = 5
"""How many choices the coach lists (the best ones)."""

EXACT_SHOWN = 20
"""An exact cost is written out beside its decimal only up to this many characters (a
Pyramide fraction can have 70 digits above and below the line; it stays in the list's
hover text)."""


@dataclass(frozen=True)
class Goal:
    """What a game's target is in a state: `most`, the greatest target the coach accepts
    (whole numbers from 0 to it); `start`, the target offered first; `meaning`, what the
    points of the target count, in the panel's language, to stand in the help line
    ("the points of this round")."""

    most: int
    start: int
    meaning: str


def chance_text(chance: Fraction | float, lang: str) -> str:
    """A chance as a percentage in the language's writing, to one decimal: "38,1 %",
    "38.1%"; a chance that is not 0 or 1 never reads as one ("< 0,1 %", "> 99,9 %")."""
    if 0 < chance <= Fraction(1, 2000):
        return "< " + percent_text(0.001, 1, lang)
    if Fraction(1999, 2000) <= chance < 1:
        return "> " + percent_text(0.999, 1, lang)
    return percent_text(chance, 0 if chance in (0, 1) else 1, lang)


Build = Callable[[Callable[[float], None]], None]
"""What a coach needs built, as a game declares it: called with a `progress(share)` it
may call with the share done (0 to 1) as it goes, it returns when the table is built."""

VALUES, TARGET = "values", "target"
"""The parts a `Warmup` builds: what the values need, then what the goal's first target
needs."""


def main_thread_caller() -> Callable[[Callable[[], None]], None]:
    """How a thread hands a widget update to the kernel: in a running kernel, its event
    loop's `add_callback` (safe from any thread: the update runs on the kernel's main
    thread, between the handling of two messages, as a click's handler does); outside a
    kernel, the update runs at once in the calling thread."""
    loop = event_loop()
    return _call_now if loop is None else loop.add_callback


def _call_now(call: Callable[[], None]) -> None:
    call()


_ONE_BUILD = threading.Lock()
"""Held while a warm-up builds: two widgets of one kernel build one after the other (the
second then mostly finds the first one's table in memory), never side by side."""


class Warmup:
    """Builds a coach's tables in a daemon thread: `builds` maps a part (`VALUES`,
    `TARGET`) to its `Build`, built one after the other in that order; after each whole
    percent of progress and at the end of each part `news()` is handed to `deliver` (by
    default `main_thread_caller()`). `building(part)` says whether a part is still to
    come, `share(part)` how much of it is done where its builder reports progress (else
    None), `wait(timeout)` returns when everything is built (for tests and
    measurements; the widget never waits). A build that fails counts as done: the coach
    then asks the game as without a warm-up and shows the error where it always does."""

    def __init__(
        self,
        builds: Mapping[str, Build],
        news: Callable[[], None],
        deliver: Callable[[Callable[[], None]], None] | None = None,
    ) -> None:
        self._builds = dict(builds)
        self._news = news
        self._deliver = deliver or main_thread_caller()
        self._done = {part: threading.Event() for part in self._builds}
        self._shares: dict[str, float] = {}
        self.thread = threading.Thread(target=self._run, name="pyramide-kit coach", daemon=True)

    def start(self) -> None:
        self.thread.start()

    def building(self, part: str) -> bool:
        return part in self._done and not self._done[part].is_set()

    def share(self, part: str) -> float | None:
        return self._shares.get(part)

    @property
    def running(self) -> bool:
        return self.thread.is_alive()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until every part is built (at most `timeout` s); whether it is."""
        self.thread.join(timeout)
        return not self.thread.is_alive()

    def _run(self) -> None:
        for part in (VALUES, TARGET):
            if part not in self._builds:
                continue
            shown = [-1]

            def progress(share: float, part: str = part, shown: list[int] = shown) -> None:
                share = min(max(float(share), 0.0), 1.0)
                self._shares[part] = share
                if int(100 * share) != shown[0]:
                    shown[0] = int(100 * share)
                    self._deliver(self._news)

            try:
                with _ONE_BUILD:
                    self._builds[part](progress)
            except Exception:  # the coach asks the game again later and shows this error
                pass
            finally:
                self._done[part].set()
                self._deliver(self._news)


_WHOLE = re.compile(r"\s*([+-]?)\s*(\d+)\s*")


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
    """The coach's toggle, its goal setting and its list of choices.

    `values(state)` gives the value of every legal move of the seat to move (None where
    the game has nothing to advise, e.g. a forced move); `label(state, move)` names a
    move for the list; `key(state, move)` names its choice (by default the move itself);
    `meaning()` says what the values mean (shown under the help line and in the
    toggle's tooltip; nothing by default). With `chances(state, target)` (the chance of
    reaching at least `target` after every legal move, or None) and `goal(state)` (a
    `Goal`, or None where the state's rules offer none) the panel offers the goal
    setting (`mode`: `AVERAGE` or `GOAL`, `target_entry`, see the module text);
    `changed()` is called whenever the toggle, the setting or the target changes, and
    `refused(error)` shows a refused target. The panel keeps `costs` (seat -> summed
    cost of the coached choices in expected points), `coached` (seat -> their number),
    `target` (the goal's T) and `last` (the last coached choice: move, its value, the
    best value, and with a goal its chance, the best chance and the target).

    `warm(values, target)` builds what the coach needs in a background `Warmup`
    (`warmup`, None until then); meanwhile the panel says so (see the module text).
    """

    def __init__(
        self,
        values: Callable[[Any], Mapping[Any, Fraction | float] | None],
        label: Callable[[Any, Any], str],
        lang: str = "de",
        key: Callable[[Any, Any], Hashable] | None = None,
        meaning: Callable[[], str] | None = None,
        chances: Callable[[Any, int], Mapping[Any, Fraction] | None] | None = None,
        goal: Callable[[Any], Goal | None] | None = None,
        changed: Callable[[], None] | None = None,
        refused: Callable[[Exception], None] | None = None,
    ) -> None:
        self.lang = check_lang(lang)
        self._values = values
        self._label = label
        self._key = key or (lambda state, move: move)
        self._meaning = meaning or (lambda: "")
        self._chances = chances
        self._goal = goal if chances is not None and goal is not None else (lambda state: None)
        self._changed = changed or (lambda: None)
        self._refused = refused or (lambda error: None)
        self._cache: tuple[Any, Choices | None] | None = None
        self._chance_cache: tuple[Any, int, Choices | None] | None = None
        self._state: Any = None
        self._shown: tuple[Any, bool, list[str]] | None = None
        self.warmup: Warmup | None = None
        """The tables being built in the background, once `warm` started them."""
        self.costs: dict[int, Fraction | float] = {}
        self.coached: dict[int, int] = {}
        self.goal_choices = 0
        """How many of the coached choices were made with a goal."""
        self.last: tuple[Any, ...] | None = None
        self.target: int | None = None
        """The goal's T (None until a state with a goal is shown)."""
        self.toggle = w.ToggleButton(
            value=False,
            description=t("coach_toggle", lang),
            tooltip=self._tooltip(),
            icon="graduation-cap",
        )
        self._goal_row: w.HBox | None = None
        self.view = w.HTML()
        self.toggle.observe(lambda _: self._changed(), names="value")
        super().__init__([self.toggle, self.view])
        self.add_class("pyramide-kit-coach")

    @property
    def on(self) -> bool:
        return bool(self.toggle.value)

    @property
    def goal_row(self) -> w.HBox:
        """The goal setting under the toggle: `mode` ("best average" or "at least T
        points") and `target_entry` (T). Built when first needed (a page pays for every
        widget it shows at first; the shell asks for it once its board is on screen)."""
        if self._goal_row is None:
            lang = self.lang
            mode = w.ToggleButtons(
                options=[
                    (t("coach_mode_average", lang), AVERAGE),
                    (t("coach_mode_goal", lang), GOAL),
                ],
                value=AVERAGE,
                tooltips=[t("coach_mode_tip", lang)] * 2,
                style={"button_width": "auto"},
            )
            target_entry = w.Text(
                value="",
                description=t("coach_target", lang),
                continuous_update=False,
                layout=w.Layout(width="120px"),
                style={"description_width": "initial"},
            )
            self._goal_row = w.HBox(
                [mode, target_entry],
                layout=w.Layout(flex_flow="row wrap", align_items="center", display="none"),
            )
            mode.observe(lambda _: self._changed(), names="value")
            target_entry.observe(self._typed, names="value")
            self.children = [self.toggle, self._goal_row, self.view]
            self._show_target()
        return self._goal_row

    @property
    def mode(self) -> w.ToggleButtons:
        return self.goal_row.children[0]

    @property
    def target_entry(self) -> w.Text:
        return self.goal_row.children[1]

    def goal(self, state: Any) -> Goal | None:
        """The game's goal in `state`, or None where the goal setting is not offered."""
        return self._goal(state)

    def aiming(self, state: Any) -> bool:
        """Whether the coach advises `state` for a target: it is on, set to the goal,
        and the state's rules offer one."""
        return self.on and self.goal(state) is not None and self.mode.value == GOAL

    def warm(self, values: Build | None, target: Build | None = None) -> None:
        """Build `values` (what the values need), then `target` (what the goal's first
        target needs) in a daemon thread, unless a warm-up is still running (None:
        nothing to build). Returns at once."""
        if self.warmup is not None and self.warmup.running:
            return
        builds = {part: build for part, build in ((VALUES, values), (TARGET, target)) if build}
        if builds:
            self.warmup = Warmup(builds, self._redraw)
            self.warmup.start()

    def waiting(self, state: Any) -> str | None:
        """The part of the warm-up the answer for `state` waits for (`VALUES`, or
        `TARGET` while the coach aims at a target), or None where it can answer now."""
        if self._building(VALUES):
            return VALUES
        if self.aiming(state) and self._building(TARGET):
            return TARGET
        return None

    def values(self, state: Any) -> Choices | None:
        """The values of the choices in `state` (see `Choices`), computed once per state;
        None where there are fewer than two choices, and while the warm-up builds what
        they need."""
        if self._building(VALUES):
            return None
        if self._cache is None or self._cache[0] is not state:
            values = self._values(state)
            choices = None if values is None else Choices(values, lambda m: self._key(state, m))
            self._cache = (state, choices if choices is not None and len(choices) > 1 else None)
        return self._cache[1]

    def chances(self, state: Any) -> Choices | None:
        """The chance of the target after each choice in `state` (keyed like `values`),
        computed once per state and target, only while the coach aims at a target; None
        otherwise, where there is nothing to decide and while the warm-up builds what
        the target needs."""
        if not self.aiming(state) or self.values(state) is None or self._building(TARGET):
            return None
        target = self._target_for(state)
        cached = self._chance_cache
        if cached is None or cached[0] is not state or cached[1] != target:
            chances = self._chances(state, target)  # type: ignore[misc]
            choices = None if chances is None else Choices(chances, lambda m: self._key(state, m))
            self._chance_cache = cached = (state, target, choices)
        return cached[2]

    def set_target(self, text: object) -> int:
        """Take a typed target (a whole number from 0 to the goal's `most`); anything
        else raises a `RuleError` saying why in the panel's language, and the target
        stays as it was. Returns the target."""
        goal = self.goal(self._state)
        if goal is None:
            raise RuleError("the coach offers no goal here", "coach_err_no_goal")
        now = self._target_for(self._state)
        shown = str(text).strip()
        found = _WHOLE.fullmatch(shown) if isinstance(text, str | int) else None
        short = shown if len(shown) <= 30 else shown[:30] + "…"
        where: dict[str, object] = {"value": short, "most": goal.most, "target": now}
        if isinstance(text, bool) or found is None:
            raise RuleError(
                f"the goal must be a whole number from 0 to {goal.most}, not {quoted(text)}",
                "coach_err_target_number",
                **where,
            )
        digits = found.group(2).lstrip("0") or "0"
        number = int(found.group(1) + (digits if len(digits) <= 12 else "9" * 13))
        where["value"] = short if len(digits) > 12 else number
        if number < 0:
            raise RuleError(
                f"the goal cannot be negative: {number}", "coach_err_target_negative", **where
            )
        if number > goal.most:
            raise RuleError(
                f"the goal is at most {goal.most}, not {number}", "coach_err_target_large", **where
            )
        changed = number != self.target
        self.target = number
        self._show_target()
        if changed:
            self._changed()
        return number

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
        chances = self.chances(state)
        if chances is not None and move in chances:
            self.goal_choices += 1
            self.last += (chances[move], max(chances.values()), self._target_for(state))

    def reset(self) -> None:
        """A new game: no costs yet."""
        self.costs, self.coached, self.last, self._cache = {}, {}, None, None
        self.goal_choices, self._chance_cache = 0, None

    def show(self, state: Any, human_to_move: bool, names: list[str]) -> None:
        """Draw the panel for `state` (the setting and the list only while the coach is
        on; the setting only where the state's rules offer a goal)."""
        self._state = state
        self._shown = (state, human_to_move, names)
        self.toggle.tooltip = self._tooltip()
        goal = self.goal(state)
        if self.on and goal is not None:
            self.goal_row.layout.display = "flex"
        elif self._goal_row is not None:
            self._goal_row.layout.display = "none"
        if goal is not None:
            self._show_target()
        if not self.on:
            self.view.value = ""
            return
        aiming = self.aiming(state)
        if aiming:  # the goal's help line in place of the average's
            target = plural("coach_target_points", self.target, self.lang)
            help_ = t("coach_goal_help", self.lang, target=target, what=goal.meaning)
            parts = [f'<div class="pk-coach-help pk-coach-goal">{escape(help_)}</div>']
        else:
            parts = [f'<div class="pk-coach-help">{escape(t("coach_help", self.lang))}</div>']
        meaning = self._meaning()
        if meaning:
            parts.append(f'<div class="pk-coach-meaning">{escape(meaning)}</div>')
        if self.last is not None:
            parts.append(self._verdict())
        if state.over:
            parts.extend(self._totals(names))
        elif human_to_move and self.waiting(state) is not None:
            parts.append(self._building_note(self.waiting(state)))
        elif human_to_move:
            values = self.values(state)
            chances = self.chances(state) if aiming else None
            if values and chances:
                parts.append(self._goal_choices(state, values, chances))
            elif values:
                parts.append(self._choices(state, values))
        self.view.value = "".join(parts)

    # --- inside ----------------------------------------------------------------------

    def _building(self, part: str) -> bool:
        return self.warmup is not None and self.warmup.building(part)

    def _building_note(self, part: str) -> str:
        """What the panel says while the warm-up builds `part`: that the coach is still
        computing, with the share done where the builder reports one."""
        share = self.warmup.share(part) if self.warmup is not None else None
        if share is None:
            text = t("coach_building", self.lang)
        else:
            shown = percent_text(int(100 * share) / 100, 0, self.lang)
            text = t("coach_building_share", self.lang, share=shown)
        return f'<div class="pk-coach-building"><i>{escape(text)}</i></div>'

    def _redraw(self) -> None:
        """The warm-up's news: draw the panel again for what it showed last (only while
        the coach is on: off, it shows nothing that could change)."""
        if self._shown is not None and self.on:
            self.show(*self._shown)

    def _tooltip(self) -> str:
        """The toggle's tooltip: the help line and what the values mean now (a game may
        mean something else in another variant)."""
        return " ".join(filter(None, (t("coach_help", self.lang), self._meaning())))

    def _target_for(self, state: Any) -> int:
        """The target, the goal's first one until another is set (kept within `most`)."""
        goal = self.goal(state)
        if self.target is None or (goal is not None and self.target > goal.most):
            self.target = goal.start if goal is not None else 0
        return self.target

    def _show_target(self) -> None:
        """Write the target into the field (also after a refused entry)."""
        goal = None if self._state is None else self.goal(self._state)
        if goal is None:
            return
        target = self._target_for(self._state)
        if self._goal_row is not None:
            self.target_entry.value = str(target)
            self.target_entry.tooltip = t("coach_target_tip", self.lang, most=goal.most)

    def _typed(self, change: Mapping[str, Any]) -> None:
        """The field's observer: a typed target is taken, or refused and put back."""
        text = change["new"]
        if self.goal(self._state) is None or text == str(self.target):
            return
        try:
            self.set_target(text)
        except RuleError as error:
            self._refused(error)
            self._show_target()

    def _verdict(self) -> str:
        if len(self.last) > 3:
            _move, _value, _best, chance, best_chance, target = self.last
            if chance == best_chance:
                points = plural("coach_target_points", target, self.lang)
                text = t("coach_goal_was_best", self.lang, target=points)
            else:
                text = t(
                    "coach_goal_cost",
                    self.lang,
                    target=plural("coach_target_points", target, self.lang),
                    best=chance_text(best_chance, self.lang),
                    chance=chance_text(chance, self.lang),
                )
            return f"<div><b>{escape(text)}</b></div>"
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
        if self.goal_choices and lines:
            lines.append(t("coach_total_note", self.lang))
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

    def _goal_choices(self, state: Any, values: Choices, chances: Choices) -> str:
        """The list for a target: by chance (then by expected points), both shown."""
        ranked = sorted(chances, key=lambda move: (-chances[move], -values[move]))
        best = chances[ranked[0]]
        rows = []
        for move in ranked[:SHOWN]:
            chance, value = chances[move], values[move]
            star = "★ " if chance == best else ""
            rows.append(
                f'<tr><td title="{escape(_exact(chance))}">'
                f"{escape(chance_text(chance, self.lang))}</td>"
                f'<td title="{escape(_exact(value))}">'
                f"{escape(decimal_text(value, 2, self.lang))}</td>"
                f"<td>{star}{escape(self._label(state, move))}</td></tr>"
            )
        target = plural("coach_target_points", self.target, self.lang)
        head = escape(t("coach_goal_head", self.lang, n=len(values), target=target))
        parts = [f'<div>{head}</div><table class="pk-coach-list">{"".join(rows)}</table>']
        average = self.differs(state)
        if average is not None:
            text = t("coach_goal_differs", self.lang, move=self._label(state, average))
            parts.append(f'<div class="pk-coach-differs"><b>{escape(text)}</b></div>')
        return "".join(parts)

    def differs(self, state: Any) -> Any:
        """Where no choice of greatest chance is a choice of greatest expected points: the
        best-average choice (the first listed of them); else None (also without a
        target)."""
        values, chances = self.values(state), self.chances(state)
        if values is None or chances is None:
            return None
        top = max(chances.values())
        best_average = max(values.values())
        if any(values[move] == best_average for move in chances if chances[move] == top):
            return None
        return next(move for move in values if values[move] == best_average)


def _exact(value: Fraction | float) -> str:
    """The exact value where there is one (a Fraction), else the float to 9 places."""
    if isinstance(value, Fraction):
        return str(value)
    return f"{value:.9f}"
