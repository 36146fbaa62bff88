"""The widget toolkit every game's widget builds on: the shell, the board, the coach and
the widget parts. It knows no game (the layers in pyproject.toml say so); the texts come
from the catalogue, `pyramide_kit.i18n`, below it.

The parts are imported on first use, so that `import pyramide_kit.ui` loads no ipywidgets.
"""

__all__ = [
    "ExactAnswer",
    "MessageLine",
    "MoveLog",
    "reporting_errors",
]

_PARTS = {
    "ExactAnswer",
    "MessageLine",
    "MoveLog",
    "reporting_errors",
}


def __getattr__(name: str):
    if name in _PARTS:
        from pyramide_kit.ui import parts

        return getattr(parts, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
