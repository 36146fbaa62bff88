"""`Slider`: a slider over a list of options that every student can use.

ipywidgets' sliders are drawn by noUiSlider: a handle with the ARIA role "slider" but no
name (its description is a label beside it, not linked), so a screen reader announces an
unnamed slider (axe: aria-input-field-name). This one is a native range input named by
its visible label, reading out the chosen option's label, used with the arrow keys,
Home and End as any range input. From Python it is used like `ipywidgets.SelectionSlider`:
`options` (labels and values), `value` (observable), `label`, `description`, `readout`.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from pyramide_kit.errors import quoted
from pyramide_kit.i18n import check_lang

__all__ = ["Slider"]


class Slider(anywidget.AnyWidget):
    """A slider over `options`, (label, value) pairs in order, starting at `value`;
    `description` names it (shown beside it and said by screen readers), `readout`
    shows the chosen label beside it, `lang` is the language of its words. The kernel
    hears of a new position when the student lets go of the slider."""

    _esm = Path(__file__).parent / "slider.js"
    description = traitlets.Unicode("").tag(sync=True)
    labels = traitlets.List(traitlets.Unicode()).tag(sync=True)
    index = traitlets.Int(0).tag(sync=True)
    readout = traitlets.Bool(True).tag(sync=True)
    lang = traitlets.Unicode("").tag(sync=True)
    value = traitlets.Any()
    """The value of the chosen option (observe it with `names="value"`)."""

    def __init__(
        self,
        options: Sequence[tuple[str, Any]],
        value: Any,
        description: str = "",
        readout: bool = True,
        lang: str | None = None,
    ) -> None:
        self.options = [(str(label), choice) for label, choice in options]
        self._values = [choice for _label, choice in self.options]
        super().__init__(
            description=description,
            labels=[label for label, _choice in self.options],
            index=self._position(value),
            readout=readout,
            lang="" if lang is None else check_lang(lang),
        )
        self.value = value

    @property
    def label(self) -> str:
        """The label of the chosen option."""
        return self.options[self.index][0]

    def _position(self, value: Any) -> int:
        if value not in self._values:
            raise ValueError(f"{quoted(value)} is not one of the slider's options")
        return self._values.index(value)

    @traitlets.validate("value")
    def _valid_value(self, proposal: Any) -> Any:
        self._position(proposal["value"])
        return proposal["value"]

    @traitlets.observe("value")
    def _moved_in_python(self, change: Any) -> None:
        self.index = self._position(change["new"])

    @traitlets.observe("index")
    def _moved_in_browser(self, change: Any) -> None:
        self.value = self._values[change["new"]]
