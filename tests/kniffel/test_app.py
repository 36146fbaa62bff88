"""The Kniffel widget on the shared shell, driven by clicks from Python.

Chance is scripted where a test needs to know the dice (`app.chance_move`), so every
expected number below is worked out from the rules (RULES.md section 5), not copied
from the code.
"""

import pytest

from pyramide_kit.kniffel import CATEGORIES, Dice, Player, Roll, Rules, Write
from pyramide_kit.kniffel.app import KniffelApp
from pyramide_kit.kniffel.labels import LABELS
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
