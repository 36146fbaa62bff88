"""German and English texts of the class tally: experiments, controls, table, errors."""

from pyramide_kit.i18n import register

register(
    {
        "tally_title": {"de": "Klassenstrichliste", "en": "Class tally"},
        "tally_experiment": {"de": "Versuch", "en": "Experiment"},
        "tally_experiment_ones_after_three": {
            "de": "Pyramide: Einsen nach drei Würfen (jede Eins bleibt liegen)",
            "en": "Pyramide: ones after three throws (keeping every one)",
        },
        "tally_experiment_throws_until_ones": {
            "de": "Pyramide: Würfe bis zu sechs Einsen (jede Eins bleibt liegen)",
            "en": "Pyramide: throws until six ones (keeping every one)",
        },
        "tally_experiment_sum_of_two": {
            "de": "Augensumme zweier Würfel",
            "en": "Sum of two dice",
        },
        "tally_experiment_seven": {
            "de": "Zwei Würfel: Ist die Augensumme 7?",
            "en": "Two dice: is the sum 7?",
        },
        "tally_experiment_six": {"de": "Ist es eine Sechs?", "en": "Is it a six?"},
        "tally_hint_ones_after_three": {
            "de": "Werft sechs Würfel dreimal, jede Eins bleibt liegen; tragt je Versuch "
            "die Zahl der Einsen ein (0 bis 6), z. B. „2 3 1 2“ oder „2:5 3:4“ "
            "(Ergebnis:Anzahl).",
            "en": "Throw six dice three times, keeping every one; type the number of ones "
            "per attempt (0 to 6), e.g. '2 3 1 2' or '2:5 3:4' (outcome:count).",
        },
        "tally_hint_throws_until_ones": {
            "de": "Werft sechs Würfel, jede Eins bleibt liegen, bis alle sechs eine Eins "
            "zeigen; tragt je Versuch die Zahl der Würfe ein, z. B. „12 17 9“.",
            "en": "Throw six dice, keeping every one, until all six show one; type the "
            "number of throws per attempt, e.g. '12 17 9'.",
        },
        "tally_hint_sum_of_two": {
            "de": "Werft zwei Würfel; tragt je Wurf die Augensumme ein (2 bis 12), "
            "z. B. „7 5 9“ oder „7:6 8:3“ (Ergebnis:Anzahl).",
            "en": "Throw two dice; type the sum per throw (2 to 12), e.g. '7 5 9' or "
            "'7:6 8:3' (outcome:count).",
        },
        "tally_hint_seven": {
            "de": "Werft zwei Würfel; 1 heißt Augensumme 7, 0 eine andere Summe: z. B. "
            "„1 0 0 1“, oder „1:7 0:29“ für 36 Würfe mit sieben Siebenen.",
            "en": "Throw two dice; 1 means the sum is 7, 0 another sum: e.g. '1 0 0 1', "
            "or '1:7 0:29' for 36 throws with seven sevens.",
        },
        "tally_hint_six": {
            "de": "Werft einen Würfel; 1 heißt Sechs, 0 keine Sechs: z. B. „1 0 0 1“, "
            "oder „1:14 0:46“ für 60 Würfe mit 14 Sechsen.",
            "en": "Throw one die; 1 means a six, 0 no six: e.g. '1 0 0 1', or "
            "'1:14 0:46' for 60 throws with 14 sixes.",
        },
        "tally_group": {"de": "Gruppe", "en": "Group"},
        "tally_results": {"de": "Ergebnisse", "en": "Results"},
        "tally_add": {"de": "Hinzufügen", "en": "Add"},
        "tally_replace": {"de": "Ersetzen", "en": "Replace"},
        "tally_remove": {"de": "Entfernen", "en": "Remove"},
        "tally_save": {"de": "Speichern", "en": "Save"},
        "tally_load": {"de": "Laden", "en": "Load"},
        "tally_upload": {"de": "Datei laden", "en": "Load file"},
        "tally_save_area": {
            "de": "Gespeicherte Strichliste (JSON)",
            "en": "Saved tally (JSON)",
        },
        "tally_added_one": {
            "de": "Gruppe „{name}“: {n} Versuch aufgenommen.",
            "en": "Group '{name}': {n} attempt added.",
        },
        "tally_added_other": {
            "de": "Gruppe „{name}“: {n} Versuche aufgenommen.",
            "en": "Group '{name}': {n} attempts added.",
        },
        "tally_replaced_one": {
            "de": "Die Ergebnisse der Gruppe „{name}“ sind ersetzt ({n} Versuch).",
            "en": "The results of group '{name}' are replaced ({n} attempt).",
        },
        "tally_replaced_other": {
            "de": "Die Ergebnisse der Gruppe „{name}“ sind ersetzt ({n} Versuche).",
            "en": "The results of group '{name}' are replaced ({n} attempts).",
        },
        "tally_confirm_replace": {
            "de": "Die Gruppe „{name}“ gibt es schon. „Ersetzen“ ersetzt ihre Ergebnisse "
            "durch die neuen; sonst gib einen anderen Namen ein.",
            "en": "There is already a group '{name}'. 'Replace' replaces its results with "
            "the new ones; otherwise type another name.",
        },
        "tally_removed": {
            "de": "Gruppe „{name}“ entfernt.",
            "en": "Group '{name}' removed.",
        },
        "tally_saved": {
            "de": "Gespeichert: Der Text unten enthält alle Gruppen.",
            "en": "Saved: the text below holds every group.",
        },
        "tally_loaded": {
            "de": "Geladen: {groups}, {attempts}.",
            "en": "Loaded: {groups}, {attempts}.",
        },
        "tally_groups_one": {"de": "{n} Gruppe", "en": "{n} group"},
        "tally_groups_other": {"de": "{n} Gruppen", "en": "{n} groups"},
        "tally_attempts_one": {"de": "{count} Versuch", "en": "{count} attempt"},
        "tally_attempts_other": {"de": "{count} Versuche", "en": "{count} attempts"},
        "tally_nothing_yet": {
            "de": "Noch keine Gruppe: Tragt einen Namen und eure Ergebnisse ein und "
            "klickt auf „Hinzufügen“.",
            "en": "No group yet: type a name and your results, then click 'Add'.",
        },
        "tally_column_group": {"de": "Gruppe", "en": "Group"},
        "tally_column_n": {"de": "n", "en": "n"},
        "tally_column_frequency": {"de": "relative Häufigkeit", "en": "relative frequency"},
        "tally_column_mean": {"de": "Mittelwert", "en": "mean"},
        "tally_column_exact": {"de": "exakt", "en": "exact"},
        "tally_class": {"de": "Klasse", "en": "Class"},
        "tally_pooled_frequency": {
            "de": "Klasse: {hits} von {n}, relative Häufigkeit {value} ≈ {decimal}",
            "en": "Class: {hits} of {n}, relative frequency {value} ≈ {decimal}",
        },
        "tally_pooled_mean_one": {
            "de": "Klasse: Mittelwert von {count} Versuch {value} ≈ {decimal}",
            "en": "Class: mean of {count} attempt {value} ≈ {decimal}",
        },
        "tally_pooled_mean_other": {
            "de": "Klasse: Mittelwert von {count} Versuchen {value} ≈ {decimal}",
            "en": "Class: mean of {count} attempts {value} ≈ {decimal}",
        },
        "tally_pooled_distribution": {
            "de": "Klasse: {attempts}, relative Häufigkeit je Ergebnis:",
            "en": "Class: {attempts}, relative frequency per outcome:",
        },
        "tally_exact_probability": {
            "de": "Exakt: P = {fraction} ≈ {decimal}",
            "en": "Exact: P = {fraction} ≈ {decimal}",
        },
        "tally_exact_mean": {
            "de": "Exakt: Erwartungswert E = {fraction} ≈ {decimal}",
            "en": "Exact: expected value E = {fraction} ≈ {decimal}",
        },
        "tally_exact_distribution": {
            "de": "Exakte Wahrscheinlichkeit je Ergebnis:",
            "en": "Exact probability per outcome:",
        },
        "tally_band_line": {
            "de": "95-%-Band bei n = {n}: {low} bis {high}; die Klasse liegt {verdict}.",
            "en": "95 % band at n = {n}: {low} to {high}; the class is {verdict}.",
        },
        "tally_inside": {"de": "darin", "en": "inside it"},
        "tally_outside": {
            "de": "NICHT darin (das geschieht zufällig etwa einmal in zwanzig Klassen)",
            "en": "NOT inside it (by chance this happens in about one class in twenty)",
        },
        "tally_curve": {
            "de": "relative Häufigkeit der Klasse nach jeder Gruppe",
            "en": "class's relative frequency after each group",
        },
        "tally_curve_mean": {
            "de": "Mittelwert der Klasse nach jeder Gruppe",
            "en": "class's mean after each group",
        },
        "tally_band": {
            "de": "95-%-Band um den exakten Wert (bei jedem n)",
            "en": "95 % band around the exact value (at each n)",
        },
        "tally_exact_line": {"de": "exakt = {value}", "en": "exact = {value}"},
        "tally_axis_attempts": {
            "de": "Anzahl Versuche n der Klasse (logarithmisch)",
            "en": "class's number of attempts n (log scale)",
        },
        "tally_axis_frequency": {"de": "relative Häufigkeit", "en": "relative frequency"},
        "tally_axis_mean": {"de": "Mittelwert (Würfe)", "en": "mean (throws)"},
        "tally_bars_exact": {"de": "exakt", "en": "exact"},
        "tally_bars_class": {"de": "Klasse", "en": "class"},
        "tally_bars_axis": {
            "de": "Wahrscheinlichkeit / relative Häufigkeit",
            "en": "probability / relative frequency",
        },
        "tally_bars_outcome": {"de": "Ergebnis", "en": "outcome"},
        "tally_err_empty": {
            "de": "Keine Ergebnisse: Tragt je Versuch eine ganze Zahl ein (3 5 2) oder "
            "Ergebnis:Anzahl (3:4).",
            "en": "No results: type one whole number per attempt (3 5 2) or outcome:count (3:4).",
        },
        "tally_err_token": {
            "de": "„{token}“ kann ich nicht lesen: Erlaubt sind ganze Zahlen, eine je "
            "Versuch (3 5 2), oder Ergebnis:Anzahl (3:4).",
            "en": "Cannot read '{token}': allowed are whole numbers, one per attempt "
            "(3 5 2), or outcome:count (3:4).",
        },
        "tally_err_entry": {
            "de": "Die Ergebnisse kommen entweder je Versuch oder als Anzahl je Ergebnis, "
            "nicht beides.",
            "en": "Give the results either one per attempt or as counts per outcome, not both.",
        },
        "tally_err_results": {
            "de": "Die Ergebnisse sind eine Liste ganzer Zahlen oder Ergebnis → Anzahl.",
            "en": "The results are a list of whole numbers, or outcome -> count.",
        },
        "tally_err_duplicate": {
            "de": "Die Gruppe „{name}“ gibt es schon: Gib einen anderen Namen ein oder "
            "ersetze ihre Ergebnisse.",
            "en": "There is already a group '{name}': type another name or replace its results.",
        },
        "tally_err_unknown_group": {
            "de": "Es gibt keine Gruppe {name}; die Gruppen sind {known}.",
            "en": "There is no group {name}; the groups are {known}.",
        },
        "tally_err_attempts": {
            "de": "Ein Band braucht eine Anzahl Versuche über 0, nicht {value}.",
            "en": "A band needs a number of attempts above 0, not {value}.",
        },
        "tally_err_dumps": {
            "de": "Nur eine Strichliste (Tally) lässt sich als Strichliste speichern, "
            "nicht {value}.",
            "en": "Only a Tally can be saved as a tally, not {value}.",
        },
        "tally_err_save": {
            "de": "Das ist keine gültige gespeicherte Strichliste: {reason}",
            "en": "This is not a valid saved tally: {reason}",
        },
        "tally_err_save_group": {
            "de": "Das ist keine gültige gespeicherte Strichliste: Gruppe {step} ist nicht "
            "erlaubt: {reason}",
            "en": "This is not a valid saved tally: group {step} is not allowed: {reason}",
        },
        "field_tally_group": {"de": "Der Gruppenname", "en": "The group's name"},
        "field_tally_outcome": {"de": "Ein Ergebnis", "en": "An outcome"},
        "field_tally_count": {"de": "Eine Anzahl", "en": "A count"},
        "field_experiment": {"de": "Der Versuch", "en": "The experiment"},
        "field_replace": {"de": "Ersetzen", "en": "Replace"},
    }
)
