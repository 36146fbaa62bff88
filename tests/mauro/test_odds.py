"""Every exact number of Mauro by two routes, and seeded simulations against them."""

from fractions import Fraction
from itertools import permutations

import pytest
import sympy

from pyramide_kit.dice import MIWIN_DICE
from pyramide_kit.exact import Distribution, as_fraction, to_sympy
from pyramide_kit.mauro import Bank, Rules, ThrowClass, classify, new_game, odds, score_variant2
from pyramide_kit.mauro.game import BANKED, LOST, roll_throw
from pyramide_kit.mauro.strategy import ComputerPolicy
from pyramide_kit.simulate import simulate_distribution, simulate_mean
from pyramide_kit.table import play_turn

R = sympy.Rational


def test_class_probabilities_engine_equals_sympy_stats():
    engine = odds.class_probabilities()
    assert engine == odds.class_probabilities_sympy()
    assert sum(engine.values()) == 1


def test_pasch_by_hand():
    """Each pair of dice shares exactly three numbers and no number is on all three dice,
    so the three ways to throw a pasch are disjoint: 3 x 3/36 = 1/4."""
    faces = [set(d.faces) for d in MIWIN_DICE]
    shared = [faces[0] & faces[1], faces[0] & faces[2], faces[1] & faces[2]]
    assert [len(s) for s in shared] == [3, 3, 3] and not (faces[0] & faces[1] & faces[2])
    assert odds.class_probabilities()[ThrowClass.PASCH] == 3 * R(3, 36) == R(1, 4)


def test_straights_by_hand():
    """The nine straights k, k+1, k+2 on the ring; count the ways III, IV, V show each."""
    ways = 0
    for k in range(1, 10):
        numbers = (k, k % 9 + 1, (k + 1) % 9 + 1)
        ways += sum(
            all(v in d.faces for v, d in zip(p, MIWIN_DICE, strict=True))
            for p in permutations(numbers)
        )
    assert odds.class_probabilities()[ThrowClass.STRAIGHT] == R(ways, 216) == R(1, 12)


def test_expected_points_variant2_two_routes():
    assert odds.expected_points_variant2() == odds.expected_points_variant2_by_pairs()
    assert odds.expected_points_variant2() == R(20, 3)


def test_variant2_score_distribution_two_routes():
    engine = odds.score_distribution_variant2().to_sympy()
    assert engine == odds.score_distribution_variant2_sympy()


def test_markov_chain_from_engine_or_sympy_classes_agree():
    from_sympy = odds.turn_chain(odds.class_probabilities_sympy())
    from_engine = odds.turn_chain()  # the default: the engine's classes
    assert from_sympy.expected_points == from_engine.expected_points
    assert from_sympy.B[0, 0] + from_sympy.B[0, 1] == 1  # the series ends for sure
    assert from_sympy.N[0, 0] == R(36, 19)  # 1 / (1 - 17/36) throws on average
    # absorption by the geometric series of scoring throws, from the engine's one step
    step = odds.step_distribution_variant1()
    scoring = 1 - step[BANKED] - step[LOST]
    banked, lost = (to_sympy(step[end] / (1 - scoring)) for end in (BANKED, LOST))
    assert from_sympy.B == sympy.Matrix([[banked, lost]]) == sympy.Matrix([[R(10, 19), R(9, 19)]])


def test_expected_turn_points_variant1_chain_against_engine_bounds():
    """Route one: the engine's exact head P(T = t), t <= 200, plus a proven tail bound.
    The interval is narrower than 1e-30 and holds the chain's value; only one fraction
    with a denominator below 10^6 lies in it."""
    exact = odds.expected_turn_points_variant1()
    low, high = odds.turn_expectation_bounds_variant1(200)
    assert high - low < Fraction(1, 10**30)
    assert low <= as_fraction(exact) <= high
    assert low.limit_denominator(10**6) == Fraction(200, 361)
    assert exact == R(200, 361)


def test_turn_distribution_head_engine_equals_pgf_series():
    series = odds.turn_points_series_variant1(25)
    head = odds.turn_points_head_variant1(24)
    assert all(to_sympy(head[t]) == series[t] for t in range(1, 25))


def test_pgf_mean_and_variance():
    z = sympy.Symbol("z")
    g = odds.turn_points_pgf_variant1(z)
    assert g.subs(z, 1) == 1
    assert sympy.nsimplify(sympy.diff(g, z).subs(z, 1)) == odds.expected_turn_points_variant1()
    head = odds.turn_points_head_variant1(200)
    second = sum(t * t * p for t, p in head.items())
    mean = Fraction(200, 361)
    variance = odds.turn_variance_variant1()
    assert abs(float(second - mean**2) - float(variance)) < 1e-20


@pytest.mark.parametrize(
    "rules", [Rules(), Rules(neighbour_points=2, straight_points=5), Rules(ring=False)]
)
def test_variance_by_rational_derivatives_equals_sympys_derivatives_of_the_pgf(rules):
    z = sympy.Symbol("z")
    g = odds.turn_points_pgf_variant1(z, rules)
    d1 = sympy.diff(g, z).subs(z, 1)
    d2 = sympy.diff(g, z, 2).subs(z, 1)
    assert odds.turn_variance_variant1(rules) == sympy.nsimplify(d2 + d1 - d1**2)


def test_p_turn_zero_by_geometric_series():
    """P(T = 0) = P(nothing first) + P(pasch) / (1 - P(scoring)) = 5/18 + 9/19."""
    step = odds.step_distribution_variant1()
    assert step[BANKED] == Fraction(5, 18) and step[LOST] == Fraction(1, 4)
    series = odds.turn_points_series_variant1(2)
    assert series[0] == R(5, 18) + R(9, 19)


def test_ten_round_total_variant2_two_routes():
    engine = odds.ten_round_total_variant2()
    poly = odds.ten_round_total_variant2_sympy()
    assert engine.to_sympy() == poly
    assert to_sympy(engine.expectation()) == 10 * R(20, 3)
    one = odds.score_distribution_variant2()
    assert engine.variance() == 10 * one.variance()


def test_ten_round_total_variant1_head_equals_pgf_power():
    z = sympy.Symbol("z")
    g10 = odds.turn_points_pgf_variant1(z) ** 10
    coeffs = sympy.series(g10, z, 0, 6).removeO()
    head = odds.turn_total_head_variant1(5)
    assert all(to_sympy(head[t]) == sympy.nsimplify(coeffs.coeff(z, t)) for t in range(6))


def test_stop_thresholds_best_is_three():
    """With stopping allowed: at s points one more throw loses s with 1/4 and gains 5/9
    on average, so throwing on pays while s < 20/9; stopping at 3 is best."""
    values = {k: odds.expected_turn_points_stop_at(k) for k in range(1, 12)}
    assert values[1] == R(7, 18) + 2 * R(1, 12)  # stop after the first scoring throw
    assert max(values, key=values.get) == 3
    assert all(v > odds.expected_turn_points_variant1() for k, v in values.items() if k <= 8)


def _stopping_value_by_engine(stop_at, rules=Rules(may_stop=True)):
    """E[banked] of a turn under `ComputerPolicy(stop_at)`, played out exactly through the
    table protocol: the policy's move, and after each Roll every chance outcome with its
    probability (the earlier throws of a series do not change what the next throw does,
    so values are kept per series total)."""
    policy = ComputerPolicy(stop_at=stop_at)
    memo = {}

    def value(game):
        if game.turns:
            return Fraction(game.turns[0].banked)
        move = policy.choose(game)
        after = game.apply(move)
        if move == Bank():
            return value(after)
        if game.series_total not in memo:
            memo[game.series_total] = sum(
                (p * value(after.apply(dice)) for dice, p in after.chance_outcomes().items()),
                Fraction(0),
            )
        return memo[game.series_total]

    return value(new_game(1, rules))


@pytest.mark.parametrize("stop_at", range(1, 7))
def test_stop_threshold_values_backward_induction_against_engine(stop_at):
    """The lesson's table of stopping values: SymPy's backward induction over the class
    probabilities against the whole turn played through the engine and the policy."""
    by_engine = _stopping_value_by_engine(stop_at)
    assert odds.expected_turn_points_stop_at(stop_at) == to_sympy(by_engine)


def test_simulated_classes_match_exact():
    exact = Distribution({k: as_fraction(v) for k, v in odds.class_probabilities().items()})
    comparison = simulate_distribution(lambda rng: classify(roll_throw(rng)), 20_000, 7, exact)
    assert comparison.chi_square[2] > 0.001
    assert comparison.total_variation < 0.02


def test_simulated_variant2_mean_inside_interval():
    result = simulate_mean(lambda rng: score_variant2(roll_throw(rng)), 20_000, 11, R(20, 3))
    assert result.contains_exact


@pytest.mark.slow
def test_simulated_turn_points_inside_interval():
    result = simulate_mean(odds.simulate_turn_points, 20_000, 3, R(200, 361))
    assert result.contains_exact


@pytest.mark.slow
@pytest.mark.parametrize("stop_at", [3])
def test_simulated_stopping_policy_inside_interval(stop_at):
    rules = Rules(may_stop=True)
    policy = ComputerPolicy(stop_at=stop_at)

    def trial(rng):
        return play_turn(new_game(1, rules), policy, rng)[-1].turns[0].banked

    result = simulate_mean(trial, 20_000, 5, odds.expected_turn_points_stop_at(stop_at))
    assert result.contains_exact


OTHER_POINTS = Rules(neighbour_points=3, straight_points=5)
NO_RING = Rules(ring=False)


def test_classes_without_the_ring_two_routes():
    engine = odds.class_probabilities(NO_RING)
    assert engine == odds.class_probabilities_sympy(NO_RING)
    assert engine != odds.class_probabilities()
    assert engine[ThrowClass.PASCH] == R(1, 4)  # the ring does not make a pasch


def test_variant2_without_the_ring_two_routes():
    rules = Rules(variant=2, ring=False, rounds=3)
    assert odds.score_distribution_variant2(rules).to_sympy() == (
        odds.score_distribution_variant2_sympy(rules)
    )
    assert odds.expected_points_variant2(rules) == odds.expected_points_variant2_by_pairs(rules)
    assert odds.ten_round_total_variant2(rules).to_sympy() == (
        odds.ten_round_total_variant2_sympy(rules)
    )
    assert odds.expected_points_variant2(rules) < R(20, 3)  # 1 and 9 no longer score


@pytest.mark.parametrize("rules", [OTHER_POINTS, Rules(ring=False, straight_points=1)])
def test_turn_values_honour_the_points_two_routes(rules):
    exact = odds.expected_turn_points_variant1(rules)
    low, high = odds.turn_expectation_bounds_variant1(200, rules)
    assert low <= as_fraction(exact) <= high and high - low < Fraction(1, 10**8)
    head = odds.turn_points_head_variant1(12, rules)
    series = odds.turn_points_series_variant1(13, rules)
    assert all(to_sympy(head[t]) == series[t] for t in range(1, 13))
    chain = odds.turn_chain(odds.class_probabilities(rules), rules)
    assert chain.expected_points == exact


@pytest.mark.parametrize("stop_at", [1, 4, 7])
def test_stop_values_honour_the_points_two_routes(stop_at):
    rules = Rules(may_stop=True, neighbour_points=2, straight_points=3, ring=False)
    by_engine = _stopping_value_by_engine(stop_at, rules)
    assert odds.expected_turn_points_stop_at(stop_at, rules) == to_sympy(by_engine)


def test_stop_value_with_a_pointless_neighbour_throw():
    """With neighbour_points = 0 a neighbour throw leaves the series as it is, so V(s)
    appears on both sides; stopping at 2 with straights worth 2: V(0) = P(st) * 2 /
    (1 - P(nb)) by hand (the empty end throw banks 0)."""
    rules = Rules(may_stop=True, neighbour_points=0)
    cls = odds.class_probabilities(rules)
    by_hand = cls[ThrowClass.STRAIGHT] * 2 / (1 - cls[ThrowClass.NEIGHBOURS])
    assert odds.expected_turn_points_stop_at(2, rules) == by_hand
