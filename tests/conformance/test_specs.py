"""What every game declares in its spec (`pyramide_kit.games.GAMES`) holds: its seat
limits are those its engine enforces, its moves are its states' moves, each of its
computer players plays whole turns, and where its coach values moves, the best move and
the optimal computer player agree with those values."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

from pyramide_kit import menu
from pyramide_kit.errors import RuleError
from pyramide_kit.games import GAMES
from pyramide_kit.i18n import LANGUAGES, error_text
from pyramide_kit.table import CHANCE, play_turn
from tests.student_texts import code_names, kit_class_names

NAMES = list(GAMES)
COACHED = [name for name in NAMES if GAMES[name].move_values is not None]
CLASSES = kit_class_names()
UNPLAYED_BY_DEFAULT = {"mauro": {"Bank"}, "karten": {"Guess", "Draw"}}
"""Moves the default rules never offer: stopping (Mauro's `may_stop`) and the bus ride
(Karten's `ride_the_bus`)."""


def test_every_part_that_lists_the_games_lists_the_same_five():
    assert NAMES == ["pyramide", "mauro", "kniffel", "schmieden", "karten"]
    assert {card.key for card in menu.CARDS} == {*NAMES, "duel"}
    assert all(GAMES[name].name == name for name in NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_a_spec_names_the_engine_s_own_moves_title_and_board(name):
    spec = GAMES[name]
    state = spec.new_game(spec.min_players)
    assert type(state) is spec.state and spec.moves == spec.state.MOVES
    assert isinstance(state.rules, spec.rules)
    titles = [spec.title(lang) for lang in LANGUAGES]
    assert all(titles) and name not in titles
    assert spec.widget_type().__name__.endswith("App")
    offered = spec.events()
    assert offered, "every game offers the Explorer something"
    assert all(ev.game == name for ev in offered)
    assert len({ev.key for ev in offered}) == len(offered), "an event's key is its own"


@pytest.mark.parametrize("name", NAMES)
def test_the_seat_limits_are_the_ones_the_engine_enforces(name):
    spec = GAMES[name]
    assert 1 <= spec.min_players <= spec.max_players
    for players in (spec.min_players, spec.max_players):
        assert len(spec.new_game(players).seats) == players
    for players in (spec.min_players - 1, spec.max_players + 1):
        if players < 1:
            continue
        with pytest.raises(RuleError) as caught:
            spec.new_game(players)
        assert error_text(caught.value, "de") != str(caught.value)


@pytest.mark.parametrize(
    ("name", "policy"),
    [(name, policy) for name in NAMES for policy in GAMES[name].policies],
)
def test_every_computer_player_of_a_game_plays_its_turns(name, policy):
    spec = GAMES[name]
    state = spec.new_game([(f"Bot {i}", True) for i in range(spec.min_players)])
    player, rng = spec.policy(policy), np.random.default_rng(3)
    for _ in range(2):
        states = play_turn(state, player, rng)
        assert states and states[-1].turns_done == state.turns_done + 1
        state = states[-1]


@pytest.mark.parametrize("name", NAMES)
def test_the_default_player_finishes_a_game(name):
    spec = GAMES[name]
    state = spec.new_game([(f"Bot {i}", True) for i in range(spec.min_players)])
    player, rng = spec.policy(), np.random.default_rng(4)
    for _ in range(200):
        if state.over:
            break
        state = play_turn(state, player, rng)[-1]
    assert state.over, "the default player ends a game within 200 turns"


def _decisions(spec, seed, most):
    """Up to `most` states where a seat decides, from a game played at random."""
    rng = np.random.default_rng(seed)
    state = spec.new_game(1)
    found = []
    while not state.over and len(found) < most:
        if state.to_move is CHANCE:
            state = state.apply(state.sample_chance(rng))
            continue
        found.append(state)
        legal = state.legal_moves()
        state = state.apply(legal[int(rng.integers(0, len(legal)))])
    return found


@pytest.mark.parametrize("name", [n for n in COACHED if n != "kniffel"])
def test_the_coach_values_every_legal_move_and_the_optimal_player_plays_the_best(name):
    spec = GAMES[name]
    optimal = spec.policy("optimal")
    for state in _decisions(spec, seed=5, most=12):
        values = spec.move_values(state)
        assert list(values) == list(state.legal_moves())
        best = spec.best_move(state)
        assert values[best] == max(values.values())
        assert optimal.choose(state) == best


@pytest.mark.slow
def test_kniffel_s_coach_and_optimal_player_agree_with_its_values():
    spec = GAMES["kniffel"]
    optimal = spec.policy("optimal")
    for state in _decisions(spec, seed=6, most=8):
        values = spec.move_values(state)
        assert set(values) == set(state.legal_moves())
        best = spec.best_move(state)
        assert values[best] == pytest.approx(max(values.values()), abs=1e-9)
        assert optimal.choose(state) == best


def test_a_game_without_a_coach_and_an_unknown_player_are_refused():
    with pytest.raises(RuleError) as caught:
        GAMES["karten"].best_move(GAMES["karten"].new_game(3))
    assert caught.value.key == "spec_err_no_coach"
    with pytest.raises(RuleError, match="default, optimal") as caught:
        GAMES["mauro"].policy("clever")
    assert "clever" in error_text(caught.value, "de")


@pytest.mark.slow
def test_the_engines_and_specs_run_without_widgets_and_the_boards_load_on_demand():
    """In a fresh interpreter: every game's package, spec and a played turn load no
    widget library and no SymPy (naming the games costs nothing); asking a spec for its
    board loads the widgets."""
    code = (
        "import sys, numpy as np\n"
        "from pyramide_kit.games import GAMES\n"
        "from pyramide_kit.table import play_turn\n"
        "for spec in GAMES.values():\n"
        "    state = spec.new_game([(f'Bot {i}', True) for i in range(spec.min_players)])\n"
        "    play_turn(state, spec.policy(), np.random.default_rng(0))\n"
        "assert 'ipywidgets' not in sys.modules and 'pyramide_kit.ui' not in sys.modules\n"
        "assert 'sympy' not in sys.modules\n"
        "GAMES['karten'].widget_type()\n"
        "assert 'ipywidgets' in sys.modules\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.parametrize("name", NAMES)
def test_every_move_of_a_game_has_words_in_both_languages_and_no_code_names(name):
    """A whole random game: every legal move of every state (the first 40 of a long
    list, and each kind of move among them) is described in both languages."""
    spec = GAMES[name]
    state = spec.new_game(max(2, spec.min_players))
    rng, kinds, translated = np.random.default_rng(12), set(), 0
    while not state.over:
        chance = state.to_move is CHANCE
        moves = (state.sample_chance(rng),) if chance else state.legal_moves()
        shown = {*moves[:40], *{type(m): m for m in moves}.values()}
        for move in shown:
            texts = [spec.describe(state, move, lang) for lang in LANGUAGES]
            assert all(isinstance(x, str) and x.strip() for x in texts), move
            assert [code_names(x, CLASSES) for x in texts] == [[], []], texts
            kinds.add(type(move).__name__)
            translated += texts[0] != texts[1]
        state = state.apply(moves[int(rng.integers(0, len(moves)))])
    unused = UNPLAYED_BY_DEFAULT.get(name, set())
    assert kinds == {kind.__name__ for kind in spec.moves} - unused
    assert translated, "some move reads differently in German"
