"""A game of Pyramide through the Python API: turns, holding, the sheet, saving."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from pyramide_kit.dice import InvalidDiceError
from pyramide_kit.errors import RuleError
from pyramide_kit.pyramide import (
    Player,
    ScoreSheet,
    assess_build,
    best_build,
    dumps,
    loads,
    new_game,
)
from pyramide_kit.pyramide.strategy import ComputerPolicy
from pyramide_kit.simulate import rng_for
from pyramide_kit.table import play_turn


def test_score_sheet_weights_top_middle_bottom():
    sheet = ScoreSheet().write("top", 10).write("middle", 20).write("bottom", -5)
    assert sheet.total == 3 * 10 + 2 * 20 - 5
    assert sheet.free_boxes == ("middle", "bottom")


def test_the_rule_texts_sheet_after_six_rounds():
    sheet = ScoreSheet()
    for box, score in [
        ("top", 64),
        ("middle", 66),
        ("middle", 54),
        ("bottom", 32),
        ("bottom", 24),
        ("bottom", -4),
    ]:
        sheet = sheet.write(box, score)
    assert sheet.full
    assert sheet.row_total("top") == 192  # rule text: x3 = 192
    assert sheet.row_total("middle") == 240  # rule text: x2 = 240


def test_rule_text_slip_the_sheets_bottom_row_and_total():
    """The rule text's sheet writes 32, 24 and -4 in the bottom row but sums them to 54 and
    the whole sheet to 486; the bottom row is 32 + 24 - 4 = 52 and the total 484."""
    sheet = ScoreSheet(top=(64,), middle=(66, 54), bottom=(32, 24, -4))
    assert sheet.row_total("bottom") == 32 + 24 - 4 != 54
    assert sheet.total == 192 + 240 + 52 != 486


def test_a_full_row_is_refused_and_the_sheet_is_unchanged():
    sheet = ScoreSheet().write("top", 30)
    with pytest.raises(RuleError, match="top row is full; free rows: middle, bottom"):
        sheet.write("top", 40)
    assert sheet.top == (30,)
    with pytest.raises(RuleError, match="unknown box 'side'"):
        sheet.write("side", 1)


def test_holding_and_taking_back():
    game = new_game(1).throw((), (1, 1, 5, 6, 2, 3))
    assert game.dice == (1, 1, 2, 3, 5, 6)  # a throw is a multiset; it lands sorted
    game = game.throw((0, 1), (4, 4, 4, 4))
    assert game.dice == (1, 1, 4, 4, 4, 4)
    # take the first 1 back and throw it again with the rest, keep the 4s
    game = game.throw((1, 2, 3, 4, 5), (6,))
    assert game.dice == (6, 1, 4, 4, 4, 4)
    assert game.throws_left == 0
    with pytest.raises(RuleError, match="no throws left"):
        game.throw((), (1,) * 6)


def test_stopping_early_writes_the_best_build():
    game = new_game(["Ana", "Ben"]).throw((), (6, 6, 6, 1, 1, 1))
    after = game.write("top")
    assert after.sheets[0].top == (180,)
    assert after.current == 1 and after.dice == () and after.throws == 0


def test_a_hand_build_is_checked_but_the_best_build_is_written():
    """Ruling (moves.py): Write scores the best build; a hand build is assessed only."""
    game = new_game(1).throw((), (4, 6, 5, 3, 2, 2))
    small = game.build("small", ((6, 5), (2,)))
    assert small.score == (6 + 5 + 2) - (4 + 3 + 2)
    verdict = assess_build(game.dice, "small", ((6, 5), (2,)))
    assert not verdict.is_best and verdict.best.score == (4 + 6 + 5 + 3 + 2 + 2) * 3
    assert game.write("bottom").sheets[0].bottom == ((4 + 6 + 5 + 3 + 2 + 2) * 3,)


@pytest.mark.parametrize(
    ("move", "message"),
    [
        (lambda g: g.throw((0,), (1, 2, 3, 4, 5)), "nothing can be kept before the first throw"),
        (lambda g: g.write("top"), "throw at least once"),
        (lambda g: g.throw((), (1, 2, 3)), "expected 6 dice, got 3"),
        (lambda g: g.throw((), (1, 2, 3, 4, 5, 9)), "cannot show 9"),
    ],
)
def test_illegal_moves_before_throwing(move, message):
    game = new_game(2)
    with pytest.raises(ValueError, match=message):
        move(game)


def test_illegal_keeps_after_a_throw():
    game = new_game(1).throw((), (1, 2, 3, 4, 5, 6))
    with pytest.raises(RuleError, match="position must be a whole number from 0 to 5"):
        game.throw((6,), (1,) * 5)
    with pytest.raises(RuleError, match="kept twice"):
        game.throw((1, 1), (1,) * 4)
    with pytest.raises(RuleError, match="nothing to throw"):
        game.throw(range(6), ())
    with pytest.raises(InvalidDiceError):
        game.throw((0,), (1, 2, 3, 4, 7))


@pytest.mark.parametrize("players", [0, 7, ["A"] * 7, []])
def test_player_count_is_checked(players):
    with pytest.raises(RuleError, match=r"from 1 to 6|1 to 6 players"):
        new_game(players)


def test_a_whole_game_through_the_api_and_ties_share_the_win():
    game = new_game(["Ana", "Ben"])
    boxes = ["top", "middle", "middle", "bottom", "bottom", "bottom"]
    for box in boxes:
        for _ in range(2):  # both throw the same dice and write the same box
            game = game.throw((), (6, 6, 6, 1, 1, 1)).write(box)
    assert game.over
    assert game.sheets[0].total == 180 * (3 + 2 + 2 + 1 + 1 + 1)
    assert [p.name for p in game.winners] == ["Ana", "Ben"]
    assert [place for place, _, _ in game.ranking()] == [1, 1]
    with pytest.raises(RuleError, match="game is over"):
        game.throw((), (1,) * 6)


def test_computer_turns_fill_a_game():
    game = new_game([Player("A", computer=True), Player("B", computer=True)])
    rng = rng_for(5)
    while not game.over:
        game = play_turn(game, ComputerPolicy(), rng)[-1]
    assert all(sheet.full for sheet in game.sheets)


def test_policy_decisions():
    policy = ComputerPolicy()
    best = best_build((1, 2, 3, 4, 5, 6))
    assert best.kind != "large"
    assert policy.keep_values((1, 2, 3, 4, 5, 6)) == tuple(sorted(best.used))
    assert policy.keep_values((5, 5, 5, 1, 2, 3)) == (5, 5, 5, 1)
    assert best_build((2, 2, 2, 5, 5, 5)).kind != "large"
    assert policy.keep_values((2, 2, 2, 5, 5, 5)) == (5, 5, 5)  # the higher triple
    assert policy.keep_values((1, 1, 1, 1, 3, 6)) == (1, 1, 1, 1)  # ones pay 100
    assert policy.keep_values((6, 6, 6, 1, 1, 1)) is None  # a large pyramid: stop
    sheet = ScoreSheet()
    assert policy.box(sheet, 66) == "top"
    assert policy.box(sheet, 40) == "middle"
    assert policy.box(sheet, 10) == "bottom"
    assert policy.box(ScoreSheet(bottom=(1, 2, 3)), 10) == "middle"


def test_json_round_trip():
    game = new_game([Player("Ana"), Player("Bot", True)]).throw((), (3, 3, 3, 1, 1, 2))
    game = game.write("middle").throw((), (2, 2, 4, 4, 6, 6))
    assert loads(dumps(game)) == game


moves = st.lists(st.integers(0, 5), unique=True, max_size=5)


class RandomPlay(RuleBasedStateMachine):
    """Random legal play never breaks the sheet, the turn order or saving."""

    def __init__(self):
        super().__init__()
        self.game = new_game(3)

    @precondition(lambda self: self.game.can_throw)
    @rule(keep=moves, data=st.data())
    def throw(self, keep, data):
        keep = keep if self.game.dice else []
        values = data.draw(
            st.lists(st.integers(1, 6), min_size=6 - len(keep), max_size=6 - len(keep))
        )
        before = self.game
        self.game = self.game.throw(keep, values)
        assert all(self.game.dice[i] == before.dice[i] for i in keep)
        assert self.game.throws == before.throws + 1

    @precondition(lambda self: self.game.dice and not self.game.over)
    @rule(data=st.data())
    def write(self, data):
        box = data.draw(st.sampled_from(self.game.sheet.free_boxes))
        before = self.game
        self.game = self.game.write(box)
        written = self.game.sheets[before.current]
        assert written.row(box)[-1] == before.best.score

    @rule(box=st.sampled_from(["top", "middle", "bottom"]))
    def illegal_write_changes_nothing(self, box):
        before = self.game
        if before.dice and before.sheet.free(box):
            return
        with pytest.raises(RuleError):
            before.write(box)
        assert self.game == before

    @invariant()
    def sheets_and_turns_are_consistent(self):
        written = [s.rounds_written for s in self.game.sheets]
        assert max(written) - min(written) <= 1
        assert written == sorted(written, reverse=True)
        for sheet in self.game.sheets:
            expected = 3 * sum(sheet.top) + 2 * sum(sheet.middle) + sum(sheet.bottom)
            assert sheet.total == expected
        assert 0 <= self.game.throws <= 3
        assert loads(dumps(self.game)) == self.game


TestRandomPlay = pytest.mark.slow(RandomPlay.TestCase)
TestRandomPlay.settings = settings(max_examples=40, stateful_step_count=40)


@given(st.lists(st.integers(1, 6), min_size=6, max_size=6))
def test_throw_then_write_scores_the_best_build(dice):
    game = new_game(1).throw((), dice).write("bottom")
    assert game.sheets[0].bottom == (best_build(dice).score,)
