"""Cancellable runs: the buttons run in the background, Stop keeps the trials so far, and
the trials depend on the seed alone, not on how the runs were split or stopped."""

import threading

import numpy as np
import pytest

from pyramide_kit.explorer import event
from pyramide_kit.explorer.app import CHUNK, Explorer
from pyramide_kit.explorer.runs import Trials
from pyramide_kit.simulate import rng_for

MILLION = 1_000_000


def controls(app):
    return [*app.run_buttons.values(), app.reset_button, app.seed_button, app.game_select]


def hold_at(app, done):
    """Make the background run wait inside its progress update at `done` trials until
    the test has clicked: so the click surely lands while the run is under way."""
    reached, clicked = threading.Event(), threading.Event()

    def hold(change):
        if change["new"] == done and not reached.is_set():
            reached.set()
            clicked.wait(30)

    app.progress.observe(hold, names="value")
    return reached, clicked


@pytest.mark.slow
def test_stop_keeps_the_trials_so_far_and_resuming_gives_one_uninterrupted_run():
    app = Explorer(lang="en", seed=11, game="mauro", event_key="pasch")
    reached, clicked = hold_at(app, 2 * CHUNK)
    app.run_buttons[MILLION].click()
    assert reached.wait(30)
    # the click handler has returned while the run goes on: the kernel is free
    assert app.running and not app.stop_button.disabled
    assert all(control.disabled for control in controls(app))
    app.stop_button.click()
    clicked.set()
    app.wait(60)
    assert not app.running
    assert app.n == 2 * CHUNK  # stopped right after the chunk during which Stop came
    assert "Stopped after 20,000 of 1,000,000 trials, 20,000 in all." in app.message.text
    assert app.summary["n"] == 2 * CHUNK and len(app.plot_output.outputs) == 1
    assert app.stop_button.disabled and not any(c.disabled for c in controls(app))

    app.run(MILLION - 2 * CHUNK)  # resume
    whole = Explorer(lang="en", seed=11, game="mauro", event_key="pasch")
    whole.run(MILLION)
    assert np.array_equal(app.values, whole.values)


def test_the_trials_do_not_depend_on_how_the_runs_are_split():
    ev = event("kniffel", "full_house")
    trials = Trials(ev, 5)
    parts = [np.concatenate(list(trials.chunks(size))) for size in (1, 100, 15_000, 3)]
    rng = rng_for(5)
    expected = np.concatenate([ev.sample(CHUNK, rng), ev.sample(CHUNK, rng)])[:15_104]
    assert np.array_equal(np.concatenate(parts), expected)
    sizes = [part.size for part in Trials(ev, 5).chunks(25_000)]
    assert sizes == [CHUNK, CHUNK, 5_000]


@pytest.mark.slow
def test_reset_or_another_event_during_a_run_stops_it_first():
    app = Explorer(lang="en", seed=3, game="mauro", event_key="pasch")
    reached, clicked = hold_at(app, CHUNK)
    app.run(MILLION, background=True)
    assert reached.wait(30)
    clicked.set()
    app.reset()
    assert not app.running and app.n == 0 and app.progress.value == 0
    app.run(MILLION, background=True)
    app.choose("kniffel", "full_house")
    assert not app.running and app.n == 0 and app.event.key == "full_house"


def test_an_error_in_a_background_run_is_shown_and_gives_the_buttons_back(monkeypatch):
    app = Explorer(lang="en", seed=3, game="mauro", event_key="pasch")

    def broken(_trials, _n):
        raise ValueError("the sampler broke")

    monkeypatch.setattr(Trials, "chunks", broken)
    app.run_buttons[100].click()
    app.wait(30)
    assert app.message.kind == "error" and "the sampler broke" in app.message.text
    assert app.n == 0 and not any(control.disabled for control in controls(app))
