"""Each event's exact value, by a second enumeration here, and its simulation against it."""

from fractions import Fraction
from itertools import product

import pytest

from pyramide_kit.dice import MIWIN_III, MIWIN_V
from pyramide_kit.errors import RuleError
from pyramide_kit.predict import EVENTS, event
from pyramide_kit.schmieden.pieces import BLUE, WHITE
from pyramide_kit.simulate import rng_for, wilson_interval

D6 = range(1, 7)


def share(outcomes, test):
    outcomes = list(outcomes)
    return Fraction(sum(map(test, outcomes)), len(outcomes))


BY_HAND = {
    "mauro_apart": lambda: share(
        product(MIWIN_III.faces, MIWIN_V.faces), lambda d: abs(d[0] - d[1]) not in (0, 1, 8)
    ),
    "kniffel_two_alike": lambda: share(product(D6, repeat=5), lambda d: len(set(d)) < 5),
    "schmieden_average": lambda: share(
        product(WHITE.faces, WHITE.faces, BLUE.faces), lambda d: 2 * d[2] == d[0] + d[1]
    ),
    "one_within_four": lambda: 1 - Fraction(5, 6) ** 4,
    # first throw 5 or 6 (1/3); else a 4 to 6 on the second (1/2); else the third (1/2)
    "tiny_game_four": lambda: (
        Fraction(1, 3) + Fraction(2, 3) * (Fraction(1, 2) + Fraction(1, 2) * Fraction(1, 2))
    ),
}


def test_every_event_is_checked_by_hand():
    assert set(BY_HAND) == set(EVENTS)


@pytest.mark.parametrize("key", sorted(EVENTS))
def test_exact_by_two_routes(key):
    assert EVENTS[key].exact == BY_HAND[key]()


@pytest.mark.parametrize("key", sorted(EVENTS))
def test_simulation_holds_the_exact_value(key):
    """Seed 2026, 20,000 trials: the 99.9 % Wilson interval holds the exact value."""
    hits, n = EVENTS[key].simulate(rng_for(2026), 20_000)
    low, high = wilson_interval(hits, n, 0.999)
    assert low <= EVENTS[key].exact <= high


def test_unknown_key():
    with pytest.raises(RuleError) as caught:
        event("nothing")
    assert caught.value.key == "predict_err_key"
