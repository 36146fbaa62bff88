"""Loading a save is linear in its length: the time of `loads` for long games.

    python benchmarks/saves.py                    # 10,000 and 100,000 moves, best of 3
    python benchmarks/saves.py --moves 2000 20000 --repeats 1

A save is the move log, and loading replays every move through the engine. For each game
below, one long game is played with seeded random legal moves and cut to each number of
moves and saved; then `loads` is timed on each save. Mauro is the game whose saves grow
longest (three seats and up to 10,000 rounds; its finished turns are a record that grows
with the game as the history does); the other games end within a few thousand moves.
The table gives the time per 1,000 moves and, in its last column, how much longer the
longest save takes than the shortest divided by how much longer it is: 1 for a linear
load (a load that copied the growing history at every move, as the kit's did, would give
about that factor again). The closing line is the largest such ratio.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path
from random import Random
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np

from pyramide_kit import mauro
from pyramide_kit.table import CHANCE


def long_game(start: Any, moves: int, seed: int) -> Any:
    """A game of `moves` moves from `start` (or fewer where it ends first): chance by a
    seeded generator, the seats by seeded random legal moves, replayed unrecorded (so
    building it is linear too) and given its history at the end."""
    rng, pick = np.random.default_rng(seed), Random(seed)
    state, history = start.replay_start(), []
    while len(history) < moves and not state.over:
        if state.to_move is CHANCE:
            move = state.sample_chance(rng)
        else:
            move = pick.choice(state.legal_moves())
        state = state.apply(move)
        history.append(move)
    return state.replay_end(tuple(history))


def best_time(call: Callable[[], Any], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        began = time.perf_counter()
        call()
        times.append(time.perf_counter() - began)
    return min(times)


GAMES = {
    "Mauro": (mauro, lambda: mauro.new_game(3, mauro.Rules(rounds=10_000))),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, nargs="+", default=[10_000, 100_000])
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    sizes = sorted(args.moves)
    rows = [("game", "moves", "save MB", "load s", "s per 1,000 moves")]
    ratios = []
    for name, (package, start) in GAMES.items():
        times = {}
        for size in sizes:
            cut = long_game(start(), size, seed=1)
            text = package.dumps(cut)
            assert package.loads(text) == cut
            n = len(cut.history)
            times[n] = best_time(lambda p=package, text=text: p.loads(text), args.repeats)
            rows.append(
                (
                    name,
                    f"{n:,}",
                    f"{len(text) / 1e6:.2f}",
                    f"{times[n]:.3f}",
                    f"{1000 * times[n] / n:.4f}",
                )
            )
        short, long = min(times), max(times)
        ratio = (times[long] / times[short]) / (long / short)
        ratios.append(ratio)
        rows.append((name, "longest / shortest", "", "", f"ratio {ratio:.2f}"))
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    for i, row in enumerate(rows):
        print(" | ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)))
        if i == 0:
            print("-+-".join("-" * w for w in widths))
    print(f"largest load time ratio to a linear load: {max(ratios):.2f}")


if __name__ == "__main__":
    main()
