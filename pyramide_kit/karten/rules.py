"""The `Rules` of Pyramide with cards: every number a group might play differently.

A `Rules` value checks each field when it is built (whole numbers are ints in range,
flags are bools), and answers what follows from the fields alone: the pyramid's shape,
the reveal order, how many cards a table needs and whether a table of n players can be
dealt. The state engine (`game.py`) asks these; so do the widget, the odds and the
simulations, so none of them restates a rule.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyramide_kit.checks import check_flag, settle, strict_fields, whole_number
from pyramide_kit.errors import RuleError
from pyramide_kit.karten.bus import BUS_ANSWERS
from pyramide_kit.karten.cards import DECK

__all__ = ["Rules"]

BUS_CHAIN = len(BUS_ANSWERS)
"""Ride the Bus asks four questions, so a chain is four cards long."""


@strict_fields
@dataclass(frozen=True)
class Rules:
    """Every number of Pyramide with cards that a group might play differently.

    Defaults follow RULES.md §3 (chip edition):

    - `rows`: height of the pyramid, 1 to 7 (5 gives 5-4-3-2-1 = 15 cards; 4 and 6 are
      the usual variants). The row value is the row number counted from the bottom.
    - `hand_size`: cards dealt to each player (4), 1 to 13.
    - `min_players`, `max_players`: 3 to 8 (at least 2, at most 26).
    - `bluffing`: with ``False`` only true claims are allowed; each claim is shown at
      once (its card discarded face up) and nobody calls.
    - `one_bluff_per_game`: a player may bluff only once in the whole game.
    - `double_pyramid`: two pyramids side by side, reveals alternate between them.
    - `ride_the_bus`: after the pyramid the player(s) with the most cards left ride.
    - `call_factor`: a lost call costs the loser this many times the row value (2), 1 to 10.
    - `bus_chips_per_wrong`: chips the rider takes for each wrong answer (1), 0 to 10.
    - `ace_high`: in Ride the Bus the ace is above the king (else below the two).
    - `peek`: a player may look at the own hand at any time; by default (the original
      rules) only at the start, before the first pyramid card is turned up.
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
    peek: bool = False

    def __post_init__(self) -> None:
        settle(self, "rows", whole_number(self.rows, "rows", 1, 7))
        settle(self, "hand_size", whole_number(self.hand_size, "hand_size", 1, 13))
        settle(self, "min_players", whole_number(self.min_players, "min_players", 2, 26))
        most = whole_number(self.max_players, "max_players", self.min_players, 26)
        settle(self, "max_players", most)
        settle(self, "call_factor", whole_number(self.call_factor, "call_factor", 1, 10))
        chips = whole_number(self.bus_chips_per_wrong, "bus_chips_per_wrong", 0, 10)
        settle(self, "bus_chips_per_wrong", chips)
        for name in (
            "bluffing",
            "one_bluff_per_game",
            "double_pyramid",
            "ride_the_bus",
            "ace_high",
            "peek",
        ):
            check_flag(getattr(self, name), name)

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
        n_players = whole_number(n_players, "n_players", 0)
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

    def check_table(self, n_players: int) -> None:
        """Refuse a table that these rules cannot deal: too many cards for the deck, or
        (with Ride the Bus) fewer than four undealt cards, so a chain could not finish.
        The number of seats itself is checked by `seats_from` against the limits."""
        needed = self.cards_needed(n_players)
        if needed > len(DECK):
            raise RuleError(
                f"{n_players} players with {self.hand_size} cards each and "
                f"{self.pyramid_cards} pyramid cards need {needed} cards, but the deck has 52; "
                "use fewer players or a smaller pyramid",
                "karten_err_too_many_cards",
                n=n_players,
                needed=needed,
            )
        if self.ride_the_bus and len(DECK) - needed < BUS_CHAIN:
            raise RuleError(
                f"Ride the Bus needs at least {BUS_CHAIN} undealt cards; {n_players} players "
                f"leave {len(DECK) - needed}",
                "karten_err_bus_stock",
                n=n_players,
                left=len(DECK) - needed,
            )
