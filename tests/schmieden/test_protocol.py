"""Würfelpyramiden schmieden under the table protocol: the moves of a round, the policy's
moves, the ranking's tie rule, checked construction and hand-edited saves."""

import json
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyramide_kit.errors import RuleError
from pyramide_kit.schmieden import (
    Dice,
    EndThrow,
    Game,
    Place,
    Player,
    Policy,
    Roll,
    RoundRecord,
    RoundState,
    Rules,
    dumps,
    loads,
    new_game,
    odds,
)
from pyramide_kit.schmieden.app import SchmiedenApp
from pyramide_kit.schmieden.strategy import choose_moves
from pyramide_kit.schmieden.views import pyramid_html
from pyramide_kit.simulate import rng_for
from pyramide_kit.table import CHANCE, play_turn

BAD_WHOLE = [1.5, 2.0, True, False, None, "3", float("nan"), float("inf"), -1, (), 10**9]


def test_a_throw_is_the_seats_roll_then_chance_then_places_and_the_end():
    game = new_game(["Ana", "Ben"])
    assert game.to_move == 0 and game.legal_moves() == (Roll(),)
    rolling = game.apply(Roll())
    assert rolling.to_move is CHANCE and len(rolling.legal_moves()) == 56 * 21 * 6
    thrown = rolling.apply(Dice((4, 6, 4), (3, 4), (3,)))
    assert thrown.turn.rolled == (4, 4, 6, 3, 4, 3)  # each row sorted into its slots
    legal = thrown.legal_moves()
    # the first-throw rule: EndThrow is listed only once a white die is placed
    assert EndThrow() not in legal and Roll() not in legal
    assert {m.place for m in legal} == {"B1", "B2", "B3"}
    after = thrown.apply(Place(2, "B2"))
    assert EndThrow() in after.legal_moves()
    assert Place(3, "M1") not in after.legal_moves()  # B1 is still empty
    with pytest.raises(RuleError) as info:
        after.apply(Roll())
    assert info.value.key == "schmieden_err_throw_pending"
    ended = after.apply(EndThrow())
    assert ended.legal_moves() == (Roll(),) and ended.to_move == 0
    assert ended.history == (Roll(), Dice((4, 4, 6), (3, 4), (3,)), Place(2, "B2"), EndThrow())


def test_the_last_throw_ends_the_round_and_the_next_seat_moves():
    game = new_game(["Ana", "Ben"], Rules(max_throws=1))
    game = game.throw((1, 2, 3, 1, 1, 1)).place(0, "B1")
    assert game.turn.last_throw
    game = game.end_throw()
    assert game.to_move == 1 and len(game.records) == 1 and game.records[0].points == 0


@pytest.mark.parametrize(
    "junk",
    [None, 42, "roll", object(), (), Roll, Dice((1,), (), ()), Place(9 - 9, "T")],
)
def test_junk_and_moves_of_other_states_are_refused_with_a_rule_error(junk):
    game = new_game(1)
    before = dumps(game)
    with pytest.raises(RuleError):
        game.apply(junk)
    assert dumps(game) == before
    with pytest.raises(RuleError):
        game.chance_outcomes()


@pytest.mark.parametrize(
    "build",
    [
        lambda: Dice((1, 2, 3, 4), (), ()),
        lambda: Dice((7,), (), ()),
        lambda: Dice((1.0,), (), ()),
        lambda: Dice("12", (), ()),
        lambda: Place(6, "B1"),
        lambda: Place(True, "B1"),
        lambda: Place(0, "X1"),
        lambda: Place(0, None),
    ],
)
def test_moves_check_their_own_fields(build):
    with pytest.raises(RuleError):
        build()


@pytest.mark.parametrize(
    "pairs", [[(0,)], [(0, "B1", 2)], 5, "B1", [None], {0: "X9"}, [("a", "B1")]]
)
def test_place_all_with_malformed_pairs_gives_a_rule_error(pairs):
    state = RoundState().throw((1, 2, 3, 4, 5, 6))
    with pytest.raises(RuleError):
        state.place_all(pairs)
    with pytest.raises(RuleError):
        new_game(1).throw((1, 2, 3, 4, 5, 6)).place_all(pairs)


def test_the_policy_returns_legal_moves_and_plays_as_its_whole_throw_plan():
    rng = rng_for(7)
    game = new_game([Player("A", True), Player("B", True)], Rules(rounds=2))
    policy = Policy()
    while not game.over:
        if game.to_move is CHANCE:
            game = game.apply(game.sample_chance(rng))
            plan = choose_moves(game.turn, policy)
            continue
        move = policy.choose(game)
        assert move in game.legal_moves()
        if isinstance(move, Place):
            assert (move.slot, move.place) == plan.pop(0)
        game = game.apply(move)
    with pytest.raises(RuleError):
        policy.choose(game)


def test_ranking_points_then_fewer_zero_rounds_then_shared():
    rules = Rules(rounds=2)
    game = new_game(["A", "B", "C"], rules)
    records = []
    # A: 6 + 0 (one zero round); B: 3 + 3; C: 3 + 3
    for i, (player, points) in enumerate([(0, 6), (1, 3), (2, 3), (0, 0), (1, 3), (2, 3)]):
        complete = points > 0
        placed = (6, 6, 5, 5, 4, 3) if complete else (6, 6, 5, 5, 4, None)
        throws = 7 - points if complete else 6
        records.append(RoundRecord(player, i // 3 + 1, placed, throws, complete, points, 0))
    over = Game(rules, game.seats, records=tuple(records))
    assert over.over and over.totals() == (6, 6, 6)
    assert [(s.place, s.seat, s.total) for s in over.ranking()] == [(1, 1, 6), (1, 2, 6), (3, 0, 6)]


@settings(max_examples=30, deadline=None)
@given(value=st.sampled_from(BAD_WHOLE))
def test_public_functions_refuse_bad_arguments(value):
    for call in (
        lambda: odds.p_fits((value, 3)),
        lambda: odds.p_fits_closed_form((3, value)),
        lambda: odds.p_first_throw_bonus(value),
        lambda: odds.top_waiting_time_geometric(value, 3),
        lambda: odds.round_distribution(rules=2 if value is None else value),
        lambda: Policy(min_base=value),
        lambda: Policy(min_middle=value),
        lambda: new_game(value),
        lambda: pyramid_html((0 if value is None else value,) * 6),
        lambda: RoundState(Rules(), throws=value),
    ):
        with pytest.raises(ValueError):
            call()
    game = new_game(1)
    with pytest.raises(ValueError):
        game.place(value, "B1")
    assert game == new_game(1)


def test_odds_refuse_a_start_under_other_rules_or_with_dice_on_the_table():
    start = RoundState(Rules(max_throws=3))
    with pytest.raises(RuleError):
        odds.round_distribution(rules=Rules(), start=start)
    with pytest.raises(RuleError):
        odds.round_distribution(start=start.throw((1, 2, 3, 4, 5, 6)))


def test_states_built_from_outside_check_their_fields():
    with pytest.raises(RuleError):  # dice placed before any throw
        RoundState(placed=(1, None, None, None, None, None))
    with pytest.raises(RuleError):  # M1 does not fit on B1, B2
        RoundState(placed=(1, 1, None, 3, None, None), throws=1)
    with pytest.raises(RuleError):  # a rolled die too many for the free places
        RoundState(placed=(1, None, None, None, None, None), throws=1, rolled=(1, 2, 3, 4, 5, 6))
    seats = new_game(2).seats
    with pytest.raises(RuleError):  # a round scored 1,000,000
        Game(Rules(), seats, records=(RoundRecord(0, 1, (6, 6, 5, 5, 4, 3), 1, True, 10**6, 0),))
    with pytest.raises(RuleError):  # Ben's round before Ana's
        Game(Rules(), seats, records=(RoundRecord(1, 1, (6, 6, 5, 5, 4, 3), 1, True, 6, 0),))


def test_the_widget_checks_its_seed_and_escapes_names():
    with pytest.raises(ValueError):
        SchmiedenApp(["Ana"], seed="42")
    with pytest.raises(ValueError):
        SchmiedenApp(["Ana"], computers=1.5)
    with pytest.raises(ValueError):
        SchmiedenApp([f"P{i}" for i in range(7)])
    app = SchmiedenApp(["<b>Ana</b>"], seed=1, lang="en")
    assert "<b>Ana</b>" not in app.status.value
    assert "&lt;b&gt;Ana&lt;/b&gt; to play" in app.status.value


# ---- hand-edited saves ------------------------------------------------------------
def _saved_game():
    """Two rounds of two players, the second running, as a save."""
    game = play_turn(new_game(["Ana", "Ben"], Rules(rounds=2)), Policy(), rng_for(3))[-1]
    game = play_turn(game, Policy(), rng_for(4))[-1]
    return game.throw((1, 2, 3, 4, 5, 6)).place(0, "B1"), json.loads(
        dumps(game.throw((1, 2, 3, 4, 5, 6)).place(0, "B1"))
    )


def _step_of(text):
    with pytest.raises(RuleError) as info:
        loads(text)
    return info.value


def test_a_real_save_loads_and_equals_the_game():
    game, data = _saved_game()
    assert loads(json.dumps(data)) == game
    assert loads(json.dumps(data)).turn == game.turn


def test_dice_no_die_can_show_are_refused_at_their_step():
    _, data = _saved_game()
    step = next(i for i, m in enumerate(data["history"]) if m["move"] == "Dice")
    data["history"][step]["white"] = [1, 2, 7]
    error = _step_of(json.dumps(data))
    assert error.key == "save_err_move" and error.params["step"] == step + 1


def test_a_skipped_turn_and_a_forged_placement_are_refused():
    _, data = _saved_game()
    history = data["history"]
    end = next(i for i, m in enumerate(history) if m["move"] == "EndThrow")
    skipped = {**data, "history": history[:end] + history[end + 2 :]}  # drop EndThrow, Roll
    assert _step_of(json.dumps(skipped)).key == "save_err_move"
    place = next(i for i, m in enumerate(history) if m["move"] == "Place")
    forged = json.loads(json.dumps(data))
    forged["history"][place]["place"] = "T"
    error = _step_of(json.dumps(forged))
    assert error.params["step"] == place + 1


def test_a_forged_score_cannot_even_be_written_down():
    # the save holds no points at all: a box of 1,000,000 points is an unknown field
    _, data = _saved_game()
    data["points"] = 1_000_000
    assert _step_of(json.dumps(data)).key == "save_err_invalid"
    data.pop("points")
    data["history"][1]["bonus"] = 1_000_000
    assert _step_of(json.dumps(data)).params["step"] == 2


@pytest.mark.parametrize(
    "edit",
    [
        lambda d: d.update(game="kniffel"),
        lambda d: d["rules"].update(max_throws=2.5),
        lambda d: d["rules"].update(rounds="12"),
        lambda d: d.update(seats=[{"name": "Ana", "computer": "yes"}]),
        lambda d: d.update(seats=[]),
        lambda d: d.update(history={"move": "Roll"}),
        lambda d: d["history"].insert(0, {"move": "Dice", "white": [1], "blue": [], "green": []}),
        lambda d: d["history"].append({"move": "Teleport"}),
        lambda d: d["history"].append({"move": "Place", "slot": "0", "place": "B1"}),
    ],
)
def test_wrong_types_and_other_games_are_refused(edit):
    _, data = _saved_game()
    edit(data)
    with pytest.raises(RuleError):
        loads(json.dumps(data))


def test_deep_json_and_non_text_are_refused():
    with pytest.raises(RuleError):
        loads("[" * 100_000 + "]" * 100_000)
    for value in (None, 42, ["a"]):
        with pytest.raises(ValueError):
            loads(value)


def test_positions_without_history_play_the_same():
    game, _ = _saved_game()
    forgetful = replace(game, history=())
    assert forgetful.legal_moves() == game.legal_moves() and forgetful.totals() == game.totals()
