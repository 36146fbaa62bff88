"""German and English texts of Würfelpyramiden schmieden: widget labels and rule errors.

Error texts use the same `{params}` as the `RuleError`s of `rules`, so a widget can show
every refusal in both languages.
"""

from pyramide_kit.i18n import register

ERRORS = {
    "schmieden_err_throw_count": {
        "de": "Dieser Wurf rollt {expected} Würfel ({white} weiß, {blue} blau, {green} grün), "
        "nicht {got}.",
        "en": "This throw rolls {expected} dice ({white} white, {blue} blue, {green} green), "
        "not {got}.",
    },
    "schmieden_err_no_throw": {
        "de": "Es liegen keine gewürfelten Würfel bereit: erst würfeln.",
        "en": "There are no rolled dice to place: throw first.",
    },
    "schmieden_err_first_base": {
        "de": "Nach dem ersten Wurf muss mindestens {need} weißer Würfel ins Fundament "
        "(B1, B2, B3); gelegt: {got}.",
        "en": "After the first throw at least {need} white die must go into the base "
        "(B1, B2, B3); placed so far: {got}.",
    },
    "schmieden_err_place_name": {
        "de": "Unbekannter Platz {place}; die Plätze heißen {places}.",
        "en": "Unknown place {place}; the places are {places}.",
    },
    "schmieden_err_slot": {
        "de": "An Stelle {slot} liegt kein gewürfelter Würfel; legbar sind: {slots}.",
        "en": "There is no rolled die at slot {slot}; dice to place: {slots}.",
    },
    "schmieden_err_row_base": {
        "de": "Ein weißer Würfel gehört nur ins Fundament ({allowed}), nicht nach {place}.",
        "en": "A white die goes only into the base ({allowed}), not into {place}.",
    },
    "schmieden_err_row_middle": {
        "de": "Ein blauer Würfel gehört nur in die Mitte ({allowed}), nicht nach {place}.",
        "en": "A blue die goes only into the middle ({allowed}), not into {place}.",
    },
    "schmieden_err_row_top": {
        "de": "Der grüne Würfel gehört nur an die Spitze ({allowed}), nicht nach {place}.",
        "en": "The green die goes only on top ({allowed}), not into {place}.",
    },
    "schmieden_err_taken": {
        "de": "Auf {place} liegt schon eine {value}; frei in dieser Reihe: {free}.",
        "en": "{place} already holds a {value}; free places of this row: {free}.",
    },
    "schmieden_err_support": {
        "de": "{place} ruht auf {a} und {b}; noch leer: {missing}. Erst die Plätze darunter "
        "füllen (früher oder in diesem Wurf).",
        "en": "{place} rests on {a} and {b}; still empty: {missing}. Fill the places below "
        "first (earlier or in this throw).",
    },
    "schmieden_err_average": {
        "de": "{place} muss kleiner sein als der Durchschnitt von {a} und {b}: 2 × {value} = "
        "{twice} ist nicht kleiner als {x} + {y} = {total}; hier passt nur 1 bis {most}.",
        "en": "{place} must be smaller than the average of {a} and {b}: 2 × {value} = "
        "{twice} is not smaller than {x} + {y} = {total}; only 1 to {most} fits here.",
    },
    "schmieden_err_average_none": {
        "de": "{place} muss kleiner sein als der Durchschnitt von {a} und {b}: 2 × {value} = "
        "{twice} ist nicht kleiner als {x} + {y} = {total}; auf {x} und {y} passt gar kein "
        "Würfel.",
        "en": "{place} must be smaller than the average of {a} and {b}: 2 × {value} = "
        "{twice} is not smaller than {x} + {y} = {total}; on {x} and {y} no die fits at all.",
    },
    "schmieden_err_throw_pending": {
        "de": "Die Würfel von Wurf {throw} liegen noch: erst den Wurf beenden (legen oder passen).",
        "en": "The dice of throw {throw} are still on the table: end this throw (place dice "
        "or pass) before throwing again.",
    },
    "schmieden_err_throws_used": {
        "de": "Alle {max} Würfe dieser Runde sind verbraucht.",
        "en": "All {max} throws of this round are used.",
    },
    "schmieden_err_round_over": {
        "de": "Diese Runde ist vorbei: kein Wurf und kein Legen mehr.",
        "en": "This round is over: no more throws or placements.",
    },
    "schmieden_err_game_over": {
        "de": "Das Spiel ist vorbei.",
        "en": "The game is over.",
    },
    "schmieden_err_pick_die": {
        "de": "Erst einen gewürfelten Würfel anklicken, dann einen Platz.",
        "en": "Click a rolled die first, then a place.",
    },
    "schmieden_err_dice_row": {
        "de": "Die {colour}en Würfel sind ein Tupel aus höchstens {most} Werten, nicht {value}.",
        "en": "The {colour} dice are a tuple of at most {most} values, not {value}.",
    },
    "schmieden_err_dice_counts": {
        "de": "Dieser Wurf rollt {white} weiße, {blue} blaue und {green} grüne Würfel, nicht "
        "{got_white}, {got_blue} und {got_green}.",
        "en": "This throw rolls {white} white, {blue} blue and {green} green dice, not "
        "{got_white}, {got_blue} and {got_green}.",
    },
    "schmieden_err_state": {
        "de": "Das ist kein Zustand einer Runde: {reason}",
        "en": "This is not a state of a round: {reason}",
    },
    "schmieden_err_game_state": {
        "de": "Das ist kein Zustand von Würfelpyramiden schmieden: {reason}",
        "en": "This is not a state of Würfelpyramiden schmieden: {reason}",
    },
    "schmieden_err_move": {
        "de": "{move} ist kein Zug von Würfelpyramiden schmieden; die Züge sind `Roll()`, "
        "`Dice(weiß, blau, grün)`, `Place(Würfel, Platz)` und `EndThrow()`.",
        "en": "{move} is not a move of Würfelpyramiden schmieden; the moves are `Roll()`, "
        "`Dice(white, blue, green)`, `Place(slot, place)` and `EndThrow()`.",
    },
    "schmieden_err_throw_values": {
        "de": "Ein Wurf ist eine Folge von Augenzahlen, nicht {value}.",
        "en": "A throw is a sequence of dice values, not {value}.",
    },
    "schmieden_err_pairs": {
        "de": "Legen heißt Paare (Würfel, Platz) oder eine Zuordnung, nicht {value}.",
        "en": "Placements are (slot, place) pairs or a mapping, not {value}.",
    },
    "schmieden_err_no_such_die": {
        "de": "Kein gewürfelter {colour} Würfel zeigt {value}.",
        "en": "No rolled {colour} die shows {value}.",
    },
    "schmieden_err_not_rolling": {
        "de": "Die Würfel rollen nicht: erst würfelt der Spieler (Roll).",
        "en": "The dice are not rolling: the seat throws first (Roll).",
    },
    "schmieden_err_rolling": {
        "de": "Die Würfel rollen schon: als Nächstes zeigt der Zufall sie.",
        "en": "The dice are already rolling: chance shows them next.",
    },
    "schmieden_err_rules": {
        "de": "Die Regeln müssen ein Rules-Objekt von Würfelpyramiden schmieden sein, nicht "
        "{value}.",
        "en": "The rules must be a Würfelpyramiden schmieden Rules object, not {value}.",
    },
    "schmieden_err_history": {
        "de": "Der Spielverlauf ist ein Tupel von Zügen, nicht {value}.",
        "en": "The history is a tuple of moves, not {value}.",
    },
    "schmieden_err_no_choice": {
        "de": "Der Computer wählt nur, wenn ein Spieler am Zug ist.",
        "en": "The policy chooses only when a seat is to move.",
    },
    "schmieden_err_below": {
        "de": "Die Würfel darunter sind ein Paar Augenzahlen, nicht {value}.",
        "en": "The dice below are a pair of die values, not {value}.",
    },
    "schmieden_err_policy": {
        "de": "Die Strategie muss eine Policy von Würfelpyramiden schmieden sein, nicht {value}.",
        "en": "The policy must be a Würfelpyramiden schmieden Policy, not {value}.",
    },
    "schmieden_tie_zero": {
        "de": "{name} hat weniger Runden ohne Punkte: {fewer} gegen {more}",
        "en": "{name} has fewer rounds without points: {fewer} against {more}",
    },
    "schmieden_tie_zero_you": {
        "de": "Du hast weniger Runden ohne Punkte: {fewer} gegen {more}",
        "en": "You have fewer rounds without points: {fewer} against {more}",
    },
    "schmieden_err_start": {
        "de": "Der Start muss ein `RoundState` sein, nicht {value}.",
        "en": "The start must be a `RoundState`, not {value}.",
    },
    "schmieden_err_start_rules": {
        "de": "Der Startzustand wird nach anderen Regeln gespielt als den angegebenen.",
        "en": "The start state is played under other rules than the ones given.",
    },
    "schmieden_err_start_throw": {
        "de": "Start ist ein Zustand, in dem der nächste Wurf fällig ist (keine Würfel liegen "
        "bereit).",
        "en": "Start from a state where the next throw is due (no dice on the table).",
    },
    "schmieden_err_table_args": {
        "de": "Eine Tabelle braucht eine Policy und Rules von Würfelpyramiden schmieden, nicht "
        "{policy} und {rules}.",
        "en": "A table needs a Würfelpyramiden schmieden Policy and Rules, not {policy} and "
        "{rules}.",
    },
}

WIDGET = {
    "schmieden_title": {"de": "Würfelpyramiden schmieden", "en": "Würfelpyramiden schmieden"},
    "schmieden_rules": {
        "de": (
            "Ziel: nach {rounds} Runden die meisten Punkte.\n\nDu baust eine Pyramide aus "
            "sechs Würfeln: unten drei weiße (Fundament), darüber zwei blaue (Mitte), oben ein "
            "grüner (Spitze). Eine Runde hat höchstens {max_throws} Würfe; jeder Wurf wirft "
            "alle Würfel, die noch nicht liegen. Danach legst du gewürfelte Würfel auf freie "
            "Plätze ihrer Farbe{first_white}. Ein blauer oder grüner Würfel braucht beide "
            "Plätze darunter belegt und muss kleiner sein als deren Durchschnitt. Gelegte "
            "Würfel bleiben liegen.\n\nFertig nach Wurf 1: {first_points}, nach Wurf 2: "
            "{second_points} … nach Wurf {max_throws}: {last_points}; nicht fertig: 0. Bonus "
            "für eine fertige Pyramide: drei gleiche Augenzahlen +{bonus_three}, vier gleiche "
            "+{bonus_four}. Bei Gleichstand gewinnt, wer weniger Runden ohne Punkte hat."
        ),
        "en": (
            "Goal: the most points after {rounds} rounds.\n\nYou build a pyramid of six "
            "dice: three white at the bottom (the base), two blue above (middle), one green on "
            "top. A round has at most {max_throws} throws; each throw rolls every die not yet "
            "placed. Then you place thrown dice on free places of their colour{first_white}. A "
            "blue or green die needs both places below it filled and must be smaller than "
            "their average. Placed dice stay.\n\nComplete after throw 1: {first_points}, "
            "after throw 2: {second_points} … after throw {max_throws}: {last_points}; not "
            "complete: 0. Bonus for a complete pyramid: three equal numbers +{bonus_three}, "
            "four equal +{bonus_four}. In a tie, fewer rounds without points wins."
        ),
    },
    "schmieden_rules_first_white_one": {
        "de": ", nach dem ersten Wurf mindestens einen weißen",
        "en": ", after the first throw at least one white one",
    },
    "schmieden_rules_first_white_other": {
        "de": ", nach dem ersten Wurf mindestens {n} weiße",
        "en": ", after the first throw at least {n} white ones",
    },
    "schmieden_rules_terms": {
        "de": (
            "Fundament: die drei weißen Plätze unten; ein weißer Würfel passt auf jeden "
            "freien.\nMitte, Spitze: die zwei blauen Plätze und der grüne Platz darüber.\n"
            "Durchschnitt: die halbe Summe der zwei Würfel darunter; auf 3 und 6 passt nur 1, "
            "2, 3 oder 4.\nWurf beenden: nichts mehr von diesem Wurf legen; die übrigen Würfel "
            "rollen im nächsten Wurf.\nRunde beenden: der letzte Wurf ist vorbei; die Runde "
            "wird gewertet.\nTrainer: rechnet für jede Wahl aus, wie viele Punkte die Runde im "
            "Mittel noch bringt."
        ),
        "en": (
            "base: the three white places at the bottom; a white die fits on any free one.\n"
            "middle, top: the two blue places and the green place above them.\naverage: half "
            "the sum of the two dice below; on 3 and 6 only 1, 2, 3 or 4 fits.\nEnd throw: "
            "place nothing more from this throw; the other dice roll in the next throw.\nEnd "
            "round: the last throw is over; the round is scored.\nCoach: works out how many "
            "points each choice still brings the round on average."
        ),
    },
    "schmieden_throw": {"de": "Würfeln", "en": "Throw"},
    "schmieden_end_throw": {"de": "Wurf beenden", "en": "End throw"},
    "schmieden_end_round": {"de": "Runde beenden", "en": "End round"},
    "schmieden_where": {
        "de": "Runde {round} von {rounds}, Wurf {throw} von {max}",
        "en": "Round {round} of {rounds}, throw {throw} of {max}",
    },
    "schmieden_todo_throw": {
        "de": "Würfeln: alle Würfel, die noch nicht liegen, werden geworfen.",
        "en": "Throw: every die not yet placed is rolled.",
    },
    "schmieden_todo_base_one": {
        "de": "Mindestens {n} weißen Würfel ins Fundament legen: Würfel anklicken, dann "
        "einen Platz.",
        "en": "Put at least {n} white die into the base: click a die, then a place.",
    },
    "schmieden_todo_base_other": {
        "de": "Mindestens {n} weiße Würfel ins Fundament legen: Würfel anklicken, dann "
        "einen Platz.",
        "en": "Put at least {n} white dice into the base: click a die, then a place.",
    },
    "schmieden_todo_place": {
        "de": "Würfel anklicken, dann einen Platz seiner Reihe; fertig? Wurf beenden.",
        "en": "Click a die, then a place of its row; done? End throw.",
    },
    "schmieden_todo_place_last": {
        "de": "Würfel anklicken, dann einen Platz seiner Reihe; fertig? Runde beenden "
        "(letzter Wurf).",
        "en": "Click a die, then a place of its row; done? End round (last throw).",
    },
    "schmieden_todo_end": {
        "de": "Kein Würfel dieses Wurfs passt mehr: Wurf beenden.",
        "en": "No die of this throw fits any more: end the throw.",
    },
    "schmieden_todo_end_last": {
        "de": "Kein Würfel dieses Wurfs passt mehr: Runde beenden (letzter Wurf).",
        "en": "No die of this throw fits any more: end the round (last throw).",
    },
    "schmieden_selected": {
        "de": "Gewählt: {colour} {value}. Erlaubt: {places}.",
        "en": "Selected: {colour} {value}. Allowed: {places}.",
    },
    "schmieden_colour_base": {"de": "weiße", "en": "white"},
    "schmieden_colour_middle": {"de": "blaue", "en": "blue"},
    "schmieden_colour_top": {"de": "grüne", "en": "green"},
    "schmieden_none": {"de": "keiner", "en": "none"},
    "schmieden_chosen": {"de": "gewählt", "en": "chosen"},
    "schmieden_fits_nowhere": {"de": "kein Platz", "en": "no place"},
    "schmieden_row_base": {"de": "Weiß (Fundament)", "en": "White (base)"},
    "schmieden_row_middle": {"de": "Blau (Mitte)", "en": "Blue (middle)"},
    "schmieden_row_top": {"de": "Grün (Spitze)", "en": "Green (top)"},
    "schmieden_tray_now": {
        "de": "Gewürfelt: einen Würfel anklicken, dann einen Platz",
        "en": "Rolled: click a die, then a place",
    },
    "schmieden_tray_next": {
        "de": "Der nächste Wurf würfelt diese Würfel",
        "en": "The next throw rolls these dice",
    },
    "schmieden_pyramid_you": {"de": "Deine Pyramide", "en": "Your pyramid"},
    "schmieden_pyramid_of": {"de": "Pyramide von {name}", "en": "{name}'s pyramid"},
    "schmieden_note_base": {"de": "Weiß: jede Augenzahl", "en": "White: any number"},
    "schmieden_note_middle": {
        "de": "Blau: kleiner als der Durchschnitt der zwei Würfel darunter",
        "en": "Blue: smaller than the average of the two dice below",
    },
    "schmieden_note_top": {
        "de": "Grün: kleiner als der Durchschnitt der zwei Würfel darunter",
        "en": "Green: smaller than the average of the two dice below",
    },
    "schmieden_note_wait": {
        "de": "{place} wartet auf {missing}",
        "en": "{place} waits for {missing}",
    },
    "schmieden_note_none": {
        "de": "{place} auf {x} und {y}: kein Würfel passt",
        "en": "{place} on {x} and {y}: no die fits",
    },
    "schmieden_note_only_one": {
        "de": "{place} auf {x} und {y}: nur die 1 passt",
        "en": "{place} on {x} and {y}: only a 1 fits",
    },
    "schmieden_note_fits": {
        "de": "{place} auf {x} und {y}: 1 bis {most} passt",
        "en": "{place} on {x} and {y}: 1 to {most} fits",
    },
    "schmieden_points_now": {
        "de": "Fertig mit diesem Wurf: {points}",
        "en": "Finished with this throw: {points}",
    },
    "schmieden_points_next": {
        "de": "Fertig mit dem nächsten Wurf: {points}",
        "en": "Finished with the next throw: {points}",
    },
    "schmieden_points_bonus": {
        "de": "{n} gleiche Würfel gebaut: Bonus +{bonus}",
        "en": "{n} equal dice built in: bonus +{bonus}",
    },
    "schmieden_points_title": {"de": "Punkte", "en": "Points"},
    "schmieden_log_throw": {
        "de": "{name}, Wurf {throw}: {dice}",
        "en": "{name}, throw {throw}: {dice}",
    },
    "schmieden_log_place": {
        "de": "{name}: {colour} {value} auf {place}",
        "en": "{name}: {colour} {value} on {place}",
    },
    "schmieden_log_pass": {
        "de": "{name}: nach Wurf {throw} nichts gelegt (gepasst)",
        "en": "{name}: nothing placed after throw {throw} (pass)",
    },
    "schmieden_log_round": {
        "de": "{name}, Runde {round}: {result}",
        "en": "{name}, round {round}: {result}",
    },
    "schmieden_result_complete": {
        "de": "Pyramide fertig nach Wurf {throw}: {points}",
        "en": "pyramid complete after throw {throw}: {points}",
    },
    "schmieden_result_bonus": {
        "de": "Pyramide fertig nach Wurf {throw}: {base} + Bonus {bonus} = {points}",
        "en": "pyramid complete after throw {throw}: {base} + bonus {bonus} = {points}",
    },
    "schmieden_result_failed_one": {
        "de": "nach {n} Wurf keine fertige Pyramide: {points}",
        "en": "no complete pyramid after {n} throw: {points}",
    },
    "schmieden_result_failed_other": {
        "de": "nach {n} Würfen keine fertige Pyramide: {points}",
        "en": "no complete pyramid after {n} throws: {points}",
    },
    "schmieden_last_rounds": {"de": "Zuletzt gespielt", "en": "Last rounds played"},
    "schmieden_table_round": {"de": "Runde", "en": "Round"},
    "schmieden_zero_rounds": {"de": "Nullrunden", "en": "Zero rounds"},
    "schmieden_coach_meaning": {
        "de": "Trainer: Die Werte sind die erwarteten Punkte dieser Runde; auch mit "
        "mehreren Spielern holt er das Beste für deine eigenen Punkte heraus.",
        "en": "Coach: the values are the expected points of this round; with several "
        "players too, it makes the most of your own points.",
    },
    "schmieden_coach_computing": {
        "de": "Der Trainer berechnet seine Tabelle … (nur beim ersten Mal, etwa 15 Sekunden)",
        "en": "The coach is computing its table … (only the first time, about 15 seconds)",
    },
    "schmieden_coach_goal_meaning": {
        "de": "die Punkte dieser Runde (mit Bonus)",
        "en": "the points of this round (bonus included)",
    },
    "schmieden_coach_goal_computing": {
        "de": "Der Trainer berechnet die Chancen für das Ziel {target} … (nur beim ersten "
        "Mal für dieses Ziel, etwa 15 bis 40 Sekunden)",
        "en": "The coach is computing the chances of the goal {target} … (only the first "
        "time for this goal, about 15 to 40 seconds)",
    },
    "schmieden_coach_place": {
        "de": "{colour} {value} auf {place} legen",
        "en": "place the {colour} {value} on {place}",
    },
    "schmieden_coach_end": {"de": "den Wurf beenden", "en": "end the throw"},
    "schmieden_coach_end_last": {"de": "die Runde beenden", "en": "end the round"},
    "schmieden_coach_pass": {
        "de": "den Wurf beenden, ohne einen Würfel zu legen",
        "en": "end the throw without placing a die",
    },
    "schmieden_coach_pass_last": {
        "de": "die Runde beenden, ohne noch einen Würfel zu legen",
        "en": "end the round without placing another die",
    },
    "schmieden_coach_roll_one": {
        "de": "den {n} freien Würfel werfen",
        "en": "throw the {n} die not yet placed",
    },
    "schmieden_coach_roll_other": {
        "de": "die {n} freien Würfel werfen",
        "en": "throw the {n} dice not yet placed",
    },
}

FIELDS = {
    "field_first_throw_min_base": {
        "de": "Die Zahl der weißen Würfel nach dem ersten Wurf (`first_throw_min_base`)",
        "en": "The white dice needed after the first throw (`first_throw_min_base`)",
    },
    "field_bonus_three": {
        "de": "Der Bonus für drei Gleiche (`bonus_three`)",
        "en": "The bonus for three equal dice (`bonus_three`)",
    },
    "field_bonus_four": {
        "de": "Der Bonus für vier Gleiche (`bonus_four`)",
        "en": "The bonus for four equal dice (`bonus_four`)",
    },
    "field_min_base": {
        "de": "Der kleinste weiße Würfel der Strategie (`min_base`)",
        "en": "The policy's least white die (`min_base`)",
    },
    "field_min_middle": {
        "de": "Der kleinste blaue Würfel der Strategie (`min_middle`)",
        "en": "The policy's least blue die (`min_middle`)",
    },
    "field_a white die": {"de": "Ein weißer Würfel", "en": "A white die"},
    "field_a blue die": {"de": "Ein blauer Würfel", "en": "A blue die"},
    "field_a green die": {"de": "Ein grüner Würfel", "en": "A green die"},
    "field_schmieden computers": {
        "de": "Die Zahl der Computer-Plätze (computers)",
        "en": "The number of computer seats (computers)",
    },
}

register(ERRORS)
register(WIDGET)
register(FIELDS)
