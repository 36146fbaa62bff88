"""Texts of the power widget of the hypothesis-test lesson.

The German texts are in `locale/de/LC_MESSAGES/pyramide_kit.po`."""

from pyramide_kit.messages import msg

TEXTS = (
    msg("power_title", "Power of a test"),
    msg("power_throws", "Throws n"),
    msg("power_level", "Level α"),
    msg("power_side", "Test"),
    msg("power_side_greater", "right-sided (too many hits)"),
    msg("power_side_less", "left-sided (too few hits)"),
    msg("power_side_two-sided", "two-sided (α/2 each side)"),
    msg("power_true", "true p"),
    msg("power_hypothesis", "Null hypothesis H₀: p = {p0}"),
    msg("power_region", "Rejection region: {region}"),
    msg("power_region_empty", "empty (no outcome is rare enough)"),
    msg("power_or", "or"),
    msg("power_first_kind", "Error of the first kind (H₀ true, rejected): {value}"),
    msg("power_at", "At p = {p}: power {power}, error of the second kind β = {beta}"),
    msg("power_at_null", "At p = {p} H₀ is true: rejecting is the error of the first kind here."),
    msg("power_axis_p", "true chance p of a hit"),
    msg("power_axis_reject", "chance to reject H₀"),
    msg("power_curve_label", "power curve"),
    msg("power_null_label", "H₀: p = {p0}"),
    msg("power_point_label", "power at p = {p}"),
    msg(
        "power_figure_alt",
        "Power curve ({title}): the chance to reject H₀ for every true p from 0 to 1; dashed "
        "H₀: p = {p0}, in red the point at p = {p}: power {power}.",
    ),
    msg("power_figure_title", "n = {n}, α = {level}, {side}"),
)
