"""The exact law of the final total of optimal Kniffel, checked by independent routes.

- Its mean is the game value of the value table, its sum 1, no probability negative.
- Its tail agrees with games of optimal play: yatzy-solver's own seeded `simulate` (Rust,
  an independent solver) for "hasbro" and "none", and the kit's `simulate_optimal` for
  "book" (which yatzy-solver does not have): P(total >= t) of the law lies in the 99.9%
  Wilson interval of the simulated frequency, for several t.
- Its support: within 0 .. the best possible game (375, 790, 1575, the rule text's
  numbers), and every total that simulated games of optimal play reach, including the
  games of fixed throws (five sixes every turn, ...), has positive probability.

The tables and laws are built once for this module, into a temporary cache directory.
"""

from __future__ import annotations

import numpy as np
import pytest

from pyramide_kit.errors import RuleError
from pyramide_kit.kniffel import Rules, optimal, solver
from pyramide_kit.kniffel import distribution as dist
from pyramide_kit.kniffel.compare import VARIANTS
from pyramide_kit.kniffel.strategy import BookAdvice, Greedy, OptimalPolicy
from pyramide_kit.kniffel.vectorised import simulate_solitaire
from pyramide_kit.simulate import rng_for, wilson_interval

pytest.importorskip("yatzy_solver")
pytestmark = pytest.mark.slow  # the three laws take a minute or more to compute
VARIANT_NAMES = ("book", "hasbro", "none")
BEST_GAME = {"book": 790, "hasbro": 1575, "none": 375}  # the docstring of kniffel.rules
THRESHOLDS = (150, 200, 250, 300)


@pytest.fixture(scope="module")
def laws(kniffel_cache):
    """Every variant's law, computed once a run into a fresh cache directory and read back
    from it here (memory cleared first, so the cache is what answers)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("PYRAMIDE_KIT_CACHE", str(kniffel_cache))
        solver._TABLES.clear()
        dist._DISTRIBUTIONS.clear()
        found = {
            name: optimal.score_distribution(Rules(extra_kniffel=name), progress=False)
            for name in VARIANT_NAMES
        }
        yield kniffel_cache, found
    solver._TABLES.clear()
    dist._DISTRIBUTIONS.clear()


@pytest.mark.parametrize("variant", VARIANT_NAMES)
def test_the_law_is_a_distribution_whose_mean_is_the_game_value(laws, variant):
    law = laws[1][variant]
    assert law.ndim == 1
    assert np.all(law >= 0)
    assert abs(law.sum() - 1) < 1e-12
    mean = float(np.arange(law.size) @ law)
    assert abs(mean - optimal.game_value(Rules(extra_kniffel=variant))) < 1e-9


@pytest.mark.parametrize("variant", VARIANT_NAMES)
def test_the_support_lies_within_the_best_game_and_holds_every_game_played(laws, variant):
    law = laws[1][variant]
    rules = Rules(extra_kniffel=variant)
    assert law.size - 1 <= BEST_GAME[variant]
    assert law[-1] > 0
    games = optimal.simulate_optimal(2000, np.random.default_rng(8), rules)
    assert np.all(law[games.total] > 0)
    # whole games of fixed throws: each of them has a probability of at least 6**-195
    for face in range(6):
        draws = np.full((13, rules.throws, 1), face * (6**5 - 1) // 5)
        total = int(optimal.optimal_from_draws(draws, rules).total[0])
        assert law[total] > 0, (face, total)


def assert_tail_agrees(law: np.ndarray, totals: np.ndarray) -> None:
    for t in THRESHOLDS:
        low, high = wilson_interval(int((totals >= t).sum()), totals.size, confidence=0.999)
        assert low <= law[t:].sum() <= high, t


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_the_tail_agrees_with_yatzy_solvers_simulated_optimal_games(laws, yatzy_reference, variant):
    solver = yatzy_reference[variant]
    scores = np.asarray(solver.simulate(50_000, seed=2026)["scores"], dtype=np.int64)
    assert_tail_agrees(laws[1][variant], scores)


def test_the_book_tail_agrees_with_the_kits_simulated_optimal_games(laws):
    games = optimal.simulate_optimal(40_000, np.random.default_rng(2026), Rules())
    assert_tail_agrees(laws[1]["book"], games.total)


def test_the_law_is_cached_and_read_back(laws, monkeypatch):
    cache, found = laws
    assert len(list(cache.glob("kniffel-distribution-*.npz"))) == len(VARIANT_NAMES)
    monkeypatch.setenv("PYRAMIDE_KIT_CACHE", str(cache))
    rules = Rules(extra_kniffel="none")
    dist._DISTRIBUTIONS.pop(rules)
    monkeypatch.setattr(dist, "_compute", lambda *a: pytest.fail("computed again"))
    np.testing.assert_array_equal(optimal.score_distribution(rules), found["none"])


def test_a_stored_law_is_read_from_memory_or_disk_and_never_computed(laws, monkeypatch, tmp_path):
    cache, found = laws
    rules = Rules(extra_kniffel="hasbro")
    monkeypatch.setattr(dist, "_compute", lambda *a: pytest.fail("computed"))
    monkeypatch.setattr(dist, "_DISTRIBUTIONS", {})
    monkeypatch.setenv("PYRAMIDE_KIT_CACHE", str(tmp_path))  # an empty cache
    assert dist.stored_distribution(rules) is None
    assert optimal.stored_distribution(rules) is None
    monkeypatch.setenv("PYRAMIDE_KIT_CACHE", str(cache))  # the cache the law was saved in
    law = optimal.stored_distribution(rules)
    np.testing.assert_array_equal(law, found["hasbro"])
    assert rules in dist._DISTRIBUTIONS  # kept in memory once loaded
    law[0] = 1.0  # a new array each call: the kept law is not changed
    monkeypatch.setenv("PYRAMIDE_KIT_CACHE", str(tmp_path))
    np.testing.assert_array_equal(dist.stored_distribution(rules), found["hasbro"])


def test_percentiles_and_tails_of_a_small_law():
    law = np.array([0.0, 0.25, 0.25, 0.5, 0.0])
    assert optimal.percentile(law, 0) == 1
    assert optimal.percentile(law, 10) == 1
    assert optimal.percentile(law, 25) == 1
    assert optimal.percentile(law, 50) == 2
    assert optimal.percentile(law, 50.1) == 3
    assert optimal.percentile(law, 100) == 3
    assert optimal.at_least(law, 2) == 0.75
    assert optimal.at_least(law, -3) == 1
    assert optimal.at_least(law, 9) == 0
    for bad in ([0.5, 0.6], [[1.0]], [], [1.5, -0.5], "0.5"):
        with pytest.raises(RuleError):
            optimal.percentile(bad, 50)
    for q in (-1, 101, True, "50"):
        with pytest.raises(RuleError):
            optimal.percentile(law, q)


def test_the_optimal_policy_is_valued_exactly(laws):
    rules = Rules(extra_kniffel="hasbro")
    v = optimal.policy_value(OptimalPolicy(), rules=rules)
    assert v.exact and v.n == 0
    assert v.mean == v.low == v.high == optimal.game_value(rules)


@pytest.mark.parametrize("policy", [Greedy(), BookAdvice()])
def test_other_policies_are_valued_by_seeded_games(laws, policy):
    v = optimal.policy_value(policy, n=5000, seed=4)
    assert not v.exact and v.n == 5000
    totals = simulate_solitaire(5000, rng_for(4), policy, Rules()).total
    assert v.mean == totals.mean()
    assert v.low < v.mean < v.high
    assert v.high < optimal.game_value(Rules())  # optimal play has the best mean of all
    with pytest.raises(RuleError):
        optimal.policy_value("greedy")
