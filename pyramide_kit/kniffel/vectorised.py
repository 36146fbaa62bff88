"""Array-at-a-time simulation of Kniffel with numpy, driven by tables asked of the engine.

Nothing here re-implements a rule. The engine (`rules.score`, `rules.is_kniffel`, the
score card's `write`) and
the keeping rules (`odds.keep_most_common`, the policies of `strategy`) are asked once
per multiset of five dice (252 of them), or once per card situation and multiset for
the solitaire games; the simulators then look the answers up for whole arrays at once.

How dice are represented
    Sorted dice are a *count code*: the counts of twos .. sixes as the digits of a
    base-6 number (sum of 6**(pip - 2) over the dice that are not ones). Among five dice
    the ones are what is left, so the code names the multiset and stays below 6**5 =
    7,776. Codes of disjoint groups of dice add up to the code of their union, so
    "kept dice + fresh dice" is one addition.

How the dice are drawn
    One throw is one integer r drawn uniformly from [0, 6**5); its base-6 digits, lowest
    first, are the dice (digit + 1 = pips), and a throw of k dice uses the k lowest
    digits, r mod 6**k (uniform, since 6**k divides 6**5). `draw_digits(r, k)` gives
    those pips, so the tests replay the same draws through the engine. The simulators
    draw them as uint16 with `rng.integers(0, 6**5, ...)`, one per throw; lessons store
    seeded results, so this layout is part of the interface.

Public functions (each takes `n` and a `numpy.random.Generator`; arrays have one entry
per simulated throw, chase or game):

- `simulate_one_throw(n, rng, rules=Rules())` -> `OneThrow`: `dice` (n, 5) sorted and
  `patterns` (n, 6) booleans, column j True when the throw scores in `odds.PATTERNS[j]`
  (three/four of a kind, full house, small/large straight, Kniffel).
- `simulate_kniffel_within(n, rng, throws=3)` -> `Chase`: chases of `throws` throws
  keeping the most common face (`odds.keep_most_common`): `kniffel` (reached),
  `throws` used, `dice_thrown`.
- `simulate_throws_until_kniffel(n, rng, limit=10_000)` -> `Chase`: the same chase with
  no turn limit; `throws` is the number of throws needed (`kniffel` is False only for
  the chases cut off at `limit` throws).
- `chase_from_draws(draws)` -> `Chase`: the chases that draws of shape (throws, n) (an
  array or a list of rows) produce; `simulate_kniffel_within` calls it with
  `rng.integers(0, 6**5, size=(throws, n), dtype=np.uint16)`.
- `simulate_solitaire(n, rng, policy, rules=Rules())` -> `Solitaire`: whole one-player
  games of thirteen rounds under a computer policy of `strategy` (`Greedy()` or
  `BookAdvice()`; `OptimalPolicy()` is refused, since its moves depend on the upper sum,
  which the situations here leave out: `optimal.simulate_optimal` simulates optimal
  play): `total`, `upper_sum`, `bonus` (upper bonus points), `kniffel` (the
  Kniffel box holds the Kniffel points), `extra_kniffels`, `dice_thrown`. Its decision
  tables are filled on demand (see the section "whole solitaire games" below): the first
  games of a policy are slow while the policy is asked about every new situation (a few
  thousand games per second); the answers are kept, so later runs get faster (about
  20,000 games per second after 100,000 games), and a repeated seed runs at about
  100,000 games per second.
- `solitaire_from_draws(draws, policy, rules=Rules())` -> `Solitaire`: the games that
  draws of shape (13, rules.throws, n) produce (draws[round, throw, game]).
- `draw_digits(draw, k)`: the k pips a draw gives to a throw of k dice.
- `count_code(dice)`: the count code of some dice (`pyramide_kit.dice_codes`).
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

import numpy as np

from pyramide_kit.checks import whole_number
from pyramide_kit.dice import multisets
from pyramide_kit.dice_codes import CountCode, draw_digits
from pyramide_kit.errors import RuleError
from pyramide_kit.kniffel.odds import PATTERNS, keep_most_common
from pyramide_kit.kniffel.rules import (
    CATEGORIES,
    DICE,
    UPPER,
    Rules,
    check_rules,
    is_kniffel,
    score,
)
from pyramide_kit.kniffel.sheet import Scorecard
from pyramide_kit.kniffel.strategy import OptimalPolicy, check_policy

__all__ = [
    "DRAW_RANGE",
    "Chase",
    "OneThrow",
    "Solitaire",
    "chase_from_draws",
    "count_code",
    "draw_digits",
    "simulate_kniffel_within",
    "simulate_one_throw",
    "simulate_solitaire",
    "simulate_throws_until_kniffel",
    "solitaire_from_draws",
]

DRAW_RANGE = 6**DICE
_CODES = 6**DICE
_COUNT = CountCode(DICE)
count_code = _COUNT.code


class OneThrow(NamedTuple):
    """Single throws: sorted dice (n, 5) and the lower-section patterns they score in."""

    dice: np.ndarray
    patterns: np.ndarray


class Chase(NamedTuple):
    """Chases of a Kniffel keeping the most common face, one entry per chase."""

    kniffel: np.ndarray
    throws: np.ndarray
    dice_thrown: np.ndarray


@cache
def _dice_table() -> np.ndarray:
    """The sorted dice of each code, packed into one int64 (5 pips, 3 bytes padding)."""
    dice = np.zeros((_CODES, 8), dtype=np.int8)
    for ms in multisets(DICE):
        dice[_COUNT.code(ms), :DICE] = ms
    return dice.view(np.int64).ravel()


def _first_throw_index(draws: np.ndarray) -> np.ndarray:
    """Indices into FRESH for throws of all five dice (k = 5): 5 * 6**5 + r, which does
    not fit into uint16 draws, hence at least uint32."""
    return draws.astype(np.promote_types(draws.dtype, np.uint32)) + DICE * DRAW_RANGE


def _unpack(packed: np.ndarray) -> np.ndarray:
    return packed.view(np.int8).reshape(len(packed), 8)[:, :DICE]


@cache
def _pattern_table(rules: Rules) -> np.ndarray:
    """PATTERN[code]: bit j set when `rules.score(PATTERNS[j], dice) > 0` (the engine)."""
    bits = np.zeros(_CODES, dtype=np.uint8)
    for ms in multisets(DICE):
        bits[_COUNT.code(ms)] = sum(
            1 << j for j, pattern in enumerate(PATTERNS) if score(pattern, ms, rules) > 0
        )
    return bits


def simulate_one_throw(n: int, rng: np.random.Generator, rules: Rules = Rules()) -> OneThrow:
    """`n` throws of five dice and the patterns each scores in (see the module text)."""
    n, rules = whole_number(n, "n", 0), check_rules(rules)
    draws = rng.integers(0, DRAW_RANGE, size=n, dtype=np.uint16)
    code = _COUNT.fresh_table.take(_first_throw_index(draws))
    bits = _pattern_table(rules).take(code)
    patterns = np.unpackbits(bits[:, None], axis=1, count=len(PATTERNS), bitorder="little")
    return OneThrow(_unpack(_dice_table().take(code)), patterns.view(bool))


@cache
def _chase_tables() -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """KEPT, STEP (= k * 6**5), REST (= k) and KNIFFEL by code, from the engine.

    `odds.keep_most_common` gives the positions kept (of the sorted dice); k dice are
    thrown again. A Kniffel keeps all five, so a finished chase no longer changes.
    """
    kept = np.arange(_CODES, dtype=np.uint16)
    step = np.zeros(_CODES, dtype=np.uint16)
    rest = np.zeros(_CODES, dtype=np.int8)
    kniffel = np.zeros(_CODES, dtype=bool)
    for ms in multisets(DICE):
        code = _COUNT.code(ms)
        kniffel[code] = is_kniffel(ms)
        keep = [ms[i] for i in keep_most_common(ms)]
        if len(keep) < DICE:
            kept[code] = _COUNT.code(keep)
            rest[code] = DICE - len(keep)
            step[code] = (DICE - len(keep)) * DRAW_RANGE
    return kept, step, rest, kniffel


def chase_from_draws(draws) -> Chase:
    """The chases that draws of shape (throws, n) produce, keeping the most common face.

    `draws` is an array or a list of rows, integers in [0, 6**5). `throws` counts the
    throws until the Kniffel (or all throws, if none came).
    """
    draws = [np.asarray(row) for row in draws] if isinstance(draws, list) else np.asarray(draws)
    if len(draws) < 1 or any(np.ndim(row) != 1 for row in draws):
        raise ValueError(f"draws must have shape (throws >= 1, n), got {np.shape(draws)}")
    kept, step, rest, kniffel = _chase_tables()
    fresh = _COUNT.fresh_table
    n = len(draws[0])
    code = fresh.take(_first_throw_index(draws[0]))
    throws = np.ones(n, dtype=np.int16)
    thrown = np.full(n, DICE, dtype=np.int16)
    for draw in draws[1:]:
        k = rest.take(code)
        throws += k > 0
        thrown += k
        code = kept.take(code) + fresh.take(step.take(code) + draw)
    return Chase(kniffel.take(code), throws, thrown)


def simulate_kniffel_within(n: int, rng: np.random.Generator, throws: int = 3) -> Chase:
    """`n` chases of at most `throws` throws keeping the most common face."""
    n, throws = whole_number(n, "n", 0), whole_number(throws, "throws", 1)
    return chase_from_draws(rng.integers(0, DRAW_RANGE, size=(throws, n), dtype=np.uint16))


def simulate_throws_until_kniffel(n: int, rng: np.random.Generator, limit: int = 10_000) -> Chase:
    """`n` chases without a turn limit: how many throws until five equal dice.

    Finished chases drop out whenever the running ones fall to half the array, so the
    work follows the number of chases still running.
    """
    n, limit = whole_number(n, "n", 0), whole_number(limit, "limit", 1)
    kept, step, rest, kniffel = _chase_tables()
    fresh = _COUNT.fresh_table
    code = fresh.take(_first_throw_index(rng.integers(0, DRAW_RANGE, size=n, dtype=np.uint16)))
    index = np.arange(n)
    throws = np.ones(n, dtype=np.int32)
    thrown = np.full(n, DICE, dtype=np.int32)
    done_throws = np.ones(n, dtype=np.int32)
    done_thrown = np.full(n, DICE, dtype=np.int32)
    for _ in range(1, limit):
        k = rest.take(code)
        running = int(np.count_nonzero(k))
        if running == 0:
            break
        if running <= len(code) // 2:
            live = np.flatnonzero(k)
            done = np.flatnonzero(k == 0)
            done_throws[index[done]] = throws[done]
            done_thrown[index[done]] = thrown[done]
            code, index, throws, thrown, k = (
                code[live], index[live], throws[live], thrown[live], k[live]
            )  # fmt: skip
        throws += k > 0
        thrown += k
        draw = rng.integers(0, DRAW_RANGE, size=len(code), dtype=np.uint16)
        code = kept.take(code) + fresh.take(step.take(code) + draw)
    done_throws[index] = throws
    done_thrown[index] = thrown
    reached = np.ones(n, dtype=bool)
    reached[index] = kniffel.take(code)
    return Chase(reached, done_throws, done_thrown)


# ---- whole solitaire games under a computer policy ------------------------------------
#
# A policy of `strategy` decides from the card and the dice. Both policies look at the
# card only through `Scorecard.options` and `open_categories`, which depend on which
# boxes are open and on whether the Kniffel box holds the Kniffel points (the extra-
# Kniffel rules), never on the other written values. So a decision is a function of a
# *card key* (13 bits: box open; bit 13: Kniffel box holds the Kniffel points) and the
# multiset of the dice. There are 16,384 x 252 such situations, far too many to ask the
# policy about in advance, and only a small part of them ever occurs; so the tables are
# filled on demand: each step looks up its situations, asks the policy (with a card of
# that key) about those not seen before, once each, and keeps the answers for every
# later game of the same policy and rules. The tests replay games through the engine.

_KEYS = 1 << (len(CATEGORIES) + 1)
_FLAG = 1 << len(CATEGORIES)
_KNIFFEL = CATEGORIES.index("kniffel")
_MULTISETS = multisets(DICE)
_UNKNOWN = -1


class Solitaire(NamedTuple):
    """Whole one-player games, one entry per game."""

    total: np.ndarray
    upper_sum: np.ndarray
    bonus: np.ndarray
    kniffel: np.ndarray
    extra_kniffels: np.ndarray
    dice_thrown: np.ndarray


@cache
def _multiset_index() -> np.ndarray:
    """MS[code]: the position of the code's multiset in `dice.multisets(5)`."""
    index = np.full(_CODES, _UNKNOWN, dtype=np.int64)
    for i, ms in enumerate(_MULTISETS):
        index[_COUNT.code(ms)] = i
    return index


def _card_of(key: int, rules: Rules) -> Scorecard:
    """A card with this key: open boxes None, written ones 0, the Kniffel box as flagged."""
    boxes: list[int | None] = [None if not key >> i & 1 else 0 for i in range(len(CATEGORIES))]
    if key & _FLAG:
        boxes[_KNIFFEL] = rules.kniffel
    return Scorecard(rules, tuple(boxes))


class _PolicyTables:
    """The on-demand tables of one policy and rules, flat over key * 252 + multiset."""

    def __init__(self, policy, rules: Rules) -> None:
        self.policy, self.rules = policy, rules
        size = _KEYS * len(_MULTISETS)
        # hold[t]: before throw t + 2; rest -1 = not asked yet, 0 = stop
        self.rest = [np.full(size, _UNKNOWN, dtype=np.int8) for _ in range(rules.throws - 1)]
        self.kept = [np.zeros(size, dtype=np.int64) for _ in range(rules.throws - 1)]
        self.category = np.full(size, _UNKNOWN, dtype=np.int8)
        self.value = np.zeros(size, dtype=np.int64)
        self.extra = np.zeros(size, dtype=np.int8)

    def hold(self, t: int, index: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(rest, kept code) before throw t + 2 for the situations `index`."""
        rest, kept = self.rest[t], self.kept[t]
        found = rest.take(index)
        missing = np.unique(index[found == _UNKNOWN])
        for i in missing.tolist():
            key, ms = divmod(i, len(_MULTISETS))
            dice = _MULTISETS[ms]
            keep = self.policy.hold(_card_of(key, self.rules), dice, self.rules.throws - 1 - t)
            if keep is None or len(keep) == DICE:
                rest[i] = 0
            else:
                rest[i] = DICE - len(keep)
                kept[i] = _COUNT.code([dice[p] for p in keep])
        if len(missing):
            found = rest.take(index)
        return found, kept.take(index)

    def write(self, index: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(category, points written, extra Kniffel counted) for the situations `index`."""
        found = self.category.take(index)
        missing = np.unique(index[found == _UNKNOWN])
        for i in missing.tolist():
            key, ms = divmod(i, len(_MULTISETS))
            dice = _MULTISETS[ms]
            card = _card_of(key, self.rules)
            move = self.policy.write(card, dice)
            after = card.write(move.category, dice, move.extra)
            self.category[i] = CATEGORIES.index(move.category)
            self.value[i] = after.box(move.category)
            self.extra[i] = len(after.extra_kniffels) - len(card.extra_kniffels)
        if len(missing):
            found = self.category.take(index)
        return found, self.value.take(index), self.extra.take(index)


@cache
def _policy_tables(policy, rules: Rules) -> _PolicyTables:
    return _PolicyTables(policy, rules)


def _totals(upper: np.ndarray, lower: np.ndarray, extras: np.ndarray, rules: Rules):
    """Total and upper bonus of each game, asked of the engine's `Scorecard` once per
    distinct (upper sum, lower sum, extra Kniffels): a card holding those sums."""
    triples = np.stack([upper, lower, extras])
    unique, inverse = np.unique(triples, axis=1, return_inverse=True)
    total = np.empty(unique.shape[1], dtype=np.int64)
    bonus = np.empty(unique.shape[1], dtype=np.int64)
    for j, (u, low, e) in enumerate(unique.T.tolist()):
        boxes = [u, 0, 0, 0, 0, 0, low] + [0] * (len(CATEGORIES) - 7)
        card = Scorecard(rules, tuple(boxes), ("chance",) * e)
        total[j], bonus[j] = card.total, card.upper_bonus
    return total.take(inverse.ravel()), bonus.take(inverse.ravel())


def solitaire_from_draws(draws: np.ndarray, policy, rules: Rules = Rules()) -> Solitaire:
    """The games that draws of shape (13, rules.throws, n) produce (draws[round, t, i]).

    A turn that stops early leaves its later draws unused.
    """
    policy, rules = check_policy(policy), check_rules(rules)
    if isinstance(policy, OptimalPolicy):
        # its moves depend on the upper sum, which the situations here leave out
        raise RuleError(
            "the vectorised simulation plays Greedy() and BookAdvice(); for optimal play "
            "use optimal.simulate_optimal",
            "kniffel_err_policy_vectorised",
        )
    draws = np.asarray(draws)
    if draws.ndim != 3 or draws.shape[:2] != (len(CATEGORIES), rules.throws):
        raise ValueError(
            f"draws must have shape ({len(CATEGORIES)}, {rules.throws}, n), got {draws.shape}"
        )
    tables = _policy_tables(policy, rules)
    fresh, ms_index = _COUNT.fresh_table, _multiset_index()
    n = draws.shape[2]
    key = np.zeros(n, dtype=np.int64)
    upper = np.zeros(n, dtype=np.int64)
    lower = np.zeros(n, dtype=np.int64)
    extras = np.zeros(n, dtype=np.int64)
    thrown = np.zeros(n, dtype=np.int64)
    situation = key * len(_MULTISETS)
    for turn in draws:
        code = fresh.take(_first_throw_index(turn[0].astype(np.uint16)))
        thrown += DICE
        for t, draw in enumerate(turn[1:]):
            rest, kept = tables.hold(t, situation + ms_index.take(code))
            thrown += rest
            step = rest.astype(np.int64) * DRAW_RANGE + draw
            code = np.where(rest > 0, kept + fresh.take(step), code)
        category, value, extra = tables.write(situation + ms_index.take(code))
        is_upper = category < len(UPPER)
        upper += np.where(is_upper, value, 0)
        lower += np.where(is_upper, 0, value)
        extras += extra
        flag = (category == _KNIFFEL) & (value == rules.kniffel) & (rules.kniffel > 0)
        key |= (np.int64(1) << category.astype(np.int64)) | np.where(flag, _FLAG, 0)
        situation = key * len(_MULTISETS)
    total, bonus = _totals(upper, lower, extras, rules)
    return Solitaire(total, upper, bonus, (key & _FLAG) > 0, extras, thrown)


def simulate_solitaire(
    n: int, rng: np.random.Generator, policy, rules: Rules = Rules()
) -> Solitaire:
    """`n` whole solitaire games of thirteen rounds played by `policy` (see above)."""
    n, rules = whole_number(n, "n", 0), check_rules(rules)
    draws = rng.integers(0, DRAW_RANGE, size=(len(CATEGORIES), rules.throws, n))
    return solitaire_from_draws(draws, policy, rules)
