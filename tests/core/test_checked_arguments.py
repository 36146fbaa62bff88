"""simulate.py and plots.py refuse a count or a seed that is not a whole number in range.

Each bad value is a `RuleError` (a `ValueError`) with a catalogue key whose German and
English texts exist, raised before any trial is played, never rounded or guessed.
"""

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from pyramide_kit.checks import SEED_LIMIT
from pyramide_kit.dice import D6
from pyramide_kit.errors import RuleError
from pyramide_kit.i18n import CATALOGUE, error_text
from pyramide_kit.plots import log_spaced, running_frequency_plot
from pyramide_kit.simulate import (
    rng_for,
    simulate_distribution,
    simulate_mean,
    simulate_proportion,
    wilson_interval,
)

NOT_WHOLE = st.one_of(
    st.floats(allow_nan=True, allow_infinity=True),  # 2.0 as well as 2.5, NaN and inf
    st.booleans(),
    st.text(max_size=6),  # "10" as well as "abc"
    st.fractions(),
    st.sampled_from([np.float64(3.0), np.True_, [3], (3,)]),
)
"""Values that are never a count (None is added where a count may not be None)."""

BAD_N = st.one_of(NOT_WHOLE, st.none(), st.integers(max_value=0))
BAD_SEED = st.one_of(NOT_WHOLE, st.integers(max_value=-1), st.integers(min_value=SEED_LIMIT))


def refused(call, *args, **kwargs):
    """Call, expect a RuleError, and check that its text exists in both languages."""
    with pytest.raises(RuleError) as caught:
        call(*args, **kwargs)
    error = caught.value
    assert error.key in CATALOGUE
    german, english = error_text(error, "de"), error_text(error, "en")
    assert german and english and german != english
    return error


class Trial:
    """A trial that counts its calls: a refused run must not have played any."""

    def __init__(self):
        self.calls = 0

    def __call__(self, rng):
        self.calls += 1
        return int(rng.integers(1, 7))


@given(BAD_N)
def test_a_proportion_or_a_distribution_needs_a_whole_number_of_trials(n):
    trial = Trial()
    refused(simulate_proportion, trial, n, 1)
    refused(simulate_distribution, trial, n, 1, D6.distribution())
    assert trial.calls == 0


@given(st.one_of(BAD_N, st.just(1)))
def test_a_mean_needs_at_least_two_trials(n):
    trial = Trial()
    error = refused(simulate_mean, trial, n, 1)
    assert error.params["low"] == 2 and trial.calls == 0


@given(BAD_SEED)
def test_a_seed_is_a_whole_number_from_0_to_2_to_the_63_minus_1(seed):
    trial = Trial()
    error = refused(rng_for, seed)
    assert error.params["name"] == "seed"
    assert "Startwert" in error_text(error, "de")
    refused(simulate_proportion, trial, 10, seed)
    refused(simulate_mean, trial, 10, seed)
    refused(simulate_distribution, trial, 10, seed, D6.distribution())
    assert trial.calls == 0


@given(BAD_N)
def test_the_wilson_interval_needs_a_whole_number_of_trials(n):
    refused(wilson_interval, 0, n)


@given(st.one_of(NOT_WHOLE, st.none(), st.integers(max_value=-1), st.integers(min_value=11)))
def test_the_wilson_interval_needs_successes_from_0_to_n(successes):
    refused(wilson_interval, successes, 10)


@given(BAD_N)
def test_log_spaced_counts_need_a_whole_number_of_trials(n):
    refused(log_spaced, n)


@pytest.mark.parametrize("points", [1, 2.5, True, "600", None])
def test_log_spaced_counts_need_two_points_or_more(points):
    refused(log_spaced, 100, points)


@pytest.mark.parametrize("limit", [0, 2.5, True, "5000", None])
def test_the_full_curve_limit_is_a_whole_number_of_trials(limit):
    refused(running_frequency_plot, [0, 1, 1], 0.5, full_curve_limit=limit)


def test_numpy_integers_and_the_edges_of_the_ranges_are_taken():
    assert simulate_proportion(Trial(), np.int64(1), np.int64(3)).n == 1
    assert simulate_mean(Trial(), 2, SEED_LIMIT - 1).n == 2
    assert simulate_distribution(Trial(), np.int32(5), 0, D6.distribution()).n == 5
    assert rng_for(None).integers(1, 7) in range(1, 7)
    assert wilson_interval(np.int64(10), np.int64(10))[1] == 1.0
    assert list(log_spaced(np.int64(1))) == [1]
