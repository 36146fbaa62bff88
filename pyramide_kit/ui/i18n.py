"""German and English labels for every widget, kept in one catalogue.

Each game registers its own labels (a `labels.py` beside its rules) so that no two
games edit the same file; the catalogue refuses a label that lacks a language, so a
widget can never show a key instead of a word.
"""

from __future__ import annotations

from collections.abc import Mapping

__all__ = ["CATALOGUE", "LANGUAGES", "Catalogue", "check_lang", "error_text", "register", "t"]

LANGUAGES = ("de", "en")


def check_lang(lang: str) -> str:
    """Return `lang` if the kit speaks it, else raise a ValueError naming the choices."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
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
                raise ValueError(f"label {key!r} lacks the language(s) {', '.join(missing)}")
            known = self._labels.get(key)
            if known is not None and known != dict(texts):
                raise ValueError(f"label {key!r} is already registered with other texts")
            self._labels[key] = dict(texts)

    def text(self, key: str, lang: str, **values: object) -> str:
        """The label `key` in language `lang`, with `values` filled in."""
        check_lang(lang)
        try:
            template = self._labels[key][lang]
        except KeyError:
            raise KeyError(f"no label {key!r} in the catalogue") from None
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


def error_text(error: Exception, lang: str) -> str:
    """An error message for the user in `lang`: the catalogue's text where the error
    carries a known key (see `RuleError`), else the error's own (English) message."""
    key = getattr(error, "key", None)
    if key is not None and key in CATALOGUE:
        return t(key, lang, **getattr(error, "params", {}))
    return str(error)


register(
    {
        "err_die_face": {
            "de": "Würfel {die} kann keine {value} zeigen; er zeigt nur {faces}.",
            "en": "Die {die} cannot show {value}; it shows only {faces}.",
        },
        "err_dice_count": {
            "de": "Erwartet werden {expected} Würfel, nicht {got}.",
            "en": "Expected {expected} dice, got {got}.",
        },
        "throw": {"de": "Würfeln", "en": "Throw"},
        "hold": {"de": "Halten", "en": "Hold"},
        "held": {"de": "Gehalten", "en": "Held"},
        "check": {"de": "Prüfen", "en": "Check"},
        "player": {"de": "Spieler", "en": "Player"},
        "computer": {"de": "Computer", "en": "Computer"},
        "total": {"de": "Summe", "en": "Total"},
        "new_game": {"de": "Neues Spiel", "en": "New game"},
        "game_over": {"de": "Spiel vorbei.", "en": "Game over."},
        "ranking": {"de": "Rangliste", "en": "Ranking"},
        "rank_line": {
            "de": "{rank}. {name}: {points} Punkte",
            "en": "{rank}. {name}: {points} points",
        },
        "error": {"de": "Nicht erlaubt: {message}", "en": "Not allowed: {message}"},
        "log": {"de": "Spielverlauf", "en": "Move log"},
        "answer_placeholder": {"de": "z. B. 5/18", "en": "e.g. 5/18"},
        "answer_right": {"de": "Richtig! {answer}", "en": "Correct! {answer}"},
        "answer_wrong": {
            "de": "Noch nicht: {given} ist nicht richtig. Versuch es noch einmal.",
            "en": "Not yet: {given} is not right. Try again.",
        },
        "answer_unreadable": {
            "de": "Bitte eine exakte Zahl eingeben, z. B. 5/18 oder 7.",
            "en": "Please enter an exact number, e.g. 5/18 or 7.",
        },
    }
)
