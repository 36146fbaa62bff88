"""The lessons' exercise answers, computed from the engines, so that an exercise can be
checked without its answer standing in the lesson's code:
`ExactAnswer(question, answer_key="lesson01_q3")`.

Each answer is asked of the kit when the exercise is made (an enumeration over the dice
or the game's own odds), never typed here as a number, so it cannot drift from the rules.
A student who wants to can still read this file: the point is that the answer is not on
the screen beside the question. The tests derive every answer a second way.
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
