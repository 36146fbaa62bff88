"""How often the computer players of Pyramide with cards call "Bluff!": calls per game.

    python benchmarks/karten_calls.py                 # 1,000 games per table, seed 2026
    python benchmarks/karten_calls.py --games 200 --seed 7

A policy calls when the exact P(bluff | what it can see) exceeds its threshold
(`karten.strategy`). With the default rates a claim is a bluff far less often than
not, so calls are rare and come where the caller sees most cards of the claimed rank
itself, or on the higher rows, where its model expects more bluffs. Two tables of four
play `policy_tournament` (the dealer moving round): the widget's table (four default
policies: the student's seat played by one as a stand-in) and the lesson's table of
four different policies. For each policy the table gives the claims it answered and its
calls per game, its calls per answer, and the share of games in which it never called.
The closing line is the calls per game of one default computer player at the widget's
table.
"""

from __future__ import annotations

import argparse
import sys
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pyramide_kit.karten import deal
from pyramide_kit.karten.simulation import policy_tournament
from pyramide_kit.karten.strategy import CAREFUL, HONEST, Policy, play_game
from pyramide_kit.simulate import rng_for

HEAVY = Policy(bluff_rates=(Fraction(1, 2),) * 7, name="heavy")
TABLES = {
    "widget table": [Policy(name=f"default {k}") for k in (1, 2, 3, 4)],
    "lesson table": [Policy(name="default"), HONEST, CAREFUL, HEAVY],
}


def games_without_a_call(policies: list[Policy], n_games: int, seed: int) -> list[float]:
    """Per policy, the share of games in which it never called (seated as in
    `policy_tournament`, with the same seed)."""
    rng = rng_for(seed)
    n = len(policies)
    quiet = [0] * n
    for k in range(n_games):
        seat_of = [(p - k - 1) % n for p in range(n)]
        game = play_game(deal(n, rng), [policies[seat_of.index(s)] for s in range(n)], rng)
        callers = {e.player for e in game.log if e.kind == "call"}
        for p in range(n):
            quiet[p] += seat_of[p] not in callers
    return [q / n_games for q in quiet]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    widget_calls = 0.0
    for title, policies in TABLES.items():
        result = policy_tournament(policies, args.games, rng_for(args.seed))
        quiet = games_without_a_call(policies, args.games, args.seed)
        print(f"{title}: {args.games:,} games, seed {args.seed}")
        print(
            f"  {'policy':10} {'answered/game':>14} {'calls/game':>11} {'calls/answer':>13}"
            f" {'games without a call':>21}"
        )
        for p, policy in enumerate(policies):
            answered, calls = result["answered"][p], result["calls"][p]
            share = calls / answered if answered else 0.0
            print(
                f"  {policy.name:10} {answered:14.3f} {calls:11.3f} {share:13.4f} {quiet[p]:21.1%}"
            )
        print(f"  all policies together: {sum(result['calls']):.3f} calls per game")
        if title == "widget table":
            widget_calls = sum(result["calls"]) / len(policies)
    print(f"calls per game of a default computer player at the widget's table: {widget_calls:.3f}")


if __name__ == "__main__":
    main()
