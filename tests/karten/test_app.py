"""KartenApp on the shared TableShell, driven by clicks from Python: whole games in both
languages and every variant, refused clicks, computer seats, hidden hands, Ride the Bus,
shared places, escaped names, bad arguments.

Expectations come from the rules (RULES.md §3), never from numbers the code printed: a
pyramid of 5 rows has 5 + 4 + 3 + 2 + 1 cards, the first card lies in row 1 and is worth
1 chip, a wrong bus answer costs `bus_chips_per_wrong` chips, fewest chips taken wins.
"""

import re
from html import escape

import pytest

from pyramide_kit.errors import RuleError
from pyramide_kit.karten import DECK, Rules
from pyramide_kit.karten.app import KartenApp, card_text
from pyramide_kit.karten.cards import rank_of, suit_of
from pyramide_kit.karten.moves import Accept, Call, Claim, Deal, Draw, Guess, Pass, Reveal
from pyramide_kit.karten.strategy import HONEST, Policy
from pyramide_kit.seats import Player
from pyramide_kit.ui.i18n import t
from tests.you_seat import YOU, check_second_person, play_to_end

CARD = re.compile(r"(?:10|[2-9JQKA])[♠♥♦♣]")


def decide(app, call_every=3):
    """One click for the human to move: claim with the rank (the test peeks into the
    engine to choose), pass without it, call every `call_every`-th claim aimed at us,
    the best bus answer by what the seat can see; Start or Reveal when the game waits."""
    game = app.state
    if app.waiting_to_start:
        app.start_button.click()
    elif game.phase == "reveal":
        app.reveal_button.click()
    elif game.phase == "claim":
        holds = game.holds_rank(game.to_move, rank_of(game.current_card))
        (app.claim_button if holds else app.pass_button).click()
    elif game.phase == "respond":
        app.responses = getattr(app, "responses", 0) + 1
        (app.call_button if app.responses % call_every == 0 else app.accept_button).click()
    else:  # the answer the most unseen cards make right, as a computer would give it
        app.bus_buttons[Policy().bus_answer(game.knowledge(game.to_move))].click()


def click_through(app, check=None, max_clicks=3000):
    """Play the human seat(s) to the end by clicks; `check(app)` after every click."""
    for _ in range(max_clicks):
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


def test_one_student_plays_a_whole_game_by_clicks_in_english():
    app = KartenApp(lang="en", seed=5)
    assert app.names == ["Player 1", "Computer 1", "Computer 2", "Computer 3"]
    assert app.waiting_to_start and "“Start”" in app.status.value
    assert app.move_log.lines == [
        "Dealt: 15 cards face down into the pyramid, 4 cards to each player"
    ]
    click_through(app)
    game = app.state
    assert "Game over" in app.status.value
    assert sum("turned up" in line for line in app.move_log.lines) == 5 + 4 + 3 + 2 + 1
    assert any("“" in line for line in app.move_log.lines)  # claims are logged
    lines = app.ranking_lines()
    assert len(lines) == 4 and lines[0].startswith("1. ")
    by_place = [s.seat for s in game.ranking()]
    assert [game.taken[s] for s in by_place] == sorted(game.taken)  # fewest chips first
    for line, seat in zip(lines, by_place, strict=True):
        assert line.endswith(f"{app.names[seat]}: {chips_text(game.taken[seat])}")
    assert "Ranking" in app.ranking_view.value
    assert sum(game.taken) == sum(game.handed_out)  # every chip was handed out by someone


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


def test_buttons_are_enabled_exactly_when_their_move_is_legal():
    buttons = {
        Reveal: "reveal_button",
        Claim: "claim_button",
        Pass: "pass_button",
        Accept: "accept_button",
        Call: "call_button",
    }

    def check(app):
        legal = app.state.legal_moves() if app.human_to_move else ()
        kinds = {type(m) for m in legal}
        for kind, name in buttons.items():
            assert getattr(app, name).disabled == (kind not in kinds), name
        answers = {m.answer for m in legal if isinstance(m, Guess)}
        assert {a for a, b in app.bus_buttons.items() if not b.disabled} == answers

    for rules in (Rules(ride_the_bus=True), Rules(bluffing=False)):
        app = KartenApp(["Ana", ("Robo", True), "Dora"], lang="en", seed=3, rules=rules)
        check(app)
        click_through(app, check)


def test_without_bluffing_claim_is_enabled_only_with_the_rank():
    app = KartenApp(lang="en", seed=12, rules=Rules(bluffing=False))
    seen = set()

    def check(app):
        game = app.state
        if game.phase == "claim" and app.human_to_move:
            holds = game.holds_rank(game.to_move, rank_of(game.current_card))
            assert app.claim_button.disabled == (not holds)
            seen.add(holds)

    click_through(app, check)
    assert seen == {False, True}


def test_the_hand_is_shown_as_the_engine_allows_and_says_looked_only_after_a_look():
    app = KartenApp(lang="en", seed=1)
    hand = app.state.hands[0]
    assert "Look at them before the first card is turned up" in app.hand_view.value
    assert "looked at once" not in app.hand_view.value
    assert "Your 4 face-down cards" not in app.hand_view.value
    assert not any(card_text(c) in app.hand_view.value for c in hand)
    app.look_buttons[0].click()
    assert all(card_text(c) in app.hand_view.value for c in hand)
    app.hide_button.click()
    assert not any(card_text(c) in app.hand_view.value for c in hand)
    assert not app.look_buttons[0].disabled  # still before the first card: look again
    app.look_buttons[0].click()
    app.start_button.click()  # the first card is turned up: the engine hides the hand
    assert app.state.visible_hand(0) is None and app.showing is None
    assert app.look_buttons[0].disabled
    assert "Your 4 face-down cards (looked at once, now remember them!)" in app.hand_view.value
    before, log = app.state, list(app.move_log.lines)
    app.look_buttons[0].click()
    assert app.message.kind == "error" and "only at the start" in app.message.text
    assert app.state == before and app.move_log.lines == log
    assert not any(card_text(c) in app.hand_view.value for c in hand)


def test_a_student_who_did_not_look_is_not_told_they_did():
    app = KartenApp(lang="en", seed=1)
    app.start_button.click()
    assert "not looked at before the first card" in app.hand_view.value
    assert "looked at once" not in app.hand_view.value


def test_peek_allows_looking_at_any_time():
    app = KartenApp(lang="en", seed=1, rules=Rules(peek=True))
    app.start_button.click()
    assert "at any time" in app.hand_view.value
    for _ in range(3):
        app.look_buttons[0].click()
        assert app.message.kind == "info"
        assert all(card_text(c) in app.hand_view.value for c in app.state.hands[0])
        app.hide_button.click()
        decide(app)


def test_no_hidden_card_is_ever_shown_or_logged():
    """The log names only cards face up for all; the screen shows no computer's hand
    and the human's only while looking, until the game is over."""
    app = KartenApp(lang="en", seed=21, rules=Rules(ride_the_bus=True))
    public: set[str] = set()

    def check(app):
        game = app.state
        bus = game.bus
        face_up = game.pyramid[: game.revealed] + sum(game.discards, ())
        if bus is not None:
            face_up += bus.chain + bus.used
        face_up += tuple(m.card for m in game.history if isinstance(m, Draw))  # bus cards
        public.update(card_text(c) for c in face_up)
        logged = {c for line in app.move_log.lines for c in CARD.findall(line)}
        assert logged <= public, logged - public
        if not game.over:
            for seat, player in enumerate(game.seats):
                shown = seat == app.showing
                for c in game.hands[seat]:
                    if player.computer or not shown:
                        assert f"<title>{card_text(c)}</title>" not in app.hand_view.value

    check(app)
    app.look_buttons[0].click()
    check(app)
    click_through(app, check)
    for hand in app.state.hands:  # the game is over: every hand is face up
        assert all(card_text(c) in app.hand_view.value for c in hand)


def test_a_refused_click_shows_the_message_and_changes_nothing():
    app = KartenApp(lang="de", seed=3)
    before, log = app.state, list(app.move_log.lines)
    app.claim_button.click()  # nothing is turned up yet
    assert app.message.kind == "error" and "kein menschlicher Spieler am Zug" in app.message.text
    app.reveal_button.click()  # the dealer is a computer: not a human's move
    assert app.message.kind == "error" and app.state == before and app.move_log.lines == log
    app.start_button.click()
    assert app.message.text == ""
    assert app.state.phase == "claim" and app.human_to_move
    before, log = app.state, list(app.move_log.lines)
    for box in app.share_inputs.values():
        box.value = 0
    app.share_inputs[1].value = 3  # the first card lies in row 1: it is worth 1 chip
    app.claim_button.click()
    assert "Reihenwert 1" in app.message.text
    assert app.state == before and app.move_log.lines == log
    assert app.share_inputs[1].value == 3  # the form keeps what the student typed
    app.bus_buttons["red"].click()
    assert app.message.kind == "error" and app.state == before
    app.pass_button.click()
    assert app.message.text == "" and app.state != before


def test_a_claim_split_between_two_targets():
    app = KartenApp(lang="en", seed=4)
    app.start_button.click()
    while not (app.state.phase == "claim" and app.state.row_value == 2 and app.human_to_move):
        (app.pass_button if app.state.phase == "claim" else app.accept_button).click()
    assert app.share_inputs[1].value == 2  # suggested: the whole row value to the next seat
    app.share_inputs[1].value = 1
    app.share_inputs[2].value = 1
    app.claim_button.click()
    claim = next(e for e in reversed(app.state.log) if e.kind == "claim" and e.player == 0)
    assert dict(claim.shares) == {1: 1, 2: 1} and claim.value == 2
    said = next(line for line in app.move_log.lines if line.startswith("Player 1: “"))
    assert said.endswith("1 chip to Computer 1, 1 chip to Computer 2")


def test_ride_the_bus_screen_with_wrong_answers_in_the_log():
    # nobody holds a pyramid rank and everyone is honest: nobody claims, all keep their
    # four cards, so all ride, in seat order, the human first
    app = KartenApp(lang="en", seed=2, rules=Rules(ride_the_bus=True), policies=HONEST)
    order = no_match_deal(4)
    undealt = [c for c in DECK if c not in order]
    black = [c for c in undealt if suit_of(c) in "SC"]
    red = [c for c in undealt if suit_of(c) in "HD"]
    scripted(app, order, draws=[black[0], red[0]])
    app.start_button.click()
    while app.state.phase != "bus":
        app.pass_button.click()
    assert app.state.bus.riders == (0, 1, 2, 3)
    assert "Ride the Bus – question 1: red or black?" in app.status.value
    assert app.bus_box.layout.display == ""
    assert {a for a, b in app.bus_buttons.items() if not b.disabled} == {"red", "black"}
    before = app.state
    app.bus_buttons["higher"].click()
    assert app.message.kind == "error" and app.state == before
    app.bus_buttons["red"].click()  # a black card comes: wrong
    wrong = f"Player 1: red → {card_text(black[0])} – wrong, start again · Player 1 +1 chip"
    assert app.move_log.newest == wrong and app.state.taken[0] == Rules().bus_chips_per_wrong
    app.bus_buttons["red"].click()  # a red card comes: right, question 2 next
    assert app.move_log.newest == f"Player 1: red → {card_text(red[0])} – right"
    assert "question 2: higher or lower than the first card?" in app.status.value
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
        app.start_button.click()
        while not app.state.over:
            app.pass_button.click()
        # nobody claimed: all took 0 and handed out 0, so all share the first place
        assert app.ranking_lines() == [f"1. {name}: {chips_text(0, lang)}" for name in app.names]
        assert head + ", ".join(app.names) in app.ranking_view.value


def test_computer_seats_play_by_themselves():
    app = KartenApp([("A", True), ("B", True), ("C", True)], lang="en", seed=2)
    assert app.state.over and "Game over" in app.status.value  # nobody had to click
    assert not app.waiting_to_start and app.start_button.layout.display == "none"
    assert sum("turned up" in line for line in app.move_log.lines) == 15
    # a human dealer: no Start, the Reveal click is the pause; computers act in between
    app = KartenApp(["Ana", ("Robo", True), "Dora"], lang="en", seed=4)
    assert not app.waiting_to_start and not app.reveal_button.disabled
    assert app.state.to_move == 2 and "Dora to play" in app.status.value
    app.reveal_button.click()
    assert app.state.to_move == 0
    app.pass_button.click()
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
    app.look_buttons[0].click()
    app.new_game_button.click()
    assert app.state.revealed == 0
    assert app.state.history != games[0][0].history[: len(app.state.history)]  # runs on
    assert len(app.move_log.lines) == 1 and app.move_log.lines[0].startswith("Dealt: ")
    assert app.waiting_to_start and app.looked == set() and app.showing is None
    assert app.ranking_view.value == "" and app.message.text == ""


def test_two_humans_share_one_screen():
    app = KartenApp(["Ana", "Ben", ("Robo", True), ("Zora", True)], lang="en", seed=9)
    assert app.look_buttons[0].description == "Look at Ana's cards"
    app.look_buttons[0].click()
    assert "Ana&#x27;s hand" in app.hand_view.value and app.showing == 0
    app.look_buttons[1].click()
    assert app.showing == 1 and app.looked == {0, 1}
    assert all(card_text(c) not in app.hand_view.value for c in app.state.hands[0])
    app.start_button.click()
    assert "Ana: 4 face-down cards (looked at once" in app.hand_view.value
    click_through(app)
    assert app.state.over


def test_german_texts_and_plurals():
    app = KartenApp(lang="de", seed=8)
    assert app.names[0] == "Spieler 1" and app.new_game_button.description == "Neues Spiel"
    assert "„Los geht's“" in app.todo() and app.start_button.description == "Los geht's"
    app.start_button.click()
    first = card_text(app.state.pyramid[0])
    assert f"{first} aufgedeckt (Reihe 1, Wert 1 Chip)" in app.move_log.lines
    assert "Spieler 1 ist dran" in app.status.value
    assert f"{first} liegt offen (Reihe 1, Wert 1 Chip)" in app.status.value
    while not (app.state.row_value == 2 and app.state.phase == "claim"):
        decide(app)
    assert "(Reihe 2, Wert 2 Chips)" in app.status.value


def test_player_names_are_escaped():
    names = ["<b>Ana</b>", ("Ben & Co", True), ("<script>x</script>", True)]
    app = KartenApp(names, lang="en", seed=3)
    click_through(app)
    html = (
        app.status.value + app.hand_view.value + app.tally.value + app.move_log.value
    ) + app.ranking_view.value
    assert "<b>Ana</b>" not in html and "<script>" not in html
    assert "&lt;b&gt;Ana&lt;/b&gt;" in app.tally.value and "Ben &amp; Co" in app.tally.value
    assert app.name(0) == "&lt;b&gt;Ana&lt;/b&gt;"


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
    # the seat called You is the student at the screen: "my cards", "your hand"
    assert app.look_buttons[0].description == t("karten_look_mine", lang)
    assert app.look_buttons[1].description == t("karten_look", lang, name="Anna")
    assert escape(t("karten_your_hand", lang)) in app.hand_view.value
    assert escape(t("karten_hand_of", lang, name="Anna")) in app.hand_view.value

    def start(app):
        if app.waiting_to_start:
            app.start_button.click()
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
