"""The scores and the reading of a forecast: the Brier identity, its exact expectation
against an enumeration of every run, and the book of predictions."""

from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pyramide_kit.errors import RuleError
from pyramide_kit.predict import (
    Forecast,
    PredictionBook,
    brier_expected,
    brier_from_counts,
    brier_over_trials,
    read_forecast,
)

probabilities = st.fractions(min_value=0, max_value=1, max_denominator=50)


@given(probabilities, st.lists(st.integers(0, 1), min_size=1, max_size=60))
def test_mean_over_trials_equals_the_decomposition(p, outcomes):
    assert brier_over_trials(p, outcomes) == brier_from_counts(p, sum(outcomes), len(outcomes))


@given(probabilities, probabilities, st.integers(1, 6))
def test_expectation_is_the_mean_over_every_run(p, exact, n):
    """Every run of n trials, weighted by its probability P^k (1 - P)^(n - k)."""
    total = Fraction(0)
    for run in product((0, 1), repeat=n):
        k = sum(run)
        weight = exact**k * (1 - exact) ** (n - k)
        total += weight * sum((p - o) ** 2 for o in run) / n
    assert brier_expected(p, exact) == total


def test_the_exact_value_scores_best_by_hand():
    """P = 1/4: forecasting 1/4 expects 3/16, forecasting 1/2 expects 1/16 + 3/16."""
    assert brier_expected(Fraction(1, 4), Fraction(1, 4)) == Fraction(3, 16)
    assert brier_expected(Fraction(1, 2), Fraction(1, 4)) == Fraction(4, 16)


@pytest.mark.parametrize(
    ("text", "lang", "low", "high"),
    [
        ("0,3", "de", Fraction(3, 10), Fraction(3, 10)),
        ("0.3", "en", Fraction(3, 10), Fraction(3, 10)),
        ("30 %", "de", Fraction(3, 10), Fraction(3, 10)),
        ("1/3", "en", Fraction(1, 3), Fraction(1, 3)),
        ("0,2 bis 0,4", "de", Fraction(1, 5), Fraction(2, 5)),
        ("20 % to 1/2", "en", Fraction(1, 5), Fraction(1, 2)),
        ("0.1 .. 0.9", "en", Fraction(1, 10), Fraction(9, 10)),
        ("1", "en", Fraction(1), Fraction(1)),
    ],
)
def test_reading(text, lang, low, high):
    assert read_forecast(text, lang) == Forecast(low, high)


@pytest.mark.parametrize(
    ("text", "lang", "key"),
    [
        ("abc", "en", "answer_unreadable"),
        ("1,3", "de", "predict_err_range"),
        ("130 %", "en", "predict_err_range"),
        ("-0.1", "en", "predict_err_range"),
        ("0,3", "en", "answer_unreadable"),
        ("0,4 bis 0,2", "de", "predict_err_order"),
        ("", "en", "answer_unreadable"),
        (0.3, "en", "predict_err_text"),
    ],
)
def test_refused(text, lang, key):
    with pytest.raises(RuleError) as caught:
        read_forecast(text, lang)
    assert caught.value.key == key


def test_counts_are_checked():
    for hits, trials in ((5, 4), (-1, 4), (0, 0)):
        with pytest.raises(RuleError):
            brier_from_counts(Fraction(1, 2), hits, trials)
    with pytest.raises(RuleError):
        brier_over_trials(Fraction(1, 2), [])


def test_book_keeps_a_prediction_and_refuses_a_run_before_it():
    book = PredictionBook()
    with pytest.raises(RuleError):
        book.observe("x", 1, 2)
    book.predict("x", Fraction(1, 4), Forecast(Fraction(1, 2), Fraction(1, 2)))
    with pytest.raises(RuleError):
        book.observe("x", 3, 2)
    outcome = book.observe("x", 1, 4)
    # forecast 1/2, f = 1/4: (1/4)^2 + 3/16 = 4/16
    assert outcome.brier == Fraction(1, 4)
    assert book.points() == ((Fraction(1, 2), Fraction(1, 4), Fraction(1, 4)),)
    book.predict("y", Fraction(1, 4), Forecast(Fraction(1, 5), Fraction(1, 3)))
    book.observe("y", 0, 4)
    assert book.outcomes()[1].hit and book.outcomes()[1].brier is None
    assert book.mean_brier() == Fraction(1, 4)
    assert len(book.points()) == 1
