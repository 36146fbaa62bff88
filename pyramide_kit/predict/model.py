"""Predictions and their scores, without widgets: a forecast read from what a student
types, the Brier score of a forecast against a simulation, its exact expectation, and
the notebook's book of predictions that the calibration cell reads.

A prediction is made before the simulation, for a yes/no event whose exact probability
P the kit knows. A point forecast p is scored by the Brier score over the N trials,
mean((p - outcome)^2). With k hits (f = k/N) that mean is (p - f)^2 + f(1 - f): the
first term is the student's miss, the second the noise of the trials, which no forecast
can remove. Its expectation over the trials is (p - P)^2 + P(1 - P), smallest at p = P,
so the score rewards the honest forecast.

A range forecast ("between a and b") has no Brier score: it is a hit when the exact P
lies in it. The exact value, not the simulated frequency, decides, so that a hit does
not depend on the luck of the run (the frequency is shown beside it all the same).

The book lives in the kernel: nothing is sent anywhere, and a new kernel starts empty.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.i18n import check_lang
from pyramide_kit.ui.parts import read_answer

__all__ = [
    "BOOK",
    "Forecast",
    "Outcome",
    "PredictionBook",
    "brier_expected",
    "brier_from_counts",
    "brier_over_trials",
    "read_forecast",
]

_RANGE = {"de": r"\s*(?:bis|\.\.|…)\s*", "en": r"\s*(?:to|\.\.|…)\s*"}


@dataclass(frozen=True)
class Forecast:
    """A forecast: `low == high` for a point forecast p, else the range [low, high]."""

    low: Fraction
    high: Fraction

    @property
    def is_point(self) -> bool:
        return self.low == self.high

    def covers(self, value: Fraction) -> bool:
        """Whether `value` lies in the range (for a point: equals it)."""
        return self.low <= value <= self.high


def _probability(text: str, lang: str) -> Fraction:
    value = read_answer(text, lang).value
    if not 0 <= value <= 1:
        raise RuleError(
            f"{quoted(text)} is no probability; a probability lies between 0 and 1 (0 % and 100 %)",
            "predict_err_range",
            given=text,
        )
    return value


def read_forecast(text: str, lang: str = "en") -> Forecast:
    """Read a forecast as typed: one probability ("0,3", "30 %", "1/3"; in German the
    decimal comma too, as `read_answer` reads it) or a range of two ("0,2 bis 0,4",
    "0.2 to 0.4", "20 % .. 40 %"). A number outside 0..1, an unreadable text or a range
    whose ends are reversed raises a `RuleError` saying what is allowed."""
    lang = check_lang(lang)
    if not isinstance(text, str):
        raise RuleError(
            f"{quoted(text)} is no text; type a probability such as 0.3, 30 % or 1/3",
            "predict_err_text",
            given=quoted(text),
        )
    parts = re.split(_RANGE[lang], text.strip(), maxsplit=1)
    values = [_probability(part, lang) for part in parts]
    low, high = values[0], values[-1]
    if low > high:
        raise RuleError(
            f"{quoted(text)}: a range is written from the smaller to the larger number",
            "predict_err_order",
            given=text,
        )
    return Forecast(low, high)


def brier_over_trials(p: Fraction, outcomes: list[int] | tuple[int, ...]) -> Fraction:
    """The Brier score as defined: the mean of (p - outcome)^2 over the trials (1 a
    hit, 0 a miss)."""
    if not outcomes:
        raise RuleError("a Brier score needs at least one trial", "predict_err_trials")
    return sum(((p - o) ** 2 for o in outcomes), Fraction(0)) / len(outcomes)


def brier_from_counts(p: Fraction, hits: int, trials: int) -> Fraction:
    """The same score from the counts alone: (p - f)^2 + f(1 - f) with f = hits/trials."""
    if trials < 1 or not 0 <= hits <= trials:
        raise RuleError(
            f"{hits} hits in {trials} trials is impossible; hits lie between 0 and trials",
            "predict_err_counts",
            hits=hits,
            trials=trials,
        )
    f = Fraction(hits, trials)
    return (p - f) ** 2 + f * (1 - f)


def brier_expected(p: Fraction, exact: Fraction) -> Fraction:
    """The score's exact expectation for an event of probability `exact`:
    (p - P)^2 + P(1 - P), the same for every number of trials."""
    return (p - exact) ** 2 + exact * (1 - exact)


@dataclass(frozen=True)
class Outcome:
    """One prediction and what followed: the event, its exact probability, the forecast
    and the simulation's hits and trials (None before the simulation)."""

    key: str
    exact: Fraction
    forecast: Forecast
    hits: int | None = None
    trials: int | None = None

    @property
    def frequency(self) -> Fraction | None:
        return None if self.trials is None else Fraction(self.hits, self.trials)

    @property
    def brier(self) -> Fraction | None:
        """The Brier score over the trials (a point forecast after its simulation)."""
        if not self.forecast.is_point or self.trials is None:
            return None
        return brier_from_counts(self.forecast.low, self.hits, self.trials)

    @property
    def hit(self) -> bool:
        """Whether the exact value lies in the forecast (what a range is scored by)."""
        return self.forecast.covers(self.exact)


class PredictionBook:
    """The predictions of one notebook, by event; a new prediction for the same event
    replaces the old one (a student may change their mind before the simulation)."""

    def __init__(self) -> None:
        self._outcomes: dict[str, Outcome] = {}

    def __len__(self) -> int:
        return len(self._outcomes)

    def predict(self, key: str, exact: Fraction, forecast: Forecast) -> Outcome:
        outcome = Outcome(key, exact, forecast)
        self._outcomes[key] = outcome
        return outcome

    def observe(self, key: str, hits: int, trials: int) -> Outcome:
        """Record the simulation of `key`; it needs a prediction first."""
        if key not in self._outcomes:
            raise RuleError("first make a prediction, then run the simulation", "predict_err_first")
        before = self._outcomes[key]
        brier_from_counts(before.forecast.low, hits, trials)  # checks the counts
        outcome = Outcome(before.key, before.exact, before.forecast, hits, trials)
        self._outcomes[key] = outcome
        return outcome

    def outcomes(self) -> tuple[Outcome, ...]:
        """Every prediction, in the order they were first made."""
        return tuple(self._outcomes.values())

    def points(self) -> tuple[tuple[Fraction, Fraction, Fraction], ...]:
        """The calibration plot's points: (forecast p, observed frequency, exact P) for
        each point forecast whose simulation has run."""
        return tuple(
            (o.forecast.low, o.frequency, o.exact)
            for o in self.outcomes()
            if o.forecast.is_point and o.trials is not None
        )

    def mean_brier(self) -> Fraction | None:
        """The mean Brier score over the scored predictions (None if there is none)."""
        scores = [o.brier for o in self.outcomes() if o.brier is not None]
        return sum(scores, Fraction(0)) / len(scores) if scores else None

    def clear(self) -> None:
        self._outcomes.clear()


BOOK = PredictionBook()
"""The notebook's book: every `Predict` widget writes here unless given another."""
