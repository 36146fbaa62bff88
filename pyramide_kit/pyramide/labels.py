"""The names of Pyramide's pyramid kinds and sheet boxes as a player reads them, in German
and English (the texts are in the kit's catalogue, `pyramide_kit.messages.pyramide`)."""

from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.i18n import t
from pyramide_kit.pyramide.rules import KINDS, Rules


def kind_name(kind: str | None, lang: str = "de") -> str:
    """The words a player reads for a pyramid kind in `lang` ("große Pyramide", "half
    pyramid"); `Build.kind` and the keys of `odds.kind_probabilities` are code names, the
    same in every language, and "none" or None is no pyramid at all."""
    if kind is None:
        kind = "none"
    if kind not in (*KINDS, "none"):
        raise RuleError(
            f"unknown pyramid kind {quoted(kind)}; choose large, half, small or none",
            "pyr_err_kind",
            kind=quoted(kind),
        )
    return t(f"pyr_kind_{kind}", lang)


def box_name(box: str, rules: Rules, lang: str = "de") -> str:
    """The sheet's box `box` with what it counts under `rules`: "Spitze ×3"."""
    return t(f"pyr_box_{box}", lang, weight=rules.box_weight(box))
