"""Array-at-a-time simulation of Kniffel with numpy, driven by tables asked of the engine.

Nothing here re-implements a rule. The engine (`rules.score`, `rules.is_kniffel`, the
score card's `write`) and
the keeping rules (`odds.keep_most_common`, the policies of `strategy`) are asked once
per multiset of five dice (252 of them), or, for the solitaire games, about as few card
situations as decide them all; the simulators then look the answers up for whole arrays
at once.

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
    draw them with `rng.integers(0, 6**5, ...)`, one per throw (as uint16 for single
    throws and short chases, as int32 for whole games: int32 gives the same numbers as
    the default int64, faster); lessons store seeded results, so this layout is part of
    the interface. Chases until a Kniffel draw their later throws four at a time, one
    integer in [0, 6**20) whose groups of five digits, lowest first, are the four throws
    (`split_quad_draws`).

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
  tables cover every situation and are filled in advance, once per policy and rules,
  from questions asked of the policy (see the section "whole solitaire games" below):
  about 1 s for `Greedy()`, 5-9 s for `BookAdvice()` (its 6 Kniffels are asked about on
  every card); then a throw is three lookups (`_GameTables`), some 2,000,000 games a
  second in runs of 50,000 (this 2-core machine, unloaded).
- `solitaire_from_draws(draws, policy, rules=Rules())` -> `Solitaire`: the games that
  draws of shape (13, rules.throws, n) produce (draws[round, throw, game]).
- `split_quad_draws(quads)`: the four throws' draws in an integer of [0, 6**20).
- `draw_digits(draw, k)`: the k pips a draw gives to a throw of k dice.
- `count_code(dice)`: the count code of some dice (`pyramide_kit.dice_codes`).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import NamedTuple

import numpy as np

from pyramide_kit.checks import check_draws, check_rng, draw, trial_count, whole_number
from pyramide_kit.dice import multisets
from pyramide_kit.dice_codes import CountCode, as_draws, draw_digits
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
from pyramide_kit.kniffel.strategy import Greedy, OptimalPolicy, check_policy

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
    "split_quad_draws",
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
    n, rules, rng = trial_count(n), check_rules(rules), check_rng(rng)
    draws = draw(rng, 0, DRAW_RANGE, n, np.uint16)
    code = _COUNT.fresh_table.take(_first_throw_index(draws))
    bits = _pattern_table(rules).take(code)
    patterns = np.unpackbits(bits[:, None], axis=1, count=len(PATTERNS), bitorder="little")
    return OneThrow(_unpack(_dice_table().take(code)), patterns.view(bool))


@cache
def _chase_tables() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """KEPT, STEP (= k * 6**5) and KNIFFEL by code, from the engine.

    `odds.keep_most_common` gives the positions kept (of the sorted dice); k dice are
    thrown again. A Kniffel keeps all five, so a finished chase no longer changes.
    """
    kept = np.arange(_CODES, dtype=np.uint16)
    step = np.zeros(_CODES, dtype=np.uint16)
    kniffel = np.zeros(_CODES, dtype=bool)
    for ms in multisets(DICE):
        code = _COUNT.code(ms)
        kniffel[code] = is_kniffel(ms)
        keep = [ms[i] for i in keep_most_common(ms)]
        if len(keep) < DICE:
            kept[code] = _COUNT.code(keep)
            step[code] = (DICE - len(keep)) * DRAW_RANGE
    return kept, step, kniffel


class _ChaseTables(NamedTuple):
    """The chase as a chain on its keeps, from `_chase_tables` (pure array work).

    A state is a keep: the dice kept and how many are thrown again (26 of them; a
    Kniffel keeps all five and throws none). The loop keeps each chase's *position*,
    state * 6**5: `next[position + draw]` is the next state (uint8: 210 kB, so the
    lookups stay in the processor's cache), `position[state]` its position and
    `asked[state]` the throw it asks for (its dice + 2**16: one throw; 0 for a Kniffel;
    both int32, 27 entries). Measured on this machine while other processes ran: faster
    than int32 tables of 840 kB giving the next position (and the plan) directly, whose
    lookups miss the cache. Positions below `done` are the Kniffels.
    """

    next: np.ndarray
    position: np.ndarray
    asked: np.ndarray
    start: int  # the position before the first throw: nothing kept, five dice to throw
    done: int


_THROW_BITS = 16  # the plans' unit of throws: the dice thrown stay below 2**16 (limit 10,000)
_THROW = 1 << _THROW_BITS
_QUAD_RANGE = DRAW_RANGE**4
"""One draw of a chase's later throws: four throws, five base-6 digits each."""


@cache
def _chase_chain() -> _ChaseTables:
    kept, step, kniffel = _chase_tables()
    hands = np.flatnonzero(_multiset_index() >= 0)  # the codes of five dice
    if not np.array_equal(kniffel.take(hands), step.take(hands) == 0):
        raise AssertionError("a chase throws no dice exactly when a Kniffel stands")
    keeps = step.take(hands).astype(np.int64) + kept.take(hands)  # names (step, kept)
    values = np.unique(np.append(keeps, DICE * DRAW_RANGE))
    order = np.argsort(values // DRAW_RANGE, kind="stable")  # Kniffels (no dice) first
    rank = np.argsort(order)  # position in that order of each of `values`
    steps, codes = np.divmod(values[order], DRAW_RANGE)
    after = codes[:, None] + _COUNT.fresh_table.take(
        steps[:, None] * DRAW_RANGE + np.arange(DRAW_RANGE)[None, :]
    )
    state = rank.take(np.searchsorted(values, step.astype(np.int64).take(after) + kept.take(after)))
    return _ChaseTables(
        state.astype(np.uint8).ravel(),
        (np.arange(len(values)) * DRAW_RANGE).astype(np.int32),
        np.where(steps > 0, steps + _THROW, 0).astype(np.int32),
        int(rank[np.searchsorted(values, DICE * DRAW_RANGE)]) * DRAW_RANGE,
        int(np.count_nonzero(steps == 0)) * DRAW_RANGE,
    )


def _acc_type(throws: int) -> type:
    """int32 counters while the throws fit above the dice in 31 bits, else int64."""
    return np.int32 if throws < 1 << (31 - _THROW_BITS) else np.int64


def _first_chase_throw(draw: np.ndarray, throws: int) -> tuple[np.ndarray, np.ndarray]:
    """The positions after the first throw and the throws counted so far (that one and
    the one each state asks for next), for chases of at most `throws` throws."""
    chain = _chase_chain()
    state = chain.next.take(draw.astype(np.int32) + chain.start)
    asked = chain.asked.take(state).astype(_acc_type(throws))
    return chain.position.take(state), asked + (DICE + _THROW)


def _chase_throw(position: np.ndarray, acc: np.ndarray, draw: np.ndarray) -> np.ndarray:
    """The positions after one throw; `acc` adds, in place, the throw each new state asks
    for (so it counts the throws made and the one asked for)."""
    chain = _chase_chain()
    state = chain.next.take(position + draw)
    acc += chain.asked.take(state)
    return chain.position.take(state)


def _chase_result(position: np.ndarray, acc: np.ndarray) -> Chase:
    """The chases, the throw still asked for by those cut off taken back."""
    chain = _chase_chain()
    acc -= chain.asked.take(position // DRAW_RANGE)
    return Chase(position < chain.done, acc >> _THROW_BITS, acc & _THROW - 1)


def chase_from_draws(draws) -> Chase:
    """The chases that draws of shape (throws, n) produce, keeping the most common face.

    `draws` is an array or a list of rows, integers in [0, 6**5). `throws` counts the
    throws until the Kniffel (or all throws, if none came).
    """
    draws = as_draws(draws, "draws", DRAW_RANGE)
    position, acc = _first_chase_throw(draws[0], len(draws))
    for row in draws[1:]:
        position = _chase_throw(position, acc, row)
    return _chase_result(position, acc)


MOST_WITHIN_THROWS = 100
"""`simulate_kniffel_within` throws at most this often: its draws take 2 bytes per throw
and chase at once, 2 GB for `MOST_TRIALS` chases of 100 throws (and after 100 throws a
chase is still without a Kniffel with a chance of 4e-8, `odds.p_kniffel_within`;
`simulate_throws_until_kniffel` goes on to the end)."""
MOST_CHASE_LIMIT = 10_000
"""`simulate_throws_until_kniffel` stops a chase after at most this many throws (its
default): a chase is still running after 1,000 throws with a chance of 2e-79
(`odds.p_kniffel_within`), so the limit only stops a typo; the work follows the chases
still running, not the limit."""


def simulate_kniffel_within(n: int, rng: np.random.Generator, throws: int = 3) -> Chase:
    """`n` chases of at most `throws` throws keeping the most common face.

    `n` is 0 to `MOST_TRIALS` (ten million, see `pyramide_kit.checks`), `throws` 1 to
    `MOST_WITHIN_THROWS` (100: the memory of the draws)."""
    n, throws = trial_count(n), whole_number(throws, "throws", 1, MOST_WITHIN_THROWS)
    check_rng(rng)
    return chase_from_draws(draw(rng, 0, DRAW_RANGE, (throws, n), np.uint16))


def split_quad_draws(quads: np.ndarray) -> tuple[np.ndarray, ...]:
    """The four throws' draws in [0, 6**5) that draws in [0, 6**20) hold: base-6 digits
    0-4, 5-9, 10-14 and 15-19 (int32; exact integer division, q = r // d, r - d q).

    The lower ten digits are r - 6**10 q taken modulo 2**32 (int32 arithmetic wraps),
    which is exact because they are below 2**31; int64 arithmetic took eight times as
    long."""
    quads = check_draws(quads, "quads", _QUAD_RANGE, (None,)).astype(np.int64, copy=False)
    upper = (quads // DRAW_RANGE**2).astype(np.int32)
    lower = quads.astype(np.int32) - upper * np.int32(DRAW_RANGE**2)
    split = []
    for half in (lower, upper):
        high = half // DRAW_RANGE
        split += [half - high * DRAW_RANGE, high]
    return tuple(split)


_CHASE_BLOCK = 65_536
"""Chases started together: their arrays stay in the processor's cache."""
_CHASE_FIRST = 16
"""Throws each block makes alone; the chases still running then (some 17 %) go on
together, so that the long tails of the blocks cost few small steps."""
_CHASE_STEPS = 4
"""Throws between two looks at how many chases still run: the four of one draw."""


def simulate_throws_until_kniffel(n: int, rng: np.random.Generator, limit: int = 10_000) -> Chase:
    """`n` chases without a turn limit: how many throws until five equal dice.

    The first throw draws one integer in [0, 6**5) per chase (`rng.integers`, int32);
    after it each step draws one integer in [0, 6**20) per chase still in the arrays,
    the dice of four throws (`split_quad_draws`; such an int64 draw costs about as much
    as one int32 of [0, 6**5), so the dice come at a third of the price with the
    splitting; a Kniffel stays one whatever is drawn). The chases start in blocks of
    `_CHASE_BLOCK`, one block after the other, for the first `_CHASE_FIRST` throws;
    those still running then go on together. Finished chases drop out whenever the
    running ones fall to three quarters of the arrays, so the work follows the number
    of chases still running.

    `n` is 0 to `MOST_TRIALS` (ten million, see `pyramide_kit.checks`), `limit` 1 to
    `MOST_CHASE_LIMIT` (10,000, the default).
    """
    n, limit = trial_count(n), whole_number(limit, "limit", 1, MOST_CHASE_LIMIT)
    check_rng(rng)
    positions = np.empty(n, dtype=np.int32)
    accs = np.empty(n, dtype=_acc_type(limit))
    if n == 0:
        return _chase_result(positions, accs)
    first = min(_CHASE_FIRST, limit) - 1  # throws after the first one, block by block
    running = []
    for lo in range(0, n, _CHASE_BLOCK):
        block = draw(rng, 0, DRAW_RANGE, min(_CHASE_BLOCK, n - lo), np.int32)
        index = np.arange(lo, lo + len(block), dtype=np.int32)
        chases = (*_first_chase_throw(block, limit), index)
        running.append(_run_chases(chases, first, rng, positions, accs))
    joined = tuple(np.concatenate(column) for column in zip(*running, strict=True))
    position, acc, index = _run_chases(joined, limit - 1 - first, rng, positions, accs)
    positions[index], accs[index] = position, acc
    return _chase_result(positions, accs)


def _run_chases(chases, throws: int, rng: np.random.Generator, positions, accs):
    """Up to `throws` more throws of the chases (position, acc, index); the finished
    ones are written into `positions` and `accs` as they drop out, the others (running,
    or finished since the last drop-out) returned."""
    position, acc, index = chases
    done = _chase_chain().done
    while throws > 0:
        running = position >= done
        live = int(np.count_nonzero(running))
        if live == 0:
            break
        if 4 * live <= 3 * len(position):  # measured: better than waiting for half
            ended = np.flatnonzero(~running)  # only the finished chases are written out
            out = index.take(ended)
            positions[out], accs[out] = position.take(ended), acc.take(ended)
            keep = np.flatnonzero(running)
            position, acc, index = position.take(keep), acc.take(keep), index.take(keep)
        quads = draw(rng, 0, _QUAD_RANGE, len(position), np.int64)
        for throw in split_quad_draws(quads)[: min(_CHASE_STEPS, throws)]:
            position = _chase_throw(position, acc, throw)
        throws -= _CHASE_STEPS
    return position, acc, index


# ---- whole solitaire games under a computer policy ------------------------------------
#
# A policy of `strategy` decides from the card and the dice. Both policies look at the
# card only through `Scorecard.options`, `open_categories` and `rules`, which depend on
# which boxes are open and on whether the Kniffel box holds the Kniffel points (the
# extra-Kniffel rules), never on the other written values; neither `hold` reads
# `throws_left`. So a decision is a function of a *card key* (13 bits: box written; bit
# 13: Kniffel box holds the Kniffel points) and the multiset of the dice: 16,384 x 252
# situations, too many to ask a Python policy about one by one (some 40 us each). The
# tables are filled in advance from far fewer questions, each asked of the policy itself:
#
# - Writing (both policies) and Greedy's holding follow a *ranking*: for given dice and
#   flag, the box written is the open box that comes first in an order of the thirteen
#   boxes. Greedy writes the maximum over `options` of a key that depends on the box and
#   its points only; BookAdvice writes the best box of the first non-empty one of a fixed
#   list of groups (made patterns, boxes at par, three/four of a kind, ...), each a
#   maximum over a fixed key, and its "only one option" and "a Kniffel some box pays in
#   full" cases pick the same box as that order; under the Joker rule the forced box
#   comes first. A box's points, once chosen, depend only on the box, the dice and the
#   flag. So the order is read off 13 questions: ask the all-open card, write the chosen
#   box, ask again. Greedy's `hold` reads the card only through its target (the box it
#   would write) and that box's points, so it is asked once on each of those cards.
# - BookAdvice's `hold` asks about single boxes ("is the large straight open?"), so it
#   is asked on a *traced card* (`_TracedCard`) that knows only some boxes: a question
#   about an unknown box stops the policy, and both answers are tried; each finished run
#   decides every card agreeing on the boxes it asked about. Its option points are those
#   of the all-open card, which is exact except for a Kniffel (extra points, Joker rule),
#   so the six Kniffels are asked about on every card.
#
# tests/vectorised/test_kniffel.py checks the tables against the policy on random
# situations, and replays whole games through the engine.

_KEYS = 1 << (len(CATEGORIES) + 1)
_FLAG = 1 << len(CATEGORIES)
_KNIFFEL = CATEGORIES.index("kniffel")
_MULTISETS = multisets(DICE)
_UNKNOWN = -1
_ALL = (1 << len(CATEGORIES)) - 1


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


def _contexts() -> tuple[tuple[int, np.ndarray], ...]:
    """(first key, every key) of the two kinds of card: flag clear (any box written,
    the Kniffel box open or holding 0) and flag set (the Kniffel box holds the points)."""
    keys = np.arange(_ALL, dtype=np.int64)  # not the full card: it is never asked
    flagged = keys[(keys >> _KNIFFEL & 1) == 1] | _FLAG
    return (0, keys), (_FLAG | 1 << _KNIFFEL, flagged)


class _Unknown(Exception):
    """The traced policy asked about a box the traced card does not know."""

    def __init__(self, box: int) -> None:
        self.box = box


class _TracedOpen:
    """`open_categories` of a traced card: each membership test asks one box."""

    def __init__(self, card: _TracedCard) -> None:
        self.card = card

    def __contains__(self, category: object) -> bool:
        return category in CATEGORIES and self.card.is_open(str(category))

    def __iter__(self):
        return (c for c in CATEGORIES if self.card.is_open(c))


class _TracedOptions(Mapping):
    """`options(dice)` of a traced card: looking up a box asks that box only."""

    def __init__(self, card: _TracedCard) -> None:
        self.card = card

    def __getitem__(self, category: str) -> int:
        if category not in self.card.points or not self.card.is_open(category):
            raise KeyError(category)
        return self.card.points[category]

    def get(self, category: str, default=None):
        """The box's points if open, else `default`; when the two agree the box is not
        asked (the answer is the same either way), which keeps the runs few."""
        if self.card.points.get(category, default) == default:
            return default
        return self[category] if self.card.is_open(category) else default

    def __iter__(self):
        return (c for c in CATEGORIES if c in self.card.points and self.card.is_open(c))

    def __len__(self) -> int:
        return sum(1 for _ in self)


class _TracedCard:
    """A card that knows only some boxes (`known[i]`: box i is open); `points` are the
    option points of each box when open (those of the all-open card of its flag)."""

    def __init__(self, rules: Rules, known: dict[int, bool], points: dict[str, int]) -> None:
        self.rules, self.known, self.points = rules, known, points

    def is_open(self, category: str) -> bool:
        box = CATEGORIES.index(category)
        if box not in self.known:
            raise _Unknown(box)
        return self.known[box]

    @property
    def open_categories(self) -> _TracedOpen:
        return _TracedOpen(self)

    def options(self, dice) -> _TracedOptions:
        return _TracedOptions(self)


def _traced_holds(policy, rules: Rules, dice: tuple[int, ...], first: int):
    """(mask, written bits, keep) for every finished run of `policy.hold` on a traced
    card of the kind whose first key is `first`: it decides the keys k with
    k & mask == written bits."""
    points = _card_of(first, rules).options(dice)
    fixed = {_KNIFFEL: False} if first & _FLAG else {}
    stack, leaves = [fixed], []
    while stack:
        known = stack.pop()
        try:
            keep = policy.hold(_TracedCard(rules, known, points), dice, 1)
        except _Unknown as need:
            stack += [{**known, need.box: True}, {**known, need.box: False}]
            continue
        mask = sum(1 << b for b in known)
        written = sum(1 << b for b, is_open in known.items() if not is_open)
        leaves.append((mask, written, keep))
    return leaves


class _PolicyTables(NamedTuple):
    """The tables of one policy and rules, flat over key * 252 + multiset."""

    step: np.ndarray  # dice thrown again * 6**5: the offset into FRESH (0: stop)
    kept: np.ndarray  # count code of the dice kept (all five when stopping)
    category: np.ndarray
    value: np.ndarray  # the points written
    extra: np.ndarray  # extra Kniffels the write counts


def _keep_code(keep, dice: tuple[int, ...]) -> tuple[int, int]:
    """(step, code of the kept dice) for a `hold` answer. Stopping keeps all five dice
    and throws none (FRESH gives code 0 to a throw of no dice), so a throw is the same
    two lookups and one addition whether the turn goes on or not."""
    if keep is None:
        keep = range(DICE)
    return (DICE - len(keep)) * DRAW_RANGE, _COUNT.code([dice[p] for p in keep])


@cache
def _policy_tables(policy, rules: Rules) -> _PolicyTables:
    """Every situation's decision, asked of `policy` as the section text explains."""
    size = _KEYS * len(_MULTISETS)
    step = np.zeros(size, dtype=np.int32)
    kept = np.zeros(size, dtype=np.int16)
    category = np.full(size, _UNKNOWN, dtype=np.int8)
    value = np.zeros(size, dtype=np.int16)
    extra = np.zeros(size, dtype=np.int8)
    greedy = isinstance(policy, Greedy)
    for first, keys in _contexts():
        written = [(keys >> b & 1).astype(bool) for b in range(len(CATEGORIES))]
        for m, dice in enumerate(_MULTISETS):
            at = keys * len(_MULTISETS) + m
            key, order = first, []
            while key & _ALL != _ALL:
                card = _card_of(key, rules)
                move = policy.write(card, dice)
                after = card.write(move.category, dice, move.extra)
                box = CATEGORIES.index(move.category)
                answer = (box, after.box(move.category),
                          len(after.extra_kniffels) - len(card.extra_kniffels))  # fmt: skip
                order.append((box, answer, _keep_code(policy.hold(card, dice, 1), dice)))
                key |= 1 << box
            for box, (c, v, e), (r, k) in reversed(order):
                chosen = at[~written[box]]
                category[chosen], value[chosen], extra[chosen] = c, v, e
                if greedy:
                    step[chosen], kept[chosen] = r, k
            if greedy:
                continue
            if is_kniffel(dice):
                for key in keys.tolist():
                    r, k = _keep_code(policy.hold(_card_of(key, rules), dice, 1), dice)
                    step[key * len(_MULTISETS) + m], kept[key * len(_MULTISETS) + m] = r, k
                continue
            masks, bits, keeps = zip(*_traced_holds(policy, rules, dice, first), strict=True)
            runs = np.array([_keep_code(keep, dice) for keep in keeps]).T
            # the runs split the keys: each key agrees with exactly one of them
            run = np.argmax(keys & np.array(masks)[:, None] == np.array(bits)[:, None], axis=0)
            step[at], kept[at] = runs[0].take(run), runs[1].take(run)
    return _PolicyTables(step, kept, category, value, extra)


def _totals(upper: np.ndarray, lower: np.ndarray, extras: np.ndarray, rules: Rules):
    """Total and upper bonus of each game. `Scorecard.total` adds the upper part (sum and
    bonus), the lower boxes and the extra-Kniffel bonus, so the engine is asked once per
    upper sum (a card holding only it) and once per count of extra Kniffels (a card
    holding only those), and the lower sums are added as they stand."""
    ups = range(int(upper.max(initial=0)) + 1)
    upper_cards = [Scorecard(rules, (u,) + (0,) * (len(CATEGORIES) - 1)) for u in ups]
    upper_total = np.array([card.total for card in upper_cards], dtype=np.int64)
    bonus = np.array([card.upper_bonus for card in upper_cards], dtype=np.int64)
    extra_total = np.array(
        [
            Scorecard(rules, (0,) * len(CATEGORIES), ("chance",) * e).total
            for e in range(int(extras.max(initial=0)) + 1)
        ],
        dtype=np.int64,
    )
    return upper_total.take(upper) + lower + extra_total.take(extras), bonus.take(upper)


class _GameTables(NamedTuple):
    """`_PolicyTables` rearranged for the game loop (pure array work, no new decision).

    A keep is named by an id (one per distinct kept multiset and number of dice thrown
    again, stopping included), and one table gives the hand after a throw from the keep
    and the draw, so a throw is three lookups: the keep of the situation, the hand after
    it, the dice it threw. A write is one lookup and one addition: WRITE packs what it
    adds to a game's running sums, its key's bits times 252 (each box is written once,
    so adding the bits sets them; the low 32 bits are then the situation key * 252),
    the upper points (bits 32 to 42), the lower points (43 to 57: at most 13 x 1000,
    the largest points `Rules` allows) and the extra Kniffels (58 to 63).
    """

    keep: np.ndarray  # [key * 252 + multiset]: keep id (uint16)
    hand: np.ndarray  # [keep id * 6**5 + draw]: the multiset after the throw (uint8)
    thrown: np.ndarray  # [keep id]: dice thrown again
    write: np.ndarray  # [key * 252 + multiset]: the packed sums the write adds (int64)


_UPPER_AT, _LOWER_AT, _EXTRA_AT = 32, 43, 58


@cache
def _game_tables(policy, rules: Rules) -> _GameTables:
    tables = _policy_tables(policy, rules)
    keeps, keep = np.unique(
        tables.step.astype(np.int64) + tables.kept.astype(np.int64), return_inverse=True
    )  # step is a multiple of 6**5 above every code, so the sum names (step, kept)
    draws = np.arange(DRAW_RANGE)
    fresh = _COUNT.fresh_table.astype(np.int64)
    steps, kept = np.divmod(keeps, DRAW_RANGE)
    after = kept[:, None] + fresh.take(steps[:, None] * DRAW_RANGE + draws[None, :])
    hand = _multiset_index().take(after).astype(np.uint8)
    category = tables.category.astype(np.int64)
    written = category >= 0  # every situation that is met writes a box
    is_upper = written & (category < len(UPPER))
    value = tables.value.astype(np.int64)
    flag = (category == _KNIFFEL) & (value == rules.kniffel) & (rules.kniffel > 0)
    bits = np.where(written, np.int64(1) << np.maximum(category, 0), 0) | np.where(flag, _FLAG, 0)
    upper, lower = np.where(is_upper, value, 0), np.where(is_upper, 0, value)
    rounds = len(CATEGORIES)
    if not (
        rounds * upper.max() < 1 << (_LOWER_AT - _UPPER_AT)
        and rounds * lower.max() < 1 << (_EXTRA_AT - _LOWER_AT)
        and rounds * tables.extra.max() < 1 << (64 - 1 - _EXTRA_AT)
        and lower.min() >= 0
    ):
        raise AssertionError("a game's sums fit their fields")
    write = (
        bits * len(_MULTISETS)
        + (upper << _UPPER_AT)
        + (lower << _LOWER_AT)
        + (tables.extra.astype(np.int64) << _EXTRA_AT)
    )
    return _GameTables(keep.ravel().astype(np.uint16), hand.ravel(), steps.astype(np.int32), write)


_BLOCK = 65_536
"""Games played together: the loop's arrays of a block stay in the processor's cache."""


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
    tables = _game_tables(policy, rules)
    n = draws.shape[2]
    sums = np.zeros((4, n), dtype=np.int64)  # upper, lower, extra Kniffels, dice thrown
    key = np.zeros(n, dtype=np.int64)
    for lo in range(0, n, _BLOCK):
        block = draws[:, :, lo : lo + _BLOCK]
        key[lo : lo + _BLOCK], sums[:, lo : lo + _BLOCK] = _play_block(block, tables)
    upper, lower, extras, thrown = sums
    total, bonus = _totals(upper, lower, extras, rules)
    return Solitaire(total, upper, bonus, (key & _FLAG) > 0, extras, thrown)


def _play_block(draws: np.ndarray, tables: _GameTables) -> tuple[np.ndarray, np.ndarray]:
    """The final keys and (upper, lower, extra Kniffels, dice thrown) of a block of games."""
    n = draws.shape[2]
    start = np.flatnonzero(tables.thrown == DICE)[0] * DRAW_RANGE  # the keep of no dice
    sums = np.zeros(n, dtype=np.int64)  # packed as WRITE packs them
    situation = sums.view(np.int32).reshape(n, 2)[:, 0]  # its low 32 bits: key * 252
    thrown = np.full(n, DICE * len(draws), dtype=np.int32)
    for turn in draws.astype(np.int32, copy=False):
        hand = tables.hand.take(turn[0] + start)
        for row in turn[1:]:
            keep = tables.keep.take(situation + hand).astype(np.int32)
            thrown += tables.thrown.take(keep)
            keep *= DRAW_RANGE
            keep += row
            hand = tables.hand.take(keep)
        sums += tables.write.take(situation + hand)
    upper = sums >> _UPPER_AT & (1 << (_LOWER_AT - _UPPER_AT)) - 1
    lower = sums >> _LOWER_AT & (1 << (_EXTRA_AT - _LOWER_AT)) - 1
    return situation // len(_MULTISETS), np.stack([upper, lower, sums >> _EXTRA_AT, thrown])


def simulate_solitaire(
    n: int, rng: np.random.Generator, policy, rules: Rules = Rules()
) -> Solitaire:
    """`n` whole solitaire games of thirteen rounds played by `policy` (see above)."""
    n, rules, rng = trial_count(n), check_rules(rules), check_rng(rng)
    # int32 draws are the same numbers as the default int64 ones, drawn faster
    draws = draw(rng, 0, DRAW_RANGE, (len(CATEGORIES), rules.throws, n), np.int32)
    return solitaire_from_draws(draws, policy, rules)
