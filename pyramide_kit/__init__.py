"""pyramide-kit: probability with five dice and card games, exact odds beside simulations.

Each game lives in its own subpackage (`pyramide`, `schmieden`, `karten`, `mauro`,
`kniffel`) with the same files: `rules` (the rules object: the numbers a group may
change), `moves` and `game` (the one engine, speaking the table protocol of
`pyramide_kit.table`), `describe` (its moves in words), `saving` (saves as move logs),
`odds` (exact values as SymPy Rationals), `strategy` (computer players), `events` (the
Explorer's events), `app` (the notebook widget, on the shared shell
`pyramide_kit.ui.shell`) and `spec` (the game declared: `pyramide_kit.games.GAMES`).
Below the games lie the core (`table`, `exact`, `dice`, `i18n`, `events`, ...); above
them the lessons' tools (`exercises`, `explorer`, `tally`, `printables`, ...) and the
play page (`menu`). The layers are written down in pyproject.toml and checked by
`lint-imports`.
"""

import sys

__version__ = "0.1.0"

__all__ = ["ClassTally", "Explorer", "__version__"]


def __getattr__(name: str):
    """`pyramide_kit.Explorer` and `ClassTally` are imported on first use, so `import
    pyramide_kit` stays light."""
    if name == "Explorer":
        from pyramide_kit.explorer.app import Explorer

        return Explorer
    if name == "ClassTally":
        from pyramide_kit.tally.app import ClassTally

        return ClassTally
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _draw_positions_in_ipython() -> None:
    """In IPython (Jupyter), a game state that ends a cell is shown as its table, as
    python-chess shows a board (`pyramide_kit.position`). The formatter learns the
    states' base class by name, so nothing is imported before a state is shown; outside
    IPython nothing happens."""
    ipython = sys.modules.get("IPython")
    shell = ipython.get_ipython() if ipython is not None else None
    if shell is None:
        return
    formatter = shell.display_formatter.formatters["text/html"]
    formatter.for_type_by_name("pyramide_kit.table", "Table", _shown_position)


def _shown_position(state: object) -> str:
    from pyramide_kit.position import shown_position

    return shown_position(state)


_draw_positions_in_ipython()
