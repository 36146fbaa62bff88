"""The shared input checks: whole numbers, flags, choices, names, seeds and seats.

Each class of bad input (bools, floats even when whole, NaN, inf, strings, None, out of
range) is refused with a `RuleError` that names the argument and what is allowed, and
carries a catalogue key whose German text exists.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from pyramide_kit.checks import check_choice, check_flag, check_seed, check_text, whole_number
from pyramide_kit.errors import RuleError
from pyramide_kit.i18n import CATALOGUE, error_text
from pyramide_kit.seats import Player, seats_from

NOT_WHOLE = st.one_of(
    st.booleans(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=5),
    st.none(),
    st.lists(st.integers(), max_size=2),
    st.just(math.nan),
    st.just(np.float64(2.0)),
    st.just(np.bool_(True)),
)


def _assert_translated(error: RuleError) -> None:
    assert error.key in CATALOGUE
    german = error_text(error, "de")
    assert german and german != str(error)


@given(NOT_WHOLE)
def test_anything_but_an_integer_is_not_a_whole_number(value):
    with pytest.raises(RuleError) as caught:
        whole_number(value, "throws", 1, 6)
    assert "throws" in str(caught.value) and "from 1 to 6" in str(caught.value)
    _assert_translated(caught.value)


@given(st.integers())
def test_integers_in_range_pass_and_others_are_refused(value):
    if 1 <= value <= 6:
        assert whole_number(value, "throws", 1, 6) == value
    else:
        with pytest.raises(RuleError, match="from 1 to 6"):
            whole_number(value, "throws", 1, 6)


def test_numpy_integers_count_as_whole_numbers():
    assert whole_number(np.int64(3), "n", 0) == 3
    assert type(whole_number(np.int8(3), "n", 0)) is int


@pytest.mark.parametrize(("low", "high", "text"), [(1, None, "at least 1"), (None, 3, "at most 3")])
def test_one_sided_ranges_say_so(low, high, text):
    with pytest.raises(RuleError, match=text) as caught:
        whole_number(10 if high else -10, "n", low, high)
    _assert_translated(caught.value)


@given(st.one_of(st.integers(), st.none(), st.text(max_size=3), st.floats()))
def test_flags_are_only_true_or_false(value):
    with pytest.raises(RuleError, match="True or False"):
        check_flag(value, "ring")
    assert check_flag(True, "ring") is True


def test_choices_do_not_confuse_bools_with_numbers():
    assert check_choice(1, "variant", (1, 2)) == 1
    for bad in (True, 1.0, "1", 3, None):
        with pytest.raises(RuleError, match="one of 1, 2"):
            check_choice(bad, "variant", (1, 2))


@given(st.one_of(st.none(), st.integers(), st.just(""), st.just("   "), st.text(min_size=41)))
def test_names_are_non_empty_short_text(value):
    with pytest.raises(RuleError):
        check_text(value, "a player's name")


def test_names_are_stripped_and_control_characters_refused():
    assert check_text("  Anna ", "name") == "Anna"
    with pytest.raises(RuleError, match="control"):
        check_text("An\x00na", "name")


@given(
    st.one_of(NOT_WHOLE, st.integers(max_value=-1), st.integers(min_value=2**63)).filter(
        lambda v: v is not None
    )
)
def test_seeds_are_none_or_whole_numbers_from_zero(value):
    with pytest.raises(RuleError, match="seed"):
        check_seed(value)


def test_good_seeds_pass():
    assert check_seed(None) is None
    assert check_seed(0) == 0 and check_seed(2**63 - 1) == 2**63 - 1


def test_a_player_checks_name_and_flag():
    assert Player(" Ben ").name == "Ben"
    with pytest.raises(RuleError):
        Player("")
    with pytest.raises(RuleError, match="True or False"):
        Player("Ben", computer=1)


def test_seats_from_a_count_names_and_pairs():
    assert [p.name for p in seats_from(2, 1, 6, "Game")] == ["Player 1", "Player 2"]
    seats = seats_from(["Ann", ("Bot", True)], 1, 6, "Game")
    assert seats == (Player("Ann"), Player("Bot", True))


@pytest.mark.parametrize(
    ("players", "match"),
    [
        ("Anna", "a number or a list"),
        (0, "from 1 to 6"),
        (7, "from 1 to 6"),
        (2.0, "whole number"),
        (True, "whole number"),
        (["Ann", "ann"], "name of their own"),
        ([], "1 to 6 players, not 0"),
        (["A"] * 0 + [f"P{i}" for i in range(7)], "1 to 6 players, not 7"),
        ([("Bot", "yes")], "True or False"),
        ([None], "a name, a Player or"),
    ],
)
def test_bad_tables_are_refused(players, match):
    with pytest.raises(RuleError, match=match) as caught:
        seats_from(players, 1, 6, "Game")
    _assert_translated(caught.value)
