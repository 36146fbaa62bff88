"""German and English texts of the explorer (the events' titles live with each game)."""

from pyramide_kit.i18n import register

register(
    {
        "explorer_title": {
            "de": "Exakt gegen simuliert",
            "en": "Exact versus simulated",
        },
        "explorer_game": {"de": "Spiel", "en": "Game"},
        "explorer_event": {"de": "Ereignis", "en": "Event"},
        "explorer_game_pyramide": {"de": "Pyramide", "en": "Pyramide"},
        "explorer_game_mauro": {"de": "Mauro", "en": "Mauro"},
        "explorer_game_kniffel": {"de": "Kniffel", "en": "Kniffel"},
        "explorer_game_schmieden": {
            "de": "Würfelpyramiden schmieden",
            "en": "Würfelpyramiden schmieden",
        },
        "explorer_game_karten": {"de": "Pyramide mit Karten", "en": "Pyramide with cards"},
        "explorer_seed": {"de": "Startwert", "en": "Seed"},
        "explorer_set_seed": {"de": "Startwert setzen", "en": "Set seed"},
        "explorer_reset": {"de": "Zurücksetzen", "en": "Reset"},
        "explorer_stop": {"de": "Stopp", "en": "Stop"},
        "explorer_run": {"de": "{times}×", "en": "{times}x"},
        "explorer_n": {"de": "n = {n}", "en": "n = {n}"},
        "explorer_exact_probability": {
            "de": "Exakt: P = {fraction} ≈ {decimal}",
            "en": "Exact: P = {fraction} ≈ {decimal}",
        },
        "explorer_exact_mean": {
            "de": "Exakt: Erwartungswert E = {fraction} ≈ {decimal} (Standardabweichung ≈ {sd})",
            "en": "Exact: expected value E = {fraction} ≈ {decimal} (standard deviation ≈ {sd})",
        },
        "explorer_exact_probability_long": {
            "de": "Exakt: P ≈ {decimal}",
            "en": "Exact: P ≈ {decimal}",
        },
        "explorer_exact_mean_long": {
            "de": "Exakt: Erwartungswert E ≈ {decimal} (Standardabweichung ≈ {sd})",
            "en": "Exact: expected value E ≈ {decimal} (standard deviation ≈ {sd})",
        },
        "explorer_show_fraction": {
            "de": "als exakter Bruch zeigen",
            "en": "show as an exact fraction",
        },
        "explorer_rare_note": {
            "de": "{hits}-mal in {n} Versuchen, erwartet: {expected}-mal (P = {odds})",
            "en": "{hits} times in {n} trials, expected: {expected} times (P = {odds})",
        },
        "explorer_count_of": {"de": "{count} von {n}", "en": "{count} of {n}"},
        "explorer_running_share": {
            "de": "Läuft … bisher {n} Versuche, davon {hits} Treffer "
            "(relative Häufigkeit {estimate})",
            "en": "Running … {n} trials so far, {hits} of them hits "
            "(relative frequency {estimate})",
        },
        "explorer_running_law": {
            "de": "Läuft … bisher {n} Versuche",
            "en": "Running … {n} trials so far",
        },
        "explorer_running_mean": {
            "de": "Läuft … bisher {n} Versuche, Mittelwert {estimate}",
            "en": "Running … {n} trials so far, mean {estimate}",
        },
        "explorer_exact_distribution": {
            "de": "Exakte Verteilung (Kurve: Anteil von „{mode}“):",
            "en": "Exact distribution (curve: share of '{mode}'):",
        },
        "explorer_outcome": {"de": "Ergebnis", "en": "outcome"},
        "explorer_probability": {"de": "Wahrscheinlichkeit", "en": "probability"},
        "explorer_yes": {"de": "ja", "en": "yes"},
        "explorer_no": {"de": "nein", "en": "no"},
        "explorer_nothing_yet": {
            "de": "Noch nichts simuliert: klicke auf 1×, 100×, 10.000× oder 1.000.000×.",
            "en": "Nothing simulated yet: click 1x, 100x, 10,000x or 1,000,000x.",
        },
        "explorer_frequency": {
            "de": "{hits} von {n}: relative Häufigkeit {estimate}",
            "en": "{hits} of {n}: relative frequency {estimate}",
        },
        "explorer_mean_one": {
            "de": "Mittelwert von {count} Versuch: {estimate}",
            "en": "mean of {count} trial: {estimate}",
        },
        "explorer_mean_other": {
            "de": "Mittelwert von {count} Versuchen: {estimate}",
            "en": "mean of {count} trials: {estimate}",
        },
        "explorer_interval": {
            "de": "95-%-Intervall {low} bis {high}; exakt {exact}: {verdict}",
            "en": "95 % interval {low} to {high}; exact {exact}: {verdict}",
        },
        "explorer_inside": {"de": "liegt darin", "en": "inside"},
        "explorer_outside": {"de": "liegt NICHT darin", "en": "NOT inside"},
        "explorer_outside_note": {
            "de": "Das ist kein Fehler: Ein 95-%-Intervall verfehlt den exakten Wert "
            "zufällig in etwa einer von zwanzig Versuchsreihen. Simuliere weiter oder setze einen "
            "anderen Startwert: Meist liegt der exakte Wert dann wieder darin.",
            "en": "This is not a mistake: a 95 % interval misses the exact value by "
            "chance in about one run in twenty. Simulate more trials or set another seed: "
            "usually the exact value is inside again.",
        },
        "explorer_chi_square": {
            "de": "Chi-Quadrat {statistic} bei {dof} Freiheitsgraden, p-Wert {p}; "
            "Totalvariationsabstand {tv}",
            "en": "chi-square {statistic} on {dof} degrees of freedom, p-value {p}; "
            "total-variation distance {tv}",
        },
        "explorer_done_one": {
            "de": "{added} Versuch simuliert, zusammen {total}.",
            "en": "{added} trial simulated, {total} in all.",
        },
        "explorer_done_other": {
            "de": "{added} Versuche simuliert, zusammen {total}.",
            "en": "{added} trials simulated, {total} in all.",
        },
        "explorer_stopped_one": {
            "de": "Gestoppt nach {added} von {asked} Versuch, zusammen {total}.",
            "en": "Stopped after {added} of {asked} trial, {total} in all.",
        },
        "explorer_stopped_other": {
            "de": "Gestoppt nach {added} von {asked} Versuchen, zusammen {total}.",
            "en": "Stopped after {added} of {asked} trials, {total} in all.",
        },
        "explorer_seed_set": {
            "de": "Startwert {seed} gesetzt; die Simulation beginnt von vorn.",
            "en": "Seed {seed} set; the simulation starts afresh.",
        },
        "field_trials": {"de": "Die Zahl der Versuche", "en": "The number of trials"},
        "field_game": {"de": "Das Spiel", "en": "The game"},
        "field_event_key": {"de": "Das Ereignis", "en": "The event"},
    }
)
