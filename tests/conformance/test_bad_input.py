"""Bad input is refused the same way in every game: each field of each `Rules` object,
`new_game`'s players, and the widgets' seeds and languages. Every refusal is a
`RuleError` (a `ValueError`) with a catalogue key whose German text exists.

Which values are bad follows from a field's default: a whole-number field refuses bools,
floats (even whole ones), NaN, infinity, text and None; a flag refuses everything but
True and False; a text choice refuses other text, numbers and None.
"""

from __future__ import annotations

import math
from dataclasses import fields

import pytest

from pyramide_kit.errors import RuleError
from pyramide_kit.i18n import CATALOGUE, error_text
from tests.conformance.cases import GAMES

BAD_WHOLE = (True, False, 1.5, 2.0, math.nan, math.inf, "3", None, (), -1, -(10**9), 10**9)
BAD_FLAG = (0, 1, "yes", None, 1.0)
BAD_CHOICE = ("no such choice", 1, None, True)


def _bad_values(default):
    if isinstance(default, bool):
        return BAD_FLAG
    if isinstance(default, int):
        return BAD_WHOLE
    if isinstance(default, str):
        return BAD_CHOICE
    if isinstance(default, tuple):
        return (None, "x", (1.5,) * len(default), ())
    return ()


def _rule_cases():
    for game in GAMES:
        rules_type = GAMES[game].rules
        for field in fields(rules_type):
            for value in _bad_values(getattr(rules_type(), field.name)):
                yield pytest.param(game, field.name, value, id=f"{game}-{field.name}-{value!r}")


def _assert_explained(error: Exception) -> None:
    assert isinstance(error, RuleError), f"{error!r} is not a RuleError"
    assert error.key in CATALOGUE, f"no catalogue text for {error.key!r}"
    assert error_text(error, "de")


@pytest.mark.parametrize(("game", "name", "value"), list(_rule_cases()))
def test_every_rules_field_refuses_bad_values(game, name, value):
    with pytest.raises(ValueError) as caught:
        GAMES[game].rules(**{name: value})
    _assert_explained(caught.value)
    assert name in str(caught.value) or name.replace("_", " ") in str(caught.value)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(
    "players",
    ["Anna", 2.5, True, None, 0, -1, [], ["Ann", "ann"], [""], [("Bot", "yes")], 100],
    ids=repr,
)
def test_new_game_refuses_bad_players(game, players):
    with pytest.raises(ValueError) as caught:
        GAMES[game].new_game(players)
    _assert_explained(caught.value)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", ["42", 1.5, -1, True, 2**63], ids=repr)
def test_widgets_refuse_bad_seeds(game, seed):
    app = GAMES[game].widget_type()
    with pytest.raises(ValueError) as caught:
        app(seed=seed)
    _assert_explained(caught.value)
    assert "seed" in str(caught.value)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["fr", None, 1, "DE"], ids=repr)
def test_widgets_refuse_unknown_languages(game, lang):
    app = GAMES[game].widget_type()
    with pytest.raises(ValueError) as caught:
        app(lang=lang)
    _assert_explained(caught.value)
    assert "language" in str(caught.value)
