"""The kit's texts, in English, one module per part of the kit; German translations are in
the gettext catalogue `pyramide_kit/locale/de/LC_MESSAGES/pyramide_kit.po`.

Every text has a key (the gettext context, `msgctxt`), which the code uses (`t("pyr_title",
lang)`, a `RuleError`'s key), and its English text (the `msgid`). The keys stay fixed when
an English text is reworded, so a rewording marks the German entry for review instead of
losing it. `pybabel extract` reads the texts from the calls `msg(key, english)` and
`msgn(key, one, other)` of these modules (see `babel.cfg` and the README's "Texts and
translations"); nothing else in them runs at import.
"""

from __future__ import annotations

from typing import NamedTuple

__all__ = ["KEYWORDS", "Message", "msg", "msgn"]

KEYWORDS = {"msg": ((1, "c"), 2), "msgn": ((1, "c"), 2, 3)}
"""The calls `pybabel extract` reads, as Babel's keyword specs (on its command line:
`-k msg:1c,2 -k msgn:1c,2,3`): the first argument is the context, then the text(s)."""


class Message(NamedTuple):
    """One text: its key, its English text, and for a count its English plural
    (`other`, with `{n}`), else None."""

    key: str
    english: str
    other: str | None = None


def msg(key: str, english: str) -> Message:
    """The text `key`, in English; `{names}` in it are filled in when it is shown."""
    return Message(key, english)


def msgn(key: str, one: str, other: str) -> Message:
    """A text that depends on a count `{n}`: `one` for 1, `other` for any other count
    (gettext's `ngettext`, so German gets its own plural rule)."""
    return Message(key, one, other)
