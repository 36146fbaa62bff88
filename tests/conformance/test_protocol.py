"""One conformance suite for all five games, after OpenSpiel's random simulation test.

Hypothesis plays random legal games to the end on every case of `cases.py` and checks,
at every step, what the table protocol promises:

- `to_move` is a seat, `CHANCE` or (only at the end) None, and `over` agrees;
- a chance step's `chance_outcomes()` sums to exactly 1 and lists exactly the legal
  chance moves, and `sample_chance` draws one of them;
- a player's `legal_moves()` is a non-empty tuple, and a sample of them is accepted;
- every legal move is of one of the state's own `MOVES` types;
- candidates from a pool of moves seen elsewhere (other states, the other games' moves,
  junk) that are not listed are refused and the state unchanged: the game's own moves
  with an `IllegalMoveError`, the rest with an `InvalidMoveError` (both `RuleError`s,
  so `ValueError`s), each with a message and a catalogue key;
- `history` grows by exactly the applied move, and `loads(dumps(state)) == state`;
- the history is a record only: the same state without it has the same moves;
- at the end the ranking gives shared places exactly to equal totals' ties, in order.
"""

from __future__ import annotations

from dataclasses import FrozenInstanceError, replace
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyramide_kit.errors import IllegalMoveError, InvalidMoveError, RuleError
from pyramide_kit.i18n import CATALOGUE
from pyramide_kit.karten.game import KartenState
from pyramide_kit.karten.moves import Pass
from pyramide_kit.kniffel.moves import Roll as KniffelRoll
from pyramide_kit.mauro.moves import Bank
from pyramide_kit.pyramide.moves import Roll as PyramideRoll
from pyramide_kit.schmieden.moves import EndThrow
from pyramide_kit.table import CHANCE, Standing, TableState, play_turn
from tests.conformance.cases import all_cases, played

CASES = all_cases()
JUNK = (None, 0, -1, 1.5, "roll", (), ("move",), object())
# each game's moves, foreign to the other four games (a Roll of Pyramide is no Roll of Kniffel)
GAMES_MOVES = (PyramideRoll(), KniffelRoll(), Bank(), EndThrow(), Pass(0))
STEP_LIMIT = 3000


def _check_refused(state, candidate, dumps, kind):
    before = dumps(state)
    with pytest.raises(ValueError) as caught:
        state.apply(candidate)
    assert isinstance(caught.value, kind), f"{candidate!r} raised {caught.value!r}, not {kind}"
    assert str(caught.value), "a refusal must say what is wrong"
    assert caught.value.key in CATALOGUE, f"{caught.value!r} has no German text"
    assert dumps(state) == before


def _check_ranking(state):
    ranking = state.ranking()
    totals = state.totals()
    assert all(isinstance(s, Standing) for s in ranking)
    assert sorted(s.seat for s in ranking) == list(range(len(state.seats)))
    assert [s.place for s in ranking] == sorted(s.place for s in ranking)
    for standing in ranking:
        assert standing.total == totals[standing.seat]
    for i, standing in enumerate(ranking):
        assert standing.place in (i + 1, ranking[i - 1].place if i else None)


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_states_played_a_while_speak_the_protocol_and_list_moves_of_their_own_kinds(case):
    assert type(case.start()).MOVES, "a game declares the types of its moves"
    for seed in range(3):
        state = played(case, moves=30, seed=seed)
        assert isinstance(state, TableState)
        assert len(state.totals()) == len(state.seats)
        assert all(type(move) in type(state).MOVES for move in state.legal_moves())


class _RandomPlayer:
    """A computer player that picks any legal move, with its own seeded generator."""

    def __init__(self, seed: int) -> None:
        self.rng = np.random.default_rng(seed)

    def choose(self, state):
        legal = state.legal_moves()
        return legal[int(self.rng.integers(0, len(legal)))]


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_play_turn_plays_exactly_one_turn_until_the_game_ends(case):
    state, player, rng = case.start(), _RandomPlayer(7), np.random.default_rng(8)
    for _ in range(400):
        if state.over:
            break
        done = state.turns_done
        states = play_turn(state, player, rng)
        assert states, "a game not over has a turn to play"
        assert all(s.turns_done == done for s in states[:-1])
        assert states[-1].turns_done == done + 1 or states[-1].over
        _is_one_turn([state, *states])
        state = states[-1]
    assert state.over, "a random game ends within 400 turns"
    assert play_turn(state, player, rng) == []


def _is_one_turn(states):
    """What a turn is: in Pyramide with cards one pyramid card turned up (and the claims
    on it), or the bus ride at the end; in the dice games one seat's decisions alone."""
    moves = [type(move).__name__ for move in states[-1].history[len(states[0].history) :]]
    if isinstance(states[0], KartenState):
        assert moves.count("Reveal") == (0 if "Guess" in moves else 1), moves
    else:
        deciders = {s.to_move for s in states[:-1] if s.to_move is not CHANCE}
        assert len(deciders) == 1, deciders


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_a_subclass_of_a_legal_move_is_refused(case):
    """A save can replay only the game's own move classes, so `apply` takes exactly
    those: a subclass of a legal move (same fields) is refused as an invalid move."""
    state = played(case, moves=5, seed=1)
    move = (
        state.sample_chance(np.random.default_rng(0))
        if state.to_move is CHANCE
        else (state.legal_moves()[0])
    )
    forged = object.__new__(type("Forged" + type(move).__name__, (type(move),), {}))
    forged.__dict__.update(vars(move))
    with pytest.raises(InvalidMoveError):
        state.apply(forged)
    assert state.apply(move) is not None


def test_play_turn_refuses_a_player_without_a_choice():
    state = CASES[0].start()
    with pytest.raises(RuleError, match="choose"):
        play_turn(state, "greedy", np.random.default_rng(0))


@pytest.mark.slow
@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_playout_keeps_the_protocol(case, data):
    package = case.package
    state = case.start()
    rng = np.random.default_rng(data.draw(st.integers(0, 2**32 - 1), label="seed"))
    foreign = tuple(m for m in GAMES_MOVES if type(m) not in type(state).MOVES)
    assert len(foreign) == len(GAMES_MOVES) - 1, "exactly one of them is this game's"
    pool: list = [*JUNK, *foreign]
    assert state.history == ()
    assert package.loads(package.dumps(state)) == state
    for _ in range(STEP_LIMIT):
        mover = state.to_move
        assert state.over == (mover is None)
        if mover is None:
            break
        legal = state.legal_moves()
        assert isinstance(legal, tuple) and legal, "a state that is not over has moves"
        forgetful = replace(state, history=())
        assert forgetful.to_move == mover and forgetful.legal_moves() == legal
        assert len(set(legal)) == len(legal), "legal moves are listed once each"
        assert all(type(m) in type(state).MOVES for m in legal)
        if mover is CHANCE:
            outcomes = state.chance_outcomes()
            assert sum(outcomes.values(), Fraction(0)) == 1
            assert set(outcomes) == set(legal)
            move = state.sample_chance(rng)
            assert move in outcomes
        else:
            assert 0 <= mover < len(state.seats)
            move = data.draw(st.sampled_from(legal), label="move")
            for other in data.draw(
                st.lists(st.sampled_from(legal), max_size=3, unique=True), label="accepted"
            ):
                state.apply(other)
        candidates = [
            c
            for c in data.draw(
                st.lists(st.sampled_from(pool), max_size=4, unique_by=id), label="candidates"
            )
            if not any(c is m or (type(c) is type(m) and c == m) for m in legal)
        ]
        for candidate in candidates:
            junk = any(candidate is j for j in (*JUNK, *foreign))
            kind = InvalidMoveError if junk else IllegalMoveError
            _check_refused(state, candidate, package.dumps, kind)
        pool.extend(legal[:6])
        following = state.apply(move)
        assert following.history == (*state.history, move)
        with pytest.raises((FrozenInstanceError, AttributeError)):
            state.history = ()
        if data.draw(st.integers(0, 9), label="check save") == 0 or following.over:
            assert package.loads(package.dumps(following)) == following
        state = following
    assert state.over, f"no end after {STEP_LIMIT} moves"
    _check_ranking(state)
    with pytest.raises(IllegalMoveError):
        state.apply(pool[-1])
