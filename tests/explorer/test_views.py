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
