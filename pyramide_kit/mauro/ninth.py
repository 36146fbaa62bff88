"""The rule text's "Die Wahrscheinlichkeit dafür beträgt 1/9", made precise.

The rule text names no event. With Miwin's dice these chances are exactly 1/9:

* a die picked at random (III, IV or V, each 1/3) shows a given number k, for every
  k = 1..9, because each number stands on exactly two of the eighteen faces;
* two different dice picked at random, in random order: the second shows the number
  right after the first on the ring (k then k + 1, and 9 then 1);
* two fair nine-sided dice (numbers 1..9 equally likely) show "k then k + 1", or show
  the same number: the model that the sentence fits best.

And these are NOT 1/9: two fixed dice show neighbours with 2/9 (either order counts);
two fixed dice show "k then k + 1" with 1/12 or 5/36 depending on the order (they
average 1/9); two fixed dice show the same number with 1/12; a throw is a straight with
1/12. Each fact is computed twice: by enumerating equally likely cases and by a
separate formula (mostly `sympy.stats`), and the tests compare the two.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from itertools import permutations, product

import sympy
from sympy.stats import DiscreteUniform
from sympy.stats import P as probability_of

from pyramide_kit.dice import MIWIN_DICE, Die
from pyramide_kit.exact import Distribution, to_sympy
from pyramide_kit.mauro.odds import class_probabilities_sympy, pair_neighbour_probability
from pyramide_kit.mauro.throws import (
    DIE_PAIRS,
    ThrowClass,
    are_neighbours,
    classify,
    throw_distribution,
)

__all__ = ["ChanceFact", "chance_facts", "successor", "successor_probability"]


def successor(k: int) -> int:
    """The number after k on the ring 1..9 (9 is followed by 1)."""
    return k % 9 + 1


@dataclass(frozen=True)
class ChanceFact:
    """One precisely stated event, its chance by enumeration and by a separate formula."""

    key: str
    event: str
    by_enumeration: sympy.Rational
    by_formula: sympy.Rational
    formula: str

    @property
    def agrees(self) -> bool:
        return self.by_enumeration == self.by_formula


def successor_probability(a: Die, b: Die) -> sympy.Rational:
    """P(die b shows the number right after die a's number on the ring)."""
    pairs = list(product(a.faces, b.faces))
    return to_sympy(Fraction(sum(y == successor(x) for x, y in pairs), len(pairs)))


def _random_die_shows() -> Distribution:
    picks = Distribution.uniform(MIWIN_DICE)
    return picks.then(lambda die: die.distribution())


def _random_pair_successor() -> sympy.Rational:
    ordered = list(permutations(MIWIN_DICE, 2))
    return sum((successor_probability(a, b) for a, b in ordered), sympy.Integer(0)) / len(ordered)


def _fair_nine() -> tuple[sympy.Expr, sympy.Expr]:
    return DiscreteUniform("x", list(range(1, 10))), DiscreteUniform("y", list(range(1, 10)))


def _fair_nine_count(event) -> sympy.Rational:
    """P(event(a, b)) for two fair nine-sided dice, by counting the 81 pairs."""
    hits = sum(bool(event(a, b)) for a in range(1, 10) for b in range(1, 10))
    return to_sympy(Fraction(hits, 81))


def chance_facts() -> tuple[ChanceFact, ...]:
    """Every event the kit states about the 1/9, with both routes."""
    facts: list[ChanceFact] = []
    shows = _random_die_shows()
    for k in range(1, 10):
        holders = sum(k in die.faces for die in MIWIN_DICE)
        facts.append(
            ChanceFact(
                f"random_die_shows_{k}",
                f"a die picked at random shows {k}",
                to_sympy(shows[k]),
                sympy.Rational(holders, 3 * 6),
                f"{k} stands on {holders} of the 18 faces",
            )
        )
    pair_nb = {
        (a.name, b.name): pair_neighbour_probability(a, b) for a, b in permutations(MIWIN_DICE, 2)
    }
    facts.append(
        ChanceFact(
            "random_pair_successor",
            "two different dice picked at random: the second shows the number after the first",
            _random_pair_successor(),
            sum(pair_nb.values(), sympy.Integer(0)) / len(pair_nb) / 2,
            "a random order makes 'after' and 'before' equally likely: half of 2/9",
        )
    )
    x, y = _fair_nine()
    facts.append(
        ChanceFact(
            "fair_nine_successor",
            "two fair nine-sided dice: the second shows the number after the first",
            _fair_nine_count(lambda a, b: b == successor(a)),
            probability_of(sympy.Eq(sympy.Mod(y - x, 9), 1)),
            "sympy.stats: P((y - x) mod 9 = 1)",
        )
    )
    facts.append(
        ChanceFact(
            "fair_nine_equal",
            "two fair nine-sided dice show the same number",
            _fair_nine_count(lambda a, b: a == b),
            probability_of(sympy.Eq(x, y)),
            "sympy.stats: P(x = y)",
        )
    )
    facts.append(
        ChanceFact(
            "fair_nine_neighbours",
            "two fair nine-sided dice show neighbours on the ring",
            _fair_nine_count(are_neighbours),
            probability_of(
                sympy.Or(sympy.Eq(sympy.Mod(y - x, 9), 1), sympy.Eq(sympy.Mod(x - y, 9), 1))
            ),
            "sympy.stats: P((y - x) mod 9 = 1 or (x - y) mod 9 = 1)",
        )
    )
    throws = throw_distribution()
    for i, j in DIE_PAIRS:
        a, b = MIWIN_DICE[i], MIWIN_DICE[j]
        facts.append(
            ChanceFact(
                f"pair_neighbours_{a.name}_{b.name}",
                f"dice {a.name} and {b.name} show neighbours",
                throws.sympy_probability(lambda t, i=i, j=j: are_neighbours(t[i], t[j])),
                pair_nb[(a.name, b.name)],
                "sympy.stats: P(|a - b| = 1 or |a - b| = 8)",
            )
        )
    for a, b in permutations(MIWIN_DICE, 2):
        i, j = MIWIN_DICE.index(a), MIWIN_DICE.index(b)
        xa, yb = DiscreteUniform("a", sorted(a.faces)), DiscreteUniform("b", sorted(b.faces))
        facts.append(
            ChanceFact(
                f"successor_{a.name}_{b.name}",
                f"die {b.name} shows the number after die {a.name}'s",
                throws.sympy_probability(lambda t, i=i, j=j: t[j] == successor(t[i])),
                probability_of(sympy.Eq(sympy.Mod(yb - xa, 9), 1)),
                "sympy.stats: P((b - a) mod 9 = 1)",
            )
        )
    for i, j in DIE_PAIRS:
        a, b = MIWIN_DICE[i], MIWIN_DICE[j]
        xa, yb = DiscreteUniform("a", sorted(a.faces)), DiscreteUniform("b", sorted(b.faces))
        facts.append(
            ChanceFact(
                f"equal_{a.name}_{b.name}",
                f"dice {a.name} and {b.name} show the same number",
                throws.sympy_probability(lambda t, i=i, j=j: t[i] == t[j]),
                probability_of(sympy.Eq(xa, yb)),
                "sympy.stats: P(a = b)",
            )
        )
    classes = class_probabilities_sympy()
    facts.append(
        ChanceFact(
            "straight",
            "a throw of all three dice is a straight",
            throws.sympy_probability(lambda t: classify(t) is ThrowClass.STRAIGHT),
            classes[ThrowClass.STRAIGHT],
            "sympy.stats: no pasch and two neighbour pairs",
        )
    )
    return tuple(facts)
