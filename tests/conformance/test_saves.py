"""Saves of every game are move logs that only load through the rules.

For each case a short random game is played and saved; then the text is damaged in the
ways a hand edit or a wrong file damages it, and `loads` must refuse each with a
`RuleError` that says what is wrong (and, for a bad move, at which step), never load a
game the rules do not allow and never crash with another exception.
"""

from __future__ import annotations

import json

import pytest

from pyramide_kit.errors import RuleError
from tests.conformance.cases import all_cases, played

CASES = all_cases()
IDS = [c.name for c in CASES]


def _refused(package, text, match=None):
    with pytest.raises(RuleError) as caught:
        package.loads(text)
    if match:
        assert match in str(caught.value)
    return caught.value


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_a_save_round_trips_and_is_a_move_log(case):
    state = played(case)
    text = case.package.dumps(state)
    data = json.loads(text)
    assert data["format"] == "pyramide-kit" and data["version"] == 2
    assert len(data["history"]) == len(state.history)
    assert case.package.loads(text) == state


@pytest.mark.parametrize("case", CASES, ids=IDS)
@pytest.mark.parametrize(
    "text",
    ["", "not json", "[", "[" * 100_000 + "]" * 100_000, "null", "42", '"text"', "{}", "[]"],
    ids=["empty", "words", "open", "deep", "null", "number", "string", "object", "list"],
)
def test_junk_is_refused(case, text):
    _refused(case.package, text)


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_non_text_is_refused(case):
    for value in (None, 42, b"\xff\xfe", ["a"]):
        with pytest.raises(ValueError):
            case.package.loads(value)


@pytest.mark.slow
@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_another_games_save_is_refused(case):
    other = next(c for c in CASES if c.package is not case.package)
    _refused(case.package, other.package.dumps(other.start()), "save of")


@pytest.mark.parametrize("case", CASES, ids=IDS)
@pytest.mark.parametrize(
    "edit",
    [
        lambda d: d.update(version=1),
        lambda d: d.update(format="other"),
        lambda d: d.update(extra=1),
        lambda d: d.pop("history"),
        lambda d: d.update(history={"move": "x"}),
        lambda d: d.update(seats=[]),
        lambda d: d.update(seats="Anna"),
        lambda d: d.update(rules=[1, 2]),
        lambda d: d["rules"].update(no_such_rule=1),
        lambda d: d["history"].append({"move": "NoSuchMove"}),
        lambda d: d["history"].append(7),
        lambda d: d["history"].append({"move": d["history"][0]["move"], "bogus": 1}),
    ],
    ids=[
        "version",
        "format",
        "extra part",
        "no history",
        "history not a list",
        "no seats",
        "seats text",
        "rules list",
        "unknown rule",
        "unknown move",
        "move not an object",
        "unknown field",
    ],
)
def test_edited_saves_are_refused(case, edit):
    state = played(case, moves=6)
    data = json.loads(case.package.dumps(state))
    edit(data)
    _refused(case.package, json.dumps(data))


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_a_move_that_is_illegal_at_its_step_names_the_step(case):
    state = played(case, moves=12)
    data = json.loads(case.package.dumps(state))
    assert len(data["history"]) >= 3
    data["history"].insert(1, data["history"][1])
    if data["history"][1] == data["history"][2] and _legal_twice(case, data):
        pytest.skip("repeating this move is legal in this game")
    error = _refused(case.package, json.dumps(data))
    assert error.key == "save_err_move" and error.params["step"] in (2, 3)


def _legal_twice(case, data):
    try:
        case.package.loads(json.dumps(data))
    except RuleError:
        return False
    return True
