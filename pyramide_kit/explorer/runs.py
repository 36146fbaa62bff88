"""The Explorer's trials: the seed a student types, and long runs drawn in chunks.

Runs add up and draw from one seeded generator, so the same clicks with the same seed
give the same trials; a run of more than `CHUNK` trials is drawn `CHUNK` at a time, so
the widget can move its progress bar between the chunks.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from pyramide_kit.checks import check_seed
from pyramide_kit.explorer.registry import Event

__all__ = ["CHUNK", "RUNS", "parse_seed", "sample_in_chunks"]

RUNS = (1, 100, 10_000, 1_000_000)
"""The run sizes the Explorer offers as buttons."""

CHUNK = 10_000
"""The most trials drawn at once."""


def parse_seed(text: str) -> int:
    """The seed a student typed: the text of a whole number from 0 to 2**63 - 1.

    Anything else (letters, "1.5", "-3", an empty field) is the `RuleError` of
    `check_seed`, which names what was typed.
    """
    given = str(text).strip()
    try:
        value: int | str = int(given)
    except ValueError:
        value = given
    return check_seed(value)


def sample_in_chunks(
    ev: Event, trials: int, rng: np.random.Generator, on_chunk: Callable[[int], None]
) -> np.ndarray:
    """`trials` new trials of `ev` drawn from `rng`, at most `CHUNK` at a time;
    `on_chunk(done)` is called after each chunk with the trials drawn so far."""
    parts = []
    done = 0
    while done < trials:
        size = min(CHUNK, trials - done)
        parts.append(ev.sample(size, rng))
        done += size
        on_chunk(done)
    return np.concatenate(parts)
