"""What the KartenApp draws and writes: the pyramid, the hands, the tallies, the bus, the
log lines.

Plain functions of the engine's state, the seat names and the language, so the widget
class only turns clicks into moves. A hand is drawn face up only where
`state.visible_hand(seat)` gives it; a log line names only cards that everybody sees (the
public `Event`s of the engine's log: revealed, shown and bus cards). Every player name is
escaped in HTML; log lines are plain text (the move log escapes them).
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from pyramide_kit.karten.bus import BUS_ANSWERS
from pyramide_kit.karten.cards import rank_of, suit_of
from pyramide_kit.karten.game import KartenState
from pyramide_kit.karten.record import Event
from pyramide_kit.ui.i18n import plural, t
from pyramide_kit.ui.shell import YOU
from pyramide_kit.ui.svg import SUIT_SYMBOLS, card_svg

__all__ = [
    "bus_html",
    "card_html",
    "card_text",
    "chips",
    "event_text",
    "hands_html",
    "own_text",
    "pyramid_html",
    "tally_html",
]


def card_text(code: str) -> str:
    """A card as rank and suit symbol, e.g. 10♥."""
    return f"{rank_of(code)}{SUIT_SYMBOLS[suit_of(code)]}"


def card_html(code: str | None, width: int = 40, mark: bool = False) -> str:
    """One card face (or its back, for None) as inline SVG."""
    if code is None:
        svg = card_svg(None, width=width)
    else:
        svg = card_svg(rank_of(code), suit_of(code), width=width)
    border = "outline:3px solid #d4a017;" if mark else ""
    return f'<span style="display:inline-block;margin:1px;{border}">{svg}</span>'


def chips(n: int, lang: str) -> str:
    """ "1 chip", "3 Chips": a number of chips with the right plural."""
    return plural("karten_chips", n, lang)


def is_you(name: str, lang: str) -> bool:
    """Whether a seat's name means the student at the screen ("You", "Du")."""
    return name.casefold() in YOU[lang]


def _object(name: str, lang: str) -> str:
    """A name as the object of a line ("1 chip to Anna"; "to you", "an dich" for You)."""
    return t("karten_you_object", lang) if is_you(name, lang) else name


def own_text(key: str, seat: int, names: Sequence[str], humans: int, lang: str) -> str:
    """A label about a human's own cards: "my/your" with one human or for a seat called
    You/Du, named with more."""
    if humans == 1 or is_you(names[seat], lang):
        return t(
            {"karten_look": "karten_look_mine", "karten_hand_of": "karten_your_hand"}[key], lang
        )
    return t(key, lang, name=names[seat])


def event_text(e: Event, names: Sequence[str], lang: str) -> str:
    """One public event as plain text ('' for the events the log leaves out)."""
    name = names[e.player] if e.player >= 0 else ""
    other = names[e.other] if e.other >= 0 else ""
    if e.kind == "reveal":
        return t(
            "karten_log_reveal",
            lang,
            card=card_text(e.card),
            row=e.value,
            chips=chips(e.value, lang),
        )
    if e.kind == "claim":
        shares = ", ".join(
            t("karten_log_share", lang, chips=chips(c, lang), name=_object(names[p], lang))
            for p, c in e.shares
        )
        return t("karten_log_claim", lang, name=name, rank=e.card, shares=shares)
    if e.kind == "unchallenged":
        return t("karten_log_unchallenged", lang)
    if e.kind in ("pass", "accept", "caught", "bus_start", "bus_done"):
        return t(f"karten_log_{e.kind}", lang, name=name)
    if e.kind == "call":
        return t("karten_log_call", lang, name=name, other=_object(other, lang))
    if e.kind == "shown":
        return t("karten_log_shown", lang, name=name, card=card_text(e.card))
    if e.kind == "bus_card":
        verdict = t("karten_right" if e.truth else "karten_wrong", lang)
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
        return t("karten_log_bus_reshuffle", lang, cards=plural("karten_cards", e.value, lang))
    if e.kind == "over":
        return t("karten_log_over", lang)
    return ""


def pyramid_html(state: KartenState) -> str:
    """The pyramid(s), top row first, face-up cards shown, the newest one marked."""
    rules = state.rules
    index = {pos: i for i, pos in enumerate(rules.row_layout())}
    blocks = []
    for p in range(rules.pyramids):
        rows = []
        for row in range(rules.rows, 0, -1):
            cells = []
            for col in range(rules.rows - row + 1):
                i = index[(p, row, col)]
                face_up = i < state.revealed
                code = state.pyramid[i] if face_up else None
                cells.append(card_html(code, mark=face_up and i == state.revealed - 1))
            rows.append(f'<div style="text-align:center;white-space:nowrap">{"".join(cells)}</div>')
        blocks.append(f'<div style="display:inline-block;margin-right:24px">{"".join(rows)}</div>')
    return f"<div>{''.join(blocks)}</div>"


def _hidden_text(
    state: KartenState, seat: int, names: Sequence[str], humans: int, looked: bool, lang: str
) -> str:
    """What a human seat's face-down hand says: look now, looked once (remember), or not
    looked in time; only a seat that has looked reads "looked at once"."""
    count = len(state.hands[seat])
    cards = plural("karten_cards", count, lang)
    if state.rules.peek:
        return t("karten_hand_peek", lang, cards=cards)
    if state.visible_hand(seat) is not None:
        return t("karten_hand_unlooked", lang, cards=cards)
    if not looked:
        return t("karten_hand_missed", lang, cards=cards)
    if humans == 1 or is_you(names[seat], lang):
        return plural("karten_your_hand_hidden", count, lang)
    return plural("karten_hand_hidden", count, lang, name=names[seat])


def hands_html(
    state: KartenState,
    names: Sequence[str],
    showing: int | None,
    looked: set[int],
    lang: str,
) -> str:
    """The human seats' hands (face up only for the seat `showing`, and only where the
    engine lets that seat look), and once the game is over every hand. `names` raw."""
    humans = sum(1 for seat in state.seats if not seat.computer)
    parts = []
    for seat in range(len(state.seats)):
        visible = state.visible_hand(seat)
        head = escape(own_text("karten_hand_of", seat, names, humans, lang))
        if state.seats[seat].computer:
            if state.over and visible is not None:
                cards = "".join(card_html(c, width=30) for c in visible)
                parts.append(f"<div>{head}: {cards}</div>")
            continue
        if visible is not None and (showing == seat or state.over):
            cards = "".join(card_html(c) for c in visible)
            parts.append(f"<div><b>{head}</b><br>{cards}</div>")
        else:
            text = _hidden_text(state, seat, names, humans, seat in looked, lang)
            backs = "".join(card_html(None, width=28) for _ in state.hands[seat])
            parts.append(f"<div><b>{head}</b>: {escape(text)}<br>{backs}</div>")
    return "".join(parts)


def tally_html(state: KartenState, names: Sequence[str], lang: str) -> str:
    """Chips taken and handed out, cards left and cards shown, one row per seat."""
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
    for p in range(len(state.seats)):
        shown = " ".join(card_text(c) for c in state.discards[p])
        cells = (names[p], state.taken[p], state.handed_out[p], len(state.hands[p]), shown)
        rows.append(
            "<tr>"
            + "".join(f"<td style='padding:0 8px'>{escape(str(c))}</td>" for c in cells)
            + "</tr>"
        )
    return f"<table><tr>{head}</tr>{''.join(rows)}</table>"


def bus_html(state: KartenState, lang: str) -> str:
    """The running Ride the Bus chain and the empty places still to fill."""
    bus = state.bus
    if bus is None:
        return ""
    chain = "".join(card_html(c) for c in bus.chain)
    slots = (
        ""
        if state.over
        else "".join(card_html(None) for _ in range(len(BUS_ANSWERS) - len(bus.chain)))
    )
    return f"<b>{escape(t('karten_bus_title', lang))}</b><br>{chain}{slots}"
