"""The widgets: `Predict`, a question with a box for the forecast and a Simulate button,
and `Calibration`, the lesson's last cell with the Brier score and the plot.

`Predict("mauro_apart", lang="en")` names only the event, so the lesson's code cell is
the same in both editions; question, exact value and simulation come from the kit
(`events`, and the texts of `messages.predict`). The Simulate button is off until a
forecast is saved: the point is to commit before seeing. Refused input is shown in the
widget and leaves the saved forecast as it was. The box is labelled by a visible word,
not only by its placeholder, which is gone once the student types. The text is saved
when it is sent (Enter, or the box losing the focus), as in `ExactAnswer`; the Save
button is there to be clicked.
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

from pyramide_kit.checks import check_seed
from pyramide_kit.i18n import check_lang, t
from pyramide_kit.predict.events import event
from pyramide_kit.predict.model import BOOK, PredictionBook, read_forecast
from pyramide_kit.predict.views import calibration_picture, outcome_text, share_text, summary_lines
from pyramide_kit.simulate import rng_for
from pyramide_kit.ui.live import LiveRegion
from pyramide_kit.ui.parts import MessageLine, reporting_errors

__all__ = ["Calibration", "Predict"]


class Predict(w.VBox):
    """A prediction for the event `key`, written to `book` (the notebook's by default);
    `seed` fixes the simulation (None: a fresh run each time)."""

    def __init__(
        self,
        key: str,
        lang: str = "en",
        *,
        seed: int | None = None,
        book: PredictionBook = BOOK,
    ) -> None:
        self.lang = check_lang(lang)
        self.event = event(key)
        self.book = book
        self.seed = check_seed(seed)
        self.question = t(f"predict_q_{key}", self.lang)
        self.outcome = None
        self.entry = w.Text(
            description=t("predict_entry", self.lang),
            placeholder=t("predict_placeholder", self.lang),
            continuous_update=False,
            style={"description_width": "initial"},
        )
        self.save_button = w.Button(description=t("predict_save", self.lang))
        self.run_button = w.Button(description=t("predict_run", self.lang), disabled=True)
        self.message = MessageLine(self.lang)
        self.live = LiveRegion(self.lang)
        self.save_button.on_click(lambda _: self.save())
        self.entry.observe(lambda _: self.save(), names="value")
        self.run_button.on_click(lambda _: self.run())
        self.save = reporting_errors(self.message)(self._save)
        self.run = reporting_errors(self.message)(self._run)
        super().__init__(
            [
                w.HTML(f"<b>{escape(self.question)}</b>"),
                w.HBox([self.entry, self.save_button, self.run_button]),
                self.message,
                self.live,
            ]
        )

    def __repr__(self) -> str:
        return t("predict_repr", self.lang, question=self.question)

    def _say(self, text: str) -> None:
        self.message.info(text)
        self.live.announce([text])

    def _save(self) -> None:
        if not self.entry.value.strip():
            self.message.clear()
            return
        forecast = read_forecast(self.entry.value, self.lang)
        self.outcome = self.book.predict(self.event.key, self.event.exact, forecast)
        self.run_button.disabled = False
        if forecast.is_point:
            self._say(t("predict_saved_point", self.lang, p=share_text(forecast.low, self.lang)))
        else:
            low, high = (share_text(v, self.lang) for v in (forecast.low, forecast.high))
            self._say(t("predict_saved_range", self.lang, low=low, high=high))

    def _run(self) -> None:
        hits, trials = self.event.simulate(rng_for(self.seed))
        self.outcome = self.book.observe(self.event.key, hits, trials)
        self._say(outcome_text(self.outcome, self.lang))


class Calibration:
    """The lesson's calibration: the Brier score with what it means and the plot, or
    only the note that nothing was predicted yet (so a stored notebook never shows an
    invented student)."""

    def __init__(self, lang: str = "en", *, book: PredictionBook = BOOK) -> None:
        self.lang = check_lang(lang)
        self.book = book
        self.lines = summary_lines(book, self.lang)

    def __repr__(self) -> str:
        return "\n".join(self.lines)

    def _repr_mimebundle_(self, include=None, exclude=None) -> dict[str, str]:
        """Plain output, no widget: the text, and the plot (with its alt text) once a
        forecast has been scored, so a stored notebook shows the same as a fresh one."""
        html = "".join(f"<p>{escape(line)}</p>" for line in self.lines)
        if self.book.points():
            html += calibration_picture(self.book, self.lang)._repr_mimebundle_()["text/html"]
        return {"text/plain": repr(self), "text/html": html}
