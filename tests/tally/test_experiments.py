"""The catalogue's exact values, each against a route that does not use the kit's code."""

from fractions import Fraction
from itertools import product

import numpy as np
import pytest
import sympy
from sympy.stats import Binomial, density

from pyramide_kit.exact import as_fraction
from pyramide_kit.i18n import t
from pyramide_kit.simulate import rng_for
from pyramide_kit.tally import EXPERIMENTS, experiment
from pyramide_kit.tally.experiments import LONGEST_WAIT, throws_until_ones_moments


def test_the_catalogue_holds_the_five_experiments():
    assert set(EXPERIMENTS) == {
        "ones_after_three",
        "throws_until_ones",
        "sum_of_two",
        "seven",
        "six",
    }
    kinds = {key: ex.kind for key, ex in EXPERIMENTS.items()}
    assert kinds == {
        "ones_after_three": "distribution",
        "throws_until_ones": "mean",
        "sum_of_two": "distribution",
        "seven": "probability",
        "six": "probability",
    }


def test_an_unknown_experiment_is_refused_naming_the_choices():
    with pytest.raises(ValueError, match="ones_after_three"):
        experiment("dice")


def test_ones_after_three_throws_is_binomial():
    """Each die shows one by the third throw with 1 - (5/6)^3, independently of the rest."""
    law = density(Binomial("X", 6, 1 - sympy.Rational(5, 6) ** 3))
    exact = experiment("ones_after_three").exact
    assert {o: as_fraction(p) for o, p in exact.items()} == {
        k: as_fraction(sympy.Rational(law[k])) for k in range(7)
    }


def test_throws_until_six_ones_by_inclusion_exclusion():
    """T is the largest of six geometric waits: P(T > k) = 1 - (1 - (5/6)^k)^6, so
    E[T] = sum over k >= 0 of P(T > k) and E[T^2] = sum of (2k + 1) P(T > k); with
    q = (5/6)^j the series of q^k and (2k + 1) q^k are 1/(1 - q) and (1 + q)/(1 - q)^2."""
    terms = [
        (sympy.binomial(6, j) * (-1) ** (j + 1), sympy.Rational(5, 6) ** j) for j in range(1, 7)
    ]
    mean = sum(c / (1 - q) for c, q in terms)
    second = sum(c * (1 + q) / (1 - q) ** 2 for c, q in terms)
    assert throws_until_ones_moments() == (mean, second - mean**2)
    ex = experiment("throws_until_ones")
    assert ex.exact == mean and ex.event.variance == second - mean**2
    assert 13.9 < float(mean) < 14  # about fourteen throws: a class can do it


def test_throws_beyond_the_longest_wait_are_next_to_impossible():
    assert 6 * (5 / 6) ** LONGEST_WAIT < 1e-15  # a union bound on P(T > LONGEST_WAIT)


def test_sum_of_two_dice_by_counting_the_36_throws():
    counts: dict[int, int] = {}
    for a, b in product(range(1, 7), repeat=2):
        counts[a + b] = counts.get(a + b, 0) + 1
    exact = experiment("sum_of_two").exact
    assert dict(exact.items()) == {s: Fraction(c, 36) for s, c in counts.items()}


def test_a_sum_of_seven_by_counting_the_36_throws():
    sevens = sum(1 for a, b in product(range(1, 7), repeat=2) if a + b == 7)
    assert experiment("seven").exact == sympy.Rational(sevens, 36)


def test_a_six_has_chance_one_sixth():
    assert experiment("six").exact == sympy.Rational(1, 6)


@pytest.mark.parametrize("key", list(EXPERIMENTS))
def test_the_allowed_outcomes_are_those_the_experiment_can_give(key):
    ex = EXPERIMENTS[key]
    if ex.kind == "distribution":
        assert ex.event.outcomes == tuple(range(ex.low, ex.high + 1))
    elif ex.kind == "probability":
        assert (ex.low, ex.high) == (0, 1)
    else:
        assert (ex.low, ex.high) == (1, LONGEST_WAIT)


@pytest.mark.parametrize("key", list(EXPERIMENTS))
def test_the_samplers_agree_with_the_exact_values(key):
    """The events' samplers (used to play groups in tests) against the exact value."""
    ev = EXPERIMENTS[key].event
    values = ev.sample(200_000, rng_for(5))
    if ev.kind == "distribution":
        shares = np.bincount(values, minlength=len(ev.outcomes)) / values.size
        exact = np.array([float(ev.exact[o]) for o in ev.outcomes])
        assert np.abs(shares - exact).max() < 0.005
    else:
        sd = float(ev.sd) / np.sqrt(values.size)
        assert abs(values.mean() - float(ev.exact)) < 5 * sd


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_experiment_has_its_title_and_hint(lang):
    titles = {t(ex.title_key, lang) for ex in EXPERIMENTS.values()}
    hints = {t(ex.hint_key, lang) for ex in EXPERIMENTS.values()}
    assert len(titles) == len(hints) == len(EXPERIMENTS)
