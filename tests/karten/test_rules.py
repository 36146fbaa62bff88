"""The rules engine: dealing, reveal order, claims, calls, chips, variants, bus."""

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyramide_kit.errors import RuleError
from pyramide_kit.karten import (
    DECK,
    Accept,
    Call,
    Claim,
    Deal,
    Draw,
    Guess,
    Pass,
    Reveal,
    Rules,
    deal,
    deal_in_order,
    dumps,
    loads,
    new_game,
)
from pyramide_kit.karten.bus import bus_answer_correct
from pyramide_kit.karten.strategy import Policy, play_game
from pyramide_kit.simulate import rng_for
from pyramide_kit.table import CHANCE
from tests.karten.helpers import draw, stacked

HANDS = [["7H", "2C", "5C", "4C"], ["5D", "6D", "8D", "9D"], ["KH", "KS", "QH", "JH"]]


def test_deck_has_52_different_cards_of_13_ranks():
    assert len(DECK) == len(set(DECK)) == 52
    assert {c[:-1] for c in DECK} == {"2", "3", "4", "5", "6", "7", "8", "9", "10"} | set("JQKA")


@pytest.mark.parametrize(
    ("rows", "values"),
    [
        (5, [1] * 5 + [2] * 4 + [3] * 3 + [4] * 2 + [5]),
        (4, [1] * 4 + [2] * 3 + [3] * 2 + [4]),
        (6, [1] * 6 + [2] * 5 + [3] * 4 + [4] * 3 + [5] * 2 + [6]),
    ],
)
def test_reveal_order_bottom_left_to_top_with_row_values(rows, values):
    rules = Rules(rows=rows)
    layout = rules.row_layout()
    assert [row for _, row, _ in layout] == values
    # within a row, left to right
    assert [col for _, row, col in layout if row == 1] == list(range(rows))
    game = deal(3, rng_for(1), rules)
    seen = []
    while game.revealed < len(game.pyramid):
        game = game.apply(Reveal())
        seen.append(game.row_value)
        for _ in range(3):
            game = game.apply(Pass(game.to_move))
    assert seen == values
    assert game.over


def test_double_pyramid_alternates_between_the_pyramids():
    layout = Rules(rows=4, double_pyramid=True).row_layout()
    assert layout[:4] == ((0, 1, 0), (1, 1, 0), (0, 1, 1), (1, 1, 1))
    assert layout[-2:] == ((0, 4, 0), (1, 4, 0))
    assert len(layout) == 20


@pytest.mark.parametrize(
    ("n", "rules", "key"),
    [
        (2, Rules(), "check_err_whole_range"),
        (9, Rules(), "check_err_whole_range"),
        (["Ana", "Ben"], Rules(), "seats_err_count"),
        (["Ana", "Ben", "ana"], Rules(), "seats_err_names"),
        (8, Rules(rows=6), "karten_err_too_many_cards"),  # 21 + 32 = 53 > 52
        (6, Rules(double_pyramid=True), "karten_err_too_many_cards"),  # 30 + 24 = 54
        (7, Rules(rows=6, ride_the_bus=True), "karten_err_bus_stock"),  # 52 - 49 = 3 left
    ],
)
def test_impossible_tables_are_refused_with_a_reason(n, rules, key):
    with pytest.raises(RuleError) as info:
        deal(n, rng_for(0), rules)
    assert info.value.key == key


def test_card_counts_of_the_rule_text_3_and_8_players():
    # rule text: 3 players 15 + 12 = 27 cards in play, 8 players 15 + 32 = 47
    assert len(deal(3, rng_for(0)).stock) == 52 - 27
    assert len(deal(8, rng_for(0)).stock) == 52 - 47


def test_a_fixed_deal_order_must_name_different_cards_enough_for_the_table():
    with pytest.raises(RuleError) as info:
        deal_in_order(3, (DECK[0], *DECK[:-1]))
    assert info.value.key == "karten_err_dealt"
    with pytest.raises(RuleError) as info:
        deal_in_order(3, ["1X", *DECK])
    assert info.value.key == "karten_err_card"
    with pytest.raises(RuleError) as info:
        deal_in_order(3, DECK[:26])  # 27 are needed
    assert info.value.key == "karten_err_order"


def test_the_deal_is_chance_card_by_card_pyramid_first_then_hands():
    game = new_game(3)
    assert game.to_move is CHANCE and game.phase == "deal"
    first = game.chance_outcomes()
    assert len(first) == 52 and set(first.values()) == {first[Deal("AS")]}
    order = list(reversed(DECK))
    for k, code in enumerate(order[:27]):
        assert len(game.chance_outcomes()) == 52 - k
        game = game.apply(Deal(code))
    assert game.pyramid == tuple(order[:15])
    assert game.hands == (tuple(order[15:19]), tuple(order[19:23]), tuple(order[23:27]))
    assert set(game.stock) == set(order[27:]) and game.to_move == game.dealer == 2
    assert game == deal_in_order(3, order)
    with pytest.raises(RuleError):
        game.chance_outcomes()


def test_called_true_claim_shows_card_and_caller_takes_double():
    game = stacked(["7S"], HANDS).apply(Reveal())
    assert game.to_move == 0  # left of the dealer (seat 2)
    game = game.apply(Claim(0, ((1, 1),)))
    assert game.phase == "respond" and game.to_move == 1
    game = game.apply(Call(1))
    assert game.hands[0] == ("2C", "5C", "4C")
    assert game.discards[0] == ("7H",)
    assert game.taken == (0, 2, 0) and game.handed_out == (2, 0, 0)
    assert game.to_move == 1


def test_caught_bluff_costs_claimant_double_and_caller_hands_out():
    game = stacked(["7S"], HANDS).apply(Reveal())
    game = game.apply(Pass(0))
    game = game.apply(Claim(1, ((2, 1),)))
    game = game.apply(Call(2))
    assert game.taken == (0, 2, 0) and game.handed_out == (0, 0, 2)
    assert game.hands[1] == ("5D", "6D", "8D", "9D")  # nothing discarded
    assert game.bluffs == (0, 1, 0)
    game = game.apply(Pass(2))
    assert game.phase == "reveal"


def test_split_first_call_settles_other_targets_take_share():
    # second card is row 1 too; use a row-2 card: position 5 in reveal order
    pyramid = ["2S", "3S", "4S", "5S", "6S", "7S"]
    game = stacked(pyramid, HANDS)
    for _ in range(5):
        game = game.apply(Reveal())
        for _ in range(3):
            game = game.apply(Pass(game.to_move))
    game = game.apply(Reveal())
    assert game.row_value == 2
    game = game.apply(Claim(0, ((2, 1), (1, 1))))
    assert game.pending.responders == (1, 2)
    game = game.apply(Accept(1))
    game = game.apply(Call(2))
    assert game.taken == (0, 1, 4)
    assert game.handed_out == (5, 0, 0)


def test_unchallenged_claim_is_never_checked_and_card_stays():
    game = stacked(["7S"], HANDS).apply(Reveal())
    game = game.apply(Claim(0, ((1, 1),)))
    game = game.apply(Accept(1))
    assert game.hands[0] == tuple(HANDS[0])
    assert game.taken == (0, 1, 0) and game.handed_out == (1, 0, 0)
    assert game.log[-1].kind == "unchallenged"


def test_bluff_called_after_an_accept_gives_nothing_to_anyone_else():
    game = stacked(["AS"], HANDS).apply(Reveal())
    game = game.apply(Claim(0, ((1, 0 + 1),)))
    game = game.apply(Call(1))
    assert game.taken == (2, 0, 0) and game.handed_out == (0, 2, 0)


@pytest.mark.parametrize(
    ("shares", "key"),
    [
        ((), "karten_err_no_target"),
        (((0, 1),), "karten_err_target"),
        (((5, 1),), "karten_err_target"),
        (((1, 2),), "karten_err_split"),
        (((1, 1), (1, 0)), "karten_err_share"),
        (((1, 1), (1, 1)), "karten_err_twice"),
    ],
)
def test_bad_claims_are_refused_and_change_nothing(shares, key):
    game = stacked(["7S"], HANDS).apply(Reveal())
    with pytest.raises(RuleError) as info:
        game.apply(Claim(0, shares))
    assert info.value.key == key


def test_out_of_turn_and_out_of_phase_moves_are_refused():
    game = stacked(["7S"], HANDS)
    with pytest.raises(RuleError) as info:
        game.apply(Pass(0))
    assert info.value.key == "karten_err_phase"
    game = game.apply(Reveal())
    with pytest.raises(RuleError) as info:
        game.apply(Pass(1))
    assert info.value.key == "karten_err_turn"
    with pytest.raises(RuleError):
        game.apply(Reveal())
    with pytest.raises(RuleError):
        game.apply(Guess(0, "red"))


def test_no_bluffing_variant_shows_true_claims_at_once_and_refuses_bluffs():
    game = stacked(["7S"], HANDS, Rules(bluffing=False)).apply(Reveal())
    game = game.apply(Claim(0, ((1, 1),)))
    assert game.phase == "claim" and game.to_move == 1
    assert game.discards[0] == ("7H",) and game.taken == (0, 1, 0)
    with pytest.raises(RuleError) as info:
        game.apply(Claim(1, ((0, 1),)))
    assert info.value.key == "karten_err_no_bluffing"


def test_one_bluff_per_game_refuses_the_second_bluff():
    rules = Rules(one_bluff_per_game=True)
    game = stacked(["AS", "AD"], HANDS, rules).apply(Reveal())
    game = game.apply(Claim(0, ((1, 1),)))  # a bluff, accepted
    game = game.apply(Accept(1))
    game = game.apply(Pass(1))
    game = game.apply(Pass(2))
    game = game.apply(Reveal())
    with pytest.raises(RuleError) as info:
        game.apply(Claim(0, ((1, 1),)))
    assert info.value.key == "karten_err_bluff_used"
    game = game.apply(Pass(0))
    game = game.apply(Claim(1, ((0, 1),)))  # player 1 still has a bluff
    assert game.bluffs == (1, 1, 0)


def test_ranking_fewest_taken_then_most_handed_out_then_shared():
    game = stacked([], HANDS)
    game = replace(game, taken=(3, 1, 3), handed_out=(0, 0, 5))
    assert [(s.place, s.seat) for s in game.ranking()] == [(1, 1), (2, 2), (3, 0)]
    game = replace(game, taken=(2, 2, 5), handed_out=(1, 1, 0))
    assert [(s.place, s.seat) for s in game.ranking()] == [(1, 0), (1, 1), (3, 2)]
    assert [s.total for s in game.ranking()] == [2, 2, 5] and game.totals() == (2, 2, 5)


@pytest.mark.parametrize(
    ("question", "answer", "chain", "drawn", "right"),
    [
        (0, "red", (), "2H", True),
        (0, "red", (), "2S", False),
        (0, "black", (), "AC", True),
        (1, "higher", ("7S",), "8D", True),
        (1, "higher", ("7S",), "7D", False),  # equal is wrong
        (1, "lower", ("7S",), "7D", False),
        (1, "lower", ("2S",), "AD", False),  # ace high
        (2, "inside", ("4S", "9H"), "6C", True),
        (2, "inside", ("4S", "9H"), "9C", False),  # equal to a border is wrong
        (2, "outside", ("4S", "9H"), "9C", False),
        (2, "outside", ("9S", "4H"), "3C", True),
        (2, "inside", ("5S", "5H"), "5C", False),
        (3, "C", ("4S", "9H", "6C"), "QC", True),
        (3, "S", ("4S", "9H", "6C"), "QC", False),
    ],
)
def test_bus_answers(question, answer, chain, drawn, right):
    assert bus_answer_correct(question, answer, chain, drawn) is right


def test_ace_low_option():
    assert bus_answer_correct(1, "lower", ("2S",), "AD", ace_high=False)


def _finish_pyramid(game):
    while game.phase in ("reveal", "claim"):
        game = game.apply(Reveal() if game.phase == "reveal" else Pass(game.to_move))
    return game


def test_ride_the_bus_for_the_player_with_most_cards():
    rules = Rules(ride_the_bus=True)
    game = stacked(["7S", "6S"], HANDS, rules).apply(Reveal())
    game = game.apply(Claim(0, ((1, 1),))).apply(Call(1))  # 7H shown
    game = game.apply(Pass(1))
    game = game.apply(Pass(2))
    game = game.apply(Reveal()).apply(Pass(0))
    game = game.apply(Claim(1, ((2, 1),))).apply(Call(2))  # 6D shown
    game = _finish_pyramid(game)
    assert game.phase == "bus" and game.bus.riders == (2,)
    assert set(("AH", "3D", "10C", "2D", "JC", "4D")) <= set(game.stock)
    game = game.apply(Guess(2, "red"))
    assert game.to_move is CHANCE
    bus_deck = game.chance_outcomes()
    assert set(bus_deck) == {Draw(c) for c in game.stock} and len(bus_deck) == len(game.stock)
    game = draw(game, "AH")  # right
    game = draw(game.apply(Guess(2, "higher")), "3D")  # below an ace: wrong
    assert game.bus.chain == () and game.bus.used == ("AH", "3D")
    assert game.bus_taken == (0, 0, 1)
    game = draw(game.apply(Guess(2, "black")), "10C")
    game = draw(game.apply(Guess(2, "lower")), "2D")
    game = draw(game.apply(Guess(2, "inside")), "JC")  # outside 2..10: wrong
    assert game.bus_taken == (0, 0, 2) and game.taken[2] == 2 + 2
    with pytest.raises(ValueError):
        Guess(2, "purple")
    with pytest.raises(RuleError) as info:
        game.apply(Guess(2, "higher"))  # question 1 asks for a colour
    assert info.value.key == "karten_err_bus_answer"
    with pytest.raises(RuleError) as info:
        draw(game.apply(Guess(2, "red")), "JC")  # on the used pile, not in the bus deck
    assert info.value.key == "karten_err_not_in_bus_deck"
    game.card_places()


def test_bus_reshuffles_the_used_cards_when_the_deck_is_empty():
    rules = Rules(ride_the_bus=True)
    game = _finish_pyramid(stacked([], HANDS, rules))
    assert game.bus.riders == (0, 1, 2)  # all tied with four cards
    stock_cards = set(game.stock)
    while game.stock:  # always the wrong colour: each card goes to the used pile
        code = game.stock[0]
        wrong = "black" if code[-1] in "HD" else "red"
        game = draw(game.apply(Guess(0, wrong)), code)
    assert set(game.bus.used) == stock_cards
    game = game.apply(Guess(0, "red"))
    assert game.log[-1].kind == "bus_reshuffle" and game.log[-1].value == len(stock_cards)
    assert set(game.chance_outcomes()) == {Draw(c) for c in stock_cards}
    assert game.bus.used == ()
    game.card_places()


def test_nobody_rides_with_no_cards_left():
    rules = Rules(ride_the_bus=True, hand_size=1)
    game = stacked(["7S"], [["7H"], ["7D"], ["7C"]], rules).apply(Reveal())
    for p in range(3):
        game = game.apply(Claim(p, (((p + 1) % 3, 1),))).apply(Call((p + 1) % 3))
    game = _finish_pyramid(game)
    assert game.over and game.bus is None


@pytest.mark.parametrize(
    "rules", [{"rows": 5.0}, {"bluffing": 1}, {"rows": True}, {"hand_size": "4"}]
)
def test_rules_fields_must_have_their_type(rules):
    with pytest.raises(RuleError, match="must be"):
        Rules(**rules)


@pytest.mark.parametrize("shares", [(("a", 1),), ((1, 1.5),), ((True, 1),), (1,)])
def test_shares_that_are_not_pairs_of_whole_numbers_are_refused(shares):
    game = stacked([], HANDS).apply(Reveal())
    with pytest.raises(RuleError, match="pairs") as info:
        game.apply(Claim(0, shares))
    assert info.value.key == "karten_err_shares_form"


@pytest.mark.parametrize(
    "rules",
    [
        Rules(),
        Rules(rows=6),
        Rules(ride_the_bus=True),
        Rules(bluffing=False),
        Rules(one_bluff_per_game=True),
        Rules(double_pyramid=True),
    ],
)
def test_whole_games_of_every_variant_through_the_api(rules):
    rng = rng_for(11)
    game = play_game(deal(4, rng, rules), [Policy()] * 4, rng)
    assert game.over
    game.card_places()
    assert sum(game.taken) == sum(game.handed_out) + sum(game.bus_taken)
    assert sorted(s.seat for s in game.ranking()) == [0, 1, 2, 3]
    assert loads(dumps(game)) == game


def test_number_of_splits_by_hand():
    # row value 5 among 7 others: choose k targets, then a composition of 5 into k parts:
    # sum_k C(7, k) C(4, k - 1) = 7 + 84 + 210 + 140 + 21 = 462
    game = deal(8, rng_for(0))
    while current_row_value_or_zero(game) < 5 or game.phase != "claim":
        game = game.apply(Reveal() if game.phase == "reveal" else Pass(game.to_move))
    moves = game.legal_moves()
    assert len([m for m in moves if isinstance(m, Claim)]) == 462
    assert len(set(moves)) == len(moves)


def current_row_value_or_zero(game):
    return game.row_value if game.revealed else 0


@pytest.mark.slow
@settings(max_examples=20)
@given(
    seed=st.integers(0, 10**6),
    rules=st.sampled_from(
        [
            Rules(rows=3),
            Rules(rows=3, bluffing=False),
            Rules(rows=2, one_bluff_per_game=True, ride_the_bus=True),
        ]
    ),
)
def test_every_listed_move_is_legal_and_random_play_from_the_list_ends(seed, rules):
    rng = rng_for(seed)
    game = deal(3, rng, rules)
    for _ in range(5000):
        if game.over:
            break
        moves = game.legal_moves()
        for move in moves[:30]:
            game.apply(move)  # none raises
        game = game.apply(moves[int(rng.integers(0, len(moves)))])
    assert game.over
    assert game.legal_moves() == ()
