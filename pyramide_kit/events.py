"""What each game offers the explorer: events and quantities with an exact value.

An `Event` joins two things the kit keeps apart everywhere else: the exact value from
the game's `odds` module (a SymPy number, or an exact `Distribution`) and a seeded
sampler that plays the game (the vectorised simulator where the game has one, else a
loop over the rules engine). The explorer, the lesson and the tests all read the same
events, so the value a student sees is the value the tests check against a large
simulation.

Each game lists its events in its own `events.py` (`EVENTS`), and its spec says where
(`GameSpec.events_at`); `pyramide_kit.games.events(game)` and `event(game, key)` read
them, importing a game's list only when it is first asked for, so `import pyramide_kit`
stays light. `Event` sits below the games, so that a game defines its events without
importing the explorer that shows them, and nothing is registered by an import.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property
from typing import Any

import numpy as np
import sympy

from pyramide_kit.checks import check_rng, trial_count
from pyramide_kit.errors import quoted
from pyramide_kit.exact import Distribution, to_sympy
from pyramide_kit.i18n import t

__all__ = ["KINDS", "Event", "engine_sampler"]

KINDS = ("probability", "mean", "distribution")

Sampler = Callable[[int, np.random.Generator], np.ndarray]


@dataclass(frozen=True)
class Event:
    """One event or quantity of a game, with its exact value and a seeded sampler.

    - `kind` "probability": `exact` is P(event); `sample` gives 0/1 per trial.
    - `kind` "mean": `exact` is E[quantity]; `variance` its exact variance (for the
      95 % band); `sample` gives the quantity per trial; `limits` are the least and the
      greatest value one trial can take (None: unbounded), where the band is cut.
    - `kind` "distribution": `exact` is the whole exact `Distribution`; `sample` gives
      per trial the index of the outcome in `outcomes` (outcomes may be tuples or
      None, which numpy arrays hold badly). The running plot follows the share of the
      most likely outcome (`mode`).

    `exact_value` and `exact_variance` are functions, called once when first needed:
    some exact values take a second or two of enumeration.
    """

    game: str
    key: str
    kind: str
    exact_value: Callable[[], Any] = field(repr=False)
    sampler: Sampler = field(repr=False)
    exact_variance: Callable[[], sympy.Expr] | None = field(default=None, repr=False)
    outcome_label: Callable[[Hashable], str] = field(default=str, repr=False)
    limits: tuple[float | None, float | None] = (None, None)

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown kind {quoted(self.kind)}; choose one of {', '.join(KINDS)}")
        if self.kind == "mean" and self.exact_variance is None:
            raise ValueError(f"the mean {quoted(self.key)} needs its exact variance for the band")

    @property
    def title_key(self) -> str:
        """Catalogue key of the event's title (German and English)."""
        return f"{self.game}_event_{self.key}"

    def title(self, lang: str = "en") -> str:
        return t(self.title_key, lang)

    @cached_property
    def exact(self) -> sympy.Rational | Distribution:
        """The exact value: a SymPy Rational, or a `Distribution` for distributions."""
        value = self.exact_value()
        if self.kind == "distribution":
            if not isinstance(value, Distribution):
                raise TypeError(f"{self.key}: a distribution event needs a Distribution")
            return value
        return _rational(value, f"{self.key}: the exact value")

    @cached_property
    def outcomes(self) -> tuple[Hashable, ...]:
        """Outcomes of a distribution event in their natural order (codes index these)."""
        if self.kind != "distribution":
            return ()
        return tuple(o for o, _ in self.exact.sorted_items())

    @cached_property
    def mode(self) -> int:
        """Index of the most likely outcome of a distribution event."""
        probs = [self.exact[o] for o in self.outcomes]
        return probs.index(max(probs))

    @cached_property
    def line(self) -> sympy.Rational:
        """The exact value the running curve closes in on."""
        if self.kind == "distribution":
            return to_sympy(self.exact[self.outcomes[self.mode]])
        return self.exact

    @cached_property
    def variance(self) -> sympy.Rational:
        """Exact variance of one trial's plotted value (0/1 indicator or quantity)."""
        if self.kind == "mean":
            return _rational(self.exact_variance(), f"{self.key}: the exact variance")
        p = self.line
        return p * (1 - p)

    @property
    def band_limits(self) -> tuple[float | None, float | None]:
        """Where the running plot's band is cut: a share lies in [0, 1], a mean within the
        `limits` of one trial."""
        return self.limits if self.kind == "mean" else (0, 1)

    @cached_property
    def sd(self) -> sympy.Expr:
        """Exact standard deviation of one trial's plotted value."""
        return sympy.sqrt(self.variance)

    def sample(self, n: int, rng: np.random.Generator) -> np.ndarray:
        """`n` seeded trials: 0/1, quantities, or outcome indices (see the class text)."""
        n, rng = trial_count(n), check_rng(rng)
        if n == 0:
            return np.empty(0)
        values = np.asarray(self.sampler(n, rng))
        if values.shape != (n,):
            raise ValueError(f"{self.key}: the sampler gave shape {values.shape}, not ({n},)")
        return values

    def plotted(self, values: np.ndarray) -> np.ndarray:
        """The numbers whose running mean is plotted: for a distribution, 1 where the
        trial gave the most likely outcome."""
        if self.kind == "distribution":
            return (values == self.mode).astype(float)
        return values.astype(float)

    def counts(self, values: np.ndarray) -> dict[Hashable, int]:
        """Observed outcome counts of a distribution event (outcome -> count)."""
        tally = np.bincount(values.astype(np.int64), minlength=len(self.outcomes))
        return {o: int(c) for o, c in zip(self.outcomes, tally, strict=True) if c}

    def code(self, outcome: Hashable) -> int:
        """Index of `outcome` in `outcomes`; an outcome the exact law calls impossible
        is an error, since the simulation and the exact value disagree about the game."""
        try:
            return self._codes[outcome]
        except KeyError:
            raise ValueError(
                f"{self.key}: the simulation produced {quoted(outcome)}, which the exact "
                "distribution calls impossible"
            ) from None

    def codes_of(self, values: np.ndarray) -> np.ndarray:
        """Indices in `outcomes` of numeric outcomes given as an array (the outcomes of
        such a distribution are sorted numbers); an impossible outcome is an error."""
        known = np.asarray(self.outcomes)
        index = np.searchsorted(known, values)
        inside = np.minimum(index, known.size - 1)
        wrong = (index >= known.size) | (known[inside] != values)
        if wrong.any():
            self.code(np.asarray(values)[wrong][0].item())
        return index

    @cached_property
    def _codes(self) -> dict[Hashable, int]:
        return {o: i for i, o in enumerate(self.outcomes)}


def _rational(value: Any, what: str) -> sympy.Rational:
    """`value` as a SymPy Rational; a float is refused, not guessed into a fraction."""
    value = to_sympy(value) if isinstance(value, Fraction) else sympy.sympify(value)
    if not isinstance(value, sympy.Rational):
        raise TypeError(f"{what} {value} is not an exact rational number")
    return value


def engine_sampler(trial: Callable[[Any], Any], dtype: Any = float) -> Sampler:
    """A sampler that plays `trial(rng)` through the rules engine `n` times."""

    def sample(n: int, rng: np.random.Generator) -> np.ndarray:
        return np.fromiter((trial(rng) for _ in range(n)), dtype=dtype, count=n)

    return sample
