"""The Kniffel optimum, proven by two routes for every variant.

- Small games (cards with one to three boxes open): the vectorised table agrees with the
  generic exact solver (`pyramide_kit.optimal.Solver`) running on the engine itself.
- Whole games: "hasbro" and "none" agree to 1e-9 with the independent `yatzy-solver`
  (its "american+forced-joker" and "american+no-bonus") on the game value and on every
  option of sampled situations; "book", which no other solver has, is checked by a large
  seeded simulation of optimal play (its interval holds the table's value), and the
  simulated games replay through the engine move by move.

The full tables are built once for this module, into a temporary cache directory.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

from pyramide_kit.errors import RuleError
from pyramide_kit.kniffel import (
    Dice,
    Game,
    Player,
    Roll,
    Rules,
    Scorecard,
    Write,
    new_game,
    optimal,
    solver,
)
from pyramide_kit.kniffel.compare import VARIANTS, action, situation
from pyramide_kit.kniffel.effects import (
    KNIFFEL_BOX,
    KNIFFEL_HANDS,
    _effect,
    card_status,
    effects,
)
from pyramide_kit.kniffel.keeps import HANDS
from pyramide_kit.kniffel.rules import CATEGORIES, is_kniffel, score
from pyramide_kit.kniffel.strategy import OptimalPolicy
from pyramide_kit.optimal import Solver
from pyramide_kit.simulate import mean_interval
from pyramide_kit.table import CHANCE

ys = pytest.importorskip("yatzy_solver")
VARIANT_NAMES = ("book", "hasbro", "none")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """Every variant's table, built into a fresh cache directory (with a progress log):
    built, not read from the tables shipped with the kit (`tests/core/test_shipped.py`
    checks that those are what a build gives)."""
    cache = tmp_path_factory.mktemp("kniffel-cache")
    reports: dict[str, list[tuple[int, int]]] = {}
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("PYRAMIDE_KIT_CACHE", str(cache))
        patch.setattr(solver, "shipped_file", lambda game, name: cache / "not-shipped" / name)
        solver._TABLES.clear()
        for name in VARIANT_NAMES:
            log = reports[name] = []
            optimal.table(
                Rules(extra_kniffel=name), progress=lambda d, t, log=log: log.append((d, t))
            )
        yield cache, reports
    solver._TABLES.clear()


@pytest.fixture(scope="module")
def reference(yatzy_reference):
    """yatzy-solver's tables of the two variants it shares with us."""
    return yatzy_reference


def turn_key(state: Game):
    """How the generic solver remembers Kniffel positions: the cards, whose turn, the
    throws made, whether the dice roll, and the dice as a multiset (the dice kept while
    they roll). Forgetting the order of the dice and the held positions cannot change a
    value: the Rolls of a position are all sets of positions, and permuting the positions
    maps them one to one onto the Rolls of the permuted position keeping the same values;
    `Scorecard.ways` looks at the dice only through their sorted multiset and, for five
    equal dice, their face; the throw fills the free positions, so the hand afterwards is
    the kept multiset plus the thrown one, wherever they sit; and `held` matters only
    while the dice roll (it says which positions are free), where the kept multiset stands
    in for it. The move log is forgotten too (nothing depends on it)."""
    if state.dice is None:
        dice = None
    elif state.rolling:
        dice = tuple(sorted(state.dice[p] for p in state.held))
    else:
        dice = tuple(sorted(state.dice))
    return (state.cards, state.current, state.throws, state.rolling, dice)


def card(rules: Rules, open_: set[str], **written: int) -> Scorecard:
    """A card with the boxes `open_` open and the others written (0 unless given)."""
    return Scorecard(rules, tuple(None if c in open_ else written.get(c, 0) for c in CATEGORIES))


def game_with(c: Scorecard) -> Game:
    return Game(c.rules, (Player("solo"),), cards=(c,))


def after_throw(state: Game, values, keep=()) -> Game:
    return state.apply(Roll.of(keep)).apply(Dice.of(values))


UPPER_45 = {"ones": 3, "twos": 6, "threes": 9, "fours": 12, "fives": 15}
SMALL_GAMES = [
    # variant, open boxes, written boxes, first throws to look at
    ("book", {"full_house", "small_straight"}, {"kniffel": 50, **UPPER_45, "sixes": 18},
     [(2, 2, 2, 2, 2), (1, 2, 3, 4, 6), (3, 3, 5, 5, 5)]),
    ("book", {"sixes"}, {"kniffel": 50, **UPPER_45}, [(6, 6, 6, 6, 6), (1, 6, 6, 2, 6)]),
    ("book", {"kniffel", "full_house"}, UPPER_45, [(4, 4, 4, 4, 4), (1, 4, 4, 1, 4)]),
    ("hasbro", {"threes", "full_house"}, {"kniffel": 50, "ones": 3, "twos": 6},
     [(3, 3, 3, 3, 3), (5, 5, 5, 5, 5), (2, 3, 3, 3, 2)]),
    ("hasbro", {"large_straight"}, {"kniffel": 0}, [(4, 4, 4, 4, 4), (1, 2, 3, 4, 5)]),
    ("none", {"fours", "kniffel"}, {**UPPER_45, "sixes": 12}, [(4, 4, 4, 4, 4), (4, 4, 1, 2, 3)]),
    ("none", {"small_straight"}, {"kniffel": 50}, [(1, 1, 1, 1, 1), (3, 4, 5, 6, 6)]),
    ("none", {"full_house", "small_straight", "large_straight"}, UPPER_45,
     [(2, 3, 4, 5, 5), (6, 6, 6, 6, 6)]),
]  # fmt: skip


@pytest.mark.slow
@pytest.mark.parametrize(("variant", "open_", "written", "throws"), SMALL_GAMES)
def test_small_games_agree_exactly_with_the_generic_solver(built, variant, open_, written, throws):
    rules = Rules(extra_kniffel=variant)
    start = game_with(card(rules, open_, **written))
    solver = Solver(key=turn_key)
    assert abs(float(solver.value(start)) - optimal.value(start)) < 1e-12
    for values in throws:
        first = after_throw(start, values)
        second = after_throw(first, (1, 6), keep=(1, 2, 3))
        for state in (first, second):
            exact = solver.move_values(state)
            ours = optimal.move_values(state)
            assert ours.keys() == exact.keys()
            for move, v in exact.items():
                assert abs(ours[move] - float(v)) < 1e-12, (variant, values, move)
            assert ours[optimal.best_move(state)] == max(ours.values())


@pytest.mark.slow
def test_a_card_no_game_reaches_is_valued_when_asked(built):
    """Seven points in the ones box cannot be thrown; the value is computed on demand."""
    rules = Rules(extra_kniffel="hasbro")
    start = game_with(card(rules, {"sixes"}, ones=7, **{c: 20 for c in ("fives", "fours")}))
    exact = Solver(key=turn_key).value(start)
    assert abs(optimal.value(start) - float(exact)) < 1e-12


def random_card(rules: Rules, rng) -> Scorecard:
    """Random boxes written with what random dice score there (the engine's `score`)."""
    boxes: list[int | None] = []
    for c in CATEGORIES:
        dice = tuple(int(d) for d in rng.integers(1, 7, size=5))
        boxes.append(None if rng.random() < 0.5 else score(c, dice, rules))
    if rng.random() < 0.5 and boxes[KNIFFEL_BOX] is not None:
        boxes[KNIFFEL_BOX] = rules.kniffel
    return Scorecard(rules, tuple(boxes))


@pytest.mark.parametrize("variant", VARIANT_NAMES)
def test_engine_tables_are_the_engines_ways_on_random_cards(variant):
    """What `effects` assumes: the ways of ordinary dice (and of any dice while the
    Kniffel box is open) are the open boxes' ways of the all-open card, a write adds the
    same points whatever the other boxes hold; the Kniffel hands' ways per card."""
    rules = Rules(extra_kniffel=variant)
    fx = effects(rules)
    rng = np.random.default_rng(11)
    for _ in range(400):
        c = random_card(rules, rng)
        if c.is_full:
            continue
        kniffel = rng.random() < 0.3
        h = int(rng.choice(KNIFFEL_HANDS)) if kniffel else int(rng.integers(len(HANDS)))
        hand = HANDS[h]
        cls = fx.class_of(c)
        mask = sum(1 << i for i, v in enumerate(c.boxes) if v is not None)
        ways = c.ways(hand)
        if is_kniffel(hand) and card_status(c) != 0:
            j = list(KNIFFEL_HANDS).index(h)
            expected = {
                (CATEGORIES[k], bool(e))
                for k in range(13)
                for e in (0, 1)
                if fx.legal[mask, cls, k, e, j]
            }
        else:
            expected = {
                (CATEGORIES[k], bool(e))
                for k in range(13)
                for e in (0, 1)
                if not mask >> k & 1 and np.isfinite(fx.gain[cls, k, e, h])
            }
        assert set(ways) == expected
        for category, extra in ways:
            gain, step, after = _effect(c, category, hand, extra)
            k, e = CATEGORIES.index(category), int(extra)
            assert (fx.gain[cls, k, e, h], fx.step[cls, k, e, h]) == (gain, step)
            assert fx.after[cls, k, e, h] == fx.classes[after]


@pytest.mark.slow
@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_game_value_agrees_with_yatzy_solver(built, reference, variant):
    ours = optimal.game_value(Rules(extra_kniffel=variant))
    assert abs(ours - reference[variant].state_value("upper 0 | filled -")) < 1e-9


def sampled_decisions(rules: Rules, games: int, seed: int) -> list[Game]:
    """Decisions after a throw met in seeded games of uniformly random legal moves."""
    rng = np.random.default_rng(seed)
    found = []
    for _ in range(games):
        state = new_game(1, rules)
        while not state.over:
            if state.to_move is CHANCE:
                state = state.apply(state.sample_chance(rng))
                continue
            if state.dice is not None:
                found.append(state)
            moves = state.legal_moves()
            state = state.apply(moves[int(rng.integers(len(moves)))])
    return found


@pytest.mark.slow
@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_option_values_agree_with_yatzy_solver(built, reference, variant):
    rules = Rules(extra_kniffel=variant)
    for state in sampled_decisions(rules, games=8, seed=7):
        theirs = dict(reference[variant].option_values(situation(state)))
        ours = optimal.move_values(state)
        assert {action(state, m) for m in ours} == set(theirs)
        for move, v in ours.items():
            assert abs(v - state.card.total - theirs[action(state, move)]) < 1e-9


@pytest.mark.slow
def test_simulated_optimal_play_reaches_the_book_value(built):
    """The book variant's second route (the other variants have yatzy-solver's)."""
    rules = Rules(extra_kniffel="book")
    games = optimal.simulate_optimal(60_000, np.random.default_rng(2026), rules)
    low, high = mean_interval(games.total, confidence=0.999)
    assert low <= optimal.game_value(rules) <= high


@pytest.mark.slow
@pytest.mark.parametrize("variant", VARIANT_NAMES)
def test_simulated_games_replay_through_the_engine_with_the_optimal_policy(built, variant):
    rules = Rules(extra_kniffel=variant)
    draws = np.random.default_rng(5).integers(0, 6**5, size=(13, rules.throws, 6))
    simulated = optimal.optimal_from_draws(draws, rules)
    policy = OptimalPolicy()
    for g in range(draws.shape[2]):
        state = new_game(1, rules)
        turn = throw = thrown = 0
        while not state.over:
            if state.to_move is CHANCE:
                free = len(state.free_positions)
                thrown += free
                digits = [int(draws[turn, throw, g]) // 6**i % 6 + 1 for i in range(free)]
                state = state.apply(Dice.of(digits))
                throw += 1
                continue
            move = policy.choose(state)
            assert move in state.legal_moves()
            state = state.apply(move)
            if isinstance(move, Write):
                turn, throw = turn + 1, 0
        assert state.cards[0].total == simulated.total[g]
        assert state.cards[0].upper_sum == simulated.upper_sum[g]
        assert thrown == simulated.dice_thrown[g]


@pytest.mark.slow
def test_the_table_is_cached_and_read_back(built):
    cache, reports = built
    for name in VARIANT_NAMES:
        done, total = reports[name][-1]
        assert done == total > 0
    assert len(list(cache.glob("kniffel-optimal-*.npz"))) == len(VARIANT_NAMES)
    rules = Rules(extra_kniffel="book")
    before = optimal.table(rules).values
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("PYRAMIDE_KIT_CACHE", str(cache))
        solver._TABLES.pop(rules)
        calls = []
        again = optimal.table(rules, progress=lambda d, t: calls.append(d))
    assert calls == []
    np.testing.assert_array_equal(again.values, before)


def test_the_cache_directory_follows_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("PYRAMIDE_KIT_CACHE", str(tmp_path / "here"))
    assert optimal.cache_directory() == tmp_path / "here"
    monkeypatch.delenv("PYRAMIDE_KIT_CACHE")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert optimal.cache_directory() == tmp_path / "pyramide-kit"


@pytest.mark.slow
def test_value_of_a_rolling_state_is_the_mean_over_the_throw(built):
    rules = Rules(extra_kniffel="book")
    state = after_throw(new_game(1, rules), (1, 2, 2, 5, 6))
    rolling = state.apply(Roll((1, 2)))
    mean = sum(
        (
            p * Fraction(optimal.value(rolling.apply(d)))
            for d, p in rolling.chance_outcomes().items()
        ),
        Fraction(0),
    )
    assert abs(optimal.value(rolling) - float(mean)) < 1e-9
    assert optimal.move_values(state)[Roll((1, 2))] == optimal.value(rolling)


@pytest.mark.slow
def test_the_solver_refuses_what_is_not_a_decision(built):
    state = new_game(1, Rules()).apply(Roll())
    with pytest.raises(RuleError):
        optimal.move_values(state)
    with pytest.raises(RuleError):
        optimal.best_move("a game")
    with pytest.raises(RuleError):
        OptimalPolicy().choose(state)
