"""How fast the kit's optimal solvers are, beside an established solver, with their values.

Run from the repository root (needs the bench extra: pip install -e ".[bench]"):

    python benchmarks/optimal.py                      # Kniffel "hasbro" and "none"
    python benchmarks/optimal.py --variants none --quick

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
appends its rows in `main` (Pyramide's exact optimum and the coach's time per click,
which have no reference solver, are in `optimal_pyramide.py`).
"""

from __future__ import annotations

import os

os.environ["OPENBLAS_NUM_THREADS"] = "1"
os.environ["RAYON_NUM_THREADS"] = "1"

import argparse
import platform
import tempfile
import time
from dataclasses import dataclass

import numpy as np
import yatzy_solver as ys

from pyramide_kit.kniffel import new_game
from pyramide_kit.kniffel import optimal as kniffel_optimal
from pyramide_kit.kniffel.compare import VARIANTS, action, situation
from pyramide_kit.kniffel.effects import effects
from pyramide_kit.kniffel.rules import Rules
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
        kniffel_optimal._TABLES.clear()
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variants", nargs="+", default=["hasbro", "none"], choices=VARIANTS)
    parser.add_argument("--quick", action="store_true", help="compare on few situations")
    args = parser.parse_args()
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
    kniffel = [r for r in rows if r.case.startswith("Kniffel")]
    ratio = sum(r.kit_seconds for r in kniffel) / sum(r.reference_seconds for r in kniffel)
    print(f"kniffel table time / yatzy-solver time: {ratio:.2f}")


if __name__ == "__main__":
    main()
