"""Hostile values by kind: the strategies the registry's entries draw from.

Each kind is a Hypothesis strategy of values a user (or a hand-edited file) might hand
to an entry point of that kind: `WHOLE` for counts and numbers, `SIZE` for how many
trials or throws, `TEXT` for names and choices, `FLAG` for switches, `ITERABLE` for
what is iterated (unbounded ones included), `RNG` for random generators, `JUNK` for
anything at all. `moves()`, `states()` and `saves(game)` build the game-aware kinds.
Every kind mixes in the others' junk, so each entry also sees the wrong type.
"""

from __future__ import annotations

import itertools
import json
import math
from decimal import Decimal
from fractions import Fraction
from functools import cache

import numpy as np
from hypothesis import strategies as st


class Deep(list):
    """A list nested `depth` levels deep, with a short repr (so reports stay readable)."""

    def __init__(self, depth: int) -> None:
        inner: list = []
        for _ in range(depth - 1):
            inner = [inner]
        super().__init__([inner])
        self.depth = depth

    def __repr__(self) -> str:
        return f"Deep({self.depth})"


class Loud:
    """An object whose repr is a megabyte long: a message must not quote it whole."""

    def __repr__(self) -> str:
        return "loud" * 250_000


class Broken:
    """An object whose repr raises."""

    def __repr__(self) -> str:
        raise RuntimeError("no repr")


NUMPY_INTS = (np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32, np.uint64)
HUGE = (2**31, 2**32, 2**63 - 1, 2**63, 2**64, 10**9, 10**12, 10**18, 10**100, 10**4000)

SMALL_INTS = st.integers(-3, 50)
NUMPY_SCALARS = st.one_of(
    st.tuples(st.sampled_from(NUMPY_INTS), st.integers(0, 50)).map(lambda p: p[0](p[1])),
    st.sampled_from([np.int64(-1), np.int64(2**62), np.uint64(2**64 - 1)]),
    st.sampled_from([np.float64(2.0), np.float64(math.nan), np.float32(1.5), np.float64(math.inf)]),
    st.sampled_from([np.bool_(True), np.bool_(False)]),
)
FLOATS = st.one_of(
    st.sampled_from([0.0, 1.0, 2.0, 1.5, -0.0, math.nan, math.inf, -math.inf, 1e300, 5e-324]),
    st.floats(allow_nan=True, allow_infinity=True),
)
NUMBERS = st.one_of(
    SMALL_INTS,
    st.sampled_from(HUGE),
    st.sampled_from(HUGE).map(lambda n: -n),
    NUMPY_SCALARS,
    FLOATS,
    st.sampled_from(
        [True, False, Fraction(3, 1), Fraction(1, 3), Decimal("2"), Decimal("NaN"), 2j]
    ),
)
STRINGS = st.one_of(
    st.sampled_from(["", " ", "3", "2.0", "nan", "de", "en", "None", "\x00", "ä" * 5, "\u202e"]),
    st.text(max_size=20),
    st.sampled_from(["x" * 10_000, "ä" * 100_000]),
)
ATOMS = st.one_of(
    st.none(),
    NUMBERS,
    STRINGS,
    st.sampled_from([b"", b"\xff\xfe", bytearray(b"ab")]),
    st.builds(object),
    st.builds(Loud),
    st.builds(Broken),
    st.sampled_from([int, str, print, Ellipsis, NotImplemented]),
)


@st.composite
def _unbounded(draw):
    pick = draw(st.integers(0, 4))
    if pick == 0:
        return itertools.count()
    if pick == 1:
        return range(10**9)
    if pick == 2:
        return (i for i in itertools.count())
    if pick == 3:
        return itertools.repeat("x")
    return itertools.cycle([1, 2])


UNBOUNDED = _unbounded()
CONTAINERS = st.recursive(
    ATOMS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.lists(inner, max_size=4).map(tuple),
        st.dictionaries(st.one_of(st.text(max_size=5), SMALL_INTS), inner, max_size=3),
        st.frozensets(SMALL_INTS, max_size=4),
    ),
    max_leaves=8,
)
# Built once: big values are shared between examples (an entry point must not change
# what it is given, so sharing is safe, and building them anew for each example would
# cost more than the calls).
BIG_VALUES = (Deep(2000), Deep(100_000), list(range(10**6)), tuple(range(10**5)), "x" * 10**6)
BIG_CONTAINERS = st.one_of(
    st.sampled_from(BIG_VALUES),
    st.builds(lambda: np.zeros((3, 3))),
    st.builds(lambda: np.arange(5)),
)
JUNK = st.one_of(ATOMS, CONTAINERS, UNBOUNDED, BIG_CONTAINERS)
"""Anything at all."""

WHOLE = st.one_of(NUMBERS, NUMBERS, JUNK)
"""Where a whole number belongs."""

SIZE = st.one_of(
    st.integers(-2, 20),
    st.sampled_from(HUGE),
    st.sampled_from(HUGE).map(lambda n: -n),
    NUMPY_SCALARS,
    st.sampled_from([np.int64(10**9), np.int64(2**62), np.uint64(2**64 - 1)]),
    FLOATS,
    JUNK,
)
"""Where a count of trials, throws or rounds belongs: small, huge, negative, not whole."""

TEXT = st.one_of(STRINGS, STRINGS, JUNK)
"""Where a name, a language or a choice belongs."""

FLAG = st.one_of(st.sampled_from([True, False, np.bool_(True), 0, 1, "yes", 1.0]), JUNK)
"""Where True or False belongs."""

RATE = st.one_of(
    st.fractions(),
    st.sampled_from([Fraction(0), Fraction(1), Fraction(1, 2), Fraction(3, 2), Fraction(-1, 2)]),
    NUMBERS,
    JUNK,
)
"""Where a probability or rate belongs."""

ITERABLE = st.one_of(
    UNBOUNDED,
    UNBOUNDED,
    st.lists(NUMBERS, max_size=5),
    st.lists(STRINGS, max_size=5).map(tuple),
    st.lists(SMALL_INTS, max_size=8).map(iter),
    JUNK,
)
"""Where something iterable belongs, unbounded ones included."""


class FakeRng:
    """A generator-like object whose `integers` answers `value` (or raises it)."""

    def __init__(self, value) -> None:
        self.value = value

    def integers(self, *args, **kwargs):
        if isinstance(self.value, BaseException):
            raise self.value
        return self.value

    random = integers
    choice = integers
    permutation = integers

    def __repr__(self) -> str:
        return f"FakeRng({self.value!r})"


RNG = st.one_of(
    st.sampled_from([None, 0, 42, -1, 2**64, 1.5, "seed", True]),
    st.builds(np.random.RandomState, st.integers(0, 9)),
    st.builds(lambda seed: __import__("random").Random(seed), st.integers(0, 9)),
    st.one_of(NUMBERS, STRINGS, st.none(), st.builds(lambda: np.zeros(3))).map(FakeRng),
    st.just(ValueError("rng broke")).map(FakeRng),
    JUNK,
)
"""Where a `numpy.random.Generator` belongs."""

KINDS = {
    "junk": JUNK,
    "whole": WHOLE,
    "size": SIZE,
    "text": TEXT,
    "flag": FLAG,
    "rate": RATE,
    "iterable": ITERABLE,
    "rng": RNG,
}


# The game-aware kinds: moves, states and saves of every game.

GAMES = ("pyramide", "schmieden", "karten", "mauro", "kniffel")


@cache
def played_games() -> tuple[tuple[str, object, object], ...]:
    """(game, case, state): every conformance case at its start and after some moves."""
    from tests.conformance.cases import all_cases, played

    out = []
    for case in all_cases():
        game = case.package.__name__.rsplit(".", 1)[1]
        for moves in (0, 3, 9):
            out.append((game, case, played(case, moves=moves, seed=moves)))
    return tuple(out)


def played_states() -> tuple[tuple[str, object], ...]:
    """(game, state) pairs of `played_games`."""
    return tuple((game, state) for game, _, state in played_games())


@cache
def every_move() -> tuple[object, ...]:
    """Moves of all five games, chance moves included, as the games themselves list them."""
    moves = []
    for _, state in played_states():
        for move in state.history:
            if move not in moves:
                moves.append(move)
    return tuple(moves)


def move_classes() -> list[type]:
    import importlib

    return [
        cls
        for game in GAMES
        for cls in importlib.import_module(f"pyramide_kit.{game}").MOVES.values()
    ]


@st.composite
def forged_moves(draw):
    """A move of some game whose fields hold junk (built past its checks)."""
    from dataclasses import fields

    cls = draw(st.sampled_from(move_classes()))
    move = object.__new__(cls)
    for field in fields(cls):
        object.__setattr__(move, field.name, draw(st.one_of(ATOMS, CONTAINERS)))
    return move


def moves():
    """Where a move belongs: other games' moves, forged moves and junk."""
    return st.one_of(st.sampled_from(every_move()), forged_moves(), JUNK)


def states():
    """Where a state belongs: any game's state, or junk."""
    return st.one_of(st.sampled_from([s for _, s in played_states()]), JUNK)


@cache
def _save_texts(game: str) -> tuple[str, ...]:
    import importlib

    package = importlib.import_module(f"pyramide_kit.{game}")
    return tuple(package.dumps(s) for g, s in played_states() if g == game)


@cache
def _all_save_texts() -> tuple[str, ...]:
    return tuple(text for game in GAMES for text in _save_texts(game))


_MARK = "__HOSTILE_MARK__"
SAVE_VALUES = st.one_of(
    st.sampled_from([None, True, False, 0, -1, 2.0, 1e308, "", "x" * 10_000, [], {}]),
    st.sampled_from([2**63, 10**18, -(10**18)]),
    st.integers(-5, 60),
    st.text(max_size=10),
    st.lists(st.integers(-5, 10), max_size=5),
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=3),
)
RAW_VALUES = st.sampled_from(
    [
        "[" * 100_000 + "]" * 100_000,
        '{"a":' * 50_000 + "1" + "}" * 50_000,
        "9" * 4000,
        "-" + "9" * 4000,
        "1e999",
        "NaN",
        "Infinity",
        "2.0",
        "true",
        '"2"',
    ]
)


def _paths(value, path=()):
    yield path
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from _paths(inner, (*path, key))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            yield from _paths(inner, (*path, index))


@st.composite
def edited_save(draw, game: str):
    """A save of `game` with one part replaced, removed or added."""
    data = json.loads(draw(st.sampled_from(_save_texts(game))))
    paths = list(_paths(data))[1:]
    path = draw(st.sampled_from(paths))
    *parents, last = path
    holder = data
    for key in parents:
        holder = holder[key]
    action = draw(st.sampled_from(["set", "set", "raw", "remove", "add"]))
    if action == "remove":
        del holder[last]
        return json.dumps(data)
    if action == "add" and isinstance(holder, dict):
        holder[draw(st.text(max_size=8))] = draw(SAVE_VALUES)
        return json.dumps(data)
    if action == "raw":
        holder[last] = _MARK
        return json.dumps(data).replace(json.dumps(_MARK), draw(RAW_VALUES))
    holder[last] = draw(SAVE_VALUES)
    return json.dumps(data)


def saves(game: str):
    """Where a save of `game` belongs: edited saves, other games' saves, cut text, junk."""
    texts = _all_save_texts
    return st.one_of(
        edited_save(game),
        edited_save(game),
        st.builds(lambda: None).flatmap(lambda _: st.sampled_from(texts())),
        st.builds(lambda: None)
        .flatmap(lambda _: st.sampled_from(_save_texts(game)))
        .flatmap(lambda text: st.integers(0, len(text)).map(lambda cut: text[:cut])),
        st.builds(lambda: None)
        .flatmap(lambda _: st.sampled_from(_save_texts(game)))
        .map(lambda text: text.encode()),
        RAW_VALUES,
        JUNK,
    )
