"""The table protocol's loop: `play_until_human` lets chance and the computer seats act,
on the tiny game of `tests/toy.py`, and stops exactly where a human seat is to move."""

from __future__ import annotations

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from pyramide_kit.seats import Player
from pyramide_kit.table import CHANCE, play_until_human
from tests.toy import Roll, new_toy


def _computer(state):
    return Roll()


@given(
    computers=st.lists(st.booleans(), min_size=1, max_size=4),
    rounds=st.integers(1, 3),
    seed=st.integers(0, 2**32 - 1),
)
def test_it_stops_at_the_first_human_seat_or_the_end(computers, rounds, seed):
    rng = np.random.default_rng(seed)
    seats = [Player(f"P{i}", c) for i, c in enumerate(computers)]
    start = new_toy(seats, rounds)
    steps, reached = play_until_human(start, lambda s: s.sample_chance(rng), _computer)
    state = start
    for before, move, after in steps:
        assert before == state and before.to_move is not None
        assert before.to_move is CHANCE or before.seats[before.to_move].computer
        assert after == before.apply(move)
        state = after
    assert reached == state
    if all(computers):
        assert reached.over
    else:
        assert reached.to_move is not CHANCE and not reached.seats[reached.to_move].computer


def test_a_computer_seat_held_back_is_left_to_move():
    start = new_toy([Player("Bot", True), Player("Ann", False)])
    steps, reached = play_until_human(
        start, lambda s: s.legal_moves()[0], _computer, lambda s: False
    )
    assert steps == [] and reached == start
