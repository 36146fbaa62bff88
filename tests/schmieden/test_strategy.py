"""The computer's documented policy: its decisions, and whole games by computer seats."""

import pytest

from pyramide_kit.errors import RuleError
from pyramide_kit.schmieden import RoundState, new_game
from pyramide_kit.schmieden.strategy import (
    GREEDY,
    Policy,
    choose_base,
    choose_middle,
    choose_moves,
)
from pyramide_kit.simulate import rng_for
from pyramide_kit.table import play_turn

EMPTY = (None,) * 6


def test_highest_white_goes_to_b2_and_low_whites_wait():
    placed, moves = choose_base(EMPTY, (5, 1, 3), forced=0, policy=Policy(min_base=3))
    assert moves == [(5, "B2"), (3, "B1")]
    assert placed == (3, 5, None, None, None, None)


def test_a_forced_low_white_goes_to_an_outer_place():
    placed, moves = choose_base(EMPTY, (1, 2, 1), forced=1, policy=Policy(min_base=3))
    assert moves == [(2, "B1")]
    assert placed[1] is None


def test_middle_dice_highest_first_into_the_tightest_fitting_place():
    base = (4, 4, 6, None, None, None)  # M1 on 4+4 = 8 takes up to 3, M2 on 4+6 = 10 up to 4
    placed, moves = choose_middle(base, (3, 4), Policy(min_middle=2))
    assert moves == [(4, "M2"), (3, "M1")]
    assert placed == (4, 4, 6, 3, 4, None)
    _, moves = choose_middle(base, (3, 1), Policy(min_middle=2))
    assert moves == [(3, "M1")]  # the 1 is below min_middle


def test_choose_moves_builds_the_rule_text_pyramid_from_one_throw():
    # The rule text's dice: whites 4 6 4, blues 3 4, green 3. By the policy text: the 6 goes
    # into B2, the 4s into B1 and B3, so both middle places rest on 4 + 6 = 10. The blue
    # 4 comes first and fits both (8 < 10); equal sums below, so M1 (the first) takes it.
    # The blue 3 goes into M2; the green 3 fits on 4 + 3 (6 < 7).
    state = RoundState().throw((4, 6, 4, 3, 4, 3))
    moves = choose_moves(state, GREEDY)
    assert sorted(place for _, place in moves) == ["B1", "B2", "B3", "M1", "M2", "T"]
    built = state.place_all(moves)
    assert built.complete and built.placed == (4, 6, 4, 4, 3, 3)


def test_policy_parameters_are_die_values():
    with pytest.raises(RuleError):
        Policy(min_base=0)
    with pytest.raises(RuleError):
        Policy(min_middle=7)


def test_computer_seats_play_a_whole_game():
    game = new_game([(f"Computer {i}", True) for i in range(3)])
    rng = rng_for(42)
    while not game.over:
        game = play_turn(game, Policy(), rng)[-1]
    assert len(game.records) == 36
    assert all(r.throws <= 6 for r in game.records)
    assert game.winners()
