"""English texts use English words: the German "Pasch" is a doublet in English. The word
may stand beside the English one where a text introduces the term ("a doublet (German:
Pasch)"), and code names that no student reads (`ThrowClass.PASCH`, an event's key
"pasch", `StepLaw.pasch` in a code span) may keep it, and so may the German names of
Kniffel's boxes that a lesson introduces (*Dreierpasch*); nothing else a student reads in
English, in a label, an exercise, or a lesson's prose and printed output, says pasch."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

from pyramide_kit.i18n import CATALOGUE

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
ENGLISH = [*sorted(LESSONS.glob("[0-9][0-9]_*.ipynb")), LESSONS / "play_en.ipynb"]
CODE = re.compile(r"```.*?```|`[^`]*`|\{\w+\}", re.S)  # code, and a text's {placeholders}
GERMAN_BESIDE = re.compile(r"\((?:German|in German)[^)]*Pasch[^)]*\)|in German a \*?Pasch\*?")


def german_words(text: str) -> list[str]:
    """The places where `text` says pasch outside a note that names the German word."""
    text = GERMAN_BESIDE.sub("", CODE.sub("", text))
    return re.findall(r"\bpasch\w*", text, re.IGNORECASE)


def test_the_check_finds_pasch_and_allows_the_german_name_beside_doublet():
    assert german_words("a pasch loses the series") == ["pasch"]
    assert german_words("two paschs") == ["paschs"]
    assert german_words("a doublet (German: *Pasch*), a straight") == []
    assert german_words("a *doublet* (two equal numbers, in German a *Pasch*)") == []
    assert german_words("chances of a doublet (`.pasch`)") == []
    assert german_words("a doublet with {pasch}") == []
    assert german_words("*Dreierpasch* (three of a kind)") == []


def test_no_english_text_says_pasch():
    """Every text of the catalogue: labels, errors, the exercises and their solutions."""
    found = {key: words for key, text in CATALOGUE.entries("en") if (words := german_words(text))}
    assert found == {}


def _shown(cell: nbformat.NotebookNode) -> str:
    """A cell's prose, or the text its outputs print and show."""
    if cell.cell_type == "markdown":
        return cell.source
    parts = []
    for output in cell.get("outputs", []):
        parts.append(output.get("text", ""))
        parts.append(output.get("data", {}).get("text/plain", ""))
    return "\n".join(parts)


def _strings(source: str) -> str:
    """The string literals of a code cell: what it prints, titles and labels."""
    return "\n".join(re.findall(r"\"[^\"\n]*\"|'[^'\n]*'", source))


@pytest.mark.parametrize("path", ENGLISH, ids=lambda p: p.stem)
def test_no_english_lesson_shows_pasch(path):
    notebook = nbformat.read(path, as_version=4)
    found = []
    for index, cell in enumerate(notebook.cells):
        text = _shown(cell)
        if cell.cell_type == "code":
            text += "\n" + _strings(cell.source).replace('"pasch"', "")  # an event's key
        found += [(index, word) for word in german_words(text)]
    assert found == []
