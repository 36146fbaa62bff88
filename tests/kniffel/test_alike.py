"""Cards the upper bonus is out of reach of, and what the score law makes of them.

- A card's value is summed for that card alone (`ValueTable.turn`): the same to the bit
  in any batch of cards and alone, and the same as the value table holds.
- So cards with the same boxes written whose open boxes cannot lift the upper sum to the
  bonus are worth the same to the bit whatever their upper sum (checked on the whole
  shipped tables of two variants).
- So the score law plays the turn of such cards once (`distribution._alike`): the turn
  laws of a run of cards are the same as those of each card played alone.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyramide_kit.kniffel import Rules, optimal, solver
from pyramide_kit.kniffel import distribution as dist
from pyramide_kit.kniffel.effects import KNIFFEL_BOX, MASKS


@pytest.fixture(scope="module", params=["none", "hasbro"])
def solved(request):
    """A shipped value table and the cards of it that games reach, by class."""
    table = optimal.table(Rules(extra_kniffel=request.param), progress=False)
    reach = solver._reachable(table.effects)
    cards = {}
    for cls in sorted(set(table.effects.classes)):
        masks, us = np.nonzero(reach)
        fits = (masks >> KNIFFEL_BOX & 1) == (cls != table.effects.classes[0])
        fits &= masks != MASKS - 1
        cards[cls] = (masks[fits], us[fits])
    return table, cards


@given(data=st.data())
@settings(max_examples=25, deadline=None)
def test_a_cards_value_is_the_same_in_any_batch_and_alone(solved, data):
    table, cards = solved
    cls = data.draw(st.sampled_from(sorted(cards)))
    masks, us = cards[cls]
    pick = np.array(data.draw(st.lists(st.integers(0, len(masks) - 1), min_size=1, max_size=40)))
    batch = table.turn(masks[pick], us[pick], cls).start
    alone = [table.turn(masks[[i]], us[[i]], cls).start[0] for i in pick.tolist()]
    assert batch.tolist() == alone
    assert batch.tolist() == table.values[masks[pick], cls, us[pick]].tolist()


def test_cards_the_bonus_is_out_of_reach_of_are_worth_the_same_whatever_their_upper_sum(solved):
    table, cards = solved
    fx = table.effects
    left = dist._upper_left(fx)
    assert (fx.bonus[: fx.cap] == fx.bonus[0]).all()  # the rule the sharing needs
    groups = 0
    for cls, (masks, us) in cards.items():
        out = us + left[masks] < fx.cap
        for mask in np.unique(masks[out]).tolist():
            values = table.values[mask, cls, us[out & (masks == mask)]]
            assert len(set(values.tolist())) == 1, (bin(mask), cls)
            groups += len(values) > 1
    assert groups > 100  # the claim is about many cards, not none


def test_the_upper_sum_left_is_what_the_open_upper_boxes_can_add(solved):
    table, _ = solved
    left = dist._upper_left(table.effects)
    # the upper boxes are the first six, each worth at most five times its face
    for mask in (0, 0b111111, 0b101, MASKS - 1, 1 << KNIFFEL_BOX):
        assert left[mask] == sum(5 * (c + 1) for c in range(6) if not mask >> c & 1)


def outcomes_shared_and_apart(table, states, cls):
    """`_outcomes` of the cards `states` together (alike cards share a turn) and of each
    card alone (nothing to share), the latter's sources numbered as in the former."""
    fx = table.effects
    left = dist._upper_left(fx)
    writes = dist._writes_by_outcome(fx, cls)
    shared = dist._outcomes(table, states, cls, writes, left)
    parts = [dist._outcomes(table, states[[i]], cls, writes, left) for i in range(len(states))]
    apart = (
        np.concatenate([np.full(len(part[0]), i) for i, part in enumerate(parts)]),
        *(np.concatenate([part[c] for part in parts]) for c in (1, 2, 3)),
    )
    return shared, apart


def test_cards_with_every_upper_box_written_below_the_bonus_share_one_turn(solved):
    table, cards = solved
    fx = table.effects
    cls = fx.classes[0]
    masks, us = cards[cls]
    upper = 0b111111
    chosen = (masks & upper == upper) & (us < fx.cap)
    states = np.sort(dist._state(fx, masks[chosen], cls, us[chosen]))[:300]
    m, _, u = dist._split(fx, states)
    alike = dist._alike(fx, m, u, dist._upper_left(fx))
    assert alike.sum() == len(states) - len(set(m.tolist())) > 100
    shared, apart = outcomes_shared_and_apart(table, states, cls)
    for got, expected in zip(shared, apart, strict=True):
        assert np.array_equal(got, expected)


@given(data=st.data())
@settings(max_examples=30, deadline=None)
def test_a_run_of_alike_cards_has_the_turn_laws_of_each_card_alone(solved, data):
    table, cards = solved
    fx = table.effects
    cls = data.draw(st.sampled_from(sorted(cards)))
    masks, us = cards[cls]
    left = dist._upper_left(fx)
    out = np.flatnonzero(us + left[masks] < fx.cap)
    # some cards the bonus is out of reach of, their neighbours of the same boxes, others
    chosen = data.draw(st.lists(st.sampled_from(out.tolist()), min_size=1, max_size=6))
    near = [i + d for i in chosen for d in (-2, -1, 1, 2) if 0 <= i + d < len(masks)]
    other = data.draw(st.lists(st.integers(0, len(masks) - 1), max_size=4))
    states = np.unique(dist._state(fx, masks, cls, us)[[*chosen, *near, *other]])
    m, _, u = dist._split(fx, states)
    alike = dist._alike(fx, m, u, left)
    out_of_reach = u + left[m] < fx.cap
    assert alike.tolist() == [
        i > 0 and m[i] == m[i - 1] and out_of_reach[i] and out_of_reach[i - 1]
        for i in range(len(states))
    ]
    shared, apart = outcomes_shared_and_apart(table, states, cls)
    for got, expected in zip(shared, apart, strict=True):
        assert np.array_equal(got, expected)
