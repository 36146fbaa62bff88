"""Random probability trees for the property tests: up to three stages and eight
paths, exact probabilities from whole weights (some of them 0), short distinct outcome
names, and beside each tree the same tree as plain nested tuples, so that a test can
walk it without the code under test."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import strategies as st

from pyramide_kit.diagrams import Branch

NAMES = ("ja", "nein", "rot", "blau", "six", "Zahl", "Kopf", "one")


@st.composite
def node(draw, depth: int, budget: int):
    """(branches, plain) for one node: `plain` is a tuple of (outcome, Fraction, plain
    children); at most `budget` leaves below it."""
    count = draw(st.integers(1, max(1, min(3, budget))))
    weights = draw(st.lists(st.integers(0, 12), min_size=count, max_size=count))
    if sum(weights) == 0:
        weights[0] = 1
    names = draw(st.permutations(NAMES))[:count]
    branches, plain = [], []
    left = budget
    for k, (name, weight) in enumerate(zip(names, weights, strict=True)):
        p = Fraction(weight, sum(weights))
        room = left - (count - k - 1)
        deeper = depth > 1 and room >= 2 and draw(st.booleans())
        if deeper:
            children, plain_children = draw(node(depth - 1, room))
            leaves = _leaves(plain_children)
        else:
            children, plain_children, leaves = (), (), 1
        left -= leaves
        branches.append(Branch(name, p, children))
        plain.append((name, p, plain_children))
    return tuple(branches), tuple(plain)


def _leaves(plain) -> int:
    return sum(_leaves(children) if children else 1 for _, _, children in plain)


trees = node(3, 8)
"""(branches, plain): a random tree of at most 3 stages and 8 paths, twice."""

two_stage_trees = st.builds(
    lambda a, b1, b2: (
        Branch("A", a, (Branch("B", b1), Branch("not B", 1 - b1))),
        Branch("not A", 1 - a, (Branch("B", b2), Branch("not B", 1 - b2))),
    ),
    *(st.fractions(min_value=0, max_value=1, max_denominator=500) for _ in range(3)),
)
"""A random tree of two events A and B, two branches on each stage."""
