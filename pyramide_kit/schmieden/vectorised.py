"""Array-at-a-time simulation of Würfelpyramiden schmieden rounds with numpy.

`strategy.play_round` plays one round at a time through the rules engine; this module
plays `n` rounds at once from a transition table. The table is asked of the policy
(`strategy.choose_base`, `choose_middle`, `choose_top`, the one definition of the
computer's moves, which ask `conditions.can_place`) and of the rules
(`conditions.dice_to_roll`,
`Rules` for points per throw and bonus); no rule or policy step is written twice. The
tests replay the same dice through the rules engine (`RoundState.throw`, `place`,
`end_throw` via `strategy.play_round`) and get the very same rounds.

The table
    A state is the tuple of placed dice (B1 B2 B3 M1 M2 T, None for empty) together with
    "is the next throw the first" (only then must a white die be placed). Starting from
    the empty board, every state the policy can reach is numbered (3,075 with the default
    policy, complete ones included). For a state with k unplaced dice each of the 6**k
    ordered throws leads to one next state: NEXT[OFFSET[s] + (r mod 6**k)] (a block
    start; STEP holds the state's number instead, int16, small enough for the
    processor's cache). The simulator keeps state numbers, and one lookup per throw gives
    a state's block start, modulus 6**k and counters together (INFO); a complete state
    has k = 0 and leads to itself, so no masks are needed. Building asks the policy row by
    row (the base step once per white values, the middle step once per white and blue
    values, ...), about a second, then it is cached.

How the dice are drawn
    Each throw is one integer r uniform in [0, 6**6). Its base-6 digits, lowest first,
    are the dice rolled, in the engine's slot order: first the white dice, then the blue
    ones, then the green one (digit + 1 = pips). A throw of k dice uses r mod 6**k,
    uniform because 6**k divides 6**6. `draw_digits(r, k)` gives the pips. The simulator
    plays the rounds in blocks of `_BLOCK`; for each block it draws, per group of three
    throws (the last group may be shorter), one integer in [0, 6**(6 g)) per round with
    `rng.integers(..., dtype=np.int64)`, whose base-6**6 digits, lowest first, are the
    group's throws (`split_wide_draws`): one draw for three throws costs about what one
    int32 draw of a throw cost. `simulation_draws(n, rng, rules)` gives those throws as
    an array for `rounds_from_draws`, which the tests replay through the engine.

Public functions:

- `simulate_rounds(n, rng, policy=Policy(), rules=Rules())` -> `Rounds`, one entry per
  round: `throw` that completed the pyramid (0 if it was not completed), `complete`,
  `points` (bonus included), `bonus`, `equal` (largest group of equal dice of a complete
  pyramid, 0 if incomplete), `dice_thrown`.
- `rounds_from_draws(draws, policy=Policy(), rules=Rules())` -> `Rounds`: the rounds that
  draws of shape (rules.max_throws, n) (an array or a list of rows) produce; the
  simulator plays the draws described above the same way, block by block.
- `simulation_draws(n, rng, rules=Rules())`: the draws, shape (rules.max_throws, n),
  that `simulate_rounds` plays with the same generator.
- `split_wide_draws(wide, throws)`: the draws of up to three throws held by one integer.
- `draw_digits(draw, k)`: the k pips a draw gives to a throw of k dice.
- `reachable_states(policy=Policy(), rules=Rules())`: the numbered states, as tuples
  (placed, first).
"""

from __future__ import annotations

from functools import cache
from itertools import combinations_with_replacement
from typing import NamedTuple

import numpy as np

from pyramide_kit.checks import check_draws, check_rng, draw, trial_count, whole_number
from pyramide_kit.dice_codes import as_draws, draw_digits
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.schmieden.conditions import dice_to_roll, equal_count
from pyramide_kit.schmieden.rules import Rules
from pyramide_kit.schmieden.strategy import Policy, choose_base, choose_middle, choose_top

__all__ = [
    "DRAW_RANGE",
    "Rounds",
    "draw_digits",
    "reachable_states",
    "rounds_from_draws",
    "simulate_rounds",
    "simulation_draws",
    "split_wide_draws",
]

DRAW_RANGE = 6**6
_FACES = range(1, 7)

State = tuple[tuple[int | None, ...], bool]


class Rounds(NamedTuple):
    """Simulated rounds, one entry per round (see the module text)."""

    throw: np.ndarray
    complete: np.ndarray
    points: np.ndarray
    bonus: np.ndarray
    equal: np.ndarray
    dice_thrown: np.ndarray


def _free(placed: tuple) -> tuple[int, int, int]:
    """How many white, blue and green dice a throw from these placed dice rolls."""
    counts = dice_to_roll(placed)
    return counts["base"], counts["middle"], counts["top"]


def _after_each_throw(placed: tuple, first: bool, policy: Policy, rules: Rules):
    """(rows, placed after the throw) for every throw from `placed`; rows = (whites,
    blues, greens), each sorted. The policy decides row by row, base first, so each
    row's step is asked once per value of the rows before it."""
    forced = rules.first_throw_min_base if first else 0
    kw, kb, kg = _free(placed)
    for whites in combinations_with_replacement(_FACES, kw):
        based = choose_base(placed, whites, forced, policy)[0]
        for blues in combinations_with_replacement(_FACES, kb):
            middled = choose_middle(based, blues, policy)[0]
            for greens in combinations_with_replacement(_FACES, kg):
                yield (whites, blues, greens), choose_top(middled, greens)[0]


@cache
def _transitions(policy: Policy, rules: Rules) -> dict[State, dict[tuple, State]]:
    """For every reachable state: the next state for each combination of row values."""
    start: State = ((None,) * 6, True)
    found: dict[State, dict[tuple, State]] = {}
    todo, queued = [start], {start}
    while todo:
        state = todo.pop()
        placed, first = state
        moves: dict[tuple, State] = {}
        if None in placed:
            for rows, after in _after_each_throw(placed, first, policy, rules):
                nxt = (after, False)
                moves[rows] = nxt
                if nxt not in queued:
                    queued.add(nxt)
                    todo.append(nxt)
        found[state] = moves
    return found


def _checked(policy: object, rules: object) -> tuple[Policy, Rules]:
    """The policy and rules of a table, refused unless they are `Policy` and `Rules`."""
    if not isinstance(policy, Policy) or not isinstance(rules, Rules):
        raise RuleError(
            f"a table needs a schmieden Policy and Rules, not {quoted(policy)} and {quoted(rules)}",
            "schmieden_err_table_args",
            policy=quoted(policy),
            rules=quoted(rules),
        )
    return policy, rules


def reachable_states(policy: Policy = Policy(), rules: Rules = Rules()) -> tuple[State, ...]:
    """The states the policy can reach from a fresh round, in table order (start first)."""
    return tuple(_tables(*_checked(policy, rules)).states)


class _Results(NamedTuple):
    """A round's results from its two counters and final state, as lookups in tables
    of a few kB (in cache). A round that was still open after `open` throws was
    completed by throw open + 1, unless open is `max_throws` (never completed), so the
    throw, completeness and points for the throw are tables by `open`; the bonus, the
    equal dice and the dice left unplaced are tables by state number."""

    throw: np.ndarray  # by open: the throw that completed the round, 0 for none (int16)
    complete: np.ndarray  # by open (bool)
    points: np.ndarray  # by open: points for that throw (int64)
    bonus: np.ndarray  # by state number (int64)
    equal: np.ndarray  # by state number (int8)
    first_dice: np.ndarray  # by state number: the first throw's dice, less the dice still
    # unplaced at the end, which the counter adds once too often (int16)


class _Tables(NamedTuple):
    """The transition table the simulator reads (see the module text): STEP and INFO by
    state number, and what a round's counters and final state number tell."""

    states: list[State]
    step: np.ndarray  # by state number: the number after the throw, at OFFSET + r mod 6**k
    info: np.ndarray  # by state number: OFFSET + 2**32 x modulus + 2**48 x counts
    results: _Results  # what the counters and the final state number tell


def _row_keys(digits: np.ndarray, kw: int, kb: int) -> np.ndarray:
    """One integer per throw naming its row values as multisets (order within a row does
    not matter): counts of each face per row, as digits of base-8 numbers."""
    power = 8 ** (digits.astype(np.int64))
    white = power[:, :kw].sum(axis=1)
    blue = power[:, kw : kw + kb].sum(axis=1)
    green = power[:, kw + kb :].sum(axis=1)
    return (white * 8**6 + blue) * 8**6 + green


@cache
def _tables(policy: Policy, rules: Rules) -> _Tables:
    """Number the states and flatten the transitions into NEXT (see the module text)."""
    moves = _transitions(policy, rules)
    start: State = ((None,) * 6, True)
    states = [start, *(s for s in moves if s != start)]
    rests = [sum(_free(placed)) if None in placed else 0 for placed, _ in states]
    sizes = np.array([6**k for k in rests], dtype=np.int64)
    offset = np.concatenate(([0], np.cumsum(sizes)[:-1]))
    where = {s: int(o) for s, o in zip(states, offset, strict=True)}
    nxt = np.zeros(int(sizes.sum()), dtype=np.int64)
    for i, (placed, first) in enumerate(states):
        if None not in placed:
            nxt[offset[i]] = offset[i]
            continue
        kw, kb, _ = _free(placed)
        table = moves[(placed, first)]
        pips = np.array([[pip for row in rows for pip in row] for rows in table])
        keys = _row_keys(pips - 1, kw, kb)
        order = np.argsort(keys)
        targets = np.array([where[target] for target in table.values()])[order]
        r = np.arange(sizes[i])
        digits = r[:, None] // 6 ** np.arange(rests[i]) % 6
        found = np.searchsorted(keys[order], _row_keys(digits, kw, kb))
        nxt[offset[i] : offset[i] + sizes[i]] = targets[found]

    number = np.zeros(len(nxt), dtype=np.int64)  # block start -> state number
    number[offset] = np.arange(len(states))
    complete = np.array([None not in placed for placed, _ in states])
    equal = np.array([equal_count(p) if None not in p else 0 for p, _ in states])
    bonus = [rules.bonus_for(int(e)) if e else 0 for e in equal]
    return _Tables(
        states,
        number.take(nxt).astype(np.int16),
        offset.astype(np.uint64)
        | sizes.astype(np.uint64) << np.uint64(32)
        | (256 * ~complete + np.array(rests)).astype(np.uint64) << np.uint64(48),
        _results(rules, rests, bonus, equal),
    )


def _results(rules: Rules, rests: list[int], bonus: list[int], equal: np.ndarray) -> _Results:
    opened = np.arange(rules.max_throws + 1)
    complete = opened < rules.max_throws
    throw = np.where(complete, opened + 1, 0)
    points = [rules.points_for_throw(int(t)) if t else 0 for t in throw]
    return _Results(
        throw.astype(np.int16),
        complete,
        np.array(points, dtype=np.int64),
        np.array(bonus, dtype=np.int64),
        equal.astype(np.int8),
        (rests[0] - np.array(rests)).astype(np.int16),
    )


def rounds_from_draws(
    draws: np.ndarray, policy: Policy = Policy(), rules: Rules = Rules()
) -> Rounds:
    """The rounds that draws of shape (rules.max_throws, n) produce; draws[t, i] is the
    (t + 1)-th throw of round i (unused once the pyramid is complete)."""
    policy, rules = _checked(policy, rules)
    draws = as_draws(draws, "draws", DRAW_RANGE, rules.max_throws)
    n = len(draws[0])
    blocks = ([row[lo : lo + _BLOCK] for row in draws] for lo in range(0, n, _BLOCK))
    return _rounds(n, blocks, _tables(policy, rules))


def _rounds(n: int, blocks, t: _Tables) -> Rounds:
    """The rounds of `n` checked draws given block by block (lists of throw rows of at
    most `_BLOCK` rounds each); each block's results are read off while its arrays are
    still in the processor's cache."""
    by = t.results
    out = Rounds(
        np.empty(n, dtype=np.int16),
        np.empty(n, dtype=bool),
        np.empty(n, dtype=np.int64),
        np.empty(n, dtype=np.int64),
        np.empty(n, dtype=np.int8),
        np.empty(n, dtype=np.int16),
    )
    lo = 0
    for block in blocks:
        number, counts = _play_block(block, t)
        part = slice(lo, lo + len(number))
        opened = counts >> 8
        bonus = by.bonus.take(number)
        out.throw[part], out.complete[part] = by.throw.take(opened), by.complete.take(opened)
        out.points[part] = by.points.take(opened) + bonus
        out.bonus[part], out.equal[part] = bonus, by.equal.take(number)
        out.dice_thrown[part] = (counts & 255) + by.first_dice.take(number)
        lo += len(number)
    return out


_BLOCK = 65_536
"""Rounds played together: the arrays of a block stay in the processor's cache."""


def _play_block(draws: list[np.ndarray], t: _Tables) -> tuple[np.ndarray, np.ndarray]:
    """The final state numbers of a block of rounds and their two counters.

    The loop runs on state numbers (int16, so STEP's 200,000 entries take 400 kB, which
    stay in the processor's cache); one lookup per throw in INFO gives the state's block
    start (low 32 bits), modulus and counters (16 bits each), and the draws are uint16
    (all below 6**6 < 2**16), whose remainder is the cheapest.
    """
    # The first throw starts from the empty board: block 0, all 6**6 draws as they are.
    number = t.step.take(draws[0])
    info = t.info.take(number)
    # counts = 256 x (throws after which the pyramid was open) + dice thrown after the
    # first throw: one addition per throw keeps both counters.
    counts = info.view(np.uint16).reshape(-1, 4)[:, 3].copy()
    for row in draws[1:]:
        index = row.astype(np.uint16, copy=False) % info.view(np.uint16).reshape(-1, 4)[:, 2]
        number = t.step.take(info.view(np.uint32).reshape(-1, 2)[:, 0] + index)
        info = t.info.take(number)
        counts += info.view(np.uint16).reshape(-1, 4)[:, 3]
    return number, counts.view(np.int16)


_GROUP = 3
"""Throws drawn as one integer: 6**18 < 2**53, where `rng.integers` stays fast."""


def _groups(throws: int) -> list[int]:
    """How many throws each wide draw of a round holds: threes, the rest last."""
    return [min(_GROUP, throws - first) for first in range(0, throws, _GROUP)]


def split_wide_draws(wide: np.ndarray, throws: int) -> list[np.ndarray]:
    """The draws in [0, 6**6) of `throws` throws (at most three) that draws in
    [0, 6**(6 throws)) hold: their base-6**6 digits, lowest first (uint16).

    Each digit is r - 6**6 q with q = r // 6**6, taken modulo 2**16 (uint16 arithmetic
    wraps), exact because the digit is below 2**16. The divisions run on uint32 once
    what is left is below 6**12 < 2**32 (int64 division takes several times as long)."""
    throws = whole_number(throws, "throws", 1, 3)
    rest = check_draws(wide, "wide", DRAW_RANGE**throws, (None,)).astype(np.int64, copy=False)
    rows = []
    for left in range(throws, 1, -1):
        if left <= 2:
            rest = rest.astype(np.uint32, copy=False)
        upper = rest // DRAW_RANGE
        rows.append(rest.astype(np.uint16) - upper.astype(np.uint16) * np.uint16(DRAW_RANGE))
        rest = upper
    rows.append(rest.astype(np.uint16))
    return rows


def _block_draws(rng: np.random.Generator, size: int, throws: int) -> list[np.ndarray]:
    """One block's throw rows: per group of throws one int64 draw per round."""
    rows = []
    for group in _groups(throws):
        wide = draw(rng, 0, DRAW_RANGE**group, size, np.int64)
        rows += split_wide_draws(wide, group)
    return rows


def _simulation_blocks(n: int, rng: np.random.Generator, throws: int):
    for lo in range(0, n, _BLOCK):
        yield _block_draws(rng, min(_BLOCK, n - lo), throws)


def simulation_draws(n: int, rng: np.random.Generator, rules: Rules = Rules()) -> np.ndarray:
    """The draws, shape (rules.max_throws, n), that `simulate_rounds(n, rng, policy,
    rules)` plays with the same generator: `rounds_from_draws` of them gives its rounds."""
    n, rng = trial_count(n), check_rng(rng)
    blocks = list(_simulation_blocks(n, rng, _checked(Policy(), rules)[1].max_throws))
    if not blocks:
        return np.zeros((rules.max_throws, 0), dtype=np.uint16)
    return np.concatenate([np.array(block) for block in blocks], axis=1)


def simulate_rounds(
    n: int, rng: np.random.Generator, policy: Policy = Policy(), rules: Rules = Rules()
) -> Rounds:
    """`n` rounds played by the computer policy (see the module text)."""
    n, rng = trial_count(n), check_rng(rng)
    policy, rules = _checked(policy, rules)
    blocks = _simulation_blocks(n, rng, rules.max_throws)
    return _rounds(n, blocks, _tables(policy, rules))  # valid draws: no need to check them
