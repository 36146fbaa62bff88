"""German and English texts of Pyramide: widget labels, rule errors and the names of the
pyramid kinds (`kind_name`) for what a lesson prints."""

from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.i18n import register, t
from pyramide_kit.pyramide.rules import KINDS, Rules

register(
    {
        "pyr_title": {"de": "Pyramide", "en": "Pyramide"},
        "pyr_rules": {
            "de": (
                "Ziel: nach {rounds} Runden die höchste Summe auf deinem Zettel.\n\n"
                "Eine Runde: Du würfelst mit {dice} Würfeln bis zu {throws}-mal. Nach jedem "
                "Wurf kannst du Würfel halten (anklicken) und die anderen neu werfen, oder "
                "schon aufhören.\n\nDann baut der Computer aus deinen Würfeln die beste "
                "Pyramide: groß (Reihen 3-2-1, Faktor {large_multiplier}), halb (3-2, Faktor "
                "{half_multiplier}) oder klein (2-1, Faktor {small_multiplier}). Ein Würfel "
                "auf zwei Würfeln X ≤ Y muss genau Y − X + 1 zeigen. Punkte: Augensumme der "
                "Pyramide mal Faktor, minus die Augen aller nicht verbauten Würfel. Drei "
                "gleiche Würfel unten in einer großen oder halben Pyramide zählen als "
                "{special_factor} × Augenzahl (drei Einsen: {special_value_ones}).\n\nDie "
                "Punkte trägst du in ein freies Feld ein: Spitze ×{box_weights[0]}, Mitte "
                "×{box_weights[1]}, unten ×{box_weights[2]}. Die höchste Endsumme gewinnt."
            ),
            "en": (
                "Goal: the highest total on your sheet after {rounds} rounds.\n\nOne round: "
                "you throw {dice} dice up to {throws} times. After each throw you may hold "
                "dice (click them) and rethrow the rest, or stop.\n\nThen the computer builds "
                "the best pyramid: large (rows 3-2-1, factor {large_multiplier}), half (3-2, "
                "factor {half_multiplier}) or small (2-1, factor {small_multiplier}). A die "
                "resting on two dice X ≤ Y must show exactly Y − X + 1. Points: the pyramid's "
                "pips times the factor, minus the pips of every die not built in. Three equal "
                "dice at the bottom of a large or half pyramid count {special_factor} × their "
                "pips (three ones: {special_value_ones}).\n\nYou write the points into a free "
                "box: top ×{box_weights[0]}, middle ×{box_weights[1]}, bottom "
                "×{box_weights[2]}. The highest final total wins."
            ),
        },
        "pyr_rules_terms": {
            "de": (
                "halten: Ein gehaltener Würfel bleibt liegen, wenn du noch einmal würfelst.\n"
                "große, halbe, kleine Pyramide: sechs Würfel in Reihen 3-2-1, fünf in Reihen "
                "3-2, drei in Reihen 2-1.\nnicht verbaut: Würfel ohne Platz in der Pyramide; "
                "ihre Augen werden abgezogen.\nBester Bau: die Pyramide mit den meisten "
                "Punkten, die deine Würfel erlauben.\nSpitze, Mitte, Unten: die Felder deines "
                "Zettels; ihre Punkte zählen ×{box_weights[0]}, ×{box_weights[1]} und "
                "×{box_weights[2]}.\nTrainer: rechnet für jede Wahl aus, wie viele Punkte du "
                "im Mittel erwarten kannst."
            ),
            "en": (
                "hold: a held die stays where it is when you throw again.\nlarge, half, small "
                "pyramid: six dice in rows 3-2-1, five in rows 3-2, three in rows 2-1.\nnot "
                "built in: dice without a place in the pyramid; their pips are taken off.\n"
                "Best build: the pyramid with the most points your dice allow.\nTop, Middle, "
                "Bottom: the boxes of your sheet; their points count ×{box_weights[0]}, "
                "×{box_weights[1]} and ×{box_weights[2]}.\nCoach: works out how many points "
                "each choice brings you on average."
            ),
        },
        "pyr_box_top": {"de": "Spitze ×{weight}", "en": "Top ×{weight}"},
        "pyr_box_middle": {"de": "Mitte ×{weight}", "en": "Middle ×{weight}"},
        "pyr_box_bottom": {"de": "Unten ×{weight}", "en": "Bottom ×{weight}"},
        "pyr_todo_round": {
            "de": "Runde {round} von {rounds} · Würfe übrig: {left}",
            "en": "Round {round} of {rounds} · throws left: {left}",
        },
        "pyr_todo_first": {"de": "Klicke auf Würfeln.", "en": "Click Throw."},
        "pyr_todo_more": {
            "de": "Klicke Würfel an, um sie zu halten, und würfle noch einmal – "
            "oder trage die Punkte in ein Feld ein.",
            "en": "Click dice to hold them and throw again, or write the score into a box.",
        },
        "pyr_todo_write": {
            "de": "Trage die Punkte in ein Feld ein.",
            "en": "Write the score into a box.",
        },
        "pyr_board_best": {
            "de": "Bester Bau: {kind} → {points}",
            "en": "Best build: {kind} → {points}",
        },
        "pyr_board_best_empty": {
            "de": "Bester Bau (nach dem ersten Wurf)",
            "en": "Best build (after the first throw)",
        },
        "pyr_board_write": {"de": "{box}: {points}", "en": "{box}: {points}"},
        "pyr_board_full": {"de": "{box}: voll", "en": "{box}: full"},
        "pyr_board_free": {"de": "frei", "en": "free"},
        "pyr_kind_large": {"de": "große Pyramide", "en": "large pyramid"},
        "pyr_kind_half": {"de": "halbe Pyramide", "en": "half pyramid"},
        "pyr_kind_small": {"de": "kleine Pyramide", "en": "small pyramid"},
        "pyr_kind_none": {"de": "keine Pyramide", "en": "no pyramid"},
        "pyr_unused": {"de": "nicht verbaut: {dice}", "en": "not built in: {dice}"},
        "pyr_hand_label": {"de": "Eigener Bau (oben zuerst):", "en": "Your build (top first):"},
        "pyr_hand_placeholder": {"de": "z. B. 2 / 3 2 / 4 6 5", "en": "e.g. 2 / 3 2 / 4 6 5"},
        "pyr_hand_check": {"de": "Bau prüfen", "en": "Check build"},
        "pyr_hand_best": {
            "de": "Gültig: {points} – das ist der beste Bau!",
            "en": "Legal: {points} – that is the best build!",
        },
        "pyr_hand_not_best": {
            "de": "Gültig: {points}. Der beste Bau bringt {best}: {build}.",
            "en": "Legal: {points}. The best build scores {best}: {build}.",
        },
        "pyr_hand_unreadable": {
            "de": "Schreibe die Reihen von oben nach unten, getrennt durch /, "
            "z. B. 2 / 3 2 / 4 6 5",
            "en": "Write the rows from the top down, separated by /, e.g. 2 / 3 2 / 4 6 5",
        },
        "pyr_log_roll_one": {
            "de": "{name} würfelt mit {n} Würfel",
            "en": "{name} throws {n} die",
        },
        "pyr_log_roll_other": {
            "de": "{name} würfelt mit {n} Würfeln",
            "en": "{name} throws {n} dice",
        },
        "pyr_log_keep_one": {
            "de": "{name} hält {kept} und würfelt mit {n} Würfel",
            "en": "{name} keeps {kept} and throws {n} die",
        },
        "pyr_log_keep_other": {
            "de": "{name} hält {kept} und würfelt mit {n} Würfeln",
            "en": "{name} keeps {kept} and throws {n} dice",
        },
        "pyr_log_roll_you_one": {
            "de": "Du würfelst mit {n} Würfel",
            "en": "You throw {n} die",
        },
        "pyr_log_roll_you_other": {
            "de": "Du würfelst mit {n} Würfeln",
            "en": "You throw {n} dice",
        },
        "pyr_log_keep_you_one": {
            "de": "Du hältst {kept} und würfelst mit {n} Würfel",
            "en": "You keep {kept} and throw {n} die",
        },
        "pyr_log_keep_you_other": {
            "de": "Du hältst {kept} und würfelst mit {n} Würfeln",
            "en": "You keep {kept} and throw {n} dice",
        },
        "pyr_log_dice": {
            "de": "{name}, Wurf {throw} von {throws}: {shown} → Würfel {dice}",
            "en": "{name}, throw {throw} of {throws}: {shown} → dice {dice}",
        },
        "pyr_log_write": {
            "de": "{name} trägt {points} ein: {box} ({build})",
            "en": "{name} writes {points} into {box} ({build})",
        },
        "pyr_log_write_you": {
            "de": "Du trägst {points} ein: {box} ({build})",
            "en": "You write {points} into {box} ({build})",
        },
        "pyr_err_shape": {
            "de": "Eine {kind}-Pyramide hat Reihen mit {shape} Würfeln (von unten).",
            "en": "A {kind} pyramid has rows of {shape} dice from the base up.",
        },
        "pyr_err_rest": {
            "de": "Ein Würfel auf {x} und {y} muss {need} zeigen, nicht {got}.",
            "en": "A die on {x} and {y} must show {need}, not {got}.",
        },
        "pyr_err_missing": {
            "de": "Die Pyramide braucht Würfel, die der Wurf nicht hat: {extra} (Wurf: {throw}).",
            "en": "The pyramid uses dice the throw does not have: {extra} (throw: {throw}).",
        },
        "pyr_err_kind": {
            "de": "Unbekannte Pyramidenart {kind}.",
            "en": "Unknown pyramid kind {kind}.",
        },
        "pyr_err_row_full": {
            "de": "Die Reihe „{box}“ ist voll; frei sind noch: {free}.",
            "en": "The {box} row is full; free rows: {free}.",
        },
        "field_pyramide top": {"de": "Spitze", "en": "top"},
        "field_pyramide middle": {"de": "Mitte", "en": "middle"},
        "field_pyramide bottom": {"de": "Unten", "en": "bottom"},
        "field_pyramide none": {"de": "keine", "en": "none"},
        "pyr_err_box": {
            "de": "Unbekanntes Feld {box}; wähle top, middle oder bottom.",
            "en": "Unknown box {box}; choose top, middle or bottom.",
        },
        "pyr_err_score": {
            "de": "Eine Punktzahl ist eine ganze Zahl.",
            "en": "A score is a whole number.",
        },
        "pyr_err_over": {
            "de": "Das Spiel ist vorbei: alle Felder sind beschrieben.",
            "en": "The game is over: every box is written.",
        },
        "pyr_err_keep_first": {
            "de": "Vor dem ersten Wurf kann nichts gehalten werden.",
            "en": "Nothing can be kept before the first throw.",
        },
        "pyr_err_keep_twice": {
            "de": "Ein Würfel ist doppelt gehalten.",
            "en": "A die is kept twice.",
        },
        "pyr_err_no_throws": {
            "de": "Keine Würfe mehr (eine Runde hat {throws}); trage die Punkte in ein Feld ein.",
            "en": "No throws left (a round has {throws}); write the score into a box.",
        },
        "pyr_err_keep_all": {
            "de": "Alle Würfel sind gehalten, es gibt nichts zu würfeln; trage die Punkte ein.",
            "en": "Every die is held, so there is nothing to throw; write the score instead.",
        },
        "pyr_err_throw_first": {
            "de": "Erst würfeln, dann bauen und eintragen.",
            "en": "Throw first, then build and write.",
        },
        "pyr_err_six_dice": {
            "de": "Pyramide braucht genau 6 Würfel.",
            "en": "Pyramide needs exactly 6 dice.",
        },
        "pyr_err_box_weights": {
            "de": "`box_weights` sind drei ganze Zahlen (Spitze, Mitte, unten), nicht {value}.",
            "en": "`box_weights` are three whole numbers (top, middle, bottom), not {value}.",
        },
        "pyr_err_rules": {
            "de": "Die Regeln müssen ein Pyramide-Rules-Objekt sein.",
            "en": "The rules must be a Pyramide Rules object.",
        },
        "pyr_err_seats": {
            "de": "Die Plätze sind ein Tupel von Spielern.",
            "en": "The seats are a tuple of players.",
        },
        "pyr_err_history_type": {
            "de": "Der Spielverlauf ist ein Tupel von Zügen.",
            "en": "The history is a tuple of moves.",
        },
        "pyr_err_state": {
            "de": "Das ist keine Pyramide-Stellung: {reason}",
            "en": "This is not a Pyramide position: {reason}",
        },
        "pyr_err_tuple": {
            "de": "{name} ist ein Tupel ganzer Zahlen, nicht {value}.",
            "en": "{name} is a tuple of whole numbers, not {value}.",
        },
        "pyr_err_dice_count": {
            "de": "Ein Wurf zeigt 1 bis {most} Würfel, nicht {count}.",
            "en": "A throw shows 1 to {most} dice, not {count}.",
        },
        "pyr_err_chance_now": {
            "de": "Die Würfel rollen: jetzt entscheidet der Zufall.",
            "en": "The dice are rolling: chance plays the thrown dice next.",
        },
        "pyr_err_not_chance": {
            "de": "Jetzt entscheidet {name}, nicht der Zufall: würfeln oder eintragen.",
            "en": "{name} decides now, not chance: throw or write.",
        },
        "pyr_err_row_size": {
            "de": "Die Reihe {box} hat nur Platz für {size}.",
            "en": "The {box} row has room for only {size}.",
        },
        "pyr_err_policy": {
            "de": "Die Strategie muss eine `ComputerPolicy` sein.",
            "en": "The policy must be a `ComputerPolicy`.",
        },
        "pyr_coach_keep_one": {
            "de": "{kept} halten und mit {n} Würfel würfeln",
            "en": "keep {kept} and throw {n} die",
        },
        "pyr_coach_keep_other": {
            "de": "{kept} halten und mit {n} Würfeln würfeln",
            "en": "keep {kept} and throw {n} dice",
        },
        "pyr_coach_roll_one": {
            "de": "nichts halten und mit {n} Würfel würfeln",
            "en": "keep nothing and throw {n} die",
        },
        "pyr_coach_roll_other": {
            "de": "nichts halten und mit allen {n} Würfeln würfeln",
            "en": "keep nothing and throw all {n} dice",
        },
        "pyr_coach_write": {
            "de": "{points} in „{box}“ eintragen",
            "en": "write {points} into {box}",
        },
        "pyr_coach_meaning": {
            "de": "Trainer: Jeder Wert ist die erwartete Endsumme deines Blatts (jedes Feld "
            "mal seinem Faktor), wenn du von da an bestmöglich spielst. Bei mehreren "
            "Spielern zählt er nur deine eigenen Punkte, nicht deine Chance, die anderen "
            "zu schlagen.",
            "en": "Coach: each value is the expected final total of your sheet (every box "
            "times its weight) if you play optimally from there on. With several players "
            "it counts only your own points, not your chance to beat the others.",
        },
        "pyr_coach_goal_meaning": {
            "de": "die Endsumme deines Blatts am Spielende (3 × oben + 2 × Mitte + unten, "
            "die schon eingetragenen Punkte mitgezählt)",
            "en": "the final total of your sheet at the end of the game (3 × top + 2 × "
            "middle + bottom, the points already written included)",
        },
        "pyr_coach_goal_computing": {
            "de": "Der Trainer berechnet die Chancen für das Ziel … (beim ersten Mal in "
            "einem Spiel bis zu einer Viertelminute)",
            "en": "The coach is computing the chances of the goal … (the first time in a "
            "game, up to a quarter of a minute)",
        },
        "pyr_err_policy_state": {
            "de": "Der Computer zieht nur für einen Platz, der am Zug ist.",
            "en": "The computer moves only for a seat that is to move.",
        },
        "pyr_err_keep_pips": {
            "de": "Die Würfel zeigen die zu haltenden Augen nicht.",
            "en": "The dice do not show the pips to keep.",
        },
        "pyr_err_rng": {
            "de": "rng muss ein `numpy.random.Generator` sein.",
            "en": "rng must be a `numpy.random.Generator`.",
        },
        "pyr_err_keep_rule": {
            "de": "Eine Halteregel gibt Augen der Würfel zurück oder `None` (aufhören).",
            "en": "A keeping rule returns pips of the dice, or `None` to stop.",
        },
    }
)


def kind_name(kind: str | None, lang: str = "de") -> str:
    """The words a player reads for a pyramid kind in `lang` ("große Pyramide", "half
    pyramid"); `Build.kind` and the keys of `odds.kind_probabilities` are code names, the
    same in every language, and "none" or None is no pyramid at all."""
    if kind is None:
        kind = "none"
    if kind not in (*KINDS, "none"):
        raise RuleError(
            f"unknown pyramid kind {quoted(kind)}; choose large, half, small or none",
            "pyr_err_kind",
            kind=quoted(kind),
        )
    return t(f"pyr_kind_{kind}", lang)


def box_name(box: str, rules: Rules, lang: str = "de") -> str:
    """The sheet's box `box` with what it counts under `rules`: "Spitze ×3"."""
    return t(f"pyr_box_{box}", lang, weight=rules.box_weight(box))
