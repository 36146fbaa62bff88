"""The state engine of Pyramide with cards (RULES.md §3): one place for every rule.

A `KartenState` is a frozen value speaking the table protocol (`pyramide_kit.table`):
`to_move`, `legal_moves()`, `apply(move)`, `chance_outcomes()`, `sample_chance(rng)`,
`totals()`, `ranking()`, `history`. The widget, the simulations, the computer players
and the exact odds all ask it, so they cannot disagree about the rules.

The course of a game (rulings where RULES.md and the rule text leave a gap are here, in
`claims.py` and in `bus.py`, and repeated in the lesson):

1. Chance deals the shuffled deck card by card (`Deal(card)`, uniform over the cards not
   dealt yet): the pyramid in reveal order, then `hand_size` cards to seat 0, to seat 1, ...
2. The last seat deals (so the dealer follows from the seats alone and a save needs no
   extra field); seat 0 sits left of the dealer, so claims go in seat order 0, 1, ...,
   the dealer last. The dealer turns up each pyramid card (`Reveal`).
3. After each reveal every seat in turn may `Claim` or `Pass`; the targets of a claim
   `Accept` or `Call` (see `claims.py`).
4. After the last card, Ride the Bus if the rules say so (see `bus.py`); then the game
   is over. Fewest chips taken wins; a tie goes to whoever handed out more; equal in
   both shares the place.

A player looks at the own hand at the start (until the first card is turned up) and
then has to remember it, unless `Rules.peek` allows looking again: `visible_hand(seat)`
says what the seat may look at now, `knowledge(seat)` what it knows.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields, replace
from typing import Any

from pyramide_kit.checks import as_whole, check_rng, draw, settle, strict_fields
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.exact import Distribution
from pyramide_kit.karten import bus as _bus
from pyramide_kit.karten import claims as _claims
from pyramide_kit.karten.bus import BUS_ANSWERS, BusState
from pyramide_kit.karten.cards import DECK, rank_of
from pyramide_kit.karten.claims import PendingClaim, bluff_allowed, splits
from pyramide_kit.karten.knowledge import Knowledge, knowledge
from pyramide_kit.karten.moves import (
    Accept,
    Call,
    Claim,
    Deal,
    Draw,
    Guess,
    Move,
    Pass,
    Reveal,
)
from pyramide_kit.karten.record import Event, evolved, logged
from pyramide_kit.karten.rules import Rules
from pyramide_kit.seats import Player, seats_from
from pyramide_kit.table import (
    CHANCE,
    UNRECORDED,
    Growing,
    Standing,
    Table,
    classified_refusals,
    standings,
)

__all__ = ["GAME_NAME", "PHASES", "KartenState", "deal", "deal_in_order", "new_game"]

GAME_NAME = "Pyramide with cards"
PHASES = ("deal", "reveal", "claim", "respond", "bus", "draw", "over")
_PER_SEAT = ("dealt", "hands", "discards", "handed_out", "taken", "bus_taken", "bluffs")
_AFTER_DEAL = (
    "pyramid",
    *_PER_SEAT,
    "revealed",
    "phase",
    "claimant_turn",
    "pending",
    "responders_done",
    "bus",
    "log",
)
"""The fields that `apply` fills in; a table before the deal leaves them at their defaults."""


@strict_fields
@dataclass(frozen=True)
class KartenState(Table):
    """The whole state. `pyramid` lists the pyramid cards dealt so far in reveal order
    (see `Rules.row_layout`); the first `revealed` of them lie face up. `dealt` holds
    each hand as it was dealt (and seen at the start), `hands` what is left of it,
    `stock` the undealt cards (the bus deck) in deck order. `log` is the public record,
    `history` every move (hidden cards included). Built by `new_game`; the fields after
    `history` start empty and only `apply` changes them (`record.evolved`, unchecked).
    Built from outside, every field is checked and its whole numbers are stored as plain
    ints (a numpy integer counts as one); an unknown field is a `RuleError`."""

    MOVES = (Deal, Reveal, Claim, Pass, Accept, Call, Guess, Draw)

    rules: Rules
    seats: tuple[Player, ...]
    history: tuple[Move, ...] = ()
    pyramid: tuple[str, ...] = ()
    dealt: tuple[tuple[str, ...], ...] = ()
    hands: tuple[tuple[str, ...], ...] = ()
    stock: tuple[str, ...] | None = None
    discards: tuple[tuple[str, ...], ...] = ()
    handed_out: tuple[int, ...] = ()
    taken: tuple[int, ...] = ()
    bus_taken: tuple[int, ...] = ()
    bluffs: tuple[int, ...] = ()
    revealed: int = 0
    phase: str = "deal"
    claimant_turn: int = 0
    pending: PendingClaim | None = None
    responders_done: int = 0
    bus: BusState | None = None
    log: tuple[Event, ...] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.rules, Rules):
            raise RuleError(
                f"rules must be a karten Rules, not {quoted(self.rules)}",
                "karten_err_rules",
                value=quoted(self.rules),
            )
        object.__setattr__(
            self,
            "seats",
            seats_from(self.seats, self.rules.min_players, self.rules.max_players, GAME_NAME),
        )
        n = len(self.seats)
        if not isinstance(self.history, tuple):
            raise RuleError("the history is a tuple of moves", "karten_err_history")
        if not all(type(m) in self.MOVES for m in self.history):
            raise _refuse_built(f"the history holds a move of another game: {quoted(self.history)}")
        if self.stock is None:
            self.rules.check_table(n)
            fresh = KartenState.__dataclass_fields__
            if any(getattr(self, k) != fresh[k].default for k in _AFTER_DEAL):
                raise _refuse_built(
                    "a table before the deal (stock None) has only its rules, seats and "
                    "history; give the stock to build a dealt table"
                )
            object.__setattr__(self, "stock", DECK)
            for name in _PER_SEAT:
                empty = () if name in ("dealt", "hands", "discards") else 0
                object.__setattr__(self, name, (empty,) * n)
            return
        self.rules.check_table(n)
        _check_built(self, n)

    # --- the protocol ------------------------------------------------------------------

    def replay_start(self) -> KartenState:
        """Ready to replay a save: moves unrecorded and the log growing in place."""
        return evolved(self, history=UNRECORDED, log=Growing(self.log))

    def replay_end(self, history: tuple[Move, ...]) -> KartenState:
        """After a replay: the saved history attached and the log a tuple again."""
        return evolved(self, history=history, log=tuple(self.log))

    @property
    def dealer(self) -> int:
        """The dealer's seat: the last seat deals (ruling, see the module docstring)."""
        return len(self.seats) - 1

    @property
    def to_move(self) -> Any:
        """`CHANCE` while dealing and drawing for the bus; the dealer for a reveal, the
        claimant, the answering target or the rider; None when the game is over."""
        phase = self.phase
        if phase in ("deal", "draw"):
            return CHANCE
        if phase == "reveal":
            return self.dealer
        if phase == "claim":
            return self.claimant_turn
        if phase == "respond":
            assert self.pending is not None
            return self.pending.responders[self.responders_done]
        if phase == "bus":
            assert self.bus is not None
            return self.bus.riders[0]
        return None

    def legal_moves(self) -> tuple[Move, ...]:
        """Every move `apply` accepts now, each once, in a stable order (the referee's
        list: in the variants with restricted bluffing it knows whether a claim would
        be a bluff, so computer players must not use it; they decide from `knowledge`)."""
        phase = self.phase
        if phase == "deal":
            return tuple(Deal(c) for c in self.stock)
        if phase == "draw":
            return tuple(Draw(c) for c in self.stock)
        if phase == "reveal":
            return (Reveal(),)
        player = self.to_move
        if phase == "claim":
            others = tuple(p for p in range(len(self.seats)) if p != player)
            if not self.holds_rank(player, rank_of(self.current_card)) and not bluff_allowed(
                self.rules, self.bluffs[player]
            ):
                return (Pass(player),)
            return (
                Pass(player),
                *(Claim(player, shares) for shares in splits(self.row_value, others)),
            )
        if phase == "respond":
            return (Accept(player), Call(player))
        if phase == "bus":
            return tuple(Guess(player, a) for a in BUS_ANSWERS[len(self.bus.chain)])
        return ()

    @classified_refusals
    def apply(self, move: Any) -> KartenState:
        """The state after `move`, or a `RuleError` saying what is wrong (this state is
        a value and never changes)."""
        if type(move) not in self.MOVES:
            raise RuleError(
                f"{quoted(move)} is not a move of Pyramide with cards; its moves are "
                "Deal, Reveal, Claim, Pass, Accept, Call, Guess and Draw",
                "karten_err_move",
                move=quoted(move),
            )
        # each move's phase, what it does (for the error), whether it names the seat to
        # move, and the rule that applies it
        match move:
            case Deal():
                phase, what, turn, step = "deal", "deal a card", False, _deal
            case Reveal():
                phase, what, turn, step = "reveal", "reveal a card", False, _reveal
            case Claim():
                phase, what, turn, step = "claim", "claim", True, _claims.claim
            case Pass():
                phase, what, turn, step = "claim", "pass", True, _claims.pass_
            case Accept():
                phase, what, turn, step = "respond", "accept", True, _claims.accept
            case Call():
                phase, what, turn, step = "respond", "call", True, _claims.call
            case Guess():
                phase, what, turn, step = "bus", "answer a Ride the Bus question", True, _guess
            case Draw():
                phase, what, turn, step = "draw", "draw a bus card", False, _draw
        if self.phase != phase:
            raise RuleError(
                f"cannot {what} now: the game is in phase {quoted(self.phase)}",
                "karten_err_phase",
                what=f"karten {what}",
                phase=f"karten phase {self.phase}",
            )
        if turn and move.player != self.to_move:
            raise RuleError(
                f"it is player {self.to_move}'s turn, not player {move.player}'s",
                "karten_err_turn",
                expected=self.to_move,
                player=move.player,
            )
        after = step(self, move)
        return evolved(after, history=self._recorded(move))

    def chance_outcomes(self) -> Distribution:
        """The next card dealt or drawn: every card of the stock equally likely."""
        if self.phase not in ("deal", "draw"):
            self._refuse_chance()
        kind = Deal if self.phase == "deal" else Draw
        return Distribution.uniform(kind(c) for c in self.stock)

    def sample_chance(self, rng: Any) -> Deal | Draw:
        """One card of the stock, drawn with a single `rng.integers` (as a shuffle would)."""
        if self.phase not in ("deal", "draw"):
            self._refuse_chance()
        code = self.stock[draw(rng, 0, len(self.stock))]
        return Deal(code) if self.phase == "deal" else Draw(code)

    @property
    def turns_done(self) -> int:
        """How many pyramid cards are settled: a turn of the table is one pyramid card
        turned up with every claim and call on it (the deal belongs to the first card's
        turn, the bus ride is the last turn)."""
        return self.revealed - (self.phase in ("claim", "respond"))

    def totals(self) -> tuple[int, ...]:
        """Chips taken by each seat (fewer is better)."""
        return self.taken

    def ranking(self) -> tuple[Standing, ...]:
        """Best first: fewest chips taken, then most handed out; equal in both share."""
        keys = [(self.taken[p], -self.handed_out[p]) for p in range(len(self.seats))]
        return standings(self.taken, keys)

    # --- questions the widget, the odds and the computer players ask -------------------

    @property
    def current_card(self) -> str | None:
        """The pyramid card turned up last (None before the first reveal)."""
        return self.pyramid[self.revealed - 1] if self.revealed else None

    @property
    def row_value(self) -> int:
        """Row value of the card turned up last (row number counted from the bottom)."""
        if not self.revealed:
            raise RuleError(
                "no pyramid card is turned up yet; reveal one first", "karten_err_no_card"
            )
        return self.rules.row_layout()[self.revealed - 1][1]

    @property
    def human_to_move(self) -> int | None:
        """The seat to move if a human plays it (None for chance, a computer or the end)."""
        seat = self.to_move
        if seat is None or seat is CHANCE or self.seats[seat].computer:
            return None
        return seat

    def holds_rank(self, player: int, rank: str) -> bool:
        """Whether `player`'s hand holds a card of `rank` (hidden information)."""
        return any(rank_of(c) == rank for c in self.hands[player])

    def visible_hand(self, seat: int) -> tuple[str, ...] | None:
        """The cards of `seat`'s hand its player may look at now, or None when they are
        face down and must be remembered: a hand may be looked at during the deal and
        until the first pyramid card is turned up, at any time with `Rules.peek`, and by
        everyone once the game is over."""
        if not 0 <= seat < len(self.seats):
            raise RuleError(f"there is no seat {seat}", "karten_err_seat", seat=seat)
        if self.rules.peek or self.revealed == 0 or self.over:
            return self.hands[seat]
        return None

    def knowledge(self, seat: int) -> Knowledge:
        """What `seat` knows now (see `knowledge.py`): all a computer player may use."""
        return knowledge(self, seat)

    def card_places(self) -> dict[str, tuple]:
        """Where each card is: ("pyramid", i, face_up), ("hand", p), ("discard", p),
        ("stock",), ("bus_chain",) or ("bus_used",). Raises if a card is in two places or
        missing, so a test can call it after every move."""
        places: dict[str, tuple] = {}

        def put(code: str, place: tuple) -> None:
            if code in places:
                raise AssertionError(f"card {code} is both in {places[code]} and in {place}")
            places[code] = place

        for i, code in enumerate(self.pyramid):
            put(code, ("pyramid", i, i < self.revealed))
        for p in range(len(self.seats)):
            for code in self.hands[p]:
                put(code, ("hand", p))
            for code in self.discards[p]:
                put(code, ("discard", p))
        for code in self.stock:
            put(code, ("stock",))
        if self.bus is not None:
            for code in self.bus.chain:
                put(code, ("bus_chain",))
            for code in self.bus.used:
                put(code, ("bus_used",))
        missing = set(DECK) - set(places)
        if missing:
            raise AssertionError(f"cards in no place: {sorted(missing)}")
        return places


def _refuse_built(reason: str) -> RuleError:
    return RuleError(
        f"this is not a state of Pyramide with cards: {reason}", "karten_err_built", reason=reason
    )


def _cards(value: Any, name: str) -> tuple[str, ...]:
    """`value` if it is a tuple of real card codes, else a `RuleError`."""
    if not isinstance(value, tuple) or not all(type(c) is str and c in _IN_DECK for c in value):
        raise _refuse_built(f"{name} is a tuple of card codes such as 'AS', not {quoted(value)}")
    return value


def _per_seat(value: Any, name: str, n: int) -> tuple[Any, ...]:
    if not isinstance(value, tuple) or len(value) != n:
        raise _refuse_built(
            f"{name} holds one entry for each of the {n} seats, not {quoted(value)}"
        )
    return value


def _plain_ints(value: Any) -> Any:
    """`value` with every numpy integer in it (in tuples and in the small public
    dataclasses: a pending claim, the bus, log events) the plain int, else unchanged
    (the same object when there is nothing to change)."""
    if isinstance(value, bool | int | str) or value is None:
        return value
    if isinstance(value, tuple):
        plain = tuple(_plain_ints(v) for v in value)
        return value if all(p is v for p, v in zip(plain, value, strict=True)) else plain
    if isinstance(value, PendingClaim | BusState | Event):
        changes = {}
        for f in fields(value):
            old = getattr(value, f.name)
            new = _plain_ints(old)
            if new is not old:
                changes[f.name] = new
        return replace(value, **changes) if changes else value
    number = as_whole(value)
    return value if number is None else number


def _check_built(state: KartenState, n: int) -> None:
    """Every field of a state built from outside: types, one entry per seat, cards real
    and each in one place, counts whole and non-negative, the phase and what it needs."""
    rules = state.rules
    pyramid = _cards(state.pyramid, "pyramid")
    if len(pyramid) > rules.pyramid_cards:
        raise _refuse_built(f"the pyramid has {rules.pyramid_cards} cards, not {len(pyramid)}")
    for name in ("dealt", "hands", "discards"):
        for seat, cards in enumerate(_per_seat(getattr(state, name), name, n)):
            _cards(cards, f"{name}[{seat}]")
    for seat in range(n):
        if len(state.dealt[seat]) > rules.hand_size:
            raise _refuse_built(
                f"a hand is dealt {rules.hand_size} cards, not {quoted(state.dealt[seat])}"
            )
        if not set(state.hands[seat]) <= set(state.dealt[seat]):
            raise _refuse_built(f"seat {seat}'s hand holds cards it was not dealt")
    for name in ("handed_out", "taken", "bus_taken", "bluffs"):
        counts = tuple(as_whole(c) for c in _per_seat(getattr(state, name), name, n))
        for given, count in zip(getattr(state, name), counts, strict=True):
            if count is None or count < 0:
                raise _refuse_built(f"{name} are whole numbers of at least 0, not {quoted(given)}")
        settle(state, name, counts)
    _cards(state.stock, "stock")
    bus = settle(state, "bus", _plain_ints(state.bus))
    if bus is not None and not (
        isinstance(bus, BusState)
        and isinstance(bus.riders, tuple)
        and all(type(r) is int and 0 <= r < n for r in bus.riders)
        and len(set(bus.riders)) == len(bus.riders)
        and type(bus.answer) is str
    ):
        raise _refuse_built(f"the bus is a BusState of this table's seats, not {quoted(bus)}")
    places = [
        *pyramid,
        *(c for h in state.hands for c in h),
        *(c for d in state.discards for c in d),
    ]
    places += [*state.stock]
    if bus is not None:
        places += [*_cards(bus.chain, "the bus chain"), *_cards(bus.used, "the used bus cards")]
    if len(places) != len(DECK) or set(places) != _IN_DECK:
        raise _refuse_built("every card of the deck lies in exactly one place")
    dealt = [c for h in state.dealt for c in h]
    if len(set(dealt)) != len(dealt) or set(dealt) & set(pyramid):
        raise _refuse_built("a card is dealt twice")
    phase = state.phase
    if type(phase) is not str or phase not in PHASES:
        raise _refuse_built(f"the phase is one of {', '.join(PHASES)}, not {quoted(phase)}")
    dealing_done = len(pyramid) == rules.pyramid_cards and all(
        len(h) == rules.hand_size for h in state.dealt
    )
    revealed = as_whole(state.revealed)
    if revealed is None or not 0 <= revealed <= len(pyramid):
        raise _refuse_built(f"revealed counts the cards turned up, not {quoted(state.revealed)}")
    turn = as_whole(state.claimant_turn)
    if turn is None or not 0 <= turn < n:
        raise _refuse_built(f"claimant_turn is a seat, not {quoted(state.claimant_turn)}")
    pending = settle(state, "pending", _plain_ints(state.pending))
    done = as_whole(state.responders_done)
    if done is None or done < 0:
        raise _refuse_built(
            f"responders_done is a whole number, not {quoted(state.responders_done)}"
        )
    settle(state, "revealed", revealed)
    settle(state, "claimant_turn", turn)
    settle(state, "responders_done", done)
    if phase == "respond":
        if not (
            isinstance(pending, PendingClaim)
            and isinstance(pending.responders, tuple)
            and all(type(r) is int and 0 <= r < n for r in pending.responders)
            and done < len(pending.responders)
        ):
            raise _refuse_built(f"a claim waits for its targets' answers, not {quoted(pending)}")
    elif pending is not None or done != 0:
        raise _refuse_built(
            f"only a claim waits for answers, in phase 'respond', not {quoted(phase)}"
        )
    if phase in ("bus", "draw") and (
        bus is None or not bus.riders or len(bus.chain) >= len(BUS_ANSWERS)
    ):
        raise _refuse_built("Ride the Bus needs a rider and a chain of fewer than four cards")
    if phase == "draw" and (bus.answer not in BUS_ANSWERS[len(bus.chain)] or not state.stock):
        raise _refuse_built(f"a bus card is drawn for an answer, not {quoted(bus.answer)}")
    if phase == "bus" and bus.answer != "":
        raise _refuse_built("the rider has not answered yet")
    if (phase == "deal") == dealing_done or (phase == "deal" and revealed):
        raise _refuse_built(f"phase {quoted(phase)} does not fit the cards dealt")
    if phase in ("claim", "respond") and not revealed:
        raise _refuse_built("claims follow a card turned up")
    if phase == "reveal" and revealed == len(pyramid):
        raise _refuse_built("every pyramid card is turned up already")
    if phase in ("bus", "draw", "over") and revealed != len(pyramid):
        raise _refuse_built(f"phase {quoted(phase)} follows the last pyramid card")
    if not isinstance(state.log, tuple) or not all(isinstance(e, Event) for e in state.log):
        raise _refuse_built("the log is a tuple of Events")
    settle(state, "log", _plain_ints(state.log))


def _deal(state: KartenState, move: Deal) -> KartenState:
    if move.card not in state.stock:
        raise RuleError(
            f"{move.card} is dealt already; deal one of the {len(state.stock)} cards left",
            "karten_err_dealt",
            card=move.card,
        )
    return _place(state, (move.card,))


def _place(state: KartenState, cards: Sequence[str]) -> KartenState:
    """Deal `cards` (not dealt yet) in order: the pyramid first, in reveal order, then
    `hand_size` cards to each seat in turn; after the last one the dealer reveals."""
    rules = state.rules
    pyramid = list(state.pyramid)
    dealt = [list(h) for h in state.dealt]
    seat = 0
    for code in cards:
        if len(pyramid) < rules.pyramid_cards:
            pyramid.append(code)
            continue
        while len(dealt[seat]) == rules.hand_size:
            seat += 1
        dealt[seat].append(code)
    gone = set(cards)
    hands = tuple(tuple(h) for h in dealt)
    return evolved(
        state,
        pyramid=tuple(pyramid),
        dealt=hands,
        hands=hands,
        stock=tuple(c for c in state.stock if c not in gone),
        phase="reveal" if len(hands[-1]) == rules.hand_size else "deal",
    )


def _reveal(state: KartenState, move: Reveal) -> KartenState:
    state = evolved(state, revealed=state.revealed + 1, phase="claim", claimant_turn=0)
    return logged(state, Event("reveal", card=state.current_card, value=state.row_value))


def _guess(state: KartenState, move: Guess) -> KartenState:
    question = len(state.bus.chain)
    allowed = BUS_ANSWERS[question]
    if move.answer not in allowed:
        raise RuleError(
            f"question {question + 1} of Ride the Bus takes one of {', '.join(allowed)}, "
            f"not {quoted(move.answer)}",
            "karten_err_bus_answer",
            question=question + 1,
            allowed=tuple(f"karten answer {a}" for a in allowed),
            answer=f"karten answer {move.answer}",
        )
    return _bus.guess(state, move)


def _draw(state: KartenState, move: Draw) -> KartenState:
    if move.card not in state.stock:
        raise RuleError(
            f"{move.card} is not in the bus deck; the next card is one of the "
            f"{len(state.stock)} cards left in it",
            "karten_err_not_in_bus_deck",
            card=move.card,
        )
    return _bus.draw(state, move)


_IN_DECK = frozenset(DECK)


def new_game(
    players: int | Sequence[Player | str | tuple[str, bool]] = 4, rules: Rules | None = None
) -> KartenState:
    """A table before the deal: `players` is a count, names, `Player`s or (name,
    is_computer) pairs, `rules.min_players` to `rules.max_players` of them; the table
    must be one the deck can deal (`Rules.check_table`)."""
    rules = Rules() if rules is None else rules
    if not isinstance(rules, Rules):
        raise RuleError(
            f"rules must be a karten Rules, not {quoted(rules)}",
            "karten_err_rules",
            value=quoted(rules),
        )
    seats = seats_from(players, rules.min_players, rules.max_players, GAME_NAME)
    return KartenState(rules, seats)


def deal(
    players: int | Sequence[Player | str | tuple[str, bool]], rng: Any, rules: Rules | None = None
) -> KartenState:
    """A new table, dealt with `rng` (a seeded `numpy.random.Generator`): each card
    drawn as `sample_chance` draws it (one `rng.integers` over the cards left), so this
    is exactly the state the protocol's chance steps give, dealt in one go for speed."""
    state = new_game(players, rules)
    check_rng(rng)
    stock = list(state.stock)
    cards = [
        stock.pop(draw(rng, 0, len(stock)))
        for _ in range(state.rules.cards_needed(len(state.seats)))
    ]
    return replace(_place(state, cards), history=tuple(Deal(c) for c in cards))


def deal_in_order(
    players: int | Sequence[Player | str | tuple[str, bool]],
    order: Sequence[str],
    rules: Rules | None = None,
) -> KartenState:
    """A new table dealt from a fixed order of cards (for tests and lessons): the
    pyramid in reveal order first, then the hands seat by seat; cards left over in
    `order` are not used (the undealt stock is a set, drawn from by chance)."""
    state = new_game(players, rules)
    cards = iter(order)
    while state.phase == "deal":
        code = next(cards, None)
        if code is None:
            raise RuleError(
                f"the order runs out of cards: this table needs "
                f"{state.rules.cards_needed(len(state.seats))}",
                "karten_err_order",
                needed=state.rules.cards_needed(len(state.seats)),
            )
        state = state.apply(Deal(code))
    return state
