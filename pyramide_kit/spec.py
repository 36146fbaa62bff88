"""What a game declares about itself, the same way for all five (after OpenSpiel's
`GameType` and `GameInfo`): its name and title, its seat limits, its rules and moves, how
a table starts, its computer players and, where its coach values moves, how.

Each game writes its `GameSpec` once, in `pyramide_kit/<game>/spec.py`;
`pyramide_kit.games.GAMES` collects them. What is the same for every game is derived from
the spec instead of being written per game: the best move, the widget shell's title,
computer players and coach (its values and its words for moves), a position's picture,
the events of the Explorer and the conformance tests.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from pkgutil import resolve_name
from typing import Any

from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.i18n import t
from pyramide_kit.optimal import best_of

__all__ = ["GameSpec"]


@dataclass(frozen=True)
class GameSpec:
    """One game, declared.

    - `name`: the game's key ("pyramide", ...), also its package and its events' game;
    - `title_key`: the catalogue key of its title;
    - `rules`: its `Rules` class (`rules()` are the rules of the original text, as the
      kit reads them); `min_players` and `max_players` are its seat limits;
    - `new_game(players, rules=None)`: a fresh table;
    - `state`: the class of its states; `moves` are their `MOVES` (the players' and
      chance's move types), and `describe(state, move, lang)` words a move of them as a
      player reads it (the coach's list, the report's better moves): the engine words its
      moves, not a widget;
    - `policies`: name -> class of computer player, the default one first and "optimal"
      where the coach can value the game's moves;
    - `move_values(state)`: the coach's exact value of each legal move of the seat to move
      (None where the game has no coach); `best_move(state)` picks among them, the first
      listed where several tie, unless the game gives its own `best`;
    - `widget`: where its board lives, as "module:Class", and `scene` where the scene of
      a position is drawn, as "module:function" (`function(state, lang)`); both are loaded
      only when asked for, since they need the widget toolkit;
    - `events_at`: where the events and quantities it offers the Explorer are listed, as
      "module:name" (loaded when asked for: their exact values need SymPy);
    - `tables_at`: where the coach's shipped tables are built, as "module:function"
      (`function(directory)` writes them and returns their paths; None where the coach
      needs none), see `pyramide_kit.shipped`.
    """

    name: str
    title_key: str
    rules: type
    new_game: Callable[..., Any]
    state: type
    describe: Callable[[Any, Any, str], str]
    policies: Mapping[str, type]
    widget: str
    scene: str
    events_at: str
    move_values: Callable[[Any], Mapping[Any, Any]] | None = None
    best: Callable[[Any], Any] | None = None
    tables_at: str | None = None

    def title(self, lang: str) -> str:
        """The game's name as a player reads it in `lang`."""
        return t(self.title_key, lang)

    @property
    def moves(self) -> tuple[type, ...]:
        """The types of the game's moves: its states' `MOVES`."""
        return self.state.MOVES

    @property
    def min_players(self) -> int:
        """The fewest players at a table under the default rules."""
        return self.rules().min_players

    @property
    def max_players(self) -> int:
        """The most players at a table under the default rules."""
        return self.rules().max_players

    def policy(self, name: str | None = None) -> Any:
        """A new computer player by its name in `policies` (the default for None)."""
        if name is None:
            name = next(iter(self.policies))
        if not isinstance(name, str) or name not in self.policies:
            raise RuleError(
                f"this game has no computer player {quoted(name)}; "
                f"choose one of {', '.join(self.policies)}.",
                "spec_err_policy",
                value=quoted(name),
                choices=", ".join(self.policies),
            )
        return self.policies[name]()

    def policy_types(self) -> tuple[type, ...]:
        """The classes of the game's computer players, for a widget that checks the
        `policies` it is given."""
        return tuple(dict.fromkeys(self.policies.values()))

    def best_move(self, state: Any) -> Any:
        """A move of greatest value for the seat to move; a game without a coach has none."""
        if self.best is not None:
            return self.best(state)
        if self.move_values is None:
            raise RuleError(
                "this game has no coach to value its moves.",
                "spec_err_no_coach",
            )
        return best_of(self.move_values(state))

    def widget_type(self) -> type:
        """The class of the game's board (imported here, on first use)."""
        return resolve_name(self.widget)

    def position_scene(self, state: Any, lang: str) -> dict:
        """The board's scene of `state` in `lang`, to look at (nothing clickable)."""
        return resolve_name(self.scene)(state, lang)

    def ship_tables(self, directory: Path) -> list[Path]:
        """Build the game's shipped tables into `directory` (those not there yet); their
        paths."""
        return [] if self.tables_at is None else resolve_name(self.tables_at)(directory)

    def events(self) -> tuple[Any, ...]:
        """The events and quantities the game offers the Explorer, in their order."""
        return tuple(resolve_name(self.events_at))
