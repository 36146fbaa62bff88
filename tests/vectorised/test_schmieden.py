"""Schmieden's vectorised rounds against the rules engine: the same draws give the same
rounds, and a large seeded run agrees with the exact law of `schmieden.odds`."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest

from pyramide_kit.schmieden import odds
from pyramide_kit.schmieden import vectorised as vec
from pyramide_kit.schmieden.rules import Rules
from pyramide_kit.schmieden.strategy import GREEDY, Policy, play_round
from pyramide_kit.simulate import chi_square_test, mean_interval
from tests.vectorised.replay import DigitRng

P_MIN = 0.001  # a fixed seed either passes or fails for good; this is the level it must pass


@pytest.mark.parametrize(
    ("policy", "rules"),
    [(Policy(), Rules()), (GREEDY, Rules(max_throws=4, bonus_three=5, first_throw_min_base=2))],
)
def test_same_draws_same_rounds_as_the_engine(policy, rules):
    draws = np.random.default_rng(41).integers(0, vec.DRAW_RANGE, size=(rules.max_throws, 400))
    rounds = vec.rounds_from_draws(draws, policy, rules)
    for i in range(draws.shape[1]):
        rng = DigitRng(draws[:, i], calls_per_throw=3)  # white, blue, green rows
        state = play_round(rng, policy, rules)
        assert rounds.complete[i] == state.complete
        assert rounds.throw[i] == (state.throws if state.complete else 0)
        assert rounds.points[i] == state.points
        assert rounds.bonus[i] == state.bonus
        assert rounds.equal[i] == (state.equal if state.complete else 0)
        assert rounds.dice_thrown[i] == rng.dice


def _documented_draws(n, rng, throws):
    """The module text's layout with Python integers: block by block, per group of at
    most three throws one integer in [0, 6**(6 g)) per round, its base-6**6 digits
    lowest first."""
    rows = [[] for _ in range(throws)]
    for lo in range(0, n, vec._BLOCK):
        size = min(vec._BLOCK, n - lo)
        for first in range(0, throws, 3):
            group = min(3, throws - first)
            wide = rng.integers(0, vec.DRAW_RANGE**group, size=size, dtype=np.int64)
            for value in wide.tolist():
                for j in range(group):
                    rows[first + j].append(value // vec.DRAW_RANGE**j % vec.DRAW_RANGE)
    return np.array(rows)


@pytest.mark.parametrize(
    ("n", "rules"), [(vec._BLOCK + 300, Rules()), (700, Rules(max_throws=4, bonus_four=9))]
)
def test_the_simulator_plays_the_documented_draws(n, rules):
    draws = vec.simulation_draws(n, np.random.default_rng(42), rules)
    documented = _documented_draws(n, np.random.default_rng(42), rules.max_throws)
    np.testing.assert_array_equal(draws, documented)
    rounds = vec.simulate_rounds(n, np.random.default_rng(42), Policy(), rules)
    for got, want in zip(rounds, vec.rounds_from_draws(draws, Policy(), rules), strict=True):
        np.testing.assert_array_equal(got, want)


def test_rounds_agree_with_the_exact_law():
    n = 200_000
    rounds = vec.simulate_rounds(n, np.random.default_rng(43))
    law = odds.round_distribution()
    throws = law.map(lambda o: o[0] or 0)
    assert chi_square_test(Counter(rounds.throw.tolist()), throws)[2] > P_MIN
    outcome = Counter(zip(rounds.throw.tolist(), rounds.equal.tolist(), strict=True))
    joint = law.map(lambda o: (o[0] or 0, o[1]))
    assert chi_square_test(outcome, joint)[2] > P_MIN
    low, high = mean_interval(rounds.points, confidence=0.999)
    assert low <= float(odds.expected_points()) <= high


def test_states_start_empty_and_draws_need_one_row_per_throw():
    states = vec.reachable_states()
    assert states[0] == ((None,) * 6, True)
    assert all(None not in placed or not first for placed, first in states[1:])
    with pytest.raises(ValueError, match="one row per throw"):
        vec.rounds_from_draws(np.zeros((5, 3), dtype=int))
