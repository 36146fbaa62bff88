"""Exact odds of Pyramide with cards, as `sympy.Rational`, each by two routes.

Every public function here has a partner that gets the same number another way; the
tests check that each pair agrees.

- `p_someone_matches`: hypergeometric in `sympy.stats`; partner
  `p_someone_matches_by_counting` places the three other cards of the rank over the
  deal positions of the rules engine and counts.
- `expected_true_matches`: linearity over (pyramid card, player) pairs; partner
  `expected_true_matches_by_patterns` averages over the rank patterns of one hand.
- `two_hands_table`: the two-way table of two hands at the revealed card (does the
  claimant hold the rank, does another player?), filled from its margins and the
  complement "neither holds it"; partner `two_hands_table_by_counting` places the
  three other cards of the rank over the deal positions of the rules engine.
- `p_claim_true`: Bayes with a hypergeometric prior; the tests recount it by listing
  every possible hand of the claimant.
- `expected_bluff_net`: the closed form v (1 - 3c); the tests replay a bluff through
  the engine, once called and once accepted, and weight the chips by c.
- Ride the Bus (`bus_one_go`, `bus_expected_cards`): a closed form over card values
  (the suit question always has a suit with 13 cards left, so it is 13/49); partner
  `bus_by_enumeration` runs the engine's answer check over every ordered deal of three
  cards, and the expected cards are once a renewal formula and once an absorbing
  Markov chain solved by SymPy.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from itertools import combinations, combinations_with_replacement
from math import comb, prod

import sympy
from sympy.stats import Hypergeometric, P

from pyramide_kit.checks import check_flag, few_items, whole_number
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.exact import Distribution, as_fraction, to_sympy
from pyramide_kit.karten.bayes import check_rate, claim_true_fraction, holds_fraction
from pyramide_kit.karten.bus import best_bus_answer, bus_answer_correct
from pyramide_kit.karten.cards import DECK, RANKS, SUITS, suit_of
from pyramide_kit.karten.game import deal_in_order
from pyramide_kit.karten.knowledge import Knowledge
from pyramide_kit.karten.rules import Rules

__all__ = [
    "bluff_outcomes",
    "bus_attempt_distribution",
    "bus_by_enumeration",
    "bus_expected_cards",
    "bus_expected_cards_markov",
    "bus_one_go",
    "bus_step_probabilities",
    "claim_true_fraction",
    "expected_bluff_net",
    "expected_true_matches",
    "expected_true_matches_by_patterns",
    "holds_fraction",
    "matches_distribution",
    "p_claim_true",
    "p_claim_true_for",
    "p_holds",
    "p_someone_matches",
    "p_someone_matches_by_counting",
    "two_hands_table",
    "two_hands_table_by_counting",
]


def _check_others(n_others: int, hand_size: int, knowing_own_hand: bool) -> int:
    """Check the arguments of the "someone holds the rank" odds; the number of unseen cards."""
    n_others = whole_number(n_others, "n_others", 0)
    hand_size = whole_number(hand_size, "hand_size", 1, 13)
    knowing_own_hand = check_flag(knowing_own_hand, "knowing_own_hand")
    unseen = 51 - (hand_size if knowing_own_hand else 0)
    if n_others * hand_size > unseen:
        shown = quoted(n_others)  # a huge number is cut short
        raise RuleError(
            f"{shown} players with {hand_size} cards need more than the {unseen} unseen cards",
            "karten_err_unseen",
            n=shown,
            hand=hand_size,
            unseen=unseen,
        )
    return unseen


def p_someone_matches(
    n_others: int, hand_size: int = 4, knowing_own_hand: bool = False
) -> sympy.Rational:
    """P(at least one of `n_others` players holds the rank of the card just revealed).

    The hands of the others are `n_others * hand_size` cards drawn from the cards you
    cannot see, of which 3 have the rank: X ~ Hypergeometric(unseen, 3, n_others * h),
    P(X >= 1) = 1 - C(unseen - 3, n h) / C(unseen, n h). By default only the revealed
    card is known (unseen = 51); with `knowing_own_hand` you also know your own hand and
    that it holds no card of the rank (unseen = 51 - hand_size).
    """
    unseen = _check_others(n_others, hand_size, knowing_own_hand)
    if n_others == 0:
        return sympy.Integer(0)
    x = Hypergeometric("X", unseen, 3, n_others * hand_size)
    return sympy.Rational(P(sympy.Ge(x, 1)))


def matches_distribution(
    n_others: int, hand_size: int = 4, knowing_own_hand: bool = False
) -> Distribution:
    """The chance step behind `p_someone_matches`: how many of the 3 other cards of the
    revealed rank the others hold, by counting card sets (k -> C(3,k) C(U-3, m-k) / C(U, m),
    m = n_others * hand_size)."""
    unseen = _check_others(n_others, hand_size, knowing_own_hand)
    m = n_others * hand_size
    return Distribution.from_counts(
        {k: comb(3, k) * comb(unseen - 3, m - k) for k in range(4) if m - k >= 0}
    )


def p_someone_matches_by_counting(
    n_others: int, hand_size: int = 4, knowing_own_hand: bool = False
) -> sympy.Rational:
    """The same chance by counting deals of the rules engine.

    The engine deals a labelled deck (`deal_in_order`: the pyramid first, then the
    hands); the revealed card is the first pyramid card. The
    three other cards of its rank may lie in any 3 of the remaining deck positions, all
    C(51, 3) placements equally likely (C(51 - h, 3) when the viewer's own hand is known
    to hold none). Count the placements that put one into a hand of the others.
    """
    _check_others(n_others, hand_size, knowing_own_hand)
    return _by_counting(int(n_others), int(hand_size), knowing_own_hand)


@cache
def _by_counting(n_others: int, hand_size: int, knowing_own_hand: bool) -> sympy.Rational:
    viewer = 1 if knowing_own_hand else 0
    n_players = max(n_others + viewer, 3)
    rules = Rules(hand_size=hand_size, max_players=max(8, n_players))
    game = deal_in_order(n_players, DECK, rules)
    places = game.card_places()
    others = set(range(n_others))
    seat_of = {i: place[1] for i, code in enumerate(DECK) if (place := places[code])[0] == "hand"}
    first = DECK.index(game.pyramid[0])
    free = [
        i
        for i in range(len(DECK))
        if i != first and not (knowing_own_hand and seat_of.get(i) == n_others)
    ]
    in_hand = [seat_of.get(i) in others for i in free]
    hits = sum(1 for trio in combinations(range(len(free)), 3) if any(in_hand[i] for i in trio))
    return sympy.Rational(hits, comb(len(free), 3))


def two_hands_table(hand_size: int = 4) -> Distribution:
    """The two-way table of two hands at the first revealed card, before anybody has
    looked: (the claimant holds its rank, the other player holds it) -> probability.

    The claimant's row decides whether a claim would be true or a bluff. Filled the way
    a two-way table is filled at school: each margin is P(a hand holds the rank) =
    `p_holds(51, 3, h)`, the cell "neither" is the complement of "one of the two holds
    it", 1 - `p_someone_matches(2, h)`, and the other cells follow from the sums.
    """
    whole_number(hand_size, "hand_size", 1, 12)
    holds = holds_fraction(51, 3, hand_size)
    neither = 1 - as_fraction(p_someone_matches(2, hand_size))
    only_one = (1 - holds) - neither
    return Distribution(
        {
            (True, True): holds - only_one,
            (True, False): only_one,
            (False, True): only_one,
            (False, False): neither,
        }
    )


def two_hands_table_by_counting(hand_size: int = 4) -> Distribution:
    """`two_hands_table` by counting deals of the rules engine: the engine deals a
    labelled deck (`deal_in_order`), seat 1 is the claimant and seat 0 the other
    player; the three other cards of the first pyramid card's rank lie in any 3 of the
    remaining 51 deck positions, all placements equally likely. Each placement is
    sorted into its cell."""
    return _two_hands_by_counting(whole_number(hand_size, "hand_size", 1, 12))


@cache
def _two_hands_by_counting(hand_size: int) -> Distribution:
    game = deal_in_order(3, DECK, Rules(hand_size=hand_size))
    places = game.card_places()
    seat = [places[code][1] if places[code][0] == "hand" else None for code in DECK]
    first = DECK.index(game.pyramid[0])
    free = [seat[i] for i in range(len(DECK)) if i != first]
    counts = dict.fromkeys([(True, True), (True, False), (False, True), (False, False)], 0)
    for trio in combinations(free, 3):
        counts[(1 in trio, 0 in trio)] += 1
    return Distribution.from_counts(counts)


def _pyramid_cards(n_players: int, rows: int, hand_size: int, pyramids: int) -> int:
    """The pyramid cards of a table, after checking it through `Rules` (the same limits
    and the same card count the engine uses)."""
    pyramids = whole_number(pyramids, "pyramids", 1, 2)
    rules = Rules(rows=rows, hand_size=hand_size, double_pyramid=pyramids == 2)
    rules.check_table(whole_number(n_players, "n_players", 1, 26))
    return rules.pyramid_cards


def expected_true_matches(
    n_players: int, rows: int = 5, hand_size: int = 4, pyramids: int = 1
) -> sympy.Rational:
    """Expected number of (pyramid card, player) pairs where the player was dealt a
    card of that rank: the number of true claims the pyramid offers.

    By linearity: pyramid cards x players x P(a given hand holds the rank of a given
    pyramid card) = P n (1 - C(48, h) / C(51, h)).
    """
    p_hold = 1 - sympy.binomial(48, hand_size) / sympy.binomial(51, hand_size)
    cards = _pyramid_cards(n_players, rows, hand_size, pyramids)
    return cards * n_players * p_hold


def expected_true_matches_by_patterns(
    n_players: int, rows: int = 5, hand_size: int = 4, pyramids: int = 1
) -> sympy.Rational:
    """The same expectation from the hand's side: list every multiset of ranks a hand
    can have (with its number of hands); a hand with d different ranks leaves 4d - h
    cards of its ranks among the other 52 - h cards, and each pyramid card is one of
    those with probability (4d - h) / (52 - h)."""
    cards = _pyramid_cards(n_players, rows, hand_size, pyramids)
    total = Fraction(0)
    hands = 0
    for ranks in combinations_with_replacement(range(len(RANKS)), hand_size):
        counts = [ranks.count(r) for r in set(ranks)]
        if max(counts) > len(SUITS):
            continue
        ways = prod(comb(len(SUITS), c) for c in counts)
        hands += ways
        total += ways * Fraction(4 * len(counts) - hand_size, 52 - hand_size)
    per_player = total / hands
    return to_sympy(cards * n_players * per_player)


def p_holds(unseen: int, matching: int, hand_size: int) -> sympy.Rational:
    """P(a hand of `hand_size` unseen cards holds at least one of `matching` cards)."""
    return to_sympy(holds_fraction(unseen, matching, hand_size))


def p_claim_true(
    unseen: int, matching: int, hand_size: int, bluff_rate: sympy.Rational | Fraction | int
) -> sympy.Rational:
    """Bayes: P(the claimant holds the rank | a claim), for a claimant who always claims
    when holding the rank and bluffs with probability `bluff_rate` otherwise.

    prior = p_holds(unseen, matching, hand_size) (hypergeometric); P(true | claim) =
    prior / (prior + (1 - prior) * bluff_rate). A claim the model calls impossible
    (no card of the rank unseen) is a sure bluff: 0.
    """
    return to_sympy(claim_true_fraction(unseen, matching, hand_size, bluff_rate))


def p_claim_true_for(
    view: Knowledge, claimant: int, rank: str, bluff_rate: sympy.Rational | Fraction | int
) -> sympy.Rational:
    """`p_claim_true` from one player's knowledge: the unseen cards are those the player
    cannot see, the claimant's hand size is public. Earlier behaviour of the claimant
    is not used as evidence, only the cards."""
    if not isinstance(view, Knowledge):
        raise RuleError(
            f"a player's Knowledge is needed, not {quoted(view)}", "karten_err_knowledge"
        )
    claimant = whole_number(claimant, "claimant", 0, view.n_players - 1)
    return p_claim_true(
        len(view.unseen_cards()), view.unseen_of_rank(rank), view.hand_sizes[claimant], bluff_rate
    )


def bluff_outcomes(row_value: int, p_call: Fraction | int, call_factor: int = 2) -> Distribution:
    """What one bluff at a row does to the bluffer, against targets that call with
    probability `p_call`: ("caught", -factor * v) chips taken, or ("stands", v) chips
    handed out. As a `Distribution` over (outcome, net chips), where net chips are
    chips handed out minus chips taken. `row_value` is 1 to 7, `call_factor` 1 to 10,
    `p_call` an exact rate (`check_rate`)."""
    row_value = whole_number(row_value, "row_value", 1, 7)
    call_factor = whole_number(call_factor, "call_factor", 1, 10)
    p = check_rate(p_call, "p_call")
    return Distribution({("caught", -call_factor * row_value): p, ("stands", row_value): 1 - p})


def expected_bluff_net(
    row_value: int | sympy.Expr, p_call: sympy.Expr | Fraction | int, call_factor: int = 2
) -> sympy.Expr:
    """Expected net chips (handed out minus taken) of one bluff: v (1 - c) - 2 v c =
    v (1 - 3c) with the default factor 2; works with SymPy symbols too. A bluff pays on
    average exactly when c < 1 / (1 + factor), i.e. 1/3."""
    if not isinstance(row_value, sympy.Basic):
        whole_number(row_value, "row_value", 1, 7)
    whole_number(call_factor, "call_factor", 1, 10)
    c = p_call if isinstance(p_call, sympy.Basic) else to_sympy(check_rate(p_call, "p_call"))
    return sympy.expand(row_value * (1 - c) - call_factor * row_value * c)


# --- Ride the Bus -----------------------------------------------------------------------


def _values_pass_q2_q3() -> tuple[sympy.Rational, sympy.Rational]:
    """P(pass question 2) and P(pass questions 2 and 3) with best guesses, from card
    values alone (13 values, 4 cards each; suits play no part in these questions)."""
    values = range(13)
    pass2 = sympy.Integer(0)
    pass23 = sympy.Integer(0)
    for v1 in values:
        above = [v for v in values if v > v1]
        below = [v for v in values if v < v1]
        side = above if len(above) >= len(below) else below
        for v2 in side:
            p_c2 = sympy.Rational(1, 13) * sympy.Rational(4, 51)
            pass2 += p_c2
            low, high = sorted((v1, v2))
            inside = 4 * (high - low - 1)
            outside = 4 * (13 - (high - low + 1))
            pass23 += p_c2 * sympy.Rational(max(inside, outside), 50)
    return pass2, pass23


@cache
def bus_step_probabilities() -> tuple[sympy.Rational, ...]:
    """P(all of questions 1..k right), k = 1..4, with best guesses, each run of four
    cards from a freshly shuffled 52-card deck (closed form over values).

    Question 1: 26 of 52. Question 4: three cards cover at most three suits, so some
    suit still has all 13 of its cards among the 49 left: 13/49 whatever came before.
    """
    pass2, pass23 = _values_pass_q2_q3()
    half = sympy.Rational(1, 2)
    return (half, half * pass2, half * pass23, half * pass23 * sympy.Rational(13, 49))


def bus_one_go() -> sympy.Rational:
    """P(getting through all four questions in one go with best guessing)."""
    return bus_step_probabilities()[3]


def bus_expected_cards() -> sympy.Rational:
    """Expected cards turned until the four questions are passed, each run starting
    from a fresh deck. Runs are independent, so (renewal / Wald) the expected total is
    E[cards in one run] / P(a run succeeds), with E[cards in one run] = 1 + P(pass 1)
    + P(pass 1, 2) + P(pass 1, 2, 3)."""
    steps = bus_step_probabilities()
    return sympy.Rational((1 + steps[0] + steps[1] + steps[2]) / steps[3])


def bus_expected_cards_markov(steps: tuple[sympy.Rational, ...]) -> sympy.Rational:
    """The expected cards as an absorbing Markov chain on "questions passed so far"
    (0..3), solved by SymPy: E_k = 1 + q_k E_{k+1} + (1 - q_k) E_0, E_4 = 0, where
    q_k = P(pass question k+1 | passed the first k) comes from `steps`: four exact
    rates, each above 0 and at most the one before (`bus_step_probabilities()`)."""
    rates = [check_rate(s, "a step") for s in few_items(steps, "steps", 4)]
    if len(rates) != 4 or not 0 < rates[3] <= rates[2] <= rates[1] <= rates[0]:
        raise RuleError(
            "steps must be P(questions 1..k right) for k = 1..4: four exact rates, each "
            f"above 0 and at most the one before, not {quoted(steps)}",
            "karten_err_steps",
            value=quoted(steps),
        )
    steps = tuple(to_sympy(r) for r in rates)
    e = sympy.symbols("E0:4")
    cond = [steps[0]] + [steps[k] / steps[k - 1] for k in range(1, 4)]
    equations = [
        sympy.Eq(e[k], 1 + cond[k] * (e[k + 1] if k < 3 else 0) + (1 - cond[k]) * e[0])
        for k in range(4)
    ]
    return sympy.solve(equations, e, dict=True)[0][e[0]]


def bus_attempt_distribution() -> Distribution:
    """How one run ends: ("wrong", k) at question k, or ("through", 4)."""
    steps = [Fraction(1)] + [as_fraction(s) for s in bus_step_probabilities()]
    outcomes = {("wrong", k): steps[k - 1] - steps[k] for k in range(1, 5)}
    outcomes[("through", 4)] = steps[4]
    return Distribution(outcomes)


def bus_by_enumeration(ace_high: bool = True) -> tuple[sympy.Rational, ...]:
    """P(questions 1..k right), k = 1..4, by walking every ordered draw of three cards
    through the engine's `bus_answer_correct` with the best answer at each step; the
    fourth question is counted by suits of the 49 cards left."""
    return _bus_by_enumeration(check_flag(ace_high, "ace_high"))


@cache
def _bus_by_enumeration(ace_high: bool) -> tuple[sympy.Rational, ...]:
    deck = list(DECK)
    step = [Fraction(0)] * 4
    guess1 = best_bus_answer((), deck, ace_high)
    for c1 in deck:
        if not bus_answer_correct(0, guess1, (), c1, ace_high):
            continue
        step[0] += Fraction(1, 52)
        left1 = [c for c in deck if c != c1]
        answer2 = best_bus_answer((c1,), left1, ace_high)
        for c2 in left1:
            if not bus_answer_correct(1, answer2, (c1,), c2, ace_high):
                continue
            p2 = Fraction(1, 52 * 51)
            step[1] += p2
            left2 = [c for c in left1 if c != c2]
            answer3 = best_bus_answer((c1, c2), left2, ace_high)
            best3 = [c for c in left2 if bus_answer_correct(2, answer3, (c1, c2), c, ace_high)]
            step[2] += p2 * Fraction(len(best3), 50)
            for c3 in best3:
                suits_gone = [suit_of(c) for c in (c1, c2, c3)]
                best4 = max(13 - suits_gone.count(s) for s in SUITS)
                step[3] += p2 * Fraction(1, 50) * Fraction(best4, 49)
    return tuple(to_sympy(s) for s in step)
