"""German and English texts of the tree diagrams and the two-way table, written as a
German maths teacher writes them (Pfadregel, Produktregel, Summenregel, Vierfeldertafel,
umgekehrtes Baumdiagramm, bedingte Wahrscheinlichkeit)."""

from pyramide_kit.i18n import register

register(
    {
        "diagram_path_header": {
            "de": "Pfadwahrscheinlichkeit (Produktregel)",
            "en": "path probability (product rule)",
        },
        "diagram_then": {"de": ", dann ", "en": ", then "},
        "diagram_event_paths": {
            "de": "die Pfade von „{event}“",
            "en": "the paths of “{event}”",
        },
        "diagram_marked_paths": {
            "de": "die hervorgehobenen Pfade",
            "en": "the highlighted paths",
        },
        "diagram_footer_sum": {
            "de": "Dicke Linien: {which}. Summenregel: P = {terms} = {total}",
            "en": "Thick lines: {which}. Sum rule: P = {terms} = {total}",
        },
        "diagram_footer_path": {
            "de": "Dicke Linie: der Pfad „{path}“ mit der Pfadwahrscheinlichkeit {total}",
            "en": "Thick line: the path “{path}” with the path probability {total}",
        },
        "diagram_footer_conditional": {
            "de": "Zweite Stufe: bedingte Wahrscheinlichkeiten, z. B. P({second} | {first}) = "
            "{value}",
            "en": "Second stage: conditional probabilities, e.g. P({second} | {first}) = {value}",
        },
        "diagram_alt_tree": {
            "de": "Baumdiagramm mit {count} Pfaden; am Ende jedes Pfades seine "
            "Wahrscheinlichkeit nach der 1. Pfadregel (Produktregel): {paths}.",
            "en": "Tree diagram with {count} paths; at the end of each path its probability "
            "by the product rule: {paths}.",
        },
        "diagram_alt_inverted": {
            "de": "Umgekehrtes Baumdiagramm mit {count} Pfaden; am Ende jedes Pfades seine "
            "Wahrscheinlichkeit nach der 1. Pfadregel (Produktregel): {paths}.",
            "en": "Inverted tree diagram with {count} paths; at the end of each path its "
            "probability by the product rule: {paths}.",
        },
        "diagram_alt_sum": {
            "de": " Hervorgehoben: {which}; nach der 2. Pfadregel (Summenregel) "
            "{terms} = {total} {approx}.",
            "en": " Highlighted: {which}; by the sum rule {terms} = {total} {approx}.",
        },
        "diagram_alt_path": {
            "de": " Hervorgehoben: der Pfad „{path}“.",
            "en": " Highlighted: the path “{path}”.",
        },
        "diagram_table_caption": {
            "de": "Vierfeldertafel: absolute Häufigkeiten unter {n} Fällen",
            "en": "Two-way table: absolute numbers out of {n} cases",
        },
        "diagram_table_rounded": {
            "de": "≈: auf ganze Zahlen gerundet, sodass jede Summe stimmt",
            "en": "≈: rounded to whole numbers so that every total adds up",
        },
        "field_a branch's outcome": {
            "de": "Der Ausgang eines Zweigs",
            "en": "A branch's outcome",
        },
        "field_a stage name": {"de": "Der Name einer Stufe", "en": "A stage name"},
        "field_the event": {"de": "Das Ereignis", "en": "The event"},
        "field_the caption": {"de": "Die Beschriftung", "en": "The caption"},
        "field_the branches": {"de": "Die Zweige", "en": "The branches"},
        "field_N": {"de": "N (die Zahl der Fälle)", "en": "N (the number of cases)"},
        "diagram_err_branch": {
            "de": "Ein Baumdiagramm besteht aus Zweigen (`Branch`), nicht aus {value}.",
            "en": "A tree diagram is made of branches (`Branch`), not of {value}.",
        },
        "diagram_err_float": {
            "de": "Die Wahrscheinlichkeit von „{outcome}“ ist die Kommazahl {value}, die nicht "
            "exakt ist; erlaubt ist ein exakter Bruch wie `Fraction(1, 6)` oder "
            "`sympy.Rational(1, 6)`, eine ganze Zahl oder ein SymPy-Ausdruck mit Symbolen.",
            "en": "The probability of “{outcome}” is the float {value}, which is not exact; "
            "allowed is an exact fraction such as `Fraction(1, 6)` or "
            "`sympy.Rational(1, 6)`, a whole number or a SymPy expression with symbols.",
        },
        "diagram_err_not_exact": {
            "de": "Die Wahrscheinlichkeit von „{outcome}“ ist keine Zahl: {value}; erlaubt ist "
            "ein exakter Bruch wie `Fraction(1, 6)` oder `sympy.Rational(1, 6)`, eine ganze "
            "Zahl oder ein SymPy-Ausdruck mit Symbolen.",
            "en": "The probability of “{outcome}” is no number: {value}; allowed is an exact "
            "fraction such as `Fraction(1, 6)` or `sympy.Rational(1, 6)`, a whole number or "
            "a SymPy expression with symbols.",
        },
        "diagram_err_range": {
            "de": "Die Wahrscheinlichkeit von „{outcome}“ ist {value}; eine Wahrscheinlichkeit "
            "liegt von 0 bis 1.",
            "en": "The probability of “{outcome}” is {value}; a probability lies from 0 to 1.",
        },
        "diagram_err_sum_first": {
            "de": "Die Wahrscheinlichkeiten der Zweige der ersten Stufe ergeben {total}, "
            "nicht 1; an jedem Knoten müssen sie zusammen genau 1 ergeben.",
            "en": "The probabilities of the branches of the first stage sum to {total}, "
            "not 1; at every node they must sum to exactly 1.",
        },
        "diagram_err_sum": {
            "de": "Die Wahrscheinlichkeiten der Zweige nach „{after}“ ergeben {total}, "
            "nicht 1; an jedem Knoten müssen sie zusammen genau 1 ergeben.",
            "en": "The probabilities of the branches after “{after}” sum to {total}, not 1; "
            "at every node they must sum to exactly 1.",
        },
        "diagram_err_twice_first": {
            "de": "Der Ausgang „{outcome}“ steht zweimal unter den Zweigen der ersten Stufe; "
            "jeder Ausgang eines Knotens braucht seinen eigenen Namen.",
            "en": "The outcome “{outcome}” stands twice among the branches of the first "
            "stage; each outcome of a node needs a name of its own.",
        },
        "diagram_err_twice": {
            "de": "Der Ausgang „{outcome}“ steht zweimal unter den Zweigen nach „{after}“; "
            "jeder Ausgang eines Knotens braucht seinen eigenen Namen.",
            "en": "The outcome “{outcome}” stands twice among the branches after “{after}”; "
            "each outcome of a node needs a name of its own.",
        },
        "diagram_err_empty": {
            "de": "Ein Baumdiagramm braucht mindestens einen Zweig.",
            "en": "A tree diagram needs at least one branch.",
        },
        "diagram_err_size": {
            "de": "Das Baumdiagramm hat {paths} Pfade und {stages} Stufen; lesbar gezeichnet "
            "werden höchstens {most_paths} Pfade und {most_stages} Stufen.",
            "en": "The tree diagram has {paths} paths and {stages} stages; at most "
            "{most_paths} paths and {most_stages} stages can be drawn readably.",
        },
        "diagram_err_alt": {
            "de": "Die Textbeschreibung dieses Baumdiagramms wäre {length} Zeichen lang, "
            "erlaubt sind {most}; kürzere Namen der Ausgänge oder weniger Pfade helfen.",
            "en": "The text description of this tree diagram would be {length} characters "
            "long, {most} are allowed; shorter outcome names or fewer paths help.",
        },
        "diagram_err_stages": {
            "de": "Das Baumdiagramm hat {stages} Stufen, genannt sind {given}; gib für jede "
            "Stufe einen Namen an oder gar keinen.",
            "en": "The tree diagram has {stages} stages and {given} are named; name every "
            "stage or none.",
        },
        "diagram_err_highlight": {
            "de": "Es gibt keinen Pfad {path}; die Pfade sind {known}.",
            "en": "There is no path {path}; the paths are {known}.",
        },
        "diagram_err_highlight_kind": {
            "de": "Hervorzuheben sind Pfade, eine Liste von Tupeln ihrer Ausgänge (etwa "
            '`[("Eins",)]`) oder eine Funktion, die ein solches Tupel prüft, nicht {value}.',
            "en": "What to highlight is paths, a list of tuples of their outcomes (e.g. "
            '`[("one",)]`) or a function that tests such a tuple, not {value}.',
        },
        "diagram_err_two_stage": {
            "de": "Dafür braucht es ein Baumdiagramm mit zwei Stufen, in dem unter jedem Zweig "
            "der ersten Stufe dieselben Ausgänge stehen ({wanted}); hier: {got}.",
            "en": "This needs a tree diagram of two stages with the same outcomes under "
            "every branch of the first stage ({wanted}); here: {got}.",
        },
        "diagram_err_four_fold": {
            "de": "Eine Vierfeldertafel hat zwei Zeilen und zwei Spalten, also zwei Zweige "
            "auf jeder Stufe, nicht {rows} und {columns}.",
            "en": "A two-way table has two rows and two columns, so two branches on each "
            "stage, not {rows} and {columns}.",
        },
        "diagram_err_symbolic": {
            "de": "Absolute Häufigkeiten brauchen Zahlen, die Wahrscheinlichkeit von "
            "„{outcome}“ ist aber {value}; setze für die Symbole Brüche ein (`subs`).",
            "en": "Absolute numbers need numbers, but the probability of “{outcome}” is "
            "{value}; put fractions in for the symbols (`subs`).",
        },
        "diagram_err_no_branch": {
            "de": "Es gibt keinen Zweig {path}; die Pfade sind {known}.",
            "en": "There is no branch {path}; the paths are {known}.",
        },
        "diagram_err_cell": {
            "de": "Keine Zeile „{row}“ oder Spalte „{column}“; die Zeilen sind {rows}, die "
            "Spalten {columns}.",
            "en": "No row “{row}” or column “{column}”; the rows are {rows}, the columns "
            "{columns}.",
        },
    }
)
