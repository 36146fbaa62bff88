"""The two-way table (Vierfeldertafel): its cells add up to N, its totals are the
tree's probabilities times N, the inverted tree's P(A | B) is a cell over its column
total, rounding keeps every total right, it is a table a screen reader can walk, and
bad input is refused."""

from __future__ import annotations

import math
from fractions import Fraction
from html.parser import HTMLParser

import pytest
import sympy
from hypothesis import given
from hypothesis import strategies as st

from pyramide_kit.diagrams import Branch, invert, two_way_table
from pyramide_kit.diagrams.table import whole_counts
from pyramide_kit.karten import odds
from tests.core.test_checked_arguments import refused
from tests.diagrams.strategies import two_stage_trees
from tests.diagrams.test_model import one_die
from tests.diagrams.test_tree import CLAIM, claimant


def within_one(rounded: int, exact: Fraction) -> bool:
    return rounded in (math.floor(exact), math.ceil(exact))


@given(two_stage_trees, st.integers(1, 10**6))
def test_the_cells_sum_to_n_and_every_total_is_the_exact_one_rounded(tree, n):
    table = two_way_table(tree, n)
    first = {b.outcome: b.probability for b in tree}
    second = {}  # P(B) by the sum rule over the two first-stage branches
    for a in tree:
        for b in a.then:
            second[b.outcome] = second.get(b.outcome, 0) + a.probability * b.probability
    assert sum(sum(row) for row in table.counts) == n
    for row in table.rows:
        assert within_one(table.row_total(row), Fraction(str(first[row])) * n)
        for column in table.columns:
            a = next(b for b in tree if b.outcome == row)
            b = next(b for b in a.then if b.outcome == column)
            cell = Fraction(str(a.probability * b.probability))
            assert within_one(table.count(row, column), cell * n)
    for column in table.columns:
        assert within_one(table.column_total(column), Fraction(str(second[column])) * n)
    assert table.rounded == any(c.denominator != 1 for row in table.exact_counts for c in row)


def test_lesson_05_with_n_10000_the_numbers_are_whole_and_bayes_reads_off_the_table():
    holds, not_holds, claims, silent = CLAIM["en"]
    tree = claimant("en", k=1)
    table = two_way_table(tree, 10_000)
    prior = odds.p_holds(40, 1, 4)
    assert not table.rounded
    assert table.row_total(holds) == prior * 10_000  # margins: first stage times N
    assert table.row_total(not_holds) == (1 - prior) * 10_000
    assert table.count(holds, silent) == 0
    on_branch = invert(tree)[0].then[0].probability  # P(holds | claims)
    from_table = sympy.Rational(table.count(holds, claims), table.column_total(claims))
    assert on_branch == from_table == odds.p_claim_true(40, 1, 4, Fraction(1, 4))
    assert "≈" not in table.html()


def test_numbers_that_are_not_whole_are_rounded_consistently_and_marked():
    holds, _not_holds, claims, _silent = CLAIM["de"]
    table = two_way_table(claimant("de", k=3), 10_000, lang="de")
    assert table.rounded
    exact = table.exact_counts
    # P(holds and claims) · N: the claimant holds one of the 3 unseen cards of the rank
    # among his 4 of the 40 unseen cards, and then always claims
    assert exact[0][0] == (1 - Fraction(math.comb(37, 4), math.comb(40, 4))) * 10_000
    assert sum(sum(row) for row in table.counts) == 10_000
    html = table.html()
    assert "≈ 2.773" in html and "auf ganze Zahlen gerundet" in html
    assert "10.000" in html  # N is exact: no ≈ before it
    exact_ratio = exact[0][0] / (exact[0][0] + exact[1][0])
    assert exact_ratio == odds.p_claim_true(40, 3, 4, Fraction(1, 4))
    rounded_ratio = table.count(holds, claims) / table.column_total(claims)
    assert abs(rounded_ratio - float(exact_ratio)) < 1e-3


@given(st.lists(st.integers(0, 50), min_size=4, max_size=4).filter(any), st.integers(1, 10**5))
def test_a_controlled_rounding_always_exists(weights, n):
    exact = [[Fraction(w * n, sum(weights)) for w in weights[:2]]]
    exact.append([Fraction(w * n, sum(weights)) for w in weights[2:]])
    (a, b), (c, d) = whole_counts(exact, n)
    assert a + b + c + d == n
    for got, want in zip((a, b, c, d), [*exact[0], *exact[1]], strict=True):
        assert within_one(got, want)
    assert within_one(a + b, exact[0][0] + exact[0][1])
    assert within_one(a + c, exact[0][0] + exact[1][0])


class Cells(HTMLParser):
    """The table's structure as a screen reader meets it."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict]] = []
        self.caption = ""
        self._in_caption = False

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        self._in_caption = tag == "caption"

    def handle_endtag(self, tag):
        self._in_caption = False if tag == "caption" else self._in_caption

    def handle_data(self, data):
        if self._in_caption:
            self.caption += data


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_html_is_a_table_with_a_caption_and_scoped_headers(lang):
    parser = Cells()
    parser.feed(two_way_table(claimant(lang), 10_000, lang=lang).html())
    scopes = [attrs.get("scope") for tag, attrs in parser.tags if tag == "th"]
    assert scopes == ["col"] * 3 + ["row"] * 3
    assert sum(tag == "td" for tag, _ in parser.tags) == 1 + 9  # the corner and 3 × 3
    assert not any("style" in attrs or "color" in attrs for _, attrs in parser.tags)
    word = "Vierfeldertafel" if lang == "de" else "Two-way table"
    assert (
        parser.caption.startswith(word)
        and ("10.000" if lang == "de" else "10,000") in parser.caption
    )


def test_bad_input_is_refused_saying_what_is_allowed():
    tree = claimant("en")
    for n in (0, -5, 2.5, True, "100", None, Fraction(1, 2)):
        error = refused(two_way_table, tree, n)
        assert error.key.startswith("check_err_whole") and "whole number" in str(error)
    assert refused(two_way_table, one_die(2), 100).key == "diagram_err_two_stage"
    three = [
        Branch("A", Fraction(1, 2), [Branch(x, Fraction(1, 3)) for x in "xyz"]),
        Branch("B", Fraction(1, 2), [Branch(x, Fraction(1, 3)) for x in "xyz"]),
    ]
    assert refused(two_way_table, three, 100).key == "diagram_err_four_fold"
    pi = sympy.Symbol("pi", positive=True)
    symbolic = [
        Branch("A", pi, [Branch("B", 1), Branch("not B", 0)]),
        Branch("not A", 1 - pi, [Branch("B", 0), Branch("not B", 1)]),
    ]
    assert refused(two_way_table, symbolic, 100).key == "diagram_err_symbolic"
    table = two_way_table(tree, 100)
    assert refused(table.count, "nobody", "claims").key == "diagram_err_cell"
