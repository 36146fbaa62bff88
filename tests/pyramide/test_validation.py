"""Bad values of every Rules field and every public argument give a ValueError (a
`RuleError` with a catalogue key), and nothing is changed or half-built."""

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyramide_kit.errors import RuleError
from pyramide_kit.i18n import CATALOGUE, error_text
from pyramide_kit.pyramide import Rules, ScoreSheet, dumps, new_game, odds
from pyramide_kit.pyramide import vectorised as vec
from pyramide_kit.pyramide.app import PyramideApp
from pyramide_kit.pyramide.strategy import ComputerPolicy, keep_ones

NOT_WHOLE = st.one_of(
    st.booleans(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=3),
    st.none(),
    st.just([3]),
)
COUNTS = {
    "throws": (1, 10),
    "large_multiplier": (0, 1000),
    "half_multiplier": (0, 1000),
    "small_multiplier": (0, 1000),
    "special_factor": (0, 1000),
    "special_value_ones": (0, 1000),
    "max_players": (1, 12),
}


def _out_of_range(low, high):
    return st.one_of(st.integers(max_value=low - 1), st.integers(min_value=high + 1))


@settings(max_examples=60)
@given(field=st.sampled_from(sorted(COUNTS)), data=st.data())
def test_every_count_of_rules_must_be_a_whole_number_in_range(field, data):
    low, high = COUNTS[field]
    bad = data.draw(st.one_of(NOT_WHOLE, _out_of_range(low, high)), label="bad")
    with pytest.raises(RuleError) as caught:
        Rules(**{field: bad})
    assert caught.value.key in CATALOGUE
    assert error_text(caught.value, "de")


@settings(max_examples=30)
@given(bad=st.one_of(NOT_WHOLE, st.integers().filter(lambda n: n != 6)))
def test_six_dice_only(bad):
    with pytest.raises(RuleError):
        Rules(dice=bad)


@settings(max_examples=30)
@given(
    bad=st.one_of(
        NOT_WHOLE,
        st.lists(st.integers(0, 9), max_size=5).filter(lambda v: len(v) != 3).map(tuple),
        st.tuples(st.integers(0, 9), NOT_WHOLE, st.integers(0, 9)),
        st.tuples(st.integers(0, 9), st.integers(0, 9), _out_of_range(0, 1000)),
    )
)
def test_box_weights_are_three_whole_numbers(bad):
    with pytest.raises(RuleError):
        Rules(box_weights=bad)


def test_good_rules_are_kept_as_given():
    rules = Rules(throws=1, box_weights=[5, 3, 1])
    assert rules.box_weights == (5, 3, 1) and hash(rules)
    assert Rules(throws=np.int64(2)).throws == 2


@pytest.mark.parametrize(
    "players", ["Anna", 2.5, True, None, math.nan, -1, ["A", "a"], ["", "B"], [("A", 1)]]
)
def test_new_game_refuses_bad_players(players):
    with pytest.raises(RuleError):
        new_game(players)


@pytest.mark.parametrize("rules", [None.__class__, "Rules()", 3])
def test_new_game_refuses_other_rules(rules):
    with pytest.raises(RuleError):
        new_game(1, rules)


@settings(max_examples=40)
@given(bad=st.one_of(NOT_WHOLE, st.integers(max_value=0), st.integers(min_value=11)))
def test_odds_refuse_a_bad_number_of_throws(bad):
    for function in (odds.p_pyramid_of_ones, odds.mean_score, odds.score_distribution,
                     odds.kind_probabilities):  # fmt: skip
        with pytest.raises(RuleError):
            function(bad)
    with pytest.raises(RuleError):
        odds.final_dice_distribution(keep_ones, bad)


def test_a_cached_answer_is_not_handed_out_for_an_equal_float():
    assert odds.p_pyramid_of_ones(3)  # cached now
    for bad in (3.0, 2.5, True):
        with pytest.raises(RuleError):
            odds.p_pyramid_of_ones(bad)


def test_odds_honour_the_scoring_rules_and_check_their_arguments():
    worthless = Rules(large_multiplier=0, half_multiplier=0, small_multiplier=0)
    # with every multiplier 0 a round can only lose the pips not built in
    assert max(odds.score_distribution(1, rules=worthless)) <= 0
    assert odds.mean_score(1) > 0
    with pytest.raises(RuleError):
        odds.mean_score(1, rules="rules")
    with pytest.raises(RuleError):
        odds.mean_score(1, policy=None)
    with pytest.raises(RuleError):
        odds.final_dice_distribution(None, 1)


def test_a_keeping_rule_that_keeps_every_die_is_refused_by_the_engine():
    with pytest.raises(RuleError, match="nothing to throw"):
        odds.final_dice_distribution(lambda dice: dice, 2)
    with pytest.raises(RuleError, match="nothing to throw"):
        vec.simulate_keep_rule(10, np.random.default_rng(0), lambda dice: dice, 2)


@pytest.mark.parametrize(
    "call",
    [
        lambda rng: vec.simulate_rounds(2.5, rng),
        lambda rng: vec.simulate_rounds(-1, rng),
        lambda rng: vec.simulate_rounds(10, 42),
        lambda rng: vec.simulate_rounds(10, rng, policy="greedy"),
        lambda rng: vec.simulate_keep_ones(10, rng, throws=1.5),
        lambda rng: vec.simulate_keep_ones(10, rng, rules=None),
        lambda rng: vec.simulate_single_throws("10", rng),
        lambda rng: vec.rounds_from_draws([[0, 6**6]], keep_ones),
        lambda rng: vec.rounds_from_draws([[0.5]], keep_ones),
    ],
)
def test_simulators_refuse_bad_arguments(call):
    with pytest.raises(ValueError):
        call(np.random.default_rng(0))


@pytest.mark.parametrize("bad", [{"top_threshold": 1.5}, {"middle_threshold": None}])
def test_policy_parameters_are_checked(bad):
    with pytest.raises(RuleError):
        ComputerPolicy(**bad)


@pytest.mark.parametrize(
    "sheet",
    [
        lambda: ScoreSheet(top=(1, 2)),
        lambda: ScoreSheet(top=(1.5,)),
        lambda: ScoreSheet(middle=[3]),
        lambda: ScoreSheet(rules=None),
        lambda: ScoreSheet().write("top", 2.0),
        lambda: ScoreSheet().write("top", True),
    ],
)
def test_score_sheets_check_their_values(sheet):
    with pytest.raises(RuleError):
        sheet()


@pytest.mark.parametrize(
    "kwargs",
    [
        {"seed": "42"},
        {"seed": 1.5},
        {"seed": -1},
        {"seed": True},
        {"lang": "fr"},
        {"players": "Anna"},
        {"players": 0},
        {"rules": "Rules()"},
        {"policies": "none"},
    ],
)
def test_widget_constructor_checks_its_arguments(kwargs):
    with pytest.raises(ValueError):
        PyramideApp(**{"players": ["Ana"], **kwargs})


def test_dumps_refuses_anything_but_a_game():
    with pytest.raises(RuleError):
        dumps("game")


def test_a_refused_move_leaves_the_state_as_it_was():
    game = new_game(1).throw((), (1, 2, 3, 4, 5, 6))
    before = dumps(game)
    for bad in (None, 42, "roll", object()):
        with pytest.raises(RuleError):
            game.apply(bad)
    assert dumps(game) == before
