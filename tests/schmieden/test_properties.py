"""Property tests: random legal play never breaks a rule of Würfelpyramiden schmieden."""

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyramide_kit.errors import RuleError
from pyramide_kit.schmieden import RoundState, Rules, dumps, loads, new_game
from pyramide_kit.schmieden.pieces import PLACE_ROW, PLACES, SUPPORTS

rules_strategy = st.builds(
    Rules,
    max_throws=st.integers(1, 7),
    rounds=st.integers(1, 3),
    bonus_three=st.integers(0, 9),
    bonus_four=st.integers(0, 9),
    first_throw_min_base=st.integers(0, 3),
)


def check_pyramid(state: RoundState) -> None:
    """Every placed die of the middle and top rests on filled places and fits (2v < sum)."""
    values = dict(zip(PLACES, state.placed, strict=True))
    for place, below in SUPPORTS.items():
        if values[place] is not None:
            under = [values[b] for b in below]
            assert None not in under
            assert 2 * values[place] < sum(under)


def expected_points(rules: Rules, placed, throws: int, complete: bool) -> int:
    """The score by the rules text, written out independently of the engine."""
    if not complete:
        return 0
    largest = max(Counter(placed).values())
    bonus = rules.bonus_four if largest >= 4 else rules.bonus_three if largest == 3 else 0
    return (rules.max_throws + 1 - throws) + bonus


@pytest.mark.slow
@settings(max_examples=60)
@given(st.data(), rules_strategy, st.integers(1, 3))
def test_random_legal_play_keeps_every_die_legal_and_scores_by_the_rules(data, rules, players):
    game = new_game(players, rules)
    steps = 0
    while not game.over and steps < 400:
        steps += 1
        state = game.turn
        check_pyramid(state)
        if state.rolled is None:
            counts = state.dice_to_roll()
            values = data.draw(
                st.lists(st.integers(1, 6), min_size=sum(counts.values()), max_size=6)
            )
            try:
                game = game.throw(values)
            except RuleError:
                assert len(values) != sum(counts.values())
            continue
        legal = [(s, p) for s in state.rolled_slots for p in state.legal_places(s)]
        # every refused pair is refused by the engine, and the state stays as it was
        slot = data.draw(st.integers(0, 5))
        place = data.draw(st.sampled_from(PLACES))
        if (slot, place) not in legal:
            try:
                game.place(slot, place)
                raise AssertionError("an illegal placement was accepted")
            except RuleError:
                assert game.turn is state
        for s, p in legal:
            assert PLACE_ROW[p] == ("base", "base", "base", "middle", "middle", "top")[s]
        choice = data.draw(st.sampled_from([*legal, None]))
        if choice is None:
            try:
                game = game.end_throw()
            except RuleError as error:
                assert error.key == "schmieden_err_first_base" and state.throws == 1
        else:
            game = game.place(*choice)
        if data.draw(st.booleans()):
            assert loads(dumps(game)) == game
    assert game.over or steps == 400
    for record in game.records:
        assert record.points == expected_points(
            rules, record.placed, record.throws, record.complete
        )
        assert record.throws <= rules.max_throws
        if record.complete:
            assert max(Counter(record.placed).values()) <= 4
    if game.over:
        assert len(game.records) == rules.rounds * players


@pytest.mark.slow
@given(st.lists(st.integers(1, 6), min_size=6, max_size=6))
def test_a_first_throw_can_always_meet_the_base_rule(values):
    state = RoundState().throw(values)
    assert state.legal_places(0) == ("B1", "B2", "B3")
    assert state.place(0, "B3").end_throw().throws == 1
