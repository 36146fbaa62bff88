"""Pyramide with cards, declared (see `pyramide_kit.spec`). Its computer players model
what the others hold; it has no coach (a game of hidden cards has no one best move to
show)."""

from pyramide_kit.karten.describe import describe
from pyramide_kit.karten.game import KartenState, new_game
from pyramide_kit.karten.rules import Rules
from pyramide_kit.karten.strategy import Policy
from pyramide_kit.spec import GameSpec

SPEC = GameSpec(
    name="karten",
    title_key="karten_title",
    rules=Rules,
    new_game=new_game,
    state=KartenState,
    describe=describe,
    policies={"default": Policy},
    widget="pyramide_kit.karten.app:KartenApp",
    scene="pyramide_kit.karten.views:position_scene",
    events_at="pyramide_kit.karten.events:EVENTS",
)
