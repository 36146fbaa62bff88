"""Exact odds of Würfelpyramiden schmieden: every number by two routes, and simulation.

Numbers written into this file come from hand counts given beside them, never from the
code under test.
"""

from collections import Counter
from itertools import permutations, product

import pytest
import sympy

from pyramide_kit.exact import to_sympy
from pyramide_kit.schmieden import odds
from pyramide_kit.schmieden.conditions import legal_pyramid
from pyramide_kit.schmieden.rules import Rules
from pyramide_kit.schmieden.strategy import GREEDY, Policy, play_round
from pyramide_kit.simulate import rng_for, simulate_distribution, simulate_mean

# How many faces d of a die satisfy 2 d < s, for s = x + y = 2 .. 12, counted by hand:
# s = 2: none; 3, 4: d = 1; 5, 6: 1-2; 7, 8: 1-3; 9, 10: 1-4; 11, 12: 1-5.
FITTING = {2: 0, 3: 1, 4: 1, 5: 2, 6: 2, 7: 3, 8: 3, 9: 4, 10: 4, 11: 5, 12: 5}
# Ways two dice make the sum s: 1 2 3 4 5 6 5 4 3 2 1.
WAYS = {s: 6 - abs(s - 7) for s in range(2, 13)}


@pytest.mark.parametrize("below", list(product(range(1, 7), repeat=2)))
def test_chance_a_place_takes_the_rolled_die_engine_closed_form_and_hand_count(below):
    hand = sympy.Rational(FITTING[sum(below)], 6)
    assert odds.p_fits(below) == hand
    assert odds.p_fits_closed_form(below) == hand
    if max(below) <= 5:
        assert odds.p_place_accepts("T", below) == hand
    assert odds.p_place_accepts("M1", below) == hand
    assert odds.p_place_accepts("M2", below) == hand


def test_smaller_than_the_average_as_an_event_of_three_fresh_dice():
    # sum over s of WAYS(s) * FITTING(s) = 0+2+3+8+10+18+15+16+12+10+5 = 99 of 216
    assert sum(WAYS[s] * FITTING[s] for s in WAYS) == 99
    assert odds.p_middle_fits_fresh() == sympy.Rational(99, 216) == sympy.Rational(11, 24)
    assert odds.p_middle_fits_fresh_sympy() == sympy.Rational(11, 24)


def _buildable_by_test(throw):
    """Some arrangement of whites in B1..B3 and blues in M1, M2 meets every condition."""
    whites, blues, top = throw[:3], throw[3:5], throw[5]
    for b1, b2, b3 in permutations(whites):
        for m1, m2 in permutations(blues):
            if 2 * m1 < b1 + b2 and 2 * m2 < b2 + b3 and 2 * top < m1 + m2:
                return True
    return False


@pytest.fixture(scope="module")
def first_throw_by_test():
    """Counts over the 6^6 ordered first throws: buildable, and by largest equal group."""
    counts = Counter()
    for throw in product(range(1, 7), repeat=6):
        if _buildable_by_test(throw):
            counts["complete"] += 1
            counts[max(Counter(throw).values())] += 1
    return counts


def test_first_throw_chance_engine_criterion_and_test_count_agree(first_throw_by_test):
    by_test = sympy.Rational(first_throw_by_test["complete"], 6**6)
    assert odds.p_complete_first_throw() == by_test
    assert odds.p_complete_first_throw_by_criterion() == by_test
    assert 0 < by_test < sympy.Rational(1, 10)


def test_first_throw_bonus_chances_two_routes(first_throw_by_test):
    for equal in (3, 4):
        by_test = sympy.Rational(first_throw_by_test[equal], 6**6)
        assert odds.p_first_throw_bonus(equal) == by_test
        assert odds.p_complete_first_throw_by_criterion(equal) == by_test
    assert first_throw_by_test[5] == first_throw_by_test[6] == 0


def test_legal_pyramids_counted_by_nested_sums_and_five_equal_impossible():
    # fixed places: sum over the base of (ways for M1) (ways for M2) (ways for T)
    total = 0
    for b1, b2, b3 in product(range(1, 7), repeat=3):
        for m1 in range(1, FITTING[b1 + b2] + 1):
            for m2 in range(1, FITTING[b2 + b3] + 1):
                total += FITTING[m1 + m2]
    counts = odds.legal_pyramid_counts()
    assert sum(counts.values()) == total
    # every group size counted over the 6^6 fillings with the conditions written out here
    by_test = Counter(
        max(Counter(v).values())
        for v in product(range(1, 7), repeat=6)
        if 2 * v[3] < v[0] + v[1] and 2 * v[4] < v[1] + v[2] and 2 * v[5] < v[3] + v[4]
    )
    assert counts == dict(by_test)
    assert odds.five_equal_impossible() and max(counts) == 4
    # four equal do occur, e.g. 3 5 3 / 3 3 / 2. By the argument below only B1 = B3 = v
    # with B2 = b > v allows it: (a) M1 = M2 = v and T < v; (b) T and one middle die v,
    # the other middle die w > v with 2w < b + v, on either side.
    assert legal_pyramid((3, 5, 3, 3, 3, 2))
    case_a = sum((6 - v) * (v - 1) for v in range(1, 7))
    case_b = 2 * sum(
        1 for v in range(1, 7) for b in range(v + 1, 7) for w in range(v + 1, 7) if 2 * w < b + v
    )
    assert counts[4] == case_a + case_b
    # the argument: if all three base dice equal v, the middle dice are below v and the
    # top below them, so no die above equals v; with two base dice equal to v at most
    # two of M1, M2, T can be v (T = M = v forces the other M above v)
    for values in product(range(1, 7), repeat=6):
        if legal_pyramid(values):
            base, above = values[:3], values[3:]
            assert max(Counter(above).values()) <= 2
            if len(set(base)) == 1:
                assert base[0] not in above
            # so no pyramid holds two groups of three either (the rules' docstring)
            assert sorted(Counter(values).values()) != [3, 3]


@pytest.fixture(scope="module")
def policy_law():
    return odds.round_distribution()


@pytest.mark.slow
def test_policy_round_law_recursion_and_markov_chain_agree(policy_law):
    assert sum(policy_law.values()) == 1
    markov = odds.round_distribution_markov()
    assert dict(markov) == dict(policy_law)
    # the numbers the lesson reads off the law, here from the Markov chain's law
    done = {o: p for o, p in markov.items() if o[0] is not None}
    mean_throws = sum(throw * p for (throw, _), p in done.items()) / sum(done.values())
    assert odds.expected_throws_given_complete() == to_sympy(mean_throws)
    bonus = odds.bonus_distribution()
    for equal, amount in ((3, 2), (4, 4)):  # RULES.md: +2 for three equal, +4 for four
        assert bonus[amount] == sum(p for (_, e), p in done.items() if e == equal)


def test_greedy_policy_completes_every_buildable_first_throw():
    # the greedy policy puts the highest white into B2 and the higher blue on the higher
    # pair, which is the sorted criterion: so it completes exactly the buildable throws
    law = odds.throws_distribution(GREEDY, Rules(max_throws=1))
    assert to_sympy(law[1]) == odds.p_complete_first_throw()


@pytest.mark.slow
def test_markov_chain_agrees_with_the_recursion_for_another_policy_and_rules():
    policy, rules = Policy(min_base=4, min_middle=3), Rules(max_throws=2, first_throw_min_base=2)
    assert dict(odds.round_distribution_markov(policy, rules)) == dict(
        odds.round_distribution(policy, rules)
    )


def test_points_and_bonus_laws_follow_the_rules_object(policy_law):
    rules = Rules(bonus_three=10, bonus_four=100)
    joint = odds.round_distribution(Policy(), rules)
    assert dict(joint) == dict(policy_law)
    points = odds.points_distribution(Policy(), rules)
    # points by the rules text, from the joint law
    by_hand: Counter = Counter()
    for (throw, equal), p in joint.items():
        if throw is None:
            by_hand[0] += p
        else:
            by_hand[7 - throw + {3: 10, 4: 100}.get(equal, 0)] += p
    assert dict(points) == dict(by_hand)
    bonus = odds.bonus_distribution(Policy(), rules)
    assert set(bonus) <= {0, 10, 100}
    assert bonus[10] == joint.probability(lambda o: o[0] is not None and o[1] == 3)
    assert odds.expected_points(Policy(), rules) == to_sympy(sum(k * p for k, p in by_hand.items()))


@pytest.mark.parametrize("middles", [(1, 2), (2, 2), (3, 4), (5, 5), (1, 1)])
def test_top_waiting_time_recursion_equals_the_geometric_law(middles):
    recursion = odds.top_waiting_time(*middles)
    geometric = odds.top_waiting_time_geometric(*middles)
    assert dict(recursion.to_sympy()) == geometric


def _outcome(rng):
    """(throw that completed the round or None, largest equal group) of a policy round."""
    state = play_round(rng)
    return (state.throws, state.equal) if state.complete else (None, 0)


@pytest.mark.slow
def test_simulated_rounds_match_the_exact_law(policy_law):
    throws = policy_law.map(lambda o: o[0])
    comparison = simulate_distribution(lambda rng: _outcome(rng)[0], 5000, seed=2024, exact=throws)
    _, _, p_value = comparison.chi_square
    assert p_value > 0.001
    assert comparison.total_variation < 0.04
    mean = simulate_mean(
        lambda rng: _points(_outcome(rng)), 5000, seed=7, exact=odds.expected_points()
    )
    assert mean.contains_exact


def _points(outcome):
    """Points by the rules text with the default bonuses (+2 for three, +4 for four)."""
    throw, equal = outcome
    return 0 if throw is None else 7 - throw + {3: 2, 4: 4}.get(equal, 0)


def test_policy_rounds_through_the_engine_end_legally():
    # every placement goes through the engine, which raises on an illegal one
    rng = rng_for(5)
    for _ in range(200):
        state = play_round(rng, GREEDY)
        assert state.over and state.throws <= 6
        if state.complete:
            assert legal_pyramid(state.placed)
            assert state.points == _points((state.throws, max(Counter(state.placed).values())))
        else:
            assert state.throws == 6 and state.points == 0
