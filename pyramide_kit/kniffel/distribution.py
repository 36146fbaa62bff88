"""The exact law of the final total of optimal solitaire Kniffel, and what a policy is worth.

`score_distribution(rules)` propagates the probability of (card state, points banked so
far) forward, one turn (one layer of cards: the same number of boxes written) at a time,
under the policy of `kniffel.optimal` with its tie rules (write before throwing again,
the keep of fewest dice first, the first box in card order), so it is the law of the
games `optimal.simulate_optimal` plays. For each card a game reaches with positive
probability, the turn's outcome law is computed from the value table:

- the probability of each final hand: the first throw's law, then for each throw left
  the optimal decision of each hand (its best keep against the best write: the
  solver's max recursion over the kept multisets, as in `kniffel.keeps`, run on the
  keeps' values and again on the values tagged with their rows, which names the
  keep) and the mass of each keep spread over the hands by throwing its free dice one
  at a time;
- each hand's optimal write: the card it leaves and the points it adds (`Effects`).

Cards with the same boxes written whose open boxes cannot lift the upper sum to the
bonus play their turns alike, whatever their upper sum (the table holds one value for
them to the bit): the turn is played once for a run of them (`_alike`).

The points banked (everything but the upper bonus, which the final card's capped upper
sum gives) are kept per card as a band in two coordinates: the number of jumps so far
(writes worth the extra-Kniffel points P or more) and the other points, the total less
P per jump. Each jump lifts a game by P points (hundreds), so one band of totals would
be mostly zeros between the jump counts; the two coordinates keep it dense. A write
shifts its card's band by (1 if it is a jump, the rest of its points) into the next
card's band, which spans every band shifted into it. The law of the final total lays
each jump count P points above the last and adds the bonus of each last card's upper
sum.

No matrix product goes through BLAS here: on a busy machine its threads cost far more
than the small products save.

The distribution is cached beside the value table (`optimal.cache_directory`), keyed by
the rules, `TABLE_VERSION` and `DISTRIBUTION_VERSION`; `stored_distribution(rules)` reads
it from memory or that cache and never computes it (None where it is in neither).
"""

from __future__ import annotations

import hashlib
import itertools
import os
import sys
import tempfile
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np
from numpy.lib.stride_tricks import as_strided

from pyramide_kit.checks import whole_number
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.kniffel.effects import MASKS, OPEN
from pyramide_kit.kniffel.keeps import DICE, FIRST_THROW, HANDS, KEEPS, REMOVE, ROWS, SUBKEEPS
from pyramide_kit.kniffel.rules import CATEGORIES, Rules, check_rules
from pyramide_kit.kniffel.solver import (
    _CHUNK,
    TABLE_VERSION,
    Progress,
    ValueTable,
    _best_keep,
    _keep_values,
    cache_directory,
    game_value,
    print_progress,
    table,
)
from pyramide_kit.kniffel.strategy import BookAdvice, Greedy, OptimalPolicy, check_policy
from pyramide_kit.kniffel.vectorised import simulate_solitaire
from pyramide_kit.simulate import mean_interval, rng_for

__all__ = [
    "DISTRIBUTION_VERSION",
    "PolicyValue",
    "at_least",
    "percentile",
    "policy_value",
    "score_distribution",
    "stored_distribution",
]

DISTRIBUTION_VERSION = 4
"""Raised whenever the distribution could come out different: older cache files are
then ignored."""
_ROW_BITS = (1 << (KEEPS - 1).bit_length()) - 1
"""The last bits of a keep's value that `_best_keeps` replaces by its row's complement."""
_HIGH_BITS = ~_ROW_BITS & np.iinfo(np.int64).max
"""The bits a keep's tagged value keeps: all but the last ones and the sign (which only
-0.0 of the values, none negative, has set)."""
_TAG = _ROW_BITS - np.arange(KEEPS)[:, None]
"""Each keep's tag: its row's complement."""
_GATHER = 1 << 16
"""Probabilities shifted together: their products and places (1 MB) stay in the
processor's cache, where larger blocks (tens of MB) cost half as much again in memory
traffic and fresh pages."""


# ---- one turn's outcome law ---------------------------------------------------------------


def _best_keeps(keep_values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For each hand (rows KEEPS ..) and batch column: the value of its best keep of at
    most four dice and that keep's place (row * columns + column), given each keep's
    value (rows 0 .. KEEPS - 1 of `keep_values`, none negative); exact ties go to the
    lowest row (fewest dice first), as in `optimal.simulate_optimal`.

    Carrying rows through the max recursion costs four times the recursion itself, so
    the recursion runs twice instead (`solver._best_keep`, nothing to write): on the
    values, for the exact best, and on the values with their last bits replaced by the
    row's complement, which picks the lowest row among values alike up to those bits.
    Where that row's value is not the exact best (two values a few units of the last
    place apart), the hand's keeps are compared one by one in row order."""
    columns = keep_values.shape[1]
    nothing = np.broadcast_to(-np.inf, (len(HANDS), columns))
    best = _best_keep(keep_values, nothing, np.empty((len(ROWS), columns)))
    # a non-negative float's bits order it as an integer
    tagged = keep_values[:KEEPS].view(np.int64) & _HIGH_BITS
    tagged |= _TAG
    won = _best_keep(tagged.view(float), nothing, np.empty((len(ROWS), columns))).view(np.int64)
    won &= _ROW_BITS
    # row * columns + column, the row being the tag's complement
    place = won * -columns
    place += _ROW_BITS * columns + np.arange(columns)
    wrong = keep_values.ravel().take(place) != best
    if wrong.any():
        hand, at = np.nonzero(wrong)
        keeps = SUBKEEPS[hand]
        options = np.where(keeps >= 0, keep_values[keeps, at[:, None]], -np.inf)
        place[hand, at] = keeps[np.arange(len(hand)), options.argmax(axis=1)] * columns + at
    return best, place


def _throw_kept(mass: np.ndarray) -> np.ndarray:
    """The mass of each hand after the keeps (rows 0 .. KEEPS - 1 of `mass`, the rest
    zero) throw their free dice, one die at a time (each multiset of k dice passes its
    mass to the multisets of k + 1 dice, a sixth per face)."""
    for k in range(1, DICE + 1):
        for lo, hi, d, rows in REMOVE[k]:
            parents = mass.take(rows, axis=0)
            if d > 1:
                parents = np.add.reduce(parents.reshape(hi - lo, d, -1), axis=1)
            parents /= 6
            mass[lo:hi] += parents
    return mass[KEEPS:]


def final_hands(solved: ValueTable, masks: np.ndarray, us: np.ndarray, cls: int):
    """The turn of optimal play on the cards (masks[i], cls, us[i]): the probability of
    each final hand [hand, i] and the write chosen [hand, i] (category * 2 + extra).
    The keeps' values are those of `ValueTable.turn`; each throw's best keeps come with
    their places, which is all the mass push needs."""
    write, choice = solved._writes(masks, us, cls, detail=True)
    columns = len(masks)
    after = write
    decisions = []
    for _ in range(1, solved.effects.rules.throws):
        best, place = _best_keeps(_keep_values(after, np.empty((len(ROWS), columns))))
        decisions.append((best > write, place))
        after = np.maximum(best, write, out=best)
    p = np.repeat(FIRST_THROW[:, None], columns, axis=1)
    for roll, place in reversed(decisions):
        # the hands that write add nothing to their keep's sum, and nothing reaches the
        # rows of the hands but the throws; the hands that keep dice leave theirs
        kept = np.where(roll, p, 0.0)
        mass = np.bincount(place.ravel(), weights=kept.ravel(), minlength=len(ROWS) * columns)
        p -= kept
        p += _throw_kept(mass.reshape(len(ROWS), columns))
    return p, choice


class _Rows(NamedTuple):
    """The law of the points banked of some cards, one band per card: band r holds the
    probability of (fewest[r] + i jumps, low[r] + j other points) at
    flat[start[r] + i * width[r] + j], for j < width[r]. A card's points lie in a narrow
    band (a sixth of the layer's whole range, on average), so only the band is stored
    and shifted."""

    flat: np.ndarray
    start: np.ndarray
    low: np.ndarray
    width: np.ndarray
    fewest: np.ndarray

    @property
    def length(self) -> np.ndarray:
        return np.diff(self.start)


class _Layer(NamedTuple):
    """The cards of one layer reached with positive probability, by status class: their
    state numbers (sorted) and the law of the points banked."""

    states: dict[int, np.ndarray]
    points: dict[int, _Rows]


def _state(fx, masks, cls, us):
    """A card's number: by class, then boxes written, then upper sum, so a layer's cards
    numbered in order come class by class, and the numbers stay below a few million."""
    return (cls * MASKS + masks) * (fx.cap + 1) + us


def _split(fx, states):
    rest, us = np.divmod(states, fx.cap + 1)
    cls, masks = np.divmod(rest, MASKS)
    return masks, cls, us


def _writes_by_outcome(fx, cls: int):
    """The writes of one status class by what they do: `ids[category, extra, hand]`
    numbers the distinct (box, status after, upper step, points) a write gives (writes
    not offered share one number), and each number's box, status after, step and points.
    On one card these say the next card and the points, one to one."""
    gain, offered = fx.gain[cls], np.isfinite(fx.gain[cls])
    box = np.broadcast_to(np.arange(gain.shape[0])[:, None, None], gain.shape)
    what = np.stack([box, fx.after[cls], fx.step[cls], np.where(offered, gain, -1)])
    kinds, ids = np.unique(what.reshape(4, -1), axis=1, return_inverse=True)
    return ids.reshape(gain.shape), *kinds.astype(np.int64)


def _upper_left(fx) -> np.ndarray:
    """For each set of boxes written (a mask): the most its open boxes can still add to
    the upper sum."""
    most = np.array([fx.steps(c).max() for c in range(len(CATEGORIES))])
    written = np.arange(MASKS)[:, None] >> np.arange(len(CATEGORIES)) & 1
    return ((1 - written) * most).sum(axis=1)


def _alike(fx, masks: np.ndarray, us: np.ndarray, left: np.ndarray) -> np.ndarray:
    """Whether each card (sorted by boxes, then upper sum) plays its turn as the card
    before it: both have the same boxes written and the upper bonus out of reach (the
    open boxes cannot lift the upper sum to `cap`, below which the bonus is one number).
    Such cards are worth the same to the bit, and so are the cards every write leaves
    (`ValueTable.turn` sums each card alone), so their turns' laws are one law: a
    fifth of hasbro's cards need no turn of their own."""
    if not (fx.bonus[: fx.cap] == fx.bonus[0]).all():
        return np.zeros(len(masks), dtype=bool)
    out = us + left.take(masks) < fx.cap
    alike = out.copy()
    alike[0] = False
    alike[1:] &= out[:-1] & (masks[1:] == masks[:-1])
    return alike


def _outcomes(solved: ValueTable, states: np.ndarray, cls: int, writes: tuple, left: np.ndarray):
    """The turn laws of the cards `states` (one class, sorted, whose `_writes_by_outcome`
    are `writes`; `left` as `_upper_left`): (source index, next state, points added,
    probability), one entry per distinct (source, next state, points), by source."""
    fx = solved.effects
    masks, _, us = _split(fx, states)
    hands = np.arange(len(HANDS))[:, None]
    ids, box, after, step, gain = writes
    ids = ids.reshape(-1)  # [choice * hands + hand], choice = category * 2 + extra
    kinds = len(box)
    alike = _alike(fx, masks, us, left)
    played = np.flatnonzero(~alike)
    parts = []
    for lo in range(0, len(played), _CHUNK):
        pick = played[lo : lo + _CHUNK]
        p, choice = final_hands(solved, masks.take(pick), us.take(pick), cls)
        # one number per (card of the batch, outcome) sums the hands alike; the hands
        # never reached add nothing, and every outcome reached has a positive sum
        key = np.arange(len(pick)) * kinds + ids.take(choice.astype(np.intp) * len(HANDS) + hands)
        mass = np.bincount(key.ravel(), weights=p.ravel(), minlength=len(pick) * kinds)
        reached = np.flatnonzero(mass)
        local, kind = np.divmod(reached, kinds)
        parts.append((lo + local, kind, mass.take(reached)))
    turn, kind, prob = (np.concatenate(column) for column in zip(*parts, strict=True))
    # every card takes the outcomes of the card it plays as: itself or the first alike
    own = np.cumsum(~alike) - 1  # that card's number among those played
    per_turn = np.bincount(turn, minlength=len(played))
    count = per_turn.take(own)
    source = np.repeat(np.arange(len(states)), count)
    first = (np.cumsum(per_turn) - per_turn).take(own)  # where its outcomes begin
    entry = np.arange(len(source))
    entry += np.repeat(first - (np.cumsum(count) - count), count)
    kind, prob = kind.take(entry), prob.take(entry)
    nxt = _state(
        fx,
        masks.take(source) | (np.int64(1) << box.take(kind)),
        after.take(kind),
        np.minimum(us.take(source) + step.take(kind), fx.cap),
    )
    return source, nxt, gain.take(kind), prob


def _spread(
    target: np.ndarray,
    at: np.ndarray,
    stride: np.ndarray,
    weight: np.ndarray,
    law: _Rows,
    source: np.ndarray,
) -> None:
    """target[at[e] + i * stride[e] + j] += weight[e] * (band source[e] of `law`)[i, j]
    for every entry e and every (i, j) of that band, summing what meets. The entries go
    by the shape of their bands: each band is then a window of its length in
    `law.flat`, copied whole (a view of every such window, indexed by the bands' starts,
    builds no index per value), and the products are added where they land, at most
    `_GATHER` values at a time. Their places are found row by row (one sum per point
    from each jump count's first place), which costs a third of finding each point's
    place from its entry's."""
    # a band holds fewer than 2048 points and 16 jump counts: its shape fits 16 bits,
    # which sort by radix (4x faster than 64 bits) where the longest band allows
    tall = bool((law.length != law.width).any())
    scale = 16 if tall else 1  # bands of one jump count each: the shape is the length
    shape = law.length * scale + (law.length // law.width if tall else 0)
    shape = shape.astype(np.int16 if shape.max() < 1 << 15 else np.int64).take(source)
    # the entries are read in this order a block at a time: permuting them all first
    # would take five arrays of megabytes, fresh memory each time
    order = np.argsort(shape, kind="stable")
    shape = shape.take(order)
    cuts = (np.flatnonzero(np.diff(shape)) + 1).tolist()
    item = law.flat.strides[0]
    for lo, hi in itertools.pairwise([0, *cuts, len(shape)]):
        size, counts = divmod(int(shape[lo]), scale)
        counts = max(counts, 1)
        column, jump = np.arange(size // counts), np.arange(counts)
        windows = as_strided(
            law.flat, (len(law.flat) - size + 1, size), (item, item), writeable=False
        )
        step = max(_GATHER // size, 1)
        for part in range(lo, hi, step):
            pick = order[part : min(part + step, hi)]
            values = windows[law.start.take(source.take(pick))]
            values *= weight.take(pick)[:, None]
            # where each jump count's row begins, then every point of the row
            rows = at.take(pick)
            if counts > 1:
                rows = rows[:, None] + stride.take(pick)[:, None] * jump
            places = rows[..., None] + column
            np.add.at(target, places.ravel(), values.ravel())


def _jumps(rules: Rules, gain: np.ndarray) -> np.ndarray:
    """Whether each write of `gain` points is a jump: one worth the extra-Kniffel points
    or more (the hasbro bonus on top of its box, the book's 100 in a lower box). Games of
    one card that jumped a different number of times lie that many hundred points apart,
    so one band of totals over them would be mostly zeros (more than half of hasbro's),
    moved like any other value at every shift. Any rule here gives the same law; this
    one gives dense bands."""
    return gain >= max(rules.extra_kniffel_points, 1)


def _numbered(keys: list[np.ndarray]) -> tuple[np.ndarray, list[np.ndarray]]:
    """The distinct values of the arrays `keys` (sorted) and each key's index among them.
    The keys are below a few million, so a mark for every possible key finds them in
    one pass, where sorting or hashing millions of keys and searching each among the
    distinct ones took a twelfth of the law's time."""
    size = max(int(k.max()) for k in keys) + 1
    seen = np.zeros(size, dtype=bool)
    for k in keys:
        seen[k] = True
    distinct = np.flatnonzero(seen)
    index = np.empty(size, dtype=np.intp)
    index[distinct] = np.arange(len(distinct))
    return distinct, [index.take(k) for k in keys]


def _step(solved: ValueTable, layer: _Layer, writes: dict[int, tuple], left: np.ndarray) -> _Layer:
    """The next layer's law from this one's: each entry shifts its source's band by the
    jump and the other points it adds into its next card's band, which spans every band
    shifted into it. `writes[cls]` is the class's `_writes_by_outcome` and `left` the
    `_upper_left` of the effects (the same in every layer: found once per law)."""
    lift = solved.effects.rules.extra_kniffel_points  # of a jump
    entries = []
    for cls, states in layer.states.items():
        source, nxt, gain, prob = _outcomes(solved, states, cls, writes[cls], left)
        rows = layer.points[cls]
        # each array here has an entry per write outcome (millions): built in place,
        # from the bands' own figures, they take no fresh memory for their sums
        jump = _jumps(solved.effects.rules, gain)
        fewest = rows.fewest.take(source)
        fewest += jump
        most = (rows.fewest + rows.length // rows.width).take(source)
        most += jump
        low = rows.low.take(source)
        low += gain
        low -= lift * jump
        high = rows.width.take(source)
        high += low
        entries.append((rows, source, nxt, fewest, most, low, high, prob))
    # the next cards in order of their numbers: each class's rows are one block
    reached, rows_of = _numbered([e[2] for e in entries])
    _, reached_cls, _ = _split(solved.effects, reached)
    fewest = np.full(len(reached), np.iinfo(np.int64).max)
    most = np.zeros(len(reached), dtype=np.int64)
    low = np.full(len(reached), np.iinfo(np.int64).max)
    high = np.zeros(len(reached), dtype=np.int64)
    for (*_, first_jump, last_jump, first, last, _), at in zip(entries, rows_of, strict=True):
        np.minimum.at(fewest, at, first_jump)
        np.maximum.at(most, at, last_jump)
        np.minimum.at(low, at, first)
        np.maximum.at(high, at, last)
    width = high - low
    start = np.r_[0, np.cumsum((most - fewest) * width)]
    flat = np.zeros(start[-1])
    # an entry's place: its card's start, its fewest jumps' row and its lowest point
    origin = start[:-1] - fewest * width - low
    for (rows, source, _, first_jump, _, first, _, prob), at in zip(entries, rows_of, strict=True):
        wide = width.take(at)
        place = origin.take(at)
        place += first
        first_jump *= wide
        place += first_jump
        _spread(flat, place, wide, prob, rows, source)
    states, points = {}, {}
    for c in np.unique(reached_cls).tolist():
        lo, hi = np.searchsorted(reached_cls, [c, c + 1]).tolist()
        states[c] = reached[lo:hi]
        points[c] = _Rows(
            flat[start[lo] : start[hi]],
            start[lo : hi + 1] - start[lo],
            low[lo:hi],
            width[lo:hi],
            fewest[lo:hi],
        )
    return _Layer(states, points)


def _compute(rules: Rules, progress: Progress | None) -> np.ndarray:
    solved = table(rules)
    fx = solved.effects
    start = fx.classes[OPEN]
    nothing = np.zeros(1, dtype=np.int64)
    one = _Rows(np.ones(1), np.array([0, 1]), nothing, np.ones(1, dtype=np.int64), nothing)
    layer = _Layer({start: np.array([_state(fx, 0, start, 0)])}, {start: one})
    writes = {cls: _writes_by_outcome(fx, cls) for cls in range(fx.n_classes)}
    left = _upper_left(fx)
    for n in range(len(CATEGORIES)):
        layer = _step(solved, layer, writes, left)
        if progress is not None:
            progress(n + 1, len(CATEGORIES))
    # each jump P points above the last: totals meet where the bands overlap
    lift = rules.extra_kniffel_points
    width = max(
        int((r.low + (r.fewest + r.length // r.width - 1) * lift + r.width).max())
        for r in layer.points.values()
    )
    law = np.zeros(width + int(fx.bonus.max()))
    for cls, states in layer.states.items():
        _, _, us = _split(fx, states)
        rows = layer.points[cls]
        at = rows.low + rows.fewest * lift + fx.bonus[us].astype(np.int64)
        every = np.arange(len(states))
        _spread(law, at, np.full(len(states), lift), np.ones(len(states)), rows, every)
    used = np.flatnonzero(law)
    return law[: used[-1] + 1]


# ---- the cache and the public entry points ---------------------------------------------

_DISTRIBUTIONS: dict[Rules, np.ndarray] = {}


def _cache_file(rules: Rules) -> Path:
    text = f"{TABLE_VERSION}|{DISTRIBUTION_VERSION}|{rules!r}"
    key = hashlib.sha256(text.encode()).hexdigest()[:20]
    return cache_directory() / f"kniffel-distribution-{key}.npz"


def _load(path: Path, rules: Rules) -> np.ndarray | None:
    try:
        with np.load(path, allow_pickle=False) as data:
            if str(data["rules"]) != repr(rules) or int(data["version"]) != DISTRIBUTION_VERSION:
                return None
            law = data["law"]
    except (OSError, KeyError, ValueError):
        return None
    return law if law.ndim == 1 and law.dtype == float else None


def _save(path: Path, rules: Rules, law: np.ndarray) -> None:
    """Atomically, as `optimal` writes its tables; a cache that cannot be written is skipped."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=path.parent, suffix=".npz", delete=False) as f:
            np.savez(f, law=law, rules=np.array(repr(rules)), version=DISTRIBUTION_VERSION)
        os.replace(f.name, path)
    except OSError as error:
        print(f"pyramide-kit: could not cache the Kniffel distribution: {error}", file=sys.stderr)


def _stored(rules: Rules) -> np.ndarray | None:
    """The law of `rules` from memory or the disk cache (kept in memory once loaded)."""
    known = _DISTRIBUTIONS.get(rules)
    if known is None:
        path = _cache_file(rules)
        known = _load(path, rules) if path.exists() else None
        if known is not None:
            _DISTRIBUTIONS[rules] = known
    return known


def stored_distribution(rules: Rules | None = None) -> np.ndarray | None:
    """The law `score_distribution(rules)` gives where it is already known (in memory or
    in the cache on disk: a new array each call), None where it would first have to be
    computed. It never computes anything, so it is quick."""
    known = _stored(check_rules(rules))
    return None if known is None else known.copy()


def score_distribution(
    rules: Rules | None = None, progress: Progress | bool | None = True
) -> np.ndarray:
    """The exact law of the final total of a solitaire game of optimal play: `law[t]` is
    the probability of the total t (a new array each call; it sums to 1).

    `progress` as for `optimal.table` (the table itself is built first if needed).
    """
    rules = check_rules(rules)
    known = _stored(rules)
    if known is None:
        if progress is True:
            progress = print_progress(f"Kniffel distribution ({rules.extra_kniffel})")
        known = _compute(rules, progress or None)
        _save(_cache_file(rules), rules, known)
        _DISTRIBUTIONS[rules] = known
    return known.copy()


def _check_law(law: Any) -> np.ndarray:
    array = np.asarray(law, dtype=float) if isinstance(law, np.ndarray | list | tuple) else None
    if array is None or array.ndim != 1 or array.size == 0 or not np.all(array >= 0):
        raise RuleError(f"a score distribution is a list of probabilities, not {quoted(law)}")
    if abs(array.sum() - 1) > 1e-9:
        raise RuleError(f"the probabilities of a score distribution add up to 1, not {array.sum()}")
    return array


def percentile(law: Any, q: float) -> int:
    """The q-th percentile (0 <= q <= 100) of the total with law `law`: the smallest total
    t with P(total <= t) >= q / 100 (q = 0: the smallest possible total)."""
    array = _check_law(law)
    if isinstance(q, bool) or not isinstance(q, int | float) or not 0 <= q <= 100:
        raise RuleError(f"a percentile is a number from 0 to 100, not {quoted(q)}")
    if q == 0:
        return int(np.flatnonzero(array)[0])
    below = np.cumsum(array)
    # the rounding of the sums must not move a total that reaches q exactly
    return int(min(np.searchsorted(below, q / 100 - 1e-12), np.flatnonzero(array)[-1]))


def at_least(law: Any, total: int) -> float:
    """P(total >= `total`) under the law `law`."""
    array = _check_law(law)
    total = whole_number(total, "total")
    return float(array[max(total, 0) :].sum())


# ---- what a policy is worth -------------------------------------------------------------


class PolicyValue(NamedTuple):
    """The expected final total of a policy: exact (low == mean == high, n == 0) or the
    mean of n seeded games with its 95% interval."""

    mean: float
    low: float
    high: float
    exact: bool
    n: int


def policy_value(
    policy: Any, n: int = 100_000, seed: int | None = 0, rules: Rules | None = None
) -> PolicyValue:
    """The expected solitaire total of `policy`. `OptimalPolicy` is a function of the
    solver's state: its value is `optimal.game_value`, exactly. `Greedy` and
    `BookAdvice` are valued by `n` games of the vectorised simulator seeded with `seed`
    (`kniffel.vectorised.simulate_solitaire`, the engine's moves), with the 95% interval
    of `simulate.mean_interval`."""
    policy, rules = check_policy(policy), check_rules(rules)
    if isinstance(policy, OptimalPolicy):
        v = game_value(rules)
        return PolicyValue(v, v, v, True, 0)
    assert isinstance(policy, Greedy | BookAdvice)
    n = whole_number(n, "n", 2)
    totals = simulate_solitaire(n, rng_for(seed), policy, rules).total
    low, high = mean_interval(totals, confidence=0.95)
    return PolicyValue(float(totals.mean()), low, high, False, n)
