"""Every event of every game: a large seeded simulation agrees with the exact value.

The explorer shows a 95 % interval; here each check uses a 99.9 % interval, so that the
thirty-odd checks together would rarely fail by chance even with other seeds (with the
fixed seeds below the outcome is fixed). A distribution must also pass a chi-square
test at the 0.1 % level. The number of trials is sized per event: large where the
vectorised simulators run, smaller where every trial goes through the rules engine.
"""

import numpy as np
import pytest

from pyramide_kit.explorer import GAMES, event, events
from pyramide_kit.simulate import chi_square_test, mean_interval, rng_for, wilson_interval

CONFIDENCE = 0.999
DEFAULT_N = 200_000
N = {
    ("pyramide", "ones_one_throw"): 2_000_000,
    ("pyramide", "ones_two_throws"): 1_000_000,
    ("karten", "someone_matches"): 2_000,
    ("karten", "someone_else_matches"): 1_500,
    ("karten", "matching_cards"): 2_000,
    ("karten", "bus_one_go"): 10_000,
    ("karten", "bus_end"): 10_000,
}
ALL = [(ev.game, ev.key) for game in GAMES for ev in events(game)]


@pytest.mark.parametrize(("game", "key"), ALL)
def test_simulation_agrees_with_the_exact_value(game, key):
    ev = event(game, key)
    n = N.get((game, key), DEFAULT_N)
    seed = 20261130 + ALL.index((game, key))
    values = ev.sample(n, rng_for(seed))
    plotted = ev.plotted(values)
    exact = float(ev.line)
    if ev.kind == "mean":
        low, high = mean_interval(plotted, CONFIDENCE)
    else:
        low, high = wilson_interval(int(plotted.sum()), n, CONFIDENCE)
    assert low <= exact <= high, f"{game}/{key}: {exact} outside {low} .. {high} (n={n})"
    if ev.kind == "distribution":
        statistic, dof, p_value = chi_square_test(ev.counts(values), ev.exact)
        assert p_value > 0.001, f"{game}/{key}: chi-square {statistic:.1f} on {dof}, p {p_value}"


def test_a_wrong_exact_value_would_be_caught():
    # the same check against a value 10 % off fails: the sizes above can tell
    ev = event("mauro", "straight")
    values = ev.sample(DEFAULT_N, rng_for(1))
    low, high = wilson_interval(int(values.sum()), values.size, CONFIDENCE)
    assert not low <= 1.1 * float(ev.exact) <= high
    assert np.isclose(values.mean(), float(ev.exact), rtol=0.05)
