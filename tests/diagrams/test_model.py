"""The trees as data: the product rule along every path and the sum rule over all of
them, checked on random trees against a walk of the same tree written as plain tuples;
the inverted tree against Bayes' theorem; and every kind of bad input refused with a
message in both languages."""

from __future__ import annotations

import math
from fractions import Fraction
from itertools import product

import numpy as np
import pytest
import sympy
from hypothesis import given

from pyramide_kit.diagrams import Branch, invert, paths
from pyramide_kit.diagrams.model import exact_text, path_text
from tests.core.test_checked_arguments import refused
from tests.diagrams.strategies import trees, two_stage_trees

SIXTH = sympy.Rational(1, 6)


def plain_paths(plain, prefix=()):
    """{outcomes: product of the probabilities along them}, walked over plain tuples."""
    found = {}
    for outcome, p, children in plain:
        here = (*prefix, outcome)
        if children:
            for path, q in plain_paths(children, here).items():
                found[path] = p * q
        else:
            found[here] = p
    return found


@given(trees)
def test_each_path_is_the_product_along_it_and_all_paths_sum_to_one(tree):
    branches, plain = tree
    expected = plain_paths(plain)
    found = paths(branches)
    assert [p.outcomes for p in found] == list(expected)  # every leaf, top to bottom
    for path in found:
        assert path.probability == expected[path.outcomes]
        assert path.probability == math.prod(path.factors)
    assert sum(p.probability for p in found) == 1


def one_die(stages: int) -> list[Branch]:
    """One die thrown until it shows a one, at most `stages` times."""
    if stages == 1:
        return [Branch("one", SIXTH), Branch("no one", 1 - SIXTH)]
    return [Branch("one", SIXTH), Branch("no one", 1 - SIXTH, one_die(stages - 1))]


def test_lesson_01_the_paths_to_a_one_within_two_throws_sum_to_11_36():
    found = {p.outcomes: p.probability for p in paths(one_die(2))}
    to_a_one = found[("one",)] + found[("no one", "one")]
    pairs = list(product(range(1, 7), repeat=2))
    counted = Fraction(sum(1 in pair for pair in pairs), len(pairs))
    assert len(pairs) == 36
    assert to_a_one == counted == 1 - Fraction(5, 6) ** 2
    assert found[("no one", "no one")] == 1 - counted


def test_the_path_text_shows_the_product_rule():
    texts = [path_text(p) for p in paths(one_die(2))]
    assert texts == ["1/6", "5/6 · 1/6 = 5/36", "5/6 · 5/6 = 25/36"]


@given(two_stage_trees)
def test_the_inverted_tree_has_the_same_leaves_and_bayes_on_its_branches(tree):
    joint = {p.outcomes: p.probability for p in paths(tree)}
    turned = invert(tree)
    for b_branch in turned:
        p_b = joint[("A", b_branch.outcome)] + joint[("not A", b_branch.outcome)]
        assert b_branch.probability == p_b  # the sum rule over the paths ending in B
        for a_branch in b_branch.then:
            cell = joint[(a_branch.outcome, b_branch.outcome)]
            assert a_branch.probability == cell / p_b  # P(A | B) = P(A and B) / P(B)
        if p_b == 0:
            assert b_branch.then == ()
    turned_joint = {
        (p.outcomes[1], p.outcomes[0]): p.probability for p in paths(turned) if p.probability
    }
    assert turned_joint == {k: v for k, v in joint.items() if v}


def test_symbols_are_allowed_and_bayes_comes_out_symbolic():
    pi, b = sympy.symbols("pi b", positive=True)
    claimant = [
        Branch("holds", pi, [Branch("claims", 1), Branch("silent", 0)]),
        Branch("not", 1 - pi, [Branch("claims", b), Branch("silent", 1 - b)]),
    ]
    true_given_claim = invert(claimant)[0].then[0].probability
    assert sympy.simplify(true_given_claim - pi / (pi + (1 - pi) * b)) == 0
    assert exact_text(1 - pi) == "1 − π"
    assert exact_text(b * (1 - pi)) == "b · (1 − π)"


@pytest.mark.parametrize(
    "probability, key",
    [
        (0.5, "diagram_err_float"),
        (np.float64(0.5), "diagram_err_float"),
        (sympy.Float(0.5), "diagram_err_float"),
        (sympy.Symbol("p") * 0.5, "diagram_err_float"),
        (-SIXTH, "diagram_err_range"),
        (sympy.Rational(7, 6), "diagram_err_range"),
        ("half", "diagram_err_not_exact"),
        (None, "diagram_err_not_exact"),
        (True, "diagram_err_not_exact"),
        (sympy.I / 2, "diagram_err_not_exact"),
    ],
)
def test_a_probability_that_is_not_exact_or_not_from_0_to_1_is_refused(probability, key):
    error = refused(Branch, "one", probability)
    assert error.key == key
    assert "allowed" in str(error) or "lies from 0 to 1" in str(error) or "exact" in str(error)


def test_branches_of_a_node_must_sum_to_one_and_have_distinct_outcomes():
    error = refused(Branch, "no one", 1, [Branch("one", SIXTH), Branch("two", SIXTH)])
    assert error.key == "diagram_err_sum"
    assert "1/6 + 1/6 = 1/3, not 1" in str(error) and "exactly 1" in str(error)
    assert refused(paths, [Branch("one", SIXTH)]).key == "diagram_err_sum_first"
    twice = [Branch("one", Fraction(1, 2)), Branch("one", Fraction(1, 2))]
    assert refused(paths, twice).key == "diagram_err_twice_first"
    assert refused(paths, []).key == "diagram_err_empty"
    assert refused(paths, [("one", 1)]).key == "diagram_err_branch"
    assert refused(Branch, "", 1).key == "check_err_text"
    assert refused(Branch, "one", 1, "no list").key == "check_err_items"


def test_the_inverted_tree_needs_two_stages_with_the_same_outcomes():
    assert refused(invert, one_die(2)).key == "diagram_err_two_stage"
    assert refused(invert, one_die(3)).key == "diagram_err_two_stage"
