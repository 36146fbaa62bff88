"""The play pages in a real browser through Voilà: every game's table appears, with its
title and its New game button, and no code is shown."""

import pytest
from playwright.sync_api import expect

from pyramide_kit.karten import app as _karten  # noqa: F401  (each app registers its labels)
from pyramide_kit.kniffel import app as _kniffel  # noqa: F401
from pyramide_kit.mauro import app as _mauro  # noqa: F401
from pyramide_kit.mauro import duel_app as _duel  # noqa: F401
from pyramide_kit.pyramide import app as _pyramide  # noqa: F401
from pyramide_kit.schmieden import app as _schmieden  # noqa: F401
from pyramide_kit.ui.i18n import t

pytestmark = pytest.mark.browser

TABLES = ("pyr_title", "schmieden_title", "karten_title", "mauro_title", "kniffel_title")
"""The games on the shared shell; each has a New game button."""


@pytest.mark.parametrize(("page_name", "lang"), [("play.ipynb", "de"), ("play_en.ipynb", "en")])
def test_every_game_appears_in_voila(voila_page, page_name, lang):
    with voila_page(page_name) as page:
        for key in (*TABLES, "mauro_duel_title"):
            title = page.locator("h3").filter(has_text=t(key, lang)).first
            expect(title).to_have_text(t(key, lang), timeout=180_000)
        new_game = page.get_by_role("button", name=t("new_game", lang), exact=True)
        expect(new_game).to_have_count(len(TABLES))
        assert page.get_by_text("PyramideApp(").count() == 0
        assert page.get_by_text("import ").count() == 0
