"""Every exact Kniffel number by two routes, and a seeded simulation beside it."""

from collections import Counter
from fractions import Fraction
from functools import cache
from itertools import combinations, product

import pytest
from sympy import Matrix, Rational

from pyramide_kit.dice import D6, roll_distribution
from pyramide_kit.exact import as_fraction
from pyramide_kit.kniffel import Rules, new_game, odds
from pyramide_kit.kniffel.rules import is_kniffel
from pyramide_kit.simulate import simulate_proportion


@pytest.mark.parametrize("throws", [1, 2, 3])
def test_kniffel_within_throws_markov_chain_equals_enumeration(throws):
    chain = odds.p_kniffel_within(throws)
    assert isinstance(chain, Rational)
    assert chain == odds.p_kniffel_within_enumerated(throws)


def test_kniffel_within_one_throw_by_hand():
    # six Kniffels among 6^5 ordered throws
    assert odds.p_kniffel_within(1) == Rational(6, 6**5)


def test_kniffel_within_two_throws_by_a_hand_sum():
    # first throw by "how many alike" k (counts of 7776), then 5 - k dice all the kept
    # face (or, from k = 1, a fresh throw of five with 6 Kniffels in 7776)
    first = {1: 720, 2: 5400, 3: 1500, 4: 150, 5: 6}
    second = {1: Rational(6, 7776), 2: Rational(1, 216), 3: Rational(1, 36), 4: Rational(1, 6)}
    expected = Rational(6, 7776) + sum(Rational(first[k], 7776) * second[k] for k in second)
    assert odds.p_kniffel_within(2) == expected


def test_chain_rows_are_distributions_and_the_chain_is_absorbing():
    start, step = odds.kniffel_chain()
    assert sum(start) == 1
    for i in range(5):
        assert sum(step.row(i)) == 1
    assert step[4, 4] == 1
    probs = [odds.p_kniffel_within(k) for k in range(1, 6)]
    assert probs == sorted(probs) and probs[-1] < 1


@pytest.mark.slow
def test_kniffel_within_three_throws_simulated_through_the_engine():
    exact = odds.p_kniffel_within(3)

    def trial(rng):
        game = new_game().throw(rng)
        while not is_kniffel(game.dice) and game.throws_left:
            game = game.throw(rng, keep=odds.keep_most_common(game.dice))
        return is_kniffel(game.dice)

    result = simulate_proportion(trial, 4000, seed=2024, exact=exact)
    assert result.contains_exact, str(result)


def _brute_force_patterns():
    """All 7776 ordered throws, with predicates written from the rules text alone."""
    counts = Counter()
    for dice in product(range(1, 7), repeat=5):
        tally = sorted(Counter(dice).values())
        faces = set(dice)
        counts["three_of_a_kind"] += tally[-1] >= 3
        counts["four_of_a_kind"] += tally[-1] >= 4
        counts["full_house"] += tally == [2, 3]
        counts["small_straight"] += any({s, s + 1, s + 2, s + 3} <= faces for s in (1, 2, 3))
        counts["large_straight"] += faces in ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6})
        counts["kniffel"] += tally == [5]
    return counts


def test_one_throw_patterns_three_ways():
    formula = odds.one_throw_patterns()
    engine = odds.one_throw_patterns_enumerated()
    brute = {k: Rational(v, 7776) for k, v in _brute_force_patterns().items()}
    assert formula == engine == brute
    # hand values: full house 6 * 5 * C(5,3) = 300; large straight 2 * 5! = 240;
    # small straight by inclusion-exclusion 3 * 480 - 2 * 120 = 1200
    assert formula["full_house"] == Rational(300, 7776)
    assert formula["large_straight"] == Rational(240, 7776)
    assert formula["small_straight"] == Rational(1200, 7776)


def test_straights_are_forty_times_likelier_than_a_kniffel():
    p = odds.one_throw_patterns()
    assert p["large_straight"] / p["kniffel"] == 40  # 240 orders against 6


@pytest.mark.parametrize(("variant", "best"), [("none", 375), ("book", 790), ("hasbro", 1575)])
def test_best_totals_from_the_rules_page_are_reached_through_the_engine(variant, best):
    rules = Rules(extra_kniffel=variant)
    assert odds.best_total(rules) == best
    assert odds.best_total_bound(rules) == best
    writes = odds.best_game(rules)
    assert sorted(c for c, _ in writes) == sorted(
        ["ones", "twos", "threes", "fours", "fives", "sixes", "three_of_a_kind",
         "four_of_a_kind", "full_house", "small_straight", "large_straight", "kniffel",
         "chance"]
    )  # fmt: skip


def test_book_variant_best_game_uses_six_kniffel_sets_as_the_rule_text_says():
    # "nur mit sechs verschiedenen Würfelsätzen möglich": a Kniffel of every face
    faces = {dice[0] for _, dice in odds.best_game(Rules("book")) if is_kniffel(dice)}
    assert faces == {1, 2, 3, 4, 5, 6}


def test_best_game_is_legal_throw_by_throw_in_a_game():
    for variant in ("none", "book", "hasbro"):
        game = new_game(rules=Rules(extra_kniffel=variant))
        for category, dice in odds.best_game(Rules(extra_kniffel=variant)):
            game = game.throw_values(dice).write(category)
        assert game.over and game.cards[0].total == odds.best_total(Rules(variant))


@pytest.mark.parametrize("throws", [0, -1, 1.5, True])
def test_throws_must_be_a_positive_whole_number(throws):
    with pytest.raises(ValueError, match="throws"):
        odds.p_kniffel_within(throws)


def test_lesson_exercise_three_alike_two_throws_left():
    # each of the two free dice shows the kept face within two tries with 1 - (5/6)^2,
    # independently: (11/36)^2; the chain from state 3 must say the same
    _, step = odds.kniffel_chain()
    from_three = (Matrix([[0, 0, 1, 0, 0]]) * step**2)[0, 4]
    assert from_three == (1 - Rational(5, 6) ** 2) ** 2 == Rational(121, 1296)


def test_keeping_the_most_common_face_is_the_best_kniffel_chase():
    # the lesson says the most common face is the keeping rule that maximises the chance
    # of a Kniffel in three throws: try every way to keep dice, by dynamic programming
    # over sorted dice with the shared dice layer (no Kniffel code involved)
    @cache
    def best(dice, throws_left):
        if len(set(dice)) == 1:
            return Fraction(1)
        if throws_left == 0:
            return Fraction(0)
        kept_options = {kept for k in range(5) for kept in combinations(dice, k)}
        return max(chance(kept, throws_left) for kept in kept_options)

    @cache
    def chance(kept, throws_left):
        fresh = roll_distribution(5 - len(kept), D6)
        return sum(p * best(tuple(sorted(kept + new)), throws_left - 1) for new, p in fresh.items())

    optimum = chance((), 3)
    assert optimum == as_fraction(odds.p_kniffel_within(3))
