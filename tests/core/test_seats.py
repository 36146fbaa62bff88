"""Every game reads its players the same way."""

import pytest

from pyramide_kit import kniffel, mauro, pyramide, schmieden
from pyramide_kit.seats import Player, as_player


def test_names_players_and_pairs_become_players():
    assert as_player("Ana") == Player("Ana", computer=False)
    assert as_player(("Bot", True)) == Player("Bot", computer=True)
    bot = Player("Bot", True)
    assert as_player(bot) is bot


@pytest.mark.parametrize("spec", [3, ("a", True, 1), None])
def test_anything_else_is_refused(spec):
    with pytest.raises(ValueError, match="a name, a Player or a"):
        as_player(spec)


def test_the_games_share_one_seat_type():
    assert pyramide.Player is mauro.Player is kniffel.Player is schmieden.Player is Player
