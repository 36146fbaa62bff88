"""Würfelpyramiden schmieden, declared (see `pyramide_kit.spec`)."""

from pyramide_kit.schmieden.describe import describe
from pyramide_kit.schmieden.game import Game, new_game
from pyramide_kit.schmieden.optimal import OptimalPolicy, move_values
from pyramide_kit.schmieden.rules import Rules
from pyramide_kit.schmieden.strategy import Policy
from pyramide_kit.spec import GameSpec

SPEC = GameSpec(
    name="schmieden",
    title_key="schmieden_title",
    rules=Rules,
    new_game=new_game,
    state=Game,
    describe=describe,
    policies={"default": Policy, "optimal": OptimalPolicy},
    widget="pyramide_kit.schmieden.app:SchmiedenApp",
    scene="pyramide_kit.schmieden.scene:position_scene",
    events_at="pyramide_kit.schmieden.events:EVENTS",
    tables_at="pyramide_kit.schmieden.optimal:ship",
    move_values=move_values,
)
