"""Every benchmark script still runs against the current API (on tiny sizes, so this
checks that it works, not how fast: speed is the scripts' own job, run by hand); the
ones in BY_HAND are too slow even on tiny sizes and are only run by hand."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TINY = {
    "explorer.py": ["--n", "2000", "--games", "pyramide"],
    "simulate.py": ["--n", "300", "--repeats", "1", "--engine-seconds", "0.01"],
    "optimal.py": [
        "--variants",
        "none",
        "--quick",
        "--clicks",
        "5",
        "--repeats",
        "1",
        "--schmieden-throws",
        "1",
        "--game-target",
        "2900",
        "--kniffel-throws",
        "1",
        "--fresh-games",
        "mauro",
    ],
    "saves.py": ["--moves", "300", "1200", "--repeats", "1"],
    "karten_calls.py": ["--games", "20"],
}
BY_HAND = {
    # Voilà and Chromium: a new kernel per notebook and page load, minutes even with one
    # load per section, so it is not part of the suite.
    "first_paint.py",
}
LAST_LINE = {
    "explorer.py": "slowest event at 2,000 trials:",
    "simulate.py": "lowest ratio to the raw",
    "optimal.py": "kniffel table time / yatzy-solver time:",
    "saves.py": "largest load time ratio to a linear load:",
    "karten_calls.py": "calls per game of a default computer player at the widget's table:",
}


@pytest.mark.slow
@pytest.mark.parametrize("script", sorted(TINY))
def test_benchmark_script_runs_and_prints_its_summary(script):
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / script), *TINY[script]],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=ROOT,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1].startswith(LAST_LINE[script])


def test_every_benchmark_script_has_a_tiny_run():
    assert sorted(p.name for p in (ROOT / "benchmarks").glob("*.py")) == sorted({*TINY, *BY_HAND})
