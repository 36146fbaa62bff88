"""The Kniffel widget on the shared shell, driven by clicks on its board from Python:
`app.table_view.click(id)` is the message the board's front end sends.

Chance is scripted where a test needs to know the dice (`app.chance_move`), so every
expected number below is worked out from the rules (RULES.md section 5), not copied
from the code. The ids are the ones `kniffel.scene` documents: `hold:<position>`,
`throw`, `write:<category>`.
"""

import random
import re
from dataclasses import replace
from html import unescape

import pytest

from pyramide_kit.errors import RuleError
from pyramide_kit.i18n import CATALOGUE, t
from pyramide_kit.kniffel import CATEGORIES, Dice, Player, Roll, Rules, Write
from pyramide_kit.kniffel.app import KniffelApp
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
WRITE = {"en": "write into {} ({})", "de": "ins Feld „{}“ eintragen ({})"}
GONE = {
    "en": "That cannot be clicked now; the board now shows the current state.",
    "de": "Das lässt sich gerade nicht anklicken; das Brett zeigt jetzt den neuen Stand.",
}


def scripted(app, throws):
    """Let chance throw `throws` (lists of values, any order) one after the other, then
    the seeded generator again (for the computer seats' turns)."""
    script = iter(throws)

    def chance(state):
        values = next(script, None)
        return state.sample_chance(app.rng) if values is None else Dice.of(values)

    app.chance_move = chance


def click(app, item_id):
    app.table_view.click(item_id)


def dice_items(app):
    return [item for item in app.table_view.items() if item["kind"] == "die"]


def held(app):
    """The positions the board shows held."""
    return [i for i, die in enumerate(dice_items(app)) if die["held"]]


def hold(app, positions):
    """Click the dice so that exactly `positions` are held."""
    for position in set(held(app)) ^ set(positions):
        click(app, f"hold:{position}")
    assert held(app) == sorted(positions)


def play_turn(app, throws, category):
    """Throw (holding by clicking the dice) as `throws` says, then click the box."""
    scripted(app, [values for _, values in throws])
    for keep, _ in throws:
        hold(app, keep)
        assert "throw" in app.table_view.clickable()
        click(app, "throw")
    click(app, f"write:{category}")


def enabled(app):
    """The categories whose box can be clicked now."""
    ids = app.table_view.clickable()
    return {i.partition(":")[2] for i in ids if i.startswith("write:")}


def legal_writes(app):
    return {m.category for m in app.state.legal_moves() if isinstance(m, Write)}


def parts(scene):
    for part in scene.get("parts", ()):
        yield part
        yield from parts(part)


def sheet(app):
    """The card as drawn: {row label: [cell of each seat]}."""
    table = next(p for p in parts(app.table_view.scene) if p["kind"] == "table")
    return {row["label"]: row["cells"] for row in table["rows"]}


def sheet_part(app):
    return next(p for p in parts(app.table_view.scene) if p["kind"] == "table")


def box(app, category, seat=0):
    """The cell of `category` in `seat`'s column."""
    return sheet(app)[t(f"kniffel_cat_{category}", app.lang)][seat]


def dice_part(app):
    return next(p for p in parts(app.table_view.scene) if p["kind"] == "row" and p.get("title"))


def hints(app):
    return [p["text"] for p in parts(app.table_view.scene) if p["kind"] == "text"]


def check_card(app):
    """What every box shows (the issue's "never a stale label"): a written box its
    value, never clickable; in the column of the human seat on turn with dice thrown, an
    open box that may take the dice is clickable and shows what the engine would write;
    every other open box is empty."""
    state = app.state
    writes = {}
    for move, points in state.writes().items():
        writes[move.category] = max(points, writes.get(move.category, points))
    for category in CATEGORIES:
        for seat, card in enumerate(state.cards):
            cell = box(app, category, seat)
            written = card.box(category)
            if written is not None:
                assert cell["text"] == str(written) and cell["style"] == "filled", cell
                assert "id" not in cell
            elif seat == state.current and app.human_to_move and category in writes:
                assert cell["id"] == f"write:{category}" and not cell["disabled"]
                assert cell["text"].split("+")[0] == str(writes[category])
            else:
                assert cell["text"] == "" and "id" not in cell, cell


@pytest.mark.parametrize(
    ("lang", "log", "rank"),
    [
        ("en", "Ada writes {} points into {}.", "1. Ada: {} points"),
        ("de", "Ada trägt {} Punkte ins Feld „{}“ ein.", "1. Ada: {} Punkte"),
    ],
)
def test_a_whole_game_by_clicks_in_both_languages(lang, log, rank):
    app = KniffelApp(["Ada"], lang=lang, seed=1)
    for number, (category, throws, points) in enumerate(PLAN):
        assert enabled(app) == set()  # nothing to write before the first throw
        check_card(app)
        scripted(app, [values for _, values in throws])
        for keep, _ in throws:
            hold(app, keep)
            click(app, "throw")
            assert enabled(app) == legal_writes(app) == set(app.state.card.open_categories)
            check_card(app)
        name = t(f"kniffel_cat_{category}", lang)
        cell = box(app, category)
        assert cell["text"] == str(points) and cell["label"] == WRITE[lang].format(name, points)
        click(app, f"write:{category}")
        assert box(app, category) == {"kind": "cell", "text": str(points), "style": "filled"}
        assert app.move_log.newest == log.format(points, name)
        assert app.message.text == ""
        assert len(app.state.card.open_categories) == len(CATEGORIES) - number - 1
    assert app.state.over and app.state.cards[0].total == PLAN_TOTAL
    total = t("kniffel_grand_total", lang)
    assert sheet(app)[total][0]["text"] == str(PLAN_TOTAL)
    bonus = t("kniffel_bonus", lang).format(threshold=63)
    assert sheet(app)[bonus][0]["text"] == "35"
    assert app.ranking_lines() == [rank.format(PLAN_TOTAL)]
    assert app.table_view.clickable() == []
    assert not dice_part(app)["active"] and sheet_part(app)["current"] is None


def test_the_board_replaces_the_old_buttons():
    app = KniffelApp(["Ada"], lang="en")
    for gone in ("tray", "throw_button", "category_buttons", "cells", "sheet", "writer_head"):
        assert not hasattr(app, gone)
    assert app.board() == [app.table_view]
    assert app.controls() == [app.variant]


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


def test_boxes_never_show_a_stale_label():
    app = KniffelApp(["Ada", "Bo"], lang="en")
    # before the first throw: nothing on the open boxes, nothing to click
    assert all(box(app, c)["text"] == "" for c in CATEGORIES) and enabled(app) == set()
    scripted(app, [(2, 2, 3, 3, 3)])
    click(app, "throw")
    assert box(app, "full_house")["text"] == "25"
    assert box(app, "threes")["text"] == "9"
    assert box(app, "kniffel")["text"] == "0"
    assert box(app, "kniffel")["label"] == "scratch Kniffel (Yahtzee) (0)"
    assert all(box(app, c, 1)["text"] == "" for c in CATEGORIES)  # Bo's column: empty
    click(app, "write:full_house")
    # Bo's turn: Bo's column is the current one; Ada's shows only what she wrote
    assert sheet_part(app)["current"] == 1
    assert box(app, "full_house", 0) == {"kind": "cell", "text": "25", "style": "filled"}
    assert all(box(app, c, 0)["text"] == "" for c in CATEGORIES if c != "full_house")
    assert all(box(app, c, 1)["text"] == "" for c in CATEGORIES)
    scripted(app, [(1, 2, 3, 4, 5)])
    click(app, "throw")
    assert box(app, "full_house", 1)["text"] == "0"
    assert box(app, "full_house", 0)["text"] == "25"  # not Bo's dice in Ada's box
    click(app, "write:large_straight")
    # Ada again: her written box shows what was written, the rest nothing until she throws
    assert sheet_part(app)["current"] == 0
    assert box(app, "full_house", 0)["text"] == "25" and enabled(app) == set()
    assert box(app, "large_straight", 1) == {"kind": "cell", "text": "40", "style": "filled"}
    assert box(app, "large_straight", 0)["text"] == ""


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_every_box_shows_its_value_or_its_option_through_a_whole_game(seed):
    app = KniffelApp(["Ada", ("Robo", True), "Bo"], lang="en", seed=seed)

    def check(app):
        check_card(app)
        assert enabled(app) == legal_writes(app)
        assert sheet_part(app)["current"] == app.state.current
        return False

    play_to_end(app, seed=seed, before_move=check)
    check_card(app)


def test_holding_by_clicking_keeps_those_dice_and_may_take_them_back():
    app = KniffelApp(["Ada"], lang="en")
    scripted(app, [(1, 2, 3, 4, 5), (6, 6, 6), (1, 1, 1, 1)])
    click(app, "throw")
    click(app, "hold:0")
    click(app, "hold:3")
    assert held(app) == [0, 3] and app.state.held == ()  # a hold is no move yet
    assert [d["caption"] for d in dice_items(app)] == [
        "Held",
        *["click to hold"] * 2,
        "Held",
        "click to hold",
    ]
    click(app, "throw")
    assert app.state.held == (0, 3) and app.state.dice == (1, 6, 6, 4, 6)
    assert held(app) == [0, 3]  # the dice kept stay held for the next throw
    click(app, "hold:0")  # die 0 goes back into the throw
    click(app, "throw")
    assert app.state.held == (3,) and app.state.dice == (1, 1, 1, 4, 1)
    # the last throw is made: no die can be held, Throw is off, the boxes are on
    assert [i for i in app.table_view.clickable() if not i.startswith("write:")] == []
    assert app.table_view.item("throw")["disabled"] and held(app) == []


def test_thrown_dice_tumble_and_the_roll_counter_changes_on_every_throw():
    app = KniffelApp(["Ada"], lang="en")
    assert [d["value"] for d in dice_items(app)] == [None] * 5
    rolls = [app.table_view.scene["roll"]]
    scripted(app, [(1, 2, 3, 4, 5), (6, 6, 6)])
    click(app, "throw")
    rolls.append(app.table_view.scene["roll"])
    assert [d["rolled"] for d in dice_items(app)] == [True] * 5
    click(app, "hold:0")
    click(app, "hold:3")
    assert app.table_view.scene["roll"] == rolls[-1]  # holding throws nothing
    click(app, "throw")
    rolls.append(app.table_view.scene["roll"])
    assert [d["rolled"] for d in dice_items(app)] == [False, True, True, False, True]
    click(app, "write:chance")
    rolls.append(app.table_view.scene["roll"])
    assert len(set(rolls)) == len(rolls)
    assert [d["rolled"] for d in dice_items(app)] == [False] * 5  # nothing thrown yet


def test_the_seat_on_turn_is_marked_on_the_dice_and_its_column():
    app = KniffelApp(["Ada", "Bo"], lang="de")
    assert dice_part(app)["active"] and dice_part(app)["title"] == "Würfel von Ada"
    assert sheet_part(app)["current"] == 0 and sheet_part(app)["head"] == ["Kategorie", "Ada", "Bo"]
    scripted(app, [(1, 2, 3, 4, 6)])
    click(app, "throw")
    assert dice_part(app)["title"] == "Würfel von Ada · Wurf 1 von 3"
    click(app, "write:chance")
    assert sheet_part(app)["current"] == 1 and dice_part(app)["title"] == "Würfel von Bo"
    you = KniffelApp(["Du"], lang="de")
    assert dice_part(you)["title"] == "Deine Würfel"
    assert dice_part(KniffelApp(["You"], lang="en"))["title"] == "Your dice"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_refused_clicks_show_the_message_and_change_nothing(lang):
    app = KniffelApp(["Ada"], lang=lang)
    before, scene = app.state, app.table_view.scene
    click(app, "write:chance")  # nothing thrown yet: the box is not clickable
    assert app.state == before and app.table_view.scene == scene
    assert app.message.kind == "error" and GONE[lang] in app.message.text
    scripted(app, [(1, 2, 3, 4, 6)] * 3)
    click(app, "throw")
    assert app.message.text == ""  # an accepted move clears the message
    hold(app, range(5))
    assert app.table_view.item("throw")["disabled"]  # five held is no throw
    all_held = t("kniffel_err_all_held", lang)
    assert all_held in hints(app)
    thrown = app.state
    click(app, "throw")
    assert app.state == thrown and GONE[lang] in app.message.text
    assert held(app) == [0, 1, 2, 3, 4]  # the holds stay
    hold(app, ())
    assert app.message.text == ""  # a click on a die: the refusal is not the news any more
    assert all_held not in hints(app)
    click(app, "throw")
    click(app, "throw")
    assert app.table_view.item("throw")["disabled"]
    thrown = app.state
    click(app, "throw")  # a fourth throw
    assert app.state == thrown and GONE[lang] in app.message.text
    click(app, "hold:0")  # no die can be held after the last throw
    assert app.state == thrown and held(app) == []
    click(app, "write:chance")
    scripted(app, [(1, 2, 3, 4, 6)])
    click(app, "throw")
    written = app.state
    click(app, "write:chance")  # written already
    assert app.state == written and GONE[lang] in app.message.text
    click(app, "nonsense")
    assert app.state == written and GONE[lang] in app.message.text


def test_the_engine_still_refuses_a_move_the_board_would_not_offer():
    app = KniffelApp(["Ada"], lang="de")
    before = app.state
    assert not app.play(Write("chance"))
    assert app.state == before and "Erst würfeln" in app.message.text
    play_turn(app, [((), (1, 2, 3, 4, 6))], "chance")
    click(app, "throw")
    assert not app.play(Write("chance"))
    # the written box is named as the card names it, not by its key ("chance")
    assert "Im Feld „Chance“ steht schon" in app.message.text


def test_no_click_is_taken_when_no_human_is_to_move():
    over = KniffelApp([("A", True), ("B", True)], lang="en", seed=9)
    assert over.state.over and over.table_view.clickable() == []
    for item in ("throw", "hold:0", "write:chance"):
        click(over, item)
        assert GONE["en"] in over.message.text
    # other seats' columns are never clickable
    app = KniffelApp(["Ada", "Bo", ("Robo", True)], lang="en", seed=2)
    click(app, "throw")
    assert all("id" not in box(app, c, seat) for c in CATEGORIES for seat in (1, 2))


def test_computer_seats_play_by_themselves_after_each_human_move():
    app = KniffelApp([Player("Robo", True), "Ada"], lang="en", seed=8)
    robo, ada = app.state.cards
    assert app.state.to_move == 1 and len(robo.open_categories) == len(CATEGORIES) - 1
    assert any(line.startswith(("Robo writes", "Robo scratches")) for line in app.move_log.lines)
    assert [d["value"] for d in dice_items(app)] == [None] * 5  # not Robo's dice
    play_turn(app, [((), (1, 2, 3, 4, 6))], "chance")
    robo, ada = app.state.cards
    assert app.state.to_move == 1
    assert len(robo.open_categories) == len(CATEGORIES) - 2  # Robo has played again
    assert len(ada.open_categories) == len(CATEGORIES) - 1


def test_a_table_of_computers_plays_to_the_end():
    app = KniffelApp([("A", True), ("B", True)], lang="en", seed=9)
    assert app.state.over and app.table_view.clickable() == []
    assert len(app.ranking_lines()) == 2 and "Ranking" in app.ranking_view.value


def test_a_tie_shares_the_first_place():
    app = KniffelApp(["Ada", "Bo"], lang="en")
    # every throw shows 1 2 3 4 6 and both write the same box each round:
    # ones 1, twos 2, threes 3, fours 4, sixes 6, small straight 30, chance 16, rest 0
    for category in CATEGORIES:
        for _ in range(2):
            play_turn(app, [((), (1, 2, 3, 4, 6))], category)
    assert app.ranking_lines() == [
        "1. Ada: 62 points (level with Bo: both 62 points)",
        "1. Bo: 62 points (level with Ada: both 62 points)",
    ]
    assert "A shared win: Ada, Bo." in app.ranking_view.value


def test_the_book_variant_offers_a_further_kniffel_as_100_below():
    app = KniffelApp(["Ada"], lang="en")
    play_turn(app, [((), (6, 6, 6, 6, 6))], "kniffel")
    scripted(app, [(2, 2, 2, 2, 2)])
    click(app, "throw")
    assert box(app, "twos")["text"] == "10"
    for category in ("three_of_a_kind", "full_house", "large_straight", "chance"):
        assert box(app, category)["text"] == "100"
    name = "write the further Kniffel into Full house (100)"
    assert box(app, "full_house")["label"] == box(app, "full_house")["title"] == name
    assert "Kniffel bonus" not in sheet(app)  # "book" writes its 100 into a box
    click(app, "write:full_house")
    assert app.state.cards[0].box("full_house") == 100
    assert app.move_log.newest == "Ada writes the further Kniffel as 100 points into Full house."
    assert sheet(app)["Lower sum"][0]["text"] == "150"


def test_the_hasbro_joker_rule_enables_only_the_forced_box():
    app = KniffelApp(["Ada"], lang="en", rules=Rules("hasbro"))
    play_turn(app, [((), (6, 6, 6, 6, 6))], "kniffel")
    scripted(app, [(3, 3, 3, 3, 3)])
    click(app, "throw")
    assert enabled(app) == legal_writes(app) == {"threes"}
    assert "Joker rule: only Threes is allowed." in app.status.value
    assert box(app, "threes")["text"] == "15+100"  # the box and the bonus beside it
    assert box(app, "threes")["label"] == "write into Threes (15 + 100 bonus)"
    tip = "The Joker rule does not let this Kniffel go here."
    assert box(app, "chance") == {"kind": "cell", "text": "", "style": "open", "title": tip}
    before = app.state
    click(app, "write:chance")
    assert app.state == before and GONE["en"] in app.message.text
    click(app, "write:threes")
    assert app.state.cards[0].total == 50 + 15 + 100  # Kniffel, five threes, the bonus
    assert app.move_log.newest.endswith("Plus 100 bonus points for the further Kniffel.")
    assert sheet(app)["Kniffel bonus"][0]["text"] == "100"
    assert sheet(app)["Lower sum"][0]["text"] == "50"
    assert sheet(app)["Grand total"][0]["text"] == "165"


def test_the_bonus_row_names_the_threshold_of_the_rules():
    app = KniffelApp(["Ada"], lang="de", rules=Rules(upper_bonus_threshold=70))
    assert "Bonus (ab 70)" in sheet(app)
    assert "Bonus (70 or more)" in sheet(
        KniffelApp(lang="en", rules=Rules(upper_bonus_threshold=70))
    )


def test_a_new_rule_before_any_move_starts_a_new_game_at_once_and_says_so():
    app = KniffelApp(["Ada"], lang="en", rules=Rules("none", upper_bonus=50))
    app.variant.value = "hasbro"
    assert app.state.rules == Rules("hasbro", upper_bonus=50) and app.state.history == ()
    assert app.message.kind == "info"
    assert (
        app.message.text
        == "New game under the extra-Kniffel rule “Hasbro: 100 bonus and Joker rule”."
    )
    assert "Kniffel bonus" in sheet(app) and hints(app) == []
    # a computer seat that played first does not count as a move of the student
    app = KniffelApp([("Robo", True), "Ada"], lang="de", seed=1)
    assert app.state.history
    app.variant.value = "none"
    assert app.state.rules.extra_kniffel == "none"
    assert app.message.text.startswith("Neues Spiel mit der Extra-Kniffel-Regel")


@pytest.mark.parametrize(
    ("lang", "later", "hint"),
    [
        (
            "en",
            "The rule “Hasbro: 100 bonus and Joker rule” applies from the next new game; "
            "this game goes on under “no special rule”. Click New game to start one now.",
            "This game goes on under the rule “no special rule”; the one chosen below "
            "applies from the next new game.",
        ),
        (
            "de",
            "Die Regel „Hasbro: 100 Bonus und Joker-Regel“ gilt ab dem nächsten neuen Spiel; "
            "dieses Spiel läuft mit „keine Sonderregel“ weiter. „Neues Spiel“ beginnt es sofort.",
            "Dieses Spiel läuft mit der Regel „keine Sonderregel“; die unten gewählte gilt ab "
            "dem nächsten neuen Spiel.",
        ),
    ],
)
def test_a_new_rule_during_a_game_waits_for_the_next_game_and_says_so(lang, later, hint):
    app = KniffelApp(["Ada"], lang=lang, rules=Rules("none", upper_bonus=50))
    play_turn(app, [((), (1, 2, 3, 4, 6))], "chance")
    click(app, "throw")
    playing = app.state
    app.variant.value = "hasbro"
    assert app.state == playing  # the game goes on, under its rule
    assert app.message.kind == "info" and app.message.text == later
    assert hints(app) == [hint]
    app.variant.value = "none"  # back to the rule in play: nothing waits any more
    assert app.state == playing and app.message.text == "" and hints(app) == []
    app.variant.value = "hasbro"
    click(app, "write:ones")
    assert hints(app) == [hint]  # the board keeps saying it until the new game
    app.new_button.click()
    assert app.state.rules == Rules("hasbro", upper_bonus=50) and app.state.history == ()
    assert hints(app) == []


def test_a_new_rule_after_the_end_starts_a_new_game():
    app = KniffelApp([("A", True), ("B", True), "Ada"], lang="en", seed=3)
    play_to_end(app, seed=3)
    assert app.state.over
    app.variant.value = "hasbro"
    assert not app.state.over and app.state.rules.extra_kniffel == "hasbro"


def test_new_game_starts_again_with_the_same_seats():
    app = KniffelApp(["Ada", ("Robo", True)], lang="en", seed=3)
    play_turn(app, [((), (1, 2, 3, 4, 6))], "chance")
    app.new_button.click()
    assert app.state.history == () and app.move_log.lines == []
    assert [s.name for s in app.state.seats] == ["Ada", "Robo"]
    assert all(cell["text"] == "" for c in CATEGORIES for cell in (box(app, c, 0), box(app, c, 1)))


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
        {"policies": "greedy"},
        {"rules": "book"},
        {"lang": "fr"},
    ],
)
def test_bad_arguments_are_a_value_error(bad):
    with pytest.raises(ValueError):
        KniffelApp(**bad)


def test_every_visible_label_exists_in_both_languages():
    for category in CATEGORIES:
        assert f"kniffel_cat_{category}" in CATALOGUE
    de, en = KniffelApp(lang="de"), KniffelApp(lang="en")
    assert de.table_view.item("throw")["text"] == "Würfeln"
    assert en.table_view.item("throw")["text"] == "Throw"
    assert "Du bist dran" in de.status.value and "Your turn" in en.status.value
    assert "Runde 1: würfeln." in de.status.value
    assert de.new_button.description == "Neues Spiel"
    assert de.variant.description == "Extra-Kniffel-Regel"
    assert de.variant.options[0][0].startswith("Buch: weiterer Kniffel")
    assert list(sheet(de))[6:8] == ["Summe oben", "Bonus (ab 63)"]
    assert list(sheet(de))[-2:] == ["Summe unten", "Gesamtsumme"]
    assert list(sheet(en))[-2:] == ["Lower sum", "Grand total"]
    scripted(de, [(1, 2, 3, 4, 6)])
    click(de, "throw")
    assert [d["caption"] for d in dice_items(de)] == ["klicken: halten"] * 5
    click(de, "hold:1")
    assert dice_items(de)[1]["caption"] == "Gehalten"
    assert Roll() in en.state.legal_moves()


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
    from pyramide_kit.kniffel import optimal, solver

    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("PYRAMIDE_KIT_CACHE", str(tmp_path_factory.mktemp("kniffel-cache")))
        solver._TABLES.clear()
        app_module._READY.clear()
        yield optimal
        solver._TABLES.clear()
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


@pytest.mark.slow
def test_the_coach_lists_the_optimal_values_and_stars_the_best_move(tables):
    app = KniffelApp(["Ada"], lang="en")
    app.coach.toggle.value = True
    assert app.coach.view.value.count("<tr>") == 0  # before the first throw: no choice
    scripted(app, [(4, 4, 6, 2, 1)])
    click(app, "throw")
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
        click(app, "throw")
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
    click(app, "throw")
    extra = next(m for m in app.state.legal_moves() if isinstance(m, Write) and m.extra)
    assert app.coach_label(app.state, extra).startswith("write the further Kniffel into ")
    app = KniffelApp(["Ada"], lang="de", rules=Rules("hasbro"))
    play_turn(app, [((), (6, 6, 6, 6, 6))], "kniffel")
    scripted(app, [(3, 3, 3, 3, 3)])
    click(app, "throw")
    assert (
        app.coach_label(app.state, Write("threes"))
        == "ins Feld „Dreier“ eintragen (15 + 100 Bonus)"
    )


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_whole_coached_game_sums_what_each_choice_cost(tables, lang):
    from pyramide_kit.kniffel.strategy import OptimalPolicy

    app = KniffelApp(["Ada", ("Robo", True)], lang=lang, seed=4, policies=OptimalPolicy())
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

    app = KniffelApp([("Robo", True)], lang="en", seed=12, policies=OptimalPolicy())
    assert app.state.over and app.coach.costs == {}
    assert replay_checking_optimal(app.state, {0}) >= len(CATEGORIES)
    # per seat: Robo optimal, Bob the book's advice
    app = KniffelApp(
        [("Robo", True), ("Bob", True)], lang="de", seed=2, policies={"Robo": OptimalPolicy()}
    )
    assert app.state.over and app.policies == {0: OptimalPolicy(), 1: BookAdvice()}
    assert replay_checking_optimal(app.state, {0}) >= len(CATEGORIES)
    with pytest.raises(ValueError, match="Ada"):
        KniffelApp(["Ada"], policies={"Ada": OptimalPolicy()})
    with pytest.raises(ValueError):
        KniffelApp([("Robo", True)], policies={"Robo": "optimal"})


def test_optimal_play_runs_through_the_engine_but_not_the_vectorised_simulator(tables):
    import numpy as np

    from pyramide_kit.errors import RuleError
    from pyramide_kit.kniffel import new_game, vectorised
    from pyramide_kit.kniffel.solitaire import simulate_policy
    from pyramide_kit.kniffel.strategy import OptimalPolicy, check_policy
    from pyramide_kit.table import play_turn

    policy = check_policy(OptimalPolicy())
    game = play_turn(new_game(1), policy, np.random.default_rng(1))[-1]
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

    monkeypatch.setattr(type(app), "spec", replace(app.spec, move_values=broken))
    scripted(app, [(1, 2, 3, 4, 6)])
    click(app, "throw")
    assert "The coach cannot advise here: no table today" in app.message.text
    assert "<tr>" not in app.coach.view.value
    click(app, "write:small_straight")
    assert app.state.cards[0].box("small_straight") == 30


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["book", "hasbro", "none"])
def test_the_coach_values_every_variant_as_its_solver_does(tables, variant):
    """After a Kniffel is written, a second Kniffel is where the variants differ (the book's
    100 in a lower box, hasbro's bonus and Joker, none): the listed values follow each
    variant's own optimal table, and the starred move is its best move."""
    app = KniffelApp(["Ada"], lang="en", rules=Rules(variant))
    app.coach.toggle.value = True
    scripted(app, [(5, 5, 5, 5, 5), (5, 5, 5, 5, 5)])
    click(app, "throw")
    app.play(Write("kniffel"))
    click(app, "throw")
    state = app.state
    assert state.dice == (5, 5, 5, 5, 5) and state.card.box("kniffel") == 50
    exact = tables.move_values(state)
    shown = app.coach.values(state)
    assert all(shown[move] == value for move, value in exact.items())
    rows = coach_rows(app)
    assert rows[0][2] and rows[0][3] == app.coach_label(state, tables.best_move(state))
