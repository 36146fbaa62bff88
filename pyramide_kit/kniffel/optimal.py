"""Optimal solitaire Kniffel under one name: the solver's table and moves
(`kniffel.solver`) and the law of the final total (`kniffel.distribution`).

Entry points (values are expected final totals of the card of the seat to move, each
seat maximising its own points as if alone):

- `game_value(rules)`: the expected total of optimal play from a fresh card;
- `value(state)`: the expected final total from any state of a game;
- `move_values(state)`: the value of every legal move of the seat to move;
- `best_move(state)`: the move optimal play makes (exact ties: writing before throwing
  again, keeps with fewer dice first, writes in card order);
- `seat_value(state, seat)`: the same for any seat, whoever is to move;
- `report(state, seat)`: the game report (`pyramide_kit.report`: start, luck, costs);
- `simulate_optimal(n, rng, rules)` and `optimal_from_draws(draws, rules)`: whole
  solitaire games of optimal play, vectorised, on the draws layout of
  `kniffel.vectorised` (the tests replay them through the engine);
- `score_distribution(rules)`: the exact law of the final total of optimal play, with
  `percentile(law, q)` and `at_least(law, total)`; `stored_distribution(rules)`: that law
  only where it is already in memory or cached on disk (else None, never computed);
  `policy_value(policy, n, seed, rules)`: a policy's expected total (exact for optimal
  play, else seeded games with an interval).

The law's module is imported when one of its names is first asked for: it brings the
simulator and SymPy, which a board that only asks for moves does not need.
"""

from __future__ import annotations

from typing import Any

from pyramide_kit.kniffel.solver import (
    TABLE_VERSION,
    OptimalGames,
    ValueTable,
    best_move,
    cache_directory,
    game_value,
    move_values,
    optimal_from_draws,
    report,
    seat_value,
    simulate_optimal,
    table,
    value,
)

__all__ = [
    "TABLE_VERSION",
    "OptimalGames",
    "ValueTable",
    "at_least",  # noqa: F822  (from kniffel.distribution, see __getattr__)
    "best_move",
    "cache_directory",
    "game_value",
    "move_values",
    "optimal_from_draws",
    "percentile",  # noqa: F822  (from kniffel.distribution, see __getattr__)
    "policy_value",  # noqa: F822  (from kniffel.distribution, see __getattr__)
    "report",
    "score_distribution",  # noqa: F822  (from kniffel.distribution, see __getattr__)
    "seat_value",
    "simulate_optimal",
    "stored_distribution",  # noqa: F822  (from kniffel.distribution, see __getattr__)
    "table",
    "value",
]

_FROM_DISTRIBUTION = frozenset(
    {"at_least", "percentile", "policy_value", "score_distribution", "stored_distribution"}
)


def __getattr__(name: str) -> Any:
    if name in _FROM_DISTRIBUTION:
        from pyramide_kit.kniffel import distribution

        return getattr(distribution, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
