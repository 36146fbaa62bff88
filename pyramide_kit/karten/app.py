"""KartenApp: Pyramide with cards in a notebook, one human seat and 2-7 computers.

The widget only draws the game and turns clicks into moves of the rules engine; the
computer seats decide from their own `Knowledge` (see `strategy`). The human's hand is
shown once and then hidden, as at the table, unless `peek=True`. Several people can
share one screen with `humans > 1`: each looks at the own hand once.
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as w

from pyramide_kit.errors import RuleError
from pyramide_kit.karten import labels as _labels  # noqa: F401  (registers the texts)
from pyramide_kit.karten.bus import BUS_ANSWERS
from pyramide_kit.karten.cards import Rules, rank_of, suit_of
from pyramide_kit.karten.knowledge import knowledge
from pyramide_kit.karten.rules import (
    Accept,
    Call,
    Claim,
    Event,
    Game,
    Guess,
    Pass,
    Reveal,
    apply,
    current_row_value,
    deal,
    ranking,
    to_move,
)
from pyramide_kit.karten.strategy import Policy, computer_move
from pyramide_kit.simulate import rng_for
from pyramide_kit.ui.i18n import check_lang, t
from pyramide_kit.ui.parts import MessageLine, MoveLog, reporting_errors
from pyramide_kit.ui.svg import SUIT_SYMBOLS, card_svg

__all__ = ["KartenApp", "card_text"]

ANSWERS = tuple(a for answers in BUS_ANSWERS for a in answers)


def card_text(code: str) -> str:
    """A card as rank and suit symbol, e.g. 10♥."""
    return f"{rank_of(code)}{SUIT_SYMBOLS[suit_of(code)]}"


def _card_html(code: str | None, width: int = 40, mark: bool = False) -> str:
    if code is None:
        svg = card_svg(None, width=width)
    else:
        svg = card_svg(rank_of(code), suit_of(code), width=width)
    border = "outline:3px solid #d4a017;" if mark else ""
    return f'<span style="display:inline-block;margin:1px;{border}">{svg}</span>'


class KartenApp(w.VBox):
    """Play Pyramide with cards: `app.game` is the engine's state, buttons are attributes.

    Parameters: `computers` (2 to 7 computer seats), `humans` (human seats, default 1),
    `rules` (a `Rules`, e.g. `Rules(ride_the_bus=True)`), `lang` ("de"/"en"), `seed`
    (the deal and the computers' random choices), `peek` (hands may be looked at again),
    `policies` (one `Policy` per computer seat, or one for all).
    """

    def __init__(
        self,
        computers: int = 3,
        lang: str = "de",
        seed: int | None = None,
        rules: Rules | None = None,
        peek: bool = False,
        humans: int = 1,
        policies: Policy | list[Policy] | None = None,
        names: list[str] | None = None,
    ) -> None:
        self.lang = check_lang(lang)
        if not 2 <= computers <= 7:
            raise RuleError(
                f"2 to 7 computer players join the human seat, not {computers}",
                "karten_err_computers",
                n=computers,
            )
        if humans < 1:
            raise RuleError(
                f"the widget needs at least one human seat, not {humans}",
                "karten_err_humans",
                n=humans,
            )
        self.rules = rules or Rules()
        self.humans = humans
        self.n_players = humans + computers
        self.peek = peek
        self.seed = seed
        if policies is None or isinstance(policies, Policy):
            policies = [policies or Policy()] * computers
        if len(policies) != computers:
            raise RuleError(
                f"give one policy per computer seat: {computers}, not {len(policies)}",
                "karten_err_policies",
                n=computers,
                got=len(policies),
            )
        self.policies = {humans + i: p for i, p in enumerate(policies)}
        self.names = list(names) if names else self._names()
        if len(self.names) != self.n_players:
            raise RuleError(
                f"give one name per seat: {self.n_players} names, not {len(self.names)}",
                "karten_err_names",
                n=self.n_players,
                got=len(self.names),
            )
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
                description=self._own_text("karten_look", seat),
                layout=w.Layout(width="auto"),
            )
            for seat in range(humans)
        }
        self.share_inputs = {
            seat: w.BoundedIntText(
                value=0,
                min=0,
                max=2 * self.rules.rows,
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
        self._start(seed)

    def _start(self, seed: int | None) -> None:
        self.rng = rng_for(seed)
        self.game: Game = deal(self.n_players, self.rng, self.rules)
        self.looked: set[int] = set()
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

    def is_human(self, seat: int | None) -> bool:
        """Whether `seat` is played at this screen (the human seats come first)."""
        return seat is not None and seat < self.humans

    def _human_to_move(self) -> int:
        seat = to_move(self.game)
        if self.game.phase == "reveal" or not self.is_human(seat):
            raise RuleError(
                f"it is not a human player's turn now (phase {self.game.phase})",
                "karten_err_not_human",
                phase=self.game.phase,
            )
        return seat

    def _play(self, move: Any) -> None:
        """Apply a human's move; the hand goes face down again (unless peeking is on)."""
        self.game = apply(self.game, move, self.rng)
        if not self.peek:
            self.showing = None
        self.message.clear()
        self._advance()

    def _on_reveal(self, _b: object = None) -> None:
        self._play(Reveal())

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
        self.seed = None if self.seed is None else self.seed + 1
        self._start(self.seed)

    def _on_look(self, seat: int) -> None:
        if seat in self.looked and not self.peek:
            raise RuleError(
                "you have already looked at these cards once; remember them", "karten_err_looked"
            )
        self.looked.add(seat)
        self.showing = seat
        self._draw()

    def _on_hide(self, _b: object = None) -> None:
        self.showing = None
        self._draw()

    # --- the engine moves the computers ------------------------------------------------

    def _advance(self) -> None:
        """Let computer seats move until a human must act or the next card is to be
        revealed (the human reveals, so the game goes at the human's pace)."""
        while not self.game.over and self.game.phase != "reveal":
            seat = to_move(self.game)
            if self.is_human(seat):
                break
            move = computer_move(self.game, self.policies[seat], self.rng)
            self.game = apply(self.game, move, self.rng)
        self._log_new_events()
        self._prefill_shares()
        self._draw()

    def _prefill_shares(self) -> None:
        game = self.game
        seat = to_move(game)
        if game.phase != "claim" or not self.is_human(seat):
            return
        target = (seat + 1) % self.n_players
        for other, box in self.share_inputs.items():
            box.value = current_row_value(game) if other == target else 0

    # --- drawing ------------------------------------------------------------------------

    def _log_new_events(self) -> None:
        for event in self.game.log[self._logged :]:
            line = self.event_text(event)
            if line:
                self.move_log.add(line)
        self._logged = len(self.game.log)

    def event_text(self, e: Event) -> str:
        """One log line for an event ('' for passes, which are not logged)."""
        lang = self.lang
        name = self.names[e.player] if e.player >= 0 else ""
        other = self.names[e.other] if e.other >= 0 else ""
        if e.kind == "reveal":
            row = e.value
            return t("karten_log_reveal", lang, card=card_text(e.card), row=row, value=row)
        if e.kind == "claim":
            shares = ", ".join(f"{self.names[p]} {c}" for p, c in e.shares)
            return t("karten_log_claim", lang, name=name, rank=e.card, shares=shares)
        if e.kind in ("accept", "bus_start", "bus_done", "unchallenged"):
            return t(f"karten_log_{e.kind}", lang, name=name)
        if e.kind == "call":
            return t("karten_log_call", lang, name=name, other=other)
        if e.kind == "shown":
            return t("karten_log_shown", lang, name=name, card=card_text(e.card))
        if e.kind == "caught":
            return t("karten_log_caught", lang, name=name, chips=e.value)
        if e.kind == "bus_card":
            chips = self.rules.bus_chips_per_wrong
            verdict = t("karten_right" if e.truth else "karten_wrong", lang, chips=chips)
            answer = t(f"karten_answer_{e.answer}", lang)
            return t(
                "karten_log_bus_card",
                lang,
                name=name,
                answer=answer,
                card=card_text(e.card),
                verdict=verdict,
            )
        if e.kind == "bus_reshuffle":
            return t("karten_log_bus_reshuffle", lang, count=e.value)
        if e.kind == "over":
            return t("karten_log_over", lang)
        return ""

    def _draw(self) -> None:
        game = self.game
        seat = to_move(game)
        human = self.is_human(seat)
        self.reveal_button.disabled = game.phase != "reveal"
        claiming = game.phase == "claim" and human
        self.claim_box.layout.display = "" if claiming else "none"
        for other, box in self.share_inputs.items():
            box.disabled = not claiming or other == seat
            box.layout.display = "none" if other == seat else ""
        self.respond_box.layout.display = "" if game.phase == "respond" and human else "none"
        self.bus_box.layout.display = "" if game.phase == "bus" or game.bus else "none"
        question = len(game.bus.chain) if game.phase == "bus" else -1
        for answer, button in self.bus_buttons.items():
            button.disabled = not (human and question >= 0 and answer in BUS_ANSWERS[question])
        for s, button in self.look_buttons.items():
            button.disabled = s in self.looked and not self.peek
        self.hide_button.disabled = self.showing is None
        self.status.value = f"<b>{escape(self.status_text())}</b>"
        self.pyramid_view.value = self._pyramid_html()
        self.hand_view.value = self._hands_html()
        self.tally.value = self._tally_html()
        self.bus_view.value = self._bus_html()

    def status_text(self) -> str:
        """The status line: what happens now and who decides, or the final ranking."""
        game, lang = self.game, self.lang
        seat = to_move(game)
        if game.phase == "reveal":
            return t("karten_status_reveal", lang, k=game.revealed + 1, total=len(game.pyramid))
        if game.phase == "claim":
            row = current_row_value(game)
            return t(
                "karten_status_claim",
                lang,
                card=card_text(game.current_card),
                row=row,
                value=row,
                name=self.names[seat],
            )
        if game.phase == "respond":
            pending = game.pending
            chips = dict(pending.shares)[seat]
            key = "karten_status_respond_you" if self.humans == 1 else "karten_status_respond"
            return t(
                key,
                lang,
                claimant=self.names[pending.player],
                rank=pending.rank,
                name=self.names[seat],
                chips=chips,
            )
        if game.phase == "bus":
            q = len(game.bus.chain) + 1
            return t(
                "karten_status_bus",
                lang,
                name=self.names[seat],
                q=q,
                question=t(f"karten_question_{q}", lang),
            )
        lines = [
            t(
                "karten_rank_line",
                lang,
                place=place,
                name=self.names[p],
                taken=game.taken[p],
                handed=game.handed_out[p],
            )
            for place, p in ranking(game)
        ]
        return t("karten_status_over", lang, ranking="; ".join(lines))

    def _pyramid_html(self) -> str:
        game = self.game
        layout = self.rules.row_layout()
        index = {pos: i for i, pos in enumerate(layout)}
        blocks = []
        for p in range(self.rules.pyramids):
            rows = []
            for row in range(self.rules.rows, 0, -1):
                cells = []
                for col in range(self.rules.rows - row + 1):
                    i = index[(p, row, col)]
                    face_up = i < game.revealed
                    code = game.pyramid[i] if face_up else None
                    cells.append(_card_html(code, mark=face_up and i == game.revealed - 1))
                rows.append(
                    f'<div style="text-align:center;white-space:nowrap">{"".join(cells)}</div>'
                )
            blocks.append(
                f'<div style="display:inline-block;margin-right:24px">{"".join(rows)}</div>'
            )
        return f"<div>{''.join(blocks)}</div>"

    def _hands_html(self) -> str:
        game = self.game
        parts = []
        for seat in range(self.humans):
            view = knowledge(game, seat)
            if self.showing == seat or game.over:
                cards = "".join(_card_html(c) for c in view.hand)
                head = escape(self._own_text("karten_hand_of", seat))
                parts.append(f"<div><b>{head}</b><br>{cards}</div>")
            else:
                text = self._own_text("karten_hand_hidden", seat, count=len(view.hand))
                backs = "".join(_card_html(None, width=28) for _ in view.hand)
                parts.append(f"<div>{escape(text)}<br>{backs}</div>")
        if game.over:
            for seat in range(self.humans, self.n_players):
                cards = "".join(_card_html(c, width=30) for c in game.hands[seat])
                head = escape(t("karten_hand_of", self.lang, name=self.names[seat]))
                parts.append(f"<div>{head}: {cards}</div>")
        return "".join(parts)

    def _own_text(self, key: str, seat: int, **values: object) -> str:
        """A label about a human's own cards: "my/your" with one human, named with more."""
        if self.humans == 1:
            mine = {
                "karten_look": "karten_look_mine",
                "karten_hand_of": "karten_your_hand",
                "karten_hand_hidden": "karten_your_hand_hidden",
            }[key]
            return t(mine, self.lang, **values)
        return t(key, self.lang, name=self.names[seat], **values)

    def _tally_html(self) -> str:
        game, lang = self.game, self.lang
        head = "".join(
            f"<th style='padding:0 8px'>{escape(t(k, lang))}</th>"
            for k in (
                "karten_tally_player",
                "karten_tally_taken",
                "karten_tally_handed",
                "karten_tally_cards",
                "karten_tally_shown",
            )
        )
        rows = []
        for p in range(self.n_players):
            shown = " ".join(card_text(c) for c in game.discards[p])
            cells = (self.names[p], game.taken[p], game.handed_out[p], len(game.hands[p]), shown)
            rows.append(
                "<tr>"
                + "".join(f"<td style='padding:0 8px'>{escape(str(c))}</td>" for c in cells)
                + "</tr>"
            )
        return f"<table><tr>{head}</tr>{''.join(rows)}</table>"

    def _bus_html(self) -> str:
        bus = self.game.bus
        if bus is None:
            return ""
        chain = "".join(_card_html(c) for c in bus.chain)
        slots = "".join(_card_html(None) for _ in range(len(BUS_ANSWERS) - len(bus.chain)))
        if self.game.over:
            slots = ""
        return f"<b>{escape(t('karten_bus_title', self.lang))}</b><br>{chain}{slots}"
