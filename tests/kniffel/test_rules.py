"""The Kniffel rules engine: scoring, the score card, turns, players and the variants."""

from fractions import Fraction

import numpy as np
import pytest

from pyramide_kit.errors import RuleError
from pyramide_kit.i18n import CATALOGUE, error_text
from pyramide_kit.kniffel import (
    CATEGORIES,
    Dice,
    Player,
    Roll,
    Rules,
    Scorecard,
    Write,
    new_game,
    score,
)
from pyramide_kit.table import CHANCE

BOOK, HASBRO, NONE = Rules("book"), Rules("hasbro"), Rules("none")


@pytest.mark.parametrize(
    ("category", "dice", "points"),
    [
        # the rule text's example worth six in "Zweier" (its picture is lost: three twos)
        ("twos", (2, 2, 2, 5, 6), 6),
        # a Drilling worth 27 like the rule text's (its picture is lost): three sixes, 5 and 4
        ("three_of_a_kind", (6, 6, 6, 5, 4), 27),
        # a Vierling worth 17 like the rule text's: four threes and a five
        ("four_of_a_kind", (3, 3, 3, 3, 5), 17),
        ("three_of_a_kind", (3, 3, 3, 3, 5), 17),
        ("three_of_a_kind", (1, 2, 2, 4, 4), 0),
        ("four_of_a_kind", (6, 6, 6, 5, 5), 0),
        ("full_house", (2, 5, 2, 5, 5), 25),
        # the rule text: five equal dice are NOT a full house
        ("full_house", (4, 4, 4, 4, 4), 0),
        ("full_house", (4, 4, 4, 4, 2), 0),
        ("small_straight", (1, 2, 3, 4, 6), 30),
        ("small_straight", (3, 4, 5, 6, 3), 30),
        ("small_straight", (2, 3, 4, 5, 6), 30),
        ("small_straight", (1, 2, 3, 5, 6), 0),
        ("large_straight", (5, 4, 3, 2, 1), 40),
        ("large_straight", (2, 3, 4, 5, 6), 40),
        ("large_straight", (1, 2, 3, 4, 6), 0),
        ("kniffel", (5, 5, 5, 5, 5), 50),
        ("kniffel", (5, 5, 5, 5, 4), 0),
        ("chance", (1, 3, 5, 6, 6), 21),
        ("ones", (1, 1, 2, 3, 1), 3),
        ("sixes", (1, 1, 2, 3, 1), 0),
    ],
)
def test_scores(category, dice, points):
    assert score(category, dice) == points


def test_the_rule_texts_three_threes_fits_only_where_it_says():
    # The rule text: a further Yahtzee of threes (Yahtzee box scratched) "fits Dreier,
    # Drilling, Vierling and Chance, not Full-House".
    dice = (3,) * 5
    fits = {c for c in CATEGORIES if score(c, dice) > 0} - {"kniffel"}
    assert fits == {"threes", "three_of_a_kind", "four_of_a_kind", "chance"}


def test_impossible_dice_and_unknown_categories_are_refused():
    card = Scorecard(BOOK)
    for dice in [(1, 2, 3, 4, 7), (0, 1, 2, 3, 4), (1, 2, 3, 4), (1, 2, 3, 4, 5, 6)]:
        with pytest.raises(RuleError):
            card.write("chance", dice)
    with pytest.raises(RuleError, match="unknown category"):
        card.write("pair", (1, 2, 3, 4, 5))
    with pytest.raises(RuleError, match="extra_kniffel"):
        Rules(extra_kniffel="double")


def test_written_box_never_changes_and_card_is_a_value():
    card = Scorecard(BOOK)
    written = card.write("fives", (5, 5, 1, 2, 3))
    assert card.box("fives") is None and written.box("fives") == 10
    with pytest.raises(RuleError, match="already written") as info:
        written.write("fives", (5, 5, 5, 5, 1))
    assert info.value.key == "kniffel_err_written"
    assert "fives" not in written.options((5, 5, 5, 5, 1))


def test_any_box_may_be_scratched():
    card = Scorecard(BOOK).write("large_straight", (1, 1, 2, 2, 3))
    assert card.box("large_straight") == 0
    assert card.write("sixes", (1, 1, 1, 1, 2)).box("sixes") == 0


def _fill_upper(card, counts):
    for face, n in zip(range(1, 7), counts, strict=True):
        dice = (face,) * n + ((face % 6) + 1,) * (5 - n)
        card = card.write(CATEGORIES[face - 1], dice)
    return card


def test_upper_bonus_at_63_not_at_62():
    # three of each face: 3 * (1 + ... + 6) = 63, the rule text's example for the bonus
    card = _fill_upper(Scorecard(BOOK), [3] * 6)
    assert card.upper_sum == 63 and card.upper_bonus == 35 and card.total == 98
    short = _fill_upper(Scorecard(BOOK), [2, 3, 3, 3, 3, 3])
    assert short.upper_sum == 62 and short.upper_bonus == 0


def test_rules_change_bonus_and_points():
    rules = Rules(upper_bonus=50, upper_bonus_threshold=60, full_house=30)
    card = _fill_upper(Scorecard(rules), [3, 3, 3, 3, 2, 3])
    assert card.upper_sum == 58 and card.upper_bonus == 0
    card = _fill_upper(Scorecard(rules), [3] * 6)
    assert card.upper_bonus == 50
    assert score("full_house", (1, 1, 2, 2, 2), rules) == 30


def _with_kniffel(rules, value_dice=(6,) * 5):
    return Scorecard(rules).write("kniffel", value_dice)


def test_book_variant_further_kniffel_is_100_in_any_open_lower_box():
    card = _with_kniffel(BOOK)
    options = card.options((2,) * 5)
    assert {c: options[c] for c in ("full_house", "chance", "large_straight")} == {
        "full_house": 100,
        "chance": 100,
        "large_straight": 100,
    }
    assert options["twos"] == 10 and options["sixes"] == 0
    after = card.write("full_house", (2,) * 5)
    assert after.box("full_house") == 100 and after.extra_kniffels == ("full_house",)
    assert after.total == 150
    upper = card.write("twos", (2,) * 5)
    assert upper.extra_kniffels == () and upper.total == 60
    # the book's 100 is "instead of" the normal score: the player may take either
    ways = card.ways((2,) * 5)
    assert ways[("chance", True)] == 100 and ways[("chance", False)] == 10
    assert ("twos", True) not in ways
    normal = card.write("chance", (2,) * 5, extra=False)
    assert normal.box("chance") == 10 and normal.extra_kniffels == ()
    with pytest.raises(RuleError) as info:
        card.write("twos", (2,) * 5, extra=True)
    assert info.value.key == "kniffel_err_extra"


def test_book_variant_no_extra_when_kniffel_box_is_scratched():
    card = Scorecard(BOOK).write("kniffel", (1, 2, 3, 4, 6))
    assert card.options((2,) * 5)["full_house"] == 0
    assert card.options((2,) * 5)["chance"] == 10
    assert not any(extra for _, extra in card.ways((2,) * 5))


def test_book_variant_with_all_lower_boxes_full_is_an_ordinary_throw():
    card = _with_kniffel(BOOK)
    for category in ("three_of_a_kind", "four_of_a_kind", "full_house", "small_straight",
                     "large_straight", "chance"):  # fmt: skip
        card = card.write(category, (1, 1, 2, 3, 3))
    assert card.options((4,) * 5) == {
        "ones": 0, "twos": 0, "threes": 0, "fours": 20, "fives": 0, "sixes": 0
    }  # fmt: skip


def test_none_variant_further_kniffel_is_ordinary():
    card = _with_kniffel(NONE)
    options = card.options((2,) * 5)
    assert options["full_house"] == 0 and options["chance"] == 10
    assert card.write("chance", (2,) * 5).extra_kniffels == ()


def test_hasbro_joker_forces_the_matching_upper_box_and_pays_100():
    card = _with_kniffel(HASBRO)
    assert card.options((4,) * 5) == {"fours": 20}
    with pytest.raises(RuleError, match="Joker") as info:
        card.write("chance", (4,) * 5)
    assert info.value.key == "kniffel_err_joker"
    after = card.write("fours", (4,) * 5)
    assert after.kniffel_bonus == 100 and after.total == 50 + 20 + 100


def test_hasbro_joker_lower_boxes_score_in_full_when_upper_box_is_full():
    card = _with_kniffel(HASBRO).write("fours", (4, 4, 1, 1, 2))
    options = card.options((4,) * 5)
    assert options == {
        "three_of_a_kind": 20, "four_of_a_kind": 20, "full_house": 25,
        "small_straight": 30, "large_straight": 40, "chance": 20,
    }  # fmt: skip
    after = card.write("large_straight", (4,) * 5)
    assert after.box("large_straight") == 40 and after.total == 50 + 8 + 40 + 100


def test_hasbro_joker_scratches_an_upper_box_when_lower_is_full():
    card = _with_kniffel(HASBRO).write("fours", (4, 4, 1, 1, 2))
    for category in ("three_of_a_kind", "four_of_a_kind", "full_house", "small_straight",
                     "large_straight", "chance"):  # fmt: skip
        card = card.write(category, (1, 1, 2, 3, 3))
    assert card.options((4,) * 5) == {c: 0 for c in ("ones", "twos", "threes", "fives", "sixes")}


def test_hasbro_joker_without_bonus_when_yahtzee_box_holds_zero():
    card = Scorecard(HASBRO).write("kniffel", (1, 2, 3, 4, 6))
    assert card.options((3,) * 5) == {"threes": 15}
    after = card.write("threes", (3,) * 5).write("ones", (1, 1, 1, 1, 2))
    assert after.kniffel_bonus == 0
    assert after.options((3,) * 5)["full_house"] == 25


def test_totals_are_the_boxes_plus_bonuses():
    card = _with_kniffel(HASBRO).write("sixes", (6,) * 5)
    assert card.total == sum(v or 0 for v in card.boxes) + card.upper_bonus + 100


# ----- turns and players -----------------------------------------------------------


class Faces:
    """A stand-in generator whose `integers` returns prepared faces (as indices)."""

    def __init__(self, *faces):
        self.faces = list(faces)

    def integers(self, low, high, size):
        out, self.faces = self.faces[:size], self.faces[size:]
        return np.array(out) - 1


def test_a_turn_with_holding_taking_back_and_three_throws():
    game = new_game(["Ada", "Bo"])
    assert game.legal_moves() == (Roll(),)
    game = game.throw(Faces(6, 6, 2, 3, 6))
    # chance's throw is a sorted multiset; the dice lie in that order
    assert game.history == (Roll(), Dice((2, 3, 6, 6, 6)))
    assert game.dice == (2, 3, 6, 6, 6) and game.throws == 1
    game = game.throw(Faces(2, 2), keep=[2, 3, 4])
    assert game.dice == (2, 2, 6, 6, 6) and game.held == (2, 3, 4)
    game = game.throw(Faces(5, 2, 1), keep=[0, 1])  # take the sixes back, keep the twos
    assert game.dice == (2, 2, 1, 2, 5) and game.throws_left == 0
    assert not any(isinstance(m, Roll) for m in game.legal_moves())
    with pytest.raises(RuleError, match="throws are used"):
        game.throw(Faces(1, 1, 1))
    game = game.write("twos")
    assert game.current == 1 and game.dice is None and game.cards[0].box("twos") == 6


def test_moves_out_of_turn_are_refused_and_change_nothing():
    game = new_game(["Ada"])
    with pytest.raises(RuleError, match="throw first"):
        game.write("chance")
    with pytest.raises(RuleError, match="throw first"):
        game.options()
    with pytest.raises(RuleError, match="first throw") as info:
        game.apply(Roll((0,)))
    assert info.value.key == "kniffel_err_first_throw"
    with pytest.raises(RuleError, match="only after a Roll"):
        game.apply(Dice((1, 2, 3, 4, 5)))
    thrown = game.throw_values((1, 2, 3, 4, 5))
    with pytest.raises(RuleError, match="position"):
        thrown.apply(Roll((5,)))
    for mixed in ([0, "a"], [None, 1], [1.5], [True], [1, 1], "01", 3):
        with pytest.raises(RuleError):
            thrown.throw_values((1, 1, 1), keep=mixed)
    with pytest.raises(RuleError, match="all five dice are kept"):
        thrown.throw_values((), keep=range(5))
    rolling = thrown.apply(Roll((0, 1)))
    assert rolling.to_move is CHANCE and len(rolling.legal_moves()) == 56
    for wrong in (Dice((1, 2)), Dice((1, 2, 3, 4)), Roll(), Write("chance")):
        with pytest.raises(RuleError):
            rolling.apply(wrong)
    with pytest.raises(RuleError):
        thrown.throw_values((1, 2, 3, 4, 9))
    assert thrown.dice == (1, 2, 3, 4, 5) and thrown.throws == 1


@pytest.mark.parametrize("count", [0, 7])
def test_player_counts(count):
    with pytest.raises(RuleError, match="1 to 6 players") as info:
        new_game([f"P{i}" for i in range(count)])
    assert info.value.key == "seats_err_count"
    with pytest.raises(RuleError):
        new_game(count)


def test_names_must_differ_and_six_players_with_computers_play():
    with pytest.raises(RuleError, match="name"):
        new_game(["Ada", "Ada"])
    seats = [Player(f"P{i}", computer=i % 2 == 1) for i in range(6)]
    assert len(new_game(seats).cards) == 6


def test_chance_outcomes_are_exact_and_sum_to_one():
    game = new_game(["Ada"])
    with pytest.raises(RuleError):
        game.chance_outcomes()
    first = game.apply(Roll()).chance_outcomes()
    assert len(first) == 252 and sum(first.values()) == 1
    held = game.throw_values((6, 6, 6, 1, 2)).apply(Roll((2, 3, 4)))
    assert held.dice == (1, 2, 6, 6, 6) and held.free_positions == (0, 1)
    second = held.chance_outcomes()
    # two free dice: 21 multisets; a double has 1 of 36 orders, two faces 2 of 36
    assert len(second) == 21 and sum(second.values()) == 1
    assert second[Dice((1, 1))] == Fraction(1, 36)
    assert second[Dice((1, 2))] == Fraction(2, 36)
    assert set(second) == set(held.legal_moves())
    assert held.dice == (1, 2, 6, 6, 6)  # the state itself did not move


def test_whole_game_ends_and_ranks_with_shared_places():
    game = new_game(["Ada", "Bo", "Cy"])
    for _ in range(13 * 3):
        game = game.throw_values((1, 2, 3, 4, 6)).write(game.card.open_categories[0])
    assert game.over and game.to_move is None and game.legal_moves() == ()
    assert [r for r, _, _ in game.ranking()] == [1, 1, 1]
    with pytest.raises(RuleError, match="over"):
        game.throw_values((1, 1, 1, 1, 1))


def test_every_error_key_has_both_languages_with_its_parameters():
    errors = []
    for attempt in (
        lambda: Rules(extra_kniffel="x"),
        lambda: Scorecard().write("x", (1, 2, 3, 4, 5)),
        lambda: Scorecard().write("ones", (1, 2, 3, 4, 5)).write("ones", (1, 1, 1, 1, 1)),
        lambda: _with_kniffel(HASBRO).write("chance", (1,) * 5),
        lambda: new_game([]),
        lambda: new_game(["A", "A"]),
        lambda: new_game().apply(Roll((1,))),
        lambda: new_game().throw_values((1,) * 5).apply(Roll((7,))),
        lambda: new_game().throw_values((1,) * 5).apply(Roll(tuple(range(5)))),
        lambda: new_game().apply(Dice((1,) * 5)),
        lambda: new_game().apply(Roll()).apply(Write("chance")),
        lambda: new_game().apply(Roll()).apply(Dice((1, 2))),
        lambda: new_game().apply("roll"),
        lambda: Dice((2, 7)),
        lambda: Roll((1, 1)),
        lambda: Rules(throws=1.5),
        lambda: _with_kniffel(BOOK).write("ones", (1,) * 5, extra=True),
    ):
        with pytest.raises(RuleError) as info:
            attempt()
        errors.append(info.value)
    for error in errors:
        assert error.key in CATALOGUE
        assert error_text(error, "de") != str(error)
        assert error_text(error, "en")
