"""Exact odds of Pyramide, each checked by a second, independent route."""

from collections import Counter
from fractions import Fraction
from itertools import product

import pytest
import sympy
import sympy.stats as stats

from pyramide_kit.exact import Distribution, as_fraction
from pyramide_kit.pyramide import Roll, new_game, odds
from pyramide_kit.pyramide.strategy import ComputerPolicy, play_round
from pyramide_kit.simulate import simulate_distribution, simulate_mean, simulate_proportion
from tests.pyramide.reference import reference_best


@pytest.mark.parametrize("throws", [1, 2, 3, 4])
def test_pyramid_of_ones_closed_form(throws):
    # Each die independently shows a one within k throws with 1 - (5/6)^k (it is kept
    # as soon as it shows one); all six must: (1 - (5/6)^k)^6.
    k = sympy.Integer(throws)
    closed = (1 - sympy.Rational(5, 6) ** k) ** 6
    assert odds.p_pyramid_of_ones(throws) == closed


def test_pyramid_of_ones_in_three_throws_is_91_over_216_to_the_sixth():
    assert odds.p_pyramid_of_ones(3) == sympy.Rational(91, 216) ** 6


def test_pyramid_of_ones_per_die_with_sympy_stats():
    # the throw at which one die first shows a one is geometric with p = 1/6
    first_one = stats.Geometric("T", sympy.Rational(1, 6))
    per_die = stats.P(first_one <= 3)
    assert odds.p_pyramid_of_ones(3) == per_die**6


def test_every_chance_step_of_a_round_sums_to_one():
    game = new_game(1)
    assert sum(game.apply(Roll()).chance_outcomes().values()) == 1
    game = game.throw((), (1, 2, 3, 4, 5, 6))
    for keep in [(), (0,), (0, 1, 2), (0, 1, 2, 3, 4)]:
        assert sum(game.apply(Roll(keep)).chance_outcomes().values()) == 1


@pytest.mark.slow
def test_policy_after_three_throws_matches_a_simulation_through_the_engine():
    n, seed = 6000, 20261130

    def round_score(rng):
        return play_round(new_game(1), rng)[-1].best.score

    result = simulate_mean(round_score, n, seed, exact=odds.mean_score(3))
    assert result.contains_exact, str(result)
    large = simulate_proportion(
        lambda rng: play_round(new_game(1), rng)[-1].best.kind == "large",
        n,
        seed + 1,
        exact=odds.kind_probabilities(3)["large"],
    )
    assert large.contains_exact, str(large)


def test_kind_distribution_after_three_throws_passes_chi_square():
    exact = Distribution({k: as_fraction(v) for k, v in odds.kind_probabilities(3).items()})
    comparison = simulate_distribution(
        lambda rng: play_round(new_game(1), rng)[-1].best.kind or "none", 4000, 7, exact
    )
    assert comparison.chi_square[2] > 0.001, str(comparison)
    assert comparison.total_variation < 0.03, str(comparison)


def test_three_throws_beat_one_on_average():
    assert odds.mean_score(3) > odds.mean_score(2) > odds.mean_score(1)


def _policy_chain_by_ordered_rerolls(throws):
    """Route 2 for the policy's exact odds: the round's chain written out here, with
    every reroll enumerated as ordered dice and every final throw scored by the
    independent reference scorer. Only the policy's keeping decision (its definition)
    is taken from the kit."""
    policy = ComputerPolicy()
    after_reroll = {}

    def reroll(kept):
        if kept not in after_reroll:
            counts = Counter(
                tuple(sorted(kept + fresh)) for fresh in product(range(1, 7), repeat=6 - len(kept))
            )
            total = 6 ** (6 - len(kept))
            after_reroll[kept] = {dice: Fraction(c, total) for dice, c in counts.items()}
        return after_reroll[kept]

    state = reroll(())
    for _ in range(throws - 1):
        nxt = Counter()
        for dice, p in state.items():
            kept = policy.keep_values(dice)
            if kept is None or len(kept) == 6:
                nxt[dice] += p
                continue
            for final, q in reroll(tuple(sorted(kept))).items():
                nxt[final] += p * q
        state = nxt
    mean, kinds = Fraction(0), Counter()
    for dice, p in state.items():
        score, kind = reference_best(dice)
        mean += p * score
        kinds[kind] += p
    return mean, kinds


@pytest.mark.parametrize("throws", [2, 3])
def test_policy_mean_and_kinds_agree_with_a_chain_over_ordered_rerolls(throws):
    mean, kinds = _policy_chain_by_ordered_rerolls(throws)
    assert odds.mean_score(throws) == sympy.Rational(mean.numerator, mean.denominator)
    assert {k: as_fraction(v) for k, v in odds.kind_probabilities(throws).items()} == {
        k: kinds[k] for k in ("large", "half", "small", "none")
    }
