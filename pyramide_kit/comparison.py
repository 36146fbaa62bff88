"""Policies compared: optimal play beside the kit's computer players, by simulation.

Each function plays `n` rounds or games of every policy on the *same* seeded draws
(common random numbers: game i of one policy sees the dice game i of another sees,
where both throw the same number of dice), vectorised with numpy, and returns a
`Comparison`: per policy a `simulate.MeanResult` (mean, 95 % interval and, where the kit
knows it, the exact value beside it), and `difference(a, b)`, the mean of the paired
differences with its interval (narrower than the two intervals apart, since the draws
are shared). Nothing here decides a rule or a move: the computer policies are the
games' own vectorised simulators, the optimal moves come from the games' solvers.

- `compare_kniffel(n, seed, rules)`: solitaire Kniffel, points per game: optimal
  (`kniffel.optimal.optimal_from_draws`, exact `game_value`), the book's advice and the
  greedy player (`kniffel.vectorised.solitaire_from_draws`). `difference("optimal",
  "book advice")` is what following the book costs per game.
- `compare_pyramide_rounds(n, seed, rules)`: round score, optimal keeping
  (`round_value`) against the computer policy (`odds.mean_score`), both exact.
- `compare_pyramide_games(n, seed, rules)`: solitaire game totals, optimal (keeps and
  boxes, exact `game_value`) against the computer policy (its box thresholds).
- `compare_schmieden_rounds(n, seed, rules)`: points of a round, optimal
  (`round_value`) against the computer policy (`odds.expected_points`), both exact.

The optimal Pyramide player is played from the table solver's values (`pyramide.
optimal.tables`): for every sheet of open boxes and throws left, each multiset of six
dice is stopped or kept as the values say (compared as floats; an exact tie stops, a
difference below float precision could pick the other of two near-equal keeps, which
changes the mean by less than that difference). The optimal Schmieden player places
each throw by `schmieden.optimal.best_placement`, asked once per distinct (placed dice,
throw, row values) that the simulated rounds meet.

Each takes `lang` ("en" or "de"): the printed table and `label(policy)` speak it, while
the policies keep their code names as keys (`kniffel["book advice"]`).

`python -m pyramide_kit.comparison` prints every table with its seed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import combinations

import numpy as np

from pyramide_kit.checks import check_seed, trial_count, whole_number
from pyramide_kit.dice import multisets
from pyramide_kit.dice_codes import CountCode
from pyramide_kit.errors import quoted
from pyramide_kit.exact import as_fraction
from pyramide_kit.i18n import check_lang, count_text, decimal_text, plural
from pyramide_kit.i18n import t as text
from pyramide_kit.simulate import MeanResult, rng_for

__all__ = [
    "Comparison",
    "compare_kniffel",
    "compare_pyramide_games",
    "compare_pyramide_rounds",
    "compare_schmieden_rounds",
    "optimal_pyramide_games",
    "optimal_pyramide_rounds",
    "optimal_schmieden_rounds",
]

SEEDS = {"kniffel": 2101, "pyramide rounds": 2102, "pyramide games": 2103, "schmieden": 2104}
"""The default seed of each comparison (the lesson's and the report's numbers)."""


@dataclass(frozen=True)
class Comparison:
    """Seeded results of several policies on the same draws (see the module text)."""

    title: str
    unit: str
    seed: int
    results: tuple[tuple[str, MeanResult], ...]
    labels: tuple[str, ...]
    """The policies' names for readers, in the comparison's language."""
    lang: str = "en"

    @property
    def policies(self) -> tuple[str, ...]:
        return tuple(name for name, _ in self.results)

    @property
    def n(self) -> int:
        return self.results[0][1].n

    def __getitem__(self, policy: str) -> MeanResult:
        for name, result in self.results:
            if name == policy:
                return result
        raise KeyError(f"no policy {quoted(policy)}; the policies are {', '.join(self.policies)}")

    def difference(self, better: str, worse: str) -> MeanResult:
        """Paired differences per round or game, `better` minus `worse`, with the exact
        difference where both exact values are known."""
        a, b = self[better], self[worse]
        exact = None
        if a.exact is not None and b.exact is not None:
            exact = _exact_minus(a.exact, b.exact)
        return MeanResult(a.values - b.values, self.seed, exact, lang=self.lang)

    def label(self, policy: str) -> str:
        """The name of `policy` for readers (a legend, a table), in the comparison's
        language."""
        self[policy]  # an unknown policy is a KeyError naming the known ones
        return self.labels[self.policies.index(policy)]

    def rows(self) -> list[dict[str, object]]:
        """One row per policy: mean, interval, exact value (or None), inside or not."""
        return [
            {
                "policy": name,
                "mean": r.mean,
                "low": r.interval[0],
                "high": r.interval[1],
                "exact": None if r.exact is None else float(r.exact),
                "inside": r.contains_exact,
            }
            for name, r in self.results
        ]

    def __str__(self) -> str:
        lang = self.lang
        header = f"cmp_header_{self.unit}"
        count = count_text(self.n, lang)
        lines = [plural(header, self.n, lang, title=self.title, count=count, seed=self.seed)]
        width = max(len(name) for name in self.labels)
        for name, row in zip(self.labels, self.rows(), strict=True):
            exact = ""
            if row["exact"] is not None:
                inside = text("sim_inside" if row["inside"] else "sim_outside", lang)
                exact = text(
                    "cmp_exact", lang, value=decimal_text(row["exact"], 4, lang), inside=inside
                )
            lines.append(
                text(
                    "cmp_row",
                    lang,
                    policy=f"{name:<{width}}",
                    mean=f"{decimal_text(row['mean'], 4, lang):>9}",
                    low=f"{decimal_text(row['low'], 4, lang):>9}",
                    high=f"{decimal_text(row['high'], 4, lang):>9}",
                    exact=exact,
                )
            )
        return "\n".join(lines)


def _exact_minus(a: object, b: object) -> Fraction | float:
    if isinstance(a, float) or isinstance(b, float):
        return float(a) - float(b)  # type: ignore[arg-type]
    return as_fraction(a) - as_fraction(b)


def _exact(value: object) -> Fraction | float:
    return value if isinstance(value, float) else as_fraction(value)


def _seeded(n: object, seed: object, least: int = 2) -> tuple[int, int, np.random.Generator]:
    n = trial_count(n, "n", least)
    seed = whole_number(check_seed(seed), "seed")
    return n, seed, rng_for(seed)


def _comparison(
    title: str,
    unit: str,
    seed: int,
    results: dict[str, tuple],
    lang: str,
    name: Callable[[str], str] | None = None,
) -> Comparison:
    """A `Comparison` of `results` (policy: (values, exact)); `name` gives a policy's
    name for readers (by default the shared catalogue's)."""
    name = name or (lambda policy: text(f"cmp_policy_{policy}", lang))
    return Comparison(
        title,
        unit,
        seed,
        tuple(
            (policy, MeanResult(np.asarray(values, dtype=float), seed, exact, lang=lang))
            for policy, (values, exact) in results.items()
        ),
        tuple(name(policy) for policy in results),
        lang,
    )


# ---- Kniffel ---------------------------------------------------------------------------
def compare_kniffel(
    n: int = 5_000, seed: int = SEEDS["kniffel"], rules=None, lang: str = "en"
) -> Comparison:
    """Solitaire Kniffel games of optimal play, the book's advice and the greedy player
    on the same draws (`rules`: a `kniffel.Rules`, default the book's variant)."""
    from pyramide_kit.kniffel.labels import policy_name, variant_name
    from pyramide_kit.kniffel.optimal import game_value, optimal_from_draws
    from pyramide_kit.kniffel.rules import CATEGORIES, DICE, check_rules
    from pyramide_kit.kniffel.strategy import BookAdvice, Greedy
    from pyramide_kit.kniffel.vectorised import solitaire_from_draws

    rules = check_rules(rules)
    lang = check_lang(lang)
    n, seed, rng = _seeded(n, seed)
    draws = rng.integers(0, 6**DICE, size=(len(CATEGORIES), rules.throws, n))
    return _comparison(
        text("cmp_kniffel", lang, variant=variant_name(rules.extra_kniffel, lang)),
        "game",
        seed,
        {
            "optimal": (optimal_from_draws(draws, rules).total, game_value(rules)),
            "book advice": (solitaire_from_draws(draws, BookAdvice(), rules).total, None),
            "greedy": (solitaire_from_draws(draws, Greedy(), rules).total, None),
        },
        lang,
        lambda policy: policy_name(policy, lang),
    )


# ---- Pyramide ----------------------------------------------------------------------------
_SIX = CountCode(6)
_R6 = _SIX.draw_range
_CODES = 7**5


def _proper_sub_multisets(dice: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    seen: dict[tuple[int, ...], None] = {}
    for size in range(len(dice)):
        for keep in combinations(dice, size):
            seen.setdefault(keep, None)
    return tuple(seen)


@cache
def _pyramide_scores(rules) -> dict[tuple[int, ...], int]:
    from pyramide_kit.pyramide.build import best_build

    return {ms: best_build(ms, rules).score for ms in multisets(6)}


def _decisions(keep_value, stop_value: dict, left: int) -> tuple[np.ndarray, np.ndarray]:
    """KEPT[code], REST[code] of six dice with `left` throws left: the code of the dice
    kept and how many are thrown (0: stop; then KEPT is the code itself)."""
    kept = np.arange(_CODES, dtype=np.int64)
    rest = np.zeros(_CODES, dtype=np.int64)
    values: dict[tuple[int, ...], float] = {}
    for dice, stop in stop_value.items():
        best, chosen = float(stop), None
        for keep in _proper_sub_multisets(dice):
            if keep not in values:
                values[keep] = float(keep_value(keep, left - 1))
            if values[keep] > best:
                best, chosen = values[keep], keep
        if chosen is not None:
            code = _SIX.code(dice)
            kept[code] = _SIX.code(chosen)
            rest[code] = 6 - len(chosen)
    return kept, rest


def _play_round(draws: np.ndarray, kept: list, rest: list, pick) -> np.ndarray:
    """Codes of the final dice: draws (throws, n); kept[t], rest[t] the tables after
    throw t + 1 (arrays of shape (sheets, codes)); pick the sheet of each round."""
    fresh = _SIX.fresh_table.astype(np.int64)
    code = fresh.take(draws[0].astype(np.int64) + 6 * _R6)
    for t, draw in enumerate(draws[1:]):
        k = rest[t][pick, code]
        code = kept[t][pick, code] + fresh.take(k * _R6 + draw)
    return code


def optimal_pyramide_rounds(draws, rules=None) -> np.ndarray:
    """Round scores of optimal keeping for the round score (`round_value`'s policy) on
    draws of shape (rules.throws, n), integers in [0, 6**6) (`pyramide.vectorised`)."""
    from pyramide_kit.pyramide.optimal import tables
    from pyramide_kit.pyramide.rules import Rules

    rules = Rules() if rules is None else rules
    draws = np.asarray(draws, dtype=np.int64)
    table = tables(rules).round_table(rules.throws)
    scores = _pyramide_scores(rules)
    steps = [_decisions(table.keep_value, scores, rules.throws - t) for t in range(1, rules.throws)]
    kept = [k[None, :] for k, _ in steps]
    rest = [r[None, :] for _, r in steps]
    code = _play_round(draws, kept, rest, np.zeros(draws.shape[1], dtype=np.int64))
    score = np.zeros(_CODES, dtype=np.int64)
    for dice, value in scores.items():
        score[_SIX.code(dice)] = value
    return score.take(code)


def _sheets() -> list[tuple[int, int, int]]:
    return [(t, m, b) for t in range(2) for m in range(3) for b in range(4)]


def _sheet_index(open_: tuple[int, int, int]) -> int:
    return open_[0] * 12 + open_[1] * 4 + open_[2]


@cache
def _optimal_game_tables(rules):
    """Per sheet of open boxes: the keeping tables per throw and, per final dice, the
    row written, the points it adds, and the sheet it leaves."""
    from pyramide_kit.pyramide.optimal import tables

    solver = tables(rules)
    scores = _pyramide_scores(rules)
    sheets = _sheets()
    kept = [np.zeros((len(sheets), _CODES), dtype=np.int64) for _ in range(rules.throws - 1)]
    rest = [np.zeros((len(sheets), _CODES), dtype=np.int64) for _ in range(rules.throws - 1)]
    gain = np.zeros((len(sheets), _CODES), dtype=np.int64)
    after = np.zeros((len(sheets), _CODES), dtype=np.int64)
    weights = rules.box_weights
    for open_ in sheets:
        if open_ == (0, 0, 0):
            continue
        s = _sheet_index(open_)
        table = solver.sheet_round(open_)
        finals = {dice: solver.final_value(open_, score) for dice, score in scores.items()}
        for t in range(1, rules.throws):
            kept[t - 1][s], rest[t - 1][s] = _decisions(table.keep_value, finals, rules.throws - t)
        for dice, score in scores.items():
            code = _SIX.code(dice)
            best = None
            for row in range(3):
                if not open_[row]:
                    continue
                left = tuple(c - (i == row) for i, c in enumerate(open_))
                value = weights[row] * score + solver.game_value(left)
                if best is None or value > best[0]:
                    best = (value, row, left)
            assert best is not None
            gain[s, code] = weights[best[1]] * score
            after[s, code] = _sheet_index(best[2])
    return kept, rest, gain, after


def optimal_pyramide_games(draws, rules=None) -> np.ndarray:
    """Totals of optimal solitaire games (keeps and boxes, `game_value`'s policy) on draws
    of shape (6, rules.throws, n): draws[round] is one round in `pyramide.vectorised`'s
    layout."""
    from pyramide_kit.pyramide.rules import Rules

    rules = Rules() if rules is None else rules
    draws = np.asarray(draws, dtype=np.int64)
    kept, rest, gain, after = _optimal_game_tables(rules)
    n = draws.shape[2]
    sheet = np.full(n, _sheet_index((1, 2, 3)), dtype=np.int64)
    total = np.zeros(n, dtype=np.int64)
    for round_draws in draws:
        code = _play_round(round_draws, kept, rest, sheet)
        total += gain[sheet, code]
        sheet = after[sheet, code]
    return total


def _computer_games(draws: np.ndarray, rules) -> np.ndarray:
    """Totals of solitaire games of the computer policy on the same draws: its rounds
    from `pyramide.vectorised`, its box from `ComputerPolicy.box`."""
    from pyramide_kit.pyramide.sheet import ScoreSheet
    from pyramide_kit.pyramide.strategy import ComputerPolicy, policy_rule
    from pyramide_kit.pyramide.vectorised import rounds_from_draws

    policy = ComputerPolicy()
    rule = policy_rule(policy, rules)
    rows = ("top", "middle", "bottom")
    n = draws.shape[2]
    sheet = np.full(n, _sheet_index((1, 2, 3)), dtype=np.int64)
    total = np.zeros(n, dtype=np.int64)
    sheets = _sheets()
    for round_draws in draws:
        score = rounds_from_draws(round_draws, rule, rules).score
        pairs, inverse = np.unique(np.stack([sheet, score]), axis=1, return_inverse=True)
        gain = np.empty(pairs.shape[1], dtype=np.int64)
        nxt = np.empty(pairs.shape[1], dtype=np.int64)
        for j, (s, points) in enumerate(pairs.T.tolist()):
            open_ = sheets[s]
            written = [(0,) * (full - free) for full, free in zip((1, 2, 3), open_, strict=True)]
            row = rows.index(policy.box(ScoreSheet(*written, rules=rules), points))
            gain[j] = rules.box_weights[row] * points
            nxt[j] = _sheet_index(tuple(c - (i == row) for i, c in enumerate(open_)))
        total += gain.take(inverse.ravel())
        sheet = nxt.take(inverse.ravel())
    return total


def compare_pyramide_rounds(
    n: int = 200_000, seed: int = SEEDS["pyramide rounds"], rules=None, lang: str = "en"
) -> Comparison:
    """Pyramide rounds: optimal keeping for the round score against the computer policy
    on the same draws, both beside their exact means."""
    from pyramide_kit.pyramide.odds import mean_score
    from pyramide_kit.pyramide.optimal import round_value
    from pyramide_kit.pyramide.rules import Rules
    from pyramide_kit.pyramide.strategy import ComputerPolicy, policy_rule
    from pyramide_kit.pyramide.vectorised import rounds_from_draws

    rules = Rules() if rules is None else rules
    lang = check_lang(lang)
    n, seed, rng = _seeded(n, seed)
    draws = rng.integers(0, _R6, size=(rules.throws, n))
    computer = rounds_from_draws(draws, policy_rule(ComputerPolicy(), rules), rules).score
    return _comparison(
        plural("cmp_pyramide_rounds", rules.throws, lang),
        "round",
        seed,
        {
            "optimal": (
                optimal_pyramide_rounds(draws, rules),
                _exact(round_value(rules.throws, rules)),
            ),
            "computer": (computer, _exact(mean_score(rules.throws, ComputerPolicy(), rules))),
        },
        lang,
    )


def compare_pyramide_games(
    n: int = 20_000, seed: int = SEEDS["pyramide games"], rules=None, lang: str = "en"
) -> Comparison:
    """Solitaire Pyramide games (six rounds, the sheet's total): optimal play against the
    computer policy on the same draws; the optimum beside its exact value."""
    from pyramide_kit.pyramide.optimal import game_value
    from pyramide_kit.pyramide.rules import Rules

    rules = Rules() if rules is None else rules
    lang = check_lang(lang)
    n, seed, rng = _seeded(n, seed)
    draws = rng.integers(0, _R6, size=(6, rules.throws, n))
    return _comparison(
        text("cmp_pyramide_games", lang),
        "game",
        seed,
        {
            "optimal": (optimal_pyramide_games(draws, rules), _exact(game_value(rules))),
            "computer": (_computer_games(draws, rules), None),
        },
        lang,
    )


# ---- Schmieden ---------------------------------------------------------------------------
def _digits_rows(draw: int, free: tuple[int, int, int]) -> tuple[tuple[int, ...], ...]:
    kw, kb, kg = free
    pips = [int(draw) // 6**i % 6 + 1 for i in range(kw + kb + kg)]
    return (
        tuple(sorted(pips[:kw])),
        tuple(sorted(pips[kw : kw + kb])),
        tuple(sorted(pips[kw + kb :])),
    )


def _row_key(digits: np.ndarray, kw: np.ndarray, kb: np.ndarray, k: np.ndarray) -> np.ndarray:
    """One integer per draw naming its row values as multisets (counts in base 8)."""
    position = np.arange(6)[None, :]
    power = 8 ** digits.astype(np.int64)
    white = np.where(position < kw[:, None], power, 0).sum(axis=1)
    blue = np.where((position >= kw[:, None]) & (position < (kw + kb)[:, None]), power, 0)
    green = np.where((position >= (kw + kb)[:, None]) & (position < k[:, None]), power, 0)
    return (white * 8**6 + blue.sum(axis=1)) * 8**6 + green.sum(axis=1)


def optimal_schmieden_rounds(draws, rules=None) -> np.ndarray:
    """Points of rounds of optimal play on draws of shape (rules.max_throws, n) in the
    layout of `schmieden.vectorised` (white, then blue, then green digits)."""
    from pyramide_kit.schmieden.conditions import dice_to_roll, equal_count
    from pyramide_kit.schmieden.optimal import best_placement
    from pyramide_kit.schmieden.rules import Rules

    rules = Rules() if rules is None else rules
    draws = np.asarray(draws, dtype=np.int64)
    n = draws.shape[1]
    states: list[tuple] = [(None,) * 6]
    number = {states[0]: 0}
    free: list[tuple[int, int, int]] = []
    moves: dict[tuple[int, int, int], int] = {}

    def free_of(s: int) -> tuple[int, int, int]:
        while len(free) <= s:
            counts = dice_to_roll(states[len(free)])
            free.append((counts["base"], counts["middle"], counts["top"]))
        return free[s]

    state = np.zeros(n, dtype=np.int64)
    points = np.zeros(n, dtype=np.int64)
    live = np.ones(n, dtype=bool)
    for throw, draw in enumerate(draws, start=1):
        idx = np.flatnonzero(live)
        if not len(idx):
            break
        s = state[idx]
        table = np.array([free_of(x) for x in range(len(states))], dtype=np.int64)
        kw, kb, kg = table[s, 0], table[s, 1], table[s, 2]
        digits = draw[idx, None] // 6 ** np.arange(6)[None, :] % 6
        key = _row_key(digits, kw, kb, kw + kb + kg)
        pairs, first, inverse = np.unique(
            np.stack([s, key]), axis=1, return_index=True, return_inverse=True
        )
        nxt = np.empty(pairs.shape[1], dtype=np.int64)
        for j, (sj, kj) in enumerate(pairs.T.tolist()):
            if (throw, sj, kj) not in moves:
                rows = _digits_rows(int(draw[idx[first[j]]]), free_of(sj))
                placed = best_placement(states[sj], rows, throw, rules)
                if placed not in number:
                    number[placed] = len(states)
                    states.append(placed)
                moves[(throw, sj, kj)] = number[placed]
            nxt[j] = moves[(throw, sj, kj)]
        state[idx] = nxt.take(inverse.ravel())
        done = np.array([None not in states[x] for x in state[idx].tolist()], dtype=bool)
        for i in idx[done].tolist():
            placed = states[state[i]]
            points[i] = rules.points_for_throw(throw) + rules.bonus_for(equal_count(placed))
        live[idx[done]] = False
    return points


def compare_schmieden_rounds(
    n: int = 50_000, seed: int = SEEDS["schmieden"], rules=None, lang: str = "en"
) -> Comparison:
    """Rounds of Würfelpyramiden schmieden: optimal placing against the computer policy
    on the same draws, both beside their exact means (the optimum's exact value is a
    recursion of about ten seconds, once per session)."""
    from pyramide_kit.schmieden.odds import expected_points
    from pyramide_kit.schmieden.optimal import round_value
    from pyramide_kit.schmieden.rules import Rules
    from pyramide_kit.schmieden.strategy import Policy
    from pyramide_kit.schmieden.vectorised import rounds_from_draws

    rules = Rules() if rules is None else rules
    lang = check_lang(lang)
    n, seed, rng = _seeded(n, seed)
    draws = rng.integers(0, 6**6, size=(rules.max_throws, n), dtype=np.int32)
    exact = _exact(round_value(rules))
    return _comparison(
        text("cmp_schmieden_rounds", lang),
        "round",
        seed,
        {
            "optimal": (optimal_schmieden_rounds(draws, rules), exact),
            "computer": (
                rounds_from_draws(draws, Policy(), rules).points,
                _exact(expected_points(Policy(), rules)),
            ),
        },
        lang,
    )


def _all() -> Iterator[str]:
    kniffel = compare_kniffel()
    yield str(kniffel)
    yield f"  optimal - book advice: {kniffel.difference('optimal', 'book advice')}"
    yield f"  book advice - greedy:  {kniffel.difference('book advice', 'greedy')}"
    for compare in (compare_pyramide_rounds, compare_pyramide_games, compare_schmieden_rounds):
        result = compare()
        yield str(result)
        yield f"  optimal - computer: {result.difference('optimal', 'computer')}"


if __name__ == "__main__":
    for line in _all():
        print(line)
