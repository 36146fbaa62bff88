"""The game report at the end of a game in each widget (`ui.shell`, `ui.report_view`).

Games are played to the end through the apps' own `play` (seeded random legal moves for
the human seats; chance and computer seats act by themselves), and the summary's numbers
are read back from the text and compared with the game's `optimal.report`. Kniffel's
note on the law of optimal play's totals is read back the same way and compared with
`percentile` and `at_least` of `score_distribution`.
"""

from __future__ import annotations

import re
from html import unescape
from random import Random

import numpy as np
import pytest

from pyramide_kit.kniffel import distribution as kniffel_distribution
from pyramide_kit.kniffel import optimal as kniffel_optimal
from pyramide_kit.kniffel.app import KniffelApp, reached
from pyramide_kit.kniffel.rules import Rules as KniffelRules
from pyramide_kit.mauro import optimal as mauro_optimal
from pyramide_kit.mauro.app import MauroApp
from pyramide_kit.mauro.rules import Rules as MauroRules
from pyramide_kit.pyramide import optimal as pyramide_optimal
from pyramide_kit.pyramide.app import PyramideApp
from pyramide_kit.schmieden import optimal as schmieden_optimal
from pyramide_kit.schmieden.app import SchmiedenApp
from pyramide_kit.schmieden.rules import Rules as SchmiedenRules
from pyramide_kit.seats import Player
from pyramide_kit.ui.coach import chance_text
from pyramide_kit.ui.shell import TableShell

SMALL_SCHMIEDEN = SchmiedenRules(max_throws=2, rounds=2)

SUMMARY = {
    "de": re.compile(
        r"Erwartet waren (\S+) Punkte\. (?:Deine|Die) Entscheidungen haben (\S+) gekostet, "
        r"das Würfelglück hat (?:dir )?(\S+) gebracht\. Ergebnis: (\S+)\.$"
    ),
    "en": re.compile(
        r"Expected: (\S+) points\. (?:Your|The) decisions cost (\S+), the luck of the dice "
        r"gave (?:you )?(\S+)\. Result: (\S+)\.$"
    ),
}


NOTE = {
    "de": re.compile(
        r"^Bei bester Spielweise endet die Hälfte der Spiele mit (\d+) Punkten oder weniger; "
        r"10 % der Spiele \(jedes zehnte\) enden mit (\d+) oder weniger, 10 % mit (\d+) oder "
        r"mehr\. Mindestens (\d+) Punkte, so viele wie (du|\S+) (?:hast|hat), erreichen bei "
        r"bester Spielweise (.+?\u00a0%) der Spiele\.$"
    ),
    "en": re.compile(
        r"^With the best play, half of all games end with (\d+) points or fewer; 10% of games "
        r"\(one in ten\) end with (\d+) or fewer, and 10% with (\d+) or more\. At least "
        r"(\d+) points, as many as (you|\S+) (?:have|has), are reached in (.+?%) of games "
        r"with the best play\.$"
    ),
}


@pytest.fixture(scope="module")
def kniffel_ready(kniffel_cache):
    """Kniffel's table and the law of its totals, from memory or the run's fresh cache
    (never the user's)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("PYRAMIDE_KIT_CACHE", str(kniffel_cache))
        kniffel_optimal.table(progress=False)
        kniffel_optimal.score_distribution(progress=False)
        yield


def make(game, players, lang):
    if game == "pyramide":
        return PyramideApp(players, lang=lang, seed=3), pyramide_optimal
    if game == "schmieden":
        return SchmiedenApp(players, rules=SMALL_SCHMIEDEN, lang=lang, seed=3), schmieden_optimal
    if game == "mauro":
        rules = MauroRules(may_stop=True, rounds=3)
        return MauroApp(players, lang=lang, seed=3, rules=rules), mauro_optimal
    return KniffelApp(players, lang=lang, seed=3), kniffel_optimal


def play_to_end(app, seed=1):
    pick = Random(seed)
    while not app.state.over:
        assert app.play(pick.choice(app.state.legal_moves()))
    if app.report_view.button.layout.display != "none":  # a table still to compute
        app.report_view.button.click()


def number(text, lang):
    return float(text.replace(".", "").replace(",", ".") if lang == "de" else text)


def check_summary(line, report, lang):
    start, cost, luck, total = SUMMARY[lang].search(line).groups()
    assert number(start, lang) == round(float(report.start), 1)
    assert number(cost, lang) == round(float(report.cost_total), 1)
    assert number(luck, lang) == round(float(report.luck_total), 1)
    assert luck[0] in "+-"
    assert number(total, lang) == report.total


GAMES = ["pyramide", "schmieden", "mauro", "kniffel"]


@pytest.mark.parametrize(
    "game", [pytest.param(g, marks=pytest.mark.slow) if g == "kniffel" else g for g in GAMES]
)
def test_one_student_and_a_computer_get_the_students_report_in_german(game, request):
    if game == "kniffel":
        request.getfixturevalue("kniffel_ready")
    app, module = make(game, ["Du", Player("Computer", True)], "de")
    assert app.report_view.layout.display == "none" and app.reports == {}
    play_to_end(app)
    report = module.report(app.state, 0)
    assert list(app.reports) == [0]  # the computer's seat needs no report
    assert app.reports[0] == report
    assert report.total == app.state.totals()[0]
    assert report.total == pytest.approx(report.start + sum(report.luck) - sum(report.costs))
    [line] = app.report_view.lines
    check_summary(line, report, "de")
    assert line.startswith("Erwartet waren") and "Deine Entscheidungen" in line
    html = unescape(app.report_view.text.value)
    assert line in html and "allein" not in html
    costly = report.costliest(3)
    assert costly and len(costly) == min(3, sum(cost > 0 for cost in report.costs))
    for step in costly:
        assert app.report_view.costly_text(step, app.coach_label) in html
        assert app.coach_label(step.state, step.best) in html
    shown = [html.index(app.report_view.costly_text(step, app.coach_label)) for step in costly]
    assert shown == sorted(shown)  # costliest first
    picture = app.report_view.picture
    assert picture.png.startswith(b"\x89PNG") and picture.alt.startswith("Diagramm: ")
    # the image with its alt text, shrunk on a narrow screen
    assert app.report_view.plot.value == picture.html(fit=True) != picture.html()
    [curve] = [line for line in app.report_view.figure.axes[0].lines if line.get_label() == "Du"]
    assert list(curve.get_ydata()) == [float(v) for v in report.trace]
    assert app.report_view.layout.display is None


@pytest.mark.parametrize("game", ["pyramide", "mauro"])
def test_two_students_each_get_a_report_valued_as_if_alone(game):
    app, module = make(game, ["Ana", "Ben"], "en")
    play_to_end(app, seed=2)
    assert sorted(app.reports) == [0, 1]
    html = unescape(app.report_view.text.value)
    assert "valued as if it played alone" in html
    for seat, name in enumerate(["Ana", "Ben"]):
        line = app.report_view.lines[seat]
        assert line.startswith(f"{name}: Expected: ") and "The decisions cost" in line
        check_summary(line, module.report(app.state, seat), "en")
    labels = [line.get_label() for line in app.report_view.figure.axes[0].lines]
    assert "Ana" in labels and "Ben" in labels


def test_a_new_game_clears_the_report_and_computers_alone_get_none():
    app, _ = make("pyramide", ["Du"], "de")
    play_to_end(app)
    assert app.reports and app.report_view.layout.display is None
    app.new_game()
    assert app.reports == {} and app.report_view.layout.display == "none"
    bots, _ = make("pyramide", [Player("A", True), Player("B", True)], "de")
    assert bots.state.over and bots.reports == {} and bots.report_view.layout.display == "none"


def test_mauro_without_stopping_reports_luck_only():
    app = MauroApp(["Du"], lang="de", seed=4, rules=MauroRules(rounds=2))
    play_to_end(app)
    assert app.reports[0].costs == ()
    assert "nichts zu entscheiden" in unescape(app.report_view.text.value)
    check_summary(app.report_view.lines[0], app.reports[0], "de")


def test_a_best_game_says_every_decision_was_a_best_one():
    app = PyramideApp(["Du"], lang="en", seed=5)
    while not app.state.over:
        app.play(pyramide_optimal.best_move(app.state))
    assert set(app.reports[0].costs) == {0}
    assert "Every decision was a best one." in app.report_view.text.value
    assert "Your decisions cost 0.0" in app.report_view.lines[0]


def test_schmieden_offers_the_report_while_its_round_is_not_solved(monkeypatch):
    import pyramide_kit.schmieden.optimal as schmieden_optimal

    monkeypatch.setattr(schmieden_optimal, "solved", lambda rules, target=None: False)
    app, module = make("schmieden", ["Du"], "de")
    pick = Random(1)
    while not app.state.over:
        app.play(pick.choice(app.state.legal_moves()))
    assert app.reports == {} and app.report_view.button.layout.display is None
    assert app.report_view.text.value == ""
    app.report_view.button.click()
    assert app.reports[0] == module.report(app.state, 0)
    assert app.report_view.button.layout.display == "none"
    check_summary(app.report_view.lines[0], app.reports[0], "de")


def test_a_failing_report_is_said_and_the_game_stays_over(monkeypatch):
    app, _ = make("pyramide", ["Du"], "en")

    def broken(state, seat):
        raise ZeroDivisionError("no")

    monkeypatch.setattr(app, "game_report", broken)
    play_to_end(app)
    assert app.state.over and app.reports == {}
    assert "The game report cannot be computed" in app.message.text


def play_best(app, seed=1):
    """The human seats play optimally (so their totals lie inside the law), the others as
    they do."""
    pick = Random(seed)
    while not app.state.over:
        move = kniffel_optimal.best_move(app.state) if pick.random() < 0.9 else None
        assert app.play(move if move is not None else pick.choice(app.state.legal_moves()))
    if app.report_view.button.layout.display != "none":
        app.report_view.button.click()


def check_note(note, app, seat, lang, who):
    median, low, high, total, name, share = NOTE[lang].search(note).groups()
    law = kniffel_optimal.score_distribution(app.state.rules, progress=False)
    assert int(median) == kniffel_optimal.percentile(law, 50)
    assert int(low) == kniffel_optimal.percentile(law, 10)
    assert int(high) == kniffel_optimal.percentile(law, 90)
    assert int(low) < int(median) < int(high)
    assert int(total) == app.state.totals()[seat] == app.reports[seat].total
    chance = kniffel_optimal.at_least(law, int(total))
    if law[: int(total)].sum() > 0 and law[int(total) :].sum() > 0:  # neither 0 nor 100 %
        assert share[0] in "<>" or 0 < number(share.rstrip(" %"), lang) < 100
    assert share == chance_text(reached(law, int(total)), lang)
    if share[0].isdigit():
        assert number(share.rstrip(" %"), lang) == round(100 * chance, 1)
    else:
        assert share[0] == (">" if chance > 0.5 else "<")
    assert name == who


@pytest.mark.slow  # the score laws are computed first
def test_kniffels_note_places_the_students_total_in_the_law_of_best_play(kniffel_ready):
    app = KniffelApp(["Du", Player("Computer", True)], lang="de", seed=3)
    play_best(app)
    assert list(app.report_view.notes) == [0]
    note = app.report_view.notes[0]
    check_note(note, app, 0, "de", "du")
    html = unescape(app.report_view.text.value)
    assert html.index(app.report_view.lines[0]) < html.index(note)  # under the summary
    assert html.index(note) < html.index("Die teuersten Entscheidungen")


@pytest.mark.slow  # the score laws are computed first
def test_kniffels_note_names_each_of_several_students_in_english(kniffel_ready):
    app = KniffelApp(["Ana", "Ben"], lang="en", seed=4)
    play_best(app, seed=2)
    assert sorted(app.report_view.notes) == [0, 1]
    for seat, name in enumerate(["Ana", "Ben"]):
        check_note(app.report_view.notes[seat], app, seat, "en", name)
    app.new_game()
    assert app.report_view.notes == {}


@pytest.mark.slow  # the score laws are computed first
def test_a_random_kniffel_game_still_gets_the_percentage_of_its_total(kniffel_ready):
    app = KniffelApp(["Du"], lang="en", seed=5)
    play_to_end(app, seed=3)
    check_note(app.report_view.notes[0], app, 0, "en", "you")


@pytest.mark.parametrize("game", ["pyramide", "schmieden", "mauro"])
def test_other_games_add_no_note(game):
    app, _ = make(game, ["Du"], "de")
    play_to_end(app)
    assert app.reports and app.report_view.notes == {}
    assert TableShell.report_note(app, app.state, 0, app.reports[0], True) is None
    assert "Spielweise" not in unescape(app.report_view.text.value)


@pytest.mark.slow  # the score laws are computed first
def test_kniffel_offers_the_report_until_the_law_is_known_and_its_button_computes_it(
    kniffel_ready, monkeypatch, tmp_path
):
    """With the table in memory but the law in no cache, the game's end only offers the
    report; the click computes the law (once, saved to the cache), then shows the note."""
    rules = KniffelRules()
    known = kniffel_optimal.score_distribution(rules, progress=False)
    monkeypatch.setenv("PYRAMIDE_KIT_CACHE", str(tmp_path))
    monkeypatch.setattr(kniffel_distribution, "_DISTRIBUTIONS", {})
    computed = []

    def compute(rules_, progress):
        computed.append(rules_)
        for layer in range(1, 14):
            progress(layer, 13)
        return known.copy()

    monkeypatch.setattr(kniffel_distribution, "_compute", compute)
    assert kniffel_optimal.stored_distribution(rules) is None
    app = KniffelApp(["Du"], lang="de", seed=3)
    pick = Random(1)
    while not app.state.over:
        assert app.play(pick.choice(app.state.legal_moves()))
    assert app.report_waits(app.state)
    assert computed == [] and app.reports == {} and app.report_view.notes == {}
    assert app.report_view.button.layout.display is None
    assert "dauert" in app.report_view.button.tooltip
    before = app.message.text
    app.report_view.button.click()
    assert computed == [rules]
    assert app.message.text == before  # the progress is gone once the law is known
    check_note(app.report_view.notes[0], app, 0, "de", "du")
    np.testing.assert_array_equal(kniffel_optimal.stored_distribution(rules), known)
    assert list(tmp_path.glob("kniffel-distribution-*.npz"))
    assert not app.report_waits(app.state)
    app.new_game()  # the next game's report comes at once, without computing again
    while not app.state.over:
        assert app.play(pick.choice(app.state.legal_moves()))
    assert computed == [rules] and 0 in app.report_view.notes


def test_a_failing_note_is_said_and_the_report_is_shown_without_it(monkeypatch):
    app, module = make("pyramide", ["Du"], "en")

    def broken(state, seat, report, you):
        raise ZeroDivisionError("no")

    monkeypatch.setattr(app, "report_note", broken)
    play_to_end(app)
    assert app.reports[0] == module.report(app.state, 0) and app.report_view.notes == {}
    check_summary(app.report_view.lines[0], app.reports[0], "en")
    assert "The game report cannot be computed" in app.message.text


def test_the_board_shows_the_games_end_before_the_report_is_computed(monkeypatch):
    """The report may take a moment; the board, the status and the ranking show the
    game's end first, so the student never looks at a board one move behind."""
    import pyramide_kit.schmieden.optimal as schmieden_optimal

    monkeypatch.setattr(schmieden_optimal, "solved", lambda rules, target=None: True)
    app, module = make("schmieden", ["Du"], "de")
    seen = []

    def report(state, seat):
        seen.append((app.table_view.scene, app.status.value, app.ranking_view.value))
        return module.report(state, seat)

    monkeypatch.setattr(app, "game_report", report)
    play_to_end(app)
    assert seen == [(app.table_view.scene, app.status.value, app.ranking_view.value)]
    assert not app.table_view.clickable() and app.ranking_view.value
    check_summary(app.report_view.lines[0], app.reports[0], "de")
