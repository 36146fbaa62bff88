"""Claims and how they are settled (RULES.md §3): the shares, the answers, the chips.

Rulings where RULES.md and the rule text leave a gap (they are repeated in the lesson):

- A player makes at most one claim per revealed card.
- The targets of a claim answer one after the other in seat order after the claimant;
  the first "Bluff!" settles the claim, targets after it are not asked.
- Chips have a giver and a taker. On an unchallenged claim the claimant hands out each
  target's share. On a call of a true claim the claimant hands out 2 x row value to the
  caller and the shares of the other targets. On a caught bluff the caller hands out
  2 x row value to the claimant. So, apart from Ride the Bus, every chip taken was
  handed out by somebody: sum(taken) = sum(handed_out) + sum(bus_taken).
- A claimant holding two cards of the rank shows the first one in the hand.
- No bluffing variant: a claim is only allowed when the claimant holds the rank; the
  card is shown and discarded at once and the targets take their shares.
- One bluff per game: a second claim without the rank is refused. Whether a player has
  used the bluff is private (only a caught bluff becomes public).

Each function takes the state before and returns the state after (the engine in
`game.py` checks the phase and whose turn it is first).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from pyramide_kit.errors import RuleError
from pyramide_kit.karten.bus import start_bus
from pyramide_kit.karten.cards import rank_of
from pyramide_kit.karten.moves import Accept, Call, Claim, Pass
from pyramide_kit.karten.record import Event, bumped, evolved, logged
from pyramide_kit.karten.rules import Rules

if TYPE_CHECKING:
    from pyramide_kit.karten.game import KartenState

__all__ = [
    "PendingClaim",
    "accept",
    "bluff_allowed",
    "call",
    "check_shares",
    "claim",
    "pass_",
    "splits",
]


@dataclass(frozen=True)
class PendingClaim:
    """A claim waiting for its targets' answers (public)."""

    player: int
    rank: str
    value: int
    shares: tuple[tuple[int, int], ...]
    responders: tuple[int, ...]


def bluff_allowed(rules: Rules, bluffs_used: int) -> bool:
    """Whether a player who has bluffed `bluffs_used` times may bluff now. The player
    knows both, so computer players ask this too instead of repeating the rule."""
    return rules.bluffing and not (rules.one_bluff_per_game and bluffs_used >= 1)


@cache
def splits(value: int, targets: tuple[int, ...]) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Every way to hand out `value` chips as shares >= 1 to some of `targets` (in the
    targets' order, so each split is listed once, in the form a `Claim` keeps)."""
    if value == 0:
        return ((),)
    if not targets:
        return ()
    first, rest = targets[0], targets[1:]
    out = list(splits(value, rest))
    for chips in range(1, value + 1):
        out += [((first, chips), *more) for more in splits(value - chips, rest)]
    return tuple(out)


def check_shares(n_players: int, player: int, shares: tuple, value: int) -> None:
    """Refuse shares that do not hand out exactly `value` chips, at least 1 each, to
    other players named once each."""
    if not shares:
        raise RuleError(
            f"a claim hands out {value} chips to at least one other player",
            "karten_err_no_target",
            value=value,
        )
    for t, c in shares:
        if not 0 <= t < n_players or t == player:
            raise RuleError(
                f"player {t} cannot be a target; choose other players among 0..{n_players - 1}",
                "karten_err_target",
                target=t,
            )
        if c < 1:
            raise RuleError(
                f"each target gets at least 1 chip, not {c}", "karten_err_share", chips=c
            )
    targets = [t for t, _ in shares]
    if len(set(targets)) != len(targets):
        raise RuleError("each target may be named only once in a claim", "karten_err_twice")
    total = sum(c for _, c in shares)
    if total != value:
        raise RuleError(
            f"the shares must add up to the row value {value}, not {total}",
            "karten_err_split",
            value=value,
            total=total,
        )


def claim(state: KartenState, move: Claim) -> KartenState:
    """A claim: refused if bluffing is not allowed to this player; in the no-bluffing
    variant shown and paid at once, else the targets are asked in seat order."""
    value = state.row_value
    check_shares(len(state.seats), move.player, move.shares, value)
    rank = rank_of(state.current_card)
    truthful = state.holds_rank(move.player, rank)
    if not truthful and not state.rules.bluffing:
        raise RuleError(
            f"bluffing is off in this game: claim only a rank you hold "
            f"({rank} is not in your hand)",
            "karten_err_no_bluffing",
            rank=rank,
        )
    if not truthful and not bluff_allowed(state.rules, state.bluffs[move.player]):
        raise RuleError(
            f"you have used your one bluff; claim only a rank you hold "
            f"({rank} is not in your hand)",
            "karten_err_bluff_used",
            rank=rank,
        )
    if not truthful:
        state = evolved(state, bluffs=bumped(state.bluffs, move.player, 1))
    state = logged(state, Event("claim", move.player, card=rank, value=value, shares=move.shares))
    if not state.rules.bluffing:
        state = _show(state, move.player, rank, -1)
        state = _hand_out_shares(state, move.player, move.shares, skip=-1)
        return _next_claimant(state)
    n = len(state.seats)
    targets = {t for t, _ in move.shares}
    responders = tuple(
        (move.player + i) % n for i in range(1, n) if (move.player + i) % n in targets
    )
    pending = PendingClaim(move.player, rank, value, move.shares, responders)
    return evolved(state, phase="respond", pending=pending, responders_done=0)


def pass_(state: KartenState, move: Pass) -> KartenState:
    """No claim: the next player in seat order may claim."""
    return _next_claimant(logged(state, Event("pass", move.player)))


def accept(state: KartenState, move: Accept) -> KartenState:
    """A target accepts; when the last target has accepted, the claim stands unchecked."""
    state = logged(state, Event("accept", move.player))
    pending = state.pending
    assert pending is not None
    done = state.responders_done + 1
    if done < len(pending.responders):
        return evolved(state, responders_done=done)
    state = _hand_out_shares(state, pending.player, pending.shares, skip=-1)
    state = logged(state, Event("unchallenged", pending.player, value=pending.value))
    return _next_claimant(evolved(state, pending=None, responders_done=0))


def call(state: KartenState, move: Call) -> KartenState:
    """ "Bluff!": a true claim is shown and the caller takes the stake, a bluff costs the
    claimant the stake (handed out by the caller)."""
    pending = state.pending
    assert pending is not None
    caller = move.player
    state = logged(state, Event("call", caller, other=pending.player))
    stake = state.rules.call_factor * pending.value
    if state.holds_rank(pending.player, pending.rank):
        state = _show(state, pending.player, pending.rank, caller)
        state = _give(state, pending.player, caller, stake)
        state = _hand_out_shares(state, pending.player, pending.shares, skip=caller)
    else:
        state = _give(state, caller, pending.player, stake)
        state = logged(state, Event("caught", pending.player, value=stake, other=caller))
    return _next_claimant(evolved(state, pending=None, responders_done=0))


def _give(state: KartenState, giver: int, taker: int, chips: int) -> KartenState:
    return evolved(
        state,
        handed_out=bumped(state.handed_out, giver, chips),
        taken=bumped(state.taken, taker, chips),
    )


def _hand_out_shares(state: KartenState, claimant: int, shares: tuple, skip: int) -> KartenState:
    for target, chips in shares:
        if target != skip:
            state = _give(state, claimant, target, chips)
    return state


def _show(state: KartenState, player: int, rank: str, caller: int) -> KartenState:
    hand = state.hands[player]
    shown = next(c for c in hand if rank_of(c) == rank)
    rest = tuple(c for c in hand if c != shown)
    hands = tuple(rest if i == player else h for i, h in enumerate(state.hands))
    discards = tuple((*d, shown) if i == player else d for i, d in enumerate(state.discards))
    state = evolved(state, hands=hands, discards=discards)
    return logged(state, Event("shown", player, card=shown, other=caller))


def _next_claimant(state: KartenState) -> KartenState:
    turn = state.claimant_turn + 1
    if turn < len(state.seats):
        return evolved(state, phase="claim", claimant_turn=turn)
    if state.revealed < len(state.pyramid):
        return evolved(state, phase="reveal", claimant_turn=0)
    return start_bus(evolved(state, claimant_turn=0))
