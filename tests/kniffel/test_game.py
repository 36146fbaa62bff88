"""The Kniffel table under the protocol: the moves listed, states checked when built
from outside, saves edited by hand refused at their step, and bad input of every kind
refused with a `RuleError` that leaves everything as it was."""

import json
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyramide_kit.errors import RuleError
from pyramide_kit.kniffel import (
    Dice,
    Game,
    KniffelApp,
    Player,
    Roll,
    Rules,
    Scorecard,
    Write,
    dumps,
    loads,
    new_game,
    odds,
    score,
)
from pyramide_kit.kniffel import rules as kniffel_rules
from pyramide_kit.kniffel import vectorised as vec
from pyramide_kit.kniffel.solitaire import simulate_policy
from pyramide_kit.kniffel.strategy import BookAdvice, Greedy
from pyramide_kit.table import CHANCE, play_turn

BAD_WHOLE = (True, False, 1.5, 2.0, math.nan, math.inf, "3", None, (3,))


def test_the_books_further_kniffel_is_two_moves_in_each_open_lower_box():
    game = new_game(1).throw_values((6,) * 5).write("kniffel")
    game = game.throw_values((2,) * 5)
    writes = game.writes()
    assert writes[Write("chance", True)] == 100 and writes[Write("chance")] == 10
    assert Write("twos", True) not in writes and writes[Write("twos")] == 10
    assert sum(m.extra for m in writes) == 6  # the six open lower boxes
    assert list(writes) == [m for m in game.legal_moves() if isinstance(m, Write)]
    assert game.write("chance").cards[0].box("chance") == 100  # the friendly call: most
    assert game.write("chance", extra=False).cards[0].box("chance") == 10


def test_hasbro_joker_lists_only_the_forced_box():
    game = new_game(1, Rules("hasbro")).throw_values((6,) * 5).write("kniffel")
    game = game.throw_values((4,) * 5)
    assert [m for m in game.legal_moves() if isinstance(m, Write)] == [Write("fours")]
    with pytest.raises(RuleError, match="Joker"):
        game.apply(Write("chance"))


def test_rolls_listed_are_every_keep_of_up_to_four_dice():
    game = new_game(1).throw_values((1, 2, 3, 4, 5))
    rolls = [m for m in game.legal_moves() if isinstance(m, Roll)]
    assert len(rolls) == 31 and len(set(rolls)) == 31 and Roll() in rolls
    assert game.legal_moves().index(Write("ones")) == 31


def test_six_seats_with_computers_play_to_the_end_and_replay():
    rng = np.random.default_rng(5)
    game = new_game([Player(f"P{i}", computer=i % 2 == 0) for i in range(6)])
    policy = Greedy()
    while not game.over:
        game = play_turn(game, policy, rng)[-1]
    assert all(card.is_full for card in game.cards)
    assert loads(dumps(game)) == game
    places = [s.place for s in game.ranking()]
    assert places == sorted(places) and places[0] == 1


def test_a_state_built_from_outside_is_checked():
    rules = Rules()
    seats = (Player("Ada"), Player("Bo"))
    full = Scorecard(rules, (0,) * 13)
    for bad in (
        {"rules": "book"},
        {"seats": "Ada"},
        {"seats": ()},
        {"history": [Roll()]},
        {"history": ("roll",)},
        {"cards": (Scorecard(rules),)},
        {"cards": (Scorecard(Rules("none")), Scorecard(Rules("none")))},
        {"current": 2},
        {"current": 1},  # nobody has written yet, so seat 0 is to play
        {"current": True},
        {"cards": (full, Scorecard(rules))},  # seat 0 thirteen boxes ahead
        {"dice": (1, 2, 3, 4, 7), "throws": 1},
        {"dice": (1, 2, 3, 4, 5), "throws": 0},
        {"dice": None, "throws": 2},
        {"dice": (1, 2, 3, 4, 5), "throws": 4},
        {"dice": (1, 2, 3, 4, 5), "throws": 3, "rolling": True},
        {"held": (0,)},
        {"dice": (1, 2, 3, 4, 5), "throws": 1, "held": (0, 0)},
        {"rolling": 1},
    ):
        with pytest.raises(RuleError):
            Game(**{"rules": rules, "seats": seats, **bad})
    ok = Game(rules, seats, dice=(1, 2, 3, 4, 5), throws=1, held=[0, 4])
    assert ok.held == (0, 4) and ok.to_move == 0
    assert Game(rules, seats, dice=(1, 2, 3, 4, 5), throws=1, held=(4, 0)) == ok


# ----- saves edited by hand ------------------------------------------------------------


def _save():
    """A real save: Ada's Kniffel of sixes in the Kniffel box, then Bo's turn."""
    game = new_game(["Ada", "Bo"]).throw_values((1, 3, 4, 6, 6)).throw_values((6, 6, 6), [3, 4])
    game = game.write("kniffel").throw_values((2, 2, 2, 5, 5)).write("full_house")
    return game, json.loads(dumps(game))


def _step_of(data):
    with pytest.raises(RuleError) as caught:
        loads(json.dumps(data))
    return caught.value


def test_the_real_save_loads():
    game, data = _save()
    assert loads(json.dumps(data)) == game
    assert [m["move"] for m in data["history"]] == ["Roll", "Dice", "Roll", "Dice", "Write",
                                                   "Roll", "Dice", "Write"]  # fmt: skip


def test_a_box_of_a_million_points_is_refused():
    _, data = _save()
    data["history"][4]["points"] = 1_000_000
    assert _step_of(data).params["step"] == 5
    _, data = _save()
    data["rules"]["kniffel"] = 1_000_000
    assert _step_of(data).key == "save_err_invalid"


def test_dice_no_die_can_show_are_refused():
    for values in ([1, 3, 4, 6, 7], [0, 3, 4, 6, 6], [1, 3, 4, 6], "13466"):
        _, data = _save()
        data["history"][1]["values"] = values
        assert _step_of(data).params["step"] == 2


def test_thrown_dice_and_kept_positions_in_another_order_are_the_same_moves():
    assert Dice((6, 6, 4, 3, 1)) == Dice((1, 3, 4, 6, 6)) == Dice.of(v for v in (6, 1, 6, 4, 3))
    assert Roll((3, 0)) == Roll((0, 3)) == Roll.of(p for p in (3, 0))
    game, data = _save()
    data["history"][1]["values"] = sorted(data["history"][1]["values"], reverse=True)
    assert loads(json.dumps(data)) == game


def test_a_skipped_turn_is_refused():
    game = new_game(["Ada", "Bo"]).throw_values((1, 2, 3, 4, 6)).throw_values((5, 5), [0, 1, 2])
    game = game.throw_values((6, 6), [0, 1, 2]).write("chance").throw_values((1, 1, 2, 2, 3))
    data = json.loads(dumps(game.write("ones")))
    del data["history"][6]  # Ada never writes: Bo's Roll would be her fourth throw
    error = _step_of(data)
    assert error.key == "save_err_move" and error.params["step"] == 7
    assert "throws are used" in error.params["reason"]
    _, data = _save()
    del data["history"][2]  # a throw without its Roll
    assert _step_of(data).params["step"] == 3


def test_a_hundred_in_a_lower_box_with_the_kniffel_box_open_is_refused():
    # Bo's full house of 2 2 2 5 5 forged into the book's extra 100 points
    _, data = _save()
    data["history"][7]["extra"] = True
    error = _step_of(data)
    assert error.params["step"] == 8 and "extra" in error.params["reason"]
    # and a Kniffel with the Kniffel box still open cannot be the extra either
    game = new_game(1).throw_values((3,) * 5)
    data = json.loads(dumps(game.write("chance", extra=False)))
    data["history"][-1]["extra"] = True
    assert _step_of(data).params["step"] == 3


def test_a_forged_turn_order_or_extra_move_is_refused():
    _, data = _save()
    data["history"].append({"move": "Write", "category": "chance", "extra": False})
    assert _step_of(data).params["step"] == 9
    _, data = _save()
    data["seats"] = data["seats"][:1]
    data["history"][5:5] = []
    game = loads(json.dumps(data))  # one seat: Ada simply plays on
    assert game.cards[0].box("full_house") == 25


@pytest.mark.parametrize(
    ("where", "value"),
    [("extra", "yes"), ("category", 5), ("category", "pair"), ("move", "Jump")],
)
def test_wrong_types_in_a_move_are_refused(where, value):
    _, data = _save()
    data["history"][4][where] = value
    assert _step_of(data).params["step"] == 5


def test_other_files_are_refused():
    _, data = _save()
    for bad in ("[" * 100_000, json.dumps({**data, "game": "mauro"}), "{}", None, 42):
        with pytest.raises(RuleError):
            loads(bad)
    data["history"][0]["keep"] = [True]
    assert _step_of(data).params["step"] == 1


# ----- bad input everywhere: a RuleError, nothing changed -------------------------------

RULE_FIELDS = ("throws", "upper_bonus", "upper_bonus_threshold", "full_house",
               "small_straight", "large_straight", "kniffel", "extra_kniffel_points")  # fmt: skip
bad_whole = st.one_of(
    st.sampled_from(BAD_WHOLE), st.integers(max_value=-1), st.integers(min_value=1001)
)


@given(name=st.sampled_from(RULE_FIELDS), data=st.data())
@settings(max_examples=80)
def test_bad_rules_fields_are_refused(name, data):
    # throws may go far beyond a table's 3 (a chase until a Kniffel); points stop at 1000
    most = kniffel_rules._MOST_THROWS if name == "throws" else kniffel_rules._MOST_POINTS
    value = data.draw(
        st.one_of(
            st.sampled_from(BAD_WHOLE), st.integers(max_value=-1), st.integers(min_value=most + 1)
        )
    )
    with pytest.raises(RuleError):
        Rules(**{name: value})


@given(value=st.one_of(st.sampled_from(BAD_WHOLE), st.sampled_from(["seed", "BOOK", 1])))
def test_bad_variants_are_refused(value):
    with pytest.raises(RuleError):
        Rules(extra_kniffel=value)


@given(value=st.one_of(bad_whole, st.sampled_from([0, 7, "Anna", ["Ada", "Ada"], [""]])))
@settings(max_examples=40)
def test_bad_players_are_refused(value):
    with pytest.raises(RuleError):
        new_game(value)


@given(value=st.one_of(st.sampled_from(BAD_WHOLE), st.integers(max_value=0)))
@settings(max_examples=40)
def test_odds_functions_refuse_bad_throws(value):
    for function in (odds.p_kniffel_within, odds.state_distribution,
                     odds.p_kniffel_within_enumerated):  # fmt: skip
        with pytest.raises(RuleError):
            function(value)


def test_public_functions_refuse_bad_arguments():
    rng = np.random.default_rng(1)
    for call in (
        lambda: simulate_policy(BookAdvice(), 2.5, seed=1),
        lambda: simulate_policy(BookAdvice(), 10, seed="1"),
        lambda: simulate_policy("greedy", 10, seed=1),
        lambda: simulate_policy(Greedy(), 10, seed=1, rules="none"),
        lambda: vec.simulate_one_throw(1.5, rng),
        lambda: vec.simulate_kniffel_within(10, rng, throws=0),
        lambda: vec.simulate_throws_until_kniffel(-1, rng),
        lambda: vec.simulate_solitaire(10, rng, "policy"),
        lambda: odds.best_total("book"),
        lambda: odds.one_throw_patterns_enumerated(Rules),
        lambda: score("chance", (1, 2, 3, 4, 5), rules="none"),
        lambda: score(None, (1, 2, 3, 4, 5)),
        lambda: odds.keep_most_common((1, 2, 3)),
        lambda: dumps("a game"),
    ):
        with pytest.raises(RuleError):
            call()


@given(
    move=st.one_of(
        st.sampled_from([None, 42, "roll", object(), (), Roll, Write]),
        st.builds(Dice, st.lists(st.integers(1, 6), min_size=1, max_size=5).map(sorted)),
        st.builds(Write, st.sampled_from(["ones", "chance", "kniffel"]), st.booleans()),
    )
)
@settings(max_examples=60)
def test_junk_moves_are_refused_and_the_state_stays(move):
    for game in (new_game(2), new_game(2).apply(Roll())):
        before = dumps(game)
        if move in game.legal_moves():
            continue
        with pytest.raises(RuleError):
            game.apply(move)
        assert dumps(game) == before


def test_moves_check_their_fields():
    for build in (
        lambda: Roll((0, 0)),
        lambda: Roll((5,)),
        lambda: Roll("01"),
        lambda: Roll((0, 1, 2, 3, 4)),
        lambda: Dice(()),
        lambda: Dice((3, 3, 7)),
        lambda: Dice((1, 2, 3, 4, 5, 6)),
        lambda: Dice((1.0,)),
        lambda: Write("pair"),
        lambda: Write("chance", 1),
    ):
        with pytest.raises(RuleError):
            build()


def test_policies_return_legal_moves_only_for_their_seat():
    game = new_game([("A", True)]).apply(Roll())
    assert game.to_move is CHANCE
    with pytest.raises(RuleError):
        Greedy().choose(game)


def test_the_widget_checks_its_arguments_and_escapes_names():
    for bad in ({"seed": "42"}, {"seed": 1.5}, {"seed": -1}, {"players": "Anna"},
                {"policies": "greedy"}, {"rules": "book"}):  # fmt: skip
        with pytest.raises(ValueError):
            KniffelApp(**bad)
    app = KniffelApp(["<b>Ada</b>", ("<i>R</i>", True)], lang="en", seed=1)
    assert "<b>Ada</b>" not in app.status.value and "&lt;b&gt;Ada&lt;/b&gt;" in app.status.value
