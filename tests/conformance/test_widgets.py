"""One widget suite for the five game widgets: what the shell promises every game.

Each widget is built the same way (`players, rules=None, policies=None`, then `lang`,
`seed` and `pace` by name) and played through `play`, the shell's entry for a human's
move, with moves drawn by a seeded generator from the engine's legal moves:

- the same seed gives the same game: the same states, log and board;
- names with HTML in them are shown escaped in every HTML text of the widget, in both
  languages, while the game is played to its end, and the board gets them as plain text;
- a refused move (another game's move, junk, a move of the game not allowed now) is
  shown in the message line and changes nothing: the state, the log and the board stay;
- every control the board offers (an enabled item) is one the engine takes: clicking it
  is never refused, and while a human is to move the board offers something to click.
"""

from __future__ import annotations

import ipywidgets as w
import numpy as np
import pytest

from pyramide_kit.errors import IllegalMoveError, InvalidMoveError
from pyramide_kit.games import GAMES
from pyramide_kit.mauro.moves import Bank
from pyramide_kit.pyramide.moves import Roll
from pyramide_kit.table import CHANCE

EVIL = "<b onclick=x>Eve</b>"
EVIL_BOT = "<i>Bot & Co</i>"
MOST_MOVES = 400


def widget(game, players, lang="en", seed=1):
    return GAMES[game].widget_type()(players, None, None, lang=lang, seed=seed, pace=0)


def seats():
    """A human, then two computer seats: every game seats three (Karten needs three)."""
    return [EVIL, (EVIL_BOT, True), ("Rita", True)]


def human_moves(app, rng, most):
    """Up to `most` human moves, each drawn from the legal ones, played through `play`.
    A table that holds its computer seats for the humans (Karten, before the first card)
    offers the board's *Start*, which lets them go."""
    played = 0
    while played < most and not app.state.over:
        if not app.human_to_move:
            assert "start" in app.table_view.clickable(), "nobody can act"
            app.table_view.click("start")
            continue
        mover = app.state.to_move
        assert mover is not CHANCE and not app.state.seats[mover].computer
        legal = app.state.legal_moves()
        assert app.play(legal[int(rng.integers(len(legal)))])
        played += 1
    return played


def html_texts(root):
    """Every HTML text the widget shows, found by walking its children."""
    texts, todo = [], [root]
    while todo:
        part = todo.pop()
        if isinstance(part, w.HTML | w.HTMLMath | w.Label):
            texts.append(part.value)
        todo.extend(getattr(part, "children", ()))
    return texts


@pytest.mark.parametrize("game", list(GAMES))
def test_the_same_seed_gives_the_same_game(game):
    a, b = (widget(game, seats(), seed=11) for _ in range(2))
    for app in (a, b):
        human_moves(app, np.random.default_rng(5), 12)
    assert a.state == b.state
    assert a.move_log.lines == b.move_log.lines
    assert a.table_view.scene == b.table_view.scene


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game", list(GAMES))
def test_names_with_html_are_shown_escaped_in_every_text(game, lang):
    app = widget(game, seats(), lang=lang, seed=3)
    rng = np.random.default_rng(7)
    while not app.state.over:
        human_moves(app, rng, 25)
        shown = "".join(html_texts(app))
        assert "<b onclick" not in shown and "<i>Bot" not in shown
    assert "&lt;b onclick=x&gt;Eve&lt;/b&gt;" in "".join(html_texts(app))
    assert app.state.over
    # the board is given plain text, never HTML (its front end sets textContent)
    board = " ".join(app.table_view.texts())
    assert EVIL in board and EVIL_BOT in board and "&lt;" not in board


@pytest.mark.parametrize("game", list(GAMES))
def test_a_refused_move_is_shown_and_changes_nothing(game):
    app = widget(game, seats(), seed=2)
    rng = np.random.default_rng(3)
    human_moves(app, rng, 3)
    foreign = next(m for m in (Roll(), Bank()) if type(m) not in type(app.state).MOVES)
    listed = set(app.state.legal_moves())
    not_now = [m for m in _played_moves(app) if m not in listed][:2]
    assert len(not_now) == 2, "a few moves in, some moves of the game are not allowed"
    for move, kind in [
        *((m, InvalidMoveError) for m in (foreign, object(), None)),
        *((m, IllegalMoveError) for m in not_now),
    ]:
        state, lines, scene = app.state, list(app.move_log.lines), app.table_view.scene
        with pytest.raises(kind):
            state.apply(move)
        assert not app.play(move), f"{game}: {move!r} was taken"
        assert app.state is state and app.move_log.lines == lines
        assert app.table_view.scene == scene
        assert app.message.kind == "error" and app.message.text
    assert app.play(app.state.legal_moves()[0])
    assert app.message.text == ""


def _played_moves(app):
    """The moves of the game played so far (the human's and the computers', chance's),
    which are moves of this game, mostly not allowed now."""
    return [m for m in app.state.history if type(m) in type(app.state).MOVES]


def _replayed(game, checkpoint):
    """The widget after `checkpoint` rounds of three seeded human moves (the same game
    each time: the same seeds give the same game)."""
    app, rng = widget(game, seats(), seed=4), np.random.default_rng(6)
    for _ in range(checkpoint):
        human_moves(app, rng, 3)
    return app


@pytest.mark.parametrize("game", list(GAMES))
def test_every_control_the_board_offers_is_one_the_engine_takes(game):
    for checkpoint in range(4):
        app = _replayed(game, checkpoint)
        if app.state.over:
            break
        offered = app.table_view.clickable()
        if app.human_to_move:
            assert offered, f"{game}: a human is to move and nothing can be clicked"
        for item in offered:
            again = _replayed(game, checkpoint)
            state, scene = again.state, again.table_view.scene
            again.table_view.click(item)
            assert again.message.kind != "error", f"{game}: {item!r} was offered but refused"
            changed = again.state != state or again.table_view.scene != scene
            assert changed, f"{game}: clicking {item!r} did nothing"
