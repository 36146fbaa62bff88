"""Lesson 01's exercises, Pyramide: six equal pips in one throw, a one within four
throws, and the best build of a given throw, scored by the game's own rules."""

from __future__ import annotations

from fractions import Fraction

from pyramide_kit.exercises.registry import Values, _answer, _solution
from pyramide_kit.exercises.shared import _p_face


@_answer(
    "lesson01_q1",
    de="Wie wahrscheinlich zeigt ein Wurf mit sechs Würfeln sechs gleiche Augenzahlen?",
    en="What is the chance that one throw of six dice shows six equal pips?",
    level="basis",
)
def _six_equal_pips() -> Fraction:
    from pyramide_kit.dice import roll_distribution

    return roll_distribution(6).probability(lambda dice: len(set(dice)) == 1)


@_solution(
    "lesson01_q1",
    de=(
        "Laplace-Experiment: Sechs Würfel haben {outcomes} gleich wahrscheinliche "
        "geordnete Ergebnisse.",
        "Günstig sind die {faces} Würfe, in denen alle Würfel dieselbe Augenzahl zeigen "
        "(sechs Einsen, sechs Zweien und so weiter).",
        "Das ist {faces}-mal so wahrscheinlich wie sechs Einsen: "
        "P = {faces}/{outcomes} = {result}.",
    ),
    en=(
        "Laplace experiment: six dice have {outcomes} equally likely ordered outcomes.",
        "Favourable are the {faces} throws in which every die shows the same pips (six "
        "ones, six twos and so on).",
        "That is {faces} times as likely as six ones: P = {faces}/{outcomes} = {result}.",
    ),
)
def _six_equal_pips_steps() -> Values:
    from pyramide_kit.dice import D6

    faces = len(D6.faces)
    return {"outcomes": faces**6, "faces": faces, "result": Fraction(faces, faces**6)}


@_answer(
    "lesson01_q2",
    de=(
        "Angenommen, eine Runde hätte vier Würfe, und jede Eins bleibt liegen: Wie "
        "wahrscheinlich zeigt EIN bestimmter Würfel innerhalb der vier Würfe eine Eins?"
    ),
    en=(
        "Suppose a round had four throws, keeping every one: what is the chance that "
        "ONE particular die shows a one within the four throws?"
    ),
    level="basis",
)
def _a_one_within_four_throws() -> Fraction:
    """Keeping a one, one die shows a one within four throws exactly when one of four
    throws of it would (whether a kept one is thrown on does not change that)."""
    from pyramide_kit.dice import roll_distribution

    return roll_distribution(4).probability(lambda throws: 1 in throws)


@_solution(
    "lesson01_q2",
    de=(
        "Ein Wurf des Würfels zeigt mit {one} eine Eins und mit {miss} keine.",
        "Gegenereignis: in keinem der vier Würfe eine Eins. Die Würfe sind unabhängig, "
        "nach der Pfadregel (Produktregel): ({miss})⁴ = {miss_all}.",
        "P(mindestens eine Eins) = 1 − {miss_all} = {result}.",
    ),
    en=(
        "One throw of the die shows a one with {one} and none with {miss}.",
        "Complementary event: not a single one in the four throws. The throws are "
        "independent, so by the path (product) rule: ({miss})⁴ = {miss_all}.",
        "P(a one at least once) = 1 − {miss_all} = {result}.",
    ),
)
def _a_one_within_four_throws_steps() -> Values:
    one = _p_face(1)
    return {"one": one, "miss": 1 - one, "miss_all": (1 - one) ** 4, "result": 1 - (1 - one) ** 4}


@_answer(
    "lesson01_q3",
    de=(
        "Wie viele Punkte bringt der beste Bau aus dem Wurf 3 1 5 3 1 3? (Auch eine "
        "große Pyramide lässt sich legen.)"
    ),
    en=(
        "What does the best build of the throw 3 1 5 3 1 3 score? (A large pyramid "
        "can be built too.)"
    ),
    level="basis",
)
def _best_build_of_315313() -> int:
    from pyramide_kit.pyramide.build import best_build

    return best_build((3, 1, 5, 3, 1, 3)).score


@_solution(
    "lesson01_q3",
    de=(
        "Große Pyramide: unten 1 3 5, darauf 3 3, oben 1 (jeder Würfel zeigt die "
        "Differenz der beiden darunter plus 1). Wert: die Augensumme {large_value}, mal "
        "{large_multiplier}: {large} Punkte.",
        "Halbe Pyramide: unten 3 3 3 (drei gleiche Würfel), darauf 1 1. Sonderwert "
        "{factor}·3 = {half_value}, mal {half_multiplier}: {half_points}; die übrige "
        "{unused} wird abgezogen: {half}.",
        "Der beste Bau ist die halbe Pyramide mit {result} Punkten.",
    ),
    en=(
        "Large pyramid: 1 3 5 at the bottom, 3 3 on them, 1 on top (each die shows the "
        "difference of the two below it plus 1). Value: the pip total {large_value}, "
        "times {large_multiplier}: {large} points.",
        "Half pyramid: 3 3 3 at the bottom (three equal dice), 1 1 on them. Special value "
        "{factor}·3 = {half_value}, times {half_multiplier}: {half_points}; the die left "
        "over, {unused}, is taken off: {half}.",
        "The best build is the half pyramid with {result} points.",
    ),
)
def _best_build_steps() -> Values:
    """Both builds of the question scored by the rules; the better one is the result."""
    from pyramide_kit.pyramide.build import make_build
    from pyramide_kit.pyramide.rules import Rules

    throw = (3, 1, 5, 3, 1, 3)
    large = make_build(throw, "large", ((1, 3, 5), (3, 3), (1,)))
    half = make_build(throw, "half", ((3, 3, 3), (1, 1)))
    return {
        "large_value": large.value,
        "large_multiplier": large.multiplier,
        "large": large.score,
        "factor": Rules().special_factor,
        "half_value": half.value,
        "half_multiplier": half.multiplier,
        "half_points": half.value * half.multiplier,
        "unused": sum(half.unused),
        "half": half.score,
        "result": max(large.score, half.score),
    }
