"""The tables the conformance suite plays: each game's module lists its own cases.

A case is a game package (it exports `Rules`, `new_game`, `dumps`, `loads`) and a way to
start a table (rules variants, player counts, computer seats). Each game keeps its cases
in `tests/conformance/<game>_cases.py`, so adding a variant touches one game's file.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from pyramide_kit.games import GAMES


@dataclass(frozen=True)
class Case:
    """One table to play: `start()` returns a fresh state of `package`'s game."""

    name: str
    package: ModuleType
    start: Callable[[], Any]


def all_cases() -> list[Case]:
    cases: list[Case] = []
    for game in GAMES:
        module = importlib.import_module(f"tests.conformance.{game}_cases")
        cases.extend(module.CASES)
    return cases


def played(case: Case, moves: int = 40, seed: int = 0) -> Any:
    """A state of `case` after up to `moves` moves: chance sampled, players' moves picked
    at random from their legal moves, both with the generator of `seed`."""
    import numpy as np

    from pyramide_kit.table import CHANCE

    rng = np.random.default_rng(seed)
    state = case.start()
    for _ in range(moves):
        if state.over:
            break
        if state.to_move is CHANCE:
            move = state.sample_chance(rng)
        else:
            legal = state.legal_moves()
            move = legal[int(rng.integers(0, len(legal)))]
        state = state.apply(move)
    return state
