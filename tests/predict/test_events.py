"""Each event's exact value, by a second route here, and its simulation against it."""

from fractions import Fraction
from itertools import product
from math import comb

import pytest

from pyramide_kit.errors import RuleError
from pyramide_kit.i18n import t
from pyramide_kit.kniffel import odds as kniffel_odds
from pyramide_kit.mauro import ThrowClass
from pyramide_kit.mauro.odds import class_probabilities_sympy
from pyramide_kit.predict import EVENTS, event
from pyramide_kit.simulate import rng_for, wilson_interval

D6 = range(1, 7)
ONE_ROUND = (1 - Fraction(5, 6) ** 3) ** 6  # each of six dice shows a one within three throws

SECOND_ROUTE = {
    "two_dice_seven": lambda: Fraction(
        sum(red + blue == 7 for red, blue in product(D6, repeat=2)), 36
    ),
    "pyramide_ones_three_throws": lambda: ONE_ROUND,
    # the rank's 3 other cards among the 51 unseen; the 4 players hold 16 of them
    "karten_someone_matches": lambda: 1 - Fraction(comb(48, 16), comb(51, 16)),
    "fair_die_many_sixes": lambda: sum(
        Fraction(comb(120, k) * 5 ** (120 - k), 6**120) for k in range(27, 121)
    ),
    "mauro_neighbours": lambda: class_probabilities_sympy()[ThrowClass.NEIGHBOURS],
    "kniffel_three_throws": lambda: kniffel_odds.p_kniffel_within_enumerated(3),
    "schmieden_middle_fits": lambda: Fraction(
        sum(2 * m < x + y for x, y, m in product(D6, repeat=3)), 216
    ),
    "ones_within_179": lambda: 1 - (1 - ONE_ROUND) ** 179,
    "six_within_three": lambda: 1 - Fraction(5, 6) ** 3,
}


def test_every_event_has_a_second_route_and_a_question():
    assert set(SECOND_ROUTE) == set(EVENTS)
    for key in EVENTS:
        de, en = (t(f"predict_q_{key}", lang) for lang in ("de", "en"))
        assert de != en and de.endswith(".") and en.endswith(".")


@pytest.mark.parametrize("key", sorted(EVENTS))
def test_exact_by_two_routes(key):
    assert EVENTS[key].exact == Fraction(str(SECOND_ROUTE[key]()))


@pytest.mark.parametrize("key", sorted(EVENTS))
def test_simulation_holds_the_exact_value(key):
    """Seed 2026, 4,000 trials: the 99.9 % Wilson interval holds the exact value."""
    hits, n = EVENTS[key].simulate(rng_for(2026), 4_000)
    low, high = wilson_interval(hits, n, 0.999)
    assert low <= EVENTS[key].exact <= high


def test_unknown_key():
    with pytest.raises(RuleError) as caught:
        event("nothing")
    assert all(key in str(caught.value) for key in EVENTS)  # it names the known ones
