"""Turns you can watch: the steps of chance and the computer shown one at a time.

The kernel's event loop is replaced by a clock the test turns by hand (`Clock`), so each
frame can be looked at; outside a kernel, and with pace 0, everything shows at once.
"""

from __future__ import annotations

import pytest

from pyramide_kit.errors import RuleError
from pyramide_kit.mauro.app import MauroApp
from pyramide_kit.mauro.game import Roll
from pyramide_kit.ui import pacing, shell
from pyramide_kit.ui.pacing import Frame, Playback


class Clock:
    """Callbacks scheduled with `later(delay, callback)`, run by `tick()`."""

    def __init__(self) -> None:
        self.waiting: list[tuple[float, object]] = []

    def later(self, delay, callback) -> None:
        self.waiting.append((delay, callback))

    def tick(self) -> bool:
        if not self.waiting:
            return False
        _, callback = self.waiting.pop(0)
        callback()
        return True


def playback(clock: Clock | None, pace: float = 0.7):
    shown, finished = [], []
    play = Playback(shown.append, finished.append, clock.later if clock else None, pace)
    return play, shown, finished


def test_frames_come_one_at_a_time_and_the_last_is_the_live_table():
    clock = Clock()
    play, shown, finished = playback(clock)
    frames = [Frame(n, (f"step {n}",)) for n in range(3)]
    play.start(frames)
    assert shown == frames[:1] and finished == [] and play.playing
    assert clock.waiting[0][0] == 0.7
    clock.tick()
    assert shown == frames[:2] and finished == []
    clock.tick()
    assert finished == [[frames[2]]] and not play.playing and not clock.waiting


def test_a_frame_that_holds_waits_for_go_on():
    clock = Clock()
    play, shown, finished = playback(clock)
    frames = [Frame("throw", (), hold=True), Frame("computer", ()), Frame("end", ())]
    play.start(frames)
    assert shown == frames[:1] and play.waiting and not clock.waiting
    play.go_on()
    clock.tick()
    assert shown == frames[:2]
    clock.tick()
    assert finished == [[frames[2]]]


def test_skip_shows_the_end_with_every_line_not_shown_and_a_late_tick_does_nothing():
    clock = Clock()
    play, shown, finished = playback(clock)
    frames = [Frame(n, (f"step {n}",)) for n in range(4)]
    play.start(frames)
    play.skip()
    assert finished == [frames[1:]] and not play.playing
    assert clock.tick() and shown == frames[:1]  # the tick scheduled before the skip


@pytest.mark.parametrize(("clock", "pace"), [(None, 0.7), (Clock(), 0)])
def test_without_an_event_loop_or_a_pace_everything_shows_at_once(clock, pace):
    play, shown, finished = playback(clock, pace)
    frames = [Frame(n, ()) for n in range(3)]
    play.start(frames)
    assert shown == [] and finished == [frames] and not play.playing


def mauro(monkeypatch, clock: Clock, pace: float = 0.5) -> MauroApp:
    monkeypatch.setattr(shell, "kernel_later", lambda: clock.later)
    return MauroApp(["Du", ("Computer", True)], lang="de", seed=4, pace=pace)


def end_own_turn(app: MauroApp, clock: Clock) -> None:
    """Throw until the student's turn has ended and the computer's steps are shown."""
    for _ in range(60):
        app.play(Roll())
        if app.playback.playing:
            return
        while clock.tick():
            pass
    raise AssertionError("the student's turn never ended")


def test_the_students_turn_ending_throw_waits_then_the_computer_plays_step_by_step(monkeypatch):
    clock = Clock()
    app = mauro(monkeypatch, clock)
    end_own_turn(app, clock)
    assert app.playback.waiting and app.go_on_button.layout.display is None
    assert "Weiter" in app.status.value and app.playback_bar.layout.display is None
    shown = len(app.move_log.lines)
    final = app.state  # the engine played every step already
    app.go_on_button.click()
    steps = 0
    while clock.tick():
        steps += 1
        assert app.state is final
    assert steps >= 2 and len(app.move_log.lines) > shown
    assert not app.playback.playing and app.playback_bar.layout.display == "none"
    assert app.human_to_move or app.state.over


def test_a_move_while_steps_are_shown_only_shows_their_end(monkeypatch):
    clock = Clock()
    app = mauro(monkeypatch, clock)
    end_own_turn(app, clock)
    final = app.state
    unseen = [line for frame in app.playback.frames for line in frame.lines]
    assert unseen  # the computer's steps still to show
    assert app.play(Roll()) is False  # not applied: the student had not seen the table
    assert app.state is final and not app.playback.playing
    assert app.move_log.lines[-len(unseen) :] == unseen  # every step's line, none skipped


def test_the_same_seed_gives_the_same_game_at_any_pace(monkeypatch):
    clock = Clock()
    watched = mauro(monkeypatch, clock)
    at_once = MauroApp(["Du", ("Computer", True)], lang="de", seed=4, pace=0)
    for _ in range(25):
        for app in (watched, at_once):
            app.play(Roll())
        watched.skip()
    assert watched.state == at_once.state and watched.move_log.lines == at_once.move_log.lines


@pytest.mark.parametrize("pace", [-1, 6, "fast", True, float("nan")])
def test_a_pace_that_is_no_number_of_seconds_is_refused(pace):
    with pytest.raises(RuleError):
        MauroApp(["Du", ("Computer", True)], pace=pace)


def test_the_default_pace_lets_a_throw_be_seen(monkeypatch):
    monkeypatch.delenv(pacing.PACE_VARIABLE, raising=False)
    assert 0.3 <= pacing.PACE <= 1.5
    assert MauroApp(["Du", ("Computer", True)]).pace == pacing.PACE


@pytest.mark.parametrize(
    ("variable", "pace"), [("0", 0.0), ("1.5", 1.5), ("slow", pacing.PACE), ("-2", pacing.PACE)]
)
def test_a_session_may_set_the_default_pace(monkeypatch, variable, pace):
    monkeypatch.setenv(pacing.PACE_VARIABLE, variable)
    assert MauroApp(["Du", ("Computer", True)]).pace == pace
    assert MauroApp(["Du", ("Computer", True)], pace=0.2).pace == 0.2
