"""Texts of the play page's game menu.

The German texts are in `locale/de/LC_MESSAGES/pyramide_kit.po`."""

from pyramide_kit.messages import msg

TEXTS = (
    msg("menu_label", "Choose a game"),
    msg("menu_play", "Play"),
    msg("menu_play_game", "Play {game}"),
    msg("menu_back", "Back to the games"),
    msg("menu_repr", "Choose a game: run this cell; the games appear here."),
    msg("menu_pyramide", "Pyramide"),
    msg("menu_pyramide_line", "Six dice, three throws: build a pyramid."),
    msg("menu_schmieden", "Würfelpyramiden schmieden (forging dice pyramids)"),
    msg("menu_schmieden_line", "Each colour into its own row, six throws at most."),
    msg("menu_karten", "Pyramide with cards"),
    msg("menu_karten_line", "Turn up, claim, bluff, hand out chips."),
    msg("menu_mauro", "Mauro with Miwin's dice"),
    msg("menu_mauro_line", "Collect neighbours until a doublet costs the series; stop in time."),
    msg("menu_duel", "Duel with Miwin's dice"),
    msg("menu_duel_line", "The computer always takes the die that beats yours."),
    msg("menu_kniffel", "Kniffel (Yahtzee)"),
    msg("menu_kniffel_line", "Five dice, three throws, thirteen boxes."),
    msg("menu_err_game", "There is no game {value} here; choose one of {choices}."),
)
