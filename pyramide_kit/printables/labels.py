"""German and English texts of the printable sheets (the lessons' questions are
registered by `printables.lessons`, beside the table that holds them)."""

from __future__ import annotations

from pyramide_kit.i18n import register

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
        "print_materials_title": {"de": "Material je Lektion", "en": "Materials per lesson"},
        "print_materials_intro": {
            "de": "Was eine Gruppe (3–4 Lernende) am Tisch braucht, für das Spiel und für den "
            "Versuch des Strichlisten-Blatts; am Bildschirm braucht keine Lektion Material. "
            "Der Kern und die Vertiefung einer Lektion brauchen dasselbe.",
            "en": "What a group (3–4 students) needs at the table, for the game and for the "
            "tally sheet's experiment; on screen no lesson needs any material. A lesson's "
            "core and its Going further need the same.",
        },
        "print_materials_sheets": {"de": "Blätter: {sheets}", "en": "Sheets: {sheets}"},
        "print_material_00": {
            "de": "2 gewöhnliche Würfel (Augensumme zweier Würfel)",
            "en": "2 ordinary dice (the sum of two dice)",
        },
        "print_material_01": {
            "de": "6 gewöhnliche Würfel, Stift",
            "en": "6 ordinary dice, a pen",
        },
        "print_material_02": {
            "de": "ein Satz Miwin'scher Würfel: III (blaue Augen; 1, 2, 5, 6, 7, 9), IV (rote "
            "Augen; 1, 3, 4, 5, 8, 9) und V (schwarze Augen; 2, 3, 4, 6, 7, 8). Das "
            "Bastelblatt hat ein Würfelnetz je Würfel zum Ausschneiden, Falten und Kleben "
            "(Seiten 24 mm) und Aufkleber für gewöhnliche 16-mm-Würfel, die Zahlen in ihrer "
            "Farbe, 6 und 9 unterstrichen.",
            "en": "one set of Miwin's dice: III (blue pips; 1, 2, 5, 6, 7, 9), IV (red pips; 1, 3, "
            "4, 5, 8, 9) and V (black pips; 2, 3, 4, 6, 7, 8). The sheet to make them has a net "
            "per die to cut out, fold and tape (24 mm faces) and stickers for ordinary 16 mm "
            "dice, the numbers in their colour, 6 and 9 underlined.",
        },
        "print_material_03": {
            "de": "5 gewöhnliche Würfel, Stift",
            "en": "5 ordinary dice, a pen",
        },
        "print_material_04": {
            "de": "6 Würfel in drei Farben: 3 einer Farbe (etwa weiß, Fundament), 2 einer zweiten "
            "(etwa blau, Mittelteil), 1 einer dritten (etwa grün, Spitze); am besten eine "
            "Würfelschale",
            "en": "6 dice in three colours: 3 of one colour (say white, the base), 2 of a second "
            "(say blue, the middle), 1 of a third (say green, the top); a dice tray helps",
        },
        "print_material_05": {
            "de": "ein Kartenspiel mit 52 französischen Karten ohne Joker (3 bis 8 Spielende; für "
            "das Strichlisten-Blatt 4 Blätter zu je 4 Karten); Chips oder Spielsteine, oder "
            "die Chips als Striche auf dem Spielzettel",
            "en": "a deck of 52 French-suited cards without jokers (3 to 8 players; for the tally "
            "sheet 4 hands of 4 cards); chips or counters, or the chips as strokes on the "
            "score sheet",
        },
        "print_material_06": {
            "de": "1 gewöhnlicher Würfel (Augenzahl, „Ist es eine Sechs?“); für den Versuch „Würfe "
            "bis zu sechs Einsen“ der Klassenstrichliste 6 Würfel",
            "en": '1 ordinary die (its face, "is it a six?"); 6 dice for the class tally\'s '
            'experiment "throws until six ones"',
        },
        "print_material_07": {
            "de": "1 gewöhnlicher Würfel (das kleine Spiel: drei Würfe, Mittelwert-Regel)",
            "en": "1 ordinary die (the tiny game: three throws, the average rule)",
        },
        "print_material_08": {
            "de": "1 gewöhnlicher Würfel, 30 Würfe je Gruppe",
            "en": "1 ordinary die, 30 throws per group",
        },
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
            "de": "Die exakten Werte zu den Fragen der Vorhersageblätter, vom Kit berechnet, "
            "und unter jeder Aufgabe ihr Lösungsweg; Basis und Erweiterung wie auf den "
            "Vorhersageblättern. Dieses Blatt nicht an die Klasse austeilen.",
            "en": "The exact values of the prediction sheets' questions, computed by the "
            "kit, and under each exercise its worked solution; Basic and Extension as on "
            "the prediction sheets. Keep this sheet away from the students.",
        },
        "print_solution": {"de": "Lösungsweg", "en": "Solution"},
        "print_fraction": {"de": "Bruch", "en": "Fraction"},
        "print_decimal": {"de": "Dezimal", "en": "Decimal"},
        "print_question": {"de": "Frage", "en": "Question"},
    }
)
