"""Pyramide's vectorised rounds against the rules engine: the same draws give the same
rounds, and large seeded runs agree with the exact odds of `pyramide.odds`."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest

from pyramide_kit.exact import Distribution, as_fraction
from pyramide_kit.pyramide import Rules, new_game, odds
from pyramide_kit.pyramide import vectorised as vec
from pyramide_kit.pyramide.strategy import ComputerPolicy, keep_ones, play_round
from pyramide_kit.simulate import chi_square_test, mean_interval, wilson_interval
from tests.vectorised.replay import DigitRng

P_MIN = 0.001  # a fixed seed either passes or fails for good; this is the level it must pass

POLICY = ComputerPolicy()


def _policy_rule(dice):
    return POLICY.keep_values(dice, Rules())


@pytest.mark.parametrize(("keep", "seed"), [(_policy_rule, 1), (keep_ones, 2)])
def test_same_draws_same_rounds_as_the_engine(keep, seed):
    draws = np.random.default_rng(seed).integers(0, vec.DRAW_RANGE, size=(3, 400))
    rounds = vec.rounds_from_draws(draws, keep)
    for i in range(draws.shape[1]):
        rng = DigitRng(draws[:, i])
        final = play_round(new_game(1), rng, keep)[-1]
        assert tuple(rounds.dice[i]) == tuple(sorted(final.dice))
        assert rounds.score[i] == final.best.score
        assert vec.KIND_NAMES[rounds.kind[i]] == (final.best.kind or "none")
        assert rounds.throws[i] == final.throws == rng.throws
        assert rounds.dice_thrown[i] == rng.dice


def test_simulators_use_the_documented_draws():
    """simulate_* draw (throws, n) integers from [0, 6**6) and play them: the layout
    the lessons' stored seeded results depend on."""
    rounds = vec.simulate_rounds(1000, np.random.default_rng(5))
    draws = np.random.default_rng(5).integers(0, vec.DRAW_RANGE, size=(3, 1000))
    again = vec.rounds_from_draws(draws, _policy_rule)
    for got, want in zip(rounds, again, strict=True):
        np.testing.assert_array_equal(got, want)


def test_policy_rounds_agree_with_the_exact_odds():
    n = 200_000
    rounds = vec.simulate_rounds(n, np.random.default_rng(11))
    kinds = Counter(vec.KIND_NAMES[k] for k in rounds.kind.tolist())
    exact_kinds = Distribution(
        {kind: as_fraction(p) for kind, p in odds.kind_probabilities(3).items()}
    )
    assert chi_square_test(kinds, exact_kinds)[2] > P_MIN
    low, high = mean_interval(rounds.score, confidence=0.999)
    assert low <= float(odds.mean_score(3)) <= high


def test_scores_of_single_throws_follow_the_exact_distribution():
    rounds = vec.simulate_single_throws(100_000, np.random.default_rng(12))
    assert (rounds.throws == 1).all() and (rounds.dice_thrown == 6).all()
    counts = Counter(rounds.score.tolist())
    assert chi_square_test(counts, odds.score_distribution(1))[2] > P_MIN


def test_pyramid_of_ones_keeping_ones():
    n = 400_000
    rounds = vec.simulate_keep_ones(n, np.random.default_rng(13))
    ones = int(np.count_nonzero((rounds.dice == 1).all(axis=1)))
    low, high = wilson_interval(ones, n, confidence=0.999)
    assert low <= float(odds.p_pyramid_of_ones(3)) <= high
    # keep_ones throws until all six show one, so exactly those rounds stop early
    assert ((rounds.throws < 3) <= (rounds.dice == 1).all(axis=1)).all()


def test_bad_draws_are_refused():
    with pytest.raises(ValueError, match="shape"):
        vec.rounds_from_draws(np.zeros(5, dtype=int), keep_ones)
    with pytest.raises(ValueError, match="throws must be a whole number"):
        vec.simulate_keep_ones(5, np.random.default_rng(0), throws=0)


def _ones_round_through_the_engine(code):
    """Play the round `code` of the waits simulator through the engine, keeping every
    one: throw t rolls, in die order, the t-th pip of each die not yet showing one.
    Returns whether it ends with six ones, and the dice the engine rolled."""
    blocks = vec.ones_round_blocks(code)
    draws, done = [], [False] * len(blocks)
    for t in range(len(blocks[0])):
        pips = [block[t] for block, one in zip(blocks, done, strict=True) if not one]
        if not pips:
            break
        draws.append(sum((pip - 1) * 6**i for i, pip in enumerate(pips)))
        done = [one or block[t] == 1 for block, one in zip(blocks, done, strict=True)]
    rng = DigitRng(draws)
    final = play_round(new_game(1), rng, keep_ones)[-1]
    assert rng.throws == len(draws)
    return final.dice.count(1) == len(final.dice), rng.dice


def test_ones_round_codes_below_the_hit_range_are_exactly_the_pyramids_of_ones():
    rng = np.random.default_rng(21)
    hits = rng.integers(0, vec.ONES_HIT_RANGE, size=300).tolist()
    misses = rng.integers(vec.ONES_HIT_RANGE, vec.ONES_ROUND_RANGE, size=300).tolist()
    edges = [0, vec.ONES_HIT_RANGE - 1, vec.ONES_HIT_RANGE, vec.ONES_ROUND_RANGE - 1]
    codes = hits + misses + edges
    for code in codes:
        blocks = vec.ones_round_blocks(code)
        ones, dice = _ones_round_through_the_engine(code)
        assert ones == (code < vec.ONES_HIT_RANGE)
        # a die is thrown up to its first one, at most three times
        assert dice == sum(b.index(1) + 1 if 1 in b else len(b) for b in blocks)
    assert len({vec.ones_round_blocks(c) for c in codes}) == len(set(codes))
    # one code per way the six dice can fall in their three throws each
    assert 6 ** (6 * Rules().throws) == vec.ONES_ROUND_RANGE


def test_same_draws_same_waits_as_the_engine():
    waits = vec.simulate_ones_waits(4, np.random.default_rng(22))
    codes = np.random.default_rng(22).integers(
        0, vec.ONES_ROUND_RANGE, size=vec.ones_batch(4), dtype=np.uint64
    )
    replayed, rounds = [], 0
    for code in codes.tolist():
        rounds += 1
        if _ones_round_through_the_engine(code)[0]:
            replayed.append(rounds)
            rounds = 0
            if len(replayed) == len(waits):
                break
    assert waits.tolist() == replayed


def test_waits_for_the_pyramid_of_ones_agree_with_the_geometric_mean():
    # a batch boundary falls inside many waits here (n far above one batch)
    waits = vec.simulate_ones_waits(60_000, np.random.default_rng(23))
    assert waits.shape == (60_000,) and waits.min() >= 1
    low, high = mean_interval(waits, confidence=0.999)
    assert low <= float(1 / odds.p_pyramid_of_ones(3)) <= high
