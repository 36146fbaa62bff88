"""German and English texts of the predictions: the questions, the controls, the
scores and what they mean, the errors."""

from pyramide_kit.i18n import register

register(
    {
        "predict_q_two_dice_seven": {
            "de": "Zwei Würfel werden geworfen. Wie wahrscheinlich ist die Augensumme 7? "
            "Schätze, bevor du simulierst.",
            "en": "Two dice are thrown. How likely is their sum 7? Guess before you simulate.",
        },
        "predict_q_pyramide_ones_three_throws": {
            "de": "Pyramide: Du lässt jede Eins liegen und wirfst die anderen Würfel neu, "
            "drei Würfe in allem. Wie wahrscheinlich liegen am Ende sechs Einsen? Schätze, "
            "bevor du simulierst.",
            "en": "Pyramide: you keep every one and throw the other dice again, three "
            "throws in all. How likely are there six ones at the end? Guess before you "
            "simulate.",
        },
        "predict_q_mauro_neighbours": {
            "de": "Mauro: Wie wahrscheinlich zeigt ein Wurf der drei Würfel Nachbarzahlen "
            "(ohne Pasch und ohne Straße)? Schätze, bevor du simulierst.",
            "en": "Mauro: how likely does a throw of the three dice show neighbours (no "
            "doublet, no straight)? Guess before you simulate.",
        },
        "predict_q_kniffel_three_throws": {
            "de": "Kniffel: Du behältst immer die häufigste Augenzahl und hast drei Würfe. "
            "Wie wahrscheinlich wird es ein Kniffel? Schätze, bevor du simulierst.",
            "en": "Kniffel: you always keep the most common face and have three throws. How "
            "likely do you get a Kniffel? Guess before you simulate.",
        },
        "predict_q_schmieden_middle_fits": {
            "de": "Schmieden: Zwei weiße Würfel X, Y und ein blauer M werden geworfen. Wie "
            "wahrscheinlich passt der blaue, 2M < X + Y? Schätze, bevor du simulierst.",
            "en": "Schmieden: two white dice X, Y and a blue one M are thrown. How likely "
            "does the blue one fit, 2M < X + Y? Guess before you simulate.",
        },
        "predict_q_ones_within_179": {
            "de": "Pyramide: Die Pyramide aus Einsen kommt etwa in einer von 179 Runden. Wie "
            "wahrscheinlich kommt sie in 179 Runden mindestens einmal? Schätze zuerst.",
            "en": "Pyramide: the pyramid of ones comes in about one round in 179. How likely "
            "does it come at least once in 179 rounds? Guess first.",
        },
        "predict_q_six_within_three": {
            "de": "Das kleine Spiel: Wie wahrscheinlich zeigt ein Würfel in drei Würfen "
            "mindestens eine Sechs? Schätze, bevor du simulierst.",
            "en": "The tiny game: how likely does a die show at least one six in three "
            "throws? Guess before you simulate.",
        },
        "predict_q_karten_someone_matches": {
            "de": "Karten: Eine Karte wird aufgedeckt. Wie wahrscheinlich hält mindestens "
            "einer von 4 Spielern (je 4 Karten) eine Karte ihres Rangs? Schätze, bevor du "
            "simulierst.",
            "en": "Cards: a card is turned up. How likely does at least one of 4 players "
            "(4 cards each) hold a card of its rank? Guess before you simulate.",
        },
        "predict_q_fair_die_many_sixes": {
            "de": "Ein fairer Würfel wird 120-mal geworfen. Wie wahrscheinlich zeigt er "
            "27 oder mehr Sechsen? Schätze, bevor du simulierst.",
            "en": "A fair die is thrown 120 times. How likely does it show 27 sixes or "
            "more? Guess before you simulate.",
        },
        "predict_entry": {"de": "Deine Vorhersage", "en": "Your forecast"},
        "predict_placeholder": {
            "de": "z. B. 0,3 oder 30 % oder 0,2 bis 0,4",
            "en": "e.g. 0.3 or 30 % or 0.2 to 0.4",
        },
        "predict_save": {"de": "Vorhersage speichern", "en": "Save prediction"},
        "predict_run": {"de": "Simulieren", "en": "Simulate"},
        "predict_saved_point": {
            "de": "Deine Vorhersage: {p}. Jetzt simulieren!",
            "en": "Your prediction: {p}. Now simulate!",
        },
        "predict_saved_range": {
            "de": "Deine Vorhersage: zwischen {low} und {high}. Jetzt simulieren!",
            "en": "Your prediction: between {low} and {high}. Now simulate!",
        },
        "predict_seen_point": {
            "de": "{hits} Treffer in {trials} Versuchen: relative Häufigkeit {f}, "
            "exakt {exact}. Dein Brier-Score: {brier} (je kleiner, desto besser; "
            "erklärt am Ende der Lektion).",
            "en": "{hits} hits in {trials} trials: frequency {f}, exactly {exact}. "
            "Your Brier score: {brier} (the smaller the better; explained at the "
            "lesson's end).",
        },
        "predict_seen_range": {
            "de": "{hits} Treffer in {trials} Versuchen: relative Häufigkeit {f}, "
            "exakt {exact}. {verdict}",
            "en": "{hits} hits in {trials} trials: frequency {f}, exactly {exact}. {verdict}",
        },
        "predict_range_hit": {
            "de": "Der exakte Wert liegt in deinem Bereich.",
            "en": "The exact value lies in your range.",
        },
        "predict_range_miss": {
            "de": "Der exakte Wert liegt nicht in deinem Bereich.",
            "en": "The exact value does not lie in your range.",
        },
        "predict_repr": {
            "de": "{question} (Noch keine Vorhersage.)",
            "en": "{question} (No prediction yet.)",
        },
        "predict_none": {
            "de": "Noch keine Vorhersage mit Simulation – in dieser Stunde wurde noch "
            "nichts vorhergesagt. Trage oben eine Wahrscheinlichkeit ein, simuliere und "
            "führe diese Zelle noch einmal aus.",
            "en": "No prediction with a simulation yet – nothing has been predicted in "
            "this lesson. Type a probability above, simulate, and run this cell again.",
        },
        "predict_score": {
            "de": "Dein mittlerer Brier-Score: {brier} (Zahl der Vorhersagen: {n}).",
            "en": "Your mean Brier score: {brier} (number of predictions: {n}).",
        },
        "predict_meaning": {
            "de": "Der Brier-Score ist der mittlere quadrierte Abstand zwischen deiner "
            "Vorhersage und dem, was passiert ist (1 für Treffer, 0 sonst). Kleiner ist "
            "besser; 0 hieße, du hättest jeden Versuch sicher gewusst. Auch die beste "
            "Vorhersage, der exakte Wert P, behält P(1 − P), weil der Zufall bleibt. Wer "
            "immer 50 % sagt, bekommt 0,25.",
            "en": "The Brier score is the mean squared distance between your forecast and "
            "what happened (1 for a hit, 0 otherwise). Smaller is better; 0 would mean you "
            "knew every trial for sure. Even the best forecast, the exact value P, keeps "
            "P(1 − P), because chance stays. Always saying 50 % gets 0.25.",
        },
        "predict_ranges": {
            "de": "Bereiche mit dem exakten Wert: {hits} von {n}.",
            "en": "Ranges holding the exact value: {hits} of {n}.",
        },
        "predict_axis_forecast": {"de": "deine Vorhersage", "en": "your forecast"},
        "predict_axis_observed": {
            "de": "simulierte Häufigkeit (•), exakter Wert (×)",
            "en": "simulated frequency (•), exact value (×)",
        },
        "predict_legend_observed": {"de": "simuliert", "en": "simulated"},
        "predict_legend_exact": {"de": "exakt", "en": "exact"},
        "predict_legend_diagonal": {
            "de": "perfekt kalibriert",
            "en": "perfectly calibrated",
        },
        "predict_title": {"de": "Deine Kalibrierung", "en": "Your calibration"},
        "predict_alt": {
            "de": "Kalibrierungsdiagramm: jede Vorhersage gegen die simulierte "
            "Häufigkeit (Punkte) und den exakten Wert (Kreuze), mit der Diagonale, auf "
            "der eine perfekt kalibrierte Vorhersage liegt. {points}",
            "en": "Calibration plot: each forecast against the simulated frequency (dots) "
            "and the exact value (crosses), with the diagonal on which a perfectly "
            "calibrated forecast lies. {points}",
        },
        "predict_alt_point": {
            "de": "Vorhersage {p}: simuliert {f}, exakt {exact}.",
            "en": "Forecast {p}: simulated {f}, exact {exact}.",
        },
        "predict_err_range": {
            "de": "»{given}« ist keine Wahrscheinlichkeit: Sie liegt zwischen 0 und 1 "
            "(0 % und 100 %).",
            "en": "“{given}” is no probability: a probability lies between 0 and 1 "
            "(0 % and 100 %).",
        },
        "predict_err_text": {
            "de": "{given} ist kein Text; tippe eine Wahrscheinlichkeit wie 0,3, 30 % oder 1/3.",
            "en": "{given} is no text; type a probability such as 0.3, 30 % or 1/3.",
        },
        "predict_err_order": {
            "de": "»{given}«: Schreibe einen Bereich von der kleineren zur größeren Zahl.",
            "en": "“{given}”: write a range from the smaller to the larger number.",
        },
        "predict_err_trials": {
            "de": "Ein Brier-Score braucht mindestens einen Versuch.",
            "en": "A Brier score needs at least one trial.",
        },
        "predict_err_counts": {
            "de": "{hits} Treffer in {trials} Versuchen sind unmöglich: Die Treffer "
            "liegen zwischen 0 und der Zahl der Versuche.",
            "en": "{hits} hits in {trials} trials is impossible: hits lie between 0 and "
            "the number of trials.",
        },
        "predict_err_first": {
            "de": "Erst vorhersagen, dann simulieren.",
            "en": "First make a prediction, then run the simulation.",
        },
    }
)
