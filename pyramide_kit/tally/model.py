"""The class tally as a rule: groups report what their real dice showed, the kit pools it.

A `Tally` is immutable, like a game state: `add` and `remove` return a new tally and
raise a `RuleError` (German and English texts in `messages.tally`) for anything the
experiment does not allow, so a mistyped entry never changes what the class has pooled.
What a group may report:
- one whole number per attempt (`results`), or how many attempts gave each outcome
  (`counts`); both end up as counts, since the pooled frequency does not depend on the
  order within a group;
- outcomes the experiment allows (`Experiment.low` .. `high`), counts from 0 to
  `MOST_ATTEMPTS`, at least one attempt in all;
- a name of 1 to 40 characters that no group has yet (compared without case and the
  spaces around it). A second entry under a known name is refused unless `replace=True`
  is given: then it replaces that group where it stands (the widget asks first). So a
  group's numbers are never counted twice by an Add clicked twice.

`parse_entry` reads what a student types: "3 5 2 3" (one number per attempt) or
"3:2 5:1" (outcome:count), separated by spaces, commas or semicolons.
"""

from __future__ import annotations

import math
import numbers
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from pyramide_kit.binomial import central_counts
from pyramide_kit.checks import check_flag, check_text, whole_number
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.simulate import z_value
from pyramide_kit.tally.experiments import Experiment, experiment

__all__ = ["EXACT_BAND_MOST", "LONGEST_NAME", "MOST_ATTEMPTS", "Group", "Tally", "parse_entry"]

EXACT_BAND_MOST = 10**9
"""Up to this many attempts a frequency's band is exact (far more than a class throws)."""

LONGEST_NAME = 40
MOST_ATTEMPTS = 100_000
"""The most attempts one outcome of one group may count: a class throws dice for an
hour, not for days, so more is a typing mistake."""

_LONGEST_TOKEN = 24
"""A typed token longer than this is no count a class could mean (and a 5,000-digit one
must not reach `int`, which refuses it with a plain ValueError)."""

_PAIR = re.compile(r"(-?\d+):(-?\d+)")
_NUMBER = re.compile(r"-?\d+")


def parse_entry(text: Any) -> dict[int, int]:
    """Outcome -> count from typed text: numbers ("3 5 3", one per attempt) and pairs
    ("3:2", outcome:count) may be mixed and add up. Anything else (a decimal such as
    2.5, a word, nothing at all) is a `RuleError` naming it; the outcomes and counts
    themselves are checked by `Tally.add`."""
    if not isinstance(text, str):
        raise RuleError(f"the results are text, not {quoted(text)}", "tally_err_empty")
    tokens = [tok for tok in re.split(r"[\s,;]+", re.sub(r"\s*:\s*", ":", text)) if tok]
    if not tokens:
        raise _empty()
    counts: dict[int, int] = {}
    for token in tokens:
        if len(token) > _LONGEST_TOKEN:
            raise _unreadable(token)
        if pair := _PAIR.fullmatch(token):
            outcome, count = int(pair[1]), int(pair[2])
        elif _NUMBER.fullmatch(token):
            outcome, count = int(token), 1
        else:
            raise _unreadable(token)
        counts[outcome] = counts.get(outcome, 0) + count
    return counts


def _unreadable(token: str) -> RuleError:
    shown = token if len(token) <= _LONGEST_TOKEN else f"{token[:_LONGEST_TOKEN]}..."
    return RuleError(
        f"cannot read {quoted(token)}: type whole numbers, one per attempt (3 5 2), "
        "or outcome:count (3:4)",
        "tally_err_token",
        token=shown,
    )


def _empty() -> RuleError:
    return RuleError(
        "no results: type one whole number per attempt (3 5 2) or outcome:count (3:4)",
        "tally_err_empty",
    )


@dataclass(frozen=True)
class Group:
    """One group's report: its name and (outcome, attempts) pairs, sorted, none zero."""

    name: str
    counts: tuple[tuple[int, int], ...]

    @property
    def n(self) -> int:
        """The group's attempts."""
        return sum(c for _, c in self.counts)

    @property
    def total(self) -> int:
        """The sum of the outcomes over its attempts (hits for a 0/1 experiment)."""
        return sum(o * c for o, c in self.counts)

    def count(self, outcome: int) -> int:
        return dict(self.counts).get(outcome, 0)


def _key(name: str) -> str:
    return name.casefold()


@dataclass(frozen=True)
class Tally:
    """The groups of one experiment, in the order they were added; see the module text."""

    experiment: Experiment
    groups: tuple[Group, ...] = ()

    @classmethod
    def new(cls, experiment_key: str) -> Tally:
        """An empty tally of the catalogue's experiment `experiment_key`."""
        return cls(experiment(experiment_key))

    # ------------------------------------------------------------------ moves
    def add(
        self,
        name: Any,
        results: Sequence[int] | None = None,
        counts: Mapping[int, int] | None = None,
        replace: bool = False,
    ) -> Tally:
        """A new tally with the group `name` reporting `results` (one outcome per
        attempt) or `counts` (outcome -> attempts); exactly one of them is given."""
        name = check_text(name, "tally_group", LONGEST_NAME)
        replace = check_flag(replace, "replace")
        group = Group(name, self._checked_counts(results, counts))
        known = [i for i, g in enumerate(self.groups) if _key(g.name) == _key(name)]
        if not known:
            return Tally(self.experiment, (*self.groups, group))
        if not replace:
            raise RuleError(
                f"there is already a group {quoted(self.groups[known[0]].name)}; "
                "give it another name or replace its results",
                "tally_err_duplicate",
                name=self.groups[known[0]].name,
            )
        i = known[0]
        return Tally(self.experiment, (*self.groups[:i], group, *self.groups[i + 1 :]))

    def remove(self, name: Any) -> Tally:
        """A new tally without the group `name` (a report typed by mistake)."""
        if isinstance(name, str):
            kept = tuple(g for g in self.groups if _key(g.name) != _key(name.strip()))
            if len(kept) < len(self.groups):
                return Tally(self.experiment, kept)
        raise self._unknown(name)

    def _unknown(self, name: Any) -> RuleError:
        return RuleError(
            f"there is no group {quoted(name)}; the groups are {', '.join(self.names) or 'none'}",
            "tally_err_unknown_group",
            name=quoted(name),
            known=", ".join(self.names) or "–",
        )

    def _checked_counts(
        self, results: Sequence[int] | None, counts: Mapping[int, int] | None
    ) -> tuple[tuple[int, int], ...]:
        if (results is None) == (counts is None):
            raise RuleError(
                "give the results either one per attempt or as counts per outcome, not both",
                "tally_err_entry",
            )
        ex = self.experiment
        tally: dict[int, int] = {}
        if results is not None:
            if isinstance(results, str | bytes | Mapping) or not isinstance(results, Sequence):
                raise RuleError(
                    f"results are a list of whole numbers, not {quoted(results)}",
                    "tally_err_results",
                )
            for value in results:
                outcome = whole_number(value, "tally_outcome", ex.low, ex.high)
                tally[outcome] = tally.get(outcome, 0) + 1
        else:
            if not isinstance(counts, Mapping):
                raise RuleError(
                    f"counts map outcomes to attempts, not {quoted(counts)}", "tally_err_results"
                )
            for value, count in counts.items():
                outcome = whole_number(value, "tally_outcome", ex.low, ex.high)
                tally[outcome] = whole_number(count, "tally_count", 0, MOST_ATTEMPTS)
        if sum(tally.values()) == 0:
            raise _empty()
        return tuple(sorted((o, c) for o, c in tally.items() if c))

    # ------------------------------------------------------------------ reading
    @property
    def names(self) -> tuple[str, ...]:
        return tuple(g.name for g in self.groups)

    def group(self, name: str) -> Group:
        """The group `name` (compared without case and the spaces around it)."""
        if isinstance(name, str):
            for g in self.groups:
                if _key(g.name) == _key(name.strip()):
                    return g
        raise self._unknown(name)

    @property
    def n(self) -> int:
        """All attempts of the class."""
        return sum(g.n for g in self.groups)

    @property
    def pooled_counts(self) -> dict[int, int]:
        """Outcome -> attempts over all groups (outcomes nobody reported left out)."""
        pooled: dict[int, int] = {}
        for g in self.groups:
            for o, c in g.counts:
                pooled[o] = pooled.get(o, 0) + c
        return dict(sorted(pooled.items()))

    @property
    def pooled(self) -> Fraction | dict[int, Fraction] | None:
        """The class's relative frequency (a 0/1 experiment), mean (a waiting time) or
        relative frequency per outcome (a distribution); None before the first group."""
        return _pooled(self.experiment, self.pooled_counts)

    @property
    def running(self) -> list[tuple[int, Fraction]]:
        """(attempts so far, pooled frequency or mean) after each group, in their order;
        empty for a distribution (shown as bars)."""
        if self.experiment.kind == "distribution":
            return []
        points, n, total = [], 0, 0
        for g in self.groups:
            n, total = n + g.n, total + g.total
            points.append((n, Fraction(total, n)))
        return points

    def band(self) -> tuple[float, float] | None:
        """Where 95 % of pooled values of the class's attempts fall around the exact
        value (see `band_at`); None before any group or for a distribution."""
        if self.n == 0 or self.experiment.kind == "distribution":
            return None
        return self.band_at(self.n)

    def band_at(self, n: float) -> tuple[float, float]:
        """Where 95 % of pooled values of `n` attempts fall. For a frequency it is exact,
        the central range of B(n, p) divided by n (`binomial.central_counts`, n rounded to
        whole attempts; at least 95 %), as the plots draw it; beyond `EXACT_BAND_MOST`
        attempts, and for a mean, it is the normal approximation exact +- z sd / sqrt(n),
        a frequency kept in [0, 1]."""
        ev = self.experiment.event
        attempts = _attempts(n)
        if self.experiment.kind == "probability" and attempts <= EXACT_BAND_MOST:
            whole = max(1, round(attempts))
            low, high = central_counts(whole, float(ev.line), 0.95)
            return low / whole, high / whole
        half = z_value(0.95) * float(ev.sd) / math.sqrt(attempts)
        low, high = float(ev.line) - half, float(ev.line) + half
        if self.experiment.kind == "probability":
            low, high = max(low, 0.0), min(high, 1.0)
        return low, high


def _attempts(n: Any) -> float:
    """`n` as a float if it is a number of attempts (a real number above 0), else a
    `RuleError`: a band is drawn along a curve, so `n` need not be whole."""
    value = None
    if isinstance(n, numbers.Real) and not isinstance(n, bool) and type(n).__name__ != "bool_":
        try:
            value = float(n)
        except (OverflowError, ValueError):
            value = None
    if value is None or not math.isfinite(value) or value <= 0:
        raise RuleError(
            f"a band needs a number of attempts above 0, not {quoted(n)}",
            "tally_err_attempts",
            value=quoted(n),
        )
    return value


def _pooled(ex: Experiment, counts: dict[int, int]) -> Fraction | dict[int, Fraction] | None:
    n = sum(counts.values())
    if n == 0:
        return None
    if ex.kind == "distribution":
        return {o: Fraction(c, n) for o, c in counts.items()}
    return Fraction(sum(o * c for o, c in counts.items()), n)
