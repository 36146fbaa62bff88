"""The simulation harness: reproducible, intervals that cover, tests that detect."""

import re
from collections import Counter
from fractions import Fraction

import pytest
import sympy
import sympy.stats

from pyramide_kit.dice import D6, roll_distribution
from pyramide_kit.errors import RuleError
from pyramide_kit.simulate import (
    chi_square_test,
    confidence_text,
    running_mean,
    simulate_distribution,
    simulate_mean,
    simulate_proportion,
    total_variation,
    wilson_interval,
)


def six(rng):
    return rng.integers(1, 7) == 6


def test_same_seed_same_result_other_seed_other_result():
    a = simulate_proportion(six, 500, seed=3)
    b = simulate_proportion(six, 500, seed=3)
    c = simulate_proportion(six, 500, seed=4)
    assert a.successes == b.successes
    assert (a.hits != c.hits).any()


def test_wilson_interval_known_textbook_value():
    # Wilson (1927) for 0 successes out of 10 at 95 %: upper limit z^2 / (n + z^2)
    z2 = 1.959963984540054**2
    low, high = wilson_interval(0, 10)
    assert low == pytest.approx(0.0, abs=1e-12)
    assert high == pytest.approx(z2 / (10 + z2))


def test_proportion_interval_covers_exact_one_sixth():
    result = simulate_proportion(six, 20_000, seed=11, exact=Fraction(1, 6))
    assert result.contains_exact
    assert "inside" in str(result)


def test_mean_interval_covers_exact_mean():
    result = simulate_mean(lambda rng: rng.integers(1, 7), 20_000, seed=5, exact=Fraction(7, 2))
    assert result.contains_exact


def test_chi_square_p_value_matches_sympy_distribution():
    counts = {1: 20, 2: 10, 3: 30}
    exact = D6.distribution().map(lambda v: (v + 1) // 2)
    stat, dof, p = chi_square_test(counts, exact)
    assert stat == pytest.approx(10.0)
    assert dof == 2
    x = sympy.Symbol("x")
    survival = 1 - sympy.stats.cdf(sympy.stats.ChiSquared("X", 2))(x)
    assert p == pytest.approx(float(survival.subs(x, 10)))


def test_chi_square_detects_a_loaded_die():
    loaded = Counter({1: 100, 2: 100, 3: 100, 4: 100, 5: 100, 6: 200})
    assert chi_square_test(loaded, D6.distribution())[2] < 1e-6
    fair = simulate_distribution(lambda rng: int(rng.integers(1, 7)), 6000, 1, D6.distribution())
    assert fair.chi_square[2] > 0.01
    assert fair.total_variation < 0.03


def test_total_variation_of_disjoint_support_is_one():
    assert total_variation({7: 4}, D6.distribution()) == pytest.approx(1.0)


def test_running_mean():
    assert list(running_mean([1, 0, 1, 1])) == [1.0, 0.5, 2 / 3, 0.75]


@pytest.mark.parametrize("n", [0, -5, 10**7 + 1])
def test_bad_n_is_refused(n):
    with pytest.raises(ValueError, match="whole number from 1 to 10000000"):
        simulate_proportion(six, n, seed=1)


def _numbers(text: str) -> list[str]:
    return re.findall(r"\d+(?:\.\d+)?", text)


@pytest.mark.parametrize(
    "run",
    [
        lambda lang: simulate_proportion(six, 500, 3, Fraction(1, 6), lang=lang),
        lambda lang: simulate_mean(lambda rng: rng.integers(1, 7), 500, 3, Fraction(7, 2), lang),
        lambda lang: simulate_distribution(
            lambda rng: int(rng.integers(1, 7)), 500, 3, roll_distribution(1).map(sum), lang
        ),
    ],
)
def test_a_result_prints_in_the_language_it_was_run_with(run):
    german, english = str(run("de")), str(run("en"))
    # the same run, only the words and the decimal mark differ
    assert _numbers(german.replace(",", ".")) == _numbers(english)
    assert re.search(r"\d,\d", german) and not re.search(r"\d,\d", english)
    for english_word in ("of", "mean", "interval", "exact", "inside", "simulated"):
        assert not re.search(rf"\b{english_word}\b", german)
    assert re.search(r"\b(von|Intervall|exakt|simuliert)\b", german)


def test_a_run_outside_its_interval_says_so_in_both_languages():
    never = simulate_proportion(lambda rng: False, 100, 1, Fraction(1, 2), lang="de")
    assert "NICHT" in str(never)
    assert "OUTSIDE" in str(simulate_proportion(lambda rng: False, 100, 1, Fraction(1, 2)))


@pytest.mark.parametrize("lang", ["fr", "", None, 1])
def test_a_run_in_an_unknown_language_is_refused(lang):
    with pytest.raises(RuleError):
        simulate_proportion(six, 10, 1, lang=lang)


def test_the_confidence_level_is_written_as_each_language_writes_it():
    assert confidence_text(0.95, "en") == "95%" and confidence_text(0.95, "de") == "95-%"
    assert confidence_text(0.999, "de") == "99,9-%" and confidence_text(0.999, "en") == "99.9%"
    assert "95-%-Intervall" in str(simulate_proportion(six, 50, 2, lang="de"))
