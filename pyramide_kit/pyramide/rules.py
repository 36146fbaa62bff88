"""The Pyramide game: players take turns of up to three throws, build, and write a box.

A turn: throw all six dice; after each throw keep any dice (and take back any kept
earlier, as in Kniffel) and throw the rest, at most `rules.throws` times; the player may
stop early. Then the round score (the best build, or a legal build of the player's own)
goes into a free box of the player's sheet. Six rounds fill every sheet; the highest
total wins and ties share the win.

`Game` is a value: every move returns a new `Game` and an illegal move raises
`RuleError` without changing anything. The throw is split into a chance step
(`chance_outcomes`, exact) and its result (`throw`), so the same rules serve the widget,
the simulator, the exact layer and the computer players.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from pyramide_kit.dice import D6, roll, roll_distribution, validate_dice
from pyramide_kit.errors import RuleError
from pyramide_kit.exact import Distribution
from pyramide_kit.pyramide.build import Build, best_build, make_build
from pyramide_kit.pyramide.rules_object import Rules
from pyramide_kit.pyramide.sheet import ScoreSheet
from pyramide_kit.seats import Player, as_player

__all__ = ["Game", "Player", "dumps", "loads", "new_game"]


@dataclass(frozen=True)
class Game:
    """The whole state of a game of Pyramide.

    `dice` are the current player's dice by position (empty before the first throw),
    `throws` how many throws that player has used this round.
    """

    players: tuple[Player, ...]
    sheets: tuple[ScoreSheet, ...]
    current: int = 0
    dice: tuple[int, ...] = ()
    throws: int = 0
    rules: Rules = Rules()

    @property
    def over(self) -> bool:
        """True when every sheet is full."""
        return all(sheet.full for sheet in self.sheets)

    @property
    def round(self) -> int:
        """The round being played (1-based); after the game, the number of rounds."""
        return min(sheet.rounds_written for sheet in self.sheets) + (0 if self.over else 1)

    @property
    def player(self) -> Player:
        return self.players[self.current]

    @property
    def sheet(self) -> ScoreSheet:
        return self.sheets[self.current]

    @property
    def throws_left(self) -> int:
        return self.rules.throws - self.throws

    @property
    def can_throw(self) -> bool:
        return not self.over and self.throws_left > 0

    @property
    def best(self) -> Build | None:
        """The best build of the current dice, or None before the first throw."""
        return best_build(self.dice, self.rules) if self.dice else None

    def _check_not_over(self) -> None:
        if self.over:
            raise RuleError("the game is over: every box is written", "pyr_err_over")

    def _rethrown(self, keep: Iterable[int]) -> tuple[int, ...]:
        """Positions to throw again, after checking the positions to keep."""
        keep = tuple(keep)
        if not self.dice and keep:
            raise RuleError("nothing can be kept before the first throw", "pyr_err_keep_first")
        for i in keep:
            if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < len(self.dice):
                raise RuleError(
                    f"cannot keep die {i!r}; positions are 0 to {self.rules.dice - 1}",
                    "pyr_err_keep_position",
                    position=i,
                    last=self.rules.dice - 1,
                )
        if len(set(keep)) != len(keep):
            raise RuleError(f"a die is kept twice in {keep}", "pyr_err_keep_twice")
        return tuple(i for i in range(self.rules.dice) if i not in keep)

    def chance_outcomes(self, keep: Iterable[int] = ()) -> Distribution:
        """Exact distribution of the rethrown dice (sorted) when `keep` stays down."""
        self._check_not_over()
        return roll_distribution(len(self._rethrown(keep)))

    def throw(self, keep: Iterable[int], values: Sequence[int]) -> Game:
        """Keep the dice at positions `keep`, throw the others; they show `values`.

        Kept dice may be any dice, including ones kept before and now thrown again.
        """
        self._check_not_over()
        if not self.can_throw:
            raise RuleError(
                f"no throws left: a round has {self.rules.throws}; write the score into a box",
                "pyr_err_no_throws",
                throws=self.rules.throws,
            )
        rethrown = self._rethrown(keep)
        if not rethrown:
            raise RuleError(
                "every die is kept, so there is nothing to throw; write the score instead",
                "pyr_err_keep_all",
            )
        values = validate_dice(values, len(rethrown), D6)
        dice = list(self.dice) if self.dice else [0] * self.rules.dice
        for position, value in zip(rethrown, values, strict=True):
            dice[position] = value
        return replace(self, dice=tuple(dice), throws=self.throws + 1)

    def roll(self, rng, keep: Iterable[int] = ()) -> Game:
        """`throw` with values drawn from a `numpy.random.Generator`."""
        keep = tuple(keep)
        return self.throw(keep, roll(rng, len(self._rethrown(keep))))

    def build(self, kind: str | None = None, rows: Sequence[Sequence[int]] = ()) -> Build:
        """Score a build of the current dice (raises `RuleError` if illegal)."""
        if not self.dice:
            raise RuleError("throw first, then build", "pyr_err_throw_first")
        return make_build(self.dice, kind, rows, self.rules)

    def write(self, box: str, build: Build | None = None) -> Game:
        """End the turn: write the round score into a free box of `box`'s row.

        Without `build` the best build counts; a given build must be a legal build of the
        current dice. Then the next player's turn begins.
        """
        self._check_not_over()
        if not self.dice:
            raise RuleError("throw at least once before writing a score", "pyr_err_throw_first")
        if build is None:
            build = best_build(self.dice, self.rules)
        else:
            build = make_build(self.dice, build.kind, build.rows, self.rules)
        sheets = list(self.sheets)
        sheets[self.current] = self.sheet.write(box, build.score)
        return replace(
            self,
            sheets=tuple(sheets),
            current=(self.current + 1) % len(self.players),
            dice=(),
            throws=0,
        )

    def ranking(self) -> list[tuple[int, Player, int]]:
        """(place, player, total) best first; equal totals share a place."""
        totals = sorted(
            ((sheet.total, i) for i, sheet in enumerate(self.sheets)), key=lambda x: -x[0]
        )
        ranking, place = [], 0
        for k, (total, i) in enumerate(totals):
            if k == 0 or total != totals[k - 1][0]:
                place = k + 1
            ranking.append((place, self.players[i], total))
        return ranking

    @property
    def winners(self) -> tuple[Player, ...]:
        """The players with the highest total (several when tied), once the game is over."""
        if not self.over:
            return ()
        return tuple(player for place, player, _ in self.ranking() if place == 1)


def new_game(players: Sequence[Player | str] | int = 1, rules: Rules = Rules()) -> Game:
    """A fresh game. `players` is a count, names, or `Player` seats (1 to 6 by default)."""
    if isinstance(players, int):
        players = [Player(f"Player {i + 1}") for i in range(players)]
    seats = tuple(as_player(p) for p in players)
    if not 1 <= len(seats) <= rules.max_players:
        raise RuleError(
            f"Pyramide takes 1 to {rules.max_players} players, not {len(seats)}",
            "pyr_err_players",
            count=len(seats),
            most=rules.max_players,
        )
    return Game(seats, tuple(ScoreSheet(rules=rules) for _ in seats), rules=rules)


def dumps(game: Game) -> str:
    """The game as JSON text (rules, seats, sheets, current dice and throws)."""
    data = {
        "game": "pyramide",
        "rules": {k: list(v) if isinstance(v, tuple) else v for k, v in vars(game.rules).items()},
        "players": [{"name": p.name, "computer": p.computer} for p in game.players],
        "sheets": [sheet.to_dict() for sheet in game.sheets],
        "current": game.current,
        "dice": list(game.dice),
        "throws": game.throws,
    }
    return json.dumps(data, ensure_ascii=False)


def loads(text: str) -> Game:
    """A game from `dumps` text; checks what it reads with the same rules as play."""
    try:
        data = json.loads(text)
        if data.get("game") != "pyramide":
            raise RuleError("this JSON is not a saved Pyramide game", "pyr_err_not_saved")
        raw_rules = dict(data["rules"])
        raw_rules["box_weights"] = tuple(raw_rules["box_weights"])
        rules = Rules(**raw_rules)
        players = tuple(Player(p["name"], bool(p["computer"])) for p in data["players"])
        sheets = tuple(ScoreSheet.from_dict(s, rules) for s in data["sheets"])
        dice = validate_dice(data["dice"], rules.dice if data["dice"] else 0, D6)
        game = Game(players, sheets, int(data["current"]), dice, int(data["throws"]), rules)
    except (KeyError, TypeError, json.JSONDecodeError) as error:
        raise RuleError(f"cannot read the saved game: {error}", "pyr_err_bad_save") from None
    if len(sheets) != len(players) or not 0 <= game.current < len(players):
        raise RuleError("the saved game's seats and sheets do not match", "pyr_err_bad_save")
    if not 0 <= game.throws <= rules.throws or bool(dice) != bool(game.throws):
        raise RuleError("the saved game's dice and throw count do not match", "pyr_err_bad_save")
    return game
