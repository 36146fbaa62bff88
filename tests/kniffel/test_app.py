"""The Kniffel widget, driven by clicks from Python."""

import pytest

from pyramide_kit.kniffel import CATEGORIES, Rules
from pyramide_kit.kniffel.app import KniffelApp
from pyramide_kit.kniffel.labels import LABELS


def _play_human_turn(app, hold_face=None):
    """Throw up to three times holding `hold_face` (by clicking), then write the best box."""
    app.throw_button.click()
    for _ in range(2):
        if hold_face is not None:
            for toggle, value in zip(app.tray.toggles, app.game.dice, strict=True):
                toggle.value = value == hold_face
        if all(toggle.value for toggle in app.tray.toggles):
            break
        app.throw_button.click()
    options = app.game.options()
    shown = {c: b.description for c, b in app.category_buttons.items() if not b.disabled}
    assert set(shown) == set(options)
    best = max(options, key=options.get)
    app.category_buttons[best].click()


@pytest.mark.parametrize("variant", ["book", "hasbro", "none"])
def test_a_whole_solo_game_by_clicks_under_each_variant(variant):
    app = KniffelApp(["Ada"], lang="en", seed=1)
    app.variant.value = variant
    app.new_game_button.click()
    assert app.game.rules.extra_kniffel == variant
    for _ in range(13):
        _play_human_turn(app, hold_face=6)
    assert app.game.over and app.message.text == ""
    total = app.game.cards[0].total
    assert f">{total}<" in app.cells[("grand_total", 0)].value
    assert "Ranking" in app.ranking.value and f"1. Ada: {total} points" in app.ranking.value
    assert app.throw_button.disabled


def test_buttons_show_what_each_open_box_would_score_before_choosing():
    app = KniffelApp(["Ada"], lang="de", seed=3)
    assert all(b.disabled for b in app.category_buttons.values())
    app.throw_button.click()
    options = app.game.options()
    for category, button in app.category_buttons.items():
        points = options[category]
        assert button.description == (f"{points} eintragen" if points else "streichen (0)")


def test_holding_by_clicking_keeps_those_dice():
    app = KniffelApp(["Ada"], lang="en", seed=4)
    app.throw_button.click()
    first = app.game.dice
    app.tray.toggles[0].value = True
    app.tray.toggles[3].value = True
    app.throw_button.click()
    assert app.game.held == (0, 3)
    assert app.game.dice[0] == first[0] and app.game.dice[3] == first[3]
    # take die 0 back: it is thrown again next time
    app.tray.toggles[0].value = False
    app.throw_button.click()
    assert app.game.held == (3,) and app.game.throws == 3
    assert all(t.disabled for t in app.tray.toggles)


def test_illegal_clicks_show_a_message_and_change_nothing():
    app = KniffelApp(["Ada"], lang="de", seed=5)
    before = app.game
    app.category_buttons["chance"].click()
    assert app.game == before
    assert app.message.kind == "error" and "Erst würfeln" in app.message.text
    for _ in range(3):
        app.throw_button.click()
    thrown = app.game
    app.throw_button.click()
    assert app.game == thrown and "Würfe sind verbraucht" in app.message.text
    for toggle in app.tray.toggles:
        toggle.value = True
    app.category_buttons["chance"].click()
    assert app.game.cards[0].box("chance") == sum(thrown.dice)
    app.throw_button.click()
    app.category_buttons["chance"].click()
    assert "schon eingetragen" in app.message.text


def test_several_players_and_computer_seats_at_one_screen():
    app = KniffelApp(["Ada", ("Rechner", True), "Bo", ("Robo", True)], lang="de", seed=6)
    assert len(app.game.seats) == 4
    while not app.game.over:
        assert not app.game.seat.computer  # computers have already played
        _play_human_turn(app)
    assert all(c.is_full for c in app.game.cards)
    assert app.move_log.lines and any("Rechner" in line for line in app.move_log.lines)
    ranking = app.game.ranking()
    assert [r for r, _, _ in ranking] == sorted(r for r, _, _ in ranking)
    for rank, seat, points in ranking:
        name = app.game.seats[seat].name
        assert f"{rank}. {name}: {points} Punkte" in app.ranking.value


def test_computer_seats_step_by_button_and_may_start():
    app = KniffelApp([("Robo", True), "Ada"], lang="en", seed=8, auto_computer=False)
    assert app.game.seat.name == "Robo" and not app.computer_button.disabled
    app.throw_button.click()
    assert "computer seat" in app.message.text.lower()
    app.computer_button.click()
    assert app.game.seat.name == "Ada" and len(app.game.cards[0].open_categories) == 12
    app.computer_button.click()
    assert "human player" in app.message.text.lower()


def test_new_game_keeps_the_other_rules_and_changes_the_variant():
    app = KniffelApp(["Ada"], lang="en", seed=2, rules=Rules("none", upper_bonus=50))
    app.variant.value = "hasbro"
    app.new_game_button.click()
    assert app.game.rules == Rules("hasbro", upper_bonus=50)
    assert app.game.dice is None and app.move_log.lines == []


def test_computer_only_table_plays_itself_to_the_end():
    app = KniffelApp([("A", True), ("B", True)], lang="en", seed=9)
    assert app.game.over and app.throw_button.disabled
    assert app.ranking.value.count(" points") == 2


def test_every_visible_label_exists_in_both_languages():
    for category in CATEGORIES:
        assert f"kniffel_cat_{category}" in LABELS
    de = KniffelApp(["Ada"], lang="de")
    en = KniffelApp(["Ada"], lang="en")
    assert de.throw_button.description == "Würfeln" and en.throw_button.description == "Throw"
    assert "Spieler 1" in KniffelApp().status.value
    with pytest.raises(ValueError):
        KniffelApp(["Ada"], lang="fr")
