"""A table whose one human seat the caller did not name calls that seat "Du" / "You",
in every dice game as in the card game; a count of several seats numbers them."""

from __future__ import annotations

import pytest

from pyramide_kit.kniffel.app import KniffelApp
from pyramide_kit.mauro.app import MauroApp
from pyramide_kit.pyramide.app import PyramideApp
from pyramide_kit.schmieden.app import SchmiedenApp
from tests.you_seat import plain

TURN = {"de": "Du bist dran", "en": "Your turn"}
NAMED = {"de": ["Spieler 1", "Spieler 2"], "en": ["Player 1", "Player 2"]}


def names(app) -> list[str]:
    return [seat.name for seat in app.state.seats]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game", [PyramideApp, MauroApp, KniffelApp, SchmiedenApp])
def test_the_default_seat_is_you(game, lang):
    app = game(lang=lang, seed=3)
    assert names(app) == [{"de": "Du", "en": "You"}[lang]]
    assert plain(app.status.value).startswith(TURN[lang])


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game", [PyramideApp, MauroApp])
def test_one_seat_given_as_a_count_is_you_and_two_are_numbered(game, lang):
    assert names(game(1, lang=lang)) == [{"de": "Du", "en": "You"}[lang]]
    assert names(game(2, lang=lang)) == NAMED[lang]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_lone_human_beside_computers_is_you(lang):
    app = SchmiedenApp(computers=2, lang=lang, seed=3)
    you = {"de": "Du", "en": "You"}[lang]
    assert names(app)[0] == you and all(seat.computer for seat in app.state.seats[1:])


def test_a_name_given_is_kept():
    assert names(PyramideApp(["Anna"], lang="en")) == ["Anna"]
    assert names(KniffelApp(["Anna"], lang="de")) == ["Anna"]
