"""Texts of the prediction widget, where a student guesses before simulating.

The German texts are in `locale/de/LC_MESSAGES/pyramide_kit.po`."""

from pyramide_kit.messages import msg

TEXTS = (
    msg(
        "predict_q_two_dice_seven",
        "Two dice are thrown. How likely is their sum 7? Guess before you simulate.",
    ),
    msg(
        "predict_q_pyramide_ones_three_throws",
        "Pyramide: you keep every one and throw the other dice again, three throws in all. How "
        "likely are there six ones at the end? Guess before you simulate.",
    ),
    msg(
        "predict_q_mauro_neighbours",
        "Mauro: how likely does a throw of the three dice show neighbours (no doublet, no "
        "straight)? Guess before you simulate.",
    ),
    msg(
        "predict_q_kniffel_three_throws",
        "Kniffel: you always keep the most common face and have three throws. How likely do "
        "you get a Kniffel? Guess before you simulate.",
    ),
    msg(
        "predict_q_schmieden_middle_fits",
        "Schmieden: two white dice X, Y and a blue one M are thrown. How likely does the blue "
        "one fit, 2M < X + Y? Guess before you simulate.",
    ),
    msg(
        "predict_q_ones_within_179",
        "Pyramide: the pyramid of ones comes in about one round in 179. How likely does it "
        "come at least once in 179 rounds? Guess first.",
    ),
    msg(
        "predict_q_six_within_three",
        "The tiny game: how likely does a die show at least one six in three throws? Guess "
        "before you simulate.",
    ),
    msg(
        "predict_q_karten_someone_matches",
        "Cards: a card is turned up. How likely does at least one of 4 players (4 cards each) "
        "hold a card of its rank? Guess before you simulate.",
    ),
    msg(
        "predict_q_fair_die_many_sixes",
        "A fair die is thrown 120 times. How likely does it show 27 sixes or more? Guess "
        "before you simulate.",
    ),
    msg("predict_entry", "Your forecast"),
    msg("predict_placeholder", "e.g. 0.3 or 30 % or 0.2 to 0.4"),
    msg("predict_save", "Save prediction"),
    msg("predict_run", "Simulate"),
    msg("predict_saved_point", "Your prediction: {p}. Now simulate!"),
    msg("predict_saved_range", "Your prediction: between {low} and {high}. Now simulate!"),
    msg(
        "predict_seen_point",
        "{hits} hits in {trials} trials: frequency {f}, exactly {exact}. Your Brier score: "
        "{brier} (the smaller the better; explained at the lesson's end).",
    ),
    msg(
        "predict_seen_range",
        "{hits} hits in {trials} trials: frequency {f}, exactly {exact}. {verdict}",
    ),
    msg("predict_range_hit", "The exact value lies in your range."),
    msg("predict_range_miss", "The exact value does not lie in your range."),
    msg("predict_repr", "{question} (No prediction yet.)"),
    msg(
        "predict_none",
        "No prediction with a simulation yet – nothing has been predicted in this lesson. Type "
        "a probability above, simulate, and run this cell again.",
    ),
    msg("predict_score", "Your mean Brier score: {brier} (number of predictions: {n})."),
    msg(
        "predict_meaning",
        "The Brier score is the mean squared distance between your forecast and what happened "
        "(1 for a hit, 0 otherwise). Smaller is better; 0 would mean you knew every trial for "
        "sure. Even the best forecast, the exact value P, keeps P(1 − P), because chance "
        "stays. Always saying 50 % gets 0.25.",
    ),
    msg("predict_ranges", "Ranges holding the exact value: {hits} of {n}."),
    msg("predict_axis_forecast", "your forecast"),
    msg("predict_axis_observed", "simulated frequency (•), exact value (×)"),
    msg("predict_legend_observed", "simulated"),
    msg("predict_legend_exact", "exact"),
    msg("predict_legend_diagonal", "perfectly calibrated"),
    msg("predict_title", "Your calibration"),
    msg(
        "predict_alt",
        "Calibration plot: each forecast against the simulated frequency (dots) and the exact "
        "value (crosses), with the diagonal on which a perfectly calibrated forecast lies. "
        "{points}",
    ),
    msg("predict_alt_point", "Forecast {p}: simulated {f}, exact {exact}."),
    msg(
        "predict_err_range",
        "“{given}” is no probability: a probability lies between 0 and 1 (0 % and 100 %).",
    ),
    msg("predict_err_text", "{given} is no text; type a probability such as 0.3, 30 % or 1/3."),
    msg("predict_err_order", "“{given}”: write a range from the smaller to the larger number."),
    msg("predict_err_trials", "A Brier score needs at least one trial."),
    msg(
        "predict_err_counts",
        "{hits} hits in {trials} trials is impossible: hits lie between 0 and the number of "
        "trials.",
    ),
    msg("predict_err_first", "First make a prediction, then run the simulation."),
)
