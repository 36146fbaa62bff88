"""The Kniffel solver: the best expected final score from every state, all variants.

The value of a card at the start of a turn depends only on (the boxes written, the upper
sum capped where the bonus stops changing, the Kniffel box's status): see
`kniffel.effects`, which asks the engine everything the solver needs. The solver fills
a table of these values by backward induction, from the full card down to the empty
one, a whole layer of cards (same number of boxes written) at a time with numpy: for a
batch of cards, the best write of each of the 252 hands, then the keeps and throws of
the turn by the recursion of `kniffel.keeps`, then the expectation of the first throw.
Upper sums that no card with those boxes can have are skipped (a third of the table);
if a hand-built card has one, its value is computed when asked.

The tables of the three extra-Kniffel variants (the rules the widget offers) are built
when the kit is installed and shipped with it (`ship`, `pyramide_kit.shipped`), so the
coach answers at once. Any other table is built on first use (a few seconds, with a
progress bar) and cached in the user's cache directory (`PYRAMIDE_KIT_CACHE`, else
`$XDG_CACHE_HOME/pyramide-kit`, else `~/.cache/pyramide-kit`), keyed by the rules and
`TABLE_VERSION`.

The law of the final total and what a policy is worth build on this table and live in
`kniffel.distribution`; `kniffel.optimal` offers both under one name and lists the entry
points (`game_value`, `value`, `move_values`, `best_move`, `seat_value`, `report`,
`simulate_optimal`, `optimal_from_draws`).
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np

from pyramide_kit.checks import check_rng, trial_count, whole_number
from pyramide_kit.dice_codes import CountCode
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.kniffel import effects as effect_tables
from pyramide_kit.kniffel.effects import (
    KNIFFEL_BOX,
    KNIFFEL_HANDS,
    MASKS,
    OPEN,
    Effects,
    effects,
)
from pyramide_kit.kniffel.game import Game, Move, new_game
from pyramide_kit.kniffel.keeps import (
    ADD,
    FIRST_THROW,
    HANDS,
    KEEPS,
    OFFSET,
    REMOVE,
    ROW,
    ROWS,
    SIZE,
    SUBKEEPS,
)
from pyramide_kit.kniffel.moves import Roll, Write
from pyramide_kit.kniffel.rules import CATEGORIES, DICE, EXTRA_KNIFFEL_VARIANTS, Rules, check_rules
from pyramide_kit.kniffel.sheet import Scorecard
from pyramide_kit.report import GameReport, report_from
from pyramide_kit.shipped import keyed_name, shipped_file
from pyramide_kit.table import CHANCE

__all__ = [
    "TABLE_VERSION",
    "OptimalGames",
    "ValueTable",
    "best_move",
    "cache_directory",
    "game_value",
    "move_values",
    "optimal_from_draws",
    "report",
    "seat_value",
    "ship",
    "simulate_optimal",
    "table",
    "value",
]

TABLE_VERSION = 2
"""Raised whenever the solver could compute different numbers: older cache files are
then ignored."""
_CHUNK = 256
"""Cards per numpy batch: the turn's arrays of a batch (462 rows) stay near the L2 cache."""
Progress = Callable[[int, int], None]


def cache_directory() -> Path:
    """Where computed tables are kept: `PYRAMIDE_KIT_CACHE`, else the user's cache
    directory (never the repository)."""
    override = os.environ.get("PYRAMIDE_KIT_CACHE")
    if override:
        return Path(override)
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "pyramide-kit"


def print_progress(label: str) -> Progress:
    """A progress report on stderr, one line rewritten in place (also in a notebook)."""
    shown = [-1]

    def report(done: int, total: int) -> None:
        percent = 100 * done // max(total, 1)
        if percent != shown[0]:
            shown[0] = percent
            bar = "#" * (percent // 4)
            end = "\n" if done >= total else ""
            print(f"\r{label} [{bar:<25}] {percent:3d}%", end=end, file=sys.stderr, flush=True)

    return report


# ---- the turn: best writes, then keeps and throws, for a batch of cards -------------------


def _keep_values(after: np.ndarray, out: np.ndarray) -> np.ndarray:
    """Rows 0 .. KEEPS - 1 of `out`: the value of each keep when the hands after the
    throw are worth `after` (252 rows); rows KEEPS .. are `after` itself."""
    columns = after.shape[1]
    out[KEEPS:] = after
    for k in range(DICE - 1, -1, -1):
        lo, hi = OFFSET[k], OFFSET[k + 1]
        children = out.take(ADD[k].ravel(), axis=0).reshape(hi - lo, 6, columns)
        np.add.reduce(children, axis=1, out=out[lo:hi])
        out[lo:hi] *= 1 / 6
    return out


def _first_throw_mean(after: np.ndarray) -> np.ndarray:
    """Each card's value before the first throw: the mean of its hands' values `after`
    over the first throw, summed hand by hand in the same order for every card, so a
    card is worth the same to the bit alone and in any batch (`FIRST_THROW @ after`
    rounds a card by where BLAS finds it in the batch). Cards the upper bonus is out of
    reach of are then worth the same whatever their upper sum, which the score law
    relies on. einsum adds hand by hand across the cards; a single card would make its
    sum a dot product, added in another order, so it goes twice."""
    columns = after.shape[1]
    wide = after if columns > 1 else np.repeat(after, 2, axis=1)
    return np.einsum("h,hc->c", FIRST_THROW, wide)[:columns]


def _best_keep(keeps: np.ndarray, write: np.ndarray, out: np.ndarray) -> np.ndarray:
    """The value of each hand with a throw left: the best of writing (`write`) and every
    keep inside the hand (`keeps`, from `_keep_values`); rows KEEPS .. of `out`."""
    out[0] = keeps[0]
    for k in range(1, DICE + 1):
        for lo, hi, d, rows in REMOVE[k]:
            best = out.take(rows, axis=0)
            if d > 1:
                best = np.maximum.reduce(best.reshape(hi - lo, d, -1), axis=1)
            base = keeps[lo:hi] if k < DICE else write[lo - KEEPS : hi - KEEPS]
            np.maximum(best, base, out=out[lo:hi])
    return out[KEEPS:]


class _Plan(NamedTuple):
    """One (category, extra) write for the ordinary hands of one status class: the
    distinct (offset into the value table, gain) pairs among the hands, and each hand's
    pair. The offset says where the card goes (status after, upper step); hands where
    the write is not offered have gain -inf."""

    category: int
    extra: int
    offsets: np.ndarray
    gains: np.ndarray
    which: np.ndarray


class _KniffelPlans(NamedTuple):
    """The writes of the Kniffel hands of a written-Kniffel-box class, stacked: the
    category, extra and bit of each, the gains and offsets [plan, Kniffel hand]."""

    categories: np.ndarray
    extras: np.ndarray
    bits: np.ndarray
    gain: np.ndarray
    offsets: np.ndarray


class Turn(NamedTuple):
    """A batch of cards' turn: `write[h, i]` the best write's value of hand h,
    `choice[h, i]` its category * 2 + extra, `keeps[r - 1][row, i]` the value of each keep
    with r throws left, and `start[i]` the value before the first throw."""

    write: np.ndarray
    choice: np.ndarray | None
    keeps: list[np.ndarray]
    start: np.ndarray


@dataclass(eq=False)
class ValueTable:
    """The values of one `Rules`: `values[mask, class, u]` is the expected rest of a card
    (every point still to come, the upper bonus included) at the start of a turn with the
    boxes `mask` written, the Kniffel status class and the upper sum u (capped; the
    columns beyond `cap` repeat it, so lookups need no minimum)."""

    effects: Effects
    values: np.ndarray

    def __post_init__(self) -> None:
        e = self.effects
        self._flat = self.values.reshape(-1)
        self._width = self.values.shape[2]
        self._plans = [self._plans_of(c) for c in range(e.n_classes)]
        self._kniffel_plans = [self._kniffel_plans_of(c) for c in range(e.n_classes)]
        self._recent_turns: dict[Scorecard, tuple[Turn, int]] = {}

    # ----- plans: which hands write where, asked of the effects once ------------------

    def _offsets(self, cls: int, c: int, e: int, hands: np.ndarray, gain: np.ndarray):
        """Each hand's offset (status after, upper step) into the value table; hands
        where the write is not offered get an offered hand's (their gain is -inf)."""
        fx = self.effects
        offset = fx.after[cls, c, e, hands] * self._width + fx.step[cls, c, e, hands]
        valid = np.isfinite(gain)
        return np.where(valid, offset, offset[valid][0])

    def _plans_of(self, cls: int) -> list[_Plan]:
        fx = self.effects
        plans = []
        hands = np.arange(len(HANDS))
        for c in range(len(CATEGORIES)):
            for e in (0, 1):
                gain = fx.gain[cls, c, e].copy()
                if cls != fx.classes[OPEN]:
                    gain[KNIFFEL_HANDS] = -np.inf
                if np.isfinite(gain).any():
                    offset = self._offsets(cls, c, e, hands, gain)
                    pairs, which = np.unique(np.stack([offset, gain]), axis=1, return_inverse=True)
                    plans.append(_Plan(c, e, pairs[0].astype(np.int64), pairs[1], which.ravel()))
        return plans

    def _kniffel_plans_of(self, cls: int) -> _KniffelPlans | None:
        """The writes of the Kniffel hands once the Kniffel box is written, stacked (their
        legality is looked up per card in `Effects.legal`), one offset per hand."""
        fx = self.effects
        if cls == fx.classes[OPEN]:
            return None
        chosen = []
        for c in range(len(CATEGORIES)):
            for e in (0, 1):
                gain = fx.gain[cls, c, e, KNIFFEL_HANDS]
                if np.isfinite(gain).any():
                    chosen.append((c, e, gain, self._offsets(cls, c, e, KNIFFEL_HANDS, gain)))
        categories = np.array([c for c, _, _, _ in chosen])
        extras = np.array([e for _, e, _, _ in chosen])
        return _KniffelPlans(
            categories,
            extras,
            np.int64(1) << categories,
            np.array([g for _, _, g, _ in chosen]),
            np.array([o for _, _, _, o in chosen]),
        )

    # ----- one batch of cards --------------------------------------------------------

    def _writes(self, masks: np.ndarray, us: np.ndarray, cls: int, detail: bool):
        """The best write's value of every hand on each card (and which write, if
        `detail`): the points it adds plus the value of the card it leaves."""
        fx, flat = self.effects, self._flat
        columns = len(masks)
        write = np.full((len(HANDS), columns), -np.inf)
        choice = np.zeros((len(HANDS), columns), dtype=np.int8) if detail else None
        cand = np.empty((len(HANDS), columns))
        better = np.empty_like(cand, dtype=bool)
        change = np.empty_like(choice) if detail else None
        row_of = fx.n_classes * self._width
        for plan in self._plans[cls]:
            bit = 1 << plan.category
            open_ = (masks & bit) == 0
            if not open_.any():
                continue
            base = (masks | bit) * row_of + us
            rows = flat.take(base[None, :] + plan.offsets[:, None])
            rows += plan.gains[:, None]
            if not open_.all():
                rows[:, ~open_] = -np.inf
            np.take(rows, plan.which, axis=0, out=cand, mode="clip")  # "raise" buffers: 20x slower
            if choice is not None and change is not None:
                # without branches: a store through a mixed mask costs ten times as much
                np.greater(cand, write, out=better)
                np.subtract(2 * plan.category + plan.extra, choice, out=change)
                change *= better
                choice += change
            np.maximum(write, cand, out=write)
        k = self._kniffel_plans[cls]
        if k is not None:
            base = (masks[None, :] | k.bits[:, None]) * row_of + us[None, :]
            kcand = flat.take(base[:, None, :] + k.offsets[:, :, None])
            kcand += k.gain[:, :, None]
            legal = fx.legal[masks, cls][:, k.categories, k.extras, :]
            kcand[~legal.transpose(1, 2, 0)] = -np.inf
            write[KNIFFEL_HANDS] = kcand.max(axis=0)
            if choice is not None:
                choice[KNIFFEL_HANDS] = (2 * k.categories + k.extras)[kcand.argmax(axis=0)]
        return write, choice

    def turn(self, masks: np.ndarray, us: np.ndarray, cls: int, detail: bool = False) -> Turn:
        """The turn of the cards (masks[i], cls, us[i]) whose successors are all known."""
        write, choice = self._writes(masks, us, cls, detail)
        columns = len(masks)
        after = write
        keeps: list[np.ndarray] = []
        spare = [np.empty((len(ROWS), columns)), np.empty((len(ROWS), columns))]
        k = np.empty((len(ROWS), columns))
        for r in range(1, self.effects.rules.throws):
            k = _keep_values(after, np.empty((len(ROWS), columns)) if detail else k)
            if detail:
                keeps.append(k)
            after = _best_keep(k, write, spare[r % 2])
        return Turn(write, choice, keeps, _first_throw_mean(after))

    # ----- filling the table ---------------------------------------------------------

    def _store(self, masks: np.ndarray, us: np.ndarray, cls: int, start: np.ndarray) -> None:
        self.values[masks, cls, us] = start
        at_cap = us == self.effects.cap
        if at_cap.any():
            self.values[masks[at_cap], cls, self.effects.cap :] = start[at_cap][:, None]

    def state_value(self, mask: int, cls: int, u: int) -> float:
        """`values[mask, cls, min(u, cap)]`, computed first if no reachable card has it."""
        u = min(u, self.effects.cap)
        known = self.values[mask, cls, u]
        if np.isnan(known):
            self._fill_unreached(mask, cls, u)
            known = self.values[mask, cls, u]
        return float(known)

    def _successors(self, mask: int, cls: int, u: int) -> set[tuple[int, int, int]]:
        fx = self.effects
        out = set()
        for c in range(len(CATEGORIES)):
            if mask >> c & 1:
                continue
            finite = np.isfinite(fx.gain[cls, c])
            for after, step in set(
                zip(
                    fx.after[cls, c][finite].tolist(), fx.step[cls, c][finite].tolist(), strict=True
                )
            ):
                out.add((mask | 1 << c, after, min(u + step, fx.cap)))
        return out

    def _fill_unreached(self, mask: int, cls: int, u: int) -> None:
        """Values of a card no game reaches (hand-built), from its successors, recursively."""
        for nxt in self._successors(mask, cls, u):
            if np.isnan(self.values[nxt]):
                self._fill_unreached(*nxt)
        masks, us = np.array([mask]), np.array([u])
        self._store(masks, us, cls, self.turn(masks, us, cls).start)


def _reachable(fx: Effects) -> np.ndarray:
    """reach[mask, u]: some sequence of writes the engine allows gives a card with the
    boxes `mask` written and the (capped) upper sum u."""
    cap = fx.cap
    reach = np.zeros((MASKS, cap + 1), dtype=bool)
    reach[0, 0] = True
    masks = np.arange(MASKS)
    popcount = np.array([bin(m).count("1") for m in range(MASKS)])
    steps = [sorted(set(fx.steps(c).tolist())) for c in range(len(CATEGORIES))]
    for n in range(1, len(CATEGORIES) + 1):
        layer = masks[popcount == n]
        for c, deltas in enumerate(steps):
            has = layer[(layer >> c & 1) == 1]
            before = reach[has ^ (1 << c)]
            now = reach[has]
            for d in deltas:
                if d <= cap:
                    now[:, d:] |= before[:, : cap + 1 - d]
                now[:, cap] |= before[:, max(cap + 1 - d, 0) :].any(axis=1)
            reach[has] = now
    return reach


def _build(fx: Effects, progress: Progress | None) -> np.ndarray:
    """The whole table, layer by layer from the full card down (see the module text)."""
    cap = fx.cap
    width = cap + 1 + int(fx.step.max())
    values = np.full((MASKS, fx.n_classes, width), np.nan)
    values[MASKS - 1] = fx.bonus[np.minimum(np.arange(width), cap)]
    solved = ValueTable(fx, values)
    reach = _reachable(fx)
    popcount = np.array([bin(m).count("1") for m in range(MASKS)])
    changes = [c for c in range(len(CATEGORIES)) if (fx.steps(c) != 0).any() or c == KNIFFEL_BOX]
    group_bits = sum(1 << c for c in changes)
    work = []
    for n in range(len(CATEGORIES) - 1, -1, -1):
        # A layer's cards need only the layer above. Cards of one group (the same boxes
        # among those that move the upper sum or the Kniffel status) are adjacent, so
        # most batches find those boxes open or written in every column.
        layer = np.flatnonzero(popcount == n)
        layer = layer[np.argsort(layer & group_bits, kind="stable")]
        for cls in sorted(set(fx.classes)):
            wants = (layer >> KNIFFEL_BOX & 1) == (cls != fx.classes[OPEN])
            cells = np.argwhere(reach[layer[wants]])
            work.append((cls, layer[wants][cells[:, 0]], cells[:, 1]))
    total = sum(len(m) for _, m, _ in work)
    done = 0
    for cls, masks, us in work:
        for lo in range(0, len(masks), _CHUNK):
            part_m, part_u = masks[lo : lo + _CHUNK], us[lo : lo + _CHUNK]
            solved._store(part_m, part_u, cls, solved.turn(part_m, part_u, cls).start)
            done += len(part_m)
            if progress is not None:
                progress(done, total)
    return values


# ---- the cache and the public entry points ---------------------------------------------

_TABLES: dict[Rules, ValueTable] = {}


def _table_name(rules: Rules) -> str:
    return keyed_name("optimal", TABLE_VERSION, rules, suffix="npz")


def _cache_file(rules: Rules) -> Path:
    return cache_directory() / f"kniffel-{_table_name(rules)}"


def _load(path: Path, rules: Rules, fx: Effects) -> np.ndarray | None:
    try:
        with np.load(path, allow_pickle=False) as data:
            if str(data["rules"]) != repr(rules) or int(data["version"]) != TABLE_VERSION:
                return None
            values = data["values"]
    except (OSError, KeyError, ValueError):
        return None
    if values.ndim != 3 or values.shape[:2] != (MASKS, fx.n_classes):
        return None
    return values


def _write(path: Path, rules: Rules, values: np.ndarray, compressed: bool = False) -> None:
    """Write atomically (a temporary file renamed), so a half-written table is never read;
    `compressed` for a shipped table (a seventh of the size, read in a tenth of a second)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    save = np.savez_compressed if compressed else np.savez
    with tempfile.NamedTemporaryFile(dir=path.parent, suffix=".npz", delete=False) as f:
        save(f, values=values, rules=np.array(repr(rules)), version=TABLE_VERSION)
    os.replace(f.name, path)


def _save(path: Path, rules: Rules, values: np.ndarray) -> None:
    """Cache a table. A cache that cannot be written is skipped: the table is then rebuilt
    next session."""
    try:
        _write(path, rules, values)
    except OSError as error:
        print(f"pyramide-kit: could not cache the Kniffel table: {error}", file=sys.stderr)


def ship(directory: Path) -> list[Path]:
    """Write the tables of the three extra-Kniffel variants, and the engine's answers
    they are built from (`effects.ship`), into `directory` as shipped tables
    (`pyramide_kit.shipped`), building those not already there; the paths."""
    paths = []
    for variant in EXTRA_KNIFFEL_VARIANTS:
        rules = Rules(extra_kniffel=variant)
        path = shipped_file("kniffel", _table_name(rules), directory)
        if not path.exists():
            known = _TABLES.get(rules)
            values = known.values if known is not None else _build(effects(rules), None)
            _write(path, rules, values, compressed=True)
        paths += [path, effect_tables.ship(rules, directory)]
    return paths


def table(rules: Rules | None = None, progress: Progress | bool | None = True) -> ValueTable:
    """The value table of `rules`: from memory, from the cache, shipped with the kit, or
    built (and cached).

    `progress`: True prints a bar on stderr, False or None builds silently, a callable
    gets (cards done, cards in all) after each batch.
    """
    rules = check_rules(rules)
    known = _TABLES.get(rules)
    if known is not None:
        return known
    fx = effects(rules)
    path = _cache_file(rules)
    values = _load(path, rules, fx) if path.exists() else None
    if values is None:
        shipped = shipped_file("kniffel", _table_name(rules))
        values = _load(shipped, rules, fx) if shipped.exists() else None
    if values is None:
        if progress is True:
            progress = print_progress(f"Kniffel table ({rules.extra_kniffel})")
        values = _build(fx, progress or None)
        _save(path, rules, values)
    solved = _TABLES[rules] = ValueTable(fx, values)
    return solved


def _position(solved: ValueTable, card: Scorecard) -> tuple[int, int, int, int]:
    """(mask, status class, upper sum, points banked apart from the upper bonus)."""
    mask = sum(1 << i for i, v in enumerate(card.boxes) if v is not None)
    banked = card.total - card.upper_bonus
    return mask, solved.effects.class_of(card), card.upper_sum, banked


def game_value(rules: Rules | None = None) -> float:
    """The expected total of optimal solitaire play from a fresh card."""
    rules = check_rules(rules)
    return table(rules).state_value(0, effects(rules).classes[OPEN], 0)


def _decision(state: Any) -> Game:
    if not isinstance(state, Game):
        raise RuleError(f"the optimal solver plays Kniffel games, not {quoted(state)}")
    if state.over:
        raise RuleError("the game is over; there is nothing to choose", "kniffel_err_over")
    return state


def _turn_of(solved: ValueTable, card: Scorecard) -> tuple[Turn, int]:
    """The turn's detailed values for `card` (the last few kept: a turn asks for them at
    every step, and a game report at every step of a game)."""
    known = solved._recent_turns.get(card)
    if known is None:
        known = _solve_turn(solved, card)
        if len(solved._recent_turns) >= _RECENT_TURNS:
            solved._recent_turns.pop(next(iter(solved._recent_turns)))
        solved._recent_turns[card] = known
    return known


_RECENT_TURNS = 8


def _solve_turn(solved: ValueTable, card: Scorecard) -> tuple[Turn, int]:
    mask, cls, upper, banked = _position(solved, card)
    u = min(upper, solved.effects.cap)
    for nxt in solved._successors(mask, cls, u):
        if np.isnan(solved.values[nxt]):
            solved._fill_unreached(*nxt)
    return solved.turn(np.array([mask]), np.array([u]), cls, detail=True), banked


def _raw_values(state: Game) -> tuple[dict[Move, float], int]:
    """Every legal move's value without the points banked, and the points banked."""
    solved = table(state.rules)
    card = state.card
    if state.dice is None:
        mask, cls, upper, banked = _position(solved, card)
        return {Roll(): solved.state_value(mask, cls, upper)}, banked
    turn, banked = _turn_of(solved, card)
    out: dict[Move, float] = {}
    for move in state.legal_moves():
        if isinstance(move, Roll):
            kept = tuple(sorted(state.dice[p] for p in move.keep))
            out[move] = float(turn.keeps[state.throws_left - 1][ROW[kept], 0])
        else:
            out[move] = _write_value(solved, card, state.dice, move)
    return out, banked


def _write_value(solved: ValueTable, card: Scorecard, dice: tuple[int, ...], move: Write) -> float:
    """The points the engine's write adds, plus the value of the card it leaves."""
    after = card.write(move.category, dice, move.extra)
    mask, cls, upper, banked = _position(solved, after)
    gain = banked - (card.total - card.upper_bonus)
    return gain + solved.state_value(mask, cls, upper)


def move_values(state: Any) -> dict[Move, float]:
    """The expected final total of the seat to move after each of its legal moves."""
    state = _decision(state)
    if state.to_move is CHANCE:
        raise RuleError("chance throws now: a seat has no choice to value")
    raw, banked = _raw_values(state)
    return {move: banked + v for move, v in raw.items()}


def best_move(state: Any) -> Move:
    """The move of optimal play (exact ties: write before throwing again, the keep of
    fewest dice first, the first box in card order)."""
    state = _decision(state)
    if state.to_move is CHANCE:
        raise RuleError("chance throws now: a seat has no choice to make")
    raw, _ = _raw_values(state)
    if state.dice is None:
        return Roll()
    writes = [(v, m) for m, v in raw.items() if isinstance(m, Write)]
    best_write = max(writes, key=lambda item: item[0])
    if state.throws_left:
        rolls = sorted(
            ((v, m) for m, v in raw.items() if isinstance(m, Roll)),
            key=lambda item: (-item[0], ROW[tuple(sorted(state.dice[p] for p in item[1].keep))]),
        )
        if rolls[0][0] > best_write[0]:
            return rolls[0][1]
    return best_write[1]


def value(state: Any) -> float:
    """The expected final total of the seat to move (of the seat whose dice roll, at a
    chance step) under optimal play from `state`."""
    state = _decision(state)
    if state.to_move is not CHANCE:
        return max(move_values(state).values())
    solved = table(state.rules)
    if state.dice is None:
        mask, cls, upper, banked = _position(solved, state.card)
        return banked + solved.state_value(mask, cls, upper)
    turn, banked = _turn_of(solved, state.card)
    kept = tuple(sorted(state.dice[p] for p in state.held))
    return banked + float(turn.keeps[state.throws_left - 1][ROW[kept], 0])


def seat_value(state: Any, seat: int) -> float:
    """The expected final total of `seat`'s card from `state` under optimal play (its
    points written included; the other seats' play does not change it)."""
    if not isinstance(state, Game):
        raise RuleError(f"the optimal solver plays Kniffel games, not {quoted(state)}")
    seat = whole_number(seat, "seat", 0, len(state.seats) - 1)
    card = state.cards[seat]
    if state.over:
        return float(card.total)
    if state.current == seat:
        return value(state)
    solved = table(state.rules)
    mask, cls, upper, banked = _position(solved, card)
    return banked + solved.state_value(mask, cls, upper)


def report(state: Any, seat: int = 0) -> GameReport:
    """The game report of `seat` (`pyramide_kit.report`), in floats: the optimal expected
    total at the start, the luck of each throw of its dice and the cost of each of its
    decisions, with `total == start + sum(luck) - sum(costs)` to rounding (1e-9). Each
    seat is valued as if alone (the cards do not interact); for a game not yet over,
    `total` is the expected final total from the current position. The value table is
    built (or loaded) on first use."""
    if not isinstance(state, Game):
        raise RuleError(f"the optimal solver plays Kniffel games, not {quoted(state)}")
    return report_from(state, seat, seat_value, move_values, new_game(state.seats, state.rules))


# ---- vectorised games of optimal play ----------------------------------------------------


class OptimalGames(NamedTuple):
    """Whole solitaire games of optimal play, one entry per game."""

    total: np.ndarray
    upper_sum: np.ndarray
    bonus: np.ndarray
    dice_thrown: np.ndarray  # over the 13 turns (the benchmark counts dice against raw draws)


_GAMES = 20_000
"""Games simulated together: the turn tables of their distinct cards stay near 100 MB."""
_CODES = CountCode(DICE)
_DRAWS = 6**DICE


def _hand_of_code() -> np.ndarray:
    out = np.full(_DRAWS, -1, dtype=np.int64)
    for i, hand in enumerate(HANDS):
        out[_CODES.code(hand)] = i
    return out


def optimal_from_draws(draws: np.ndarray, rules: Rules | None = None) -> OptimalGames:
    """The games optimal play makes with draws of shape (13, rules.throws, n), in the
    layout of `kniffel.vectorised` (draws[round, throw, game]; a throw of k dice uses the
    k lowest base-6 digits)."""
    rules = check_rules(rules)
    solved = table(rules)
    fx = solved.effects
    draws = np.asarray(draws)
    if draws.ndim != 3 or draws.shape[:2] != (len(CATEGORIES), rules.throws):
        raise ValueError(f"draws must have shape (13, {rules.throws}, n), got {draws.shape}")
    n = draws.shape[2]
    if n > _GAMES:
        parts = [
            optimal_from_draws(draws[:, :, lo : lo + _GAMES], rules) for lo in range(0, n, _GAMES)
        ]
        return OptimalGames(*(np.concatenate(column) for column in zip(*parts, strict=True)))
    fresh, hand_of = _CODES.fresh_table, _hand_of_code()
    keep_code = np.array([_CODES.code(m) for m in ROWS[:KEEPS]])
    free = DICE - SIZE[:KEEPS]
    subkeeps = np.where(SUBKEEPS >= 0, SUBKEEPS, 0)
    mask = np.zeros(n, dtype=np.int64)
    cls = np.full(n, fx.classes[OPEN], dtype=np.int64)
    u = np.zeros(n, dtype=np.int64)
    upper = np.zeros(n, dtype=np.int64)
    total = np.zeros(n, dtype=np.int64)
    thrown = np.full(n, DICE * len(CATEGORIES), dtype=np.int64)
    for turn_draws in draws:
        state = mask * (fx.n_classes * (fx.cap + 1)) + cls * (fx.cap + 1) + u
        unique, column = np.unique(state, return_inverse=True)
        column = column.ravel()
        write = np.empty((len(HANDS), len(unique)))
        choice = np.empty((len(HANDS), len(unique)), dtype=np.int16)
        keeps = [np.empty((KEEPS, len(unique))) for _ in range(rules.throws - 1)]
        u_masks, rest = np.divmod(unique, fx.n_classes * (fx.cap + 1))
        u_cls, u_us = np.divmod(rest, fx.cap + 1)
        for c in np.unique(u_cls).tolist():
            where = np.flatnonzero(u_cls == c)
            for lo in range(0, len(where), _CHUNK):
                part = where[lo : lo + _CHUNK]
                t = solved.turn(u_masks[part], u_us[part], c, detail=True)
                write[:, part], choice[:, part] = t.write, t.choice
                for r, k in enumerate(t.keeps):
                    keeps[r][:, part] = k[:KEEPS]
        hand = hand_of.take(fresh.take(turn_draws[0].astype(np.int64) + DICE * _DRAWS))
        stopped = np.zeros(n, dtype=bool)
        for t in range(1, rules.throws):
            k = keeps[rules.throws - t - 1]
            options = k[subkeeps[hand], column[:, None]]
            options[SUBKEEPS[hand] < 0] = -np.inf
            pick = options.argmax(axis=1)
            roll = ~stopped & (options[np.arange(n), pick] > write[hand, column])
            kept = subkeeps[hand, pick]
            code = keep_code[kept] + fresh.take(free[kept] * _DRAWS + turn_draws[t])
            hand = np.where(roll, hand_of.take(code), hand)
            thrown += np.where(roll, free[kept], 0)
            stopped |= ~roll
        chosen = choice[hand, column].astype(np.int64)
        c, e = np.divmod(chosen, 2)
        total += fx.gain[cls, c, e, hand].astype(np.int64)
        step = fx.step[cls, c, e, hand]
        upper += step
        u = np.minimum(u + step, fx.cap)
        cls = fx.after[cls, c, e, hand]
        mask |= np.int64(1) << c
    bonus = fx.bonus[u].astype(np.int64)
    return OptimalGames(total + bonus, upper, bonus, thrown)


def simulate_optimal(n: int, rng: np.random.Generator, rules: Rules | None = None) -> OptimalGames:
    """`n` whole solitaire games of optimal play, drawn with `rng` on the draws
    layout of `kniffel.vectorised` (see `optimal_from_draws`).

    `n` is 0 to `checks.MOST_TRIALS` (ten million; memory and time, see there): optimal
    play costs some 100 us a game, so the largest run takes about twenty minutes."""
    n, rng, rules = trial_count(n), check_rng(rng), check_rules(rules)
    draws = rng.integers(0, _DRAWS, size=(len(CATEGORIES), rules.throws, n))
    return optimal_from_draws(draws, rules)
