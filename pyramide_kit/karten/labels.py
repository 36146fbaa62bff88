"""German and English texts of Pyramide with cards (chip edition): widget and errors."""

from pyramide_kit.ui.i18n import register

register(
    {
        "karten_title": {"de": "Pyramide mit Karten", "en": "Pyramide with cards"},
        "karten_you": {"de": "Du", "en": "You"},
        "karten_human": {"de": "Spieler {n}", "en": "Player {n}"},
        "karten_computer": {"de": "Computer {n}", "en": "Computer {n}"},
        "karten_reveal": {"de": "Aufdecken", "en": "Reveal"},
        "karten_claim": {"de": "Behaupten", "en": "Claim"},
        "karten_pass": {"de": "Passen", "en": "Pass"},
        "karten_accept": {"de": "Annehmen", "en": "Accept"},
        "karten_call": {"de": "Bluff!", "en": "Bluff!"},
        "karten_look": {"de": "Karten von {name} ansehen", "en": "Look at {name}'s cards"},
        "karten_hide": {"de": "Karten verdecken", "en": "Hide cards"},
        "karten_look_mine": {"de": "Meine Karten ansehen", "en": "Look at my cards"},
        "karten_your_hand": {"de": "Dein Blatt", "en": "Your hand"},
        "karten_your_hand_hidden": {
            "de": "Deine {count} Karten liegen verdeckt (einmal angesehen, jetzt merken!)",
            "en": "Your {count} face-down cards (looked at once, now remember them!)",
        },
        "karten_hand_of": {"de": "Blatt von {name}", "en": "{name}'s hand"},
        "karten_hand_hidden": {
            "de": "{name}: {count} verdeckte Karten (einmal angesehen, dann merken!)",
            "en": "{name}: {count} face-down cards (looked at once, now remember them!)",
        },
        "karten_shares": {
            "de": "Chips verteilen (Summe = Reihenwert):",
            "en": "Hand out chips (sum = row value):",
        },
        "karten_status_reveal": {
            "de": "Nächste Karte aufdecken ({k} von {total}).",
            "en": "Reveal the next card ({k} of {total}).",
        },
        "karten_status_claim": {
            "de": "{card} liegt offen (Reihe {row}, Wert {value}). {name}: behaupten oder passen?",
            "en": "{card} is face up (row {row}, worth {value}). {name}: claim or pass?",
        },
        "karten_status_respond": {
            "de": "{claimant} behauptet „{rank}!“ und gibt {name} {chips} Chip(s). "
            "Annehmen oder Bluff! rufen?",
            "en": "{claimant} claims “{rank}!” and gives {name} {chips} chip(s). "
            "Accept or call Bluff!?",
        },
        "karten_status_respond_you": {
            "de": "{claimant} behauptet „{rank}!“ und gibt dir {chips} Chip(s). "
            "Annehmen oder Bluff! rufen?",
            "en": "{claimant} claims “{rank}!” and gives you {chips} chip(s). "
            "Accept or call Bluff!?",
        },
        "karten_status_bus": {
            "de": "{name} fährt Bus – Frage {q}: {question}",
            "en": "{name} rides the bus – question {q}: {question}",
        },
        "karten_status_over": {"de": "Spiel vorbei. {ranking}", "en": "Game over. {ranking}"},
        "karten_rank_line": {
            "de": "{place}. {name}: {taken} genommen, {handed} verteilt",
            "en": "{place}. {name}: {taken} taken, {handed} handed out",
        },
        "karten_question_1": {"de": "rot oder schwarz?", "en": "red or black?"},
        "karten_question_2": {
            "de": "höher oder tiefer als die erste Karte?",
            "en": "higher or lower than the first card?",
        },
        "karten_question_3": {
            "de": "innerhalb oder außerhalb der ersten beiden?",
            "en": "inside or outside the first two?",
        },
        "karten_question_4": {"de": "welche Farbe (Symbol)?", "en": "which suit?"},
        "karten_answer_red": {"de": "rot", "en": "red"},
        "karten_answer_black": {"de": "schwarz", "en": "black"},
        "karten_answer_higher": {"de": "höher", "en": "higher"},
        "karten_answer_lower": {"de": "tiefer", "en": "lower"},
        "karten_answer_inside": {"de": "innen", "en": "inside"},
        "karten_answer_outside": {"de": "außen", "en": "outside"},
        "karten_answer_S": {"de": "Pik ♠", "en": "spades ♠"},
        "karten_answer_H": {"de": "Herz ♥", "en": "hearts ♥"},
        "karten_answer_D": {"de": "Karo ♦", "en": "diamonds ♦"},
        "karten_answer_C": {"de": "Kreuz ♣", "en": "clubs ♣"},
        "karten_bus_title": {"de": "Busfahren", "en": "Ride the Bus"},
        "karten_tally_player": {"de": "Spieler", "en": "Player"},
        "karten_tally_taken": {"de": "genommen", "en": "taken"},
        "karten_tally_handed": {"de": "verteilt", "en": "handed out"},
        "karten_tally_cards": {"de": "Karten", "en": "cards"},
        "karten_tally_shown": {"de": "gezeigt", "en": "shown"},
        "karten_log_reveal": {
            "de": "{card} aufgedeckt (Reihe {row}, Wert {value})",
            "en": "{card} turned up (row {row}, worth {value})",
        },
        "karten_log_claim": {
            "de": "{name}: „{rank}!“ – Chips: {shares}",
            "en": "{name}: “{rank}!” – chips: {shares}",
        },
        "karten_log_accept": {
            "de": "{name}: angenommen",
            "en": "{name}: accepted",
        },
        "karten_log_call": {
            "de": "{name}: „Bluff!“ an {other}",
            "en": "{name}: “Bluff!” to {other}",
        },
        "karten_log_shown": {
            "de": "{card} von {name} gezeigt und abgelegt",
            "en": "{card} shown by {name} and discarded",
        },
        "karten_log_caught": {
            "de": "Beim Bluffen erwischt: {chips} Chips an {name}",
            "en": "Caught bluffing: {chips} chips to {name}",
        },
        "karten_log_unchallenged": {
            "de": "Die Behauptung von {name} gilt, niemand prüft sie",
            "en": "The claim of {name} stands; nobody checks it",
        },
        "karten_log_bus_start": {
            "de": "Busfahren: {name}",
            "en": "Ride the Bus: {name}",
        },
        "karten_log_bus_card": {
            "de": "{name}: {answer} → {card} – {verdict}",
            "en": "{name}: {answer} → {card} – {verdict}",
        },
        "karten_right": {"de": "richtig", "en": "right"},
        "karten_wrong": {
            "de": "falsch, von vorn (+{chips} Chip)",
            "en": "wrong, start again (+{chips} chip)",
        },
        "karten_log_bus_reshuffle": {
            "de": "Die benutzten {count} Buskarten werden neu gemischt",
            "en": "The {count} used bus cards are shuffled again",
        },
        "karten_log_bus_done": {
            "de": "Geschafft: {name}!",
            "en": "Through: {name}!",
        },
        "karten_log_over": {"de": "Spiel vorbei.", "en": "Game over."},
        "karten_peek": {"de": "Nachsehen erlaubt", "en": "Peeking allowed"},
        "karten_err_card": {
            "de": "{card} ist keine Karte (Rang, dann Farbe, z. B. 10H oder QS).",
            "en": "{card} is not a card (rank then suit, e.g. 10H or QS).",
        },
        "karten_err_rows": {
            "de": "Eine Pyramide hat 1 bis 7 Reihen (üblich 5, Varianten 4 und 6), nicht {rows}.",
            "en": "A pyramid has 1 to 7 rows (5 is usual, 4 and 6 are variants), not {rows}.",
        },
        "karten_err_players": {
            "de": "Gespielt wird zu {low} bis {high}, nicht zu {n}.",
            "en": "The game is played by {low} to {high} players, not {n}.",
        },
        "karten_err_too_many_cards": {
            "de": "{n} Spieler mit dieser Pyramide brauchen {needed} Karten, es gibt nur 52.",
            "en": "{n} players with this pyramid need {needed} cards; there are only 52.",
        },
        "karten_err_bus_stock": {
            "de": "Busfahren braucht mindestens 4 übrige Karten; bei {n} Spielern bleiben {left}.",
            "en": "Ride the Bus needs at least 4 undealt cards; {n} players leave {left}.",
        },
        "karten_err_phase": {
            "de": "Das geht jetzt nicht ({what}); das Spiel ist in der Phase {phase}.",
            "en": "You cannot {what} now; the game is in phase {phase}.",
        },
        "karten_err_turn": {
            "de": "Spieler {expected} ist dran, nicht Spieler {player}.",
            "en": "It is player {expected}'s turn, not player {player}'s.",
        },
        "karten_err_no_target": {
            "de": "Eine Behauptung verteilt {value} Chips an mindestens einen anderen Spieler.",
            "en": "A claim hands out {value} chips to at least one other player.",
        },
        "karten_err_target": {
            "de": "Spieler {target} kann nicht Ziel sein; wähle andere Spieler.",
            "en": "Player {target} cannot be a target; choose other players.",
        },
        "karten_err_share": {
            "de": "Jedes Ziel bekommt mindestens 1 Chip, nicht {chips}.",
            "en": "Each target gets at least 1 chip, not {chips}.",
        },
        "karten_err_twice": {
            "de": "Jedes Ziel darf nur einmal genannt werden.",
            "en": "Each target may be named only once.",
        },
        "karten_err_split": {
            "de": "Die Chips müssen zusammen den Reihenwert {value} ergeben, nicht {total}.",
            "en": "The chips must add up to the row value {value}, not {total}.",
        },
        "karten_err_no_bluffing": {
            "de": "Ohne Bluffen: behaupte nur einen Rang, den du hast ({rank} hast du nicht).",
            "en": "No bluffing: claim only a rank you hold ({rank} is not in your hand).",
        },
        "karten_err_bluff_used": {
            "de": "Dein einer Bluff ist verbraucht: behaupte nur einen Rang, den du hast "
            "({rank} hast du nicht).",
            "en": "You have used your one bluff: claim only a rank you hold "
            "({rank} is not in your hand).",
        },
        "karten_err_bus_answer": {
            "de": "Frage {question} beim Busfahren: erlaubt sind {allowed}, nicht {answer}.",
            "en": "Question {question} of Ride the Bus takes one of {allowed}, not {answer}.",
        },
        "karten_err_shares_form": {
            "de": "Die Anteile einer Behauptung sind Paare (Platz, Chips) aus ganzen Zahlen.",
            "en": "A claim's shares are pairs (seat, chips) of whole numbers.",
        },
        "karten_err_not_human": {
            "de": "Jetzt ist kein menschlicher Spieler am Zug (Phase {phase}).",
            "en": "It is not a human player's turn now (phase {phase}).",
        },
        "karten_err_looked": {
            "de": "Du hast deine Karten schon einmal angesehen; merke sie dir.",
            "en": "You have already looked at these cards once; remember them.",
        },
        "karten_err_humans": {
            "de": "Das Spiel braucht mindestens einen menschlichen Platz, nicht {n}.",
            "en": "The widget needs at least one human seat, not {n}.",
        },
        "karten_err_policies": {
            "de": "Gib jedem Computerplatz eine Strategie: {n}, nicht {got}.",
            "en": "Give one policy per computer seat: {n}, not {got}.",
        },
        "karten_err_names": {
            "de": "Gib jedem Platz einen Namen: {n} Namen, nicht {got}.",
            "en": "Give one name per seat: {n} names, not {got}.",
        },
        "karten_err_saved": {
            "de": "Das ist kein gültig gespeichertes Spiel Pyramide mit Karten: {reason}",
            "en": "This is not a valid saved game of Pyramide with cards: {reason}",
        },
        "karten_err_computers": {
            "de": "Neben dir spielen 2 bis 7 Computer, nicht {n}.",
            "en": "Between 2 and 7 computer players join you, not {n}.",
        },
    }
)
