"""The names a Kniffel player reads, in German and English: categories, variants and the
computer's policies (their texts are in the kit's catalogue, `pyramide_kit.messages.kniffel`)."""

from __future__ import annotations

from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.i18n import CATALOGUE, check_lang, count_text, t
from pyramide_kit.kniffel.rules import EXTRA_KNIFFEL_VARIANTS, Rules, check_category

__all__ = ["category_name", "policy_name", "variant_name"]


def category_name(category: str, lang: str = "en") -> str:
    """The name the score card gives `category` ("full_house" -> "Full House"), so that
    printed results never show the code's keys; an unknown category is a `RuleError`."""
    return t(f"kniffel_cat_{check_category(category)}", check_lang(lang))


def variant_name(variant: str, lang: str = "en", rules: Rules | None = None) -> str:
    """What the extra-Kniffel rule `variant` ("book", "hasbro", "none") means, in words,
    with the points a further Kniffel brings under `rules` (the book's by default)."""
    if variant not in EXTRA_KNIFFEL_VARIANTS:
        raise RuleError(
            f"unknown extra-Kniffel rule {quoted(variant)}; allowed are "
            f"{', '.join(EXTRA_KNIFFEL_VARIANTS)}",
            "kniffel_err_variant",
            variant=quoted(variant),
            allowed=", ".join(EXTRA_KNIFFEL_VARIANTS),
        )
    points = count_text((rules or Rules()).extra_kniffel_points, check_lang(lang))
    return t(f"kniffel_variant_{variant}", lang, points=points)


def policy_name(name: str, lang: str = "en") -> str:
    """A computer player's name for readers: the kit's own players ("book advice",
    "greedy", "optimal") translated, a name a student gave a player kept as it is."""
    key = f"kniffel_policy_{name}"
    return t(key, check_lang(lang)) if key in CATALOGUE else str(name)
