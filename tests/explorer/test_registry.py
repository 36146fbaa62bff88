"""The registry: every game offers at least five events, each complete and consistent."""

import numpy as np
import pytest
import sympy

from pyramide_kit.events import engine_sampler
from pyramide_kit.exact import Distribution
from pyramide_kit.explorer import GAMES, Event, event, events
from pyramide_kit.i18n import t
from pyramide_kit.simulate import rng_for

ALL = [(ev.game, ev.key) for game in GAMES for ev in events(game)]


@pytest.mark.parametrize("game", GAMES)
def test_each_game_offers_at_least_five_events(game):
    offered = events(game)
    assert len(offered) >= 5
    assert len({ev.key for ev in offered}) == len(offered)
    assert all(ev.game == game for ev in offered)


@pytest.mark.parametrize(("game", "key"), ALL)
def test_event_has_titles_and_an_exact_value_of_its_kind(game, key):
    ev = event(game, key)
    english, german = ev.title("en"), ev.title("de")
    assert english and german and english != german
    if ev.kind == "distribution":
        assert isinstance(ev.exact, Distribution)
        assert sum(ev.exact.values()) == 1
        assert ev.line == max(ev.exact.values())
    else:
        assert isinstance(ev.exact, sympy.Rational)
    if ev.kind == "probability":
        assert 0 < ev.exact < 1
        assert ev.variance == ev.exact * (1 - ev.exact)
    assert ev.variance > 0


@pytest.mark.parametrize(("game", "key"), ALL)
def test_sampler_gives_one_value_per_trial_of_the_right_kind(game, key):
    ev = event(game, key)
    values = ev.sample(20, rng_for(1))
    assert values.shape == (20,)
    assert ev.sample(0, rng_for(1)).shape == (0,)
    if ev.kind == "probability":
        assert set(np.unique(values)) <= {0, 1}
    if ev.kind == "distribution":
        assert values.min() >= 0 and values.max() < len(ev.outcomes)


@pytest.mark.parametrize(("game", "key"), ALL)
def test_same_seed_same_trials(game, key):
    ev = event(game, key)
    assert np.array_equal(ev.sample(30, rng_for(9)), ev.sample(30, rng_for(9)))


def test_unknown_game_event_and_kind_are_refused_with_the_choices():
    with pytest.raises(ValueError, match="'pyramide', 'mauro'"):
        events("skat")
    with pytest.raises(ValueError, match="'pasch'"):
        event("mauro", "full_house")
    sampler = engine_sampler(lambda rng: 1)
    with pytest.raises(ValueError, match="probability, mean"):
        Event("mauro", "x", "median", lambda: 1, sampler)
    with pytest.raises(ValueError, match="variance"):
        Event("mauro", "x", "mean", lambda: 1, sampler)


def test_a_float_is_not_taken_for_an_exact_value():
    sampler = engine_sampler(lambda rng: 1)
    with pytest.raises(TypeError, match="not an exact rational"):
        _ = Event("mauro", "x", "probability", lambda: 0.25, sampler).exact
    rough = Event("mauro", "x", "mean", lambda: 1, sampler, exact_variance=lambda: 0.5)
    with pytest.raises(TypeError, match="not an exact rational"):
        _ = rough.variance
    assert Event("mauro", "x", "probability", lambda: sympy.Rational(1, 4), sampler).exact == (
        sympy.Rational(1, 4)
    )


def test_an_outcome_the_exact_law_calls_impossible_is_an_error():
    ev = event("mauro", "score_variant2")
    with pytest.raises(ValueError, match="impossible"):
        ev.codes_of(np.array([0, 3, 4]))
    assert list(ev.codes_of(np.array([0, 3, 34]))) == [0, 1, len(ev.outcomes) - 1]


def test_titles_come_from_the_catalogue():
    ev = event("kniffel", "full_house")
    assert ev.title("de") == t("kniffel_event_full_house", "de")
    assert "Full House" in ev.title("de")


@pytest.mark.parametrize(("game", "key"), [(g, k) for g, k in ALL if event(g, k).kind == "mean"])
def test_a_mean_event_names_limits_its_trials_keep(game, key):
    """The band is cut at `limits`: they must be true of the quantity. Each mean event
    names a lower limit, and 20,000 trials reach it and never go below it; the exact
    mean lies inside."""
    ev = event(game, key)
    least, most = ev.band_limits
    assert least is not None
    values = ev.sample(20_000, rng_for(5))
    assert values.min() == least and (most is None or values.max() <= most)
    assert least <= float(ev.exact) and (most is None or float(ev.exact) <= most)


@pytest.mark.parametrize(("game", "key"), [(g, k) for g, k in ALL if event(g, k).kind != "mean"])
def test_a_share_is_cut_at_zero_and_one(game, key):
    assert event(game, key).band_limits == (0, 1)
