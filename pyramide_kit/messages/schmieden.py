"""Texts of Würfelpyramiden schmieden: its board, its rules, its errors and its Explorer
events.

The German texts are in `locale/de/LC_MESSAGES/pyramide_kit.po`."""

from pyramide_kit.messages import msg, msgn

TEXTS = (
    msg(
        "schmieden_err_throw_count",
        "This throw rolls {expected} dice ({white} white, {blue} blue, {green} green), not {got}.",
    ),
    msg("schmieden_err_no_throw", "There are no rolled dice to place: throw first."),
    msg(
        "schmieden_err_first_base",
        "After the first throw at least {need} white die must go into the base (B1, B2, B3); "
        "placed so far: {got}.",
    ),
    msg("schmieden_err_place_name", "Unknown place {place}; the places are {places}."),
    msg("schmieden_err_slot", "There is no rolled die at slot {slot}; dice to place: {slots}."),
    msg(
        "schmieden_err_row_base",
        "A white die goes only into the base ({allowed}), not into {place}.",
    ),
    msg(
        "schmieden_err_row_middle",
        "A blue die goes only into the middle ({allowed}), not into {place}.",
    ),
    msg("schmieden_err_row_top", "The green die goes only on top ({allowed}), not into {place}."),
    msg("schmieden_err_taken", "{place} already holds a {value}; free places of this row: {free}."),
    msg(
        "schmieden_err_support",
        "{place} rests on {a} and {b}; still empty: {missing}. Fill the places below first "
        "(earlier or in this throw).",
    ),
    msg(
        "schmieden_err_average",
        "{place} must be smaller than the average of {a} and {b}: 2 × {value} = {twice} is not "
        "smaller than {x} + {y} = {total}; only 1 to {most} fits here.",
    ),
    msg(
        "schmieden_err_average_none",
        "{place} must be smaller than the average of {a} and {b}: 2 × {value} = {twice} is not "
        "smaller than {x} + {y} = {total}; on {x} and {y} no die fits at all.",
    ),
    msg(
        "schmieden_err_throw_pending",
        "The dice of throw {throw} are still on the table: end this throw (place dice or pass) "
        "before throwing again.",
    ),
    msg("schmieden_err_throws_used", "All {max} throws of this round are used."),
    msg("schmieden_err_round_over", "This round is over: no more throws or placements."),
    msg("schmieden_err_game_over", "The game is over."),
    msg("schmieden_err_pick_die", "Click a rolled die first, then a place."),
    msg(
        "schmieden_err_dice_row",
        "The {colour} dice are a tuple of at most {most} values, not {value}.",
    ),
    msg(
        "schmieden_err_dice_counts",
        "This throw rolls {white} white, {blue} blue and {green} green dice, not {got_white}, "
        "{got_blue} and {got_green}.",
    ),
    msg("schmieden_err_state", "This is not a state of a round: {reason}"),
    msg("schmieden_err_game_state", "This is not a state of Würfelpyramiden schmieden: {reason}"),
    msg(
        "schmieden_err_move",
        "{move} is not a move of Würfelpyramiden schmieden; the moves are `Roll()`, "
        "`Dice(white, blue, green)`, `Place(slot, place)` and `EndThrow()`.",
    ),
    msg("schmieden_err_throw_values", "A throw is a sequence of dice values, not {value}."),
    msg("schmieden_err_pairs", "Placements are (slot, place) pairs or a mapping, not {value}."),
    msg("schmieden_err_no_such_die", "No rolled {colour} die shows {value}."),
    msg("schmieden_err_not_rolling", "The dice are not rolling: the seat throws first (Roll)."),
    msg("schmieden_err_rolling", "The dice are already rolling: chance shows them next."),
    msg(
        "schmieden_err_rules",
        "The rules must be a Würfelpyramiden schmieden Rules object, not {value}.",
    ),
    msg("schmieden_err_history", "The history is a tuple of moves, not {value}."),
    msg("schmieden_err_no_choice", "The policy chooses only when a seat is to move."),
    msg("schmieden_err_below", "The dice below are a pair of die values, not {value}."),
    msg(
        "schmieden_err_policy",
        "The policy must be a Würfelpyramiden schmieden Policy, not {value}.",
    ),
    msg("schmieden_tie_zero", "{name} has fewer rounds without points: {fewer} against {more}"),
    msg("schmieden_tie_zero_you", "You have fewer rounds without points: {fewer} against {more}"),
    msg("schmieden_err_start", "The start must be a `RoundState`, not {value}."),
    msg(
        "schmieden_err_start_rules",
        "The start state is played under other rules than the ones given.",
    ),
    msg(
        "schmieden_err_start_throw",
        "Start from a state where the next throw is due (no dice on the table).",
    ),
    msg(
        "schmieden_err_table_args",
        "A table needs a Würfelpyramiden schmieden Policy and Rules, not {policy} and {rules}.",
    ),
    msg("schmieden_title", "Würfelpyramiden schmieden"),
    msg(
        "schmieden_rules",
        "Goal: the most points after {rounds} rounds.\n\n"
        "You build a pyramid of six dice: three white at the bottom (the base), two blue above "
        "(middle), one green on top. A round has at most {max_throws} throws; each throw rolls "
        "every die not yet placed. Then you place thrown dice on free places of their "
        "colour{first_white}. A blue or green die needs both places below it filled and must "
        "be smaller than their average. Placed dice stay.\n\n"
        "Complete after throw 1: {first_points}, after throw 2: {second_points} … after throw "
        "{max_throws}: {last_points}; not complete: 0. Bonus for a complete pyramid: three "
        "equal numbers +{bonus_three}, four equal +{bonus_four}. In a tie, fewer rounds "
        "without points wins.",
    ),
    msgn(
        "schmieden_rules_first_white",
        ", after the first throw at least one white one",
        ", after the first throw at least {n} white ones",
    ),
    msg(
        "schmieden_rules_terms",
        "base: the three white places at the bottom; a white die fits on any free one.\n"
        "middle, top: the two blue places and the green place above them.\naverage: half the "
        "sum of the two dice below; on 3 and 6 only 1, 2, 3 or 4 fits.\nEnd throw: place "
        "nothing more from this throw; the other dice roll in the next throw.\nEnd round: the "
        "last throw is over; the round is scored.\nCoach: works out how many points each "
        "choice still brings the round on average.",
    ),
    msg("schmieden_throw", "Throw"),
    msg("schmieden_end_throw", "End throw"),
    msg("schmieden_end_round", "End round"),
    msg("schmieden_where", "Round {round} of {rounds}, throw {throw} of {max}"),
    msg("schmieden_todo_throw", "Throw: every die not yet placed is rolled."),
    msgn(
        "schmieden_todo_base",
        "Put at least {n} white die into the base: click a die, then a place.",
        "Put at least {n} white dice into the base: click a die, then a place.",
    ),
    msg("schmieden_todo_place", "Click a die, then a place of its row; done? End throw."),
    msg(
        "schmieden_todo_place_last",
        "Click a die, then a place of its row; done? End round (last throw).",
    ),
    msg("schmieden_todo_end", "No die of this throw fits any more: end the throw."),
    msg(
        "schmieden_todo_end_last",
        "No die of this throw fits any more: end the round (last throw).",
    ),
    msg("schmieden_selected", "Selected: {colour} {value}. Allowed: {places}."),
    msg("schmieden_colour_base", "white"),
    msg("schmieden_colour_middle", "blue"),
    msg("schmieden_colour_top", "green"),
    msg("schmieden_none", "none"),
    msg("schmieden_chosen", "chosen"),
    msg("schmieden_fits_nowhere", "no place"),
    msg("schmieden_row_base", "White (base)"),
    msg("schmieden_row_middle", "Blue (middle)"),
    msg("schmieden_row_top", "Green (top)"),
    msg("schmieden_tray_now", "Rolled: click a die, then a place"),
    msg("schmieden_tray_next", "The next throw rolls these dice"),
    msg("schmieden_pyramid_you", "Your pyramid"),
    msg("schmieden_pyramid_of", "{name}'s pyramid"),
    msg("schmieden_note_base", "White: any number"),
    msg("schmieden_note_middle", "Blue: smaller than the average of the two dice below"),
    msg("schmieden_note_top", "Green: smaller than the average of the two dice below"),
    msg("schmieden_note_wait", "{place} waits for {missing}"),
    msg("schmieden_note_none", "{place} on {x} and {y}: no die fits"),
    msg("schmieden_note_only_one", "{place} on {x} and {y}: only a 1 fits"),
    msg("schmieden_note_fits", "{place} on {x} and {y}: 1 to {most} fits"),
    msg("schmieden_points_now", "Finished with this throw: {points}"),
    msg("schmieden_points_next", "Finished with the next throw: {points}"),
    msg("schmieden_points_bonus", "{n} equal dice built in: bonus +{bonus}"),
    msg("schmieden_points_title", "Points"),
    msg("schmieden_log_throw", "{name}, throw {throw}: {dice}"),
    msg("schmieden_log_place", "{name}: {colour} {value} on {place}"),
    msg("schmieden_log_pass", "{name}: nothing placed after throw {throw} (pass)"),
    msg("schmieden_log_round", "{name}, round {round}: {result}"),
    msg("schmieden_result_complete", "pyramid complete after throw {throw}: {points}"),
    msg(
        "schmieden_result_bonus",
        "pyramid complete after throw {throw}: {base} + bonus {bonus} = {points}",
    ),
    msgn(
        "schmieden_result_failed",
        "no complete pyramid after {n} throw: {points}",
        "no complete pyramid after {n} throws: {points}",
    ),
    msg("schmieden_last_rounds", "Last rounds played"),
    msg("schmieden_table_round", "Round"),
    msg("schmieden_zero_rounds", "Zero rounds"),
    msg(
        "schmieden_coach_meaning",
        "Coach: the values are the expected points of this round; with several players too, it "
        "makes the most of your own points.",
    ),
    msg(
        "schmieden_coach_computing",
        "The coach is computing its table … (only the first time, about 10 seconds)",
    ),
    msg("schmieden_coach_goal_meaning", "the points of this round (bonus included)"),
    msg(
        "schmieden_coach_goal_computing",
        "The coach is computing the chances of the goal {target} … (only the first time for "
        "this goal, about 10 seconds)",
    ),
    msg("schmieden_coach_place", "place the {colour} {value} on {place}"),
    msg("schmieden_coach_end", "end the throw"),
    msg("schmieden_coach_end_last", "end the round"),
    msg("schmieden_coach_pass", "end the throw without placing a die"),
    msg("schmieden_coach_pass_last", "end the round without placing another die"),
    msgn(
        "schmieden_coach_roll",
        "throw the {n} die not yet placed",
        "throw the {n} dice not yet placed",
    ),
    msg(
        "field_first_throw_min_base",
        "The white dice needed after the first throw (`first_throw_min_base`)",
    ),
    msg("field_bonus_three", "The bonus for three equal dice (`bonus_three`)"),
    msg("field_bonus_four", "The bonus for four equal dice (`bonus_four`)"),
    msg("field_min_base", "The policy's least white die (`min_base`)"),
    msg("field_min_middle", "The policy's least blue die (`min_middle`)"),
    msg("field_a white die", "A white die"),
    msg("field_a blue die", "A blue die"),
    msg("field_a green die", "A green die"),
    msg("field_schmieden computers", "The number of computer seats (computers)"),
    msg(
        "schmieden_event_middle_fits",
        "Schmieden: a fresh die is smaller than the average of two fresh dice",
    ),
    msg(
        "schmieden_event_complete_first_throw",
        "Schmieden: the whole pyramid from the very first throw",
    ),
    msg(
        "schmieden_event_first_throw_three_equal",
        "Schmieden: the whole pyramid from the first throw, three equal dice",
    ),
    msg(
        "schmieden_event_throws_needed",
        "Schmieden: throw that completes the pyramid, computer policy (– never)",
    ),
    msg("schmieden_event_points", "Schmieden: mean points of a round, computer policy"),
)
