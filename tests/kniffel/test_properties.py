"""Random legal play never breaks the cards; every state saves and replays exactly."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from pyramide_kit.errors import RuleError
from pyramide_kit.kniffel import (
    CATEGORIES,
    LOWER,
    Dice,
    Player,
    Roll,
    Rules,
    Write,
    dumps,
    loads,
    new_game,
)
from pyramide_kit.kniffel.rules import is_kniffel
from pyramide_kit.table import CHANCE

faces = st.integers(1, 6)
variants = st.sampled_from(["book", "hasbro", "none"])
# Kniffels come up often here so that the extra-Kniffel rules get exercised.
throws = st.one_of(st.lists(faces, min_size=5, max_size=5), faces.map(lambda f: [f] * 5))


def _check_card(card):
    written = [v for v in card.boxes if v is not None]
    assert all(v >= 0 for v in written)
    assert card.upper_sum == sum(v or 0 for v in card.boxes[:6])
    assert card.upper_bonus in (0, card.rules.upper_bonus)
    assert (card.upper_bonus > 0) == (card.upper_sum >= card.rules.upper_bonus_threshold)
    bonus_100 = 100 * len(card.extra_kniffels) if card.rules.extra_kniffel == "hasbro" else 0
    assert card.total == sum(written) + card.upper_bonus + bonus_100
    if card.rules.extra_kniffel == "none":
        assert card.extra_kniffels == ()
    if card.rules.extra_kniffel == "book":
        assert all(c in LOWER for c in card.extra_kniffels)
        assert all(card.box(c) == 100 for c in card.extra_kniffels)
    assert len(card.extra_kniffels) <= 12


class RandomPlay(RuleBasedStateMachine):
    """One to three seats, any variant; every move legal or refused without change."""

    @initialize(variant=variants, players=st.integers(1, 3))
    def start(self, variant, players):
        self.game = new_game([Player(f"P{i}") for i in range(players)], Rules(variant))

    @precondition(lambda self: self._can_reroll())
    @rule(held=st.sets(st.integers(0, 4), max_size=4), values=throws)
    def throw(self, held, values):
        game = self.game
        keep = held if game.dice is not None else ()
        before = game.dice
        rolling = game.apply(Roll.of(keep))
        free = rolling.free_positions
        self.game = rolling.apply(Dice.of(values[: len(free)]))
        for i in range(5):
            if before is not None and i not in free:
                assert self.game.dice[i] == before[i]

    def _can_reroll(self):
        return any(isinstance(m, Roll) for m in self.game.legal_moves())

    @precondition(lambda self: not self.game.over and self.game.dice is not None)
    @rule(data=st.data())
    def write(self, data):
        game = self.game
        writes = game.writes()
        assert set(writes) == {m for m in game.legal_moves() if isinstance(m, Write)}
        assert {m.category for m in writes} <= set(game.card.open_categories)
        move = data.draw(st.sampled_from(sorted(writes, key=repr)))
        player = game.current
        old = game.card
        self.game = game.apply(move)
        new = self.game.cards[player]
        assert new.box(move.category) == writes[move]
        assert [new.box(c) for c in CATEGORIES if c != move.category] == [
            old.box(c) for c in CATEGORIES if c != move.category
        ]
        if game.rules.extra_kniffel == "hasbro" and is_kniffel(game.dice):
            gained = len(new.extra_kniffels) - len(old.extra_kniffels)
            assert gained == (old.box("kniffel") == 50)
        if move.extra:
            assert old.box("kniffel") == 50 and move.category in LOWER and is_kniffel(game.dice)

    @precondition(lambda self: not self.game.over and self.game.dice is not None)
    @rule(category=st.sampled_from(CATEGORIES), extra=st.booleans())
    def illegal_write_is_refused(self, category, extra):
        move = Write(category, extra)
        if move in self.game.legal_moves():
            return
        with pytest.raises(RuleError):
            self.game.apply(move)

    @rule()
    def save_and_load(self):
        assert loads(dumps(self.game)) == self.game

    @invariant()
    def cards_are_sound(self):
        if not hasattr(self, "game"):
            return
        assert self.game.to_move is not CHANCE
        for card in self.game.cards:
            _check_card(card)
        filled = [13 - len(c.open_categories) for c in self.game.cards]
        # players write in turn: earlier seats are at most one box ahead
        assert max(filled) - min(filled) <= 1


RandomPlay.TestCase.settings = settings(max_examples=40, stateful_step_count=60)
TestRandomPlay = pytest.mark.slow(RandomPlay.TestCase)


@given(variant=variants, writes=st.lists(st.tuples(throws, st.integers(0, 30)), max_size=13))
@settings(max_examples=60)
def test_json_round_trip_of_any_reached_game(variant, writes):
    game = new_game(["Ada", Player("Rechner", computer=True)], Rules(variant))
    for values, pick in writes:
        game = game.throw_values(values)
        options = sorted(game.writes(), key=repr)
        game = game.apply(options[pick % len(options)])
    assert loads(dumps(game)) == game
    if not game.over:
        thrown = game.throw_values((1, 2, 3, 4, 5)).apply(Roll((1, 3)))
        assert thrown.to_move is CHANCE and loads(dumps(thrown)) == thrown
