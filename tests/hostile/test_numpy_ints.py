"""Numpy integers are valid whole numbers: accepted, and stored as plain `int`.

A count taken from an array (`np.int64`) must work wherever a Python int works, and
must not survive in a rules object or a move as a numpy scalar (it would break saving
as JSON and compare oddly). Checked for every registered `Stored` place and for every
move of every game: each conformance game is replayed with every whole number in every
move turned into a numpy integer, and must end in the same state.
"""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from tests.hostile.entry_points import STORED_INTS
from tests.hostile.values import GAMES, played_games

TYPES = (np.int64, np.int32, np.int16, np.uint8, np.uint64)


def _numpy(value, kind):
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return kind(value)
    if isinstance(value, tuple):
        return tuple(_numpy(v, kind) for v in value)
    return value


def _all_plain(value) -> bool:
    if isinstance(value, tuple):
        return all(_all_plain(v) for v in value)
    return not isinstance(value, np.generic)


def _fits(kind, value) -> bool:
    if isinstance(value, tuple):
        return all(_fits(kind, v) for v in value)
    info = np.iinfo(kind)
    return info.min <= value <= info.max


@pytest.mark.parametrize("kind", TYPES, ids=lambda k: k.__name__)
@pytest.mark.parametrize("stored", STORED_INTS, ids=lambda s: s.name)
def test_numpy_integers_are_stored_as_ints(stored, kind):
    if not _fits(kind, stored.plain):
        pytest.skip(f"{stored.plain} does not fit {kind.__name__}")
    built = stored.build(_numpy(stored.plain, kind))
    kept = stored.read(built)
    assert _all_plain(kept), f"{stored.name} kept {kept!r} ({type(kept).__name__})"
    assert kept == stored.plain
    stored.save(built)


def _numpy_move(move, kind):
    changes = {
        field.name: _numpy(getattr(move, field.name), kind) for field in dataclasses.fields(move)
    }
    return dataclasses.replace(move, **changes)


@pytest.mark.parametrize("kind", (np.int64, np.uint8), ids=lambda k: k.__name__)
@pytest.mark.parametrize("game", GAMES)
def test_moves_with_numpy_integers_replay_the_same_game(game, kind):
    import importlib

    package = importlib.import_module(f"pyramide_kit.{game}")
    for _, case, final in (p for p in played_games() if p[0] == game):
        state = case.start()
        for move in final.history:
            numpy_move = _numpy_move(move, kind)
            for field in dataclasses.fields(numpy_move):
                value = getattr(numpy_move, field.name)
                assert _all_plain(value), f"{type(move).__name__}.{field.name} kept {value!r}"
            assert numpy_move == move and hash(numpy_move) == hash(move)
            state = state.apply(numpy_move)
        assert package.dumps(state) == package.dumps(final)
