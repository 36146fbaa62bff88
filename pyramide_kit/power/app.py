"""The power curve widget: sliders for the throws and the true chance, menus for the
level and the side; it shows the exact region, the error of the first kind, the power
and beta at the true chance, and the whole curve. It decides nothing itself: every
number is `pyramide_kit.binomial`'s."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import ipywidgets as w

from pyramide_kit.binomial import (
    ALTERNATIVES,
    MOST_N,
    exact_level,
    exact_probability,
    rejection_region,
)
from pyramide_kit.checks import check_choice, whole_number
from pyramide_kit.i18n import LANGUAGES, decimal_text, t
from pyramide_kit.power.views import figure, level_text, summary_html
from pyramide_kit.ui.slider import Slider

__all__ = ["LEVELS", "PowerCurve"]

LEVELS = ("1/100", "1/20", "1/10")
"""The levels offered: 1 %, 5 % and 10 %, the ones of school tables."""
_STEPS = 100
"""The true chance moves in hundredths, so each position is an exact fraction."""
_FEWEST = 10


class PowerCurve(w.VBox):
    """The power of the test of "the chance is `p0`" (default 1/6, a fair die's six).

    `lang` is "de" or "en"; `n`, `level` (one of `LEVELS`), `alternative` (one of
    `binomial.ALTERNATIVES`) and `p` (the true chance) are where the
    controls start (`p` at the nearest hundredth). Readable state for tests: `region`
    (the exact `RejectionRegion`), `p` (the true chance as a SymPy Rational), `summary`
    (HTML), `plot_output`. Inputs: `throws_slider`, `level_select`, `side_select`,
    `p_slider`.
    """

    def __init__(
        self,
        lang: str = "de",
        p0: Any = "1/6",
        n: int = 120,
        level: str = "1/20",
        alternative: str = "greater",
        p: Any = "1/4",
    ) -> None:
        self.lang = check_choice(lang, "lang", LANGUAGES)
        self.p0 = exact_probability(p0, "p0")
        start = round(float(exact_probability(p, "p")) * _STEPS)  # the nearest hundredth
        level = check_choice(level, "level", LEVELS)
        exact_level(level)
        lang = self.lang
        self.throws_slider = Slider(
            [(str(k), k) for k in range(_FEWEST, MOST_N + 1)],
            whole_number(n, "n", _FEWEST, MOST_N),
            description=t("power_throws", lang),
            lang=lang,
        )
        self.level_select = w.Dropdown(
            options=[(level_text(exact_level(v), lang), v) for v in LEVELS],
            value=level,
            description=t("power_level", lang),
        )
        self.side_select = w.Dropdown(
            options=[(t(f"power_side_{side}", lang), side) for side in ALTERNATIVES],
            value=check_choice(alternative, "alternative", ALTERNATIVES),
            description=t("power_side", lang),
            layout=w.Layout(width="360px"),
        )
        self.p_slider = Slider(
            [(decimal_text(k / _STEPS, 2, lang), f"{k}/{_STEPS}") for k in range(_STEPS + 1)],
            f"{start}/{_STEPS}",
            description=t("power_true", lang),
            readout=False,  # shown by `p_shown`, in the page's writing
            lang=lang,
        )
        self.p_shown = w.Label()
        self.summary = w.HTML()
        self.plot_output = w.Output()
        super().__init__(
            [
                w.HTML(f"<h3>{t('power_title', lang)}</h3>"),
                w.HBox([self.throws_slider, self.level_select]),
                w.HBox([self.side_select, self.p_slider, self.p_shown]),
                self.summary,
                self.plot_output,
            ]
        )
        for control in (self.throws_slider, self.level_select, self.side_select, self.p_slider):
            control.observe(lambda _change: self._show(), names="value")
        self._show()

    def __repr__(self) -> str:
        """A stored notebook shows how to start the widget, not its internals."""
        return t("widget_repr", self.lang, name=t("power_title", self.lang))

    @property
    def p(self):
        """The true chance the slider stands at, exactly."""
        return exact_probability(Fraction(self.p_slider.value), "p")

    def _show(self) -> None:
        self.region = rejection_region(
            self.throws_slider.value, self.p0, self.level_select.value, self.side_select.value
        )
        self.summary.value = summary_html(self.region, self.p, self.lang)
        self.p_shown.value = self.p_slider.label
        self.plot_output.outputs = ()
        self.plot_output.append_display_data(figure(self.region, self.p, self.lang))
