"""The registry of public entry points that the hostile suite attacks.

Each `Entry` names one call with one hostile argument: `call(value)` (or
`call(state, value)` when `state` is given) and the kind of value that belongs there
(`hostile`: a key of `values.KINDS` or a Hypothesis strategy). `test_hostile.py` checks
every entry the same way: the call succeeds or raises a `ValueError`, quickly, with a
short message, leaving the state as it was.

To cover a new entry point, add one line to `ENTRY_POINTS` (or to the loop of its
game), usually through `arg`:

    arg(odds.p_kniffel_within, "throws", "size"),
    arg(vectorised.simulate_rounds, "n", "size", rng=RNG),

which calls the function with the hostile value in that argument and the other
arguments as given.
"""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import Any

import numpy as np
from hypothesis import strategies as st
from hypothesis.strategies import SearchStrategy

from tests.hostile import values
from tests.hostile.guard import SECONDS
from tests.hostile.values import GAMES, JUNK, KINDS


@dataclass(frozen=True, repr=False)
class Entry:
    """One entry point with one hostile argument slot."""

    name: str
    call: Callable[..., Any]
    hostile: str | SearchStrategy
    valid: tuple = ()
    """Valid values mixed into the hostile ones (so success is tried too)."""
    state: SearchStrategy | None = None
    """The states the call is made on, as `call(state, value)`."""
    snapshot: Callable[[Any], Any] | None = None
    """What must be the same before and after the call (default: the state's `dumps`)."""
    check: Callable[[Any], None] | None = None
    """Asserts that a successful call gave a valid result."""
    examples: int | None = None
    seconds: float = SECONDS
    slow: bool = False

    def __repr__(self) -> str:
        return f"Entry({self.name!r})"

    def strategy(self) -> SearchStrategy:
        base = KINDS[self.hostile] if isinstance(self.hostile, str) else self.hostile
        if self.valid:
            return st.one_of(st.sampled_from(self.valid), base)
        return base


def arg(function: Callable, slot: str, hostile, *, valid=(), label=None, **fixed) -> Entry:
    """The entry calling `function(**fixed, slot=value)`."""
    label = label or f"{function.__module__.removeprefix('pyramide_kit.')}.{function.__qualname__}"

    def call(value):
        return function(**fixed, **{slot: value})

    return Entry(f"{label}({slot}=...)", call, hostile, valid=valid)


def _package(game: str):
    return importlib.import_module(f"pyramide_kit.{game}")


def _odds(game: str):
    return importlib.import_module(f"pyramide_kit.{game}.odds")


def _vectorised(game: str):
    return importlib.import_module(f"pyramide_kit.{game}.vectorised")


def _rng():
    return np.random.default_rng(0)


RNG = st.builds(_rng)


# The game engines: players, rules, moves, apply, chance, saves.

PLAYERS = st.one_of(
    values.SIZE,
    st.lists(values.TEXT, max_size=4),
    st.lists(st.tuples(values.TEXT, values.FLAG), max_size=4),
    st.lists(st.sampled_from(["Ana", "Ben", "Cem", "Dev"]), min_size=1, max_size=9, unique=True),
)
OTHER_RULES = st.one_of(
    st.sampled_from([_package(game).Rules() for game in GAMES]),
    JUNK,
)
RULES_KWARGS = st.dictionaries(st.text(max_size=12), JUNK, min_size=1, max_size=3)
_KIND_OF_DEFAULT = {bool: "flag", int: "whole", str: "text", tuple: "iterable"}


def _states_of(game: str) -> SearchStrategy:
    return st.builds(lambda: None).flatmap(
        lambda _: st.sampled_from([s for g, s in values.played_states() if g == game])
    )


def _redumps(game: str) -> Callable[[Any], None]:
    package = _package(game)

    def check(state) -> None:
        assert package.loads(package.dumps(state)) == state
        state.legal_moves()

    return check


def _is_text(result) -> None:
    assert isinstance(result, str)


def _example_move(cls: type):
    return next((m for m in values.every_move() if type(m) is cls), None)


def _move_entries(game: str) -> list[Entry]:
    out = []
    for move_name, cls in _package(game).MOVES.items():
        for field in dataclasses.fields(cls):

            def call(value, cls=cls, field=field.name):
                example = _example_move(cls)
                if example is None:
                    return cls(**{f.name: value for f in dataclasses.fields(cls)})
                return dataclasses.replace(example, **{field: value})

            out.append(Entry(f"{game}.{move_name}({field.name}=...)", call, "whole"))
    return out


def _rules_entries(game: str) -> list[Entry]:
    rules = _package(game).Rules
    out = [Entry(f"{game}.Rules(**junk)", lambda kwargs, r=rules: r(**kwargs), RULES_KWARGS)]
    for field in dataclasses.fields(rules):
        default = getattr(rules(), field.name)
        kind = _KIND_OF_DEFAULT[type(default)]
        out.append(arg(rules, field.name, kind, valid=(default,), label=f"{game}.Rules"))
    return out


def _engine_entries(game: str) -> list[Entry]:
    package = _package(game)
    states = _states_of(game)
    snapshot = package.dumps
    return [
        arg(package.new_game, "players", PLAYERS, label=f"{game}.new_game"),
        arg(package.new_game, "rules", OTHER_RULES, label=f"{game}.new_game", players=3),
        *_rules_entries(game),
        *_move_entries(game),
        Entry(
            f"{game}.state.apply(move)",
            lambda state, move: state.apply(move),
            values.moves(),
            state=states,
            snapshot=snapshot,
            check=_redumps(game),
        ),
        Entry(
            f"{game}.state.sample_chance(rng)",
            lambda state, rng: state.sample_chance(rng),
            "rng",
            state=states,
            snapshot=snapshot,
        ),
        Entry(f"{game}.loads(text)", package.loads, values.saves(game), check=_redumps(game)),
        Entry(f"{game}.dumps(state)", package.dumps, values.states(), check=_is_text),
    ]


# The widgets: every argument of every game's App.

APPS = {
    "pyramide": "PyramideApp",
    "schmieden": "SchmiedenApp",
    "karten": "KartenApp",
    "mauro": "MauroApp",
    "kniffel": "KniffelApp",
}
_APP_ARGUMENTS = {
    "players": (PLAYERS, ()),
    "computers": ("size", (0, 1)),
    "lang": ("text", ("de", "en")),
    "seed": ("whole", (0, 2026)),
    "rules": (OTHER_RULES, ()),
    "die": ("text", ("I", "III")),
    "coach_in_background": ("flag", (False,)),
    "pace": ("rate", (0, 0.5)),
}


def _app_entries(name: str, app: type) -> list[Entry]:
    out = []
    for parameter in inspect.signature(app).parameters:
        hostile, valid = _APP_ARGUMENTS.get(parameter, ("junk", ()))
        out.append(Entry(f"{name}({parameter}=...)", _app_call(app, parameter), hostile, valid))
    return out


def _app_call(app, parameter):
    return lambda value: app(**{parameter: value})


def _widgets() -> list[Entry]:
    out = []
    for game, name in APPS.items():
        out.extend(_app_entries(name, getattr(_package(game), name)))
    out.extend(_app_entries("DuelApp", _package("mauro").DuelApp))
    return out


# The Explorer: its constructor and `.run`.


@cache
def _explorer():
    from pyramide_kit import Explorer

    return Explorer(lang="en", seed=1)


def _explorer_entries() -> list[Entry]:
    from pyramide_kit import Explorer
    from pyramide_kit.explorer import GAMES

    explored = tuple(GAMES)  # the names, in the menu's order

    return [
        arg(Explorer, "lang", "text", valid=("de", "en")),
        arg(Explorer, "seed", "whole", valid=(0, 7)),
        arg(Explorer, "game", "text", valid=explored),
        arg(Explorer, "event_key", "text"),
        Entry("Explorer.run(trials)", lambda n: _explorer().run(n), "size", valid=(1, 10)),
        Entry("Explorer.run(background)", lambda b: _explorer().run(5, background=b), "flag"),
        Entry("Explorer.choose(game)", lambda g: _explorer().choose(g), "text", valid=explored),
        Entry("Explorer.choose(event_key)", lambda k: _explorer().choose("pyramide", k), "text"),
        Entry("Explorer.wait(timeout)", lambda t: _explorer().wait(t), "size"),
    ]


# The play page's game menu: its constructor and `.choose`.


@cache
def _menu():
    from pyramide_kit.menu import GameMenu

    return GameMenu(lang="en")


def _menu_entries() -> list[Entry]:
    from pyramide_kit.menu import GameMenu

    return [
        arg(GameMenu, "lang", "text", valid=("de", "en")),
        Entry("GameMenu.choose(key)", lambda k: _menu().choose(k), "text", valid=("duel",)),
    ]


# Printables and the class tally.

_SHEET_NAMES = st.sampled_from(["pyramide", "mauro", "prediction_1", "no_such_sheet"])


def _sheets(**arguments):
    from pyramide_kit.printables import write_sheets

    with tempfile.TemporaryDirectory() as folder:
        return write_sheets(**{"folder": folder, "which": [], **arguments})


def _printable_entries() -> list[Entry]:
    from pyramide_kit.printables import write_sheets

    return [
        arg(write_sheets, "folder", "junk", which=[]),
        # Writing a PDF takes up to a second or two on a busy machine.
        Entry(
            "write_sheets(lang=...)",
            lambda v: _sheets(lang=v, which="pyramide"),
            "text",
            seconds=8.0,
        ),
        Entry(
            "write_sheets(which=...)",
            lambda v: _sheets(which=v),
            # (None, all 88 sheets, is valid but takes a minute)
            st.one_of(_SHEET_NAMES, st.lists(_SHEET_NAMES, max_size=2), values.ITERABLE).filter(
                lambda which: which is not None
            ),
            seconds=8.0,
        ),
    ]


@cache
def _tally():
    from pyramide_kit.tally import Tally, experiment

    return Tally(experiment("ones_after_three")).add("Ana", results=[0, 1, 1, 2])


def _tally_snapshot(tally):
    from pyramide_kit.tally import dumps

    return dumps(tally)


def _tally_entry(name, call, hostile, valid=()):
    return Entry(
        name,
        call,
        hostile,
        valid,
        state=st.builds(_tally),
        snapshot=_tally_snapshot,
    )


def _tally_texts():
    from pyramide_kit.tally import dumps

    return st.builds(lambda: dumps(_tally())).flatmap(
        lambda text: st.one_of(
            st.just(text),
            st.integers(0, len(text)).map(lambda cut: text[:cut]),
            st.sampled_from(values._all_save_texts()),
            values.RAW_VALUES,
        )
    )


def _tally_entries() -> list[Entry]:
    from pyramide_kit import ClassTally
    from pyramide_kit.tally import EXPERIMENTS, Group, Tally, dumps, experiment, loads
    from pyramide_kit.tally import parse_entry as parse
    from pyramide_kit.tally.experiments import ones_after_throws_distribution

    return [
        arg(parse, "text", "text", valid=("0 1 2", "3x2, 1", "")),
        arg(experiment, "key", "text", valid=tuple(EXPERIMENTS)),
        # Exact over every throw: 4 s for the default 3 throws on a busy machine.
        dataclasses.replace(
            arg(ones_after_throws_distribution, "throws", "size"),
            seconds=30.0,
            examples=4,
            slow=True,
        ),
        arg(Group, "name", "text", counts=()),
        arg(Group, "counts", "iterable", label="tally.Group", name="A"),
        arg(Tally, "experiment", "junk"),
        arg(Tally, "groups", "iterable", experiment=experiment("six")),
        arg(loads, "text", st.one_of(_tally_texts(), values.TEXT), label="tally.loads"),
        arg(dumps, "tally", values.states(), label="tally.dumps"),
        arg(ClassTally, "lang", "text", valid=("de", "en")),
        arg(ClassTally, "experiment", "text", valid=tuple(EXPERIMENTS)),
        _tally_entry("Tally.add(name)", lambda t, v: t.add(v, results=[1]), "text", ("Ben",)),
        _tally_entry("Tally.add(results)", lambda t, v: t.add("Ben", results=v), "iterable"),
        _tally_entry("Tally.add(counts)", lambda t, v: t.add("Ben", counts=v), "junk"),
        _tally_entry(
            "Tally.add(replace)", lambda t, v: t.add("Ana", results=[1], replace=v), "flag"
        ),
        _tally_entry("Tally.remove(name)", lambda t, v: t.remove(v), "text", ("Ana",)),
        _tally_entry("Tally.group(name)", lambda t, v: t.group(v), "text", ("Ana",)),
        _tally_entry("Tally.band_at(n)", lambda t, v: t.band_at(v), "size"),
    ]


# Odds and simulators: the sizes, rules, rates and iterables they take.


def _distribution():
    from pyramide_kit.exact import Distribution

    return Distribution({1: Fraction(1, 2), 2: Fraction(1, 2)})


def _trial(rng):
    return bool(rng.integers(0, 2))


def _simulate_entries() -> list[Entry]:
    from pyramide_kit import simulate as s

    exact = _distribution()
    return [
        arg(s.rng_for, "seed", "whole"),
        arg(s.z_value, "confidence", "rate", valid=(0.9, 0.95)),
        arg(s.wilson_interval, "successes", "size", n=10),
        arg(s.wilson_interval, "n", "size", successes=3),
        arg(s.wilson_interval, "confidence", "rate", successes=3, n=10),
        arg(s.mean_interval, "values", "iterable"),
        arg(s.mean_interval, "confidence", "rate", values=[1, 2, 3]),
        arg(s.running_mean, "values", "iterable"),
        arg(s.confidence_text, "confidence", "rate", lang="en"),
        arg(s.confidence_text, "lang", "text", confidence=0.95),
        arg(s.simulate_proportion, "n", "size", trial=_trial, seed=0),
        arg(s.simulate_proportion, "seed", "whole", trial=_trial, n=10),
        arg(s.simulate_proportion, "trial", "junk", n=10, seed=0),
        arg(s.simulate_proportion, "lang", "text", trial=_trial, n=10, seed=0),
        arg(s.simulate_mean, "n", "size", trial=lambda rng: rng.random(), seed=0),
        arg(s.simulate_distribution, "n", "size", trial=lambda r: 1, seed=0, exact=exact),
        arg(s.simulate_distribution, "exact", "junk", trial=lambda r: 1, seed=0, n=5),
        arg(s.total_variation, "counts", "junk", exact=exact),
        arg(s.total_variation, "exact", "junk", counts={1: 3}),
        arg(s.chi_square_test, "counts", "junk", exact=exact),
        arg(s.chi_square_test, "min_expected", "rate", counts={1: 3, 2: 4}, exact=exact),
    ]


def _odds_entries() -> list[Entry]:
    pyr, sch, kar, mau, kni = (_odds(game) for game in GAMES)
    return [
        arg(pyr.p_pyramid_of_ones, "throws", "size"),
        arg(pyr.score_distribution, "throws", "size"),
        arg(pyr.score_distribution, "rules", OTHER_RULES),
        arg(pyr.score_distribution, "policy", "junk"),
        arg(pyr.mean_score, "throws", "size"),
        arg(pyr.kind_probabilities, "throws", "size"),
        arg(pyr.final_dice_distribution, "throws", "size", keep=lambda dice: ()),
        arg(pyr.final_dice_distribution, "keep", "junk", throws=2),
        arg(sch.p_place_accepts, "place", "text", below=(1, 2)),
        arg(sch.p_place_accepts, "below", "iterable", place="middle"),
        arg(sch.p_fits, "below", "iterable", valid=((1, 2), (3, 3))),
        arg(sch.p_fits_closed_form, "below", "iterable", valid=((1, 2),)),
        arg(sch.p_first_throw_bonus, "equal", "size"),
        arg(sch.p_complete_first_throw_by_criterion, "equal", "size"),
        arg(sch.round_distribution, "rules", OTHER_RULES),
        arg(sch.round_distribution, "policy", "junk"),
        arg(sch.round_distribution, "start", "junk"),
        arg(sch.points_distribution, "rules", OTHER_RULES),
        arg(sch.top_waiting_time, "m1", "size", m2=2),
        arg(sch.top_waiting_time, "m2", "size", m1=2),
        arg(sch.top_waiting_time_geometric, "m1", "size", m2=2),
        arg(kar.check_rate, "value", "rate", label="karten.odds.check_rate", name="rate"),
        arg(kar.p_someone_matches, "n_others", "size"),
        arg(kar.p_someone_matches, "hand_size", "size", n_others=3),
        arg(kar.p_someone_matches, "knowing_own_hand", "flag", n_others=3),
        arg(kar.matches_distribution, "n_others", "size"),
        arg(kar.p_someone_matches_by_counting, "n_others", "size"),
        arg(kar.two_hands_table, "hand_size", "size"),
        arg(kar.two_hands_table_by_counting, "hand_size", "size"),
        arg(kar.expected_true_matches, "n_players", "size"),
        arg(kar.expected_true_matches, "rows", "size", n_players=4),
        arg(kar.expected_true_matches, "pyramids", "size", n_players=4),
        arg(kar.expected_true_matches_by_patterns, "n_players", "size"),
        arg(kar.p_holds, "unseen", "size", matching=3, hand_size=4),
        arg(kar.p_holds, "matching", "size", unseen=30, hand_size=4),
        arg(kar.p_holds, "hand_size", "size", unseen=30, matching=3),
        arg(kar.holds_fraction, "unseen", "size", matching=3, hand_size=4),
        arg(kar.claim_true_fraction, "bluff_rate", "rate", unseen=30, matching=3, hand_size=4),
        arg(kar.p_claim_true, "bluff_rate", "rate", unseen=30, matching=3, hand_size=4),
        arg(kar.bluff_outcomes, "row_value", "size", p_call=Fraction(1, 2)),
        arg(kar.bluff_outcomes, "p_call", "rate", row_value=3),
        arg(kar.bluff_outcomes, "call_factor", "size", row_value=3, p_call=Fraction(1, 2)),
        arg(kar.expected_bluff_net, "p_call", "rate", row_value=3),
        arg(kar.bus_expected_cards_markov, "steps", "iterable"),
        arg(kar.bus_by_enumeration, "ace_high", "flag"),
        arg(mau.class_probabilities, "rules", OTHER_RULES),
        arg(mau.score_distribution_variant2, "rules", OTHER_RULES),
        arg(mau.turn_points_head_variant1, "max_points", "size"),
        arg(mau.turn_expectation_bounds_variant1, "max_points", "size"),
        arg(mau.turn_total_head_variant1, "max_total", "size"),
        arg(mau.check_die, "die", "junk"),
        arg(mau.pair_neighbour_probability, "a", "junk", b="III"),
        arg(mau.turn_chain, "classes", "junk"),
        arg(mau.expected_turn_points_stop_at, "stop_at", "size"),
        arg(mau.turn_points_series_variant1, "order", "size"),
        arg(mau.simulate_turn_points, "rng", "rng"),
        arg(kni.state_distribution, "throws", "size"),
        arg(kni.p_kniffel_within, "throws", "size"),
        arg(kni.p_kniffel_within_enumerated, "throws", "size"),
        arg(kni.keep_most_common, "dice", "iterable"),
        arg(kni.one_throw_patterns_enumerated, "rules", OTHER_RULES),
        arg(kni.best_total_bound, "rules", OTHER_RULES),
    ]


def _simulator_entries() -> list[Entry]:
    pyr, sch, kar, mau, kni = (_vectorised(game) for game in GAMES)
    keep = importlib.import_module("pyramide_kit.pyramide.strategy").keep_ones
    policy = importlib.import_module("pyramide_kit.kniffel.strategy")
    out = [
        arg(pyr.simulate_rounds, "n", "size", rng=_rng()),
        arg(pyr.simulate_rounds, "rng", "rng", n=5),
        arg(pyr.simulate_rounds, "rules", OTHER_RULES, n=5, rng=_rng()),
        arg(pyr.simulate_keep_rule, "n", "size", rng=_rng(), keep=keep),
        arg(pyr.simulate_keep_rule, "throws", "size", n=5, rng=_rng(), keep=keep),
        arg(pyr.simulate_keep_rule, "keep", "junk", n=5, rng=_rng()),
        arg(pyr.simulate_keep_ones, "n", "size", rng=_rng()),
        arg(pyr.simulate_keep_ones, "throws", "size", n=5, rng=_rng()),
        arg(pyr.simulate_single_throws, "n", "size", rng=_rng()),
        arg(pyr.simulate_ones_waits, "n", "size", rng=_rng()),
        arg(pyr.rounds_from_draws, "draws", "junk", keep=keep),
        arg(pyr.ones_batch, "left", "size"),
        arg(pyr.ones_round_blocks, "code", "size"),
        arg(sch.simulate_rounds, "n", "size", rng=_rng()),
        arg(sch.simulate_rounds, "rng", "rng", n=5),
        arg(sch.simulate_rounds, "rules", OTHER_RULES, n=5, rng=_rng()),
        arg(sch.simulate_rounds, "policy", "junk", n=5, rng=_rng()),
        arg(sch.simulation_draws, "n", "size", rng=_rng()),
        arg(sch.rounds_from_draws, "draws", "junk"),
        arg(sch.split_wide_draws, "throws", "size", wide=np.zeros((2, 30), dtype=np.int64)),
        arg(kar.deal_orders, "n", "size", k=10, rng=_rng()),
        arg(kar.deal_orders, "k", "size", n=5, rng=_rng()),
        arg(kar.simulate_matches, "n", "size", rng=_rng()),
        arg(kar.simulate_matches, "n_players", "size", n=5, rng=_rng()),
        arg(kar.simulate_matches, "rules", OTHER_RULES, n=5, rng=_rng()),
        arg(kar.simulate_seen_from_a_seat, "n", "size", rng=_rng()),
        arg(kar.simulate_seen_from_a_seat, "n_others", "size", n=5, rng=_rng()),
        arg(kar.matches_per_seat, "orders", "junk", n_players=4),
        arg(kar.replay_deal, "order", "iterable", n_players=4),
        arg(kar.replay_deal, "n_players", "size", order=list(range(52))),
        arg(kar.simulate_bus_runs, "n", "size", rng=_rng()),
        arg(kar.simulate_bus_runs, "ace_high", "flag", n=5, rng=_rng()),
        arg(kar.bus_runs, "orders", "junk"),
        arg(kar.replay_bus_run, "order", "iterable"),
        arg(mau.simulate_turns_variant1, "n", "size", rng=_rng()),
        arg(mau.simulate_turns_variant1, "rng", "rng", n=5),
        arg(mau.simulate_throws, "n", "size", rng=_rng()),
        arg(mau.simulate_throws, "rules", OTHER_RULES, n=5, rng=_rng()),
        arg(mau.simulate_points_variant2, "n", "size", rng=_rng()),
        arg(mau.simulate_totals, "n", "size", rng=_rng()),
        arg(mau.turns_from_draws, "draws", "junk"),
        arg(mau.throw_of, "draw", "size"),
        arg(kni.simulate_one_throw, "n", "size", rng=_rng()),
        arg(kni.simulate_one_throw, "rng", "rng", n=5),
        arg(kni.simulate_kniffel_within, "n", "size", rng=_rng()),
        arg(kni.simulate_kniffel_within, "throws", "size", n=5, rng=_rng()),
        arg(kni.simulate_throws_until_kniffel, "n", "size", rng=_rng()),
        arg(kni.simulate_throws_until_kniffel, "limit", "size", n=5, rng=_rng()),
        arg(kni.chase_from_draws, "draws", "junk"),
        arg(kni.split_quad_draws, "quads", "junk"),
    ]
    if hasattr(policy, "Greedy"):
        out.append(arg(kni.simulate_solitaire, "n", "size", rng=_rng(), policy=policy.Greedy()))
    out.append(arg(kni.simulate_solitaire, "policy", "junk", n=2, rng=_rng()))
    return out


ENTRY_POINTS: list[Entry] = [
    *(entry for game in GAMES for entry in _engine_entries(game)),
    *_widgets(),
    *_explorer_entries(),
    *_menu_entries(),
    *_printable_entries(),
    *_tally_entries(),
    *_simulate_entries(),
    *_odds_entries(),
    *_simulator_entries(),
]
"""Every entry point the hostile suite attacks."""


# Numpy integers where whole numbers belong: accepted, and stored as plain ints.


@dataclass(frozen=True, repr=False)
class Stored:
    """A whole number given as `build(value)` and read back as `read(built)`, which must
    be a plain `int` (or a tuple of them) when `value` is a numpy integer; `save(built)`
    must still work (a numpy int in a state would break `json`)."""

    name: str
    build: Callable[[Any], Any]
    read: Callable[[Any], Any]
    plain: Any
    save: Callable[[Any], Any]

    def __repr__(self) -> str:
        return f"Stored({self.name!r})"


def _stored_rules(game: str) -> list[Stored]:
    package = _package(game)
    out = []
    for field in dataclasses.fields(package.Rules):
        default = getattr(package.Rules(), field.name)
        if isinstance(default, bool) or not isinstance(default, int | tuple):
            continue
        out.append(
            Stored(
                f"{game}.Rules({field.name}=...)",
                lambda v, f=field.name, r=package.Rules: r(**{f: v}),
                lambda rules, f=field.name: getattr(rules, f),
                default,
                lambda rules, p=package: p.dumps(p.new_game(rules=rules)),
            )
        )
    return out


STORED_INTS: list[Stored] = [
    *(stored for game in GAMES for stored in _stored_rules(game)),
    Stored(
        "simulate.rng_for(seed=...)",
        lambda v: importlib.import_module("pyramide_kit.simulate").rng_for(v),
        lambda rng: 7,
        7,
        lambda rng: rng.integers(0, 6),
    ),
]
"""Every place a numpy integer may stand for a whole number that is kept (the moves of
every game are checked by replaying played games with numpy integers in every move, in
`test_numpy_ints.py`)."""
