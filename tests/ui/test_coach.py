"""The coach in the shell, on the one-seat decision game "Climb" (`tests/toy.py`),
whose move values the generic solver gives exactly and the threshold rule explains:
with throws left, stopping is worth the value shown, throwing on the value of the rest."""

from __future__ import annotations

from dataclasses import dataclass, fields
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


# ----- equal moves, the meaning of the values, a failing coach --------------------------


@dataclass(frozen=True)
class Rest:
    """Stopping with the other hand: scores exactly what `Stop` scores."""


@dataclass(frozen=True)
class TwoStops(Climb):
    """Climb with two equal ways to stop (`Stop` and `Rest`)."""

    def legal_moves(self):
        moves = super().legal_moves()
        return (*moves, Rest()) if Stop() in moves else moves

    def apply(self, move):
        if move not in self.legal_moves():
            return super().apply(move)  # the engine refuses it, saying why
        after = super().apply(Stop() if isinstance(move, Rest) else move)
        values = {f.name: getattr(after, f.name) for f in fields(Climb)}
        return TwoStops(**{**values, "history": (*self.history, move)})


class TwoStopsApp(ClimbApp):
    keyed = True

    def new_state(self, players, rules):
        return TwoStops(seats_from(players, 1, 1, "Climb"), rules)

    def describe(self, state, move):
        return "rest here" if isinstance(move, Rest) else super().describe(state, move)

    def coach_key(self, state, move):
        return Stop() if self.keyed and isinstance(move, Rest) else move

    def coach_meaning(self):
        return "Coach: the values are the expected final value shown."


def test_equal_moves_are_one_choice_and_a_click_on_either_counts():
    app = TwoStopsApp()
    app.coach.toggle.value = True
    _at(app, 4)
    app.roll_button.click()
    exact = app.solver.move_values(app.state)
    assert exact == {Roll(): Fraction(17, 4), Stop(): 4, Rest(): 4}
    values = app.coach.values(app.state)
    assert list(values) == [Roll(), Stop()] and len(values) == 2  # the first of the key
    assert Rest() in values and values[Rest()] == 4 == values[Stop()]
    shown = app.coach.view.value
    assert "(of 2)" in shown and "stop here" in shown and "rest here" not in shown
    assert app.play(Rest())  # the unlisted one of the two equal moves
    assert app.coach.costs == {0: Fraction(1, 4)} and app.coach.coached == {0: 1}
    assert app.coach.last == (Rest(), 4, Fraction(17, 4))
    assert "cost 0.25 expected points (1/4)" in app.coach.view.value
    # without the key (the shell's default: every move its own choice) both are listed
    TwoStopsApp.keyed = False
    try:
        app = TwoStopsApp()
        app.coach.toggle.value = True
        _at(app, 4)
        app.roll_button.click()
        assert len(app.coach.values(app.state)) == 3 and "(of 3)" in app.coach.view.value
    finally:
        TwoStopsApp.keyed = True


def test_a_state_with_one_choice_lists_nothing_and_counts_nothing():
    class OneChoice(TwoStopsApp):
        def coach_key(self, state, move):
            return "all the same"

    app = OneChoice()
    app.coach.toggle.value = True
    _at(app, 4)
    app.roll_button.click()
    assert app.coach.values(app.state) is None and "<tr>" not in app.coach.view.value
    app.stop_button.click()
    assert app.coach.costs == {} and app.coach.last is None


def test_the_meaning_of_the_values_is_shown_under_the_help_while_the_coach_is_on():
    meaning = "Coach: the values are the expected final value shown."
    app = TwoStopsApp()
    assert app.coach.view.value == "" and meaning in app.coach.toggle.tooltip
    app.coach.toggle.value = True
    shown = app.coach.view.value
    assert meaning in shown and shown.index("marks the best") < shown.index(meaning)
    assert meaning not in app.status.value
    app.coach.toggle.value = False
    assert app.coach.view.value == ""
    plain = ClimbApp()  # no meaning: only the help line
    plain.coach.toggle.value = True
    assert "pk-coach-meaning" not in plain.coach.view.value


def test_a_failing_coach_says_why_and_play_goes_on():
    class Broken(ClimbApp):
        def coach_values(self, state):
            raise ValueError("no table today")

    app = Broken(lang="de")
    app.coach.toggle.value = True
    assert app.message.text == "Der Trainer kann hier nicht raten: no table today"
    _at(app, 4)
    app.roll_button.click()
    assert "<tr>" not in app.coach.view.value and app.play(Stop()) and app.state.over
