"""Computer players: legal moves, the dice they keep, and the rule text's advice tested."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyramide_kit.errors import RuleError
from pyramide_kit.kniffel import CATEGORIES, Roll, Rules, Scorecard, Write, new_game
from pyramide_kit.kniffel.solitaire import play_solitaire, simulate_policy
from pyramide_kit.kniffel.strategy import (
    BookAdvice,
    BookAdviceParams,
    Greedy,
    GreedyParams,
    keep_for,
)
from pyramide_kit.simulate import rng_for
from pyramide_kit.table import CHANCE, play_turn

POLICIES = [BookAdvice(), Greedy()]


@pytest.mark.parametrize(
    ("category", "dice", "keep"),
    [
        ("sixes", (6, 1, 6, 2, 3), (0, 2)),
        ("four_of_a_kind", (2, 5, 5, 2, 5), (1, 2, 4)),
        ("full_house", (2, 5, 5, 2, 1), (0, 1, 2, 3)),
        ("small_straight", (1, 2, 3, 3, 6), (0, 1, 2)),
        ("large_straight", (2, 3, 4, 6, 6), (0, 1, 2, 3)),
        ("chance", (1, 4, 6, 3, 5), (1, 2, 4)),
    ],
)
def test_keep_for(category, dice, keep):
    assert keep_for(category, dice) == keep


cards = st.lists(
    st.tuples(st.sampled_from(CATEGORIES), st.lists(st.integers(1, 6), min_size=5, max_size=5)),
    max_size=12,
)


def _card(writes, variant):
    card = Scorecard(Rules(variant))
    for category, dice in writes:
        if category in card.options(dice):
            card = card.write(category, dice)
    return card


@given(
    writes=cards,
    dice=st.lists(st.integers(1, 6), min_size=5, max_size=5),
    variant=st.sampled_from(["book", "hasbro", "none"]),
    throws_left=st.integers(1, 2),
)
@settings(max_examples=150)
def test_policies_only_make_legal_decisions(writes, dice, variant, throws_left):
    card = _card(writes, variant)
    if card.is_full:
        return
    for policy in POLICIES:
        move = policy.write(card, dice)
        assert (move.category, move.extra) in card.ways(dice)
        keep = policy.hold(card, dice, throws_left)
        assert keep is None or set(keep) <= set(range(5))


def test_greedy_takes_the_best_points_and_scratches_the_smallest_box():
    card = Scorecard()
    assert Greedy().category(card, (6, 6, 6, 6, 2)) in ("three_of_a_kind", "four_of_a_kind")
    assert Greedy().write(card, (1, 2, 3, 4, 5)) == Write("large_straight")
    full = card
    for c in ("three_of_a_kind", "four_of_a_kind", "chance", "twos", "ones"):
        full = full.write(c, (2, 2, 3, 4, 6))
    # with 3 3 5 5 6 only threes (6), fives (10) and sixes (6) score
    assert Greedy().category(full, (3, 3, 5, 5, 6)) == "fives"


@pytest.mark.parametrize(("kniffel_points", "scratch"), [(50, "ones"), (1, "kniffel")])
def test_greedy_scratch_follows_the_rules_object(kniffel_points, scratch):
    # only ones (at most 5) and the Kniffel box (at most its points) are open; with no
    # one among the dice both score 0, and the box that could hold less is scratched
    card = Scorecard(Rules(kniffel=kniffel_points))
    for category in CATEGORIES:
        if category not in ("ones", "kniffel"):
            card = card.write(category, (2, 3, 4, 6, 6))
    assert Greedy().category(card, (2, 3, 4, 6, 6)) == scratch


def test_book_advice_sends_a_failed_straight_to_the_chance():
    card = Scorecard()
    # 1 2 3 5 5 after the last throw: no straight, the pair of fives is below par
    assert BookAdvice().category(card, (1, 2, 3, 5, 5)) == "chance"
    custom = BookAdvice(BookAdviceParams(failed_straight_to="ones"))
    assert custom.category(card, (1, 2, 3, 5, 5)) == "ones"


def test_book_advice_goes_for_high_faces_first():
    card = Scorecard()
    assert BookAdvice().hold(card, (6, 6, 1, 2, 5), 2) == (0, 1)
    assert BookAdvice().category(card, (5, 5, 5, 1, 2)) == "fives"
    with pytest.raises(ValueError):
        BookAdviceParams(scratch_order=("ones",))


def test_a_further_kniffel_is_written_as_the_books_100_by_both_policies():
    card = Scorecard().write("kniffel", (6,) * 5)
    for policy in POLICIES:
        move = policy.write(card, (2,) * 5)
        assert (
            move.extra and card.write(move.category, (2,) * 5, move.extra).box(move.category) == 100
        )


def test_a_computer_turn_is_a_legal_sequence_of_moves():
    game = new_game(["Bot"])
    after = play_turn(game, BookAdvice(), rng_for(5))[-1]
    moves = after.history
    assert isinstance(moves[-1], Write) and moves[0] == Roll()
    assert 3 <= len(moves) <= 7 and len(after.card.open_categories) == 12
    state = game
    for move in moves:
        if state.to_move is not CHANCE:
            assert move == BookAdvice().choose(state) and move in state.legal_moves()
        state = state.apply(move)
    assert state == after


def test_policies_choose_only_for_a_seat_to_move():
    rolling = new_game(1).apply(Roll())
    for policy in POLICIES:
        with pytest.raises(RuleError):
            policy.choose(rolling)
        with pytest.raises(RuleError):
            policy.choose("a state")
    with pytest.raises(RuleError):
        play_turn(new_game(1), "greedy", rng_for(1))


def test_solitaire_games_fill_the_card_under_every_variant():
    rng = rng_for(11)
    for variant in ("book", "hasbro", "none"):
        for policy in POLICIES:
            card = play_solitaire(policy, rng, Rules(variant))
            assert card.is_full and 0 <= card.total <= {"book": 790, "hasbro": 1575,
                                                       "none": 375}[variant]  # fmt: skip


@pytest.mark.slow
def test_the_books_advice_wins_the_upper_bonus_far_more_often_than_greedy():
    advice = simulate_policy(BookAdvice(), 300, seed=7)
    greedy = simulate_policy(Greedy(), 300, seed=8)
    assert advice.n == greedy.n == 300
    # Wilson intervals of the bonus rates do not even overlap
    assert advice.bonus_interval[0] > greedy.bonus_interval[1], (str(advice), str(greedy))
    low, high = advice.mean_interval
    assert low < advice.mean < high and advice.sd > 0
    assert "book advice" in str(advice)


def test_greedy_tie_break_parameter():
    card = Scorecard()
    for category in CATEGORIES:
        if category not in ("sixes", "full_house"):
            card = card.write(category, (1, 1, 2, 2, 3))
    # 1 1 2 2 3 scores 0 in both open boxes: sixes could hold 30, a full house 25
    assert Greedy().category(card, (1, 1, 2, 2, 3)) == "full_house"
    assert Greedy(GreedyParams("card_order")).category(card, (1, 1, 2, 2, 3)) == "sixes"
    with pytest.raises(ValueError, match="tie_break"):
        GreedyParams("random")
