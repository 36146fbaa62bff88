"""How fast the exact optimal values and the coach are (Pyramide, Schmieden, Mauro).

Run from the repository root:  python benchmarks/optimal_pyramide.py  [--clicks 200]

Rows:
- Pyramide whole-game optimum: `TableSolver().game_value()` for the full sheet (24
  sheets, 23 rounds solved), first in a cold process (the best build of the 462
  multisets asked of the engine included), then the best of `--repeats` fresh solvers;
- Schmieden round table: the first `round_value(Rules(max_throws=...))`;
- coach per click (Pyramide, Schmieden, Mauro): the mean time of `move_values` over the
  decisions of seeded games played by the optimal policy, once the tables exist, and
  the slowest click.

Targets of issue 11: whole-game optimum under 1 s, a coach answer under 50 ms a click.
The last line gives the whole-game time.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from typing import Any

from pyramide_kit.mauro import optimal as mauro_optimal
from pyramide_kit.mauro.game import new_game as mauro_game
from pyramide_kit.mauro.rules import Rules as MauroRules
from pyramide_kit.pyramide import new_game as pyramide_game
from pyramide_kit.pyramide import optimal as pyramide_optimal
from pyramide_kit.schmieden import optimal as schmieden_optimal
from pyramide_kit.schmieden.game import new_game as schmieden_game
from pyramide_kit.schmieden.rules import Rules as SchmiedenRules
from pyramide_kit.simulate import rng_for
from pyramide_kit.table import CHANCE


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
    clicks: int, repeats: int, schmieden_throws: int
) -> tuple[list[tuple[str, str]], float]:
    """The table's rows (label, figure) and the best whole-game time in seconds; a
    function of its own so that `benchmarks/optimal.py` can add these rows to its table."""
    rows: list[tuple[str, str]] = []
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

    srules = SchmiedenRules(max_throws=schmieden_throws, rounds=1)
    began = time.perf_counter()
    schmieden_optimal.round_value(srules)
    rows.append((f"Schmieden round table ({srules.max_throws} throws)",
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=200)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--schmieden-throws", type=int, default=6)
    args = parser.parse_args()
    rows, best = measure(args.clicks, args.repeats, args.schmieden_throws)
    width = max(len(label) for label, _ in rows)
    print(f"{'measure'.ljust(width)}  time")
    for label, value in rows:
        print(f"{label.ljust(width)}  {value}")
    print(f"exact Pyramide game value time: {best:.3f} s")


if __name__ == "__main__":
    main()
