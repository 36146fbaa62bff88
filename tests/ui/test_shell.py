"""The shared widget shell, driven from Python on a tiny game (`tests/toy.py`): computer seats
and chance act by themselves, refused moves are shown and change nothing, the message
clears when the state changes, the log shows the newest move first, names are escaped,
the ranking shares places, and both languages speak with the right plurals."""

from __future__ import annotations

import ipywidgets as w
import pytest

from pyramide_kit.i18n import plural
from pyramide_kit.seats import Player
from pyramide_kit.table import CHANCE
from pyramide_kit.ui.shell import TableShell
from tests.toy import Dice, Roll, new_toy


class ToyApp(TableShell):
    def __init__(self, players, lang="en", seed=None, rounds=2):
        import ipywidgets as w

        self.roll_button = w.Button(description="Roll")
        self.on_click(self.roll_button, lambda _: self.play(Roll()))
        self.drawn: list = []
        super().__init__(players, rules=rounds, lang=lang, seed=seed)

    def new_state(self, players, rules):
        return new_toy(players, rules)

    def board(self):
        return [self.roll_button]

    def redraw(self):
        self.drawn.append(self.state)

    def todo(self):
        return "roll"

    def describe(self, state, move):
        if isinstance(move, Dice):
            return f"{state.seats[state.turns % len(state.seats)].name}: {move.value}"
        return None

    def computer_move(self, state):
        return Roll()


def test_computer_seats_and_chance_act_until_a_human_is_to_move():
    app = ToyApp([Player("Bot", True), "Ann"], seed=1)
    assert app.state.to_move == 1
    assert len(app.move_log.lines) == 1 and app.move_log.lines[0].startswith("Bot: ")
    app.roll_button.click()
    assert app.state.to_move == 1 and app.state.turns == 3


def test_a_whole_game_ends_with_a_ranking_with_shared_places():
    app = ToyApp(["Ann", "Ben"], seed=3)
    script = iter([Dice(4), Dice(4), Dice(2), Dice(2)])
    app.chance_move = lambda state: next(script)
    for _ in range(4):
        app.roll_button.click()
    assert app.state.over
    assert app.ranking_lines() == [
        "1. Ann: 6 points (level with Ben: both 6 points)",
        "1. Ben: 6 points (level with Ann: both 6 points)",
    ]
    assert "A shared win: Ann, Ben." in app.ranking_view.value
    assert "Game over" in app.status.value


def test_a_refused_move_is_shown_and_changes_nothing_then_the_message_clears():
    app = ToyApp(["Ann"], seed=2)
    before = app.state
    assert not app.play(Dice(3))
    assert app.state == before
    assert app.message.kind == "error" and "not allowed" in app.message.text
    assert app.play(Roll())
    assert app.message.text == ""


def test_a_refusal_from_a_button_is_shown_and_a_bug_is_raised():
    app = ToyApp(["Ann"], seed=2)
    refusing, buggy = w.Button(), w.Button()
    app.on_click(refusing, lambda _: app.state.apply(Dice(3)))
    app.on_click(buggy, lambda _: int("three"))
    refusing.click()
    assert app.message.kind == "error" and "not allowed" in app.message.text
    with pytest.raises(ValueError, match="invalid literal"):
        buggy.click()


def test_german_texts_and_plurals():
    assert plural("shell_points", 1, "de") == "1 Punkt"
    assert plural("shell_points", 0, "de") == "0 Punkte"
    assert plural("shell_points", 1, "en") == "1 point"
    assert plural("shell_points", 2, "en") == "2 points"
    assert plural("shell_points", -1, "de") == "-1 Punkt"
    assert plural("shell_points", -2, "en") == "-2 points"
    app = ToyApp(["Ann"], lang="de", seed=2, rounds=1)
    app.chance_move = lambda state: Dice(1)
    app.roll_button.click()
    assert app.ranking_lines() == ["1. Ann: 1 Punkt"]
    assert "Ann gewinnt." in app.ranking_view.value
    assert app.new_button.description == "Neues Spiel"


def test_names_are_escaped_everywhere():
    app = ToyApp(["<b>x</b>", Player("<img src=x onerror=alert(1)>", True)], seed=5)
    html = app.status.value + app.move_log.value
    assert "<b>x</b>" not in html and "&lt;b&gt;x&lt;/b&gt;" in app.status.value
    assert "<img" not in html and app.name(0) == "&lt;b&gt;x&lt;/b&gt;"


def test_the_log_shows_the_newest_move_first():
    app = ToyApp(["Ann"], seed=4, rounds=3)
    for _ in range(3):
        app.roll_button.click()
    assert app.move_log.newest == app.move_log.lines[-1]
    shown = app.move_log.value
    assert shown.index(app.move_log.lines[-1]) < shown.index(app.move_log.lines[0])


def test_new_game_starts_again_and_clears_log_and_message():
    app = ToyApp(["Ann"], seed=4)
    app.roll_button.click()
    app.play(Dice(1))
    app.new_button.click()
    assert app.state.history == () and app.move_log.lines == [] and app.message.text == ""


@pytest.mark.parametrize("seed", ["42", 1.5, -1, True, 2**63])
def test_a_bad_seed_is_a_clear_value_error(seed):
    with pytest.raises(ValueError, match="seed"):
        ToyApp(["Ann"], seed=seed)


def test_the_same_seed_gives_the_same_game():
    a, b = ToyApp(["Ann"], seed=9), ToyApp(["Ann"], seed=9)
    for app in (a, b):
        for _ in range(2):
            app.roll_button.click()
    assert a.state == b.state and a.state.to_move is None and CHANCE is not None


def test_clicks_while_a_computer_is_held_are_refused_until_resume():
    class Held(ToyApp):
        def hold_computers(self, state):
            return not self.started

    Held.started = False
    app = Held(["Ann", Player("Bot", True)], seed=1)
    app.roll_button.click()
    assert app.state.to_move == 1 and app.message.text == ""
    before = app.state
    assert not app.play(Roll())
    assert app.state is before and "not a human player's turn" in app.message.text
    Held.started = True
    app.resume()
    assert app.state.to_move == 0


@pytest.mark.parametrize(
    ("lang", "name", "turn", "win"),
    [("de", "Du", "Du bist dran", "Du gewinnst."), ("en", "You", "Your turn", "You win.")],
)
def test_a_seat_called_you_is_addressed_in_the_second_person(lang, name, turn, win):
    app = ToyApp([name], lang=lang, seed=1, rounds=1)
    assert turn in app.status.value
    app.roll_button.click()
    assert win in app.ranking_view.value


def test_a_stored_notebook_shows_a_friendly_line_instead_of_the_widgets_internals():
    assert repr(ToyApp(["Ann"], lang="en")) == (
        "Game table: run this cell to play; the game table appears here."
    )
    assert repr(ToyApp(["Ann"], lang="de")).startswith("Spieltisch: Führe diese Zelle aus")
    bundle = ToyApp(["Ann"])._repr_mimebundle_()
    assert "children=" not in bundle["text/plain"]


def test_the_other_widgets_show_a_friendly_line_in_stored_notebooks():
    from pyramide_kit import Explorer
    from pyramide_kit.mauro import DuelApp
    from pyramide_kit.ui import ExactAnswer

    assert repr(Explorer(seed=1, lang="en")).endswith("run this cell to start.")
    assert repr(DuelApp(lang="de")).endswith("führe diese Zelle aus, um zu beginnen.")
    exercise = repr(ExactAnswer("What is 1/2?", 1, lang="en"))
    assert exercise == "Exercise: What is 1/2? (Run the cell to answer.)"


def test_the_live_region_announces_what_each_move_did():
    app = ToyApp(["Ann", Player("Bot", True)], seed=6)
    assert app.live.lang == "en" and app.live.lines == []
    app.roll_button.click()  # Ann's throw, then the computer's
    assert app.live.lines == app.move_log.lines[-2:]
    assert app.live.lines[0].startswith("Ann: ") and app.live.lines[1].startswith("Bot: ")
    said = app.live.said
    assert not app.play(Dice(3))  # a refused move logs nothing, so nothing new is said
    assert app.live.said == said
    app.roll_button.click()  # the last throws: who won is said after them
    assert app.state.over and app.live.said == said + 1
    assert app.live.lines == [*app.move_log.lines[-2:], f"Game over. {app._winners_text()}"]


@pytest.mark.parametrize("again", ["again_button", "new_button"])
def test_the_end_of_a_game_shows_an_end_screen_that_offers_a_new_one(again):
    from pyramide_kit.mauro.app import MauroApp
    from pyramide_kit.mauro.game import Roll
    from pyramide_kit.mauro.rules import Rules

    app = MauroApp(["Du", ("Robo", True)], lang="de", seed=3, rules=Rules(rounds=1), pace=0)
    assert app.end_screen.layout.display == "none" and app.ranking_view.value == ""
    focused = []
    app.again_button.focus = lambda: focused.append(app.state.over)
    for _ in range(60):
        if app.state.over:
            break
        app.play(Roll())
    assert app.state.over and app.end_screen.layout.display is None
    shown = app.end_screen.children
    assert "Spielende" in shown[0].value and shown[1:3] == (app.ranking_view, app.report_view)
    assert shown[3] is app.again_button and app.again_button.description == "Nochmal spielen"
    assert app.again_button.button_style == "primary"
    assert "Rangliste" in app.ranking_view.value
    # a screen reader hears who won, once, after the move that ended the game
    winners = app._winners_text()
    assert winners in app.ranking_view.value and app.live.lines[-1] == f"Spiel vorbei. {winners}"
    said = app.live.said
    app.refresh()
    assert app.live.said == said
    assert focused == [True]  # the focus went to the next game once, at the end
    assert "Die Rangliste steht gleich darunter; „Nochmal spielen“" in app.status.value
    # the end screen stands over the board
    assert app.children.index(app.end_screen) < app.children.index(app.table_view)
    getattr(app, again).click()
    assert not app.state.over and app.end_screen.layout.display == "none"


def test_in_a_kernel_the_parts_shown_later_are_built_once_the_board_is_painted(monkeypatch):
    """The end screen, the playback bar and the coach's goal setting are hidden at first;
    in a kernel they are built after the board's first picture (each widget a page shows
    at first delays it), in their places, and a game that needs one earlier builds it."""
    from pyramide_kit.pyramide.app import PyramideApp
    from pyramide_kit.ui import shell

    monkeypatch.setattr(shell, "event_loop", lambda: object())
    app = PyramideApp(2, lang="en", seed=1, pace=0, coach_in_background=False)
    built_at_once = PyramideApp(2, lang="en", seed=1, pace=0, coach_in_background=False)
    monkeypatch.undo()
    outside = PyramideApp(2, lang="en", seed=1, pace=0, coach_in_background=False)
    later = (outside.end_screen, outside.playback_bar, outside.coach.goal_row)
    assert all(isinstance(part, w.Widget) for part in later)
    for part in later[:2]:
        assert part in outside.children
    assert outside.coach.children[1] is outside.coach.goal_row
    assert app._end_screen is None and app._playback_bar is None and app.coach._goal_row is None
    app.table_view._message(app.table_view, {"drawn": True}, [])
    assert app.table_view.drawn
    assert [type(c).__name__ for c in app.children] == [type(c).__name__ for c in outside.children]
    names = [type(c).__name__ for c in app.coach.children]
    assert names == [type(c).__name__ for c in outside.coach.children]
    assert app.coach.target_entry.value == outside.coach.target_entry.value != ""
    # asked for before the first picture, a part is built where it belongs
    assert built_at_once.ranking_view.value == "" and built_at_once._playback_bar is None
    order = built_at_once.children
    assert order.index(built_at_once.end_screen) == order.index(built_at_once.table_view) - 1
