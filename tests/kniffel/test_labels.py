"""The names and summaries Kniffel prints for readers, in German and English."""

import re

import pytest

from pyramide_kit.errors import RuleError
from pyramide_kit.kniffel import CATEGORIES
from pyramide_kit.kniffel.labels import category_name, policy_name, variant_name
from pyramide_kit.kniffel.solitaire import simulate_policy
from pyramide_kit.kniffel.strategy import BookAdvice, Greedy

# the score card's words, as the rule text and an English card print them
GERMAN = {"full_house": "Full House", "small_straight": "Kleine Straße",
          "large_straight": "Große Straße", "three_of_a_kind": "Dreierpasch",
          "kniffel": "Kniffel", "chance": "Chance", "ones": "Einser"}  # fmt: skip
ENGLISH = {"full_house": "Full house", "large_straight": "Large straight", "sixes": "Sixes"}


@pytest.mark.parametrize(("category", "name"), GERMAN.items())
def test_categories_have_their_german_card_names(category, name):
    assert category_name(category, "de") == name


@pytest.mark.parametrize(("category", "name"), ENGLISH.items())
def test_categories_have_their_english_card_names(category, name):
    assert category_name(category, "en") == name


@pytest.mark.parametrize("lang", ["de", "en"])
def test_no_category_name_is_a_code_key(lang):
    names = [category_name(c, lang) for c in CATEGORIES]
    assert len(set(names)) == len(CATEGORIES)
    assert not any("_" in name for name in names)


@pytest.mark.parametrize("bad", ["full house", "Kniffel", 3, None])
def test_an_unknown_category_is_refused(bad):
    with pytest.raises(RuleError) as refused:
        category_name(bad, "de")
    assert refused.value.key == "kniffel_err_category"


def test_the_rule_variants_are_named_in_words():
    assert "100" in variant_name("book", "de") and "untere" in variant_name("book", "de")
    assert "Joker" in variant_name("hasbro", "en")
    assert variant_name("none", "de") == "keine Sonderregel"
    with pytest.raises(RuleError) as refused:
        variant_name("yahtzee", "en")
    assert refused.value.key == "kniffel_err_variant"


def test_an_unknown_language_is_refused():
    for call in (lambda: category_name("ones", "fr"), lambda: variant_name("book", "EN"),
                 lambda: policy_name("greedy", "fr")):  # fmt: skip
        with pytest.raises(RuleError) as refused:
            call()
        assert refused.value.key == "check_err_lang"


def test_the_kits_players_are_translated_and_a_students_name_is_kept():
    assert policy_name(BookAdvice().name, "de") == "Rat des Buchs"
    assert policy_name(Greedy().name, "de") == "gierig"
    assert policy_name(Greedy().name, "en") == "greedy"
    assert policy_name("my sixes first", "de") == "my sixes first"


def _numbers(text: str) -> list[str]:
    return re.findall(r"\d+(?:\.\d+)?", text)


def test_a_solitaire_summary_speaks_german_with_the_same_numbers():
    german = simulate_policy(Greedy(), 12, seed=5, lang="de")
    english = simulate_policy(Greedy(), 12, seed=5)
    assert str(german).startswith("gierig: 12 Spiele (Startwert 5): Mittelwert ")
    assert "Standardabweichung" in str(german) and "Bonus" in str(german)
    assert str(english).startswith("greedy: 12 games (seed 5): mean ")
    assert _numbers(str(german).replace(",", ".")) == _numbers(str(english))
    # the numbers themselves, recomputed from the totals, with the German decimal comma
    assert f"{german.totals.mean():.1f}".replace(".", ",") in str(german)
    assert f"{german.totals.std(ddof=1):.1f}".replace(".", ",") in str(german)
    assert german.describe("en") == str(english)


def test_a_solitaire_run_refuses_an_unknown_language_before_playing():
    with pytest.raises(RuleError) as refused:
        simulate_policy(Greedy(), 10, seed=1, lang="fr")
    assert refused.value.key == "check_err_lang"
