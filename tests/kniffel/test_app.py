"""The Kniffel widget on the shared shell, driven by clicks from Python.

Chance is scripted where a test needs to know the dice (`app.chance_move`), so every
expected number below is worked out from the rules (RULES.md section 5), not copied
from the code.
"""

import random
import re
from html import unescape

import pytest

from pyramide_kit.errors import RuleError
from pyramide_kit.kniffel import CATEGORIES, Dice, Player, Roll, Rules, Write
from pyramide_kit.kniffel.app import KniffelApp
from pyramide_kit.kniffel.labels import LABELS
from pyramide_kit.table import CHANCE
from tests.you_seat import YOU, check_second_person, play_to_end

# One solo game: each turn's throws (positions kept, then the values thrown into the free
# positions in ascending order), the box written and what the rules put into it.
PLAN = [
    ("ones", [((), (1, 1, 4, 5, 6)), ((0, 1), (1, 2, 3))], 3),  # 1 1 1 2 3: three ones
    ("twos", [((), (2, 2, 2, 5, 6))], 6),
    ("threes", [((), (1, 2, 3, 3, 3))], 9),
    ("fours", [((), (1, 2, 4, 4, 4))], 12),
    ("fives", [((), (1, 2, 5, 5, 5))], 15),
    ("sixes", [((), (1, 2, 6, 6, 6))], 18),  # upper sum 63: the bonus of 35
    ("three_of_a_kind", [((), (4, 4, 4, 5, 6))], 23),  # the sum of all dice
    ("four_of_a_kind", [((), (2, 2, 2, 2, 6))], 14),
    ("full_house", [((), (3, 3, 5, 5, 5))], 25),
    ("small_straight", [((), (1, 2, 3, 4, 6))], 30),
    ("large_straight", [((), (1, 1, 3, 4, 5)), ((2, 3, 4), (2, 6))], 40),  # 2 6 3 4 5
    ("kniffel", [((), (6, 6, 6, 6, 6))], 50),
    ("chance", [((), (1, 1, 2, 2, 3))], 9),
]
PLAN_TOTAL = sum(points for _, _, points in PLAN) + 35


def scripted(app, throws):
    """Let chance throw `throws` (lists of values, any order) one after the other, then
    the seeded generator again (for the computer seats' turns)."""
    script = iter(throws)

    def chance(state):
        values = next(script, None)
        return state.sample_chance(app.rng) if values is None else Dice.of(values)

    app.chance_move = chance


def hold(app, positions):
    for i, toggle in enumerate(app.tray.toggles):
        toggle.value = i in positions


def play_turn(app, throws, category):
    """Throw (holding by clicking the toggles) as `throws` says, then click `category`."""
    scripted(app, [values for _, values in throws])
    for keep, _ in throws:
        hold(app, keep)
        assert not app.throw_button.disabled
        app.throw_button.click()
    app.category_buttons[category].click()


def enabled(app):
    return {c for c, b in app.category_buttons.items() if not b.disabled}


def legal_writes(app):
    return {m.category for m in app.state.legal_moves() if isinstance(m, Write)}


@pytest.mark.parametrize(
    ("lang", "write", "written", "log", "rank"),
    [
        ("en", "write {}", "✓ {}", "Ada writes {} points into {}.", "1. Ada: {} points"),
        (
            "de",
            "{} eintragen",
            "✓ {}",
            "Ada trägt {} Punkte ins Feld „{}“ ein.",
            "1. Ada: {} Punkte",
        ),
    ],
)
def test_a_whole_game_by_clicks_in_both_languages(lang, write, written, log, rank):
    app = KniffelApp(["Ada"], lang=lang, seed=1)
    for category, throws, points in PLAN:
        shown = [b.description for b in app.category_buttons.values()]
        assert all(text == "" or text.startswith("✓ ") for text in shown)
        scripted(app, [values for _, values in throws])
        for keep, _ in throws:
            hold(app, keep)
            app.throw_button.click()
            assert enabled(app) == legal_writes(app) == set(app.state.card.open_categories)
        assert app.category_buttons[category].description == write.format(points)
        app.category_buttons[category].click()
        if not app.state.over:
            assert app.category_buttons[category].description == written.format(points)
        name = LABELS[f"kniffel_cat_{category}"][lang]
        assert app.move_log.newest == log.format(points, name)
        assert app.message.text == ""
    assert app.state.over and app.state.cards[0].total == PLAN_TOTAL
    assert f">{PLAN_TOTAL}<" in app.cells[("grand_total", 0)].value
    assert app.ranking_lines() == [rank.format(PLAN_TOTAL)]
    assert app.throw_button.disabled and not enabled(app)
    assert all(b.description == "" for b in app.category_buttons.values())


def test_the_log_tells_each_throw_with_the_dice_kept():
    for lang, first, again in (
        ("en", "Ada throws 1 1 4 5 6.", "Ada keeps 1 1 and throws 1 2 3."),
        ("de", "Ada würfelt 1 1 4 5 6.", "Ada hält 1 1 und würfelt 1 2 3."),
    ):
        app = KniffelApp(["Ada"], lang=lang)
        play_turn(app, PLAN[0][1], "ones")
        assert app.move_log.lines[:2] == [first, again]


def test_one_point_is_singular_and_a_scratch_says_so():
    app = KniffelApp(["Ada"], lang="de")
    play_turn(app, [((), (1, 2, 3, 4, 6))], "ones")  # one 1
    play_turn(app, [((), (1, 2, 3, 4, 6))], "fives")  # no 5
    assert app.move_log.lines[1::2] == [
        "Ada trägt 1 Punkt ins Feld „Einser“ ein.",
        "Ada streicht das Feld „Fünfer“ (0 Punkte).",
    ]
    app = KniffelApp(["Ada"], lang="en")
    play_turn(app, [((), (1, 2, 3, 4, 6))], "ones")
    assert app.move_log.newest == "Ada writes 1 point into Ones."


def test_buttons_never_show_a_stale_label():
    app = KniffelApp(["Ada", "Bo"], lang="en")
    # before the first throw: nothing on the open boxes, nothing to click
    assert all(b.description == "" and b.disabled for b in app.category_buttons.values())
    scripted(app, [(2, 2, 3, 3, 3)])
    app.throw_button.click()
    assert app.category_buttons["full_house"].description == "write 25"
    assert app.category_buttons["threes"].description == "write 9"
    assert app.category_buttons["kniffel"].description == "scratch (0)"
    app.category_buttons["full_house"].click()
    # Bo's turn: Bo's card, empty, not Ada's
    assert "Bo" in app.writer_head.value
    assert all(b.description == "" for b in app.category_buttons.values())
    scripted(app, [(1, 2, 3, 4, 5)])
    app.throw_button.click()
    assert app.category_buttons["full_house"].description == "scratch (0)"
    app.category_buttons["large_straight"].click()
    # Ada again: her written box shows what was written, the rest nothing until she throws
    assert app.category_buttons["full_house"].description == "✓ 25"
    assert app.category_buttons["large_straight"].description == ""
    assert app.category_buttons["full_house"].disabled


def test_holding_by_clicking_keeps_those_dice_and_may_take_them_back():
    app = KniffelApp(["Ada"], lang="en")
    scripted(app, [(1, 2, 3, 4, 5), (6, 6, 6), (1, 1, 1, 1)])
    app.throw_button.click()
    hold(app, (0, 3))
    app.throw_button.click()
    assert app.state.held == (0, 3) and app.state.dice == (1, 6, 6, 4, 6)
    assert [t.value for t in app.tray.toggles] == [True, False, False, True, False]
    hold(app, (3,))  # die 0 goes back into the throw
    app.throw_button.click()
    assert app.state.held == (3,) and app.state.dice == (1, 1, 1, 4, 1)
    assert app.throw_button.disabled and all(t.disabled for t in app.tray.toggles)


def test_refused_clicks_show_the_message_and_change_nothing():
    app = KniffelApp(["Ada"], lang="de")
    before = app.state
    app.category_buttons["chance"].click()  # nothing thrown yet
    assert app.state == before and app.message.kind == "error"
    assert "Erst würfeln" in app.message.text
    scripted(app, [(1, 2, 3, 4, 6)] * 3)
    app.throw_button.click()
    assert app.message.text == ""  # an accepted move clears the message
    hold(app, range(5))
    assert app.throw_button.disabled  # five held is no throw
    thrown = app.state
    app.throw_button.click()
    assert app.state == thrown and "Alle fünf Würfel sind gehalten" in app.message.text
    assert [t.value for t in app.tray.toggles] == [True] * 5  # the holds stay
    hold(app, ())
    app.throw_button.click()
    app.throw_button.click()
    assert app.throw_button.disabled
    thrown = app.state
    app.throw_button.click()  # a fourth throw
    assert app.state == thrown and "Würfe sind verbraucht" in app.message.text
    app.category_buttons["chance"].click()
    scripted(app, [(1, 2, 3, 4, 6)])
    app.throw_button.click()
    written = app.state
    app.category_buttons["chance"].click()  # written already
    # the written box is named as the card names it, not by its key ("chance")
    assert app.state == written and "Im Feld „Chance“ steht schon" in app.message.text


def test_computer_seats_play_by_themselves_after_each_human_move():
    app = KniffelApp([Player("Robo", True), "Ada"], lang="en", seed=8)
    robo, ada = app.state.cards
    assert app.state.to_move == 1 and len(robo.open_categories) == len(CATEGORIES) - 1
    assert any(line.startswith(("Robo writes", "Robo scratches")) for line in app.move_log.lines)
    assert not hasattr(app, "computer_button")
    play_turn(app, [((), (1, 2, 3, 4, 6))], "chance")
    robo, ada = app.state.cards
    assert app.state.to_move == 1
    assert len(robo.open_categories) == len(CATEGORIES) - 2  # Robo has played again
    assert len(ada.open_categories) == len(CATEGORIES) - 1


def test_a_table_of_computers_plays_to_the_end():
    app = KniffelApp([("A", True), ("B", True)], lang="en", seed=9)
    assert app.state.over and app.throw_button.disabled and not enabled(app)
    assert len(app.ranking_lines()) == 2 and "Ranking" in app.ranking_view.value


def test_a_tie_shares_the_first_place():
    app = KniffelApp(["Ada", "Bo"], lang="en")
    # every throw shows 1 2 3 4 6 and both write the same box each round:
    # ones 1, twos 2, threes 3, fours 4, sixes 6, small straight 30, chance 16, rest 0
    for category in CATEGORIES:
        for _ in range(2):
            play_turn(app, [((), (1, 2, 3, 4, 6))], category)
    assert app.ranking_lines() == ["1. Ada: 62 points", "1. Bo: 62 points"]
    assert "A shared win: Ada, Bo." in app.ranking_view.value


def test_the_book_variant_offers_a_further_kniffel_as_100_below():
    app = KniffelApp(["Ada"], lang="en")
    play_turn(app, [((), (6, 6, 6, 6, 6))], "kniffel")
    scripted(app, [(2, 2, 2, 2, 2)])
    app.throw_button.click()
    assert app.category_buttons["twos"].description == "write 10"
    for category in ("three_of_a_kind", "full_house", "large_straight", "chance"):
        assert app.category_buttons[category].description == "write 100"
    app.category_buttons["full_house"].click()
    assert app.state.cards[0].box("full_house") == 100
    assert app.move_log.newest == "Ada writes the further Kniffel as 100 points into Full house."


def test_the_hasbro_joker_rule_enables_only_the_forced_box():
    app = KniffelApp(["Ada"], lang="en", rules=Rules("hasbro"))
    play_turn(app, [((), (6, 6, 6, 6, 6))], "kniffel")
    scripted(app, [(3, 3, 3, 3, 3)])
    app.throw_button.click()
    assert enabled(app) == legal_writes(app) == {"threes"}
    assert "Joker rule: only Threes is allowed." in app.status.value
    assert app.category_buttons["chance"].description == ""
    before = app.state
    app.category_buttons["chance"].click()
    assert app.state == before and "Joker" in app.message.text
    app.category_buttons["threes"].click()
    assert app.state.cards[0].total == 50 + 15 + 100  # Kniffel, five threes, the bonus
    assert app.move_log.newest.endswith("Plus 100 bonus points for the further Kniffel.")


def test_changing_the_extra_kniffel_rule_starts_a_new_game_and_says_so():
    app = KniffelApp(["Ada"], lang="en", rules=Rules("none", upper_bonus=50))
    app.throw_button.click()
    assert app.state.history
    app.variant.value = "hasbro"
    assert app.state.rules == Rules("hasbro", upper_bonus=50) and app.state.history == ()
    assert app.move_log.lines == [] and app.message.kind == "info"
    assert "New game under the extra-Kniffel rule" in app.message.text
    app.throw_button.click()
    app.new_button.click()  # a new game keeps the rule shown
    assert app.state.rules.extra_kniffel == "hasbro" and app.state.history == ()
    de = KniffelApp(["Ada"], lang="de")
    de.variant.value = "none"
    assert de.message.text.startswith("Neues Spiel mit der Extra-Kniffel-Regel")


def test_new_game_starts_again_with_the_same_seats():
    app = KniffelApp(["Ada", ("Robo", True)], lang="en", seed=3)
    play_turn(app, [((), (1, 2, 3, 4, 6))], "chance")
    app.new_button.click()
    assert app.state.history == () and app.move_log.lines == []
    assert [s.name for s in app.state.seats] == ["Ada", "Robo"]
    assert all(b.description == "" for b in app.category_buttons.values())


def test_the_same_seed_gives_the_same_game():
    a, b = (KniffelApp(["Ada", ("Robo", True)], lang="en", seed=11) for _ in range(2))
    for app in (a, b):
        app.throw_button.click()
        app.category_buttons["chance"].click()
    assert a.state == b.state and a.move_log.lines == b.move_log.lines


def test_html_in_names_is_escaped_everywhere():
    app = KniffelApp(["<b>Ada</b>", ("<i>R</i>", True)], lang="en", seed=1)
    for _ in CATEGORIES:
        app.throw_button.click()
        next(b for b in app.category_buttons.values() if not b.disabled).click()
    html = (
        app.status.value
        + app.move_log.value
        + app.ranking_view.value
        + "".join(c.value for c in app.sheet.children if hasattr(c, "value"))
    )
    assert "<b>Ada</b>" not in html and "<i>R</i>" not in html
    assert "&lt;b&gt;Ada&lt;/b&gt;" in app.ranking_view.value
    assert "&lt;i&gt;R&lt;/i&gt;" in app.move_log.value


@pytest.mark.parametrize(
    "bad",
    [
        {"seed": "42"},
        {"seed": 1.5},
        {"seed": -1},
        {"players": "Anna"},
        {"players": []},
        {"players": [f"P{i}" for i in range(7)]},
        {"players": ["Ada", "ada"]},
        {"policy": "greedy"},
        {"rules": "book"},
        {"lang": "fr"},
    ],
)
def test_bad_arguments_are_a_value_error(bad):
    with pytest.raises(ValueError):
        KniffelApp(**bad)


def test_every_visible_label_exists_in_both_languages():
    for category in CATEGORIES:
        assert f"kniffel_cat_{category}" in LABELS
    de, en = KniffelApp(lang="de"), KniffelApp(lang="en")
    assert de.throw_button.description == "Würfeln" and en.throw_button.description == "Throw"
    assert "Spieler 1 ist dran" in de.status.value and "Player 1 to play" in en.status.value
    assert "Runde 1: würfeln." in de.status.value
    assert de.new_button.description == "Neues Spiel"
    assert Roll() in de.state.legal_moves()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_seat_called_you_is_spoken_to_in_the_second_person(lang):
    you = YOU[lang]
    app = KniffelApp([you, "Anna", Player("Robo", True)], lang=lang, seed=5)
    statuses = play_to_end(app, seed=5)
    assert statuses[0].startswith("Your turn" if lang == "en" else "Du bist dran")
    assert any(s.startswith("Anna to play" if lang == "en" else "Anna ist dran") for s in statuses)
    assert check_second_person(statuses + app.move_log.lines, lang) > 0
    assert app.move_log.lines[0].startswith("You throw " if lang == "en" else "Du würfelst ")
    # every box of our card is written or scratched in the second person: 13 lines
    boxes = ("You write", "You scratch") if lang == "en" else ("Du trägst", "Du streichst")
    assert sum(line.startswith(boxes) for line in app.move_log.lines) == len(CATEGORIES)


# ----- the coach and optimal computer seats ---------------------------------------------
# The coach's values are route 1 (`optimal.move_values`, itself proven against the
# generic solver and yatzy-solver in test_optimal.py); here they must reach the panel
# unchanged, the star must sit on `optimal.best_move`, and the costs must add up.


@pytest.fixture(scope="module")
def tables(tmp_path_factory):
    """The optimal tables, built into a fresh cache directory (never the user's)."""
    import pyramide_kit.kniffel.app as app_module
    from pyramide_kit.kniffel import optimal

    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("PYRAMIDE_KIT_CACHE", str(tmp_path_factory.mktemp("kniffel-cache")))
        optimal._TABLES.clear()
        app_module._READY.clear()
        yield optimal
        optimal._TABLES.clear()
        app_module._READY.clear()


def coach_rows(app):
    """The coach's list as (value shown, exact title, starred, label) rows."""
    rows = re.findall(
        r'<tr><td title="([^"]*)">([^<]*)</td><td>(★ )?([^<]*)</td></tr>', app.coach.view.value
    )
    return [(shown, title, bool(star), unescape(label)) for title, shown, star, label in rows]


def distinct_choices(state):
    """The choices a student can tell apart: the kept values of each Roll, each Write."""
    return {
        tuple(sorted(state.dice[p] for p in m.keep)) if isinstance(m, Roll) else m
        for m in state.legal_moves()
    }


def test_the_coach_lists_the_optimal_values_and_stars_the_best_move(tables):
    app = KniffelApp(["Ada"], lang="en")
    app.coach.toggle.value = True
    assert app.coach.view.value.count("<tr>") == 0  # before the first throw: no choice
    scripted(app, [(4, 4, 6, 2, 1)])
    app.throw_button.click()
    state = app.state
    exact = tables.move_values(state)
    shown = app.coach.values(state)
    assert set(exact) == set(state.legal_moves())
    for move, value in exact.items():  # every legal move, equal dice held either way
        assert move in shown and shown[move] == value
    assert len(shown) == len(distinct_choices(state))
    rows = coach_rows(app)
    assert len(rows) == 5 and f"of {len(distinct_choices(state))}" in app.coach.view.value
    best = tables.best_move(state)
    assert rows[0][2] and rows[0][3] == app.coach_label(state, best)
    assert [r[2] for r in rows[1:]] == [False] * 4  # no tie with the best here
    ranked = sorted({round(v, 9) for v in exact.values()}, reverse=True)[:5]
    assert [float(r[1]) for r in rows] == ranked
    assert all(r[0] == f"{float(r[1]):.2f}" for r in rows)
    # the values mean the expected final total of the card: the fresh card's value
    # lies between the best and the worst choice after this throw
    assert min(exact.values()) < tables.game_value(state.rules) < max(exact.values()) + 60
    assert "expected final total of your card" in app.coach.view.value
    assert "your own points" in app.coach.toggle.tooltip


def test_coach_labels_name_the_moves_with_plurals_in_both_languages(tables):
    expected = {
        "en": [
            "keep 1 4 4 6 and throw 1 die",
            "keep 4 4 6 and throw 2 dice",
            "throw all 5 dice again",
            "write into Fours (8)",
            "scratch Full house (0)",
        ],
        "de": [
            "1 4 4 6 halten und 1 Würfel werfen",
            "4 4 6 halten und 2 Würfel werfen",
            "alle 5 Würfel noch einmal werfen",
            "ins Feld „Vierer“ eintragen (8)",
            "das Feld „Full House“ streichen (0)",
        ],
    }
    for lang, labels in expected.items():
        app = KniffelApp(["Ada"], lang=lang)
        scripted(app, [(4, 4, 6, 2, 1)])
        app.throw_button.click()
        dice = app.state.dice
        keep_146 = (dice.index(1), *(i for i, d in enumerate(dice) if d in (4, 6)))
        keep_46 = tuple(i for i, d in enumerate(dice) if d in (4, 6))
        moves = [Roll(keep_146), Roll(keep_46), Roll(()), Write("fours"), Write("full_house")]
        assert [app.coach_label(app.state, m) for m in moves] == labels
        assert app.coach_label(KniffelApp(["Ada"], lang=lang).state, Roll()) == (
            "throw the 5 dice" if lang == "en" else "die 5 Würfel werfen"
        )
    # the further Kniffel: as 100 below ("book"), or with the bonus (forced Joker)
    app = KniffelApp(["Ada"], lang="en")
    play_turn(app, [((), (6, 6, 6, 6, 6))], "kniffel")
    scripted(app, [(2, 2, 2, 2, 2)])
    app.throw_button.click()
    extra = next(m for m in app.state.legal_moves() if isinstance(m, Write) and m.extra)
    assert app.coach_label(app.state, extra).startswith("write the further Kniffel into ")
    app = KniffelApp(["Ada"], lang="de", rules=Rules("hasbro"))
    play_turn(app, [((), (6, 6, 6, 6, 6))], "kniffel")
    scripted(app, [(3, 3, 3, 3, 3)])
    app.throw_button.click()
    assert (
        app.coach_label(app.state, Write("threes"))
        == "ins Feld „Dreier“ eintragen (15 + 100 Bonus)"
    )


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_whole_coached_game_sums_what_each_choice_cost(tables, lang):
    from pyramide_kit.kniffel.strategy import OptimalPolicy

    app = KniffelApp(["Ada", ("Robo", True)], lang=lang, seed=4, policy=OptimalPolicy())
    app.coach.toggle.value = True
    choose = random.Random(lang)
    cost, decisions = 0.0, 0
    while not app.state.over:
        state = app.state
        move = choose.choice(list(state.legal_moves()))
        if state.dice is not None and len(distinct_choices(state)) > 1:
            values = tables.move_values(state)  # computed here, not read from the panel
            cost += max(values.values()) - values[move]
            decisions += 1
        assert app.play(move), app.message.text
        assert app.message.text == ""
        if state.dice is not None and len(distinct_choices(state)) > 1 and not app.state.over:
            verdict = "your last choice" if lang == "en" else "Deine letzte Wahl"
            assert verdict in app.coach.view.value
    assert set(app.coach.costs) == {0}  # the computer's moves are not coached
    assert app.coach.coached[0] == decisions and abs(app.coach.costs[0] - cost) < 1e-9
    total = f"{cost:.2f}" if lang == "en" else f"{cost:.2f}".replace(".", ",")
    line = (
        f"Ada: {decisions} decisions with the coach, {total} expected points given away"
        if lang == "en"
        else f"Ada: {decisions} Entscheidungen mit Trainer, zusammen {total} erwartete Punkte"
    )
    assert line in unescape(app.coach.view.value)
    if lang == "de":
        assert app.coach.toggle.description == "Trainer"
        assert "erwartete Endsumme deines Zettels" in app.coach.toggle.tooltip


def replay_checking_optimal(state, seats):
    """Replay a finished game's history; every move of the seats in `seats` must be
    `optimal.best_move` of its state."""
    from pyramide_kit.kniffel import new_game, optimal

    game = new_game(state.seats, state.rules)
    checked = 0
    for move in state.history:
        if game.to_move is not CHANCE and game.to_move in seats:
            assert move == optimal.best_move(game)
            checked += 1
        game = game.apply(move)
    assert game == state
    return checked


def test_an_optimal_computer_seat_plays_a_whole_game(tables):
    from pyramide_kit.kniffel.strategy import BookAdvice, OptimalPolicy

    app = KniffelApp([("Robo", True)], lang="en", seed=12, policy=OptimalPolicy())
    assert app.state.over and app.coach.costs == {}
    assert replay_checking_optimal(app.state, {0}) >= len(CATEGORIES)
    # per seat: Robo optimal, Bob the book's advice
    app = KniffelApp(
        [("Robo", True), ("Bob", True)], lang="de", seed=2, policy={"Robo": OptimalPolicy()}
    )
    assert app.state.over and app.policies == {0: OptimalPolicy(), 1: BookAdvice()}
    assert replay_checking_optimal(app.state, {0}) >= len(CATEGORIES)
    with pytest.raises(ValueError, match="Ada"):
        KniffelApp(["Ada"], policy={"Ada": OptimalPolicy()})
    with pytest.raises(ValueError):
        KniffelApp([("Robo", True)], policy={"Robo": "optimal"})


def test_optimal_play_runs_through_the_engine_but_not_the_vectorised_simulator(tables):
    import numpy as np

    from pyramide_kit.errors import RuleError
    from pyramide_kit.kniffel import new_game, vectorised
    from pyramide_kit.kniffel.solitaire import simulate_policy
    from pyramide_kit.kniffel.strategy import OptimalPolicy, check_policy, play_turn

    policy = check_policy(OptimalPolicy())
    game = play_turn(new_game(1), policy, np.random.default_rng(1))
    assert len(game.cards[0].open_categories) == len(CATEGORIES) - 1
    result = simulate_policy(policy, 3, seed=1)
    assert result.policy == "optimal" and result.n == 3
    with pytest.raises(RuleError) as refused:
        vectorised.simulate_solitaire(3, np.random.default_rng(1), policy)
    assert refused.value.key == "kniffel_err_policy_vectorised"


def test_the_coach_says_it_is_computing_and_a_failing_coach_never_stops_play(tables, monkeypatch):
    import pyramide_kit.kniffel.app as app_module

    app = KniffelApp(["Ada"], lang="en")
    seen = []
    real = tables.table

    def slow_table(rules, progress=True):
        seen.append(app.message.text)
        progress(1, 2)
        seen.append(app.message.text)
        return real(rules, progress=False)

    monkeypatch.setattr(app_module, "_READY", set())
    monkeypatch.setattr(tables, "table", slow_table)
    app.coach.toggle.value = True
    assert seen == [
        "The coach is computing its table … (only the first time, a few seconds)",
        "The coach is computing its table … (only the first time, a few seconds) 50%",
    ]
    assert app.message.text == ""  # back to what it said before

    def broken(state):
        raise RuleError("no table today")

    monkeypatch.setattr(tables, "move_values", broken)
    scripted(app, [(1, 2, 3, 4, 6)])
    app.throw_button.click()
    assert "The coach cannot advise here: no table today" in app.message.text
    assert "<tr>" not in app.coach.view.value
    app.category_buttons["small_straight"].click()
    assert app.state.cards[0].box("small_straight") == 30


@pytest.mark.parametrize("variant", ["book", "hasbro", "none"])
def test_the_coach_values_every_variant_as_its_solver_does(tables, variant):
    """After a Kniffel is written, a second Kniffel is where the variants differ (the book's
    100 in a lower box, hasbro's bonus and Joker, none): the listed values follow each
    variant's own optimal table, and the starred move is its best move."""
    app = KniffelApp(["Ada"], lang="en", rules=Rules(variant))
    app.coach.toggle.value = True
    scripted(app, [(5, 5, 5, 5, 5), (5, 5, 5, 5, 5)])
    app.throw_button.click()
    app.play(Write("kniffel"))
    app.throw_button.click()
    state = app.state
    assert state.dice == (5, 5, 5, 5, 5) and state.card.box("kniffel") == 50
    exact = tables.move_values(state)
    shown = app.coach.values(state)
    assert all(shown[move] == value for move, value in exact.items())
    rows = coach_rows(app)
    assert rows[0][2] and rows[0][3] == app.coach_label(state, tables.best_move(state))
