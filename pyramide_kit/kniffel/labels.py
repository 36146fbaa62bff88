"""German and English labels of the Kniffel widget, the engine's error messages and the
printed results of the lessons (category, rule and player names, solitaire summaries)."""

from __future__ import annotations

from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.i18n import CATALOGUE, check_lang, count_text, register, t
from pyramide_kit.kniffel.rules import EXTRA_KNIFFEL_VARIANTS, Rules, check_category

__all__ = ["CATEGORY_LABELS", "LABELS", "category_name", "policy_name", "variant_name"]

CATEGORY_LABELS = {
    "ones": {"de": "Einser", "en": "Ones"},
    "twos": {"de": "Zweier", "en": "Twos"},
    "threes": {"de": "Dreier", "en": "Threes"},
    "fours": {"de": "Vierer", "en": "Fours"},
    "fives": {"de": "Fünfer", "en": "Fives"},
    "sixes": {"de": "Sechser", "en": "Sixes"},
    "three_of_a_kind": {"de": "Dreierpasch", "en": "Three of a kind"},
    "four_of_a_kind": {"de": "Viererpasch", "en": "Four of a kind"},
    "full_house": {"de": "Full House", "en": "Full house"},
    "small_straight": {"de": "Kleine Straße", "en": "Small straight"},
    "large_straight": {"de": "Große Straße", "en": "Large straight"},
    "kniffel": {"de": "Kniffel", "en": "Kniffel (Yahtzee)"},
    "chance": {"de": "Chance", "en": "Chance"},
}

LABELS = {
    **{f"kniffel_cat_{k}": v for k, v in CATEGORY_LABELS.items()},
    "kniffel_title": {"de": "Kniffel", "en": "Kniffel (Yahtzee)"},
    "kniffel_rules": {
        "de": (
            "Ziel: nach {rounds} Runden die höchste Gesamtsumme.\n\nIn jeder Runde würfelst du "
            "mit fünf Würfeln bis zu {throws}-mal; zwischen den Würfen hältst du Würfel "
            "(anklicken). Dann trägst du den Wurf in ein freies Feld ein. Jedes Feld wird genau "
            "einmal gefüllt, notfalls mit 0.\n\nOben zählen Einser bis Sechser die Augen dieser "
            "Zahl; ab {upper_bonus_threshold} Punkten oben gibt es {upper_bonus} Bonus. Unten: "
            "Dreierpasch und Viererpasch zählen alle Augen, Full House (drei gleiche und zwei "
            "gleiche) {full_house}, Kleine Straße (vier in Folge) {small_straight}, Große Straße "
            "(fünf in Folge) {large_straight}, Kniffel (fünf gleiche) {kniffel}, Chance alle "
            "Augen. Was ein weiterer Kniffel bringt, sagt die gewählte Regel unter dem "
            "Spieltisch."
        ),
        "en": (
            "Goal: the highest grand total after {rounds} rounds.\n\nEach round you throw five "
            "dice up to {throws} times; between throws you hold dice (click them). Then you "
            "write the throw into a free box. Every box is filled exactly once, with 0 if need "
            "be.\n\nAt the top, Ones to Sixes count the pips of that number; "
            "{upper_bonus_threshold} or more at the top earns a bonus of {upper_bonus}. At the "
            "bottom: three and four of a kind count all pips, full house (three equal and two "
            "equal) {full_house}, small straight (four in a row) {small_straight}, large "
            "straight (five in a row) {large_straight}, Kniffel (five equal) {kniffel}, chance "
            "all pips. What a further Kniffel brings, the rule chosen under the board says."
        ),
    },
    "kniffel_rules_terms": {
        "de": (
            "Summe oben: die Punkte von Einser bis Sechser.\nBonus: {upper_bonus} Punkte, wenn "
            "die Summe oben mindestens {upper_bonus_threshold} ist.\nDreierpasch, Viererpasch: "
            "mindestens drei oder vier gleiche Würfel.\nKniffel-Bonus: Punkte für einen weiteren "
            "Kniffel, je nach Regel.\nJoker-Regel: bei der Regel „Hasbro“ muss ein weiterer "
            "Kniffel in bestimmte Felder.\nTrainer: rechnet für jede Wahl die erwartete "
            "Gesamtsumme aus."
        ),
        "en": (
            "Upper sum: the points of Ones to Sixes.\nBonus: {upper_bonus} points when the upper "
            "sum is at least {upper_bonus_threshold}.\nThree of a kind, four of a kind: at least "
            "three or four equal dice.\nKniffel bonus: points for a further Kniffel, depending "
            "on the rule.\nJoker rule: under the Hasbro rule a further Kniffel must go into "
            "certain boxes.\nCoach: works out the expected grand total of each choice."
        ),
    },
    "kniffel_category": {"de": "Kategorie", "en": "Category"},
    "kniffel_upper_sum": {"de": "Summe oben", "en": "Upper sum"},
    "kniffel_bonus": {"de": "Bonus (ab {threshold})", "en": "Bonus ({threshold} or more)"},
    "kniffel_lower_sum": {"de": "Summe unten", "en": "Lower sum"},
    "kniffel_extra": {"de": "Kniffel-Bonus", "en": "Kniffel bonus"},
    "kniffel_grand_total": {"de": "Gesamtsumme", "en": "Grand total"},
    "kniffel_board_dice": {"de": "Würfel von {name}", "en": "{name}'s dice"},
    "kniffel_board_dice_you": {"de": "Deine Würfel", "en": "Your dice"},
    "kniffel_board_dice_over": {"de": "Würfel", "en": "Dice"},
    "kniffel_board_throw": {"de": "Wurf {throws} von {n}", "en": "throw {throws} of {n}"},
    "kniffel_board_rule": {
        "de": "Dieses Spiel läuft mit der Regel „{variant}“; die unten gewählte gilt ab dem "
        "nächsten neuen Spiel.",
        "en": "This game goes on under the rule “{variant}”; the one chosen below applies "
        "from the next new game.",
    },
    "kniffel_joker_tip": {
        "de": "Die Joker-Regel lässt diesen Kniffel hier nicht zu.",
        "en": "The Joker rule does not let this Kniffel go here.",
    },
    "kniffel_todo_first": {
        "de": "Runde {round}: würfeln.",
        "en": "Round {round}: throw the dice.",
    },
    "kniffel_todo_more_one": {
        "de": "Runde {round}, Wurf {throws}: Würfel halten und noch einmal würfeln "
        "(noch {n} Wurf) oder in ein Feld eintragen.",
        "en": "Round {round}, throw {throws}: hold dice and throw again ({n} throw left) "
        "or write into a box.",
    },
    "kniffel_todo_more_other": {
        "de": "Runde {round}, Wurf {throws}: Würfel halten und noch einmal würfeln "
        "(noch {n} Würfe) oder in ein Feld eintragen.",
        "en": "Round {round}, throw {throws}: hold dice and throw again ({n} throws left) "
        "or write into a box.",
    },
    "kniffel_todo_write_one": {
        "de": "Runde {round}: der einzige Wurf ist gemacht; in ein Feld eintragen.",
        "en": "Round {round}: the only throw is made; write into a box.",
    },
    "kniffel_todo_write_other": {
        "de": "Runde {round}: alle {n} Würfe sind gemacht; in ein Feld eintragen.",
        "en": "Round {round}: all {n} throws are made; write into a box.",
    },
    "kniffel_todo_joker_one": {
        "de": " Joker-Regel: erlaubt ist nur {allowed}.",
        "en": " Joker rule: only {allowed} is allowed.",
    },
    "kniffel_todo_joker_other": {
        "de": " Joker-Regel: erlaubt sind nur {allowed}.",
        "en": " Joker rule: only {allowed} are allowed.",
    },
    "kniffel_log_throw": {"de": "{name} würfelt {dice}.", "en": "{name} throws {dice}."},
    "kniffel_log_throw_you": {"de": "Du würfelst {dice}.", "en": "You throw {dice}."},
    "kniffel_log_rethrow": {
        "de": "{name} hält {kept} und würfelt {dice}.",
        "en": "{name} keeps {kept} and throws {dice}.",
    },
    "kniffel_log_rethrow_you": {
        "de": "Du hältst {kept} und würfelst {dice}.",
        "en": "You keep {kept} and throw {dice}.",
    },
    "kniffel_log_write_one": {
        "de": "{name} trägt {n} Punkt ins Feld „{category}“ ein.",
        "en": "{name} writes {n} point into {category}.",
    },
    "kniffel_log_write_other": {
        "de": "{name} trägt {n} Punkte ins Feld „{category}“ ein.",
        "en": "{name} writes {n} points into {category}.",
    },
    "kniffel_log_write_you_one": {
        "de": "Du trägst {n} Punkt ins Feld „{category}“ ein.",
        "en": "You write {n} point into {category}.",
    },
    "kniffel_log_write_you_other": {
        "de": "Du trägst {n} Punkte ins Feld „{category}“ ein.",
        "en": "You write {n} points into {category}.",
    },
    "kniffel_log_extra_one": {
        "de": "{name} trägt den weiteren Kniffel als {n} Punkt ins Feld „{category}“ ein.",
        "en": "{name} writes the further Kniffel as {n} point into {category}.",
    },
    "kniffel_log_extra_other": {
        "de": "{name} trägt den weiteren Kniffel als {n} Punkte ins Feld „{category}“ ein.",
        "en": "{name} writes the further Kniffel as {n} points into {category}.",
    },
    "kniffel_log_extra_you_one": {
        "de": "Du trägst den weiteren Kniffel als {n} Punkt ins Feld „{category}“ ein.",
        "en": "You write the further Kniffel as {n} point into {category}.",
    },
    "kniffel_log_extra_you_other": {
        "de": "Du trägst den weiteren Kniffel als {n} Punkte ins Feld „{category}“ ein.",
        "en": "You write the further Kniffel as {n} points into {category}.",
    },
    "kniffel_log_scratch": {
        "de": "{name} streicht das Feld „{category}“ (0 Punkte).",
        "en": "{name} scratches {category} (0 points).",
    },
    "kniffel_log_scratch_you": {
        "de": "Du streichst das Feld „{category}“ (0 Punkte).",
        "en": "You scratch {category} (0 points).",
    },
    "kniffel_coach_meaning": {
        "de": "Trainer: Die Werte sind die erwartete Endsumme deines Zettels bei bestem "
        "Weiterspielen; auch mit mehreren Spielern holt er das Beste für deine eigenen "
        "Punkte heraus.",
        "en": "Coach: the values are the expected final total of your card with the best "
        "play from here; with several players too, it makes the most of your own points.",
    },
    "kniffel_coach_computing": {
        "de": "Der Trainer berechnet seine Tabelle … (nur beim ersten Mal, einige Sekunden)",
        "en": "The coach is computing its table … (only the first time, a few seconds)",
    },
    "kniffel_coach_progress": {"de": "{text} {percent} %", "en": "{text} {percent}%"},
    "kniffel_report_computing": {
        "de": "Der Spielbericht berechnet, wie sich die Punkte bei bester Spielweise "
        "verteilen … (nur beim ersten Mal, meist unter einer Minute)",
        "en": "The game report is working out how the points of the best play spread … "
        "(only the first time, mostly under a minute)",
    },
    "kniffel_report_note_you": {
        "de": "Bei bester Spielweise endet die Hälfte der Spiele mit {median} Punkten oder "
        "weniger; 10 % der Spiele (jedes zehnte) enden mit {low} oder weniger, 10 % mit "
        "{high} oder mehr. Mindestens {total} Punkte, so viele wie du hast, erreichen bei "
        "bester Spielweise {share} der Spiele.",
        "en": "With the best play, half of all games end with {median} points or fewer; 10% "
        "of games (one in ten) end with {low} or fewer, and 10% with {high} or more. At "
        "least {total} points, as many as you have, are reached in {share} of games with "
        "the best play.",
    },
    "kniffel_report_note_other": {
        "de": "Bei bester Spielweise endet die Hälfte der Spiele mit {median} Punkten oder "
        "weniger; 10 % der Spiele (jedes zehnte) enden mit {low} oder weniger, 10 % mit "
        "{high} oder mehr. Mindestens {total} Punkte, so viele wie {name} hat, erreichen "
        "bei bester Spielweise {share} der Spiele.",
        "en": "With the best play, half of all games end with {median} points or fewer; 10% "
        "of games (one in ten) end with {low} or fewer, and 10% with {high} or more. At "
        "least {total} points, as many as {name} has, are reached in {share} of games "
        "with the best play.",
    },
    "kniffel_coach_first": {"de": "die {n} Würfel werfen", "en": "throw the {n} dice"},
    "kniffel_coach_reroll": {
        "de": "alle {n} Würfel noch einmal werfen",
        "en": "throw all {n} dice again",
    },
    "kniffel_coach_keep_one": {
        "de": "{kept} halten und {n} Würfel werfen",
        "en": "keep {kept} and throw {n} die",
    },
    "kniffel_coach_keep_other": {
        "de": "{kept} halten und {n} Würfel werfen",
        "en": "keep {kept} and throw {n} dice",
    },
    "kniffel_coach_write": {
        "de": "ins Feld „{category}“ eintragen ({points})",
        "en": "write into {category} ({points})",
    },
    "kniffel_coach_extra": {
        "de": "den weiteren Kniffel ins Feld „{category}“ eintragen ({points})",
        "en": "write the further Kniffel into {category} ({points})",
    },
    "kniffel_coach_scratch": {
        "de": "das Feld „{category}“ streichen (0)",
        "en": "scratch {category} (0)",
    },
    "kniffel_coach_bonus": {
        "de": "{points} + {bonus} Bonus",
        "en": "{points} + {bonus} bonus",
    },
    "kniffel_log_bonus_one": {
        "de": " Dazu {n} Bonuspunkt für den weiteren Kniffel.",
        "en": " Plus {n} bonus point for the further Kniffel.",
    },
    "kniffel_log_bonus_other": {
        "de": " Dazu {n} Bonuspunkte für den weiteren Kniffel.",
        "en": " Plus {n} bonus points for the further Kniffel.",
    },
    "kniffel_variant_changed": {
        "de": "Neues Spiel mit der Extra-Kniffel-Regel „{variant}“.",
        "en": "New game under the extra-Kniffel rule “{variant}”.",
    },
    "kniffel_variant_later": {
        "de": "Die Regel „{variant}“ gilt ab dem nächsten neuen Spiel; dieses Spiel läuft mit "
        "„{current}“ weiter. „Neues Spiel“ beginnt es sofort.",
        "en": "The rule “{variant}” applies from the next new game; this game goes on under "
        "“{current}”. Click New game to start one now.",
    },
    "kniffel_variant": {"de": "Extra-Kniffel-Regel", "en": "Extra-Kniffel rule"},
    "kniffel_variant_book": {
        "de": "Buch: weiterer Kniffel = {points} in der unteren Hälfte",
        "en": "book: further Kniffel = {points} in the lower section",
    },
    "kniffel_variant_hasbro": {
        "de": "Hasbro: {points} Bonus und Joker-Regel",
        "en": "Hasbro: {points} bonus and Joker rule",
    },
    "kniffel_variant_none": {"de": "keine Sonderregel", "en": "no special rule"},
    "kniffel_policy_book advice": {"de": "Rat des Buchs", "en": "book advice"},
    "kniffel_policy_greedy": {"de": "gierig", "en": "greedy"},
    "kniffel_policy_optimal": {"de": "optimal", "en": "optimal"},
    "kniffel_solitaire_summary": {
        "de": "{policy}: {n} Spiele (Startwert {seed}): Mittelwert {mean} ({mean_low} .. "
        "{mean_high}), Standardabweichung {sd}; Bonus {bonus} ({bonus_low} .. "
        "{bonus_high}); Kniffel {kniffel} ({kniffel_low} .. {kniffel_high})",
        "en": "{policy}: {n} games (seed {seed}): mean {mean} ({mean_low} .. {mean_high}), "
        "sd {sd}; bonus {bonus} ({bonus_low} .. {bonus_high}); Kniffel {kniffel} "
        "({kniffel_low} .. {kniffel_high})",
    },
    "kniffel_err_variant": {
        "de": "Unbekannte Extra-Kniffel-Regel {variant}; erlaubt sind {allowed}.",
        "en": "Unknown extra-Kniffel rule {variant}; allowed are {allowed}.",
    },
    "kniffel_err_category": {
        "de": "Unbekannte Kategorie {category}.",
        "en": "Unknown category {category}.",
    },
    "kniffel_err_full": {
        "de": "Der Spielzettel ist voll; das Spiel ist vorbei.",
        "en": "The score card is full; the game is over.",
    },
    "kniffel_err_written": {
        "de": "Im Feld „{category}“ steht schon etwas; wähle ein freies Feld.",
        "en": "{category} is already written; choose an open box.",
    },
    "kniffel_err_joker": {
        "de": "Die Joker-Regel verlangt für diesen Kniffel: {allowed}.",
        "en": "The Joker rule forces this Kniffel into: {allowed}.",
    },
    "kniffel_err_over": {
        "de": "Das Spiel ist vorbei; starte ein neues Spiel.",
        "en": "The game is over; start a new game.",
    },
    "kniffel_err_no_dice": {
        "de": "Erst würfeln: noch liegen keine Würfel.",
        "en": "Throw first: there are no dice yet.",
    },
    "kniffel_err_no_throws": {
        "de": "Alle {throws} Würfe sind verbraucht; trage die Würfel in ein Feld ein.",
        "en": "All {throws} throws are used; write the dice into a box.",
    },
    "kniffel_err_all_held": {
        "de": "Alle fünf Würfel sind gehalten; nimm einen zurück oder trage ein.",
        "en": "All five dice are held; take one back to throw, or write.",
    },
    "kniffel_err_rules": {
        "de": "Die Regeln müssen ein Kniffel-Rules-Objekt sein, nicht {value}.",
        "en": "The rules must be a Kniffel Rules object, not {value}.",
    },
    "kniffel_err_boxes": {
        "de": "Ein Spielzettel hat {count} Felder.",
        "en": "A score card has {count} boxes.",
    },
    "kniffel_err_extra": {
        "de": "„{category}“ nimmt diese Würfel nicht als Extra-Kniffel: das geht nur mit "
        "einem weiteren Kniffel in einem freien Feld unten, wenn im Kniffel-Feld "
        "{kniffel} stehen.",
        "en": "{category} cannot take these dice as the extra Kniffel points: only a further "
        "Kniffel in an open lower box can, while the Kniffel box holds {kniffel}.",
    },
    "kniffel_err_move_tuple": {
        "de": "{name}: höchstens {longest} ganze Zahlen als Tupel, nicht {value}.",
        "en": "{name} is a tuple of at most {longest} whole numbers, not {value}.",
    },
    "kniffel_err_keep_twice": {
        "de": "Jeder gehaltene Platz wird nur einmal genannt, nicht {keep}.",
        "en": "Each kept position is listed once, not {keep}.",
    },
    "kniffel_err_no_values": {
        "de": "Ein Wurf zeigt mindestens einen Würfel.",
        "en": "A throw shows at least one die.",
    },
    "kniffel_err_dice_count": {
        "de": "Dieser Wurf wirft {expected} Würfel, nicht {got}.",
        "en": "This throw rolls {expected} dice, not {got}.",
    },
    "kniffel_err_history_type": {
        "de": "Der Spielverlauf ist ein Tupel von Zügen.",
        "en": "The history is a tuple of moves.",
    },
    "kniffel_err_state": {
        "de": "Diesen Spielstand kann keine Partie erreichen.",
        "en": "No game can reach this state.",
    },
    "kniffel_err_rolling": {
        "de": "Die Würfel rollen: jetzt wirft der Zufall (ein Dice-Zug).",
        "en": "The dice are rolling: chance throws now (a Dice move).",
    },
    "kniffel_err_not_rolling": {
        "de": "Der Zufall wirft erst nach einem Roll-Zug; jetzt ist ein Spieler dran.",
        "en": "Chance throws only after a Roll; it is a player's move now.",
    },
    "kniffel_err_first_throw": {
        "de": "Der erste Wurf einer Runde wirft alle fünf Würfel; noch gibt es nichts zu halten.",
        "en": "The first throw of a turn rolls all five dice; there is nothing to keep yet.",
    },
    "kniffel_err_policy_state": {
        "de": "Ein Computerspieler entscheidet nur, wenn ein Platz am Zug ist.",
        "en": "A computer player chooses only when a seat is to move.",
    },
    "kniffel_err_policy": {
        "de": "Ein Computerspieler ist `Greedy()`, `BookAdvice()` oder `OptimalPolicy()`, "
        "nicht {value}.",
        "en": "A computer player is `Greedy()`, `BookAdvice()` or `OptimalPolicy()`, not {value}.",
    },
    "kniffel_err_policy_vectorised": {
        "de": "Die schnelle Simulation spielt `Greedy()` und `BookAdvice()`; bestes Spiel "
        "simuliert `optimal.simulate_optimal` (sein Zug hängt von der Summe oben ab).",
        "en": "The vectorised simulation plays `Greedy()` and `BookAdvice()`; for optimal play "
        "use `optimal.simulate_optimal` (its moves depend on the upper sum).",
    },
    "kniffel_err_scratch_order": {
        "de": "`scratch_order` muss jede der 13 Kategorien genau einmal nennen.",
        "en": "`scratch_order` must list each of the 13 categories once.",
    },
    "field_a die": {"de": "Ein Würfel", "en": "A die"},
    "field_a kept position": {"de": "Ein gehaltener Platz", "en": "A kept position"},
    "field_a box": {"de": "Ein Feld", "en": "A box"},
}

LABELS.update({f"field_kniffel {k}": v for k, v in CATEGORY_LABELS.items()})
"""Category names in error messages: the engine names a category "kniffel <name>"."""

register(LABELS)


def category_name(category: str, lang: str = "en") -> str:
    """The name the score card gives `category` ("full_house" -> "Full House"), so that
    printed results never show the code's keys; an unknown category is a `RuleError`."""
    return t(f"kniffel_cat_{check_category(category)}", check_lang(lang))


def variant_name(variant: str, lang: str = "en", rules: Rules | None = None) -> str:
    """What the extra-Kniffel rule `variant` ("book", "hasbro", "none") means, in words,
    with the points a further Kniffel brings under `rules` (the book's by default)."""
    if variant not in EXTRA_KNIFFEL_VARIANTS:
        raise RuleError(
            f"unknown extra-Kniffel rule {quoted(variant)}; allowed are "
            f"{', '.join(EXTRA_KNIFFEL_VARIANTS)}",
            "kniffel_err_variant",
            variant=quoted(variant),
            allowed=", ".join(EXTRA_KNIFFEL_VARIANTS),
        )
    points = count_text((rules or Rules()).extra_kniffel_points, check_lang(lang))
    return t(f"kniffel_variant_{variant}", lang, points=points)


def policy_name(name: str, lang: str = "en") -> str:
    """A computer player's name for readers: the kit's own players ("book advice",
    "greedy", "optimal") translated, a name a student gave a player kept as it is."""
    key = f"kniffel_policy_{name}"
    return t(key, check_lang(lang)) if key in CATALOGUE else str(name)
