"""Texts of the class tally, where a class pools its counts.

The German texts are in `locale/de/LC_MESSAGES/pyramide_kit.po`."""

from pyramide_kit.messages import msg, msgn

TEXTS = (
    msg("tally_title", "Class tally"),
    msg("tally_experiment", "Experiment"),
    msg(
        "tally_experiment_ones_after_three",
        "Pyramide: ones after three throws (keeping every one)",
    ),
    msg(
        "tally_experiment_throws_until_ones",
        "Pyramide: throws until six ones (keeping every one)",
    ),
    msg("tally_experiment_sum_of_two", "Sum of two dice"),
    msg("tally_experiment_seven", "Two dice: is the sum 7?"),
    msg("tally_experiment_six", "Is it a six?"),
    msg(
        "tally_hint_ones_after_three",
        "Throw six dice three times, keeping every one; type the number of ones per attempt (0 "
        "to 6), e.g. '2 3 1 2' or '2:5 3:4' (outcome:count).",
    ),
    msg(
        "tally_hint_throws_until_ones",
        "Throw six dice, keeping every one, until all six show one; type the number of throws "
        "per attempt, e.g. '12 17 9'.",
    ),
    msg(
        "tally_hint_sum_of_two",
        "Throw two dice; type the sum per throw (2 to 12), e.g. '7 5 9' or '7:6 8:3' "
        "(outcome:count).",
    ),
    msg(
        "tally_hint_seven",
        "Throw two dice; 1 means the sum is 7, 0 another sum: e.g. '1 0 0 1', or '1:7 0:29' "
        "for 36 throws with seven sevens.",
    ),
    msg(
        "tally_hint_six",
        "Throw one die; 1 means a six, 0 no six: e.g. '1 0 0 1', or '1:14 0:46' for 60 throws "
        "with 14 sixes.",
    ),
    msg("tally_group", "Group"),
    msg("tally_results", "Results"),
    msg("tally_add", "Add"),
    msg("tally_replace", "Replace"),
    msg("tally_remove", "Remove"),
    msg("tally_save", "Save"),
    msg("tally_load", "Load"),
    msg("tally_upload", "Load file"),
    msg("tally_save_area", "Saved tally (JSON)"),
    msgn(
        "tally_added",
        "Group '{name}': {n} attempt added.",
        "Group '{name}': {n} attempts added.",
    ),
    msgn(
        "tally_replaced",
        "The results of group '{name}' are replaced ({n} attempt).",
        "The results of group '{name}' are replaced ({n} attempts).",
    ),
    msg(
        "tally_confirm_replace",
        "There is already a group '{name}'. 'Replace' replaces its results with the new ones; "
        "otherwise type another name.",
    ),
    msg("tally_removed", "Group '{name}' removed."),
    msg("tally_saved", "Saved: the text below holds every group."),
    msg("tally_loaded", "Loaded: {groups}, {attempts}."),
    msgn("tally_groups", "{n} group", "{n} groups"),
    msgn("tally_attempts", "{count} attempt", "{count} attempts"),
    msg("tally_nothing_yet", "No group yet: type a name and your results, then click 'Add'."),
    msg("tally_column_group", "Group"),
    msg("tally_column_n", "n"),
    msg("tally_column_frequency", "relative frequency"),
    msg("tally_column_mean", "mean"),
    msg("tally_column_exact", "exact"),
    msg("tally_class", "Class"),
    msg("tally_pooled_frequency", "Class: {hits} of {n}, relative frequency {value} ≈ {decimal}"),
    msgn(
        "tally_pooled_mean",
        "Class: mean of {count} attempt {value} ≈ {decimal}",
        "Class: mean of {count} attempts {value} ≈ {decimal}",
    ),
    msg("tally_pooled_distribution", "Class: {attempts}, relative frequency per outcome:"),
    msg("tally_exact_probability", "Exact: P = {fraction} ≈ {decimal}"),
    msg("tally_exact_mean", "Exact: expected value E = {fraction} ≈ {decimal}"),
    msg("tally_exact_distribution", "Exact probability per outcome:"),
    msg("tally_band_line", "95 % band at n = {n}: {low} to {high}; the class is {verdict}."),
    msg("tally_inside", "inside it"),
    msg("tally_outside", "NOT inside it (by chance this happens in about one class in twenty)"),
    msg("tally_curve", "class's relative frequency after each group"),
    msg("tally_curve_mean", "class's mean after each group"),
    msg("tally_band", "95 % band around the exact value (at each n)"),
    msg("tally_exact_line", "exact = {value}"),
    msg("tally_axis_attempts", "class's number of attempts n (log scale)"),
    msg("tally_axis_frequency", "relative frequency"),
    msg("tally_axis_mean", "mean (throws)"),
    msg("tally_bars_exact", "exact"),
    msg("tally_bars_class", "class"),
    msg("tally_bars_axis", "probability / relative frequency"),
    msg("tally_bars_outcome", "outcome"),
    msg(
        "tally_err_empty",
        "No results: type one whole number per attempt (3 5 2) or outcome:count (3:4).",
    ),
    msg(
        "tally_err_token",
        "Cannot read '{token}': allowed are whole numbers, one per attempt (3 5 2), or "
        "outcome:count (3:4).",
    ),
    msg(
        "tally_err_entry",
        "Give the results either one per attempt or as counts per outcome, not both.",
    ),
    msg("tally_err_results", "The results are a list of whole numbers, or outcome -> count."),
    msg(
        "tally_err_duplicate",
        "There is already a group '{name}': type another name or replace its results.",
    ),
    msg("tally_err_unknown_group", "There is no group {name}; the groups are {known}."),
    msg("tally_err_attempts", "A band needs a number of attempts above 0, not {value}."),
    msg("tally_err_dumps", "Only a Tally can be saved as a tally, not {value}."),
    msg("tally_err_save", "This is not a valid saved tally: {reason}"),
    msg(
        "tally_err_save_group",
        "This is not a valid saved tally: group {step} is not allowed: {reason}",
    ),
    msg("field_tally_group", "The group's name"),
    msg("field_tally_outcome", "An outcome"),
    msg("field_tally_count", "A count"),
    msg("field_experiment", "The experiment"),
    msg("field_replace", "Replace"),
)
