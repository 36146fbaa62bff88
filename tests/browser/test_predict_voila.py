"""A prediction in a real browser through Voilà, in German: the Simulate button waits for
a saved forecast; a number that is no probability is refused on the page and keeps
nothing; a valid forecast is saved, simulated and scored; the box is named by its visible
label; axe-core finds nothing serious in the light and the dark theme."""

from fractions import Fraction
from pathlib import Path

import pytest
from playwright.sync_api import expect

from pyramide_kit.i18n import t
from pyramide_kit.predict import Forecast, PredictionBook, event
from pyramide_kit.predict.views import outcome_text, share_text
from pyramide_kit.simulate import rng_for
from tests.browser.conftest import _missing
from tests.browser.shots import shot
from tests.browser.test_axe_play import BLOCKING, _findings

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parent / "notebooks" / "predict.ipynb"
KEY, SEED = "two_dice_seven", 1


def _scored(forecast: Fraction) -> str:
    """The line the widget shows after its run: the same seeded simulation, scored."""
    book = PredictionBook()
    book.predict(KEY, event(KEY).exact, Forecast(forecast, forecast))
    return outcome_text(book.observe(KEY, *event(KEY).simulate(rng_for(SEED))), "de")


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_predict_in_voila(voila_page, theme):
    try:
        from axe_playwright_python.sync_playwright import Axe
    except ImportError:
        _missing("axe-playwright-python is not installed (pip install -e '.[test]')")
    question = t(f"predict_q_{KEY}", "de")
    with voila_page(NOTEBOOK, theme) as page:
        widget = page.locator(f".widget-vbox:has(> .widget-html:has-text('{question}'))").first
        widget.wait_for(state="attached", timeout=180_000)
        entry = widget.get_by_role("textbox", name=t("predict_entry", "de"))
        simulate = widget.get_by_role("button", name=t("predict_run", "de"), exact=True)
        expect(simulate).to_be_disabled()

        entry.fill("2")
        entry.press("Enter")
        refused = t("predict_err_range", "de", given="2")
        expect(widget.locator(".widget-html", has_text=refused)).to_be_visible()
        expect(simulate).to_be_disabled()  # nothing was saved

        entry.fill("20 %")
        entry.press("Enter")
        saved = t("predict_saved_point", "de", p=share_text(Fraction(1, 5), "de"))
        expect(widget.locator(".widget-html", has_text=saved)).to_be_visible()
        expect(simulate).to_be_enabled()
        simulate.click()
        expect(widget.locator(".widget-html", has_text=_scored(Fraction(1, 5)))).to_be_visible()

        shot(widget, f"predict-de-{theme}")
        violations = Axe().run(page).response["violations"]
    print(_findings(violations, ("critical", "serious", "moderate", "minor")))
    blocking = _findings(violations, BLOCKING)
    assert not blocking, f"axe-core, prediction, {theme} theme:\n{blocking}"
