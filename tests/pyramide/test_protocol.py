"""Pyramide's moves under the table protocol, counted and checked by rules written here."""

from fractions import Fraction
from itertools import combinations, combinations_with_replacement

import numpy as np
import pytest

from pyramide_kit.errors import RuleError
from pyramide_kit.pyramide import Dice, Game, Roll, Rules, ScoreSheet, Write, best_build, new_game
from pyramide_kit.pyramide.strategy import ComputerPolicy
from pyramide_kit.table import CHANCE


def test_a_round_is_roll_then_chance_then_write():
    game = new_game(["Ana", "Ben"])
    assert game.to_move == 0 and game.legal_moves() == (Roll(),)
    rolled = game.apply(Roll())
    assert rolled.to_move is CHANCE
    # six dice: the multisets of six values from six faces, C(6 + 5, 5)
    assert len(rolled.legal_moves()) == len(list(combinations_with_replacement(range(6), 6)))
    thrown = rolled.apply(Dice((6, 1, 6, 1, 6, 1)))
    assert thrown.dice == (1, 1, 1, 6, 6, 6) and thrown.throws == 1
    rolls = [m for m in thrown.legal_moves() if isinstance(m, Roll)]
    writes = [m for m in thrown.legal_moves() if isinstance(m, Write)]
    assert len(rolls) == 2**6 - 1  # every set of positions to keep but all six
    assert writes == [Write("top"), Write("middle"), Write("bottom")]
    after = thrown.apply(Write("top"))
    assert after.to_move == 1 and after.sheets[0].top == (60 * 3,)
    assert after.history == (Roll(), Dice((1, 1, 1, 6, 6, 6)), Write("top"))


def test_kept_dice_shrink_the_chance_step():
    game = new_game(1).throw((), (1, 2, 3, 4, 5, 6)).apply(Roll((0, 1, 2, 3)))
    outcomes = game.chance_outcomes()
    assert len(outcomes) == len(list(combinations_with_replacement(range(6), 2)))
    assert outcomes[Dice((5, 6))] == Fraction(2, 36)  # 5 then 6, or 6 then 5
    assert outcomes[Dice((6, 6))] == Fraction(1, 36)
    assert game.sample_chance(np.random.default_rng(0)) in game.legal_moves()


def test_no_throws_left_leaves_only_writes():
    game = new_game(1, Rules(throws=2)).throw((), (1, 2, 3, 4, 5, 6)).throw((0,), (2,) * 5)
    assert set(game.legal_moves()) == {Write("top"), Write("middle"), Write("bottom")}
    with pytest.raises(RuleError, match="no throws left"):
        game.apply(Roll())


def test_moves_are_canonical_values():
    assert Roll((3, 0)) == Roll((0, 3))
    assert Dice((6, 1, 3)) == Dice((1, 3, 6))


@pytest.mark.parametrize(
    "build",
    [
        lambda: Roll([0]),
        lambda: Roll((0, 0)),
        lambda: Roll((6,)),
        lambda: Roll((1.0,)),
        lambda: Roll((True,)),
        lambda: Dice(()),
        lambda: Dice((7,)),
        lambda: Dice((1,) * 7),
        lambda: Dice((1.0,)),
        lambda: Write("side"),
        lambda: Write(None),
    ],
)
def test_bad_move_fields_are_refused(build):
    with pytest.raises(RuleError):
        build()


def test_chance_questions_only_at_a_chance_step():
    game = new_game(1)
    with pytest.raises(RuleError):
        game.chance_outcomes()
    with pytest.raises(RuleError):
        game.sample_chance(np.random.default_rng(0))
    with pytest.raises(RuleError, match="decides now, not chance"):
        game.apply(Dice((1,) * 6))
    with pytest.raises(RuleError, match="chance plays"):
        game.apply(Roll()).apply(Write("top"))


def test_the_history_is_a_record_only():
    game = new_game(2).throw((), (2, 2, 2, 1, 1, 5)).write("middle").throw((), (3,) * 6)
    bare = Game(game.rules, game.seats, game.sheets, game.current, game.dice, game.throws)
    assert bare.legal_moves() == game.legal_moves() and bare.to_move == game.to_move
    assert bare.apply(Write("top")).sheets == game.apply(Write("top")).sheets


@pytest.mark.parametrize(
    "fields",
    [
        {"sheets": (ScoreSheet(top=(1_000_000,)),)},  # no throw scores a million
        {"current": 1},  # a single seat
        {"throws": 1},  # thrown once, but no dice
        {"dice": (1, 2, 3, 4, 5, 6)},  # dice, but no throw
        {"dice": (1, 2, 3, 4, 5, 9), "throws": 1},
        {"rethrow": (0,)},  # keeping dice before the first throw
        {"rethrow": ()},
        {"throws": 4, "dice": (1,) * 6},
        {"history": [Roll()]},
    ],
)
def test_a_position_built_by_hand_is_checked(fields):
    base = {"rules": Rules(), "seats": new_game(1).seats}
    with pytest.raises(RuleError):
        Game(**base, **fields)


def test_turn_order_of_a_position_built_by_hand_is_checked():
    seats = new_game(2).seats
    sheet = ScoreSheet(bottom=(best_build((1, 2, 3, 4, 5, 6)).score,))
    with pytest.raises(RuleError, match="one box more"):
        Game(Rules(), seats, (ScoreSheet(), sheet), current=0)  # seat 1 wrote out of turn
    assert Game(Rules(), seats, (sheet, ScoreSheet()), current=1).to_move == 1


def test_the_policy_returns_legal_moves_and_stops_by_writing():
    policy = ComputerPolicy()
    game = new_game(1)
    assert policy.choose(game) == Roll()
    large = game.throw((), (6, 6, 6, 1, 1, 1))
    assert policy.choose(large) == Write("top")  # a large pyramid: stop and write
    triple = game.throw((), (5, 2, 5, 3, 5, 1))
    move = policy.choose(triple)
    assert move in triple.legal_moves()
    assert sorted(triple.dice[i] for i in move.keep) == [1, 5, 5, 5]
    with pytest.raises(RuleError):
        policy.choose(game.apply(Roll()))


def test_every_keep_of_a_throw_is_listed_once():
    game = new_game(1).throw((), (1, 2, 3, 4, 5, 6))
    expected = {Roll(k) for n in range(6) for k in combinations(range(6), n)}
    rolls = [m for m in game.legal_moves() if isinstance(m, Roll)]
    assert set(rolls) == expected and len(rolls) == len(expected)
