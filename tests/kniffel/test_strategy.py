"""Computer players: legal decisions, the dice they keep, and the seed's advice tested."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyramide_kit.kniffel import CATEGORIES, Rules, Scorecard
from pyramide_kit.kniffel.rules import new_game
from pyramide_kit.kniffel.solitaire import play_solitaire, simulate_policy
from pyramide_kit.kniffel.strategy import (
    Greedy,
    GreedyParams,
    SeedAdvice,
    SeedAdviceParams,
    keep_for,
    play_turn,
)
from pyramide_kit.simulate import rng_for

POLICIES = [SeedAdvice(), Greedy()]


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
    variant=st.sampled_from(["seed", "hasbro", "none"]),
    throws_left=st.integers(1, 2),
)
@settings(max_examples=150)
def test_policies_only_make_legal_decisions(writes, dice, variant, throws_left):
    card = _card(writes, variant)
    if card.is_full:
        return
    for policy in POLICIES:
        assert policy.choose(card, dice) in card.options(dice)
        keep = policy.hold(card, dice, throws_left)
        assert keep is None or set(keep) <= set(range(5))


def test_greedy_takes_the_best_points_and_scratches_the_smallest_box():
    card = Scorecard()
    assert Greedy().choose(card, (6, 6, 6, 6, 2)) in ("three_of_a_kind", "four_of_a_kind")
    assert Greedy().choose(card, (1, 2, 3, 4, 5)) == "large_straight"
    full = card
    for c in ("three_of_a_kind", "four_of_a_kind", "chance", "twos", "ones"):
        full = full.write(c, (2, 2, 3, 4, 6))
    # with 3 3 5 5 6 only threes (6), fives (10) and sixes (6) score
    assert Greedy().choose(full, (3, 3, 5, 5, 6)) == "fives"


@pytest.mark.parametrize(("kniffel_points", "scratch"), [(50, "ones"), (1, "kniffel")])
def test_greedy_scratch_follows_the_rules_object(kniffel_points, scratch):
    # only ones (at most 5) and the Kniffel box (at most its points) are open; with no
    # one among the dice both score 0, and the box that could hold less is scratched
    card = Scorecard(Rules(kniffel=kniffel_points))
    for category in CATEGORIES:
        if category not in ("ones", "kniffel"):
            card = card.write(category, (2, 3, 4, 6, 6))
    assert Greedy().choose(card, (2, 3, 4, 6, 6)) == scratch


def test_seed_advice_sends_a_failed_straight_to_the_chance():
    card = Scorecard()
    # 1 2 3 5 5 after the last throw: no straight, the pair of fives is below par
    assert SeedAdvice().choose(card, (1, 2, 3, 5, 5)) == "chance"
    custom = SeedAdvice(SeedAdviceParams(failed_straight_to="ones"))
    assert custom.choose(card, (1, 2, 3, 5, 5)) == "ones"


def test_seed_advice_goes_for_high_faces_first():
    card = Scorecard()
    assert SeedAdvice().hold(card, (6, 6, 1, 2, 5), 2) == (0, 1)
    assert SeedAdvice().choose(card, (5, 5, 5, 1, 2)) == "fives"
    with pytest.raises(ValueError):
        SeedAdviceParams(scratch_order=("ones",))


def test_a_computer_turn_is_a_legal_sequence_of_states():
    game = new_game(["Bot"])
    states = play_turn(game, SeedAdvice(), rng_for(5))
    assert 2 <= len(states) <= 4
    assert [s.throws for s in states[:-1]] == list(range(1, len(states)))
    assert len(states[-1].card.open_categories) == 12


def test_solitaire_games_fill_the_card_under_every_variant():
    rng = rng_for(11)
    for variant in ("seed", "hasbro", "none"):
        for policy in POLICIES:
            card = play_solitaire(policy, rng, Rules(variant))
            assert card.is_full and 0 <= card.total <= {"seed": 790, "hasbro": 1575,
                                                       "none": 375}[variant]  # fmt: skip


def test_the_seeds_advice_wins_the_upper_bonus_far_more_often_than_greedy():
    advice = simulate_policy(SeedAdvice(), 300, seed=7)
    greedy = simulate_policy(Greedy(), 300, seed=8)
    assert advice.n == greedy.n == 300
    # Wilson intervals of the bonus rates do not even overlap
    assert advice.bonus_interval[0] > greedy.bonus_interval[1], (str(advice), str(greedy))
    low, high = advice.mean_interval
    assert low < advice.mean < high and advice.sd > 0
    assert "seed advice" in str(advice)


def test_greedy_tie_break_parameter():
    card = Scorecard()
    for category in CATEGORIES:
        if category not in ("sixes", "full_house"):
            card = card.write(category, (1, 1, 2, 2, 3))
    # 1 1 2 2 3 scores 0 in both open boxes: sixes could hold 30, a full house 25
    assert Greedy().choose(card, (1, 1, 2, 2, 3)) == "full_house"
    assert Greedy(GreedyParams("card_order")).choose(card, (1, 1, 2, 2, 3)) == "sixes"
    with pytest.raises(ValueError, match="tie_break"):
        GreedyParams("random")
