"""The shift at the heart of the Kniffel score law (`distribution._spread`): each entry
adds its weight times a card's band of the points' law (jumps by other points) into the
next layer at its place, each jump count `stride` further on. Checked against the
definition written as a loop over entries and values, for random bands, places, strides
and weights (shapes mixed, places meeting); and which writes are jumps
(`distribution._jumps`), against its definition."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from pyramide_kit.kniffel import distribution as dist
from pyramide_kit.kniffel.rules import Rules


@st.composite
def spreads(draw):
    widths = draw(st.lists(st.integers(1, 7), min_size=1, max_size=8))
    jumps = draw(st.lists(st.integers(1, 3), min_size=len(widths), max_size=len(widths)))
    start = np.r_[0, np.cumsum(np.multiply(widths, jumps))]
    size = int(start[-1])
    flat = np.array(draw(st.lists(st.floats(0, 1), min_size=size, max_size=size)))
    low = np.zeros(len(widths), dtype=np.int64)
    law = dist._Rows(flat, start, low, np.array(widths), low)
    entries = draw(st.integers(1, 12))

    def numbers(lo, hi):
        return np.array(draw(st.lists(st.integers(lo, hi), min_size=entries, max_size=entries)))

    source, at, stride = numbers(0, len(widths) - 1), numbers(0, 10), numbers(0, 6)
    weight = np.array(draw(st.lists(st.floats(0, 1), min_size=entries, max_size=entries)))
    return law, source, at, stride, weight


@given(spreads(), st.integers(1, 9))
@settings(max_examples=300, deadline=None)
def test_the_shift_adds_each_band_where_its_entry_says(case, gather):
    law, source, at, stride, weight = case
    expected = np.zeros(40)
    for e, row in enumerate(source.tolist()):
        band = law.flat[law.start[row] : law.start[row + 1]]
        for q, value in enumerate(band.tolist()):
            jump, other = divmod(q, int(law.width[row]))
            expected[at[e] + jump * stride[e] + other] += weight[e] * value
    target = np.zeros(40)
    saved, dist._GATHER = dist._GATHER, gather  # small blocks split the groups too
    try:
        dist._spread(target, at, stride, weight, law, source)
    finally:
        dist._GATHER = saved
    np.testing.assert_allclose(target, expected, rtol=1e-12, atol=1e-15)


@given(st.lists(st.integers(0, 250), min_size=1, max_size=20), st.sampled_from([0, 1, 50, 100]))
def test_a_jump_is_a_write_worth_the_extra_kniffel_points(gains, points):
    rules = Rules(extra_kniffel="hasbro", extra_kniffel_points=points)
    jumps = dist._jumps(rules, np.array(gains))
    assert jumps.tolist() == [gain >= max(points, 1) for gain in gains]
