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
separate formula (mostly `sympy.stats`), and the tests compare the two. The facts are
stated in German or English (`chance_facts(lang="de")`), so a lesson prints them in its
own language.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from itertools import permutations, product

import sympy
from sympy.stats import DiscreteUniform
from sympy.stats import P as probability_of

from pyramide_kit.checks import whole_number
from pyramide_kit.dice import MIWIN_DICE, Die
from pyramide_kit.exact import Distribution, to_sympy
from pyramide_kit.i18n import check_lang, t
from pyramide_kit.mauro.odds import (
    check_die,
    class_probabilities_sympy,
    pair_neighbour_probability,
)
from pyramide_kit.mauro.throws import (
    DIE_PAIRS,
    ThrowClass,
    are_neighbours,
    classify,
    throw_distribution,
)

__all__ = ["ChanceFact", "chance_facts", "successor", "successor_probability"]


RING = 9


def successor(k: int, steps: int = 1) -> int:
    """The number `steps` places after k on the ring 1..9 (9 is followed by 1)."""
    k = whole_number(k, "k", 1, RING)
    steps = whole_number(steps, "steps", 0)
    return (k - 1 + steps) % RING + 1


@dataclass(frozen=True)
class ChanceFact:
    """One precisely stated event, its chance by enumeration and by a separate formula;
    `event` and `formula` are worded in the language the facts were asked for."""

    key: str
    event: str
    by_enumeration: sympy.Rational
    by_formula: sympy.Rational
    formula: str

    @property
    def agrees(self) -> bool:
        return self.by_enumeration == self.by_formula


def successor_probability(a: Die, b: Die, steps: int = 1) -> sympy.Rational:
    """P(die b shows the number `steps` places after die a's number on the ring): with
    the default 1, the number right after it ("k, then k + 1")."""
    check_die(a)
    check_die(b)
    steps = whole_number(steps, "steps", 0)
    pairs = list(product(a.faces, b.faces))
    return to_sympy(Fraction(sum(y == successor(x, steps) for x, y in pairs), len(pairs)))


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


def chance_facts(lang: str = "de") -> tuple[ChanceFact, ...]:
    """Every event the kit states about the 1/9, with both routes, worded in `lang`."""
    lang = check_lang(lang)
    facts: list[ChanceFact] = []
    shows = _random_die_shows()
    for k in range(1, 10):
        holders = sum(k in die.faces for die in MIWIN_DICE)
        facts.append(
            ChanceFact(
                f"random_die_shows_{k}",
                t("mauro_fact_random_die_shows", lang, k=k),
                to_sympy(shows[k]),
                sympy.Rational(holders, 3 * 6),
                t("mauro_fact_random_die_shows_why", lang, k=k, holders=holders),
            )
        )
    pair_nb = {
        (a.name, b.name): pair_neighbour_probability(a, b) for a, b in permutations(MIWIN_DICE, 2)
    }
    facts.append(
        ChanceFact(
            "random_pair_successor",
            t("mauro_fact_random_pair_successor", lang),
            _random_pair_successor(),
            sum(pair_nb.values(), sympy.Integer(0)) / len(pair_nb) / 2,
            t("mauro_fact_random_pair_successor_why", lang),
        )
    )
    x, y = _fair_nine()
    facts.append(
        ChanceFact(
            "fair_nine_successor",
            t("mauro_fact_fair_nine_successor", lang),
            _fair_nine_count(lambda a, b: b == successor(a)),
            probability_of(sympy.Eq(sympy.Mod(y - x, 9), 1)),
            "sympy.stats: P((y - x) mod 9 = 1)",
        )
    )
    facts.append(
        ChanceFact(
            "fair_nine_equal",
            t("mauro_fact_fair_nine_equal", lang),
            _fair_nine_count(lambda a, b: a == b),
            probability_of(sympy.Eq(x, y)),
            "sympy.stats: P(x = y)",
        )
    )
    facts.append(
        ChanceFact(
            "fair_nine_neighbours",
            t("mauro_fact_fair_nine_neighbours", lang),
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
                t("mauro_fact_pair_neighbours", lang, a=a.name, b=b.name),
                throws.sympy_probability(
                    lambda throw, i=i, j=j: are_neighbours(throw[i], throw[j])
                ),
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
                t("mauro_fact_successor", lang, a=a.name, b=b.name),
                throws.sympy_probability(lambda throw, i=i, j=j: throw[j] == successor(throw[i])),
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
                t("mauro_fact_equal", lang, a=a.name, b=b.name),
                throws.sympy_probability(lambda throw, i=i, j=j: throw[i] == throw[j]),
                probability_of(sympy.Eq(xa, yb)),
                "sympy.stats: P(a = b)",
            )
        )
    classes = class_probabilities_sympy()
    facts.append(
        ChanceFact(
            "straight",
            t("mauro_fact_straight", lang),
            throws.sympy_probability(lambda throw: classify(throw) is ThrowClass.STRAIGHT),
            classes[ThrowClass.STRAIGHT],
            t("mauro_fact_straight_why", lang),
        )
    )
    return tuple(facts)
