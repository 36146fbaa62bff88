"""What the KartenApp draws and writes: the board scene (pyramid, seats, hands, the bus,
the actions) and the log lines.

Plain functions of the engine's state, of what the screen holds besides it (`Screen`:
whose hand is face up, who has looked, the chips chosen for a claim) and of the
language, so the widget class only turns clicks into moves. Nothing here decides a
rule: an item is clickable exactly when the moves handed in (`state.legal_moves()`, or
none while no human is to move) hold its move; a hand is drawn face up only where
`state.visible_hand(seat)` gives it. A card that is face down for the student goes into
the scene without its rank and suit (the scene reaches the browser); a log line names
only cards that everybody sees (the public `Event`s of the engine's log).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from pyramide_kit.i18n import check_lang, plural, t
from pyramide_kit.karten.bus import BUS_ANSWERS
from pyramide_kit.karten.cards import rank_of, suit_of
from pyramide_kit.karten.game import KartenState
from pyramide_kit.karten.moves import Accept, Call, Claim, Guess, Move, Pass, Reveal
from pyramide_kit.karten.record import Event
from pyramide_kit.ui.scenes import action
from pyramide_kit.ui.shell import YOU
from pyramide_kit.ui.svg import SUIT_SYMBOLS

__all__ = [
    "Screen",
    "answer_id",
    "card_text",
    "chips",
    "event_text",
    "hand_id",
    "hand_name",
    "parse_id",
    "rank_text",
    "share_id",
    "split_moves",
    "table_scene",
]


@dataclass(frozen=True)
class Screen:
    """What the screen shows besides the engine's state: the seats' names (raw), the
    human seat whose hand is face up (`showing`), the human seats that have looked in
    this game, whether the game waits for *Start*, and the chips chosen so far for a
    claim ({target: chips})."""

    names: Sequence[str]
    showing: int | None = None
    looked: frozenset[int] = frozenset()
    waiting: bool = False
    split: Mapping[int, int] = field(default_factory=dict)


GERMAN_RANKS = {"J": "B", "Q": "D"}
"""The court cards as a German deck letters them: Bube, Dame (König and Ass keep K, A)."""


def rank_text(rank: str, lang: str = "en") -> str:
    """A rank as the page's language writes it: Q in English, D (Dame) in German."""
    return GERMAN_RANKS.get(rank, rank) if check_lang(lang) == "de" else rank


def card_text(code: str, lang: str = "en") -> str:
    """A card as rank and suit symbol, e.g. 10♥, Q♠ (German D♠)."""
    return f"{rank_text(rank_of(code), lang)}{SUIT_SYMBOLS[suit_of(code)]}"


def chips(n: int, lang: str) -> str:
    """ "1 chip", "3 Chips": a number of chips with the right plural."""
    return plural("karten_chips", n, lang)


def is_you(name: str, lang: str) -> bool:
    """Whether a seat's name means the student at the screen ("You", "Du")."""
    return name.casefold() in YOU[lang]


def _object(name: str, lang: str) -> str:
    """A name as the object of a line ("1 chip to Anna"; "to you", "an dich" for You)."""
    return t("karten_you_object", lang) if is_you(name, lang) else name


def hand_name(seat: int, names: Sequence[str], humans: int, lang: str) -> str:
    """Whose hand a line speaks of: "Your hand" with one human at the table or for a
    seat called You/Du, "Ana's hand" with more."""
    if humans == 1 or is_you(names[seat], lang):
        return t("karten_your_hand", lang)
    return t("karten_hand_of", lang, name=names[seat])


def event_text(e: Event, names: Sequence[str], lang: str) -> str:
    """One public event as plain text ('' for the events the log leaves out)."""
    name = names[e.player] if e.player >= 0 else ""
    other = names[e.other] if e.other >= 0 else ""
    if e.kind == "reveal":
        return t(
            "karten_log_reveal",
            lang,
            card=card_text(e.card, lang),
            row=e.value,
            chips=chips(e.value, lang),
        )
    if e.kind == "claim":
        shares = ", ".join(
            t("karten_log_share", lang, chips=chips(c, lang), name=_object(names[p], lang))
            for p, c in e.shares
        )
        return t("karten_log_claim", lang, name=name, rank=rank_text(e.card, lang), shares=shares)
    if e.kind == "unchallenged":
        return t("karten_log_unchallenged", lang)
    if e.kind in ("pass", "accept", "caught", "bus_start", "bus_done"):
        return t(f"karten_log_{e.kind}", lang, name=name)
    if e.kind == "call":
        return t("karten_log_call", lang, name=name, other=_object(other, lang))
    if e.kind == "shown":
        return t("karten_log_shown", lang, name=name, card=card_text(e.card, lang))
    if e.kind == "bus_card":
        verdict = t("karten_right" if e.truth else "karten_wrong", lang)
        answer = t(f"karten_answer_{e.answer}", lang)
        return t(
            "karten_log_bus_card",
            lang,
            name=name,
            answer=answer,
            card=card_text(e.card, lang),
            verdict=verdict,
        )
    if e.kind == "bus_reshuffle":
        return t("karten_log_bus_reshuffle", lang, cards=plural("karten_cards", e.value, lang))
    if e.kind == "over":
        return t("karten_log_over", lang)
    return ""


# --- the ids a click sends -----------------------------------------------------------


def hand_id(seat: int, index: int) -> str:
    """A card of a human seat's hand: a click looks at the hand or turns it face down."""
    return f"hand:{seat}:{index}"


def share_id(seat: int) -> str:
    """A seat's "+1 chip" while a claim is being put together."""
    return f"share:{seat}"


def answer_id(answer: str) -> str:
    """An answer to the current Ride the Bus question."""
    return f"answer:{answer}"


def parse_id(item_id: str) -> tuple[str, tuple[str, ...]]:
    """The kind of a clicked id and its fields: "share:2" -> ("share", ("2",)),
    "claim" -> ("claim", ())."""
    kind, *fields = item_id.split(":")
    return kind, tuple(fields)


# --- which clicks are legal ----------------------------------------------------------


def split_moves(legal: Sequence[Move], split: Mapping[int, int]) -> tuple[set[int], bool]:
    """For the chips chosen so far: the targets that may get one chip more (some legal
    `Claim` gives them at least that, with the other chosen shares), and whether the
    chosen split itself is a legal claim."""
    claims = [dict(m.shares) for m in legal if isinstance(m, Claim)]
    more = set()
    for shares in claims:
        if all(shares.get(target, 0) >= n for target, n in split.items()):
            more |= {target for target, n in shares.items() if n > split.get(target, 0)}
    complete = any(shares == dict(split) for shares in claims)
    return more, complete


# --- the scene -------------------------------------------------------------------------


def _face_up(code: str, lang: str, **extra: object) -> dict:
    """A card everybody at the screen may see, named for screen readers ("10♥")."""
    return {
        "kind": "card",
        "rank": rank_text(rank_of(code), lang),
        "suit": suit_of(code),
        "label": card_text(code, lang),
        **extra,
    }


def _face_down(lang: str, **extra: object) -> dict:
    """A card the student cannot see: no rank, no suit, only its back."""
    return {"kind": "card", "down": True, "label": t("karten_card_down", lang), **extra}


def _current_row(state: KartenState) -> tuple[int, int] | None:
    """(pyramid, row) of the card being played: the card turned up last while claims
    are made on it, the next card while it waits to be turned up; None at the end."""
    layout = state.rules.row_layout()
    if state.phase in ("claim", "respond"):
        return layout[state.revealed - 1][:2]
    if state.phase in ("deal", "reveal") and state.revealed < len(layout):
        return layout[state.revealed][:2]
    return None


def pyramid_parts(state: KartenState, lang: str) -> list[dict]:
    """Each pyramid as rows of cards, top row first: face up as far as turned up, the
    newest card marked (it flips in), the row being played highlighted and each row
    labelled with its value."""
    rules = state.rules
    index = {pos: i for i, pos in enumerate(rules.row_layout())}
    playing = _current_row(state)
    parts = []
    for p in range(rules.pyramids):
        rows = []
        for row in range(rules.rows, 0, -1):
            cells = []
            for col in range(rules.rows - row + 1):
                i = index[(p, row, col)]
                newest = i == state.revealed - 1
                if i < state.revealed:
                    cells.append(_face_up(state.pyramid[i], lang, marked=newest, rolled=newest))
                else:
                    cells.append(_face_down(lang))
            rows.append(cells)
        part = {
            "kind": "rows",
            "title": t(
                "karten_pyramid" if rules.pyramids == 1 else "karten_pyramid_n", lang, n=p + 1
            ),
            "rows": rows,
            "labels": [chips(row, lang) for row in range(rules.rows, 0, -1)],
        }
        if playing is not None and playing[0] == p:
            part["current"] = rules.rows - playing[1]
        parts.append(part)
    return parts


def _hand_text(state: KartenState, seat: int, screen: Screen, humans: int, lang: str) -> str:
    """The line about a human seat's hand: click to look (now, or at any time with
    peek), click to turn it face down, looked once (now remember), or not looked in
    time; each names whose hand it is. Only a seat that has looked reads "looked at
    once"."""
    count = len(state.hands[seat])
    cards = plural("karten_cards", count, lang)
    head = hand_name(seat, screen.names, humans, lang)
    if state.visible_hand(seat) is not None:
        if screen.showing == seat:
            text = t("karten_hand_showing", lang)
        else:
            key = "karten_hand_peek" if state.rules.peek else "karten_hand_unlooked"
            text = t(key, lang, cards=cards)
        return t("karten_hand_line", lang, hand=head, text=text)
    if seat not in screen.looked:
        text = t("karten_hand_missed", lang, cards=cards)
        return t("karten_hand_line", lang, hand=head, text=text)
    if humans == 1 or is_you(screen.names[seat], lang):
        return plural("karten_your_hand_hidden", count, lang)
    return plural("karten_hand_hidden", count, lang, name=screen.names[seat])


def _hand_row(state: KartenState, seat: int, screen: Screen, lang: str) -> list[dict]:
    """A seat's hand (face up only for the seat showing it, or for all at the end; a
    human's cards clickable while the engine lets the seat look) and its shown cards."""
    human = not state.seats[seat].computer
    visible = state.visible_hand(seat)
    face_up = visible is not None and (state.over or (human and screen.showing == seat))
    clickable = human and visible is not None and not state.over
    tip = t("karten_tip_hide" if face_up else "karten_tip_look", lang)
    items = []
    for i, code in enumerate(state.hands[seat]):
        extra = {"id": hand_id(seat, i), "title": tip} if clickable else {}
        items.append(_face_up(code, lang, **extra) if face_up else _face_down(lang, **extra))
    caption = t("karten_shown", lang)
    items += [_face_up(code, lang, caption=caption) for code in state.discards[seat]]
    return items


def _seat_part(
    state: KartenState,
    seat: int,
    screen: Screen,
    claiming: int | None,
    more: set[int],
    lang: str,
) -> dict:
    title = screen.names[seat]
    if seat == state.dealer:
        title = t("karten_seat_dealer", lang, name=title)
    cards = _hand_row(state, seat, screen, lang)
    parts: list[dict] = [{"kind": "row", "items": cards}]
    tally = t(
        "karten_seat_tally",
        lang,
        taken=chips(state.taken[seat], lang),
        handed=state.handed_out[seat],
    )
    parts.append({"kind": "text", "text": tally})
    pending = state.pending if state.phase == "respond" else None
    if pending is not None and seat == pending.player:
        parts.append(
            {
                "kind": "text",
                "text": t("karten_seat_claims", lang, rank=rank_text(pending.rank, lang)),
                "style": "strong",
            }
        )
    if pending is not None and seat in dict(pending.shares):
        gets = plural("karten_seat_gets", dict(pending.shares)[seat], lang)
        parts.append({"kind": "text", "text": gets, "style": "strong"})
    if claiming is not None and seat != claiming:
        share = screen.split.get(seat, 0)
        if share:
            gets = plural("karten_seat_gets", share, lang)
            parts.append({"kind": "text", "text": gets, "style": "strong"})
        cards.append(action(share_id(seat), t("karten_share_add", lang), seat in more))
    return {
        "kind": "group",
        "column": True,
        "title": title,
        # while the game waits for Start, the student acts (looks, then starts), not the
        # dealer the engine waits for
        "active": not state.seats[seat].computer if screen.waiting else seat == state.to_move,
        "parts": parts,
    }


def _bus_part(state: KartenState, lang: str) -> dict | None:
    """The bus chain so far, a place for each card still to come (numbered by its
    question) and, after a wrong answer, the card that ended the chain."""
    bus = state.bus
    if bus is None or state.over:
        return None
    items = []
    last = next((e for e in reversed(state.log) if e.kind == "bus_card"), None)
    if last is not None and not last.truth and not bus.chain:
        items.append(_face_up(last.card, lang, caption=t("karten_bus_wrong", lang), rolled=True))
    for i, code in enumerate(bus.chain):
        items.append(_face_up(code, lang, rolled=i == len(bus.chain) - 1))
    items += [
        {"kind": "place", "text": str(q + 1), "label": t(f"karten_question_{q + 1}", lang)}
        for q in range(len(bus.chain), len(BUS_ANSWERS))
    ]
    title = t("karten_log_bus_start", lang, name=state.seats[bus.riders[0]].name)
    return {"kind": "row", "title": title, "items": items}


def _actions(state: KartenState, screen: Screen, legal: Sequence[Move], lang: str) -> list[dict]:
    """The buttons of the phase on the table, each enabled exactly when its move is
    among `legal` (Start and Reset are the screen's own: pace and a cleared choice)."""
    kinds = {type(m) for m in legal}
    if screen.waiting:
        return [action("start", t("karten_start", lang), True, primary=True)]
    if state.phase == "reveal":
        return [action("reveal", t("karten_reveal", lang), Reveal in kinds, primary=True)]
    if state.phase == "claim":
        seat = state.to_move
        _, complete = split_moves(legal, screen.split)
        return [
            action("claim", t("karten_claim", lang), complete, primary=True),
            action("reset", t("karten_reset", lang), Claim in kinds and bool(screen.split)),
            action("pass", t("karten_pass", lang), Pass(seat) in legal),
        ]
    if state.phase == "respond":
        return [
            action("accept", t("karten_accept", lang), Accept in kinds),
            action("call", t("karten_call", lang), Call in kinds, primary=True),
        ]
    if state.phase == "bus":
        answers = {m.answer for m in legal if isinstance(m, Guess)}
        return [
            action(answer_id(a), t(f"karten_answer_{a}", lang), a in answers)
            for a in BUS_ANSWERS[len(state.bus.chain)]
        ]
    return []


def _hints(state: KartenState, screen: Screen, legal: Sequence[Move], lang: str) -> list[str]:
    """The lines under the buttons: what each human's hand says (look now, looked once,
    ...) and, while a claim is put together, how many chips are handed out."""
    humans = [seat for seat, p in enumerate(state.seats) if not p.computer]
    lines = []
    if not state.over:
        lines += [_hand_text(state, seat, screen, len(humans), lang) for seat in humans]
    if state.phase == "claim" and legal:
        if any(isinstance(m, Claim) for m in legal):
            given = sum(screen.split.values())
            chosen = chips(state.row_value, lang)
            lines.append(t("karten_hint_split", lang, given=given, chips=chosen))
        else:
            lines.append(t("karten_hint_pass_only", lang))
    return lines


def table_scene(state: KartenState, screen: Screen, legal: Sequence[Move], lang: str) -> dict:
    """The whole board: the pyramid(s) side by side and the bus under them, beside the
    seats; then the actions and the lines about the hands and the claim.
    `legal` is what the human to move may do now (empty while nobody at the screen is
    to move); every clickable item stands for one of those moves."""
    claiming = state.to_move if any(isinstance(m, Claim) for m in legal) else None
    more, _ = split_moves(legal, screen.split)
    table = [{"kind": "group", "parts": pyramid_parts(state, lang)}]  # side by side
    bus = _bus_part(state, lang)
    if bus is not None:
        table.append(bus)
    seats = [
        _seat_part(state, seat, screen, claiming, more, lang) for seat in range(len(state.seats))
    ]
    parts = [
        {
            "kind": "group",
            "parts": [
                {"kind": "group", "column": True, "parts": table},
                {"kind": "group", "parts": seats},
            ],
        }
    ]
    buttons = _actions(state, screen, legal, lang)
    if buttons:
        row = {"kind": "row", "items": buttons}
        if state.phase == "bus":
            q = len(state.bus.chain) + 1
            row["title"] = t(
                "karten_bus_question", lang, q=q, question=t(f"karten_question_{q}", lang)
            )
        parts.append(row)
    parts += [
        {"kind": "text", "text": line, "style": "hint"}
        for line in _hints(state, screen, legal, lang)
    ]
    reveals = sum(e.kind in ("reveal", "bus_card") for e in state.log)
    return {"roll": reveals, "parts": parts}


def position_scene(state: KartenState, lang: str) -> dict:
    """The table of `state` as the whole table sees it: every hand face down."""
    return table_scene(state, Screen(names=[seat.name for seat in state.seats]), (), lang)
