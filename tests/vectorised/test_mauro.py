"""Mauro's vectorised turns and throws against the rules engine: the same draws give the
same turns, and large seeded runs agree with the exact odds of `mauro.odds`."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest

from pyramide_kit.errors import RuleError
from pyramide_kit.exact import Distribution, as_fraction
from pyramide_kit.mauro import Dice, Roll, Rules, new_game, odds
from pyramide_kit.mauro import vectorised as vec
from pyramide_kit.mauro.game import LOST, roll_throw
from pyramide_kit.mauro.throws import ThrowClass, classify, points_variant1, score_variant2
from pyramide_kit.simulate import chi_square_test, mean_interval, wilson_interval
from tests.vectorised.replay import DigitRng

P_MIN = 0.001  # a fixed seed either passes or fails for good; this is the level it must pass


def _fractions(values: dict) -> Distribution:
    return Distribution({k: as_fraction(p) for k, p in values.items()})


def test_a_draw_is_the_throw_the_engine_rolls_from_its_digits():
    rolling = new_game(1).apply(Roll())
    for draw in range(vec.DRAW_RANGE):
        assert vec.throw_of(draw) == roll_throw(DigitRng([draw]))
        assert rolling.sample_chance(DigitRng([draw])) == Dice(vec.throw_of(draw))
    for bad in (216, -1, 2.0, "3", True):
        with pytest.raises(ValueError, match="a draw must be a whole number from 0 to 215"):
            vec.throw_of(bad)


@pytest.mark.parametrize("rules", [Rules(), Rules(ring=False, straight_points=5)])
def test_same_draws_same_turns_as_the_engine(rules):
    draws = np.random.default_rng(3).integers(0, vec.DRAW_RANGE, size=3000)
    turns = vec.turns_from_draws(draws, rules)
    game = new_game(1, Rules(**{**vars(rules), "rounds": len(draws)}))
    for draw in draws:
        game = game.throw(vec.throw_of(draw))
    assert len(turns.points) == len(game.turns) > 1000
    for i, turn in enumerate(game.turns):
        assert (turns.points[i], turns.throws[i], turns.lost[i]) == (
            turn.banked,
            len(turn.throws),
            turn.result == LOST,
        )


class _ScoringFirst(np.random.Generator):
    """Hands out only scoring throws on the first call, so the simulator needs a second
    chunk of draws; then the real generator. A Generator itself: the simulators take
    nothing else."""

    def __init__(self, rng):
        super().__init__(np.random.PCG64(0))
        self.rng, self.first, self.chunks = rng, True, []

    def integers(self, low, high, size, dtype):
        if self.first:
            self.first = False
            scoring = [r for r in range(vec.DRAW_RANGE) if points_variant1(vec.throw_of(r))]
            chunk = np.resize(np.array(scoring, dtype=dtype), size)
        else:
            chunk = self.rng.integers(low, high, size=size, dtype=dtype)
        self.chunks.append(chunk)
        return chunk


def test_turns_continue_across_chunks_of_draws():
    rng = _ScoringFirst(np.random.default_rng(4))
    turns = vec.simulate_turns_variant1(500, rng)
    assert len(rng.chunks) >= 2
    again = vec.turns_from_draws(np.concatenate(rng.chunks))
    for got, want in zip(turns, again, strict=True):
        np.testing.assert_array_equal(got, want[:500])
    assert turns.throws[0] > len(rng.chunks[0])  # the first turn runs on into chunk two


def test_variant1_turns_agree_with_the_exact_odds():
    n = 300_000
    turns = vec.simulate_turns_variant1(n, np.random.default_rng(21))
    low, high = mean_interval(turns.points, confidence=0.999)
    assert low <= float(odds.expected_turn_points_variant1()) <= high
    head = odds.turn_points_head_variant1(8)
    exact: dict = dict(head)
    exact["other"] = 1 - sum(head.values())
    counts = Counter(t if 1 <= t <= 8 else "other" for t in turns.points.tolist())
    assert chi_square_test(counts, Distribution(exact))[2] > P_MIN
    # a turn is lost when a pasch ends it: P = P(pasch) / (1 - P(scoring)) (geometric series)
    classes = odds.class_probabilities()
    scoring = classes[ThrowClass.NEIGHBOURS] + classes[ThrowClass.STRAIGHT]
    low, high = wilson_interval(int(turns.lost.sum()), n, confidence=0.999)
    assert low <= float(classes[ThrowClass.PASCH] / (1 - scoring)) <= high


def test_single_throws_match_the_engine_and_the_exact_odds():
    n = 200_000
    throws = vec.simulate_throws(n, np.random.default_rng(22))
    for i in range(300):
        faces = tuple(int(f) for f in throws.faces[i])
        assert vec.CLASS_NAMES[throws.cls[i]] == classify(faces).value
        assert throws.points_variant1[i] == points_variant1(faces)
        assert throws.score_variant2[i] == score_variant2(faces)
    classes = Counter(vec.CLASS_NAMES[c] for c in throws.cls.tolist())
    exact = _fractions({c.value: p for c, p in odds.class_probabilities().items()})
    assert chi_square_test(classes, exact)[2] > P_MIN
    scores = Counter(throws.score_variant2.tolist())
    assert chi_square_test(scores, odds.score_distribution_variant2())[2] > P_MIN


def test_variant2_points_and_ten_round_totals():
    points = vec.simulate_points_variant2(200_000, np.random.default_rng(23))
    counts = Counter(points.tolist())
    assert chi_square_test(counts, odds.score_distribution_variant2())[2] > P_MIN
    totals = vec.simulate_totals(50_000, np.random.default_rng(24), Rules(variant=2))
    assert chi_square_test(Counter(totals.tolist()), odds.ten_round_total_variant2())[2] > P_MIN
    totals1 = vec.simulate_totals(50_000, np.random.default_rng(25), Rules(variant=1))
    low, high = mean_interval(totals1, confidence=0.999)
    assert low <= 10 * float(odds.expected_turn_points_variant1()) <= high
    few = vec.simulate_totals(5, np.random.default_rng(0), Rules(variant=2, rounds=3))
    assert few.shape == (5,)


def test_rules_the_simulators_cannot_play_are_refused():
    rng = np.random.default_rng(0)
    stop = Rules(may_stop=True)
    for call in (
        lambda: vec.simulate_turns_variant1(5, rng, stop),
        lambda: vec.simulate_totals(5, rng, stop),
        lambda: vec.turns_from_draws(np.arange(10), stop),
        lambda: vec.simulate_turns_variant1(5, rng, Rules(variant=2)),
        lambda: vec.simulate_points_variant2(5, rng, Rules()),
        lambda: vec.simulate_throws(5, rng, "rules"),
    ):
        with pytest.raises(RuleError):
            call()
    assert vec.simulate_throws(3, rng, stop).cls.shape == (3,)  # one throw: stopping is moot
    with pytest.raises(RuleError, match="draws must be an array of whole numbers from 0 to 215"):
        vec.turns_from_draws(np.array([0, 216]))


def test_zero_turns_is_an_empty_result_and_negative_is_refused():
    turns = vec.simulate_turns_variant1(0, np.random.default_rng(1))
    assert turns.points.size == turns.throws.size == turns.lost.size == 0
    for bad in (-1, 2.5, "3", None, True, 10**7 + 1):
        with pytest.raises(ValueError, match="n must be a whole number from 0 to 10000000"):
            vec.simulate_turns_variant1(bad, np.random.default_rng(1))
