"""Widget parts shared by every game: dice with hold toggles, a message line, a move
log, the pyramid-shaped score sheet and an exercise box that checks exact answers.

The parts only draw and collect clicks; the rules engines decide everything. Each part
exposes its state as plain Python attributes, so tests can drive and read it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from functools import wraps
from html import escape
from typing import Any

import ipywidgets as w

from pyramide_kit.dice import D6, Die
from pyramide_kit.exact import as_fraction, to_sympy
from pyramide_kit.ui.i18n import check_lang, error_text, t
from pyramide_kit.ui.svg import die_svg

__all__ = [
    "DiceTray",
    "ExactAnswer",
    "MessageLine",
    "MoveLog",
    "PyramidSheetView",
    "reporting_errors",
]


class MessageLine(w.HTML):
    """One line for news and errors; `text` is what it shows, `kind` is info or error."""

    def __init__(self, lang: str = "de") -> None:
        super().__init__(value="")
        self.lang = check_lang(lang)
        self.text = ""
        self.kind = "info"

    def info(self, text: str) -> None:
        self._show(text, "info")

    def error(self, error: Exception | str) -> None:
        message = error if isinstance(error, str) else error_text(error, self.lang)
        self._show(t("error", self.lang, message=message), "error")

    def clear(self) -> None:
        self._show("", "info")

    @contextmanager
    def meanwhile(self, text: str | None = None) -> Iterator[None]:
        """Show `text` (if any) while the `with` block runs (news such as "the coach is
        computing its table" may follow inside it), then put back what the line said
        before."""
        before = self.value, self.text, self.kind
        if text:
            self.info(text)
        try:
            yield
        finally:
            self.value, self.text, self.kind = before

    def _show(self, text: str, kind: str) -> None:
        self.text, self.kind = text, kind
        colour = "#b00020" if kind == "error" else "#1b5e20"
        self.value = f'<span style="color:{colour}">{escape(text)}</span>' if text else ""


def reporting_errors(message: MessageLine) -> Callable:
    """Decorate a click handler: a `ValueError` is shown on `message`, not raised.

    The engines raise `ValueError` (or `RuleError`) and leave the state unchanged, so the
    widget simply keeps going after showing what was wrong.
    """

    def decorate(handler: Callable) -> Callable:
        @wraps(handler)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            try:
                return handler(*args, **kwargs)
            except ValueError as error:
                message.error(error)
                return None

        return wrapper

    return decorate


class MoveLog(w.HTML):
    """What happened, newest first, so the last move is always in view without
    scrolling; `lines` keeps the plain text in playing order (oldest first)."""

    def __init__(self, lang: str = "de", height: str = "160px") -> None:
        super().__init__(value="")
        self.lang = check_lang(lang)
        self.lines: list[str] = []
        self._height = height
        self._render()

    def add(self, line: str) -> None:
        self.lines.append(line)
        self._render()

    def clear(self) -> None:
        self.lines = []
        self._render()

    @property
    def newest(self) -> str | None:
        """The last line added (the one shown on top)."""
        return self.lines[-1] if self.lines else None

    def _render(self) -> None:
        shown = self.lines[-200:]
        items = "".join(f"<li>{escape(line)}</li>" for line in reversed(shown))
        self.value = (
            f"<b>{escape(t('log', self.lang))}</b>"
            f'<div style="max-height:{self._height};overflow-y:auto;font-size:90%">'
            f'<ol reversed start="{len(self.lines)}">{items}</ol></div>'
        )


class DiceTray(w.HBox):
    """A row of dice; under each a toggle to hold it. Clicking only changes `held`.

    `show(values, held)` draws the dice; `held` is the list of held positions.
    """

    def __init__(
        self, count: int, lang: str = "de", dice: Sequence[Die] | Die = D6, numerals: bool = False
    ) -> None:
        self.lang = check_lang(lang)
        self.dice = tuple(dice) if isinstance(dice, Sequence) else (dice,) * count
        if len(self.dice) != count:
            raise ValueError(f"a tray of {count} dice needs {count} dice, got {len(self.dice)}")
        self.numerals = numerals
        self.values: tuple[int | None, ...] = (None,) * count
        self.faces = [w.HTML() for _ in range(count)]
        self.toggles = [
            w.ToggleButton(description=t("hold", lang), layout=w.Layout(width="84px"))
            for _ in range(count)
        ]
        for toggle in self.toggles:
            toggle.observe(self._redraw_on_toggle, names="value")
        super().__init__(
            [
                w.VBox([f, b], layout=w.Layout(align_items="center"))
                for f, b in zip(self.faces, self.toggles, strict=True)
            ]
        )
        self.show(self.values)

    @property
    def held(self) -> list[int]:
        """Positions whose hold toggle is on."""
        return [i for i, b in enumerate(self.toggles) if b.value]

    def show(
        self, values: Sequence[int | None], held: Sequence[int] = (), can_hold: bool = True
    ) -> None:
        """Draw `values`; set the toggles of `held` positions; enable them if `can_hold`."""
        self.values = tuple(values)
        for i, toggle in enumerate(self.toggles):
            toggle.unobserve(self._redraw_on_toggle, names="value")
            toggle.value = i in held
            toggle.disabled = not can_hold or self.values[i] is None
            toggle.observe(self._redraw_on_toggle, names="value")
        self._redraw()

    def _redraw_on_toggle(self, _change: dict) -> None:
        self._redraw()

    def _redraw(self) -> None:
        for i, (face, die) in enumerate(zip(self.faces, self.dice, strict=True)):
            held = self.toggles[i].value
            self.toggles[i].description = t("held" if held else "hold", self.lang)
            face.value = die_svg(
                self.values[i],
                die.colour,
                die.pip_colour,
                held=held,
                title=die.name,
                numeral=self.numerals,
            )


class PyramidSheetView(w.HTML):
    """The pyramid-shaped score sheet: rows of boxes (top first) and their multipliers.

    `show(rows, multipliers, total)` draws it; an empty box is `None`.
    """

    def __init__(self, lang: str = "de", title: str = "") -> None:
        super().__init__(value="")
        self.lang = check_lang(lang)
        self.title = title

    def show(
        self, rows: Sequence[Sequence[int | None]], multipliers: Sequence[int], total: int
    ) -> None:
        width = max(len(r) for r in rows)
        lines = []
        for row, mult in zip(rows, multipliers, strict=True):
            pad = (width - len(row)) * 28
            cells = "".join(
                '<span style="display:inline-block;width:52px;margin:2px;padding:4px 0;'
                "border:1px solid #777;text-align:center;background:"
                f'{"#ffffff" if v is None else "#e8f0fe"}">{"&nbsp;" if v is None else v}'
                "</span>"
                for v in row
            )
            written = sum(v for v in row if v is not None)
            lines.append(
                f'<div style="white-space:nowrap"><span style="display:inline-block;'
                f'width:{pad}px"></span>{cells}<span style="margin-left:{pad + 12}px">'
                f"{escape(t('total', self.lang))} × {mult} = {written * mult}</span></div>"
            )
        head = f"<b>{escape(self.title)}</b>" if self.title else ""
        self.value = (
            f"<div>{head}{''.join(lines)}<div style='margin-top:4px'><b>"
            f"{escape(t('total', self.lang))}: {total}</b></div></div>"
        )


class ExactAnswer(w.VBox):
    """An exercise: a question, a text box and a Check button that compares exactly.

    Any equivalent fraction is accepted (10/36 for 5/18); a decimal is read as the exact
    number it writes, so a rounded decimal is not the answer. `solved` tells whether the
    right answer was given.
    """

    def __init__(self, question: str, answer, lang: str = "en") -> None:
        self.lang = check_lang(lang)
        self.answer = as_fraction(answer)
        self.solved = False
        self.entry = w.Text(placeholder=t("answer_placeholder", lang))
        self.button = w.Button(description=t("check", lang))
        self.feedback = w.HTML()
        self.button.on_click(self._check)
        self.entry.on_submit(self._check)
        self.question = question
        question_line = w.HTML(f"<b>{escape(question)}</b>")
        super().__init__([question_line, w.HBox([self.entry, self.button]), self.feedback])

    def __repr__(self) -> str:
        """A stored notebook shows the question and how to answer, not the internals."""
        return t("answer_repr", self.lang, question=self.question)

    def _check(self, _widget: object = None) -> None:
        given = self.entry.value.strip()
        try:
            value = as_fraction(given)
        except ValueError:
            self.solved = False
            self.feedback.value = escape(t("answer_unreadable", self.lang))
            return
        self.solved = value == self.answer
        if self.solved:
            text = t("answer_right", self.lang, answer=f"{to_sympy(self.answer)}")
            self.feedback.value = f'<span style="color:#1b5e20">{escape(text)}</span>'
        else:
            text = t("answer_wrong", self.lang, given=given)
            self.feedback.value = f'<span style="color:#b00020">{escape(text)}</span>'
