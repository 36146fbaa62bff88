"""The best keep of each hand in the Kniffel score law (`distribution._best_keeps`: its
value and its place, row * columns + column): checked against its definition written as
a loop over each hand's keeps in row order (the first of the largest value wins), for
keep values drawn from a few numbers and their neighbours a unit or two of the last
place away, so that exact ties and near ties both occur."""

from __future__ import annotations

from collections import Counter

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from pyramide_kit.kniffel import distribution as dist
from pyramide_kit.kniffel.keeps import HANDS, KEEPS, ROWS

BASES = (0.0, 1.0, 2.5, 131.0)
NEIGHBOURS = 3
"""A code c stands for BASES[c // NEIGHBOURS] moved up c % NEIGHBOURS units of the last
place."""
KEEPS_OF = [[r for r in range(KEEPS) if not Counter(ROWS[r]) - Counter(hand)] for hand in HANDS]


def value_of(code: int) -> float:
    value = BASES[code // NEIGHBOURS]
    for _ in range(code % NEIGHBOURS):
        value = float(np.nextafter(value, np.inf))
    return value


@given(
    st.integers(1, 3).flatmap(
        lambda columns: arrays(
            np.int64, (KEEPS, columns), elements=st.integers(0, len(BASES) * NEIGHBOURS - 1)
        )
    )
)
@settings(max_examples=100, deadline=None)
def test_each_hand_keeps_the_first_of_its_best_keeps_in_row_order(codes):
    columns = codes.shape[1]
    keep_values = np.zeros((len(ROWS), columns))
    keep_values[:KEEPS] = np.vectorize(value_of)(codes)
    best, place = dist._best_keeps(keep_values)
    row, column = np.divmod(place, columns)
    assert (column == np.arange(columns)).all()
    for h, keeps in enumerate(KEEPS_OF):
        for c in range(columns):
            first = keeps[0]
            for r in keeps:
                if keep_values[r, c] > keep_values[first, c]:
                    first = r
            assert (row[h, c], best[h, c]) == (first, keep_values[first, c]), (HANDS[h], c)
