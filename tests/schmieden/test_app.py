"""The widget, driven by clicks from Python: whole games, refusals with reasons, languages."""

import pytest

from pyramide_kit.schmieden.app import SchmiedenApp
from pyramide_kit.schmieden.rules import Rules
from pyramide_kit.schmieden.strategy import choose_moves


def click_round(app):
    """Play the current human round by clicks, placing what the computer policy would."""
    done = len(app.game.records)
    while len(app.game.records) == done:
        if app.throw_button.disabled:
            app.end_button.click()
            continue
        app.throw_button.click()
        assert app.message.kind == "info", app.message.text
        for slot, place in choose_moves(app.game.turn, app.policy):
            app.die_buttons[slot].click()
            assert app.selected == slot
            assert app.place_buttons[place].button_style == "success"
            app.place_buttons[place].click()
            assert app.message.kind == "info", app.message.text
            if len(app.game.records) > done:
                break


def test_a_twelve_round_game_by_clicks_with_a_computer_seat():
    app = SchmiedenApp(["Ana"], computers=1, seed=11, lang="de")
    while not app.game.over:
        assert not app.game.seats[app.game.current].computer
        click_round(app)
    game = app.game
    assert len(game.records) == 24 and {r.round for r in game.records} == set(range(1, 13))
    assert "Spiel vorbei" in app.status.value and "Gewonnen" in app.status.value
    assert app.throw_button.disabled and app.end_button.disabled
    assert f"<b>{game.totals()[0]}</b>" in app.table.value
    assert any("Computer 1 würfelt" in line for line in app.move_log.lines)
    assert any("Pyramide fertig" in line or "keine fertige" in line for line in app.move_log.lines)


def test_several_humans_take_turns_and_the_same_seed_gives_the_same_game():
    def play(seed):
        app = SchmiedenApp(["Ana", "Ben"], rules=Rules(rounds=2), seed=seed, lang="en")
        names = []
        while not app.game.over:
            names.append(app.game.seats[app.game.current].name)
            click_round(app)
        return app, names

    app, names = play(3)
    assert names == ["Ana", "Ben", "Ana", "Ben"]
    again, _ = play(3)
    assert again.game == app.game
    assert "Winner(s)" in app.status.value


def test_a_die_chosen_when_the_round_ends_is_forgotten():
    app = SchmiedenApp(["Ana"], rules=Rules(max_throws=1), seed=2, lang="de")
    app.throw_button.click()
    slot = next(s for s in app.game.turn.rolled_slots if s >= 3)  # a blue die: no place yet
    app.die_buttons[slot].click()
    app.end_button.click()  # the only throw ends: first-throw rule refuses, nothing changes
    assert app.message.kind == "error" and app.selected == slot
    app.die_buttons[0].click()
    app.place_buttons["B1"].click()
    app.die_buttons[slot].click()
    app.end_button.click()  # now the round ends with the blue die still chosen
    assert len(app.game.records) == 1 and app.selected is None
    before = app.game
    app.place_buttons["M1"].click()
    assert app.message.kind == "error" and app.game == before


def test_refused_clicks_show_the_engine_reason_and_change_nothing():
    app = SchmiedenApp(["Ana"], seed=1, lang="de")
    app.place_buttons["B1"].click()
    assert (
        app.message.kind == "error" and "erst einen gewürfelten würfel" in app.message.text.lower()
    )
    app.die_buttons[0].click()
    assert app.message.kind == "error" and "erst würfeln" in app.message.text
    app.throw_button.click()
    before = app.game
    # throwing again before any base die is placed breaks the first-throw rule
    app.throw_button.click()
    assert app.game is before and "mindestens 1 weißer Würfel" in app.message.text
    # a white die into the middle row is refused with the row's rule
    app.die_buttons[0].click()
    app.place_buttons["M1"].click()
    assert app.game is before and "nur ins Fundament" in app.message.text


def test_a_chosen_die_shows_where_it_may_go_and_why_not_elsewhere():
    app = SchmiedenApp(["Ana"], seed=1, lang="en")
    app.throw_button.click()
    turn = app.game.turn
    # put the lowest white into B1 and the highest into B2 so M1 has a known bound
    whites = sorted(range(3), key=lambda s: turn.rolled[s])
    app.die_buttons[whites[0]].click()
    app.place_buttons["B1"].click()
    app.die_buttons[whites[2]].click()
    app.place_buttons["B2"].click()
    app.die_buttons[3].click()
    turn = app.game.turn
    b1, b2, blue = turn.value("B1"), turn.value("B2"), turn.rolled[3]
    if 2 * blue < b1 + b2:
        assert app.place_buttons["M1"].button_style == "success"
    else:
        assert app.place_buttons["M1"].button_style == "danger"
        assert f"2 × {blue} = {2 * blue}" in app.place_buttons["M1"].tooltip
        assert f"{b1} + {b2} = {b1 + b2}" in app.reasons.value
    assert app.place_buttons["M2"].button_style == "danger"
    assert "B3" in app.place_buttons["M2"].tooltip and "still empty" in app.reasons.value
    assert app.place_buttons["B1"].button_style == ""


def test_only_computers_play_themselves_and_new_game_restarts():
    app = SchmiedenApp([], computers=2, rules=Rules(rounds=3), seed=5, lang="en")
    assert app.game.over and len(app.game.records) == 6
    app.throw_button.click()
    assert app.message.kind == "error"
    app.new_game_button.click()
    assert app.game.over and len(app.move_log.lines) > 6


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_visible_text_comes_from_the_catalogue(lang):
    app = SchmiedenApp(seed=2, lang=lang)
    assert app.game.seats[0].name == {"de": "Spieler 1", "en": "Player 1"}[lang]
    assert app.throw_button.description == {"de": "Würfeln", "en": "Throw"}[lang]
    assert ("Runde 1 von 12" if lang == "de" else "Round 1 of 12") in app.status.value
