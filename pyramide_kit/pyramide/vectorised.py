"""Array-at-a-time simulation of Pyramide rounds with numpy, driven by tables of the rules.

The rules engine plays one round at a time; a lesson that wants a million rounds needs
them as arrays. This module never re-implements a rule: it asks the engine
(`build.best_build`, `game.rethrow_count`) and the keeping rules of `strategy` once for
each of the 462 multisets of six dice, stores the answers in tables, and then plays every round by
looking up those tables for whole arrays at once.

How a round is represented
    The sorted dice are kept as a *count code*: the counts of twos .. sixes as the digits
    of a base-7 number (sum of 7**(pip - 2) over the dice that are not ones). With six
    dice in all, the ones are what is left, so the code names the multiset, and it stays
    below 7**5 = 16,807 (a uint16): the tables are small enough to stay in the
    processor's cache. Adding the codes of two groups of dice gives the code of their
    union, so "kept dice + fresh dice" is one addition. Every table is indexed by the
    count code (only the 462 codes of real throws are filled).

How the dice are drawn
    One throw is one integer r drawn uniformly from [0, 6**6); its base-6 digits, lowest
    first, are the dice (digit + 1 = pips). A throw of k dice uses the k lowest digits,
    r mod 6**k, which is again uniform because 6**k divides 6**6. So one random integer
    per throw gives exactly the distribution of k independent fair dice, and a table
    `FRESH[k, r]` turns it into the count code of those k dice. The same draws can be
    replayed through the rules engine die by die (`draw_digits`), which is how the tests
    check that the simulator and the engine play the very same rounds.

    The simulators draw `rng.integers(0, 6**6, size=(throws, n))`. This layout is part
    of the interface: lessons store seeded results, and another layout would change
    every one of them.

Public functions (each takes `n` and a `numpy.random.Generator` and returns arrays with
one entry per round or throw):

- `simulate_rounds(n, rng, policy=ComputerPolicy(), rules=Rules())` -> `Rounds`: rounds
  of `rules.throws` throws under the computer policy (`ComputerPolicy.keep_values`).
- `simulate_keep_ones(n, rng, throws=None, rules=Rules())` -> `Rounds`: rounds under
  `strategy.keep_ones` (the road to the pyramid of ones, 300 points); `throws=None` is a
  round of `rules.throws` throws.
- `simulate_keep_rule(n, rng, keep, throws=None, rules=Rules())` -> `Rounds`: any keeping
  rule `keep(sorted_dice) -> pips to keep or None to stop` (see `strategy.KeepRule`).
- `simulate_single_throws(n, rng, rules=Rules())` -> `Rounds`: one throw, scored by the
  best build (the same as a round of one throw).
- `rounds_from_draws(draws, keep, rules=Rules())` -> `Rounds`: the rounds that given
  draws (shape (throws, n), an array or a list of rows, integers in [0, 6**6)) produce;
  the simulators call it with `rng.integers(0, 6**6, size=(throws, n))`.
- `draw_digits(draw, k)`: the k dice (pips, lowest digit first) that a draw gives to a
  throw of k dice; used to replay the draws through the engine.

`Rounds` holds numpy arrays: `dice` (n, 6) sorted final dice, `score` the round score of
the best build, `kind` the kind code of the best build (`KIND_NAMES[kind]`: 0 large,
1 half, 2 small, 3 none), `throws` the throws used, `dice_thrown` the dice rolled.
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

import numpy as np

from pyramide_kit.checks import whole_number
from pyramide_kit.dice import multisets
from pyramide_kit.dice_codes import CountCode, draw_digits
from pyramide_kit.errors import RuleError
from pyramide_kit.pyramide.build import best_build
from pyramide_kit.pyramide.game import rethrow_count
from pyramide_kit.pyramide.rules import KINDS, MOST_THROWS, Rules
from pyramide_kit.pyramide.strategy import ComputerPolicy, KeepRule, keep_ones, policy_rule

__all__ = [
    "DRAW_RANGE",
    "KIND_NAMES",
    "Rounds",
    "draw_digits",
    "rounds_from_draws",
    "simulate_keep_ones",
    "simulate_keep_rule",
    "simulate_rounds",
    "simulate_single_throws",
]

DICE = Rules().dice  # Rules refuses any other number of dice
DRAW_RANGE = 6**DICE
KIND_NAMES = (*KINDS, "none")
_CODES = 7 ** (DICE - 1)
_COUNT = CountCode(DICE)


class Rounds(NamedTuple):
    """Simulated rounds, one entry per round (see the module text)."""

    dice: np.ndarray
    score: np.ndarray
    kind: np.ndarray
    throws: np.ndarray
    dice_thrown: np.ndarray


@cache
def _score_tables(rules: Rules) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """SCORE, KIND and packed DICE by count code, asked of `best_build` once per multiset.

    The sorted dice of a code are packed into the 8 bytes of one int64 (6 pips, 2 bytes
    padding), so a round's dice come out of one 1-d lookup instead of a row copy.
    """
    score = np.zeros(_CODES, dtype=np.int64)
    kind = np.zeros(_CODES, dtype=np.int8)
    dice = np.zeros((_CODES, 8), dtype=np.int8)
    for ms in multisets(DICE):
        code = _COUNT.code(ms)
        build = best_build(ms, rules)
        score[code] = build.score
        kind[code] = KIND_NAMES.index(build.kind or "none")
        dice[code, :DICE] = ms
    return score, kind, dice.view(np.int64).ravel()


@cache
def _keep_tables(keep: KeepRule) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """KEPT[code]: code of the kept dice; STEP[code] = k * 6**6; REST[code] = k.

    k is the number of dice thrown again (asked of the engine, `rethrow_count`, which
    refuses a rule that keeps every die). A stop (None: the round is written) is stored
    as keeping everything and rethrowing nothing, so the step `code = KEPT[code] +
    FRESH[STEP[code] + r]` leaves a stopped round unchanged and the simulator needs no
    masks. Each entry is asked of the keeping rule once.
    """
    kept = np.arange(_CODES, dtype=np.uint16)
    step = np.zeros(_CODES, dtype=np.int32)
    rest = np.zeros(_CODES, dtype=np.int8)
    for ms in multisets(DICE):
        code = _COUNT.code(ms)
        values = keep(ms)
        if values is None:
            continue
        remaining = list(ms)
        for pip in values:
            if pip not in remaining:
                raise RuleError(f"the keeping rule keeps {values} from {ms}", "pyr_err_keep_pips")
            remaining.remove(pip)
        thrown = rethrow_count(len(values))
        kept[code] = _COUNT.code(values)
        rest[code] = thrown
        step[code] = thrown * DRAW_RANGE
    return kept, step, rest


def rounds_from_draws(draws, keep: KeepRule, rules: Rules = Rules()) -> Rounds:
    """The rounds that the draws produce: draws[t][i] is round i's t-th throw.

    `draws` is an array of shape (throws, n), or a list of such rows, with integers in
    [0, 6**6); a round that stopped earlier ignores its later draws.
    """
    if not isinstance(rules, Rules):
        raise RuleError(f"rules must be a pyramide Rules object, not {rules!r}", "pyr_err_rules")
    if not callable(keep):
        raise RuleError(f"a keeping rule is a function, not {keep!r}", "pyr_err_keep_rule")
    draws = [np.asarray(row) for row in draws] if isinstance(draws, list) else np.asarray(draws)
    if len(draws) < 1 or any(np.ndim(row) != 1 for row in draws):
        raise ValueError(f"draws must have shape (throws >= 1, n), got {np.shape(draws)}")
    if any(
        row.dtype.kind not in "iu"
        or len(row) != len(draws[0])
        or (row.size and (row.min() < 0 or row.max() >= DRAW_RANGE))
        for row in draws
    ):
        raise ValueError(f"draws are integers in [0, 6**{DICE}), each row of one length")
    n = len(draws[0])
    fresh = _COUNT.fresh_table
    kept, step, rest = _keep_tables(keep)
    score, kind, dice = _score_tables(rules)
    code = fresh.take(draws[0] + DICE * DRAW_RANGE)
    throws = np.ones(n, dtype=np.int8)
    thrown = np.full(n, DICE, dtype=np.int8)
    for draw in draws[1:]:
        k = rest.take(code)
        throws += k > 0
        thrown += k
        code = kept.take(code) + fresh.take(step.take(code) + draw)
    final = dice.take(code).view(np.int8).reshape(n, 8)[:, :DICE]
    return Rounds(final, score.take(code), kind.take(code), throws, thrown)


def _checked(n: object, rng: object, throws: object, rules: object) -> tuple[int, int]:
    if not isinstance(rules, Rules):
        raise RuleError(f"rules must be a pyramide Rules object, not {rules!r}", "pyr_err_rules")
    if not isinstance(rng, np.random.Generator):
        raise RuleError(f"rng must be a numpy.random.Generator, not {rng!r}", "pyr_err_rng")
    throws = rules.throws if throws is None else whole_number(throws, "throws", 1, MOST_THROWS)
    return whole_number(n, "n", 0), throws


def simulate_keep_rule(
    n: int,
    rng: np.random.Generator,
    keep: KeepRule,
    throws: int | None = None,
    rules: Rules = Rules(),
) -> Rounds:
    """`n` rounds of `throws` throws (None: `rules.throws`) under the keeping rule `keep`."""
    n, throws = _checked(n, rng, throws, rules)
    return rounds_from_draws(rng.integers(0, DRAW_RANGE, size=(throws, n)), keep, rules)


def simulate_rounds(
    n: int,
    rng: np.random.Generator,
    policy: ComputerPolicy = ComputerPolicy(),
    rules: Rules = Rules(),
) -> Rounds:
    """`n` rounds of `rules.throws` throws under the computer policy's keeping rule."""
    if not isinstance(policy, ComputerPolicy):
        raise RuleError(f"policy must be a ComputerPolicy, not {policy!r}", "pyr_err_policy")
    return simulate_keep_rule(n, rng, policy_rule(policy, rules), rules.throws, rules)


def simulate_keep_ones(
    n: int, rng: np.random.Generator, throws: int | None = None, rules: Rules = Rules()
) -> Rounds:
    """`n` rounds keeping every one (`strategy.keep_ones`); all ones scores 300."""
    return simulate_keep_rule(n, rng, keep_ones, throws, rules)


def simulate_single_throws(n: int, rng: np.random.Generator, rules: Rules = Rules()) -> Rounds:
    """`n` single throws of six dice, each scored by its best build."""
    return simulate_keep_rule(n, rng, keep_ones, 1, rules)
