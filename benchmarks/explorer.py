"""How long the Explorer takes for every event of the games: the exact value and a long run.

Run from the repository root:  python benchmarks/explorer.py  [--n 1000000] [--games ...]

Every event runs in a fresh Python process of its own, so each number is what a student
meets on a first click (no table built by an earlier event, no exact value cached):

- exact s: the event's exact value and its variance (`ev.exact`, `ev.sd`: what showing
  the event computes), cold, after the imports;
- run s: `Explorer.run(n)` with the event chosen, from the click to the updated plots
  (the sampler in the Explorer's chunks, tables built on demand, the summary and both
  plots drawn);
- plots s: redrawing the summary and plots of those n trials once more (`_redraw`:
  the kept figures updated in place and drawn by blitting);
- click s: one more click of 1x after the run (`Explorer.run(1)`: a new chunk of
  trials drawn, all n + 1 trials summarised, both plots updated): what a student waits
  for after a million trials;
- plots cpu, click cpu: the same two as processor time of the process
  (`time.process_time`): the work itself, which a machine busy with other processes
  does not stretch as it stretches the wall-clock columns;
- sampler s: `ev.sample(n, rng)` in one call, after the run has built the tables.

Targets: exact s at most 0.5, run s at most 2, plots s and click s at most
0.2 at n = 1,000,000. The last
line names the slowest run: `slowest event at N trials: S s (game/event)`.
"""

from __future__ import annotations

import argparse
import json
import platform
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# One event, timed in the process this code runs in (fresh for each event).
_ONE_EVENT = """
import json, sys, time
import numpy as np
from pyramide_kit.explorer import Explorer
from pyramide_kit.games import event
game, key, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
ev = event(game, key)
t0 = time.perf_counter(); ev.exact; ev.sd; exact = time.perf_counter() - t0
explorer = Explorer(lang="en", seed=2026, game=game, event_key=key)
t0 = time.perf_counter(); explorer.run(n); run = time.perf_counter() - t0
c0, t0 = time.process_time(), time.perf_counter(); explorer._redraw()
plots, plots_cpu = time.perf_counter() - t0, time.process_time() - c0
c0, t0 = time.process_time(), time.perf_counter(); explorer.run(1)
click, click_cpu = time.perf_counter() - t0, time.process_time() - c0
rng = np.random.default_rng(2026)
t0 = time.perf_counter(); ev.sample(n, rng); sampler = time.perf_counter() - t0
print(json.dumps({"exact": exact, "run": run, "plots": plots, "plots_cpu": plots_cpu,
                  "click": click, "click_cpu": click_cpu, "sampler": sampler}))
"""


def _every_event(games: list[str]) -> list[tuple[str, str]]:
    from pyramide_kit.games import events

    return [(game, ev.key) for game in games for ev in events(game)]


def _time_event(game: str, key: str, n: int) -> dict[str, float]:
    done = subprocess.run(
        [sys.executable, "-c", _ONE_EVENT, game, key, str(n)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"{game}/{key} failed:\n{done.stderr}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    from pyramide_kit.games import GAMES

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=1_000_000, help="trials per run")
    parser.add_argument("--games", nargs="+", default=list(GAMES), choices=GAMES)
    args = parser.parse_args()

    print(f"python {platform.python_version()}, {platform.machine()}, n = {args.n:,}")
    header = (
        f"{'event':<36} {'exact s':>8} {'run s':>8} {'plots s':>8} {'click s':>8} "
        f"{'plots cpu':>9} {'click cpu':>9} {'sampler s':>10}"
    )
    print(header)
    print("-" * len(header))
    slowest = redraw = click = cpu = (-1.0, "")
    for game, key in _every_event(args.games):
        t = _time_event(game, key, args.n)
        name = f"{game}/{key}"
        print(
            f"{name:<36} {t['exact']:>8.3f} {t['run']:>8.2f} {t['plots']:>8.2f} "
            f"{t['click']:>8.2f} {t['plots_cpu']:>9.2f} {t['click_cpu']:>9.2f} "
            f"{t['sampler']:>10.2f}",
            flush=True,
        )
        slowest = max(slowest, (t["run"], name))
        redraw = max(redraw, (t["plots"], name))
        click = max(click, (t["click"], name))
        cpu = max(cpu, (max(t["plots_cpu"], t["click_cpu"]), name))
    print(
        f"slowest redraw: {redraw[0]:.2f} s ({redraw[1]}); "
        f"slowest click: {click[0]:.2f} s ({click[1]}); "
        f"most processor time for a redraw or click: {cpu[0]:.2f} s ({cpu[1]})"
    )
    print(f"slowest event at {args.n:,} trials: {slowest[0]:.2f} s ({slowest[1]})")


if __name__ == "__main__":
    main()
