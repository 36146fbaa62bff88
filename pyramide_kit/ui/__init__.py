"""Widget parts, the shell and the German/English label catalogue shared by every game.

The parts are imported on first use, so that a game engine can register its labels
(`pyramide_kit.i18n`) without importing ipywidgets.
"""

from pyramide_kit.i18n import LANGUAGES, t

__all__ = [
    "LANGUAGES",
    "ExactAnswer",
    "MessageLine",
    "MoveLog",
    "reporting_errors",
    "t",
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
