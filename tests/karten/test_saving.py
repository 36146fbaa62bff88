"""Saves are move logs: real saves edited by hand are refused at the step they break;
bad values of every Rules field and public argument are refused and change nothing."""

import json
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyramide_kit.errors import RuleError
from pyramide_kit.karten import Draw, Rules, deal, dumps, loads, new_game, odds
from pyramide_kit.karten.strategy import Policy, play_game
from pyramide_kit.simulate import rng_for
from pyramide_kit.table import CHANCE


def _played(rules=None, seed=3):
    rng = rng_for(seed)
    return play_game(deal(4, rng, rules), [Policy()] * 4, rng)


def _edit(state, change):
    data = json.loads(dumps(state))
    change(data)
    return json.dumps(data)


def _refused_at(text):
    with pytest.raises(RuleError) as info:
        loads(text)
    return info.value


def _first(data, kind):
    return next(i for i, m in enumerate(data["history"]) if m["move"] == kind)


def test_a_real_save_loads_back_exactly():
    state = _played(Rules(ride_the_bus=True))
    assert loads(dumps(state)) == state


def test_a_forged_tally_of_a_million_chips_is_not_a_move():
    def forge(data):
        i = _first(data, "Claim")
        data["history"][i]["shares"] = [[data["history"][i]["shares"][0][0], 1_000_000]]

    error = _refused_at(_edit(_played(), forge))
    assert error.key == "save_err_move" and "add up to the row value" in str(error)
    assert error.params["step"] == _first(json.loads(dumps(_played())), "Claim") + 1


def test_a_skipped_turn_is_refused_at_its_step():
    def skip(data):
        i = _first(data, "Pass")
        del data["history"][i]

    state = _played()
    error = _refused_at(_edit(state, skip))
    assert error.key == "save_err_move"
    assert error.params["step"] >= _first(json.loads(dumps(state)), "Pass") + 1


def test_a_card_dealt_twice_or_no_card_is_refused():
    def twice(data):
        data["history"][1] = dict(data["history"][0])

    assert _refused_at(_edit(_played(), twice)).params["step"] == 2

    def no_card(data):
        data["history"][0]["card"] = "1X"

    assert _refused_at(_edit(_played(), no_card)).params["step"] == 1


def test_edited_seats_rules_and_other_games_are_refused():
    state = _played()
    for change in (
        lambda d: d["seats"].pop(),  # a seat less: the deal no longer fits the turns
        lambda d: d["rules"].update(rows=9),
        lambda d: d["rules"].update(call_factor=2.0),
        lambda d: d.update(game="kniffel"),
        lambda d: d["history"].append({"move": "Reveal"}),
        lambda d: d["history"].insert(0, {"move": "Reveal", "extra": 1}),
    ):
        with pytest.raises(RuleError):
            loads(_edit(state, change))


@pytest.mark.parametrize(
    "text", ["", "[]", "null", "3", "[" * 100_000, '{"format": "pyramide-kit"}', b"\xff"]
)
def test_rubbish_is_refused_with_a_rule_error(text):
    with pytest.raises(RuleError):
        loads(text)


def test_loads_refuses_non_text():
    for value in (None, 42, object()):
        with pytest.raises(RuleError):
            loads(value)


def test_the_bus_is_chance_through_the_protocol_and_saves_replay():
    rng = rng_for(12)
    state = play_game(
        deal(3, rng, Rules(rows=2, hand_size=13, ride_the_bus=True)), [Policy()] * 3, rng
    )
    draws = [m for m in state.history if isinstance(m, Draw)]
    assert draws and any(e.kind == "bus_reshuffle" for e in state.log)
    assert loads(dumps(state)) == state
    game = deal(3, rng_for(1), Rules(rows=1, ride_the_bus=True))
    while game.phase != "draw":
        mover = game.to_move
        game = game.apply(game.sample_chance(rng) if mover is CHANCE else game.legal_moves()[0])
    outcomes = game.chance_outcomes()
    assert sum(outcomes.values()) == 1 and set(outcomes) == set(game.legal_moves())
    assert game.sample_chance(rng_for(0)) in outcomes


RULE_FIELDS = {
    "rows": (1, 7),
    "hand_size": (1, 13),
    "min_players": (2, 26),
    "max_players": (3, 26),
    "call_factor": (1, 10),
    "bus_chips_per_wrong": (0, 10),
}
FLAGS = ("bluffing", "one_bluff_per_game", "double_pyramid", "ride_the_bus", "ace_high", "peek")
JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=3),
    st.just(Fraction(1, 2)),
)


@settings(max_examples=60)
@given(name=st.sampled_from(sorted(RULE_FIELDS)), value=st.one_of(JUNK, st.integers()))
def test_bad_whole_number_rules_are_refused(name, value):
    low, high = RULE_FIELDS[name]
    if isinstance(value, int) and not isinstance(value, bool) and low <= value <= high:
        return
    with pytest.raises(ValueError):
        Rules(**{name: value})


@settings(max_examples=40)
@given(name=st.sampled_from(FLAGS), value=st.one_of(st.none(), st.integers(), st.text(max_size=3)))
def test_flags_are_true_or_false_only(name, value):
    with pytest.raises(ValueError):
        Rules(**{name: value})


@settings(max_examples=40)
@given(value=st.one_of(JUNK, st.integers(-3, 12), st.just("Anna")))
def test_bad_player_counts_are_refused(value):
    if isinstance(value, int) and not isinstance(value, bool) and 3 <= value <= 8:
        return
    with pytest.raises(ValueError):
        new_game(value)


@settings(max_examples=40)
@given(value=st.one_of(JUNK, st.integers(-3, 60)))
def test_odds_arguments_are_checked(value):
    good = isinstance(value, int) and not isinstance(value, bool)
    if not (good and 0 <= value <= 12):
        with pytest.raises(ValueError):
            odds.p_someone_matches(value)
    if not (good and 0 <= value <= 51):
        with pytest.raises(ValueError):
            odds.p_holds(51, 3, value)
    with pytest.raises(ValueError):
        odds.p_claim_true(40, 3, 4, 0.25)
    with pytest.raises(ValueError):
        odds.expected_true_matches(2.5)
