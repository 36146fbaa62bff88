"""Saving and loading a Kniffel game as JSON, exactly (rules, seats, cards and turn)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import fields
from functools import cache

from pyramide_kit.dice import D6, roll_distribution, validate_dice
from pyramide_kit.errors import RuleError
from pyramide_kit.kniffel.rules import (
    CATEGORIES,
    DICE,
    LOWER,
    Game,
    Player,
    Rules,
    Scorecard,
    check_category,
    check_seats,
    score,
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
        seats = tuple(Player(s["name"], s["computer"]) for s in data["seats"])
        if not all(isinstance(s.computer, bool) for s in seats):
            raise RuleError("not a saved Kniffel game: a seat's computer flag is not true/false")
        check_seats(seats)
        cards = tuple(
            Scorecard(
                rules,
                tuple(None if v is None else _whole(v) for v in c["boxes"]),
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
            _whole(data["current"]),
            dice,
            tuple(_whole(p) for p in data["held"]),
            _whole(data["throws"]),
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
    for card in cards:
        _check_card(card)
    return game


def _whole(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RuleError(f"not a saved Kniffel game: {value!r} is not a whole number")
    return value


@cache
def _possible(rules: Rules) -> dict[str, frozenset[int]]:
    """Every value a box can hold under `rules`: its score for some throw (Joker scores
    are ordinary pattern scores), and under "seed" a further Kniffel in a lower box."""
    throws = roll_distribution(DICE, D6)
    values = {c: {score(c, d, rules) for d in throws} for c in CATEGORIES}
    if rules.extra_kniffel == "seed":
        for c in LOWER:
            values[c].add(rules.extra_kniffel_points)
    return {c: frozenset(v) for c, v in values.items()}


def _check_card(card: Scorecard) -> None:
    """Refuse a card no game could have written: a box value no throw scores, or extra
    Kniffels where the rules give none."""
    possible = _possible(card.rules)
    for category, value in zip(CATEGORIES, card.boxes, strict=True):
        if value is not None and value not in possible[category]:
            raise RuleError(
                f"a saved Kniffel card holds {value} in {category}; no throw scores that"
            )
    extras = card.extra_kniffels
    if extras and (
        card.rules.extra_kniffel == "none"
        or card.box("kniffel") != card.rules.kniffel
        or len(set(extras)) != len(extras)
        or "kniffel" in extras
        or any(card.box(c) is None for c in extras)
        or (
            card.rules.extra_kniffel == "seed"
            and any(
                c not in LOWER or card.box(c) != card.rules.extra_kniffel_points for c in extras
            )
        )
    ):
        raise RuleError(
            f"a saved Kniffel card lists extra Kniffels the rules do not give: {extras}"
        )


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
