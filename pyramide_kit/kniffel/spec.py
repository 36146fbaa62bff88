"""Kniffel, declared (see `pyramide_kit.spec`). Its coach's values are floats (the
table of optimal play), and its best move breaks ties its own way (`solver.best_move`)."""

from typing import Any

from pyramide_kit.kniffel.describe import describe
from pyramide_kit.kniffel.game import Game, new_game
from pyramide_kit.kniffel.rules import Rules
from pyramide_kit.kniffel.strategy import BookAdvice, Greedy, OptimalPolicy
from pyramide_kit.spec import GameSpec


def _move_values(state: Any) -> dict[Any, float]:
    """The solver's values (its tables load on first use, not when the game is declared)."""
    from pyramide_kit.kniffel.solver import move_values

    return move_values(state)


def _best_move(state: Any) -> Any:
    """The solver's best move, with its own ties (write before throwing again, ...)."""
    from pyramide_kit.kniffel.solver import best_move

    return best_move(state)


SPEC = GameSpec(
    name="kniffel",
    title_key="kniffel_title",
    rules=Rules,
    new_game=new_game,
    state=Game,
    describe=describe,
    policies={"default": BookAdvice, "greedy": Greedy, "optimal": OptimalPolicy},
    widget="pyramide_kit.kniffel.app:KniffelApp",
    scene="pyramide_kit.kniffel.scene:position_scene",
    events_at="pyramide_kit.kniffel.events:EVENTS",
    tables_at="pyramide_kit.kniffel.solver:ship",
    move_values=_move_values,
    best=_best_move,
)
