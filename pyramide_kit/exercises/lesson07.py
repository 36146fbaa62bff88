"""Lesson 07's exercises, decisions: the tiny game played best by backward induction,
one more throw of a Mauro series, and a chase against a target.

The tiny game: up to `throws` throws of one die; after each throw you may stop and score
it, the last throw scores whatever it shows. Its law is public (`tiny_game_points`),
because lesson 07's tally sheet compares the points a class stops with against it."""

from __future__ import annotations

from fractions import Fraction

from pyramide_kit.exact import Distribution, as_fraction
from pyramide_kit.exercises.registry import Values, _answer, _solution, _Text
from pyramide_kit.exercises.shared import _p_face, _sums
from pyramide_kit.i18n import t

__all__ = ["tiny_game_points"]


def tiny_game_points(throws: int) -> Distribution:
    """The law of the points you end the tiny game with when you play it best: stop
    exactly when the throw beats what going on is worth, backward from the last throw
    (its mean is the game's value)."""
    from pyramide_kit.dice import D6

    die = D6.distribution()
    points = die
    for _ in range(throws - 1):
        worth = points.expectation()
        points = die.then(
            lambda face, rest=points, worth=worth: (
                Distribution.point(face) if face > worth else rest
            )
        )
    return points


@_answer(
    "lesson07_q1",
    level="basis",
)
def _tiny_game_with_four_throws() -> Fraction:
    return tiny_game_points(4).expectation()


@_solution(
    "lesson07_q1",
    steps=3,
)
def _four_throws_steps() -> Values:
    """The last step of the induction by hand: the faces above the three-throw value are
    kept, the others are worth that value."""
    from pyramide_kit.dice import D6

    one, two, three = (tiny_game_points(k).expectation() for k in (1, 2, 3))
    faces = sorted(D6.faces)
    stop = [face for face in faces if face > three]
    go = len(faces) - len(stop)
    return {
        "one": one,
        "two": two,
        "three": three,
        "stop": _listed(stop),
        "formula": f"({_sums(stop)})/{len(faces)} + {go}/{len(faces)}·{three}",
        "result": Fraction(sum(stop), len(faces)) + Fraction(go, len(faces)) * three,
    }


def _listed(items: list[int]) -> _Text:
    """Numbers as a sentence lists them: "5 oder 6" / "5 or 6"."""

    def text(lang: str) -> str:
        *first, last = map(str, items)
        return f"{', '.join(first)} {t('exercise_or', lang)} {last}" if first else last

    return _Text(text)


@_answer(
    "lesson07_q2",
    level="extension",
)
def _tiny_game_at_least_four() -> Fraction:
    return tiny_game_points(3).probability(lambda points: points >= 4)


@_solution(
    "lesson07_q2",
    steps=4,
)
def _at_least_four_steps() -> Values:
    """The question's rule itself (not the best play the answer computes): it must come
    out the same, which is the point of calling it the average rule."""
    from pyramide_kit.dice import D6

    die = D6.distribution()
    go_first = die.probability(lambda face: face < 5)
    go_second = die.probability(lambda face: face < 4)
    low_third = die.probability(lambda face: face < 4)
    below = go_first * go_second * low_third
    return {
        "go_first": go_first,
        "go_second": go_second,
        "low_third": low_third,
        "below": below,
        "result": 1 - below,
    }


@_answer(
    "lesson07_q3",
    level="extension",
)
def _series_of_two_one_more_throw() -> Fraction:
    from pyramide_kit.mauro.optimal import step_law

    law = step_law()
    return law.nothing * 2 + sum((p * (2 + points) for points, p in law.scoring), Fraction(0))


@_solution(
    "lesson07_q3",
    steps=2,
)
def _one_more_throw_steps() -> Values:
    """The four throw classes and the rules' points for them (not the solver's law)."""
    from pyramide_kit.mauro.odds import class_probabilities
    from pyramide_kit.mauro.rules import Rules
    from pyramide_kit.mauro.throws import ThrowClass

    classes = {kind: as_fraction(p) for kind, p in class_probabilities().items()}
    rules = Rules()
    one, two = rules.neighbour_points, rules.straight_points
    scoring = {ThrowClass.NEIGHBOURS: 2 + one, ThrowClass.STRAIGHT: 2 + two}
    return {
        "pasch": classes[ThrowClass.PASCH],
        "nothing": classes[ThrowClass.NOTHING],
        "neighbours": classes[ThrowClass.NEIGHBOURS],
        "straight": classes[ThrowClass.STRAIGHT],
        "one": one,
        "two": two,
        "after_one": 2 + one,
        "after_two": 2 + two,
        "result": classes[ThrowClass.NOTHING] * 2
        + sum(classes[kind] * points for kind, points in scoring.items()),
    }


@_answer(
    "lesson07_q4",
    level="basis",
)
def _chase_a_four() -> Fraction:
    """Stopping only on a winner, you lose exactly when all three throws miss."""
    from pyramide_kit.dice import D6

    miss = D6.distribution().probability(lambda face: face <= 4)
    return 1 - miss**3


@_solution(
    "lesson07_q4",
    steps=3,
)
def _chase_steps() -> Values:
    miss = 1 - _p_face(5) - _p_face(6)
    return {"miss": miss, "miss_all": miss**3, "result": 1 - miss**3}
