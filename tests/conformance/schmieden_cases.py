"""Würfelpyramiden schmieden tables for the conformance suite: rules variants, player
counts, computer seats (short games, so that each random playout stays cheap)."""

from pyramide_kit import schmieden
from pyramide_kit.schmieden import Player, Rules, new_game
from tests.conformance.cases import Case

CASES = [
    Case("schmieden-1-player-2-rounds", schmieden, lambda: new_game(1, Rules(rounds=2))),
    Case(
        "schmieden-3-players-with-computer",
        schmieden,
        lambda: new_game(["Ana", Player("Bot", computer=True), "Cem"], Rules(rounds=1)),
    ),
    Case(
        "schmieden-2-throws-two-base-dice-bonuses",
        schmieden,
        lambda: new_game(
            2, Rules(rounds=2, max_throws=2, first_throw_min_base=2, bonus_three=5, bonus_four=9)
        ),
    ),
    Case(
        "schmieden-1-throw-no-base-rule",
        schmieden,
        lambda: new_game(["A", "B"], Rules(rounds=2, max_throws=1, first_throw_min_base=0)),
    ),
]
