"""What the exercises of several lessons share: how a step writes a percentage or a
sum, counts over ordered throws, a face's chance on an ordinary die, and the binomial
tails from which lessons 06 and 08 find the edge of a rejection region (with the steps
that state it). A helper that one lesson alone uses stays in that lesson's module."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from itertools import product
from math import comb

from pyramide_kit.exact import as_fraction
from pyramide_kit.exercises.registry import Values, _Text
from pyramide_kit.i18n import percent_text


def _percent(value: object) -> _Text:
    """A probability rounded to a percentage with two decimals, after "≈"."""
    return _Text(lambda lang: f"≈ {percent_text(float(as_fraction(value)), 2, lang)}")


def _percent_exactly(share: Fraction) -> _Text:
    """A level such as 1/20 as a percentage without rounding: 5 % (5% in English)."""
    return _Text(lambda lang: percent_text(float(share), 0 if share * 100 % 1 == 0 else 1, lang))


def _count(outcomes: object, event: Callable[..., bool]) -> int:
    """How many of `outcomes` (tuples) the event holds for."""
    return sum(1 for outcome in outcomes if event(*outcome))


def _sums(parts: list[int]) -> str:
    """Counts written as a sum: "1 + 3 + 5"."""
    return " + ".join(map(str, parts))


def _p_face(face: int) -> Fraction:
    """The chance that an ordinary die shows `face`."""
    from pyramide_kit.dice import D6

    return D6.distribution()[face]


def _ordered_pairs() -> list[tuple[int, int]]:
    """The 36 ordered throws of two ordinary dice."""
    from pyramide_kit.dice import D6

    return list(product(D6.faces, repeat=2))


def _p_six() -> Fraction:
    return _p_face(6)


def _tails(n: int, p: Fraction) -> list[Fraction]:
    """P(X >= k) for k = 0 .. n + 1, X ~ B(n, p), summed from the top in whole numbers
    (C(n, j) a^j (b - a)^(n - j) over b^n for p = a/b), fast enough to scan many n."""
    a, b = p.numerator, p.denominator
    tails, total = [0], 0
    for j in range(n, -1, -1):
        total += comb(n, j) * a**j * (b - a) ** (n - j)
        tails.append(total)
    return [Fraction(count, b**n) for count in reversed(tails)]


def _tail_steps(n: int, p: Fraction, level: Fraction, side: str) -> Values:
    """The edge of a one-sided rejection region, found by scanning the binomial law: on
    the right the least k with P(X >= k) <= level, on the left the largest k with
    P(X <= k) <= level; each with its tail chance and the one of its neighbour just
    outside the region."""
    at_least = _tails(n, p)
    if side == "right":
        edge = next(k for k in range(n + 2) if at_least[k] <= level)
        outside, tail = edge - 1, at_least.__getitem__
    else:
        edge = next(k for k in range(n, -2, -1) if k < 0 or 1 - at_least[k + 1] <= level)
        outside = edge + 1

        def tail(k: int) -> Fraction:
            return 1 - at_least[k + 1]

    return {
        "outside": outside,
        "p_outside": _percent(tail(outside)),
        "p_edge": _percent(tail(edge)),
        "result": edge,
    }
