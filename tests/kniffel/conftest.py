"""Fixtures shared by the Kniffel tests."""

import pytest

from pyramide_kit.kniffel.compare import VARIANTS


@pytest.fixture(scope="session")
def yatzy_reference():
    """yatzy-solver's tables of the two variants it shares with the kit, built once a run
    (the independent solver's build is the slowest part of the tests that compare with it)."""
    ys = pytest.importorskip("yatzy_solver")
    return {name: ys.Solver.build(ys.Variant(VARIANTS[name])) for name in VARIANTS}
