"""A student's policy valued exactly and the chance of a target, each by two routes: the
multiset recursion against the generic `Solver` (policy mode, or a 0/1 leaf) over the
engine, and the limits and identities that need no solver at all."""

from __future__ import annotations

from fractions import Fraction

import pytest

from pyramide_kit.exact import as_fraction
from pyramide_kit.optimal import Solver
from pyramide_kit.pyramide import optimal
from pyramide_kit.pyramide.game import Game
from pyramide_kit.pyramide.odds import mean_score
from pyramide_kit.pyramide.sheet import ScoreSheet
from pyramide_kit.pyramide.strategy import ComputerPolicy, keep_ones

MAX_SCORE = 300  # the large pyramid of six ones
MIN_SCORE = -36  # the worst build: a small pyramid of 6 on 6 under 6, say


def engine_round(start: Game, leaf_of_score, policy=None) -> Fraction:
    """The generic solver over the engine for the round of `start`, the round's score
    (what its Write added to the sheet, unweighted) scored by `leaf_of_score`."""
    before = sum(start.sheet.scores)
    written = start.sheet.rounds_written

    def leaf(state):
        sheet = state.sheets[0]
        if sheet.rounds_written == written:
            return None
        return Fraction(leaf_of_score(sum(sheet.scores) - before))

    return Solver(0, leaf=leaf, key=optimal.position_key, policy=policy).value(start)


class OnesPolicy:
    """Keeps every one (the road to 300), writes the bottom when it stops."""

    def choose(self, state):
        if not state.dice:
            return optimal.Roll()
        kept = keep_ones(tuple(sorted(state.dice)))
        if kept is None or not state.can_throw:
            return optimal.Write(state.sheet.free_boxes[-1])
        return optimal.Roll(tuple(i for i, pip in enumerate(state.dice) if pip == 1))


@pytest.mark.parametrize("policy", [ComputerPolicy(), OnesPolicy()])
@pytest.mark.parametrize("throws", [1, 2, 3])
def test_policy_value_equals_the_generic_solver_following_the_policy(policy, throws):
    start = optimal.round_start(throws)
    assert as_fraction(optimal.policy_value(policy, throws)) == engine_round(
        start, lambda score: score, policy
    )


def test_policy_value_of_the_computer_is_its_markov_chains_mean():
    assert optimal.policy_value(ComputerPolicy()) == mean_score(3, ComputerPolicy())


def test_the_round_score_policy_reaches_the_round_optimum():
    assert optimal.policy_value(optimal.RoundScorePolicy()) == optimal.round_value()


def test_the_policy_reports_costs_add_up_to_what_the_policy_loses():
    report = optimal.policy_report(ComputerPolicy(), count=None)
    lost = sum((d.cost for d in report), Fraction(0))
    assert lost == as_fraction(optimal.round_value() - optimal.policy_value(ComputerPolicy()))
    top = optimal.policy_report(ComputerPolicy(), count=3)
    assert len(top) == 3 and top[0].cost >= top[1].cost >= top[2].cost > 0
    assert all(d.move != d.best_move and 0 < d.probability <= 1 for d in top)


@pytest.mark.parametrize("target", [MIN_SCORE, 30, 100, 180, MAX_SCORE])
@pytest.mark.parametrize("throws", [1, 2])
def test_round_chance_equals_the_generic_solver_with_a_goal_leaf(target, throws):
    generic = engine_round(optimal.round_start(throws), lambda score: int(score >= target))
    assert as_fraction(optimal.round_chance(target, throws)) == generic


def test_round_chance_limits_and_monotonicity():
    assert optimal.round_chance(MAX_SCORE + 1) == 0
    assert optimal.round_chance(MIN_SCORE) == 1
    chances = [optimal.round_chance(t) for t in (0, 50, 100, 200, MAX_SCORE)]
    assert chances == sorted(chances, reverse=True)
    # 300 needs six ones, and keeping every one is the way to them: the policy's round
    # scores 300 exactly when it ends with six ones
    assert optimal.round_chance(MAX_SCORE) > 0


def sheet_with(top=(), middle=(), bottom=()) -> Game:
    return Game(optimal.Rules(), optimal.round_start().seats, (ScoreSheet(top, middle, bottom),))


@pytest.mark.parametrize(
    ("written", "target"),
    [
        ({"top": (40,), "middle": (30, 20), "bottom": (10, 5)}, 300),
        ({"top": (60,), "middle": (30, 20), "bottom": (10, 5)}, 520),
    ],
)
def test_game_chances_on_short_sheets_equal_the_generic_solver(written, target):
    state = sheet_with(**written)
    over = state.sheet.total

    def leaf(s):
        return Fraction(int(s.sheets[0].total >= target)) if s.over else None

    generic = Solver(0, leaf=leaf, key=optimal.position_key).value(state)
    assert optimal.move_chances(state, target) == {optimal.Roll(): generic}
    assert over < target


def test_game_chance_limits():
    weights = sum(optimal.Rules().box_weights[i] * n for i, n in enumerate((1, 2, 3)))
    assert optimal.game_chance(MIN_SCORE * weights) == 1
    assert optimal.game_chance(MAX_SCORE * weights + 1) == 0


def test_a_position_where_the_best_chance_is_not_the_best_average():
    target = 150
    state, chance_move, average_move = next(optimal.goal_conflicts(target))
    # second route: the generic solver over the engine from that position, both goals
    before = sum(state.sheet.scores)
    written = state.sheet.rounds_written

    def leaf_of(score_value):
        def leaf(s):
            sheet = s.sheets[0]
            if sheet.rounds_written == written:
                return None
            return Fraction(score_value(sum(sheet.scores) - before))

        return leaf

    average = Solver(0, leaf=leaf_of(lambda x: x), key=optimal.position_key).move_values(state)
    chance = Solver(
        0, leaf=leaf_of(lambda x: int(x >= target)), key=optimal.position_key
    ).move_values(state)
    assert chance[chance_move] == max(chance.values()) > chance[average_move]
    assert average[average_move] == max(average.values()) > average[chance_move]


@pytest.mark.slow
def test_move_chances_after_a_throw_equal_the_generic_solver_move_by_move():
    # the sub-sheets' chances from the vectorised solve (floats and their complements
    # choosing, residues exact) and the round's recursion, against the engine; one box
    # open (the generic solver over two rounds takes minutes)
    sheet = ScoreSheet((40,), (30, 20), (10,))  # a bottom box open
    target = sheet.total + 100
    state = Game(optimal.Rules(), optimal.round_start().seats, (sheet,), 0, (1, 1, 3, 4, 5, 6), 1)

    def leaf(s):
        return Fraction(int(s.sheets[0].total >= target)) if s.over else None

    generic = Solver(0, leaf=leaf, key=optimal.position_key).move_values(state)
    chances = optimal.move_chances(state, target)
    assert chances == generic
    assert 0 < min(chances.values()) < max(chances.values()) < 1
