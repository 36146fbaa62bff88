"""A `KartenState` built by hand is checked field by field.

Before, a bogus phase, two seats of one name or negative chips were accepted and failed
later with an AssertionError, and a table before the deal given `taken=(9, 9, 9)` had
its counts silently reset to (0, 0, 0). Every state the engine reaches is rebuilt from
its fields and accepted.
"""

from __future__ import annotations

from dataclasses import fields, replace

import numpy as np
import pytest

from pyramide_kit.errors import RuleError
from pyramide_kit.karten import Rules, new_game
from pyramide_kit.karten.claims import PendingClaim
from pyramide_kit.karten.game import KartenState
from pyramide_kit.seats import Player
from pyramide_kit.table import CHANCE


def _dealt(seed=0, rules=None):
    rng = np.random.default_rng(seed)
    state = new_game(3, rules)
    while state.to_move is CHANCE:
        state = state.apply(state.sample_chance(rng))
    return state


def _rebuilt(state, **changes):
    values = {f.name: getattr(state, f.name) for f in fields(state)}
    return KartenState(**{**values, **changes})


def test_every_state_of_random_games_is_accepted_when_rebuilt():
    for seed, rules in enumerate([Rules(), Rules(ride_the_bus=True), Rules(bluffing=False)]):
        rng = np.random.default_rng(seed)
        state = new_game(3 + seed, rules)
        while True:
            assert _rebuilt(state) == state
            if state.over:
                break
            legal = state.legal_moves()
            move = (
                state.sample_chance(rng)
                if state.to_move is CHANCE
                else legal[int(rng.integers(0, len(legal)))]
            )
            state = state.apply(move)


@pytest.mark.parametrize(
    "changes",
    [
        {"phase": "bogus"},
        {"phase": 3},
        {"phase": "respond"},
        {"phase": "deal"},
        {"taken": (-5, 0, 0)},
        {"taken": (1.5, 0, 0)},
        {"taken": (True, 0, 0)},
        {"taken": (0, 0)},
        {"handed_out": [0, 0, 0]},
        {"bluffs": (0, 0, 0, 0)},
        {"revealed": 99},
        {"revealed": -1},
        {"claimant_turn": 3},
        {"responders_done": 2},
        {"pending": "claim"},
        {"stock": ("XX",)},
        {"stock": ()},
        {"pyramid": ()},
        {"hands": ((), (), ())},
        {"log": ("event",)},
        {"history": ("Deal",)},
        {"bus": "bus"},
    ],
    ids=repr,
)
def test_a_hand_built_state_with_a_wrong_field_is_refused(changes):
    state = _dealt()
    with pytest.raises(RuleError):
        _rebuilt(state, **changes)


def test_a_card_in_two_places_is_refused():
    state = _dealt()
    hands = (state.hands[0], state.hands[1], (*state.hands[2][:-1], state.pyramid[0]))
    with pytest.raises(RuleError):
        _rebuilt(state, hands=hands)
    with pytest.raises(RuleError):
        _rebuilt(state, stock=(*state.stock, state.pyramid[0]))


def test_two_seats_of_one_name_are_refused():
    with pytest.raises(RuleError) as caught:
        KartenState(Rules(), (Player("Ana"), Player("ana"), Player("Bo")))
    assert caught.value.key == "seats_err_names"


def test_a_table_before_the_deal_keeps_nothing_but_its_rules_and_seats():
    """`taken=(9, 9, 9)` used to become (0, 0, 0): the fields were filled in for a fresh
    table whenever the stock was None, over whatever was given."""
    seats = new_game(3).seats
    for changes in [{"taken": (9, 9, 9)}, {"phase": "claim"}, {"revealed": 2}]:
        with pytest.raises(RuleError) as caught:
            KartenState(Rules(), seats, **changes)
        assert caught.value.key == "karten_err_built"
    assert KartenState(Rules(), seats) == new_game(3)


def test_a_pending_claim_of_other_seats_is_refused():
    state = _dealt()
    state = state.apply(state.legal_moves()[0])
    claim = PendingClaim(0, "A", 1, ((1, 1),), (7,))
    with pytest.raises(RuleError):
        _rebuilt(state, phase="respond", pending=claim)
    assert replace(state) == state
