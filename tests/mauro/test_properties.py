"""Property tests: random legal play never breaks an invariant; JSON round trips."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from pyramide_kit.mauro import (
    Rules,
    ThrowClass,
    all_throws,
    are_neighbours,
    classify,
    dumps,
    loads,
    new_game,
    score_variant2,
)
from pyramide_kit.mauro.game import BANKED, LOST, SCORED, STOPPED

THROWS = st.sampled_from(all_throws())
RULES = st.builds(
    Rules,
    variant=st.sampled_from([1, 2]),
    rounds=st.integers(1, 3),
    may_stop=st.booleans(),
    ring=st.booleans(),
)


@pytest.mark.slow
@given(THROWS)
def test_class_and_variant2_score_agree(throw):
    kind = classify(throw)
    score = score_variant2(throw)
    if kind is ThrowClass.NOTHING:
        assert score == 0
    if kind is ThrowClass.STRAIGHT:
        assert score > 0
    assert 0 <= score <= 34


@given(THROWS, st.permutations(range(3)))
def test_class_does_not_depend_on_which_die_shows_what(throw, order):
    """Classes look at the numbers only: any order of the same numbers gives the same."""
    shuffled = tuple(throw[i] for i in order)
    pairs = sum(are_neighbours(shuffled[i], shuffled[j]) for i, j in ((0, 1), (0, 2), (1, 2)))
    distinct = len(set(shuffled)) == 3
    expected = (
        ThrowClass.PASCH
        if not distinct
        else {0: ThrowClass.NOTHING, 1: ThrowClass.NEIGHBOURS, 2: ThrowClass.STRAIGHT}[pairs]
    )
    assert classify(throw) is expected


@settings(max_examples=60)
@given(RULES, st.integers(1, 4), st.lists(THROWS, max_size=40), st.data())
def test_json_round_trip(rules, players, throws, data):
    game = new_game(players, rules)
    for throw in throws:
        if game.over:
            break
        stop = game.can_bank and data.draw(st.booleans())
        game = game.bank() if stop else game.throw(throw)
    assert loads(dumps(game)) == game


class MauroMachine(RuleBasedStateMachine):
    """Random legal play; after every step the bookkeeping must still hold."""

    @rule(rules=RULES, players=st.integers(1, 4))
    def start(self, rules, players):
        self.game = new_game(players, rules)

    def __init__(self):
        super().__init__()
        self.game = new_game(2)

    @precondition(lambda self: not self.game.over)
    @rule(throw=THROWS)
    def throw(self, throw):
        before = self.game
        self.game = self.game.throw(throw)
        assert len(self.game.turns) in (len(before.turns), len(before.turns) + 1)

    @precondition(lambda self: self.game.can_bank)
    @rule()
    def bank(self):
        self.game = self.game.bank()

    @invariant()
    def bookkeeping(self):
        game = self.game
        n = len(game.players)
        assert len(game.turns) <= n * game.rules.rounds
        assert 1 <= game.round <= game.rules.rounds
        if game.over:
            assert game.series == ()
        totals = [0] * n
        for index, turn in enumerate(game.turns):
            assert turn.player == index % n and turn.round == index // n + 1
            assert len(turn.points) == len(turn.throws)
            totals[turn.player] += turn.banked
            kinds = [classify(t, game.rules.ring) for t in turn.throws]
            if game.rules.variant == 2:
                assert turn.result == SCORED and len(turn.throws) == 1
                assert turn.banked == score_variant2(turn.throws[0], game.rules.ring)
                continue
            scoring = {ThrowClass.NEIGHBOURS, ThrowClass.STRAIGHT}
            if turn.result == STOPPED:
                assert all(k in scoring for k in kinds) and turn.banked == sum(turn.points) > 0
            else:
                assert all(k in scoring for k in kinds[:-1])
                end = ThrowClass.PASCH if turn.result == LOST else ThrowClass.NOTHING
                assert turn.result in (LOST, BANKED) and kinds[-1] is end
                assert turn.banked == (0 if turn.result == LOST else sum(turn.points))
        assert tuple(totals) == game.totals()
        assert all(t >= 0 for t in totals)


MauroMachine.TestCase.settings = settings(max_examples=40, stateful_step_count=40)
TestMauroMachine = pytest.mark.slow(MauroMachine.TestCase)
