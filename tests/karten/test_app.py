"""KartenApp driven by clicks on its board from Python (`app.table_view.click(id)`, the
message the front end sends): whole games in both languages and every variant, every
clickable item enabled exactly when its move is legal, refused clicks, hidden hands,
claims put together chip by chip, Ride the Bus, shared places, names, bad arguments.

Expectations come from the rules (RULES.md §3), never from numbers the code printed: a
pyramid of 5 rows has 5 + 4 + 3 + 2 + 1 cards, the first card lies in row 1 and is worth
1 chip, a claim hands out exactly the row value at 1 chip or more per target, a wrong bus
answer costs `bus_chips_per_wrong` chips, fewest chips taken wins.
"""

import re
from html import unescape

import pytest

from pyramide_kit.errors import RuleError
from pyramide_kit.i18n import t
from pyramide_kit.karten import DECK, Rules
from pyramide_kit.karten.app import KartenApp, card_text
from pyramide_kit.karten.cards import rank_of, suit_of
from pyramide_kit.karten.moves import Accept, Call, Deal, Draw, Guess, Pass, Reveal
from pyramide_kit.karten.record import Event
from pyramide_kit.karten.strategy import HONEST, Policy
from pyramide_kit.karten.views import event_text
from pyramide_kit.seats import Player
from tests.you_seat import YOU, check_second_person, play_to_end

CARD = re.compile(r"(?:10|[2-9JQKA])[♠♥♦♣]")
REFUSED = {
    "en": "That cannot be clicked now; the board now shows the current state.",
    "de": "Das lässt sich gerade nicht anklicken; das Brett zeigt jetzt den neuen Stand.",
}


def click(app, item_id):
    app.table_view.click(item_id)


def ids(app):
    return app.table_view.clickable()


def give(app, target, chips):
    """Click "+1 chip" at `target` `chips` times."""
    for _ in range(chips):
        click(app, f"share:{target}")


def decide(app, call_every=3):
    """One turn of the human to move, by clicks: claim with the rank (the test peeks into
    the engine to choose), the whole row value to the next seat that can take it, pass
    without it; call every `call_every`-th claim aimed at us; the best bus answer by what
    the seat can see; Start or Reveal when the game waits for them."""
    game = app.state
    now = ids(app)
    if "start" in now:
        click(app, "start")
    elif "reveal" in now:
        click(app, "reveal")
    elif game.phase == "claim":
        if game.holds_rank(game.to_move, rank_of(game.current_card)):
            target = next(i for i in now if i.startswith("share:"))
            while "claim" not in ids(app):
                click(app, target)
            click(app, "claim")
        else:
            click(app, "pass")
    elif game.phase == "respond":
        app.responses = getattr(app, "responses", 0) + 1
        click(app, "call" if app.responses % call_every == 0 else "accept")
    else:  # the answer the most unseen cards make right, as a computer would give it
        click(app, f"answer:{Policy().bus_answer(game.knowledge(game.to_move))}")


def click_through(app, check=None, max_turns=3000):
    """Play the human seat(s) to the end by clicks; `check(app)` after every turn."""
    for _ in range(max_turns):
        if app.state.over:
            return
        decide(app)
        assert app.message.kind == "info", app.message.text
        app.state.card_places()
        if check:
            check(app)
    raise AssertionError("the game did not end")


def chips_text(n, lang="en"):
    """The rule of the plural: 1 chip, every other number chips."""
    word = {"en": ("chip", "chips"), "de": ("Chip", "Chips")}[lang][n != 1]
    return f"{n} {word}"


def scripted(app, order, draws=()):
    """Deal `order` (pyramid in reveal order, then the hands seat by seat) in a new game;
    bus cards from `draws` first, then from the shell's generator."""
    cards, bus = iter(order), list(draws)

    def chance(state):
        if state.phase == "deal":
            return Deal(next(cards))
        if bus:
            return Draw(bus.pop(0))
        return state.sample_chance(app.rng)

    app.chance_move = chance
    app.new_game_button.click()
    return app


def no_match_deal(n_players):
    """Hands of aces, kings, queens (and jacks), the pyramid of other ranks: nobody holds
    a pyramid card's rank, so honest players never claim."""
    high = [c for c in DECK if rank_of(c) in ("A", "K", "Q", "J")]
    hands = high[: 4 * n_players]
    rest = [c for c in DECK if c not in hands]
    return rest[:15] + hands


def cards_on_board(app):
    """The faces the board shows (face-down cards carry no rank and no suit)."""
    return [
        f"{item['rank']}{'♠♥♦♣'['SHDC'.index(item['suit'])]}"
        for item in app.table_view.items()
        if item["kind"] == "card" and not item.get("down")
    ]


def hand_items(app, seat):
    return [i for i in app.table_view.items() if i.get("id", "").startswith(f"hand:{seat}:")]


def seat_parts(app):
    """The seat boxes of the board, in seat order."""
    (table,) = [p for p in app.table_view.scene["parts"] if p["kind"] == "group"]
    return table["parts"][1]["parts"]


def pyramid_parts(app):
    """The pyramids of the board (rows parts), left to right."""
    (table,) = [p for p in app.table_view.scene["parts"] if p["kind"] == "group"]
    return table["parts"][0]["parts"][0]["parts"]


def bus_part(app):
    """The bus on the board: the part under the pyramids."""
    (table,) = [p for p in app.table_view.scene["parts"] if p["kind"] == "group"]
    (bus,) = table["parts"][0]["parts"][1:]
    return bus


def test_one_student_plays_a_whole_game_by_clicks_in_english():
    app = KartenApp(lang="en", seed=5)
    assert app.names == ["You", "Computer 1", "Computer 2", "Computer 3"]
    assert app.waiting_to_start and "“Start”" in app.status.value
    assert ids(app) == ["hand:0:0", "hand:0:1", "hand:0:2", "hand:0:3", "start"]
    assert app.move_log.lines == [
        "Dealt: 15 cards face down into the pyramid, 4 cards to each player"
    ]
    click_through(app)
    game = app.state
    assert "Game over" in app.status.value and ids(app) == []
    assert sum("turned up" in line for line in app.move_log.lines) == 5 + 4 + 3 + 2 + 1
    assert any(line.startswith("You: “") for line in app.move_log.lines)  # we claimed
    lines = app.ranking_lines()
    assert len(lines) == 4 and lines[0].startswith("1. ")
    by_place = [s.seat for s in game.ranking()]
    assert [game.taken[s] for s in by_place] == sorted(game.taken)  # fewest chips first
    for line, seat in zip(lines, by_place, strict=True):
        assert line.endswith(f"{app.names[seat]}: {chips_text(game.taken[seat])}")
    assert "Ranking" in app.ranking_view.value
    assert sum(game.taken) == sum(game.handed_out)  # every chip was handed out by someone
    # the end: every hand face up, each seat's chips on its box
    assert set(cards_on_board(app)) >= {card_text(c) for h in game.hands for c in h}
    for seat, part in enumerate(seat_parts(app)):
        tally = f"{chips_text(game.taken[seat])} taken · {game.handed_out[seat]} handed out"
        assert tally in app.table_view.texts()
        assert part["title"].startswith(app.names[seat])


@pytest.mark.parametrize(
    "rules",
    [
        Rules(),
        Rules(ride_the_bus=True),
        Rules(bluffing=False),
        Rules(one_bluff_per_game=True),
        Rules(double_pyramid=True, rows=4),
        Rules(rows=4),
        Rules(rows=6),
        Rules(peek=True),
    ],
)
def test_every_variant_plays_to_the_end_by_clicks_in_german(rules):
    app = KartenApp(["Ana", ("Robo", True), ("Zora", True)], lang="de", seed=7, rules=rules)
    click_through(app)
    assert "Spiel vorbei" in app.status.value
    reveals = sum("aufgedeckt" in line for line in app.move_log.lines)
    assert reveals == rules.pyramids * rules.rows * (rules.rows + 1) // 2
    for line, standing in zip(app.ranking_lines(), app.state.ranking(), strict=True):
        assert line.endswith(chips_text(app.state.taken[standing.seat], "de"))
    if rules.ride_the_bus and max(len(h) for h in app.state.hands):
        assert any("Busfahren" in line for line in app.move_log.lines)
    pyramids = pyramid_parts(app)
    assert len(pyramids) == rules.pyramids
    for pyramid in pyramids:
        assert [len(row) for row in pyramid["rows"]] == list(range(1, rules.rows + 1))
        assert pyramid["labels"] == [chips_text(v, "de") for v in range(rules.rows, 0, -1)]


def _expected_clickable(app):
    """The ids that must be clickable, from the rules alone: a human's own hand while the
    engine lets it look, Start while the game waits; for the human to move the actions
    of the legal moves, "+1 chip" while the chosen chips are fewer than the row value
    (claims allowed), Claim when they are exactly the row value."""
    game = app.state
    expect = set()
    for seat, player in enumerate(game.seats):
        if not player.computer and not game.over and game.visible_hand(seat) is not None:
            expect |= {f"hand:{seat}:{i}" for i in range(len(game.hands[seat]))}
    if app.waiting_to_start:
        return expect | {"start"}
    if not app.human_to_move:
        return expect
    legal = game.legal_moves()
    seat = game.to_move
    if Reveal() in legal:
        expect.add("reveal")
    if Pass(seat) in legal:
        expect.add("pass")
    expect |= {"accept"} if Accept(seat) in legal else set()
    expect |= {"call"} if Call(seat) in legal else set()
    expect |= {f"answer:{m.answer}" for m in legal if isinstance(m, Guess)}
    if game.phase == "claim" and len(legal) > 1:  # claims besides Pass
        given = sum(app.split.values())
        if given < game.row_value:
            expect |= {f"share:{s}" for s in range(len(game.seats)) if s != seat}
        if given == game.row_value:
            expect.add("claim")
        if given:
            expect.add("reset")
    return expect


@pytest.mark.slow
def test_every_clickable_item_is_enabled_exactly_when_its_move_is_legal():
    seen = set()

    def check(app):
        assert set(ids(app)) == _expected_clickable(app)
        seen.update(i.split(":")[0] for i in ids(app))

    for rules in (Rules(ride_the_bus=True), Rules(bluffing=False), Rules(rows=3)):
        app = KartenApp(["Ana", ("Robo", True), "Dora"], lang="en", seed=3, rules=rules)
        check(app)
        click(app, "hand:0:0")
        check(app)
        original = app.table_view.click

        def checked_click(item_id, original=original, app=app):
            original(item_id)
            check(app)

        app.table_view.click = checked_click
        click_through(app, check)
    assert seen >= {"hand", "reveal", "share", "claim", "pass", "accept", "call", "answer"}


def test_without_bluffing_chips_can_be_handed_out_only_with_the_rank():
    app = KartenApp(lang="en", seed=12, rules=Rules(bluffing=False))
    seen = set()

    def check(app):
        game = app.state
        if game.phase == "claim" and app.human_to_move:
            holds = game.holds_rank(game.to_move, rank_of(game.current_card))
            assert ("share:1" in ids(app)) == holds
            assert ("No claim is allowed now: pass." in app.table_view.texts()) != holds
            seen.add(holds)

    click(app, "start")
    check(app)
    click_through(app, check)
    assert seen == {False, True}


def test_a_claim_split_between_two_targets_chip_by_chip():
    app = KartenApp(lang="en", seed=4)
    click(app, "start")
    while not (app.state.phase == "claim" and app.state.row_value == 2 and app.human_to_move):
        click(app, "pass" if app.state.phase == "claim" else "accept")
    assert "Handed out: 0 of 2 chips." in " ".join(app.table_view.texts())
    assert "claim" not in ids(app)  # nothing handed out yet
    give(app, 1, 1)
    assert "gets 1 chip" in app.table_view.texts()
    assert "claim" not in ids(app) and "share:2" in ids(app)
    give(app, 1, 1)
    assert "gets 2 chips" in app.table_view.texts()
    assert "claim" in ids(app) and not any(i.startswith("share:") for i in ids(app))
    before = app.state
    click(app, "reset")
    assert app.split == {} and "gets 2 chips" not in app.table_view.texts()
    assert app.state == before and "claim" not in ids(app)
    give(app, 1, 1)
    give(app, 2, 1)
    click(app, "claim")
    claim = next(e for e in reversed(app.state.log) if e.kind == "claim" and e.player == 0)
    assert dict(claim.shares) == {1: 1, 2: 1} and claim.value == 2
    said = next(line for line in app.move_log.lines if line.startswith("You: “"))
    assert said.endswith("1 chip to Computer 1, 1 chip to Computer 2")


def test_chips_chosen_for_a_claim_do_not_outlive_the_card_or_the_game():
    app = KartenApp(lang="en", seed=4, policies=HONEST)
    click(app, "start")
    give(app, 1, 1)
    assert app.split == {1: 1} and "claim" in ids(app)
    app.new_game_button.click()
    click(app, "start")  # the same point of a new game: nothing chosen yet
    assert app.split == {} and "claim" not in ids(app)
    assert "gets 1 chip" not in app.table_view.texts()
    give(app, 2, 1)
    click(app, "pass")
    while not (app.state.phase == "claim" and app.human_to_move):
        decide(app)
    assert app.split == {} and "Handed out: 0 of" in " ".join(app.table_view.texts())


def test_the_hand_is_shown_as_the_engine_allows_and_says_looked_only_after_a_look():
    app = KartenApp(lang="en", seed=1)
    hand = [card_text(c) for c in app.state.hands[0]]
    texts = " ".join(app.table_view.texts())
    assert "Click them to look before the first card is turned up" in texts
    assert "looked at once" not in texts and "Your 4 face-down cards" not in texts
    assert not set(hand) & set(cards_on_board(app))
    assert all(item["down"] and "rank" not in item for item in hand_items(app, 0))
    assert {i["title"] for i in hand_items(app, 0)} == {"Click to look at the cards"}
    click(app, "hand:0:2")  # any card of the hand looks at it
    assert set(hand) <= set(cards_on_board(app)) and app.showing == 0
    assert {i["title"] for i in hand_items(app, 0)} == {"Click to turn them face down"}
    assert "Your hand: Remember them!" in " ".join(app.table_view.texts())
    click(app, "hand:0:0")  # a second click turns them face down again
    assert not set(hand) & set(cards_on_board(app))
    assert "hand:0:0" in ids(app)  # still before the first card: look again
    click(app, "hand:0:1")
    click(app, "start")  # the first card is turned up: the engine hides the hand
    assert app.state.visible_hand(0) is None and app.showing is None
    assert not hand_items(app, 0)  # no longer clickable
    assert "Your 4 face-down cards (looked at once, now remember them!)" in app.table_view.texts()
    assert not set(hand) & set(cards_on_board(app))


def test_a_student_who_did_not_look_is_not_told_they_did():
    for lang, missed in (
        ("en", "not looked at before the first card"),
        ("de", "vor der ersten Karte nicht angesehen"),
    ):
        app = KartenApp(lang=lang, seed=1)
        click(app, "start")
        texts = " ".join(app.table_view.texts())
        assert missed in texts
        assert "looked at once" not in texts and "einmal angesehen" not in texts


def test_peek_allows_looking_at_any_time():
    app = KartenApp(lang="en", seed=1, rules=Rules(peek=True))
    click(app, "start")
    assert "Click them to look (allowed at any time)." in " ".join(app.table_view.texts())
    for _ in range(3):
        click(app, "hand:0:0")
        assert app.message.kind == "info"
        assert {card_text(c) for c in app.state.hands[0]} <= set(cards_on_board(app))
        click(app, "hand:0:0")
        decide(app)


def test_no_hidden_card_is_ever_on_the_board_or_in_the_log():
    """The log and the board (which reaches the browser) name only cards face up for
    all, and the human's own hand while it is face up for them, until the game is over."""
    app = KartenApp(lang="en", seed=21, rules=Rules(ride_the_bus=True))

    def check(app):
        game = app.state
        bus = game.bus
        public = set(game.pyramid[: game.revealed] + sum(game.discards, ()))
        if bus is not None:
            public |= set(bus.chain + bus.used)
        public |= {m.card for m in game.history if isinstance(m, Draw)}  # bus cards
        public = {card_text(c) for c in public}
        logged = {c for line in app.move_log.lines for c in CARD.findall(line)}
        assert logged <= public, logged - public
        if not game.over:
            mine = {card_text(c) for c in game.hands[0]} if app.showing == 0 else set()
            assert set(cards_on_board(app)) <= public | mine
            labels = {i["label"] for i in app.table_view.items() if i["kind"] == "card"}
            assert {label for label in labels if CARD.fullmatch(label)} <= public | mine

    check(app)
    click(app, "hand:0:0")
    check(app)
    click_through(app, check)
    for hand in app.state.hands:  # the game is over: every hand is face up
        assert {card_text(c) for c in hand} <= set(cards_on_board(app))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_refused_clicks_show_a_message_in_the_widgets_language_and_change_nothing(lang):
    app = KartenApp(lang=lang, seed=3)

    def refused(item_id):
        before, log, scene = app.state, list(app.move_log.lines), app.table_view.scene
        click(app, item_id)
        assert app.message.kind == "error", item_id
        assert REFUSED[lang] in app.message.text
        assert app.state == before and app.move_log.lines == log
        assert app.table_view.scene == scene

    refused("claim")  # stale: nothing is turned up yet
    refused("reveal")  # not your turn: the dealer is a computer
    refused("hand:1:0")  # a computer's cards are never clickable
    click(app, "start")
    assert app.message.text == ""  # an accepted click clears the message
    assert app.state.phase == "claim" and app.human_to_move
    refused("hand:0:0")  # stale: the first card is up, the hand must be remembered
    refused("claim")  # illegal: no chip handed out yet
    refused("answer:red")  # no bus now
    give(app, 1, 1)  # the first card lies in row 1: it is worth 1 chip
    refused("share:2")  # illegal: a claim hands out exactly the row value
    assert app.split == {1: 1}  # the choice so far stays
    click(app, "pass")
    assert app.message.text == ""
    while not app.state.over:
        decide(app)
    refused("pass")  # stale: the game is over


def test_the_handlers_ask_the_engine_too():
    """A click that slips past the board (an old scene) is refused by the engine."""
    app = KartenApp(lang="de", seed=3)
    click(app, "start")
    with pytest.raises(RuleError) as info:
        app._pick("hand:0:0")
    assert info.value.key == "karten_err_looked"
    before = app.state
    app._pick("claim")  # no chips chosen: the engine refuses the claim
    assert app.message.kind == "error" and app.state == before
    while app.state.phase != "respond" or not app.human_to_move:
        assert not app.state.over, "no claim was aimed at the student"
        decide(app, call_every=10**9)
    app._pick("pass")
    assert app.message.kind == "error" and "Passen geht jetzt nicht" in app.message.text


def test_the_board_marks_the_seat_to_move_the_newest_card_and_the_row_being_played():
    app = KartenApp(["Ana", ("Robo", True), "Dora"], lang="en", seed=4)
    assert [p["active"] for p in seat_parts(app)] == [False, False, True]  # Dora deals
    assert seat_parts(app)[2]["title"] == "Dora · deals"
    (pyramid,) = pyramid_parts(app)
    assert pyramid["current"] == 4  # the bottom row (row 1) is played first
    roll = app.table_view.scene["roll"]
    click(app, "reveal")
    assert app.table_view.scene["roll"] != roll  # the new card flips in
    (pyramid,) = pyramid_parts(app)
    newest = pyramid["rows"][4][0]
    assert newest["marked"] and newest["rolled"]
    assert newest["label"] == card_text(app.state.pyramid[0])
    assert [p["active"] for p in seat_parts(app)] == [True, False, False]
    roll = app.table_view.scene["roll"]
    click(app, "share:1")
    assert app.table_view.scene["roll"] == roll  # no new card, nothing tumbles


def test_while_the_game_waits_for_start_the_student_is_framed_not_the_dealer():
    app = KartenApp(lang="en", seed=3)
    assert app.waiting_to_start and app.state.seats[app.state.to_move].computer
    humans = [not seat.computer for seat in app.state.seats]
    assert [p["active"] for p in seat_parts(app)] == humans
    click(app, "start")
    assert [p["active"] for p in seat_parts(app)] == [
        seat == app.state.to_move for seat in range(len(app.state.seats))
    ]


def test_ride_the_bus_on_the_board_with_wrong_answers_in_the_log():
    # nobody holds a pyramid rank and everyone is honest: nobody claims, all keep their
    # four cards, so all ride, in seat order, the human first
    app = KartenApp(lang="en", seed=2, rules=Rules(ride_the_bus=True), policies=HONEST)
    order = no_match_deal(4)
    undealt = [c for c in DECK if c not in order]
    black = [c for c in undealt if suit_of(c) in "SC"]
    red = [c for c in undealt if suit_of(c) in "HD"]
    scripted(app, order, draws=[black[0], red[0]])
    click(app, "start")
    while app.state.phase != "bus":
        click(app, "pass")
    assert app.state.bus.riders == (0, 1, 2, 3)
    assert "Ride the Bus – question 1: red or black?" in app.status.value
    assert "Ride the Bus: You" in app.table_view.texts()
    assert "Question 1: red or black?" in app.table_view.texts()
    assert [i for i in ids(app) if i.startswith("answer:")] == ["answer:red", "answer:black"]
    before = app.state
    click(app, "answer:higher")
    assert app.message.kind == "error" and app.state == before
    click(app, "answer:red")  # a black card comes: wrong
    wrong = f"You: red → {card_text(black[0])} – wrong, start again · You +1 chip"
    assert app.move_log.newest == wrong and app.state.taken[0] == Rules().bus_chips_per_wrong
    bus = bus_part(app)
    assert bus["items"][0]["label"] == card_text(black[0]) and bus["items"][0]["caption"] == "wrong"
    assert [i["kind"] for i in bus["items"][1:]] == ["place"] * 4  # four cards to come
    click(app, "answer:red")  # a red card comes: right, question 2 next
    assert app.move_log.newest == f"You: red → {card_text(red[0])} – right"
    assert "question 2: higher or lower than the first card?" in app.status.value
    bus = bus_part(app)
    assert bus["items"][0]["label"] == card_text(red[0])
    assert [i for i in ids(app) if i.startswith("answer:")] == ["answer:higher", "answer:lower"]
    shown = app.move_log.value
    assert shown.index("– right") < shown.index("– wrong")  # newest first
    click_through(app)
    game = app.state
    for seat, name in enumerate(app.names):
        wrongs = sum(
            line.startswith(f"{name}: ") and "wrong" in line for line in app.move_log.lines
        )
        assert game.taken[seat] == wrongs * Rules().bus_chips_per_wrong


def test_a_tie_shows_shared_places():
    for lang, head in (("en", "A shared win: "), ("de", "Gemeinsamer Sieg: ")):
        app = KartenApp(lang=lang, seed=6, policies=HONEST)
        scripted(app, no_match_deal(4))
        click(app, "start")
        while not app.state.over:
            click(app, "pass")
        # nobody claimed: all took 0 and handed out 0, so all share the first place
        you, level = {
            "en": ("you", "level with {}: all {}"),
            "de": ("dir", "gleich mit {}: alle {}"),
        }[lang]
        zero = chips_text(0, lang)
        for line, name in zip(app.ranking_lines(), app.names, strict=True):
            others = ", ".join(you if n in YOU.values() else n for n in app.names if n != name)
            assert line == f"1. {name}: {zero} ({level.format(others, zero)})"
        assert head + ", ".join(app.names) in app.ranking_view.value


def test_computer_seats_play_by_themselves_and_a_human_dealer_reveals():
    app = KartenApp([("A", True), ("B", True), ("C", True)], lang="en", seed=2)
    assert app.state.over and "Game over" in app.status.value  # nobody had to click
    assert not app.waiting_to_start and "start" not in ids(app)
    assert sum("turned up" in line for line in app.move_log.lines) == 15
    # a human dealer: no Start, the Reveal click is the pause; computers act in between
    app = KartenApp(["Ana", ("Robo", True), "Dora"], lang="en", seed=4)
    assert not app.waiting_to_start and "reveal" in ids(app) and "start" not in ids(app)
    assert app.state.to_move == 2 and "Dora to play" in app.status.value
    click(app, "reveal")
    assert app.state.to_move == 0
    click(app, "pass")
    after_ana = app.move_log.lines[app.move_log.lines.index("Ana: passed") + 1 :]
    assert after_ana and after_ana[0].startswith("Robo: ")  # Robo played by itself
    assert app.human_to_move


def test_the_same_seed_repeats_the_game_and_new_game_deals_again():
    games = []
    for _ in range(2):
        app = KartenApp(lang="en", seed=11, rules=Rules(ride_the_bus=True))
        click_through(app)
        games.append((app.state, list(app.move_log.lines)))
    assert games[0] == games[1]
    app.new_game_button.click()
    assert app.state.revealed == 0
    assert app.state.history != games[0][0].history[: len(app.state.history)]  # runs on
    assert len(app.move_log.lines) == 1 and app.move_log.lines[0].startswith("Dealt: ")
    assert app.waiting_to_start and app.looked == set() and app.showing is None
    assert app.ranking_view.value == "" and app.message.text == ""
    assert ids(app) == ["hand:0:0", "hand:0:1", "hand:0:2", "hand:0:3", "start"]


def test_two_humans_share_one_screen():
    app = KartenApp(["Ana", "Ben", ("Robo", True), ("Zora", True)], lang="en", seed=9)
    texts = " ".join(app.table_view.texts())
    assert "Ana's hand: Face down" in texts and "Ben's hand: Face down" in texts
    click(app, "hand:0:0")
    assert app.showing == 0
    click(app, "hand:1:0")  # Ben's turn to look: Ana's cards go face down
    assert app.showing == 1 and app.looked == {0, 1}
    assert not {card_text(c) for c in app.state.hands[0]} & set(cards_on_board(app))
    click(app, "start")
    assert "Ana: 4 face-down cards (looked at once, now remember them!)" in app.table_view.texts()
    click_through(app)
    assert app.state.over


def test_german_texts_and_plurals():
    app = KartenApp(lang="de", seed=8)
    assert app.names[0] == "Du" and app.new_game_button.description == "Neues Spiel"
    assert "„Los geht's“" in app.todo()
    assert app.table_view.item("start")["text"] == "Los geht's"
    assert "Dein Blatt: Verdeckt: 4 Karten." in " ".join(app.table_view.texts())
    click(app, "start")
    first = card_text(app.state.pyramid[0])
    assert f"{first} aufgedeckt (Reihe 1, Wert 1 Chip)" in app.move_log.lines
    assert "Du bist dran" in app.status.value
    assert f"{first} liegt offen (Reihe 1, Wert 1 Chip)" in app.status.value
    texts = app.table_view.texts()
    for word in ("Pyramide", "1 Chip", "5 Chips", "Behaupten", "Zurücksetzen", "Passen"):
        assert word in texts, word
    assert "+1 Chip" in texts and "0 Chips genommen · 0 verteilt" in texts
    assert "Verteilt: 0 von 1 Chip." in " ".join(texts)
    while not (app.state.row_value == 2 and app.state.phase == "claim"):
        decide(app)
    assert "(Reihe 2, Wert 2 Chips)" in app.status.value


@pytest.mark.parametrize("seed", ["42", 1.5, -1, True])
def test_a_bad_seed_is_a_value_error(seed):
    with pytest.raises(ValueError, match="seed"):
        KartenApp(seed=seed)


def test_bad_constructor_arguments_are_value_errors():
    with pytest.raises(RuleError) as info:
        KartenApp(["Ana", ("Robo", True)])  # two players: the rules need 3 to 8
    assert info.value.key == "seats_err_count"
    with pytest.raises(ValueError):
        KartenApp(9)
    assert len(KartenApp(10, rules=Rules(max_players=10, hand_size=3)).state.seats) == 10
    with pytest.raises(ValueError):
        KartenApp(["Ana", "ana", "Ben"])
    with pytest.raises(ValueError):
        KartenApp(lang="fr")
    with pytest.raises(ValueError):
        KartenApp(rules="bluffing")
    with pytest.raises(RuleError, match="one policy per computer seat") as info:
        KartenApp(policies=[Policy()])
    assert info.value.key == "shell_err_policies"
    with pytest.raises(RuleError):
        KartenApp(policies={0: Policy(), 1: Policy(), 2: Policy()})  # seat 0 is human
    with pytest.raises(RuleError):
        KartenApp(policies="honest")
    app = KartenApp(policies={1: HONEST, 2: Policy(), 3: Policy()}, seed=1)
    assert app.policies[1] is HONEST


def test_the_computers_draw_from_the_shells_generator():
    app = KartenApp([Player("A", True), Player("B", True), Player("C", True)], seed=5)
    calls = []

    class Spy:
        def __init__(self, rng):
            self.rng = rng

        def random(self):
            calls.append(1)
            return self.rng.random()

        def integers(self, *args):
            return self.rng.integers(*args)

    app.rng = Spy(app.rng)
    app.new_game_button.click()
    assert app.state.over and calls  # the policies' bluffs drew from app.rng


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_seat_called_you_is_spoken_to_in_the_second_person(lang):
    you = YOU[lang]
    app = KartenApp([you, "Anna", ("Robo", True)], lang=lang, seed=3)
    # the seat called You is the student at the screen: "your hand", "Anna's hand"
    texts = " ".join(app.table_view.texts())
    assert t("karten_your_hand", lang) + ": " in texts
    assert t("karten_hand_of", lang, name="Anna") + ": " in texts

    def start(app):
        if app.waiting_to_start:
            click(app, "start")
            return True
        return False

    statuses = play_to_end(app, seed=3, before_move=start)
    lines = statuses + app.move_log.lines
    assert check_second_person(lines, lang) > 0
    assert any(s.startswith("Your turn" if lang == "en" else "Du bist dran") for s in statuses)
    # chips handed to the seat called You go "to you" / "an dich"
    to_you = " to you" if lang == "en" else " an dich"
    assert any(to_you in line for line in app.move_log.lines)
    # Anna answers a claim of ours: we are the one who claims and gives
    ours = "You claim “" if lang == "en" else "Du behauptest „"
    assert any(ours in s and s.startswith(("Anna to play", "Anna ist dran")) for s in statuses)


def test_a_double_pyramid_marks_the_row_being_played_in_the_pyramid_of_the_card():
    # reveals alternate between the pyramids (RULES.md §3): first card left, second right
    app = KartenApp(
        ["Ana", ("Robo", True), "Dora"], lang="en", seed=4, rules=Rules(double_pyramid=True, rows=4)
    )
    click(app, "reveal")
    left, right = pyramid_parts(app)
    assert left["current"] == 3 and "current" not in right  # row 1 is the bottom row
    assert left["rows"][3][0]["marked"] and not right["rows"][3][0].get("marked")
    while app.state.revealed < 2:
        decide(app)
    left, right = pyramid_parts(app)
    assert right["current"] == 3 and "current" not in left
    assert right["rows"][3][0]["label"] == card_text(app.state.pyramid[1])


@pytest.mark.parametrize("lang", ["en", "de"])
def test_equal_chips_ranked_apart_say_who_handed_out_more(lang):
    """Seeded games until one ends with two seats on equal chips taken but different
    places: both lines name the other seat and the engine's tie-break, the chips each
    handed out."""
    words = {
        "en": ("level with {}: both {}", "{} handed out more chips: {} against {}", "You"),
        "de": ("gleich mit {}: beide {}", "{} hat mehr Chips verteilt: {} gegen {}", "Du"),
    }[lang]
    for seed in range(200):
        app = KartenApp(lang=lang, seed=seed, policies=HONEST)
        click(app, "start")
        while not app.state.over:
            click(app, "pass" if "pass" in ids(app) else ids(app)[-1])
        game = app.state
        pairs = [
            (a, b)
            for a, b in zip(game.ranking(), game.ranking()[1:], strict=False)
            if a.total == b.total and a.place < b.place
        ]
        pairs = [(a, b) for a, b in pairs if sum(s.total == a.total for s in game.ranking()) == 2]
        if pairs and not any(app.is_you(s.seat) for s in pairs[0]):
            break
    else:
        raise AssertionError("no seeded game ended in a broken tie of two computer seats")
    better, worse = pairs[0]
    names = app.names
    assert game.handed_out[better.seat] > game.handed_out[worse.seat]
    reason = words[1].format(
        names[better.seat], game.handed_out[better.seat], game.handed_out[worse.seat]
    )
    lines = app.ranking_lines()
    for standing, other in ((better, worse), (worse, better)):
        chips = chips_text(standing.total, lang)
        expected = f"{standing.place}. {names[standing.seat]}: {chips} "
        expected += f"({words[0].format(names[other.seat], chips)}; {reason})"
        assert expected in lines
        assert expected in unescape(app.ranking_view.value)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_while_the_game_waits_for_start_the_status_names_the_student(lang):
    you = {"en": "Your turn", "de": "Du bist dran"}[lang]
    app = KartenApp(lang=lang, seed=3)
    assert app.waiting_to_start and app.state.seats[app.state.to_move].computer
    assert you in app.status.value and "Computer" not in app.status.value
    shared = KartenApp(["Ana", "Ben", ("Robo", True)], lang=lang, seed=3)
    everyone = {"en": "Everyone's turn", "de": "Alle sind dran"}[lang]
    assert shared.waiting_to_start and everyone in unescape(shared.status.value)
    click(shared, "start")
    assert "Robo" not in shared.status.value  # a human is to move again


@pytest.mark.parametrize(
    ("lang", "cards"),
    [("de", ["B♠", "D♥", "K♦", "A♣", "10♥"]), ("en", ["J♠", "Q♥", "K♦", "A♣", "10♥"])],
)
def test_court_cards_are_lettered_as_the_pages_deck(lang, cards):
    # a German deck letters Bube and Dame B and D; König and Ass keep K and A
    assert [card_text(c, lang) for c in ("JS", "QH", "KD", "AC", "10H")] == cards


def test_the_german_log_and_claims_letter_court_cards_in_german():
    names = ["Du", "Computer 1"]
    reveal = event_text(Event("reveal", -1, card="QH", value=2), names, "de")
    assert reveal.startswith("D♥ aufgedeckt")
    claim = event_text(Event("claim", 1, card="J", value=2, shares=((0, 2),)), names, "de")
    assert "„B!“" in claim
