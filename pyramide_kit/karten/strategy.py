"""Computer players: documented, tunable policies that see only their own knowledge.

A `Policy` turns a `Knowledge` (never the state itself) into a move; `Policy.choose(state)`
asks the state for the knowledge of the seat to move and nothing else:

- **Claims**: claim truthfully whenever the remembered hand holds the rank. Without
  the rank, bluff with the probability `bluff_rates[row - 1]` (higher rows are worth
  more, so the defaults rise with the row) unless bluffing is off, the one bluff is used
  up, or the player can see all four cards of the rank (a sure bluff).
- **Splitting** the row value: ``"leader"`` gives everything to the other player who
  has taken the fewest chips so far (the one to catch up with); ``"spread"`` deals the
  chips out one at a time, fewest-taken first.
- **Calls**: compute, with Bayes (`odds.claim_true_fraction`, the
  `Fraction` form of `odds.p_claim_true_for`), the exact probability that
  the claim is a bluff given only what this player can see and the bluff rate it
  believes the claimant uses (`assumed_bluff_rates`, by default its own). Call when that
  probability exceeds `call_threshold`. A claimant who was caught bluffing in a game
  with one bluff per player cannot bluff again, so that belief drops to 0.
  For the caller's own chips, calling pays off when P(bluff) > 1 - share / (2 v): with
  the whole row value as share that is 1/2, the default threshold.
- **Ride the Bus**: the answer that the most of the cards it cannot see would make right.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

import numpy as np

from pyramide_kit.checks import check_choice, settle, strict_fields
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.karten.bayes import check_rate, claim_true_fraction
from pyramide_kit.karten.bus import best_bus_answer
from pyramide_kit.karten.cards import rank_of
from pyramide_kit.karten.claims import bluff_allowed
from pyramide_kit.karten.game import KartenState
from pyramide_kit.karten.knowledge import Knowledge
from pyramide_kit.karten.moves import Accept, Call, Claim, Guess, Move, Pass, Reveal
from pyramide_kit.table import CHANCE

__all__ = [
    "CAREFUL",
    "DEFAULT_BLUFF_RATES",
    "HONEST",
    "Policy",
    "bluff_probability",
    "play_game",
]

DEFAULT_BLUFF_RATES = tuple(Fraction(k, 20) for k in range(1, 8))


def _rates(values: Any, name: str) -> tuple[Fraction, ...]:
    if not isinstance(values, tuple | list) or not values:
        raise RuleError(
            f"{name} is a non-empty list of rates, one per row, not {quoted(values)}",
            "karten_err_rates",
            name=name,
            value=quoted(values),
        )
    return tuple(check_rate(v, name) for v in values)


def _row_rate(rates: tuple[Fraction, ...], row: int) -> Fraction:
    """The rate of row `row` (1-based), the last one for rows beyond the list."""
    return rates[min(row, len(rates)) - 1]


def _rng_from(view: Knowledge) -> np.random.Generator:
    """A generator seeded by the seat's own knowledge alone: without a given `rng`,
    the same knowledge always gives the same move (and nothing hidden can enter)."""
    digest = hashlib.sha256(repr(view).encode()).digest()
    return np.random.default_rng(int.from_bytes(digest[:8], "big"))


@strict_fields
@dataclass(frozen=True)
class Policy:
    """A computer player's parameters (exact fractions, so Bayes stays exact).

    `bluff_rates[r - 1]`: probability of bluffing on a row-r card without the rank.
    `call_threshold`: call when P(bluff | what I see) is larger than this.
    `assumed_bluff_rates`: the rates this player believes the others use (None: its own).
    `split`: "leader" or "spread" (see the module text).
    """

    bluff_rates: tuple[Fraction, ...] = DEFAULT_BLUFF_RATES
    call_threshold: Fraction = Fraction(1, 2)
    assumed_bluff_rates: tuple[Fraction, ...] | None = None
    split: str = "leader"
    name: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "bluff_rates", _rates(self.bluff_rates, "bluff_rates"))
        threshold = check_rate(self.call_threshold, "call_threshold")
        object.__setattr__(self, "call_threshold", threshold)
        if self.assumed_bluff_rates is not None:
            object.__setattr__(
                self,
                "assumed_bluff_rates",
                _rates(self.assumed_bluff_rates, "assumed_bluff_rates"),
            )
        settle(self, "split", check_choice(self.split, "split", ("leader", "spread")))

    def rate(self, row: int) -> Fraction:
        """This player's bluff rate on a row-`row` card (the last rate for higher rows)."""
        return _row_rate(self.bluff_rates, row)

    def believed_rate(self, row: int) -> Fraction:
        """The bluff rate this player believes a claimant uses on a row-`row` card."""
        return _row_rate(self.assumed_bluff_rates or self.bluff_rates, row)

    def choose(self, state: KartenState, rng: Any = None) -> Move:
        """The move of the seat to move in `state`, decided from that seat's
        `knowledge` only (never from `state.legal_moves()`, which in the variants with
        restricted bluffing tells whether a claim would be a bluff). `rng` draws the
        bluffs; without it, a generator seeded by the seat's knowledge does."""
        if not isinstance(state, KartenState):
            raise RuleError(
                f"a policy chooses in a game of Pyramide with cards, not {quoted(state)}",
                "karten_err_state",
            )
        seat = state.to_move
        if seat is None or seat is CHANCE:
            raise RuleError(
                "no player is to move: chance acts or the game is over", "karten_err_no_player"
            )
        view = state.knowledge(seat)
        return self.act(view, _rng_from(view) if rng is None else rng)

    def act(self, view: Knowledge, rng: Any) -> Move:
        """The move for the player whose `view` this is (it must be their turn)."""
        if view.to_move != view.me:
            raise RuleError(f"it is not player {view.me}'s turn", "karten_err_not_your_turn")
        if view.phase == "reveal":
            return Reveal()
        if view.phase == "claim":
            return self.claim(view, rng)
        if view.phase == "respond":
            return Call(view.me) if self.wants_to_call(view) else Accept(view.me)
        return Guess(view.me, self.bus_answer(view))

    def claim(self, view: Knowledge, rng: Any) -> Claim | Pass:
        """Claim truthfully with the rank, bluff at the row's rate without it."""
        rank = rank_of(view.current_card)
        row = view.row_value
        if view.holds(rank):
            return Claim(view.me, self.shares(view, row))
        may_bluff = view.may_bluff() and view.unseen_of_rank(rank) > 0
        if may_bluff and rng.random() < self.rate(row):
            return Claim(view.me, self.shares(view, row))
        return Pass(view.me)

    def shares(self, view: Knowledge, value: int) -> tuple[tuple[int, int], ...]:
        """How the row value is handed out (see `split`)."""
        others = sorted(
            (p for p in range(view.n_players) if p != view.me),
            key=lambda p: (view.taken[p], (p - view.me) % view.n_players),
        )
        if self.split == "leader":
            return ((others[0], value),)
        chips: dict[int, int] = {}
        for k in range(value):
            target = others[k % len(others)]
            chips[target] = chips.get(target, 0) + 1
        return tuple(sorted(chips.items()))

    def wants_to_call(self, view: Knowledge) -> bool:
        """Call when the exact P(bluff | my knowledge) exceeds the threshold."""
        return bluff_probability(view, self) > self.call_threshold

    def bus_answer(self, view: Knowledge) -> str:
        """The answer made right by the most cards this player cannot see."""
        return best_bus_answer(view.bus_chain, view.unseen_cards(), view.rules.ace_high)


HONEST = Policy(bluff_rates=(0,) * 7, name="honest")
CAREFUL = Policy(call_threshold=Fraction(3, 4), name="careful")


def bluff_probability(view: Knowledge, policy: Policy) -> Fraction:
    """P(the pending claim is a bluff | `view`), with the bluff rate `policy` believes."""
    pending = view.pending
    if pending is None:
        raise RuleError("there is no claim to judge", "karten_err_no_claim")
    rate = policy.believed_rate(pending.value)
    caught = sum(1 for e in view.log if e.kind == "caught" and e.player == pending.player)
    if not bluff_allowed(view.rules, caught):
        rate = Fraction(0)
    unseen = len(view.unseen_cards())
    hand = view.hand_sizes[pending.player]
    return 1 - claim_true_fraction(unseen, view.unseen_of_rank(pending.rank), hand, rate)


def play_game(state: KartenState, policies: Sequence[Policy], rng: Any) -> KartenState:
    """Play `state` to the end: chance with `rng`, seat p following `policies[p]`."""
    if not isinstance(state, KartenState):
        raise RuleError(
            f"play_game plays a game of Pyramide with cards, not {quoted(state)}",
            "karten_err_state",
        )
    if len(policies) != len(state.seats) or not all(isinstance(p, Policy) for p in policies):
        raise RuleError(
            f"need one Policy per player: {len(state.seats)}, got {len(policies)}",
            "karten_err_policies",
            n=len(state.seats),
            got=len(policies),
        )
    while not state.over:
        seat = state.to_move
        move = state.sample_chance(rng) if seat is CHANCE else policies[seat].choose(state, rng)
        state = state.apply(move)
    return state
