"""The kit's texts in German and English: one gettext catalogue, read when a text is
first asked for.

The English texts live in the code (`pyramide_kit.messages`, one module per part of the
kit), each under a key; the German ones in `locale/de/LC_MESSAGES/pyramide_kit.po`, where
the key is the entry's context (`msgctxt`) and the English text its `msgid`. A wheel
carries only the catalogue compiled (`pyramide_kit.mo`, built with Babel when the wheel
is built), which is then read; a source checkout whose `.mo` is missing or older than its
`.po` compiles the `.po` in memory, so an edited translation shows at once. Nothing fills
the catalogue as a side effect of importing a game: it holds every text of the kit from
the first lookup.
"""

from __future__ import annotations

import gettext
import io
import math
from collections.abc import Callable, Iterable, Iterator
from copy import copy
from decimal import Decimal
from functools import cached_property
from pathlib import Path

from babel import Locale
from babel.numbers import format_decimal

from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.messages import Message

__all__ = [
    "CATALOGUE",
    "DOMAIN",
    "LANGUAGES",
    "LOCALE_DIR",
    "Catalogue",
    "check_lang",
    "error_text",
    "plural",
    "probability_text",
    "t",
]

LANGUAGES = ("de", "en")
DOMAIN = "pyramide_kit"
LOCALE_DIR = Path(__file__).parent / "locale"


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


def every_message() -> Iterator[Message]:
    """Every text of the kit, in English, from the modules of `pyramide_kit.messages`."""
    from pyramide_kit.messages import (
        diagrams,
        exercises,
        explorer,
        karten,
        kniffel,
        mauro,
        menu,
        power,
        predict,
        printables,
        pyramide,
        schmieden,
        shared,
        tally,
        widgets,
    )

    for part in (shared, widgets, menu, pyramide, kniffel, mauro, schmieden, karten,
                 explorer, diagrams, predict, power, tally, printables, exercises):  # fmt: skip
        yield from part.TEXTS


def compiled_catalogue(lang: str) -> gettext.NullTranslations:
    """The compiled catalogue of `lang`: English is the code's own text (no catalogue)."""
    if check_lang(lang) == "en":
        return gettext.NullTranslations()
    mo = LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"
    po = mo.with_suffix(".po")
    if mo.is_file() and (not po.is_file() or mo.stat().st_mtime >= po.stat().st_mtime):
        with mo.open("rb") as compiled:
            return gettext.GNUTranslations(compiled)
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as source:
        catalog = read_po(source, locale=lang, domain=DOMAIN)
    compiled = io.BytesIO()
    write_mo(compiled, catalog)
    compiled.seek(0)
    return gettext.GNUTranslations(compiled)


class Catalogue:
    """Key -> English text (the code's) and its translation (the language's catalogue);
    texts may hold `{placeholders}` for `str.format`. Both are read on first use, from
    `messages` and `catalogue` (the kit's own unless a test gives others)."""

    def __init__(
        self,
        messages: Callable[[], Iterable[Message]] = every_message,
        catalogue: Callable[[str], gettext.NullTranslations] = compiled_catalogue,
    ) -> None:
        self._read_messages = messages
        self._read_catalogue = catalogue

    @cached_property
    def _messages(self) -> dict[str, Message]:
        found: dict[str, Message] = {}
        for message in self._read_messages():
            if message.key in found:
                raise ValueError(f"the text key {quoted(message.key)} is defined twice")
            found[message.key] = message
        return found

    @cached_property
    def _translations(self) -> dict[str, gettext.NullTranslations]:
        return {lang: self._read_catalogue(lang) for lang in LANGUAGES}

    def _message(self, key: str) -> Message:
        try:
            return self._messages[key]
        except KeyError:
            raise KeyError(f"no text {quoted(key)} in the catalogue") from None

    def template(self, key: str, lang: str) -> str:
        """The raw text `key` in `lang`, placeholders unfilled."""
        message = self._message(key)
        if message.other is not None:
            raise KeyError(f"the text {quoted(key)} depends on a count: use plural()")
        return self._translations[check_lang(lang)].pgettext(key, message.english)

    def plural_template(self, key: str, n: int, lang: str) -> str:
        """The raw text `key` for the count `n` in `lang`: the language's plural rule picks
        the form (German and English both say "1 Punkt", "-1 Punkt", "2 Punkte")."""
        message = self._message(key)
        if message.other is None:
            raise KeyError(f"the text {quoted(key)} does not depend on a count: use t()")
        catalogue = self._translations[check_lang(lang)]
        return catalogue.npgettext(key, message.english, message.other, abs(n))

    def forms(self, key: str, lang: str) -> tuple[str, ...]:
        """Every form of the text `key` in `lang`: one, or for a count its singular and
        plural (for tests and checks that read every text)."""
        if self._message(key).other is None:
            return (self.template(key, lang),)
        return (self.plural_template(key, 1, lang), self.plural_template(key, 2, lang))

    def text(self, key: str, lang: str, **values: object) -> str:
        """The text `key` in language `lang`, with `values` filled in."""
        template = self.template(key, lang)
        return template.format(**values) if values else template

    def keys(self) -> list[str]:
        return sorted(self._messages)

    def entries(self, lang: str) -> Iterator[tuple[str, str]]:
        """(key, text) for every form of every text in `lang`, placeholders unfilled."""
        for key in self.keys():
            for form in self.forms(key, lang):
                yield key, form

    def __contains__(self, key: object) -> bool:
        return key in self._messages

    def __iter__(self) -> Iterator[str]:
        return iter(self.keys())

    def __len__(self) -> int:
        return len(self._messages)


CATALOGUE = Catalogue()


def t(key: str, lang: str, **values: object) -> str:
    """Translate: the text `key` in `lang` ("de" or "en")."""
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
    """The text `key` for the count `n`, with `n` and `values` filled in: "1 Punkt" /
    "-1 Punkt" / "2 Punkte", "1 point" / "0 points" (gettext's `npgettext`)."""
    return CATALOGUE.plural_template(key, n, lang).format(n=n, **values)


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
