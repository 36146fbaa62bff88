"""The shared slider from Python: its value and its position agree, whichever side moves it,
and a value outside its options is refused."""

import pytest

from pyramide_kit.ui.slider import Slider


def test_value_and_position_follow_each_other():
    slider = Slider([("one", 1), ("two", 2), ("three", 3)], 2, description="n", lang="en")
    assert (slider.index, slider.label, slider.labels) == (1, "two", ["one", "two", "three"])
    seen = []
    slider.observe(lambda change: seen.append(change["new"]), names="value")
    slider.index = 2  # the browser moved it
    slider.value = 1  # Python moved it
    assert seen == [3, 1] and slider.index == 0


def test_a_value_outside_the_options_is_refused():
    with pytest.raises(ValueError):
        Slider([("one", 1)], 5)
    slider = Slider([("one", 1)], 1)
    with pytest.raises(ValueError):
        slider.value = 2
    assert slider.value == 1
