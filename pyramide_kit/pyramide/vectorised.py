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
- `simulate_ones_waits(n, rng)` -> int64 array: rounds of three throws keeping every one,
  played one after another until one ends with six ones, for each of `n` waits (the
  round that makes it counts). See "Waiting for the pyramid of ones" below.
- `ones_round_blocks(code)`: the dice of one such round from its draw (for replay).

Waiting for the pyramid of ones
    Each wait is some 179 rounds, so a million waits are 179 million rounds: too many
    for three table steps each. Keeping every one decides the round die by die: a die is
    thrown until it shows a one, at most three times, and the round ends with six ones
    when every die does. So a round is the six dice's *blocks* of three throws (the
    throws after a die's first one are never made), one integer `code` in
    [0, 216**6) = `ONES_ROUND_RANGE` per round, ranked so that the rounds ending with six
    ones are exactly `code < 91**6` (`ONES_HIT_RANGE`; 91 of a die's 216 blocks hold a
    one). One integer and one comparison per round, every die of every round still
    rolled: `ones_round_blocks` turns a code back into the dice, which the tests replay
    through the engine. The ranking (blocks in lexicographic order within each group):

    - code < 91**6: the base-91 digits, lowest first, are the six dice's blocks among
      the 91 with a one;
    - otherwise, code - 91**6 falls into the part of the first die j without a one
      (91**(j - 1) * 125 * 216**(6 - j) codes): dice before j in base 91 (blocks with a
      one), die j in base 125 (blocks without), dice after j in base 216 (any block).

    The draws are `rng.integers(0, ONES_ROUND_RANGE, size=ones_batch(left),
    dtype=np.uint64)` until `n` waits are complete (`left`: waits still missing); the
    rounds after the last completed wait are dropped. Unsigned draws: numpy draws
    bounded uint64 about twice as fast as int64.

`Rounds` holds numpy arrays: `dice` (n, 6) sorted final dice, `score` the round score of
the best build, `kind` the kind code of the best build (`KIND_NAMES[kind]`: 0 large,
1 half, 2 small, 3 none), `throws` the throws used, `dice_thrown` the dice rolled.
"""

from __future__ import annotations

from functools import cache
from itertools import product
from typing import NamedTuple

import numpy as np

from pyramide_kit.checks import draw, trial_count, whole_number
from pyramide_kit.dice import multisets
from pyramide_kit.dice_codes import CountCode, as_draws, draw_digits
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.pyramide.build import best_build
from pyramide_kit.pyramide.game import rethrow_count
from pyramide_kit.pyramide.rules import KINDS, MOST_THROWS, Rules
from pyramide_kit.pyramide.strategy import (
    ComputerPolicy,
    KeepRule,
    check_keep_rule,
    keep_ones,
    kept_by,
    policy_rule,
)

__all__ = [
    "DRAW_RANGE",
    "KIND_NAMES",
    "ONES_HIT_RANGE",
    "ONES_ROUND_RANGE",
    "Rounds",
    "draw_digits",
    "ones_batch",
    "ones_round_blocks",
    "rounds_from_draws",
    "simulate_keep_ones",
    "simulate_keep_rule",
    "simulate_ones_waits",
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
        values = kept_by(keep, ms)
        if values is None:
            continue
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
        raise RuleError(
            f"rules must be a pyramide Rules object, not {quoted(rules)}", "pyr_err_rules"
        )
    keep = check_keep_rule(keep)
    draws = as_draws(draws, "draws", DRAW_RANGE)
    n = len(draws[0])
    fresh = _COUNT.fresh_table
    kept, step, rest = _keep_tables(keep)
    score, kind, dice = _score_tables(rules)
    code = fresh.take(draws[0] + DICE * DRAW_RANGE)
    throws = np.ones(n, dtype=np.int8)
    thrown = np.full(n, DICE, dtype=np.int8)
    for row in draws[1:]:
        k = rest.take(code)
        throws += k > 0
        thrown += k
        code = kept.take(code) + fresh.take(step.take(code) + row)
    final = dice.take(code).view(np.int8).reshape(n, 8)[:, :DICE]
    return Rounds(final, score.take(code), kind.take(code), throws, thrown)


def _check_rules(rules: object) -> Rules:
    if not isinstance(rules, Rules):
        raise RuleError(
            f"rules must be a pyramide Rules object, not {quoted(rules)}", "pyr_err_rules"
        )
    return rules


def _checked(n: object, rng: object, throws: object, rules: object) -> tuple[int, int]:
    _check_rules(rules)
    if not isinstance(rng, np.random.Generator):
        raise RuleError(f"rng must be a numpy.random.Generator, not {quoted(rng)}", "pyr_err_rng")
    throws = rules.throws if throws is None else whole_number(throws, "throws", 1, MOST_THROWS)
    return trial_count(n), throws


def simulate_keep_rule(
    n: int,
    rng: np.random.Generator,
    keep: KeepRule,
    throws: int | None = None,
    rules: Rules = Rules(),
) -> Rounds:
    """`n` rounds of `throws` throws (None: `rules.throws`) under the keeping rule `keep`."""
    n, throws = _checked(n, rng, throws, rules)
    keep = check_keep_rule(keep)  # before drawing
    return rounds_from_draws(draw(rng, 0, DRAW_RANGE, (throws, n)), keep, rules)


def simulate_rounds(
    n: int,
    rng: np.random.Generator,
    policy: ComputerPolicy = ComputerPolicy(),
    rules: Rules = Rules(),
) -> Rounds:
    """`n` rounds of `rules.throws` throws under the computer policy's keeping rule."""
    if not isinstance(policy, ComputerPolicy):
        raise RuleError(f"policy must be a ComputerPolicy, not {quoted(policy)}", "pyr_err_policy")
    rules = _check_rules(rules)
    return simulate_keep_rule(n, rng, policy_rule(policy, rules), rules.throws, rules)


def simulate_keep_ones(
    n: int, rng: np.random.Generator, throws: int | None = None, rules: Rules = Rules()
) -> Rounds:
    """`n` rounds keeping every one (`strategy.keep_ones`); all ones scores 300."""
    return simulate_keep_rule(n, rng, keep_ones, throws, rules)


def simulate_single_throws(n: int, rng: np.random.Generator, rules: Rules = Rules()) -> Rounds:
    """`n` single throws of six dice, each scored by its best build."""
    return simulate_keep_rule(n, rng, keep_ones, 1, rules)


# ---- waiting for the pyramid of ones (see the module text) -------------------------
_ONES_THROWS = Rules().throws
_BLOCKS = tuple(product(range(1, 7), repeat=_ONES_THROWS))  # a die's throws, lexicographic
_HIT_BLOCKS = tuple(b for b in _BLOCKS if 1 in b)
_MISS_BLOCKS = tuple(b for b in _BLOCKS if 1 not in b)
ONES_ROUND_RANGE = len(_BLOCKS) ** DICE
ONES_HIT_RANGE = len(_HIT_BLOCKS) ** DICE
_FEWEST_ROUNDS = 1 << 16
_MOST_ROUNDS = 1 << 22  # 32 MB of draws at once


def ones_batch(left: int) -> int:
    """Rounds drawn at once while `left` waits are missing: about 200 per wait (a wait
    is some 179 rounds), at least 65,536 and at most 4,194,304 rounds; `left` is 0 to
    `MOST_TRIALS`."""
    return min(_MOST_ROUNDS, max(_FEWEST_ROUNDS, 200 * trial_count(left, "left")))


def ones_round_blocks(code: int) -> tuple[tuple[int, ...], ...]:
    """The six dice of the round `code` (in [0, ONES_ROUND_RANGE)): for each die its
    block of three throws (pips); the throws after its first one are not made."""
    code = whole_number(code, "code", 0, ONES_ROUND_RANGE - 1)
    hit, miss, any_ = len(_HIT_BLOCKS), len(_MISS_BLOCKS), len(_BLOCKS)
    if code < ONES_HIT_RANGE:
        radices = [(hit, _HIT_BLOCKS)] * DICE
    else:
        code -= ONES_HIT_RANGE
        first = 0
        while code >= (part := hit**first * miss * any_ ** (DICE - 1 - first)):
            code -= part
            first += 1
        radices = (
            [(hit, _HIT_BLOCKS)] * first
            + [(miss, _MISS_BLOCKS)]
            + [(any_, _BLOCKS)] * (DICE - 1 - first)
        )
    blocks = []
    for radix, group in radices:
        code, digit = divmod(code, radix)
        blocks.append(group[digit])
    return tuple(blocks)


def simulate_ones_waits(n: int, rng: np.random.Generator) -> np.ndarray:
    """`n` waits for the pyramid of ones: rounds of three throws keeping every one,
    played one after another, until one ends with six ones (that round counts)."""
    n, _ = _checked(n, rng, None, Rules())
    waits = []
    have = 0
    carried = 0  # rounds since the last pyramid of ones, from earlier batches
    while have < n:
        size = ones_batch(n - have)
        codes = draw(rng, 0, ONES_ROUND_RANGE, size, np.uint64)
        hits = np.flatnonzero(codes < ONES_HIT_RANGE)
        if hits.size:
            gaps = np.diff(hits, prepend=-1)
            gaps[0] += carried
            waits.append(gaps)
            have += gaps.size
            carried = size - 1 - int(hits[-1])
        else:
            carried += size
    return np.concatenate(waits)[:n] if waits else np.empty(0, dtype=np.int64)
