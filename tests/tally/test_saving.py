"""Saves of a class tally: a round trip, and every hand-edited mistake refused whole."""

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pyramide_kit.errors import RuleError
from pyramide_kit.tally import EXPERIMENTS, Tally, dumps, loads
from pyramide_kit.tally.saving import load_error_text


@st.composite
def tallies(draw):
    key = draw(st.sampled_from(list(EXPERIMENTS)))
    ex = EXPERIMENTS[key]
    names = draw(st.lists(st.text(min_size=1, max_size=12).filter(str.strip), max_size=5))
    tally = Tally.new(key)
    for name in names:
        results = draw(st.lists(st.integers(ex.low, ex.high), min_size=1, max_size=20))
        try:
            tally = tally.add(name, results=results)
        except RuleError:  # a name taken (without case) or with control characters
            continue
    return tally


@given(tallies())
def test_round_trip(tally):
    again = loads(dumps(tally))
    assert again == tally
    assert again.pooled_counts == tally.pooled_counts


def test_the_save_names_format_version_experiment_and_groups():
    tally = Tally.new("six").add("Gruppe Ä", counts={1: 14, 0: 46})
    data = json.loads(dumps(tally))
    assert data == {
        "format": "pyramide-kit-tally",
        "version": 1,
        "experiment": "six",
        "groups": [{"name": "Gruppe Ä", "counts": [[0, 46], [1, 14]]}],
    }


def save(**changes):
    data = {
        "format": "pyramide-kit-tally",
        "version": 1,
        "experiment": "sum_of_two",
        "groups": [{"name": "A", "counts": [[7, 3], [2, 1]]}],
    }
    data.update(changes)
    return json.dumps(data)


def test_a_hand_made_save_loads():
    assert loads(save()).pooled_counts == {2: 1, 7: 3}


BAD = [
    ("not JSON", "{format", "tally_err_save"),
    ("not text", 42, "tally_err_save"),
    ("too long", " " * 1_000_001, "tally_err_save"),
    ("a list", "[]", "tally_err_save"),
    ("a game's save", save(format="pyramide-kit"), "tally_err_save"),
    ("version", save(version=2), "tally_err_save"),
    ("unknown experiment", save(experiment="dice"), "tally_err_save"),
    ("groups not a list", save(groups={"A": 1}), "tally_err_save"),
    ("extra part", save(teacher="X"), "tally_err_save"),
    ("outcome outside", save(groups=[{"name": "A", "counts": [[13, 1]]}]), "tally_err_save_group"),
    ("negative count", save(groups=[{"name": "A", "counts": [[7, -2]]}]), "tally_err_save_group"),
    ("float count", save(groups=[{"name": "A", "counts": [[7, 2.5]]}]), "tally_err_save_group"),
    ("float outcome", save(groups=[{"name": "A", "counts": [[7.0, 2]]}]), "tally_err_save_group"),
    ("outcome twice", save(groups=[{"name": "A", "counts": [[7, 1], [7, 2]]}]),
     "tally_err_save_group"),
    ("not a pair", save(groups=[{"name": "A", "counts": [[7, 1, 1]]}]), "tally_err_save_group"),
    ("no attempts", save(groups=[{"name": "A", "counts": []}]), "tally_err_save_group"),
    ("name twice", save(groups=[{"name": "A", "counts": [[7, 1]]},
                                {"name": "a", "counts": [[8, 1]]}]), "tally_err_save_group"),
    ("empty name", save(groups=[{"name": "", "counts": [[7, 1]]}]), "tally_err_save_group"),
    ("extra field", save(groups=[{"name": "A", "counts": [[7, 1]], "n": 1}]),
     "tally_err_save_group"),
    ("group not an object", save(groups=[["A", [[7, 1]]]]), "tally_err_save_group"),
]  # fmt: skip


@pytest.mark.parametrize(("what", "text", "key"), BAD, ids=[b[0] for b in BAD])
def test_a_bad_save_is_refused_naming_the_problem(what, text, key):
    with pytest.raises(RuleError) as caught:
        loads(text)
    assert caught.value.key == key, what
    assert str(caught.value).startswith("this is not a valid saved tally")


def test_a_refused_group_is_named_in_german_with_its_own_reason():
    text = save(groups=[{"name": "A", "counts": [[7, 1]]}, {"name": "B", "counts": [[13, 1]]}])
    with pytest.raises(RuleError) as caught:
        loads(text)
    german = load_error_text(caught.value, "de")
    assert german.startswith("Das ist keine gültige gespeicherte Strichliste: Gruppe 2")
    assert "Ein Ergebnis muss eine ganze Zahl von 2 bis 12 sein, nicht 13" in german
    assert "group 2 is not allowed" in load_error_text(caught.value, "en")
