"""KartenApp: Pyramide with cards (chip edition) in a notebook, on the shared `TableShell`.

The widget draws the engine's state (`views.py`) and turns every click into one move
through the shell's `play`: Reveal, Claim (a chip box per target), Pass, Accept, Bluff!
and the Ride the Bus answers. It decides no rule: a button is enabled exactly when its
move is among `state.legal_moves()` and a human seat is to move; who is to move, whether a
claim's chips add up, what a hand may be looked at (`state.visible_hand(seat)`) and who
ranks where (fewest chips taken, then most handed out) are the engine's answers. The
shell deals (chance) and lets the computer seats play their `Policy.choose(state,
self.rng)` until a human is to move, so a seed repeats the whole game.

One pause is the widget's own, and it is pace, not a rule: the engine lets a player look
at the own hand only until the first pyramid card is turned up. When a computer seat
deals, the shell would turn that card up at once, before anybody could look; so a new
game waits at the first card until a human clicks *Start* (`start_button`). When a human
deals, the *Reveal* click is that pause.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import ipywidgets as w

from pyramide_kit.errors import RuleError
from pyramide_kit.karten import labels as _labels  # noqa: F401  (registers the texts)
from pyramide_kit.karten.game import KartenState, new_game
from pyramide_kit.karten.moves import ANSWERS, Accept, Call, Claim, Deal, Guess, Pass, Reveal
from pyramide_kit.karten.rules import Rules
from pyramide_kit.karten.strategy import Policy
from pyramide_kit.karten.views import (
    bus_html,
    card_text,
    event_text,
    hands_html,
    own_text,
    pyramid_html,
    tally_html,
)
from pyramide_kit.seats import Player
from pyramide_kit.table import CHANCE
from pyramide_kit.ui.i18n import check_lang, t
from pyramide_kit.ui.policies import seat_policies
from pyramide_kit.ui.shell import TableShell

__all__ = ["KartenApp", "card_text"]


class KartenApp(TableShell):
    """Play Pyramide with cards: `app.state` (also `app.game`) is the engine's state.

    Parameters: `players` (a count, names, `Player`s or (name, is_computer) pairs, as
    `karten.new_game` takes them; default: one human and three computer seats), `lang`
    ("de"/"en"), `seed` (the deal and the computers' random choices), `rules` (a
    `karten.Rules`, e.g. `Rules(ride_the_bus=True)` or `Rules(peek=True)`), `policies`
    (one `Policy` for every computer seat, or one per computer seat in seat order, or a
    {seat number or name: Policy} mapping, the seats not named playing `Policy()`; read
    by `pyramide_kit.ui.policies`). Several people can share one screen: each human seat
    has its own *Look* button.
    """

    title_key = "karten_title"
    total_key = "karten_chips"

    def __init__(
        self,
        players: int | Sequence[Player | str | tuple[str, bool]] | None = None,
        lang: str = "de",
        seed: int | None = None,
        rules: Rules | None = None,
        policies: Policy | Sequence[Policy] | Mapping[int | str, Policy] | None = None,
    ) -> None:
        lang = check_lang(lang)
        if players is None:
            players = [t("karten_player", lang, n=1)] + [
                (t("karten_computer", lang, n=i), True) for i in (1, 2, 3)
            ]
        table = new_game(players, rules)  # the engine checks the seats and the rules
        self.policies = seat_policies(policies, table.seats, Policy(), Policy)
        self.showing: int | None = None
        """The human seat whose hand is face up on the screen (None: all face down)."""
        self.looked: set[int] = set()
        """Human seats that have looked at their hand in this game."""
        self._waiting = True
        self._prefilled: int | None = None
        humans = [seat for seat, p in enumerate(table.seats) if not p.computer]
        names = [p.name for p in table.seats]
        self.pyramid_view = w.HTML()
        self.hand_view = w.HTML()
        self.tally = w.HTML()
        self.bus_view = w.HTML()
        self.start_button = w.Button(description=t("karten_start", lang), button_style="primary")
        self.reveal_button = w.Button(description=t("karten_reveal", lang))
        self.claim_button = w.Button(description=t("karten_claim", lang), button_style="info")
        self.pass_button = w.Button(description=t("karten_pass", lang))
        self.accept_button = w.Button(description=t("karten_accept", lang))
        self.call_button = w.Button(description=t("karten_call", lang), button_style="danger")
        self.hide_button = w.Button(description=t("karten_hide", lang))
        self.look_buttons = {
            seat: w.Button(
                description=own_text("karten_look", seat, names, len(humans), lang),
                layout=w.Layout(width="auto"),
            )
            for seat in humans
        }
        top = max(value for _, value, _ in table.rules.row_layout())
        self.share_inputs = {
            seat: w.BoundedIntText(
                value=0, min=0, max=top, description=name, layout=w.Layout(width="170px")
            )
            for seat, name in enumerate(names)
        }
        self.bus_buttons = {
            a: w.Button(description=t(f"karten_answer_{a}", lang), layout=w.Layout(width="110px"))
            for a in ANSWERS
        }
        self.on_click(self.start_button, lambda _: self._start())
        self.on_click(self.reveal_button, lambda _: self._reveal())
        self.on_click(self.claim_button, lambda _: self.play(self._claim()))
        self.on_click(self.pass_button, lambda _: self.play(Pass(self._seat())))
        self.on_click(self.accept_button, lambda _: self.play(Accept(self._seat())))
        self.on_click(self.call_button, lambda _: self.play(Call(self._seat())))
        self.on_click(self.hide_button, lambda _: self._hide())
        for seat, button in self.look_buttons.items():
            self.on_click(button, lambda _, seat=seat: self._look(seat))
        for answer, button in self.bus_buttons.items():
            self.on_click(button, lambda _, a=answer: self.play(Guess(self._seat(), a)))
        self.claim_box = w.VBox(
            [
                w.HTML(t("karten_shares", lang)),
                w.HBox(list(self.share_inputs.values()), layout=w.Layout(flex_flow="row wrap")),
                w.HBox([self.claim_button, self.pass_button]),
            ]
        )
        self.respond_box = w.HBox([self.accept_button, self.call_button])
        self.bus_box = w.VBox(
            [
                self.bus_view,
                w.HBox(list(self.bus_buttons.values()), layout=w.Layout(flex_flow="row wrap")),
            ]
        )
        super().__init__(table.seats, rules=table.rules, lang=lang, seed=seed)

    # --- what the shell asks -----------------------------------------------------------

    def new_state(self, players: Any, rules: Rules) -> KartenState:
        return new_game(players, rules)

    def board(self) -> list[w.Widget]:
        return [
            self.pyramid_view,
            w.HBox([*self.look_buttons.values(), self.hide_button]),
            self.hand_view,
            w.HBox([self.start_button, self.reveal_button]),
            self.claim_box,
            self.respond_box,
            self.bus_box,
            self.tally,
        ]

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
                card=card_text(game.current_card),
                row=game.row_value,
                chips=self.chips(game.row_value),
            )
        if game.phase == "respond":
            pending = game.pending
            return self.tr(
                "karten_todo_respond_you" if self.is_you(pending.player) else "karten_todo_respond",
                claimant=game.seats[pending.player].name,
                name=game.seats[game.to_move].name,
                rank=pending.rank,
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
        legal = game.legal_moves() if self.human_to_move else ()
        kinds = {type(m) for m in legal}
        self.start_button.layout.display = "" if self.waiting_to_start else "none"
        self.reveal_button.disabled = Reveal not in kinds
        self.claim_button.disabled = Claim not in kinds
        self.pass_button.disabled = Pass not in kinds
        self.accept_button.disabled = Accept not in kinds
        self.call_button.disabled = Call not in kinds
        answers = {m.answer for m in legal if isinstance(m, Guess)}
        for answer, button in self.bus_buttons.items():
            button.disabled = answer not in answers
        self.claim_box.layout.display = "" if Pass in kinds else "none"
        self.respond_box.layout.display = "" if Accept in kinds else "none"
        self.bus_box.layout.display = "" if game.bus is not None else "none"
        seat = game.to_move
        for other, box in self.share_inputs.items():
            box.disabled = Claim not in kinds or other == seat
            box.layout.display = "none" if other == seat else ""
        if Pass in kinds and self._prefilled != len(game.history):
            self._prefill(seat)
        for s, button in self.look_buttons.items():
            button.disabled = game.over or game.visible_hand(s) is None
        self.hide_button.disabled = self.showing is None
        self.pyramid_view.value = pyramid_html(game)
        self.hand_view.value = hands_html(game, self.names, self.showing, self.looked, self.lang)
        self.tally.value = tally_html(game, self.names, self.lang)
        self.bus_view.value = bus_html(game, self.lang)

    def new_game(self) -> None:
        """Deal again with the same seats and rules; all hands face down, not looked at."""
        self.showing = None
        self.looked = set()
        self._waiting = True
        self._prefilled = None
        super().new_game()

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

    def chips(self, n: int) -> str:
        """ "1 chip", "2 Chips": a number of chips with the right plural."""
        return self.count(self.total_key, n)

    # --- clicks --------------------------------------------------------------------------

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

    def _reveal(self) -> None:
        """The dealer's Reveal, when the dealer is a human seat (the move names no seat,
        so the click asks the engine who is to move first)."""
        self._seat()
        self.play(Reveal())

    def _claim(self) -> Claim:
        seat = self._seat()
        shares = tuple(
            (target, box.value)
            for target, box in self.share_inputs.items()
            if target != seat and box.value > 0
        )
        return Claim(seat, shares)

    def _prefill(self, seat: int) -> None:
        """Suggest a claim's chips: the whole row value to the next seat (the student
        changes the boxes at will; the engine checks the claim)."""
        target = (seat + 1) % len(self.state.seats)
        for other, box in self.share_inputs.items():
            box.value = self.state.row_value if other == target else 0
        self._prefilled = len(self.state.history)

    def _start(self) -> None:
        if not self.waiting_to_start:
            raise RuleError("the game has started already", "karten_err_started")
        self._waiting = False
        self.message.clear()
        self.resume()

    def _look(self, seat: int) -> None:
        if self.state.visible_hand(seat) is None:
            raise RuleError(
                "you may look at your cards only at the start, before the first card is "
                "turned up; now remember them",
                "karten_err_looked",
            )
        self.showing = seat
        self.looked.add(seat)
        self.message.clear()
        self.redraw()

    def _hide(self) -> None:
        self.showing = None
        self.redraw()
