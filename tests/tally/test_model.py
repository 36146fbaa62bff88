"""The tally as a rule: pooled counts, the checks of every entry, and an unchanged state."""

import math
import subprocess
import sys
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pyramide_kit.errors import RuleError
from pyramide_kit.tally import EXPERIMENTS, Tally, parse_entry
from pyramide_kit.tally.model import MOST_ATTEMPTS


def outcomes_of(key):
    ex = EXPERIMENTS[key]
    return st.integers(ex.low, ex.high)


@st.composite
def reports(draw, key):
    """Groups with distinct names, each with a list of outcomes, one per attempt."""
    names = draw(st.lists(st.sampled_from("ABCDEFGH"), min_size=1, max_size=6, unique=True))
    return [
        (f"Gruppe {name}", draw(st.lists(outcomes_of(key), min_size=1, max_size=30)))
        for name in names
    ]


def tally_of(key, groups):
    tally = Tally.new(key)
    for name, results in groups:
        tally = tally.add(name, results=results)
    return tally


@given(st.sampled_from(list(EXPERIMENTS)).flatmap(lambda k: st.tuples(st.just(k), reports(k))),
       st.randoms())  # fmt: skip
def test_adding_groups_in_any_order_gives_the_same_pooled_counts(case, random):
    key, groups = case
    shuffled = list(groups)
    random.shuffle(shuffled)
    a, b = tally_of(key, groups), tally_of(key, shuffled)
    # the pooled counts counted here by hand, outcome by outcome
    everything = [o for _, results in groups for o in results]
    by_hand = {o: everything.count(o) for o in sorted(set(everything))}
    assert a.pooled_counts == b.pooled_counts == by_hand
    assert a.n == b.n == len(everything)
    assert a.pooled == b.pooled


@given(reports("sum_of_two"))
def test_results_and_counts_are_the_same_report(groups):
    by_results = tally_of("sum_of_two", groups)
    by_counts = Tally.new("sum_of_two")
    for name, results in groups:
        counts = {o: results.count(o) for o in set(results)}
        by_counts = by_counts.add(name, counts=counts)
    assert by_results == by_counts


def test_pooled_frequency_mean_and_running_points():
    six = Tally.new("six").add("A", counts={1: 14, 0: 46}).add("B", results=[1, 0, 0, 0])
    assert six.pooled == Fraction(15, 64)
    assert six.running == [(60, Fraction(14, 60)), (64, Fraction(15, 64))]
    waits = Tally.new("throws_until_ones").add("A", results=[12, 17, 9]).add("B", results=[20])
    assert waits.pooled == Fraction(58, 4)
    assert waits.running == [(3, Fraction(38, 3)), (4, Fraction(58, 4))]
    ones = Tally.new("ones_after_three").add("A", results=[2, 3, 2, 6])
    assert ones.pooled == {2: Fraction(1, 2), 3: Fraction(1, 4), 6: Fraction(1, 4)}
    assert ones.running == [] and ones.band() is None
    assert Tally.new("six").pooled is None and Tally.new("six").band() is None


def _central_range_by_counting(n: int, p: Fraction) -> tuple[Fraction, Fraction]:
    """The least k with P(X <= k) > 1/40 and the least with P(X <= k) >= 39/40, over n,
    from C(n, k) p^k q^(n - k) summed in fractions."""
    total, cdf = Fraction(0), []
    for k in range(n + 1):
        total += math.comb(n, k) * p**k * (1 - p) ** (n - k)
        cdf.append(total)
    low = next(k for k, c in enumerate(cdf) if c > Fraction(1, 40))
    high = next(k for k, c in enumerate(cdf) if c >= Fraction(39, 40))
    return Fraction(low, n), Fraction(high, n)


def test_the_band_at_the_class_n_is_the_exact_central_range():
    """A frequency's band at n = 60 (and at n = 1) is the central 95 % of B(n, 1/6)."""
    low, high = Tally.new("six").add("A", counts={1: 10, 0: 50}).band()
    assert (low, high) == tuple(float(x) for x in _central_range_by_counting(60, Fraction(1, 6)))
    low, high = Tally.new("six").add("A", results=[0]).band()
    assert (low, high) == (0.0, 1.0)  # one attempt: either outcome is inside


def test_parse_entry_reads_numbers_and_pairs():
    assert parse_entry("3 5 3") == {3: 2, 5: 1}
    assert parse_entry("3:2, 5 : 1; 3") == {3: 3, 5: 1}
    assert parse_entry(" 1:14\n0:46 ") == {1: 14, 0: 46}
    assert parse_entry("-2 3:-1") == {-2: 1, 3: -1}  # read here, refused by add


@pytest.mark.parametrize("text", ["", "   ", ",;", "2.5", "drei", "3:", "3:2:1", "1e3", "½"])
def test_parse_entry_refuses_what_it_cannot_read(text):
    with pytest.raises(RuleError) as caught:
        parse_entry(text)
    assert caught.value.key in {"tally_err_empty", "tally_err_token"}


BASE = Tally.new("ones_after_three").add("Gruppe A", results=[2, 3])

BAD = [
    ("outcome too high", lambda t: t.add("B", results=[7]), "check_err_whole_range"),
    ("outcome below", lambda t: t.add("B", results=[-1]), "check_err_whole_range"),
    ("float outcome", lambda t: t.add("B", results=[2.0]), "check_err_whole_range"),
    ("bool outcome", lambda t: t.add("B", results=[True]), "check_err_whole_range"),
    ("text outcome", lambda t: t.add("B", results=["3"]), "check_err_whole_range"),
    ("negative count", lambda t: t.add("B", counts={2: -1}), "check_err_whole_range"),
    ("float count", lambda t: t.add("B", counts={2: 1.5}), "check_err_whole_range"),
    ("huge count", lambda t: t.add("B", counts={2: MOST_ATTEMPTS + 1}), "check_err_whole_range"),
    ("outcome key outside", lambda t: t.add("B", counts={9: 1}), "check_err_whole_range"),
    ("empty results", lambda t: t.add("B", results=[]), "tally_err_empty"),
    ("zero counts", lambda t: t.add("B", counts={2: 0, 3: 0}), "tally_err_empty"),
    ("both", lambda t: t.add("B", results=[2], counts={2: 1}), "tally_err_entry"),
    ("neither", lambda t: t.add("B"), "tally_err_entry"),
    ("results as text", lambda t: t.add("B", results="23"), "tally_err_results"),
    ("counts as list", lambda t: t.add("B", counts=[2, 3]), "tally_err_results"),
    ("duplicate name", lambda t: t.add("gruppe a ", results=[1]), "tally_err_duplicate"),
    ("empty name", lambda t: t.add("  ", results=[1]), "check_err_text"),
    ("long name", lambda t: t.add("x" * 41, results=[1]), "check_err_text"),
    ("name not text", lambda t: t.add(3, results=[1]), "check_err_text"),
    ("replace not a flag", lambda t: t.add("C", results=[1], replace=1), "check_err_flag"),
    ("remove unknown", lambda t: t.remove("Gruppe Z"), "tally_err_unknown_group"),
    ("remove no text", lambda t: t.remove(None), "tally_err_unknown_group"),
]


@pytest.mark.parametrize(("what", "move", "key"), BAD, ids=[b[0] for b in BAD])
def test_every_bad_entry_is_refused_and_changes_nothing(what, move, key):
    before = (BASE.groups, BASE.pooled_counts)
    with pytest.raises(RuleError) as caught:
        move(BASE)
    assert caught.value.key == key, what
    assert (BASE.groups, BASE.pooled_counts) == before


def test_a_waiting_time_is_at_least_one_throw():
    with pytest.raises(RuleError, match="from 1 to 200"):
        Tally.new("throws_until_ones").add("A", results=[12, 0])


def test_replace_puts_the_new_results_where_the_group_stood():
    tally = BASE.add("B", results=[1]).add("gruppe a", results=[6, 6, 6], replace=True)
    assert tally.names == ("gruppe a", "B")
    assert tally.group("Gruppe A").counts == ((6, 3),)
    assert tally.pooled_counts == {1: 1, 6: 3}


def test_remove_takes_out_one_group():
    tally = BASE.add("B", results=[1]).remove("gruppe a")
    assert tally.names == ("B",) and tally.pooled_counts == {1: 1}
    assert BASE.names == ("Gruppe A",)


@pytest.mark.slow
def test_the_model_works_without_ipywidgets():
    code = (
        "import sys, pyramide_kit.tally as t; t.Tally.new('six').add('A', results=[1]); "
        "print('ipywidgets' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_a_group_is_found_without_case_and_spaces():
    assert BASE.group(" gruppe A ") is BASE.groups[0]
    with pytest.raises(RuleError):
        BASE.group(None)
