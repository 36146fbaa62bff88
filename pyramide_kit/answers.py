"""The lessons' exercise answers, computed from the engines, so that an exercise can be
checked without its answer standing in the lesson's code:
`ExactAnswer(question, answer_key="lesson01_q3")`.

Each answer is asked of the kit when the exercise is made (an enumeration over the dice
or the game's own odds), never typed here as a number, so it cannot drift from the rules.
A student who wants to can still read this file: the point is that the answer is not on
the screen beside the question. The tests derive every answer a second way.

Lessons 00 to 06 are here; lesson 07's exercises ask about functions the lesson itself
defines (the tiny game's values), so their answers stay with it.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from pyramide_kit.errors import RuleError
from pyramide_kit.exact import as_fraction

__all__ = ["answer", "answer_keys"]

_ANSWERS: dict[str, Callable[[], object]] = {}


def _answer(key: str) -> Callable[[Callable[[], object]], Callable[[], object]]:
    def register(compute: Callable[[], object]) -> Callable[[], object]:
        _ANSWERS[key] = compute
        return compute

    return register


def answer_keys() -> tuple[str, ...]:
    """Every exercise that has its answer here, in lesson order."""
    return tuple(sorted(_ANSWERS))


def answer(key: str) -> Fraction:
    """The exact answer of the exercise `key`; an unknown key raises a `RuleError` that
    lists the known ones."""
    compute = _ANSWERS.get(key) if isinstance(key, str) else None
    if compute is None:
        known = ", ".join(answer_keys())
        raise RuleError(
            f"no exercise {key!r}; known are {known}",
            "answer_err_key",
            exercise=repr(key),
            known=known,
        )
    return as_fraction(compute())


# --- lesson 00: two dice ----------------------------------------------------------


def _two_dice_sum(total: int) -> Fraction:
    from pyramide_kit.dice import roll_distribution

    return roll_distribution(2).probability(lambda pair: sum(pair) == total)


_answer("lesson00_q1")(lambda: _two_dice_sum(7))
_answer("lesson00_q2")(lambda: _two_dice_sum(12))


# --- lesson 01: Pyramide ----------------------------------------------------------


@_answer("lesson01_q1")
def _six_equal_pips() -> Fraction:
    from pyramide_kit.dice import roll_distribution

    return roll_distribution(6).probability(lambda dice: len(set(dice)) == 1)


@_answer("lesson01_q2")
def _a_one_within_two_throws() -> Fraction:
    """Keeping a one, one die shows a one within two throws exactly when one of two
    throws of it does."""
    from pyramide_kit.dice import roll_distribution

    return roll_distribution(2).probability(lambda throws: 1 in throws)


@_answer("lesson01_q3")
def _best_build_of_555116() -> int:
    from pyramide_kit.pyramide.build import best_build

    return best_build((5, 5, 5, 1, 1, 6)).score


# --- lesson 02: Mauro with Miwin's dice -------------------------------------------


@_answer("lesson02_q1")
def _neighbours_iii_v() -> object:
    from pyramide_kit.dice import MIWIN_III, MIWIN_V
    from pyramide_kit.mauro.odds import pair_neighbour_probability

    return pair_neighbour_probability(MIWIN_III, MIWIN_V)


@_answer("lesson02_q2")
def _random_die_shows_7() -> Fraction:
    from pyramide_kit.dice import MIWIN_DICE

    return sum((die.distribution()[7] for die in MIWIN_DICE), Fraction(0)) / len(MIWIN_DICE)


@_answer("lesson02_q3")
def _iv_shows_the_successor_of_iii() -> object:
    from pyramide_kit.dice import MIWIN_III, MIWIN_IV
    from pyramide_kit.mauro.ninth import successor_probability

    return successor_probability(MIWIN_III, MIWIN_IV)


@_answer("lesson02_q4")
def _pasch() -> object:
    from pyramide_kit.mauro.odds import class_probabilities
    from pyramide_kit.mauro.throws import ThrowClass

    return class_probabilities()[ThrowClass.PASCH]


@_answer("lesson02_q5")
def _variant2_mean() -> object:
    from pyramide_kit.mauro.odds import expected_points_variant2

    return expected_points_variant2()


@_answer("lesson02_q6")
def _series_banked() -> object:
    from pyramide_kit.mauro.odds import class_probabilities, turn_chain

    return turn_chain(classes=class_probabilities()).B[0, 0]


@_answer("lesson02_q7")
def _v_beats_iii() -> object:
    from pyramide_kit.dice import MIWIN_III, MIWIN_V
    from pyramide_kit.mauro.duel import win_probability

    return win_probability(MIWIN_V, MIWIN_III)


# --- lesson 03: Kniffel -----------------------------------------------------------


@_answer("lesson03_q1")
def _kniffel_in_one_throw() -> object:
    from pyramide_kit.kniffel.odds import p_kniffel_within_enumerated

    return p_kniffel_within_enumerated(1)


@_answer("lesson03_q2")
def _large_straight() -> object:
    from pyramide_kit.kniffel.odds import one_throw_patterns_enumerated

    return one_throw_patterns_enumerated()["large_straight"]


@_answer("lesson03_q3")
def _full_house() -> object:
    from pyramide_kit.kniffel.odds import one_throw_patterns_enumerated

    return one_throw_patterns_enumerated()["full_house"]


@_answer("lesson03_q4")
def _kniffel_from_three_alike() -> object:
    """Three alike kept, two throws left: the chain of "how many alike" from state 3."""
    from sympy import Matrix

    from pyramide_kit.kniffel.odds import kniffel_chain

    _, step = kniffel_chain()
    return (Matrix([[0, 0, 1, 0, 0]]) * step**2)[0, 4]


# --- lesson 04: Würfelpyramiden schmieden -----------------------------------------


def _fits(below: tuple[int, int]) -> object:
    from pyramide_kit.schmieden.odds import p_fits

    return p_fits(below)


_answer("lesson04_q1")(lambda: _fits((4, 6)))
_answer("lesson04_q3")(lambda: _fits((3, 4)))
_answer("lesson04_q5")(lambda: _fits((2, 2)))


@_answer("lesson04_q2")
def _middle_fits_fresh() -> object:
    from pyramide_kit.schmieden.odds import p_middle_fits_fresh

    return p_middle_fits_fresh()


@_answer("lesson04_q4")
def _top_within_five_throws() -> object:
    """The round's own waiting law for the top on M1 = 3, M2 = 4, five throws left."""
    from pyramide_kit.schmieden.odds import top_waiting_time_geometric

    return 1 - top_waiting_time_geometric(3, 4)[None]


# --- lesson 05: Pyramide with cards -----------------------------------------------


@_answer("lesson05_q1")
def _the_other_player_matches() -> object:
    from pyramide_kit.karten.odds import p_someone_matches_by_counting

    return p_someone_matches_by_counting(1)


@_answer("lesson05_q2")
def _the_claim_is_true() -> object:
    from pyramide_kit.karten.odds import p_claim_true

    return p_claim_true(10, 2, 2, Fraction(1, 2))


@_answer("lesson05_q3")
def _the_suit_question() -> object:
    """P(question 4 right | questions 1-3 right), from the chances of passing each."""
    from pyramide_kit.karten.odds import bus_step_probabilities

    steps = bus_step_probabilities()
    return steps[3] / steps[2]


@_answer("lesson05_q4")
def _bluff_net_at_row_4() -> object:
    from pyramide_kit.karten.odds import bluff_outcomes

    return bluff_outcomes(4, Fraction(1, 2)).expectation(lambda outcome: outcome[1])


# --- lesson 06: exact vs simulated ------------------------------------------------


@_answer("lesson06_q1")
def _factor_for_half_the_error() -> object:
    """The standard deviation of a relative frequency, sqrt(p (1 - p) / n), halved."""
    import sympy

    p, n, k = sympy.symbols("p n k", positive=True)
    sd = sympy.sqrt(p * (1 - p) / n)
    (factor,) = sympy.solve(sympy.Eq(sd.subs(n, k * n), sd / 2), k)
    return factor


def _p_six() -> Fraction:
    from pyramide_kit.dice import D6

    return D6.distribution()[6]


_answer("lesson06_q2")(lambda: 1 / _p_six())
_answer("lesson06_q3")(lambda: 600 * _p_six())


@_answer("lesson06_q4")
def _variance_of_paschs_in_100() -> Fraction:
    from pyramide_kit.exact import Distribution
    from pyramide_kit.mauro.odds import class_probabilities
    from pyramide_kit.mauro.throws import ThrowClass

    p = as_fraction(class_probabilities()[ThrowClass.PASCH])
    return 100 * Distribution({1: p, 0: 1 - p}).variance()


@_answer("lesson06_q5")
def _rounds_until_the_pyramid_of_ones() -> object:
    from pyramide_kit.pyramide.odds import p_pyramid_of_ones

    return 1 / p_pyramid_of_ones(2)


@_answer("lesson06_q6")
def _fewest_sixes_that_reject_a_fair_die() -> int:
    """The start of the 5 % rejection region of "the die is fair" against "loaded towards
    six", after 120 throws."""
    from pyramide_kit.binomial import binomial_test

    return binomial_test(120, 0, _p_six(), "greater", level="1/20").rejection_region[0]
