"""The coach in the shell, on the one-seat decision game "Climb" (`tests/toy.py`),
whose move values the generic solver gives exactly and the threshold rule explains:
with throws left, stopping is worth the value shown, throwing on the value of the rest."""

from __future__ import annotations

from fractions import Fraction

import ipywidgets as w

from pyramide_kit.optimal import Solver
from pyramide_kit.seats import Player, seats_from
from pyramide_kit.ui.shell import TableShell
from tests.toy import Climb, Dice, Roll, Stop


class ClimbApp(TableShell):
    def __init__(self, lang="en", seed=1):
        self.roll_button = w.Button(description="Roll")
        self.stop_button = w.Button(description="Stop")
        self.on_click(self.roll_button, lambda _: self.play(Roll()))
        self.on_click(self.stop_button, lambda _: self.play(Stop()))
        self.solver = Solver(0)
        super().__init__(["Ann"], rules=3, lang=lang, seed=seed)

    def new_state(self, players, rules):
        return Climb(seats_from(players, 1, 1, "Climb"), rules)

    def board(self):
        return [self.roll_button, self.stop_button]

    def redraw(self):
        pass

    def todo(self):
        return "roll or stop"

    def describe(self, state, move):
        return {Roll: "throw again", Stop: "stop here"}.get(type(move))

    def computer_move(self, state):
        return Roll()

    def coach_values(self, state):
        return self.solver.move_values(state)


def _at(app, value):
    app.chance_move = lambda state: Dice(value)


def test_the_coach_lists_exact_values_and_marks_the_best():
    app = ClimbApp()
    _at(app, 4)
    app.roll_button.click()
    assert app.coach is not None and app.coach.view.value == ""
    app.coach.toggle.value = True
    # two throws left: throwing on is worth E[max(X, 7/2)] = 17/4 > 4
    values = app.coach.values(app.state)
    assert values == {Roll(): Fraction(17, 4), Stop(): 4}
    shown = app.coach.view.value
    assert "★ throw again" in shown and "4.25" in shown and "4.00" in shown
    assert shown.index("throw again") < shown.index("stop here")


def test_a_choice_shows_its_cost_and_the_game_end_the_sum():
    app = ClimbApp()
    app.coach.toggle.value = True
    _at(app, 4)
    app.roll_button.click()
    app.stop_button.click()  # 4 instead of 17/4: costs 1/4
    assert app.state.over
    assert app.coach.costs == {0: Fraction(1, 4)}
    assert "cost 0.25 expected points (1/4)" in app.coach.view.value
    assert "Ann: 1 decision with the coach, 0.25 expected points" in app.coach.view.value


def test_the_best_choice_costs_nothing_and_german_reads_german():
    app = ClimbApp(lang="de")
    app.coach.toggle.value = True
    _at(app, 6)
    app.roll_button.click()
    app.stop_button.click()
    assert app.coach.costs == {0: 0}
    assert "Deine letzte Wahl war die beste" in app.coach.view.value
    assert app.coach.toggle.description == "Trainer"


def test_refused_moves_cost_nothing_and_new_game_resets():
    app = ClimbApp()
    app.coach.toggle.value = True
    app.stop_button.click()  # not allowed before the first throw
    assert app.coach.costs == {} and app.message.kind == "error"
    _at(app, 2)
    app.roll_button.click()
    app.stop_button.click()
    assert app.coach.costs[0] > 0
    app.new_button.click()
    assert app.coach.costs == {} and app.coach.last is None


def test_a_game_without_coach_values_has_no_coach():
    from tests.ui.test_shell import ToyApp

    assert ToyApp([Player("Ann")]).coach is None
