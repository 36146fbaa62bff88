"""Lesson 05's exercises, Pyramide with cards: who holds a card of the revealed rank
(hypergeometric, and conditioned on your own hand), whether a claim is true (Bayes), the
cards of one Ride the Bus attempt, a bluff's net chips and the call rate that makes a
bluff fair."""

from __future__ import annotations

from fractions import Fraction
from math import comb

from pyramide_kit.exact import as_fraction
from pyramide_kit.exercises.registry import Values, _answer, _solution


def _unseen_and_matching(own_hand_known: bool) -> tuple[int, int]:
    """After one card is turned up: the cards you cannot see (the deck less that card,
    and less your own hand if you know it) and how many of them share its rank."""
    from pyramide_kit.karten.cards import DECK, SUITS
    from pyramide_kit.karten.rules import Rules

    unseen = len(DECK) - 1 - (Rules().hand_size if own_hand_known else 0)
    return unseen, len(SUITS) - 1


@_answer(
    "lesson05_q1",
    level="basis",
)
def _nobody_of_three_matches() -> object:
    """The complement of "someone matches", with the own hand known to hold none."""
    from pyramide_kit.karten.odds import p_someone_matches

    return 1 - p_someone_matches(3, knowing_own_hand=True)


@_solution(
    "lesson05_q1",
    steps=3,
)
def _nobody_matches_steps() -> Values:
    unseen, matching = _unseen_and_matching(own_hand_known=True)
    drawn = 3 * 4  # the question's players and hands
    rest = unseen - matching
    return {
        "unseen": unseen,
        "matching": matching,
        "drawn": drawn,
        "rest": rest,
        "result": Fraction(comb(rest, drawn), comb(unseen, drawn)),
    }


@_answer(
    "lesson05_q2",
    level="basis",
)
def _the_claim_is_true() -> object:
    from pyramide_kit.karten.odds import p_claim_true

    return p_claim_true(10, 2, 2, Fraction(1, 2))


@_solution(
    "lesson05_q2",
    steps=3,
)
def _claim_true_steps() -> Values:
    rest = 10 - 2  # the unseen cards without the rank, from the question
    none = Fraction(comb(rest, 2), comb(10, 2))
    prior = 1 - none
    bluff_path = (1 - prior) * Fraction(1, 2)
    return {
        "rest": rest,
        "none": none,
        "prior": prior,
        "bluff_path": bluff_path,
        "result": prior / (prior + bluff_path),
    }


@_answer(
    "lesson05_q3",
    level="extension",
)
def _cards_in_one_bus_attempt() -> object:
    """The expectation over how one attempt ends: wrong at question k (k cards) or
    through (4 cards)."""
    from pyramide_kit.karten.odds import bus_attempt_distribution

    return bus_attempt_distribution().expectation(lambda outcome: outcome[1])


@_solution(
    "lesson05_q3",
    steps=3,
)
def _bus_steps() -> Values:
    """The tail sum E[N] = sum of P(N >= k), the chances of passing the first questions
    asked of the closed form (not the law of the endings the answer uses)."""
    from pyramide_kit.karten.odds import bus_step_probabilities

    first, two, three = (as_fraction(p) for p in bus_step_probabilities()[:3])
    return {
        "first": first,
        "two": two,
        "three": three,
        "result": 1 + first + two + three,
    }


@_answer(
    "lesson05_q4",
    level="basis",
)
def _bluff_net_at_row_4_called_a_fifth() -> object:
    from pyramide_kit.karten.odds import bluff_outcomes

    outcomes = bluff_outcomes(4, Fraction(1, 5), call_factor=3)
    return outcomes.expectation(lambda outcome: outcome[1])


@_solution(
    "lesson05_q4",
    steps=2,
)
def _triple_bluff_steps() -> Values:
    called = Fraction(1, 5)
    return {"stands": 1 - called, "taken": 3 * 4, "result": (1 - called) * 4 - called * 3 * 4}


@_answer(
    "lesson05_q5",
    level="extension",
)
def _ben_matches_given_you_do() -> object:
    """P(B | D) from the two hands' two-way table: its cell B and D over the column D."""
    from pyramide_kit.karten.odds import two_hands_table

    table = two_hands_table()
    return table[(True, True)] / table.probability(lambda cell: cell[1])


@_solution(
    "lesson05_q5",
    steps=3,
)
def _ben_steps() -> Values:
    """P(D) by the hypergeometric law, not the table's column the answer uses."""
    from pyramide_kit.karten.odds import two_hands_table

    unseen, matching = _unseen_and_matching(own_hand_known=False)
    rest = unseen - matching
    you = 1 - Fraction(comb(rest, 4), comb(unseen, 4))
    both = as_fraction(two_hands_table()[(True, True)])
    return {
        "unseen": unseen,
        "matching": matching,
        "rest": rest,
        "you": you,
        "both": both,
        "result": both / you,
    }


@_answer(
    "lesson05_q6",
    level="basis",
)
def _fair_bluff_call_rate() -> object:
    """The call rate c that solves E[net chips of a bluff] = 0, with the rules' own
    factor for a caught bluff; the row value v is any positive number."""
    import sympy

    from pyramide_kit.karten.odds import expected_bluff_net
    from pyramide_kit.karten.rules import Rules

    v, c = sympy.symbols("v c", positive=True)
    (rate,) = sympy.solve(expected_bluff_net(v, c, Rules().call_factor), c)
    return rate


@_solution(
    "lesson05_q6",
    steps=3,
)
def _fair_bluff_steps() -> Values:
    """The break-even rate by hand, 1 / (1 + factor), not by solving the kit's formula."""
    from pyramide_kit.karten.rules import Rules

    factor = Rules().call_factor
    return {"factor": factor, "spread": 1 + factor, "result": Fraction(1, 1 + factor)}
