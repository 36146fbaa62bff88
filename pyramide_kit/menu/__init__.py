"""The play page: the kit's games as a start screen (`GameMenu`).

It sits above every game's widget, so no widget or game imports it.
"""

from pyramide_kit.menu.app import CARDS, GameMenu

__all__ = ["CARDS", "GameMenu"]
