"""The five games by name: `GAMES["kniffel"]` is Kniffel's `GameSpec`.

`GAMES` lists its keys at once and imports a game only when its spec is asked for, so
naming the games costs nothing. Everything that goes over all the games (the widget
suite and the other conformance tests, a page that lists them) reads them from here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping

from pyramide_kit.spec import GameSpec

__all__ = ["GAMES", "GameSpec"]


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
        "kniffel": _kniffel,
        "mauro": _mauro,
        "schmieden": _schmieden,
        "karten": _karten,
    }
)
