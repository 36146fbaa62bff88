"""Lesson 03's exercises, Kniffel: at least two alike in one throw, a large straight
and a Full House from dice held, and a Kniffel from three alike with two throws left."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

from pyramide_kit.exercises.registry import Values, _answer, _solution
from pyramide_kit.exercises.shared import _count, _ordered_pairs, _p_face


@_answer(
    "lesson03_q1",
    level="basis",
)
def _two_alike_in_one_throw() -> object:
    """The complementary event of "all five different", state 1 of the chain's start."""
    from pyramide_kit.kniffel.odds import state_distribution

    return 1 - state_distribution(1)[0, 0]


@_solution(
    "lesson03_q1",
    steps=3,
)
def _two_alike_steps() -> Values:
    from pyramide_kit.dice import D6

    throws = list(product(D6.faces, repeat=5))
    different = _count(throws, lambda *dice: len(set(dice)) == 5)
    falling = "·".join(str(len(D6.faces) - i) for i in range(5))
    return {
        "outcomes": len(throws),
        "different": different,
        "falling": falling,
        "result": 1 - Fraction(different, len(throws)),
    }


@_answer(
    "lesson03_q2",
    level="basis",
)
def _large_straight_from_2345() -> object:
    """Two throws of the fifth die, each scored by the rules engine with 2 3 4 5 held."""
    from pyramide_kit.dice import roll_distribution
    from pyramide_kit.kniffel.rules import Rules, score

    def straight(face: int) -> bool:
        return score("large_straight", (2, 3, 4, 5, face), Rules()) > 0

    return roll_distribution(2).probability(lambda throws: any(map(straight, throws)))


@_solution(
    "lesson03_q2",
    steps=3,
)
def _large_straight_steps() -> Values:
    from pyramide_kit.dice import D6
    from pyramide_kit.kniffel.rules import Rules, score

    completing = sum(score("large_straight", (2, 3, 4, 5, f), Rules()) > 0 for f in D6.faces)
    hit = Fraction(completing, len(D6.faces))
    return {
        "completing": completing,
        "faces": len(D6.faces),
        "hit": hit,
        "miss": 1 - hit,
        "miss_both": (1 - hit) ** 2,
        "result": 1 - (1 - hit) ** 2,
    }


@_answer(
    "lesson03_q3",
    level="basis",
)
def _full_house_from_three_fours() -> object:
    """The two thrown dice beside 4 4 4, scored by the rules engine."""
    from pyramide_kit.dice import roll_distribution
    from pyramide_kit.kniffel.rules import Rules, score

    return roll_distribution(2).probability(
        lambda pair: score("full_house", (4, 4, 4, *pair), Rules()) > 0
    )


@_solution(
    "lesson03_q3",
    steps=3,
)
def _full_house_steps() -> Values:
    pairs = _ordered_pairs()
    full = _count(pairs, lambda a, b: a == b != 4)
    return {"pairs": len(pairs), "full": full, "result": Fraction(full, len(pairs))}


@_answer(
    "lesson03_q4",
    level="extension",
)
def _kniffel_from_three_alike() -> object:
    """Three alike kept, two throws left: the chain of "how many alike" from state 3."""
    from sympy import Matrix

    from pyramide_kit.kniffel.odds import kniffel_chain

    _, step = kniffel_chain()
    return (Matrix([[0, 0, 1, 0, 0]]) * step**2)[0, 4]


@_solution(
    "lesson03_q4",
    steps=3,
)
def _kniffel_steps() -> Values:
    miss = 1 - _p_face(6)  # the kept face, whichever it is
    one_die = 1 - miss**2
    return {"miss": miss, "one_die": one_die, "result": one_die**2}
