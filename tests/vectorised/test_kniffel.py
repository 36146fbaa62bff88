"""Kniffel's vectorised throws and chases against the rules engine: the same draws give
the same outcomes, and large seeded runs agree with the exact odds of `kniffel.odds`."""

from __future__ import annotations

from collections import Counter

import numpy as np
import sympy

from pyramide_kit.exact import Distribution
from pyramide_kit.kniffel import odds
from pyramide_kit.kniffel import vectorised as vec
from pyramide_kit.kniffel.rules import Rules, is_kniffel, new_game, score
from pyramide_kit.simulate import chi_square_test, mean_interval, wilson_interval
from tests.vectorised.replay import DigitRng

P_MIN = 0.001  # a fixed seed either passes or fails for good; this is the level it must pass


def _engine_chase(draws, throws: int):
    """The engine's chase keeping the most common face, on the dice of `draws`."""
    rng = DigitRng(draws)
    game = new_game(rules=Rules(throws=throws)).throw(rng)
    while not is_kniffel(game.dice) and game.throws_left:
        game = game.hold(odds.keep_most_common(game.dice)).throw(rng)
    return is_kniffel(game.dice), game.throws, rng.dice


def test_same_draws_same_chases_as_the_engine():
    draws = np.random.default_rng(31).integers(0, vec.DRAW_RANGE, size=(6, 500))
    chases = vec.chase_from_draws(draws)
    for i in range(draws.shape[1]):
        assert _engine_chase(draws[:, i], 6) == (
            chases.kniffel[i],
            chases.throws[i],
            chases.dice_thrown[i],
        )


def test_one_throw_dice_and_patterns_are_the_engines():
    throws = vec.simulate_one_throw(2000, np.random.default_rng(32))
    draws = np.random.default_rng(32).integers(0, vec.DRAW_RANGE, size=2000, dtype=np.uint16)
    for i, draw in enumerate(draws[:500]):
        dice = tuple(sorted(vec.draw_digits(draw, 5)))
        assert tuple(throws.dice[i]) == dice
        for j, pattern in enumerate(odds.PATTERNS):
            assert throws.patterns[i, j] == (score(pattern, dice) > 0)


def test_one_throw_patterns_agree_with_the_exact_odds():
    n = 400_000
    throws = vec.simulate_one_throw(n, np.random.default_rng(33))
    for j, (pattern, exact) in enumerate(odds.one_throw_patterns().items()):
        assert pattern == odds.PATTERNS[j]
        low, high = wilson_interval(int(throws.patterns[:, j].sum()), n, confidence=0.999)
        assert low <= float(exact) <= high, pattern


def test_kniffel_within_three_throws():
    n = 400_000
    chases = vec.simulate_kniffel_within(n, np.random.default_rng(34))
    low, high = wilson_interval(int(chases.kniffel.sum()), n, confidence=0.999)
    assert low <= float(odds.p_kniffel_within(3)) <= high
    assert (chases.throws <= 3).all()


def test_throws_until_kniffel_follow_the_markov_chain():
    n = 200_000
    chases = vec.simulate_throws_until_kniffel(n, np.random.default_rng(35))
    assert chases.kniffel.all()
    # P(T = t) from P(Kniffel within t) of the hand-derived chain, t = 1 .. 20, rest pooled
    within = [sympy.Integer(0)] + [odds.p_kniffel_within(t) for t in range(1, 21)]
    exact = {t: within[t] - within[t - 1] for t in range(1, 21)}
    exact[0] = 1 - within[20]
    law = Distribution({t: sympy.Rational(p) for t, p in exact.items()})
    counts = Counter(t if t <= 20 else 0 for t in chases.throws.tolist())
    assert chi_square_test(counts, law)[2] > P_MIN
    # E[T] by the chain's fundamental matrix: E = 1 + start_transient (I - Q)^-1 1
    start, step = odds.kniffel_chain()
    q = step[:4, :4]
    expected = 1 + (start[:, :4] * (sympy.eye(4) - q).inv() * sympy.ones(4, 1))[0, 0]
    low, high = mean_interval(chases.throws, confidence=0.999)
    assert low <= float(expected) <= high


def test_throws_until_kniffel_stops_at_the_limit():
    chases = vec.simulate_throws_until_kniffel(2000, np.random.default_rng(36), limit=2)
    assert (chases.throws <= 2).all()
    assert not chases.kniffel.all()
    assert chases.kniffel.mean() < 0.05
