"""The rules engine of Würfelpyramiden schmieden, move by move (RULES.md §2)."""

from fractions import Fraction

import pytest

from pyramide_kit.errors import RuleError
from pyramide_kit.i18n import error_text
from pyramide_kit.schmieden import Dice, Game, Roll, RoundState, Rules, new_game
from pyramide_kit.schmieden.conditions import can_place, legal_pyramid
from pyramide_kit.schmieden.pieces import BLUE, DICE, GREEN, PLACES, WHITE

ALL = {0: "B1", 1: "B2", 2: "B3", 3: "M1", 4: "M2", 5: "T"}

# The rule text's picture: base 4 4 6, middle 3 4, top 3 ("(4 + 6) / 2 = 5 ... 4 is smaller
# than 5", "(4 + 4) / 2 = 4 ... 3 is smaller than 4", "(3 + 4) / 2 = 3,5 ... 3").
RULE_TEXT_PYRAMID = (4, 4, 6, 3, 4, 3)


def build(values, rules=None):
    """A first throw showing `values` (B1 .. T), each die put into its place."""
    state = RoundState(rules or Rules()).throw(values)
    return state.place_values(dict(zip(PLACES, values, strict=True)))


def test_dice_are_coloured_die_objects_bound_to_rows():
    assert [d.name for d in DICE] == ["white"] * 3 + ["blue"] * 2 + ["green"]
    assert {WHITE.colour, BLUE.colour, GREEN.colour} == {"#ffffff", "#1f5fbf", "#2e7d32"}
    assert WHITE.faces == BLUE.faces == GREEN.faces == (1, 2, 3, 4, 5, 6)


def test_can_place_on_the_rule_text_base():
    base = (*RULE_TEXT_PYRAMID[:3], None, None, None)  # 4 4 6: M1 on 4 + 4 = 8, M2 on 4 + 6 = 10
    assert can_place(base, "M1", 3) and not can_place(base, "M1", 4)  # 6 < 8, 8 < 8 fails
    assert can_place(base, "M2", 4) and not can_place(base, "M2", 5)  # 8 < 10, 10 < 10 fails
    assert not can_place(base, "T", 1)  # the middle places are still empty
    assert not can_place(base, "B1", 6)  # taken
    assert can_place((*RULE_TEXT_PYRAMID[:5], None), "T", 3)  # 6 < 3 + 4
    assert not can_place((*RULE_TEXT_PYRAMID[:5], None), "T", 4)  # 8 < 7 fails


def test_rule_text_pyramid_is_legal_and_built_with_the_first_throw_scores_six_plus_bonus():
    assert legal_pyramid(RULE_TEXT_PYRAMID)
    state = RoundState().throw(RULE_TEXT_PYRAMID).place_all(ALL)
    assert state.complete and state.over
    # three 4s are built in (the rule text's picture shows "drei Gleiche"): 6 + 2
    assert (state.base_points, state.equal, state.bonus, state.points) == (6, 3, 2, 8)
    for move in (state.end_throw, lambda: state.throw((1,)), lambda: state.place(0, "B1")):
        with pytest.raises(RuleError) as info:
            move()
        assert info.value.key == "schmieden_err_round_over"


def test_a_die_goes_only_into_its_own_row():
    state = RoundState().throw((4, 4, 6, 1, 1, 1))
    for slot, place, key in [
        (0, "M1", "schmieden_err_row_base"),
        (3, "B1", "schmieden_err_row_middle"),
        (5, "M2", "schmieden_err_row_top"),
    ]:
        with pytest.raises(RuleError) as info:
            state.place(slot, place)
        assert info.value.key == key


def test_average_error_names_the_condition_and_the_numbers():
    state = RoundState().throw((3, 5, 1, 4, 1, 1)).place_values({"B1": 3, "B2": 5})
    with pytest.raises(RuleError) as info:
        state.place(state.slot_showing("M1", 4), "M1")
    error = info.value
    assert error.key == "schmieden_err_average"
    assert "smaller than the average of B1 and B2" in str(error)
    assert "2 × 4 = 8 is not smaller than 3 + 5 = 8" in str(error)
    assert error.params["most"] == 3
    german = error_text(error, "de")
    assert "Durchschnitt" in german and "2 × 4 = 8" in german and "3 + 5 = 8" in german


def test_on_one_and_one_no_die_fits_at_all():
    state = RoundState().throw((1, 1, 1, 1, 1, 1)).place_all({0: "B1", 1: "B2"})
    error = state.why_not(3, "M1")
    assert error.key == "schmieden_err_average_none"
    assert "no die fits at all" in str(error)


def test_equal_to_the_average_is_not_enough():
    # strictly smaller: on 2 and 4 (average 3) a 3 does not fit, a 2 does
    state = RoundState().throw((2, 4, 6, 3, 2, 1)).place_all({0: "B1", 1: "B2"})
    assert state.placed[:2] == (2, 4) and state.rolled[3:5] == (2, 3)  # rows are sorted
    assert state.why_not(4, "M1").key == "schmieden_err_average"
    assert state.why_not(3, "M1") is None


def test_a_place_needs_the_places_under_it_but_the_same_throw_counts():
    state = RoundState().throw((5, 5, 5, 4, 4, 3))
    error = state.why_not(3, "M1")
    assert error.key == "schmieden_err_support" and "B1, B2" in str(error)
    # base first, then middle, then top, all in the same throw
    state = state.place(0, "B1").place(1, "B2").place(3, "M1")
    assert state.why_not(5, "T").key == "schmieden_err_support"
    state = state.place(2, "B3").place(4, "M2").place(5, "T")
    assert state.complete and state.throws == 1
    # place_all puts them in row order whatever order they are given in
    again = (
        RoundState()
        .throw((5, 5, 5, 4, 4, 3))
        .place_all([(5, "T"), (4, "M2"), (3, "M1"), (2, "B3"), (1, "B2"), (0, "B1")])
    )
    assert again.placed == state.placed


def test_taken_place_and_missing_die():
    state = RoundState().throw((5, 5, 5, 4, 4, 3)).place(0, "B1")
    assert state.why_not(1, "B1").key == "schmieden_err_taken"
    assert state.why_not(0, "B2").key == "schmieden_err_slot"
    assert state.why_not(1, "X9").key == "schmieden_err_place_name"
    with pytest.raises(RuleError):
        RoundState().place(0, "B1")


def test_first_throw_needs_a_base_die_later_throws_may_pass():
    state = RoundState().throw((1, 2, 3, 4, 5, 6))
    with pytest.raises(RuleError) as info:
        state.check_throw_again()
    assert info.value.key == "schmieden_err_first_base"
    with pytest.raises(RuleError) as info:
        state.end_throw()
    assert info.value.key == "schmieden_err_first_base"
    assert "at least 1 white die" in str(info.value)
    state = state.place(2, "B2").end_throw()
    assert state.dice_to_roll() == {"base": 2, "middle": 2, "top": 1}
    state = state.throw((6, 6, 6, 6, 6)).end_throw()  # pass
    assert state.throws == 2 and state.placed.count(None) == 5


def test_a_middle_die_only_after_a_base_die_also_fails_the_first_throw_rule():
    rules = Rules(first_throw_min_base=2)
    state = RoundState(rules).throw((6, 1, 1, 2, 2, 1)).place(0, "B2")
    with pytest.raises(RuleError) as info:
        state.end_throw()
    assert info.value.params == {"need": 2, "got": 1}


def test_throws_roll_only_the_unplaced_dice_and_check_counts_and_faces():
    state = RoundState().throw((6, 5, 4, 3, 2, 1)).place(0, "B1").end_throw()
    with pytest.raises(RuleError) as info:
        state.throw((1, 2, 3, 4, 5, 6))
    assert info.value.key == "schmieden_err_throw_count"
    with pytest.raises(RuleError) as info:
        state.throw((1, 2, 7, 4, 5))
    assert info.value.key == "check_err_whole_range"
    thrown = state.throw((1, 2, 3, 4, 5))
    assert thrown.rolled == (1, 2, None, 3, 4, 5)
    with pytest.raises(RuleError) as info:
        thrown.throw((1, 2, 3, 4, 5))
    assert info.value.key == "schmieden_err_throw_pending"


# A pyramid without three equal dice: 6 6 5 / 5 4 / 3 (2×5 < 12, 2×4 < 11, 2×3 < 9).
NO_TOP = (6, 6, 5, 5, 4, 6)  # the green 6 does not fit on 5 and 4
WITH_TOP = (6, 6, 5, 5, 4, 3)
LOWER = {0: "B1", 1: "B2", 2: "B3", 3: "M1", 4: "M2"}


def _top_at(state_or_game, k):
    """Throw 1 is made and B1..M2 are placed; the top fits first at throw k (never if k > 6)."""
    current = state_or_game
    for throw in range(2, 7):
        current = current.end_throw()
        current = current.throw((3,) if throw == k else (6,))
        if throw == k:
            return current.place(5, "T")
    return current.end_throw()


def test_six_throws_at_most_then_zero_points():
    last = _top_at(RoundState().throw(NO_TOP).place_all(LOWER), 6).placed_now
    assert last == ("T",)
    sixth = RoundState().throw(NO_TOP).place_all(LOWER)
    assert sixth.throws_left == 5
    for _ in range(5):
        sixth = sixth.end_throw().throw((6,))
    assert sixth.throws_left == 0
    with pytest.raises(RuleError) as info:
        sixth.check_throw_again()
    assert info.value.key == "schmieden_err_throws_used"
    state = _top_at(RoundState().throw(NO_TOP).place_all(LOWER), 99)
    assert state.over and not state.complete and state.throws == 6 and state.points == 0
    with pytest.raises(RuleError) as info:
        state.throw((1,))
    assert info.value.key == "schmieden_err_throws_used"
    assert (
        RoundState(Rules(max_throws=2))
        .throw(NO_TOP)
        .place(0, "B1")
        .end_throw()
        .throw((1, 1, 1, 1, 1))
        .end_throw()
        .over
    )


@pytest.mark.parametrize("k", [1, 2, 3, 4, 5, 6])
def test_complete_after_throw_k_scores_seven_minus_k(k):
    if k == 1:
        state = RoundState().throw(WITH_TOP).place_all(ALL)
    else:
        state = _top_at(RoundState().throw(NO_TOP).place_all(LOWER), k)
    assert state.complete and state.throws == k and state.equal == 2
    assert (state.base_points, state.bonus, state.points) == (7 - k, 0, 7 - k)
    assert RoundState(Rules(max_throws=8)).throw(WITH_TOP).place_all(ALL).points == 8


def test_bonuses_are_fields_of_the_rules_object():
    four = (3, 5, 3, 3, 3, 2)  # four 3s: 2×3 < 3+5 twice, 2×2 < 3+3
    three = RULE_TEXT_PYRAMID
    two = (6, 6, 5, 5, 4, 3)
    rules = Rules(bonus_three=5, bonus_four=11)
    for values, default, custom in [(four, 4, 11), (three, 2, 5), (two, 0, 0)]:
        assert build(values).bonus == default
        assert build(values, rules).bonus == custom


def test_throw_distribution_sums_to_one_and_counts_row_multisets():
    dist = RoundState().apply(Roll()).chance_outcomes()
    assert sum(dist.values()) == 1
    # 56 white multisets × 21 blue × 6 green
    assert len(dist) == 56 * 21 * 6
    assert dist[Dice((1, 1, 1), (1, 1), (1,))] == Fraction(1, 6**6)
    assert dist[Dice((1, 2, 3), (4, 5), (6,))] == Fraction(6 * 2, 6**6)
    assert Dice((3, 1, 2), (5, 4), (6,)) == Dice((1, 2, 3), (4, 5), (6,))  # rows are sorted
    later = RoundState().throw((1, 2, 3, 4, 5, 6)).place(2, "B1").end_throw().apply(Roll())
    assert sum(later.chance_outcomes().values()) == 1
    assert len(later.chance_outcomes()) == 21 * 21 * 6


def test_rules_and_players_give_clear_errors():
    with pytest.raises(RuleError) as info:
        new_game(7)
    assert info.value.key == "check_err_whole_range"
    with pytest.raises(RuleError) as info:
        new_game([f"P{i}" for i in range(7)])
    assert info.value.key == "seats_err_count" and "1 to 6 players" in str(info.value)
    with pytest.raises(RuleError):
        Game(Rules(), ())
    with pytest.raises(RuleError):
        Rules(max_throws=0)
    with pytest.raises(RuleError):
        Rules(first_throw_min_base=4)
    computers = [(f"Computer {i}", True) for i in range(4)]
    assert len(new_game(["A", "B", *computers]).seats) == 6


def _play(game, k):
    """The current player completes the pyramid with throw k (k = 0: not at all)."""
    if k == 1:
        return game.throw(WITH_TOP).place_all(ALL)
    return _top_at(game.throw(NO_TOP).place_all(LOWER), k or 99)


def test_twelve_rounds_totals_zero_rounds_and_tie_break():
    game = new_game(["Ana", "Ben", "Cem"])
    plans = {0: [1, 0] * 6, 1: [3] * 12, 2: [2, 2, 2, 0] * 3}
    for round_no in range(12):
        for player in range(3):
            assert (game.current, game.round) == (player, round_no + 1)
            game = _play(game, plans[player][round_no])
    assert game.over
    # Ana: 6 × 6 = 36, six zero rounds; Ben: 12 × 4 = 48; Cem: 9 × 5 = 45, three zeros
    assert game.totals() == (36, 48, 45)
    assert game.zero_rounds() == (6, 0, 3)
    assert game.winners() == (1,)
    assert game.score_table()[0] == [6, 4, 5]
    with pytest.raises(RuleError) as info:
        game.throw((1, 1, 1, 1, 1, 1))
    assert info.value.key == "schmieden_err_game_over"


def test_tie_goes_to_fewer_zero_rounds_then_is_shared():
    rules = Rules(rounds=2)
    game = new_game(["A", "B", "C"], rules)
    # A: 6 + 0; B: 3 + 3; C: 3 + 3 -> all 6 points; B and C have no zero round
    for k in (1, 4, 4, 0, 4, 4):
        game = _play(game, k)
    assert game.over and game.totals() == (6, 6, 6)
    assert game.winners() == (1, 2)
    assert [r.place for r in game.ranking()] == [1, 1, 3]
    assert [r.seat for r in game.ranking()] == [1, 2, 0]
