"""Random legal play never breaks the card; saved games load back exactly."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from pyramide_kit.errors import RuleError
from pyramide_kit.kniffel import CATEGORIES, LOWER, Player, Rules, dumps, loads, new_game
from pyramide_kit.kniffel.rules import is_kniffel

faces = st.integers(1, 6)
variants = st.sampled_from(["seed", "hasbro", "none"])
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
    if card.rules.extra_kniffel == "seed":
        assert all(c in LOWER for c in card.extra_kniffels)
        assert all(card.box(c) == 100 for c in card.extra_kniffels)
    assert len(card.extra_kniffels) <= 12


class RandomPlay(RuleBasedStateMachine):
    """Two or three seats, any variant; every move legal or refused without change."""

    @initialize(variant=variants, players=st.integers(1, 3))
    def start(self, variant, players):
        self.game = new_game([Player(f"P{i}") for i in range(players)], Rules(variant))
        self.turns = 0

    @precondition(lambda self: not self.game.is_over and self.game.throws_left > 0)
    @rule(held=st.sets(st.integers(0, 4), max_size=4), values=throws)
    def throw(self, held, values):
        game = self.game.hold(held) if self.game.dice is not None else self.game
        free = game.free_positions
        before = game.dice
        self.game = game.throw_values(values[: len(free)])
        for i in range(5):
            if before is not None and i not in free:
                assert self.game.dice[i] == before[i]

    @precondition(lambda self: not self.game.is_over and self.game.dice is not None)
    @rule(data=st.data())
    def write(self, data):
        game = self.game
        options = game.options()
        assert options and set(options) <= set(game.card.open_categories)
        category = data.draw(st.sampled_from(sorted(options)))
        player = game.current
        old = game.card
        self.game = game.write(category)
        new = self.game.cards[player]
        assert new.box(category) == options[category]
        assert [new.box(c) for c in CATEGORIES if c != category] == [
            old.box(c) for c in CATEGORIES if c != category
        ]
        if game.rules.extra_kniffel == "hasbro" and is_kniffel(game.dice):
            gained = len(new.extra_kniffels) - len(old.extra_kniffels)
            assert gained == (old.box("kniffel") == 50)

    @precondition(lambda self: not self.game.is_over and self.game.dice is not None)
    @rule(category=st.sampled_from(CATEGORIES))
    def illegal_write_is_refused(self, category):
        if category in self.game.options():
            return
        with pytest.raises(RuleError):
            self.game.write(category)

    @rule()
    def save_and_load(self):
        assert loads(dumps(self.game)) == self.game

    @invariant()
    def cards_are_sound(self):
        if not hasattr(self, "game"):
            return
        for card in self.game.cards:
            _check_card(card)
        filled = [13 - len(c.open_categories) for c in self.game.cards]
        # players write in turn: earlier seats are at most one box ahead
        assert max(filled) - min(filled) <= 1


RandomPlay.TestCase.settings = settings(max_examples=40, stateful_step_count=60)
TestRandomPlay = RandomPlay.TestCase


@given(variant=variants, writes=st.lists(st.tuples(throws, st.integers(0, 12)), max_size=13))
@settings(max_examples=60)
def test_json_round_trip_of_any_reached_game(variant, writes):
    game = new_game(["Ada", Player("Rechner", computer=True)], Rules(variant))
    for values, pick in writes:
        game = game.throw_values(values)
        options = sorted(game.options())
        game = game.write(options[pick % len(options)])
    assert loads(dumps(game)) == game
    thrown = game.throw_values((1, 2, 3, 4, 5)).hold([1, 3])
    assert loads(dumps(thrown)) == thrown


@pytest.mark.parametrize(
    "text",
    ["not json", "[]", '{"game": "pyramide"}', '{"game": "kniffel", "rules": {}}'],
)
def test_loading_rubbish_is_a_rule_error(text):
    with pytest.raises(RuleError, match="saved Kniffel game"):
        loads(text)


def test_loading_a_card_no_game_could_write_is_refused():
    game = new_game(["Ada"], Rules("seed")).throw_values((6,) * 5).write("kniffel")
    game = game.throw_values((2,) * 5).write("chance")  # a further Kniffel: 100
    text = dumps(game)
    assert loads(text) == game and '"extra_kniffels": ["chance"]' in text
    ones = '"boxes": [null'
    for bad in (
        text.replace(ones, '"boxes": [7'),  # five ones score at most 5, and 7 is no sum
        text.replace(ones, '"boxes": [true'),
        text.replace('"extra_kniffels": ["chance"]', '"extra_kniffels": ["ones"]'),
        text.replace('"extra_kniffels": ["chance"]', '"extra_kniffels": ["chance", "chance"]'),
        text.replace('"extra_kniffel": "seed"', '"extra_kniffel": "none"'),
        text.replace('"computer": false', '"computer": "no"'),
    ):
        assert bad != text
        with pytest.raises(RuleError):
            loads(bad)


def test_loading_an_impossible_state_is_refused():
    good = dumps(new_game(["Ada"]).throw_values((1, 2, 3, 4, 5)))
    for bad in (
        good.replace('"throws": 1', '"throws": 4'),
        good.replace('"dice": [1, 2, 3, 4, 5]', '"dice": [1, 2, 3, 4, 7]'),
        good.replace('"held": []', '"held": [5]'),
        good.replace('"extra_kniffel": "seed"', '"extra_kniffel": "triple"'),
        good.replace('"boxes": [null', '"boxes": ["x"'),
        good.replace('"throws": 1', '"throws": "one"'),
    ):
        assert bad != good
        with pytest.raises(RuleError):
            loads(bad)
