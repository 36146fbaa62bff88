"""The game's texts: every error key has German and English, no drinking words."""

import json
import re
from pathlib import Path

import pyramide_kit.karten as karten
from pyramide_kit.errors import RuleError
from pyramide_kit.i18n import CATALOGUE, error_text
from pyramide_kit.karten import Rules, deal
from pyramide_kit.simulate import rng_for

SOURCE = Path(karten.__file__).parent


def test_every_error_key_in_the_code_is_in_the_catalogue():
    keys = set()
    for path in SOURCE.glob("*.py"):
        keys |= set(re.findall(r'"(karten_err_\w+)"', path.read_text()))
    assert len(keys) > 10
    assert all(key in CATALOGUE for key in keys), sorted(k for k in keys if k not in CATALOGUE)


def test_default_texts_speak_of_chips_not_drinks():
    # "bier" only at a word's start: German "probieren" and "absorbierend" hold it too
    words = re.compile(r"drink|trink|alkohol|alcohol|schluck|sip\b|shot\b|beer|\bbier", re.I)
    for lang in ("de", "en"):
        texts = [(key, text) for key, text in CATALOGUE.entries(lang) if key.startswith("karten_")]
        assert len(texts) > 50
        for key, text in texts:
            assert not words.search(text), key
    for path in SOURCE.glob("*.py"):
        assert not words.search(path.read_text()), path.name
    lessons = SOURCE.parents[1] / "lessons"
    notebooks = [*lessons.glob("05_karten*.ipynb"), *lessons.glob("de/05_karten*.ipynb")]
    assert len(notebooks) == 4  # the lesson and its deeper notebook, in both editions
    for path in notebooks:
        for cell in json.loads(path.read_text())["cells"]:
            assert not words.search("".join(cell["source"])), (path, cell["source"])


def test_a_rule_error_reads_in_german():
    try:
        deal(9, rng_for(0), Rules())
    except RuleError as error:
        assert error_text(error, "de") == (
            "Die Zahl der Spieler muss eine ganze Zahl von 3 bis 8 sein, nicht 9."
        )
    try:
        deal(["Ana", "Ben"], rng_for(0), Rules())
    except RuleError as error:
        assert error_text(error, "de") == "Pyramide mit Karten spielen 3 bis 8 Personen, nicht 2."
    else:
        raise AssertionError("nine players were accepted")
