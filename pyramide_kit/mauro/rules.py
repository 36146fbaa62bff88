"""The Mauro game with Miwin's dice: both variants, any table of 1 to 8 players.

Variant 1: a turn is a series of throws. A pasch ends the turn and loses the whole
series; a throw with one neighbour pair adds 1 point, a straight 2, and the player
throws again; a throw with neither ends the turn and banks the series. Variant 2: one
throw per turn, scored by `score_variant2`. Ten rounds; the most points win, ties share.

Rulings (see the lesson's teacher notes): the seed says a player "darf" throw again;
the kit reads it as the rule that the series goes on until a pasch or an empty throw, so
variant 1 has no decision to make. `Rules.may_stop` lets a group allow stopping after a
scoring throw and banking the series; then the computer seats use
`pyramide_kit.mauro.strategy`.

`Game` is a value: every move returns a new `Game`, an illegal move raises `RuleError`
and changes nothing. The chance step is exposed exactly (`chance_outcomes`) and resolved
either by pre-rolled values (`throw`) or by a seeded generator (`roll`).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, replace

from pyramide_kit.dice import MIWIN_DICE
from pyramide_kit.errors import RuleError
from pyramide_kit.exact import Distribution
from pyramide_kit.mauro.throws import (
    Throw,
    ThrowClass,
    check_throw,
    classify,
    points_variant1,
    score_variant2,
    throw_distribution,
)
from pyramide_kit.seats import Player, as_player

__all__ = ["Game", "Player", "Rules", "Turn", "dumps", "loads", "new_game", "roll_throw"]

BANKED, LOST, STOPPED, SCORED = "banked", "lost", "stopped", "scored"


@dataclass(frozen=True)
class Rules:
    """Every number of Mauro that a group might play differently; defaults from the seed."""

    variant: int = 1
    rounds: int = 10
    neighbour_points: int = 1
    straight_points: int = 2
    ring: bool = True
    may_stop: bool = False
    max_players: int = 8

    def __post_init__(self) -> None:
        if self.variant not in (1, 2):
            raise RuleError(
                f"Mauro has variants 1 and 2, not {self.variant!r}",
                "mauro_err_variant",
                variant=self.variant,
            )
        for name in ("rounds", "max_players"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise RuleError(f"{name} must be a whole number of at least 1, got {value!r}")
        for name in ("neighbour_points", "straight_points"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise RuleError(f"{name} must be a whole number of at least 0, got {value!r}")


@dataclass(frozen=True)
class Turn:
    """A finished turn: its throws, the points each throw line shows, how it ended.

    `points` holds one number per throw as the seed's tables write them: in variant 1
    the 1 or 2 of a scoring throw and 0 for the pasch or the empty end throw; in
    variant 2 the throw's score. `banked` is what the turn adds to the player's total.
    """

    player: int
    round: int
    throws: tuple[Throw, ...]
    points: tuple[int, ...]
    result: str
    banked: int


@dataclass(frozen=True)
class Game:
    """A game of Mauro: the seats, the finished turns and the current player's series."""

    players: tuple[Player, ...]
    rules: Rules = field(default_factory=Rules)
    turns: tuple[Turn, ...] = ()
    series: tuple[Throw, ...] = ()

    @property
    def over(self) -> bool:
        """True when every player has had `rules.rounds` turns."""
        return len(self.turns) >= len(self.players) * self.rules.rounds

    @property
    def current(self) -> int:
        """The seat whose turn it is (after the game: the seat that would be next)."""
        return len(self.turns) % len(self.players)

    @property
    def player(self) -> Player:
        return self.players[self.current]

    @property
    def round(self) -> int:
        """The round being played, 1-based (after the game: the last round)."""
        return min(len(self.turns) // len(self.players) + 1, self.rules.rounds)

    @property
    def series_points(self) -> tuple[int, ...]:
        """The points of each throw of the running series (variant 1)."""
        return tuple(self._throw_points(t) for t in self.series)

    @property
    def series_total(self) -> int:
        """What the running series would bank now."""
        return sum(self.series_points)

    @property
    def can_bank(self) -> bool:
        """Whether the player may stop now: only with `rules.may_stop` and points in play."""
        return (
            not self.over
            and self.rules.variant == 1
            and self.rules.may_stop
            and self.series_total > 0
        )

    def totals(self) -> tuple[int, ...]:
        """Each player's points so far."""
        sums = [0] * len(self.players)
        for turn in self.turns:
            sums[turn.player] += turn.banked
        return tuple(sums)

    def turn_of(self, player: int, round_: int) -> Turn | None:
        """The finished turn of `player` in round `round_`, if it has been played."""
        index = (round_ - 1) * len(self.players) + player
        return self.turns[index] if 0 <= index < len(self.turns) else None

    def winners(self) -> tuple[int, ...]:
        """The seats with the most points (several on a tie); only after the game."""
        if not self.over:
            raise RuleError(
                "the game is not over yet; winners are known after the last round",
                "mauro_err_not_over",
            )
        totals = self.totals()
        best = max(totals)
        return tuple(i for i, total in enumerate(totals) if total == best)

    def chance_outcomes(self) -> Distribution:
        """The exact distribution of the next throw: 216 ordered throws, 1/216 each."""
        self._check_running()
        return throw_distribution()

    def throw(self, values: Sequence[int]) -> Game:
        """Apply the current player's next throw (numbers on III, IV, V in that order)."""
        self._check_running()
        throw = check_throw(values)
        if self.rules.variant == 2:
            score = score_variant2(throw, self.rules.ring)
            return self._finish((throw,), (score,), SCORED, score)
        kind = classify(throw, self.rules.ring)
        if kind is ThrowClass.PASCH:
            return self._finish((*self.series, throw), (*self.series_points, 0), LOST, 0)
        if kind is ThrowClass.NOTHING:
            total = self.series_total
            return self._finish((*self.series, throw), (*self.series_points, 0), BANKED, total)
        return replace(self, series=(*self.series, throw))

    def roll(self, rng) -> Game:
        """Throw with a seeded generator (anything with numpy's `integers`)."""
        self._check_running()
        return self.throw(roll_throw(rng))

    def bank(self) -> Game:
        """Stop the series and bank its points (only where `rules.may_stop` allows it)."""
        self._check_running()
        if not self.can_bank:
            if self.rules.variant == 2 or not self.rules.may_stop:
                raise RuleError(
                    "stopping is not allowed: the series goes on until a pasch or a throw "
                    "without neighbours",
                    "mauro_err_no_stop",
                )
            raise RuleError(
                "there is nothing to bank yet; throw first", "mauro_err_nothing_to_bank"
            )
        return self._finish(self.series, self.series_points, STOPPED, self.series_total)

    def _throw_points(self, throw: Throw) -> int:
        rules = self.rules
        return points_variant1(throw, rules.ring, rules.neighbour_points, rules.straight_points)

    def _finish(
        self, throws: tuple[Throw, ...], points: tuple[int, ...], result: str, banked: int
    ) -> Game:
        turn = Turn(self.current, self.round, throws, points, result, banked)
        return replace(self, turns=(*self.turns, turn), series=())

    def _check_running(self) -> None:
        if self.over:
            raise RuleError(
                f"the game is over after {self.rules.rounds} rounds; start a new game",
                "mauro_err_over",
                rounds=self.rules.rounds,
            )


def roll_throw(rng) -> Throw:
    """One throw of III, IV and V with a generator that has numpy's `integers`."""
    picks = rng.integers(0, 6, size=3)
    return tuple(die.faces[int(i)] for die, i in zip(MIWIN_DICE, picks, strict=True))  # type: ignore[return-value]


def new_game(players: Sequence[str | Player] | int = 1, rules: Rules | None = None) -> Game:
    """A fresh game; `players` is a number of seats or their names (or `Player`s)."""
    rules = rules or Rules()
    if isinstance(players, int) and not isinstance(players, bool):
        seats = tuple(Player(f"{i + 1}") for i in range(players))
    else:
        seats = tuple(as_player(p) for p in players)
    if not 1 <= len(seats) <= rules.max_players:
        raise RuleError(
            f"Mauro is played by 1 to {rules.max_players} players, not {len(seats)}",
            "mauro_err_players",
            most=rules.max_players,
            got=len(seats),
        )
    names = [p.name.strip() for p in seats]
    if any(not n for n in names) or len(set(names)) != len(names):
        raise RuleError(f"every player needs a name of their own, got {names}", "mauro_err_names")
    return Game(seats, rules)


def dumps(game: Game) -> str:
    """The game as JSON text: rules, seats and every throw, in playing order."""
    return json.dumps(
        {
            "game": "mauro",
            "version": 1,
            "rules": asdict(game.rules),
            "players": [asdict(p) for p in game.players],
            "turns": [
                {
                    "throws": [list(t) for t in turn.throws],
                    "points": list(turn.points),
                    "result": turn.result,
                    "banked": turn.banked,
                }
                for turn in game.turns
            ],
            "series": [list(t) for t in game.series],
        }
    )


def loads(text: str) -> Game:
    """Read a game saved by `dumps`, replaying every throw through the rules.

    A file whose throws the dice cannot show, or whose recorded points disagree with the
    rules, raises `RuleError` instead of loading a game that could not have happened.
    """
    try:
        data = json.loads(text)
        if data.get("game") != "mauro":
            raise RuleError("this is not a saved game of Mauro", "mauro_err_file")
        game = new_game(
            [Player(p["name"], bool(p["computer"])) for p in data["players"]],
            Rules(**data["rules"]),
        )
        for record in data["turns"]:
            start = len(game.turns)
            for throw in record["throws"]:
                game = game.throw(throw)
            if record["result"] == STOPPED:
                game = game.bank()
            turn = game.turns[start] if len(game.turns) == start + 1 else None
            if turn is None or (turn.points, turn.result, turn.banked) != (
                tuple(record["points"]),
                record["result"],
                record["banked"],
            ):
                raise RuleError(
                    f"a saved turn does not match the rules: {record}", "mauro_err_file"
                )
        for throw in data["series"]:
            game = game.throw(throw)
        if len(game.series) != len(data["series"]):
            raise RuleError("the saved running series ended early", "mauro_err_file")
    except (KeyError, TypeError, AttributeError, json.JSONDecodeError) as error:
        raise RuleError(f"cannot read the saved game: {error}", "mauro_err_file") from None
    return game
