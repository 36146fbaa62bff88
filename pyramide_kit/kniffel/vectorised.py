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
  tables cover every situation and are filled in advance, once per policy and rules,
  from questions asked of the policy (see the section "whole solitaire games" below):
  about 1 s for `Greedy()`, 5-9 s for `BookAdvice()` (its 6 Kniffels are asked about on
  every card); then about 300,000 games a second in runs of 1,000 games and 1,000,000 in
  runs of 50,000 (this 2-core machine).
- `solitaire_from_draws(draws, policy, rules=Rules())` -> `Solitaire`: the games that
  draws of shape (13, rules.throws, n) produce (draws[round, throw, game]).
- `draw_digits(draw, k)`: the k pips a draw gives to a throw of k dice.
- `count_code(dice)`: the count code of some dice (`pyramide_kit.dice_codes`).
"""

from __future__ import annotations

from collections.abc import Mapping
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
    moved = np.zeros(n, dtype=np.int64)  # dice thrown after the first throws, * 6**5
    situation = key * len(_MULTISETS)
    for turn in draws:
        code = fresh.take(_first_throw_index(turn[0].astype(np.uint16)))
        for draw in turn[1:]:
            at = situation + ms_index.take(code)
            step = tables.step.take(at)
            moved += step
            code = tables.kept.take(at) + fresh.take(step + draw)
        at = situation + ms_index.take(code)
        category = tables.category.take(at)
        value, extra = tables.value.take(at), tables.extra.take(at)
        is_upper = category < len(UPPER)
        upper += np.where(is_upper, value, 0)
        lower += np.where(is_upper, 0, value)
        extras += extra
        flag = (category == _KNIFFEL) & (value == rules.kniffel) & (rules.kniffel > 0)
        key |= (np.int64(1) << category.astype(np.int64)) | np.where(flag, _FLAG, 0)
        situation = key * len(_MULTISETS)
    total, bonus = _totals(upper, lower, extras, rules)
    thrown = DICE * len(draws) + moved // DRAW_RANGE
    return Solitaire(total, upper, bonus, (key & _FLAG) > 0, extras, thrown)


def simulate_solitaire(
    n: int, rng: np.random.Generator, policy, rules: Rules = Rules()
) -> Solitaire:
    """`n` whole solitaire games of thirteen rounds played by `policy` (see above)."""
    n, rules = whole_number(n, "n", 0), check_rules(rules)
    draws = rng.integers(0, DRAW_RANGE, size=(len(CATEGORIES), rules.throws, n))
    return solitaire_from_draws(draws, policy, rules)
