"""`seat_policies`: the one reading of a game widget's `policy` argument: one policy for
all computer seats, one per computer seat in seat order, or a mapping by seat number or
name for some of them; anything else is refused with one message in both languages."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from pyramide_kit.errors import RuleError
from pyramide_kit.i18n import error_text
from pyramide_kit.seats import Player
from pyramide_kit.spec import GameSpec
from pyramide_kit.ui.policies import seat_policies


@dataclass(frozen=True)
class Careful:
    name: str = "careful"


@dataclass(frozen=True)
class Bold:
    name: str = "bold"


SEATS = (Player("Ann"), Player("Robo", True), Player("Rita", True))
SPEC = GameSpec(
    name="test",
    title_key="pyr_title",
    rules=object,
    new_game=lambda players, rules=None: None,
    state=object,
    describe=lambda state, move, lang: str(move),
    policies={"default": Careful, "bold": Bold},
    widget="",
    scene="",
    events_at="",
)


def read(given):
    return seat_policies(given, SEATS, SPEC)


def test_one_policy_none_a_sequence_and_a_mapping_by_number_or_name():
    assert read(None) == {1: Careful(), 2: Careful()}
    assert read(Bold()) == {1: Bold(), 2: Bold()}
    assert read([Bold(), Careful()]) == {1: Bold(), 2: Careful()}
    assert read((Careful(), Bold())) == {1: Careful(), 2: Bold()}
    assert read({2: Bold()}) == {1: Careful(), 2: Bold()}
    assert read({"Robo": Bold()}) == {1: Bold(), 2: Careful()}
    assert read({}) == {1: Careful(), 2: Careful()}
    assert seat_policies(Bold(), (Player("Ann"),), SPEC) == {}


@pytest.mark.parametrize(
    "given",
    [
        "bold",
        3,
        [Bold()],  # one policy short
        [Bold(), Bold(), Bold()],
        {0: Bold()},  # a human seat
        {"Ann": Bold()},
        {"Nobody": Bold()},
        {5: Bold()},
        {True: Bold()},
        {1: Bold(), "Robo": Careful()},  # the same seat twice
        {1: "bold"},
        [Bold(), object()],
    ],
)
def test_anything_else_is_refused_naming_the_computer_seats(given):
    with pytest.raises(RuleError) as info:
        read(given)
    error = info.value
    assert error.key == "shell_err_policies" and "(Robo, Rita)" in str(error)
    assert "Careful, Bold" in error_text(error, "en")
    assert error_text(error, "de").startswith("Die Computerplätze (Robo, Rita) spielen")
