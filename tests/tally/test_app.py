"""The class tally driven by clicks from Python, in English and in German."""

from datetime import datetime, timezone
from html import escape

import pytest

import pyramide_kit
from pyramide_kit.tally import ClassTally, Tally, dumps
from pyramide_kit.tally.app import ClassTally as AppClassTally


def png_shown(output) -> bool:
    return any("image/png" in o.get("data", {}) for o in output.outputs)


def enter(app, group, results, button=None):
    app.group_entry.value = group
    app.results_entry.value = results
    (button or app.add_button).click()


def test_the_package_exports_the_tally_lazily():
    assert pyramide_kit.ClassTally is AppClassTally is ClassTally


def test_a_group_is_added_and_pooled_in_english():
    app = ClassTally(lang="en", experiment="six")
    assert "1/6" in app.exact_view.value and "0.166667" in app.exact_view.value
    assert "No group yet" in app.pooled_view.value and not png_shown(app.plot_output)
    enter(app, "Team A", "1:14 0:46")
    assert app.message.text == "Group 'Team A': 60 attempts added."
    assert "Class: 14 of 60, relative frequency 7/30" in app.pooled_view.value
    assert "95 % band at n = 60" in app.pooled_view.value
    assert png_shown(app.plot_output)
    enter(app, "Team B", "1 0 0 0")
    assert "Class: 15 of 64, relative frequency 15/64" in app.pooled_view.value
    assert list(app.remove_buttons) == ["Team A", "Team B"]
    assert len(app.table.children) == 3  # the heads and a row per group
    assert app.group_entry.value == "" and app.results_entry.value == ""


def test_a_refused_entry_is_shown_and_changes_nothing():
    app = ClassTally(lang="en", experiment="sum_of_two")
    enter(app, "A", "7 8")
    before = app.tally
    for results in ("13", "2.5", "", "7:-1", "seven"):
        enter(app, "B", results)
        assert app.message.kind == "error" and app.message.text.startswith("Not allowed:")
        assert app.tally is before
    enter(app, "B", "13")
    assert "An outcome must be a whole number from 2 to 12, not 13" in app.message.text
    assert app.results_entry.value == "13"  # kept, to be corrected
    enter(app, "B", "12")  # and the widget goes on
    assert app.tally.n == 3


def test_a_name_taken_asks_before_replacing():
    app = ClassTally(lang="en", experiment="six")
    enter(app, "A", "1 0")
    assert app.replace_button.disabled
    enter(app, "a", "1 1 1")
    assert app.tally.pooled_counts == {0: 1, 1: 1}  # nothing counted twice
    assert "There is already a group 'A'" in app.message.text
    assert not app.replace_button.disabled
    app.replace_button.click()
    assert app.tally.pooled_counts == {1: 3}
    assert app.message.text == "The results of group 'a' are replaced (3 attempts)."
    assert app.replace_button.disabled


def test_typing_after_the_question_withdraws_the_replace_offer():
    app = ClassTally(lang="en", experiment="six")
    enter(app, "A", "1 0")
    enter(app, "A", "1")
    app.group_entry.value = "B"
    assert app.replace_button.disabled


def test_remove_by_a_click():
    app = ClassTally(lang="en", experiment="throws_until_ones")
    enter(app, "A", "12 17 9")
    enter(app, "B", "40")
    assert "mean of 4 attempts 39/2" in app.pooled_view.value
    app.remove_buttons["B"].click()
    assert app.tally.names == ("A",) and app.message.text == "Group 'B' removed."
    assert "mean of 3 attempts 38/3" in app.pooled_view.value
    app.remove_buttons["A"].click()
    assert app.tally.n == 0 and app.table.children == ()
    assert not png_shown(app.plot_output)


@pytest.mark.slow
def test_each_experiment_keeps_its_groups():
    app = ClassTally(lang="en", experiment="six")
    enter(app, "A", "1 0")
    app.experiment_select.value = "ones_after_three"
    assert app.tally.n == 0 and "ones per attempt" in app.hint.value
    enter(app, "A", "2 3 2")
    assert "relative frequency per outcome" in app.pooled_view.value
    assert png_shown(app.plot_output)  # the bars
    app.experiment_select.value = "six"
    assert app.tally.pooled_counts == {0: 1, 1: 1}


def test_save_and_load_through_the_text_area():
    app = ClassTally(lang="en", experiment="sum_of_two")
    enter(app, "A", "7 7 2")
    app.save_button.click()
    saved = app.save_area.value
    assert '"experiment": "sum_of_two"' in saved
    other = ClassTally(lang="en", experiment="six")
    other.save_area.value = saved
    other.load_button.click()
    assert other.experiment_select.value == "sum_of_two"
    assert other.tally == app.tally
    assert other.message.text == "Loaded: 1 group, 3 attempts."


def test_a_bad_save_is_refused_and_loads_nothing():
    app = ClassTally(lang="en", experiment="six")
    enter(app, "A", "1 0")
    before = app.tally
    edited = dumps(Tally.new("six").add("B", results=[1])).replace("[1, 1]", "[1, -1]")
    app.save_area.value = edited
    app.load_button.click()
    assert app.message.kind == "error"
    assert "group 1 is not allowed: A count must be a whole number" in app.message.text
    assert app.tally is before


def test_load_from_an_uploaded_file():
    app = ClassTally(lang="en", experiment="six")
    text = dumps(Tally.new("throws_until_ones").add("A", results=[14, 11]))
    upload = ({"name": "tally.json", "type": "application/json", "size": len(text),
                         "content": memoryview(text.encode()),
                         "last_modified": datetime.now(timezone.utc)},)  # fmt: skip
    app.upload.value = upload
    assert app.experiment_select.value == "throws_until_ones"
    assert app.tally.pooled_counts == {11: 1, 14: 1} and app.upload.value == ()
    app.remove_buttons["A"].click()
    app.upload.value = upload  # the same file once more
    assert app.tally.pooled_counts == {11: 1, 14: 1}


def test_in_german():
    app = ClassTally(lang="de", experiment="six")
    assert app.add_button.description == "Hinzufügen"
    assert "Exakt: P = 1/6" in app.exact_view.value
    assert "Noch keine Gruppe" in app.pooled_view.value
    enter(app, "Gruppe 1", "1:10 0:50")
    assert app.message.text == "Gruppe „Gruppe 1“: 60 Versuche aufgenommen."
    assert "Klasse: 10 von 60, relative Häufigkeit 1/6" in app.pooled_view.value
    assert "die Klasse liegt darin" in app.pooled_view.value
    enter(app, "Gruppe 2", "2,5")
    assert app.message.text.startswith(
        "Nicht erlaubt: Ein Ergebnis muss eine ganze Zahl von 0 bis 1"
    )
    enter(app, "gruppe 1", "1")
    assert "Die Gruppe „Gruppe 1“ gibt es schon" in app.message.text
    assert app.replace_button.description == "Ersetzen"
    app.save_area.value = "{"
    app.load_button.click()
    assert app.message.text.startswith("Nicht erlaubt: Das ist keine gültige gespeicherte")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_text_shown_comes_from_the_catalogue(lang):
    """No key and no English word where German is wanted: the controls of each language
    differ from the other's."""
    de, en = ClassTally(lang="de"), ClassTally(lang="en")
    for name in ("add_button", "replace_button", "save_button", "load_button"):
        assert getattr(de, name).description != getattr(en, name).description
    assert de.hint.value != en.hint.value and "tally_" not in de.hint.value + en.hint.value


def test_a_wrong_language_or_experiment_is_refused():
    with pytest.raises(ValueError):
        ClassTally(lang="fr")
    with pytest.raises(ValueError, match="experiment"):
        ClassTally(experiment="dice")


NOUNS = {
    "en": {
        "added": ("Group 'A': 1 attempt added.", "Group 'B': 2 attempts added."),
        "replaced": (
            "The results of group 'A' are replaced (1 attempt).",
            "The results of group 'A' are replaced (2 attempts).",
        ),
        "loaded": ("Loaded: 1 group, 1 attempt.", "Loaded: 2 groups, 3 attempts."),
        "mean": ("Class: mean of 1 attempt 3", "Class: mean of 2 attempts 5/2"),
        "outcomes": ("Class: 1 attempt, relative", "Class: 2 attempts, relative"),
    },
    "de": {
        "added": ("Gruppe „A“: 1 Versuch aufgenommen.", "Gruppe „B“: 2 Versuche aufgenommen."),
        "replaced": (
            "Die Ergebnisse der Gruppe „A“ sind ersetzt (1 Versuch).",
            "Die Ergebnisse der Gruppe „A“ sind ersetzt (2 Versuche).",
        ),
        "loaded": ("Geladen: 1 Gruppe, 1 Versuch.", "Geladen: 2 Gruppen, 3 Versuche."),
        "mean": ("Klasse: Mittelwert von 1 Versuch 3", "Klasse: Mittelwert von 2 Versuchen 5/2"),
        "outcomes": ("Klasse: 1 Versuch, relative", "Klasse: 2 Versuche, relative"),
    },
}


def reloaded(app, lang):
    app.save_button.click()
    other = ClassTally(lang=lang, experiment="six")
    other.save_area.value = app.save_area.value
    other.load_button.click()
    return other.message.text


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_messages_count_one_attempt_and_several(lang):
    words = NOUNS[lang]
    app = ClassTally(lang=lang, experiment="six")
    enter(app, "A", "1")
    assert app.message.text == words["added"][0]
    assert reloaded(app, lang) == words["loaded"][0]
    enter(app, "B", "1 0")
    assert app.message.text == words["added"][1]
    assert reloaded(app, lang) == words["loaded"][1]
    enter(app, "A", "0")
    app.replace_button.click()
    assert app.message.text == words["replaced"][0]
    enter(app, "A", "0 0")
    app.replace_button.click()
    assert app.message.text == words["replaced"][1]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_pooled_class_counts_one_attempt_and_several(lang):
    words = NOUNS[lang]
    mean = ClassTally(lang=lang, experiment="throws_until_ones")
    enter(mean, "A", "3")
    assert words["mean"][0] + " " in mean.pooled_view.value
    enter(mean, "B", "2")
    assert words["mean"][1] + " " in mean.pooled_view.value
    outcomes = ClassTally(lang=lang, experiment="sum_of_two")
    enter(outcomes, "A", "7")
    assert words["outcomes"][0] in outcomes.pooled_view.value
    enter(outcomes, "B", "8")
    assert words["outcomes"][1] in outcomes.pooled_view.value


@pytest.mark.parametrize(("lang", "lead"), [("de", "Diagramm: "), ("en", "Chart: ")])
def test_the_figure_is_described_for_screen_readers(lang, lead):
    app = ClassTally(lang=lang, experiment="six")
    enter(app, "A", "1:8 0:22")
    (shown,) = app.plot_output.outputs
    alt = shown["data"]["text/plain"]
    assert alt.startswith(lead) and f'alt="{escape(alt, quote=True)}"' in shown["data"]["text/html"]
