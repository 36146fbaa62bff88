"""Probability trees as data: branches with exact probabilities, their paths by the
product rule, and the tree turned round (first split by the second stage).

No plotting here, so a test or a lesson can check the path rules without drawing. A
branch's probability is exact: a `Fraction`, a SymPy `Rational`, a whole number, or a
SymPy expression in symbols (π, b) for a tree that is worked out in general. Floats are
refused, because 0.1 + 0.2 is not 0.3 and a tree's probabilities must sum to exactly 1 at
every node; that is checked when a branch is built, so a tree that exists is a tree that
obeys the rules.
"""

from __future__ import annotations

import numbers
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import sympy
from sympy.printing.pretty.pretty_symbology import pretty_symbol

from pyramide_kit.checks import check_text, few_items, settle
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.exact import as_fraction, to_sympy

__all__ = [
    "MOST_BRANCHES",
    "MOST_OUTCOME",
    "Branch",
    "Path",
    "check_tree",
    "exact_probability",
    "exact_text",
    "invert",
    "joint",
    "path_name",
    "path_text",
    "paths",
    "two_stages",
]

MOST_BRANCHES = 8
"""The most branches at one node: more do not fit beside each other in a drawing."""

MOST_OUTCOME = 30
"""The longest name of an outcome, in characters (it stands in a box at its node)."""


def exact_probability(value: Any, outcome: str) -> sympy.Expr:
    """`value` as an exact SymPy probability from 0 to 1, else a `RuleError` saying what
    is wrong and what is allowed. A symbolic value passes unless SymPy can tell that it is
    below 0 or above 1 (declare symbols `positive=True` to let it tell more)."""
    if isinstance(value, numbers.Real) and not isinstance(value, numbers.Rational | sympy.Basic):
        raise RuleError(
            f"the probability of {quoted(outcome)} is the float {quoted(value)}, which is "
            "not exact; give an exact fraction such as Fraction(1, 6) or "
            "sympy.Rational(1, 6), a whole number or a SymPy expression with symbols",
            "diagram_err_float",
            outcome=outcome,
            value=quoted(value),
        )
    if isinstance(value, sympy.Basic):
        if value.has(sympy.Float):
            raise RuleError(
                f"the probability of {quoted(outcome)} holds the float {quoted(value)}, "
                "which is not exact; write its numbers as sympy.Rational",
                "diagram_err_float",
                outcome=outcome,
                value=quoted(value),
            )
        if not isinstance(value, sympy.Expr) or value.is_extended_real is False:
            raise _not_exact(value, outcome)
        probability = value
    else:
        try:
            probability = to_sympy(as_fraction(value))
        except ValueError:
            raise _not_exact(value, outcome) from None
    if probability.is_negative or (probability - 1).is_positive:
        raise RuleError(
            f"the probability of {quoted(outcome)} is {exact_text(probability)}; a "
            "probability lies from 0 to 1",
            "diagram_err_range",
            outcome=outcome,
            value=exact_text(probability),
        )
    return probability


def _not_exact(value: Any, outcome: str) -> RuleError:
    return RuleError(
        f"the probability of {quoted(outcome)} is no number: {quoted(value)}; give an exact "
        "fraction such as Fraction(1, 6) or sympy.Rational(1, 6), a whole number or a "
        "SymPy expression with symbols",
        "diagram_err_not_exact",
        outcome=outcome,
        value=quoted(value),
    )


def exact_text(value: sympy.Expr) -> str:
    """An exact probability as a lesson prints it: 5/36, 1, π, b · (1 − π).

    A fraction is written p/q on one line, as the kit writes fractions everywhere; a
    symbol named after a Greek letter ("pi") is written as that letter."""
    if value.is_Rational:
        return str(value)
    letters = {s: sympy.Symbol(pretty_symbol(s.name)) for s in value.free_symbols}
    text = sympy.sstr(value.xreplace(letters))
    return text.replace("**", "^").replace("*", " · ").replace(" - ", " − ")


def _factor_text(value: sympy.Expr) -> str:
    """A factor of a product: a sum in brackets, so 9/10 · (1 − b) reads right."""
    text = exact_text(value)
    return f"({text})" if isinstance(value, sympy.Add) else text


@dataclass(frozen=True)
class Branch:
    """One branch of a probability tree: the `outcome` at its end, its `probability`
    (exact, given that the tree came this far), and the branches of the next stage that
    start where it ends (`then`; none at a leaf).

    The branches in `then` must have distinct outcomes whose probabilities sum to
    exactly 1; that is checked here, so every node of a tree that exists obeys it.
    """

    outcome: str
    probability: sympy.Expr
    then: tuple[Branch, ...] = ()

    def __post_init__(self) -> None:
        outcome = settle(
            self, "outcome", check_text(self.outcome, "a branch's outcome", MOST_OUTCOME)
        )
        settle(self, "probability", exact_probability(self.probability, outcome))
        then = few_items(self.then, "the branches", MOST_BRANCHES)
        settle(self, "then", check_tree(then, after=outcome) if then else ())


def check_tree(branches: Any, after: str | None = None) -> tuple[Branch, ...]:
    """The branches of one node as a tuple, if each is a `Branch`, their outcomes are
    distinct and their probabilities sum to exactly 1 (`after` names the node for the
    message: the outcome the branches follow, None for the first stage)."""
    where = "of the first stage" if after is None else f"after {quoted(after)}"
    suffix = "_first" if after is None else ""
    items = few_items(branches, "the branches", MOST_BRANCHES)
    if not items:
        raise RuleError("a tree diagram needs at least one branch", "diagram_err_empty")
    for item in items:
        if not isinstance(item, Branch):
            raise RuleError(
                f"a tree diagram is made of branches (Branch), not of {quoted(item)}",
                "diagram_err_branch",
                value=quoted(item),
            )
    outcomes = [item.outcome for item in items]
    for outcome in outcomes:
        if outcomes.count(outcome) > 1:
            raise RuleError(
                f"the outcome {quoted(outcome)} stands twice among the branches {where}; "
                "each outcome of a node needs a name of its own",
                f"diagram_err_twice{suffix}",
                outcome=outcome,
                after=after,
            )
    total = sympy.Add(*(item.probability for item in items))
    if not _is_one(total):
        shown = " + ".join(_factor_text(item.probability) for item in items)
        shown += f" = {exact_text(sympy.simplify(total))}"
        raise RuleError(
            f"the probabilities of the branches {where} sum to {shown}, not 1; at every "
            "node they must sum to exactly 1",
            f"diagram_err_sum{suffix}",
            after=after,
            total=shown,
        )
    return items


def _is_one(total: sympy.Expr) -> bool:
    if total.is_Rational:
        return total == 1
    return sympy.simplify(total - 1) == 0


@dataclass(frozen=True)
class Path:
    """A path from the root to a leaf: its `outcomes` in order, the `factors` (the
    branch probabilities along it) and, by the product rule, their product, the path's
    `probability`."""

    outcomes: tuple[str, ...]
    factors: tuple[sympy.Expr, ...]
    probability: sympy.Expr


def paths(branches: Sequence[Branch]) -> tuple[Path, ...]:
    """Every path of the tree, from the top leaf to the bottom one, with its probability
    by the product rule. By the sum rule they add up to 1 (a test checks it)."""
    found: list[Path] = []

    def walk(node: Sequence[Branch], outcomes: tuple[str, ...], factors: tuple) -> None:
        for branch in node:
            here = (*outcomes, branch.outcome)
            along = (*factors, branch.probability)
            if branch.then:
                walk(branch.then, here, along)
            else:
                found.append(Path(here, along, _simplest(sympy.Mul(*along))))

    walk(check_tree(branches), (), ())
    return tuple(found)


def _simplest(value: sympy.Expr) -> sympy.Expr:
    """A probability as it reads best: a number as it is; an expression in the form
    SymPy builds it (b · (1 − π), not the factored −b · (π − 1)), unless it is 0."""
    if value.is_Rational:
        return value
    return sympy.Integer(0) if sympy.simplify(value) == 0 else value


def path_text(path: Path) -> str:
    """The product rule for one path, as it stands at the path's end: "5/6 · 1/6 = 5/36"
    (only "1/6" for a path of one branch)."""
    result = exact_text(path.probability)
    if len(path.factors) == 1:
        return result
    return " · ".join(_factor_text(f) for f in path.factors) + f" = {result}"


def two_stages(branches: Sequence[Branch]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The outcomes of the first and of the second stage of a two-stage tree in which
    every first-stage branch is followed by the same outcomes (a tree of two events, as
    a two-way table or the inverted tree needs), else a `RuleError`."""
    first = check_tree(branches)
    second = tuple(b.outcome for b in first[0].then)
    shapes = [tuple(b.outcome for b in branch.then) for branch in first]
    deeper = any(grand.then for branch in first for grand in branch.then)
    if not second or deeper or any(sorted(shape) != sorted(second) for shape in shapes):
        got = "; ".join(
            f"{branch.outcome}: {', '.join(shape) or '–'}"
            for branch, shape in zip(first, shapes, strict=True)
        )
        wanted = ", ".join(second) or "–"
        raise RuleError(
            "this needs a tree diagram of two stages with the same outcomes under every "
            f"branch of the first stage ({wanted}); here: {got}",
            "diagram_err_two_stage",
            wanted=wanted,
            got=got,
        )
    return tuple(b.outcome for b in first), second


def joint(branches: Sequence[Branch]) -> dict[tuple[str, str], sympy.Expr]:
    """P(A and B) for each first-stage outcome A and second-stage outcome B of a
    two-stage tree (`two_stages`): the path probabilities, by the product rule."""
    two_stages(branches)
    return {(p.outcomes[0], p.outcomes[1]): p.probability for p in paths(branches)}


def invert(branches: Sequence[Branch]) -> tuple[Branch, ...]:
    """The inverted tree (umgekehrtes Baumdiagramm) of a two-stage tree: first split by
    the second stage's outcome B, then by the first stage's A, with the same joint
    probabilities at the leaves.

    P(B) is the sum rule over the paths that end in B, and the branch from B to A carries
    the conditional probability P(A | B) = P(A and B) / P(B): Bayes' theorem, read off a
    tree. An outcome B of probability 0 ends there (nothing is conditional on it).
    """
    first, second = two_stages(branches)
    cells = joint(branches)
    inverted = []
    for b in second:
        p_b = _simplest(sympy.Add(*(cells[(a, b)] for a in first)))
        if p_b == 0:
            inverted.append(Branch(b, p_b))
            continue
        inverted.append(
            Branch(b, p_b, tuple(Branch(a, _simplest(cells[(a, b)] / p_b)) for a in first))
        )
    return tuple(inverted)


def path_name(outcomes: Iterable[str], then: str) -> str:
    """A path's outcomes as one text, joined by `then` (", then " / ", dann ")."""
    return then.join(outcomes)
