"""The coach's tables are built in a background thread while the board plays on: a click
never waits for them, the panel says the coach is still computing (with the share done)
and shows the values as soon as they are built; without the background the first answer
builds them, as the click waits."""

from __future__ import annotations

import threading
import time

import pytest

from pyramide_kit.errors import RuleError
from pyramide_kit.ui import shell
from pyramide_kit.ui.board import Board
from pyramide_kit.ui.coach import VALUES
from tests.toy import Dice
from tests.ui.test_coach import ClimbApp

QUICK = 1.0
"""Seconds a click may take at most while the warm-up runs (it takes milliseconds)."""


class WarmingApp(ClimbApp):
    """A climb whose coach first builds a "table": the build reports 40 % and then waits
    for `release`, so a test decides when it is done."""

    def __init__(self, lang="en", background=True, fails=False):
        self.release = threading.Event()
        self.waiting = threading.Event()
        self.fails = fails
        self.built = False
        self.asked_while_building = False
        super().__init__(lang=lang, coach_in_background=background)

    def coach_warmup(self):
        if self.built:
            return None

        def build(progress):
            progress(0.4)
            self.waiting.set()
            assert self.release.wait(30)
            if self.fails:
                raise RuntimeError("no room for the table")
            self.built = True

        return build

    def coach_values(self, state):
        if not self.built:
            if self.coach.warmup is not None and self.coach.warmup.building(VALUES):
                self.asked_while_building = True
            self.built = True  # as a game does without a warm-up: build at the first answer
        return self.solver.move_values(state)


def _clicked(button) -> float:
    began = time.perf_counter()
    button.click()
    return time.perf_counter() - began


@pytest.fixture
def app():
    made = WarmingApp()
    yield made
    made.release.set()
    made.coach.warmup.wait(30)


def test_a_click_during_the_warm_up_answers_at_once_and_the_values_follow(app):
    assert app.waiting.wait(30)
    assert app.coach.warmup.building(VALUES)
    began = time.perf_counter()
    app.coach.toggle.value = True  # the coach turned on while it builds: no wait
    assert time.perf_counter() - began < QUICK
    assert "The coach is still computing its tables (40%) – you can play meanwhile." in (
        app.coach.view.value
    )
    app.chance_move = lambda state: Dice(4)
    assert _clicked(app.roll_button) < QUICK
    assert app.state.shown == 4 and app.state.used == 1  # the board's answer
    assert "still computing" in app.coach.view.value and "pk-coach-list" not in app.coach.view.value
    assert app.coach.coached == {}  # a choice made without advice is not counted
    app.release.set()
    assert app.coach.warmup.wait(30)
    shown = app.coach.view.value
    assert "still computing" not in shown and "pk-coach-list" in shown and "★" in shown
    assert not app.asked_while_building


def test_the_building_note_speaks_german():
    app = WarmingApp(lang="de")
    try:
        assert app.waiting.wait(30)
        app.coach.toggle.value = True
        assert (
            "Der Trainer rechnet noch seine Tabellen (40\u00a0%) – du kannst schon spielen."
            in app.coach.view.value
        )
    finally:
        app.release.set()
        app.coach.warmup.wait(30)


def test_without_the_background_the_first_answer_builds_and_no_thread_runs():
    app = WarmingApp(background=False)
    assert app.coach.warmup is None and not app.built
    app.chance_move = lambda state: Dice(4)
    app.roll_button.click()
    app.coach.toggle.value = True
    assert app.built and "pk-coach-list" in app.coach.view.value


def test_nothing_to_build_starts_no_thread():
    app = WarmingApp()
    app.release.set()
    assert app.coach.warmup.wait(30) and app.built
    app.new_game()  # the table is there: the new game builds nothing
    assert not app.coach.warmup.running
    before = app.coach.warmup
    app.new_game()
    assert app.coach.warmup is before


def test_a_failed_warm_up_leaves_the_coach_to_the_first_answer():
    app = WarmingApp(fails=True)
    app.release.set()
    assert app.coach.warmup.wait(30) and not app.built
    app.chance_move = lambda state: Dice(2)
    app.roll_button.click()
    app.coach.toggle.value = True
    assert app.built and "pk-coach-list" in app.coach.view.value


@pytest.mark.parametrize("value", [1, "yes", 0.0])
def test_the_setting_is_true_or_false(value):
    with pytest.raises(RuleError):
        WarmingApp(background=value)


class PaintedApp(WarmingApp):
    """A climb with a board, so that its first picture can be reported."""

    def board(self):
        self.picture = Board("en")
        return [self.picture, *super().board()]


def _painted(board: Board) -> None:
    """The message the front end sends once a view has painted its first picture."""
    board._message(board, {"drawn": True}, [])


def test_in_a_kernel_the_warm_up_waits_until_the_board_is_painted(monkeypatch):
    monkeypatch.setattr(shell, "event_loop", lambda: object())
    app = PaintedApp()
    try:
        assert app.coach.warmup is None and not app.picture.drawn
        app.new_game()  # a new game before the first picture waits too
        assert app.coach.warmup is None
        _painted(app.picture)
        assert app.picture.drawn and app.waiting.wait(30)
        started = app.coach.warmup
        _painted(app.picture)  # another view painted: nothing starts again
        assert app.coach.warmup is started
    finally:
        app.release.set()
        if app.coach.warmup is not None:
            app.coach.warmup.wait(30)
    app.built = False
    app.new_game()  # once painted, a new game builds at once
    assert app.coach.warmup is not started and app.coach.warmup.wait(30) and app.built


def test_outside_a_kernel_the_warm_up_starts_with_the_widget():
    app = PaintedApp()
    try:
        assert not app.picture.drawn and app.waiting.wait(30)
    finally:
        app.release.set()
        app.coach.warmup.wait(30)


@pytest.mark.parametrize("content", [{"drawn": False}, {"drawn": "yes"}, "drawn", None])
def test_only_the_painted_message_counts(monkeypatch, content):
    monkeypatch.setattr(shell, "event_loop", lambda: object())
    app = PaintedApp()
    app.picture._message(app.picture, content, [])
    assert not app.picture.drawn and app.coach.warmup is None
