"""The exact layer and the dice: sums to one, multiset weights, SymPy hand-off."""

from collections import Counter
from fractions import Fraction
from itertools import product

import pytest
import sympy
from hypothesis import given
from hypothesis import strategies as st

from pyramide_kit.dice import (
    D6,
    MIWIN_DICE,
    InvalidDiceError,
    multiset_count,
    multisets,
    roll_distribution,
    validate_dice,
)
from pyramide_kit.errors import RuleError
from pyramide_kit.exact import Distribution, as_fraction, to_sympy
from pyramide_kit.i18n import CATALOGUE, error_text


@pytest.mark.parametrize("count", [0, 1, 2, 3, 5, 6])
def test_multiset_distribution_matches_ordered_enumeration(count):
    ordered = Counter(tuple(sorted(o)) for o in product(range(1, 7), repeat=count))
    dist = roll_distribution(count)
    assert dist == Distribution.from_counts(ordered)
    assert sum(dist.values()) == 1


def test_number_of_multisets_is_the_stars_and_bars_count():
    assert len(multisets(6)) == sympy.binomial(6 + 6 - 1, 6)
    assert len(multisets(5)) == sympy.binomial(5 + 6 - 1, 5)


@given(st.lists(st.integers(1, 6), min_size=1, max_size=6))
def test_multiset_count_counts_distinct_orderings(dice):
    from itertools import permutations

    assert multiset_count(sorted(dice)) == len(set(permutations(dice)))


def test_distribution_refuses_probabilities_not_summing_to_one():
    with pytest.raises(ValueError, match="sum to exactly 1"):
        Distribution({1: Fraction(1, 2), 2: Fraction(1, 3)})
    with pytest.raises(ValueError, match="negative"):
        Distribution({1: Fraction(3, 2), 2: Fraction(-1, 2)})


def test_expectation_variance_and_sympy_hand_off():
    die = D6.distribution()
    assert die.expectation() == Fraction(7, 2)
    assert die.variance() == Fraction(35, 12)
    assert die.sympy_expectation() == sympy.Rational(7, 2)
    assert isinstance(to_sympy(Fraction(1, 3)), sympy.Rational)
    assert die.map(lambda v: v % 2) == Distribution({0: Fraction(1, 2), 1: Fraction(1, 2)})


def test_then_chains_two_chance_steps():
    two = D6.distribution().then(lambda a: D6.distribution().map(lambda b: a + b))
    assert two[7] == Fraction(6, 36)
    assert two == roll_distribution(2).map(sum)


@pytest.mark.parametrize(
    ("text", "value"), [("10/36", Fraction(5, 18)), (" 3 ", Fraction(3)), ("0.25", Fraction(1, 4))]
)
def test_as_fraction_reads_exact_answers(text, value):
    assert as_fraction(text) == value


@pytest.mark.parametrize("bad", ["abc", "1/0", 0.5, True, None])
def test_as_fraction_refuses_inexact_or_unreadable(bad):
    with pytest.raises(RuleError) as caught:
        as_fraction(bad)
    assert caught.value.key in CATALOGUE
    assert error_text(caught.value, "de") != str(caught.value)


@pytest.mark.parametrize("bad", [-1, 2.0, "2", True, None])
def test_roll_distribution_refuses_what_is_no_count_even_beside_its_cache(bad):
    roll_distribution(2)  # 2.0 would find this entry in the cache
    with pytest.raises(RuleError, match="the number of dice"):
        roll_distribution(bad)


def test_validate_dice_names_the_problem():
    assert validate_dice([1, 6, 3], 3) == (1, 6, 3)
    with pytest.raises(InvalidDiceError, match="cannot show 7"):
        validate_dice([1, 7, 3], 3)
    with pytest.raises(InvalidDiceError, match="expected 3 dice, got 2"):
        validate_dice([1, 2], 3)
    with pytest.raises(InvalidDiceError, match="III cannot show 3"):
        MIWIN_DICE[0].check(3)


def test_miwin_faces_as_in_the_original_rules():
    assert [d.faces for d in MIWIN_DICE] == [
        (1, 2, 5, 6, 7, 9),
        (1, 3, 4, 5, 8, 9),
        (2, 3, 4, 6, 7, 8),
    ]
    # each die's faces sum to 30, like a d6 scaled: same mean 5
    assert {d.distribution().expectation() for d in MIWIN_DICE} == {Fraction(5)}
