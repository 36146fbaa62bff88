"""German and English labels for every widget, kept in one catalogue.

Each game registers its own labels (a `labels.py` beside its rules) so that no two
games edit the same file; the catalogue refuses a label that lacks a language, so a
widget can never show a key instead of a word.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from copy import copy
from decimal import Decimal

from babel import Locale
from babel.numbers import format_decimal

from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.labels import TEXTS as SHARED_TEXTS

__all__ = [
    "CATALOGUE",
    "LANGUAGES",
    "Catalogue",
    "check_lang",
    "error_text",
    "plural",
    "probability_text",
    "register",
    "t",
]

LANGUAGES = ("de", "en")


def check_lang(lang: str) -> str:
    """Return `lang` if the kit speaks it, else raise a `RuleError` naming the choices."""
    if not isinstance(lang, str) or lang not in LANGUAGES:
        raise RuleError(
            f"unknown language {quoted(lang)}; choose one of {', '.join(LANGUAGES)}",
            "check_err_lang",
            value=quoted(lang),
            choices=", ".join(LANGUAGES),
        )
    return lang


class Catalogue:
    """Key -> {language -> text}; texts may hold `{placeholders}` for `str.format`."""

    def __init__(self) -> None:
        self._labels: dict[str, dict[str, str]] = {}

    def register(self, labels: Mapping[str, Mapping[str, str]]) -> None:
        """Add labels; each needs every language, and a key may not change its text."""
        for key, texts in labels.items():
            missing = [lang for lang in LANGUAGES if lang not in texts]
            if missing:
                raise ValueError(f"label {quoted(key)} lacks the language(s) {', '.join(missing)}")
            known = self._labels.get(key)
            if known is not None and known != dict(texts):
                raise ValueError(f"label {quoted(key)} is already registered with other texts")
            self._labels[key] = dict(texts)

    def text(self, key: str, lang: str, **values: object) -> str:
        """The label `key` in language `lang`, with `values` filled in."""
        check_lang(lang)
        try:
            template = self._labels[key][lang]
        except KeyError:
            raise KeyError(f"no label {quoted(key)} in the catalogue") from None
        return template.format(**values) if values else template

    def template(self, key: str, lang: str) -> str:
        """The raw text of a label, placeholders unfilled."""
        return self._labels[key][check_lang(lang)]

    def keys(self) -> list[str]:
        return sorted(self._labels)

    def __contains__(self, key: object) -> bool:
        return key in self._labels


CATALOGUE = Catalogue()


def register(labels: Mapping[str, Mapping[str, str]]) -> None:
    """Register labels in the kit's catalogue."""
    CATALOGUE.register(labels)


def t(key: str, lang: str, **values: object) -> str:
    """Translate: the label `key` in `lang` ("de" or "en")."""
    return CATALOGUE.text(key, lang, **values)


def count_text(value: int, lang: str) -> str:
    """A count as the language writes it: 10.000 in German, 10,000 in English."""
    return format_decimal(value, format="#,##0", locale=check_lang(lang))


def _places(places: int, optional: bool = False) -> str:
    """A Babel number pattern with the language's grouping and `places` decimals (shown
    only where they are not trailing zeros if `optional`)."""
    digits = ("#" if optional else "0") * places
    return f"#,##0.{digits}" if places else "#,##0"


def decimal_text(value: float | Decimal, places: int, lang: str) -> str:
    """A number to `places` decimals as the language writes it: 0,25 and 1.234,5 in
    German, 0.25 and 1,234.5 in English. A `Decimal` is written as it is (no float)."""
    number = value if isinstance(value, Decimal) else float(value)
    return format_decimal(number, format=_places(places), locale=check_lang(lang))


def signed_text(value: float, places: int, lang: str) -> str:
    """A number with its sign always written, to `places` decimals: "+3,1", "-2,0"."""
    pattern = _places(places)
    return format_decimal(float(value), format=f"+{pattern};-{pattern}", locale=check_lang(lang))


def percent_text(share: float, places: int, lang: str) -> str:
    """A share (0.381) as the language writes a percentage, to `places` decimals:
    "38,1 %" in German (a no-break space before the sign), "38.1%" in English."""
    locale = Locale.parse(check_lang(lang))
    pattern = copy(locale.percent_formats[None])
    pattern.frac_prec = (places, places)
    return pattern.apply(float(share), locale)


def significant_text(value: float, lang: str, digits: int = 6) -> str:
    """A probability, mean or bound to `digits` significant digits as the language
    writes it: 0,166667 in German, 0.166667 in English. Never in e-notation, which a
    student does not read: 0,0000214335, and 1.234.568 for a number of seven digits."""
    x = float(value)
    places = digits - 1 - math.floor(math.log10(abs(x))) if x else 0
    return format_decimal(x, format=_places(max(places, 0), optional=True), locale=check_lang(lang))


RARE = 1 / 1000
"""Below this a probability reads better as odds ("1 zu 46.656") than as a decimal."""


def probability_text(p: float, lang: str) -> str:
    """A probability for a student, to write beside its fraction after "≈": a decimal
    (0,166667), or for a rare event its odds, "1 zu 46.656" / "1 in 46,656" (1/p
    rounded), as a row of zeros after the decimal mark says little."""
    x = float(p)
    if 0 < x < RARE:
        return t("odds_one_in", lang, n=count_text(round(1 / x), lang))
    return significant_text(x, lang)


def plural(key: str, n: int, lang: str, **values: object) -> str:
    """The label `key_one` for n = 1 or -1, else `key_other`, with `n` and `values` filled
    in: "1 Punkt" / "-1 Punkt" / "2 Punkte", "1 point" / "0 points" (German and English
    agree on when)."""
    return t(f"{key}_one" if abs(n) == 1 else f"{key}_other", lang, n=n, **values)


def error_text(error: Exception, lang: str) -> str:
    """An error message for the user in `lang`: the catalogue's text where the error
    carries a known key (see `RuleError`), else the error's own (English) message.

    A parameter that names a field (`name="seed"`) is translated too where the catalogue
    has a `field_<name>` label, so "seed must be ..." reads "Der Startwert ..." in German;
    a tuple of such names (`free=("pyramide top", "pyramide middle")`) is translated name
    by name and joined with ", ". A game names its own things with its prefix
    ("pyramide top", "kniffel chance"), so no two games' labels clash.
    """
    key = getattr(error, "key", None)
    if key is not None and key in CATALOGUE:
        params = {k: _field(v, lang) for k, v in getattr(error, "params", {}).items()}
        return t(key, lang, **params)
    return str(error)


def _field(value: object, lang: str) -> object:
    """A parameter's value for the user: its `field_` label if it has one."""
    if isinstance(value, tuple) and all(isinstance(v, str) for v in value):
        return ", ".join(str(_field(v, lang)) for v in value)
    if isinstance(value, str) and f"field_{value}" in CATALOGUE:
        return t(f"field_{value}", lang)
    return value


register(SHARED_TEXTS)
