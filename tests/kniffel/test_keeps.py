"""The keep tables of the solver against their definitions, written as loops."""

from __future__ import annotations

import itertools

from pyramide_kit.kniffel.keeps import DICE, HANDS, ROW, SUBKEEPS


def test_each_hand_lists_the_keeps_inside_it_in_row_order():
    for h, hand in enumerate(HANDS):
        inside = {
            ROW[tuple(sorted(kept))]
            for size in range(DICE)
            for kept in itertools.combinations(hand, size)
        }
        listed = [row for row in SUBKEEPS[h].tolist() if row >= 0]
        assert listed == sorted(inside)
        assert (SUBKEEPS[h, len(listed) :] == -1).all()
    assert SUBKEEPS.shape[1] == 2**DICE - 1  # five distinct dice: every subset but the hand
