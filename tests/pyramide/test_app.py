"""PyramideApp driven by clicks from Python, as a student or a group would play it."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyramide_kit.errors import RuleError
from pyramide_kit.pyramide import Player, dumps, loads
from pyramide_kit.pyramide.app import PyramideApp, parse_rows


def play_whole_turn(app, holds=(0,)):
    app.throw_button.click()
    for i in holds:
        app.tray.toggles[i].value = True
    app.throw_button.click()
    app.throw_button.click()
    box = app.game.sheet.free_boxes[-1]
    app.box_buttons[box].click()
    return box


def test_one_student_plays_a_whole_game_by_clicks():
    app = PyramideApp(["Ana"], lang="en", seed=3)
    for round_number in range(1, 7):
        assert f"Round {round_number} of 6" in app.status.value
        play_whole_turn(app)
    assert app.game.over
    assert "Game over." in app.status.value
    assert "Winner(s): Ana" in app.status.value
    assert app.throw_button.disabled
    assert len([line for line in app.move_log.lines if "writes" in line]) == 6


def test_held_dice_stay_and_the_others_change():
    app = PyramideApp(["Ana"], lang="en", seed=11)
    app.throw_button.click()
    first = app.game.dice
    app.tray.toggles[2].value = True
    app.tray.toggles[4].value = True
    app.throw_button.click()
    assert app.game.dice[2] == first[2] and app.game.dice[4] == first[4]
    assert app.tray.held == [2, 4]
    assert app.game.throws == 2


def test_illegal_clicks_show_a_message_and_change_nothing():
    app = PyramideApp(["Ana"], lang="en", seed=1)
    app.box_buttons["top"].click()  # before any throw
    assert app.message.kind == "error"
    assert "Throw first" in app.message.text
    for _ in range(4):  # the fourth throw is not allowed
        app.throw_button.click()
    assert "No throws left" in app.message.text
    state = app.game
    app.box_buttons["top"].click()
    app.throw_button.click()  # a new round: fine
    app.box_buttons["top"].click()  # top row is full now
    assert "top row is full" in app.message.text
    assert app.game.sheets[0].top == (state.best.score,)


def test_messages_in_german():
    app = PyramideApp(["Ana"], lang="de", seed=1)
    app.box_buttons["top"].click()
    assert app.message.text.startswith("Nicht erlaubt: Erst würfeln")
    assert "Runde 1 von 6" in app.status.value
    assert app.throw_button.description == "Würfeln"


def test_hand_build_is_checked_against_the_best():
    app = PyramideApp(["Ana"], lang="en", seed=1)
    app.hand_entry.value = "2 / 3 2"
    app.hand_button.click()
    assert "Throw first" in app.message.text
    app.throw_button.click()
    best = app.game.best
    app.hand_entry.value = best.describe()
    app.hand_button.click()
    if best.kind:
        assert "that is the best pyramid" in app.message.text
    app.hand_entry.value = "9 / 1 1"
    app.hand_button.click()
    assert app.message.kind == "error"
    app.hand_entry.value = "x y"
    app.hand_button.click()
    assert "rows from the top down" in app.message.text


def test_group_with_computer_seats_plays_to_the_end():
    app = PyramideApp(
        ["Ana", Player("Bot 1", True), "Ben", Player("Bot 2", True)], lang="en", seed=8
    )
    for _ in range(6):
        for _ in range(2):  # Ana and Ben; the bots play by themselves in between
            assert not app.game.player.computer
            play_whole_turn(app, holds=())
    assert app.game.over
    assert all(sheet.full for sheet in app.game.sheets)
    assert sum("Bot 1 writes" in line for line in app.move_log.lines) == 6
    places = [place for place, _, _ in app.game.ranking()]
    assert places[0] == 1 and places == sorted(places)


def test_computer_first_seat_plays_before_the_human():
    app = PyramideApp([Player("Bot", True), "Ana"], lang="en", seed=2)
    assert app.game.player.name == "Ana"
    assert app.game.sheets[0].rounds_written == 1


def test_new_game_button_starts_over():
    app = PyramideApp(["Ana"], lang="en", seed=4)
    play_whole_turn(app)
    app.new_button.click()
    assert app.game.sheets[0].rounds_written == 0 and app.move_log.lines == []


def test_same_seed_same_game():
    a, b = PyramideApp(["A"], seed=9), PyramideApp(["A"], seed=9)
    a.throw_button.click()
    b.throw_button.click()
    assert a.game.dice == b.game.dice


def test_parse_rows():
    assert parse_rows("2 / 3 2 / 4 6 5") == ("large", ((4, 6, 5), (3, 2), (2,)))
    assert parse_rows(" 1 1 / 5 5 5 ") == ("half", ((5, 5, 5), (1, 1)))
    with pytest.raises(RuleError):
        parse_rows("1 / 2 / 3")


def test_unknown_language_is_refused():
    with pytest.raises(ValueError, match="choose one of de, en"):
        PyramideApp(["Ana"], lang="fr")


@settings(max_examples=30, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 11), st.text("0123456789 /x", max_size=12)), max_size=60))
def test_random_clicks_never_raise_and_keep_the_game_consistent(clicks):
    app = PyramideApp(["Ana", Player("Bot", True)], lang="de", seed=6)
    boxes = list(app.box_buttons.values())
    for action, text in clicks:
        if action == 0:
            app.throw_button.click()
        elif action <= 6:
            app.tray.toggles[action - 1].value = not app.tray.toggles[action - 1].value
        elif action <= 9:
            boxes[action - 7].click()
        elif action == 10:
            app.hand_entry.value = text
            app.hand_button.click()
        else:
            app.new_button.click()
        written = [sheet.rounds_written for sheet in app.game.sheets]
        assert max(written) - min(written) <= 1
        assert not app.game.player.computer or app.game.over


def test_player_names_with_html_are_shown_escaped():
    evil = "<b onmouseover=alert(1)>Eve</b>"
    app = PyramideApp([evil, Player("<i>Bot</i>", True)], lang="en", seed=5)
    shown = app.status.value + "".join(view.value for view in app.sheet_views)
    shown += app.move_log.value
    assert "<b onmouseover" not in shown and "<i>Bot" not in shown
    assert "&lt;b onmouseover=alert(1)&gt;Eve&lt;/b&gt;" in app.status.value
    while not app.game.over:
        play_whole_turn(app, holds=())
    assert "<b onmouseover" not in app.status.value
    assert "&lt;i&gt;Bot&lt;/i&gt;" in app.status.value


def test_a_seed_given_as_text_is_refused():
    with pytest.raises(ValueError, match="seed must be a whole number"):
        PyramideApp(["Ana"], seed="42")


def test_the_lesson_table_still_opens():
    app = PyramideApp(["Anna", "Ben"], lang="de", seed=7)
    assert "Anna ist dran" in app.status.value and app.game.legal_moves()


def test_computer_seats_move_only_through_the_engine():
    app = PyramideApp([Player("Bot", True)], lang="en", seed=3)
    assert app.game.over
    assert loads(dumps(app.game)) == app.game  # every move of the log is a legal move
    writes = [line for line in app.move_log.lines if "writes" in line]
    assert len(writes) == app.game.rules.rounds
