"""The shift at the heart of the Kniffel score law (`distribution._spread`): each entry
adds its weight times a band of the points' law into the next layer at its place. Checked
against the definition written as a loop over entries and values, for random bands,
places and weights (lengths mixed, places meeting)."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from pyramide_kit.kniffel import distribution as dist


@st.composite
def spreads(draw):
    lengths = draw(st.lists(st.integers(1, 7), min_size=1, max_size=8))
    start = np.r_[0, np.cumsum(lengths)]
    size = int(start[-1])
    flat = np.array(draw(st.lists(st.floats(0, 1), min_size=size, max_size=size)))
    law = dist._Rows(flat, start, np.zeros(len(lengths), dtype=np.int64))
    entries = draw(st.integers(1, 12))
    source = np.array(draw(st.lists(st.integers(0, len(lengths) - 1), min_size=entries,
                                    max_size=entries)))  # fmt: skip
    at = np.array(draw(st.lists(st.integers(0, 10), min_size=entries, max_size=entries)))
    weight = np.array(draw(st.lists(st.floats(0, 1), min_size=entries, max_size=entries)))
    return law, source, at, weight


@given(spreads(), st.integers(1, 9))
@settings(max_examples=200, deadline=None)
def test_the_shift_adds_each_band_where_its_entry_says(case, gather):
    law, source, at, weight = case
    expected = np.zeros(20)
    for e, row in enumerate(source.tolist()):
        band = law.flat[law.start[row] : law.start[row + 1]]
        for j, value in enumerate(band.tolist()):
            expected[at[e] + j] += weight[e] * value
    target = np.zeros(20)
    saved, dist._GATHER = dist._GATHER, gather  # small blocks split the groups too
    try:
        dist._spread(target, at, weight, law, source)
    finally:
        dist._GATHER = saved
    np.testing.assert_allclose(target, expected, rtol=1e-12, atol=1e-15)
