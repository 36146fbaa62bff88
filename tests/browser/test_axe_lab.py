"""A lesson in JupyterLab, checked by axe-core (WCAG 2.1 AA rules) in the light and the
dark theme: no serious or critical finding in what the lesson shows, once every cell has
run — its text (the rendered Markdown) and its outputs (widgets, figures, tables).

Lesson 00 is the page a class opens first; it holds the kit's widgets of every kind a
lesson uses: a game board, a prediction, the class tally, exercises and figures. Lesson
05 adds the drawn tree diagrams and the two-way table (an HTML table with its caption and
headers). In each, one exercise is answered wrongly first, so that axe sees the feedback
too (its colours must read in both themes).

JupyterLab's own frame (toolbars, the code editors, the cell list) is not the kit's: axe
is run on it too and its findings are printed, so that a change upstream shows in the
log, but they do not fail the test (JupyterLab 4.6: unnamed editors, toolbar buttons
with aria-pressed, the cell feed, the heading-collapse button)."""

import re

import pytest
from playwright.sync_api import expect

from pyramide_kit.i18n import t
from tests.browser.conftest import _missing
from tests.browser.test_axe_play import BLOCKING, _findings

pytestmark = pytest.mark.browser

LESSONS = {"de/00_start_here.ipynb": 2, "de/05_karten.ipynb": 4}
"""The lessons checked, with the number of exercises each shows."""
LESSON_PARTS = {"include": [[".jp-RenderedMarkdown"], [".jp-OutputArea"]]}
"""What the lesson itself shows: its rendered text and every cell's output."""


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("lesson", sorted(LESSONS))
def test_lesson_in_jupyterlab_has_no_serious_axe_finding(lab_page, lesson, theme):
    try:
        from axe_playwright_python.sync_playwright import Axe
    except ImportError:
        _missing("axe-playwright-python is not installed (pip install -e '.[test]')")
    with lab_page(lesson, theme) as page:
        check = page.get_by_role("button", name=t("check", "de"), exact=True)
        expect(check).to_have_count(LESSONS[lesson], timeout=180_000)  # the last cells'
        expect(page.locator(".pk-board").first).to_be_visible()
        entry = page.get_by_placeholder(t("answer_placeholder", "de")).first
        entry.fill("17/19")
        entry.press("Enter")
        said = [t(key, "de", given="17/19") for key in ("answer_wrong", "answer_too_large")]
        said.append(t("answer_too_small", "de", given="17/19"))
        feedback = page.get_by_text(re.compile("|".join(map(re.escape, said))))
        expect(feedback).to_be_visible()
        expect(page.get_by_role("textbox", name=t("predict_entry", "de"))).to_be_visible()
        # a shown image names what it shows (the game report's hidden one waits for the end)
        expect(page.locator(".jp-OutputArea-output img:not([alt]):visible")).to_have_count(0)
        lesson = Axe().run(page, context=LESSON_PARTS).response
        violations = lesson["violations"]
        # axe did look at the lesson: its figures passed the text-alternative rule
        assert "image-alt" in {rule["id"] for rule in lesson["passes"]}
        frame = Axe().run(page).response["violations"]
    print("JupyterLab's frame:", _findings(frame, BLOCKING), sep="\n")
    print("The lesson:", _findings(violations, ("critical", "serious", "moderate", "minor")))
    blocking = _findings(violations, BLOCKING)
    assert not blocking, f"axe-core, {lesson} in JupyterLab, {theme} theme:\n{blocking}"
