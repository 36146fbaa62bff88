"""Texts of the widgets' shared panels: the coach, the rules panel and the computer's
policies.

The German texts are in `locale/de/LC_MESSAGES/pyramide_kit.po`."""

from pyramide_kit.messages import msg, msgn

TEXTS = (
    msg("position_err_state", "Only a game of the kit has a table to draw, not {value}."),
    msg("coach_toggle", "Coach"),
    msg(
        "coach_help",
        "The coach computes the expected value of your own points for every choice (the other "
        "players do not count here) and marks the best with ★.",
    ),
    msg("coach_choices_head", "The best choices (of {n}), with expected points:"),
    msg("coach_was_best", "Coach: your last choice was the best one."),
    msg("coach_cost_exact", "Coach: your last choice cost {cost} expected points ({exact})."),
    msg("coach_cost", "Coach: your last choice cost {cost} expected points."),
    msg(
        "coach_total",
        "{name}: {choices} with the coach, {cost} expected points given away in all.",
    ),
    msg("coach_failed", "The coach cannot advise here: {reason}"),
    msgn("coach_choices", "{n} decision", "{n} decisions"),
    msg("coach_mode_average", "best average"),
    msg("coach_mode_goal", "at least T points"),
    msg(
        "coach_mode_tip",
        "What the coach ranks the choices by: the expected points, or the chance of reaching "
        "at least T points.",
    ),
    msg("coach_target", "T ="),
    msg("coach_target_tip", "The goal: a whole number from 0 to {most}; press Enter to use it."),
    msgn("coach_target_points", "{n} point", "{n} points"),
    msg(
        "coach_goal_help",
        "With a goal the coach computes for every choice the chance of reaching at least "
        "{target} – counting {what} – if you then play for the greatest chance. It marks the "
        "choice with the greatest chance with ★; beside it stand the expected points.",
    ),
    msg(
        "coach_goal_head",
        "The best choices (of {n}) for at least {target}: chance of the goal, expected points:",
    ),
    msg(
        "coach_goal_differs",
        "For the goal a different choice is best than for the average: the most points on "
        "average come from “{move}”.",
    ),
    msg("coach_goal_was_best", "Coach: your last choice was the best one for at least {target}."),
    msg(
        "coach_goal_cost",
        "Coach: your last choice lowered your chance of at least {target} from {best} to {chance}.",
    ),
    msg(
        "coach_total_note",
        "This sum counts expected points, also for decisions made with a goal.",
    ),
    msg("coach_building", "The coach is still computing its tables – you can play meanwhile."),
    msg(
        "coach_building_share",
        "The coach is still computing its tables ({share}) – you can play meanwhile.",
    ),
    msg("coach_err_no_goal", "The coach offers no goal here."),
    msg(
        "coach_err_target_number",
        "“{value}” is not a whole number. The goal T is a whole number from 0 to {most}; it "
        "stays {target}.",
    ),
    msg(
        "coach_err_target_negative",
        "The goal T cannot be negative ({value}). It is a whole number from 0 to {most}; it "
        "stays {target}.",
    ),
    msg(
        "coach_err_target_large",
        "The goal T is too large ({value}): at most {most} points. It stays {target}.",
    ),
    msg("rules_title", "Rules and terms"),
    msg("rules_terms_head", "Terms on the board"),
    msg(
        "shell_err_policies",
        "The computer seats ({computers}) play {kinds}: one policy for all of them, one policy "
        "per computer seat in seat order, or a mapping seat (number or name) → policy for some "
        "of them; not {value}.",
    ),
)
