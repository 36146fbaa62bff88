"""The class tally widget: groups type in what their real dice showed, the class's
pooled frequency appears beside the exact value and the 95 % band.

The widget decides nothing: `Tally` (in `model`) checks every entry and refuses what the
experiment does not allow, `saving` reads and writes the JSON, `views` writes the texts
and draws the figure. A refused entry is shown on the message line and changes nothing.
Each experiment keeps its own tally while another is chosen, so switching the dropdown
loses no group. A name that is taken is refused first; the Replace button, offered with
the refusal, replaces that group's results with the ones typed (the confirmation).
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

from pyramide_kit.checks import check_choice
from pyramide_kit.errors import RuleError
from pyramide_kit.i18n import LANGUAGES, count_text, plural, t
from pyramide_kit.tally.experiments import EXPERIMENTS
from pyramide_kit.tally.model import Tally, parse_entry
from pyramide_kit.tally.saving import dumps, load_error_text, loads
from pyramide_kit.tally.views import exact_html, figure, group_cells, header_cells, pooled_html
from pyramide_kit.ui.parts import MessageLine, reporting_errors

__all__ = ["ClassTally"]


class ClassTally(w.VBox):
    """Pooled real-dice results of a class, for each experiment of the catalogue.

    `lang` is "de" or "en", `experiment` a key of `tally.experiments.EXPERIMENTS`.
    Readable state for tests: `tally` (the chosen experiment's `Tally`), `message`,
    `pooled_view`, `table` (rows of widgets), `remove_buttons` (group name -> button),
    `plot_output`. Inputs: `experiment_select`, `group_entry`, `results_entry`,
    `add_button`, `replace_button`, `save_button`, `load_button`, `save_area`, `upload`.
    """

    def __init__(self, lang: str = "de", experiment: str = "ones_after_three") -> None:
        self.lang = check_choice(lang, "lang", LANGUAGES)
        check_choice(experiment, "experiment", EXPERIMENTS)
        self._tallies = {key: Tally.new(key) for key in EXPERIMENTS}
        self.message = MessageLine(self.lang)
        self.experiment_select = w.Dropdown(
            options=[(t(ex.title_key, lang), key) for key, ex in EXPERIMENTS.items()],
            value=experiment,
            description=t("tally_experiment", lang),
            layout=w.Layout(width="560px"),
        )
        self.hint = w.HTML()
        self.exact_view = w.HTML()
        self.group_entry = w.Text(
            description=t("tally_group", lang), layout=w.Layout(width="260px")
        )
        self.results_entry = w.Text(
            description=t("tally_results", lang), layout=w.Layout(width="420px")
        )
        self.add_button = w.Button(description=t("tally_add", lang), button_style="primary")
        self.replace_button = w.Button(description=t("tally_replace", lang), disabled=True)
        self.table = w.VBox()
        self.remove_buttons: dict[str, w.Button] = {}
        self.pooled_view = w.HTML()
        self.plot_output = w.Output()
        self.save_button = w.Button(description=t("tally_save", lang))
        self.load_button = w.Button(description=t("tally_load", lang))
        self.upload = w.FileUpload(
            accept=".json", multiple=False, description=t("tally_upload", lang)
        )
        self.save_area = w.Textarea(
            placeholder=t("tally_save_area", lang), layout=w.Layout(width="560px", height="120px")
        )
        super().__init__(
            [
                w.HTML(f"<h3>{escape(t('tally_title', lang))}</h3>"),
                self.experiment_select,
                self.hint,
                self.exact_view,
                w.HBox([self.group_entry, self.results_entry]),
                w.HBox([self.add_button, self.replace_button]),
                self.message,
                self.table,
                self.pooled_view,
                self.plot_output,
                w.HBox([self.save_button, self.load_button, self.upload]),
                self.save_area,
            ]
        )
        report = reporting_errors(self.message)
        self.add_button.on_click(report(lambda _b: self._add(replace=False)))
        self.replace_button.on_click(report(lambda _b: self._add(replace=True)))
        self.save_button.on_click(lambda _b: self._save())
        self.load_button.on_click(lambda _b: self._load(self.save_area.value))
        self.upload.observe(self._on_upload, names="value")
        self.experiment_select.observe(lambda _c: self._show(), names="value")
        for entry in (self.group_entry, self.results_entry):
            entry.observe(lambda _c: self._offer_replace(False), names="value")
        self._show()

    def __repr__(self) -> str:
        """A stored notebook shows how to start the tally, not the widget's internals."""
        return t("widget_repr", self.lang, name=t("tally_title", self.lang))

    @property
    def tally(self) -> Tally:
        """The tally of the experiment chosen in the dropdown."""
        return self._tallies[self.experiment_select.value]

    def _set(self, tally: Tally) -> None:
        self._tallies[tally.experiment.key] = tally
        self._show()

    # ---------------------------------------------------------------- handlers
    def _add(self, replace: bool) -> None:
        name = self.group_entry.value
        counts = parse_entry(self.results_entry.value)
        try:
            new = self.tally.add(name, counts=counts, replace=replace)
        except RuleError as error:
            if error.key != "tally_err_duplicate":
                raise
            self.message.info(t("tally_confirm_replace", self.lang, **error.params))
            self._offer_replace(True)
            return
        self._set(new)
        group = new.group(name)
        key = "tally_replaced" if replace else "tally_added"
        self.message.info(plural(key, group.n, self.lang, name=group.name))
        self.group_entry.value = ""
        self.results_entry.value = ""

    def _offer_replace(self, offered: bool) -> None:
        self.replace_button.disabled = not offered
        self.replace_button.button_style = "warning" if offered else ""

    def _remove(self, name: str) -> None:
        self._set(self.tally.remove(name))
        self.message.info(t("tally_removed", self.lang, name=name))

    def _save(self) -> None:
        self.save_area.value = dumps(self.tally)
        self.message.info(t("tally_saved", self.lang))

    def _load(self, text: str | bytes) -> None:
        try:
            tally = loads(text)
        except RuleError as error:
            self.message.error(load_error_text(error, self.lang))
            return
        self._tallies[tally.experiment.key] = tally
        self.experiment_select.value = tally.experiment.key
        self._show()
        groups = plural("tally_groups", len(tally.groups), self.lang)
        attempts = plural(
            "tally_attempts", tally.n, self.lang, count=count_text(tally.n, self.lang)
        )
        self.message.info(t("tally_loaded", self.lang, groups=groups, attempts=attempts))

    def _on_upload(self, change: dict) -> None:
        files = change["new"]
        if files:
            self._load(bytes(files[0]["content"]))
            self.upload.value = ()  # so that the same file can be loaded again

    # ---------------------------------------------------------------- drawing
    def _show(self) -> None:
        tally, lang = self.tally, self.lang
        ex = tally.experiment
        self.hint.value = escape(t(ex.hint_key, lang))
        self.exact_view.value = exact_html(ex, lang)
        self._offer_replace(False)
        self.remove_buttons = {}
        rows = []
        heads = header_cells(ex, lang)
        rows.append(self._row([f"<b>{escape(h)}</b>" for h in heads], None))
        for group in tally.groups:
            button = w.Button(
                description=t("tally_remove", lang),
                icon="times",
                layout=w.Layout(width="110px"),
            )
            button.on_click(
                reporting_errors(self.message)(lambda _b, n=group.name: self._remove(n))
            )
            self.remove_buttons[group.name] = button
            rows.append(self._row([escape(c) for c in group_cells(ex, group, lang)], button))
        self.table.children = rows if tally.groups else []
        self.pooled_view.value = pooled_html(tally, lang)
        self.plot_output.outputs = ()
        image = figure(tally, lang)
        if image is not None:
            self.plot_output.append_display_data(image)

    @staticmethod
    def _row(cells: list[str], button: w.Button | None) -> w.HBox:
        widths = ["160px", "70px"] + ["150px" if len(cells) == 3 else "70px"] * (len(cells) - 2)
        parts = [
            w.HTML(cell, layout=w.Layout(width=width))
            for cell, width in zip(cells, widths, strict=True)
        ]
        return w.HBox([*parts, button] if button is not None else parts)
