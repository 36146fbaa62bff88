"""What writing dice does, asked of the engine once and kept as tables for the optimal solver.

The solver's state between two turns is (the boxes written, the upper sum capped at
`cap`, the Kniffel box's status: open, written without the Kniffel points, or holding
them). Nothing else on a card changes what may be written where or what it earns:
`Scorecard.ways` looks at the open boxes and the Kniffel box, and the points a write
adds do not depend on the other boxes' values. The upper bonus depends on the upper
sum only, and not at all beyond `cap`. The small-game tests check all of this against
the generic solver running on the engine itself.

Every number here comes from the engine:

- `bonus[u]`: `Scorecard.upper_bonus` of a card whose upper sum is u; `cap` is the
  smallest upper sum from which the bonus no longer changes;
- `gain`, `step`, `after` [class, category, extra, hand]: what `Scorecard.write` of that
  hand does on a card of that Kniffel status (the points it adds to the total apart
  from the upper bonus, what it adds to the upper sum, the Kniffel status afterwards);
  -inf where `Scorecard.ways` does not offer the write;
- `legal` [mask, class, category, extra, j]: for the Kniffel hands (`KNIFFEL_HANDS`)
  once the Kniffel box is written, whether `Scorecard.ways` of a card with exactly the
  boxes `mask` written offers the write (the extra-Kniffel and Joker rules make this
  depend on the whole card). For every other hand, and while the Kniffel box is open,
  the ways of a card are those of the card with all boxes open, restricted to its open
  boxes; `tests/kniffel/test_optimal.py` checks that against `ways` on random cards.

The tables of the rules whose value tables are shipped with the kit are shipped beside
them (`ship`, `pyramide_kit.shipped`): asking the engine takes more than half a second,
reading them a few milliseconds.

Two written statuses whose tables agree (the "none" variant: a Kniffel box with 0 or
with 50 makes no difference to the future) are merged into one *class*, which halves
the solver's work for that variant.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from functools import cache
from pathlib import Path

import numpy as np

from pyramide_kit.kniffel.keeps import HANDS
from pyramide_kit.kniffel.rules import CATEGORIES, UPPER, Rules, check_rules, is_kniffel
from pyramide_kit.kniffel.sheet import Scorecard
from pyramide_kit.shipped import keyed_name, shipped_file

__all__ = [
    "KNIFFEL_BOX",
    "KNIFFEL_HANDS",
    "MASKS",
    "Effects",
    "card_status",
    "effects",
    "ship",
]

MASKS = 1 << len(CATEGORIES)
KNIFFEL_BOX = CATEGORIES.index("kniffel")
KNIFFEL_HANDS = np.array([i for i, hand in enumerate(HANDS) if is_kniffel(hand)])
OPEN, WRITTEN, HOLDS = 0, 1, 2
"""The Kniffel box's status on a card: open, written without the Kniffel points, holding
them."""


def card_status(card: Scorecard) -> int:
    """OPEN, WRITTEN or HOLDS: the Kniffel box of `card`."""
    box = card.box("kniffel")
    if box is None:
        return OPEN
    return HOLDS if box == card.rules.kniffel else WRITTEN


def card_of(mask: int, status: int, rules: Rules) -> Scorecard:
    """A card with the boxes of `mask` written (as 0) and the Kniffel box of `status`."""
    boxes: list[int | None] = [0 if mask >> i & 1 else None for i in range(len(CATEGORIES))]
    if status != OPEN:
        boxes[KNIFFEL_BOX] = rules.kniffel if status == HOLDS else 0
    return Scorecard(rules, tuple(boxes))


def _effect(card: Scorecard, category: str, hand: tuple[int, ...], extra: bool):
    """(points added apart from the upper bonus, upper sum added, Kniffel status after)."""
    after = card.write(category, hand, extra)
    gain = (after.total - after.upper_bonus) - (card.total - card.upper_bonus)
    return gain, after.upper_sum - card.upper_sum, card_status(after)


@dataclass(frozen=True, eq=False)
class Effects:
    """The engine's answers for one `Rules` (see the module docstring)."""

    rules: Rules
    cap: int
    bonus: np.ndarray
    classes: tuple[int, int, int]
    gain: np.ndarray
    step: np.ndarray
    after: np.ndarray
    legal: np.ndarray

    @property
    def n_classes(self) -> int:
        """How many Kniffel status classes the state distinguishes (2 or 3)."""
        return max(self.classes) + 1

    def steps(self, category: int) -> np.ndarray:
        """What the writes of box `category` the engine offers (in any class, with any
        hand) add to the upper sum."""
        return self.step[:, category][np.isfinite(self.gain[:, category])]

    def class_of(self, card: Scorecard) -> int:
        """The status class of a card."""
        return self.classes[card_status(card)]


def _tables(rules: Rules):
    """gain, step, after over raw statuses, and the per-mask legality of Kniffel hands."""
    shape = (3, len(CATEGORIES), 2, len(HANDS))
    gain = np.full(shape, -np.inf)
    step = np.zeros(shape, dtype=np.int64)
    after = np.zeros(shape, dtype=np.int64)
    for status in (OPEN, WRITTEN, HOLDS):
        card = card_of(0, status, rules)
        for h, hand in enumerate(HANDS):
            for category, extra in card.ways(hand):
                c = CATEGORIES.index(category)
                (
                    gain[status, c, int(extra), h],
                    step[status, c, int(extra), h],
                    after[status, c, int(extra), h],
                ) = _effect(card, category, hand, extra)
    legal = np.zeros((MASKS, 3, len(CATEGORIES), 2, len(KNIFFEL_HANDS)), dtype=bool)
    known: dict[tuple[int, int, int, int], tuple[int, int, int]] = {}
    for status in (WRITTEN, HOLDS):
        gain[status, :, :, KNIFFEL_HANDS] = -np.inf
        for mask in range(MASKS):
            if not mask >> KNIFFEL_BOX & 1 or mask == MASKS - 1:
                continue
            card = card_of(mask, status, rules)
            for j, h in enumerate(KNIFFEL_HANDS.tolist()):
                hand = HANDS[h]
                for category, extra in card.ways(hand):
                    c, e = CATEGORIES.index(category), int(extra)
                    legal[mask, status, c, e, j] = True
                    key = (status, c, e, h)
                    if key not in known:
                        known[key] = _effect(card, category, hand, extra)
                        gain[status, c, e, h], step[status, c, e, h], after[status, c, e, h] = (
                            known[key]
                        )
    return gain, step, after, legal


@cache
def effects(rules: Rules | None = None) -> Effects:
    """The tables of `rules`, shipped with the kit or asked of the engine, once per rules
    object."""
    rules = check_rules(rules)
    return _read(shipped_file("kniffel", _file_name(rules)), rules) or _asked(rules)


def _file_name(rules: Rules) -> str:
    return keyed_name("effects", rules, suffix="npz")


_ARRAYS = tuple(f.name for f in fields(Effects) if f.name != "rules")


def ship(rules: Rules, directory: Path) -> Path:
    """Write the tables of `rules` into `directory` as a shipped table (compressed)."""
    path = shipped_file("kniffel", _file_name(rules), directory)
    if not path.exists():
        fx = effects(rules)
        arrays = {name: np.asarray(getattr(fx, name)) for name in _ARRAYS}
        np.savez_compressed(path, rules=np.array(repr(rules)), **arrays)
    return path


def _read(path: Path, rules: Rules) -> Effects | None:
    """The shipped tables of `rules` (None if there are none)."""
    if not path.exists():
        return None
    with np.load(path, allow_pickle=False) as data:
        if str(data["rules"]) != repr(rules):
            return None
        got = {name: data[name] for name in _ARRAYS}
    got["cap"] = int(got["cap"])
    got["classes"] = tuple(int(c) for c in got["classes"])
    return Effects(rules, **got)


def _asked(rules: Rules) -> Effects:
    """The tables of `rules`, asked of the engine."""
    gain, step, after, legal = _tables(rules)
    most_upper = sum(int(step[:, CATEGORIES.index(c)].max()) for c in UPPER)
    bonus = [
        Scorecard(
            rules, (u,) + (0,) * (len(UPPER) - 1) + (None,) * (len(CATEGORIES) - len(UPPER))
        ).upper_bonus
        for u in range(most_upper + 1)
    ]
    cap = next(u for u in range(most_upper + 1) if len(set(bonus[u:])) == 1)
    merged = (
        np.array_equal(gain[WRITTEN], gain[HOLDS])
        and np.array_equal(step[WRITTEN], step[HOLDS])
        and np.array_equal(after[WRITTEN] != OPEN, after[HOLDS] != OPEN)
        and np.array_equal(legal[:, WRITTEN], legal[:, HOLDS])
    )
    classes = (0, 1, 1) if merged else (0, 1, 2)
    pick = [OPEN, WRITTEN] if merged else [OPEN, WRITTEN, HOLDS]
    to_class = np.array(classes)
    return Effects(
        rules,
        cap,
        np.array(bonus[: cap + 1], dtype=float),
        classes,
        gain[pick],
        step[pick],
        to_class[after[pick]],
        legal[:, pick],
    )
