"""Texts of Kniffel: its board, its rules, categories and variants, its errors and its
Explorer events.

The German texts are in `locale/de/LC_MESSAGES/pyramide_kit.po`."""

from pyramide_kit.messages import msg, msgn

TEXTS = (
    msg("kniffel_cat_ones", "Ones"),
    msg("kniffel_cat_twos", "Twos"),
    msg("kniffel_cat_threes", "Threes"),
    msg("kniffel_cat_fours", "Fours"),
    msg("kniffel_cat_fives", "Fives"),
    msg("kniffel_cat_sixes", "Sixes"),
    msg("kniffel_cat_three_of_a_kind", "Three of a kind"),
    msg("kniffel_cat_four_of_a_kind", "Four of a kind"),
    msg("kniffel_cat_full_house", "Full house"),
    msg("kniffel_cat_small_straight", "Small straight"),
    msg("kniffel_cat_large_straight", "Large straight"),
    msg("kniffel_cat_kniffel", "Kniffel (Yahtzee)"),
    msg("kniffel_cat_chance", "Chance"),
    msg("kniffel_title", "Kniffel (Yahtzee)"),
    msg(
        "kniffel_rules",
        "Goal: the highest grand total after {rounds} rounds.\n\n"
        "Each round you throw five dice up to {throws} times; between throws you hold dice "
        "(click them). Then you write the throw into a free box. Every box is filled exactly "
        "once, with 0 if need be.\n\n"
        "At the top, Ones to Sixes count the pips of that number; {upper_bonus_threshold} or "
        "more at the top earns a bonus of {upper_bonus}. At the bottom: three and four of a "
        "kind count all pips, full house (three equal and two equal) {full_house}, small "
        "straight (four in a row) {small_straight}, large straight (five in a row) "
        "{large_straight}, Kniffel (five equal) {kniffel}, chance all pips. What a further "
        "Kniffel brings, the rule chosen under the board says.",
    ),
    msg(
        "kniffel_rules_terms",
        "Upper sum: the points of Ones to Sixes.\nBonus: {upper_bonus} points when the upper "
        "sum is at least {upper_bonus_threshold}.\nThree of a kind, four of a kind: at least "
        "three or four equal dice.\nKniffel bonus: points for a further Kniffel, depending on "
        "the rule.\nJoker rule: under the Hasbro rule a further Kniffel must go into certain "
        "boxes.\nCoach: works out the expected grand total of each choice.",
    ),
    msg("kniffel_category", "Category"),
    msg("kniffel_upper_sum", "Upper sum"),
    msg("kniffel_bonus", "Bonus ({threshold} or more)"),
    msg("kniffel_lower_sum", "Lower sum"),
    msg("kniffel_extra", "Kniffel bonus"),
    msg("kniffel_grand_total", "Grand total"),
    msg("kniffel_board_dice", "{name}'s dice"),
    msg("kniffel_board_dice_you", "Your dice"),
    msg("kniffel_board_dice_over", "Dice"),
    msg("kniffel_board_throw", "throw {throws} of {n}"),
    msg(
        "kniffel_board_rule",
        "This game goes on under the rule “{variant}”; the one chosen below applies from the "
        "next new game.",
    ),
    msg("kniffel_joker_tip", "The Joker rule does not let this Kniffel go here."),
    msg("kniffel_todo_first", "Round {round}: throw the dice."),
    msgn(
        "kniffel_todo_more",
        "Round {round}, throw {throws}: hold dice and throw again ({n} throw left) or write "
        "into a box.",
        "Round {round}, throw {throws}: hold dice and throw again ({n} throws left) or write "
        "into a box.",
    ),
    msgn(
        "kniffel_todo_write",
        "Round {round}: the only throw is made; write into a box.",
        "Round {round}: all {n} throws are made; write into a box.",
    ),
    msgn(
        "kniffel_todo_joker",
        " Joker rule: only {allowed} is allowed.",
        " Joker rule: only {allowed} are allowed.",
    ),
    msg("kniffel_log_throw", "{name} throws {dice}."),
    msg("kniffel_log_throw_you", "You throw {dice}."),
    msg("kniffel_log_rethrow", "{name} keeps {kept} and throws {dice}."),
    msg("kniffel_log_rethrow_you", "You keep {kept} and throw {dice}."),
    msgn(
        "kniffel_log_write",
        "{name} writes {n} point into {category}.",
        "{name} writes {n} points into {category}.",
    ),
    msgn(
        "kniffel_log_write_you",
        "You write {n} point into {category}.",
        "You write {n} points into {category}.",
    ),
    msgn(
        "kniffel_log_extra",
        "{name} writes the further Kniffel as {n} point into {category}.",
        "{name} writes the further Kniffel as {n} points into {category}.",
    ),
    msgn(
        "kniffel_log_extra_you",
        "You write the further Kniffel as {n} point into {category}.",
        "You write the further Kniffel as {n} points into {category}.",
    ),
    msg("kniffel_log_scratch", "{name} scratches {category} (0 points)."),
    msg("kniffel_log_scratch_you", "You scratch {category} (0 points)."),
    msg(
        "kniffel_coach_meaning",
        "Coach: the values are the expected final total of your card with the best play from "
        "here; with several players too, it makes the most of your own points.",
    ),
    msg(
        "kniffel_coach_computing",
        "The coach is computing its table … (only the first time, a few seconds)",
    ),
    msg("kniffel_coach_progress", "{text} {percent}%"),
    msg(
        "kniffel_report_computing",
        "The game report is working out how the points of the best play spread … (only the "
        "first time, mostly under a minute)",
    ),
    msg(
        "kniffel_report_note_you",
        "With the best play, half of all games end with {median} points or fewer; 10% of games "
        "(one in ten) end with {low} or fewer, and 10% with {high} or more. At least {total} "
        "points, as many as you have, are reached in {share} of games with the best play.",
    ),
    msg(
        "kniffel_report_note_other",
        "With the best play, half of all games end with {median} points or fewer; 10% of games "
        "(one in ten) end with {low} or fewer, and 10% with {high} or more. At least {total} "
        "points, as many as {name} has, are reached in {share} of games with the best play.",
    ),
    msg("kniffel_coach_first", "throw the {n} dice"),
    msg("kniffel_coach_reroll", "throw all {n} dice again"),
    msgn("kniffel_coach_keep", "keep {kept} and throw {n} die", "keep {kept} and throw {n} dice"),
    msg("kniffel_coach_write", "write into {category} ({points})"),
    msg("kniffel_coach_extra", "write the further Kniffel into {category} ({points})"),
    msg("kniffel_coach_scratch", "scratch {category} (0)"),
    msg("kniffel_coach_bonus", "{points} + {bonus} bonus"),
    msgn(
        "kniffel_log_bonus",
        " Plus {n} bonus point for the further Kniffel.",
        " Plus {n} bonus points for the further Kniffel.",
    ),
    msg("kniffel_variant_changed", "New game under the extra-Kniffel rule “{variant}”."),
    msg(
        "kniffel_variant_later",
        "The rule “{variant}” applies from the next new game; this game goes on under "
        "“{current}”. Click New game to start one now.",
    ),
    msg("kniffel_variant", "Extra-Kniffel rule"),
    msg("kniffel_variant_book", "book: further Kniffel = {points} in the lower section"),
    msg("kniffel_variant_hasbro", "Hasbro: {points} bonus and Joker rule"),
    msg("kniffel_variant_none", "no special rule"),
    msg("kniffel_policy_book advice", "book advice"),
    msg("kniffel_policy_greedy", "greedy"),
    msg("kniffel_policy_optimal", "optimal"),
    msg(
        "kniffel_solitaire_summary",
        "{policy}: {n} games (seed {seed}): mean {mean} ({mean_low} .. {mean_high}), sd {sd}; "
        "bonus {bonus} ({bonus_low} .. {bonus_high}); Kniffel {kniffel} ({kniffel_low} .. "
        "{kniffel_high})",
    ),
    msg("kniffel_err_variant", "Unknown extra-Kniffel rule {variant}; allowed are {allowed}."),
    msg("kniffel_err_category", "Unknown category {category}."),
    msg("kniffel_err_full", "The score card is full; the game is over."),
    msg("kniffel_err_written", "{category} is already written; choose an open box."),
    msg("kniffel_err_joker", "The Joker rule forces this Kniffel into: {allowed}."),
    msg("kniffel_err_over", "The game is over; start a new game."),
    msg("kniffel_err_no_dice", "Throw first: there are no dice yet."),
    msg("kniffel_err_no_throws", "All {throws} throws are used; write the dice into a box."),
    msg("kniffel_err_all_held", "All five dice are held; take one back to throw, or write."),
    msg("kniffel_err_rules", "The rules must be a Kniffel Rules object, not {value}."),
    msg("kniffel_err_boxes", "A score card has {count} boxes."),
    msg(
        "kniffel_err_extra",
        "{category} cannot take these dice as the extra Kniffel points: only a further Kniffel "
        "in an open lower box can, while the Kniffel box holds {kniffel}.",
    ),
    msg(
        "kniffel_err_move_tuple",
        "{name} is a tuple of at most {longest} whole numbers, not {value}.",
    ),
    msg("kniffel_err_keep_twice", "Each kept position is listed once, not {keep}."),
    msg("kniffel_err_no_values", "A throw shows at least one die."),
    msg("kniffel_err_dice_count", "This throw rolls {expected} dice, not {got}."),
    msg("kniffel_err_history_type", "The history is a tuple of moves."),
    msg("kniffel_err_state", "No game can reach this state."),
    msg("kniffel_err_rolling", "The dice are rolling: chance throws now (a Dice move)."),
    msg("kniffel_err_not_rolling", "Chance throws only after a Roll; it is a player's move now."),
    msg(
        "kniffel_err_first_throw",
        "The first throw of a turn rolls all five dice; there is nothing to keep yet.",
    ),
    msg("kniffel_err_policy_state", "A computer player chooses only when a seat is to move."),
    msg(
        "kniffel_err_policy",
        "A computer player is `Greedy()`, `BookAdvice()` or `OptimalPolicy()`, not {value}.",
    ),
    msg(
        "kniffel_err_policy_vectorised",
        "The vectorised simulation plays `Greedy()` and `BookAdvice()`; for optimal play use "
        "`optimal.simulate_optimal` (its moves depend on the upper sum).",
    ),
    msg("kniffel_err_scratch_order", "`scratch_order` must list each of the 13 categories once."),
    msg("field_a die", "A die"),
    msg("field_a kept position", "A kept position"),
    msg("field_a box", "A box"),
    msg("field_kniffel ones", "Ones"),
    msg("field_kniffel twos", "Twos"),
    msg("field_kniffel threes", "Threes"),
    msg("field_kniffel fours", "Fours"),
    msg("field_kniffel fives", "Fives"),
    msg("field_kniffel sixes", "Sixes"),
    msg("field_kniffel three_of_a_kind", "Three of a kind"),
    msg("field_kniffel four_of_a_kind", "Four of a kind"),
    msg("field_kniffel full_house", "Full house"),
    msg("field_kniffel small_straight", "Small straight"),
    msg("field_kniffel large_straight", "Large straight"),
    msg("field_kniffel kniffel", "Kniffel (Yahtzee)"),
    msg("field_kniffel chance", "Chance"),
    msg(
        "kniffel_event_kniffel_three_throws",
        "Kniffel: a Kniffel within three throws, keeping the most common face",
    ),
    msg("kniffel_event_full_house", "Kniffel: a full house in one throw"),
    msg("kniffel_event_small_straight", "Kniffel: a small straight in one throw"),
    msg("kniffel_event_large_straight", "Kniffel: a large straight in one throw"),
    msg("kniffel_event_four_of_a_kind", "Kniffel: four of a kind (or more) in one throw"),
    msg("kniffel_event_kniffel", "Kniffel: a Kniffel (five alike) in one throw"),
    msg(
        "kniffel_event_most_alike",
        "Kniffel: how many dice are alike after one throw (distribution)",
    ),
)
