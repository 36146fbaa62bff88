"""Every exact number of the card game, two independent ways, plus seeded simulations."""

from fractions import Fraction
from itertools import combinations
from math import comb

import pytest
import sympy
import sympy.stats

from pyramide_kit.exact import as_fraction, to_sympy
from pyramide_kit.karten import (
    Accept,
    Call,
    Claim,
    Pass,
    Reveal,
    Rules,
    deal,
    odds,
)
from pyramide_kit.karten.cards import rank_of
from pyramide_kit.karten.knowledge import next_rank_distribution
from pyramide_kit.karten.simulation import (
    bus_cards_until_through,
    bus_run,
    someone_matches_first_card,
    true_matches_in_deal,
    two_hands_first_card,
)
from pyramide_kit.karten.strategy import Policy
from pyramide_kit.simulate import (
    rng_for,
    simulate_distribution,
    simulate_mean,
    simulate_proportion,
    wilson_interval,
)
from tests.karten.helpers import stacked


def q(x):
    return as_fraction(x)


@pytest.mark.parametrize("n_others", range(1, 9))
def test_someone_matches_hypergeometric_equals_counting_over_deals(n_others):
    assert odds.p_someone_matches(n_others) == odds.p_someone_matches_by_counting(n_others)


@pytest.mark.parametrize("n_others", [2, 4, 7])
def test_someone_matches_knowing_own_hand_both_ways(n_others):
    exact = odds.p_someone_matches(n_others, knowing_own_hand=True)
    assert exact == odds.p_someone_matches_by_counting(n_others, knowing_own_hand=True)
    assert exact > odds.p_someone_matches(n_others)  # your own hand holds none: more for them


def test_someone_matches_by_hand_for_one_and_two_others():
    # one other player: the 3 other cards of the rank all miss 4 cards out of 51:
    # P(miss) = 48/51 * 47/50 * 46/49 * 45/48 (dealing the 4 cards one by one)
    miss = Fraction(48 * 47 * 46 * 45, 51 * 50 * 49 * 48)
    assert q(odds.p_someone_matches(1)) == 1 - miss == Fraction(922, 4165)
    # two others: 8 cards miss all three: (43 * 42 * 41) / (51 * 50 * 49) by the trio's seats
    miss2 = Fraction(43 * 42 * 41, 51 * 50 * 49)
    assert q(odds.p_someone_matches(2)) == 1 - miss2


def test_someone_matches_grows_with_the_table_and_is_exactly_rational():
    values = [odds.p_someone_matches(n) for n in range(0, 9)]
    assert values[0] == 0
    assert all(isinstance(v, sympy.Rational) for v in values)
    assert values == sorted(values)


def test_someone_matches_refuses_impossible_tables():
    with pytest.raises(ValueError):
        odds.p_someone_matches(13)


@pytest.mark.parametrize(("n", "rows"), [(3, 5), (5, 5), (8, 5), (4, 4), (6, 6)])
def test_expected_true_matches_two_ways(n, rows):
    assert odds.expected_true_matches(n, rows) == odds.expected_true_matches_by_patterns(n, rows)


def test_expected_true_matches_by_hand_for_five_players():
    # 15 pyramid cards x 5 players x 922/4165 (see the one-other case above)
    assert q(odds.expected_true_matches(5)) == 15 * 5 * Fraction(922, 4165)
    assert odds.expected_true_matches(4, 5, pyramids=2) == 2 * odds.expected_true_matches(4, 5)


def test_expected_true_matches_simulated_with_the_engine():
    exact = odds.expected_true_matches(5)
    result = simulate_mean(lambda rng: true_matches_in_deal(rng, 5), 1500, seed=5, exact=exact)
    assert result.contains_exact, str(result)


def claim_true_by_listing_hands(view, claimant, rank, rate):
    """Recount Bayes: every set of hand_size unseen cards is equally likely to be the
    claimant's hand; a hand with the rank claims surely, one without with `rate`."""
    unseen = view.unseen_cards()
    hand = view.hand_sizes[claimant]
    true_weight = Fraction(0)
    total = Fraction(0)
    for cards in combinations(unseen, hand):
        if any(rank_of(c) == rank for c in cards):
            true_weight += 1
            total += 1
        else:
            total += rate
    return true_weight / total if total else Fraction(0)


@pytest.mark.parametrize("rate", [Fraction(0), Fraction(1, 4), Fraction(1)])
def test_claim_true_bayes_equals_listing_every_hand(rate):
    rng = rng_for(21)
    game = deal(3, rng, Rules(hand_size=3))
    policy = Policy(bluff_rates=(Fraction(1, 2),) * 7)
    while game.revealed < 9 or game.phase != "reveal":
        game = game.apply(policy.choose(game, rng))
    game = game.apply(Reveal())
    view = game.knowledge(2)
    rank = rank_of(game.current_card)
    for claimant in (0, 1):
        exact = odds.p_claim_true_for(view, claimant, rank, rate)
        assert q(exact) == claim_true_by_listing_hands(view, claimant, rank, rate)


def two_hands_by_hand(hand_size):
    """The two-way table dealt by hand: the claimant's h cards from 51, then the other
    player's h from the 51 - h left; a cards of the rank go to the claimant, b to the
    other (a multivariate hypergeometric count)."""
    h = hand_size
    ways = {}
    for a in range(min(3, h) + 1):
        for b in range(min(3 - a, h) + 1):
            cell = (a > 0, b > 0)
            count = comb(3, a) * comb(48, h - a) * comb(3 - a, b) * comb(48 - (h - a), h - b)
            ways[cell] = ways.get(cell, 0) + count
    total = comb(51, h) * comb(51 - h, h)
    assert sum(ways.values()) == total
    return {cell: Fraction(count, total) for cell, count in ways.items()}


@pytest.mark.parametrize("hand_size", [1, 3, 4, 6])
def test_two_hands_table_filled_from_margins_equals_counting_and_dealing_by_hand(hand_size):
    table = odds.two_hands_table(hand_size)
    assert dict(table) == dict(odds.two_hands_table_by_counting(hand_size))
    assert dict(table) == two_hands_by_hand(hand_size)
    assert sum(table.values()) == 1


def test_two_hands_table_margins_and_conditionals():
    table = odds.two_hands_table()
    claimant = table.probability(lambda cell: cell[0])
    other_none = table.probability(lambda cell: not cell[1])
    assert claimant == 1 - other_none == q(odds.p_someone_matches(1))
    # the other player holds none: the claimant's 4 cards come from 47 with 3 of the rank
    assert table[(True, False)] / other_none == q(odds.p_holds(47, 3, 4))
    # the other player holds one: fewer are left for the claimant
    given_one = table[(True, True)] / (1 - other_none)
    assert given_one < claimant < table[(True, False)] / other_none


def test_two_hands_table_simulated_with_the_engine():
    result = simulate_distribution(
        lambda rng: two_hands_first_card(rng, 4), 3000, 14, odds.two_hands_table()
    )
    assert result.chi_square[2] > 0.001, str(result)


@pytest.mark.parametrize("hand_size", [0, 13, 2.5, "4"])
def test_two_hands_table_refuses_a_bad_hand_size(hand_size):
    with pytest.raises(ValueError):
        odds.two_hands_table(hand_size)
    with pytest.raises(ValueError):
        odds.two_hands_table_by_counting(hand_size)


def test_claim_true_by_hand_simple_case():
    # 10 unseen cards, 2 of the rank, hand of 2: P(holds) = 1 - C(8,2)/C(10,2) = 17/45;
    # bluff rate 1/2: (17/45) / (17/45 + 28/45 * 1/2) = 17/31
    assert odds.p_claim_true(10, 2, 2, Fraction(1, 2)) == sympy.Rational(17, 31)
    assert odds.p_claim_true(10, 0, 2, Fraction(1, 2)) == 0
    assert odds.p_claim_true(10, 2, 2, 0) == 1


@pytest.mark.slow
def test_bus_closed_form_equals_enumeration_through_the_engine():
    assert odds.bus_step_probabilities() == odds.bus_by_enumeration()
    assert odds.bus_by_enumeration(ace_high=False) == odds.bus_by_enumeration()


def test_bus_first_and_last_question_by_hand():
    steps = odds.bus_step_probabilities()
    assert steps[0] == sympy.Rational(26, 52)
    assert steps[3] / steps[2] == sympy.Rational(13, 49)
    # question 2 by hand: a first card of value v (2..14) leaves 4*(14-v) higher and
    # 4*(v-2) lower cards of 51; the best side has 4*max(14-v, v-2)
    second = Fraction(sum(4 * max(14 - v, v - 2) for v in range(2, 15)), 13 * 51)
    assert q(steps[1]) == Fraction(1, 2) * second


def test_bus_expected_cards_renewal_equals_markov_chain():
    renewal = odds.bus_expected_cards()
    assert renewal == odds.bus_expected_cards_markov(odds.bus_by_enumeration())
    dist = odds.bus_attempt_distribution()
    per_run = dist.expectation(lambda o: o[1])
    assert q(renewal) == per_run / dist[("through", 4)]


@pytest.mark.slow
def test_bus_simulated():
    one_go = simulate_proportion(lambda rng: bus_run(rng)[0], 6000, 1, odds.bus_one_go())
    assert one_go.contains_exact, str(one_go)
    cards = simulate_mean(bus_cards_until_through, 600, 9, odds.bus_expected_cards())
    assert cards.contains_exact, str(cards)


def test_hypergeometric_mass_sums_to_one():
    # the chance step behind p_someone_matches: how many of the 3 cards the others hold
    n = 20
    masses = [Fraction(comb(3, k) * comb(48, n - k), comb(51, n)) for k in range(4)]
    assert sum(masses) == 1
    assert q(odds.p_someone_matches(5)) == 1 - masses[0]


@pytest.mark.parametrize("row", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("p_call", [Fraction(k, 4) for k in range(5)] + [Fraction(1, 3)])
def test_expected_bluff_net_closed_form_equals_replay_through_the_engine(row, p_call):
    # every row and call rate of the lesson's table (c = 0, 1/4, .., 1), and the break-even
    rows = {1: 0, 2: 5, 3: 9, 4: 12, 5: 14}  # reveal index of the first card of that row
    hands = [["2C", "3C", "4C", "5C"], ["2D", "3D", "4D", "5D"], ["2H", "3H", "4H", "5H"]]
    pyramid = ["KS", "KH", "KD", "KC", "QS", "QH", "QD", "QC", "JS", "JH", "JD", "JC", "AS"]
    pyramid += ["AH", "AD"]
    game = stacked(pyramid, hands)
    while not (game.revealed == rows[row] + 1 and game.phase == "claim"):
        game = game.apply(Reveal() if game.phase == "reveal" else Pass(game.to_move))
    game = game.apply(Claim(0, ((1, row),)))  # player 0 holds no card of that rank
    net = {}
    for move, outcome in ((Call(1), "caught"), (Accept(1), "stands")):
        after = game.apply(move)
        net[outcome] = (after.handed_out[0] - game.handed_out[0]) - (after.taken[0] - game.taken[0])
    replay = p_call * net["caught"] + (1 - p_call) * net["stands"]
    assert q(odds.expected_bluff_net(row, p_call)) == replay
    assert odds.bluff_outcomes(row, p_call).expectation(lambda o: o[1]) == replay


def test_expected_bluff_net_with_a_triple_call_factor_equals_replay_through_the_engine():
    # Rules(call_factor=3): a caught bluffer takes three times the row value
    rules = Rules(call_factor=3)
    hands = [["2C", "3C", "4C", "5C"], ["2D", "3D", "4D", "5D"], ["2H", "3H", "4H", "5H"]]
    pyramid = ["KS", "KH", "KD", "KC", "QS", "QH", "QD", "QC", "JS", "JH", "JD", "JC", "AS"]
    game = stacked([*pyramid, "AH", "AD"], hands, rules)
    while not (game.revealed == 13 and game.phase == "claim"):  # the first card of row 4
        game = game.apply(Reveal() if game.phase == "reveal" else Pass(game.to_move))
    game = game.apply(Claim(0, ((1, 4),)))
    net = {}
    for move, outcome in ((Call(1), "caught"), (Accept(1), "stands")):
        after = game.apply(move)
        net[outcome] = (after.handed_out[0] - game.handed_out[0]) - (after.taken[0] - game.taken[0])
    assert net == {"caught": -12, "stands": 4}
    p_call = Fraction(1, 5)
    replay = p_call * net["caught"] + (1 - p_call) * net["stands"]
    assert q(odds.expected_bluff_net(4, p_call, call_factor=3)) == replay
    assert odds.bluff_outcomes(4, p_call, call_factor=3).expectation(lambda o: o[1]) == replay


def test_bluff_break_even_is_one_third():
    c, v = sympy.symbols("c v", positive=True)
    assert sympy.solve(odds.expected_bluff_net(v, c), c) == [sympy.Rational(1, 3)]


@pytest.mark.slow
def test_someone_matches_simulated_with_the_engine():
    exact = odds.p_someone_matches(4)
    result = simulate_proportion(lambda rng: someone_matches_first_card(rng, 4), 3000, 12, exact)
    assert result.contains_exact, str(result)


@pytest.mark.parametrize("n_others", [1, 4, 7])
def test_match_count_distribution_sums_to_one_and_equals_sympy_stats(n_others):
    dist = odds.matches_distribution(n_others)
    assert sum(dist.values()) == 1
    x = sympy.stats.Hypergeometric("X", 51, 3, 4 * n_others)
    density = sympy.stats.density(x).dict
    assert {k: to_sympy(v) for k, v in dist.items()} == {k: v for k, v in density.items() if v != 0}
    assert 1 - dist[0] == q(odds.p_someone_matches(n_others))


def test_next_rank_distribution_is_a_uniform_draw_from_the_unseen_cards():
    rng = rng_for(30)
    game = deal(4, rng).apply(Reveal())
    view = game.knowledge(1)
    dist = next_rank_distribution(view)
    assert sum(dist.values()) == 1
    unseen = view.unseen_cards()
    assert len(unseen) == 52 - 4 - 1
    for rank in {rank_of(c) for c in unseen}:
        assert dist[rank] == Fraction(view.unseen_of_rank(rank), len(unseen))


@pytest.mark.slow
def test_bayes_is_calibrated_on_simulated_deals():
    """Deal, reveal the first card; player 1 claims it when holding the rank and bluffs
    with rate 1/4 otherwise. Among the claims, the share of true ones must match the
    mean posterior that player 0 computes from its own knowledge."""
    rng = rng_for(40)
    rate = Fraction(1, 4)
    truths, posteriors = [], []
    for _ in range(2500):
        game = deal(4, rng).apply(Reveal())
        rank = rank_of(game.current_card)
        holds = any(rank_of(c) == rank for c in game.hands[1])
        if holds or rng.random() < rate:
            truths.append(holds)
            posteriors.append(float(odds.p_claim_true_for(game.knowledge(0), 1, rank, rate)))
    mean_posterior = sum(posteriors) / len(posteriors)
    low, high = wilson_interval(sum(truths), len(truths), confidence=0.997)
    assert low <= mean_posterior <= high, (len(truths), sum(truths), mean_posterior)


@pytest.mark.parametrize("matching", [3, 2, 1, 0])
def test_lesson_bayes_table_by_listing_every_hand_of_forty_unseen_cards(matching):
    # the lesson's table: U = 40 unseen cards, `matching` of them of the rank, the
    # claimant holds 4, bluff rate 1/4. List all C(40, 4) hands of cards 0..39, where
    # the first `matching` cards carry the rank: a hand with one claims surely (weight 1),
    # a hand without bluffs with weight 1/4.
    rate = Fraction(1, 4)
    hands = holding = 0
    for hand in combinations(range(40), 4):
        hands += 1
        holding += hand[0] < matching  # sorted: the smallest card decides
    prior = Fraction(holding, hands)
    posterior = holding / (holding + (hands - holding) * rate) if holding else Fraction(0)
    assert q(odds.p_holds(40, matching, 4)) == prior
    assert q(odds.p_claim_true(40, matching, 4, rate)) == posterior
