"""Building games with chosen cards for the tests."""

from __future__ import annotations

from pyramide_kit.karten import DECK, Rules, new_game


def stacked(pyramid: list[str], hands: list[list[str]], rules: Rules | None = None, **kw):
    """A game whose pyramid (reveal order) and hands start with the given cards; the
    other places are filled with the remaining cards in deck order."""
    rules = rules or Rules()
    rest = [c for c in DECK if c not in set(pyramid) | {c for h in hands for c in h}]
    pyr = list(pyramid) + [rest.pop(0) for _ in range(rules.pyramid_cards - len(pyramid))]
    order = list(pyr)
    for hand in hands:
        order += list(hand) + [rest.pop(0) for _ in range(rules.hand_size - len(hand))]
    order += rest
    return new_game(len(hands), order, rules, **kw)
