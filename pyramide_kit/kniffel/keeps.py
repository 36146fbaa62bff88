"""Kept dice as multisets, and the index tables the optimal solver's turn recursion runs on.

Nothing here knows a Kniffel rule: it is the combinatorics of five ordinary dice.

Every multiset of 0 to 5 dice has a *row*: by size (1 row for the empty keep, then 6
of one die, 21, 56, 126, and the 252 hands of five dice last), within a size by the
number of distinct faces, then lexicographically. Grouping by distinct faces lets the
recursion take the best of a fixed number of children per group without padding. The
row order is also the order in which the solver breaks exact ties between keeps (fewer
dice first), so the vectorised simulator and `OptimalPolicy` choose alike.

Why the recursion is exact: throwing the free dice of a keep one at a time gives the
same distribution of the final hand as throwing them together, so the value of a keep
m of fewer than five dice is the mean over the six faces f of the value of m + f
(`ADD`); and the best keep inside a hand is the best among the hand itself and the best
keeps inside the hand with one die removed (`REMOVE`), since every sub-multiset is
reached by removing dice one at a time.
"""

from __future__ import annotations

import numpy as np

from pyramide_kit.dice import multisets, roll_distribution
from pyramide_kit.kniffel.rules import DICE

__all__ = [
    "ADD",
    "FIRST_THROW",
    "HANDS",
    "KEEPS",
    "OFFSET",
    "REMOVE",
    "ROW",
    "ROWS",
    "SIZE",
    "SUBKEEPS",
]

LEVELS = tuple(tuple(sorted(multisets(k), key=lambda m: (len(set(m)), m))) for k in range(DICE + 1))
ROWS = tuple(m for level in LEVELS for m in level)
"""Every multiset of 0 to 5 dice, in row order."""
ROW = {m: i for i, m in enumerate(ROWS)}
SIZE = np.array([len(m) for m in ROWS])
OFFSET = tuple(int(np.searchsorted(SIZE, k)) for k in range(DICE + 2))
"""Rows of size k are OFFSET[k] .. OFFSET[k + 1] - 1."""
HANDS = LEVELS[DICE]
"""The 252 hands of five dice; hand i is row OFFSET[5] + i."""
KEEPS = OFFSET[DICE]
"""How many keeps leave at least one die to throw (210): rows 0 .. KEEPS - 1."""


def _add() -> tuple[np.ndarray, ...]:
    """ADD[k][i, f - 1]: the row of (multiset i of size k) + one die showing f, k < 5."""
    return tuple(
        np.array([[ROW[tuple(sorted((*m, f)))] for f in range(1, 7)] for m in LEVELS[k]])
        for k in range(DICE)
    )


def _remove() -> tuple[tuple[tuple[int, int, int, np.ndarray], ...], ...]:
    """REMOVE[k] for k = 1 .. 5: groups (lo, hi, d, rows). Rows lo .. hi - 1 are the
    multisets of size k with d distinct faces; removing one die of each face from them
    gives the rows `rows.reshape(hi - lo, d)`."""
    out: list[tuple[tuple[int, int, int, np.ndarray], ...]] = [()]
    for k in range(1, DICE + 1):
        groups = []
        for d in sorted({len(set(m)) for m in LEVELS[k]}):
            members = [m for m in LEVELS[k] if len(set(m)) == d]
            rows = []
            for m in members:
                for f in sorted(set(m)):
                    rest = list(m)
                    rest.remove(f)
                    rows.append(ROW[tuple(rest)])
            lo = ROW[members[0]]
            groups.append((lo, lo + len(members), d, np.array(rows, dtype=np.intp)))
        out.append(tuple(groups))
    return tuple(out)


def _subkeeps() -> np.ndarray:
    """SUBKEEPS[h]: the rows of the keeps of hand h (its sub-multisets of at most four
    dice) in row order, padded with -1 to the longest list (32 for five distinct dice
    less the hand itself: 31). A keep lies inside a hand when it has no more dice of any
    face than the hand (compared for every hand and keep at once: a module every page
    of the kit imports should not spend milliseconds in Python loops)."""
    counts = np.array([[m.count(face) for face in range(1, 7)] for m in ROWS])
    inside = (counts[None, :KEEPS] <= counts[KEEPS:, None]).all(axis=2)
    hand, keep = np.nonzero(inside)  # by hand, then keep: each hand's keeps in row order
    out = np.full((len(HANDS), int(inside.sum(axis=1).max())), -1, dtype=np.intp)
    out[hand, np.arange(len(hand)) - np.searchsorted(hand, hand)] = keep
    return out


ADD = _add()
REMOVE = _remove()
SUBKEEPS = _subkeeps()
FIRST_THROW = np.array([float(roll_distribution(DICE)[hand]) for hand in HANDS])
"""The probability of each hand on a throw of all five dice."""
