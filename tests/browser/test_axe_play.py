"""The German play page through Voilà, checked by axe-core (WCAG 2.1 AA rules) in the light
and the dark theme: no serious or critical finding. Also what axe cannot know: every board
says its words are German (`lang="de"`, whatever the page's language) and is a region
named after its game."""

import pytest
from playwright.sync_api import expect

from pyramide_kit.karten import app as _karten  # noqa: F401  (each app registers its labels)
from pyramide_kit.kniffel import app as _kniffel  # noqa: F401
from pyramide_kit.mauro import app as _mauro  # noqa: F401
from pyramide_kit.mauro import duel_app as _duel  # noqa: F401
from pyramide_kit.pyramide import app as _pyramide  # noqa: F401
from pyramide_kit.schmieden import app as _schmieden  # noqa: F401
from pyramide_kit.ui.i18n import t
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
"""The games of the play page, in page order; each board is a region of that name."""

BLOCKING = ("serious", "critical")


def _findings(violations: list[dict], impacts: tuple[str, ...]) -> str:
    lines = []
    for violation in violations:
        if violation["impact"] in impacts:
            count = len(violation["nodes"])
            lines.append(f"{violation['impact']} {violation['id']} ×{count}: {violation['help']}")
            lines.extend(f"    {node['html'][:200]}" for node in violation["nodes"][:10])
    return "\n".join(lines)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_play_page_has_no_serious_axe_finding(voila_page, theme):
    try:
        from axe_playwright_python.sync_playwright import Axe
    except ImportError:
        _missing("axe-playwright-python is not installed (pip install -e '.[test]')")
    with voila_page("play.ipynb", theme) as page:
        boards = page.locator(".pk-board")
        expect(boards).to_have_count(len(TITLES), timeout=180_000)
        for index, key in enumerate(TITLES):
            board = boards.nth(index)
            expect(board.locator(".pk-part").first).to_be_visible()
            expect(board).to_have_attribute("lang", "de")
            expect(board).to_have_attribute("role", "region")
            expect(board).to_have_attribute("aria-label", t(key, "de"))
        violations = Axe().run(page).response["violations"]
    print(_findings(violations, ("critical", "serious", "moderate", "minor")))
    blocking = _findings(violations, BLOCKING)
    assert not blocking, f"axe-core, {theme} theme:\n{blocking}"
