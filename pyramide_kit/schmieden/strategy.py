"""The computer's policy for Würfelpyramiden schmieden, row by row.

The policy looks only at the dice on the table and decides each row in turn, base first,
so that a middle die can rest on base dice placed in the same throw:

1. Base (white dice): place every white die showing at least `min_base`, the highest
   into B2 (it carries both middle dice, so a high B2 helps twice), then B1, then B3.
   After the first throw, if no white die reaches `min_base`, the highest white dice are
   placed anyway until the rule's minimum is met; such a forced low die goes to an outer
   place (B1, then B3) so that it hurts only one middle place.
2. Middle (blue dice): highest first, a blue die showing at least `min_middle` goes into
   a free middle place whose base is filled and where it fits (2 × M < sum below); if
   both places take it, into the one with the smaller sum below (M1 on equal sums), so
   the roomier place is kept for the other blue die. A middle die below `min_middle` is
   not placed: two low middle dice leave too little room for the top (on 1 and 1 no top
   fits at all).
3. Top (green die): placed whenever it fits; it completes the pyramid.

Whether a die may go into a place is asked of the rules (`conditions.can_place`), how
many dice a throw rolls of `conditions.dice_to_roll`, how many white dice the first throw
still needs of the round state; the policy only chooses among the allowed places.
`Policy.choose(state)` returns the seat's next move under the table protocol: `Roll()`
between throws, the next `Place` of the plan for the dice on the table, or `EndThrow()`.
The plan is made afresh after each placement, from the dice still on the table, so it is
the same plan the row-by-row functions make for the whole throw at once. The decision
depends only on the placed dice, the values rolled and how many white dice the first
throw still needs, which is what lets `odds` compute the policy's exact distribution by a
recursion over the placed-dice states.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pyramide_kit.checks import settle, strict_fields, whole_number
from pyramide_kit.errors import RuleError
from pyramide_kit.schmieden.conditions import Placed, can_place
from pyramide_kit.schmieden.game import Game
from pyramide_kit.schmieden.moves import EndThrow, Place, Roll
from pyramide_kit.schmieden.pieces import PLACE_ROW, PLACES, ROW_PLACES, ROW_SLOTS, SUPPORTS
from pyramide_kit.schmieden.round import RoundState
from pyramide_kit.schmieden.rules import Rules
from pyramide_kit.table import CHANCE

__all__ = [
    "GREEDY",
    "Policy",
    "choose_base",
    "choose_middle",
    "choose_moves",
    "choose_top",
    "play_round",
]

_STRONG_ORDER = ("B2", "B1", "B3")
_WEAK_ORDER = ("B1", "B3", "B2")


@strict_fields
@dataclass(frozen=True)
class Policy:
    """The computer's thresholds: the least white and blue die values it builds in.

    The defaults are the best pair on the grid min_base 1..4 × min_middle 1..3 by the
    exact expected points of a round (`odds.expected_points` for each pair, about half
    a minute in all; (2, 1) and (3, 2) come next).
    """

    min_base: int = 2
    min_middle: int = 2

    def __post_init__(self) -> None:
        for name in ("min_base", "min_middle"):
            settle(self, name, whole_number(getattr(self, name), name, 1, 6))

    def choose(self, state: Game | RoundState) -> Roll | Place | EndThrow:
        """The move of the seat to move (a move of `state.legal_moves()`)."""
        turn = state.turn if isinstance(state, Game) else state
        if (
            not isinstance(turn, RoundState)
            or (isinstance(state, Game) and state.to_move in (None, CHANCE))
            or turn.over
            or turn.rolling
        ):
            raise RuleError(
                "the policy chooses only when a seat is to move", "schmieden_err_no_choice"
            )
        if turn.rolled is None:
            return Roll()
        moves = choose_moves(turn, self)
        return Place(*moves[0]) if moves else EndThrow()


GREEDY = Policy(min_base=1, min_middle=1)
"""Places every die that is allowed to go somewhere."""


def _put(placed: Placed, place: str, value: int) -> Placed:
    index = PLACES.index(place)
    return (*placed[:index], value, *placed[index + 1 :])


def choose_base(
    placed: Placed, whites: Sequence[int], forced: int, policy: Policy
) -> tuple[Placed, list[tuple[int, str]]]:
    """The base step: the new placed tuple and the (value, place) pairs it used.

    `forced` is how many white dice must be placed now (the first-throw rule).
    """
    free = [p for p in _STRONG_ORDER if placed[PLACES.index(p)] is None]
    ordered = sorted(whites, reverse=True)
    strong = [v for v in ordered if v >= policy.min_base][: len(free)]
    weak = ordered[len(strong) : len(strong) + max(0, min(forced, len(free)) - len(strong))]
    moves: list[tuple[int, str]] = []
    for value in strong:
        place = next(p for p in _STRONG_ORDER if p in free)
        free.remove(place)
        moves.append((value, place))
    for value in weak:
        place = next(p for p in _WEAK_ORDER if p in free)
        free.remove(place)
        moves.append((value, place))
    for value, place in moves:
        placed = _put(placed, place, value)
    return placed, moves


def choose_middle(
    placed: Placed, blues: Sequence[int], policy: Policy
) -> tuple[Placed, list[tuple[int, str]]]:
    """The middle step: blue dice into fitting middle places, tightest fit first."""
    moves: list[tuple[int, str]] = []
    for value in sorted(blues, reverse=True):
        if value < policy.min_middle:
            continue
        options = [
            (sum(placed[PLACES.index(s)] for s in SUPPORTS[place]), place)
            for place in ROW_PLACES["middle"]
            if can_place(placed, place, value)
        ]
        if options:
            place = min(options)[1]
            placed = _put(placed, place, value)
            moves.append((value, place))
    return placed, moves


def choose_top(placed: Placed, greens: Sequence[int]) -> tuple[Placed, list[tuple[int, str]]]:
    """The top step: the green die goes on top whenever it fits."""
    if greens and can_place(placed, "T", greens[0]):
        return _put(placed, "T", greens[0]), [(greens[0], "T")]
    return placed, []


def choose_moves(state: RoundState, policy: Policy = Policy()) -> list[tuple[int, str]]:
    """The policy's placements for the dice just rolled, as (slot, place) in move order."""
    if state.rolled is None:
        return []
    rows = {
        row: [(slot, state.rolled[slot]) for slot in slots if state.rolled[slot] is not None]
        for row, slots in ROW_SLOTS.items()
    }
    forced = state.base_needed_now
    placed = state.placed
    value_moves: list[tuple[int, str]] = []
    placed, moves = choose_base(placed, [v for _, v in rows["base"]], forced, policy)
    value_moves += moves
    placed, moves = choose_middle(placed, [v for _, v in rows["middle"]], policy)
    value_moves += moves
    placed, moves = choose_top(placed, [v for _, v in rows["top"]])
    value_moves += moves
    slot_moves = []
    for value, place in value_moves:
        row = PLACE_ROW[place]
        slot = next(s for s, v in rows[row] if v == value)
        rows[row].remove((slot, value))
        slot_moves.append((slot, place))
    return slot_moves


def play_round(rng: Any, policy: Policy = Policy(), rules: Rules | None = None) -> RoundState:
    """One whole round played by the policy with a seeded generator; the final state."""
    state = RoundState(Rules() if rules is None else rules)
    while not state.over:
        move = policy.choose(state)
        state = state.roll(rng) if isinstance(move, Roll) else state.apply(move)
    return state
