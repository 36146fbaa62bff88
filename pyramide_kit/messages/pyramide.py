"""Texts of Pyramide: its board, its rules, its errors and its Explorer events.

The German texts are in `locale/de/LC_MESSAGES/pyramide_kit.po`."""

from pyramide_kit.messages import msg, msgn

TEXTS = (
    msg("pyr_title", "Pyramide"),
    msg(
        "pyr_rules",
        "Goal: the highest total on your sheet after {rounds} rounds.\n\n"
        "One round: you throw {dice} dice up to {throws} times. After each throw you may hold "
        "dice (click them) and rethrow the rest, or stop.\n\n"
        "Then the computer builds the best pyramid: large (rows 3-2-1, factor "
        "{large_multiplier}), half (3-2, factor {half_multiplier}) or small (2-1, factor "
        "{small_multiplier}). A die resting on two dice X ≤ Y must show exactly Y − X + 1. "
        "Points: the pyramid's pips times the factor, minus the pips of every die not built "
        "in. Three equal dice at the bottom of a large or half pyramid count {special_factor} "
        "× their pips (three ones: {special_value_ones}).\n\n"
        "You write the points into a free box: top ×{box_weights[0]}, middle "
        "×{box_weights[1]}, bottom ×{box_weights[2]}. The highest final total wins.",
    ),
    msg(
        "pyr_rules_terms",
        "hold: a held die stays where it is when you throw again.\nlarge, half, small pyramid: "
        "six dice in rows 3-2-1, five in rows 3-2, three in rows 2-1.\nnot built in: dice "
        "without a place in the pyramid; their pips are taken off.\nBest build: the pyramid "
        "with the most points your dice allow.\nTop, Middle, Bottom: the boxes of your sheet; "
        "their points count ×{box_weights[0]}, ×{box_weights[1]} and ×{box_weights[2]}.\n"
        "Coach: works out how many points each choice brings you on average.",
    ),
    msg("pyr_box_top", "Top ×{weight}"),
    msg("pyr_box_middle", "Middle ×{weight}"),
    msg("pyr_box_bottom", "Bottom ×{weight}"),
    msg("pyr_todo_round", "Round {round} of {rounds} · throws left: {left}"),
    msg("pyr_todo_first", "Click Throw."),
    msg("pyr_todo_more", "Click dice to hold them and throw again, or write the score into a box."),
    msg("pyr_todo_write", "Write the score into a box."),
    msg("pyr_board_best", "Best build: {kind} → {points}"),
    msg("pyr_board_best_empty", "Best build (after the first throw)"),
    msg("pyr_board_write", "{box}: {points}"),
    msg("pyr_board_full", "{box}: full"),
    msg("pyr_board_free", "free"),
    msg("pyr_kind_large", "large pyramid"),
    msg("pyr_kind_half", "half pyramid"),
    msg("pyr_kind_small", "small pyramid"),
    msg("pyr_kind_none", "no pyramid"),
    msg("pyr_unused", "not built in: {dice}"),
    msg("pyr_hand_label", "Your build (top first):"),
    msg("pyr_hand_placeholder", "e.g. 2 / 3 2 / 4 6 5"),
    msg("pyr_hand_check", "Check build"),
    msg("pyr_hand_best", "Legal: {points} – that is the best build!"),
    msg("pyr_hand_not_best", "Legal: {points}. The best build scores {best}: {build}."),
    msg(
        "pyr_hand_unreadable",
        "Write the rows from the top down, separated by /, e.g. 2 / 3 2 / 4 6 5",
    ),
    msgn("pyr_log_roll", "{name} throws {n} die", "{name} throws {n} dice"),
    msgn(
        "pyr_log_keep",
        "{name} keeps {kept} and throws {n} die",
        "{name} keeps {kept} and throws {n} dice",
    ),
    msgn("pyr_log_roll_you", "You throw {n} die", "You throw {n} dice"),
    msgn(
        "pyr_log_keep_you",
        "You keep {kept} and throw {n} die",
        "You keep {kept} and throw {n} dice",
    ),
    msg("pyr_log_dice", "{name}, throw {throw} of {throws}: {shown} → dice {dice}"),
    msg("pyr_log_write", "{name} writes {points} into {box} ({build})"),
    msg("pyr_log_write_you", "You write {points} into {box} ({build})"),
    msg("pyr_err_shape", "A {kind} pyramid has rows of {shape} dice from the base up."),
    msg("pyr_err_rest", "A die on {x} and {y} must show {need}, not {got}."),
    msg(
        "pyr_err_missing",
        "The pyramid uses dice the throw does not have: {extra} (throw: {throw}).",
    ),
    msg("pyr_err_kind", "Unknown pyramid kind {kind}."),
    msg("pyr_err_row_full", "The {box} row is full; free rows: {free}."),
    msg("field_pyramide top", "top"),
    msg("field_pyramide middle", "middle"),
    msg("field_pyramide bottom", "bottom"),
    msg("field_pyramide none", "none"),
    msg("pyr_err_box", "Unknown box {box}; choose top, middle or bottom."),
    msg("pyr_err_score", "A score is a whole number."),
    msg("pyr_err_over", "The game is over: every box is written."),
    msg("pyr_err_keep_first", "Nothing can be kept before the first throw."),
    msg("pyr_err_keep_twice", "A die is kept twice."),
    msg("pyr_err_no_throws", "No throws left (a round has {throws}); write the score into a box."),
    msg(
        "pyr_err_keep_all",
        "Every die is held, so there is nothing to throw; write the score instead.",
    ),
    msg("pyr_err_throw_first", "Throw first, then build and write."),
    msg("pyr_err_six_dice", "Pyramide needs exactly 6 dice."),
    msg(
        "pyr_err_box_weights",
        "`box_weights` are three whole numbers (top, middle, bottom), not {value}.",
    ),
    msg("pyr_err_rules", "The rules must be a Pyramide Rules object."),
    msg("pyr_err_seats", "The seats are a tuple of players."),
    msg("pyr_err_history_type", "The history is a tuple of moves."),
    msg("pyr_err_state", "This is not a Pyramide position: {reason}"),
    msg("pyr_err_tuple", "{name} is a tuple of whole numbers, not {value}."),
    msg("pyr_err_dice_count", "A throw shows 1 to {most} dice, not {count}."),
    msg("pyr_err_chance_now", "The dice are rolling: chance plays the thrown dice next."),
    msg("pyr_err_not_chance", "{name} decides now, not chance: throw or write."),
    msg("pyr_err_row_size", "The {box} row has room for only {size}."),
    msg("pyr_err_policy", "The policy must be a `ComputerPolicy`."),
    msgn("pyr_coach_keep", "keep {kept} and throw {n} die", "keep {kept} and throw {n} dice"),
    msgn("pyr_coach_roll", "keep nothing and throw {n} die", "keep nothing and throw all {n} dice"),
    msg("pyr_coach_write", "write {points} into {box}"),
    msg(
        "pyr_coach_meaning",
        "Coach: each value is the expected final total of your sheet (every box times its "
        "weight) if you play optimally from there on. With several players it counts only your "
        "own points, not your chance to beat the others.",
    ),
    msg(
        "pyr_coach_goal_meaning",
        "the final total of your sheet at the end of the game (3 × top + 2 × middle + bottom, "
        "the points already written included)",
    ),
    msg(
        "pyr_coach_goal_computing",
        "The coach is computing the chances of the goal … (the first time in a game, up to a "
        "quarter of a minute)",
    ),
    msg("pyr_err_policy_state", "The computer moves only for a seat that is to move."),
    msg("pyr_err_keep_pips", "The dice do not show the pips to keep."),
    msg("pyr_err_rng", "rng must be a `numpy.random.Generator`."),
    msg("pyr_err_keep_rule", "A keeping rule returns pips of the dice, or `None` to stop."),
    msg("pyramide_event_ones_one_throw", "Pyramide: pyramid of ones (six ones) with one throw"),
    msg(
        "pyramide_event_ones_two_throws",
        "Pyramide: pyramid of ones within two throws, keeping every one",
    ),
    msg(
        "pyramide_event_ones_three_throws",
        "Pyramide: pyramid of ones within three throws, keeping every one",
    ),
    msg(
        "pyramide_event_throws_until_ones",
        "Pyramide: throw at which the sixth one shows (keeping every one)",
    ),
    msg(
        "pyramide_event_rounds_until_ones",
        "Pyramide: rounds (three throws each) until the pyramid of ones",
    ),
)
