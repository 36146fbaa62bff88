"""Building games with chosen cards for the tests."""

from __future__ import annotations

from pyramide_kit.karten import DECK, Rules, deal_in_order


def stacked(pyramid: list[str], hands: list[list[str]], rules: Rules | None = None):
    """A dealt game whose pyramid (reveal order) and hands start with the given cards;
    the other places are filled with the remaining cards in deck order."""
    rules = rules or Rules()
    rest = [c for c in DECK if c not in set(pyramid) | {c for h in hands for c in h}]
    pyr = list(pyramid) + [rest.pop(0) for _ in range(rules.pyramid_cards - len(pyramid))]
    order = list(pyr)
    for hand in hands:
        order += list(hand) + [rest.pop(0) for _ in range(rules.hand_size - len(hand))]
    return deal_in_order(len(hands), order, rules)


def draw(game, card):
    """Turn up `card` of the bus deck for the rider's waiting answer (a chance move)."""
    from pyramide_kit.karten import Draw

    return game.apply(Draw(card))
