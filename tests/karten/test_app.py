"""KartenApp driven by clicks from Python: whole games, every variant, hidden hands."""

import pytest

from pyramide_kit.errors import RuleError
from pyramide_kit.karten import Rules
from pyramide_kit.karten.app import KartenApp, card_text
from pyramide_kit.karten.cards import rank_of
from pyramide_kit.karten.strategy import HONEST, Policy


def click_through(app, call_every=3, max_clicks=3000):
    """Play the human seat(s) to the end: claim with the rank (the test peeks into the
    engine to choose), pass without it, call every `call_every`-th claim aimed at us."""
    responses = 0
    for _ in range(max_clicks):
        game = app.game
        if game.over:
            return
        if game.phase == "reveal":
            app.reveal_button.click()
        elif game.phase == "claim":
            seat = game.to_move
            holds = any(rank_of(c) == rank_of(game.current_card) for c in game.hands[seat])
            (app.claim_button if holds else app.pass_button).click()
        elif game.phase == "respond":
            responses += 1
            (app.call_button if responses % call_every == 0 else app.accept_button).click()
        else:
            next(b for b in app.bus_buttons.values() if not b.disabled).click()
        assert app.message.kind == "info", app.message.text
        app.game.card_places()
    raise AssertionError("the game did not end")


def test_one_student_plays_a_whole_game_by_clicks():
    app = KartenApp(computers=3, lang="en", seed=5)
    assert app.status_text() == "Reveal the next card (1 of 15)."
    click_through(app)
    assert app.game.over
    assert app.status_text().startswith("Game over. 1. ")
    assert app.reveal_button.disabled
    assert sum(1 for line in app.move_log.lines if "turned up" in line) == 15
    assert any("“" in line for line in app.move_log.lines)  # claims are logged


@pytest.mark.parametrize(
    "rules",
    [
        Rules(ride_the_bus=True),
        Rules(bluffing=False),
        Rules(one_bluff_per_game=True),
        Rules(double_pyramid=True, rows=4),
        Rules(rows=4),
        Rules(rows=6),
    ],
)
def test_every_variant_plays_to_the_end_in_the_widget(rules):
    app = KartenApp(computers=2, lang="de", seed=7, rules=rules)
    click_through(app)
    assert app.game.over
    assert app.status_text().startswith("Spiel vorbei.")
    if rules.ride_the_bus:
        assert any("Busfahren" in line for line in app.move_log.lines)


def test_ride_the_bus_screen_for_the_human():
    # everybody passes, so everyone keeps four cards and rides, the human first
    app = KartenApp(computers=2, lang="en", seed=2, rules=Rules(ride_the_bus=True), policies=HONEST)
    while app.game.phase != "bus":
        if app.game.phase == "reveal":
            app.reveal_button.click()
        elif app.game.phase == "claim":
            app.pass_button.click()
        else:
            app.accept_button.click()
    if app.game.bus.riders[0] == 0:
        assert "rides the bus – question 1: red or black?" in app.status_text()
        enabled = {a for a, b in app.bus_buttons.items() if not b.disabled}
        assert enabled == {"red", "black"}
        app.bus_buttons["higher"].click()
        assert app.message.kind == "error"
    click_through(app)
    assert app.game.over


def test_refused_clicks_read_in_german():
    app = KartenApp(computers=2, lang="de", seed=1)
    app.look_buttons[0].click()
    app.reveal_button.click()
    app.look_buttons[0].click()
    assert app.message.text.endswith("jetzt musst du sie dir merken.")
    app.new_game_button.click()
    app.pass_button.click()  # the next card is still to be revealed
    assert "kein menschlicher Spieler am Zug" in app.message.text


def test_own_hand_is_shown_at_the_start_then_hidden():
    app = KartenApp(computers=2, lang="en", seed=1)
    hand = app.game.hands[0]
    assert "face-down cards" in app.hand_view.value
    app.look_buttons[0].click()
    assert all(card_text(c) in app.hand_view.value for c in hand)
    app.hide_button.click()
    assert not any(card_text(c) in app.hand_view.value for c in hand)
    assert not app.look_buttons[0].disabled  # still the start: no card is turned up
    app.reveal_button.click()
    assert app.game.visible_hand(0) is None  # the engine says: remember them now
    assert app.look_buttons[0].disabled
    app.look_buttons[0].click()
    assert app.message.kind == "error"
    assert not any(card_text(c) in app.hand_view.value for c in hand)


def test_peek_option_allows_looking_again():
    app = KartenApp(computers=2, lang="en", seed=1, rules=Rules(peek=True))
    for _ in range(2):
        app.reveal_button.click()
        app.look_buttons[0].click()
        assert all(card_text(c) in app.hand_view.value for c in app.game.hands[0])
        app.hide_button.click()
        assert app.message.kind == "info"
        while app.game.phase != "reveal":
            (app.pass_button if app.game.phase == "claim" else app.accept_button).click()
    assert not app.look_buttons[0].disabled


def test_illegal_clicks_show_a_message_and_change_nothing():
    app = KartenApp(computers=3, lang="de", seed=3)
    before = app.game
    app.claim_button.click()  # nothing revealed yet
    assert app.message.kind == "error" and app.game == before
    app.reveal_button.click()
    while app.game.phase != "claim" or app.status_text().find("Du:") < 0:
        if app.game.phase == "reveal":
            app.reveal_button.click()
        else:
            app.accept_button.click() if app.game.phase == "respond" else app.pass_button.click()
    before = app.game
    for box in app.share_inputs.values():
        box.value = 0
    app.share_inputs[1].value = 7
    app.claim_button.click()
    assert app.game == before
    assert "Reihenwert" in app.message.text
    app.reveal_button.click()
    assert app.game == before and app.message.kind == "error"


def test_split_claim_from_the_widget():
    app = KartenApp(computers=3, lang="en", seed=4)
    while True:  # go to the first row-2 card that the human decides on
        game = app.game
        if game.phase == "claim" and game.revealed >= 6 and "You:" in app.status_text():
            break
        if game.phase == "reveal":
            app.reveal_button.click()
        elif game.phase == "claim":
            app.pass_button.click()
        else:
            app.accept_button.click()
    for box in app.share_inputs.values():
        box.value = 0
    app.share_inputs[1].value = 1
    app.share_inputs[2].value = 1
    app.claim_button.click()
    claim = next(e for e in reversed(app.game.log) if e.kind == "claim" and e.player == 0)
    assert dict(claim.shares) == {1: 1, 2: 1} and claim.value == 2


def test_two_humans_share_one_screen():
    app = KartenApp(computers=2, humans=2, lang="en", seed=9)
    assert app.names[:2] == ["Player 1", "Player 2"]
    app.look_buttons[0].click()
    app.look_buttons[1].click()
    assert app.showing == 1
    click_through(app)
    assert app.game.over


def test_table_sizes_are_checked_by_the_engine():
    with pytest.raises(RuleError) as info:
        KartenApp(computers=1)
    assert info.value.key == "seats_err_count"
    with pytest.raises(RuleError):
        KartenApp(computers=8)
    assert len(KartenApp(computers=9, rules=Rules(max_players=10, hand_size=3)).game.seats) == 10
    with pytest.raises(ValueError):
        KartenApp(computers=2.5)
    with pytest.raises(ValueError):
        KartenApp(seed="42")
    with pytest.raises(ValueError):
        KartenApp(computers=2, names=["Ana", "Ana", "Ben"])
    with pytest.raises(ValueError):
        KartenApp(computers=2, lang="fr")
    with pytest.raises(RuleError, match="one policy per computer seat") as info:
        KartenApp(computers=3, policies=[Policy()])
    assert info.value.key == "karten_err_policies"
    with pytest.raises(RuleError) as info:
        KartenApp(computers=2, names=["Ana"])
    assert info.value.key == "karten_err_names"


def test_new_game_deals_again():
    app = KartenApp(computers=2, lang="en", seed=1)
    app.reveal_button.click()
    app.new_game_button.click()
    assert app.game.revealed == 0 and app.move_log.lines == []


def test_the_hand_goes_face_down_with_the_next_move():
    app = KartenApp(computers=2, lang="en", seed=1)
    hand = app.game.hands[0]
    app.look_buttons[0].click()
    assert all(card_text(c) in app.hand_view.value for c in hand)
    app.reveal_button.click()
    assert not any(card_text(c) in app.hand_view.value for c in hand)
    assert "Your 4 face-down cards" in app.hand_view.value


def test_german_status_when_a_claim_is_aimed_at_the_human():
    app = KartenApp(computers=3, lang="de", seed=4, policies=Policy(bluff_rates=(1,) * 7))
    while app.game.phase != "respond":
        if app.game.phase == "reveal":
            app.reveal_button.click()
        else:
            app.pass_button.click()
    assert "und gibt dir" in app.status_text()
    assert "Annehmen oder Bluff! rufen?" in app.status_text()


def test_player_names_are_escaped():
    names = ["<b>Ana</b>", "Ben & Co", "<script>x</script>"]
    app = KartenApp(computers=2, lang="en", seed=3, names=names)
    click_through(app)
    html = app.status.value + app.hand_view.value + app.tally.value + app.move_log.value
    assert "<b>Ana</b>" not in html and "<script>" not in html
    assert "&lt;b&gt;Ana&lt;/b&gt;" in app.tally.value


def test_a_table_of_computers_only_plays_itself_to_the_end():
    app = KartenApp(computers=3, humans=0, lang="en", seed=2)
    while not app.game.over:
        app.reveal_button.click()
        assert app.message.kind == "info", app.message.text
    assert app.status_text().startswith("Game over.")
