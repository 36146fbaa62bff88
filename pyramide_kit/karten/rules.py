"""The rules engine of Pyramide with cards (RULES.md §3): one place for every rule.

A `Game` is a frozen value; `apply(game, move)` returns a new game or raises a
`RuleError` and changes nothing. The engine is used by the widget, by the simulations
of computer players and by the exact odds, so they cannot disagree about the rules.

Rulings where RULES.md and the seed leave a gap (they are repeated in the lesson):

- Seat 0 sits left of the dealer by default (the dealer is the last seat), so claims
  go in seat order 0, 1, ..., the dealer last.
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
- Ride the Bus: every player tied for the most cards left rides, in seat order; nobody
  rides when no cards are left. The bus deck is the undealt stock; each wrong answer
  costs `bus_chips_per_wrong` chips and puts the chain's cards on the bus's used pile;
  when the bus deck is empty, the used pile is shuffled into a new bus deck (this needs
  a random generator). The variant needs at least 4 undealt cards so a chain can always
  be completed.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from pyramide_kit.errors import RuleError
from pyramide_kit.karten.bus import BUS_ANSWERS, bus_answer_correct
from pyramide_kit.karten.cards import DECK, Rules, card, rank_of

__all__ = [
    "Accept",
    "BusState",
    "Call",
    "Claim",
    "Event",
    "Game",
    "Guess",
    "Move",
    "Pass",
    "PendingClaim",
    "Reveal",
    "apply",
    "bluff_allowed",
    "card_places",
    "claim_order",
    "current_row_value",
    "deal",
    "dumps",
    "holds_rank",
    "legal_moves",
    "loads",
    "new_game",
    "ranking",
    "shuffled",
    "to_move",
]

PHASES = ("reveal", "claim", "respond", "bus", "over")
_FORMAT = "pyramide-kit/karten/1"


@dataclass(frozen=True)
class Reveal:
    """The dealer turns up the next pyramid card."""


@dataclass(frozen=True)
class Claim:
    """`player` says "I have that rank" and hands out the row value as `shares`:
    pairs (target, chips), chips >= 1, summing to the row value."""

    player: int
    shares: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class Pass:
    """`player` makes no claim on this card."""

    player: int


@dataclass(frozen=True)
class Accept:
    """A target accepts the claim (takes the share unless someone else calls)."""

    player: int


@dataclass(frozen=True)
class Call:
    """A target calls "Bluff!": the claim is settled now."""

    player: int


@dataclass(frozen=True)
class Guess:
    """The rider's answer to the current Ride the Bus question (see `bus.BUS_ANSWERS`)."""

    player: int
    answer: str


Move = Reveal | Claim | Pass | Accept | Call | Guess


@dataclass(frozen=True)
class Event:
    """One public line of the game's history. Everything in the log is known to all.

    kinds: reveal (card, value = row value), claim (player, card = rank, value, shares),
    pass, accept, call (player = caller, other = claimant), shown (player = claimant,
    card shown, other = caller or -1), caught (player = bluffer, other = caller, value =
    chips taken), unchallenged (player = claimant), bus_start (player), bus_card (player,
    card, answer, value = question 1..4, truth = right?), bus_reshuffle (value = cards),
    bus_done (player), over.
    """

    kind: str
    player: int = -1
    card: str = ""
    value: int = 0
    shares: tuple[tuple[int, int], ...] = ()
    other: int = -1
    truth: bool | None = None
    answer: str = ""


@dataclass(frozen=True)
class PendingClaim:
    """A claim waiting for its targets' answers (public)."""

    player: int
    rank: str
    value: int
    shares: tuple[tuple[int, int], ...]
    responders: tuple[int, ...]


@dataclass(frozen=True)
class BusState:
    """Ride the Bus in progress: who still rides, the running chain, the used pile."""

    riders: tuple[int, ...]
    chain: tuple[str, ...] = ()
    used: tuple[str, ...] = ()


@dataclass(frozen=True)
class Game:
    """The whole state. `pyramid` lists the pyramid cards in reveal order (see
    `Rules.row_layout`); the first `revealed` of them lie face up. `dealt` holds each
    hand as it was seen once at the start; `hands` what is left of it."""

    rules: Rules
    n_players: int
    dealer: int
    pyramid: tuple[str, ...]
    dealt: tuple[tuple[str, ...], ...]
    hands: tuple[tuple[str, ...], ...]
    stock: tuple[str, ...]
    discards: tuple[tuple[str, ...], ...]
    handed_out: tuple[int, ...]
    taken: tuple[int, ...]
    bus_taken: tuple[int, ...]
    bluffs: tuple[int, ...]
    revealed: int = 0
    phase: str = "reveal"
    claimant_turn: int = 0
    pending: PendingClaim | None = None
    responders_done: int = 0
    bus: BusState | None = None
    log: tuple[Event, ...] = field(default=())

    @property
    def over(self) -> bool:
        """The pyramid (and Ride the Bus, if played) is done."""
        return self.phase == "over"

    @property
    def current_card(self) -> str | None:
        """The pyramid card turned up last (None before the first reveal)."""
        return self.pyramid[self.revealed - 1] if self.revealed else None


def claim_order(game: Game) -> tuple[int, ...]:
    """Seats in claiming order: left of the dealer first, the dealer last."""
    n = game.n_players
    return tuple((game.dealer + 1 + i) % n for i in range(n))


def current_row_value(game: Game) -> int:
    """Row value of the card turned up last (row number counted from the bottom)."""
    if not game.revealed:
        raise RuleError("no pyramid card is turned up yet; reveal one first")
    return game.rules.row_layout()[game.revealed - 1][1]


def to_move(game: Game) -> int | None:
    """Whose decision it is: the dealer for a reveal, the claimant, the answering
    target or the rider; None when the game is over."""
    if game.phase == "reveal":
        return game.dealer
    if game.phase == "claim":
        return claim_order(game)[game.claimant_turn]
    if game.phase == "respond":
        assert game.pending is not None
        return game.pending.responders[game.responders_done]
    if game.phase == "bus":
        assert game.bus is not None
        return game.bus.riders[0]
    return None


def shuffled(cards: tuple[str, ...] | list[str], rng: Any) -> tuple[str, ...]:
    """A uniformly random order of `cards` (Fisher-Yates with `rng.integers`)."""
    out = list(cards)
    for i in range(len(out) - 1, 0, -1):
        j = int(rng.integers(0, i + 1))
        out[i], out[j] = out[j], out[i]
    return tuple(out)


def _check_players(rules: Rules, n_players: int) -> None:
    if not rules.min_players <= n_players <= rules.max_players:
        raise RuleError(
            f"Pyramide with cards is played by {rules.min_players} to {rules.max_players} "
            f"players, not {n_players}",
            "karten_err_players",
            low=rules.min_players,
            high=rules.max_players,
            n=n_players,
        )
    needed = rules.cards_needed(n_players)
    if needed > len(DECK):
        raise RuleError(
            f"{n_players} players with {rules.hand_size} cards each and {rules.pyramid_cards} "
            f"pyramid cards need {needed} cards, but the deck has 52; "
            "use fewer players or a smaller pyramid",
            "karten_err_too_many_cards",
            n=n_players,
            needed=needed,
        )
    if rules.ride_the_bus and len(DECK) - needed < 4:
        raise RuleError(
            f"Ride the Bus needs at least 4 undealt cards, but {n_players} players with this "
            f"pyramid leave only {len(DECK) - needed}; use fewer players or a smaller pyramid",
            "karten_err_bus_stock",
            n=n_players,
            left=len(DECK) - needed,
        )


def new_game(
    n_players: int,
    deck_order: tuple[str, ...] | list[str],
    rules: Rules | None = None,
    dealer: int | None = None,
) -> Game:
    """Deal from a given order of the 52 cards: first the pyramid (in reveal order),
    then `hand_size` cards to each player in seat order, the rest is the undealt stock."""
    rules = rules or Rules()
    _check_players(rules, n_players)
    order = tuple(card(c) for c in deck_order)
    if len(order) != len(DECK) or len(set(order)) != len(DECK):
        raise RuleError("the deck order must contain each of the 52 cards exactly once")
    dealer = n_players - 1 if dealer is None else dealer
    if not 0 <= dealer < n_players:
        raise RuleError(f"the dealer is one of seats 0..{n_players - 1}, not {dealer}")
    p = rules.pyramid_cards
    h = rules.hand_size
    hands = tuple(order[p + h * i : p + h * (i + 1)] for i in range(n_players))
    zeros = (0,) * n_players
    return Game(
        rules=rules,
        n_players=n_players,
        dealer=dealer,
        pyramid=order[:p],
        dealt=hands,
        hands=hands,
        stock=order[p + h * n_players :],
        discards=((),) * n_players,
        handed_out=zeros,
        taken=zeros,
        bus_taken=zeros,
        bluffs=zeros,
    )


def deal(n_players: int, rng: Any, rules: Rules | None = None, dealer: int | None = None) -> Game:
    """Shuffle the 52 cards with `rng` (anything with `.integers`, e.g. a seeded
    `numpy.random.Generator`) and deal a new game."""
    rules = rules or Rules()
    _check_players(rules, n_players)
    return new_game(n_players, shuffled(DECK, rng), rules, dealer)


def _refuse_phase(game: Game, wanted: str, what: str) -> None:
    if game.phase != wanted:
        raise RuleError(
            f"cannot {what} now: the game is in phase {game.phase!r}",
            "karten_err_phase",
            what=what,
            phase=game.phase,
        )


def _refuse_player(game: Game, player: int) -> None:
    expected = to_move(game)
    if player != expected:
        raise RuleError(
            f"it is player {expected}'s turn, not player {player}'s",
            "karten_err_turn",
            expected=expected,
            player=player,
        )


def apply(game: Game, move: Move, rng: Any = None) -> Game:
    """The game after `move`; a `RuleError` (and no change) if the move is illegal.

    `rng` is only needed in Ride the Bus when the bus deck is empty and the used pile
    must be reshuffled.
    """
    if isinstance(move, Reveal):
        return _reveal(game)
    if isinstance(move, Claim):
        return _claim(game, move)
    if isinstance(move, Pass):
        _refuse_phase(game, "claim", "pass")
        _refuse_player(game, move.player)
        game = _log(game, Event("pass", move.player))
        return _next_claimant(game)
    if isinstance(move, Accept):
        return _accept(game, move)
    if isinstance(move, Call):
        return _call(game, move)
    if isinstance(move, Guess):
        return _guess(game, move, rng)
    raise RuleError(f"{move!r} is not a move of this game")


def _log(game: Game, *events: Event) -> Game:
    return replace(game, log=game.log + events)


def _reveal(game: Game) -> Game:
    _refuse_phase(game, "reveal", "reveal a card")
    revealed = game.revealed + 1
    game = replace(game, revealed=revealed, phase="claim", claimant_turn=0)
    return _log(game, Event("reveal", card=game.current_card, value=current_row_value(game)))


def _check_shares(game: Game, player: int, shares: tuple, value: int) -> tuple:
    try:
        shares = tuple((_whole_number(t), _whole_number(c)) for t, c in shares)
    except (TypeError, ValueError):
        raise RuleError(
            f"a claim's shares are pairs (target seat, chips) of whole numbers, not {shares!r}",
            "karten_err_shares_form",
        ) from None
    if not shares:
        raise RuleError(
            f"a claim hands out {value} chips to at least one other player",
            "karten_err_no_target",
            value=value,
        )
    targets = [t for t, _ in shares]
    for t, c in shares:
        if not 0 <= t < game.n_players or t == player:
            raise RuleError(
                f"player {t} cannot be a target; choose other players among "
                f"0..{game.n_players - 1}",
                "karten_err_target",
                target=t,
            )
        if c < 1:
            raise RuleError(
                f"each target gets at least 1 chip, not {c}", "karten_err_share", chips=c
            )
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
    return shares


def bluff_allowed(rules: Rules, bluffs_used: int) -> bool:
    """Whether a player who has bluffed `bluffs_used` times may bluff now. The player
    knows both, so computer players ask this too instead of repeating the rule."""
    return rules.bluffing and not (rules.one_bluff_per_game and bluffs_used >= 1)


def _whole_number(value: Any) -> int:
    """`value` as an int if it is a whole number (1.0 and numpy integers included)."""
    if isinstance(value, bool) or int(value) != value:
        raise ValueError(f"not a whole number: {value!r}")
    return int(value)


def holds_rank(game: Game, player: int, rank: str) -> bool:
    """Whether `player`'s hand holds a card of `rank` (hidden information)."""
    return any(rank_of(c) == rank for c in game.hands[player])


def _claim(game: Game, move: Claim) -> Game:
    _refuse_phase(game, "claim", "claim")
    _refuse_player(game, move.player)
    value = current_row_value(game)
    shares = _check_shares(game, move.player, move.shares, value)
    rank = rank_of(game.current_card)
    truthful = holds_rank(game, move.player, rank)
    if not truthful and not game.rules.bluffing:
        raise RuleError(
            f"bluffing is off in this game: claim only a rank you hold "
            f"({rank} is not in your hand)",
            "karten_err_no_bluffing",
            rank=rank,
        )
    if not truthful and not bluff_allowed(game.rules, game.bluffs[move.player]):
        raise RuleError(
            f"you have used your one bluff; claim only a rank you hold "
            f"({rank} is not in your hand)",
            "karten_err_bluff_used",
            rank=rank,
        )
    bluffs = game.bluffs
    if not truthful:
        bluffs = _bump(bluffs, move.player, 1)
    game = replace(game, bluffs=bluffs)
    game = _log(game, Event("claim", move.player, card=rank, value=value, shares=shares))
    if not game.rules.bluffing:
        game = _show(game, move.player, rank, -1)
        game = _hand_out_shares(game, move.player, shares, skip=-1)
        return _next_claimant(game)
    n = game.n_players
    targets = {t for t, _ in shares}
    responders = tuple(
        (move.player + i) % n for i in range(1, n) if (move.player + i) % n in targets
    )
    pending = PendingClaim(move.player, rank, value, shares, responders)
    return replace(game, phase="respond", pending=pending, responders_done=0)


def _bump(values: tuple[int, ...], index: int, amount: int) -> tuple[int, ...]:
    return tuple(v + amount if i == index else v for i, v in enumerate(values))


def _give(game: Game, giver: int, taker: int, chips: int) -> Game:
    return replace(
        game,
        handed_out=_bump(game.handed_out, giver, chips),
        taken=_bump(game.taken, taker, chips),
    )


def _hand_out_shares(game: Game, claimant: int, shares: tuple, skip: int) -> Game:
    for target, chips in shares:
        if target != skip:
            game = _give(game, claimant, target, chips)
    return game


def _show(game: Game, player: int, rank: str, caller: int) -> Game:
    hand = game.hands[player]
    shown = next(c for c in hand if rank_of(c) == rank)
    rest = list(hand)
    rest.remove(shown)
    hands = tuple(tuple(rest) if i == player else h for i, h in enumerate(game.hands))
    discards = tuple((*d, shown) if i == player else d for i, d in enumerate(game.discards))
    game = replace(game, hands=hands, discards=discards)
    return _log(game, Event("shown", player, card=shown, other=caller))


def _accept(game: Game, move: Accept) -> Game:
    _refuse_phase(game, "respond", "accept")
    _refuse_player(game, move.player)
    game = _log(game, Event("accept", move.player))
    pending = game.pending
    assert pending is not None
    done = game.responders_done + 1
    if done < len(pending.responders):
        return replace(game, responders_done=done)
    game = _hand_out_shares(game, pending.player, pending.shares, skip=-1)
    game = _log(game, Event("unchallenged", pending.player, value=pending.value))
    return _next_claimant(replace(game, pending=None, responders_done=0))


def _call(game: Game, move: Call) -> Game:
    _refuse_phase(game, "respond", "call")
    _refuse_player(game, move.player)
    pending = game.pending
    assert pending is not None
    caller = move.player
    game = _log(game, Event("call", caller, other=pending.player))
    stake = game.rules.call_factor * pending.value
    if holds_rank(game, pending.player, pending.rank):
        game = _show(game, pending.player, pending.rank, caller)
        game = _give(game, pending.player, caller, stake)
        game = _hand_out_shares(game, pending.player, pending.shares, skip=caller)
    else:
        game = _give(game, caller, pending.player, stake)
        game = _log(game, Event("caught", pending.player, value=stake, other=caller))
    return _next_claimant(replace(game, pending=None, responders_done=0))


def _next_claimant(game: Game) -> Game:
    turn = game.claimant_turn + 1
    if turn < game.n_players:
        return replace(game, phase="claim", claimant_turn=turn)
    if game.revealed < len(game.pyramid):
        return replace(game, phase="reveal", claimant_turn=0)
    return _end_pyramid(game)


def _end_pyramid(game: Game) -> Game:
    most = max(len(h) for h in game.hands)
    if not game.rules.ride_the_bus or most == 0:
        return _log(replace(game, phase="over", claimant_turn=0), Event("over"))
    riders = tuple(p for p in claim_order(game) if len(game.hands[p]) == most)
    game = replace(game, phase="bus", claimant_turn=0, bus=BusState(riders))
    return _log(game, Event("bus_start", riders[0]))


def _guess(game: Game, move: Guess, rng: Any) -> Game:
    _refuse_phase(game, "bus", "answer a Ride the Bus question")
    _refuse_player(game, move.player)
    bus = game.bus
    assert bus is not None
    question = len(bus.chain)
    allowed = BUS_ANSWERS[question]
    if move.answer not in allowed:
        raise RuleError(
            f"question {question + 1} of Ride the Bus takes one of {', '.join(allowed)}, "
            f"not {move.answer!r}",
            "karten_err_bus_answer",
            question=question + 1,
            allowed=", ".join(allowed),
            answer=move.answer,
        )
    stock, used = game.stock, bus.used
    if not stock:
        if rng is None:
            raise RuleError("the bus deck is empty: a random generator is needed to reshuffle")
        stock, used = shuffled(used, rng), ()
        game = _log(game, Event("bus_reshuffle", value=len(stock)))
    drawn, stock = stock[0], stock[1:]
    right = bus_answer_correct(question, move.answer, bus.chain, drawn, game.rules.ace_high)
    game = _log(
        replace(game, stock=stock),
        Event(
            "bus_card", move.player, card=drawn, value=question + 1, truth=right, answer=move.answer
        ),
    )
    if not right:
        chips = game.rules.bus_chips_per_wrong
        game = replace(
            game,
            taken=_bump(game.taken, move.player, chips),
            bus_taken=_bump(game.bus_taken, move.player, chips),
        )
        return replace(game, bus=BusState(bus.riders, (), used + bus.chain + (drawn,)))
    chain = (*bus.chain, drawn)
    if len(chain) < len(BUS_ANSWERS):
        return replace(game, bus=BusState(bus.riders, chain, used))
    game = _log(game, Event("bus_done", move.player))
    riders = bus.riders[1:]
    if riders:
        game = replace(game, bus=BusState(riders, (), used + chain))
        return _log(game, Event("bus_start", riders[0]))
    game = replace(game, phase="over", bus=BusState((), (), used + chain))
    return _log(game, Event("over"))


def _splits(value: int, targets: tuple[int, ...]) -> list[tuple[tuple[int, int], ...]]:
    """Every way to hand out `value` chips as shares >= 1 to some of `targets`."""
    if value == 0:
        return [()]
    if not targets:
        return []
    first, rest = targets[0], targets[1:]
    out = list(_splits(value, rest))
    for chips in range(1, value + 1):
        out += [((first, chips), *more) for more in _splits(value - chips, rest)]
    return out


def legal_moves(game: Game) -> list[Move]:
    """Every legal move now (the referee's list: in the variants with restricted
    bluffing it knows whether a claim would be a bluff, so computer players must not
    use it; they decide from `knowledge`)."""
    player = to_move(game)
    if game.phase == "reveal":
        return [Reveal()]
    if game.phase == "claim":
        others = tuple(p for p in range(game.n_players) if p != player)
        claims: list[Move] = [
            Claim(player, shares) for shares in _splits(current_row_value(game), others)
        ]
        rank = rank_of(game.current_card)
        if not holds_rank(game, player, rank) and not bluff_allowed(
            game.rules, game.bluffs[player]
        ):
            claims = []
        return [Pass(player), *claims]
    if game.phase == "respond":
        return [Accept(player), Call(player)]
    if game.phase == "bus":
        assert game.bus is not None
        return [Guess(player, answer) for answer in BUS_ANSWERS[len(game.bus.chain)]]
    return []


def card_places(game: Game) -> dict[str, tuple]:
    """Where each card is: ("pyramid", i, face_up), ("hand", p), ("discard", p),
    ("stock",), ("bus_chain",) or ("bus_used",). Raises if a card is in two places or
    missing, so a test can call it after every move."""
    places: dict[str, tuple] = {}

    def put(code: str, place: tuple) -> None:
        if code in places:
            raise AssertionError(f"card {code} is both in {places[code]} and in {place}")
        places[code] = place

    for i, code in enumerate(game.pyramid):
        put(code, ("pyramid", i, i < game.revealed))
    for p in range(game.n_players):
        for code in game.hands[p]:
            put(code, ("hand", p))
        for code in game.discards[p]:
            put(code, ("discard", p))
    for code in game.stock:
        put(code, ("stock",))
    if game.bus is not None:
        for code in game.bus.chain:
            put(code, ("bus_chain",))
        for code in game.bus.used:
            put(code, ("bus_used",))
    missing = set(DECK) - set(places)
    if missing:
        raise AssertionError(f"cards in no place: {sorted(missing)}")
    return places


def ranking(game: Game) -> list[tuple[int, int]]:
    """(place, player) pairs, best first: fewest chips taken wins, a tie goes to whoever
    handed out more; players equal in both share the place."""
    key = {p: (game.taken[p], -game.handed_out[p]) for p in range(game.n_players)}
    order = sorted(range(game.n_players), key=lambda p: (key[p], p))
    out: list[tuple[int, int]] = []
    for i, p in enumerate(order):
        place = out[-1][0] if i and key[order[i - 1]] == key[p] else i + 1
        out.append((place, p))
    return out


def dumps(game: Game) -> str:
    """The game as JSON text (exact round trip with `loads`)."""
    data = asdict(game)
    data["format"] = _FORMAT
    return json.dumps(data, sort_keys=True)


def _tuples(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    return value


def _fields(data: dict) -> dict:
    return {k: _tuples(v) for k, v in data.items()}


def loads(text: str) -> Game:
    """Read a game written by `dumps`. Every part is checked (the table, the tallies,
    the phase and that each of the 52 cards is in exactly one place), so a damaged or
    edited text gives a `RuleError` that says what is wrong, never a broken game."""
    try:
        data = json.loads(text)
        if not isinstance(data, dict) or data.pop("format", None) != _FORMAT:
            raise RuleError("this text is not a saved game of Pyramide with cards")
        rules = Rules(**data.pop("rules"))
        pending = data.pop("pending")
        bus = data.pop("bus")
        log = tuple(Event(**_fields(e)) for e in data.pop("log"))
        game = Game(
            rules=rules,
            pending=None if pending is None else PendingClaim(**_fields(pending)),
            bus=None if bus is None else BusState(**_fields(bus)),
            log=log,
            **_fields(data),
        )
        _check_saved(game)
        to_move(game)
        legal_moves(game)
    except RuleError:
        raise
    except (ValueError, TypeError, KeyError, AttributeError, IndexError) as error:
        raise RuleError(
            f"this text is not a valid saved game of Pyramide with cards: {error}",
            "karten_err_saved",
            reason=str(error),
        ) from None
    return game


def _refuse_saved(reason: str) -> None:
    raise RuleError(
        f"this text is not a valid saved game of Pyramide with cards: {reason}",
        "karten_err_saved",
        reason=reason,
    )


def _whole(value: Any, low: int, high: int | None = None) -> bool:
    return (
        isinstance(value, int)
        and not isinstance(value, bool)
        and value >= low
        and (high is None or value <= high)
    )


def _check_saved(game: Game) -> None:
    """Refuse a loaded state that the moves of the rules could not have produced."""
    if not _whole(game.n_players, 0):
        _refuse_saved(f"n_players must be a whole number, not {game.n_players!r}")
    n = game.n_players
    _check_players(game.rules, n)
    if game.phase not in PHASES:
        _refuse_saved(f"unknown phase {game.phase!r}; expected one of {', '.join(PHASES)}")
    per_player = ("dealt", "hands", "discards", "handed_out", "taken", "bus_taken", "bluffs")
    for name in per_player:
        if len(getattr(game, name)) != n:
            _refuse_saved(f"{name} needs one entry per player ({n})")
    for name in ("handed_out", "taken", "bus_taken", "bluffs"):
        if not all(_whole(v, 0) for v in getattr(game, name)):
            _refuse_saved(f"{name} must hold whole numbers 0 or more")
    numbers = {
        "dealer": (game.dealer, n - 1),
        "revealed": (game.revealed, len(game.pyramid)),
        "claimant_turn": (game.claimant_turn, n - 1),
    }
    for name, (value, high) in numbers.items():
        if not _whole(value, 0, high):
            _refuse_saved(f"{name} must be a whole number from 0 to {high}, not {value!r}")
    if len(game.pyramid) != game.rules.pyramid_cards:
        _refuse_saved(f"the pyramid has {game.rules.pyramid_cards} cards under these rules")
    if set(game.pyramid + sum(game.dealt, ())) - set(DECK):
        _refuse_saved("it names cards that are not in the deck")
    for p in range(n):
        if len(game.dealt[p]) != game.rules.hand_size or not set(
            game.hands[p] + game.discards[p]
        ) <= set(game.dealt[p]):
            _refuse_saved(f"player {p}'s hand does not match the cards dealt")
    if (game.phase == "respond") != (game.pending is not None):
        _refuse_saved("a claim waits for answers exactly in phase 'respond'")
    if game.phase == "bus" and (game.bus is None or not game.bus.riders):
        _refuse_saved("Ride the Bus needs a rider")
    if game.pending is not None and not (
        game.pending.responders
        and _whole(game.responders_done, 0, len(game.pending.responders) - 1)
    ):
        _refuse_saved("the waiting claim has no target left to answer")
    for event in game.log:
        if not isinstance(event.kind, str) or not all(
            _whole(v, -1) for v in (event.player, event.other, event.value)
        ):
            _refuse_saved(f"the history holds a damaged entry {event!r}")
    try:
        places = card_places(game)
    except AssertionError as error:
        _refuse_saved(f"it does not hold each card exactly once: {error}")
    if set(places) != set(DECK):
        _refuse_saved("it names cards that are not in the deck")
