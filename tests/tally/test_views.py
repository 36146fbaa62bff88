"""What the tally draws and writes: translated labels, the class's points, the tables."""

import pytest
from matplotlib.figure import Figure

from pyramide_kit.tally import Tally
from pyramide_kit.tally.views import draw, exact_html, group_cells, header_cells, pooled_html


def axes():
    return Figure().subplots()


SIX = Tally.new("six").add("A", counts={1: 3, 0: 27}).add("B", results=[1, 1, 0, 0, 0, 0])


@pytest.mark.parametrize(
    ("lang", "xlabel", "ylabel", "band"),
    [
        ("en", "class's number of attempts n (log scale)", "relative frequency", "95 % band"),
        ("de", "Anzahl Versuche n der Klasse (logarithmisch)", "relative Häufigkeit", "95-%-Band"),
    ],
)
def test_the_running_plot_speaks_the_language(lang, xlabel, ylabel, band):
    ax = draw(SIX, lang, axes())
    assert ax.get_xlabel() == xlabel and ax.get_ylabel() == ylabel
    legend = [text.get_text() for text in ax.get_legend().get_texts()]
    assert legend[0].startswith(band) and "1/6" in legend[1]


def test_the_curve_has_a_point_after_each_group():
    x, y = draw(SIX, "en", axes()).lines[-1].get_data()
    assert list(x) == [30, 36]
    assert list(y) == pytest.approx([3 / 30, 5 / 36])


def test_the_axes_hold_the_points_and_the_band():
    ax = draw(SIX, "en", axes())
    low, high = ax.get_ylim()
    assert low <= 0.1 and high >= 1 / 6 + 1.96 * (5 / 36 / 15) ** 0.5  # the band at n = 15
    assert ax.get_xlim() == pytest.approx((15, 36 * 1.3))


def test_a_distribution_is_drawn_as_bars_in_german():
    ones = Tally.new("ones_after_three").add("A", results=[2, 3, 2, 6])
    ax = draw(ones, "de", axes())
    assert ax.get_xlabel() == "Ergebnis"
    assert ax.get_ylabel() == "Wahrscheinlichkeit / relative Häufigkeit"
    assert [b.get_height() for b in ax.containers[1]] == [0, 0, 0.5, 0.25, 0, 0, 0.25]


def test_the_tables_cells():
    assert header_cells(SIX.experiment, "de") == ["Gruppe", "n", "relative Häufigkeit"]
    assert group_cells(SIX.experiment, SIX.groups[1], "en") == ["B", "6", "0.3333"]
    waits = Tally.new("throws_until_ones").add("A", results=[10, 15])
    assert header_cells(waits.experiment, "en")[-1] == "mean"
    assert group_cells(waits.experiment, waits.groups[0], "en") == ["A", "2", "12.5000"]
    ones = Tally.new("ones_after_three").add("A", results=[2, 3, 2, 6])
    assert header_cells(ones.experiment, "en") == ["Group", "n", "0", "1", "2", "3", "4", "5", "6"]
    assert group_cells(ones.experiment, ones.groups[0], "en")[2:5] == ["0.0000", "0.0000", "0.5000"]


def test_the_exact_and_pooled_texts():
    assert "Exact: P = 1/6 ≈ 0.166667" in exact_html(SIX.experiment, "en")
    assert "1/6 ≈ 0,166667" in exact_html(SIX.experiment, "de")
    assert "Class: 5 of 36, relative frequency 5/36" in pooled_html(SIX, "en")
    assert "Klasse: 5 von 36, relative Häufigkeit 5/36" in pooled_html(SIX, "de")
    outside = Tally.new("six").add("A", counts={1: 60, 0: 0})
    assert "NOT inside it" in pooled_html(outside, "en")
    assert "Exakte Wahrscheinlichkeit" in exact_html(Tally.new("sum_of_two").experiment, "de")
    assert "1/36" in exact_html(Tally.new("sum_of_two").experiment, "de")
