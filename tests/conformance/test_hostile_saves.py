"""Saves written to break the kit: each is refused with the kit's own error.

For every game a short game is played and saved, then the text is made hostile: a move
field nested hundreds of lists deep, a 4,301-digit number, a float or bool version, a
field name of 10,000 characters, another game's state given to `dumps`. Each is an
`InvalidSaveError` (a `RuleError`) or, for `dumps`, a `RuleError`, never Python's own
exception. A long legal save loads in time linear in its length; `sample_chance`
refuses a generator that cannot draw.
"""

from __future__ import annotations

import json
import time

import numpy as np
import pytest

from pyramide_kit import mauro
from pyramide_kit.errors import InvalidSaveError, RuleError
from pyramide_kit.saving import DEEPEST
from pyramide_kit.table import CHANCE
from tests.conformance.cases import GAMES, all_cases, played

CASES = all_cases()
FIRST = {game: next(c for c in CASES if c.package.__name__.endswith(game)) for game in GAMES}
ONE_EACH = list(FIRST.values())
IDS = [c.name for c in ONE_EACH]


def _data(case):
    return json.loads(case.package.dumps(played(case)))


def _refused(package, text):
    with pytest.raises(InvalidSaveError) as caught:
        package.loads(text)
    assert len(str(caught.value)) < 1_000, "a message quotes the input, cut short"
    return caught.value


def _a_move_with_a_list(data):
    """The index of a saved move with a field holding a list, and that field's name."""
    for i, item in enumerate(data["history"]):
        for name, value in item.items():
            if isinstance(value, list):
                return i, name
    raise AssertionError("every game's history has a move with a list field")


# --- nesting (cause 10) --------------------------------------------------------------


@pytest.mark.parametrize("case", ONE_EACH, ids=IDS)
@pytest.mark.parametrize("depth", [DEEPEST + 1, 500, 980, 5_000])
def test_a_move_field_nested_deep_is_refused_without_recursion(case, depth):
    data = _data(case)
    step, name = _a_move_with_a_list(data)
    data["history"][step][name] = "__DEEP__"
    text = json.dumps(data).replace('"__DEEP__"', "[" * depth + "1" + "]" * depth)
    _refused(case.package, text)


@pytest.mark.parametrize("case", ONE_EACH, ids=IDS)
def test_the_rules_nested_deep_are_refused(case):
    data = _data(case)
    name = next(iter(data["rules"]))
    text = json.dumps(data).replace(
        f'"{name}": ', f'"{name}": ' + "[" * 700 + "1" + "]" * 700 + ", " + f'"x{name}": ', 1
    )
    _refused(case.package, text)


def test_the_deepest_a_move_needs_still_loads():
    """A card claim's shares are two lists deep, the deepest of any move."""
    case = FIRST["karten"]
    state = played(case, moves=200, seed=3)
    text = case.package.dumps(state)
    assert '"shares": [[' in text
    assert case.package.loads(text) == state


# --- numbers and versions (cause 13) -------------------------------------------------


@pytest.mark.parametrize("case", ONE_EACH, ids=IDS)
def test_a_number_of_4301_digits_is_the_kits_error(case):
    data = _data(case)
    step, name = _a_move_with_a_list(data)
    data["history"][step][name] = "__BIG__"
    text = json.dumps(data).replace('"__BIG__"', "9" * 4_301)
    error = _refused(case.package, text)
    assert "9" * 100 not in str(error)


@pytest.mark.parametrize("case", ONE_EACH, ids=IDS)
@pytest.mark.parametrize("version", [2.0, True, "2", [2], None, 10**400])
def test_the_version_is_the_int_exactly(case, version):
    data = _data(case)
    data["version"] = version
    text = json.dumps(data)
    if version == 10**400:
        text = text.replace(str(10**400), "1" + "0" * 400)
    error = _refused(case.package, text)
    assert error.key == "save_err_invalid"


def test_a_bool_is_not_version_1_of_a_tally():
    from pyramide_kit.tally import saving as tally_saving
    from pyramide_kit.tally.model import Tally

    data = json.loads(tally_saving.dumps(Tally.new(next(iter(_experiments())))))
    data["version"] = True
    with pytest.raises(InvalidSaveError):
        tally_saving.loads(json.dumps(data))
    assert tally_saving.loads(tally_saving.dumps(Tally.new(next(iter(_experiments())))))


def _experiments():
    from pyramide_kit.tally.experiments import EXPERIMENTS

    return EXPERIMENTS


@pytest.mark.parametrize("case", ONE_EACH, ids=IDS)
@pytest.mark.parametrize("where", ["move", "rules", "seat"])
def test_a_long_field_name_is_not_echoed_whole(case, where):
    data = _data(case)
    long_name = "x" * 10_000
    if where == "move":
        data["history"][0][long_name] = 1
    elif where == "rules":
        data["rules"][long_name] = 1
    else:
        data["seats"][0][long_name] = 1
    error = _refused(case.package, json.dumps(data))
    assert long_name not in str(error)


@pytest.mark.parametrize("case", ONE_EACH, ids=IDS)
def test_every_refused_save_is_an_invalid_save_error(case):
    data = _data(case)
    bad_move = json.loads(json.dumps(data))
    bad_move["history"][0] = {"move": "Nonsense"}
    for text in ["", "[]", "{", json.dumps({**data, "game": "other"}), json.dumps(bad_move)]:
        error = _refused(case.package, text)
        assert isinstance(error, RuleError)


# --- dumps (cause 11) ----------------------------------------------------------------


@pytest.mark.parametrize("case", ONE_EACH, ids=IDS)
def test_dumps_refuses_anything_but_its_own_games_state(case):
    others = [c for c in ONE_EACH if c.package is not case.package]
    for thing in [{}, None, 3, "game", *(o.start() for o in others)]:
        with pytest.raises(RuleError) as caught:
            case.package.dumps(thing)
        assert caught.value.key == "save_err_not_state"


# --- chance's generator (cause 9) ----------------------------------------------------


@pytest.mark.parametrize("case", ONE_EACH, ids=IDS)
@pytest.mark.parametrize("rng", [None, 7, "seed", np.random.Generator, np.random.RandomState(0)])
def test_sample_chance_refuses_what_cannot_draw(case, rng):
    state = case.start()
    while state.to_move is not CHANCE:
        state = state.apply(state.legal_moves()[0])
    with pytest.raises(RuleError) as caught:
        state.sample_chance(rng)
    assert caught.value.key == "check_err_rng"
    assert state.sample_chance(np.random.default_rng(0)) in state.legal_moves()


# --- long saves (cause 12) -----------------------------------------------------------


def _long_mauro(moves):
    rng = np.random.default_rng(1)
    state = mauro.new_game(3, mauro.Rules(rounds=10_000))
    for _ in range(moves):
        state = state.apply(
            state.sample_chance(rng) if state.to_move is CHANCE else state.legal_moves()[0]
        )
    return state


@pytest.mark.parametrize("case", ONE_EACH, ids=IDS)
def test_replaying_a_save_does_not_copy_the_growing_history(case, monkeypatch):
    """Each replayed step used to copy the whole history so far: n moves, n * n / 2
    copies. Count how long the history is at each `apply` while loading."""
    state = played(case, moves=300, seed=2)
    text = case.package.dumps(state)
    kind = type(state)
    seen = []
    original = kind.apply

    def counting(self, move):
        seen.append(len(self.history))
        return original(self, move)

    monkeypatch.setattr(kind, "apply", counting)
    loaded = case.package.loads(text)
    monkeypatch.undo()
    assert loaded == state and loaded.history == state.history
    assert len(seen) == len(state.history) and sum(seen) == 0


def test_a_long_save_loads_in_linear_time():
    """8 times the moves take about 8 times as long (64 if loading were quadratic)."""
    texts = {n: mauro.dumps(_long_mauro(n)) for n in (2_000, 16_000)}

    def load_time(n):
        best = float("inf")
        for _ in range(3):
            start = time.perf_counter()
            mauro.loads(texts[n])
            best = min(best, time.perf_counter() - start)
        return best

    assert load_time(16_000) < 24 * load_time(2_000)


# --- karten states built by hand (cause 6) are in tests/karten/test_built_states.py --
