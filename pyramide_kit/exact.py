"""Exact finite distributions: integers and `Fraction` inside, SymPy at the surface.

Enumeration over a game's rules is done with `fractions.Fraction` because it is fast and
exact; what a lesson shows is handed out as `sympy.Rational`, which prints as a fraction
in Jupyter and can enter symbolic derivations. A `Distribution` insists that its
probabilities sum to exactly 1, so a chance step that forgets an outcome fails at once.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from pyramide_kit.checks import as_whole
from pyramide_kit.errors import RuleError, quoted

if TYPE_CHECKING:
    import sympy

__all__ = ["Distribution", "as_fraction", "to_sympy"]


def to_sympy(value: Fraction | int) -> sympy.Rational:
    """An exact number as a `sympy.Rational` (for display and symbolic work). SymPy is
    imported here, not with the module: a game's board needs no SymPy, and importing it
    takes longer than drawing the board."""
    import sympy

    value = Fraction(value)
    return sympy.Rational(value.numerator, value.denominator)


def as_fraction(value: Any) -> Fraction:
    """Read an exact number given as int (numpy's too), Fraction, SymPy Rational or text
    like '3/7'.

    Floats are refused: they are not exact, and an exercise answer must be. What is
    refused is a `RuleError` (a teacher's answer or a lesson's input may be the cause).
    """
    if isinstance(value, bool):
        raise RuleError("an exact number cannot be a truth value (true or false)", "exact_err_bool")
    if isinstance(value, (int, Fraction)):
        return Fraction(value)
    whole = as_whole(value)  # a numpy integer: the plain int it is
    if whole is not None:
        return Fraction(whole)
    loaded = sys.modules.get("sympy")  # a SymPy number exists only where SymPy is loaded
    if loaded is not None and isinstance(value, loaded.Rational):
        return Fraction(int(value.p), int(value.q))
    if isinstance(value, str):
        text = value.strip().replace(" ", "")
        try:
            return Fraction(text)
        except (ValueError, ZeroDivisionError):
            raise RuleError(
                f"{quoted(value)} is not an exact number; write a fraction like 5/18 or an integer",
                "exact_err_text",
                value=quoted(value),
            ) from None
    raise RuleError(
        f"{quoted(value)} is not an exact number; give an int, a Fraction or text like 5/18",
        "exact_err_type",
        value=quoted(value),
    )


class Distribution(Mapping[Hashable, Fraction]):
    """A finite probability distribution: outcome -> exact probability.

    Outcomes with probability 0 are dropped. Construction fails unless the
    probabilities are non-negative and sum to exactly 1.
    """

    __slots__ = ("_probs",)

    def __init__(self, probabilities: Mapping[Hashable, Fraction | int]) -> None:
        probs: dict[Hashable, Fraction] = {}
        for outcome, p in probabilities.items():
            p = Fraction(p)
            if p < 0:
                raise ValueError(f"negative probability {p} for outcome {quoted(outcome)}")
            if p:
                probs[outcome] = probs.get(outcome, Fraction(0)) + p
        total = sum(probs.values(), Fraction(0))
        if total != 1:
            raise ValueError(f"probabilities must sum to exactly 1, they sum to {total}")
        self._probs = probs

    @classmethod
    def from_counts(cls, counts: Mapping[Hashable, int]) -> Distribution:
        """Equally likely elementary cases, grouped: outcome -> number of cases."""
        total = sum(counts.values())
        if total <= 0:
            raise ValueError("counts must contain at least one case")
        return cls({o: Fraction(c, total) for o, c in counts.items()})

    @classmethod
    def uniform(cls, outcomes: Iterable[Hashable]) -> Distribution:
        """Each listed outcome equally likely (repeats count several times)."""
        counts: dict[Hashable, int] = {}
        for o in outcomes:
            counts[o] = counts.get(o, 0) + 1
        return cls.from_counts(counts)

    @classmethod
    def point(cls, outcome: Hashable) -> Distribution:
        """The certain outcome."""
        return cls({outcome: Fraction(1)})

    def __getitem__(self, outcome: Hashable) -> Fraction:
        return self._probs.get(outcome, Fraction(0))

    def __iter__(self) -> Iterator[Hashable]:
        return iter(self._probs)

    def __len__(self) -> int:
        return len(self._probs)

    def __repr__(self) -> str:
        items = ", ".join(f"{o!r}: {p}" for o, p in _natural_order(self._probs.items()))
        return f"Distribution({{{items}}})"

    def probability(self, event: Callable[[Any], bool]) -> Fraction:
        """P(event) as a Fraction; `event` is a predicate on outcomes."""
        return sum((p for o, p in self._probs.items() if event(o)), Fraction(0))

    def expectation(self, value: Callable[[Any], Fraction | int] | None = None) -> Fraction:
        """E[value(outcome)] exactly; without `value`, the mean of numeric outcomes."""
        f = value or (lambda o: o)
        return sum((p * Fraction(f(o)) for o, p in self._probs.items()), Fraction(0))

    def variance(self, value: Callable[[Any], Fraction | int] | None = None) -> Fraction:
        """Var[value(outcome)] exactly."""
        f = value or (lambda o: o)
        mean = self.expectation(f)
        return self.expectation(lambda o: (Fraction(f(o)) - mean) ** 2)

    def map(self, function: Callable[[Any], Hashable]) -> Distribution:
        """The distribution of `function(outcome)` (outcomes that map together add up)."""
        out: dict[Hashable, Fraction] = {}
        for o, p in self._probs.items():
            key = function(o)
            out[key] = out.get(key, Fraction(0)) + p
        return Distribution(out)

    def then(self, step: Callable[[Any], Distribution]) -> Distribution:
        """Chain a chance step: each outcome leads to a distribution of next outcomes."""
        out: dict[Hashable, Fraction] = {}
        for o, p in self._probs.items():
            for o2, q in step(o).items():
                out[o2] = out.get(o2, Fraction(0)) + p * q
        return Distribution(out)

    def sorted_items(self) -> list[tuple[Hashable, Fraction]]:
        """(outcome, probability) pairs in the outcomes' natural order."""
        return _natural_order(self._probs.items())

    def to_sympy(self) -> dict[Hashable, sympy.Rational]:
        """The same distribution with `sympy.Rational` probabilities, in outcome order."""
        return {o: to_sympy(p) for o, p in self.sorted_items()}

    def sympy_probability(self, event: Callable[[Any], bool]) -> sympy.Rational:
        """P(event) as a `sympy.Rational`."""
        return to_sympy(self.probability(event))

    def sympy_expectation(
        self, value: Callable[[Any], Fraction | int] | None = None
    ) -> sympy.Rational:
        """E[value] as a `sympy.Rational`."""
        return to_sympy(self.expectation(value))


def _natural_order(items: Iterable[tuple[Hashable, Fraction]]) -> list[tuple[Hashable, Fraction]]:
    """Sort (outcome, p) pairs by outcome, `None` first; by text where outcomes don't compare."""
    items = list(items)
    try:
        return sorted(items, key=lambda kv: (kv[0] is not None, kv[0]))
    except TypeError:
        return sorted(items, key=lambda kv: str(kv[0]))
