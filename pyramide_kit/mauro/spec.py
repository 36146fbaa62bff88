"""Mauro, declared (see `pyramide_kit.spec`)."""

from pyramide_kit.mauro.describe import describe
from pyramide_kit.mauro.game import Game, new_game
from pyramide_kit.mauro.optimal import OptimalPolicy, move_values
from pyramide_kit.mauro.rules import Rules
from pyramide_kit.mauro.strategy import ComputerPolicy
from pyramide_kit.spec import GameSpec

SPEC = GameSpec(
    name="mauro",
    title_key="mauro_title",
    rules=Rules,
    new_game=new_game,
    state=Game,
    describe=describe,
    policies={"default": ComputerPolicy, "optimal": OptimalPolicy},
    widget="pyramide_kit.mauro.app:MauroApp",
    scene="pyramide_kit.mauro.scene:position_scene",
    events_at="pyramide_kit.mauro.events:EVENTS",
    move_values=move_values,
)
