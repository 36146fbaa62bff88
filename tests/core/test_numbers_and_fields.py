"""Numbers and fields that users type, in all five games.

- A numpy integer (any `operator.index`-able integer that is not a bool) is a whole
  number wherever the kit takes one, and is *stored* as the plain int: every `Rules`
  field, every move, dice values, policies. So `dumps` works, and a rules object or a
  move built from numpy integers equals, hashes and saves like one built from ints.
- numpy bools are not whole numbers (bools never stand for ints).
- An unknown field, surplus values in order, a field given twice or a missing field of
  a rules object, a move, a player or a policy is a `RuleError` naming the problem and
  listing the fields there are (not Python's bare `TypeError`).
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyramide_kit import karten, kniffel, mauro, pyramide, schmieden
from pyramide_kit.checks import check_choice, strict_fields, whole_number
from pyramide_kit.dice import D6, MIWIN_III, Die, validate_dice
from pyramide_kit.errors import RuleError
from pyramide_kit.i18n import CATALOGUE, error_text
from pyramide_kit.karten.strategy import Policy as KartenPolicy
from pyramide_kit.kniffel.sheet import Scorecard
from pyramide_kit.kniffel.strategy import BookAdviceParams, GreedyParams
from pyramide_kit.mauro.strategy import ComputerPolicy as MauroPolicy
from pyramide_kit.mauro.throws import points_variant1
from pyramide_kit.pyramide.sheet import ScoreSheet as PyramideSheet
from pyramide_kit.pyramide.strategy import ComputerPolicy as PyramidePolicy
from pyramide_kit.schmieden.strategy import Policy as SchmiedenPolicy
from pyramide_kit.seats import Player
from pyramide_kit.table import CHANCE

GAMES = {
    "pyramide": (pyramide, 1),
    "schmieden": (schmieden, 1),
    "karten": (karten, 3),
    "mauro": (mauro, 1),
    "kniffel": (kniffel, 1),
}
"""Each game's package and the fewest players it takes."""

INT_TYPES = (np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32, np.uint64)

USER_BUILT = [
    *(module.Rules for module, _ in GAMES.values()),
    *(cls for module, _ in GAMES.values() for cls in module.moves.MOVES.values()),
    Player,
    Die,
    PyramidePolicy,
    SchmiedenPolicy,
    MauroPolicy,
    KartenPolicy,
    GreedyParams,
    BookAdviceParams,
    PyramideSheet,
    Scorecard,
]
"""The frozen dataclasses that users build by hand."""


def numpified(value, kind=np.int64):
    """`value` with every int in it (not bools) made a numpy integer of `kind`."""
    if isinstance(value, int) and not isinstance(value, bool):
        return kind(value)
    if isinstance(value, tuple):
        return tuple(numpified(v, kind) for v in value)
    return value


def rebuilt(obj, kind=np.int64):
    """The same dataclass built again from its fields, each int a numpy integer."""
    given_ = {f.name: numpified(getattr(obj, f.name), kind) for f in dataclasses.fields(obj)}
    return type(obj)(**{f.name: given_[f.name] for f in dataclasses.fields(obj) if f.init})


def assert_plain(value, where="value"):
    """No numpy scalar anywhere in `value` (a dataclass, a tuple, a number)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            assert_plain(getattr(value, f.name), f"{where}.{f.name}")
    elif isinstance(value, tuple | list):
        for i, v in enumerate(value):
            assert_plain(v, f"{where}[{i}]")
    elif isinstance(value, Fraction):
        assert type(value.numerator) is int and type(value.denominator) is int, where
    else:
        assert not isinstance(value, np.generic), f"{where} is {type(value).__name__}"


def refused(call, *args, **kwargs) -> RuleError:
    """Call, expect a RuleError whose catalogue text exists in German and English."""
    with pytest.raises(RuleError) as caught:
        call(*args, **kwargs)
    error = caught.value
    assert error.key in CATALOGUE, error.key
    german, english = error_text(error, "de"), error_text(error, "en")
    assert german and english and german != english
    return error


def int_fields(rules) -> list[str]:
    return [
        f.name
        for f in dataclasses.fields(rules)
        if isinstance(getattr(rules, f.name), int | tuple)
        and not isinstance(getattr(rules, f.name), bool)
    ]


# -- numpy integers are stored as ints --------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=25, deadline=None)
@given(data=st.data())
def test_rules_of_numpy_integers_store_ints_and_save(game, data):
    module, fewest = GAMES[game]
    default = module.Rules()
    names = data.draw(st.lists(st.sampled_from(int_fields(default)), unique=True, min_size=1))
    kind = data.draw(st.sampled_from(INT_TYPES))
    rules = module.Rules(**{name: numpified(getattr(default, name), kind) for name in names})
    assert_plain(rules, f"{game}.Rules")
    assert rules == default and hash(rules) == hash(default)
    state = module.new_game(kind(fewest), rules)
    assert module.loads(module.dumps(state)) == state


def test_kniffel_rules_with_numpy_throws_save():
    state = kniffel.new_game(1, kniffel.Rules(throws=np.int64(3)))
    assert kniffel.loads(kniffel.dumps(state)) == state


def test_karten_pass_of_a_numpy_seat_saves():
    move = karten.Pass(np.int64(0))
    assert type(move.player) is int and move == karten.Pass(0)
    assert hash(move) == hash(karten.Pass(0))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", [0, 1])
def test_moves_rebuilt_from_numpy_integers_play_and_save(game, seed):
    """Every move of a seeded game is applied as built from numpy integers; each one
    equals the plain move, stores plain ints, and the game saves and loads."""
    module, fewest = GAMES[game]
    rules = module.Rules(ride_the_bus=True) if game == "karten" else module.Rules()
    state = module.new_game(max(fewest, 2), rules)
    rng = np.random.default_rng(seed)
    for _ in range(150):
        if state.over:
            break
        if state.to_move is CHANCE:
            move = state.sample_chance(rng)
        else:
            legal = state.legal_moves()
            move = legal[int(rng.integers(len(legal)))]
        numpy_move = rebuilt(move)
        assert_plain(numpy_move, type(move).__name__)
        assert numpy_move == move and hash(numpy_move) == hash(move)
        state = state.apply(numpy_move)
    assert module.loads(module.dumps(state)) == state


def test_karten_claim_and_guess_of_numpy_integers_store_ints():
    claim = karten.Claim(np.int32(1), [(np.int64(2), np.uint8(1)), (np.int16(0), np.int64(3))])
    assert claim == karten.Claim(1, ((0, 3), (2, 1)))
    assert_plain(claim)
    for cls in (karten.Pass, karten.Accept, karten.Call):
        assert_plain(cls(np.uint16(2)))
    guess = karten.Guess(np.int64(0), karten.moves.ANSWERS[0])
    assert_plain(guess)
    assert guess == karten.Guess(0, karten.moves.ANSWERS[0])


@given(st.sampled_from(INT_TYPES), st.lists(st.integers(1, 6), min_size=6, max_size=6))
def test_dice_of_numpy_integers_are_plain_ints(kind, pips):
    dice = pyramide.Dice(tuple(kind(p) for p in pips))
    assert dice == pyramide.Dice(tuple(pips))
    assert_plain(dice)
    checked = validate_dice([kind(p) for p in pips], 6, D6)
    assert checked == tuple(pips) and all(type(v) is int for v in checked)
    assert type(D6.check(kind(pips[0]))) is int


def test_a_die_of_numpy_faces_stores_ints():
    die = Die("numpy", tuple(np.arange(1, 7)))
    assert die.faces == D6.faces and all(type(f) is int for f in die.faces)
    assert type(MIWIN_III.check(np.int64(9))) is int


def test_mauro_variant_may_be_a_numpy_integer():
    rules = mauro.Rules(variant=np.int64(2))
    assert rules == mauro.Rules(variant=2) and type(rules.variant) is int


@given(st.sampled_from(INT_TYPES), st.sampled_from([1, 2]))
def test_check_choice_takes_a_numpy_integer_for_an_int_choice(kind, choice):
    got = check_choice(kind(choice), "variant", (1, 2))
    assert got == choice and type(got) is int


@pytest.mark.parametrize("value", [np.True_, np.False_, True, False])
def test_bools_are_not_choices_or_whole_numbers(value):
    refused(check_choice, value, "variant", (0, 1, 2))
    refused(whole_number, value, "throws")
    refused(mauro.Rules, variant=value)


@pytest.mark.parametrize("game", GAMES)
def test_numpy_bools_are_refused_for_every_whole_number_of_the_rules(game):
    module, _ = GAMES[game]
    for name in int_fields(module.Rules()):
        refused(module.Rules, **{name: np.True_})


def test_policies_store_plain_numbers():
    policies = [
        PyramidePolicy(np.int64(50), np.int32(20)),
        SchmiedenPolicy(np.int8(3), np.uint8(2)),
        MauroPolicy(np.int64(4)),
        BookAdviceParams(
            high_faces=(np.int64(6), np.int64(5)),
            par=np.int64(3),
            straight_run=np.int64(3),
            chance_minimum=np.int64(20),
        ),
        KartenPolicy(bluff_rates=(np.int64(0),) * 5, call_threshold=np.int64(1)),
    ]
    for policy in policies:
        assert_plain(policy, type(policy).__name__)
        assert hash(policy) == hash(rebuilt(policy, int))


def test_score_sheets_of_numpy_integers_store_ints():
    sheet = PyramideSheet(top=(np.int64(60),), bottom=(np.uint8(4), np.int16(0)))
    assert sheet == PyramideSheet(top=(60,), bottom=(4, 0))
    assert_plain(sheet)
    card = Scorecard(kniffel.Rules(), tuple(np.int64(3) for _ in range(13)))
    assert card == Scorecard(kniffel.Rules(), (3,) * 13) and card.total == 39
    assert_plain(card)


def test_mauro_points_of_numpy_integers_are_ints():
    points = points_variant1((2, 3, 4), True, np.int64(1), np.int64(5))
    assert points == 5 and type(points) is int


def test_numpy_seat_counts_are_plain():
    for module, fewest in GAMES.values():
        state = module.new_game(np.int64(fewest))
        assert len(state.seats) == fewest


# -- unknown, surplus, doubled and missing fields ---------------------------------------


def _required(cls) -> dict[str, object]:
    """Plain values for the fields of `cls` that have no default."""
    samples = {
        "values": (1, 2, 3),
        "player": 0,
        "shares": ((1, 1),),
        "answer": karten.moves.ANSWERS[0],
        "card": "AS",
        "category": "chance",
        "box": "top",
        "slot": 0,
        "place": "B1",
        "name": "Ann",
        "faces": (1, 2),
    }
    return {
        f.name: samples[f.name]
        for f in dataclasses.fields(cls)
        if f.init and f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
    }


@pytest.mark.parametrize("cls", USER_BUILT, ids=lambda c: f"{c.__module__}.{c.__qualname__}")
def test_an_unknown_field_is_a_rule_error_listing_the_fields(cls):
    fields = [f.name for f in dataclasses.fields(cls) if f.init]
    error = refused(cls, **_required(cls), bogus=1)
    assert "bogus" in str(error) and error.key == "check_err_fields_unknown"
    assert all(name in str(error) for name in fields)
    assert cls.__qualname__ in str(error)


@pytest.mark.parametrize("cls", USER_BUILT, ids=lambda c: f"{c.__module__}.{c.__qualname__}")
def test_too_many_values_in_order_are_a_rule_error(cls):
    fields = [f.name for f in dataclasses.fields(cls) if f.init]
    error = refused(cls, *([0] * (len(fields) + 1)))
    assert error.key == "check_err_fields_surplus"
    assert f"at most {len(fields)} values" in str(error)


@pytest.mark.parametrize("cls", USER_BUILT, ids=lambda c: f"{c.__module__}.{c.__qualname__}")
def test_a_field_given_twice_or_left_out_is_a_rule_error(cls):
    fields = [f.name for f in dataclasses.fields(cls) if f.init]
    required = _required(cls)
    if fields:
        first = fields[0]
        value = required.get(first, getattr(cls(**required), first))
        error = refused(cls, value, **{**required, first: value})
        assert error.key == "check_err_fields_twice" and first in str(error)
    if required:
        error = refused(cls)
        assert error.key == "check_err_fields_missing"
        assert all(name in str(error) for name in required)


def test_kniffel_rules_bogus_names_the_field_and_the_fields():
    error = refused(kniffel.Rules, bogus=1)
    assert str(error).startswith("kniffel.Rules has no field 'bogus'; its fields are ")
    assert "throws" in str(error) and "extra_kniffel" in str(error)
    assert "Feld 'bogus'" in error_text(error, "de")


def test_replace_with_an_unknown_field_is_a_rule_error():
    refused(dataclasses.replace, pyramide.Rules(), bogus=1)


def test_a_bug_inside_a_check_still_shows_as_a_type_error():
    """The decorator looks at the arguments only; it catches nothing from __init__."""

    @strict_fields
    @dataclasses.dataclass(frozen=True)
    class Broken:
        count: int = 1

        def __post_init__(self):
            len(self.count)  # a bug: TypeError

    with pytest.raises(TypeError):
        Broken()
    with pytest.raises(RuleError):
        Broken(bogus=1)


# -- game states built by hand -----------------------------------------------------------

STATE_TYPES = {
    "pyramide": [pyramide.Game],
    "schmieden": [schmieden.Game, schmieden.RoundState],
    "karten": [karten.KartenState],
    "mauro": [mauro.Game],
    "kniffel": [kniffel.Game],
}
"""The game states that users can build by hand, field by field."""


def deep_numpified(value, kind=np.int64):
    """`value` with every int in it, in tuples and in dataclasses (rebuilt through their
    constructors: the rules, the seats, the moves, score sheets, a schmieden round, a
    Mauro turn, a karten event...), a numpy integer of `kind`."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields_ = [f for f in dataclasses.fields(value) if f.init]
        return type(value)(
            **{f.name: deep_numpified(getattr(value, f.name), kind) for f in fields_}
        )
    if isinstance(value, tuple):
        return tuple(deep_numpified(v, kind) for v in value)
    return numpified(value, kind)


def playout(game, seed=0, rules=None):
    """Every state of a seeded random game of `game`, the first to the last."""
    module, fewest = GAMES[game]
    if rules is None:
        rules = module.Rules(ride_the_bus=True) if game == "karten" else module.Rules()
    state = module.new_game(max(fewest, 2), rules)
    rng = np.random.default_rng(seed)
    states = [state]
    while not state.over:
        if state.to_move is CHANCE:
            move = state.sample_chance(rng)
        else:
            legal = state.legal_moves()
            move = legal[int(rng.integers(len(legal)))]
        state = state.apply(move)
        states.append(state)
    return states


@pytest.mark.parametrize("game", GAMES)
def test_every_state_built_by_hand_of_numpy_integers_stores_ints_and_saves(game):
    """Each state of a seeded game, built again by hand with every int in it (the
    position's counters, the dice, the cards' scores, the finished turns and rounds, the
    moves of the history) a numpy integer, equals the engine's state, stores plain ints
    only, plays the same and saves: `loads(dumps(s)) == s`."""
    module, _ = GAMES[game]
    states = playout(game)
    kinds = (np.int64, np.int32, np.int16, np.intp)  # signed: some scores are negative
    for index, state in enumerate(states):
        fields_ = [f.name for f in dataclasses.fields(state) if f.init]
        by_hand = type(state)(
            **{name: deep_numpified(getattr(state, name), kinds[index % 4]) for name in fields_}
        )
        assert_plain(by_hand, f"{game} state {index}")
        assert by_hand == state and hash(by_hand.rules) == hash(state.rules)
        assert by_hand.to_move == state.to_move
        assert by_hand.legal_moves() == state.legal_moves()
        if index % 37 == 0 or state.over:
            assert module.loads(module.dumps(by_hand)) == by_hand
    if game == "schmieden":
        for state in states[::11]:
            turn = state.turn
            by_hand = schmieden.RoundState(
                **{f.name: deep_numpified(getattr(turn, f.name)) for f in dataclasses.fields(turn)}
            )
            assert_plain(by_hand, "RoundState")
            assert by_hand == turn and by_hand.legal_moves() == turn.legal_moves()


@pytest.mark.parametrize(
    "game, fields_",
    [
        ("pyramide", {"current": 1, "throws": 0}),
        ("kniffel", {"current": 1, "throws": 0}),
    ],
)
def test_a_seat_and_throws_of_numpy_integers_are_stored_as_ints(game, fields_):
    module, _ = GAMES[game]
    plain = type(module.new_game(2))
    fresh = playout(game)
    after_one_turn = next(s for s in fresh if s.current == 1)
    given = {f.name: getattr(after_one_turn, f.name) for f in dataclasses.fields(plain)}
    for kind in INT_TYPES:
        state = plain(**{**given, **{k: kind(v) for k, v in fields_.items()}})
        assert type(state.current) is int and type(state.throws) is int
        assert state == after_one_turn
        assert module.loads(module.dumps(state)) == state


def _state_fields(state) -> dict[str, object]:
    return {f.name: getattr(state, f.name) for f in dataclasses.fields(state) if f.init}


@pytest.mark.parametrize(
    "cls",
    [cls for classes in STATE_TYPES.values() for cls in classes],
    ids=lambda c: f"{c.__module__}.{c.__qualname__}",
)
def test_an_unknown_field_of_a_state_is_a_rule_error_listing_the_fields(cls):
    game = cls.__module__.split(".")[1]
    state = playout(game)[3]
    if cls is schmieden.RoundState:
        state = state.turn
    given = _state_fields(state)
    error = refused(cls, **given, bogus=1)
    assert error.key == "check_err_fields_unknown" and "'bogus'" in str(error)
    assert all(name in str(error) for name in given)
    assert str(error).startswith(f"{game}.{cls.__qualname__} has no field 'bogus'")
    assert refused(dataclasses.replace, state, bogus=1).key == "check_err_fields_unknown"
    assert refused(cls, *given.values(), 0).key == "check_err_fields_surplus"
    assert cls(**given) == state


@pytest.mark.parametrize("game", GAMES)
def test_a_state_is_unchanged_after_a_refused_move(game):
    """Moves another position allows, foreign values and moves of numpy integers, refused
    with a RuleError, leave the state as it was: its fields, its save, its moves."""
    module, _ = GAMES[game]
    states = playout(game, seed=3)
    candidates = {
        move for state in states[:: max(1, len(states) // 40)] for move in state.legal_moves()
    }
    candidates = sorted(candidates, key=repr)[:: max(1, len(candidates) // 60)]
    for state in [*states[:: max(1, len(states) // 12)], states[-1]]:
        before = dict(state.__dict__)
        save = module.dumps(state)
        legal = state.legal_moves()
        wrong = [m for m in candidates if m not in legal]
        wrong += [None, "Roll", object(), pyramide.Rules()]
        for move in wrong:
            with pytest.raises(RuleError):
                state.apply(move)
            with pytest.raises(RuleError):
                state.apply(rebuilt(move) if dataclasses.is_dataclass(move) else move)
        assert state.__dict__ == before
        assert all(state.__dict__[k] is v for k, v in before.items())
        assert module.dumps(state) == save and state.legal_moves() == legal
