"""German and English texts of Pyramide with cards (chip edition): widget and errors."""

from pyramide_kit.i18n import register

register(
    {
        "karten_title": {"de": "Pyramide mit Karten", "en": "Pyramide with cards"},
        "karten_rules": {
            "de": (
                "Ziel: am Ende die wenigsten Chips genommen haben.\n\nJeder bekommt "
                "{hand_size} Karten, sieht sie sich einmal an und muss sie sich merken. "
                "{pyramid_cards} Karten liegen verdeckt als Pyramide (Reihen {row_text}) und "
                "werden von unten nach oben aufgedeckt. Nach jeder Karte darf jeder reihum "
                "behaupten: „Ich habe diesen Rang!“ – ehrlich oder geblufft. Wer behauptet, "
                "verteilt so viele Chips an Mitspieler, wie die Reihe wert ist (unten 1, dann "
                "2 …).\n\nWer Chips bekommt, nimmt sie an oder ruft „Bluff!“. Hatte der "
                "Behauptende die Karte, nimmt der Rufer {call_factor}-mal so viele Chips; war "
                "es ein Bluff, nimmt der Behauptende sie. Bei Gleichstand liegt vorn, wer mehr "
                "Chips verteilt hat."
            ),
            "en": (
                "Goal: to have taken the fewest chips at the end.\n\nEveryone gets "
                "{hand_size} cards, looks at them once and must remember them. "
                "{pyramid_cards} cards lie face down as a pyramid (rows {row_text}) and are "
                "turned up from the bottom row to the top. After each card, everyone in turn "
                'may claim: "I have this rank!" – true or a bluff. A claimer hands out as '
                "many chips to other players as the row is worth (bottom row 1, then 2 …).\n\n"
                'Whoever gets chips accepts them or calls "Bluff!". If the claimer had the '
                "card, the caller takes {call_factor} times as many chips; if it was a bluff, "
                "the claimer takes them. In a tie, whoever handed out more chips ranks higher."
            ),
        },
        "karten_rules_no_bluffing": {
            "de": "In diesem Spiel ist Bluffen verboten: Jede Behauptung wird sofort gezeigt, "
            "und niemand ruft „Bluff!“.",
            "en": "In this game bluffing is not allowed: every claim is shown at once, and "
            'nobody calls "Bluff!".',
        },
        "karten_rules_one_bluff": {
            "de": "In diesem Spiel darf jeder nur einmal bluffen.",
            "en": "In this game everyone may bluff only once.",
        },
        "karten_rules_double": {
            "de": "In diesem Spiel liegen zwei Pyramiden nebeneinander; aufgedeckt wird "
            "abwechselnd in der einen und der anderen.",
            "en": "In this game two pyramids lie side by side; the cards are turned up in "
            "one and the other in turn.",
        },
        "karten_rules_bus": {
            "de": "Busfahren: Wer nach der Pyramide die meisten Karten übrig hat, beantwortet "
            "vier Fragen zu den nächsten Karten und nimmt für jede falsche Antwort "
            "{bus_chips}.",
            "en": "Ride the Bus: whoever has the most cards left after the pyramid answers "
            "four questions about the next cards and takes {bus_chips} for each wrong answer.",
        },
        "karten_rules_peek": {
            "de": "In diesem Spiel darfst du jederzeit in deine Karten sehen.",
            "en": "In this game you may look at your cards at any time.",
        },
        "karten_rules_terms": {
            "de": (
                "Behaupten: sagen, dass du eine Karte vom Rang der aufgedeckten Karte hast; "
                "das muss nicht stimmen.\nBluff: eine Behauptung ohne die passende Karte.\n"
                "Annehmen: die verteilten Chips nehmen, ohne anzuzweifeln.\nBluff!: die "
                "Behauptung anzweifeln; dann wird die Karte gezeigt oder der Bluff kommt "
                "heraus.\ngenommen, verteilt: die Chips, die ein Spieler nehmen musste, und "
                "die er anderen gegeben hat.\nPassen: nichts behaupten."
            ),
            "en": (
                "Claim: say you hold a card of the turned-up card's rank; it need not be "
                "true.\nbluff: a claim without the matching card.\nAccept: take the chips "
                "handed to you without doubting.\nBluff!: doubt the claim; then the card is "
                "shown or the bluff comes out.\ntaken, handed out: the chips a player had to "
                "take, and those they gave to others.\nPass: claim nothing."
            ),
        },
        "karten_you": {"de": "Du", "en": "You"},
        "karten_tie_handed": {
            "de": "{name} hat mehr Chips verteilt: {more} gegen {fewer}",
            "en": "{name} handed out more chips: {more} against {fewer}",
        },
        "karten_tie_handed_you": {
            "de": "Du hast mehr Chips verteilt: {more} gegen {fewer}",
            "en": "You handed out more chips: {more} against {fewer}",
        },
        "karten_turn_everyone": {
            "de": "Alle sind dran",
            "en": "Everyone's turn",
        },
        "karten_computer": {"de": "Computer {n}", "en": "Computer {n}"},
        "karten_chips_one": {"de": "{n} Chip", "en": "{n} chip"},
        "karten_chips_other": {"de": "{n} Chips", "en": "{n} chips"},
        "karten_cards_one": {"de": "{n} Karte", "en": "{n} card"},
        "karten_cards_other": {"de": "{n} Karten", "en": "{n} cards"},
        "karten_reveal": {"de": "Aufdecken", "en": "Reveal"},
        "karten_reset": {"de": "Zurücksetzen", "en": "Reset"},
        "karten_share_add": {"de": "+1 Chip", "en": "+1 chip"},
        "karten_seat_gets_one": {"de": "bekommt {n} Chip", "en": "gets {n} chip"},
        "karten_seat_gets_other": {"de": "bekommt {n} Chips", "en": "gets {n} chips"},
        "karten_seat_claims": {"de": "behauptet „{rank}!“", "en": "claims “{rank}!”"},
        "karten_seat_dealer": {"de": "{name} · gibt", "en": "{name} · deals"},
        "karten_seat_tally": {
            "de": "{taken} genommen · {handed} verteilt",
            "en": "{taken} taken · {handed} handed out",
        },
        "karten_shown": {"de": "gezeigt", "en": "shown"},
        "karten_card_down": {"de": "verdeckte Karte", "en": "face-down card"},
        "karten_pyramid": {"de": "Pyramide", "en": "Pyramid"},
        "karten_pyramid_n": {"de": "Pyramide {n}", "en": "Pyramid {n}"},
        "karten_bus_wrong": {"de": "falsch", "en": "wrong"},
        "karten_tip_look": {"de": "Klicken: Karten ansehen", "en": "Click to look at the cards"},
        "karten_tip_hide": {"de": "Klicken: Karten umdrehen", "en": "Click to turn them face down"},
        "karten_bus_question": {"de": "Frage {q}: {question}", "en": "Question {q}: {question}"},
        "karten_hand_line": {"de": "{hand}: {text}", "en": "{hand}: {text}"},
        "karten_hand_showing": {
            "de": "Merke sie dir! Ein Klick dreht sie wieder um.",
            "en": "Remember them! A click turns them face down again.",
        },
        "karten_hint_split": {
            "de": "Verteilt: {given} von {chips}. Klicke „+1 Chip“ bei den Spielern, "
            "dann „Behaupten“; oder „Passen“.",
            "en": "Handed out: {given} of {chips}. Click “+1 chip” at the players, then "
            "“Claim”; or “Pass”.",
        },
        "karten_hint_pass_only": {
            "de": "Eine Behauptung ist jetzt nicht erlaubt: passe.",
            "en": "No claim is allowed now: pass.",
        },
        "karten_start": {"de": "Los geht's", "en": "Start"},
        "karten_err_started": {
            "de": "Das Spiel läuft schon.",
            "en": "The game has started already.",
        },
        "karten_claim": {"de": "Behaupten", "en": "Claim"},
        "karten_pass": {"de": "Passen", "en": "Pass"},
        "karten_accept": {"de": "Annehmen", "en": "Accept"},
        "karten_call": {"de": "Bluff!", "en": "Bluff!"},
        "karten_your_hand": {"de": "Dein Blatt", "en": "Your hand"},
        "karten_hand_of": {"de": "Blatt von {name}", "en": "{name}'s hand"},
        "karten_your_hand_hidden_one": {
            "de": "Deine {n} Karte liegt verdeckt (einmal angesehen, jetzt merken!)",
            "en": "Your {n} face-down card (looked at once, now remember it!)",
        },
        "karten_your_hand_hidden_other": {
            "de": "Deine {n} Karten liegen verdeckt (einmal angesehen, jetzt merken!)",
            "en": "Your {n} face-down cards (looked at once, now remember them!)",
        },
        "karten_hand_hidden_one": {
            "de": "{name}: {n} verdeckte Karte (einmal angesehen, jetzt merken!)",
            "en": "{name}: {n} face-down card (looked at once, now remember it!)",
        },
        "karten_hand_hidden_other": {
            "de": "{name}: {n} verdeckte Karten (einmal angesehen, jetzt merken!)",
            "en": "{name}: {n} face-down cards (looked at once, now remember them!)",
        },
        "karten_hand_unlooked": {
            "de": "Verdeckt: {cards}. Klicke sie an und sieh sie dir an, bevor die erste "
            "Karte aufgedeckt wird!",
            "en": "Face down: {cards}. Click them to look before the first card is turned up!",
        },
        "karten_hand_missed": {
            "de": "Verdeckt: {cards} (vor der ersten Karte nicht angesehen).",
            "en": "Face down: {cards} (not looked at before the first card).",
        },
        "karten_hand_peek": {
            "de": "Verdeckt: {cards}. Klicke sie an, um nachzusehen (jederzeit erlaubt).",
            "en": "Face down: {cards}. Click them to look (allowed at any time).",
        },
        "karten_todo_start": {
            "de": "Klicke deine Karten an, merke sie dir, dann klicke „Los geht's“: "
            "dann wird die erste Karte aufgedeckt.",
            "en": "Click your cards to look and remember them, then click “Start”: "
            "then the first card is turned up.",
        },
        "karten_todo_reveal_first": {
            "de": "Klicke deine Karten an, merke sie dir, dann decke die erste Karte "
            "auf (1 von {total}).",
            "en": "Click your cards to look and remember them, then turn up the first card "
            "(1 of {total}).",
        },
        "karten_todo_reveal": {
            "de": "Decke die nächste Karte auf ({k} von {total}).",
            "en": "Turn up the next card ({k} of {total}).",
        },
        "karten_todo_claim": {
            "de": "{card} liegt offen (Reihe {row}, Wert {chips}). Behaupten (Chips "
            "mit „+1 Chip“ verteilen) oder passen?",
            "en": "{card} is face up (row {row}, worth {chips}). Claim it (hand out the "
            "chips with “+1 chip”) or pass?",
        },
        "karten_todo_respond": {
            "de": "{claimant} behauptet „{rank}!“ und gibt dir {chips}. "
            "Annehmen oder Bluff! rufen?",
            "en": "{claimant} claims “{rank}!” and gives you {chips}. Accept or call Bluff!?",
        },
        "karten_todo_respond_you": {
            "de": "Du behauptest „{rank}!“ und gibst {name} {chips}. Annehmen oder Bluff! rufen?",
            "en": "You claim “{rank}!” and give {name} {chips}. Accept or call Bluff!?",
        },
        "karten_you_object": {"de": "dich", "en": "you"},
        "karten_todo_bus": {
            "de": "Busfahren – Frage {q}: {question}",
            "en": "Ride the Bus – question {q}: {question}",
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
        "karten_log_dealt": {
            "de": "Ausgeteilt: {pyramid} verdeckt in die Pyramide, {hand} an jeden Spieler",
            "en": "Dealt: {pyramid} face down into the pyramid, {hand} to each player",
        },
        "karten_log_reveal": {
            "de": "{card} aufgedeckt (Reihe {row}, Wert {chips})",
            "en": "{card} turned up (row {row}, worth {chips})",
        },
        "karten_log_claim": {
            "de": "{name}: „{rank}!“ – {shares}",
            "en": "{name}: “{rank}!” – {shares}",
        },
        "karten_log_share": {"de": "{chips} an {name}", "en": "{chips} to {name}"},
        "karten_log_pass": {"de": "{name}: gepasst", "en": "{name}: passed"},
        "karten_log_accept": {"de": "{name}: angenommen", "en": "{name}: accepted"},
        "karten_log_call": {
            "de": "{name}: „Bluff!“ an {other}",
            "en": "{name}: “Bluff!” to {other}",
        },
        "karten_log_shown": {
            "de": "{name}: {card} gezeigt und abgelegt",
            "en": "{name}: {card} shown and discarded",
        },
        "karten_log_caught": {
            "de": "{name}: beim Bluffen erwischt",
            "en": "{name}: caught bluffing",
        },
        "karten_log_unchallenged": {
            "de": "die Behauptung gilt, niemand prüft sie",
            "en": "the claim stands; nobody checks it",
        },
        "karten_log_takes": {"de": "{name} +{chips}", "en": "{name} +{chips}"},
        "karten_log_bus_start": {"de": "Busfahren: {name}", "en": "Ride the Bus: {name}"},
        "karten_log_bus_card": {
            "de": "{name}: {answer} → {card} – {verdict}",
            "en": "{name}: {answer} → {card} – {verdict}",
        },
        "karten_right": {"de": "richtig", "en": "right"},
        "karten_wrong": {"de": "falsch, von vorn", "en": "wrong, start again"},
        "karten_log_bus_reshuffle": {
            "de": "Die benutzten Buskarten ({cards}) werden neu gemischt",
            "en": "The used bus cards ({cards}) are shuffled again",
        },
        "karten_log_bus_done": {"de": "Geschafft: {name}!", "en": "Through: {name}!"},
        "karten_log_over": {"de": "Spiel vorbei.", "en": "Game over."},
        "karten_err_card": {
            "de": "{card} ist keine Karte (Rang, dann Farbe, z. B. 10H oder QS).",
            "en": "{card} is not a card (rank then suit, e.g. 10H or QS).",
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
            "de": "{what} geht jetzt nicht: {phase}.",
            "en": "You cannot {what} now: {phase}.",
        },
        "field_karten deal a card": {"de": "Austeilen", "en": "deal a card"},
        "field_karten reveal a card": {"de": "Aufdecken", "en": "reveal a card"},
        "field_karten claim": {"de": "Behaupten", "en": "claim"},
        "field_karten pass": {"de": "Passen", "en": "pass"},
        "field_karten accept": {"de": "Annehmen", "en": "accept"},
        "field_karten call": {"de": "„Bluff!“ rufen", "en": "call Bluff!"},
        "field_karten answer a Ride the Bus question": {
            "de": "Eine Busfahren-Frage beantworten",
            "en": "answer a Ride the Bus question",
        },
        "field_karten draw a bus card": {"de": "Eine Buskarte ziehen", "en": "draw a bus card"},
        "field_karten phase deal": {
            "de": "gerade werden die Karten ausgeteilt",
            "en": "the cards are being dealt",
        },
        "field_karten phase reveal": {
            "de": "gerade wird die nächste Karte aufgedeckt",
            "en": "the next card is to be turned up",
        },
        "field_karten phase claim": {
            "de": "gerade wird behauptet oder gepasst",
            "en": "it is the time to claim or pass",
        },
        "field_karten phase respond": {
            "de": "gerade wird auf eine Behauptung geantwortet",
            "en": "a claim is waiting for an answer",
        },
        "field_karten phase bus": {
            "de": "gerade wird Bus gefahren",
            "en": "Ride the Bus is on",
        },
        "field_karten phase draw": {
            "de": "gerade wird eine Buskarte gezogen",
            "en": "a bus card is to be drawn",
        },
        "field_karten phase over": {"de": "das Spiel ist vorbei", "en": "the game is over"},
        **{
            f"field_karten answer {a}": {"de": de, "en": en}
            for a, de, en in (
                ("red", "rot", "red"),
                ("black", "schwarz", "black"),
                ("higher", "höher", "higher"),
                ("lower", "tiefer", "lower"),
                ("inside", "innen", "inside"),
                ("outside", "außen", "outside"),
                ("S", "Pik ♠", "spades ♠"),
                ("H", "Herz ♥", "hearts ♥"),
                ("D", "Karo ♦", "diamonds ♦"),
                ("C", "Kreuz ♣", "clubs ♣"),
            )
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
        "karten_err_policies": {
            "de": "Gib jedem Computerplatz eine Strategie: {n}, nicht {got}.",
            "en": "Give one policy per computer seat: {n}, not {got}.",
        },
        "karten_err_names": {
            "de": "Gib jedem Platz einen Namen: {n} Namen, nicht {got}.",
            "en": "Give one name per seat: {n} names, not {got}.",
        },
        "karten_err_looked": {
            "de": "Die eigenen Karten darf man nur zu Beginn ansehen, bevor die erste Karte "
            "aufgedeckt ist; jetzt musst du sie dir merken.",
            "en": "You may look at your cards only at the start, before the first card is "
            "turned up; now remember them.",
        },
        "karten_err_move": {
            "de": "{move} ist kein Zug von Pyramide mit Karten.",
            "en": "{move} is not a move of Pyramide with cards.",
        },
        "karten_err_rules": {
            "de": "Die Regeln müssen ein Rules-Objekt von Pyramide mit Karten sein, nicht {value}.",
            "en": "The rules must be a Rules of Pyramide with cards, not {value}.",
        },
        "karten_err_built": {
            "de": "Das ist kein Spielstand von Pyramide mit Karten: {reason}",
            "en": "This is not a state of Pyramide with cards: {reason}",
        },
        "karten_err_history": {
            "de": "Der Verlauf ist ein Tupel von Zügen.",
            "en": "The history is a tuple of moves.",
        },
        "karten_err_dealt": {
            "de": "{card} ist schon ausgeteilt.",
            "en": "{card} is dealt already.",
        },
        "karten_err_not_in_bus_deck": {
            "de": "{card} liegt nicht im Busstapel.",
            "en": "{card} is not in the bus deck.",
        },
        "karten_err_no_card": {
            "de": "Noch liegt keine Pyramidenkarte offen; decke zuerst eine auf.",
            "en": "No pyramid card is turned up yet; reveal one first.",
        },
        "karten_err_seat": {
            "de": "Einen Platz {seat} gibt es nicht.",
            "en": "There is no seat {seat}.",
        },
        "karten_err_order": {
            "de": "Die Kartenfolge reicht nicht: dieser Tisch braucht {needed} Karten.",
            "en": "The order runs out of cards: this table needs {needed}.",
        },
        "karten_err_cards": {
            "de": "order müssen (höchstens) {most} verschiedene Kartencodes von 0 bis 51 "
            "sein, nicht {value}.",
            "en": "order must be (at most) {most} different card codes from 0 to 51, not {value}.",
        },
        "karten_err_steps": {
            "de": "steps sind P(Fragen 1 bis k richtig) für k = 1 bis 4: vier exakte Anteile, "
            "jeder größer als 0 und höchstens so groß wie der davor, nicht {value}.",
            "en": "steps are P(questions 1..k right) for k = 1..4: four exact rates, each "
            "above 0 and at most the one before, not {value}.",
        },
        "karten_err_rate": {
            "de": "{name} ist eine exakte Zahl von 0 bis 1 (z. B. `Fraction(1, 4)`), "
            "nicht {value}.",
            "en": "{name} is an exact number from 0 to 1 (e.g. `Fraction(1, 4)`), not {value}.",
        },
        "karten_err_rates": {
            "de": "{name} ist eine nicht leere Liste von Raten, eine je Reihe, nicht {value}.",
            "en": "{name} is a non-empty list of rates, one per row, not {value}.",
        },
        "karten_err_state": {
            "de": "Hier wird ein Spielstand von Pyramide mit Karten gebraucht.",
            "en": "A game of Pyramide with cards is needed here.",
        },
        "karten_err_no_player": {
            "de": "Kein Spieler ist am Zug: der Zufall ist dran oder das Spiel ist vorbei.",
            "en": "No player is to move: chance acts or the game is over.",
        },
        "karten_err_not_your_turn": {
            "de": "Dieser Spieler ist nicht am Zug.",
            "en": "This player is not to move.",
        },
        "karten_err_no_claim": {
            "de": "Es gibt keine Behauptung zu beurteilen.",
            "en": "There is no claim to judge.",
        },
        "karten_err_unseen": {
            "de": "{n} Spieler mit je {hand} Karten brauchen mehr als die {unseen} "
            "ungesehenen Karten.",
            "en": "{n} players with {hand} cards need more than the {unseen} unseen cards.",
        },
        "karten_err_knowledge": {
            "de": "Hier wird das Wissen (Knowledge) eines Spielers gebraucht.",
            "en": "A player's Knowledge is needed here.",
        },
        "karten_err_no_next_card": {
            "de": "Alle Pyramidenkarten liegen offen; es gibt keine nächste Karte.",
            "en": "Every pyramid card is face up; there is no next card.",
        },
        "field_Pyramide with cards": {"de": "Pyramide mit Karten", "en": "Pyramide with cards"},
    }
)
