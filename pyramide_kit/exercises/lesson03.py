"""Lesson 03's exercises, Kniffel: at least two alike in one throw, a large straight
and a Full House from dice held, and a Kniffel from three alike with two throws left."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

from pyramide_kit.exercises.registry import Values, _answer, _solution
from pyramide_kit.exercises.shared import _count, _ordered_pairs, _p_face


@_answer(
    "lesson03_q1",
    de=(
        "Wie wahrscheinlich zeigen bei einem Wurf mit fünf Würfeln mindestens zwei Würfel "
        "dieselbe Augenzahl? (Tipp: Das Gegenereignis ist leichter zu zählen.)"
    ),
    en=(
        "What is the chance that at least two of the five dice of one throw show the same "
        "face? (Hint: the complementary event is easier to count.)"
    ),
    level="basis",
)
def _two_alike_in_one_throw() -> object:
    """The complementary event of "all five different", state 1 of the chain's start."""
    from pyramide_kit.kniffel.odds import state_distribution

    return 1 - state_distribution(1)[0, 0]


@_solution(
    "lesson03_q1",
    de=(
        "Gegenereignis: Alle fünf Würfel zeigen verschiedene Augenzahlen.",
        "Abzählen der geordneten Würfe: {outcomes} gleich wahrscheinliche, davon "
        "{different} = {falling} mit fünf verschiedenen Augenzahlen.",
        "P(mindestens zwei gleiche) = 1 − {different}/{outcomes} = {result}.",
    ),
    en=(
        "Complementary event: all five dice show different faces.",
        "Counting ordered throws: {outcomes} equally likely ones, {different} = {falling} "
        "of them with five different faces.",
        "P(at least two alike) = 1 − {different}/{outcomes} = {result}.",
    ),
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
    de=(
        "Du hältst 2, 3, 4 und 5 und wirfst den fünften Würfel noch höchstens zweimal. Wie "
        "wahrscheinlich bekommst du eine große Straße?"
    ),
    en=(
        "You hold 2, 3, 4 and 5 and throw the fifth die at most twice more. What is the "
        "chance of a large straight (große Straße)?"
    ),
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
    de=(
        "Zur großen Straße passt der fünfte Würfel bei {completing} der {faces} "
        "Augenzahlen: P = {completing}/{faces} = {hit} je Wurf.",
        "Gegenereignis: Beide Würfe verfehlen; die Würfe sind unabhängig, Produktregel: "
        "({miss})² = {miss_both}.",
        "P(große Straße) = 1 − {miss_both} = {result}.",
    ),
    en=(
        "The fifth die completes the large straight with {completing} of its {faces} "
        "faces: P = {completing}/{faces} = {hit} per throw.",
        "Complementary event: both throws miss; the throws are independent, product rule: "
        "({miss})² = {miss_both}.",
        "P(large straight) = 1 − {miss_both} = {result}.",
    ),
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
    de=(
        "Du hältst drei Vieren und wirfst die beiden anderen Würfel einmal. Wie "
        "wahrscheinlich bekommst du ein Full House? (Fünf gleiche Würfel sind kein Full House.)"
    ),
    en=(
        "You hold three fours and throw the other two dice once. What is the chance of a "
        "Full House? (Five alike are not a Full House.)"
    ),
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
    de=(
        "Die beiden Würfel haben {pairs} gleich wahrscheinliche geordnete Ergebnisse "
        "(Laplace-Experiment).",
        "Ein Full House entsteht, wenn beide dieselbe Augenzahl zeigen, aber keine Vier: "
        "Zwei weitere Vieren wären ein Kniffel.",
        "Das sind {full} der {pairs} Paare, also P(Full House) = {result}.",
    ),
    en=(
        "The two dice have {pairs} equally likely ordered outcomes (a Laplace experiment).",
        "A Full House comes when both show the same face, but not a four: two more fours "
        "would be a Kniffel.",
        "That is {full} of the {pairs} pairs, so P(Full House) = {result}.",
    ),
)
def _full_house_steps() -> Values:
    pairs = _ordered_pairs()
    full = _count(pairs, lambda a, b: a == b != 4)
    return {"pairs": len(pairs), "full": full, "result": Fraction(full, len(pairs))}


@_answer(
    "lesson03_q4",
    de=(
        "Du hältst drei gleiche Würfel und hast noch zwei Würfe. Wie wahrscheinlich wird es "
        "ein Kniffel? (Tipp: Jeder der beiden anderen Würfel hat zwei Versuche.)"
    ),
    en=(
        "You keep three alike and have two throws left. What is the chance of a Kniffel? "
        "(Hint: each of the two other dice gets two tries.)"
    ),
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
    de=(
        "Jeder der beiden freien Würfel muss in seinen zwei Versuchen die gehaltene "
        "Augenzahl zeigen; trifft er beim ersten, bleibt er liegen.",
        "Ein Würfel, Gegenereignis (beide Versuche verfehlen, je {miss}): "
        "P = 1 − ({miss})² = {one_die}.",
        "Die beiden Würfel sind unabhängig, Produktregel: P(Kniffel) = ({one_die})² = {result}.",
    ),
    en=(
        "Each of the two free dice must show the kept face within its two tries; a hit at "
        "the first try is kept.",
        "One die, complementary event (both tries miss, {miss} each): "
        "P = 1 − ({miss})² = {one_die}.",
        "The two dice are independent, product rule: P(Kniffel) = ({one_die})² = {result}.",
    ),
)
def _kniffel_steps() -> Values:
    miss = 1 - _p_face(6)  # the kept face, whichever it is
    one_die = 1 - miss**2
    return {"miss": miss, "one_die": one_die, "result": one_die**2}
