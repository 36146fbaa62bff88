"""The five games by name: `GAMES["kniffel"]` is Kniffel's `GameSpec`.

`GAMES` lists its keys at once and imports a game only when its spec is asked for, so
naming the games costs nothing. Everything that goes over all the games (the Explorer
and its events, the widget suite and the other conformance tests) reads them from here.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from pyramide_kit.checks import check_choice
from pyramide_kit.shipped import TABLES, stale_files
from pyramide_kit.spec import GameSpec

if TYPE_CHECKING:
    from pyramide_kit.events import Event  # SymPy: loaded with a game's events only

__all__ = ["GAMES", "GameSpec", "build_tables", "event", "events"]


def _pyramide() -> GameSpec:
    from pyramide_kit.pyramide.spec import SPEC

    return SPEC


def _kniffel() -> GameSpec:
    from pyramide_kit.kniffel.spec import SPEC

    return SPEC


def _mauro() -> GameSpec:
    from pyramide_kit.mauro.spec import SPEC

    return SPEC


def _schmieden() -> GameSpec:
    from pyramide_kit.schmieden.spec import SPEC

    return SPEC


def _karten() -> GameSpec:
    from pyramide_kit.karten.spec import SPEC

    return SPEC


class _Games(Mapping[str, GameSpec]):
    """Name -> spec, each spec loaded on first use."""

    def __init__(self, loaders: Mapping[str, Callable[[], GameSpec]]) -> None:
        self._loaders = dict(loaders)

    def __getitem__(self, name: str) -> GameSpec:
        return self._loaders[name]()

    def __iter__(self) -> Iterator[str]:
        return iter(self._loaders)

    def __len__(self) -> int:
        return len(self._loaders)


GAMES: Mapping[str, GameSpec] = _Games(
    {
        "pyramide": _pyramide,
        "mauro": _mauro,
        "kniffel": _kniffel,
        "schmieden": _schmieden,
        "karten": _karten,
    }
)


def events(game: str) -> list[Event]:
    """The events a game offers the Explorer, in the order its `events` module lists them;
    an unknown game is a `RuleError` naming the five."""
    return list(GAMES[check_choice(game, "game", tuple(GAMES))].events())


def event(game: str, key: str) -> Event:
    """One event of the Explorer by its game and key (a `RuleError` naming the known
    keys for an unknown one)."""
    known = {ev.key: ev for ev in events(game)}
    return known[check_choice(key, "event_key", tuple(known))]


def build_tables(directory: Path = TABLES) -> list[Path]:
    """Build every game's shipped tables into `directory` (the package's `tables`; what
    `setup.py` does when the kit is built), removing those built from other sources;
    tables already there are kept. Their paths."""
    directory = Path(directory)
    paths = []
    for name, spec in GAMES.items():
        for stale in stale_files(name, directory):
            stale.unlink()
        paths += spec.ship_tables(directory)
    for path in paths:
        path.chmod(0o644)  # package data: readable by everyone the kit is installed for
    return paths


if __name__ == "__main__":
    for path in build_tables(Path(sys.argv[1]) if len(sys.argv) > 1 else TABLES):
        print(f"{path.name}: {path.stat().st_size:,} bytes")
