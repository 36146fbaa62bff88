"""The widgets driven from Python: type, save, simulate; refused input keeps the state;
the calibration cell before and after predictions, and its plot's points."""

from fractions import Fraction

import pytest

from pyramide_kit.i18n import t
from pyramide_kit.predict import Calibration, Predict, PredictionBook
from pyramide_kit.predict.views import calibration_alt, calibration_figure


@pytest.fixture
def book():
    return PredictionBook()


def test_question_comes_from_the_catalogue(book):
    de = Predict("mauro_neighbours", "de", book=book)
    en = Predict("mauro_neighbours", "en", book=book)
    assert de.question != en.question
    assert "Mauro" in de.question and "Nachbarzahlen" in de.question
    assert "neighbours" in en.question
    assert de.run_button.disabled


@pytest.mark.parametrize("bad", ["abc", "1,5", "150 %", "0,5 bis 0,1"])
def test_refused_input_keeps_the_saved_forecast(book, bad):
    widget = Predict("kniffel_three_throws", "de", seed=1, book=book)
    widget.entry.value = "0,9"
    widget.save()
    before = book.outcomes()
    widget.entry.value = bad
    widget.save()
    assert widget.message.kind == "error"
    assert book.outcomes() == before
    assert book.outcomes()[0].forecast.low == Fraction(9, 10)


def test_simulate_scores_the_forecast(book):
    widget = Predict("six_within_three", "en", seed=5, book=book)
    widget.run()
    assert widget.message.kind == "error" and len(book) == 0
    widget.entry.value = "1/2"
    widget.save()
    assert not widget.run_button.disabled
    widget.run()
    (outcome,) = book.outcomes()
    assert outcome.trials == 1000
    f = Fraction(outcome.hits, 1000)
    assert outcome.brier == (Fraction(1, 2) - f) ** 2 + f * (1 - f)
    assert widget.live.text == widget.message.text


def test_calibration_without_predictions_says_so(book):
    for lang in ("de", "en"):
        shown = Calibration(lang, book=book)._repr_mimebundle_()
        assert shown["text/plain"] == t("predict_none", lang)
        assert "<img" not in shown["text/html"]


def test_calibration_plot_points(book):
    for key, typed in (("mauro_neighbours", "0.6"), ("schmieden_middle_fits", "0.6 to 0.7")):
        widget = Predict(key, "en", seed=3, book=book)
        widget.entry.value = typed
        widget.save()
        widget.run()
    (point,) = book.points()  # the range is not drawn
    fig = calibration_figure(book, "en")
    observed, exact = (c.get_offsets() for c in fig.axes[0].collections)
    assert observed.tolist() == [[0.6, float(point[1])]]
    assert exact.tolist() == [[0.6, 7 / 18]]
    assert "Forecast 60.0%: simulated" in calibration_alt(book, "en")
    lines = Calibration("en", book=book).lines
    assert 'alt="Calibration plot' in Calibration("en", book=book)._repr_mimebundle_()["text/html"]
    assert any("0 of 1" in line for line in lines)  # 11/24 lies below 0.6


@pytest.mark.parametrize("seed", [1.5, "7", -1, True])
def test_a_seed_that_is_no_whole_number_is_refused(seed):
    with pytest.raises(ValueError, match="seed"):
        Predict("six_within_three", "en", seed=seed, book=PredictionBook())
