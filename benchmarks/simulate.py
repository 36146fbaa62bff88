"""How fast the vectorised simulators are, beside the rules engines and raw dice.

Run from the repository root:  python benchmarks/simulate.py  [--n 1000000] [--repeats 7]

For every simulator of the five games it prints one row:

- n: units per timed run (whole Kniffel games run on a twentieth of --n);
- drawn/unit: dice rolled, or cards dealt and turned, per simulated unit (round, turn,
  throw, chase, game, deal, run), the mean over the vectorised run;
- first run/s: the first run of n units, timed alone, after a run of 1,000 units has
  built every table (the Kniffel policies' tables take seconds; they are not timed);
- vectorised/s: units per second of the numpy simulator (`<game>/vectorised.py`);
- engine/s: units per second of a plain Python loop over the game's rules engine;
- raw/s: units per second that raw numpy draws reach when they only produce the same
  number of dice or cards: for dice `Generator.integers` (n x drawn/unit values in
  0 .. 5, dtype int8, the fastest dtype for this), for cards `Generator.permuted` of
  whole 52-card decks (int8), as many decks as hold n x drawn/unit cards;
- ratio: vectorised/s divided by raw/s.

Times are the best of `--repeats` runs with the same n; the vectorised and the raw runs
alternate so both see the same load on the machine. The last line gives the lowest
ratio over all simulators.
"""

from __future__ import annotations

import argparse
import platform
import time
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from pyramide_kit.karten import deal as karten_deal
from pyramide_kit.karten import vectorised as karten_vec
from pyramide_kit.karten.cards import DECK, rank_of
from pyramide_kit.karten.odds import holds_fraction
from pyramide_kit.karten.rules import Rules as KartenRules
from pyramide_kit.karten.simulation import bus_run, someone_matches_first_card
from pyramide_kit.kniffel import new_game as kniffel_game
from pyramide_kit.kniffel import odds as kniffel_odds
from pyramide_kit.kniffel import optimal as kniffel_optimal
from pyramide_kit.kniffel import vectorised as kniffel_vec
from pyramide_kit.kniffel.rules import Rules as KniffelRules
from pyramide_kit.kniffel.rules import is_kniffel, score
from pyramide_kit.kniffel.solitaire import play_solitaire
from pyramide_kit.kniffel.strategy import BookAdvice, Greedy, OptimalPolicy
from pyramide_kit.mauro import Rules as MauroRules
from pyramide_kit.mauro import new_game as mauro_game
from pyramide_kit.mauro import vectorised as mauro_vec
from pyramide_kit.pyramide import new_game as pyramide_game
from pyramide_kit.pyramide import vectorised as pyramide_vec
from pyramide_kit.pyramide.strategy import ComputerPolicy, keep_ones, play_round
from pyramide_kit.schmieden import vectorised as schmieden_vec
from pyramide_kit.schmieden.strategy import play_round as schmieden_round


def _raw_dice(rng: np.random.Generator, total: int) -> np.ndarray:
    return rng.integers(0, 6, size=total, dtype=np.int8)


def _raw_cards(rng: np.random.Generator, total: int) -> np.ndarray:
    decks = np.broadcast_to(
        np.arange(len(DECK), dtype=np.int8), (-(-total // len(DECK)), len(DECK))
    )
    return rng.permuted(decks, axis=1)


@dataclass(frozen=True)
class Case:
    """One simulator: its vectorised call, the matching engine loop, and how to count dice."""

    game: str
    name: str
    unit: str
    vectorised: Callable[[int, np.random.Generator], object]
    engine_one: Callable[[np.random.Generator], object]
    dice: Callable[[object], float]  # dice or cards per unit, from the vectorised result
    share: float = 1.0  # of --n: whole Kniffel games run on fewer units
    raw: Callable[[np.random.Generator, int], object] = _raw_dice  # so many dice or cards


def _pyramide_policy_round(rng):
    policy = ComputerPolicy()
    final = play_round(pyramide_game(1), rng, lambda d: policy.keep_values(d))[-1]
    return final.best.score


def _pyramide_ones_round(rng):
    return play_round(pyramide_game(1), rng, keep_ones)[-1].best.score


def _mauro_turn(rng):
    game = mauro_game(1)
    while not game.turns:
        game = game.roll(rng)
    return game.turns[0].banked


def _mauro_variant2(rng):
    return mauro_game(1, MauroRules(variant=2)).roll(rng).turns[0].banked


def _kniffel_one_throw(rng):
    dice = kniffel_game().throw(rng).dice
    return [score(p, dice) > 0 for p in kniffel_odds.PATTERNS]


def _kniffel_chase(throws: int | None):
    """The engine's chase of at most `throws` throws (None: until the Kniffel). A turn
    has at most 10 throws (`Rules`), so an endless chase goes on in a fresh turn that
    starts from the dice it has (set with `throw_values`, not counted as a throw)."""
    rules = KniffelRules(throws=throws or 10)

    def chase(rng):
        game, thrown = kniffel_game(rules=rules).throw(rng), 1
        while not is_kniffel(game.dice) and (game.throws_left or throws is None):
            if not game.throws_left:
                game = kniffel_game(rules=rules).throw_values(game.dice)
            game = game.throw(rng, keep=kniffel_odds.keep_most_common(game.dice))
            thrown += 1
        return thrown

    return chase


def _karten_seen_from_a_seat(rng, n_others: int = 4) -> bool:
    """The engine loop the explorer ran before the vectorised deals: deal until the
    viewer (last seat) holds no card of the first pyramid card's rank."""
    while True:
        game = karten_deal(n_others + 1, rng)
        rank = rank_of(game.pyramid[0])
        if not game.holds_rank(n_others, rank):
            return any(game.holds_rank(p, rank) for p in range(n_others))


# cards in the deals the viewer's question looks at: 5 hands are dealt until the viewer
# holds none of the three other cards of the rank (4 of the 51 unseen cards)
_SEEN_CARDS = KartenRules().cards_needed(5) / float(1 - holds_fraction(51, 3, 4))


def _mean(values) -> float:
    return float(np.mean(values))


CASES = (
    Case(
        "Pyramide",
        "round, computer policy",
        "round",
        pyramide_vec.simulate_rounds,
        _pyramide_policy_round,
        lambda r: _mean(r.dice_thrown),
    ),
    Case(
        "Pyramide",
        "round, keep the ones",
        "round",
        pyramide_vec.simulate_keep_ones,
        _pyramide_ones_round,
        lambda r: _mean(r.dice_thrown),
    ),
    Case(
        "Pyramide",
        "single throw, best build",
        "throw",
        pyramide_vec.simulate_single_throws,
        lambda rng: pyramide_game(1).roll(rng).best.score,
        lambda r: 6.0,
    ),
    Case(
        "Mauro",
        "variant 1 turn",
        "turn",
        mauro_vec.simulate_turns_variant1,
        _mauro_turn,
        lambda r: 3 * _mean(r.throws),
    ),
    Case(
        "Mauro",
        "variant 2 turn",
        "turn",
        mauro_vec.simulate_points_variant2,
        _mauro_variant2,
        lambda r: 3.0,
    ),
    Case(
        "Kniffel",
        "one throw, six patterns",
        "throw",
        kniffel_vec.simulate_one_throw,
        _kniffel_one_throw,
        lambda r: 5.0,
    ),
    Case(
        "Kniffel",
        "Kniffel within 3 throws",
        "chase",
        kniffel_vec.simulate_kniffel_within,
        _kniffel_chase(3),
        lambda r: _mean(r.dice_thrown),
    ),
    Case(
        "Kniffel",
        "throws until Kniffel",
        "chase",
        kniffel_vec.simulate_throws_until_kniffel,
        _kniffel_chase(None),
        lambda r: _mean(r.dice_thrown),
    ),
    Case(
        "Kniffel",
        "solitaire game, greedy",
        "game",
        lambda n, rng: kniffel_vec.simulate_solitaire(n, rng, Greedy()),
        lambda rng: play_solitaire(Greedy(), rng).total,
        lambda r: _mean(r.dice_thrown),
        share=0.05,
    ),
    Case(
        "Kniffel",
        "solitaire game, book advice",
        "game",
        lambda n, rng: kniffel_vec.simulate_solitaire(n, rng, BookAdvice()),
        lambda rng: play_solitaire(BookAdvice(), rng).total,
        lambda r: _mean(r.dice_thrown),
        share=0.05,
    ),
    Case(
        "Kniffel",
        "solitaire game, optimal",
        "game",
        kniffel_optimal.simulate_optimal,
        lambda rng: play_solitaire(OptimalPolicy(), rng).total,
        lambda r: _mean(r.dice_thrown),
        share=0.05,
    ),
    Case(
        "Schmieden",
        "round, computer policy",
        "round",
        schmieden_vec.simulate_rounds,
        lambda rng: schmieden_round(rng).points,
        lambda r: _mean(r.dice_thrown),
    ),
    Case(
        "Karten",
        "deal, someone matches",
        "deal",
        karten_vec.simulate_matches,
        lambda rng: someone_matches_first_card(rng, 4),
        lambda r: float(KartenRules().cards_needed(4)),
        raw=_raw_cards,
    ),
    Case(
        "Karten",
        "deal, someone else matches",
        "deal",
        karten_vec.simulate_seen_from_a_seat,
        _karten_seen_from_a_seat,
        lambda r: _SEEN_CARDS,
        raw=_raw_cards,
    ),
    Case(
        "Karten",
        "Ride the Bus run",
        "run",
        karten_vec.simulate_bus_runs,
        bus_run,
        lambda r: _mean(r.cards),
        raw=_raw_cards,
    ),
)


def _best_time(call: Callable[[], object], repeats: int) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        call()
        best = min(best, time.perf_counter() - start)
    return best


def measure(case: Case, n: int, repeats: int, engine_seconds: float) -> dict:
    """Rates of one case: vectorised and raw alternate, best of `repeats` each.

    The first run (after building the tables on 1,000 units) is timed on its own.
    """
    rng = np.random.default_rng(2024)
    case.vectorised(1000, rng)  # build the tables (cached) before timing
    start = time.perf_counter()
    result = case.vectorised(n, rng)
    first = n / (time.perf_counter() - start)
    dice = case.dice(result)
    total = round(dice * n)
    vec_best = raw_best = float("inf")
    for _ in range(repeats):
        vec_best = min(vec_best, _best_time(lambda: case.vectorised(n, rng), 1))
        raw_best = min(raw_best, _best_time(lambda: case.raw(rng, total), 1))
    played, start = 0, time.perf_counter()
    while time.perf_counter() - start < engine_seconds:
        case.engine_one(rng)
        played += 1
    engine_rate = played / (time.perf_counter() - start)
    return {
        "n": n,
        "first": first,
        "dice": dice,
        "vectorised": n / vec_best,
        "engine": engine_rate,
        "raw": n / raw_best,
        "ratio": raw_best / vec_best,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=1_000_000, help="units per timed run")
    parser.add_argument("--repeats", type=int, default=7, help="timed runs, best counts")
    parser.add_argument(
        "--engine-seconds", type=float, default=2.0, help="time for the engine loop"
    )
    args = parser.parse_args()
    print(
        f"numpy {np.__version__}, Python {platform.python_version()}, "
        f"n = {args.n:,} per run, best of {args.repeats}"
    )
    lowest: dict[str, float] = {}
    game = None
    for case in CASES:
        if case.game != game:
            game = case.game
            print(f"\n{game}")
            print(
                f"  {'simulator':<28} {'unit':<5} {'n':>9} {'drawn/unit':>10} "
                f"{'first run/s':>12} {'vectorised/s':>13} {'engine/s':>9} {'raw/s':>12} "
                f"{'ratio':>6}"
            )
        row = measure(case, round(args.n * case.share), args.repeats, args.engine_seconds)
        lowest[game] = min(lowest.get(game, float("inf")), row["ratio"])
        print(
            f"  {case.name:<28} {case.unit:<5} {row['n']:>9,} {row['dice']:>10.2f} "
            f"{row['first']:>12,.0f} {row['vectorised']:>13,.0f} {row['engine']:>9,.0f} "
            f"{row['raw']:>12,.0f} {row['ratio']:>6.3f}"
        )
    print()
    for name, ratio in lowest.items():
        print(f"{name}: lowest ratio {ratio:.3f}")
    print(f"lowest ratio to the raw dice or card rate: {min(lowest.values()):.3f}")


if __name__ == "__main__":
    main()
