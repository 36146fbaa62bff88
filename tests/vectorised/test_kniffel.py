"""Kniffel's vectorised throws and chases against the rules engine: the same draws give
the same outcomes, and large seeded runs agree with the exact odds of `kniffel.odds`."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest
import sympy

from pyramide_kit.exact import Distribution
from pyramide_kit.kniffel import Rules, new_game, odds
from pyramide_kit.kniffel import vectorised as vec
from pyramide_kit.kniffel.rules import is_kniffel, score
from pyramide_kit.kniffel.strategy import BookAdvice, Greedy
from pyramide_kit.simulate import chi_square_test, mean_interval, wilson_interval
from pyramide_kit.table import play_turn
from tests.vectorised.replay import DigitRng

P_MIN = 0.001  # a fixed seed either passes or fails for good; this is the level it must pass


def _engine_chase(draws, throws: int):
    """The engine's chase keeping the most common face, on the dice of `draws`."""
    rng = DigitRng(draws)
    game = new_game(rules=Rules(throws=throws)).throw(rng)
    while not is_kniffel(game.dice) and game.throws_left:
        game = game.throw(rng, keep=odds.keep_most_common(game.dice))
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


def test_four_throws_in_one_draw_are_its_groups_of_five_digits():
    """The chases until a Kniffel draw four throws as one integer in [0, 6**20): each
    throw is a group of five base-6 digits, lowest first, checked with Python integers."""
    quads = np.random.default_rng(37).integers(0, vec.DRAW_RANGE**4, size=2000, dtype=np.int64)
    quads[:3] = (0, vec.DRAW_RANGE**4 - 1, 2**31 + 12345)  # no digit lost at the edges
    throws = vec.split_quad_draws(quads)
    for i, quad in enumerate(quads.tolist()):
        digits = [quad // 6**j % 6 for j in range(20)]
        for j in range(4):
            assert int(throws[j][i]) == sum(
                d * 6**k for k, d in enumerate(digits[5 * j : 5 * j + 5])
            )
            assert vec.draw_digits(throws[j][i], 5) == tuple(
                d + 1 for d in digits[5 * j : 5 * j + 5]
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


def test_throws_until_kniffel_count_the_dice_of_the_chain_across_blocks():
    """More chases than one block, so the blocks' first throws and the joined tails both
    run: the dice thrown agree with the hand-derived chain's expected dice (visits of
    each state "k alike" times the 5 - k dice it throws), and each chase's count of dice
    fits its throws (five first, then one to four a throw)."""
    n = vec._CHASE_BLOCK + 30_000
    chases = vec.simulate_throws_until_kniffel(n, np.random.default_rng(39))
    assert chases.kniffel.all()
    later = chases.dice_thrown - 5
    assert (later >= chases.throws - 1).all() and (later <= 4 * (chases.throws - 1)).all()
    start, step = odds.kniffel_chain()
    visits = start[:, :4] * (sympy.eye(4) - step[:4, :4]).inv()  # after the first throw
    expected = 5 + sum(visits[0, k - 1] * (5 - k) for k in range(1, 5))
    low, high = mean_interval(chases.dice_thrown, confidence=0.999)
    assert low <= float(expected) <= high


def test_throws_until_kniffel_stops_at_the_limit():
    n = 20_000
    chases = vec.simulate_throws_until_kniffel(n, np.random.default_rng(36), limit=2)
    assert (chases.throws <= 2).all()
    # cut off at two throws: the chance of a Kniffel within two throws (Markov chain)
    low, high = wilson_interval(int(chases.kniffel.sum()), n, confidence=0.999)
    assert low <= float(odds.p_kniffel_within(2)) <= high


def _engine_game(draws, policy, rules):
    """One solitaire game through the engine, each turn on its own draws."""
    game = new_game(["solo"], rules)
    for turn in draws:
        game = play_turn(game, policy, DigitRng(turn))[-1]
    return game.cards[0]


@pytest.mark.slow
@pytest.mark.parametrize(
    ("policy", "rules"),
    [
        (Greedy(), Rules()),
        (BookAdvice(), Rules()),
        (Greedy(), Rules(extra_kniffel="hasbro")),
        (BookAdvice(), Rules(extra_kniffel="none")),
    ],
)
def test_same_draws_same_solitaire_games_as_the_engine(policy, rules):
    n = 40
    rng = np.random.default_rng(37)
    draws = rng.integers(0, vec.DRAW_RANGE, size=(13, rules.throws, n))
    # a Kniffel on the first throw of about a third of the turns, so that extra
    # Kniffels, the Joker rule and the Kniffel bonus all come up
    face = rng.integers(0, 6, size=(13, n))
    lucky = rng.random((13, n)) < 0.35
    draws[:, 0, :] = np.where(lucky, face * (1 + 6 + 36 + 216 + 1296), draws[:, 0, :])
    games = vec.solitaire_from_draws(draws, policy, rules)
    if rules.extra_kniffel == "none":
        assert games.extra_kniffels.sum() == 0
    else:
        assert games.extra_kniffels.sum() > 10
    for i in range(n):
        card = _engine_game(draws[:, :, i], policy, rules)
        assert (card.total, card.upper_sum, card.upper_bonus) == (
            games.total[i],
            games.upper_sum[i],
            games.bonus[i],
        )
        assert len(card.extra_kniffels) == games.extra_kniffels[i]
        assert (card.box("kniffel") == rules.kniffel) == games.kniffel[i]


def test_solitaire_simulator_plays_the_documented_draws():
    games = vec.simulate_solitaire(300, np.random.default_rng(38), Greedy())
    draws = np.random.default_rng(38).integers(0, vec.DRAW_RANGE, size=(13, 3, 300))
    for got, want in zip(games, vec.solitaire_from_draws(draws, Greedy()), strict=True):
        np.testing.assert_array_equal(got, want)
    with pytest.raises(ValueError, match="shape"):
        vec.solitaire_from_draws(draws[:12], Greedy())


@pytest.mark.slow
@pytest.mark.parametrize(
    ("policy", "rules"),
    [
        (Greedy(), Rules()),
        (BookAdvice(), Rules()),
        (Greedy(), Rules(extra_kniffel="hasbro")),
        (BookAdvice(), Rules(extra_kniffel="none")),
        (BookAdvice(), Rules(extra_kniffel="hasbro")),
    ],
)
def test_solitaire_tables_answer_as_the_policy(policy, rules):
    """The tables are filled from a ranking of the boxes and traced cards (see the
    module text); here the policy itself is asked about random situations, a third of
    them Kniffels, with any throws left, and must agree with the tables."""
    tables = vec._policy_tables(policy, rules)
    rng = np.random.default_rng(41)
    kniffels = [m for m, dice in enumerate(vec._MULTISETS) if is_kniffel(dice)]
    for _ in range(1500):
        key = int(rng.integers(0, vec._ALL))
        if key >> vec._KNIFFEL & 1 and rules.kniffel and rng.random() < 0.5:
            key |= vec._FLAG
        m = int(rng.choice(kniffels)) if rng.random() < 1 / 3 else int(rng.integers(252))
        dice, card = vec._MULTISETS[m], vec._card_of(key, rules)
        at = key * len(vec._MULTISETS) + m
        keep = policy.hold(card, dice, int(rng.integers(1, rules.throws)))
        kept = range(5) if keep is None else keep  # stopping keeps all five
        assert tables.step[at] == (5 - len(kept)) * vec.DRAW_RANGE
        assert tables.kept[at] == vec.count_code([dice[p] for p in kept])
        move = policy.write(card, dice)
        after = card.write(move.category, dice, move.extra)
        assert vec.CATEGORIES[tables.category[at]] == move.category
        assert tables.value[at] == after.box(move.category)
        assert tables.extra[at] == len(after.extra_kniffels) - len(card.extra_kniffels)
