"""Sizes a user may type: refused at once with a RuleError, before any work.

Each case below hung, ran for minutes, filled the memory or crashed with another error
before its bound was set. The refusals must come before anything is computed or
drawn, so these calls return at once; a slow check would show as a slow test.
"""

import itertools

import numpy as np
import pytest

from pyramide_kit import simulate
from pyramide_kit.checks import MOST_TRIALS, check_rng, few_items, trial_count
from pyramide_kit.dice import MIWIN_III, validate_dice
from pyramide_kit.errors import RuleError
from pyramide_kit.karten import vectorised as karten_vec
from pyramide_kit.karten.simulation import policy_tournament
from pyramide_kit.karten.strategy import Policy as KartenPolicy
from pyramide_kit.kniffel import Roll
from pyramide_kit.kniffel import Rules as KniffelRules
from pyramide_kit.kniffel import odds as kniffel_odds
from pyramide_kit.kniffel import optimal as kniffel_optimal
from pyramide_kit.kniffel import vectorised as kniffel_vec
from pyramide_kit.kniffel.moves import Dice as KniffelDice
from pyramide_kit.kniffel.solitaire import simulate_policy
from pyramide_kit.kniffel.strategy import BookAdvice
from pyramide_kit.mauro import duel, ninth
from pyramide_kit.mauro import odds as mauro_odds
from pyramide_kit.mauro import vectorised as mauro_vec
from pyramide_kit.mauro.rules import Rules as MauroRules
from pyramide_kit.mauro.throws import check_throw
from pyramide_kit.pyramide import new_game as pyramide_game
from pyramide_kit.pyramide import vectorised as pyramide_vec
from pyramide_kit.schmieden import new_game as schmieden_game
from pyramide_kit.schmieden import vectorised as schmieden_vec
from pyramide_kit.seats import seats_from

HUGE = 10**13
"""A size far beyond every bound: before the bounds it hung or ran out of memory."""

RNG = np.random.default_rng(20)


def _refused(call):
    with pytest.raises(RuleError) as caught:
        call()
    return caught.value


# ---- one largest simulation size, in every simulator -----------------------------------

SIMULATORS = {
    "simulate_proportion": lambda n: simulate.simulate_proportion(lambda r: True, n, 1),
    "simulate_mean": lambda n: simulate.simulate_mean(lambda r: 1.0, n, 1),
    "simulate_distribution": lambda n: simulate.simulate_distribution(lambda r: 1, n, 1, None),
    "pyramide simulate_ones_waits": lambda n: pyramide_vec.simulate_ones_waits(n, RNG),
    "pyramide simulate_rounds": lambda n: pyramide_vec.simulate_rounds(n, RNG),
    "pyramide simulate_keep_ones": lambda n: pyramide_vec.simulate_keep_ones(n, RNG),
    "kniffel simulate_one_throw": lambda n: kniffel_vec.simulate_one_throw(n, RNG),
    "kniffel simulate_kniffel_within": lambda n: kniffel_vec.simulate_kniffel_within(n, RNG),
    "kniffel simulate_throws_until_kniffel": lambda n: kniffel_vec.simulate_throws_until_kniffel(
        n, RNG
    ),
    "kniffel simulate_solitaire": lambda n: kniffel_vec.simulate_solitaire(n, RNG, BookAdvice()),
    "kniffel simulate_optimal": lambda n: kniffel_optimal.simulate_optimal(n, RNG),
    "kniffel simulate_policy": lambda n: simulate_policy(BookAdvice(), n, seed=1),
    "schmieden simulate_rounds": lambda n: schmieden_vec.simulate_rounds(n, RNG),
    "schmieden simulation_draws": lambda n: schmieden_vec.simulation_draws(n, RNG),
    "mauro simulate_turns_variant1": lambda n: mauro_vec.simulate_turns_variant1(n, RNG),
    "mauro simulate_throws": lambda n: mauro_vec.simulate_throws(n, RNG),
    "mauro simulate_points_variant2": lambda n: mauro_vec.simulate_points_variant2(n, RNG),
    "mauro simulate_totals": lambda n: mauro_vec.simulate_totals(n, RNG),
    "karten deal_orders": lambda n: karten_vec.deal_orders(n, 52, RNG),
    "karten simulate_matches": lambda n: karten_vec.simulate_matches(n, RNG),
    "karten simulate_seen_from_a_seat": lambda n: karten_vec.simulate_seen_from_a_seat(n, RNG),
    "karten simulate_bus_runs": lambda n: karten_vec.simulate_bus_runs(n, RNG),
    "karten policy_tournament": lambda n: policy_tournament(
        [KartenPolicy(), KartenPolicy()], n, RNG
    ),
}


@pytest.mark.parametrize("name", sorted(SIMULATORS))
@pytest.mark.parametrize("n", [HUGE, MOST_TRIALS + 1])
def test_every_simulator_refuses_more_than_the_largest_size(name, n):
    error = _refused(lambda: SIMULATORS[name](n))
    assert f"{MOST_TRIALS}" in str(error)


@pytest.mark.parametrize("name", sorted(SIMULATORS))
def test_every_simulator_refuses_a_float_size(name):
    _refused(lambda: SIMULATORS[name](2.5))


def test_the_largest_size_is_stated_once():
    assert simulate.MOST_TRIALS == MOST_TRIALS == 10**7
    assert trial_count(MOST_TRIALS) == MOST_TRIALS
    _refused(lambda: trial_count(MOST_TRIALS + 1))


RNG_TAKERS = {
    "pyramide simulate_rounds": lambda rng: pyramide_vec.simulate_rounds(10, rng),
    "kniffel simulate_one_throw": lambda rng: kniffel_vec.simulate_one_throw(10, rng),
    "kniffel simulate_kniffel_within": lambda rng: kniffel_vec.simulate_kniffel_within(10, rng),
    "kniffel simulate_throws_until_kniffel": lambda rng: kniffel_vec.simulate_throws_until_kniffel(
        10, rng
    ),
    "kniffel simulate_solitaire": lambda rng: kniffel_vec.simulate_solitaire(10, rng, BookAdvice()),
    "kniffel simulate_optimal": lambda rng: kniffel_optimal.simulate_optimal(10, rng),
    "schmieden simulate_rounds": lambda rng: schmieden_vec.simulate_rounds(10, rng),
    "mauro simulate_totals": lambda rng: mauro_vec.simulate_totals(10, rng),
    "mauro simulate_throws": lambda rng: mauro_vec.simulate_throws(10, rng),
    "karten simulate_matches": lambda rng: karten_vec.simulate_matches(10, rng),
    "karten simulate_bus_runs": lambda rng: karten_vec.simulate_bus_runs(10, rng),
}


@pytest.mark.parametrize("name", sorted(RNG_TAKERS))
@pytest.mark.parametrize("rng", [1, None, "seed", np.random])
def test_simulators_refuse_what_is_not_a_generator(name, rng):
    _refused(lambda: RNG_TAKERS[name](rng))


def test_check_rng_takes_a_generator():
    assert check_rng(RNG) is RNG


def test_kniffel_optimal_simulation_refuses_a_float_count():
    # was a TypeError from numpy
    _refused(lambda: kniffel_optimal.simulate_optimal(2.5, RNG))


def test_kniffel_chases_have_their_own_throw_bounds():
    _refused(lambda: kniffel_vec.simulate_kniffel_within(10, RNG, throws=HUGE))
    _refused(lambda: kniffel_vec.simulate_kniffel_within(10, RNG, throws=101))
    _refused(lambda: kniffel_vec.simulate_throws_until_kniffel(10, RNG, limit=10_001))
    assert len(kniffel_vec.simulate_kniffel_within(10, RNG, throws=100).throws) == 10


def test_the_explorer_refuses_a_run_beyond_the_largest_size():
    from pyramide_kit.explorer import Explorer

    explorer = Explorer(lang="en", seed=1)
    _refused(lambda: explorer.run(HUGE))
    _refused(lambda: explorer.run(MOST_TRIALS + 1))


def test_binomial_simulation_refuses_too_many_trials():
    from pyramide_kit.binomial import simulate_binomial_test

    _refused(lambda: simulate_binomial_test(10, 5, "1/6", HUGE))


@pytest.mark.parametrize("n", [301, 10**9, HUGE])
def test_binomial_functions_refuse_more_than_300_trials(n):
    from pyramide_kit import binomial

    # binomial_probabilities(10**9) ran for ever
    for call in (
        lambda: binomial.binomial_probabilities(n, "1/6"),
        lambda: binomial.binomial_cdf(n, "1/6", 0),
        lambda: binomial.binomial_test(n, 0, "1/6"),
        lambda: binomial.simulate_binomial_test(n, 0, "1/6", 10),
    ):
        _refused(call)
    assert len(binomial.binomial_probabilities(binomial.MOST_N, "1/6")) == 301


# ---- Kniffel: throws per turn 1 to 10, as documented -----------------------------------


@pytest.mark.parametrize("throws", [11, 200, 10_000, HUGE])
def test_kniffel_rules_refuse_more_than_ten_throws(throws):
    # game_value(Rules(throws=200)) ran for minutes
    error = _refused(lambda: KniffelRules(throws=throws))
    assert "from 1 to 10" in str(error)


def test_kniffel_rules_take_ten_throws():
    assert KniffelRules(throws=10).throws == 10


def test_kniffel_chance_of_a_kniffel_keeps_its_long_route():
    # the Markov chain needs no Rules: it still answers for a thousand throws
    assert 0 < kniffel_odds.p_kniffel_within(1000) <= 1
    _refused(lambda: kniffel_odds.p_kniffel_within(1001))
    _refused(lambda: kniffel_odds.p_kniffel_within_enumerated(11))


# ---- moves and dice: at most as many items read as can be valid -----------------------

ENDLESS = {
    "Roll.of": lambda v: Roll.of(v),
    "Dice.of": lambda v: KniffelDice.of(v),
    "validate_dice": lambda v: validate_dice(v, 5),
    "validate_dice without a count": lambda v: validate_dice(v),
    "mauro check_throw": lambda v: check_throw(v),
    "pyramide Game.throw keep": lambda v: pyramide_game(1).throw(v, (1,) * 6),
    "pyramide Game.throw values": lambda v: pyramide_game(1).throw((), v),
    "few_items": lambda v: few_items(v, "values", 5),
}


@pytest.mark.parametrize("name", sorted(ENDLESS))
@pytest.mark.parametrize(
    "values", [range(10**9), "endless", "huge"], ids=["range", "count", "generator"]
)
def test_huge_or_endless_iterables_are_refused_at_once(name, values):
    # Roll.of(range(10**9)) was a MemoryError, Roll.of(itertools.count()) never returned
    if values == "endless":
        values = itertools.count()
    elif values == "huge":
        values = (1 for _ in range(10**12))
    error = _refused(lambda: ENDLESS[name](values))
    assert len(str(error)) < 400


def test_the_iterable_checks_still_take_iterables():
    assert Roll.of(iter([3, 1])) == Roll((1, 3))
    assert KniffelDice.of(x for x in (6, 2)) == KniffelDice((2, 6))
    assert validate_dice(iter([1, 2, 3, 4, 5]), 5) == (1, 2, 3, 4, 5)
    assert check_throw(iter([1, 1, 2])) == (1, 1, 2)
    assert few_items(range(3), "values", 3) == (0, 1, 2)
    _refused(lambda: few_items(5, "values", 3))
    _refused(lambda: few_items("123", "values", 3))


def test_too_many_dice_say_how_many_are_allowed():
    error = _refused(lambda: validate_dice(range(10**9), 5))
    assert "expected 5 dice" in str(error)


# ---- Mauro odds: every size bounded, dice type-checked ---------------------------------

MAURO_SIZES = [
    ("turn_points_head_variant1", lambda k: mauro_odds.turn_points_head_variant1(k)),
    ("turn_expectation_bounds_variant1", lambda k: mauro_odds.turn_expectation_bounds_variant1(k)),
    ("turn_points_series_variant1", lambda k: mauro_odds.turn_points_series_variant1(k)),
    ("expected_turn_points_stop_at", lambda k: mauro_odds.expected_turn_points_stop_at(k)),
    ("turn_total_head_variant1", lambda k: mauro_odds.turn_total_head_variant1(k)),
]


@pytest.mark.parametrize("name, call", MAURO_SIZES, ids=[n for n, _ in MAURO_SIZES])
@pytest.mark.parametrize("size", [10**7, 10**8, 2**70, HUGE])
def test_mauro_odds_refuse_huge_sizes(name, call, size):
    # head(10**8) and series(10**7) hung, head(2**70) was an OverflowError
    _refused(lambda: call(size))


def test_mauro_odds_answer_up_to_their_bounds():
    assert len(mauro_odds.turn_points_head_variant1(mauro_odds.MOST_POINTS)) == 1000
    _refused(lambda: mauro_odds.turn_points_head_variant1(mauro_odds.MOST_POINTS + 1))
    assert len(mauro_odds.turn_points_series_variant1(mauro_odds.MOST_ORDER)) == 100
    _refused(lambda: mauro_odds.turn_points_series_variant1(mauro_odds.MOST_ORDER + 1))


def test_mauro_series_is_quick_when_a_straight_is_worth_much():
    # sympy.series took close to a minute for these rules
    rules = MauroRules(neighbour_points=1, straight_points=100)
    series = mauro_odds.turn_points_series_variant1(mauro_odds.MOST_ORDER, rules)
    head = mauro_odds.turn_points_head_variant1(99, rules)
    assert all(series[t] == head[t] for t in range(1, 100))


def test_mauro_total_head_bounds_rounds_times_totals():
    assert len(mauro_odds.turn_total_head_variant1(99)) == 100  # ten rounds
    error = _refused(lambda: mauro_odds.turn_total_head_variant1(100))
    assert "at most 99" in str(error)
    _refused(lambda: mauro_odds.turn_total_head_variant1(10, MauroRules(rounds=1000)))
    assert mauro_odds.turn_total_head_variant1(0, MauroRules(rounds=1000))


DIE_TAKERS = [
    ("win_probability", lambda a, b: duel.win_probability(a, b)),
    ("tie_probability", lambda a, b: duel.tie_probability(a, b)),
    ("duel_outcomes", lambda a, b: duel.duel_outcomes(a, b)),
    ("win_probability_sympy", lambda a, b: duel.win_probability_sympy(a, b)),
    ("counter_die", lambda a, b: duel.counter_die(b)),
    ("pair_neighbour_probability", lambda a, b: mauro_odds.pair_neighbour_probability(a, b)),
    ("successor_probability", lambda a, b: ninth.successor_probability(a, b)),
]


@pytest.mark.parametrize("name, call", DIE_TAKERS, ids=[n for n, _ in DIE_TAKERS])
@pytest.mark.parametrize("bad", [None, "III", 3])
def test_mauro_dice_functions_refuse_what_is_not_a_die(name, call, bad):
    # win_probability(None, None) was an AttributeError
    _refused(lambda: call(bad, bad))
    _refused(lambda: call(MIWIN_III, bad))


# ---- seats: counts outside the game's limits refused before any seat is made ----------


def test_schmieden_app_refuses_a_billion_computers():
    from pyramide_kit.schmieden.app import SchmiedenApp

    error = _refused(lambda: SchmiedenApp(computers=10**9))
    assert "from 0 to 6" in str(error)
    _refused(lambda: SchmiedenApp(players=["A"] * 10**7))


@pytest.mark.parametrize("players", [range(10**9), ["A"] * 10**7, HUGE])
def test_new_game_refuses_huge_tables_at_once(players):
    _refused(lambda: seats_from(players, 1, 6, "Kniffel"))
    _refused(lambda: schmieden_game(players))
    _refused(lambda: pyramide_game(players))


@pytest.mark.parametrize("game", ["pyramide", "kniffel", "mauro", "karten"])
@pytest.mark.parametrize("players", [10**9, ["A"] * 10**7, 0])
def test_game_widgets_refuse_seats_outside_the_limits(game, players):
    from pyramide_kit.karten.app import KartenApp
    from pyramide_kit.kniffel.app import KniffelApp
    from pyramide_kit.mauro.app import MauroApp
    from pyramide_kit.pyramide.app import PyramideApp

    app = {"pyramide": PyramideApp, "kniffel": KniffelApp, "mauro": MauroApp, "karten": KartenApp}
    if game == "kniffel" and isinstance(players, int):
        players = [f"P{i}" for i in range(7)]  # Kniffel takes names only
    _refused(lambda: app[game](players, lang="en"))
