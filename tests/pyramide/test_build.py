"""Building and scoring pyramids: the rule text's worked examples and every awkward rule."""

from collections import Counter
from fractions import Fraction
from itertools import product

import pytest
import sympy
from hypothesis import given
from hypothesis import strategies as st

from pyramide_kit.dice import InvalidDiceError, multisets
from pyramide_kit.errors import RuleError
from pyramide_kit.pyramide import assess_build, best_build, make_build, odds
from tests.pyramide.reference import reference_best

# The rule text's worked examples: (throw, kind, rows from the base up, its score).
RULE_TEXT_EXAMPLES = [
    ((4, 6, 5, 3, 2, 6), "half", ((4, 6, 5), (3, 2)), 34),  # (4+6+5+3+2)*2 - 6
    ((4, 6, 5, 3, 2, 2), "large", ((4, 6, 5), (3, 2), (2,)), 66),  # (4+6+5+3+2+2)*3
    ((5, 5, 5, 1, 1, 6), "half", ((5, 5, 5), (1, 1)), 94),  # 50*2 - 6
    ((6, 6, 6, 1, 1, 1), "large", ((6, 6, 6), (1, 1), (1,)), 180),  # 60*3
    ((1, 1, 1, 1, 1, 2), "half", ((1, 1, 1), (1, 1)), 198),  # 100*2 - 2
    ((1, 1, 1, 1, 1, 1), "large", ((1, 1, 1), (1, 1), (1,)), 300),  # 100*3
]


@pytest.mark.parametrize(("dice", "kind", "rows", "rule_text_score"), RULE_TEXT_EXAMPLES)
def test_rule_text_examples_score_as_the_rule_text_says(dice, kind, rows, rule_text_score):
    assert make_build(dice, kind, rows).score == rule_text_score


@pytest.mark.parametrize(("dice", "kind", "rows", "rule_text_score"), RULE_TEXT_EXAMPLES)
def test_rule_text_examples_are_the_best_builds_of_their_throws(dice, kind, rows, rule_text_score):
    best = best_build(dice)
    assert best.score == rule_text_score
    assert best.kind == kind
    assert assess_build(dice, kind, rows).is_best


def test_the_rule_texts_resting_examples():
    # 2 on 6 and 5 (2 = 6 - 5 + 1); 1 on 4 and 4 (1 = 4 - 4 + 1)
    assert make_build((6, 5, 2, 1, 1, 1), "small", ((6, 5), (2,))).value == 13
    assert make_build((4, 4, 1, 6, 6, 6), "small", ((4, 4), (1,))).value == 9


def test_small_pyramid_never_gets_the_special_value():
    build = make_build((1, 1, 1, 6, 6, 5), "small", ((1, 1), (1,)))
    assert build.value == 3 and not build.special
    assert build.score == 3 - (6 + 6 + 5)


def test_special_value_needs_three_equal_base_dice():
    # base 3 3 3 forces 1 1 above, value 30
    assert make_build((3, 3, 3, 1, 1, 1), "large", ((3, 3, 3), (1, 1), (1,))).value == 30
    # base 3 4 3 is not special: plain sum 3 + 4 + 3 + 2 + 2 + 1
    assert make_build((3, 4, 3, 2, 2, 1), "large", ((3, 4, 3), (2, 2), (1,))).value == 15


def test_throw_without_any_pyramid_scores_minus_all_pips():
    # no pair x, y leaves |x - y| + 1 among the other dice: 2 2 4 4 6 6
    best = best_build((2, 4, 6, 6, 4, 2))
    assert best.kind is None
    assert best.score == -(2 + 4 + 6 + 6 + 4 + 2)


def test_a_die_that_does_not_rest_legally_is_refused_with_the_numbers():
    with pytest.raises(RuleError, match=r"on 6 and 5 must show 6 - 5 \+ 1 = 2, not 3"):
        make_build((6, 5, 3, 1, 1, 1), "small", ((6, 5), (3,)))


def test_a_build_using_dice_not_thrown_is_refused():
    with pytest.raises(RuleError, match="does not have: 2"):
        make_build((6, 5, 1, 1, 1, 1), "small", ((6, 5), (2,)))


def test_wrong_shape_and_kind_are_refused():
    with pytest.raises(RuleError, match="rows of 3-2 dice"):
        make_build((6, 5, 2, 1, 1, 1), "half", ((6, 5), (2,)))
    with pytest.raises(RuleError, match="unknown pyramid kind"):
        make_build((6, 5, 2, 1, 1, 1), "huge", ((6, 5), (2,)))


@pytest.mark.parametrize("dice", [(1, 2, 3, 4, 5), (1, 2, 3, 4, 5, 7), (0, 1, 1, 1, 1, 1)])
def test_impossible_dice_are_refused(dice):
    with pytest.raises(InvalidDiceError):
        best_build(dice)


def test_a_suboptimal_hand_build_is_recognised():
    dice = (4, 6, 5, 3, 2, 2)
    verdict = assess_build(dice, "small", ((6, 5), (2,)))
    assert not verdict.is_best
    assert verdict.points_missed == 66 - ((6 + 5 + 2) - (4 + 3 + 2))


def test_best_build_matches_the_reference_on_every_multiset():
    for dice in multisets(6):
        engine = best_build(dice)
        score, kind = reference_best(dice)
        assert (engine.score, engine.kind or "none") == (score, kind), dice


@given(st.lists(st.integers(1, 6), min_size=6, max_size=6))
def test_best_build_is_legal_and_order_free(dice):
    best = best_build(dice)
    assert best == best_build(sorted(dice, reverse=True))
    assert Counter(best.used) + Counter(best.unused) == Counter(dice)
    if best.kind:
        assert make_build(dice, best.kind, best.rows) == best


def _one_throw_by_ordered_enumeration():
    """Route 2: all 46,656 ordered throws, scored by the independent reference."""
    cache, scores, kinds = {}, Counter(), Counter()
    for throw in product(range(1, 7), repeat=6):
        key = tuple(sorted(throw))
        if key not in cache:
            cache[key] = reference_best(key)
        score, kind = cache[key]
        scores[score] += 1
        kinds[kind] += 1
    return scores, kinds


def test_one_throw_score_distribution_mean_and_kinds_agree_with_the_reference():
    scores, kinds = _one_throw_by_ordered_enumeration()
    total = 6**6
    dist = odds.score_distribution(1)
    assert dict(dist.items()) == {s: Fraction(c, total) for s, c in scores.items()}
    mean = sympy.Rational(sum(s * c for s, c in scores.items()), total)
    assert odds.mean_score(1) == mean
    assert odds.kind_probabilities(1) == {
        k: sympy.Rational(kinds[k], total) for k in ("large", "half", "small", "none")
    }
