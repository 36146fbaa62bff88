"""The table protocol that all five games speak, after OpenSpiel's game API.

A game state is a frozen value. Whoever uses it (a widget, a simulator, the exact layer,
a computer player, the optimal solver, the conformance tests) asks it the same questions:

- `state.to_move`: a seat index, `CHANCE` when chance acts next, `None` when the game
  is over; `state.over` is `to_move is None`;
- `state.legal_moves()`: a tuple of the moves allowed now (small frozen dataclasses);
  at a chance step, the chance moves;
- `state.apply(move)`: the next state, or a `RuleError` saying what is wrong and what is
  allowed (the state itself never changes: it is a value): an `IllegalMoveError` for a
  move of the game (one of `state.MOVES`) that the rules do not allow now, an
  `InvalidMoveError` for anything else (`classified_refusals`). Every game's `apply`
  works the same way: it refuses what is no move of the game (`refuse_foreign`, or the
  game's own message), then dispatches with a `match` on the move's class;
- `state.chance_outcomes()`: the exact `Distribution` of the chance moves at a chance
  step (probabilities summing to exactly 1);
- `state.sample_chance(rng)`: one chance move drawn with a seeded
  `numpy.random.Generator`, at every chance step;
- `state.totals()`: each seat's total so far (points, or chips taken in Karten), in
  seat order;
- `state.turns_done`: how many turns are over (`play_turn` plays one whole turn);
- `state.ranking()`: a tuple of `Standing(place, seat, total)`, best first, equal results
  sharing a place under the game's own tie rules;
- `state.history`: every move applied since `new_game`, chance moves included, so that a
  save is the move log and loading replays it through `apply`. It is a record only:
  nothing a state does may depend on it (the solver remembers positions without it);
- `state.seats` (the `Player`s at the table) and `state.rules` (the game's rules object).

Because there is one copy of each rule, the exact answer, the simulation, the coach and
the widget cannot disagree about it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from functools import wraps
from math import lcm
from typing import Any, ClassVar, NamedTuple, NoReturn, Protocol, TypeVar, runtime_checkable

from pyramide_kit.checks import draw, hashable
from pyramide_kit.errors import (
    LONGEST_QUOTED,
    IllegalMoveError,
    InvalidMoveError,
    RuleError,
    quoted,
)
from pyramide_kit.exact import Distribution
from pyramide_kit.seats import Player

__all__ = [
    "CHANCE",
    "UNRECORDED",
    "Growing",
    "Standing",
    "Table",
    "TableState",
    "check_policy",
    "classified_refusals",
    "grown",
    "play_turn",
    "play_until_human",
    "refuse_foreign",
    "refuse_move",
    "refuse_unlisted",
    "sample_from",
    "standings",
]


class _Chance:
    """The type of `CHANCE`: one object, compared by identity, never a seat index."""

    _instance: _Chance | None = None

    def __new__(cls) -> _Chance:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "CHANCE"

    def __reduce__(self) -> str:
        return "CHANCE"


CHANCE = _Chance()
"""`state.to_move` when chance acts next (a throw, a card dealt or drawn)."""


class Standing(NamedTuple):
    """One line of a ranking: the place (shared on a tie), the seat and its total."""

    place: int
    seat: int
    total: int


def standings(
    totals: Sequence[int], keys: Sequence[Hashable] | None = None
) -> tuple[Standing, ...]:
    """A ranking with shared places: seats ordered by `keys` (smaller is better), seats with
    equal keys sharing a place. Without `keys` the highest total is best.

    Every game ranks through this one function and only says what "better" means (its sort
    key), so shared places work the same way in all five games.
    """
    if keys is None:
        keys = [-total for total in totals]
    if len(keys) != len(totals):
        raise ValueError("standings need one key per seat")
    order = sorted(range(len(totals)), key=lambda seat: (keys[seat], seat))
    out: list[Standing] = []
    for i, seat in enumerate(order):
        shared = i > 0 and keys[order[i - 1]] == keys[seat]
        out.append(Standing(out[-1].place if shared else i + 1, seat, totals[seat]))
    return tuple(out)


def sample_from(distribution: Distribution, rng: Any) -> Hashable:
    """One outcome of an exact distribution, drawn with one integer from `rng`.

    The probabilities are put on their common denominator and a single
    `rng.integers(0, denominator)` picks the outcome, so the draw is exact (no float
    rounding) and reproducible for a seed; outcomes are taken in their natural order.
    """
    items = distribution.sorted_items()
    denominator = lcm(*(p.denominator for _, p in items))
    pick = draw(rng, 0, denominator)
    upto = 0
    for outcome, p in items:
        upto += p.numerator * (denominator // p.denominator)
        if pick < upto:
            return outcome
    raise AssertionError("the probabilities of a Distribution sum to 1")


def refuse_unlisted(
    state: TableState, move: object, describe: Callable[[object], str] = quoted
) -> None:
    """Raise the standard `RuleError` for a move that is not among `state.legal_moves()`.

    Engines that check a move by looking it up in their own list use this, so the
    message ("not allowed now; allowed: ...") reads the same in every game. Only a
    hashable move of a listed type is looked up (a numpy array or a forged move holding
    a list is refused without comparing it), and the refused move is shown cut short
    (`quoted`) if `describe` gives a long text or fails.
    """
    allowed = state.legal_moves()
    if type(move) in {type(m) for m in allowed} and hashable(move) and move in allowed:
        return
    shown = ", ".join(describe(m) for m in allowed[:12])
    if len(allowed) > 12:
        shown += f", ... ({len(allowed)} moves)"
    refused = _shown(move, describe)
    raise RuleError(
        f"{refused} is not allowed now; allowed: {shown or 'nothing (the game is over)'}",
        "table_err_not_allowed",
        move=refused,
        allowed=shown,
    )


def refuse_foreign(
    state: TableState, move: object, describe: Callable[[object], str] = quoted
) -> None:
    """Refuse `move` unless its class is exactly one of the state's `MOVES`: junk, another
    game's move, and a subclass of a move too (a save could not replay it). Each game's
    `apply` asks this before it dispatches."""
    if type(move) not in type(state).MOVES:
        refuse_move(state, move, describe)


def refuse_move(
    state: TableState, move: object, describe: Callable[[object], str] = quoted
) -> NoReturn:
    """The refusal at the end of an `apply` whose `match` took no case: `move` is no move
    of the game, so `refuse_unlisted` raises for it."""
    refuse_unlisted(state, move, describe)
    raise AssertionError(f"{move!r} is a legal move that apply did not take")


_State = TypeVar("_State")


def classified_refusals(
    apply: Callable[[_State, Any], _State],
) -> Callable[[_State, Any], _State]:
    """Wrap a state's `apply` so that every refusal says which kind it is.

    The engines refuse a move with a `RuleError` saying why, wherever in the rules the
    reason lies (a full box, a die that does not fit, dice of the wrong number for this
    throw). Which kind of refusal it is follows from the move alone: one of the game's
    own moves (`type(move)` in the state's `MOVES`) that is refused is not allowed now,
    an `IllegalMoveError`; anything else is no move of this game, an `InvalidMoveError`.
    The message, its catalogue key and its values stay as the engine wrote them, so the
    widgets show the same words.
    """

    @wraps(apply)
    def classified(state: _State, move: Any) -> _State:
        try:
            return apply(state, move)
        except RuleError as refusal:
            kind = IllegalMoveError if type(move) in state.MOVES else InvalidMoveError  # type: ignore[attr-defined]
            if isinstance(refusal, kind):
                raise
            raise kind(str(refusal), refusal.key, **refusal.params) from refusal

    return classified


def _shown(move: object, describe: Callable[[object], str]) -> str:
    """`describe(move)` if it is short, else the move `quoted`."""
    try:
        text = describe(move)
    except Exception:  # a forged move's fields may fail to print
        return quoted(move)
    return text if len(text) <= LONGEST_QUOTED + 10 else quoted(move)


@runtime_checkable
class TableState(Protocol):
    """What every game state offers (see the module docstring)."""

    MOVES: ClassVar[tuple[type, ...]]
    seats: tuple[Player, ...]
    history: tuple[Any, ...]

    @property
    def to_move(self) -> int | _Chance | None: ...

    @property
    def over(self) -> bool: ...

    def legal_moves(self) -> tuple[Any, ...]: ...

    def apply(self, move: Any) -> TableState: ...

    def chance_outcomes(self) -> Distribution: ...

    def sample_chance(self, rng: Any) -> Any: ...

    def totals(self) -> tuple[int, ...]: ...

    def ranking(self) -> tuple[Standing, ...]: ...

    @property
    def turns_done(self) -> int: ...


class _Unrecorded(tuple):
    """The type of `UNRECORDED`."""

    __slots__ = ()


UNRECORDED = _Unrecorded()
"""The history of a state whose moves are not recorded: an empty tuple that stays empty.

Loading a save replays its moves from a state with this history and attaches the saved
history once at the end (`Table.with_history`). Recording each move would copy the
growing history tuple at every step, so that n moves would cost n * n / 2 copies; the
history is a record only, so leaving it out changes nothing the state does."""


class Growing(list):
    """A record that grows in place while a save is replayed (a game's finished turns, a
    public log): appending to it is O(1) where a tuple would be copied at every step.
    Only `Table.replay_start` puts one in a state, which is then applied once, move by
    move; `Table.replay_end` turns it back into a tuple."""

    __slots__ = ()


def grown(record: Sequence[Any], *items: Any) -> Sequence[Any]:
    """`record` with `items` added: a new tuple, or the same `Growing` record extended."""
    if type(record) is Growing:
        record.extend(items)
        return record
    return (*record, *items)


class Table:
    """Shared behaviour of game states: a mix-in for the frozen state dataclasses.

    A game defines `MOVES` (the types of its moves, chance's included), `to_move`,
    `legal_moves`, `apply` (wrapped in `classified_refusals`), `chance_outcomes` and its
    totals; this class adds what follows from them, once for all games.
    """

    MOVES: ClassVar[tuple[type, ...]] = ()

    def replay_start(self) -> Any:
        """This state made ready to replay a save: moves unrecorded (`UNRECORDED`). A game
        whose state holds another growing record puts it in a `Growing` here. The state
        returned is to be applied once, move by move, and finished by `replay_end`."""
        return self.with_history(UNRECORDED)

    def replay_end(self, history: tuple[Any, ...]) -> Any:
        """The state after a replay begun with `replay_start`: `history` attached (and
        any growing record a tuple again)."""
        return self.with_history(history)

    def _recorded(self, move: Any) -> tuple[Any, ...]:
        """The history after `move`: this one with `move` added (`UNRECORDED` stays)."""
        history = self.history  # type: ignore[attr-defined]
        return history if history is UNRECORDED else (*history, move)

    def with_history(self, history: tuple[Any, ...]) -> Any:
        """This state with another `history` and nothing else changed, without checking
        the state again (the history is a record only; nothing a state does reads it).
        Meant for the engine and for loading, which know the history is this state's."""
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        object.__setattr__(new, "history", history)
        return new

    @property
    def over(self) -> bool:
        """True when nobody is to move any more."""
        return self.to_move is None  # type: ignore[attr-defined]

    def sample_chance(self, rng: Any) -> Any:
        """One chance move drawn from `chance_outcomes()` with `rng` (see `sample_from`)."""
        return sample_from(self.chance_outcomes(), rng)  # type: ignore[attr-defined]

    def _refuse_chance(self) -> None:
        """The error for asking a chance question where no chance step is due."""
        raise RuleError(
            "chance does not act now: it is a player's move or the game is over",
            "table_err_not_chance",
        )


def check_policy(policy: Any) -> Any:
    """`policy` if it can decide: an object with a `choose(state)` method returning a
    move (a student's own class will do), else a `RuleError`."""
    if not callable(getattr(policy, "choose", None)):
        raise RuleError(
            f"a policy is an object with a choose(state) method, not {quoted(policy)}",
            "optimal_err_policy",
            value=quoted(policy),
        )
    return policy


def play_turn(state: TableState, policy: Any, rng: Any) -> list[TableState]:
    """One whole turn from `state`, every decision made by `policy.choose(state)` and
    chance drawn with `rng`: the state after each step, the last one where the turn is
    over (`turns_done` has grown) or the game is. A turn is one seat's turn in the dice
    games (up to its `Write`, its banked or lost series, its finished round) and, in
    Pyramide with cards, one pyramid card with every claim and call on it. A finished game
    has no turn left: the list is empty."""
    check_policy(policy)
    done = state.turns_done
    states: list[TableState] = []
    while not state.over and state.turns_done == done:
        move = state.sample_chance(rng) if state.to_move is CHANCE else policy.choose(state)
        state = state.apply(move)
        states.append(state)
    return states


def play_until_human(
    state: TableState,
    chance: Callable[[TableState], Any],
    choose: Callable[[TableState], Any],
    plays_itself: Callable[[TableState], bool] | None = None,
) -> tuple[list[tuple[TableState, Any, TableState]], TableState]:
    """Let chance and the computer seats act until a human seat is to move or the game
    ends: the steps taken, each (state before, move, state after), and the state reached.

    `chance(state)` gives the chance move (e.g. `state.sample_chance(rng)`) and
    `choose(state)` a computer seat's move (a policy's `choose`). `plays_itself(state)`
    says whether the seat to move acts by itself now; by default a computer seat does.
    A widget shows the steps one at a time; a simulation keeps only the state reached.
    """
    if plays_itself is None:
        plays_itself = _computer_to_move
    steps: list[tuple[TableState, Any, TableState]] = []
    while state.to_move is not None:
        if state.to_move is CHANCE:
            move = chance(state)
        elif plays_itself(state):
            move = choose(state)
        else:
            break
        following = state.apply(move)
        steps.append((state, move, following))
        state = following
    return steps, state


def _computer_to_move(state: TableState) -> bool:
    return state.seats[state.to_move].computer  # type: ignore[index]
