"""Exact answers of lesson 07's questions, which `pyramide_kit.answers` leaves to the
lesson (they ask about a tiny game the lesson builds itself). The answer key needs them
without running the lesson, so they are computed here from the kit's own die and Mauro's
step law, never typed.

The tiny game: up to `throws` throws of one die; after each throw you may stop and score
it, the last throw scores whatever it shows.
"""

from __future__ import annotations

from fractions import Fraction

from pyramide_kit.dice import D6

__all__ = [
    "chase_win_chance",
    "series_of_two_one_more_throw",
    "stop_after_first_chance",
    "tiny_game_value",
]


def tiny_game_value(throws: int) -> Fraction:
    """The best expected points with `throws` throws: stop exactly when the throw beats
    what going on is worth (backward from the last throw)."""
    law = D6.distribution()
    value = law.expectation()
    for _ in range(throws - 1):
        value = law.expectation(lambda face, v=value: max(Fraction(face), v))
    return value


def stop_after_first_chance() -> Fraction:
    """Three throws, the average rule: you stop after the first throw when it beats the
    value of the two throws that are left."""
    left = tiny_game_value(2)
    return D6.distribution().probability(lambda face: face > left)


def series_of_two_one_more_throw() -> Fraction:
    """Mauro with stopping, a series of 2: throw once more, then bank (a pasch loses all)."""
    from pyramide_kit.mauro.optimal import step_law

    law = step_law()
    return law.nothing * 2 + sum((p * (2 + points) for points, p in law.scoring), Fraction(0))


def chase_win_chance(beat: int = 4, throws: int = 3) -> Fraction:
    """The chance that one of `throws` throws shows more than `beat` (stop only then)."""
    miss = D6.distribution().probability(lambda face: face <= beat)
    return 1 - miss**throws
