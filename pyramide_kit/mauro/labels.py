"""The names of Mauro's throw classes as a player reads them, in German and English (the
texts are in the kit's catalogue, `pyramide_kit.messages.mauro`)."""

from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.i18n import t
from pyramide_kit.mauro.throws import ThrowClass

__all__ = ["class_name"]


def class_name(kind: ThrowClass, lang: str = "de") -> str:
    """The word a player reads for a throw's class in `lang` ("Pasch", "Straße",
    "Nachbarzahlen", "nichts"); the enum's value is a code name, the same in every
    language."""
    if not isinstance(kind, ThrowClass):
        raise RuleError(
            f"a throw class is a `mauro.ThrowClass`, not {quoted(kind)}",
            "mauro_err_class",
            value=quoted(kind),
        )
    return t(f"mauro_class_{kind.value}", lang)
