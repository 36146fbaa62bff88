"""Saving and loading a Kniffel game as JSON, exactly (rules, seats, cards and turn)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import fields

from pyramide_kit.dice import D6, validate_dice
from pyramide_kit.errors import RuleError
from pyramide_kit.kniffel.rules import (
    DICE,
    Game,
    Rules,
    Scorecard,
    Seat,
    check_category,
    check_seats,
)

__all__ = ["dumps", "game_from_dict", "game_to_dict", "loads"]


def game_to_dict(game: Game) -> dict:
    """The game as plain JSON-ready data."""
    return {
        "game": "kniffel",
        "rules": {f.name: getattr(game.rules, f.name) for f in fields(game.rules)},
        "seats": [{"name": s.name, "computer": s.computer} for s in game.seats],
        "cards": [card.to_dict() for card in game.cards],
        "current": game.current,
        "dice": None if game.dice is None else list(game.dice),
        "held": list(game.held),
        "throws": game.throws,
    }


def game_from_dict(data: Mapping) -> Game:
    """Rebuild a game from `Game`'s JSON form, checking every part."""
    try:
        rules = Rules(**data["rules"])
        seats = tuple(Seat(str(s["name"]), bool(s["computer"])) for s in data["seats"])
        check_seats(seats)
        cards = tuple(
            Scorecard(
                rules,
                tuple(None if v is None else int(v) for v in c["boxes"]),
                tuple(check_category(x) for x in c["extra_kniffels"]),
            )
            for c in data["cards"]
        )
        dice = data["dice"]
        dice = None if dice is None else validate_dice(dice, DICE, D6)
        game = Game(
            rules,
            seats,
            cards,
            int(data["current"]),
            dice,
            tuple(int(p) for p in data["held"]),
            int(data["throws"]),
        )
    except RuleError:
        raise
    except (KeyError, TypeError, AttributeError, ValueError) as error:
        raise RuleError(f"not a saved Kniffel game: {error!r}") from None
    if len(cards) != len(seats) or game.current not in range(len(seats)):
        raise RuleError("a saved Kniffel game needs one card per seat and a valid current seat")
    if not 0 <= game.throws <= rules.throws or (dice is None) != (game.throws == 0):
        raise RuleError("a saved Kniffel game has an impossible number of throws")
    if any(p not in range(DICE) for p in game.held) or (game.held and dice is None):
        raise RuleError("a saved Kniffel game holds dice that are not there")
    return game


def dumps(game: Game) -> str:
    """The game as JSON text."""
    return json.dumps(game_to_dict(game), ensure_ascii=False)


def loads(text: str) -> Game:
    """The game saved by `dumps`; a `RuleError` if the text is not a valid saved game."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise RuleError(f"not a saved Kniffel game: {error}") from None
    if not isinstance(data, Mapping) or data.get("game") != "kniffel":
        raise RuleError("not a saved Kniffel game: the text names no Kniffel game")
    return game_from_dict(data)
