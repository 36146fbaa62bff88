"""The rule text's worked tables replayed throw by throw through the engine.

Every clean line must come out as the rule text prints it. The lines the engine cannot
accept are the rule text's slips: each has a test of its own that says what is wrong, and
`test_the_slips_are_exactly_these` makes sure no other line is silently skipped.
"""

from itertools import permutations

import pytest

from pyramide_kit.dice import MIWIN_DICE, InvalidDiceError
from pyramide_kit.errors import RuleError
from pyramide_kit.mauro import Roll, Rules, ThrowClass, classify, new_game, score_variant2
from pyramide_kit.mauro.game import BANKED, LOST
from tests.mauro.rule_text import VARIANT1, VARIANT1_TOTALS, VARIANT2, VARIANT2_TOTALS

V1_SLIP_TURNS = {(6, "B"), (9, "A"), (2, "C")}
V2_SLIP_LINES = {(6, "C"), (7, "C")}
END_MARKS = {"weiter", "Ende"}


def _possible(throw):
    return all(v in die.faces for v, die in zip(throw, MIWIN_DICE, strict=True))


def _readings(throw):
    """The orders of the same three numbers that dice III, IV, V can show."""
    return sorted({p for p in permutations(throw) if _possible(p)})


def _replay_turn(lines, rules=Rules()):
    """Throw each line in a one-player game; check it against the rule text; return the turn."""
    game = new_game(1, rules)
    scored = 0
    for number, (*throw, mark) in enumerate(lines):
        game = game.throw(throw)
        last = number == len(lines) - 1
        if mark in ("1", "2"):
            assert not game.turns, f"{throw}: the rule text goes on, the engine ended the turn"
            assert game.series_points[-1] == int(mark)
            scored += int(mark)
        elif mark == "0":
            assert last and game.turns[0].result == LOST and game.turns[0].banked == 0
        else:
            assert mark in END_MARKS
            assert last and game.turns[0].result == BANKED
            assert game.turns[0].banked == scored
    return game


CLEAN_V1 = [t for t in VARIANT1 if (t[0], t[1]) not in V1_SLIP_TURNS]


@pytest.mark.parametrize(("round_", "player", "lines"), CLEAN_V1)
def test_variant1_clean_turn_replays_line_by_line(round_, player, lines):
    game = _replay_turn(lines)
    assert len(game.turns) == 1
    assert game.turns[0].throws == tuple(tuple(line[:3]) for line in lines)


def test_variant1_whole_table_under_our_rules():
    """One game of three players, round by round, with the slips read as named below.

    B round 6: 7 6 9 is read as 7 9 6 (the only other order, 6 9 7, scores the same 1).
    A round 9: 7 3 1 is read as 1 3 7 (or 7 1 3, the other order the dice can show); it
    has no neighbours, so the series ends there with A's 1 point and 2 5 7 is never thrown.
    C round 2: the straight 7 9 8 needs an end throw; an empty one (2 4 6) is added.
    By hand: A = 2 + 0 + 1 + 0 + 0 + 0 + 2 + 0 + 1 + 6 = 12 (the rule text has 13 because it
    scores 7 3 1 as a neighbour throw), B = 0 + 0 + 0 + 5 + 2 + 4 + 0 + 0 + 0 + 2 = 13,
    C = 0 + 2 + 0 + 0 + 0 + 4 + 0 + 0 + 0 + 4 = 10.
    """
    readings = {
        (6, "B"): [(7, 9, 6), *[line[:3] for line in VARIANT1[16][2][1:]]],
        (9, "A"): [(1, 9, 4), (1, 3, 7)],
        (2, "C"): [(7, 9, 8), (2, 4, 6)],
    }
    assert VARIANT1[16][:2] == (6, "B")
    game = new_game(["A", "B", "C"], Rules(variant=1))
    for round_, player, lines in VARIANT1:
        assert game.round == round_ and game.player.name == player
        throws = readings.get((round_, player), [line[:3] for line in lines])
        for throw in throws:
            game = game.throw(throw)
    assert game.over
    assert game.totals() == (12, 13, 10)
    assert (VARIANT1_TOTALS["B"], VARIANT1_TOTALS["C"]) == (13, 10)
    assert VARIANT1_TOTALS["A"] - game.totals()[0] == 1  # exactly the 7 3 1 slip
    assert game.winners() == (1,)


def test_rule_text_totals_add_up_as_the_rule_text_scores():
    """The rule text's own arithmetic: banked series (slip lines as printed) give its totals."""
    totals = dict.fromkeys("ABC", 0)
    for _round, player, lines in VARIANT1:
        marks = [line[3] for line in lines]
        if marks[-1] != "0":
            totals[player] += sum(int(m) for m in marks if m in ("1", "2"))
    assert totals == VARIANT1_TOTALS


def test_slip_v1_round6_player_b_throw_769_cannot_be_shown():
    with pytest.raises(InvalidDiceError, match="die IV cannot show 6"):
        new_game(1).throw((7, 6, 9))
    with pytest.raises(InvalidDiceError, match="die V cannot show 9"):
        MIWIN_DICE[2].check(9)
    # The same numbers in an order the dice can show: both readings score the rule text's 1.
    assert _readings((7, 6, 9)) == [(6, 9, 7), (7, 9, 6)]
    assert {classify(r) for r in _readings((7, 6, 9))} == {ThrowClass.NEIGHBOURS}


def test_slip_v1_round9_player_a_throw_731_cannot_be_shown_nor_score():
    with pytest.raises(InvalidDiceError, match="die V cannot show 1"):
        new_game(1).throw((7, 3, 1))
    # 1, 3, 7: no two differ by 1 and they are not 1 and 9, so no order has neighbours:
    # the rule text's "1" and the series going on are both impossible under the rules.
    assert _readings((7, 3, 1)) == [(1, 3, 7), (7, 1, 3)]
    assert {classify(r) for r in _readings((7, 3, 1))} == {ThrowClass.NOTHING}
    game = new_game(1).throw((1, 9, 4)).throw((1, 3, 7))
    assert game.turns[0].result == BANKED and game.turns[0].banked == 1


def test_slip_v1_round2_player_c_series_has_no_end_throw():
    game = new_game(1).throw((7, 9, 8))
    assert classify((7, 9, 8)) is ThrowClass.STRAIGHT
    assert not game.turns, "after a straight the player must throw again"
    assert game.series_total == 2
    with pytest.raises(RuleError, match="stopping is not allowed"):
        game.bank()


@pytest.mark.parametrize(
    ("round_", "player", "iii", "iv", "v", "mark"),
    [line for line in VARIANT2 if line[:2] not in V2_SLIP_LINES],
)
def test_variant2_clean_line_scores_as_the_rule_text(round_, player, iii, iv, v, mark):
    expected = 0 if mark == "-" else int(mark)
    assert score_variant2((iii, iv, v)) == expected
    game = new_game(1, Rules(variant=2)).throw((iii, iv, v))
    assert game.turns[0].banked == expected


def test_slip_v2_round6_player_c_throw_369_cannot_be_shown():
    for value, die in zip((3, 6, 9), MIWIN_DICE, strict=True):
        with pytest.raises(InvalidDiceError, match=f"die {die.name} cannot show {value}"):
            die.check(value)
    with pytest.raises(InvalidDiceError, match="die III cannot show 3"):
        score_variant2((3, 6, 9))
    # Readings with the same numbers score 0, the rule text's "-": 3, 6, 9 hold no neighbours.
    assert _readings((3, 6, 9)) == [(6, 9, 3), (9, 3, 6)]
    assert {score_variant2(r) for r in _readings((3, 6, 9))} == {0}


def test_slip_v2_round7_player_c_throw_239_cannot_be_shown():
    with pytest.raises(InvalidDiceError, match="die V cannot show 9"):
        score_variant2((2, 3, 9))
    # Readings: 2 + 3 are the only neighbours, 5 points, as the rule text writes.
    assert _readings((2, 3, 9)) == [(2, 9, 3), (9, 3, 2)]
    assert {score_variant2(r) for r in _readings((2, 3, 9))} == {5}


def test_variant2_whole_table_with_the_slips_read():
    readings = {(6, "C"): (9, 3, 6), (7, "C"): (2, 9, 3)}
    game = new_game(["A", "B", "C"], Rules(variant=2))
    for round_, player, iii, iv, v, _mark in VARIANT2:
        assert game.round == round_ and game.player.name == player
        game = game.throw(readings.get((round_, player), (iii, iv, v)))
    assert game.over
    assert dict(zip("ABC", game.totals(), strict=True)) == VARIANT2_TOTALS


def test_rule_text_middle_times_four_fails_on_the_ring():
    """The rule text's shortcut "middle number times four" holds for 1-2-3 .. 7-8-9 only."""
    assert score_variant2((6, 5, 7)) == 4 * 6 == 24
    assert score_variant2((1, 9, 8)) == (8 + 9) + (9 + 1) == 27  # 8-9-1, not 4 * 9
    assert score_variant2((9, 1, 2)) == (9 + 1) + (1 + 2) == 13  # 9-1-2, not 4 * 1


def test_rule_text_highest_score_34_from_8_9_9():
    """A neighbour pair scores at most 9 + 8 = 17 and a throw holds at most two pairs
    (three numbers on a ring of nine cannot all be neighbours), so 34 is the most."""
    assert score_variant2((9, 9, 8)) == 34  # III 9, IV 9, V 8: the rule text's 8, 9, 9
    rolling = new_game(1, Rules(variant=2)).apply(Roll())
    best = max(score_variant2(dice.values) for dice in rolling.chance_outcomes())
    assert best == 34


def test_the_slips_are_exactly_these():
    impossible_v1 = {
        (r, p, tuple(line[:3]))
        for r, p, lines in VARIANT1
        for line in lines
        if not _possible(line[:3])
    }
    assert impossible_v1 == {(6, "B", (7, 6, 9)), (9, "A", (7, 3, 1))}
    unfinished = {(r, p) for r, p, lines in VARIANT1 if lines[-1][3] in ("1", "2")}
    assert unfinished == {(2, "C")}
    impossible_v2 = {(r, p) for r, p, *t, _m in VARIANT2 if not _possible(t)}
    assert impossible_v2 == V2_SLIP_LINES
