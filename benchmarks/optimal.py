"""How fast the kit's optimal solvers are, beside an established solver, with their values.

Run from the repository root (needs the bench extra: pip install -e ".[bench]"):

    python benchmarks/optimal.py                      # Kniffel "hasbro" and "none"
    python benchmarks/optimal.py --variants none --quick --clicks 20 --schmieden-throws 2

Kniffel: for each variant, the kit's full optimal table (`pyramide_kit.kniffel.optimal`,
numpy) and `yatzy-solver`'s table (Rust) for the same rules are built in the same run,
one after the other, each on a single thread (OPENBLAS_NUM_THREADS and RAYON_NUM_THREADS
are set to 1 before either library loads). The kit builds into an empty temporary cache
directory, so its time is a first use: asking the engine for its tables, the backward
induction and writing the cache file. Rows give both times, their ratio, both game
values and the largest difference over the game value and every option of a sample of
situations (seeded random play through the engine; --quick takes fewer).

The last line is `kniffel table time / yatzy-solver time: X`, summed over the variants.
A further solver measured against a reference adds a function returning a `Row` and
appends its rows in `main`.

A second table puts the exact law of the final total of optimal play
(`kniffel_optimal.score_distribution`, `kniffel/distribution.py`) beside the value
table it is computed from, per variant: both first uses in an empty temporary cache
directory (the table first, then the law with the table in memory), as wall-clock and
as processor time of the process (a shared machine stretches the first, not the
second), their ratios, the process's peak resident memory so far (`ru_maxrss`, so the
largest law run bounds it), and the law's sum and mean against `game_value`.

Every table but the fourth computes what it times: the tables shipped with the kit
(`pyramide_kit.shipped`) are not read in this process.

A third table has what no reference solver offers (its targets: whole-game
optimum under 1 s, a coach answer under 50 ms a click):
- Pyramide whole-game optimum: `TableSolver().game_value()` for the full sheet, first in
  a cold process (the best build of the 462 multisets asked of the engine included),
  then the best of `--repeats` fresh solvers;
- Schmieden round table: the first `round_value(Rules(max_throws=...))`;
- goals and policies: `round_chance` and `game_chance` cold (the tables
  cleared, the best builds asked again) and `policy_value` of a round, each beside its
  target (ratio = time / target; `--game-target` sets the game's target, a high one such
  as 2900 meets few rounds), wall and CPU time (the machine may be shared);
- Pyramide coach goal, first answer on an empty sheet: `move_chances` for
  `--game-target` after the first throw of a game (seeded), cold as above, beside the
  coach's 1 s target for a first answer;
- Schmieden `policy_value(Policy())` of the round of `--schmieden-throws` throws;
- Kniffel table for `--kniffel-throws` throws a turn, by default the most `Rules`
  allows (10: everything within a bound answers): `optimal.table` built
  into an empty temporary cache, as above;
- coach per click (Pyramide, Schmieden, Mauro): the mean time of `move_values` over the
  decisions of seeded games played by the optimal policy, once the tables exist, and the
  slowest click.

A fourth table is the coach of a widget in a fresh process (`--fresh-games`): per game,
a new Python process with an empty cache directory (`PYRAMIDE_KIT_CACHE`) makes the
widget, throws once, turns the coach on (Pyramide: set to its goal, whose first target
is what its warm-up solves) and clicks the board (holding and releasing a die; Mauro,
with stopping allowed: throwing on) every 20 ms until the coach lists its values. Times
are from the start of the widget's construction: the first text of the coach's panel
(the "still computing" note while the warm-up runs) and the first real values; the
longest click handler (the coach's toggle included) meanwhile, with the median and the
number of clicks. Each game runs three times: with the warm-up in the background (the
default) and with `coach_in_background=False` (the first answer computes, as the click
waits), both with the tables shipped with the kit (`pyramide_kit.shipped`), and in the
background as if no table were shipped (what rules without a shipped table, or a kit
built without them, get). The machine's load average is printed beside each row; under
the table, the slowest first answer with the shipped tables against the 1 s target and
the longest click with the coach in the background against 0.3 s.
"""

from __future__ import annotations

import os

os.environ["OPENBLAS_NUM_THREADS"] = "1"
os.environ["RAYON_NUM_THREADS"] = "1"

import argparse
import json
import platform
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import yatzy_solver as ys

from pyramide_kit import shipped
from pyramide_kit.kniffel import distribution as kniffel_distribution
from pyramide_kit.kniffel import new_game
from pyramide_kit.kniffel import optimal as kniffel_optimal
from pyramide_kit.kniffel import rules as kniffel_rules
from pyramide_kit.kniffel import solver as kniffel_solver
from pyramide_kit.kniffel.compare import VARIANTS, action, situation
from pyramide_kit.kniffel.effects import effects
from pyramide_kit.kniffel.rules import Rules
from pyramide_kit.mauro import optimal as mauro_optimal
from pyramide_kit.mauro.game import new_game as mauro_game
from pyramide_kit.mauro.rules import Rules as MauroRules
from pyramide_kit.pyramide import new_game as pyramide_game
from pyramide_kit.pyramide import optimal as pyramide_optimal
from pyramide_kit.pyramide.strategy import ComputerPolicy
from pyramide_kit.schmieden import optimal as schmieden_optimal
from pyramide_kit.schmieden.game import new_game as schmieden_game
from pyramide_kit.schmieden.rules import Rules as SchmiedenRules
from pyramide_kit.schmieden.strategy import Policy as SchmiedenPolicy
from pyramide_kit.simulate import rng_for
from pyramide_kit.table import CHANCE


@dataclass(frozen=True)
class Row:
    """One measured case: the kit's time and value beside a reference's."""

    case: str
    kit_seconds: float
    reference: str
    reference_seconds: float
    kit_value: float
    reference_value: float
    largest_difference: float
    compared: int

    @property
    def ratio(self) -> float:
        return self.kit_seconds / self.reference_seconds


def sample_situations(rules: Rules, games: int, seed: int) -> list:
    """Decisions after a throw met in seeded games of uniformly random legal moves."""
    rng = np.random.default_rng(seed)
    found = []
    for _ in range(games):
        state = new_game(1, rules)
        while not state.over:
            if state.to_move is CHANCE:
                state = state.apply(state.sample_chance(rng))
                continue
            moves = state.legal_moves()
            if state.dice is not None:
                found.append(state)
            state = state.apply(moves[int(rng.integers(len(moves)))])
    return found


def kniffel_row(variant: str, games: int) -> Row:
    """Build both tables for one variant and compare their values."""
    rules = Rules(extra_kniffel=variant)
    with tempfile.TemporaryDirectory() as cache:
        os.environ["PYRAMIDE_KIT_CACHE"] = cache
        kniffel_solver._TABLES.clear()
        effects.cache_clear()
        start = time.perf_counter()
        kniffel_optimal.table(rules, progress=False)
        kit_seconds = time.perf_counter() - start
    start = time.perf_counter()
    solver = ys.Solver.build(ys.Variant(VARIANTS[variant]))
    reference_seconds = time.perf_counter() - start
    kit_value = kniffel_optimal.game_value(rules)
    reference_value = solver.state_value("upper 0 | filled -")
    largest = abs(kit_value - reference_value)
    compared = 1
    for state in sample_situations(rules, games, seed=2024):
        theirs = dict(solver.option_values(situation(state)))
        ours = kniffel_optimal.move_values(state)
        total = state.card.total
        for move, v in ours.items():
            largest = max(largest, abs(v - total - theirs[action(state, move)]))
            compared += 1
    return Row(
        f"Kniffel {variant} table",
        kit_seconds,
        f"yatzy-solver {VARIANTS[variant]}",
        reference_seconds,
        kit_value,
        reference_value,
        largest,
        compared,
    )


@dataclass(frozen=True)
class LawRow:
    """One variant's value table and score law, both first uses, timed in one run."""

    variant: str
    table_seconds: float
    table_cpu: float
    law_seconds: float
    law_cpu: float
    peak_mb: float
    sum_error: float
    mean_error: float


def law_row(variant: str) -> LawRow:
    """Build the table, then the law, into an empty cache directory."""
    rules = Rules(extra_kniffel=variant)
    with tempfile.TemporaryDirectory() as cache:
        os.environ["PYRAMIDE_KIT_CACHE"] = cache
        kniffel_solver._TABLES.clear()
        kniffel_distribution._DISTRIBUTIONS.clear()
        effects.cache_clear()
        start, cpu = time.perf_counter(), time.process_time()
        kniffel_optimal.table(rules, progress=False)
        table_seconds, table_cpu = time.perf_counter() - start, time.process_time() - cpu
        start, cpu = time.perf_counter(), time.process_time()
        law = kniffel_optimal.score_distribution(rules, progress=False)
        law_seconds, law_cpu = time.perf_counter() - start, time.process_time() - cpu
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e3  # kB on Linux
    mean = float(np.arange(law.size) @ law)
    return LawRow(
        variant,
        table_seconds,
        table_cpu,
        law_seconds,
        law_cpu,
        peak,
        abs(float(law.sum()) - 1),
        abs(mean - kniffel_optimal.game_value(rules)),
    )


def decisions(start: Any, policy: Any, clicks: int, seed: int) -> list[Any]:
    """At least `clicks` decision states of seeded games played by `policy`."""
    rng = rng_for(seed)
    states: list[Any] = []
    game = start
    while len(states) < clicks:
        if game.over:
            game = start
        if game.to_move is CHANCE:
            game = game.apply(game.sample_chance(rng))
        else:
            states.append(game)
            game = game.apply(policy.choose(game))
    return states[:clicks]


def per_click(values: Callable[[Any], Any], states: list[Any]) -> tuple[float, float]:
    """Mean and slowest time of one `values(state)` call, in milliseconds."""
    times = []
    for state in states:
        began = time.perf_counter()
        values(state)
        times.append(time.perf_counter() - began)
    return 1000 * sum(times) / len(times), 1000 * max(times)


def measure(
    clicks: int,
    repeats: int,
    schmieden_throws: int,
    kniffel_throws: int,
    game_target: int = 600,
) -> tuple[list[tuple[str, str]], float]:
    """The exact-optimum and coach rows (label, figure) and the best whole-game time."""
    rows: list[tuple[str, str]] = []
    thrown = pyramide_game(1).apply(pyramide_optimal.Roll())
    thrown = thrown.apply(thrown.sample_chance(rng_for(1)))
    began = time.perf_counter()
    cold = pyramide_optimal.TableSolver().game_value()
    cold_time = time.perf_counter() - began
    warm = []
    for _ in range(repeats):
        began = time.perf_counter()
        pyramide_optimal.TableSolver().game_value()
        warm.append(time.perf_counter() - began)
    rows.append(("Pyramide game optimum, cold process", f"{cold_time:.3f} s"))
    rows.append(("Pyramide game optimum, best of fresh solvers", f"{min(warm):.3f} s"))
    rows.append(("  value", f"{float(cold):.6f} ({cold.numerator.bit_length()}-bit numerator)"))
    for name, call, target in [
        ("Pyramide round_chance(100), cold", lambda: pyramide_optimal.round_chance(100), 0.5),
        ("Pyramide policy_value(ComputerPolicy()) of a round",
         lambda: pyramide_optimal.policy_value(ComputerPolicy()), 1.0),
        ("Pyramide game_chance(target), cold", lambda: pyramide_optimal.game_chance(game_target),
         5.0),
        ("Pyramide coach goal, first answer on an empty sheet",
         lambda: pyramide_optimal.move_chances(thrown, game_target), 1.0),
    ]:  # fmt: skip
        pyramide_optimal.tables.cache_clear()
        pyramide_optimal._chance_table.cache_clear()
        pyramide_optimal._goal_solver.cache_clear()
        began, cpu = time.perf_counter(), time.process_time()
        call()
        took, cpu = time.perf_counter() - began, time.process_time() - cpu
        rows.append((name, f"{took:.3f} s, {cpu:.3f} s CPU (target {target} s, ratio "
                           f"{took / target:.2f})"))  # fmt: skip

    srules = SchmiedenRules(max_throws=schmieden_throws, rounds=1)
    began = time.perf_counter()
    schmieden_optimal.round_value(srules)
    rows.append((f"Schmieden round table (max_throws={srules.max_throws})",
                 f"{time.perf_counter() - began:.3f} s"))  # fmt: skip
    began, cpu = time.perf_counter(), time.process_time()
    schmieden_optimal.policy_value(SchmiedenPolicy(), srules)
    took, cpu = time.perf_counter() - began, time.process_time() - cpu
    rows.append((f"Schmieden policy_value(Policy()) of a round (max_throws={srules.max_throws})",
                 f"{took:.3f} s, {cpu:.3f} s CPU"))  # fmt: skip

    most = Rules(throws=kniffel_throws)
    with tempfile.TemporaryDirectory() as cache:
        os.environ["PYRAMIDE_KIT_CACHE"] = cache
        kniffel_solver._TABLES.clear()
        effects.cache_clear()
        began = time.perf_counter()
        kniffel_optimal.table(most, progress=False)
        rows.append((f"Kniffel table (throws={most.throws}), cold",
                     f"{time.perf_counter() - began:.3f} s"))  # fmt: skip

    games = [
        ("Pyramide", pyramide_game(1), pyramide_optimal.OptimalPolicy(), pyramide_optimal),
        ("Schmieden", schmieden_game(1, srules), schmieden_optimal.OptimalPolicy(),
         schmieden_optimal),
        ("Mauro (may_stop)", mauro_game(1, MauroRules(may_stop=True)),
         mauro_optimal.OptimalPolicy(), mauro_optimal),
    ]  # fmt: skip
    for name, start, policy, module in games:
        states = decisions(start, policy, clicks, seed=1)
        mean, slowest = per_click(module.move_values, states)
        rows.append((f"{name} coach per click ({len(states)} clicks)",
                     f"mean {mean:.3f} ms, slowest {slowest:.3f} ms"))  # fmt: skip

    return rows, min([cold_time, *warm])


FRESH_GAMES = ("kniffel", "schmieden", "pyramide", "mauro")
"""The games of the fresh-process table (Mauro's coach needs no table: the control)."""


def fresh_widget(game: str, background: bool, shipped: bool = True) -> dict[str, Any]:
    """In this process (started with an empty cache): make `game`'s widget, throw, turn
    the coach on and click until it lists values (the fourth table of the module text);
    without `shipped`, as if the kit had shipped no tables."""
    if not shipped:
        from pyramide_kit import shipped as tables

        tables.TABLES = Path(tempfile.mkdtemp()) / "none"
    from pyramide_kit.kniffel.app import KniffelApp
    from pyramide_kit.mauro.app import MauroApp
    from pyramide_kit.pyramide.app import PyramideApp
    from pyramide_kit.schmieden.app import SchmiedenApp
    from pyramide_kit.ui.coach import GOAL

    make = {"kniffel": KniffelApp, "schmieden": SchmiedenApp, "pyramide": PyramideApp}
    clicks: list[float] = []

    def timed(action: Callable[[], Any]) -> None:
        began = time.perf_counter()
        action()
        clicks.append(time.perf_counter() - began)

    start = time.perf_counter()
    if game == "mauro":
        app = MauroApp(seed=1, rules=MauroRules(may_stop=True))
    else:
        app = make[game](seed=1, coach_in_background=background)
    made = time.perf_counter() - start
    board = app.table_view
    throw = next(i for i in sorted(board.clickable()) if i.startswith("throw"))
    timed(lambda: board.click(throw))
    coach = app.coach

    def coach_on() -> None:
        coach.toggle.value = True
        if game == "pyramide":
            coach.mode.value = GOAL

    timed(coach_on)
    first_text = time.perf_counter() - start if coach.view.value else None
    values = None
    deadline = start + 300
    while time.perf_counter() < deadline:
        if "pk-coach-list" in coach.view.value:
            values = time.perf_counter() - start
            break
        picks = sorted(i for i in board.clickable() if i.startswith(("hold:", "die:")))
        if game == "mauro":  # no dice to hold: throw on until there is a choice
            picks = [i for i in board.clickable() if i == "throw"]
        if picks:
            timed(lambda pick=picks[0]: board.click(pick))
        time.sleep(0.02)
    return {
        "made": made,
        "first_text": first_text,
        "values": values,
        "longest_click": max(clicks),
        "median_click": sorted(clicks)[len(clicks) // 2],
        "clicks": len(clicks),
    }


def fresh_rows(games: list[str]) -> tuple[list[tuple[str, ...]], list[str]]:
    """One row per game and setting, each from a new process with an empty cache; and
    the summary lines: the slowest first answer with the kit's tables, and the longest
    click with the coach in the background, each beside its target."""
    rows = []
    first: list[float] = []
    clicks: list[float] = []
    for game in games:
        settings = ("background", "foreground", "not shipped") if game != "mauro" else ("",)
        for setting in settings:
            with tempfile.TemporaryDirectory() as cache:
                env = dict(os.environ, PYRAMIDE_KIT_CACHE=cache)
                done = subprocess.run(
                    [sys.executable, __file__, "--fresh-child", game, setting],
                    env=env,
                    capture_output=True,
                    text=True,
                    check=True,
                    timeout=900,
                )
            got = json.loads(done.stdout.strip().splitlines()[-1])
            if setting != "not shipped":
                first.append(got["values"] if got["values"] is not None else float("inf"))
            if setting != "foreground":
                clicks.append(got["longest_click"])
            load = ", ".join(f"{x:.2f}" for x in os.getloadavg())

            def seconds(value: float | None) -> str:
                return "-" if value is None else f"{value:.2f}"

            label = f"{game} ({setting})" if setting else f"{game} (no warm-up)"
            rows.append((
                label,
                seconds(got["made"]),
                seconds(got["first_text"]),
                seconds(got["values"]),
                f"{1000 * got['longest_click']:.0f} ({1000 * got['median_click']:.1f}, "
                f"{got['clicks']})",
                load,
            ))  # fmt: skip
    summary = [
        f"slowest first coach answer, fresh process: {max(first):.2f} s "
        f"(target 1 s, ratio {max(first):.2f})",
        f"longest click, coach in the background: {1000 * max(clicks):.0f} ms "
        f"(target 300 ms, ratio {max(clicks) / 0.3:.2f})",
    ]
    return rows, summary


def print_table(header: tuple[str, ...], lines: list[tuple[str, ...]]) -> None:
    lines = [header, *lines]
    widths = [max(len(line[i]) for line in lines) for i in range(len(header))]
    for i, line in enumerate(lines):
        print(" | ".join(cell.ljust(w) for cell, w in zip(line, widths, strict=True)))
        if i == 0:
            print("-+-".join("-" * w for w in widths))


def main() -> None:
    if sys.argv[1:2] == ["--fresh-child"]:
        game, setting = sys.argv[2:4]
        print(json.dumps(fresh_widget(game, setting != "foreground", setting != "not shipped")))
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variants", nargs="+", default=["hasbro", "none"], choices=VARIANTS)
    parser.add_argument("--quick", action="store_true", help="compare on few situations")
    parser.add_argument("--clicks", type=int, default=200, help="coach clicks timed per game")
    parser.add_argument("--repeats", type=int, default=5, help="fresh Pyramide solvers timed")
    parser.add_argument("--schmieden-throws", type=int, default=6, help="throws of the round")
    parser.add_argument("--game-target", type=int, default=600, help="game_chance's target")
    parser.add_argument("--kniffel-throws", type=int, default=kniffel_rules._MOST_THROWS,
                        help="throws a turn of the cold Kniffel table")  # fmt: skip
    parser.add_argument("--fresh-games", nargs="*", default=list(FRESH_GAMES),
                        choices=FRESH_GAMES, help="widgets timed in a fresh process")  # fmt: skip
    args = parser.parse_args()
    # every first use in this process computes, as for rules without a shipped table
    # (the fresh-process table measures the kit with its shipped tables)
    shipped.TABLES = Path(tempfile.mkdtemp()) / "not-shipped"
    print(f"python {platform.python_version()}, numpy {np.__version__}, yatzy-solver "
          f"{ys.__version__}, {os.cpu_count()} cores (each build on one thread)")  # fmt: skip
    games = 2 if args.quick else 40
    rows = [kniffel_row(variant, games) for variant in args.variants]
    # Further solvers compared with a reference append their rows here.
    header = ("case", "kit s", "reference", "ref s", "ratio", "kit value", "ref value",
              "largest diff", "values")  # fmt: skip
    lines = [header] + [
        (
            r.case,
            f"{r.kit_seconds:.2f}",
            r.reference,
            f"{r.reference_seconds:.2f}",
            f"{r.ratio:.2f}",
            f"{r.kit_value:.9f}",
            f"{r.reference_value:.9f}",
            f"{r.largest_difference:.1e}",
            str(r.compared),
        )
        for r in rows
    ]
    widths = [max(len(line[i]) for line in lines) for i in range(len(header))]
    for i, line in enumerate(lines):
        print(" | ".join(cell.ljust(w) for cell, w in zip(line, widths, strict=True)))
        if i == 0:
            print("-+-".join("-" * w for w in widths))
    print()
    laws = [law_row(variant) for variant in args.variants]
    header = ("case", "table s", "table cpu", "law s", "law cpu", "ratio s", "ratio cpu",
              "peak RSS MB", "sum - 1", "mean - value")  # fmt: skip
    lines = [header] + [
        (
            f"Kniffel {r.variant} score law",
            f"{r.table_seconds:.2f}",
            f"{r.table_cpu:.2f}",
            f"{r.law_seconds:.2f}",
            f"{r.law_cpu:.2f}",
            f"{r.law_seconds / r.table_seconds:.2f}",
            f"{r.law_cpu / r.table_cpu:.2f}",
            f"{r.peak_mb:.0f}",
            f"{r.sum_error:.1e}",
            f"{r.mean_error:.1e}",
        )
        for r in laws
    ]
    widths = [max(len(line[i]) for line in lines) for i in range(len(header))]
    for i, line in enumerate(lines):
        print(" | ".join(cell.ljust(w) for cell, w in zip(line, widths, strict=True)))
        if i == 0:
            print("-+-".join("-" * w for w in widths))
    law_ratio = sum(r.law_cpu for r in laws) / sum(r.table_cpu for r in laws)
    print(f"kniffel score law cpu / value table cpu: {law_ratio:.2f}")
    print()
    if args.fresh_games:
        header = ("widget, fresh process", "made s", "first panel text s", "first values s",
                  "longest click ms (median, clicks)", "load average 1/5/15 min")  # fmt: skip
        fresh, fresh_summary = fresh_rows(args.fresh_games)
        print_table(header, fresh)
        print("\n".join(fresh_summary))
        print()
    exact_rows, best = measure(
        args.clicks, args.repeats, args.schmieden_throws, args.kniffel_throws, args.game_target
    )
    width = max(len(label) for label, _ in exact_rows)
    print(f"{'exact optimum and coach'.ljust(width)}  time")
    for label, value in exact_rows:
        print(f"{label.ljust(width)}  {value}")
    print(f"exact Pyramide game value time: {best:.3f} s")
    kniffel = [r for r in rows if r.case.startswith("Kniffel")]
    ratio = sum(r.kit_seconds for r in kniffel) / sum(r.reference_seconds for r in kniffel)
    print(f"kniffel table time / yatzy-solver time: {ratio:.2f}")


if __name__ == "__main__":
    main()
