"""Every label key the Mauro code uses exists in German and English with equal fields."""

import re
import string
from pathlib import Path

import pytest

import pyramide_kit.mauro
from pyramide_kit.errors import RuleError
from pyramide_kit.i18n import CATALOGUE
from pyramide_kit.mauro import ThrowClass
from pyramide_kit.mauro.labels import class_name

SOURCE = Path(pyramide_kit.mauro.__file__).parent


def _fields(text):
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_used_keys_are_registered():
    used = set()
    for path in SOURCE.glob("*.py"):
        used |= set(re.findall(r'"(mauro_[a-z0-9_]+)"', path.read_text()))
    used |= {f"mauro_class_{k}" for k in ("pasch", "straight", "neighbours", "nothing")}
    missing = sorted(k for k in used if k not in CATALOGUE)
    assert not missing


def test_languages_share_their_fields():
    keys = [key for key in CATALOGUE if key.startswith("mauro_")]
    assert len(keys) > 30
    for key in keys:
        for de, en in zip(*(CATALOGUE.forms(key, lang) for lang in ("de", "en")), strict=True):
            assert _fields(de) == _fields(en), key


def test_class_names_in_both_languages():
    assert [class_name(kind, "de") for kind in ThrowClass] == [
        "Pasch",
        "Straße",
        "Nachbarzahlen",
        "nichts",
    ]
    assert [class_name(kind, "en") for kind in ThrowClass] == [
        "doublet",
        "straight",
        "neighbours",
        "nothing",
    ]


@pytest.mark.parametrize("bad", ["pasch", None, 0])
def test_class_name_refuses_what_is_not_a_class(bad):
    with pytest.raises(RuleError) as refused:
        class_name(bad, "de")
    assert refused.value.key == "mauro_err_class"
    with pytest.raises(RuleError):
        class_name(ThrowClass.PASCH, "fr")
