"""The power curve widget driven from Python, in German and English: its numbers against
`sympy.stats`, its texts free of code names, its figure redrawn on every change."""

from __future__ import annotations

import re

import pytest
import sympy
import sympy.stats as stats

from pyramide_kit.errors import RuleError
from pyramide_kit.power import PowerCurve
from pyramide_kit.power.app import LEVELS
from pyramide_kit.power.views import level_text


def _figures(app: PowerCurve) -> int:
    return sum("image/png" in o.get("data", {}) for o in app.plot_output.outputs)


def _numbers(html: str) -> list[str]:
    return re.findall(r"\d+[.,]\d+", html)


def test_the_default_shows_the_right_sided_test_of_a_fair_six_in_120_throws():
    app = PowerCurve(lang="en")
    sixes = stats.Binomial("X", 120, sympy.Rational(1, 6))
    c = app.region.above
    assert stats.P(sixes >= c) <= sympy.Rational(1, 20) < stats.P(sixes >= c - 1)
    loaded = stats.Binomial("Y", 120, sympy.Rational(1, 4))
    power = stats.P(loaded >= c)
    assert f"Rejection region: X ≥ {c}" in app.summary.value
    assert f"power {float(power):.3f}" in app.summary.value
    assert f"β = {float(1 - power):.3f}" in app.summary.value
    assert f"first kind (H₀ true, rejected): {float(stats.P(sixes >= c)):.3f}" in app.summary.value
    assert _figures(app) == 1


def test_german_writes_decimal_commas_and_school_terms():
    app = PowerCurve(lang="de")
    text = app.summary.value
    assert "Ablehnungsbereich" in text and "Fehler 1. Art" in text and "Güte" in text
    assert "Fehler 2. Art" in text
    assert all("," in number for number in _numbers(text))
    labels = [option[0] for option in app.p_slider.options]
    assert "0,25" in labels and "0.25" not in labels
    assert [option[0] for option in app.level_select.options] == ["1 %", "5 %", "10 %"]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_no_control_shows_a_code_name(lang):
    app = PowerCurve(lang=lang)
    shown = [option[0] for option in app.side_select.options] + [app.summary.value]
    shown += [c.description for c in (app.throws_slider, app.level_select, app.p_slider)]
    for code in ("greater", "less", "alternative", "p0", "1/20", "None"):
        assert all(code not in text for text in shown), code


def test_every_control_changes_the_region_or_the_power_and_redraws():
    app = PowerCurve(lang="en")
    app.side_select.value = "two-sided"
    sixes = stats.Binomial("X", 120, sympy.Rational(1, 6))
    low, high = app.region.below, app.region.above
    tail = sympy.Rational(1, 40)
    assert stats.P(sixes <= low) <= tail < stats.P(sixes <= low + 1)
    assert stats.P(sixes >= high) <= tail < stats.P(sixes >= high - 1)
    assert f"X ≤ {low} or X ≥ {high}" in app.summary.value
    app.throws_slider.value = 60
    app.level_select.value = "1/100"
    app.side_select.value = "greater"
    c = app.region.above
    assert stats.P(stats.Binomial("Z", 60, sympy.Rational(1, 6)) >= c) <= sympy.Rational(1, 100)
    app.p_slider.value = "30/100"
    power = stats.P(stats.Binomial("W", 60, sympy.Rational(3, 10)) >= c)
    assert app.p == sympy.Rational(3, 10)
    assert f"At p = 0.30: power {float(power):.3f}" in app.summary.value
    assert _figures(app) == 1


def test_at_the_null_hypothesis_the_widget_speaks_of_the_first_kind():
    app = PowerCurve(lang="de", p0="1/2", p="1/2")
    assert "H₀ wahr: Ablehnen ist hier der Fehler 1. Art" in app.summary.value


def test_a_true_chance_between_hundredths_starts_at_the_nearest():
    assert PowerCurve(lang="en", p0="1/9", p="1/12").p == sympy.Rational(8, 100)


def test_the_stored_notebook_shows_how_to_start():
    assert repr(PowerCurve(lang="en")) == "Power of a test – run this cell to start."


@pytest.mark.parametrize(
    "arguments",
    [
        {"lang": "fr"},
        {"p0": 0.2},
        {"p0": "5/4"},
        {"n": 5},
        {"n": 120.0},
        {"level": "1/40"},
        {"alternative": "right"},
        {"p": 1.5},
    ],
)
def test_bad_arguments_are_refused(arguments):
    with pytest.raises(RuleError):
        PowerCurve(**arguments)


def test_the_levels_read_as_percentages():
    assert [level_text(sympy.Rational(v), "de") for v in LEVELS] == ["1 %", "5 %", "10 %"]
    assert level_text(sympy.Rational(1, 40), "de") == "2,5 %"


@pytest.mark.parametrize(("lang", "shown"), [("de", "0,30"), ("en", "0.30")])
def test_the_true_chance_is_shown_beside_its_slider_in_the_pages_writing(lang, shown):
    app = PowerCurve(lang=lang)
    assert not app.p_slider.readout
    app.p_slider.value = "30/100"
    assert app.p_shown.value == shown


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("de", ("Gütefunktion", "p = 0,25", "Güte 0,")),
        ("en", ("Power curve", "p = 0.25", "power 0.")),
    ],
)
def test_the_curve_is_an_image_with_a_text_alternative_in_the_widgets_language(lang, words):
    app = PowerCurve(lang=lang, p="1/4")
    (shown,) = app.plot_output.outputs
    html = shown["data"]["text/html"]
    alt = re.search(r'alt="([^"]+)"', html).group(1)
    assert html.startswith('<img src="data:image/png;base64,')
    assert all(word in alt for word in words), alt
    assert shown["data"]["text/plain"] == alt


def test_the_sliders_are_named_by_their_descriptions_in_the_widgets_language():
    app = PowerCurve(lang="de")
    for slider in (app.throws_slider, app.p_slider):
        assert slider.lang == "de" and slider.description
    assert app.throws_slider.label == "120"
    app.p_slider.index = 40  # what the browser sends
    assert app.p_slider.value == "40/100" and app.p_shown.value == "0,40"
