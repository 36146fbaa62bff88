"""Random legal play never breaks an invariant: every card is in exactly one place,
chips handed out and taken balance as the rules say, and what a player knows does not
depend on cards hidden from that player."""

from dataclasses import replace

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from pyramide_kit.errors import RuleError
from pyramide_kit.karten import (
    Accept,
    Call,
    Claim,
    Draw,
    Guess,
    Pass,
    Reveal,
    Rules,
    deal,
)
from pyramide_kit.karten.bus import BUS_ANSWERS
from pyramide_kit.karten.cards import in_deck_order, rank_of
from pyramide_kit.karten.strategy import CAREFUL, HONEST, Policy
from pyramide_kit.simulate import rng_for
from pyramide_kit.table import CHANCE

VARIANTS = [
    Rules(),
    Rules(rows=4),
    Rules(rows=6),
    Rules(bluffing=False),
    Rules(one_bluff_per_game=True),
    Rules(double_pyramid=True, rows=4),
    Rules(ride_the_bus=True),
    Rules(rows=2, ride_the_bus=True),
    Rules(rows=2, ride_the_bus=True, hand_size=8),  # a small stock: the bus reshuffles
]


def random_shares(data, n_players, me, value):
    others = [p for p in range(n_players) if p != me]
    k = data.draw(st.integers(1, min(value, len(others))))
    targets = data.draw(st.permutations(others))[:k]
    cuts = []
    if k > 1:
        cuts = sorted(data.draw(st.sets(st.integers(1, value - 1), min_size=k - 1, max_size=k - 1)))
    sizes = [b - a for a, b in zip([0, *cuts], [*cuts, value], strict=True)]
    return tuple(zip(targets, sizes, strict=True))


class KartenMachine(RuleBasedStateMachine):
    @initialize(
        seed=st.integers(0, 2**32 - 1), n=st.integers(3, 5), rules=st.sampled_from(VARIANTS)
    )
    def setup(self, seed, n, rules):
        self.rng = rng_for(seed)
        self.game = deal(n, self.rng, rules)

    def _apply(self, move):
        before = self.game
        try:
            after = before.apply(move)
        except RuleError:
            assert move not in before.legal_moves()  # refused only if off the referee's list
            return None
        self._check_chips(before, move, after)
        self.game = after
        return after

    def _check_chips(self, before, move, after):
        """The chips that moved are exactly what RULES.md §3 prescribes."""
        d_taken = [a - b for a, b in zip(after.taken, before.taken, strict=True)]
        d_out = [a - b for a, b in zip(after.handed_out, before.handed_out, strict=True)]
        factor = before.rules.call_factor
        expected_taken = [0] * len(before.seats)
        expected_out = [0] * len(before.seats)
        if isinstance(move, Claim) and not before.rules.bluffing:
            for t, c in move.shares:
                expected_taken[t] += c
                expected_out[move.player] += c
        elif isinstance(move, Accept) and after.pending is None:
            claim = before.pending
            for t, c in claim.shares:
                expected_taken[t] += c
                expected_out[claim.player] += c
        elif isinstance(move, Call):
            claim = before.pending
            v = claim.value
            if any(rank_of(c) == claim.rank for c in before.hands[claim.player]):
                expected_taken[move.player] += factor * v
                expected_out[claim.player] += factor * v
                for t, c in claim.shares:
                    if t != move.player:
                        expected_taken[t] += c
                        expected_out[claim.player] += c
            else:
                expected_taken[claim.player] += factor * v
                expected_out[move.player] += factor * v
        elif isinstance(move, Draw):
            wrong = after.log[-1].kind == "bus_card" and after.log[-1].truth is False
            if wrong:
                expected_taken[before.bus.riders[0]] += before.rules.bus_chips_per_wrong
        assert d_taken == expected_taken
        assert d_out == expected_out

    @rule(data=st.data())
    def legal_looking_move(self, data):
        game = self.game
        if game.over:
            return
        player = game.to_move
        event(f"phase {game.phase}")
        if player is CHANCE:
            self._apply(game.sample_chance(self.rng))
        elif game.phase == "reveal":
            self._apply(Reveal())
        elif game.phase == "claim":
            if data.draw(st.booleans()):
                value = game.row_value
                shares = random_shares(data, len(game.seats), player, value)
                self._apply(Claim(player, shares))
            else:
                self._apply(Pass(player))
        elif game.phase == "respond":
            self._apply(data.draw(st.sampled_from([Accept(player), Call(player)])))
        else:
            event("reshuffled" if any(e.kind == "bus_reshuffle" for e in game.log) else "bus")
            question = len(game.bus.chain)
            self._apply(Guess(player, data.draw(st.sampled_from(BUS_ANSWERS[question]))))

    @rule(data=st.data())
    def computer_plays(self, data):
        if not self.game.over and self.game.to_move is not CHANCE:
            policy = data.draw(st.sampled_from([Policy(), HONEST, CAREFUL]))
            assert self._apply(policy.choose(self.game, self.rng)) is not None

    @rule(player=st.integers(-1, 8), answer=st.sampled_from(["red", "inside", "Z", "S"]))
    def moves_off_the_list_are_refused(self, player, answer):
        mover = self.game.to_move
        wrong_player = (0 if mover is None or mover is CHANCE else mover) + 1
        legal = self.game.legal_moves()
        moves = [Pass(wrong_player), Accept(wrong_player)]
        if player < 0 or answer == "Z":  # not a move at all: refused as it is built
            with pytest.raises(RuleError):
                Guess(player, answer)
        else:
            moves.append(Guess(player, answer))
        for move in moves:
            if move not in legal:
                with pytest.raises(RuleError):
                    self.game.apply(move)

    @invariant()
    def every_card_in_exactly_one_place(self):
        self.game.card_places()

    @invariant()
    def chips_balance(self):
        g = self.game
        assert sum(g.taken) == sum(g.handed_out) + sum(g.bus_taken)
        assert min(g.taken) >= 0 and min(g.handed_out) >= 0

    @invariant()
    def hands_only_shrink_by_shown_cards(self):
        g = self.game
        for p in range(len(g.seats)):
            assert sorted(g.hands[p] + g.discards[p]) == sorted(g.dealt[p])
            assert set(g.knowledge(p).hand) == set(g.hands[p])


KartenMachine.TestCase.settings = settings(max_examples=25, stateful_step_count=150)
TestKartenMachine = pytest.mark.slow(KartenMachine.TestCase)


def hide_differently(game, player, rng):
    """The same game with every card hidden from `player` shuffled among the hidden
    places (other hands, face-down pyramid, stock) and the others' private bluff counts
    changed: all that `player` may know stays the same."""
    hidden_slots = [("pyramid", i) for i in range(game.revealed, len(game.pyramid))]
    for q in range(len(game.seats)):
        if q != player:
            hidden_slots += [("hand", q, i) for i in range(len(game.hands[q]))]
    hidden_slots += [("stock", i) for i in range(len(game.stock))]

    def read(slot):
        if slot[0] == "pyramid":
            return game.pyramid[slot[1]]
        if slot[0] == "hand":
            return game.hands[slot[1]][slot[2]]
        return game.stock[slot[1]]

    cards = [read(s) for s in hidden_slots]
    rng.shuffle(cards)
    pyramid = list(game.pyramid)
    hands = [list(h) for h in game.hands]
    stock = list(game.stock)
    for slot, code in zip(hidden_slots, cards, strict=True):
        if slot[0] == "pyramid":
            pyramid[slot[1]] = code
        elif slot[0] == "hand":
            hands[slot[1]][slot[2]] = code
        else:
            stock[slot[1]] = code
    dealt = tuple(
        game.dealt[q] if q == player else tuple(hands[q]) + game.discards[q]
        for q in range(len(game.seats))
    )
    bluffs = tuple(b if q == player else b + q + 1 for q, b in enumerate(game.bluffs))
    return replace(
        game,
        pyramid=tuple(pyramid),
        hands=tuple(tuple(h) for h in hands),
        stock=in_deck_order(stock),
        dealt=dealt,
        bluffs=bluffs,
    )


@settings(max_examples=40)
@given(
    seed=st.integers(0, 10**6),
    steps=st.integers(0, 300),
    rules=st.sampled_from(VARIANTS),
    policy=st.sampled_from([Policy(), CAREFUL, Policy(split="spread")]),
)
def test_a_computer_player_never_reads_hidden_information(seed, steps, rules, policy):
    rng = rng_for(seed)
    game = deal(4, rng, rules)
    for _ in range(steps):
        if game.over:
            break
        mover = game.to_move
        game = game.apply(game.sample_chance(rng) if mover is CHANCE else policy.choose(game, rng))
    if game.over or game.to_move is CHANCE:
        return
    player = game.to_move
    other = hide_differently(game, player, rng_for(seed + 1))
    other.card_places()
    assert other != game
    assert other.knowledge(player) == game.knowledge(player)
    move = policy.choose(game, rng_for(seed + 2))
    assert policy.choose(other, rng_for(seed + 2)) == move
    assert policy.choose(other) == policy.choose(game)  # the knowledge-seeded draw too
