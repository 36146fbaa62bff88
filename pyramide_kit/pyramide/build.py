"""Building a pyramid from six dice: the legal shapes, their scores and the best build.

A die resting on two neighbours X <= Y must show exactly Y - X + 1. Three shapes count:

    large (6 dice)      half (5 dice)      small (3 dice)
         T
       M1  M2             M1  M2               T
     B1  B2  B3         B1  B2  B3           B1  B2

M1 rests on B1 and B2, M2 on B2 and B3, T on M1 and M2 (small: T on B1 and B2).
Round score = value x multiplier - pips of the dice not built in. The value is the sum
of the pips in the pyramid, except for a large or half pyramid whose three base dice are
equal (the dice above must then all be ones): 10 x base pip, 100 for ones. A small
pyramid never gets that special value. Without any pyramid the round scores minus all
pips.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import pairwise, permutations

from pyramide_kit.dice import validate_dice
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.pyramide.rules import KINDS, Rules

__all__ = ["Build", "assess_build", "best_build", "make_build", "resting_value"]

# Rows from the base up: how many dice each row of each shape holds.
ROW_SIZES = {"large": (3, 2, 1), "half": (3, 2), "small": (2, 1)}


def resting_value(x: int, y: int) -> int:
    """The pips a die must show to rest on dice showing x and y: |x - y| + 1."""
    return abs(x - y) + 1


@dataclass(frozen=True)
class Build:
    """One way to lay out the dice of a throw, and what it scores.

    `rows` run from the base up (base first); `kind` is None when nothing was built.
    """

    kind: str | None
    rows: tuple[tuple[int, ...], ...]
    unused: tuple[int, ...]
    value: int
    multiplier: int
    special: bool

    @property
    def score(self) -> int:
        """The round score: value x multiplier - the pips of the unused dice."""
        return self.value * self.multiplier - sum(self.unused)

    @property
    def used(self) -> tuple[int, ...]:
        """The dice built into the pyramid, base first."""
        return tuple(d for row in self.rows for d in row)

    def describe(self) -> str:
        """The pyramid written top row first, e.g. '2 / 3 2 / 4 6 5'."""
        return " / ".join(" ".join(str(d) for d in row) for row in reversed(self.rows)) or "-"


def _check_shape(kind: str, rows: Sequence[Sequence[int]]) -> tuple[tuple[int, ...], ...]:
    sizes = ROW_SIZES[kind]
    rows = tuple(tuple(r) for r in rows)
    if tuple(len(r) for r in rows) != sizes:
        shape = "-".join(str(s) for s in sizes)
        raise RuleError(
            f"a {kind} pyramid has rows of {shape} dice from the base up, got "
            f"{'-'.join(str(len(r)) for r in rows) or 'no rows'}",
            "pyr_err_shape",
            kind=kind,
            shape=shape,
        )
    for lower, upper in pairwise(rows):
        for i, die in enumerate(upper):
            need = resting_value(lower[i], lower[i + 1])
            if die != need:
                raise RuleError(
                    f"a die on {lower[i]} and {lower[i + 1]} must show "
                    f"{max(lower[i], lower[i + 1])} - {min(lower[i], lower[i + 1])} + 1 = "
                    f"{need}, not {die}",
                    "pyr_err_rest",
                    x=lower[i],
                    y=lower[i + 1],
                    need=need,
                    got=die,
                )
    return rows


def make_build(
    dice: Sequence[int],
    kind: str | None,
    rows: Sequence[Sequence[int]] = (),
    rules: Rules = Rules(),
) -> Build:
    """Score the pyramid `rows` (base first) built from the throw `dice`.

    Raises `RuleError` if the shape is wrong, a die does not rest legally, or the rows
    use dice that the throw does not have.
    """
    dice = validate_dice(dice, rules.dice)
    if kind is None:
        return Build(None, (), tuple(sorted(dice)), 0, 0, False)
    if kind not in KINDS:
        raise RuleError(
            f"unknown pyramid kind {quoted(kind)}; choose large, half, small or None",
            "pyr_err_kind",
            kind=kind,
        )
    rows = _check_shape(kind, rows)
    used = Counter(d for row in rows for d in row)
    missing = used - Counter(dice)
    if missing:
        extra = ", ".join(str(d) for d in sorted(missing.elements()))
        raise RuleError(
            f"the pyramid uses dice the throw does not have: {extra} "
            f"(the throw is {' '.join(str(d) for d in dice)})",
            "pyr_err_missing",
            extra=extra,
            throw=" ".join(str(d) for d in dice),
        )
    unused = tuple(sorted((Counter(dice) - used).elements()))
    base = rows[0]
    special = kind in ("large", "half") and len(set(base)) == 1
    value = rules.special_value(base[0]) if special else sum(used.elements())
    return Build(kind, rows, unused, value, rules.multiplier(kind), special)


def _candidate_rows(dice: tuple[int, ...]):
    """Every legal (kind, rows) that the dice allow, each shape found by its base."""
    seen = set()
    for base in set(permutations(dice, 3)):
        left = Counter(dice) - Counter(base)
        middle = (resting_value(base[0], base[1]), resting_value(base[1], base[2]))
        if Counter(middle) <= left:
            yield "half", (base, middle)
            top = (resting_value(*middle),)
            if Counter(top) <= left - Counter(middle):
                yield "large", (base, middle, top)
    for pair in set(permutations(dice, 2)):
        key = tuple(sorted(pair))
        if key in seen:
            continue
        seen.add(key)
        top = (resting_value(*pair),)
        if Counter(top) <= Counter(dice) - Counter(pair):
            yield "small", (pair, top)


def _order_key(build: Build) -> tuple:
    """Best first: highest score, then the larger pyramid, then the higher rows."""
    return (build.score, -KINDS.index(build.kind) if build.kind else -9, build.rows)


@cache
def _best_for_multiset(dice: tuple[int, ...], rules: Rules) -> Build:
    builds = [make_build(dice, kind, rows, rules) for kind, rows in _candidate_rows(dice)]
    builds.append(make_build(dice, None, (), rules))
    return max(builds, key=_order_key)


def best_build(dice: Sequence[int], rules: Rules = Rules()) -> Build:
    """The build with the highest round score for this throw (ties: the larger pyramid)."""
    dice = validate_dice(dice, rules.dice)
    return _best_for_multiset(tuple(sorted(dice)), rules)


@dataclass(frozen=True)
class Assessment:
    """A hand-made build beside the best one."""

    build: Build
    best: Build

    @property
    def is_best(self) -> bool:
        """True if the hand-made build scores as much as the best build."""
        return self.build.score == self.best.score

    @property
    def points_missed(self) -> int:
        return self.best.score - self.build.score


def assess_build(
    dice: Sequence[int],
    kind: str | None,
    rows: Sequence[Sequence[int]] = (),
    rules: Rules = Rules(),
) -> Assessment:
    """Check a build made by hand (raises `RuleError` if illegal) and compare it with the best."""
    return Assessment(make_build(dice, kind, rows, rules), best_build(dice, rules))
