"""German and English texts of the printable sheets (the lessons' questions are
registered by `printables.lessons`, beside the table that holds them)."""

from __future__ import annotations

from pyramide_kit.ui.i18n import register

register(
    {
        "print_err_sheet": {
            "de": "Unbekanntes Blatt {sheet}; möglich sind {known}.",
            "en": "Unknown sheet {sheet}; known are {known}.",
        },
        "print_err_which": {
            "de": "`which` ist `None`, ein Blattname oder eine Liste von Blattnamen, "
            "nicht {value}.",
            "en": "`which` is `None`, a sheet name or a list of sheet names, not {value}.",
        },
        "print_err_folder": {
            "de": "{folder} ist eine Datei, kein Ordner; die Blätter brauchen einen Ordner.",
            "en": "{folder} is a file, not a folder; the sheets need a folder.",
        },
        "print_err_folder_path": {
            "de": "Der Ordner ist ein Pfad (Text oder Path), nicht {folder}.",
            "en": "The folder is a path (text or a Path), not {folder}.",
        },
        "print_err_which_many": {
            "de": "which nennt höchstens {most} Blätter, nicht mehr.",
            "en": "which names at most {most} sheets, not more.",
        },
        "print_footer": {
            "de": "pyramide-kit · Blatt {sheet} · Seite {page}",
            "en": "pyramide-kit · sheet {sheet} · page {page}",
        },
        "print_name": {"de": "Name:", "en": "Name:"},
        "print_date": {"de": "Datum:", "en": "Date:"},
        "print_group": {"de": "Gruppe:", "en": "Group:"},
        "print_player_n": {"de": "Spieler {n}", "en": "Player {n}"},
        "print_player_column": {"de": "Spieler\n{n}", "en": "Player\n{n}"},
        "print_round": {"de": "Runde", "en": "Round"},
        "print_pyr_title": {"de": "Pyramide – Spielblatt", "en": "Pyramide – score sheet"},
        "print_pyr_intro": {
            "de": "{rounds} Runden: Nach jeder Runde schreibst du deine Punkte in ein freies "
            "Feld deiner Wahl. Ein Feld zählt seine Punkte mal dem Faktor seiner Reihe.",
            "en": "{rounds} rounds: after each round write your points into a free box of "
            "your choice. A box counts its points times the factor of its row.",
        },
        "print_kniffel_title": {"de": "Kniffel – Spielblock", "en": "Kniffel – score card"},
        "print_kniffel_intro": {
            "de": "{rounds} Runden, bis zu {throws} Würfe je Runde; jede Runde füllt ein "
            "Feld (0 Punkte darf man immer eintragen).",
            "en": "{rounds} rounds, up to {throws} throws a round; each round fills one box "
            "(0 points may always be written).",
        },
        "print_kniffel_points": {"de": "zählt", "en": "counts"},
        "print_kniffel_face": {"de": "{face} × Anzahl", "en": "{face} × count"},
        "print_kniffel_all_pips": {"de": "alle Augen", "en": "all pips"},
        "print_kniffel_upper_total": {"de": "Gesamt oben", "en": "Upper total"},
        "print_schmieden_title": {
            "de": "Würfelpyramiden schmieden – Spielblatt",
            "en": "Würfelpyramiden schmieden – score sheet",
        },
        "print_schmieden_intro": {
            "de": "Punkte einer fertigen Pyramide nach dem Wurf, der sie fertig macht – "
            "{throws_list}; Bonus für drei gleiche Würfel +{three}, für vier gleiche "
            "+{four}. Unfertig: 0 Punkte.",
            "en": "Points of a complete pyramid by the throw that completes it – "
            "{throws_list}; bonus for three equal dice +{three}, for four equal +{four}. "
            "Not complete: 0 points.",
        },
        "print_throw_points": {"de": "Wurf {throw}: {points}", "en": "throw {throw}: {points}"},
        "print_mauro_title": {"de": "Mauro – Spielblatt", "en": "Mauro – score sheet"},
        "print_mauro_intro": {
            "de": "{rounds} Runden. Nachbarzahlen +{neighbour}, Straße +{straight}; ein Pasch "
            "verliert die Serie, ein Wurf ohne Nachbarzahlen schreibt sie gut.",
            "en": "{rounds} rounds. Neighbours +{neighbour}, straight +{straight}; a doublet "
            "loses the series, a throw without neighbours banks it.",
        },
        "print_karten_title": {
            "de": "Pyramide mit Karten – Chip-Strichliste",
            "en": "Pyramide with cards – chip tally",
        },
        "print_karten_intro": {
            "de": "Für jeden Chip, den ein Spieler nehmen muss, ein Strich. Wer zu Unrecht "
            "anzweifelt, nimmt {factor} × den Reihenwert. Bis zu {players} Spieler.",
            "en": "One stroke for every chip a player has to take. A lost call costs "
            "{factor} × the row value. Up to {players} players.",
        },
        "print_chips_taken": {"de": "genommene Chips (Striche)", "en": "chips taken (strokes)"},
        "print_count": {"de": "Anzahl", "en": "Count"},
        "print_lesson": {"de": "Lektion {lesson}: {title}", "en": "Lesson {lesson}: {title}"},
        "print_predict_title": {"de": "Was erwartest du?", "en": "What do you expect?"},
        "print_predict_intro": {
            "de": "Schreib deine Vermutung auf, bevor du würfelst. Danach trägst du ein, "
            "was ihr gefunden habt.",
            "en": "Write your guess before you throw. Afterwards write down what you found.",
        },
        "print_guess": {"de": "Meine Vermutung:", "en": "My guess:"},
        "print_found": {"de": "Nach dem Versuch:", "en": "After the experiment:"},
        "print_q_probability": {
            "de": "Wie wahrscheinlich ist das? {title}",
            "en": "How likely is this? {title}",
        },
        "print_q_mean": {
            "de": "Welchen Erwartungswert vermutest du? {title}",
            "en": "What expected value do you expect? {title}",
        },
        "print_tally_title": {"de": "Strichliste", "en": "Tally sheet"},
        "print_tally_intro": {
            "de": "Versuch: {experiment} Mach für jeden Versuch einen Strich in der Zeile "
            "seines Ergebnisses, je fünf Striche als Bündel. Die letzte Spalte zeigt die "
            "exakte Wahrscheinlichkeit: Vergleiche sie erst nach dem Zählen mit eurer "
            "relativen Häufigkeit.",
            "en": "Experiment: {experiment} Make one stroke per trial in the row of its "
            "outcome, five strokes to a bundle. The last column shows the exact "
            "probability: compare it with your relative frequency only after counting.",
        },
        "print_outcome": {"de": "Ergebnis", "en": "Outcome"},
        "print_strokes": {"de": "Striche", "en": "Strokes"},
        "print_relative": {"de": "relative\nHäufigkeit", "en": "relative\nfrequency"},
        "print_exact": {
            "de": "exakte Wahr-\nscheinlichkeit",
            "en": "exact\nprobability",
        },
        "print_total": {"de": "Summe", "en": "Total"},
        "print_miwin_title": {
            "de": "Miwins Würfel III, IV und V zum Basteln",
            "en": "Make Miwin's dice III, IV and V",
        },
        "print_miwin_intro": {
            "de": "Für Lektion 02 (Mauro). Jedes Netz ausschneiden, an den Linien nach innen "
            "falten und mit Klebeband zu einem Würfel schließen; dickes Papier hält länger. "
            "Oder die Aufkleber (unten rechts) auf gewöhnliche Würfel (16 mm) kleben, einen "
            "Satz je Würfel. Unterstrichen sind 6 und 9, damit man sie nicht verwechselt.",
            "en": "For lesson 02 (Mauro). Cut out each net, fold it inwards along the lines "
            "and close it into a die with tape; thick paper lasts longer. Or stick the "
            "stickers on the right onto ordinary dice (16 mm), one set per die. 6 and 9 are "
            "underlined so that they are not mixed up.",
        },
        "print_miwin_die": {
            "de": "Würfel {die} ({colour} Zahlen)",
            "en": "Die {die} ({colour} numbers)",
        },
        "print_miwin_colour_III": {"de": "blaue", "en": "blue"},
        "print_miwin_colour_IV": {"de": "rote", "en": "red"},
        "print_miwin_colour_V": {"de": "schwarze", "en": "black"},
        "print_miwin_stickers": {"de": "Aufkleber", "en": "Stickers"},
        "print_miwin_stickers_how": {
            "de": "Ausschneiden, je eine Zahl auf eine Seite eines Würfels.",
            "en": "Cut out, one number on each side of a die.",
        },
        "print_miwin_sticker_die": {"de": "Würfel {die}", "en": "Die {die}"},
        "print_never": {"de": "nie", "en": "never"},
        "print_key_title": {
            "de": "Lösungen für die Lehrkraft",
            "en": "Answer key for the teacher",
        },
        "print_key_intro": {
            "de": "Die exakten Werte zu den Fragen der Vorhersageblätter, vom Kit berechnet. "
            "Dieses Blatt nicht an die Klasse austeilen.",
            "en": "The exact values of the prediction sheets' questions, computed by the "
            "kit. Keep this sheet away from the students.",
        },
        "print_fraction": {"de": "Bruch", "en": "Fraction"},
        "print_decimal": {"de": "Dezimal", "en": "Decimal"},
        "print_question": {"de": "Frage", "en": "Question"},
    }
)
