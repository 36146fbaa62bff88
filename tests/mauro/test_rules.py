"""The Mauro engine: throws, classes, scores, turns, the game, errors and JSON."""

import numpy as np
import pytest

from pyramide_kit.dice import InvalidDiceError
from pyramide_kit.errors import RuleError
from pyramide_kit.i18n import error_text
from pyramide_kit.mauro import (
    Player,
    Rules,
    ThrowClass,
    all_throws,
    are_neighbours,
    check_throw,
    classify,
    dumps,
    loads,
    neighbour_pairs,
    new_game,
    score_variant2,
    throw_distribution,
)
from pyramide_kit.mauro.game import BANKED, LOST, SCORED, STOPPED


@pytest.mark.parametrize(
    ("throw", "kind"),
    [
        ((9, 8, 7), ThrowClass.STRAIGHT),
        ((1, 9, 8), ThrowClass.STRAIGHT),  # 8-9-1 on the ring
        ((9, 1, 2), ThrowClass.STRAIGHT),  # 9-1-2 on the ring
        ((2, 3, 4), ThrowClass.STRAIGHT),
        ((1, 9, 3), ThrowClass.NEIGHBOURS),  # 1 and 9
        ((7, 4, 6), ThrowClass.NEIGHBOURS),
        ((1, 1, 2), ThrowClass.PASCH),  # a pasch with neighbours is still a pasch
        ((9, 9, 8), ThrowClass.PASCH),
        ((6, 3, 6), ThrowClass.PASCH),
        ((7, 5, 3), ThrowClass.NOTHING),
        ((2, 4, 6), ThrowClass.NOTHING),
    ],
)
def test_classify_by_hand(throw, kind):
    assert classify(throw) is kind


def test_without_the_ring_1_and_9_are_strangers():
    assert not are_neighbours(1, 9, ring=False) and are_neighbours(1, 9)
    assert classify((1, 9, 3), ring=False) is ThrowClass.NOTHING
    assert classify((9, 1, 2), ring=False) is ThrowClass.NEIGHBOURS
    assert score_variant2((9, 1, 2), ring=False) == 3


@pytest.mark.parametrize(
    ("throw", "points"),
    [
        ((6, 5, 7), 11 + 13),  # 5 6 7, the rule text's example: 24
        ((9, 9, 8), 17 + 17),
        ((9, 8, 8), 17 + 17),
        ((9, 8, 7), 17 + 15),
        ((1, 1, 2), 3 + 3),
        ((2, 5, 3), 5),
        ((7, 5, 3), 0),
        ((1, 9, 3), 10),
    ],
)
def test_score_variant2_by_hand(throw, points):
    assert score_variant2(throw) == points


def test_neighbour_pairs_name_the_dice():
    assert neighbour_pairs((9, 8, 7)) == ((0, 1), (1, 2))
    assert neighbour_pairs((7, 5, 3)) == ()


def test_impossible_throw_names_die_and_number():
    with pytest.raises(InvalidDiceError, match="die IV cannot show 6; it shows only 1, 3, 4"):
        classify((7, 6, 9))
    with pytest.raises(InvalidDiceError) as caught:
        score_variant2((3, 1, 2))
    assert "III" in str(caught.value) and "3" in str(caught.value)
    assert error_text(caught.value, "de").startswith("Würfel III kann keine 3 zeigen")


@pytest.mark.parametrize("bad", [(1, 3), (1, 3, 2, 2), "abc", 5, (True, 1, 2), (1.0, 1, 2)])
def test_malformed_throws_are_refused(bad):
    with pytest.raises(RuleError):
        check_throw(bad)


def test_throw_distribution_sums_to_one():
    dist = throw_distribution()
    assert len(dist) == 216 == len(all_throws())
    assert sum(dist.values()) == 1


def test_rules_refuse_nonsense():
    with pytest.raises(RuleError, match="variant must be one of 1, 2"):
        Rules(variant=3)
    with pytest.raises(RuleError):
        Rules(rounds=0)
    with pytest.raises(RuleError):
        Rules(straight_points=-1)


@pytest.mark.parametrize("players", [0, 9])
def test_player_counts(players):
    with pytest.raises(RuleError, match="number of players must be a whole number from 1 to 8"):
        new_game(players)


@pytest.mark.parametrize("players", [[], [f"P{i}" for i in range(9)]])
def test_player_lists(players):
    with pytest.raises(RuleError, match="played by 1 to 8 players"):
        new_game(players)


def test_names_must_differ():
    with pytest.raises(RuleError, match="name of their own"):
        new_game(["Ann", "Ann"])
    with pytest.raises(RuleError):
        new_game([" "])


def test_eight_players_and_one_player_are_fine():
    assert len(new_game(8).players) == 8
    assert new_game(["Solo"]).player.name == "Solo"


def test_variant1_series_banks_on_an_empty_throw():
    game = new_game(["A", "B"])
    game = game.throw((9, 8, 7)).throw((1, 9, 3))
    assert game.series_points == (2, 1) and game.series_total == 3 and not game.turns
    game = game.throw((7, 5, 3))
    turn = game.turns[0]
    assert (turn.result, turn.banked, turn.points) == (BANKED, 3, (2, 1, 0))
    assert game.current == 1 and game.series == ()
    assert game.totals() == (3, 0)


def test_variant1_pasch_loses_the_series():
    game = new_game(1).throw((9, 8, 7)).throw((2, 3, 4)).throw((9, 9, 8))
    assert game.turns[0].result == LOST and game.turns[0].banked == 0
    assert game.totals() == (0,)


def test_variant1_empty_first_throw_banks_zero():
    game = new_game(1).throw((2, 4, 6))
    assert game.turns[0].result == BANKED and game.turns[0].banked == 0


def test_rules_points_are_used():
    rules = Rules(neighbour_points=3, straight_points=5)
    game = new_game(1, rules).throw((9, 8, 7)).throw((1, 9, 3)).throw((2, 4, 6))
    assert game.totals() == (8,)


def test_bank_only_with_may_stop_and_points():
    game = new_game(1).throw((9, 8, 7))
    with pytest.raises(RuleError, match="stopping is not allowed"):
        game.bank()
    free = new_game(1, Rules(may_stop=True))
    with pytest.raises(RuleError, match="nothing to bank"):
        free.bank()
    stopped = free.throw((9, 8, 7)).bank()
    assert stopped.turns[0].result == STOPPED and stopped.totals() == (2,)
    with pytest.raises(RuleError):
        new_game(1, Rules(variant=2, may_stop=True)).bank()


def test_variant2_one_throw_per_turn():
    game = new_game(["A", "B"], Rules(variant=2)).throw((9, 8, 7)).throw((1, 1, 2))
    assert [t.result for t in game.turns] == [SCORED, SCORED]
    assert game.totals() == (32, 6) and game.round == 2


def test_game_ends_after_the_rounds_and_names_winners():
    game = new_game(["A", "B"], Rules(variant=2, rounds=2))
    for throw in [(9, 8, 7), (9, 8, 7), (2, 4, 6), (2, 5, 3)]:
        with pytest.raises(RuleError, match="not over"):
            game.winners()
        game = game.throw(throw)
    assert game.over and game.round == 2
    assert game.winners() == (1,)
    with pytest.raises(RuleError, match="game is over"):
        game.throw((9, 8, 7))
    with pytest.raises(RuleError, match="chance does not act now"):
        game.chance_outcomes()
    tie = new_game(["A", "B"], Rules(variant=2, rounds=1)).throw((9, 8, 7)).throw((9, 8, 7))
    assert tie.winners() == (0, 1)


def test_turn_of_and_round():
    game = new_game(["A", "B"], Rules(variant=2)).throw((9, 8, 7)).throw((2, 4, 6))
    assert game.turn_of(0, 1).banked == 32 and game.turn_of(1, 1).banked == 0
    assert game.turn_of(0, 2) is None


def test_illegal_move_changes_nothing():
    game = new_game(1).throw((9, 8, 7))
    before = dumps(game)
    with pytest.raises(RuleError):
        game.throw((7, 6, 9))
    assert dumps(game) == before


def test_roll_uses_the_generator_reproducibly():
    a = new_game(1).roll(np.random.default_rng(5))
    b = new_game(1).roll(np.random.default_rng(5))
    assert a == b


def test_json_round_trip_and_computer_seats():
    game = new_game([Player("Ann"), Player("Bot", computer=True)], Rules(rounds=3))
    game = game.throw((9, 8, 7)).throw((2, 4, 6)).throw((1, 9, 3))
    again = loads(dumps(game))
    assert again == game and again.players[1].computer
