"""A game state that ends a notebook cell is shown as its table (`pyramide_kit.position`):
every text of the board's scene is there, escaped, every die and card has its picture and
spoken name, and IPython draws the kit's games, and only those, that way."""

from __future__ import annotations

from html import escape

import numpy as np
import pytest
from IPython.core.interactiveshell import InteractiveShell

import pyramide_kit
from pyramide_kit import position
from pyramide_kit.errors import RuleError
from pyramide_kit.games import GAMES
from pyramide_kit.position import display_language, position_html
from pyramide_kit.schmieden import RoundState
from pyramide_kit.table import play_turn

NAMES = ["<b>Eve</b>", "Bot & Co"]


def _played(name, turns=2):
    spec = GAMES[name]
    seats = [(n, True) for n in NAMES] + [(f"Bot {i}", True) for i in range(spec.min_players)]
    state = spec.new_game(seats[: max(2, spec.min_players)])
    rng = np.random.default_rng(9)
    for _ in range(turns):
        state = play_turn(state, spec.policy(), rng)[-1]
    return state


def _shown(part):
    """The texts, dice and cards a scene part shows (its buttons left out)."""
    texts, pictures = [], 0
    for key in ("title", "text"):
        if part.get(key):
            texts.append(str(part[key]))
    texts += [str(x) for x in (*(part.get("labels") or ()), *(part.get("notes") or ())) if x]
    texts += [str(h) for h in part.get("head", ())]
    items = list(part.get("items", ()))
    for row in part.get("rows", ()):
        if isinstance(row, dict):
            texts.append(str(row.get("label", "")))
            items += row.get("cells", ())
        else:
            items += row
    for inner in part.get("parts", ()):
        more, count = _shown(inner)
        texts += more
        pictures += count
    for item in items:
        if item["kind"] == "action":
            continue
        if item.get("die"):
            item = item["die"]
        if item["kind"] in ("die", "card"):
            pictures += 1
        elif item.get("text"):
            texts.append(str(item["text"]))
        if item.get("caption"):
            texts.append(str(item["caption"]))
    return texts, pictures


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("name", list(GAMES))
def test_the_picture_holds_every_text_and_piece_of_the_board_escaped(name, lang):
    state = _played(name)
    html = position_html(state, lang)
    texts, pictures = _shown(GAMES[name].position_scene(state, lang))
    assert texts, "a table shows some text"
    for text in texts:
        assert escape(text) in html, text
    assert html.count('role="img"') == pictures
    assert "<b>Eve</b>" not in html and "&lt;b&gt;Eve&lt;/b&gt;" in html
    assert f'lang="{lang}"' in html
    assert "<button" not in html, "a position is looked at, not played"


def test_only_a_whole_game_of_the_kit_is_drawn():
    for other in (object(), "Pyramide", RoundState.__new__(RoundState)):
        with pytest.raises(RuleError) as caught:
            position_html(other)
        assert caught.value.key == "position_err_state"
    with pytest.raises(RuleError):
        display_language("fr")


def test_ipython_shows_a_game_as_its_table_in_the_display_language(monkeypatch):
    shell = InteractiveShell.instance()
    monkeypatch.setitem(position._SHOWN, "lang", "de")
    pyramide_kit._draw_positions_in_ipython()
    state = _played("kniffel", turns=1)
    data, _ = shell.display_formatter.format(state)
    assert "text/html" in data and "Einser" in data["text/html"]
    display_language("en")
    data, _ = shell.display_formatter.format(state)
    assert "Ones" in data["text/html"] and "Einser" not in data["text/html"]
    data, _ = shell.display_formatter.format(object())
    assert "text/html" not in data
