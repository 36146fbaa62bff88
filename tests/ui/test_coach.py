"""The coach in the shell, on the one-seat decision game "Climb" (`tests/toy.py`),
whose move values the generic solver gives exactly and the threshold rule explains:
with throws left, stopping is worth the value shown, throwing on the value of the rest."""

from __future__ import annotations

import re
from dataclasses import dataclass, fields
from fractions import Fraction

import ipywidgets as w
import pytest

from pyramide_kit.errors import RuleError
from pyramide_kit.optimal import Solver
from pyramide_kit.seats import Player, seats_from
from pyramide_kit.ui.coach import AVERAGE, GOAL, Goal, chance_text
from pyramide_kit.ui.shell import TableShell
from tests.toy import Climb, Dice, Roll, Stop


class ClimbApp(TableShell):
    """The toy climb on the shell, with the coach of the generic solver; `settings` go
    to the shell (the coach's background build, the pace)."""

    def __init__(self, lang="en", seed=1, **settings):
        self.roll_button = w.Button(description="Roll")
        self.stop_button = w.Button(description="Stop")
        self.on_click(self.roll_button, lambda _: self.play(Roll()))
        self.on_click(self.stop_button, lambda _: self.play(Stop()))
        self.solver = Solver(0)
        super().__init__(["Ann"], rules=3, lang=lang, seed=seed, **settings)

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


# ----- playing for a goal ---------------------------------------------------------------
# In Climb the best play for "at least T" is plain: stop once the die shows T or more,
# else throw on; so after throwing on with k throws left the chance is 1 - ((T-1)/6)**k,
# and stopping reaches T exactly when the die shows it. With a 4 shown and two throws
# left, throwing on is worth 17/4 on average (more than the 4 of stopping), but for T = 4
# stopping is certain: the two settings disagree; for T = 5 both say throw.


def climb_chances(state, target):
    if len(state.legal_moves()) < 2:
        return None
    left = state.throws - state.used
    return {
        Roll(): 1 - Fraction(min(max(target - 1, 0), 6), 6) ** left,
        Stop(): Fraction(int(state.shown >= target)),
    }


class GoalClimbApp(ClimbApp):
    asked = 0

    def coach_chances(self, state, target):
        type(self).asked += 1
        return climb_chances(state, target)

    def coach_goal(self, state):
        return Goal(most=6, start=5, meaning="the value shown when you stop")


def goal_rows(app):
    """The coach's list with a goal: (chance shown, its title, value shown, starred, label)."""
    return re.findall(
        r'<tr><td title="([^"]*)">([^<]*)</td><td title="[^"]*">([^<]*)</td>'
        r"<td>(★ )?([^<]*)</td></tr>",
        app.coach.view.value,
    )


def test_the_goal_setting_appears_with_the_coach_and_the_chances_are_asked_only_for_it():
    GoalClimbApp.asked = 0
    app = GoalClimbApp()
    assert app.coach.goal_row.layout.display == "none"  # the coach is off
    app.coach.toggle.value = True
    assert app.coach.goal_row.layout.display == "flex"
    assert app.coach.mode.value == AVERAGE and app.coach.target_entry.value == "5"
    _at(app, 4)
    app.roll_button.click()
    assert GoalClimbApp.asked == 0 and goal_rows(app) == []  # best average: no chances
    assert "★ throw again" in app.coach.view.value
    app.coach.mode.value = GOAL
    assert GoalClimbApp.asked == 1
    rows = goal_rows(app)  # T = 5: throwing on 5/9, stopping 0; on average 4.25 and 4
    assert rows == [
        ("5/9", "55.6%", "4.25", "★ ", "throw again"),
        ("0", "0%", "4.00", "", "stop here"),
    ]
    assert "chance of reaching at least 5 points – counting the value shown when you stop" in (
        app.coach.view.value
    )
    assert "pk-coach-differs" not in app.coach.view.value  # both settings say throw
    app.refresh()
    assert GoalClimbApp.asked == 1  # once per state and target
    app.coach.set_target("4")  # now stopping is certain: the settings disagree
    assert GoalClimbApp.asked == 2 and app.coach.target_entry.value == "4"
    assert app.coach.differs(app.state) == Roll()
    rows = goal_rows(app)
    assert rows[0] == ("1", "100%", "4.00", "★ ", "stop here") and rows[1][1] == "75.0%"
    shown = app.coach.view.value
    assert "For the goal a different choice is best than for the average" in shown
    assert "“throw again”" in shown
    app.coach.mode.value = AVERAGE
    assert goal_rows(app) == [] and "pk-coach-differs" not in app.coach.view.value
    app.coach.toggle.value = False
    assert app.coach.view.value == "" and app.coach.goal_row.layout.display == "none"


def test_a_choice_with_a_goal_says_what_chance_it_cost_and_the_sum_stays_expected_points():
    app = GoalClimbApp(lang="de")
    app.coach.toggle.value = True
    app.coach.mode.value = GOAL
    app.coach.set_target(4)
    _at(app, 4)
    app.roll_button.click()
    assert "Für das Ziel ist eine andere Wahl am besten als für den Durchschnitt" in (
        app.coach.view.value
    )
    assert goal_rows(app)[1][1:3] == ("75,0\u00a0%", "4,25")
    app.roll_button.click()  # 3/4 instead of the certain stop; 1/4 expected points more
    assert app.coach.last == (Roll(), Fraction(17, 4), Fraction(17, 4), Fraction(3, 4), 1, 4)
    assert (
        "Deine letzte Wahl hat deine Chance auf mindestens 4 Punkte von 100\u00a0% auf 75,0\u00a0% "
        "verkleinert." in app.coach.view.value
    )
    app.stop_button.click()  # a 4 again: stopping is now best for both
    assert "Deine letzte Wahl war die beste für mindestens 4 Punkte." in app.coach.view.value
    assert app.state.over and app.coach.costs == {0: 0} and app.coach.goal_choices == 2
    shown = app.coach.view.value
    assert "Ann: 2 Entscheidungen mit Trainer, zusammen 0,00 erwartete Punkte" in shown
    assert "Diese Summe zählt erwartete Punkte, auch für Entscheidungen" in shown


@pytest.mark.parametrize(
    ("lang", "typed", "says"),
    [
        (
            "en",
            "abc",
            "“abc” is not a whole number. The goal T is a whole number from 0 to 6; it stays 5.",
        ),
        ("en", "-2", "The goal T cannot be negative (-2)."),
        ("en", "7", "The goal T is too large (7): at most 6 points. It stays 5."),
        ("en", "4.5", "“4.5” is not a whole number."),
        (
            "de",
            "",
            "„“ ist keine ganze Zahl. Das Ziel T ist eine ganze Zahl von 0 bis 6; es bleibt 5.",
        ),
        ("de", "-1", "Das Ziel T kann nicht negativ sein (-1)."),
        ("de", "1" * 40, "Das Ziel T ist zu groß (111111111111111111111111111111…): höchstens 6"),
        ("de", "4,5", "„4,5“ ist keine ganze Zahl."),
    ],
)
def test_a_bad_target_is_refused_in_the_widgets_language_and_changes_nothing(lang, typed, says):
    app = GoalClimbApp(lang=lang)
    app.coach.toggle.value = True
    app.coach.mode.value = GOAL
    _at(app, 4)
    app.roll_button.click()
    state, shown, asked = app.state, app.coach.view.value, GoalClimbApp.asked
    app.coach.target_entry.value = typed  # what a student types (and Enter)
    assert app.message.kind == "error" and says in app.message.text
    assert app.message.text.startswith("Nicht erlaubt" if lang == "de" else "Not allowed")
    assert app.coach.target == 5 and app.coach.target_entry.value == "5"  # put back
    assert app.state is state and app.coach.view.value == shown and GoalClimbApp.asked == asked
    with pytest.raises(RuleError):
        app.coach.set_target(typed)
    assert app.coach.target == 5 and app.state is state
    app.coach.target_entry.value = " 6 "  # a good one is taken
    assert app.coach.target == 6 and app.coach.target_entry.value == "6"


def test_a_game_without_chances_offers_no_goal():
    app = ClimbApp()
    app.coach.toggle.value = True
    assert app.coach.goal(app.state) is None and app.coach.goal_row.layout.display == "none"
    app.coach.mode.value = GOAL  # even so, the coach stays with the average
    _at(app, 4)
    app.roll_button.click()
    assert "★ throw again" in app.coach.view.value and app.coach.chances(app.state) is None
    with pytest.raises(RuleError):
        app.coach.set_target("3")


@pytest.mark.parametrize(
    ("chance", "en", "de"),
    [
        (Fraction(0), "0%", "0\u00a0%"),
        (Fraction(1), "100%", "100\u00a0%"),
        (Fraction(1, 3), "33.3%", "33,3\u00a0%"),
        (Fraction(1, 10**6), "< 0.1%", "< 0,1\u00a0%"),
        (1 - Fraction(1, 10**6), "> 99.9%", "> 99,9\u00a0%"),
        (Fraction(1, 2000), "< 0.1%", "< 0,1\u00a0%"),
        (Fraction(1, 1000), "0.1%", "0,1\u00a0%"),
    ],
)
def test_percentages_in_both_languages(chance, en, de):
    assert chance_text(chance, "en") == en and chance_text(chance, "de") == de
