"""The vectorised card simulators against the rules engine: the same cards give the same
outcomes, and large seeded runs agree with the exact odds of `karten.odds`."""

from __future__ import annotations

import numpy as np
import pytest

from pyramide_kit.explorer import event
from pyramide_kit.karten import Rules
from pyramide_kit.karten import vectorised as vec
from pyramide_kit.karten.bus import BUS_ANSWERS
from pyramide_kit.karten.cards import DECK, rank_of
from pyramide_kit.simulate import chi_square_test, wilson_interval

P_MIN = 0.001  # a fixed seed either passes or fails for good; this is the level it must pass
CONFIDENCE = 0.999


def _engine_matches(order, n_players, rules=None):
    """Cards of the first pyramid card's rank in each hand, asked of the engine's table."""
    state = vec.replay_deal(order, n_players, rules)
    rank = rank_of(state.pyramid[0])
    counts = [sum(rank_of(c) == rank for c in hand) for hand in state.dealt]
    assert [state.holds_rank(p, rank) for p in range(n_players)] == [c > 0 for c in counts]
    return counts


@pytest.mark.parametrize(
    ("n_players", "rules", "seed"),
    [(4, None, 1), (5, None, 2), (6, Rules(rows=4, hand_size=3), 3), (3, Rules(rows=7), 4)],
)
def test_same_deals_same_matches_as_the_engine(n_players, rules, seed):
    needed = (rules or Rules()).cards_needed(n_players)
    orders = vec.deal_orders(300, needed, np.random.default_rng(seed))
    counts = vec.matches_per_seat(orders, n_players, rules)
    for i, order in enumerate(orders):
        assert sorted(order.tolist()) == sorted(set(order.tolist()))  # no card twice
        assert counts[i].tolist() == _engine_matches(order, n_players, rules)


def test_seen_from_a_seat_keeps_the_deals_where_the_viewer_holds_none():
    kept = vec.simulate_seen_from_a_seat(200, np.random.default_rng(5))
    orders = vec.deal_orders(vec.CHUNK, Rules().cards_needed(5), np.random.default_rng(5))
    replayed = []
    for order in orders:
        *others, viewer = _engine_matches(order, 5)
        if viewer == 0:
            replayed.append(any(others))
        if len(replayed) == kept.size:
            break
    assert kept.tolist() == replayed


@pytest.mark.parametrize(("ace_high", "seed"), [(True, 6), (False, 7)])
def test_same_cards_same_bus_runs_as_the_engine(ace_high, seed):
    orders = vec.deal_orders(3000, len(BUS_ANSWERS), np.random.default_rng(seed))
    runs = vec.bus_runs(orders, ace_high)
    for i, order in enumerate(orders):
        assert (bool(runs.through[i]), int(runs.cards[i])) == vec.replay_bus_run(order, ace_high)
    assert runs.through.sum() > 100  # the suit question is reached and answered often


def test_simulators_use_the_documented_draws():
    """simulate_* play `deal_orders` block by block: the layout stored lessons rely on."""
    n = vec.CHUNK + 100  # over a block's end
    matches = vec.simulate_matches(n, np.random.default_rng(8))
    orders = vec.deal_orders(n, Rules().cards_needed(4), np.random.default_rng(8))
    np.testing.assert_array_equal(matches, vec.matches_per_seat(orders, 4))
    runs = vec.simulate_bus_runs(n, np.random.default_rng(9))
    again = vec.bus_runs(vec.deal_orders(n, len(BUS_ANSWERS), np.random.default_rng(9)))
    for got, want in zip(runs, again, strict=True):
        np.testing.assert_array_equal(got, want)


def test_short_and_long_deals_shuffle_alike():
    """Short deals skip laying out whole decks; the same draws give the same cards."""
    short = vec.deal_orders(2000, vec.SHORT, np.random.default_rng(16))
    long = vec.deal_orders(2000, vec.SHORT + 1, np.random.default_rng(16))
    np.testing.assert_array_equal(short, long[:, : vec.SHORT])


def test_a_deal_is_a_uniform_shuffle_of_the_deck():
    orders = vec.deal_orders(52_000, 3, np.random.default_rng(10))
    for position in range(3):
        counts = np.bincount(orders[:, position], minlength=len(DECK))
        expected = len(orders) / len(DECK)
        statistic = ((counts - expected) ** 2 / expected).sum()
        assert statistic < 100  # 51 degrees of freedom: P(chi2 > 100) is below 1e-4


@pytest.mark.parametrize(
    ("key", "seed"),
    [
        ("someone_matches", 11),
        ("someone_else_matches", 12),
        ("matching_cards", 13),
        ("bus_one_go", 14),
        ("bus_end", 15),
    ],
)
def test_each_card_event_agrees_with_its_exact_value(key, seed):
    ev = event("karten", key)
    n = 1_000_000
    values = ev.sample(n, np.random.default_rng(seed))
    low, high = wilson_interval(int(ev.plotted(values).sum()), n, CONFIDENCE)
    assert low <= float(ev.line) <= high
    if ev.kind == "distribution":
        assert chi_square_test(ev.counts(values), ev.exact)[2] > P_MIN


def test_bad_orders_and_tables_are_refused():
    rng = np.random.default_rng(0)
    with pytest.raises(ValueError, match=r"shape \(n, 31\)"):
        vec.matches_per_seat(np.zeros((3, 30), dtype=np.int8), 4)
    with pytest.raises(ValueError, match=r"shape \(n, 4\)"):
        vec.bus_runs(np.zeros((3, 5), dtype=np.int8))
    with pytest.raises(ValueError, match="n_players"):
        vec.simulate_matches(5, rng, n_players=9)
    with pytest.raises(ValueError, match="ace_high"):
        vec.simulate_bus_runs(5, rng, ace_high=1)
    assert vec.simulate_matches(0, rng).shape == (0, 4)
    assert vec.simulate_bus_runs(0, rng).through.shape == (0,)
    assert vec.simulate_seen_from_a_seat(0, rng).shape == (0,)
