"""The Explorer driven by clicks from Python, as a student would use it."""

import numpy as np
import pytest

import pyramide_kit
from pyramide_kit.explorer import GAMES, events
from pyramide_kit.explorer.app import CHUNK, Explorer
from pyramide_kit.explorer.summary import summarise
from pyramide_kit.i18n import plural
from pyramide_kit.plots import FULL_CURVE_LIMIT, log_spaced
from pyramide_kit.simulate import rng_for


def press(app, times):
    """Click a run button and wait for its background run, as a student waits for n."""
    app.run_buttons[times].click()
    app.wait()


def png_shown(output) -> bool:
    return any("image/png" in o.get("data", {}) for o in output.outputs)


@pytest.fixture
def explorer():
    return Explorer(lang="en", seed=7, game="mauro", event_key="pasch")


def test_the_package_exports_the_explorer_lazily():
    assert pyramide_kit.Explorer is Explorer


def test_exact_value_as_fraction_and_decimal(explorer):
    assert "1/4" in explorer.exact_view.value and "0.25" in explorer.exact_view.value
    german = Explorer(lang="de", seed=2026, game="mauro", event_key="pasch")
    assert "1/4 ≈ 0,25" in german.exact_view.value
    assert explorer.n == 0 and "Nothing simulated yet" in explorer.summary_view.value
    assert not png_shown(explorer.plot_output)


@pytest.mark.slow
def test_runs_add_up_and_the_curve_and_bars_appear(explorer):
    press(explorer, 1)
    assert explorer.n == 1 and explorer.n_label.value == "n = 1"
    press(explorer, 100)
    assert explorer.n == 101 and explorer.n_label.value == "n = 101"
    assert png_shown(explorer.plot_output) and png_shown(explorer.bars_output)
    assert explorer.curve_points == 101
    # the first 101 trials of the generator's first chunk, however the runs split them
    expected = explorer.event.sample(CHUNK, rng_for(7))[:101]
    assert np.array_equal(explorer.values, expected)
    assert explorer.summary["estimate"] == expected.mean()
    assert "101 in all" in explorer.message.text


def test_the_band_is_the_95_percent_interval_and_covers_the_exact_value(explorer):
    press(explorer, 10_000)
    low, high = explorer.summary["interval"]
    # Wilson interval of a proportion near 1/4 after 10,000 trials: half-width about
    # 1.96 * sqrt(1/4 * 3/4 / 10000) = 0.0085
    assert high - low == pytest.approx(2 * 1.96 * (0.25 * 0.75 / 10_000) ** 0.5, rel=0.05)
    assert explorer.summary["inside"] is True
    assert "inside" in explorer.summary_view.value
    _, dof, p_value = explorer.summary["chi_square"]
    assert dof == 1 and p_value > 0.001


@pytest.mark.slow
def test_a_long_run_goes_in_chunks_with_a_progress_bar_and_a_thinned_curve(explorer):
    seen = []
    explorer.progress.observe(lambda change: seen.append(change["new"]), names="value")
    press(explorer, 1_000_000)
    assert explorer.n == 1_000_000
    assert seen[-1] == 1_000_000 == explorer.progress.max
    assert [v for v in seen if v] == list(range(CHUNK, 1_000_001, CHUNK))
    assert explorer.curve_points == len(log_spaced(1_000_000)) < 1000
    assert abs(explorer.summary["estimate"] - 0.25) < 0.002


def test_reset_and_seed_start_afresh_and_repeat(explorer):
    press(explorer, 100)
    first = explorer.values.copy()
    explorer.reset_button.click()
    assert explorer.n == 0 and explorer.progress.value == 0
    press(explorer, 100)
    assert np.array_equal(explorer.values, first)
    explorer.seed_entry.value = "8"
    explorer.seed_button.click()
    assert explorer.seed == 8 and explorer.n == 0
    assert "Seed 8 set" in explorer.message.text
    press(explorer, 100)
    assert not np.array_equal(explorer.values, first)


@pytest.mark.parametrize("bad", ["abc", "-3", "1.5", ""])
def test_a_bad_seed_shows_a_message_and_changes_nothing(explorer, bad):
    press(explorer, 100)
    before = explorer.values.copy()
    explorer.seed_entry.value = bad
    explorer.seed_button.click()
    assert explorer.message.kind == "error"
    assert "The seed must be a whole number from 0 to" in explorer.message.text
    assert explorer.seed == 7 and np.array_equal(explorer.values, before)


def test_choosing_a_game_and_event_by_the_dropdowns(explorer):
    explorer.game_select.value = "kniffel"
    assert explorer.event.game == "kniffel"
    assert len(explorer.event_select.options) == len(events("kniffel")) >= 5
    explorer.event_select.value = "most_alike"
    assert explorer.event.key == "most_alike" and explorer.n == 0
    press(explorer, 100)
    assert explorer.n == 100
    assert sum(explorer.event.counts(explorer.values).values()) == 100
    assert "total-variation distance" in explorer.summary_view.value
    explorer.event_select.value = "full_house"
    assert explorer.n == 0 and "25/648" in explorer.exact_view.value


def test_a_mean_shows_its_running_mean_and_no_bars(explorer):
    explorer.choose("mauro", "turn_variant1")
    assert "200/361" in explorer.exact_view.value
    press(explorer, 100)
    assert png_shown(explorer.plot_output) and not png_shown(explorer.bars_output)
    assert explorer.summary["estimate"] == explorer.values.mean()
    assert "mean of 100 trials" in explorer.summary_view.value


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_every_game_runs_in_the_widget(game):
    app = Explorer(lang="en", seed=1, game=game)
    assert app.event.game == game
    press(app, 100)
    assert app.n == 100 and png_shown(app.plot_output)


def test_german_labels():
    app = Explorer(lang="de", seed=3, game="kniffel", event_key="full_house")
    assert app.game_select.description == "Spiel"
    assert [b.description for b in app.run_buttons.values()] == [
        "1×",
        "100×",
        "10.000×",
        "1.000.000×",
    ]
    assert app.reset_button.description == "Zurücksetzen"
    assert "Full House" in app.event_select.label
    assert "Noch nichts simuliert" in app.summary_view.value
    press(app, 100)
    assert "relative Häufigkeit" in app.summary_view.value
    app.seed_entry.value = "x"
    app.seed_button.click()
    assert "Der Startwert (seed) muss eine ganze Zahl von 0 bis" in app.message.text


@pytest.mark.slow
def test_the_full_curve_is_drawn_up_to_its_limit():
    app = Explorer(lang="en", seed=2, game="mauro", event_key="straight")
    press(app, 100)
    for _ in range(FULL_CURVE_LIMIT // 100 - 1):
        app.values = np.concatenate([app.values, app.event.sample(100, rng_for(5))])
    press(app, 100)
    assert app.n == FULL_CURVE_LIMIT + 100
    assert app.curve_points == len(log_spaced(app.n))


@pytest.mark.parametrize(
    ("lang", "done"), [("en", "trials simulated"), ("de", "Versuche simuliert")]
)
def test_reset_clears_the_message_of_the_last_run(lang, done):
    app = Explorer(lang=lang, seed=7, game="mauro", event_key="pasch")
    press(app, 100)
    assert done in app.message.text
    app.reset_button.click()
    assert app.message.text == "" and app.n == 0


@pytest.mark.parametrize(
    ("lang", "note"), [("en", "one run in twenty"), ("de", "einer von zwanzig Versuchsreihen")]
)
def test_an_interval_that_misses_the_exact_value_is_explained(lang, note):
    ev = events("mauro")[0]  # pasch, exactly 1/4
    assert ev.key == "pasch"
    # 100 throws without a pasch: the Wilson interval ends near 0.037, far below 1/4
    missed = summarise(ev, np.zeros(100), lang)
    assert missed["inside"] is False and any(note in line for line in missed["lines"])
    hit = summarise(ev, np.array([1] * 25 + [0] * 75, dtype=float), lang)
    assert hit["inside"] is True and not any(note in line for line in hit["lines"])


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [
        ("en", "1 trial simulated, 1 in all.", "2 trials simulated, 3 in all."),
        ("de", "1 Versuch simuliert, zusammen 1.", "2 Versuche simuliert, zusammen 3."),
    ],
)
def test_the_run_message_counts_one_trial_and_two_trials(lang, one, two):
    app = Explorer(lang=lang, seed=7, game="mauro", event_key="pasch")
    app.run(1)
    assert app.message.text == one
    app.run(2)
    assert app.message.text == two


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [
        ("en", "mean of 1 trial:", "mean of 2 trials:"),
        ("de", "Mittelwert von 1 Versuch:", "Mittelwert von 2 Versuchen:"),
    ],
)
def test_the_mean_counts_one_trial_and_two_trials(lang, one, two):
    app = Explorer(lang=lang, seed=7, game="mauro", event_key="turn_variant1")
    app.run(1)
    assert one in app.summary_view.value
    app.run(1)
    assert two in app.summary_view.value and one not in app.summary_view.value


@pytest.mark.parametrize(
    ("lang", "asked", "text"),
    [
        ("en", 1, "Stopped after 0 of 1 trial, 0 in all."),
        ("en", 2, "Stopped after 1 of 2 trials, 1 in all."),
        ("de", 1, "Gestoppt nach 0 von 1 Versuch, zusammen 0."),
        ("de", 2, "Gestoppt nach 1 von 2 Versuchen, zusammen 1."),
    ],
)
def test_a_stopped_run_counts_the_trials_asked_for(lang, asked, text):
    # a run stops only between chunks of 10,000, so the message is rendered directly
    done = asked - 1
    shown = plural("explorer_stopped", asked, lang, added=done, asked=asked, total=done)
    assert shown == text
