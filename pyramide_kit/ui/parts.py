"""Widget parts shared by every game: a message line, a move log and an exercise box
that checks exact answers (the games' tables are boards: `pyramide_kit.ui.board`).

The parts only draw and collect clicks; the rules engines decide everything. Each part
exposes its state as plain Python attributes, so tests can drive and read it.
"""

from __future__ import annotations

import hashlib
import math
import re
import secrets
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from fractions import Fraction
from functools import wraps
from html import escape
from typing import Any

import ipywidgets as w

from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.exact import as_fraction, to_sympy
from pyramide_kit.i18n import check_lang, error_text, t

__all__ = [
    "ExactAnswer",
    "MessageLine",
    "MoveLog",
    "Reading",
    "read_answer",
    "reporting_errors",
]


MESSAGE_BARS = {
    "error": "var(--jp-error-color1, #d32f2f)",
    "info": "var(--jp-success-color1, #388e3c)",
    "warning": "var(--jp-warn-color1, #f57c00)",
}
"""The bar beside a message, by kind: the theme's error, success and warning colours."""


def barred(text: str, kind: str) -> str:
    """`text` as HTML in the theme's font colour, which reads in the light and the dark
    theme alike, with its kind as a coloured bar beside it: the words themselves say
    what it is ("Not allowed: …", "Right!"), never the colour alone."""
    style = f"border-left: 4px solid {MESSAGE_BARS[kind]}; padding-left: 6px"
    return f'<span style="{style}">{escape(text)}</span>' if text else ""


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
        self.value = barred(text, kind)


def reporting_errors(message: MessageLine) -> Callable:
    """Decorate a click handler: a refusal (a `RuleError`) is shown on `message`, not
    raised.

    The kit refuses with a `RuleError` and leaves the state unchanged, so the widget
    simply keeps going after showing what was wrong. Any other error is a bug: it is
    raised, so that it is seen and fixed rather than shown as a refusal.
    """

    def decorate(handler: Callable) -> Callable:
        @wraps(handler)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            try:
                return handler(*args, **kwargs)
            except RuleError as error:
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


class ExactAnswer(w.VBox):
    """An exercise: a question and a text box whose entry is compared exactly.

    Any equivalent form of the answer counts (`read_answer`): 10/36 for 5/18, 0.5 or
    50 % for 1/2, in German also 0,5. A rounded decimal is not the answer, but the
    feedback says that it is close and that an exact fraction is wanted (without naming
    it). A wrong number far from the answer is called too large or too small, at most
    `DIRECTION_HINTS` times; a wrong number near the answer, and every wrong number after
    those hints, is only called wrong, so the answer cannot be found by halving the
    range. `solved` tells whether the right answer was given.

    The box does not keep the answer: it keeps a salted SHA-256 digest of it (and of the
    rounded decimals that count as close) and compares the digest of each entry with it.
    For the direction it keeps only the two round numbers the answer lies between (55
    lies between 50 and 60, 5/18 between 0.2 and 0.3). Looking into the object gives
    neither the answer nor its digits; it keeps honest students honest, it is no lock
    against somebody who tries every number against the digest.

    The box takes its question and its answer as given:
    `ExactAnswer("P(a six)?", Fraction(1, 6), lang="en")`. A lesson's exercise, whose
    answer must not stand in the lesson's code, is `pyramide_kit.exercises.Exercise`,
    which asks the lessons' registry for both.

    The entry is checked when its text is sent: on Enter or when the box loses the focus
    (`continuous_update=False`). The Check button is there to be clicked: the click
    takes the focus, so the text is sent and checked once, whichever way the student
    finishes. In Python, set `entry.value` to answer.
    """

    DIRECTION_HINTS = 3
    CLOSE_PLACES = 15  # decimals with up to this many places can be called close

    def __init__(self, question: str | None = None, answer: Any = None, lang: str = "en") -> None:
        self.lang = check_lang(lang)
        if answer is None:
            raise RuleError("an exercise needs its answer", "answer_err_answer")
        if question is None:
            raise RuleError("an exercise needs its question", "answer_err_question")
        exact = as_fraction(answer)
        self._salt = secrets.token_bytes(16)
        self._digest = self._seal(exact)
        self._close = frozenset(
            self._seal(value, places)
            for places in range(1, self.CLOSE_PLACES + 1)
            for value in _close_decimals(exact, places)
        )
        self._low, self._high = _round_bracket(exact)
        del exact
        self.hints_given = 0
        self.solved = False
        self.question = question
        self.entry = w.Text(placeholder=t("answer_placeholder", lang), continuous_update=False)
        self.button = w.Button(description=t("check", lang))
        self.feedback = w.HTML()
        self.entry.observe(self._check, names="value")
        question_line = w.HTML(f"<b>{escape(question)}</b>")
        super().__init__([question_line, w.HBox([self.entry, self.button]), self.feedback])

    def __repr__(self) -> str:
        """A stored notebook shows the question and how to answer, not the internals."""
        return t("answer_repr", self.lang, question=self.question)

    def _seal(self, value: Fraction, places: int | None = None) -> str:
        """The salted digest of a value (of a decimal with `places` places, for the close
        ones), from its lowest terms p/q."""
        text = f"{places}:{value.numerator}/{value.denominator}"
        return hashlib.sha256(self._salt + text.encode()).hexdigest()

    def _check(self, change: dict) -> None:
        given = change["new"].strip()
        self.solved = False
        if not given:
            self.feedback.value = ""
            return
        try:
            reading = read_answer(given, self.lang)
        except RuleError as error:
            self._say(error_text(error, self.lang), "error")
            return
        self.solved = self._seal(reading.value) == self._digest
        if self.solved:
            self._say(t("answer_right", self.lang, answer=to_sympy(reading.value)), "info")
        elif self._is_close(reading):
            self._say(t("answer_close", self.lang, given=given), "warning")
        elif self.hints_given < self.DIRECTION_HINTS and reading.value >= self._high:
            self.hints_given += 1
            self._say(t("answer_too_large", self.lang, given=given), "error")
        elif self.hints_given < self.DIRECTION_HINTS and reading.value <= self._low:
            self.hints_given += 1
            self._say(t("answer_too_small", self.lang, given=given), "error")
        else:
            self._say(t("answer_wrong", self.lang, given=given), "error")

    def _is_close(self, reading: Reading) -> bool:
        """`Reading.rounds_to`, asked of the digests: whether the entry is one of the
        rounded or cut-off decimals of the answer (with two significant digits)."""
        if not reading.places or reading.places > self.CLOSE_PLACES:
            return False
        unit = Fraction(1, 10**reading.places)
        if len(str(int(abs(reading.value) / unit))) < 2:
            return False
        return self._seal(reading.value, reading.places) in self._close

    def _say(self, text: str, kind: str) -> None:
        self.feedback.value = barred(text, kind)


def _close_decimals(exact: Fraction, places: int) -> list[Fraction]:
    """The decimals with `places` places that `Reading.rounds_to` calls close to `exact`
    (rounded either way at a tie, or cut off); they lie within one unit of it."""
    unit = Fraction(1, 10**places)
    nearest = math.floor(exact / unit)
    candidates = (Fraction(k) * unit for k in range(nearest - 1, nearest + 3))
    return [value for value in candidates if Reading(value, places).rounds_to(exact)]


def _round_bracket(exact: Fraction) -> tuple[Fraction, Fraction]:
    """The round numbers next to `exact` at its leading digit, below and above: 50 and 60
    for 55, 0.2 and 0.3 for 5/18, -0.3 and -0.2 for -1/4, 0 and 1 for 0. An entry at or
    beyond either is surely too small or too large; between them it gets no direction."""
    if exact == 0:
        return Fraction(0), Fraction(1)
    magnitude = math.floor(math.log10(abs(exact.numerator))) - math.floor(
        math.log10(exact.denominator)
    )
    unit = Fraction(10) ** magnitude
    while unit > abs(exact):  # the estimate may be one power of ten off
        unit /= 10
    while unit * 10 <= abs(exact):
        unit *= 10
    low = math.floor(exact / unit) * unit
    return low, low + unit


_NUMBER = r"(\d+)(?:[{points}](\d*))?|[{points}](\d+)"
_DECIMAL_POINTS = {"de": ",.", "en": "."}
_MINUS_SIGNS = str.maketrans({"\u2212": "-", "\u2013": "-"})
_LONGEST_ANSWER = 200
"""An answer longer than this is not read: no exercise's answer is nearly as long, and
Python refuses to read a whole number of more than 4,300 digits."""


@dataclass(frozen=True)
class Reading:
    """An answer as typed, read exactly: its value, and the decimal places it was written
    with (None for a fraction), which tell whether it may be a rounded decimal."""

    value: Fraction
    places: int | None

    def rounds_to(self, exact: Fraction) -> bool:
        """Whether this decimal is `exact` rounded or cut off to its decimal places,
        written with at least two significant digits (0.17 or 0.1666 for 1/6, not 0.2)."""
        if not self.places or self.value == exact:
            return False
        unit = Fraction(1, 10**self.places)
        significant = len(str(int(abs(self.value) / unit)))
        rounded = abs(self.value - exact) <= unit / 2
        cut_off = 0 <= abs(exact) - abs(self.value) < unit and (self.value < 0) == (exact < 0)
        return significant >= 2 and (rounded or cut_off)


def read_answer(text: str, lang: str = "en") -> Reading:
    """Read an exercise answer exactly: a whole number (12), a fraction (3/8, 1 / 6), a
    decimal (0.25; in German also 0,25) or a percentage (12.5 %, 50%), each with an
    optional sign; spaces around the parts do not matter.

    English takes only the decimal point, so that "1,5" is not silently read as 15 or
    1.5; German takes the comma and the point. Anything else raises a `RuleError` that
    lists the forms allowed.
    """
    lang = check_lang(lang)
    if len(text) > _LONGEST_ANSWER:
        raise _unreadable(text)
    number = _NUMBER.format(points=_DECIMAL_POINTS[lang])
    pattern = rf"([+-]?)\s*(?:{number})\s*(?:/\s*(?:{number})\s*)?(%?)"
    match = re.fullmatch(pattern, text.strip().translate(_MINUS_SIGNS))
    if match is None:
        raise _unreadable(text)
    sign, whole, decimals, bare, *denominator, percent = match.groups()
    value, places = _decimal(whole, decimals, bare)
    if any(part is not None for part in denominator):
        divisor, _ = _decimal(*denominator)
        if divisor == 0:
            raise _unreadable(text)
        value, places = value / divisor, None
    if percent:
        value, places = value / 100, None if places is None else places + 2
    return Reading(-value if sign == "-" else value, places)


def _decimal(whole: str | None, decimals: str | None, bare: str | None) -> tuple[Fraction, int]:
    """The exact value of a number's digits before and after the decimal point, and the
    number of digits after it."""
    after = bare if whole is None else decimals or ""
    return Fraction(int(whole or 0)) + Fraction(int(after or 0), 10 ** len(after)), len(after)


def _unreadable(text: str) -> RuleError:
    return RuleError(
        f"{quoted(text)} is not an exact number; write a whole number (12), a fraction (3/8), "
        "a decimal (0.25) or a percentage (12.5 %)",
        "answer_unreadable",
        given=text,
    )
