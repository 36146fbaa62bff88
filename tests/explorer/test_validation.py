"""The Explorer and the registry check what they are given: a bad language, seed, game,
event or number of trials is a `RuleError` with a catalogue key (German and English
texts), and a bad seed typed into the widget is shown and changes nothing."""

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from pyramide_kit.checks import SEED_LIMIT
from pyramide_kit.errors import RuleError
from pyramide_kit.explorer import event, events
from pyramide_kit.explorer.app import Explorer, parse_seed
from pyramide_kit.i18n import CATALOGUE, error_text
from pyramide_kit.simulate import rng_for

NOT_WHOLE = st.one_of(
    st.floats(allow_nan=True, allow_infinity=True),
    st.booleans(),
    st.text(max_size=6),
    st.fractions(),
    st.none(),
)
BAD_TRIALS = st.one_of(NOT_WHOLE, st.integers(max_value=0))


def refused(call, *args, **kwargs):
    with pytest.raises(RuleError) as caught:
        call(*args, **kwargs)
    error = caught.value
    assert error.key in CATALOGUE
    german, english = error_text(error, "de"), error_text(error, "en")
    assert german and english and german != english
    return error


def typed_seed_is_good(text):
    try:
        return 0 <= int(text.strip()) < SEED_LIMIT
    except ValueError:
        return False


@pytest.fixture(scope="module")
def explorer():
    """One Explorer for the module, with a few trials: a refused input must leave it as
    it was anyway."""
    app = Explorer(lang="en", seed=7, game="mauro", event_key="pasch")
    app.run(5)
    return app


@pytest.mark.parametrize(
    ("arguments", "name"),
    [
        ({"seed": "42"}, "seed"),
        ({"seed": 1.5}, "seed"),
        ({"seed": -1}, "seed"),
        ({"seed": True}, "seed"),
        ({"seed": None}, "seed"),
        ({"seed": SEED_LIMIT}, "seed"),
        ({"lang": "fr"}, "lang"),
        ({"lang": None}, "lang"),
        ({"game": "skat"}, "game"),
        ({"game": 1}, "game"),
        ({"game": "mauro", "event_key": "full_house"}, "event_key"),
        ({"game": "mauro", "event_key": None}, "event_key"),
    ],
)
def test_the_constructor_refuses_bad_arguments(arguments, name):
    error = refused(Explorer, **arguments)
    assert error.params["name"] == name


def test_the_messages_say_what_is_allowed():
    english = error_text(refused(Explorer, seed="42"), "en")
    assert english.startswith("The seed must be a whole number from 0 to")
    german = error_text(refused(Explorer, game="skat"), "de")
    assert german.startswith("Das Spiel muss eines von 'pyramide', 'mauro'")
    english = error_text(refused(Explorer, game="mauro", event_key="x"), "en")
    assert english.startswith("The event must be one of 'pasch'")


@pytest.mark.slow
@given(BAD_TRIALS)
def test_a_run_needs_a_whole_number_of_trials_and_changes_nothing_otherwise(explorer, trials):
    before = explorer.values.copy()
    error = refused(explorer.run, trials)
    assert error_text(error, "de").startswith("Die Zahl der Versuche muss eine ganze Zahl von 1")
    assert np.array_equal(explorer.values, before)


@pytest.mark.slow
def test_choose_refuses_an_unknown_game_or_event_before_changing_anything(explorer):
    explorer.choose("mauro", "pasch")
    explorer.run(10)
    before = explorer.values.copy()
    refused(explorer.choose, "skat")
    refused(explorer.choose, "kniffel", "pasch")  # pasch is Mauro's, not Kniffel's
    assert explorer.game_select.value == "mauro" and explorer.event.key == "pasch"
    assert np.array_equal(explorer.values, before)


@given(
    st.one_of(
        st.text(max_size=8),
        st.integers(max_value=-1).map(str),
        st.integers(min_value=SEED_LIMIT).map(str),
        st.floats().map(str),
    ).filter(lambda text: not typed_seed_is_good(text))
)
def test_a_bad_typed_seed_is_shown_and_changes_nothing(explorer, text):
    before, seed = explorer.values.copy(), explorer.seed
    explorer.seed_entry.value = text
    explorer.seed_button.click()
    assert explorer.message.kind == "error"
    assert "The seed must be a whole number from 0 to" in explorer.message.text
    assert explorer.seed == seed and np.array_equal(explorer.values, before)
    refused(parse_seed, text)


@pytest.mark.parametrize(
    ("text", "seed"), [("8", 8), (" 12 ", 12), ("0", 0), (str(SEED_LIMIT - 1), SEED_LIMIT - 1)]
)
def test_a_good_typed_seed_is_taken(text, seed):
    assert parse_seed(text) == seed


@pytest.mark.parametrize("n", [2.5, -1, True, "10", None])
def test_the_registry_refuses_a_bad_number_of_trials(n):
    refused(event("mauro", "pasch").sample, n, rng_for(1))


def test_the_registry_refuses_unknown_games_and_events():
    refused(events, "skat")
    refused(event, "mauro", "full_house")
