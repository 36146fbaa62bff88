"""Bad input anywhere in Mauro is a RuleError (a ValueError) with a catalogue key, never a
rounded guess or a crash, and nothing changes."""

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyramide_kit.errors import RuleError
from pyramide_kit.i18n import CATALOGUE, error_text
from pyramide_kit.mauro import Bank, Dice, Roll, Rules, dumps, new_game, odds
from pyramide_kit.mauro import vectorised as vec
from pyramide_kit.mauro.app import MauroApp
from pyramide_kit.mauro.duel_app import DuelApp
from pyramide_kit.mauro.strategy import ComputerPolicy
from pyramide_kit.pyramide.moves import Roll as PyramideRoll

NOT_WHOLE = st.one_of(
    st.booleans(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=3),
    st.none(),
    st.just([1]),
)
NOT_FLAG = st.one_of(st.integers(), st.floats(), st.text(max_size=3), st.none())
FIELDS = {
    "variant": st.one_of(NOT_WHOLE, st.integers().filter(lambda v: v not in (1, 2))),
    "rounds": st.one_of(NOT_WHOLE, st.integers(max_value=0), st.integers(min_value=10_001)),
    "neighbour_points": st.one_of(NOT_WHOLE, st.integers(max_value=-1)),
    "straight_points": st.one_of(NOT_WHOLE, st.integers(min_value=101)),
    "ring": NOT_FLAG,
    "may_stop": NOT_FLAG,
    "max_players": st.one_of(NOT_WHOLE, st.integers(max_value=0), st.integers(min_value=9)),
}


def _keyed(error):
    assert isinstance(error, RuleError) and error.key in CATALOGUE, error
    assert error_text(error, "de") and error_text(error, "en")


@settings(max_examples=25)
@given(data=st.data())
@pytest.mark.parametrize("name", sorted(FIELDS))
def test_every_rules_field_is_checked(name, data):
    value = data.draw(FIELDS[name])
    with pytest.raises(ValueError) as caught:
        Rules(**{name: value})
    _keyed(caught.value)


@pytest.mark.parametrize(
    "move",
    [None, 42, "roll", object(), (9, 8, 7), Dice((9, 8, 7)), Bank(), PyramideRoll(keep=())],
)
def test_junk_moves_are_refused_and_change_nothing(move):
    game = new_game(2, Rules(may_stop=True))
    before = dumps(game)
    with pytest.raises(RuleError) as caught:
        game.apply(move)
    _keyed(caught.value)
    assert dumps(game) == before
    rolling = game.apply(Roll())
    for junk in (Roll(), Bank(), None, "roll"):
        with pytest.raises(RuleError):
            rolling.apply(junk)


@pytest.mark.parametrize(
    "values", [(9, 8), (9, 8, 7, 1), (True, 8, 7), (9.0, 8, 7), (0, 8, 7), (10, 8, 7), "987"]
)
def test_malformed_dice_moves(values):
    with pytest.raises(RuleError):
        Dice(values)


@pytest.mark.parametrize(
    "call",
    [
        lambda: odds.turn_points_head_variant1(2.5),
        lambda: odds.turn_points_head_variant1(True),
        lambda: odds.turn_expectation_bounds_variant1(float("nan")),
        lambda: odds.turn_total_head_variant1(-1),
        lambda: odds.turn_points_series_variant1("6"),
        lambda: odds.expected_turn_points_stop_at(0),
        lambda: odds.expected_turn_points_stop_at(math.inf),
        lambda: odds.class_probabilities("rules"),
        lambda: odds.turn_points_pgf_variant1(2),
        lambda: odds.pair_neighbour_probability("III", "IV"),
        lambda: vec.simulate_throws(1.5, np.random.default_rng(0)),
        lambda: vec.simulate_totals(-1, np.random.default_rng(0)),
        lambda: ComputerPolicy(stop_at=2.5),
        lambda: ComputerPolicy().choose("state"),
        lambda: ComputerPolicy().choose(new_game(1).apply(Roll())),
    ],
)
def test_public_functions_check_their_arguments(call):
    with pytest.raises(ValueError) as caught:
        call()
    _keyed(caught.value)


@pytest.mark.parametrize(
    ("call", "key"),
    [
        (
            lambda: odds.expected_turn_points_variant1(Rules(may_stop=True)),
            "mauro_err_odds_may_stop",
        ),
        (lambda: odds.expected_turn_points_variant1(Rules(variant=2)), "mauro_err_odds_variant"),
        (lambda: odds.score_distribution_variant2(Rules()), "mauro_err_odds_variant"),
        (lambda: odds.expected_turn_points_stop_at(3, Rules()), "mauro_err_no_stop"),
        (
            lambda: odds.turn_points_head_variant1(5, Rules(straight_points=0)),
            "mauro_err_odds_zero_points",
        ),
        (lambda: odds.simulate_turn_points(None, Rules(may_stop=True)), "mauro_err_odds_may_stop"),
    ],
)
def test_odds_refuse_rules_they_cannot_answer(call, key):
    with pytest.raises(RuleError) as caught:
        call()
    assert caught.value.key == key


@pytest.mark.parametrize("seed", ["42", 1.5, -1, 2**63, True])
def test_widget_seed_is_checked(seed):
    with pytest.raises(ValueError):
        MauroApp(["Ann"], seed=seed)
    with pytest.raises(ValueError):
        DuelApp(seed=seed)


def test_widget_refuses_bad_arguments():
    for kwargs in ({"players": "Anna"}, {"rules": "variant 2"}, {"policies": "greedy"}):
        with pytest.raises(ValueError):
            MauroApp(**{"players": ["Ann"], **kwargs})
