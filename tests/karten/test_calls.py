"""Computer players call "Bluff!" at the rate their model gives, by a second route.

The table: four seats, every seat passes until the last (top) card is turned up; then
seat 0 claims it and hands its whole value to seat 1, a default `Policy`, which answers.
Seat 1 sees its own four cards and the fifteen face-up cards, so 33 cards are unseen to
it, and the claimant holds four of them. The model (the strategy's docstring, RULES.md
§3): a claimant holding the rank claims it, one without it bluffs at the row's rate r;
by Bayes, with m cards of the rank unseen and the hypergeometric prior
P(holds) = 1 - C(33 - m, 4) / C(33, 4),

    P(bluff | claim) = (1 - P(holds)) r / (P(holds) + (1 - P(holds)) r),

and the policy calls when that exceeds its threshold 1/2 (the whole row value is its
share). Besides the top card, the caller sees j of the three other cards of its rank,
and those 18 cards it sees are 18 of the 51 others at random: P(j) is hypergeometric.
So P(call) = sum of P(j) over the j whose m = 3 - j gives P(bluff | claim) > 1/2. All of
it is written out here with `math.comb` and `Fraction`; the kit's odds are not asked.

The engine route plays seeded games through the protocol: each answer must be the
model's decision for the state's own j, and the share of calls must lie in the central
99.9 % interval of the binomial law of the exact P(call).
"""

from __future__ import annotations

from fractions import Fraction
from math import comb

import numpy as np

from pyramide_kit.karten import Call, Claim, Pass, Reveal, new_game
from pyramide_kit.karten.cards import rank_of
from pyramide_kit.karten.simulation import policy_tournament
from pyramide_kit.karten.strategy import Policy
from pyramide_kit.table import CHANCE

RATE_TOP_ROW = Fraction(5, 20)
"""The default bluff rate on row 5 (the strategy's documented defaults, 1/20 per row)."""
UNSEEN, HAND, OTHERS, SEEN = 33, 4, 51, 18
GAMES = 600


def p_bluff(unseen_of_rank: int) -> Fraction:
    prior = 1 - Fraction(comb(UNSEEN - unseen_of_rank, HAND), comb(UNSEEN, HAND))
    bluffing = (1 - prior) * RATE_TOP_ROW
    return bluffing / (prior + bluffing)


def calls(seen_of_rank: int) -> bool:
    return p_bluff(3 - seen_of_rank) > Fraction(1, 2)


def p_seen(j: int) -> Fraction:
    return Fraction(comb(3, j) * comb(OTHERS - 3, SEEN - j), comb(OTHERS, SEEN))


P_CALL = sum(p_seen(j) for j in range(4) if calls(j))


def binomial_interval(n: int, p: Fraction, outside: Fraction) -> tuple[int, int]:
    """The counts from `low` to `high` of a binomial(n, p) law, each tail left outside
    holding at most `outside` / 2 and one count more in it holding more."""
    law = [comb(n, k) * p**k * (1 - p) ** (n - k) for k in range(n + 1)]
    low, below = 0, Fraction(0)
    while below + law[low] <= outside / 2:
        below += law[low]
        low += 1
    high, above = n, Fraction(0)
    while above + law[high] <= outside / 2:
        above += law[high]
        high -= 1
    return low, high


def last_card_answer(rng: np.random.Generator, policy: Policy) -> tuple[int, bool]:
    """One game to the last card as above: (cards of the top card's rank that seat 1
    sees besides it, whether seat 1 called)."""
    state = new_game(4)
    while True:
        if state.to_move is CHANCE:
            state = state.apply(state.sample_chance(rng))
        elif state.phase == "reveal":
            state = state.apply(Reveal())
        elif state.phase == "claim" and state.revealed < len(state.pyramid):
            state = state.apply(Pass(state.to_move))
        elif state.phase == "claim":
            state = state.apply(Claim(0, ((1, state.row_value),)))
            rank = rank_of(state.current_card)
            seen = list(state.hands[1]) + list(state.pyramid[:-1])
            answer = policy.choose(state, rng)
            return sum(rank_of(c) == rank for c in seen), isinstance(answer, Call)


def test_the_exact_call_rate_is_a_real_chance():
    assert Policy().rate(5) == RATE_TOP_ROW
    assert [calls(j) for j in range(4)] == [False, False, True, True]
    assert 0 < P_CALL < 1


def test_a_computer_calls_as_its_model_says_and_as_often():
    rng = np.random.default_rng(2026)
    policy = Policy()
    answers = [last_card_answer(rng, policy) for _ in range(GAMES)]
    assert all(called == calls(seen) for seen, called in answers)
    low, high = binomial_interval(GAMES, P_CALL, Fraction(1, 1000))
    assert low <= sum(called for _, called in answers) <= high


def test_the_interval_holds_its_stated_share():
    n, p = 40, Fraction(3, 10)
    low, high = binomial_interval(n, p, Fraction(1, 1000))
    law = [comb(n, k) * p**k * (1 - p) ** (n - k) for k in range(n + 1)]
    assert sum(law[:low]) <= Fraction(1, 2000) < sum(law[: low + 1])
    assert sum(law[high + 1 :]) <= Fraction(1, 2000) < sum(law[high:])


def test_every_default_computer_player_calls_in_whole_games():
    result = policy_tournament([Policy()] * 4, 150, np.random.default_rng(7))
    assert all(c > 0 for c in result["calls"])
    assert all(0 < c < a for c, a in zip(result["calls"], result["answered"], strict=True))
