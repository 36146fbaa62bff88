"""The names Pyramide prints for its pyramid kinds, in German and English."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pyramide_kit.errors import RuleError
from pyramide_kit.pyramide import best_build, kind_name, odds
from pyramide_kit.pyramide.app import build_text

# the rule text's words for the three pyramids (and an English reader's)
GERMAN = {"large": "große Pyramide", "half": "halbe Pyramide", "small": "kleine Pyramide"}
ENGLISH = {"large": "large pyramid", "half": "half pyramid", "small": "small pyramid"}


@pytest.mark.parametrize(("kind", "name"), GERMAN.items())
def test_kinds_have_the_rule_texts_german_names(kind, name):
    assert kind_name(kind, "de") == name


@pytest.mark.parametrize(("kind", "name"), ENGLISH.items())
def test_kinds_have_english_names(kind, name):
    assert kind_name(kind, "en") == name


@pytest.mark.parametrize("lang", ["de", "en"])
def test_no_pyramid_is_named_alike_for_none_and_the_odds_key(lang):
    assert kind_name(None, lang) == kind_name("none", lang)
    assert kind_name(None, lang) not in {kind_name(k, lang) for k in GERMAN}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_key_of_the_kind_odds_has_its_own_name(lang):
    names = [kind_name(kind, lang) for kind in odds.kind_probabilities(1)]
    assert len(set(names)) == len(names) == 4
    assert not any("_" in name or name in GERMAN for name in names)


@given(st.lists(st.integers(1, 6), min_size=6, max_size=6))
def test_the_widget_words_a_build_by_its_kind_name(dice):
    build = best_build(dice)
    for lang in ("de", "en"):
        assert build_text(build, lang).startswith(kind_name(build.kind, lang))


@pytest.mark.parametrize("bad", ["big", "Large", "halbe Pyramide", 3, ""])
def test_an_unknown_kind_is_refused(bad):
    with pytest.raises(RuleError) as refused:
        kind_name(bad, "en")
    assert refused.value.key == "pyr_err_kind"


def test_an_unknown_language_is_refused():
    with pytest.raises(RuleError) as refused:
        kind_name("large", "fr")
    assert refused.value.key == "check_err_lang"
