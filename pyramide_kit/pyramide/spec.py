"""Pyramide, declared (see `pyramide_kit.spec`)."""

from pyramide_kit.pyramide.describe import describe
from pyramide_kit.pyramide.game import Game, new_game
from pyramide_kit.pyramide.optimal import OptimalPolicy, RoundScorePolicy, move_values
from pyramide_kit.pyramide.rules import Rules
from pyramide_kit.pyramide.strategy import ComputerPolicy
from pyramide_kit.spec import GameSpec

SPEC = GameSpec(
    name="pyramide",
    title_key="pyr_title",
    rules=Rules,
    new_game=new_game,
    state=Game,
    describe=describe,
    policies={"default": ComputerPolicy, "optimal": OptimalPolicy, "round score": RoundScorePolicy},
    widget="pyramide_kit.pyramide.app:PyramideApp",
    scene="pyramide_kit.pyramide.scene:position_scene",
    events_at="pyramide_kit.pyramide.events:EVENTS",
    tables_at="pyramide_kit.pyramide.optimal:ship",
    move_values=move_values,
)
