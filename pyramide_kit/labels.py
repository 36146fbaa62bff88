"""German and English texts shared by all games: common words, and the errors of dice,
checks, seats, saves and moves.

Plain data: `pyramide_kit.i18n` registers them when it is imported, so every widget
and message finds them."""

TEXTS: dict[str, dict[str, str]] = {
    "err_die_face": {
        "de": "Würfel {die} kann keine {value} zeigen; er zeigt nur {faces}.",
        "en": "Die {die} cannot show {value}; it shows only {faces}.",
    },
    "exact_err_bool": {
        "de": "Eine exakte Zahl kann kein Wahrheitswert (wahr oder falsch) sein.",
        "en": "An exact number cannot be a truth value (true or false).",
    },
    "exact_err_text": {
        "de": "{value} ist keine exakte Zahl; schreib einen Bruch wie 5/18 oder eine ganze Zahl.",
        "en": "{value} is not an exact number; write a fraction like 5/18 or a whole number.",
    },
    "exact_err_type": {
        "de": "{value} ist keine exakte Zahl; gib eine ganze Zahl, einen Bruch oder Text wie 5/18.",
        "en": "{value} is not an exact number; give a whole number, a Fraction or text like 5/18.",
    },
    "err_dice_count": {
        "de": "Erwartet werden {expected} Würfel, nicht {got}.",
        "en": "Expected {expected} dice, got {got}.",
    },
    "throw": {"de": "Würfeln", "en": "Throw"},
    "hold": {"de": "Halten", "en": "Hold"},
    "held": {"de": "Gehalten", "en": "Held"},
    "check": {"de": "Prüfen", "en": "Check"},
    "player": {"de": "Spieler", "en": "Player"},
    "computer": {"de": "Computer", "en": "Computer"},
    "total": {"de": "Summe", "en": "Total"},
    "new_game": {"de": "Neues Spiel", "en": "New game"},
    "game_over": {"de": "Spiel vorbei.", "en": "Game over."},
    "shell_again": {
        "de": "Nochmal spielen? „Neues Spiel“ fängt von vorn an.",
        "en": "Play again? “New game” starts afresh.",
    },
    "ranking": {"de": "Rangliste", "en": "Ranking"},
    "rank_line": {
        "de": "{rank}. {name}: {points} Punkte",
        "en": "{rank}. {name}: {points} points",
    },
    "error": {"de": "Nicht erlaubt: {message}", "en": "Not allowed: {message}"},
    "log": {"de": "Spielverlauf", "en": "Move log"},
    "answer_placeholder": {
        "de": "Bruch, Dezimalzahl oder Prozent",
        "en": "a fraction, decimal or percentage",
    },
    "answer_right": {"de": "Richtig! {answer}", "en": "Correct! {answer}"},
    "answer_close": {
        "de": "Fast: {given} liegt nah dran, ist aber gerundet. Gesucht ist der exakte "
        "Wert, als Bruch p/q.",
        "en": "Close: {given} is near, but rounded. The exact value is wanted, as a fraction p/q.",
    },
    "answer_too_large": {
        "de": "Noch nicht: {given} ist zu groß. Versuch es noch einmal.",
        "en": "Not yet: {given} is too large. Try again.",
    },
    "answer_too_small": {
        "de": "Noch nicht: {given} ist zu klein. Versuch es noch einmal.",
        "en": "Not yet: {given} is too small. Try again.",
    },
    "answer_wrong": {
        "de": "Noch nicht: {given} ist es nicht. Versuch es noch einmal.",
        "en": "Not yet: {given} is not it. Try again.",
    },
    "answer_unreadable": {
        "de": "»{given}« kann ich nicht lesen. Erlaubt sind eine ganze Zahl (12), ein "
        "Bruch (3/8), eine Dezimalzahl (0,25) oder Prozent (12,5 %).",
        "en": "I cannot read “{given}”. Allowed are a whole number (12), a fraction "
        "(3/8), a decimal (0.25) or a percentage (12.5 %).",
    },
    "answer_err_answer": {
        "de": "Eine Aufgabe braucht ihre Antwort (eine Aufgabe der Lektionen: "
        "`Exercise(key)` aus `pyramide_kit.exercises`).",
        "en": "An exercise needs its answer (a lesson's exercise: `Exercise(key)` from "
        "`pyramide_kit.exercises`).",
    },
    "answer_err_question": {
        "de": "Eine Aufgabe braucht ihre Frage.",
        "en": "An exercise needs its question.",
    },
    "answer_err_key": {
        "de": "Keine Aufgabe {exercise}; bekannt sind {known}.",
        "en": "No exercise {exercise}; known are {known}.",
    },
    "table_err_not_allowed": {
        "de": "{move} ist jetzt nicht erlaubt; erlaubt: {allowed}",
        "en": "{move} is not allowed now; allowed: {allowed}",
    },
    "optimal_err_policy": {
        "de": "Eine Strategie ist ein Objekt mit einer Methode `choose(state)`, nicht {value}.",
        "en": "A policy is an object with a `choose(state)` method, not {value}.",
    },
    "optimal_err_policy_move": {
        "de": "Die Strategie hat {move} gewählt, und das ist hier kein erlaubter Zug.",
        "en": "The policy chose {move}, which is not a legal move here.",
    },
    "table_err_not_chance": {
        "de": "Jetzt entscheidet nicht der Zufall, sondern ein Spieler (oder das Spiel ist aus).",
        "en": "Chance does not act now: it is a player's move or the game is over.",
    },
    "check_err_whole_range": {
        "de": "{name} muss eine ganze Zahl von {low} bis {high} sein, nicht {value}.",
        "en": "{name} must be a whole number from {low} to {high}, not {value}.",
    },
    "check_err_whole_low": {
        "de": "{name} muss eine ganze Zahl ab {low} sein, nicht {value}.",
        "en": "{name} must be a whole number of at least {low}, not {value}.",
    },
    "check_err_whole_high": {
        "de": "{name} muss eine ganze Zahl bis {high} sein, nicht {value}.",
        "en": "{name} must be a whole number of at most {high}, not {value}.",
    },
    "check_err_rng": {
        "de": "{name} muss ein `numpy.random.Generator` sein (etwa "
        "`numpy.random.default_rng(1)`), nicht {value}.",
        "en": "{name} must be a `numpy.random.Generator` (e.g. "
        "`numpy.random.default_rng(1)`), not {value}.",
    },
    "check_err_items": {
        "de": "{name} muss eine Liste von höchstens {most} Einträgen sein, nicht {value}.",
        "en": "{name} must be a list of at most {most} items, not {value}.",
    },
    "check_err_whole_any": {
        "de": "{name} muss eine ganze Zahl sein, nicht {value}.",
        "en": "{name} must be a whole number, not {value}.",
    },
    "check_err_lang": {
        "de": "Unbekannte Sprache {value}; möglich sind {choices}.",
        "en": "Unknown language {value}; choose one of {choices}.",
    },
    "check_err_flag": {
        "de": "{name} muss `True` oder `False` sein, nicht {value}.",
        "en": "{name} must be `True` or `False`, not {value}.",
    },
    "check_err_real_between": {
        "de": "{name} muss eine endliche Zahl echt zwischen {low} und {high} sein, nicht {value}.",
        "en": "{name} must be a finite number strictly between {low} and {high}, not {value}.",
    },
    "check_err_real_range": {
        "de": "{name} muss eine endliche Zahl von {low} bis {high} sein, nicht {value}.",
        "en": "{name} must be a finite number from {low} to {high}, not {value}.",
    },
    "check_err_real_above": {
        "de": "{name} muss eine endliche Zahl größer als {low} sein, nicht {value}.",
        "en": "{name} must be a finite number above {low}, not {value}.",
    },
    "check_err_real_low": {
        "de": "{name} muss eine endliche Zahl ab {low} sein, nicht {value}.",
        "en": "{name} must be a finite number of at least {low}, not {value}.",
    },
    "check_err_real_any": {
        "de": "{name} muss eine endliche Zahl sein, nicht {value}.",
        "en": "{name} must be a finite number, not {value}.",
    },
    "check_err_draw": {
        "de": "{name} muss wie ein `numpy.random.Generator` ganze Zahlen von {low} bis "
        "{high} ziehen; {value} tut das nicht.",
        "en": "{name} must draw whole numbers from {low} to {high} like a "
        "`numpy.random.Generator`; {value} does not.",
    },
    "check_err_draws": {
        "de": "{name} muss ein Array ganzer Zahlen von 0 bis {high} der Form {shape} "
        "sein, nicht {value}.",
        "en": "{name} must be an array of whole numbers from 0 to {high} of shape "
        "{shape}, not {value}.",
    },
    "check_err_choice": {
        "de": "{name} muss eines von {choices} sein, nicht {value}.",
        "en": "{name} must be one of {choices}, not {value}.",
    },
    "check_err_fields_unknown": {
        "de": "{thing} hat kein Feld {unknown}; seine Felder sind {fields}.",
        "en": "{thing} has no field {unknown}; its fields are {fields}.",
    },
    "check_err_fields_surplus": {
        "de": "{thing} nimmt höchstens {most} Werte der Reihe nach ({fields}), nicht {count}.",
        "en": "{thing} takes at most {most} values in order ({fields}), not {count}.",
    },
    "check_err_fields_twice": {
        "de": "{thing} bekommt {twice} doppelt, der Reihe nach und mit Namen.",
        "en": "{thing} is given {twice} twice, in order and by name.",
    },
    "check_err_fields_missing": {
        "de": "{thing} braucht {missing} (seine Felder sind {fields}).",
        "en": "{thing} needs {missing} (its fields are {fields}).",
    },
    "check_err_text": {
        "de": "{name} muss ein Text aus 1 bis {longest} Zeichen sein, nicht {value}.",
        "en": "{name} must be text of 1 to {longest} characters, not {value}.",
    },
    "seats_err_player": {
        "de": "Ein Spieler ist ein Name oder ein Paar (Name, `True` für einen "
        "Computerplatz), nicht {player}.",
        "en": "A player is a name or a pair (name, `True` for a computer seat), not {player}.",
    },
    "seats_err_list": {
        "de": "Die Spieler sind eine Anzahl oder eine Liste von Namen, nicht {value}.",
        "en": "Players are a number or a list of names, not {value}.",
    },
    "seats_err_count": {
        "de": "{game} spielen {low} bis {high} Personen, nicht {count}.",
        "en": "{game} is played by {low} to {high} players, not {count}.",
    },
    "seats_err_names": {
        "de": "Jeder Spieler braucht einen eigenen Namen: {names}",
        "en": "Every player needs a name of their own: {names}",
    },
    "save_err_invalid": {
        "de": "Das ist kein gültiger Spielstand von {game}: {reason}",
        "en": "This is not a valid saved game of {game}: {reason}",
    },
    "save_err_not_state": {
        "de": "Ein Spielstand von {game} speichert ein Spiel {game}, nicht {value}.",
        "en": "A {game} save holds a {game} game state, not {value}.",
    },
    "save_err_move": {
        "de": "Das ist kein gültiger Spielstand von {game}: Zug {step} ist nicht erlaubt: {reason}",
        "en": "This is not a valid saved game of {game}: move {step} is not allowed: {reason}",
    },
    "shell_title": {"de": "Spieltisch", "en": "Game table"},
    "board_not_thrown": {"de": "noch nicht geworfen", "en": "not thrown yet"},
    "board_click_to_hold": {"de": "klicken: halten", "en": "click to hold"},
    "board_err_gone": {
        "de": "Das lässt sich gerade nicht anklicken; das Brett zeigt jetzt den neuen Stand.",
        "en": "That cannot be clicked now; the board now shows the current state.",
    },
    "shell_err_not_human": {
        "de": "Jetzt ist kein menschlicher Spieler am Zug.",
        "en": "It is not a human player's turn now.",
    },
    "chart_alt": {
        "de": "Diagramm: {y} über {x}; {shown}.",
        "en": "Chart: {y} against {x}; {shown}.",
    },
    "shell_seat": {"de": "Spieler {n}", "en": "Player {n}"},
    "shell_you": {"de": "Du", "en": "You"},
    "shell_repr": {
        "de": "{game}: Führe diese Zelle aus, dann erscheint hier der Spieltisch.",
        "en": "{game}: run this cell to play; the game table appears here.",
    },
    "widget_repr": {
        "de": "{name} – führe diese Zelle aus, um zu beginnen.",
        "en": "{name} – run this cell to start.",
    },
    "answer_level_basis": {"de": "Basis", "en": "Basic"},
    "answer_level_extension": {"de": "Erweiterung", "en": "Extension"},
    "answer_numbered": {
        "de": "{number}. {level}: {question}",
        "en": "{number}. {level}: {question}",
    },
    "answer_repr": {
        "de": "Aufgabe: {question} (Führe die Zelle aus, um zu antworten.)",
        "en": "Exercise: {question} (Run the cell to answer.)",
    },
    "shell_turn": {"de": "{name} ist dran", "en": "{name} to play"},
    "shell_turn_you": {"de": "Du bist dran", "en": "Your turn"},
    "shell_winner_you": {"de": "Du gewinnst.", "en": "You win."},
    "shell_points_one": {"de": "{n} Punkt", "en": "{n} point"},
    "shell_points_other": {"de": "{n} Punkte", "en": "{n} points"},
    "shell_rank_line": {"de": "{place}. {name}: {total}", "en": "{place}. {name}: {total}"},
    "shell_rank_line_note": {"de": "{line} ({note})", "en": "{line} ({note})"},
    "shell_you_object": {"de": "dir", "en": "you"},
    "odds_one_in": {"de": "1 zu {n}", "en": "1 in {n}"},
    "pace_go_on": {"de": "Weiter", "en": "Go on"},
    "pace_chance": {"de": "Der Zufall entscheidet …", "en": "Chance decides …"},
    "pace_skip": {"de": "Überspringen", "en": "Skip"},
    "pace_look": {
        "de": "Sieh dir an, was dein Zug gebracht hat, dann klicke auf „Weiter“.",
        "en": "See what your move did, then click “Go on”.",
    },
    "pace_watch": {
        "de": "Schau zu, Schritt für Schritt („Überspringen“ zeigt gleich das Ende).",
        "en": "Watch it step by step (“Skip” shows the end at once).",
    },
    "field_pace": {"de": "Das Tempo", "en": "The pace"},
    "shell_rank_equal_one": {
        "de": "gleich mit {names}: beide {total}",
        "en": "level with {names}: both {total}",
    },
    "shell_rank_equal_other": {
        "de": "gleich mit {names}: alle {total}",
        "en": "level with {names}: all {total}",
    },
    "shell_winner": {"de": "{name} gewinnt.", "en": "{name} wins."},
    "shell_winners": {
        "de": "Gemeinsamer Sieg: {names}.",
        "en": "A shared win: {names}.",
    },
    "field_seed": {"de": "Der Startwert (seed)", "en": "The seed"},
    "field_throws": {"de": "Die Zahl der Würfe", "en": "The number of throws"},
    "field_players": {"de": "Die Zahl der Spieler", "en": "The number of players"},
    "field_the number of players": {
        "de": "Die Zahl der Spieler",
        "en": "The number of players",
    },
    "field_a player's name": {"de": "Der Name eines Spielers", "en": "A player's name"},
    "binomial_err_probability": {
        "de": "{name} muss eine exakte Wahrscheinlichkeit von 0 bis 1 sein (eine ganze "
        'Zahl, ein Bruch oder ein Text wie "1/6"; Kommazahlen sind nicht exakt), '
        "nicht {value}.",
        "en": "{name} must be an exact probability from 0 to 1 (an int, a Fraction, a "
        'SymPy Rational or text like "1/6"; floats are not exact), not {value}.',
    },
    "binomial_err_level": {
        "de": "Das Signifikanzniveau muss eine exakte Zahl über 0 und unter 1 sein, "
        'etwa "1/20", nicht {value}.',
        "en": 'The level must be an exact number above 0 and below 1, such as "1/20", not {value}.',
    },
    "binomial_err_region": {
        "de": "Gebraucht wird ein Ablehnungsbereich (von `rejection_region` oder "
        "`sigma_region`), nicht {value}.",
        "en": "A rejection region is needed (from `rejection_region` or "
        "`sigma_region`), not {value}.",
    },
    "binomial_err_chances": {
        "de": "Die Wahrscheinlichkeiten müssen Zahlen von 0 bis 1 sein, nicht {value}.",
        "en": "The chances must be numbers from 0 to 1, not {value}.",
    },
    # what a simulation result says when printed (`pyramide_kit.simulate`)
    "sim_proportion": {"de": "{k} von {n} = {share}", "en": "{k} of {n} = {share}"},
    "sim_mean": {"de": "Mittelwert von {n} = {mean}", "en": "mean of {n} = {mean}"},
    "sim_interval": {
        "de": "{estimate} ({confidence}-Intervall {low} .. {high})",
        "en": "{estimate} ({confidence} interval {low} .. {high})",
    },
    "sim_exact": {
        "de": "; exakt {exact} = {value}, {inside}",
        "en": "; exact {exact} = {value}, {inside}",
    },
    "sim_err_two_values": {
        "de": "Ein Intervall für den Mittelwert braucht mindestens zwei Werte, nicht {count}.",
        "en": "An interval of the mean needs at least two values, not {count}.",
    },
    "sim_err_counts": {
        "de": "Die Häufigkeiten ordnen jedem Ergebnis zu, wie oft es vorkam (ein "
        "Counter), nicht {value}.",
        "en": "The counts map each outcome to how often it was seen (a Counter), not {value}.",
    },
    "sim_err_no_observations": {
        "de": "Es gibt keine Beobachtungen zum Vergleichen.",
        "en": "There are no observations to compare.",
    },
    "sim_err_exact": {
        "de": "exact muss die exakte Verteilung (eine Distribution) sein, nicht {value}.",
        "en": "exact must be the exact Distribution, not {value}.",
    },
    "sim_err_trial": {
        "de": "trial muss eine Funktion des Zufallsgenerators sein, nicht {value}.",
        "en": "trial must be a function of the random generator, not {value}.",
    },
    "sim_err_trial_failed": {
        "de": "Der Versuch {trial} ist fehlgeschlagen: {error}",
        "en": "The trial {trial} failed: {error}",
    },
    "sim_inside": {"de": "liegt darin", "en": "inside"},
    "sim_outside": {"de": "liegt NICHT darin", "en": "OUTSIDE"},
    "sim_distribution": {
        "de": "{n} simuliert: Totalvariationsabstand {distance}; Chi-Quadrat {statistic} "
        "bei {dof} Freiheitsgraden, p-Wert {p}",
        "en": "{n} simulated: total-variation distance {distance}; chi-square "
        "{statistic} on {dof} degrees of freedom, p-value {p}",
    },
    # the labels of the shared plots (`pyramide_kit.plots`)
    "plot_running_frequency": {
        "de": "laufende relative Häufigkeit",
        "en": "running relative frequency",
    },
    "plot_running_mean": {"de": "laufender Mittelwert", "en": "running mean"},
    "plot_band": {
        "de": "exaktes {confidence}-%-Band (Binomialverteilung)",
        "en": "exact {confidence} % band (binomial)",
    },
    "plot_band_approximate": {
        "de": "{confidence}-%-Band (Näherung)",
        "en": "{confidence} % band (approximation)",
    },
    "plot_exact_line": {"de": "exakt = {value}", "en": "exact = {value}"},
    "plot_trials_axis": {
        "de": "Anzahl Versuche n (logarithmisch)",
        "en": "number of trials n (log scale)",
    },
    "plot_bars_exact": {"de": "exakt", "en": "exact"},
    "plot_bars_simulated": {"de": "simuliert", "en": "simulated"},
    "plot_bars_axis": {
        "de": "Wahrscheinlichkeit / relative Häufigkeit",
        "en": "probability / relative frequency",
    },
    # policies compared (`pyramide_kit.comparison`)
    "cmp_kniffel": {
        "de": "Kniffel allein ({variant}), Punkte pro Spiel",
        "en": "Kniffel solitaire ({variant}), points per game",
    },
    "cmp_pyramide_rounds_one": {
        "de": "Pyramide-Runden mit {n} Wurf, Rundenpunkte",
        "en": "Pyramide rounds of {n} throw, round score",
    },
    "cmp_pyramide_rounds_other": {
        "de": "Pyramide-Runden mit {n} Würfen, Rundenpunkte",
        "en": "Pyramide rounds of {n} throws, round score",
    },
    "cmp_pyramide_games": {
        "de": "Pyramide allein, ganze Spiele, Summe des Blatts",
        "en": "Pyramide solitaire games, sheet total",
    },
    "cmp_schmieden_rounds": {
        "de": "Runden von Würfelpyramiden schmieden, Punkte",
        "en": "Würfelpyramiden schmieden rounds, points",
    },
    "cmp_header_game_one": {
        "de": "{title}: je {count} Spiel, Startwert (seed) {seed}",
        "en": "{title}: {count} game each, seed {seed}",
    },
    "cmp_header_game_other": {
        "de": "{title}: je {count} Spiele, Startwert (seed) {seed}",
        "en": "{title}: {count} games each, seed {seed}",
    },
    "cmp_header_round_one": {
        "de": "{title}: je {count} Runde, Startwert (seed) {seed}",
        "en": "{title}: {count} round each, seed {seed}",
    },
    "cmp_header_round_other": {
        "de": "{title}: je {count} Runden, Startwert (seed) {seed}",
        "en": "{title}: {count} rounds each, seed {seed}",
    },
    "cmp_row": {
        "de": "  {policy}  Mittelwert {mean}   95-%-Intervall {low} .. {high}{exact}",
        "en": "  {policy}  mean {mean}   95 % interval {low} .. {high}{exact}",
    },
    "cmp_exact": {"de": "   exakt {value}, {inside}", "en": "   exact {value}, {inside}"},
    "cmp_policy_optimal": {"de": "optimal", "en": "optimal"},
    "cmp_policy_computer": {"de": "Computer", "en": "computer"},
    "report_head": {"de": "Spielbericht", "en": "Game report"},
    "report_compute": {"de": "Spielbericht berechnen", "en": "Compute the game report"},
    "report_compute_help": {
        "de": "Der Spielbericht braucht zuerst die Tabellen des Trainers; das dauert "
        "beim ersten Mal eine Weile (meist unter einer Minute).",
        "en": "The game report first needs the coach's tables; the first time this takes "
        "a while (mostly under a minute).",
    },
    "report_summary_you": {
        "de": "Erwartet waren {start} Punkte. Deine Entscheidungen haben {cost} gekostet, "
        "das Würfelglück hat dir {luck} gebracht. Ergebnis: {total}.",
        "en": "Expected: {start} points. Your decisions cost {cost}, the luck of the dice "
        "gave you {luck}. Result: {total}.",
    },
    "report_summary_other": {
        "de": "Erwartet waren {start} Punkte. Die Entscheidungen haben {cost} gekostet, "
        "das Würfelglück hat {luck} gebracht. Ergebnis: {total}.",
        "en": "Expected: {start} points. The decisions cost {cost}, the luck of the dice "
        "gave {luck}. Result: {total}.",
    },
    "report_seat": {"de": "{name}: {text}", "en": "{name}: {text}"},
    "report_alone": {
        "de": "Jeder Platz ist bewertet, als spielte er allein: Die Züge der anderen "
        "ändern die eigenen erwarteten Punkte nicht.",
        "en": "Each seat is valued as if it played alone: the others' moves do not change "
        "a seat's own expected points.",
    },
    "report_costly_head": {
        "de": "Die teuersten Entscheidungen:",
        "en": "The costliest decisions:",
    },
    "report_costly_round": {
        "de": "Runde {round}: »{chosen}« statt »{best}« hat {cost} gekostet.",
        "en": "Round {round}: “{chosen}” instead of “{best}” cost {cost}.",
    },
    "report_costly": {
        "de": "»{chosen}« statt »{best}« hat {cost} gekostet.",
        "en": "“{chosen}” instead of “{best}” cost {cost}.",
    },
    "report_all_best": {
        "de": "Jede Entscheidung war eine der besten.",
        "en": "Every decision was a best one.",
    },
    "report_no_decisions": {
        "de": "Es gab nichts zu entscheiden: Das Ergebnis ist reines Würfelglück.",
        "en": "There was nothing to decide: the result is all luck of the dice.",
    },
    "report_failed": {
        "de": "Der Spielbericht kann nicht berechnet werden: {reason}",
        "en": "The game report cannot be computed: {reason}",
    },
    "report_plot_title": {
        "de": "Erwartete Endpunktzahl im Lauf des Spiels",
        "en": "Expected final total through the game",
    },
    "report_plot_x": {"de": "Zug", "en": "Move"},
    "report_plot_y": {"de": "erwartete Punkte", "en": "expected points"},
    "report_plot_luck": {"de": "Würfelglück", "en": "luck of the dice"},
    "report_plot_bad_luck": {"de": "Würfelpech", "en": "bad luck"},
    "report_plot_cost": {"de": "teure Entscheidung", "en": "costly decision"},
    "report_err_history": {
        "de": "Die Züge dieses Spielstands führen nicht vom Spielbeginn zu ihm.",
        "en": "The history of this state does not lead to it from the start of the game.",
    },
}
