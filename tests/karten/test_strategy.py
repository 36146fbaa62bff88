"""Computer policies: truthful claims, bluff rates, Bayes calls from own knowledge."""

from fractions import Fraction

import pytest

from pyramide_kit.errors import RuleError
from pyramide_kit.karten import (
    Accept,
    Call,
    Claim,
    Pass,
    Reveal,
    Rules,
    deal,
    new_game,
)
from pyramide_kit.karten.strategy import (
    HONEST,
    Policy,
    bluff_probability,
    play_game,
)
from pyramide_kit.simulate import rng_for
from tests.karten.helpers import stacked
from tests.karten.test_odds import claim_true_by_listing_hands

HANDS = [["7H", "2C", "3C", "4C"], ["5D", "6D", "8D", "9D"], ["KH", "KS", "QH", "JH"]]


class Always:
    """A stand-in generator whose random() is fixed."""

    def __init__(self, value):
        self.value = value

    def random(self):
        return self.value


def test_claims_truthfully_when_holding_the_rank():
    game = stacked(["7S"], HANDS).apply(Reveal())
    assert HONEST.choose(game, Always(0.0)) == Claim(0, ((1, 1),))


def test_bluffs_at_the_row_rate_only():
    game = stacked(["AS"], HANDS).apply(Reveal())
    policy = Policy(bluff_rates=(Fraction(1, 4),) * 7)
    assert policy.choose(game, Always(0.2)) == Claim(0, ((1, 1),))
    assert policy.choose(game, Always(0.3)) == Pass(0)
    assert HONEST.choose(game, Always(0.0)) == Pass(0)


def test_never_bluffs_when_bluffing_is_off_or_the_rank_is_all_visible():
    game = stacked(["AS"], HANDS, Rules(bluffing=False)).apply(Reveal())
    assert Policy(bluff_rates=(1,) * 7).choose(game, Always(0.0)) == Pass(0)
    always = Policy(bluff_rates=(1,) * 7)
    game = stacked(["AS", "AH", "AD", "AC"], HANDS)
    for _ in range(3):
        game = game.apply(Reveal())
        for _ in range(3):
            game = game.apply(Pass(game.to_move))
    game = game.apply(Reveal())  # the fourth ace: everyone sees all four
    assert always.choose(game, Always(0.0)) == Pass(0)
    game = stacked(["AS"], HANDS).apply(Reveal())
    assert always.choose(game, Always(0.0)) == Claim(0, ((1, 1),))


def test_splits_add_up_and_go_to_the_fewest_taken():
    game = stacked([], HANDS).apply(Reveal())
    view = game.knowledge(0)
    assert Policy().shares(view, 5) == ((1, 5),)
    assert Policy(split="spread").shares(view, 5) == ((1, 3), (2, 2))


def test_call_decision_is_the_exact_bayes_probability_against_the_threshold():
    rng = rng_for(4)
    checked = 0
    for seed in range(40):
        game = deal(4, rng_for(seed), Rules(hand_size=3))
        policy = Policy(bluff_rates=(Fraction(1, 2),) * 7)
        while not game.over and checked < 12:
            if game.phase == "respond":
                view = game.knowledge(game.pending.responders[game.responders_done])
                rate = Fraction(1, 2)
                p_true = claim_true_by_listing_hands(
                    view, game.pending.player, game.pending.rank, rate
                )
                assert bluff_probability(view, policy) == 1 - p_true
                move = policy.act(view, rng)
                assert isinstance(move, Call) == (1 - p_true > Fraction(1, 2))
                checked += 1
            game = game.apply(policy.choose(game, rng))
        if checked >= 12:
            break
    assert checked == 12


def test_a_sure_bluff_is_called_and_threshold_one_never_calls():
    hands = [["2C", "3C", "4C", "5C"], ["AH", "AD", "AC", "9D"], ["KH", "KS", "QH", "JH"]]
    game = stacked(["AS"], hands).apply(Reveal())
    game = game.apply(Claim(0, ((1, 1),)))  # player 1 sees all four aces
    view = game.knowledge(1)
    assert bluff_probability(view, Policy()) == 1
    assert Policy().choose(game, Always(0.0)) == Call(1)
    never = Policy(call_threshold=1)
    assert never.choose(game, Always(0.0)) == Accept(1)


def test_a_caught_bluffer_with_one_bluff_per_game_is_believed():
    rules = Rules(one_bluff_per_game=True)
    game = stacked(["AS", "7S"], HANDS, rules).apply(Reveal())
    game = game.apply(Claim(0, ((1, 1),))).apply(Call(1))  # caught
    game = game.apply(Pass(1)).apply(Pass(2)).apply(Reveal())
    game = game.apply(Claim(0, ((1, 1),)))
    assert bluff_probability(game.knowledge(1), Policy(bluff_rates=(1,) * 7)) == 0


def test_honest_players_never_bluff_and_policies_play_whole_games():
    rng = rng_for(6)
    game = play_game(deal(5, rng), [HONEST] * 5, rng)
    assert game.bluffs == (0,) * 5
    assert not any(e.kind == "caught" for e in game.log)


def test_policy_parameters_are_checked():
    with pytest.raises(RuleError):
        Policy(bluff_rates=(2,))
    with pytest.raises(RuleError):
        Policy(bluff_rates=(0.25,))  # a float: the Bayes step must stay exact
    with pytest.raises(RuleError):
        Policy(call_threshold=True)
    with pytest.raises(RuleError):
        Policy(split="random")
    with pytest.raises(RuleError):
        play_game(deal(3, rng_for(0)), [HONEST], rng_for(0))


def test_a_policy_is_asked_only_for_a_seat_to_move():
    with pytest.raises(RuleError) as info:
        HONEST.choose(new_game(3))  # chance deals first
    assert info.value.key == "karten_err_no_player"
    with pytest.raises(RuleError):
        HONEST.choose("a game")


def test_without_a_generator_the_choice_follows_from_the_knowledge_alone():
    game = stacked(["AS"], HANDS).apply(Reveal())
    half = Policy(bluff_rates=(Fraction(1, 2),) * 7)
    assert half.choose(game) == half.choose(game)
    assert half.choose(game) in game.legal_moves()


def test_bus_answer_is_the_best_guess():
    rules = Rules(ride_the_bus=True)
    game = stacked([], HANDS, rules)
    while game.phase != "bus":
        game = game.apply(HONEST.choose(game, rng_for(0)))
    view = game.knowledge(game.bus.riders[0])
    assert HONEST.bus_answer(view) in ("red", "black")
