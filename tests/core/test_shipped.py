"""The coach's shipped tables: built when the kit is installed, read instead of computed,
and equal to what the solvers compute now.

The numbers in them are proven by the solvers' own two-route tests; these tests prove
that what ships is those numbers: each shipped table against a fresh computation, and
each solver reading it (with its computation made to fail) in place of computing."""

import gzip
from fractions import Fraction

import numpy as np
import pytest

from pyramide_kit import shipped
from pyramide_kit.games import GAMES
from pyramide_kit.kniffel import effects as kniffel_effects
from pyramide_kit.kniffel import solver as kniffel_solver
from pyramide_kit.kniffel.rules import EXTRA_KNIFFEL_VARIANTS
from pyramide_kit.kniffel.rules import Rules as KniffelRules
from pyramide_kit.pyramide import optimal as pyramide_optimal
from pyramide_kit.pyramide.rules import Rules as PyramideRules
from pyramide_kit.schmieden import optimal as schmieden_optimal
from pyramide_kit.schmieden.rules import Rules as SchmiedenRules

SHIPPING = [name for name, spec in GAMES.items() if spec.tables_at is not None]

MISSING = "not built for these sources: `pip install -e .` builds the shipped tables"


def test_the_games_whose_coach_needs_long_tables_ship_them():
    assert SHIPPING == ["pyramide", "kniffel", "schmieden"]


@pytest.mark.parametrize("game", SHIPPING)
def test_the_installed_kit_has_every_table_of_these_sources(game, tmp_path):
    """The tables in the package are the current sources' (the build ran), and they are
    what building them anew names, so the solvers find them."""
    names = {p.name for p in shipped.TABLES.glob(f"{game}-*")}
    assert names, MISSING
    assert not shipped.stale_files(game, shipped.TABLES), MISSING
    fresh = {p.name for p in GAMES[game].ship_tables(shipped.TABLES)}
    assert fresh == names


def test_a_name_carries_the_fingerprint_of_the_sources(tmp_path):
    path = shipped.shipped_file("kniffel", "optimal-abc.npz", tmp_path)
    assert path == tmp_path / f"kniffel-optimal-abc-{shipped.fingerprint('kniffel')}.npz"
    old = tmp_path / "kniffel-optimal-abc-0123456789abcdef.npz"
    for p in (path, old, tmp_path / "pyramide-goal-x-0123456789abcdef.json.gz"):
        p.write_bytes(b"")
    assert shipped.stale_files("kniffel", tmp_path) == [old]
    assert shipped.fingerprint("kniffel") != shipped.fingerprint("schmieden")


def test_a_key_names_a_table_by_what_its_numbers_depend_on():
    rules = SchmiedenRules()
    name = shipped.keyed_name("round", rules, None, suffix="json.gz")
    assert name.startswith("round-") and name.endswith(".json.gz")
    assert name == shipped.keyed_name("round", SchmiedenRules(), None, suffix="json.gz")
    others = {shipped.keyed_name("round", rules, 9, suffix="json.gz"),
              shipped.keyed_name("round", SchmiedenRules(max_throws=2), None, suffix="json.gz"),
              shipped.keyed_name("goal", rules, None, suffix="json.gz")}  # fmt: skip
    assert name not in others and len(others) == 3


def test_json_tables_keep_big_whole_numbers_and_a_cut_file_reads_as_none(tmp_path):
    data = [[[None, 3], 6**108, -(7**90)]]
    path = tmp_path / "t.json.gz"
    shipped.write_json(path, data)
    assert shipped.read_json(path) == data
    path.write_bytes(path.read_bytes()[:10])
    assert shipped.read_json(path) is None
    path.write_bytes(gzip.compress(b"[1, "))
    assert shipped.read_json(path) is None


@pytest.mark.parametrize("variant", EXTRA_KNIFFEL_VARIANTS)
def test_kniffel_reads_the_engines_answers_from_the_shipped_table(variant, monkeypatch):
    rules = KniffelRules(extra_kniffel=variant)
    asked = kniffel_effects._asked(rules)
    kniffel_effects.effects.cache_clear()
    monkeypatch.setattr(kniffel_effects, "_tables", fail)
    got = kniffel_effects.effects(rules)
    for name in kniffel_effects._ARRAYS:
        assert np.array_equal(getattr(got, name), getattr(asked, name)), name
    assert type(got.cap) is int and type(got.classes) is tuple


@pytest.mark.parametrize("variant", EXTRA_KNIFFEL_VARIANTS)
def test_kniffel_reads_its_shipped_table_with_an_empty_cache(variant, monkeypatch, tmp_path):
    rules = KniffelRules(extra_kniffel=variant)
    monkeypatch.setenv("PYRAMIDE_KIT_CACHE", str(tmp_path))
    monkeypatch.setattr(kniffel_solver, "_TABLES", {})
    monkeypatch.setattr(kniffel_solver, "_build", fail)
    assert kniffel_solver.table(rules).values.shape[0] == kniffel_effects.MASKS
    assert not list(tmp_path.iterdir())  # nothing built, nothing cached


@pytest.mark.slow
@pytest.mark.parametrize("variant", EXTRA_KNIFFEL_VARIANTS)
def test_kniffels_shipped_table_is_what_the_solver_builds(variant):
    rules = KniffelRules(extra_kniffel=variant)
    path = shipped.shipped_file("kniffel", kniffel_solver._table_name(rules))
    fx = kniffel_effects._asked(rules)
    stored = kniffel_solver._load(path, rules, fx)
    assert stored is not None, MISSING
    built = kniffel_solver._build(fx, None)
    assert np.array_equal(stored, built, equal_nan=True)


def test_schmieden_knows_its_default_round_from_the_shipped_table(monkeypatch):
    rules = SchmiedenRules()
    monkeypatch.setattr(schmieden_optimal, "_SOLVERS", {})
    monkeypatch.setattr(schmieden_optimal._Round, "_between", fail)
    start = schmieden_optimal.goal_range(rules)[1]
    assert not schmieden_optimal.solved(rules)  # asking reads nothing
    assert schmieden_optimal.round_value(rules) > 0
    assert 0 < schmieden_optimal.round_chance(start, rules) < 1
    assert schmieden_optimal.solved(rules) and schmieden_optimal.solved(rules, start)
    assert not schmieden_optimal.solved(rules, start + 1)
    with pytest.raises(AssertionError):
        schmieden_optimal.round_chance(start + 1, rules)


@pytest.mark.slow
@pytest.mark.parametrize("goal", [False, True])
def test_schmiedens_shipped_round_is_what_the_recursion_computes(goal):
    rules = SchmiedenRules()
    target = schmieden_optimal.goal_range(rules)[1] if goal else None
    path = shipped.shipped_file("schmieden", schmieden_optimal._round_name(rules, target))
    stored = schmieden_optimal._read_round(path)
    assert stored, MISSING
    fresh = schmieden_optimal._Round(rules, target)
    assert fresh.between(*schmieden_optimal._START) == stored[schmieden_optimal._START]
    assert fresh.known == stored
    assert all(type(v) is Fraction for v in stored.values())


def test_pyramide_knows_the_first_targets_chances_from_the_shipped_table(monkeypatch):
    rules = PyramideRules()
    most, start = pyramide_optimal.goal_range(rules)
    assert 0 < start <= most and start % 50 == 0
    pyramide_optimal._goal_solver.cache_clear()
    monkeypatch.setattr(pyramide_optimal._GoalSolver, "_solve", fail)
    try:
        assert 0 < pyramide_optimal.game_chance(start, rules) < 1
        with pytest.raises(AssertionError):
            pyramide_optimal.game_chance(start - 200, rules)
    finally:
        pyramide_optimal._goal_solver.cache_clear()


def test_pyramide_reads_its_round_scores_and_sheet_values_from_the_shipped_table(
    monkeypatch,
):
    rules = PyramideRules()
    pyramide_optimal.tables.cache_clear()
    monkeypatch.setattr(pyramide_optimal, "best_build", fail)
    monkeypatch.setattr(pyramide_optimal, "solve_round", fail)
    try:
        loaded = pyramide_optimal.tables(rules)
        assert loaded.game_value() > 0
        assert loaded._game.keys() == set(pyramide_optimal._sheets_by_size())
    finally:
        pyramide_optimal.tables.cache_clear()


@pytest.mark.slow
def test_pyramides_shipped_scores_and_sheet_values_are_what_the_solver_computes():
    rules = PyramideRules()
    loaded = pyramide_optimal.tables(rules)
    fresh = pyramide_optimal.TableSolver(rules)
    assert fresh.scores == loaded.scores
    assert fresh.game_value() == loaded.game_value()
    fresh.shipped()
    assert fresh._game == loaded._game
    assert all(type(v) is Fraction for v in loaded._game.values())


@pytest.mark.slow
def test_pyramides_shipped_chances_are_what_the_goal_solver_computes():
    rules = PyramideRules()
    start = pyramide_optimal.goal_range(rules)[1]
    pyramide_optimal._goal_solver.cache_clear()
    loaded = pyramide_optimal._goal_solver(rules)
    assert any(sheet.known.sum() > 2 for sheet in loaded._sheets.values()), MISSING
    fresh = pyramide_optimal._GoalSolver(rules)
    assert fresh.chance(pyramide_optimal._FULL, start) == loaded.chance(
        pyramide_optimal._FULL, start
    )
    assert fresh._sheets.keys() == loaded._sheets.keys()
    for open_, sheet in fresh._sheets.items():
        assert np.array_equal(sheet.known, loaded._sheets[open_].known), open_
        assert sheet.exact == loaded._sheets[open_].exact, open_
        assert np.array_equal(sheet.residues, loaded._sheets[open_].residues), open_


def fail(*args, **kwargs):
    raise AssertionError("computed, although the shipped table has it")
