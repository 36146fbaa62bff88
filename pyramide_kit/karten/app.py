"""KartenApp: Pyramide with cards in a notebook, human and computer seats.

The widget draws the engine's state (see `views.py`) and turns clicks into moves; it
decides no rule. The engine says who is to move (`state.to_move`, `human_to_move`),
which seats a table may have (`new_game` refuses others), what a seat may look at
(`state.visible_hand`: the own hand at the start, or always with `Rules(peek=True)`);
computer seats play their `Policy.choose` moves, chance plays `sample_chance`. Several
people can share one screen with `humans > 1`: each looks at the own hand in turn.
The widget pauses before each pyramid card, so the game goes at the humans' pace: the
Reveal button lets the dealer turn it up.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

import ipywidgets as w

from pyramide_kit.checks import SEED_LIMIT, check_seed, whole_number
from pyramide_kit.errors import RuleError
from pyramide_kit.karten import labels as _labels  # noqa: F401  (registers the texts)
from pyramide_kit.karten.game import KartenState, new_game
from pyramide_kit.karten.moves import ANSWERS, Accept, Call, Claim, Guess, Pass, Reveal
from pyramide_kit.karten.rules import Rules
from pyramide_kit.karten.strategy import Policy
from pyramide_kit.karten.views import (
    bus_html,
    card_text,
    event_text,
    hands_html,
    own_text,
    pyramid_html,
    status_text,
    tally_html,
)
from pyramide_kit.seats import Player
from pyramide_kit.simulate import rng_for
from pyramide_kit.table import CHANCE
from pyramide_kit.ui.i18n import check_lang, t
from pyramide_kit.ui.parts import MessageLine, MoveLog, reporting_errors

__all__ = ["KartenApp", "card_text"]


class KartenApp(w.VBox):
    """Play Pyramide with cards: `app.game` is the engine's state, buttons are attributes.

    Parameters: `computers` (computer seats, after the human ones), `humans` (human
    seats, default 1), `rules` (a `Rules`, e.g. `Rules(ride_the_bus=True)` or
    `Rules(peek=True)`), `lang` ("de"/"en"), `seed` (the deal and the computers' random
    choices), `policies` (one `Policy` per computer seat, or one for all), `names` (one
    per seat). How many seats in all the rules allow is the engine's check.
    """

    def __init__(
        self,
        computers: int = 3,
        lang: str = "de",
        seed: int | None = None,
        rules: Rules | None = None,
        humans: int = 1,
        policies: Policy | Sequence[Policy] | None = None,
        names: Sequence[str] | None = None,
    ) -> None:
        self.lang = check_lang(lang)
        self.seed = check_seed(seed)
        computers = whole_number(computers, "computers", 0)
        self.humans = whole_number(humans, "humans", 0)
        self.rules = Rules() if rules is None else rules
        if policies is None or isinstance(policies, Policy):
            policies = [policies or Policy()] * computers
        if len(policies) != computers or not all(isinstance(p, Policy) for p in policies):
            raise RuleError(
                f"give one policy per computer seat: {computers}, not {len(policies)}",
                "karten_err_policies",
                n=computers,
                got=len(policies),
            )
        self.n_players = self.humans + computers
        self.policies = {self.humans + i: p for i, p in enumerate(policies)}
        self.names = list(names) if names is not None else self._names()
        if len(self.names) != self.n_players:
            raise RuleError(
                f"give one name per seat: {self.n_players} names, not {len(self.names)}",
                "karten_err_names",
                n=self.n_players,
                got=len(self.names),
            )
        self.seats = tuple(
            Player(name, seat >= self.humans) for seat, name in enumerate(self.names)
        )
        self.game: KartenState = new_game(self.seats, self.rules)
        self.names = [seat.name for seat in self.game.seats]
        self._build()
        self._start(self.seed)

    def _build(self) -> None:
        lang = self.lang
        self.message = MessageLine(lang)
        self.move_log = MoveLog(lang, height="220px")
        self.status = w.HTML()
        self.pyramid_view = w.HTML()
        self.hand_view = w.HTML()
        self.tally = w.HTML()
        self.bus_view = w.HTML()
        guard = reporting_errors(self.message)
        self.reveal_button = w.Button(description=t("karten_reveal", lang))
        self.claim_button = w.Button(description=t("karten_claim", lang), button_style="info")
        self.pass_button = w.Button(description=t("karten_pass", lang))
        self.accept_button = w.Button(description=t("karten_accept", lang))
        self.call_button = w.Button(description=t("karten_call", lang), button_style="danger")
        self.new_game_button = w.Button(description=t("new_game", lang))
        self.hide_button = w.Button(description=t("karten_hide", lang))
        self.look_buttons = {
            seat: w.Button(
                description=own_text("karten_look", seat, self.names, self.humans, lang),
                layout=w.Layout(width="auto"),
            )
            for seat in range(self.humans)
        }
        self.share_inputs = {
            seat: w.BoundedIntText(
                value=0,
                min=0,
                max=max(v for _, v, _ in self.rules.row_layout()),
                description=self.names[seat],
                layout=w.Layout(width="170px"),
            )
            for seat in range(self.n_players)
        }
        self.bus_buttons = {
            a: w.Button(description=t(f"karten_answer_{a}", lang), layout=w.Layout(width="110px"))
            for a in ANSWERS
        }
        self.reveal_button.on_click(guard(self._on_reveal))
        self.claim_button.on_click(guard(self._on_claim))
        self.pass_button.on_click(guard(self._on_pass))
        self.accept_button.on_click(guard(self._on_accept))
        self.call_button.on_click(guard(self._on_call))
        self.new_game_button.on_click(guard(self._on_new_game))
        self.hide_button.on_click(guard(self._on_hide))
        for seat, button in self.look_buttons.items():
            button.on_click(guard(lambda _b, seat=seat: self._on_look(seat)))
        for answer, button in self.bus_buttons.items():
            button.on_click(guard(lambda _b, answer=answer: self._on_guess(answer)))
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
        super().__init__(
            [
                w.HTML(f"<h3>{escape(t('karten_title', lang))}</h3>"),
                self.status,
                self.message,
                self.pyramid_view,
                w.HBox([*self.look_buttons.values(), self.hide_button]),
                self.hand_view,
                w.HBox([self.reveal_button, self.new_game_button]),
                self.claim_box,
                self.respond_box,
                self.bus_box,
                self.tally,
                self.move_log,
            ]
        )

    def _start(self, seed: int | None) -> None:
        self.rng = rng_for(seed)
        self.game = new_game(self.seats, self.rules)
        self.showing: int | None = None
        self._logged = 0
        self.move_log.clear()
        self.message.clear()
        self._advance()

    def _names(self) -> list[str]:
        if self.humans == 1:
            humans = [t("karten_you", self.lang)]
        else:
            humans = [t("karten_human", self.lang, n=i + 1) for i in range(self.humans)]
        computers = [
            t("karten_computer", self.lang, n=i + 1) for i in range(self.n_players - self.humans)
        ]
        return humans + computers

    # --- clicks ------------------------------------------------------------------------

    def _human_to_move(self) -> int:
        seat = self.game.human_to_move
        if seat is None or self.game.phase == "reveal":
            raise RuleError(
                f"it is not a human player's turn now (phase {self.game.phase})",
                "karten_err_not_human",
                phase=self.game.phase,
            )
        return seat

    def _play(self, move: Any) -> None:
        """Apply a move; the hand on screen goes face down again unless the engine still
        lets that seat look (the message line clears with the new state)."""
        self.game = self.game.apply(move)
        if self.showing is not None and self.game.visible_hand(self.showing) is None:
            self.showing = None
        if not self.rules.peek:
            self.showing = None
        self.message.clear()
        self._advance()

    def _on_reveal(self, _b: object = None) -> None:
        """The dealer turns up the next card: the human's own move if the dealer is a
        human seat, else the pace button for the computer dealer's move."""
        if self.game.phase != "reveal":
            self.game.apply(Reveal())  # refused with the engine's reason
        seat = self.game.to_move
        move = (
            self.policies[seat].choose(self.game, self.rng)
            if self.game.seats[seat].computer
            else Reveal()
        )
        self._play(move)

    def _on_claim(self, _b: object = None) -> None:
        seat = self._human_to_move()
        shares = tuple(
            (target, box.value)
            for target, box in self.share_inputs.items()
            if target != seat and box.value > 0
        )
        self._play(Claim(seat, shares))

    def _on_pass(self, _b: object = None) -> None:
        self._play(Pass(self._human_to_move()))

    def _on_accept(self, _b: object = None) -> None:
        self._play(Accept(self._human_to_move()))

    def _on_call(self, _b: object = None) -> None:
        self._play(Call(self._human_to_move()))

    def _on_guess(self, answer: str) -> None:
        self._play(Guess(self._human_to_move(), answer))

    def _on_new_game(self, _b: object = None) -> None:
        self.seed = None if self.seed is None else (self.seed + 1) % SEED_LIMIT
        self._start(self.seed)

    def _on_look(self, seat: int) -> None:
        if self.game.visible_hand(seat) is None:
            raise RuleError(
                "you may look at your cards only at the start, before the first card is "
                "turned up; now remember them",
                "karten_err_looked",
            )
        self.showing = seat
        self._draw()

    def _on_hide(self, _b: object = None) -> None:
        self.showing = None
        self._draw()

    # --- chance and the computers move -------------------------------------------------

    def _advance(self) -> None:
        """Let chance and computer seats move until a human must act or the next card is
        to be turned up."""
        game = self.game
        while not game.over and game.phase != "reveal":
            seat = game.to_move
            if seat is CHANCE:
                move = game.sample_chance(self.rng)
            elif game.seats[seat].computer:
                move = self.policies[seat].choose(game, self.rng)
            else:
                break
            game = game.apply(move)
        self.game = game
        self._log_new_events()
        self._prefill_shares()
        self._draw()

    def _prefill_shares(self) -> None:
        game = self.game
        if game.phase != "claim" or game.human_to_move is None:
            return
        seat = game.human_to_move
        target = (seat + 1) % self.n_players
        for other, box in self.share_inputs.items():
            box.value = game.row_value if other == target else 0

    # --- drawing ------------------------------------------------------------------------

    def _log_new_events(self) -> None:
        for event in self.game.log[self._logged :]:
            line = event_text(event, self.names, self.game, self.lang)
            if line:
                self.move_log.add(line)
        self._logged = len(self.game.log)

    def status_text(self) -> str:
        """The status line: what happens now and who decides, or the final ranking."""
        return status_text(self.game, self.names, self.humans, self.lang)

    def _draw(self) -> None:
        game = self.game
        seat = game.human_to_move
        human = seat is not None
        self.reveal_button.disabled = game.phase != "reveal"
        claiming = game.phase == "claim" and human
        self.claim_box.layout.display = "" if claiming else "none"
        for other, box in self.share_inputs.items():
            box.disabled = not claiming or other == seat
            box.layout.display = "none" if other == seat else ""
        self.respond_box.layout.display = "" if game.phase == "respond" and human else "none"
        self.bus_box.layout.display = "" if game.bus is not None else "none"
        allowed = {m.answer for m in game.legal_moves() if isinstance(m, Guess)} if human else set()
        for answer, button in self.bus_buttons.items():
            button.disabled = answer not in allowed
        for s, button in self.look_buttons.items():
            button.disabled = game.visible_hand(s) is None
        self.hide_button.disabled = self.showing is None
        self.status.value = f"<b>{escape(self.status_text())}</b>"
        self.pyramid_view.value = pyramid_html(game)
        self.hand_view.value = hands_html(game, self.names, self.humans, self.showing, self.lang)
        self.tally.value = tally_html(game, self.names, self.lang)
        self.bus_view.value = bus_html(game, self.lang)
