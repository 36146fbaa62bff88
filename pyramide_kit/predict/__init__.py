"""Predict, then see: before a simulation the student types a forecast for one of the
lesson's events, and the lesson's last cell shows how well calibrated the forecasts
were (the Brier score and a calibration plot).

`model` holds the rules (reading a forecast, the scores, the notebook's book of
predictions), `events` the events (exact value and simulation per event), `views` the
texts (from the kit's catalogue, `messages.predict`) and the plot, `app` the widgets
`Predict` and `Calibration` (imported on first use, so the model works without
ipywidgets).
"""

from pyramide_kit.predict.events import EVENTS, Event, event
from pyramide_kit.predict.model import (
    BOOK,
    Forecast,
    Outcome,
    PredictionBook,
    brier_expected,
    brier_from_counts,
    brier_over_trials,
    read_forecast,
)

__all__ = [
    "BOOK",
    "EVENTS",
    "Calibration",
    "Event",
    "Forecast",
    "Outcome",
    "Predict",
    "PredictionBook",
    "brier_expected",
    "brier_from_counts",
    "brier_over_trials",
    "event",
    "read_forecast",
]


def __getattr__(name: str):
    if name in ("Predict", "Calibration"):
        from pyramide_kit.predict import app

        return getattr(app, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
