"""The 52 cards of the game as short text codes, and the `Rules` a group may change.

A card is written rank then suit, e.g. ``"10H"`` or ``"QS"``: texts are hashable, print
readably and go into JSON unchanged. For claims only the rank matters; the suit and the
colour only matter in Ride the Bus.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from pyramide_kit.errors import RuleError

__all__ = [
    "DECK",
    "RANKS",
    "RED_SUITS",
    "SUITS",
    "Rules",
    "card",
    "colour_of",
    "rank_of",
    "rank_value",
    "suit_of",
]

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = ("S", "H", "D", "C")
RED_SUITS = frozenset({"H", "D"})
DECK = tuple(rank + suit for suit in SUITS for rank in RANKS)
_DECK_SET = frozenset(DECK)


def card(text: str) -> str:
    """Check that `text` names one of the 52 cards and return it."""
    if text not in _DECK_SET:
        raise RuleError(
            f"{text!r} is not a card; write rank then suit, ranks {' '.join(RANKS)}, "
            f"suits {' '.join(SUITS)} (e.g. 10H, QS)",
            "karten_err_card",
            card=text,
        )
    return text


def rank_of(code: str) -> str:
    """The rank of a card code: ``"10H"`` -> ``"10"``."""
    return code[:-1]


def suit_of(code: str) -> str:
    """The suit of a card code: ``"10H"`` -> ``"H"``."""
    return code[-1]


def colour_of(code: str) -> str:
    """``"red"`` for hearts and diamonds, ``"black"`` for spades and clubs."""
    return "red" if suit_of(code) in RED_SUITS else "black"


def rank_value(rank: str, ace_high: bool = True) -> int:
    """The value of a rank for higher/lower: 2..10, J 11, Q 12, K 13, A 14 (or 1)."""
    if rank == "A":
        return 14 if ace_high else 1
    return RANKS.index(rank) + 2


@dataclass(frozen=True)
class Rules:
    """Every number of Pyramide with cards that a group might play differently.

    Defaults follow RULES.md §3 (chip edition):

    - `rows`: height of the pyramid (5 gives 5-4-3-2-1 = 15 cards; 4 and 6 are the
      usual variants). The row value is the row number counted from the bottom.
    - `hand_size`: cards dealt to each player (4).
    - `min_players`, `max_players`: 3 to 8.
    - `bluffing`: with ``False`` only true claims are allowed; each claim is shown at
      once (its card discarded face up) and nobody calls.
    - `one_bluff_per_game`: a player may bluff only once in the whole game.
    - `double_pyramid`: two pyramids side by side, reveals alternate between them.
    - `ride_the_bus`: after the pyramid the player(s) with the most cards left ride.
    - `call_factor`: a lost call costs the loser this many times the row value (2).
    - `bus_chips_per_wrong`: chips the rider takes for each wrong answer (1).
    - `ace_high`: in Ride the Bus the ace is above the king (else below the two).
    """

    rows: int = 5
    hand_size: int = 4
    min_players: int = 3
    max_players: int = 8
    bluffing: bool = True
    one_bluff_per_game: bool = False
    double_pyramid: bool = False
    ride_the_bus: bool = False
    call_factor: int = 2
    bus_chips_per_wrong: int = 1
    ace_high: bool = True

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            wanted = bool if isinstance(f.default, bool) else int
            if not isinstance(value, wanted) or (wanted is int and isinstance(value, bool)):
                raise RuleError(f"rule {f.name} must be {wanted.__name__}, not {value!r}")
        if not 1 <= self.rows <= 7:
            raise RuleError(
                f"a pyramid has 1 to 7 rows (5 is usual, 4 and 6 are variants), not {self.rows}",
                "karten_err_rows",
                rows=self.rows,
            )
        if self.hand_size < 1:
            raise RuleError(f"a hand needs at least one card, not {self.hand_size}")
        if not 2 <= self.min_players <= self.max_players:
            raise RuleError(
                "min_players must be at least 2 and at most max_players, "
                f"got {self.min_players} and {self.max_players}"
            )
        if self.call_factor < 1 or self.bus_chips_per_wrong < 0:
            raise RuleError("call_factor must be at least 1 and bus_chips_per_wrong at least 0")

    @property
    def pyramids(self) -> int:
        """How many pyramids lie on the table (1, or 2 for the double pyramid)."""
        return 2 if self.double_pyramid else 1

    @property
    def pyramid_cards(self) -> int:
        """Cards in all pyramids together (15 for one pyramid of 5 rows)."""
        return self.pyramids * self.rows * (self.rows + 1) // 2

    def cards_needed(self, n_players: int) -> int:
        """Pyramid cards plus all hands."""
        return self.pyramid_cards + self.hand_size * n_players

    def row_layout(self) -> tuple[tuple[int, int, int], ...]:
        """(pyramid, row, column) of every pyramid card, in reveal order.

        One pyramid: row 1 (the base) left to right, then row 2, ..., the top last.
        Double pyramid: the same order in each pyramid, the reveals alternating
        (first card of pyramid 0, first card of pyramid 1, second of pyramid 0, ...).
        """
        single = [
            (row, col) for row in range(1, self.rows + 1) for col in range(self.rows - row + 1)
        ]
        return tuple((p, row, col) for row, col in single for p in range(self.pyramids))
