"""German and English labels of the Kniffel widget and the engine's error messages."""

from __future__ import annotations

from pyramide_kit.ui.i18n import register

__all__ = ["CATEGORY_LABELS", "LABELS"]

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
    "kniffel_category": {"de": "Kategorie", "en": "Category"},
    "kniffel_upper_sum": {"de": "Summe oben", "en": "Upper sum"},
    "kniffel_bonus": {"de": "Bonus (ab 63)", "en": "Bonus (63 or more)"},
    "kniffel_lower_sum": {"de": "Summe unten", "en": "Lower sum"},
    "kniffel_extra": {"de": "Extra-Kniffel", "en": "Extra Kniffels"},
    "kniffel_grand_total": {"de": "Gesamtsumme", "en": "Grand total"},
    "kniffel_write": {"de": "{points} eintragen", "en": "write {points}"},
    "kniffel_scratch": {"de": "streichen (0)", "en": "scratch (0)"},
    "kniffel_turn": {
        "de": "Runde {round}: {name} ist dran, Wurf {throws} von {most}.",
        "en": "Round {round}: {name} to play, throw {throws} of {most}.",
    },
    "kniffel_throw_first": {
        "de": "{name} ist dran: bitte würfeln.",
        "en": "{name} to play: please throw.",
    },
    "kniffel_log_throw": {"de": "{name} würfelt {dice}.", "en": "{name} throws {dice}."},
    "kniffel_log_write": {
        "de": "{name} trägt {points} bei {category} ein.",
        "en": "{name} writes {points} in {category}.",
    },
    "kniffel_computer_turn": {"de": "Computer ziehen", "en": "Computer plays"},
    "kniffel_variant": {"de": "Extra-Kniffel-Regel", "en": "Extra-Kniffel rule"},
    "kniffel_variant_seed": {
        "de": "Buch: weiterer Kniffel = 100 in der unteren Hälfte",
        "en": "book: further Kniffel = 100 in the lower section",
    },
    "kniffel_variant_hasbro": {
        "de": "Hasbro: 100 Bonus und Joker-Regel",
        "en": "Hasbro: 100 bonus and Joker rule",
    },
    "kniffel_variant_none": {"de": "keine Sonderregel", "en": "no special rule"},
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
        "de": "{category} ist schon eingetragen; wähle eine offene Kategorie.",
        "en": "{category} is already written; choose an open category.",
    },
    "kniffel_err_joker": {
        "de": "Die Joker-Regel verlangt für diesen Kniffel: {allowed}.",
        "en": "The Joker rule forces this Kniffel into: {allowed}.",
    },
    "kniffel_err_players": {
        "de": "Kniffel spielen hier 1 bis {most} Personen, nicht {count}.",
        "en": "Kniffel is played here by 1 to {most} players, not {count}.",
    },
    "kniffel_err_names": {
        "de": "Jede Person braucht einen eigenen Namen.",
        "en": "Every player needs a name of their own.",
    },
    "kniffel_err_over": {
        "de": "Das Spiel ist vorbei; starte ein neues Spiel.",
        "en": "The game is over; start a new game.",
    },
    "kniffel_err_no_dice": {
        "de": "Erst würfeln: noch liegen keine Würfel.",
        "en": "Throw first: there are no dice yet.",
    },
    "kniffel_err_position": {
        "de": "Würfelplätze sind 0 bis 4.",
        "en": "Dice positions are 0 to 4.",
    },
    "kniffel_err_no_throws": {
        "de": "Alle {throws} Würfe sind verbraucht; trage die Würfel in eine Kategorie ein.",
        "en": "All {throws} throws are used; write the dice into a category.",
    },
    "kniffel_err_all_held": {
        "de": "Alle fünf Würfel sind gehalten; nimm einen zurück oder trage ein.",
        "en": "All five dice are held; take one back to throw, or write.",
    },
    "kniffel_err_computer": {
        "de": "Jetzt ist ein Computer dran; klicke auf „Computer ziehen“.",
        "en": "A computer seat is to play; click “Computer plays”.",
    },
    "kniffel_err_human": {
        "de": "Jetzt ist ein Mensch dran, kein Computer.",
        "en": "A human player is to play, not a computer.",
    },
}

register(LABELS)
