"""Texts of Mauro and the duel with Miwin's dice: boards, rules, errors and Explorer
events.

The German texts are in `locale/de/LC_MESSAGES/pyramide_kit.po`."""

from pyramide_kit.messages import msg, msgn

TEXTS = (
    msg("mauro_title", "Mauro with Miwin's dice"),
    msg(
        "mauro_rules",
        "Mauro is played with Miwin's three dice: numbers from 1 to 9, different ones on each "
        "die. Goal: the most points after {rounds} rounds.\n\n"
        "{ring}\n\n"
        "Variant 1: you throw all three dice again and again – a series. A neighbour pair "
        "scores {neighbour}, a straight (three numbers in a row) {straight}; then you throw "
        "on. A doublet (two equal numbers) ends the turn and the series is lost. With no "
        "neighbours and no doublet the turn ends and the series is written down. With "
        '"stopping allowed" you may write it down earlier.\n\n'
        "Variant 2: one throw a round; every neighbour pair scores the sum of its two numbers.",
    ),
    msg(
        "mauro_rules_ring",
        "Neighbours are numbers that differ by 1; 9 and 1 are neighbours too (a ring).",
    ),
    msg(
        "mauro_rules_line",
        "Neighbours are numbers that differ by 1; in this game 9 and 1 are not neighbours.",
    ),
    msg(
        "mauro_rules_terms",
        "neighbours: {ring}\nstraight: three numbers in a row, such as 3, 4, 5.\ndoublet: two "
        "or three equal numbers (German: Pasch).\nseries: the points of all throws of a turn "
        "in variant 1, until they are written down or lost.\nStop: write the series down now "
        'instead of throwing on (only with "stopping allowed").\nScore sheet: every player\'s '
        "points in each round.",
    ),
    msg(
        "mauro_duel_rules",
        "A duel with Miwin's dice: you choose one of the three dice, the computer takes "
        "another. Both throw; the higher number wins the duel.\n\n"
        "The surprise: each die mostly beats one of the others and mostly loses to the third – "
        "like rock, paper, scissors. The computer always takes the die that mostly beats "
        "yours.\n\n"
        "Throw many duels and find out how often you win. Then choose another die: does it get "
        "better?",
    ),
    msg(
        "mauro_duel_rules_terms",
        "duel: both dice roll once; the higher number wins.\n10 duels: throw ten duels at "
        "once.\nLast duel: the numbers of the last duel, yours first.",
    ),
    msg("mauro_variant", "Variant {variant}"),
    msg("mauro_variant_stop", "Variant 1, stopping allowed"),
    msg("mauro_variant_next", "Next game:"),
    msg("mauro_series", "Series: {points} {throws}"),
    msgn("mauro_in_throws", "in {n} throw", "in {n} throws"),
    msg("mauro_todo_throw", "Round {round} of {rounds}: throw all three dice."),
    msg(
        "mauro_todo_again",
        "Round {round} of {rounds}: throw again (a doublet loses the series, a throw without "
        "neighbours banks it).",
    ),
    msg("mauro_todo_or_stop", "Round {round} of {rounds}: throw again, or stop and bank {points}."),
    msg(
        "mauro_todo_once",
        "Round {round} of {rounds}: one throw; every neighbour pair scores its sum.",
    ),
    msg("mauro_tray", "Throw by {name}: {dice}"),
    msg("mauro_tray_you", "Your throw: {dice}"),
    msg("mauro_tray_empty", "No throw yet."),
    msg("mauro_seat_computer", "{name} (computer)"),
    msg("mauro_bank_title", "Stop and bank the series (once it holds points)"),
    msg("mauro_words_first", "Click Throw: all three dice roll at once."),
    msg("mauro_words_neighbours", "{pairs}: neighbours, {plus}; the series goes on."),
    msg("mauro_words_straight", "{pairs}: a straight, {plus}; the series goes on."),
    msg("mauro_words_pasch", "Two {value}s: a doublet – the series ({points}) is lost."),
    msg("mauro_words_nothing", "No neighbours: the turn ends, {points} banked."),
    msg("mauro_words_stopped", "{name} stopped: {points} banked."),
    msg("mauro_words_stopped_you", "You stopped: {points} banked."),
    msg("mauro_words_v2", "Neighbours {sums}: {points}."),
    msg("mauro_words_v2_none", "No neighbours: {points}."),
    msgn("mauro_plus", "+{n} point", "+{n} points"),
    msg("mauro_ring_pair", "9–1 (neighbours on the ring)"),
    msg("mauro_and", " and "),
    msg("mauro_sheet", "Score sheet"),
    msg("mauro_round", "Round"),
    msg("mauro_cell_running", "{points} …"),
    msg("mauro_cell_lost", "0 ({points} lost)"),
    msg("mauro_cell_pasch", "0 (doublet)"),
    msg("mauro_sum_series", "{kind}, series: {points}"),
    msg("mauro_sum_lost", "doublet – the series is lost"),
    msg("mauro_sum_banked", "nothing – {points} banked"),
    msg("mauro_sum_stopped", "stopped – {points} banked"),
    msg("mauro_log_throw", "{name} throws {dice}: {summary}"),
    msg("mauro_log_throw_you", "You throw {dice}: {summary}"),
    msg("mauro_log_stop", "{name}: {summary}"),
    msg("mauro_bank", "Stop"),
    msg("mauro_class_pasch", "doublet"),
    msg("mauro_class_straight", "straight"),
    msg("mauro_class_neighbours", "neighbours"),
    msg("mauro_class_nothing", "nothing"),
    msg("mauro_err_class", "A throw class is a `mauro.ThrowClass`, not {value}."),
    msg("mauro_fact_random_die_shows", "a die picked at random shows {k}"),
    msg("mauro_fact_random_die_shows_why", "{k} stands on {holders} of the 18 faces"),
    msg(
        "mauro_fact_random_pair_successor",
        "two different dice picked at random: the second shows the number after the first",
    ),
    msg(
        "mauro_fact_random_pair_successor_why",
        "a random order makes 'after' and 'before' equally likely: half of 2/9",
    ),
    msg(
        "mauro_fact_fair_nine_successor",
        "two fair nine-sided dice: the second shows the number after the first",
    ),
    msg("mauro_fact_fair_nine_equal", "two fair nine-sided dice show the same number"),
    msg("mauro_fact_fair_nine_neighbours", "two fair nine-sided dice show neighbours on the ring"),
    msg("mauro_fact_pair_neighbours", "dice {a} and {b} show neighbours"),
    msg("mauro_fact_successor", "die {b} shows the number after die {a}'s"),
    msg("mauro_fact_equal", "dice {a} and {b} show the same number"),
    msg("mauro_fact_straight", "a throw of all three dice is a straight"),
    msg("mauro_fact_straight_why", "computed with SymPy: no doublet and two neighbour pairs"),
    msg("mauro_err_over", "The game is over, every round is played; start a new game."),
    msg(
        "mauro_err_not_over",
        "The game is not over yet; the winners are known after the last round.",
    ),
    msg(
        "mauro_err_no_stop",
        "Stopping is not allowed: the series goes on until a doublet or a throw without "
        "neighbours.",
    ),
    msg("mauro_err_nothing_to_bank", "There is nothing to bank yet; throw first."),
    msg("mauro_err_rules", "The rules of Mauro are a `mauro.Rules`, not {value}."),
    msg("mauro_err_seats", "The seats are a tuple of Players, not {value}."),
    msg("mauro_err_history", "The history is a tuple of moves, not {value}."),
    msg("mauro_err_field", "{name} is a tuple, not {value}."),
    msg("mauro_err_position", "The rules do not allow this position ({reason})."),
    msg("mauro_err_rolling", "The dice are rolling: chance throws now (a Dice move)."),
    msg("mauro_coach_roll", "throw again"),
    msgn("mauro_coach_bank", "stop and bank {n} point", "stop and bank {n} points"),
    msg(
        "mauro_coach_meaning",
        "Coach: each value is the expected points of this turn (what the series banks in the "
        "end) if you play optimally from there on; the other rounds do not depend on this "
        "choice. With several players it counts only your own points, not your chance to beat "
        "the others. The coach advises once your series holds points: throw again or stop.",
    ),
    msg(
        "mauro_coach_meaning_no_stop",
        "Coach: in this game nobody may stop: the series runs until a doublet loses it or a "
        "throw without neighbours banks it. So there is nothing to decide, and the coach stays "
        "quiet. It advises in variant 1 when stopping is allowed.",
    ),
    msg(
        "mauro_coach_meaning_once",
        "Coach: in variant 2 every turn is exactly one throw, and every neighbour pair scores "
        "its sum. There is nothing to decide, and the coach stays quiet. It advises in variant "
        "1 when stopping is allowed.",
    ),
    msg("mauro_coach_goal_meaning", "the points you bank in this turn"),
    msg("mauro_err_policy_state", "The policy chooses a seat's move in a running game of Mauro."),
    msg(
        "mauro_err_odds_variant",
        "This answer is about variant {wanted}; the rules play variant {got}.",
    ),
    msg(
        "mauro_err_odds_may_stop",
        "With `Rules(may_stop=True)` a turn's points depend on when the player stops; "
        "`expected_turn_points_stop_at` gives the value of stopping at k points.",
    ),
    msg(
        "mauro_err_odds_zero_points",
        "This answer sums over the points of a series; it needs `neighbour_points` and "
        "`straight_points` of at least 1.",
    ),
    msg(
        "mauro_err_vector_may_stop",
        "Variant 1 with `Rules(may_stop=True)` is not vectorised (when to stop is the player's "
        "choice); play it through the engine and a policy.",
    ),
    msg("mauro_err_classes", "The classes are a `dict` of the four `ThrowClass` probabilities."),
    msg(
        "mauro_err_total_work",
        "With {rounds} rounds `max_total` is at most {most} (rounds times `max_total` + 1 at "
        "most {work}), not {value}.",
    ),
    msg("mauro_err_die", "A die is a `pyramide_kit.dice.Die`."),
    msg("mauro_err_symbol", "z is a `sympy.Symbol`."),
    msg("mauro_err_die_name", "There is no die {name}; choose one of {choices}."),
    msg(
        "mauro_err_duel_throw",
        "A duel throw is two numbers (yours, the computer's), not {value}.",
    ),
    msg("mauro_duel_title", "Duel: choose your die"),
    msg("mauro_duel_choose", "Click a die to choose it"),
    msg("mauro_duel_you", "You ({die})"),
    msg("mauro_duel_computer", "Computer ({die})"),
    msg("mauro_duel_yours", "yours"),
    msg("mauro_duel_computers", "computer's"),
    msg("mauro_duel_faces", "{die}: {faces}"),
    msg("mauro_duel_last", "Last duel"),
    msg("mauro_duel_throw", "Throw duel"),
    msg("mauro_duel_throw10", "10 duels"),
    msg("mauro_duel_none", "Click Throw duel: both dice roll, the higher number wins."),
    msg("mauro_duel_won", "{mine} : {theirs} – you win."),
    msg("mauro_duel_lost", "{mine} : {theirs} – the computer wins."),
    msg("mauro_duel_tie", "{mine} : {theirs} – a tie."),
    msg("mauro_duel_history", "The latest duels (you : computer): {throws}"),
    msg("mauro_duel_computer_takes", "The computer takes die {die}."),
    msg("mauro_duel_score", "You {you} : {computer} computer ({ties}) {after}"),
    msgn("mauro_duel_ties", "{n} tie", "{n} ties"),
    msgn("mauro_duel_after", "after {n} duel", "after {n} duels"),
    msg("mauro_duel_exact", "Computer wins: {won_rel} observed, exactly {exact} ≈ {exact_float}"),
    msg(
        "mauro_event_pasch",
        "Mauro: a doublet (two equal numbers, in German a Pasch) in one throw of III, IV, V",
    ),
    msg("mauro_event_straight", "Mauro: a straight (three neighbours) in one throw"),
    msg("mauro_event_neighbours", "Mauro: neighbours (but no straight, no doublet) in one throw"),
    msg("mauro_event_score_variant2", "Mauro: points of one throw in variant 2 (distribution)"),
    msg("mauro_event_mean_variant2", "Mauro: mean points of one throw in variant 2"),
    msg("mauro_event_turn_variant1", "Mauro: mean points a turn of variant 1 banks"),
)
