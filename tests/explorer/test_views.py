"""The Explorer's kept plots: legends above the axes, the trial axis ending at a power
of ten, and a picture drawn by blitting that shows what a fresh full drawing shows."""

from io import BytesIO

import numpy as np
import PIL.Image
import pytest

from pyramide_kit.explorer import Explorer
from pyramide_kit.explorer.views import Plots


def pixels(image) -> np.ndarray:
    return np.asarray(PIL.Image.open(BytesIO(image.data)).convert("RGB"), dtype=int)


def differing(a: np.ndarray, b: np.ndarray) -> float:
    """Share of pixels that differ visibly between two pictures of the same size."""
    return float(np.mean(np.abs(a - b).max(axis=2) > 40))


@pytest.mark.parametrize(
    ("game", "key"), [("mauro", "score_variant2"), ("karten", "someone_matches")]
)
def test_the_legends_stand_above_the_axes_inside_the_figure(game, key):
    app = Explorer(lang="de", seed=5, game=game, event_key=key)
    app.run(2_000)
    for frame in (app._plots._running, app._plots._bars):
        figure = frame.figure
        renderer = figure.canvas.get_renderer()
        ax = figure.axes[0]
        legend = ax.get_legend().get_window_extent(renderer)
        axes = ax.get_window_extent(renderer)
        assert legend.y0 >= axes.y1  # above the axes: it covers no bar, band or curve
        assert legend.y1 <= figure.bbox.y1 and legend.x1 <= figure.bbox.x1


@pytest.mark.slow
def test_the_trial_axis_ends_at_the_first_power_of_ten_above_n():
    app = Explorer(lang="en", seed=5, game="mauro", event_key="pasch")
    for trials, end in [(1, 10), (98, 100), (1, 1_000), (899, 1_000), (1, 10_000)]:
        app.run(trials)
        assert app._plots._running.figure.axes[0].get_xlim() == (1, end)


@pytest.mark.slow
@pytest.mark.parametrize(("game", "key"), [("mauro", "score_variant2"), ("schmieden", "points")])
def test_a_blitted_picture_shows_what_a_fresh_drawing_shows(game, key):
    app = Explorer(lang="en", seed=9, game=game, event_key=key)
    app.run(300)
    kept = app._plots
    before = pixels(kept.running(app.values)[0])
    app.run(500)  # 800 trials: the same axis end (1,000), the curve and bars move
    assert kept is app._plots
    fresh = Plots(app.event, "en")
    blitted, drawn = pixels(kept.running(app.values)[0]), pixels(fresh.running(app.values)[0])
    assert differing(blitted, before) > 0.0005  # the update did change the picture
    assert differing(blitted, drawn) < 0.001
    bars = kept.bars(app.values)
    if bars is not None:  # the bars' height may stay from before: a full drawing of them
        frame = kept._bars
        frame._background = None
        full = frame.png(list(frame.figure.axes[0].containers[1]))
        assert frame._background is not None  # drawn in full, then kept
        assert differing(pixels(bars), pixels(full)) == 0


def test_a_long_fraction_shows_its_decimal_first_and_the_fraction_on_request():
    long = Explorer(lang="de", seed=1, game="pyramide", event_key="ones_three_throws")
    fraction = "567869252041/101559956668416"
    head, _, rest = long.exact_view.value.partition("<details>")
    assert "≈ 0,00559147" in head and fraction not in head
    assert fraction in rest and "als exakter Bruch zeigen" in rest
    short = Explorer(lang="en", seed=1, game="mauro", event_key="pasch")
    assert "1/4 ≈ 0.25" in short.exact_view.value and "<details>" not in short.exact_view.value
    law = Explorer(lang="en", seed=1, game="pyramide", event_key="throws_until_ones")
    assert law.exact_view.value.count("<details>") == 3  # three long fractions in the table


@pytest.mark.parametrize(
    ("lang", "odds", "of"), [("de", "1 zu 46.656", "von"), ("en", "1 in 46,656", "of")]
)
def test_a_rare_event_writes_its_counts_and_odds_beside_curve_and_bars(lang, odds, of):
    app = Explorer(lang=lang, seed=3, game="pyramide", event_key="ones_one_throw")
    app.run(2_000)
    hits = int(app.values.sum())
    note = app._plots._note.get_text()
    assert (note.startswith(f"{hits}") and odds in note and "2.000" in note) or "2,000" in note
    legend = [text.get_text() for text in app._plots._running.figure.axes[0].get_legend().texts]
    assert any(text.endswith(odds) for text in legend)  # the exact line, not 0,00002
    labels = [text.get_text() for text in app._plots._bars.figure.axes[0].texts]
    assert odds in labels and any(
        label.endswith(f"{of} {'2.000' if lang == 'de' else '2,000'}") for label in labels
    )


def test_a_common_event_gets_no_rare_labels():
    app = Explorer(lang="en", seed=3, game="mauro", event_key="pasch")
    app.run(100)
    assert app._plots._note is None and list(app._plots._bars.figure.axes[0].texts) == []


def test_the_status_line_follows_a_run_while_it_goes_on(monkeypatch):
    from pyramide_kit.explorer import app as explorer_app

    monkeypatch.setattr(explorer_app, "STATUS_EVERY", 0)
    app = Explorer(lang="de", seed=3, game="mauro", event_key="pasch")
    seen = []
    app.summary_view.observe(lambda change: seen.append(change["new"]), names="value")
    app.run(30_000)
    running = [text for text in seen if text.startswith("Läuft")]
    assert running and "bisher 10.000 Versuche" in running[0]
    assert int(running[0].split("davon ")[1].split(" ")[0].replace(".", "")) == int(
        app.values[:10_000].sum()
    )
    assert not app.summary_view.value.startswith("Läuft")  # the run's summary at its end
