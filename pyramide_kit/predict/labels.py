"""German and English texts of the predictions: the questions, the controls, the
scores and what they mean, the errors."""

from pyramide_kit.ui.i18n import register

register(
    {
        "predict_q_mauro_apart": {
            "de": "Mauro: Die Würfel III und V werden geworfen. Wie wahrscheinlich zeigen "
            "sie weder Nachbarzahlen noch die gleiche Zahl? Schätze, bevor du simulierst.",
            "en": "Mauro: dice III and V are thrown. How likely do they show neither "
            "neighbours nor the same number? Guess before you simulate.",
        },
        "predict_q_kniffel_two_alike": {
            "de": "Kniffel: Wie wahrscheinlich zeigen mindestens zwei der fünf Würfel "
            "eines Wurfs die gleiche Augenzahl? Schätze, bevor du simulierst.",
            "en": "Kniffel: how likely do at least two of the five dice of one throw show "
            "the same face? Guess before you simulate.",
        },
        "predict_q_schmieden_average": {
            "de": "Schmieden: Zwei weiße und ein blauer Würfel werden geworfen. Wie "
            "wahrscheinlich ist der blaue genau der Mittelwert der weißen? Schätze zuerst.",
            "en": "Schmieden: two white dice and a blue one are thrown. How likely is the "
            "blue one exactly the average of the white ones? Guess first.",
        },
        "predict_q_one_within_four": {
            "de": "Ein Würfel wird viermal geworfen. Wie wahrscheinlich zeigt er "
            "mindestens eine Eins? Schätze, bevor du simulierst.",
            "en": "A die is thrown four times. How likely does it show at least one one? "
            "Guess before you simulate.",
        },
        "predict_q_tiny_game_four": {
            "de": "Das kleine Spiel nach der Mittelwert-Regel: Wie wahrscheinlich hast du "
            "am Ende mindestens 4 Punkte? Schätze, bevor du simulierst.",
            "en": "The tiny game by the average rule: how likely do you finish with at "
            "least 4 points? Guess before you simulate.",
        },
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
            "exakt {exact}. Dein Brier-Score: {brier}.",
            "en": "{hits} hits in {trials} trials: frequency {f}, exactly {exact}. "
            "Your Brier score: {brier}.",
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
        "predict_err_key": {
            "de": "Keine Vorhersage {given}; bekannt sind {known}.",
            "en": "No prediction {given}; known are {known}.",
        },
    }
)
