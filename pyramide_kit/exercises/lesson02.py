"""Lesson 02's exercises, Mauro with Miwin's dice: neighbours and equal numbers on two
dice, two-stage experiments, a doublet in two throws, expected neighbour pairs, variant
1's Markov chain, a duel thrown again on a tie, and the fair fee of a fairground booth."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations, product

from pyramide_kit.exact import Distribution, as_fraction
from pyramide_kit.exercises.registry import Values, _answer, _solution
from pyramide_kit.exercises.shared import _count


def _miwin_pairs(a: object, b: object) -> list[tuple[int, int]]:
    """The 36 equally likely ordered pairs of faces of two of Miwin's dice."""
    return list(product(a.faces, b.faces))


@_answer(
    "lesson02_q1",
    level="basis",
)
def _iii_v_neither_neighbours_nor_equal() -> object:
    """The complementary event of "neighbours or the same number" (two disjoint events)."""
    from pyramide_kit.dice import MIWIN_III, MIWIN_V
    from pyramide_kit.mauro.duel import tie_probability
    from pyramide_kit.mauro.odds import pair_neighbour_probability

    return 1 - pair_neighbour_probability(MIWIN_III, MIWIN_V) - tie_probability(MIWIN_III, MIWIN_V)


@_solution(
    "lesson02_q1",
    steps=3,
)
def _iii_v_steps() -> Values:
    from pyramide_kit.dice import MIWIN_III, MIWIN_V
    from pyramide_kit.mauro.throws import are_neighbours

    pairs = _miwin_pairs(MIWIN_III, MIWIN_V)
    neighbours = _count(pairs, are_neighbours)
    equal = _count(pairs, lambda a, b: a == b)
    return {
        "pairs": len(pairs),
        "neighbours": neighbours,
        "equal": equal,
        "result": 1 - Fraction(neighbours + equal, len(pairs)),
    }


@_answer(
    "lesson02_q2",
    level="basis",
)
def _random_die_shows_even() -> Fraction:
    """Two stages: the die (1/3 each), then its number."""
    from pyramide_kit.dice import MIWIN_DICE

    shows = Distribution.uniform(MIWIN_DICE).then(lambda die: die.distribution())
    return shows.probability(lambda number: number % 2 == 0)


@_solution(
    "lesson02_q2",
    steps=3,
)
def _random_die_steps() -> Values:
    from pyramide_kit.dice import MIWIN_DICE

    even = [sum(face % 2 == 0 for face in die.faces) for die in MIWIN_DICE]
    sides = len(MIWIN_DICE[0].faces)
    return {
        "even_iii": even[0],
        "even_iv": even[1],
        "even_v": even[2],
        "sides": sides,
        "result": sum(Fraction(1, len(MIWIN_DICE)) * Fraction(e, sides) for e in even),
    }


@_answer(
    "lesson02_q3",
    level="basis",
)
def _iv_two_places_after_iii() -> object:
    from pyramide_kit.dice import MIWIN_III, MIWIN_IV
    from pyramide_kit.mauro.ninth import successor_probability

    return successor_probability(MIWIN_III, MIWIN_IV, steps=2)


@_solution(
    "lesson02_q3",
    steps=3,
)
def _two_places_steps() -> Values:
    from pyramide_kit.dice import MIWIN_III, MIWIN_IV
    from pyramide_kit.mauro.ninth import RING

    targets = [(face + 1) % RING + 1 for face in MIWIN_III.faces]
    hits = sum(target in MIWIN_IV.faces for target in targets)
    pairs = len(MIWIN_III.faces) * len(MIWIN_IV.faces)
    return {
        "pairs": pairs,
        "targets": " ".join(map(str, targets)),
        "hits": hits,
        "result": Fraction(hits, pairs),
    }


@_answer(
    "lesson02_q4",
    level="basis",
)
def _a_pasch_in_two_throws() -> object:
    """The complementary event, no pasch in either throw, by the product rule."""
    from pyramide_kit.mauro.odds import class_probabilities
    from pyramide_kit.mauro.throws import ThrowClass

    return 1 - (1 - class_probabilities()[ThrowClass.PASCH]) ** 2


@_solution(
    "lesson02_q4",
    steps=3,
)
def _pasch_steps() -> Values:
    from pyramide_kit.dice import MIWIN_DICE

    shared = {len(set(a.faces) & set(b.faces)) for a, b in combinations(MIWIN_DICE, 2)}
    if len(shared) != 1:
        raise ValueError("the solution's text says every pair of dice shares as many numbers")
    (shared,) = shared
    pair = Fraction(shared, len(_miwin_pairs(*MIWIN_DICE[:2])))
    pasch = len(list(combinations(MIWIN_DICE, 2))) * pair  # no number is on all three dice
    return {
        "pasch": pasch,
        "shared": shared,
        "pair_pasch": pair,
        "no_pasch": 1 - pasch,
        "none": (1 - pasch) ** 2,
        "result": 1 - (1 - pasch) ** 2,
    }


@_answer(
    "lesson02_q5",
    level="extension",
)
def _neighbour_pairs_per_throw() -> Fraction:
    from pyramide_kit.mauro.throws import neighbour_pairs, throw_distribution

    return throw_distribution().expectation(lambda throw: len(neighbour_pairs(throw)))


@_solution(
    "lesson02_q5",
    steps=3,
)
def _neighbour_pairs_steps() -> Values:
    from pyramide_kit.dice import MIWIN_DICE
    from pyramide_kit.mauro.throws import are_neighbours

    chances = [
        Fraction(_count(_miwin_pairs(a, b), are_neighbours), len(_miwin_pairs(a, b)))
        for a, b in combinations(MIWIN_DICE, 2)
    ]
    return {
        "iii_iv": chances[0],
        "iii_v": chances[1],
        "iv_v": chances[2],
        "result": sum(chances),
    }


@_answer(
    "lesson02_q6",
    level="extension",
)
def _turn_banks_a_point() -> object:
    """Banked, less the turns banked by an empty first throw (they bank 0 points)."""
    from pyramide_kit.mauro.odds import class_probabilities, turn_chain
    from pyramide_kit.mauro.throws import ThrowClass

    classes = class_probabilities()
    return turn_chain(classes=classes).B[0, 0] - classes[ThrowClass.NOTHING]


@_solution(
    "lesson02_q6",
    steps=4,
)
def _turn_banks_steps() -> Values:
    from pyramide_kit.mauro.odds import class_probabilities
    from pyramide_kit.mauro.throws import ThrowClass

    classes = {kind: as_fraction(p) for kind, p in class_probabilities().items()}
    nothing, pasch = classes[ThrowClass.NOTHING], classes[ThrowClass.PASCH]
    banked = nothing / (nothing + pasch)
    return {
        "scoring": classes[ThrowClass.NEIGHBOURS] + classes[ThrowClass.STRAIGHT],
        "nothing": nothing,
        "pasch": pasch,
        "banked": banked,
        "result": banked - nothing,
    }


@_answer(
    "lesson02_q7",
    level="extension",
)
def _v_wins_when_ties_are_thrown_again() -> object:
    """Only the duels that are not ties decide: P(win) / (P(win) + P(loss))."""
    from pyramide_kit.dice import MIWIN_III, MIWIN_V
    from pyramide_kit.mauro.duel import win_probability

    won, lost = win_probability(MIWIN_V, MIWIN_III), win_probability(MIWIN_III, MIWIN_V)
    return won / (won + lost)


@_solution(
    "lesson02_q7",
    steps=3,
)
def _duel_steps() -> Values:
    from pyramide_kit.dice import MIWIN_III, MIWIN_V

    duels = _miwin_pairs(MIWIN_V, MIWIN_III)
    won = _count(duels, lambda v, iii: v > iii)
    lost = _count(duels, lambda v, iii: v < iii)
    return {
        "duels": len(duels),
        "won": won,
        "lost": lost,
        "ties": len(duels) - won - lost,
        "decided": won + lost,
        "result": Fraction(won, won + lost),
    }


@_answer(
    "lesson02_q8",
    level="extension",
)
def _fair_fee_for_a_throw_of_variant_2() -> object:
    """A game is fair when the fee equals the expected payout: the expected points of one
    throw of variant 2, enumerated over the engine."""
    from pyramide_kit.mauro.odds import expected_points_variant2

    return expected_points_variant2()


@_solution(
    "lesson02_q8",
    steps=4,
)
def _fair_fee_steps() -> Values:
    """The payout pair by pair, each pair's faces counted with the ring rule of the
    engine (`are_neighbours`), not the whole throw's score."""
    from pyramide_kit.dice import MIWIN_DICE
    from pyramide_kit.mauro.throws import are_neighbours

    means = []
    for a, b in combinations(MIWIN_DICE, 2):
        faces = _miwin_pairs(a, b)
        paid = sum(x + y for x, y in faces if are_neighbours(x, y))
        means.append(Fraction(paid, len(faces)))
    return {
        "pairs": len(_miwin_pairs(*MIWIN_DICE[:2])),
        "iii_iv": means[0],
        "iii_v": means[1],
        "iv_v": means[2],
        "result": sum(means),
    }
