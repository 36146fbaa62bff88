"""Array-at-a-time simulation of Mauro with numpy, driven by tables asked of the engine.

The engine (`mauro.rules.Game`) is asked once what each of the 216 equally likely throws
of Miwin's dice III, IV, V does: in variant 1 whether the series goes on and with how
many points, or ends banked or lost; in variant 2 what the throw scores. The simulators
only look those tables up, for whole arrays at once; no rule is written twice.

How the dice are drawn
    One throw is one integer r drawn uniformly from [0, 216); its base-6 digits, lowest
    first, pick the faces of III, IV and V (`throw_of(r)`), exactly as `rules.roll_throw`
    turns three draws from [0, 6) into a throw. So the draws can be replayed through the
    engine, which is how the tests check that both play the same turns.

How variant 1 is vectorised
    A turn is a run of throws that ends with the first pasch or empty throw. The
    simulator draws one long stream of throws, marks the ending throws, and cuts the
    stream into turns at those marks: the number of throws is the distance between two
    marks, the points the difference of the running sum of points (0 if the end was a
    pasch). The stream is extended until it holds `n` ends; throws after the n-th end
    are not used.

Public functions (each takes `n` and a `numpy.random.Generator`; arrays have one entry
per turn, throw or game):

- `simulate_turns_variant1(n, rng, rules=Rules())` -> `Turns`: `points` banked by the
  turn, `throws` in the turn, `lost` (True if a pasch ended it).
- `turns_from_draws(draws, rules=Rules())` -> `Turns`: the complete turns that a stream
  of draws (integers in [0, 216)) holds, in order; the simulator uses it.
- `simulate_throws(n, rng, rules=Rules())` -> `Throws`: single throws with their
  variant-1 class (`CLASS_NAMES[cls]`: pasch, straight, neighbours, nothing), the
  points variant 1 adds, the variant-2 score and the faces (n, 3) of III, IV, V.
- `simulate_points_variant2(n, rng, rules=Rules(variant=2))` -> points of `n`
  variant-2 turns.
- `simulate_totals(n, rng, rules=Rules())` -> totals of `n` one-player games of
  `rules.rounds` turns of `rules.variant`.
- `throw_of(draw)` -> the throw (III, IV, V) that a draw stands for.

Variant 1 with `Rules(may_stop=True)` (stopping at a threshold) is not vectorised here:
the stream can then no longer be cut at marks known from single throws alone, so those
rules are refused (a `RuleError`) instead of being simulated as if nobody stopped. A
variant-1 function refuses variant-2 rules and the other way round.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import NamedTuple

import numpy as np

from pyramide_kit.checks import check_rng, draw, trial_count, whole_number
from pyramide_kit.dice import MIWIN_DICE
from pyramide_kit.dice_codes import as_draw_array, draw_digits
from pyramide_kit.errors import quoted
from pyramide_kit.mauro.game import BANKED, LOST, new_game
from pyramide_kit.mauro.odds import VARIANT2
from pyramide_kit.mauro.rules import Rules, check_rules
from pyramide_kit.mauro.throws import ThrowClass

__all__ = [
    "CLASS_NAMES",
    "DRAW_RANGE",
    "Throws",
    "Turns",
    "simulate_points_variant2",
    "simulate_throws",
    "simulate_totals",
    "simulate_turns_variant1",
    "throw_of",
    "turns_from_draws",
]

DRAW_RANGE = 6**3
CLASS_NAMES = tuple(c.value for c in ThrowClass)


class Turns(NamedTuple):
    """Turns of variant 1, one entry per turn."""

    points: np.ndarray
    throws: np.ndarray
    lost: np.ndarray


class Throws(NamedTuple):
    """Single throws, one entry (row) per throw."""

    cls: np.ndarray
    points_variant1: np.ndarray
    score_variant2: np.ndarray
    faces: np.ndarray


def throw_of(draw: int) -> tuple[int, int, int]:
    """The faces of III, IV, V that a draw in [0, 216) picks (base-6 digits, lowest first)."""
    draw = whole_number(draw, "a draw", 0, DRAW_RANGE - 1)
    digits = draw_digits(draw, len(MIWIN_DICE))
    return tuple(die.faces[d - 1] for die, d in zip(MIWIN_DICE, digits, strict=True))  # type: ignore[return-value]


class _Tables(NamedTuple):
    step: np.ndarray  # variant 1: points added (>= 0), or END (banked) or LOSS (lost)
    points: np.ndarray  # points the throw adds to a running series (variant 1)
    cls: np.ndarray  # index into CLASS_NAMES
    score2: np.ndarray  # the throw's score in variant 2
    faces: np.ndarray  # (216, 3)


# A throw that ends the turn counts END in the stream's running sum, one that loses it
# LOSS: a turn's sum is then its points - 1, or hugely negative if it was lost. The
# running sum is kept in int32 (numpy's fastest path here); it may wrap around on long
# streams, but a difference of two wrapped sums is still exact while the true difference
# (one turn's sum, of size about |LOSS|) fits into int32.
END = -1
LOSS = -(10**6)


@cache
def _tables(rules: Rules) -> _Tables:
    """Ask the engine once per throw: a one-throw game of each variant from a fresh start.

    Variant 1: the throw either leaves the series running (its points are the series
    total) or finishes the turn as banked or lost. Variant 2: the turn banks the score.
    """
    variant1 = new_game(1, replace(rules, variant=1))
    variant2 = new_game(1, replace(rules, variant=2))
    step = np.zeros(DRAW_RANGE, dtype=np.int32)
    points = np.zeros(DRAW_RANGE, dtype=np.int64)
    cls = np.zeros(DRAW_RANGE, dtype=np.int8)
    score2 = np.zeros(DRAW_RANGE, dtype=np.int64)
    faces = np.zeros((DRAW_RANGE, 3), dtype=np.int8)
    for r in range(DRAW_RANGE):
        throw = throw_of(r)
        faces[r] = throw
        cls[r] = CLASS_NAMES.index(variant1.throw_class(throw).value)
        after = variant1.throw(throw)
        if after.turns:
            result = after.turns[-1].result
            if result not in (BANKED, LOST):
                raise ValueError(f"a one-throw turn cannot end as {quoted(result)}")
            step[r] = END if result == BANKED else LOSS
        else:
            step[r] = points[r] = after.series_total
        score2[r] = variant2.throw(throw).turns[-1].banked
    return _Tables(step, points, cls, score2, faces)


def _turns(steps: np.ndarray, ending: np.ndarray) -> Turns:
    """Cut a stream of throw steps into turns at the ending throws (`ending` = steps < 0).

    The running sum at the ending throws, differenced, gives each turn's sum: its points
    plus END, or hugely negative if a LOSS ended it.
    """
    ends = np.flatnonzero(ending)
    sums = np.cumsum(steps, dtype=np.int32)[ends]
    sums[1:] -= sums[:-1].copy()
    lost = sums < LOSS // 2
    points = np.where(lost, 0, sums - END)
    return Turns(points, np.diff(ends, prepend=-1), lost)


def turns_from_draws(draws: np.ndarray, rules: Rules = Rules()) -> Turns:
    """The complete variant-1 turns in a stream of draws (integers in [0, 216)), in order.

    Throws after the last ending throw belong to an unfinished turn and are left out.
    """
    draws = as_draw_array(draws, "draws", DRAW_RANGE, (None,))
    steps = _tables(check_rules(rules, 1, no_stopping="vectorised")).step.take(draws)
    return _turns(steps, steps < 0)


def simulate_turns_variant1(n: int, rng: np.random.Generator, rules: Rules = Rules()) -> Turns:
    """`n` turns of variant 1 (the series runs until a pasch or an empty throw)."""
    n, rng = trial_count(n), check_rng(rng)
    table = _tables(check_rules(rules, 1, no_stopping="vectorised")).step
    p_end = np.mean(table < 0)
    steps, ending, ends = [table[:0]], [table[:0] < 0], 0
    while ends < n:
        # Enough throws for the missing turns on average plus about six standard
        # deviations, so one chunk nearly always suffices.
        missing = n - ends
        size = int(missing / p_end + 6 * np.sqrt(missing) / p_end + 64)
        steps.append(table.take(draw(rng, 0, DRAW_RANGE, size, np.int16)))
        ending.append(steps[-1] < 0)
        ends += int(np.count_nonzero(ending[-1]))
    turns = _turns(np.concatenate(steps), np.concatenate(ending))
    return Turns(turns.points[:n], turns.throws[:n], turns.lost[:n])


def simulate_throws(n: int, rng: np.random.Generator, rules: Rules = Rules()) -> Throws:
    """`n` single throws: class, variant-1 points, variant-2 score and faces."""
    n, rng = trial_count(n), check_rng(rng)
    tables = _tables(check_rules(rules))
    draws = draw(rng, 0, DRAW_RANGE, n)
    return Throws(
        tables.cls.take(draws),
        tables.points.take(draws),
        tables.score2.take(draws),
        tables.faces[draws],
    )


def simulate_points_variant2(
    n: int, rng: np.random.Generator, rules: Rules = VARIANT2
) -> np.ndarray:
    """The points of `n` turns of variant 2 (one throw each)."""
    n, rng = trial_count(n), check_rng(rng)
    return _tables(check_rules(rules, 2)).score2.take(draw(rng, 0, DRAW_RANGE, n))


def simulate_totals(n: int, rng: np.random.Generator, rules: Rules = Rules()) -> np.ndarray:
    """Totals of `n` one-player games of `rules.rounds` turns of `rules.variant`."""
    n, rng = trial_count(n), check_rng(rng)
    rounds = check_rules(rules, no_stopping="vectorised").rounds
    if rules.variant == 1:
        points = simulate_turns_variant1(n * rounds, rng, rules).points
    else:
        points = simulate_points_variant2(n * rounds, rng, rules)
    return points.reshape(n, rounds).sum(axis=1)
