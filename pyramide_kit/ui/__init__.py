"""Widget parts and the German/English label catalogue shared by every game."""

from pyramide_kit.ui.i18n import LANGUAGES, t
from pyramide_kit.ui.parts import (
    DiceTray,
    ExactAnswer,
    MessageLine,
    MoveLog,
    PyramidSheetView,
    reporting_errors,
)

__all__ = [
    "LANGUAGES",
    "DiceTray",
    "ExactAnswer",
    "MessageLine",
    "MoveLog",
    "PyramidSheetView",
    "reporting_errors",
    "t",
]
