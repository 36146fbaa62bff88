"""Exact Kniffel odds as SymPy Rationals, each reached by two independent routes.

1. The chance of a Kniffel within 1, 2, 3, ... throws when the player always keeps the
   most common face: a Markov chain over "how many alike" whose transition counts are
   derived by hand (`kniffel_chain`), and an enumeration of every throw through the
   rules engine (`p_kniffel_within_enumerated`).
2. The one-throw chance of each lower-section pattern: counting formulas with binomial
   coefficients (`pattern_counts`), and the engine's own scoring over all 252 throws
   (`one_throw_patterns_enumerated`).
3. The best possible total of each extra-Kniffel variant: a box-by-box upper bound
   (`best_total_bound`), and a game played through the engine that reaches it
   (`best_game`, `best_total`).
"""

from __future__ import annotations

from functools import cache

import sympy
from sympy import Integer, Matrix, Rational

from pyramide_kit.checks import whole_number
from pyramide_kit.dice import D6, roll_distribution, validate_dice
from pyramide_kit.exact import to_sympy
from pyramide_kit.kniffel.game import Game, new_game
from pyramide_kit.kniffel.moves import Roll
from pyramide_kit.kniffel.rules import _MOST_THROWS as _RULES_MOST_THROWS
from pyramide_kit.kniffel.rules import (
    CATEGORIES,
    DICE,
    LOWER,
    UPPER,
    Rules,
    check_rules,
    is_kniffel,
    score,
)
from pyramide_kit.kniffel.sheet import Scorecard
from pyramide_kit.kniffel.strategy import keep_for

__all__ = [
    "PATTERNS",
    "PATTERN_FORMULAS",
    "best_game",
    "best_total",
    "best_total_bound",
    "keep_most_common",
    "kniffel_chain",
    "one_throw_patterns",
    "one_throw_patterns_enumerated",
    "p_kniffel_within",
    "p_kniffel_within_enumerated",
    "pattern_counts",
    "state_distribution",
]

PATTERNS = ("three_of_a_kind", "four_of_a_kind", "full_house", "small_straight",
            "large_straight", "kniffel")  # fmt: skip


def kniffel_chain() -> tuple[Matrix, Matrix]:
    """The start vector and transition matrix of "how many alike" (states 1 to 5).

    The player keeps the k dice of the most common face and throws the other 5 - k.
    Each entry is a count of ordered throws, derived by hand:

    - first throw (7776 cases): all different 6*5*4*3*2 = 720; five alike 6; four alike
      6 * C(5,4) * 5 = 150; three alike 6 * C(5,3) * 5^2 = 1500 (the other two may pair:
      still three alike); the rest 7776 - 720 - 6 - 150 - 1500 = 5400 show a pair.
    - from 1 (keep one die, throw four) is a fresh throw of five, so the first row.
    - from 2 (keep a pair x, throw three, 216 cases): three x 1; two x 3*5 = 15;
      one x 3*5^2 = 75, or no x but three alike of another face 5, so 80 to three;
      else 125 - 5 = 120 stay at two.
    - from 3 (throw two, 36 cases): both x 1; one x 2*5 = 10; none 25.
    - from 4 (throw one): x with 1/6, else stay.
    """
    first = [720, 5400, 1500, 150, 6]
    start = Matrix([[Rational(c, 6**5) for c in first]])
    rows = [
        [Rational(c, 6**5) for c in first],
        [0, Rational(120, 216), Rational(3 * 5**2 + 5, 216), Rational(3 * 5, 216),
         Rational(1, 216)],
        [0, 0, Rational(5**2, 36), Rational(2 * 5, 36), Rational(1, 36)],
        [0, 0, 0, Rational(5, 6), Rational(1, 6)],
        [0, 0, 0, 0, 1],
    ]  # fmt: skip
    return start, Matrix(rows)


def state_distribution(throws: int) -> Matrix:
    """P(how many alike = 1..5) after `throws` throws, by the Markov chain (`throws` is
    1 to 1,000: exact for any number, beyond that the matrix powers only cost time)."""
    _check_throws(throws)
    start, step = kniffel_chain()
    return start * step ** (throws - 1)


def p_kniffel_within(throws: int) -> Rational:
    """The chance of a Kniffel within `throws` throws, keeping the most common face."""
    return state_distribution(throws)[0, 4]


_MOST_THROWS = 1000
"""The chain is exact for any number of throws; beyond this the powers only cost time."""


def _check_throws(throws: int) -> None:
    whole_number(throws, "throws", 1, _MOST_THROWS)


def keep_most_common(dice: tuple[int, ...]) -> tuple[int, ...]:
    """Positions of the most common face (the higher face on a tie): the computer
    players' keeping rule when they chase a Kniffel (`strategy.keep_for`)."""
    return keep_for("kniffel", validate_dice(dice, DICE, D6))


def p_kniffel_within_enumerated(throws: int) -> Rational:
    """The same chance, by enumerating every throw through the rules engine; `throws`
    is 1 to 10, the turns the engine's `Rules` allow (the chain above goes further)."""
    whole_number(throws, "throws", 1, _RULES_MOST_THROWS)
    return to_sympy(_chase(new_game(rules=Rules(throws=throws)).apply(Roll())))


def _chase(rolling: Game):
    """P(Kniffel by the end of this turn) from a state whose dice roll now, holding the
    most common face: every chance outcome of the engine, applied."""
    total = 0
    for throw, p in rolling.chance_outcomes().items():
        after = rolling.apply(throw)
        if is_kniffel(after.dice):
            total += p
        elif after.throws_left:
            total += p * _chase_from(tuple(sorted(after.dice)), after.throws_left)
    return total


@cache
def _chase_from(dice: tuple[int, ...], throws_left: int):
    """Chase on from these dice with `throws_left` (cached on the sorted dice alone)."""
    game = new_game(rules=Rules(throws=throws_left + 1)).throw_values(dice)
    return _chase(game.apply(Roll(keep_most_common(game.dice))))


# Ordered throws of five dice (of 6^5) that score in each pattern, as formulas:
# - n of a kind or more: the face (6), then exactly j >= n dice of it, the rest any of
#   the other 5 faces;
# - full house: the face of the three (6), of the two (5), the places of the three;
# - small straight: inclusion-exclusion over the runs 1234, 2345, 3456. A run with any
#   fifth die: a repeat of a run face (4 faces, 5!/2! orders) or one of the 2 other faces
#   (5! orders), 480; overlaps are 12345 and 23456 (5! each); 1234 and 3456 together
#   would need six dice;
# - large straight: 12345 or 23456 in any order.
PATTERN_FORMULAS = {
    "three_of_a_kind": "6*(binomial(5, 3)*5**2 + binomial(5, 4)*5 + 1)",
    "four_of_a_kind": "6*(binomial(5, 4)*5 + 1)",
    "full_house": "6*5*binomial(5, 3)",
    "small_straight": "3*(4*factorial(5)/2 + 2*factorial(5)) - 2*factorial(5)",
    "large_straight": "2*factorial(5)",
    "kniffel": "6",
}


def pattern_counts() -> dict[str, Integer]:
    """Ordered throws (of 7776) scoring in each pattern, from `PATTERN_FORMULAS`."""
    return {k: Integer(sympy.sympify(v)) for k, v in PATTERN_FORMULAS.items()}


def one_throw_patterns() -> dict[str, Rational]:
    """The chance that one throw of five dice scores in each lower-section pattern."""
    return {k: Rational(v, 6**DICE) for k, v in pattern_counts().items()}


def one_throw_patterns_enumerated(rules: Rules | None = None) -> dict[str, Rational]:
    """The same chances from the engine's scoring of every throw (252 multisets)."""
    rules = check_rules(rules)
    throw = roll_distribution(DICE, D6)
    return {
        pattern: throw.sympy_probability(lambda d, c=pattern: score(c, d, rules) > 0)
        for pattern in PATTERNS
    }


def best_game(rules: Rules | None = None) -> list[tuple[str, tuple[int, ...]]]:
    """The writes (category, dice) of a best possible game under `rules`.

    Five sixes score the most wherever a sum counts. With extra Kniffels every throw is
    a Kniffel: the first goes into the Kniffel box; under "book" six more sixes-Kniffels
    go into the other lower boxes as 100 each; under "hasbro" the Joker rule first needs
    every upper box filled (with that face's Kniffel), then sixes-Kniffels fill the lower
    boxes in full.
    """
    rules = check_rules(rules)
    sixes = (6,) * DICE
    uppers = [(name, (face,) * DICE) for face, name in enumerate(UPPER, start=1)]
    others = [c for c in LOWER if c != "kniffel"]
    if rules.extra_kniffel == "none":
        patterns = {"full_house": (5, 5, 6, 6, 6), "small_straight": (1, 2, 3, 4, 5),
                    "large_straight": (2, 3, 4, 5, 6)}  # fmt: skip
        return [*uppers, ("kniffel", sixes)] + [(c, patterns.get(c, sixes)) for c in others]
    return [("kniffel", sixes), *uppers] + [(c, sixes) for c in others]


def best_total(rules: Rules | None = None) -> Integer:
    """The total of `best_game`, written box by box through the engine's score card."""
    card = Scorecard(check_rules(rules))
    for category, dice in best_game(rules):
        card = card.write(category, dice)
    if not card.is_full:
        raise AssertionError("the best game must fill all thirteen boxes")
    return Integer(card.total)


def best_total_bound(rules: Rules | None = None) -> Integer:
    """No game can score more: every box at its own maximum, by hand.

    Upper box of face f: five dice of f, 5f. Three/four of a kind and chance: five sixes,
    30. The patterns: their fixed points. The upper bonus if those maxima reach the
    threshold. Extra Kniffels: under "book" at most the six lower boxes besides the
    Kniffel box can hold one (each worth the larger of 100 and the box's own maximum);
    under "hasbro" at most 12 of the 13 turns bring a further Yahtzee's bonus.
    """
    rules = check_rules(rules)
    upper = sum(5 * f for f in range(1, 7))
    bonus = rules.upper_bonus if upper >= rules.upper_bonus_threshold else 0
    own = {"three_of_a_kind": 30, "four_of_a_kind": 30, "chance": 30,
           "full_house": rules.full_house, "small_straight": rules.small_straight,
           "large_straight": rules.large_straight}  # fmt: skip
    lower = rules.kniffel + sum(own.values())
    if rules.extra_kniffel == "book":
        lower = rules.kniffel + sum(max(rules.extra_kniffel_points, v) for v in own.values())
    extra = (len(CATEGORIES) - 1) * rules.extra_kniffel_points
    return Integer(upper + bonus + lower + (extra if rules.extra_kniffel == "hasbro" else 0))
