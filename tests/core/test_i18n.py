"""The text catalogue (every text in both languages, the same placeholders) and the numbers."""

import importlib
import pkgutil
from fractions import Fraction
from string import Formatter

import pytest
from hypothesis import given
from hypothesis import strategies as st

import pyramide_kit
from pyramide_kit.errors import RuleError
from pyramide_kit.i18n import (
    CATALOGUE,
    LANGUAGES,
    count_text,
    decimal_text,
    error_text,
    percent_text,
    probability_text,
    signed_text,
    significant_text,
    t,
)


def _import_every_module():
    for module in pkgutil.walk_packages(pyramide_kit.__path__, "pyramide_kit."):
        importlib.import_module(module.name)


def _placeholders(text):
    return {name for _, name, _, _ in Formatter().parse(text) if name}


def test_every_text_has_both_languages_and_the_same_placeholders():
    assert len(CATALOGUE) > 1000
    for key in CATALOGUE:
        de, en = (CATALOGUE.forms(key, lang) for lang in LANGUAGES)
        assert all(text.strip() for text in (*de, *en)), key
        assert [_placeholders(x) for x in de] == [_placeholders(x) for x in en], key


def test_rule_errors_are_translated_where_the_catalogue_knows_them():
    error = RuleError("die d6 cannot show 7", "err_die_face", die="d6", value=7, faces="1..6")
    assert error_text(error, "de") == "Würfel d6 kann keine 7 zeigen; er zeigt nur 1..6."
    assert error_text(ValueError("plain"), "de") == "plain"


def test_unknown_language_and_key():
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        t("throw", "fr")
    with pytest.raises(KeyError, match="no text"):
        t("no-such-label", "de")


@pytest.mark.parametrize(
    "value, german, english",
    [
        (0, "0", "0"),
        (999, "999", "999"),
        (10_000, "10.000", "10,000"),
        (-1_234_567, "-1.234.567", "-1,234,567"),
    ],
)
def test_counts_take_the_language_thousands_separator(value, german, english):
    assert (count_text(value, "de"), count_text(value, "en")) == (german, english)


@pytest.mark.parametrize(
    "value, places, german, english",
    [
        (0.25, 2, "0,25", "0.25"),
        (1 / 6, 5, "0,16667", "0.16667"),
        (-2.5, 1, "-2,5", "-2.5"),
        (3, 0, "3", "3"),
    ],
)
def test_decimals_take_the_language_decimal_mark(value, places, german, english):
    assert (decimal_text(value, places, "de"), decimal_text(value, places, "en")) == (
        german,
        english,
    )


def test_numbers_in_an_unknown_language_are_refused():
    with pytest.raises(RuleError):
        count_text(1, "fr")
    with pytest.raises(RuleError):
        decimal_text(1.0, 1, "fr")


def test_significant_digits_take_the_language_decimal_mark():
    assert (
        significant_text(1 / 6, "de") == "0,166667" and significant_text(1 / 6, "en") == "0.166667"
    )
    assert significant_text(2.5, "de", digits=2) == "2,5" and significant_text(12, "en") == "12"
    with pytest.raises(RuleError):
        significant_text(1.0, "fr")


@given(st.floats(min_value=1e-12, max_value=1e12), st.sampled_from(["de", "en"]))
def test_significant_digits_never_show_e_notation_and_read_back(value, lang):
    text = significant_text(value, lang)
    assert "e" not in text.lower()
    thousands, mark = (".", ",") if lang == "de" else (",", ".")
    number = float(text.replace(thousands, "").replace(mark, "."))  # grouped from 1,000 on
    if value >= 1e6:  # a whole number
        assert abs(number - value) <= 0.5
    else:  # six significant digits
        assert abs(number - value) <= 5e-6 * value


@given(st.integers(min_value=1001, max_value=10**9), st.sampled_from(["de", "en"]))
def test_a_rare_probability_reads_as_one_in_n(n, lang):
    words, thousands = {"de": ("1 zu ", "."), "en": ("1 in ", ",")}[lang]
    text = probability_text(Fraction(1, n), lang)
    assert text.startswith(words) and int(text[len(words) :].replace(thousands, "")) == n


def test_the_pyramid_of_ones_and_a_common_chance_read_as_a_student_writes_them():
    assert probability_text(Fraction(1, 46656), "de") == "1 zu 46.656"
    assert probability_text(Fraction(1, 46656), "en") == "1 in 46,656"
    assert probability_text(Fraction(1, 6), "de") == "0,166667"
    assert probability_text(Fraction(1, 1000), "en") == "0.001"
    assert significant_text(Fraction(1, 46656), "de") == "0,0000214335"
    assert significant_text(2_500_000, "de") == "2.500.000"


def test_percentages_signs_and_grouping_as_each_language_writes_them():
    assert percent_text(0.381, 1, "de") == "38,1\u00a0%" and percent_text(0.381, 1, "en") == "38.1%"
    assert percent_text(1, 0, "de") == "100\u00a0%"
    assert signed_text(3.14, 1, "de") == "+3,1" and signed_text(-2, 1, "en") == "-2.0"
    assert decimal_text(1234.5, 1, "de") == "1.234,5" and decimal_text(1234.5, 1, "en") == "1,234.5"
    assert significant_text(1234.5678, "de") == "1.234,57"
    with pytest.raises(RuleError):
        percent_text(0.5, 1, "fr")
