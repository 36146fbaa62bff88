"""Mauro saves are move logs: real saves, edited by hand, are refused with the step."""

import json

import numpy as np
import pytest

from pyramide_kit.errors import RuleError
from pyramide_kit.mauro import Player, Rules, dumps, loads, new_game
from pyramide_kit.mauro.strategy import ComputerPolicy
from pyramide_kit.pyramide import dumps as pyramide_dumps
from pyramide_kit.pyramide import new_game as pyramide_game
from pyramide_kit.table import play_turn


def _saved(rules=Rules(), players=("Ann", "Ben"), turns=4, seed=3):
    game = new_game(list(players), rules)
    rng = np.random.default_rng(seed)
    for _ in range(turns):
        game = play_turn(game, ComputerPolicy(), rng)[-1]
    return game, json.loads(dumps(game))


def _refused_at(data, step=None):
    with pytest.raises(RuleError) as caught:
        loads(json.dumps(data))
    if step is not None:
        assert caught.value.key == "save_err_move" and caught.value.params["step"] == step
    return caught.value


def test_a_real_save_round_trips_and_holds_every_move():
    game, data = _saved()
    assert loads(json.dumps(data)) == game
    names = [m["move"] for m in data["history"]]
    assert names[0] == "Roll" and names[1] == "Dice" and set(names) == {"Roll", "Dice"}
    assert len(names) == len(game.history)


def test_dice_no_die_can_show():
    _game, data = _saved()
    data["history"][1]["values"] = [7, 6, 9]  # die IV has no 6
    error = _refused_at(data, step=2)
    assert "IV cannot show 6" in str(error)


def test_a_box_of_a_million_points_is_no_move():
    """There is no move that writes points: the nearest edit is a forged turn record in
    the state itself, which the state's own check refuses."""
    game, data = _saved()
    data["history"].append({"move": "Points", "points": 1_000_000})
    _refused_at(data, step=len(game.history) + 1)
    turn = game.turns[0]
    forged = type(turn)(turn.player, turn.round, turn.throws, turn.points, turn.result, 10**6)
    with pytest.raises(RuleError, match="not what the rules make of its throws"):
        type(game)(game.rules, game.seats, (forged, *game.turns[1:]))


def test_a_skipped_turn_or_a_throw_without_roll():
    _game, data = _saved()
    del data["history"][0]  # the Dice now comes before any Roll
    _refused_at(data, step=1)
    _game, data = _saved()
    data["history"].insert(2, {"move": "Dice", "values": [9, 8, 7]})  # two throws, one Roll
    _refused_at(data, step=3)


def test_a_bank_where_the_rules_forbid_stopping():
    game, data = _saved(Rules(may_stop=False))
    data["history"].append({"move": "Bank"})
    error = _refused_at(data, step=len(game.history) + 1)
    assert "stopping is not allowed" in str(error)


def test_forged_seats_rules_and_format():
    _game, data = _saved()
    for edit in (
        lambda d: d.update(seats=[{"name": "Ann", "computer": False}] * 2),
        lambda d: d.update(seats=[]),
        lambda d: d.update(rules={**d["rules"], "rounds": 2.5}),
        lambda d: d.update(rules={**d["rules"], "variant": 3}),
        lambda d: d.update(rules={**d["rules"], "ring": "yes"}),
        lambda d: d.update(rules="default"),
        lambda d: d.update(history={"move": "Roll"}),
        lambda d: d.update(version=1),
        lambda d: d.update(game="kniffel"),
        lambda d: d.pop("seats"),
    ):
        copy = json.loads(json.dumps(data))
        edit(copy)
        _refused_at(copy)


@pytest.mark.parametrize(
    "item",
    [
        {"move": "Dice", "values": [9, 8]},
        {"move": "Dice", "values": [9.0, 8, 7]},
        {"move": "Dice", "values": [True, 8, 7]},
        {"move": "Dice", "values": "987"},
        {"move": "Dice"},
        {"move": "Roll", "keep": [1]},
        {"move": "Throw"},
        ["Roll"],
        None,
    ],
)
def test_wrong_types_in_a_move(item):
    _game, data = _saved(turns=0)
    data["history"] = [{"move": "Roll"}, item]
    _refused_at(data, step=2)


def test_another_games_save_junk_and_deep_nesting():
    with pytest.raises(RuleError, match="save of 'pyramide'"):
        loads(pyramide_dumps(pyramide_game(1)))
    for junk in ("[" * 100000, "not json", "", "null", "42", None, 42, b"\xff"):
        with pytest.raises(RuleError):
            loads(junk)


def test_computer_seats_survive_the_round_trip():
    game = new_game([Player("Ann"), Player("Bot", computer=True)], Rules(variant=2))
    assert loads(dumps(game)).seats[1].computer
