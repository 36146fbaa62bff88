"""Texts of the Explorer, which sets exact odds beside simulated ones.

The German texts are in `locale/de/LC_MESSAGES/pyramide_kit.po`."""

from pyramide_kit.messages import msg, msgn

TEXTS = (
    msg("explorer_title", "Exact versus simulated"),
    msg("explorer_game", "Game"),
    msg("explorer_event", "Event"),
    msg("explorer_game_pyramide", "Pyramide"),
    msg("explorer_game_mauro", "Mauro"),
    msg("explorer_game_kniffel", "Kniffel"),
    msg("explorer_game_schmieden", "Würfelpyramiden schmieden"),
    msg("explorer_game_karten", "Pyramide with cards"),
    msg("explorer_seed", "Seed"),
    msg("explorer_set_seed", "Set seed"),
    msg("explorer_reset", "Reset"),
    msg("explorer_stop", "Stop"),
    msg("explorer_run", "{times}x"),
    msg("explorer_n", "n = {n}"),
    msg("explorer_exact_probability", "Exact: P = {fraction} ≈ {decimal}"),
    msg(
        "explorer_exact_mean",
        "Exact: expected value E = {fraction} ≈ {decimal} (standard deviation ≈ {sd})",
    ),
    msg("explorer_exact_probability_long", "Exact: P ≈ {decimal}"),
    msg(
        "explorer_exact_mean_long",
        "Exact: expected value E ≈ {decimal} (standard deviation ≈ {sd})",
    ),
    msg("explorer_show_fraction", "show as an exact fraction"),
    msg(
        "explorer_rare_note",
        "{hits} times in {n} trials, expected: {expected} times (P = {odds})",
    ),
    msg("explorer_count_of", "{count} of {n}"),
    msg(
        "explorer_running_share",
        "Running … {n} trials so far, {hits} of them hits (relative frequency {estimate})",
    ),
    msg("explorer_running_law", "Running … {n} trials so far"),
    msg("explorer_running_mean", "Running … {n} trials so far, mean {estimate}"),
    msg("explorer_exact_distribution", "Exact distribution (curve: share of '{mode}'):"),
    msg("explorer_outcome", "outcome"),
    msg("explorer_probability", "probability"),
    msg("explorer_yes", "yes"),
    msg("explorer_no", "no"),
    msg("explorer_nothing_yet", "Nothing simulated yet: click 1x, 100x, 10,000x or 1,000,000x."),
    msg("explorer_frequency", "{hits} of {n}: relative frequency {estimate}"),
    msgn(
        "explorer_mean",
        "mean of {count} trial: {estimate}",
        "mean of {count} trials: {estimate}",
    ),
    msg("explorer_interval", "95 % interval {low} to {high}; exact {exact}: {verdict}"),
    msg("explorer_inside", "inside"),
    msg("explorer_outside", "NOT inside"),
    msg(
        "explorer_outside_note",
        "This is not a mistake: a 95 % interval misses the exact value by chance in about one "
        "run in twenty. Simulate more trials or set another seed: usually the exact value is "
        "inside again.",
    ),
    msg(
        "explorer_chi_square",
        "chi-square {statistic} on {dof} degrees of freedom, p-value {p}; total-variation "
        "distance {tv}",
    ),
    msgn(
        "explorer_done",
        "{added} trial simulated, {total} in all.",
        "{added} trials simulated, {total} in all.",
    ),
    msgn(
        "explorer_stopped",
        "Stopped after {added} of {asked} trial, {total} in all.",
        "Stopped after {added} of {asked} trials, {total} in all.",
    ),
    msg("explorer_seed_set", "Seed {seed} set; the simulation starts afresh."),
    msg("field_trials", "The number of trials"),
    msg("field_game", "The game"),
    msg("field_event_key", "The event"),
)
