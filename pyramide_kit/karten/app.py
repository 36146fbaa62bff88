"""KartenApp: Pyramide with cards (chip edition) in a notebook, on the shared `TableShell`.

The widget draws the engine's state on one board (`table_view`, scene in `views.py`)
and turns every click into one move through the shell's `play`: a click on the own
hand looks at it (or turns it face down), the dealer's *Reveal*, "+1 chip" at a seat
for each chip a claim hands out there, *Claim*, *Reset*, *Pass*, *Accept*, *Bluff!* and
the Ride the Bus answers. It decides no rule: an item is clickable exactly when its
move is among `state.legal_moves()` and a human seat is to move (a seat's "+1 chip"
when some legal claim gives it one more with the chips chosen so far, *Claim* when the
chosen split is a legal claim); who is to move, what a hand may be looked at
(`state.visible_hand(seat)`) and who ranks where (fewest chips taken, then most handed
out) are the engine's answers. The shell deals (chance) and lets the computer seats
play their `Policy.choose(state, self.rng)` until a human is to move, so a seed repeats
the whole game.

One pause is the widget's own, and it is pace, not a rule: the engine lets a player look
at the own hand only until the first pyramid card is turned up. When a computer seat
deals, the shell would turn that card up at once, before anybody could look; so a new
game waits at the first card until a human clicks *Start*. When a human
deals, the *Reveal* click is that pause.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import ipywidgets as w

from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.i18n import check_lang, t
from pyramide_kit.karten.game import KartenState, new_game
from pyramide_kit.karten.moves import Accept, Call, Claim, Deal, Guess, Pass, Reveal
from pyramide_kit.karten.rules import Rules
from pyramide_kit.karten.spec import SPEC
from pyramide_kit.karten.strategy import Policy
from pyramide_kit.karten.views import (
    Screen,
    card_text,
    event_text,
    parse_id,
    rank_text,
    table_scene,
)
from pyramide_kit.seats import Player
from pyramide_kit.table import CHANCE
from pyramide_kit.ui.board import Board
from pyramide_kit.ui.policies import seat_policies
from pyramide_kit.ui.shell import TableShell

__all__ = ["KartenApp", "card_text"]


class KartenApp(TableShell):
    """Play Pyramide with cards: `app.state` (also `app.game`) is the engine's state,
    `app.table_view` the board (`app.table_view.click(id)` does what a click does).

    Parameters: `players` (a count, names, `Player`s or (name, is_computer) pairs, as
    `karten.new_game` takes them; default: the student, "Du" or "You", and three
    computer seats), `rules` (a `karten.Rules`, e.g. `Rules(ride_the_bus=True)` or
    `Rules(peek=True)`), `policies` (one `Policy` for every computer seat, or one per
    computer seat in seat order, or a {seat number or name: Policy} mapping, the seats
    not named playing `Policy()`; read by `pyramide_kit.ui.policies`), then by name
    `lang` ("de"/"en"), `seed` (the deal and the computers' random choices) and `pace`.
    Several people can share one screen: each looks at the own hand by clicking it.
    """

    spec = SPEC
    rules_key = "karten_rules"
    total_key = "karten_chips"

    def __init__(
        self,
        players: int | Sequence[Player | str | tuple[str, bool]] | None = None,
        rules: Rules | None = None,
        policies: Policy | Sequence[Policy] | Mapping[int | str, Policy] | None = None,
        *,
        lang: str = "de",
        seed: int | None = None,
        pace: float | None = None,
    ) -> None:
        lang = check_lang(lang)
        if players is None:
            players = [t("karten_you", lang)] + [
                (t("karten_computer", lang, n=i), True) for i in (1, 2, 3)
            ]
        table = new_game(players, rules)  # the engine checks the seats and the rules
        self.policies = seat_policies(policies, table.seats, self.spec)
        self.showing: int | None = None
        """The human seat whose hand is face up on the screen (None: all face down)."""
        self.looked: set[int] = set()
        """Human seats that have looked at their hand in this game."""
        self.split: dict[int, int] = {}
        """The chips chosen so far for a claim on the card on the table ({target: chips});
        cleared whenever the game moves on (a new state: a move, or a new game)."""
        self._split_for: KartenState | None = None
        self._waiting = True
        self.table_view = Board(lang, t(self.title_key, lang))
        self.on_pick(self.table_view, self._pick)
        super().__init__(table.seats, rules=table.rules, lang=lang, seed=seed, pace=pace)

    # --- what the shell asks -----------------------------------------------------------

    def rules_values(self) -> dict[str, object]:
        """The rules' numbers, the pyramid's rows from the base up ("5-4-3-2-1") and the
        chips of a wrong answer in Ride the Bus."""
        rules = self.state.rules
        return {
            **super().rules_values(),
            "row_text": "-".join(str(row) for row in range(rules.rows, 0, -1)),
            "bus_chips": self.count(self.total_key, rules.bus_chips_per_wrong),
        }

    def rules_notes(self) -> list[str]:
        """A paragraph for each variant in play that the rules text does not describe."""
        rules = self.state.rules
        variants = {
            "karten_rules_no_bluffing": not rules.bluffing,
            "karten_rules_one_bluff": rules.bluffing and rules.one_bluff_per_game,
            "karten_rules_double": rules.double_pyramid,
            "karten_rules_bus": rules.ride_the_bus,
            "karten_rules_peek": rules.peek,
        }
        return [key for key, playing in variants.items() if playing]

    def new_state(self, players: Any, rules: Rules) -> KartenState:
        return new_game(players, rules)

    def board(self) -> list[w.Widget]:
        return [self.table_view]

    def computer_move(self, state: KartenState) -> Any:
        return self.policies[state.to_move].choose(state, self.rng)

    def todo(self) -> str:
        game = self.state
        if self.waiting_to_start:
            return self.tr("karten_todo_start")
        if game.phase == "reveal":
            if game.revealed == 0:
                return self.tr("karten_todo_reveal_first", total=len(game.pyramid))
            return self.tr("karten_todo_reveal", k=game.revealed + 1, total=len(game.pyramid))
        if game.phase == "claim":
            return self.tr(
                "karten_todo_claim",
                card=card_text(game.current_card, self.lang),
                row=game.row_value,
                chips=self.chips(game.row_value),
            )
        if game.phase == "respond":
            pending = game.pending
            return self.tr(
                "karten_todo_respond_you" if self.is_you(pending.player) else "karten_todo_respond",
                claimant=game.seats[pending.player].name,
                name=game.seats[game.to_move].name,
                rank=rank_text(pending.rank, self.lang),
                chips=self.chips(dict(pending.shares)[game.to_move]),
            )
        q = len(game.bus.chain) + 1
        return self.tr("karten_todo_bus", q=q, question=self.tr(f"karten_question_{q}"))

    def describe(self, state: KartenState, move: Any) -> str | None:
        """One line per move: the public events it caused (a claim names only the rank,
        a card is named only when it is face up for all) and the chips each seat took.
        The deal is one line when its last card is dealt, naming no card."""
        after = state.apply(move)
        if isinstance(move, Deal):
            if after.phase == "deal":
                return None
            rules = state.rules
            return self.tr(
                "karten_log_dealt",
                pyramid=self.count("karten_cards", rules.pyramid_cards),
                hand=self.count("karten_cards", rules.hand_size),
            )
        names = self.names
        events = after.log[len(state.log) :]
        parts = [event_text(e, names, self.lang) for e in events if e.kind != "over"]
        parts += [
            self.tr("karten_log_takes", name=names[seat], chips=self.chips(now - before))
            for seat, (before, now) in enumerate(zip(state.taken, after.taken, strict=True))
            if now > before
        ]
        parts += [event_text(e, names, self.lang) for e in events if e.kind == "over"]
        return " · ".join(p for p in parts if p) or None

    def redraw(self) -> None:
        game = self.state
        if self.showing is not None and game.visible_hand(self.showing) is None:
            self.showing = None
        if self._split_for is not game:
            self.split, self._split_for = {}, game
        screen = Screen(
            self.names, self.showing, frozenset(self.looked), self.waiting_to_start, self.split
        )
        self.table_view.show(table_scene(game, screen, self.legal_now(), self.lang))

    def new_game(self) -> None:
        """Deal again with the same seats and rules; all hands face down, not looked at."""
        self.showing = None
        self.looked = set()
        self._waiting = True
        super().new_game()

    def turn_text(self) -> str:
        """While the game waits for *Start* the dealer is a computer seat, but the humans
        act: the one human ("Du bist dran"), or all of them at a shared screen."""
        if not self.waiting_to_start:
            return super().turn_text()
        humans = [seat for seat, player in enumerate(self.state.seats) if not player.computer]
        if len(humans) == 1:
            return self.seat_turn_text(humans[0])
        return self.tr("karten_turn_everyone")

    def tie_break_text(self, better: int, worse: int) -> str:
        """Equal chips taken: the seat that handed out more ranks higher (the engine's
        ranking; equal in both would share the place)."""
        handed = self.state.handed_out
        you = "_you" if self.is_you(better) else ""
        return self.tr(
            f"karten_tie_handed{you}",
            name=self.state.seats[better].name,
            more=handed[better],
            fewer=handed[worse],
        )

    def hold_computers(self, state: KartenState) -> bool:
        """Computer seats wait at the first card while a human may still look at the own
        hand (see the module docstring), until *Start*."""
        return self._waiting and self._before_first_card(state)

    # --- what the board offers ---------------------------------------------------------

    @property
    def names(self) -> list[str]:
        """The seats' names, as given (escape them for HTML: `self.name(seat)`)."""
        return [seat.name for seat in self.state.seats]

    @property
    def waiting_to_start(self) -> bool:
        """True while the new game waits for *Start*: no card is turned up yet, a
        computer seat would turn it up, and a human seat sits at the table."""
        return self._waiting and self._before_first_card(self.state)

    @staticmethod
    def _before_first_card(game: KartenState) -> bool:
        mover = game.to_move
        return (
            game.revealed == 0
            and mover is not None
            and mover is not CHANCE
            and game.seats[mover].computer
            and any(not p.computer for p in game.seats)
        )

    def legal_now(self) -> tuple:
        """The moves a click may make now: the engine's legal moves while a human seat
        is to move (and the game does not wait for *Start*), else none."""
        if not self.human_to_move or self.waiting_to_start:
            return ()
        return self.state.legal_moves()

    def chips(self, n: int) -> str:
        """ "1 chip", "2 Chips": a number of chips with the right plural."""
        return self.count(self.total_key, n)

    # --- clicks --------------------------------------------------------------------------

    def _pick(self, item_id: str) -> None:
        """One click on the board, by the id of what was clicked (see `views`)."""
        kind, fields = parse_id(item_id)
        if kind == "start":
            self._start()
        elif kind == "hand":
            self._look(int(fields[0]))
        elif kind == "reveal":
            self._seat()
            self.play(Reveal())
        elif kind == "share":
            self._add_share(int(fields[0]))
        elif kind == "reset":
            self.split = {}
            self.message.clear()
            self.redraw()
        elif kind == "claim":
            self.play(Claim(self._seat(), tuple(sorted(self.split.items()))))
        elif kind == "pass":
            self.play(Pass(self._seat()))
        elif kind == "accept":
            self.play(Accept(self._seat()))
        elif kind == "call":
            self.play(Call(self._seat()))
        elif kind == "answer":
            self.play(Guess(self._seat(), fields[0]))
        else:
            raise RuleError(f"{quoted(item_id)} cannot be clicked now", "board_err_gone")

    def _seat(self) -> int:
        """The human seat to move, as the engine says (a click names it in its move)."""
        seat = self.state.human_to_move
        if seat is None:
            raise RuleError(
                f"it is not a human player's turn now (phase {self.state.phase})",
                "karten_err_not_human",
                phase=self.state.phase,
            )
        return seat

    def _add_share(self, target: int) -> None:
        """One chip more for `target` in the claim being put together (the board offers
        it only while some legal claim gives that many; the engine checks the claim)."""
        self.split[target] = self.split.get(target, 0) + 1
        self.message.clear()
        self.redraw()

    def _start(self) -> None:
        if not self.waiting_to_start:
            raise RuleError("the game has started already", "karten_err_started")
        self._waiting = False
        self.message.clear()
        self.resume()

    def _look(self, seat: int) -> None:
        """A click on a human seat's hand: face up if the engine lets the seat look now,
        face down again on a second click."""
        if self.showing == seat:
            self.showing = None
        elif self.state.visible_hand(seat) is None:
            raise RuleError(
                "you may look at your cards only at the start, before the first card is "
                "turned up; now remember them",
                "karten_err_looked",
            )
        else:
            self.showing = seat
            self.looked.add(seat)
        self.message.clear()
        self.redraw()
