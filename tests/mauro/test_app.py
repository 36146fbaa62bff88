"""The Mauro widgets driven by clicks on their boards from Python (`table_view.click(id)`
sends what a click in the browser sends): whole games in both variants and both languages
(scripted throws, so every expected number and word is worked out here from the rules),
refused clicks, computer seats playing by themselves and their dice saying whose they
are, lost series on the sheet, stopping, new games, shared places, names and checked
arguments; then the duel's board."""

import re
from collections import Counter
from fractions import Fraction
from html import unescape
from itertools import combinations, product
from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyramide_kit.mauro import Bank, Dice, Roll, Rules, optimal
from pyramide_kit.mauro.app import MauroApp
from pyramide_kit.mauro.duel_app import DuelApp
from pyramide_kit.mauro.game import BANKED, LOST, STOPPED, new_game
from pyramide_kit.mauro.optimal import OptimalPolicy
from pyramide_kit.mauro.strategy import ComputerPolicy
from pyramide_kit.optimal import Solver
from tests.you_seat import YOU, check_second_person, play_to_end

# Throws written in the order III, IV, V (III: 1 2 5 6 7 9, IV: 1 3 4 5 8 9, V: 2 3 4 6 7 8)
FACES = ((1, 2, 5, 6, 7, 9), (1, 3, 4, 5, 8, 9), (2, 3, 4, 6, 7, 8))
NAMES = ("III", "IV", "V")
STRAIGHT = (1, 3, 2)
RING_STRAIGHT = (9, 1, 2)  # 9-1-2 is a straight on the ring
NEIGHBOURS = (5, 4, 8)
NOTHING = (1, 4, 7)
PASCH = (5, 5, 2)
HIGH = (9, 8, 7)
EMPTY = (2, 4, 6)

GONE = {
    "en": "That cannot be clicked now",
    "de": "Das lässt sich gerade nicht anklicken",
}


# ----- the rules, written out here for the expectations -----------------------------


def _neighbours(a, b):
    return (a - b) % 9 in (1, 8)  # numbers that differ by 1; 1 and 9 too


def _pairs(throw):
    return [(a, b) for a, b in combinations(throw, 2) if _neighbours(a, b)]


def kind(throw):
    if len(set(throw)) < 3:
        return "pasch"
    return {0: "nothing", 1: "neighbours", 2: "straight"}[len(_pairs(throw))]


def points_v1(throw):
    rules = Rules()
    return {"neighbours": rules.neighbour_points, "straight": rules.straight_points}.get(
        kind(throw), 0
    )


def score_v2(throw):
    return sum(a + b for a, b in _pairs(throw))


def en_points(n):
    return f"{n} point" if n == 1 else f"{n} points"


def de_points(n):
    return f"{n} Punkt" if n == 1 else f"{n} Punkte"


def pair_words(throw, lang):
    """ "4–5", "1–2 and 2–3", "9–1 (neighbours on the ring) and 1–2", as the words show."""
    shown = []
    for a, b in _pairs(throw):
        low, high = sorted((a, b))
        if high - low == 8:
            shown.append(
                "9–1 (neighbours on the ring)"
                if lang == "en"
                else "9–1 (Nachbarzahlen auf dem Ring)"
            )
        else:
            shown.append(f"{low}–{high}")
    return (" and " if lang == "en" else " und ").join(shown)


# ----- reading the board ------------------------------------------------------------


def click(app, item_id):
    app.table_view.click(item_id)


def throw(app):
    click(app, "throw")


def script(app, *throws):
    """Let chance throw `throws` in this order (and fail if it asks for more)."""
    upcoming = iter(throws)
    app.chance_move = lambda state: Dice(next(upcoming))


def parts(scene):
    """Every part of a scene, inner parts included, in drawing order."""
    stack = list(reversed(scene["parts"]))
    while stack:
        part = stack.pop()
        yield part
        stack.extend(reversed(part.get("parts", ())))


def dice_part(app):
    return next(
        p
        for p in parts(app.table_view.scene)
        if p["kind"] == "row" and p["items"][0]["kind"] == "die"
    )


def dice(app):
    """The values the three dice show (None before the first throw)."""
    return tuple(item["value"] for item in dice_part(app)["items"])


def dice_title(app):
    return dice_part(app)["title"]


def words(app):
    """The words under the dice: what the last throw did."""
    return next(p["text"] for p in parts(app.table_view.scene) if p.get("style") == "strong")


def seats(app):
    """(title, text, active) of each seat's box."""
    boxes = app.table_view.scene["parts"][0]["parts"]
    return [(b["title"], b["text"], b["active"]) for b in boxes]


def sheet(app):
    return next(p for p in parts(app.table_view.scene) if p["kind"] == "table")


def sheet_cells(app):
    """{round label: [cell texts]} of the score sheet, the totals under "total"."""
    return {row["label"]: [cell["text"] for cell in row["cells"]] for row in sheet(app)["rows"]}


def actions(app):
    """{id: enabled} of the board's actions."""
    return {
        item["id"]: not item["disabled"]
        for item in app.table_view.items()
        if item["kind"] == "action"
    }


def test_the_scripted_throws_are_what_their_names_say():
    assert kind(STRAIGHT) == kind(RING_STRAIGHT) == kind(HIGH) == "straight"
    assert (kind(NEIGHBOURS), kind(NOTHING), kind(PASCH), kind(EMPTY)) == (
        "neighbours",
        "nothing",
        "pasch",
        "nothing",
    )
    for throw_ in (STRAIGHT, RING_STRAIGHT, NEIGHBOURS, NOTHING, PASCH, HIGH, EMPTY):
        assert all(v in faces for v, faces in zip(throw_, FACES, strict=True))


# ----- whole games ------------------------------------------------------------------


def test_one_student_plays_a_whole_game_of_variant1_in_english():
    app = MauroApp(["Ann"], lang="en", seed=4, rules=Rules(rounds=2))
    assert "Ann to play" in app.status.value and "Round 1 of 2" in app.status.value
    assert dice(app) == (None,) * 3 and dice_title(app) == "No throw yet."
    assert app.table_view.clickable() == ["throw"] and actions(app) == {"throw": True}
    first = [STRAIGHT, NEIGHBOURS, NOTHING]  # two scoring throws, then an empty one banks
    second = [RING_STRAIGHT, PASCH]  # a pasch loses the series
    script(app, *first, *second)

    throw(app)
    series = points_v1(STRAIGHT)
    assert seats(app) == [("Ann", f"0 points · Series: {en_points(series)} in 1 throw", True)]
    assert "throw again" in app.status.value
    assert dice(app) == STRAIGHT and dice_title(app) == "Throw by Ann: 1 3 2"
    assert (
        words(app)
        == f"{pair_words(STRAIGHT, 'en')}: a straight, +{series} points; the series goes on."
    )
    assert sheet_cells(app)["1"] == [f"{series} …"]
    throw(app)
    series += points_v1(NEIGHBOURS)
    assert seats(app)[0][1] == f"0 points · Series: {en_points(series)} in 2 throws"
    assert words(app) == "4–5: neighbours, +1 point; the series goes on."
    throw(app)
    assert app.game.totals() == (series,) and "Round 2 of 2" in app.status.value
    assert words(app) == f"No neighbours: the turn ends, {en_points(series)} banked."
    assert seats(app) == [("Ann", en_points(series), True)]
    for _ in second:
        throw(app)
    lost = points_v1(RING_STRAIGHT)
    assert words(app) == f"Two 5s: a doublet – the series ({en_points(lost)}) is lost."

    assert app.game.over and "Game over" in app.status.value
    assert app.move_log.lines == [
        f"Ann throws 1 3 2: straight, series: {en_points(points_v1(STRAIGHT))}",
        f"Ann throws 5 4 8: neighbours, series: {en_points(series)}",
        f"Ann throws 1 4 7: nothing – {en_points(series)} banked",
        f"Ann throws 9 1 2: straight, series: {en_points(lost)}",
        "Ann throws 5 5 2: doublet – the series is lost",
    ]
    assert app.ranking_lines() == [f"1. Ann: {en_points(series)}"]
    assert "Ann wins." in app.ranking_view.value
    # the sheet: what each round banked, the lost series with what it lost, the total
    assert sheet_cells(app) == {
        "1": [str(series)],
        "2": [f"0 ({lost} lost)"],
        "Total": [str(series)],
    }
    assert sheet(app)["head"] == ["Round", "Ann"] and "current" not in sheet(app)
    tooltips = [row["cells"][0].get("title") for row in sheet(app)["rows"][:2]]
    assert tooltips == ["1 3 2 · 5 4 8 · 1 4 7", "9 1 2 · 5 5 2"]
    assert app.table_view.clickable() == [] and actions(app) == {}
    assert seats(app) == [("Ann", en_points(series), False)]  # nobody framed at the end


def test_variant2_in_german_with_two_students():
    app = MauroApp(["Ann", "Ben"], lang="de", seed=1, rules=Rules(variant=2, rounds=2))
    assert actions(app) == {"throw": True}  # no stopping in variant 2
    assert app.table_view.item("throw")["text"] == "Würfeln"
    assert "Runde 1 von 2" in app.status.value and "Ann ist dran" in app.status.value
    throws = [HIGH, NEIGHBOURS, EMPTY, RING_STRAIGHT]
    script(app, *throws)
    throw(app)
    assert "Ben ist dran" in app.status.value
    assert dice(app) == HIGH and dice_title(app) == "Wurf von Ann: 9 8 7"
    assert words(app) == f"Nachbarzahlen 9+8 = 17 und 8+7 = 15: {de_points(score_v2(HIGH))}."
    assert [active for *_, active in seats(app)] == [False, True]
    assert sheet(app)["current"] == 1
    throw(app)
    assert words(app) == f"Nachbarzahlen 5+4 = 9: {de_points(score_v2(NEIGHBOURS))}."
    throw(app)
    assert words(app) == "Keine Nachbarzahlen: 0 Punkte."
    throw(app)
    names = ["Ann", "Ben", "Ann", "Ben"]
    assert app.move_log.lines == [
        f"{name} würfelt {' '.join(map(str, t))}: {de_points(score_v2(t))}"
        for name, t in zip(names, throws, strict=True)
    ]
    ann, ben = score_v2(HIGH) + score_v2(EMPTY), score_v2(NEIGHBOURS) + score_v2(RING_STRAIGHT)
    assert app.game.totals() == (ann, ben)
    assert sheet_cells(app)["Summe"] == [str(ann), str(ben)]
    assert [text for _, text, _ in seats(app)] == [de_points(ann), de_points(ben)]
    winner = "Ann" if ann > ben else "Ben"
    assert f"{winner} gewinnt." in app.ranking_view.value
    assert "Spiel vorbei" in app.status.value
    assert all("Serie" not in text for _, text, _ in seats(app))  # variant 2 has no series


def test_german_plurals_and_words_of_the_series():
    app = MauroApp(["Ann"], lang="de", seed=1)
    script(app, NEIGHBOURS, STRAIGHT, PASCH)
    throw(app)
    assert seats(app)[0][1] == f"0 Punkte · Serie: {de_points(points_v1(NEIGHBOURS))} in 1 Wurf"
    assert words(app) == "4–5: Nachbarzahlen, +1 Punkt; die Serie geht weiter."
    throw(app)
    total = points_v1(NEIGHBOURS) + points_v1(STRAIGHT)
    assert seats(app)[0][1] == f"0 Punkte · Serie: {de_points(total)} in 2 Würfen"
    assert words(app) == "1–2 und 2–3: eine Straße, +2 Punkte; die Serie geht weiter."
    assert app.move_log.newest == f"Ann würfelt 1 3 2: Straße, Serie: {de_points(total)}"
    assert dice_title(app) == "Wurf von Ann: 1 3 2"
    throw(app)
    assert words(app) == f"Zweimal die 5: ein Pasch – die Serie ({de_points(total)}) ist verloren."
    assert sheet_cells(app)["1"] == [f"0 ({total} weg)"]


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(st.tuples(*(st.sampled_from(f) for f in FACES)))
def test_the_words_name_every_neighbour_pair_and_what_the_throw_did(thrown):
    app = MauroApp(["Ann"], lang="en", seed=0, rules=Rules(rounds=1))
    script(app, thrown)
    throw(app)
    said = words(app)
    k = kind(thrown)
    if k == "pasch":
        twice = Counter(thrown).most_common(1)[0][0]
        assert said == f"Two {twice}s: a doublet – the series (0 points) is lost."
    elif k == "nothing":
        assert said == "No neighbours: the turn ends, 0 points banked."
    else:
        article = "a straight" if k == "straight" else "neighbours"
        plus = f"+{points_v1(thrown)} point" + ("s" if points_v1(thrown) != 1 else "")
        assert said == f"{pair_words(thrown, 'en')}: {article}, {plus}; the series goes on."
    assert dice(app) == thrown
    labels = [item["label"] for item in dice_part(app)["items"]]
    assert labels == [f"{n}: {v}" for n, v in zip(NAMES, thrown, strict=True)]


def test_without_the_ring_9_and_1_are_no_neighbours_in_the_words():
    app = MauroApp(["Ann"], lang="en", seed=0, rules=Rules(ring=False, rounds=1))
    script(app, RING_STRAIGHT, NOTHING)
    throw(app)
    assert words(app) == "1–2: neighbours, +1 point; the series goes on."


def test_the_sheet_writes_each_round_and_the_throws_in_its_tooltip():
    app = MauroApp(["Ann", "Ben"], lang="de", seed=1, rules=Rules(rounds=1))
    script(app, NEIGHBOURS, NOTHING, PASCH)
    for _ in range(3):
        throw(app)
    turns = app.game.turns
    assert [t.result for t in turns] == [BANKED, LOST]
    assert sheet_cells(app) == {"1": ["1", "0 (Pasch)"], "Summe": ["1", "0"]}
    assert sheet(app)["head"] == ["Runde", "Ann", "Ben"]
    assert [c["title"] for c in sheet(app)["rows"][0]["cells"]] == ["5 4 8 · 1 4 7", "5 5 2"]


def test_a_long_game_shows_the_latest_ten_rounds_on_the_sheet():
    app = MauroApp(["Ann"], lang="en", seed=2, rules=Rules(variant=2, rounds=14))
    for _ in range(12):
        throw(app)
    assert app.game.round == 13
    labels = [row["label"] for row in sheet(app)["rows"]]
    assert labels == [str(r) for r in range(4, 14)] + ["Total"]
    assert sheet_cells(app)["Total"] == [str(sum(app.game.totals()))]


def test_equal_totals_share_the_first_place():
    players = ["Ann", "Ben", "Cem"]
    app = MauroApp(players, lang="en", seed=1, rules=Rules(variant=2, rounds=1))
    script(app, HIGH, HIGH, EMPTY)
    for _ in players:
        throw(app)
    high = score_v2(HIGH)
    level = f"level with {{}}: both {en_points(high)}"
    assert app.ranking_lines() == [
        f"1. Ann: {en_points(high)} ({level.format('Ben')})",
        f"1. Ben: {en_points(high)} ({level.format('Ann')})",
        f"3. Cem: {en_points(score_v2(EMPTY))}",
    ]
    assert "A shared win: Ann, Ben." in app.ranking_view.value


# ----- the roll animation -----------------------------------------------------------


def test_the_roll_counter_changes_on_every_throw_and_not_on_a_stop():
    app = MauroApp(["Ann"], lang="en", seed=0, rules=Rules(may_stop=True, rounds=2))
    assert app.table_view.scene["roll"] == 0
    assert not any(item["rolled"] for item in dice_part(app)["items"])  # nothing thrown
    script(app, NEIGHBOURS, STRAIGHT, NOTHING)
    throw(app)
    assert app.table_view.scene["roll"] == 1
    assert all(item["rolled"] for item in dice_part(app)["items"])
    throw(app)
    assert app.table_view.scene["roll"] == 2
    click(app, "stop")
    assert app.table_view.scene["roll"] == 2  # a stop throws nothing
    throw(app)
    assert app.table_view.scene["roll"] == 3


# ----- refused clicks ---------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("item_id", ["stop", "nothing", "hold:0", ""])
def test_a_click_on_nothing_clickable_shows_the_message_and_changes_nothing(lang, item_id):
    app = MauroApp(["Ann"], lang=lang, seed=0)
    before, log, scene = app.state, list(app.move_log.lines), dict(app.table_view.scene)
    click(app, item_id)  # the rule text does not allow stopping: there is no Stop
    assert GONE[lang] in app.message.text and app.message.kind == "error"
    assert app.state is before and app.move_log.lines == log and app.table_view.scene == scene
    script(app, NOTHING)
    throw(app)
    assert app.message.text == ""  # the next accepted move clears the message


def test_a_click_after_the_end_is_refused_in_german():
    app = MauroApp(["Ann"], lang="de", seed=0, rules=Rules(variant=2, rounds=1))
    script(app, HIGH)
    throw(app)
    over = app.state
    assert over.over and app.table_view.clickable() == []
    throw(app)  # a stale picture of the board, still showing Würfeln
    assert GONE["de"] in app.message.text and app.message.text.startswith("Nicht erlaubt")
    assert app.state is over


def test_no_click_counts_while_a_computer_seat_is_to_move():
    app = MauroApp(["Ann", ("Robo", True)], lang="en", seed=0, rules=Rules(rounds=1))
    script(app, NOTHING)
    robo_to_move = app.state.throw(NOTHING)  # as if Robo had not played yet
    app.state = robo_to_move
    app.refresh()
    assert app.state.to_move == 1 and app.table_view.clickable() == []
    assert actions(app) == {"throw": False}
    throw(app)
    assert GONE["en"] in app.message.text and app.state is robo_to_move


def test_a_refused_play_says_why_in_the_widgets_language():
    app = MauroApp(["Ann"], lang="de", seed=0)
    assert not app.play(Bank())  # what a Stop would do if it were shown: the engine says no
    assert "Aufhören ist nicht erlaubt" in app.message.text and app.game.history == ()


# ----- stopping (Rules(may_stop=True)) ----------------------------------------------


def test_the_stop_action_is_enabled_exactly_when_banking_is_legal():
    app = MauroApp(["Ann"], lang="en", seed=0, rules=Rules(may_stop=True, rounds=2))
    assert actions(app) == {"throw": True, "stop": False}  # nothing in the series yet
    click(app, "stop")
    assert GONE["en"] in app.message.text and app.game.history == ()
    script(app, NEIGHBOURS, STRAIGHT, PASCH)
    throw(app)
    assert actions(app) == {"throw": True, "stop": True}
    assert f"or stop and bank {en_points(points_v1(NEIGHBOURS))}" in app.status.value
    throw(app)
    banked = points_v1(NEIGHBOURS) + points_v1(STRAIGHT)
    click(app, "stop")
    turn = app.game.turns[-1]
    assert turn.result == STOPPED and turn.banked == banked
    assert app.move_log.newest == f"Ann: stopped – {en_points(banked)} banked"
    assert words(app) == f"Ann stopped: {en_points(banked)} banked."
    assert actions(app) == {"throw": True, "stop": False}
    assert sheet_cells(app)["1"] == [str(banked)]
    throw(app)
    assert app.game.over and app.game.totals() == (banked,)


def test_the_actions_follow_the_legal_moves_through_a_seeded_game():
    app = MauroApp(["Ann"], lang="en", seed=11, rules=Rules(may_stop=True, rounds=3))
    while not app.game.over:
        legal = app.game.legal_moves()
        assert actions(app) == {"throw": Roll() in legal, "stop": Bank() in legal}
        click(app, "stop" if app.game.series_total >= 2 else "throw")
    assert actions(app) == {}


def test_variant2_never_stops_even_with_may_stop():
    app = MauroApp(["Ann"], lang="en", seed=0, rules=Rules(variant=2, may_stop=True))
    assert actions(app) == {"throw": True}
    script(app, HIGH)
    throw(app)
    assert "stop" not in app.table_view.clickable()


# ----- computer seats ---------------------------------------------------------------


def test_a_computer_seat_plays_by_itself_and_its_dice_say_so():
    app = MauroApp(["Ann", ("Robo", True)], lang="en", seed=3, rules=Rules(rounds=2))
    assert not hasattr(app, "computer_button")  # no button to press for the computer
    script(app, NOTHING, STRAIGHT, PASCH, NEIGHBOURS)
    throw(app)  # Ann's empty throw; then Robo throws until its pasch
    assert app.state.to_move == 0 and len(app.game.turns) == 2
    assert app.move_log.lines[1:] == [
        f"Robo throws 1 3 2: straight, series: {en_points(points_v1(STRAIGHT))}",
        "Robo throws 5 5 2: doublet – the series is lost",
    ]
    # the newest line, Robo's lost series, is drawn first
    first_line = re.search(r"<li>(.*?)</li>", app.move_log.value).group(1)
    assert first_line == "Robo throws 5 5 2: doublet – the series is lost"
    # the dice show Robo's last throw and say whose it was, not as if it were Ann's
    assert dice(app) == PASCH and dice_title(app) == "Throw by Robo: 5 5 2"
    lost = en_points(points_v1(STRAIGHT))
    assert words(app) == f"Two 5s: a doublet – the series ({lost}) is lost."
    assert sheet_cells(app)["1"] == ["0", f"0 ({points_v1(STRAIGHT)} lost)"]
    assert seats(app) == [("Ann", "0 points", True), ("Robo (computer)", "0 points", False)]
    assert "Ann to play" in app.status.value and "throw all three dice" in app.status.value
    assert app.table_view.clickable() == ["throw"]
    throw(app)
    assert dice(app) == NEIGHBOURS and dice_title(app) == "Throw by Ann: 5 4 8"


def test_a_computer_in_the_first_seat_plays_before_the_student_sees_the_table():
    app = MauroApp([("Robo", True), "Ann"], lang="de", seed=2)
    assert app.state.to_move == 1 and len(app.game.turns) == 1
    assert app.move_log.lines and all(line.startswith("Robo") for line in app.move_log.lines)
    assert dice_title(app).startswith("Wurf von Robo: ") and "Ann ist dran" in app.status.value
    assert seats(app)[0][0] == "Robo (Computer)" and seats(app)[1][2]


def test_computer_only_table_plays_the_whole_game_at_once():
    app = MauroApp([("R1", True), ("R2", True)], lang="en", seed=5, rules=Rules(rounds=3))
    assert app.game.over and len(app.game.turns) == 6
    assert app.table_view.clickable() == [] and app.ranking_view.value


def test_a_stopping_computer_uses_its_policy():
    app = MauroApp(
        ["Ann", ("Robo", True)],
        lang="en",
        seed=0,
        rules=Rules(may_stop=True, rounds=1),
        policies=ComputerPolicy(stop_at=points_v1(STRAIGHT)),
    )
    script(app, NOTHING, STRAIGHT)
    throw(app)
    assert app.game.over and app.game.turns[-1].result == STOPPED
    assert app.move_log.newest == f"Robo: stopped – {en_points(points_v1(STRAIGHT))} banked"
    assert words(app) == f"Robo stopped: {en_points(points_v1(STRAIGHT))} banked."


# ----- new game, seeds, names, arguments -------------------------------------------


def test_new_game_with_the_other_variant():
    app = MauroApp(["Ann"], lang="en", seed=5)
    script(app, NEIGHBOURS, HIGH)
    throw(app)
    assert app.variant in app.children[-1].children  # beside the New game button
    app.variant.value = 2
    assert app.game.rules.variant == 1  # the box chooses the next game's variant
    app.new_button.click()
    assert app.game.rules.variant == 2 and app.game.history == () and not app.move_log.lines
    assert dice(app) == (None,) * 3 and app.table_view.scene["roll"] == 0
    assert app.new_game_button is app.new_button
    throw(app)
    assert len(app.game.turns) == 1 and app.game.turns[0].banked == score_v2(HIGH)


def test_seed_repeats_the_game():
    a, b = MauroApp(["Ann"], seed=8), MauroApp(["Ann"], seed=8)
    for app in (a, b):
        while not app.game.over:
            throw(app)
    assert a.game == b.game and a.move_log.lines == b.move_log.lines


@pytest.mark.parametrize(
    "kwargs",
    [
        {"seed": "42"},
        {"seed": 1.5},
        {"seed": -1},
        {"lang": "fr"},
        {"rules": "variant 2"},
        {"policies": "greedy"},
        {"players": "Anna"},
        {"players": [f"P{i}" for i in range(Rules().max_players + 1)]},
        {"players": ["Ann", "ann"]},
        {"players": []},
    ],
)
def test_bad_arguments_are_a_value_error(kwargs):
    with pytest.raises(ValueError):
        MauroApp(**{"players": ["Ann"], **kwargs})


def test_the_widget_has_one_board_and_no_old_buttons():
    app = MauroApp(["Ann"], lang="en", seed=0)
    assert app.board() == [app.table_view]
    for old in ("tray", "tray_caption", "throw_button", "bank_button", "series", "table"):
        assert not hasattr(app, old), old


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_seat_called_you_is_spoken_to_in_the_second_person(lang):
    you = YOU[lang]
    app = MauroApp([you, "Anna", ("Robo", True)], lang=lang, seed=5, rules=Rules(may_stop=True))
    board_texts = []
    statuses = play_to_end(
        app, seed=5, before_move=lambda a: board_texts.extend(a.table_view.texts())
    )
    assert statuses[0].startswith("Your turn" if lang == "en" else "Du bist dran")
    assert any(s.startswith("Anna to play" if lang == "en" else "Anna ist dran") for s in statuses)
    assert check_second_person(statuses + app.move_log.lines + board_texts, lang) > 0
    throw_ = "You throw " if lang == "en" else "Du würfelst "
    assert app.move_log.lines[0].startswith(throw_)  # the first throw of the game is ours
    mine = "Your throw: " if lang == "en" else "Dein Wurf: "
    assert any(text.startswith(mine) for text in board_texts)


def test_a_seat_given_as_a_count_is_named_in_the_widgets_language():
    assert MauroApp(lang="en").state.seats[0].name == "You"
    assert MauroApp(1, lang="de").state.seats[0].name == "Du"
    assert [s.name for s in MauroApp(2, lang="de").state.seats] == ["Spieler 1", "Spieler 2"]
    assert [s.name for s in MauroApp(2, lang="en").state.seats] == ["Player 1", "Player 2"]


# ----- the duel ---------------------------------------------------------------------


def wins(a, b):
    """How many of the 36 face pairs die a wins against die b, counted here."""
    return sum(x > y for x, y in product(FACES[NAMES.index(a)], FACES[NAMES.index(b)]))


def beating(name):
    """The die with the most wins against `name`, found by counting faces."""
    return max((n for n in NAMES if n != name), key=lambda n: wins(n, name))


def duel_texts(app):
    return app.table_view.texts()


def test_duel_clicks_choose_a_die_and_the_computer_takes_the_one_that_beats_it():
    app = DuelApp(lang="en", seed=12)
    assert app.table_view.clickable() == ["choose:IV", "choose:V", "duel:1", "duel:10"]
    assert f"The computer takes die {beating('III')}." in duel_texts(app)
    click(app, "choose:IV")
    assert app.duel.player_die.name == "IV" and app.duel.computer_die.name == beating("IV")
    chosen = app.table_view.item("choose:IV")
    assert chosen["marked"] and chosen["disabled"] and chosen["text"] == "IV"
    assert (
        chosen["caption"] == "yours"
        and app.table_view.item("choose:III")["caption"] == "computer's"
    )
    assert chosen["label"] == "IV: 1 3 4 5 8 9"
    assert "III: 1 2 5 6 7 9 · IV: 1 3 4 5 8 9 · V: 2 3 4 6 7 8" in duel_texts(app)
    click(app, "duel:1")
    click(app, "duel:10")
    duel = app.duel
    assert len(duel.throws) == 11 and app.table_view.scene["roll"] == 11
    mine, theirs = duel.throws[-1]
    assert mine in FACES[1] and theirs in FACES[0]
    shown = [item for item in app.table_view.items() if item["kind"] == "die" and "id" not in item]
    assert [(d["value"], d["caption"], d["rolled"]) for d in shown] == [
        (mine, "You (IV)", True),
        (theirs, "Computer (III)", True),
    ]
    you = sum(a > b for a, b in duel.throws)
    computer = sum(a < b for a, b in duel.throws)
    ties = sum(a == b for a, b in duel.throws)
    tie_word = "tie" if ties == 1 else "ties"
    assert f"You {you} : {computer} computer ({ties} {tie_word}) after 11 duels" in duel_texts(app)
    exact = Fraction(wins("III", "IV"), 36)
    assert f"exactly {exact} ≈ {float(exact):.3f}" in " ".join(duel_texts(app))
    result = {1: "you win", -1: "the computer wins", 0: "a tie"}[(mine > theirs) - (mine < theirs)]
    assert f"{mine} : {theirs} – {result}." in duel_texts(app)
    latest = " · ".join(f"{a}:{b}" for a, b in duel.throws[-10:])
    assert f"The latest duels (you : computer): {latest}" in duel_texts(app)
    click(app, "choose:V")
    assert app.duel.throws == () and f"The computer takes die {beating('V')}." in duel_texts(app)


def test_duel_in_german_and_a_stale_click_is_refused():
    app = DuelApp(lang="de", seed=1)
    assert "Klicke auf Duell würfeln: Beide Würfel rollen, die höhere Zahl gewinnt." in duel_texts(
        app
    )
    click(app, "duel:1")
    assert app.table_view.item("duel:1")["text"] == "Duell würfeln"
    assert any(text.startswith("Computer gewinnt: ") for text in duel_texts(app))
    before = app.duel
    click(app, "choose:III")  # already chosen: the die is not clickable
    assert GONE["de"] in app.message.text and app.duel is before
    click(app, "duel:10")
    assert app.message.text == "" and len(app.duel.throws) == 11


@pytest.mark.parametrize(
    "lang, one, two",
    [("en", "after 1 duel", "after 2 duels"), ("de", "nach 1 Duell", "nach 2 Duellen")],
)
def test_the_duel_score_counts_duels_with_the_right_plural(lang, one, two):
    app = DuelApp(lang=lang, seed=3)
    click(app, "duel:1")
    assert any(text.endswith(one) for text in duel_texts(app))
    click(app, "duel:1")
    assert any(text.endswith(two) for text in duel_texts(app))
    ties = sum(a == b for a, b in app.duel.throws)
    word = {"en": "tie" if ties == 1 else "ties", "de": "unentschieden"}[lang]
    assert any(f"({ties} {word})" in text for text in duel_texts(app))


def test_duel_throw_refuses_a_bad_count():
    app = DuelApp(lang="en", seed=1)
    with pytest.raises(ValueError):
        app.throw(0)
    assert app.duel.throws == ()
    assert app.board() == [app.table_view]
    assert not hasattr(app, "choice") and not hasattr(app, "throw_button")


# ----- the coach (variant 1 with stopping) -------------------------------------------
# The dice of the rule text: III 1 2 5 6 7 9, IV 1 3 4 5 8 9, V 2 3 4 6 7 8; every value
# below is worked out from them and the rules here, and checked against the optimal
# module and the generic solver over the engine.
FACES = ((1, 2, 5, 6, 7, 9), (1, 3, 4, 5, 8, 9), (2, 3, 4, 6, 7, 8))
STOPPING = Rules(may_stop=True)
COACH_WORDS = {
    "en": {
        "roll": "throw again",
        "bank": "stop and bank {points}",
        "note": ("expected points of this turn", "only your own points"),
        "best": "your last choice was the best one",
        "cost": "your last choice cost",
        "total": "Ann: {n} decisions with the coach, {cost} expected points given away",
        "points": en_points,
    },
    "de": {
        "roll": "weiterwürfeln",
        "bank": "aufhören und {points} aufschreiben",
        "note": ("erwartete Punktzahl dieses Zuges", "nur deine eigenen Punkte"),
        "best": "Deine letzte Wahl war die beste",
        "cost": "Deine letzte Wahl hat",
        "total": "Ann: {n} Entscheidungen mit Trainer, zusammen {cost} erwartete Punkte",
        "points": de_points,
    },
}


def throw_law():
    """P(pasch), P(nothing) and P(points added) of one throw, from the 216 throws."""
    share = Fraction(1, 216)
    law = {"pasch": Fraction(0), "nothing": Fraction(0), 1: Fraction(0), 2: Fraction(0)}
    for throw in product(*FACES):
        k = kind(throw)
        law[k if k in ("pasch", "nothing") else points_v1(throw)] += share
    return law


def hand_threshold():
    """Banking s beats one more throw and banking once P(pasch) s >= the mean points a
    throw adds; the points only grow, so from there on banking stays best."""
    law = throw_law()
    gain = law[1] * 1 + law[2] * 2
    return next(s for s in range(1, 100) if law["pasch"] * s >= gain)


def coach_rows(app):
    rows = re.findall(
        r'<tr><td title="[^"]*">([^<]*)</td><td>(★ )?([^<]*)</td></tr>', app.coach.view.value
    )
    return [(value, bool(star), unescape(label)) for value, star, label in rows]


def decimal(value, lang):
    text = f"{float(value):.2f}"
    return text.replace(".", ",") if lang == "de" else text


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_coach_values_throwing_on_and_stopping_exactly(lang):
    words = COACH_WORDS[lang]
    app = MauroApp(["Ann"], lang=lang, seed=3, rules=STOPPING)
    app.coach.toggle.value = True
    assert coach_rows(app) == []  # an empty series: throwing is the only move
    assert all(part in app.coach.view.value for part in words["note"])
    script(app, STRAIGHT, NEIGHBOURS)
    throw(app)
    state = app.state
    s = points_v1(STRAIGHT)
    assert state.series_total == s and s < hand_threshold()
    # by hand: below the threshold, one more throw; from it on V(t) = t
    law = throw_law()
    roll = law["nothing"] * s + sum(law[k] * (s + k) for k in (1, 2) if s + k >= hand_threshold())
    assert all(s + k >= hand_threshold() for k in (1, 2))  # so the sum above is complete
    values = app.coach.values(state)
    assert values == {Roll(): roll, Bank(): s} == optimal.move_values(state)
    best = optimal.best_move(state)
    assert best == (Roll() if roll > s else Bank())
    labels = {Roll(): words["roll"], Bank(): words["bank"].format(points=words["points"](s))}
    assert coach_rows(app) == sorted(
        [(decimal(v, lang), v == max(roll, s), labels[m]) for m, v in values.items()],
        key=lambda row: float(row[0].replace(",", ".")),
        reverse=True,
    )
    # the generic solver over the engine (a series cut after 6 throws: the threshold is
    # reached long before, so the cut changes nothing)
    solver = Solver(
        0,
        leaf=lambda x: (
            Fraction(x.totals()[0])
            if x.over
            else (Fraction(x.series_total) if x.to_move == 0 and len(x.series) >= 6 else None)
        ),
        key=optimal.position_key,
    )
    # the other turns do not depend on this choice: one turn alone has the same values
    alone = new_game(["Ann"], Rules(may_stop=True, rounds=1)).throw(STRAIGHT)
    assert solver.move_values(alone) == values
    app.play(best)  # the best choice costs nothing
    assert words["best"] in app.coach.view.value and app.coach.costs == {0: 0}
    after = app.state
    assert after.series_total == s + points_v1(NEIGHBOURS)
    assert app.coach.values(after) == optimal.move_values(after)
    assert app.coach.values(after)[Bank()] == after.series_total
    assert coach_rows(app)[0][1:] == (
        True,
        words["bank"].format(points=words["points"](s + points_v1(NEIGHBOURS))),
    )


@pytest.mark.parametrize("rules", [Rules(), Rules(variant=2)])
def test_without_stopping_the_coach_has_nothing_to_advise(rules):
    app = MauroApp(["Ann"], lang="en", seed=3, rules=rules)
    app.coach.toggle.value = True
    script(app, STRAIGHT, NEIGHBOURS)
    throw(app)
    assert app.coach_values(app.state) is None and coach_rows(app) == []
    assert "nothing to decide" in app.coach.view.value


def test_a_coached_game_adds_up_what_each_choice_cost():
    for lang in ("en", "de"):
        words = COACH_WORDS[lang]
        app = MauroApp(["Ann"], lang=lang, seed=21, rules=Rules(may_stop=True, rounds=8))
        app.coach.toggle.value = True
        choose = Random(2)
        total, decisions = 0, 0
        while not app.state.over:
            state = app.state
            legal = state.legal_moves()
            move = choose.choice(legal)
            if len(legal) > 1:
                exact = optimal.move_values(state)
                total += max(exact.values()) - exact[move]
                decisions += 1
            click(app, "stop" if move == Bank() else "throw")
            assert app.state.history[len(state.history)] == move
            if len(legal) > 1:
                said = words["best"] if exact[move] == max(exact.values()) else words["cost"]
                assert said in app.coach.view.value
        assert decisions > 0 and total > 0
        assert app.coach.costs == {0: total} and app.coach.coached == {0: decisions}
        line = words["total"].format(n=decisions, cost=decimal(total, lang))
        assert line in app.coach.view.value


def test_an_optimal_computer_seat_banks_from_the_threshold_on():
    rules = Rules(may_stop=True, rounds=30)
    app = MauroApp(
        [("Robo", True), ("Rita", True)],
        lang="en",
        seed=4,
        rules=rules,
        policies={0: OptimalPolicy()},
    )
    assert app.game.over and isinstance(app.policies[1], ComputerPolicy)
    state = new_game(app.game.seats, app.game.rules)
    decisions = 0
    for move in app.game.history:
        if state.to_move == 0 and Bank() in state.legal_moves():
            assert (move == Bank()) == (state.series_total >= hand_threshold())
            decisions += 1
        state = state.apply(move)
    assert state == app.game and decisions > 0
    assert any(t.result == STOPPED for t in app.game.turns if t.player == 0)
    app = MauroApp(["Ann", ("Robo", True)], rules=rules, policies=OptimalPolicy())
    assert app.policies == {1: OptimalPolicy()}
    with pytest.raises(ValueError):
        MauroApp(["Ann", ("Robo", True)], policies={0: OptimalPolicy()})  # a human seat


@pytest.mark.parametrize("lang", ["en", "de"])
def test_with_stopping_the_coach_gives_the_chance_of_a_turns_points(lang):
    app = MauroApp(["Ann"], lang=lang, seed=3, rules=STOPPING)
    app.coach.toggle.value = True
    assert app.coach.goal_row.layout.display == "flex"
    app.coach.mode.value = "goal"
    script(app, STRAIGHT, NEIGHBOURS)
    throw(app)
    state = app.state
    s = points_v1(STRAIGHT)
    for target in (s, s + 1, 3):
        app.coach.set_target(target)
        chances = app.coach.chances(state)
        assert dict(chances) == optimal.move_chances(state, target)
        assert chances[Bank()] == int(s >= target)
    meaning = {"en": "the points you bank in this turn", "de": "in diesem Zug aufschreibst"}
    assert meaning[lang] in app.coach.view.value
    app.coach.target_entry.value = "101"
    assert app.message.kind == "error" and app.coach.target == 3 and app.state is state


@pytest.mark.parametrize("rules", [Rules(), Rules(variant=2)])
def test_without_stopping_the_goal_is_not_offered(rules):
    app = MauroApp(["Ann"], lang="en", seed=3, rules=rules)
    app.coach.toggle.value = True
    assert app.coach.goal(app.state) is None and app.coach.goal_row.layout.display == "none"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_coach_says_in_each_variant_why_it_advises_or_stays_quiet(lang):
    """With stopping it explains its values; without stopping and in variant 2 it says
    there is nothing to decide, and variant 2, which has no series, never hears of one."""
    series = {"en": "series", "de": "Serie"}[lang]
    quiet = {"en": "nothing to decide", "de": "nichts zu entscheiden"}[lang]
    app = MauroApp(["Ann"], lang=lang, seed=3, rules=STOPPING)
    app.coach.toggle.value = True
    assert series in app.coach.view.value and quiet not in app.coach.view.value
    app.variant.value = 2
    app.new_game()
    assert quiet in app.coach.view.value and quiet in app.coach.toggle.tooltip
    texts = []
    while not app.state.over:
        throw(app)
        texts += [app.status.value, app.coach.view.value, app.coach.toggle.tooltip]
        texts += [*app.table_view.texts(), app.move_log.value]
    assert not any(series.casefold() in text.casefold() for text in texts)
    app.variant.value = 1
    app.new_game()
    assert series in app.coach.view.value and quiet not in app.coach.view.value
    assert quiet in MauroApp(["Ann"], lang=lang, rules=Rules()).coach.toggle.tooltip


def test_the_variant_box_says_when_stopping_is_allowed():
    assert [label for label, _ in MauroApp(["Ann"], lang="en", rules=STOPPING).variant.options] == [
        "Variant 1, stopping allowed",
        "Variant 2",
    ]
    assert [label for label, _ in MauroApp(["Ann"], lang="de").variant.options] == [
        "Variante 1",
        "Variante 2",
    ]


@pytest.mark.parametrize(
    ("lang", "name", "title"),
    [
        ("en", "Computer", "Computer"),
        ("de", "Computer 2", "Computer 2"),
        ("de", "Robo", "Robo (Computer)"),
    ],
)
def test_a_computer_seat_is_called_a_computer_once(lang, name, title):
    app = MauroApp(["Ann", (name, True)], lang=lang, seed=4)
    assert seats(app)[1][0] == title
