"""Second routes for the exact values the explorer derives from an odds module.

Each number here is derived without the kit's code: closed forms, `sympy.stats`, or a
count over every ordered throw written from the rules text.
"""

from collections import Counter
from fractions import Fraction
from itertools import product

import pytest
import sympy
import sympy.stats as stats

from pyramide_kit.exact import as_fraction
from pyramide_kit.explorer import event
from pyramide_kit.karten.odds import bus_by_enumeration


@pytest.mark.slow
def test_rounds_until_the_pyramid_of_ones_is_geometric():
    # one round (three throws, keeping ones) ends with six ones with p = (1 - (5/6)^3)^6:
    # each die shows a one within three throws independently; the round that makes it
    # is geometric with that p
    p = (1 - sympy.Rational(5, 6) ** 3) ** 6
    rounds = stats.Geometric("R", p)
    ev = event("pyramide", "rounds_until_ones")
    assert ev.exact == stats.E(rounds) == 1 / p
    assert ev.variance == sympy.simplify(stats.variance(rounds))
    assert 178 < float(ev.exact) < 180


def test_throw_of_the_sixth_one_by_the_closed_form():
    within = [(1 - sympy.Rational(5, 6) ** k) ** 6 for k in range(4)]
    law = event("pyramide", "throws_until_ones").exact
    for k in (1, 2, 3):
        assert law[k] == Fraction(str(within[k] - within[k - 1]))
    assert law[None] == Fraction(str(1 - within[3]))


def test_most_alike_after_one_throw_by_counting_all_ordered_throws():
    counts = Counter(max(Counter(d).values()) for d in product(range(1, 7), repeat=5))
    law = event("kniffel", "most_alike").exact
    assert dict(law) == {k: Fraction(c, 6**5) for k, c in counts.items()}
    # by hand: all different 6 * 5 * 4 * 3 * 2 = 720
    assert counts[1] == 720


@pytest.mark.slow
def test_how_a_bus_run_ends_from_the_engine_enumeration():
    # P(wrong at question k) = P(first k - 1 right) - P(first k right), the step chances
    # walked through the engine's answer check
    steps = [Fraction(1)] + [as_fraction(s) for s in bus_by_enumeration()]
    law = event("karten", "bus_end").exact
    for k in range(1, 5):
        assert law[("wrong", k)] == steps[k - 1] - steps[k]
    assert law[("through", 4)] == steps[4]


@pytest.mark.slow
def test_mean_and_variance_of_a_variant2_throw_by_sympy_stats():
    # Miwin's dice III, IV, V (faces from the rules text); a pair of dice scores its sum
    # when the numbers are neighbours on the ring 1..9 (differ by 1, or are 1 and 9)
    faces = ([1, 2, 5, 6, 7, 9], [1, 3, 4, 5, 8, 9], [2, 3, 4, 6, 7, 8])
    x, y, z = (stats.DiscreteUniform(name, f) for name, f in zip("XYZ", faces, strict=True))

    def pair(a, b):
        near = sympy.Or(sympy.Eq(sympy.Abs(a - b), 1), sympy.Eq(sympy.Abs(a - b), 8))
        return sympy.Piecewise((a + b, near), (0, True))

    score = pair(x, y) + pair(x, z) + pair(y, z)
    ev = event("mauro", "mean_variant2")
    assert ev.variance == stats.variance(score)
    assert ev.exact == stats.E(score)
