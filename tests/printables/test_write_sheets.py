"""write_sheets checks its arguments before it writes, and the command line drives it."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pyramide_kit.errors import RuleError
from pyramide_kit.i18n import error_text
from pyramide_kit.printables import SHEETS, write_sheets
from pyramide_kit.printables.__main__ import main
from pyramide_kit.printables.answer_key import decimal_text


def test_every_sheet_named():
    games = ["pyramide", "kniffel", "schmieden", "mauro", "karten"]
    lessons = [f"{n:02d}" for n in range(9)]
    expected = {*games, *(f"prediction_{n}" for n in lessons), *(f"tally_{n}" for n in lessons)}
    assert set(SHEETS) == expected | {"answer_key", "miwin_net", "materials"}


@pytest.mark.parametrize(
    ("kwargs", "key"),
    [
        ({"which": "dice"}, "print_err_sheet"),
        ({"which": ["kniffel", "tally_09"]}, "print_err_sheet"),
        ({"which": 3}, "print_err_which"),
        ({"lang": "fr"}, "check_err_lang"),
        ({"lang": None}, "check_err_lang"),
    ],
)
def test_bad_arguments_raise_and_write_nothing(tmp_path, kwargs, key):
    folder = tmp_path / "out"
    with pytest.raises(RuleError) as raised:
        write_sheets(folder, **kwargs)
    assert raised.value.key == key
    assert error_text(raised.value, "de") != error_text(raised.value, "en")
    assert not folder.exists()


def test_a_folder_that_is_a_file_is_refused(tmp_path):
    file = tmp_path / "sheets.pdf"
    file.write_text("not a folder")
    with pytest.raises(RuleError) as raised:
        write_sheets(file, which="kniffel")
    assert raised.value.key == "print_err_folder"
    assert file.read_text() == "not a folder"


@pytest.mark.slow
def test_which_picks_sheets_in_order_once_each(tmp_path):
    paths = write_sheets(tmp_path, "en", ["tally_00", "kniffel", "tally_00", "answer_key"])
    assert [p.relative_to(tmp_path).as_posix() for p in paths] == [
        "tally_00_en.pdf",
        "kniffel_en.pdf",
        "teacher/answer_key_en.pdf",
    ]
    assert all(p.read_bytes().startswith(b"%PDF") for p in paths)


@pytest.mark.slow
def test_command_line(tmp_path, capsys):
    assert main([str(tmp_path), "--lang", "en", "--sheet", "mauro"]) == 0
    assert capsys.readouterr().out.strip() == str(tmp_path / "mauro_en.pdf")
    assert main([str(tmp_path), "--sheet", "poker"]) == 2
    assert "poker" in capsys.readouterr().err


@given(st.fractions(min_value=-1000, max_value=1000))
def test_decimal_text_is_the_fraction_to_four_significant_digits(value):
    text = decimal_text(value, "en")
    shown = text.removeprefix("≈ ").replace(",", "")  # 1,000.5: English groups thousands
    assert text.startswith("≈ ") == (Fraction(shown) != value)
    if value:
        assert float(shown) == pytest.approx(float(value), rel=5e-4)
    german = text.replace(",", "_").replace(".", ",").replace("_", ".")
    assert decimal_text(value, "de") == german
