"""The 1/9 made precise, and the non-transitive duel of Miwin's dice."""

import numpy as np
import pytest
import sympy
from hypothesis import given
from hypothesis import strategies as st
from sympy.stats import DiscreteUniform
from sympy.stats import P as probability_of

from pyramide_kit.dice import D6, MIWIN_DICE, MIWIN_III, MIWIN_IV, MIWIN_V
from pyramide_kit.errors import RuleError
from pyramide_kit.mauro.duel import (
    EFRON_DICE,
    counter_die,
    d6_win_probability,
    die_named,
    duel_outcomes,
    new_duel,
    tie_probability,
    win_probability,
    win_probability_sympy,
)
from pyramide_kit.mauro.ninth import chance_facts, successor, successor_probability
from pyramide_kit.simulate import simulate_proportion

R = sympy.Rational
FACTS = {f.key: f for f in chance_facts()}


@pytest.mark.parametrize("key", sorted(FACTS))
def test_every_fact_two_routes_agree(key):
    assert FACTS[key].agrees


def test_successor_wraps_the_ring():
    assert [successor(k) for k in range(1, 10)] == [2, 3, 4, 5, 6, 7, 8, 9, 1]
    assert [successor(k, 2) for k in range(1, 10)] == [3, 4, 5, 6, 7, 8, 9, 1, 2]


@given(st.integers(1, 9), st.integers(0, 30))
def test_steps_on_the_ring_are_single_steps_repeated(k, steps):
    walked = k
    for _ in range(steps):
        walked = successor(walked)
    assert successor(k, steps) == walked


@pytest.mark.parametrize(("k", "steps"), [(0, 1), (10, 1), (1.0, 1), (True, 1), (5, -1)])
def test_successor_refuses_numbers_off_the_ring(k, steps):
    with pytest.raises(RuleError):
        successor(k, steps)


@pytest.mark.parametrize("steps", range(10))
def test_successor_chances_two_routes(steps):
    """Counting face pairs against sympy.stats' P((b - a) mod 9 = steps mod 9) for every
    ordered pair of dice; no steps at all is a tie."""
    for a in MIWIN_DICE:
        for b in MIWIN_DICE:
            xa, yb = DiscreteUniform("a", sorted(a.faces)), DiscreteUniform("b", sorted(b.faces))
            expected = probability_of(sympy.Eq(sympy.Mod(yb - xa, 9), steps % 9))
            assert successor_probability(a, b, steps) == expected, (a.name, b.name)
    assert successor_probability(MIWIN_III, MIWIN_IV, 0) == tie_probability(MIWIN_III, MIWIN_IV)


def test_two_steps_from_iii_to_iv_by_hand():
    """III's faces 1 2 5 6 7 9 plus two places are 3 4 7 8 9 2; IV holds 3, 4, 8, 9."""
    assert successor_probability(MIWIN_III, MIWIN_IV, 2) == R(4, 36)


def test_successor_chance_refuses_what_is_not_a_die():
    with pytest.raises(RuleError) as refused:
        successor_probability("III", MIWIN_IV)
    assert refused.value.key == "mauro_err_die"
    with pytest.raises(RuleError):
        successor_probability(MIWIN_III, MIWIN_IV, 1.5)


def test_the_facts_speak_both_languages_with_the_same_values():
    german = {f.key: f for f in chance_facts("de")}
    assert german.keys() == FACTS.keys()
    english = {f.key: f for f in chance_facts("en")}
    for key, fact in german.items():
        assert (fact.by_enumeration, fact.by_formula) == (
            english[key].by_enumeration,
            english[key].by_formula,
        )
    assert german["pair_neighbours_III_V"].event == "die Würfel III und V zeigen Nachbarzahlen"
    assert english["pair_neighbours_III_V"].event == "dice III and V show neighbours"
    assert german["random_die_shows_7"].formula == "7 steht auf 2 der 18 Seiten"
    assert english["successor_III_IV"].event == "die IV shows the number after die III's"
    assert all(english[key].event != german[key].event for key in german)
    with pytest.raises(RuleError) as refused:
        chance_facts("fr")
    assert refused.value.key == "check_err_lang"


def test_the_one_ninth_events():
    """By hand: every number stands on two of the 18 faces (2/18); the successor chances
    of the six ordered pairs are 3, 5, 5, 3, 3, 5 out of 36, averaging 4/36."""
    ninth = {k for k, f in FACTS.items() if f.by_enumeration == R(1, 9)}
    assert ninth == {
        *(f"random_die_shows_{k}" for k in range(1, 10)),
        "random_pair_successor",
        "fair_nine_successor",
        "fair_nine_equal",
    }


def test_the_two_ninths_and_the_others():
    """By hand for III and IV: 1-9 both ways, 9-8, 2-1, 2-3, 5-4, 6-5, 7-8: 8 of 36."""
    assert FACTS["pair_neighbours_III_IV"].by_enumeration == R(8, 36)
    for pair in ("III_IV", "III_V", "IV_V"):
        assert FACTS[f"pair_neighbours_{pair}"].by_enumeration == R(2, 9)
        assert FACTS[f"equal_{pair}"].by_enumeration == R(3, 36)
    assert FACTS["fair_nine_neighbours"].by_enumeration == R(2, 9)
    # III's faces 1 2 5 6 7 9 are followed by 2 3 6 7 8 1; IV holds 3, 8, 1; V 2, 3, 6, 7, 8.
    assert FACTS["successor_III_IV"].by_enumeration == R(3, 36)
    assert FACTS["successor_III_V"].by_enumeration == R(5, 36)
    assert FACTS["straight"].by_enumeration == R(1, 12)


def test_cycle_each_die_beats_the_next_with_17_36():
    """By hand, III against IV: 2 beats 1; 5 beats 1 3 4; 6 and 7 beat 1 3 4 5; 9 beats
    1 3 4 5 8: 1 + 3 + 4 + 4 + 5 = 17 of 36; IV wins 16 and 3 tie (1, 5, 9)."""
    cycle = [(MIWIN_III, MIWIN_IV), (MIWIN_IV, MIWIN_V), (MIWIN_V, MIWIN_III)]
    for a, b in cycle:
        assert win_probability(a, b) == win_probability_sympy(a, b) == R(17, 36)
        assert win_probability(b, a) == win_probability_sympy(b, a) == R(16, 36)
        assert tie_probability(a, b) == R(3, 36)
        assert sum(duel_outcomes(a, b).values()) == 1


def test_the_lessons_duel_table_two_routes():
    """Every entry of the lesson's table by counting and by sympy.stats; a die against
    its twin ties on 6 of 36 pairs and wins half of the rest: 15/36."""
    for a in MIWIN_DICE:
        assert win_probability(a, a) == win_probability_sympy(a, a) == R(36 - 6, 2 * 36)
        for b in MIWIN_DICE:
            assert win_probability(a, b) == win_probability_sympy(a, b)


def test_d6_and_efron_for_comparison():
    assert d6_win_probability() == win_probability_sympy(D6, D6) == R(15, 36)
    for i, a in enumerate(EFRON_DICE):
        b = EFRON_DICE[(i + 1) % 4]
        assert win_probability(a, b) == win_probability_sympy(a, b) == R(2, 3)


def test_counter_die_is_the_one_that_beats_yours():
    assert counter_die(MIWIN_IV) is MIWIN_III
    assert counter_die(MIWIN_V) is MIWIN_IV
    assert counter_die(MIWIN_III) is MIWIN_V
    for die in MIWIN_DICE:
        assert win_probability(counter_die(die), die) > win_probability(die, counter_die(die))


def test_duel_records_and_validates():
    duel = new_duel("IV")
    assert duel.computer_die is MIWIN_III and duel.exact_computer_win == R(17, 36)
    duel = duel.throw((8, 7)).throw((1, 2)).throw((5, 5))
    assert (duel.player_wins, duel.computer_wins, duel.ties) == (1, 1, 1)
    with pytest.raises(RuleError, match="die IV cannot show 7"):
        duel.throw((7, 1))
    with pytest.raises(RuleError, match="die III cannot show 3"):
        duel.throw((1, 3))
    for bad in ((1,), None, (True, 1), (1.0, 1)):
        with pytest.raises(RuleError) as caught:
            duel.throw(bad)
        assert caught.value.key in ("mauro_err_duel_throw", "err_die_face")
    for name in ("VI", 3, None):
        with pytest.raises(RuleError, match="no die"):
            die_named(name)
    assert sum(duel.chance_outcomes().values()) == 1


def test_duel_with_repeated_faces_counts_each_face():
    """Efron's A holds 4 on four faces, D (the die that beats A) 5 on three: the pair
    (4, 5) comes up in 4 x 3 of the 36 equally likely face pairs."""
    duel = new_duel("A", EFRON_DICE)
    assert duel.computer_die.name == "D"
    outcomes = duel.chance_outcomes()
    assert sum(outcomes.values()) == 1 and outcomes[(4, 5)] == R(4 * 3, 36)


def test_simulated_duels_computer_wins_near_17_36():
    duel = new_duel("V")

    def trial(rng):
        return duel.roll(rng).results[-1] == -1

    result = simulate_proportion(trial, 5_000, 2026, R(17, 36))
    assert result.contains_exact
    a = new_duel("III").roll(np.random.default_rng(1))
    assert a == new_duel("III").roll(np.random.default_rng(1))
