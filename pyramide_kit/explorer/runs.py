"""The Explorer's trials: the seed a student types, and the trials of one event drawn in
whole chunks from one seeded generator.

The generator only ever draws whole chunks of `CHUNK` trials and hands them out in any
sizes, keeping what a run did not use for the next one. So the n-th trial depends on
the seed alone, not on how the runs were split (1x then 100x are the first 101 trials
of a 101x run) nor on where a run was stopped: a run stopped after some chunks and
resumed gives exactly the trials of one uninterrupted run. Chunks also let the widget
move its progress bar and look at its Stop button between them.
"""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np

from pyramide_kit.checks import check_seed
from pyramide_kit.events import Event
from pyramide_kit.simulate import rng_for

__all__ = ["CHUNK", "RUNS", "Trials", "parse_seed"]

RUNS = (1, 100, 10_000, 1_000_000)
"""The run sizes the Explorer offers as buttons."""

CHUNK = 10_000
"""The trials drawn from the generator at once, and the most a run adds between two
looks at the progress bar and the Stop button."""


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


class Trials:
    """The trials of `ev` from `seed`, in the order `ev.sample(CHUNK, rng_for(seed))`
    draws them chunk after chunk, handed out by `chunks`."""

    def __init__(self, ev: Event, seed: int) -> None:
        self.event = ev
        self._rng = rng_for(seed)
        self._spare: np.ndarray | None = None

    def chunks(self, trials: int) -> Iterator[np.ndarray]:
        """The next `trials` trials, at most `CHUNK` at a time. Trials of a chunk drawn
        but not handed out (the run ended, or its caller stopped asking) stay for the
        next call, so stopping never skips or repeats a trial."""
        done = 0
        while done < trials:
            if self._spare is None or self._spare.size == 0:
                self._spare = self.event.sample(CHUNK, self._rng)
            size = min(trials - done, self._spare.size)
            part, self._spare = self._spare[:size], self._spare[size:]
            done += size
            yield part
