"""Texts of Pyramide with cards: its board, its rules, claims and calls, its errors and its
Explorer events.

The German texts are in `locale/de/LC_MESSAGES/pyramide_kit.po`."""

from pyramide_kit.messages import msg, msgn

TEXTS = (
    msg("karten_title", "Pyramide with cards"),
    msg(
        "karten_rules",
        "Goal: to have taken the fewest chips at the end.\n\n"
        "Everyone gets {hand_size} cards, looks at them once and must remember them. "
        "{pyramid_cards} cards lie face down as a pyramid (rows {row_text}) and are turned up "
        'from the bottom row to the top. After each card, everyone in turn may claim: "I have '
        'this rank!" – true or a bluff. A claimer hands out as many chips to other players as '
        "the row is worth (bottom row 1, then 2 …).\n\n"
        'Whoever gets chips accepts them or calls "Bluff!". If the claimer had the card, the '
        "caller takes {call_factor} times as many chips; if it was a bluff, the claimer takes "
        "them. In a tie, whoever handed out more chips ranks higher.",
    ),
    msg(
        "karten_rules_no_bluffing",
        "In this game bluffing is not allowed: every claim is shown at once, and nobody calls "
        '"Bluff!".',
    ),
    msg("karten_rules_one_bluff", "In this game everyone may bluff only once."),
    msg(
        "karten_rules_double",
        "In this game two pyramids lie side by side; the cards are turned up in one and the "
        "other in turn.",
    ),
    msg(
        "karten_rules_bus",
        "Ride the Bus: whoever has the most cards left after the pyramid answers four "
        "questions about the next cards and takes {bus_chips} for each wrong answer.",
    ),
    msg("karten_rules_peek", "In this game you may look at your cards at any time."),
    msg(
        "karten_rules_terms",
        "Claim: say you hold a card of the turned-up card's rank; it need not be true.\nbluff: "
        "a claim without the matching card.\nAccept: take the chips handed to you without "
        "doubting.\nBluff!: doubt the claim; then the card is shown or the bluff comes out.\n"
        "taken, handed out: the chips a player had to take, and those they gave to others.\n"
        "Pass: claim nothing.",
    ),
    msg("karten_you", "You"),
    msg("karten_tie_handed", "{name} handed out more chips: {more} against {fewer}"),
    msg("karten_tie_handed_you", "You handed out more chips: {more} against {fewer}"),
    msg("karten_turn_everyone", "Everyone's turn"),
    msg("karten_computer", "Computer {n}"),
    msgn("karten_chips", "{n} chip", "{n} chips"),
    msgn("karten_cards", "{n} card", "{n} cards"),
    msg("karten_reveal", "Reveal"),
    msg("karten_reset", "Reset"),
    msg("karten_share_add", "+1 chip"),
    msgn("karten_seat_gets", "gets {n} chip", "gets {n} chips"),
    msg("karten_seat_claims", "claims “{rank}!”"),
    msg("karten_seat_dealer", "{name} · deals"),
    msg("karten_seat_tally", "{taken} taken · {handed} handed out"),
    msg("karten_shown", "shown"),
    msg("karten_card_down", "face-down card"),
    msg("karten_pyramid", "Pyramid"),
    msg("karten_pyramid_n", "Pyramid {n}"),
    msg("karten_bus_wrong", "wrong"),
    msg("karten_tip_look", "Click to look at the cards"),
    msg("karten_tip_hide", "Click to turn them face down"),
    msg("karten_bus_question", "Question {q}: {question}"),
    msg("karten_hand_line", "{hand}: {text}"),
    msg("karten_hand_showing", "Remember them! A click turns them face down again."),
    msg(
        "karten_hint_split",
        "Handed out: {given} of {chips}. Click “+1 chip” at the players, then “Claim”; or “Pass”.",
    ),
    msg("karten_hint_pass_only", "No claim is allowed now: pass."),
    msg("karten_start", "Start"),
    msg("karten_err_started", "The game has started already."),
    msg("karten_claim", "Claim"),
    msg("karten_describe_claim", "{claim}: {shares}"),
    msg("karten_describe_deal", "a card is dealt face down"),
    msg("karten_describe_draw", "a bus card is drawn"),
    msg("karten_pass", "Pass"),
    msg("karten_accept", "Accept"),
    msg("karten_call", "Bluff!"),
    msg("karten_your_hand", "Your hand"),
    msg("karten_hand_of", "{name}'s hand"),
    msgn(
        "karten_your_hand_hidden",
        "Your {n} face-down card (looked at once, now remember it!)",
        "Your {n} face-down cards (looked at once, now remember them!)",
    ),
    msgn(
        "karten_hand_hidden",
        "{name}: {n} face-down card (looked at once, now remember it!)",
        "{name}: {n} face-down cards (looked at once, now remember them!)",
    ),
    msg(
        "karten_hand_unlooked",
        "Face down: {cards}. Click them to look before the first card is turned up!",
    ),
    msg("karten_hand_missed", "Face down: {cards} (not looked at before the first card)."),
    msg("karten_hand_peek", "Face down: {cards}. Click them to look (allowed at any time)."),
    msg(
        "karten_todo_start",
        "Click your cards to look and remember them, then click “Start”: then the first card "
        "is turned up.",
    ),
    msg(
        "karten_todo_reveal_first",
        "Click your cards to look and remember them, then turn up the first card (1 of {total}).",
    ),
    msg("karten_todo_reveal", "Turn up the next card ({k} of {total})."),
    msg(
        "karten_todo_claim",
        "{card} is face up (row {row}, worth {chips}). Claim it (hand out the chips with “+1 "
        "chip”) or pass?",
    ),
    msg(
        "karten_todo_respond",
        "{claimant} claims “{rank}!” and gives you {chips}. Accept or call Bluff!?",
    ),
    msg(
        "karten_todo_respond_you",
        "You claim “{rank}!” and give {name} {chips}. Accept or call Bluff!?",
    ),
    msg("karten_you_object", "you"),
    msg("karten_todo_bus", "Ride the Bus – question {q}: {question}"),
    msg("karten_question_1", "red or black?"),
    msg("karten_question_2", "higher or lower than the first card?"),
    msg("karten_question_3", "inside or outside the first two?"),
    msg("karten_question_4", "which suit?"),
    msg("karten_answer_red", "red"),
    msg("karten_answer_black", "black"),
    msg("karten_answer_higher", "higher"),
    msg("karten_answer_lower", "lower"),
    msg("karten_answer_inside", "inside"),
    msg("karten_answer_outside", "outside"),
    msg("karten_answer_S", "spades ♠"),
    msg("karten_answer_H", "hearts ♥"),
    msg("karten_answer_D", "diamonds ♦"),
    msg("karten_answer_C", "clubs ♣"),
    msg("karten_log_dealt", "Dealt: {pyramid} face down into the pyramid, {hand} to each player"),
    msg("karten_log_reveal", "{card} turned up (row {row}, worth {chips})"),
    msg("karten_log_claim", "{name}: “{rank}!” – {shares}"),
    msg("karten_log_share", "{chips} to {name}"),
    msg("karten_log_pass", "{name}: passed"),
    msg("karten_log_accept", "{name}: accepted"),
    msg("karten_log_call", "{name}: “Bluff!” to {other}"),
    msg("karten_log_shown", "{name}: {card} shown and discarded"),
    msg("karten_log_caught", "{name}: caught bluffing"),
    msg("karten_log_unchallenged", "the claim stands; nobody checks it"),
    msg("karten_log_takes", "{name} +{chips}"),
    msg("karten_log_bus_start", "Ride the Bus: {name}"),
    msg("karten_log_bus_card", "{name}: {answer} → {card} – {verdict}"),
    msg("karten_right", "right"),
    msg("karten_wrong", "wrong, start again"),
    msg("karten_log_bus_reshuffle", "The used bus cards ({cards}) are shuffled again"),
    msg("karten_log_bus_done", "Through: {name}!"),
    msg("karten_log_over", "Game over."),
    msg("karten_err_card", "{card} is not a card (rank then suit, e.g. 10H or QS)."),
    msg(
        "karten_err_too_many_cards",
        "{n} players with this pyramid need {needed} cards; there are only 52.",
    ),
    msg(
        "karten_err_bus_stock",
        "Ride the Bus needs at least 4 undealt cards; {n} players leave {left}.",
    ),
    msg("karten_err_phase", "You cannot {what} now: {phase}."),
    msg("field_karten deal a card", "deal a card"),
    msg("field_karten reveal a card", "reveal a card"),
    msg("field_karten claim", "claim"),
    msg("field_karten pass", "pass"),
    msg("field_karten accept", "accept"),
    msg("field_karten call", "call Bluff!"),
    msg("field_karten answer a Ride the Bus question", "answer a Ride the Bus question"),
    msg("field_karten draw a bus card", "draw a bus card"),
    msg("field_karten phase deal", "the cards are being dealt"),
    msg("field_karten phase reveal", "the next card is to be turned up"),
    msg("field_karten phase claim", "it is the time to claim or pass"),
    msg("field_karten phase respond", "a claim is waiting for an answer"),
    msg("field_karten phase bus", "Ride the Bus is on"),
    msg("field_karten phase draw", "a bus card is to be drawn"),
    msg("field_karten phase over", "the game is over"),
    msg("field_karten answer red", "red"),
    msg("field_karten answer black", "black"),
    msg("field_karten answer higher", "higher"),
    msg("field_karten answer lower", "lower"),
    msg("field_karten answer inside", "inside"),
    msg("field_karten answer outside", "outside"),
    msg("field_karten answer S", "spades ♠"),
    msg("field_karten answer H", "hearts ♥"),
    msg("field_karten answer D", "diamonds ♦"),
    msg("field_karten answer C", "clubs ♣"),
    msg("karten_err_turn", "It is player {expected}'s turn, not player {player}'s."),
    msg("karten_err_no_target", "A claim hands out {value} chips to at least one other player."),
    msg("karten_err_target", "Player {target} cannot be a target; choose other players."),
    msg("karten_err_share", "Each target gets at least 1 chip, not {chips}."),
    msg("karten_err_twice", "Each target may be named only once."),
    msg("karten_err_split", "The chips must add up to the row value {value}, not {total}."),
    msg(
        "karten_err_no_bluffing",
        "No bluffing: claim only a rank you hold ({rank} is not in your hand).",
    ),
    msg(
        "karten_err_bluff_used",
        "You have used your one bluff: claim only a rank you hold ({rank} is not in your hand).",
    ),
    msg(
        "karten_err_bus_answer",
        "Question {question} of Ride the Bus takes one of {allowed}, not {answer}.",
    ),
    msg("karten_err_shares_form", "A claim's shares are pairs (seat, chips) of whole numbers."),
    msg("karten_err_not_human", "It is not a human player's turn now (phase {phase})."),
    msg("karten_err_policies", "Give one policy per computer seat: {n}, not {got}."),
    msg(
        "karten_err_looked",
        "You may look at your cards only at the start, before the first card is turned up; now "
        "remember them.",
    ),
    msg("karten_err_move", "{move} is not a move of Pyramide with cards."),
    msg("karten_err_rules", "The rules must be a Rules of Pyramide with cards, not {value}."),
    msg("karten_err_built", "This is not a state of Pyramide with cards: {reason}"),
    msg("karten_err_history", "The history is a tuple of moves."),
    msg("karten_err_dealt", "{card} is dealt already."),
    msg("karten_err_not_in_bus_deck", "{card} is not in the bus deck."),
    msg("karten_err_no_card", "No pyramid card is turned up yet; reveal one first."),
    msg("karten_err_seat", "There is no seat {seat}."),
    msg("karten_err_order", "The order runs out of cards: this table needs {needed}."),
    msg(
        "karten_err_cards",
        "order must be (at most) {most} different card codes from 0 to 51, not {value}.",
    ),
    msg(
        "karten_err_steps",
        "steps are P(questions 1..k right) for k = 1..4: four exact rates, each above 0 and at "
        "most the one before, not {value}.",
    ),
    msg(
        "karten_err_rate",
        "{name} is an exact number from 0 to 1 (e.g. `Fraction(1, 4)`), not {value}.",
    ),
    msg("karten_err_rates", "{name} is a non-empty list of rates, one per row, not {value}."),
    msg("karten_err_state", "A game of Pyramide with cards is needed here."),
    msg("karten_err_no_player", "No player is to move: chance acts or the game is over."),
    msg("karten_err_not_your_turn", "This player is not to move."),
    msg("karten_err_no_claim", "There is no claim to judge."),
    msg(
        "karten_err_unseen",
        "{n} players with {hand} cards need more than the {unseen} unseen cards.",
    ),
    msg("karten_err_knowledge", "A player's Knowledge is needed here."),
    msg("karten_err_no_next_card", "Every pyramid card is face up; there is no next card."),
    msg("field_Pyramide with cards", "Pyramide with cards"),
    msg(
        "karten_event_someone_matches",
        "Cards: one of 4 players holds the rank of the first pyramid card",
    ),
    msg(
        "karten_event_someone_else_matches",
        "Cards: one of 4 others holds the rank (your own hand has none)",
    ),
    msg(
        "karten_event_matching_cards",
        "Cards: how many cards of that rank 4 players hold (distribution)",
    ),
    msg("karten_event_bus_one_go", "Cards: Ride the Bus in one go (best guesses)"),
    msg(
        "karten_event_bus_end",
        "Cards: how a run of Ride the Bus ends (wrong at question k, or through)",
    ),
)
