"""German and English texts of the power curve widget."""

from pyramide_kit.i18n import register

register(
    {
        "power_title": {"de": "Güte eines Tests", "en": "Power of a test"},
        "power_throws": {"de": "Würfe n", "en": "Throws n"},
        "power_level": {"de": "Niveau α", "en": "Level α"},
        "power_side": {"de": "Test", "en": "Test"},
        "power_side_greater": {
            "de": "rechtsseitig (zu viele Treffer)",
            "en": "right-sided (too many hits)",
        },
        "power_side_less": {
            "de": "linksseitig (zu wenige Treffer)",
            "en": "left-sided (too few hits)",
        },
        "power_side_two-sided": {
            "de": "zweiseitig (α/2 je Seite)",
            "en": "two-sided (α/2 each side)",
        },
        "power_true": {"de": "wahres p", "en": "true p"},
        "power_hypothesis": {
            "de": "Nullhypothese H₀: p = {p0}",
            "en": "Null hypothesis H₀: p = {p0}",
        },
        "power_region": {"de": "Ablehnungsbereich: {region}", "en": "Rejection region: {region}"},
        "power_region_empty": {
            "de": "leer (kein Ergebnis ist selten genug)",
            "en": "empty (no outcome is rare enough)",
        },
        "power_or": {"de": "oder", "en": "or"},
        "power_first_kind": {
            "de": "Fehler 1. Art (H₀ wahr, abgelehnt): {value}",
            "en": "Error of the first kind (H₀ true, rejected): {value}",
        },
        "power_at": {
            "de": "Bei p = {p}: Güte {power}, Fehler 2. Art β = {beta}",
            "en": "At p = {p}: power {power}, error of the second kind β = {beta}",
        },
        "power_at_null": {
            "de": "Bei p = {p} ist H₀ wahr: Ablehnen ist hier der Fehler 1. Art.",
            "en": "At p = {p} H₀ is true: rejecting is the error of the first kind here.",
        },
        "power_axis_p": {
            "de": "wahre Wahrscheinlichkeit p eines Treffers",
            "en": "true chance p of a hit",
        },
        "power_axis_reject": {
            "de": "Wahrscheinlichkeit, H₀ abzulehnen",
            "en": "chance to reject H₀",
        },
        "power_curve_label": {"de": "Gütefunktion", "en": "power curve"},
        "power_null_label": {"de": "H₀: p = {p0}", "en": "H₀: p = {p0}"},
        "power_point_label": {"de": "Güte bei p = {p}", "en": "power at p = {p}"},
        "power_figure_alt": {
            "de": (
                "Gütefunktion ({title}): die Wahrscheinlichkeit, H₀ abzulehnen, für jedes wahre "
                "p von 0 bis 1; gestrichelt H₀: p = {p0}, rot der Punkt bei p = {p}: "
                "Güte {power}."
            ),
            "en": (
                "Power curve ({title}): the chance to reject H₀ for every true p from 0 to 1; "
                "dashed H₀: p = {p0}, in red the point at p = {p}: power {power}."
            ),
        },
        "power_figure_title": {
            "de": "n = {n}, α = {level}, {side}",
            "en": "n = {n}, α = {level}, {side}",
        },
    }
)
