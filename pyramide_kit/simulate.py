"""Seeded Monte Carlo with honest error bars, always compared with the exact value.

A simulation in the kit never stands alone: a proportion comes with a Wilson interval,
a mean with a normal interval, a distribution with a chi-square test and the
total-variation distance to the exact distribution. Every run takes `n` and `seed`
and is reproducible. Counts must be whole numbers and seeds pass `check_seed`: a float,
a bool or a string is a `RuleError`, never rounded. A result prints itself in the
language it was run with (`lang="de"` or `"en"`), so a German lesson runs the same code
as its English twin.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import islice
from statistics import NormalDist
from typing import TYPE_CHECKING

import numpy as np

from pyramide_kit.checks import MOST_TRIALS, check_seed, real_number, trial_count, whole_number
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.exact import Distribution
from pyramide_kit.i18n import check_lang, decimal_text, significant_text, t

if TYPE_CHECKING:
    import sympy

__all__ = [
    "MOST_TRIALS",
    "DistributionComparison",
    "MeanResult",
    "ProportionResult",
    "chi_square_test",
    "confidence_text",
    "mean_interval",
    "rng_for",
    "running_mean",
    "simulate_distribution",
    "simulate_mean",
    "simulate_proportion",
    "total_variation",
    "wilson_interval",
    "z_value",
]


def rng_for(seed: int | None) -> np.random.Generator:
    """The kit's random generator for a seed (PCG64, numpy's default); None draws
    fresh randomness from the operating system."""
    return np.random.default_rng(check_seed(seed))


def z_value(confidence: float = 0.95) -> float:
    """The two-sided normal quantile for a confidence level (1.96 for 95 %); the level
    is a number strictly between 0 and 1."""
    confidence = real_number(confidence, "confidence", 0, 1, strict=True)
    if 0.5 + confidence / 2 >= 1:  # a level so close to 1 that it rounds to 1
        raise RuleError(
            "confidence must be a finite number strictly between 0 and 1, "
            f"not {quoted(confidence)}",
            "check_err_real_between",
            name="confidence",
            low=0,
            high=1,
            value=quoted(confidence),
        )
    return NormalDist().inv_cdf(0.5 + confidence / 2)


MOST_COUNT = 2**53
"""The largest number of trials an interval is computed for: up to it a float holds every
whole number, so the interval's arithmetic is that of the counts (runs that add up many
simulations stay far below it)."""


def wilson_interval(successes: int, n: int, confidence: float = 0.95) -> tuple[float, float]:
    """Wilson score interval for a proportion; sensible even for 0 or n successes."""
    n = whole_number(n, "n", 1, MOST_COUNT)
    successes = whole_number(successes, "successes", 0, n)
    z = z_value(confidence)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def mean_interval(values: Sequence[float], confidence: float = 0.95) -> tuple[float, float]:
    """Normal-approximation interval for a mean (mean +- z * sd / sqrt(n)), of 2 to
    `MOST_TRIALS` numbers."""
    z = z_value(confidence)
    data = _numbers(values)
    if data.size < 2:
        raise RuleError(
            f"an interval of the mean needs at least two values, not {data.size}",
            "sim_err_two_values",
            count=int(data.size),
        )
    mean = float(data.mean())
    half = z * float(data.std(ddof=1)) / math.sqrt(data.size)
    return mean - half, mean + half


class _ComparedWithExact:
    """What a proportion and a mean share: an interval, checked against the exact value."""

    exact: Fraction | sympy.Rational | None
    confidence: float
    lang: str

    @property
    def interval(self) -> tuple[float, float]:
        raise NotImplementedError

    @property
    def contains_exact(self) -> bool | None:
        """Whether the interval covers the exact value (None if there is none)."""
        if self.exact is None:
            return None
        low, high = self.interval
        return low <= float(self.exact) <= high

    def _describe(self, estimate: str, digits: int) -> str:
        low, high = self.interval
        text = t(
            "sim_interval",
            self.lang,
            estimate=estimate,
            confidence=confidence_text(self.confidence, self.lang),
            low=decimal_text(low, digits, self.lang),
            high=decimal_text(high, digits, self.lang),
        )
        if self.exact is not None:
            inside = "sim_inside" if self.contains_exact else "sim_outside"
            text += t(
                "sim_exact",
                self.lang,
                exact=self.exact,
                value=decimal_text(self.exact, digits, self.lang),
                inside=t(inside, self.lang),
            )
        return text


def confidence_text(confidence: float, lang: str) -> str:
    """A confidence level as it stands before "interval": "95%" or "99.9%" in English,
    "95-%" or "99,9-%" in German (which writes "95-%-Intervall")."""
    confidence = real_number(confidence, "confidence", 0, 1, strict=True)
    share = significant_text(100 * confidence, lang)
    return f"{share}-%" if lang == "de" else f"{share}%"


@dataclass(frozen=True)
class ProportionResult(_ComparedWithExact):
    """How often an event happened in `n` seeded trials, with its interval."""

    successes: int
    n: int
    seed: int | None
    exact: Fraction | sympy.Rational | None = None
    confidence: float = 0.95
    hits: np.ndarray = field(default=None, repr=False, compare=False)
    lang: str = field(default="en", repr=False, compare=False)

    @property
    def estimate(self) -> float:
        return self.successes / self.n

    @property
    def interval(self) -> tuple[float, float]:
        return wilson_interval(self.successes, self.n, self.confidence)

    def __str__(self) -> str:
        estimate = t(
            "sim_proportion",
            self.lang,
            k=self.successes,
            n=self.n,
            share=decimal_text(self.estimate, 5, self.lang),
        )
        return self._describe(estimate, 5)


@dataclass(frozen=True)
class MeanResult(_ComparedWithExact):
    """The mean of a quantity over `n` seeded trials, with its interval."""

    values: np.ndarray = field(repr=False, compare=False)
    seed: int | None = None
    exact: Fraction | sympy.Rational | None = None
    confidence: float = 0.95
    lang: str = field(default="en", repr=False, compare=False)

    @property
    def n(self) -> int:
        return int(self.values.size)

    @property
    def mean(self) -> float:
        return float(self.values.mean())

    @property
    def sd(self) -> float:
        return float(self.values.std(ddof=1))

    @property
    def interval(self) -> tuple[float, float]:
        return mean_interval(self.values, self.confidence)

    def __str__(self) -> str:
        return self._describe(
            t("sim_mean", self.lang, n=self.n, mean=decimal_text(self.mean, 4, self.lang)), 4
        )


def simulate_proportion(
    trial: Callable[[np.random.Generator], bool],
    n: int,
    seed: int | None,
    exact: Fraction | sympy.Rational | None = None,
    lang: str = "en",
) -> ProportionResult:
    """Run `trial(rng)` `n` times with one seeded generator and count the successes;
    the result prints in `lang`. `n` is 1 to `MOST_TRIALS` (ten million: memory and
    time, see `pyramide_kit.checks.MOST_TRIALS`)."""
    n = trial_count(n, "n", 1)
    lang = check_lang(lang)
    trial = _trial(trial)
    rng = rng_for(seed)
    with _trial_errors(trial):
        hits = np.fromiter((bool(trial(rng)) for _ in range(n)), dtype=bool, count=n)
    return ProportionResult(int(hits.sum()), n, seed, exact, hits=hits, lang=lang)


def simulate_mean(
    trial: Callable[[np.random.Generator], float],
    n: int,
    seed: int | None,
    exact: Fraction | sympy.Rational | None = None,
    lang: str = "en",
) -> MeanResult:
    """Run `trial(rng)` `n` times with one seeded generator and average the values;
    the result prints in `lang`. `n` is 2 to `MOST_TRIALS` (ten million)."""
    n = trial_count(n, "n", 2)  # an interval of the mean needs two values
    lang = check_lang(lang)
    trial = _trial(trial)
    rng = rng_for(seed)
    with _trial_errors(trial):
        values = np.fromiter((float(trial(rng)) for _ in range(n)), dtype=float, count=n)
    return MeanResult(values, seed, exact, lang=lang)


def running_mean(values: Sequence[float]) -> np.ndarray:
    """Mean of the first 1, 2, ..., n values (relative frequency for 0/1 values), of
    at most `MOST_TRIALS` numbers."""
    data = _numbers(values)
    return np.cumsum(data) / np.arange(1, data.size + 1)


def total_variation(counts: Counter | dict, exact: Distribution) -> float:
    """Total-variation distance between observed frequencies and the exact distribution."""
    counts, n = _observed(counts)
    exact = _exact(exact)
    outcomes = set(counts) | set(exact)
    return 0.5 * sum(abs(counts.get(o, 0) / n - float(exact[o])) for o in outcomes)


def chi_square_test(
    counts: Counter | dict, exact: Distribution, min_expected: float = 5.0
) -> tuple[float, int, float]:
    """Pearson chi-square test of observed counts against an exact distribution.

    Outcomes expected fewer than `min_expected` times are pooled into one cell (the
    usual rule of thumb). Returns (statistic, degrees of freedom, p-value). An observed
    outcome that the exact distribution calls impossible gives p-value 0.
    """
    counts, n = _observed(counts)
    exact = _exact(exact)
    min_expected = real_number(min_expected, "min_expected", 0)
    if any(exact[o] == 0 and c > 0 for o, c in counts.items()):
        return math.inf, max(len(exact) - 1, 1), 0.0
    cells: list[tuple[float, int]] = []
    pooled_expected, pooled_observed = 0.0, 0
    for outcome, p in exact.items():
        expected = n * float(p)
        observed = counts.get(outcome, 0)
        if expected < min_expected:
            pooled_expected += expected
            pooled_observed += observed
        else:
            cells.append((expected, observed))
    if pooled_expected > 0:
        cells.append((pooled_expected, pooled_observed))
    if len(cells) < 2:
        return 0.0, 0, 1.0
    statistic = sum((o - e) ** 2 / e for e, o in cells)
    dof = len(cells) - 1
    import sympy  # here, not with the module: a board that simulates needs no SymPy

    p_value = float(sympy.uppergamma(sympy.Rational(dof, 2), statistic / 2).evalf()) / math.gamma(
        dof / 2
    )
    return statistic, dof, min(1.0, max(0.0, p_value))


@dataclass(frozen=True)
class DistributionComparison:
    """Observed counts of a seeded simulation beside the exact distribution."""

    counts: Counter
    exact: Distribution
    seed: int | None
    lang: str = field(default="en", repr=False, compare=False)

    @property
    def n(self) -> int:
        return sum(self.counts.values())

    @property
    def total_variation(self) -> float:
        return total_variation(self.counts, self.exact)

    @property
    def chi_square(self) -> tuple[float, int, float]:
        return chi_square_test(self.counts, self.exact)

    def __str__(self) -> str:
        stat, dof, p = self.chi_square
        return t(
            "sim_distribution",
            self.lang,
            n=self.n,
            distance=decimal_text(self.total_variation, 4, self.lang),
            statistic=decimal_text(stat, 2, self.lang),
            dof=dof,
            p=decimal_text(p, 3, self.lang),
        )


def simulate_distribution(
    trial: Callable[[np.random.Generator], Hashable],
    n: int,
    seed: int | None,
    exact: Distribution,
    lang: str = "en",
) -> DistributionComparison:
    """Run `trial(rng)` `n` times and compare the observed outcomes with `exact`; the
    comparison prints in `lang`. `n` is 1 to `MOST_TRIALS` (ten million)."""
    n = trial_count(n, "n", 1)
    lang = check_lang(lang)
    trial = _trial(trial)
    exact = _exact(exact)
    rng = rng_for(seed)
    with _trial_errors(trial):
        counts = Counter(trial(rng) for _ in range(n))
    return DistributionComparison(counts, exact, seed, lang)


# --- the checks of what the functions above are given ------------------------------------


def _numbers(values: Iterable[float]) -> np.ndarray:
    """`values` as a float array: an array or an iterable of at most `MOST_TRIALS`
    numbers (at most that many plus one are read, so `itertools.count()` is refused at
    once), else a `RuleError`."""
    if isinstance(values, np.ndarray):
        fits = values.ndim == 1 and values.dtype.kind in "biuf" and values.size <= MOST_TRIALS
        data = values.astype(float, copy=False) if fits else None
    elif isinstance(values, str | bytes | Mapping):
        data = None
    else:
        try:
            data = np.fromiter(islice(values, MOST_TRIALS + 1), dtype=float)
        except (TypeError, ValueError, OverflowError):
            data = None
    if data is None or data.size > MOST_TRIALS:
        raise RuleError(
            f"values must be a list of at most {MOST_TRIALS} numbers, not {quoted(values)}",
            "check_err_items",
            name="values",
            most=MOST_TRIALS,
            value=quoted(values),
        )
    return data


def _observed(counts: object) -> tuple[dict, int]:
    """Observed counts: a mapping of outcomes to whole numbers from 0 (a `Counter`), with
    at least one observation; and their total."""
    if not isinstance(counts, Mapping):
        raise RuleError(
            f"counts must map each outcome to how often it was seen (a Counter), "
            f"not {quoted(counts)}",
            "sim_err_counts",
            value=quoted(counts),
        )
    checked = {o: whole_number(c, "a count", 0) for o, c in counts.items()}
    n = sum(checked.values())
    if n == 0:
        raise RuleError("there are no observations to compare", "sim_err_no_observations")
    return checked, n


def _exact(exact: object) -> Distribution:
    if not isinstance(exact, Distribution):
        raise RuleError(
            f"exact must be the exact Distribution, not {quoted(exact)}",
            "sim_err_exact",
            value=quoted(exact),
        )
    return exact


def _trial(trial: object) -> Callable:
    if not callable(trial) or isinstance(trial, type):
        raise RuleError(
            f"trial must be a function of the random generator, not {quoted(trial)}",
            "sim_err_trial",
            value=quoted(trial),
        )
    return trial


class _trial_errors:
    """Report an error raised inside a trial (or by what it returned) as a `RuleError`
    naming the trial, with the original error as its cause."""

    def __init__(self, trial: Callable) -> None:
        self.trial = trial

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: type | None, error: BaseException | None, _tb: object) -> bool:
        if error is None or isinstance(error, RuleError):
            return False
        if isinstance(
            error, TypeError | ValueError | AttributeError | ArithmeticError | LookupError
        ):
            raise RuleError(
                f"the trial {quoted(self.trial)} failed: {quoted(error)}",
                "sim_err_trial_failed",
                trial=quoted(self.trial),
                error=quoted(error),
            ) from error
        return False
