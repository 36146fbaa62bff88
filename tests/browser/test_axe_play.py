"""Pages through Voilà, checked by axe-core (WCAG 2.1 AA rules) in the light and the dark
theme: no serious or critical finding. The pages: the German play page (its menu, and
each game opened through it) and lesson 08 (the power curve's sliders and plot, the
lesson's own figure). Also what axe cannot know: on the play page every board says its
words are German (`lang="de"`, whatever the page's language) and is a region named after
its game; in lesson 08 every image has a text
alternative and the sliders are named by their descriptions."""

import re

import pytest
from playwright.sync_api import expect

from pyramide_kit.i18n import t
from pyramide_kit.menu import CARDS
from tests.browser.conftest import _missing

pytestmark = pytest.mark.browser

TITLES = (
    "pyr_title",
    "schmieden_title",
    "karten_title",
    "mauro_title",
    "mauro_duel_title",
    "kniffel_title",
)
"""The games of the play page, in the menu's order; each board is a region of that name."""

BLOCKING = ("serious", "critical")


def _findings(violations: list[dict], impacts: tuple[str, ...]) -> str:
    lines = []
    for violation in violations:
        if violation["impact"] in impacts:
            count = len(violation["nodes"])
            lines.append(f"{violation['impact']} {violation['id']} ×{count}: {violation['help']}")
            lines.extend(f"    {node['html'][:200]}" for node in violation["nodes"][:10])
    return "\n".join(lines)


def _play_page_drawn(page, audit) -> None:
    """The play page's menu is drawn and checked; then each game, opened through it: its
    board is drawn, German, and a region named after its game."""
    expect(page.get_by_role("group")).to_have_count(len(CARDS), timeout=180_000)
    audit("menu")
    for game, key in zip(CARDS, TITLES, strict=True):
        name = t("menu_play_game", "de", game=t(f"menu_{game.key}", "de"))
        page.get_by_role("button", name=name, exact=True).click()
        board = page.locator(f".pk-menu-game-{game.key} .pk-board").first
        expect(board.locator(".pk-part").first).to_be_visible()
        expect(board).to_have_attribute("lang", "de")
        expect(board).to_have_attribute("role", "region")
        expect(board).to_have_attribute("aria-label", t(key, "de"))
        audit(game.key)
        page.get_by_role("button", name=t("menu_back", "de"), exact=True).click()


def _lesson_08_drawn(page, audit) -> None:
    """The power curve is drawn: its two sliders named by their labels, its plot and the
    lesson's bar chart with alt text (English, as the lesson)."""
    sliders = page.locator(".pk-slider input[type=range]")
    expect(sliders).to_have_count(2, timeout=180_000)
    for key, slider in zip(("power_throws", "power_true"), sliders.all(), strict=True):
        expect(slider).to_have_accessible_name(t(key, "en"))
    expect(page.get_by_role("img", name=re.compile(r"^Power curve \(n = 120"))).to_be_visible()
    expect(page.get_by_role("img", name=re.compile(r"^Bar chart"))).to_be_visible()
    expect(page.locator("img:not([alt])")).to_have_count(0)
    audit("page")


PAGES = {"play.ipynb": _play_page_drawn, "08_hypothesis_test.ipynb": _lesson_08_drawn}
"""The pages checked, each with what shows that it is drawn (and what axe cannot know),
calling `audit(where)` on each view of the page to check."""


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("lesson", list(PAGES))
def test_the_page_has_no_serious_axe_finding(voila_page, lesson, theme):
    try:
        from axe_playwright_python.sync_playwright import Axe
    except ImportError:
        _missing("axe-playwright-python is not installed (pip install -e '.[test]')")
    violations: list[dict] = []
    with voila_page(lesson, theme) as page:

        def audit(where: str) -> None:
            for violation in Axe().run(page).response["violations"]:
                violations.append({**violation, "help": f"{where}: {violation['help']}"})

        PAGES[lesson](page, audit)
    print(_findings(violations, ("critical", "serious", "moderate", "minor")))
    blocking = _findings(violations, BLOCKING)
    assert not blocking, f"axe-core, {lesson}, {theme} theme:\n{blocking}"
