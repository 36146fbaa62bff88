"""German and English texts of Mauro: widget labels, rule errors, the names of the throw
classes and the wording of the 1/9 facts (`pyramide_kit.mauro.ninth`)."""

from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.i18n import register, t
from pyramide_kit.mauro.throws import ThrowClass

__all__ = ["class_name"]

register(
    {
        "mauro_title": {"de": "Mauro mit Miwins Würfeln", "en": "Mauro with Miwin's dice"},
        "mauro_rules": {
            "de": (
                "Mauro spielt man mit Miwins drei Würfeln: Zahlen von 1 bis 9, auf jedem "
                "Würfel andere. Ziel: nach {rounds} Runden die meisten Punkte.\n\n{ring}\n\n"
                "Variante 1: Du würfelst mit allen drei Würfeln, wieder und wieder – eine "
                "Serie. Ein Nachbarpaar bringt {neighbour}, eine Straße (drei Zahlen in Folge) "
                "{straight}; dann würfelst du weiter. Ein Pasch (zwei gleiche Zahlen) beendet "
                "den Zug, und die Serie ist verloren. Ohne Nachbarn und ohne Pasch endet der "
                "Zug, und die Serie wird aufgeschrieben. Mit „Aufhören erlaubt“ darfst du sie "
                "auch vorher aufschreiben.\n\nVariante 2: ein Wurf pro Runde; jedes "
                "Nachbarpaar zählt die Summe seiner zwei Zahlen."
            ),
            "en": (
                "Mauro is played with Miwin's three dice: numbers from 1 to 9, different ones "
                "on each die. Goal: the most points after {rounds} rounds.\n\n{ring}\n\n"
                "Variant 1: you throw all three dice again and again – a series. A neighbour "
                "pair scores {neighbour}, a straight (three numbers in a row) {straight}; then "
                "you throw on. A doublet (two equal numbers) ends the turn and the series is "
                "lost. With no neighbours and no doublet the turn ends and the series is "
                'written down. With "stopping allowed" you may write it down earlier.\n\n'
                "Variant 2: one throw a round; every neighbour pair scores the sum of its two "
                "numbers."
            ),
        },
        "mauro_rules_ring": {
            "de": "Nachbarzahlen unterscheiden sich um 1; auch 9 und 1 sind Nachbarn (ein Ring).",
            "en": "Neighbours are numbers that differ by 1; 9 and 1 are neighbours too (a ring).",
        },
        "mauro_rules_line": {
            "de": "Nachbarzahlen unterscheiden sich um 1; 9 und 1 sind in diesem Spiel keine "
            "Nachbarn.",
            "en": "Neighbours are numbers that differ by 1; in this game 9 and 1 are not "
            "neighbours.",
        },
        "mauro_rules_terms": {
            "de": (
                "Nachbarzahlen: {ring}\n"
                "Straße: drei Zahlen in Folge, etwa 3, 4, 5.\nPasch: zwei oder "
                "drei gleiche Zahlen.\nSerie: die Punkte aller Würfe eines Zugs in Variante 1, "
                "bis sie aufgeschrieben oder verloren sind.\nAufhören: die Serie jetzt "
                "aufschreiben, statt weiterzuwürfeln (nur mit „Aufhören erlaubt“).\n"
                "Spielzettel: die Punkte jeder Runde für jeden Spieler."
            ),
            "en": (
                "neighbours: {ring}\nstraight: three "
                "numbers in a row, such as 3, 4, 5.\ndoublet: two or three equal "
                "numbers (German: Pasch).\nseries: the points of all throws of a turn in "
                "variant 1, until they are written down or lost.\nStop: write the series down "
                'now instead of throwing on (only with "stopping allowed").\nScore sheet: '
                "every player's points in each round."
            ),
        },
        "mauro_duel_rules": {
            "de": (
                "Ein Duell mit Miwins Würfeln: Du wählst einen der drei Würfel, der Computer "
                "nimmt einen anderen. Beide würfeln; die höhere Zahl gewinnt das Duell.\n\nDas "
                "Besondere: Jeder Würfel schlägt einen der anderen meistens und verliert gegen "
                "den dritten meistens – wie bei Schere, Stein, Papier. Der Computer nimmt "
                "immer den Würfel, der deinen meistens schlägt.\n\nWürfle viele Duelle und "
                "finde heraus, wie oft du gewinnst. Wähle dann einen anderen Würfel: Wird es "
                "besser?"
            ),
            "en": (
                "A duel with Miwin's dice: you choose one of the three dice, the computer "
                "takes another. Both throw; the higher number wins the duel.\n\nThe surprise: "
                "each die mostly beats one of the others and mostly loses to the third – like "
                "rock, paper, scissors. The computer always takes the die that mostly beats "
                "yours.\n\nThrow many duels and find out how often you win. Then choose "
                "another die: does it get better?"
            ),
        },
        "mauro_duel_rules_terms": {
            "de": (
                "Duell: beide Würfel rollen einmal; die höhere Zahl gewinnt.\n10 Duelle: zehn "
                "Duelle auf einmal würfeln.\nLetztes Duell: die Zahlen des letzten Duells, "
                "deine zuerst."
            ),
            "en": (
                "duel: both dice roll once; the higher number wins.\n10 duels: throw ten duels "
                "at once.\nLast duel: the numbers of the last duel, yours first."
            ),
        },
        "mauro_variant": {"de": "Variante {variant}", "en": "Variant {variant}"},
        "mauro_variant_stop": {
            "de": "Variante 1, Aufhören erlaubt",
            "en": "Variant 1, stopping allowed",
        },
        "mauro_variant_next": {"de": "Nächstes Spiel:", "en": "Next game:"},
        "mauro_series": {"de": "Serie: {points} {throws}", "en": "Series: {points} {throws}"},
        "mauro_in_throws_one": {"de": "in {n} Wurf", "en": "in {n} throw"},
        "mauro_in_throws_other": {"de": "in {n} Würfen", "en": "in {n} throws"},
        "mauro_todo_throw": {
            "de": "Runde {round} von {rounds}: Würfle mit allen drei Würfeln.",
            "en": "Round {round} of {rounds}: throw all three dice.",
        },
        "mauro_todo_again": {
            "de": "Runde {round} von {rounds}: Würfle weiter (ein Pasch verliert die Serie, "
            "ein Wurf ohne Nachbarzahlen schreibt sie auf).",
            "en": "Round {round} of {rounds}: throw again (a doublet loses the series, a throw "
            "without neighbours banks it).",
        },
        "mauro_todo_or_stop": {
            "de": "Runde {round} von {rounds}: Würfle weiter oder hör auf und schreib "
            "{points} auf.",
            "en": "Round {round} of {rounds}: throw again, or stop and bank {points}.",
        },
        "mauro_todo_once": {
            "de": "Runde {round} von {rounds}: ein Wurf; jedes Nachbarpaar zählt seine Summe.",
            "en": "Round {round} of {rounds}: one throw; every neighbour pair scores its sum.",
        },
        "mauro_tray": {"de": "Wurf von {name}: {dice}", "en": "Throw by {name}: {dice}"},
        "mauro_tray_you": {"de": "Dein Wurf: {dice}", "en": "Your throw: {dice}"},
        "mauro_tray_empty": {"de": "Noch kein Wurf.", "en": "No throw yet."},
        "mauro_seat_computer": {"de": "{name} (Computer)", "en": "{name} (computer)"},
        "mauro_bank_title": {
            "de": "Aufhören und die Serie aufschreiben (sobald sie Punkte hat)",
            "en": "Stop and bank the series (once it holds points)",
        },
        "mauro_words_first": {
            "de": "Klicke auf Würfeln: Alle drei Würfel rollen auf einmal.",
            "en": "Click Throw: all three dice roll at once.",
        },
        "mauro_words_neighbours": {
            "de": "{pairs}: Nachbarzahlen, {plus}; die Serie geht weiter.",
            "en": "{pairs}: neighbours, {plus}; the series goes on.",
        },
        "mauro_words_straight": {
            "de": "{pairs}: eine Straße, {plus}; die Serie geht weiter.",
            "en": "{pairs}: a straight, {plus}; the series goes on.",
        },
        "mauro_words_pasch": {
            "de": "Zweimal die {value}: ein Pasch – die Serie ({points}) ist verloren.",
            "en": "Two {value}s: a doublet – the series ({points}) is lost.",
        },
        "mauro_words_nothing": {
            "de": "Keine Nachbarzahlen: Der Zug endet, {points} aufgeschrieben.",
            "en": "No neighbours: the turn ends, {points} banked.",
        },
        "mauro_words_stopped": {
            "de": "{name} hat aufgehört: {points} aufgeschrieben.",
            "en": "{name} stopped: {points} banked.",
        },
        "mauro_words_stopped_you": {
            "de": "Du hast aufgehört: {points} aufgeschrieben.",
            "en": "You stopped: {points} banked.",
        },
        "mauro_words_v2": {
            "de": "Nachbarzahlen {sums}: {points}.",
            "en": "Neighbours {sums}: {points}.",
        },
        "mauro_words_v2_none": {
            "de": "Keine Nachbarzahlen: {points}.",
            "en": "No neighbours: {points}.",
        },
        "mauro_plus_one": {"de": "+{n} Punkt", "en": "+{n} point"},
        "mauro_plus_other": {"de": "+{n} Punkte", "en": "+{n} points"},
        "mauro_ring_pair": {
            "de": "9–1 (Nachbarzahlen auf dem Ring)",
            "en": "9–1 (neighbours on the ring)",
        },
        "mauro_and": {"de": " und ", "en": " and "},
        "mauro_sheet": {"de": "Spielzettel", "en": "Score sheet"},
        "mauro_round": {"de": "Runde", "en": "Round"},
        "mauro_cell_running": {"de": "{points} …", "en": "{points} …"},
        "mauro_cell_lost": {"de": "0 ({points} weg)", "en": "0 ({points} lost)"},
        "mauro_cell_pasch": {"de": "0 (Pasch)", "en": "0 (doublet)"},
        "mauro_sum_series": {
            "de": "{kind}, Serie: {points}",
            "en": "{kind}, series: {points}",
        },
        "mauro_sum_lost": {
            "de": "Pasch – die Serie verfällt",
            "en": "doublet – the series is lost",
        },
        "mauro_sum_banked": {
            "de": "nichts – {points} aufgeschrieben",
            "en": "nothing – {points} banked",
        },
        "mauro_sum_stopped": {
            "de": "aufgehört – {points} aufgeschrieben",
            "en": "stopped – {points} banked",
        },
        "mauro_log_throw": {
            "de": "{name} würfelt {dice}: {summary}",
            "en": "{name} throws {dice}: {summary}",
        },
        "mauro_log_throw_you": {
            "de": "Du würfelst {dice}: {summary}",
            "en": "You throw {dice}: {summary}",
        },
        "mauro_log_stop": {"de": "{name}: {summary}", "en": "{name}: {summary}"},
        "mauro_bank": {"de": "Aufhören", "en": "Stop"},
        "mauro_class_pasch": {"de": "Pasch", "en": "doublet"},
        "mauro_class_straight": {"de": "Straße", "en": "straight"},
        "mauro_class_neighbours": {"de": "Nachbarzahlen", "en": "neighbours"},
        "mauro_class_nothing": {"de": "nichts", "en": "nothing"},
        "mauro_err_class": {
            "de": "Eine Wurfklasse ist eine `mauro.ThrowClass`, nicht {value}.",
            "en": "A throw class is a `mauro.ThrowClass`, not {value}.",
        },
        "mauro_fact_random_die_shows": {
            "de": "ein zufällig gewählter Würfel zeigt {k}",
            "en": "a die picked at random shows {k}",
        },
        "mauro_fact_random_die_shows_why": {
            "de": "{k} steht auf {holders} der 18 Seiten",
            "en": "{k} stands on {holders} of the 18 faces",
        },
        "mauro_fact_random_pair_successor": {
            "de": "zwei verschiedene Würfel zufällig gewählt: der zweite zeigt die Zahl "
            "nach der des ersten",
            "en": "two different dice picked at random: the second shows the number after "
            "the first",
        },
        "mauro_fact_random_pair_successor_why": {
            "de": "eine zufällige Reihenfolge macht 'danach' und 'davor' gleich "
            "wahrscheinlich: die Hälfte von 2/9",
            "en": "a random order makes 'after' and 'before' equally likely: half of 2/9",
        },
        "mauro_fact_fair_nine_successor": {
            "de": "zwei faire neunseitige Würfel: der zweite zeigt die Zahl nach der des ersten",
            "en": "two fair nine-sided dice: the second shows the number after the first",
        },
        "mauro_fact_fair_nine_equal": {
            "de": "zwei faire neunseitige Würfel zeigen dieselbe Zahl",
            "en": "two fair nine-sided dice show the same number",
        },
        "mauro_fact_fair_nine_neighbours": {
            "de": "zwei faire neunseitige Würfel zeigen Nachbarzahlen auf dem Ring",
            "en": "two fair nine-sided dice show neighbours on the ring",
        },
        "mauro_fact_pair_neighbours": {
            "de": "die Würfel {a} und {b} zeigen Nachbarzahlen",
            "en": "dice {a} and {b} show neighbours",
        },
        "mauro_fact_successor": {
            "de": "Würfel {b} zeigt die Zahl nach der von Würfel {a}",
            "en": "die {b} shows the number after die {a}'s",
        },
        "mauro_fact_equal": {
            "de": "die Würfel {a} und {b} zeigen dieselbe Zahl",
            "en": "dice {a} and {b} show the same number",
        },
        "mauro_fact_straight": {
            "de": "ein Wurf aller drei Würfel ist eine Straße",
            "en": "a throw of all three dice is a straight",
        },
        "mauro_fact_straight_why": {
            "de": "mit SymPy gerechnet: kein Pasch und zwei Nachbarpaare",
            "en": "computed with SymPy: no doublet and two neighbour pairs",
        },
        "mauro_err_over": {
            "de": "Das Spiel ist vorbei, alle Runden sind gespielt; starte ein neues Spiel.",
            "en": "The game is over, every round is played; start a new game.",
        },
        "mauro_err_not_over": {
            "de": "Das Spiel läuft noch; die Sieger stehen nach der letzten Runde fest.",
            "en": "The game is not over yet; the winners are known after the last round.",
        },
        "mauro_err_no_stop": {
            "de": "Aufhören ist nicht erlaubt: Die Serie geht weiter bis zu einem Pasch "
            "oder einem Wurf ohne Nachbarzahlen.",
            "en": "Stopping is not allowed: the series goes on until a doublet or a throw "
            "without neighbours.",
        },
        "mauro_err_nothing_to_bank": {
            "de": "Noch keine Punkte zum Aufschreiben; erst würfeln.",
            "en": "There is nothing to bank yet; throw first.",
        },
        "mauro_err_rules": {
            "de": "Die Regeln von Mauro sind ein `mauro.Rules`, nicht {value}.",
            "en": "The rules of Mauro are a `mauro.Rules`, not {value}.",
        },
        "mauro_err_seats": {
            "de": "Die Plätze sind ein Tupel von Spielern (Player), nicht {value}.",
            "en": "The seats are a tuple of Players, not {value}.",
        },
        "mauro_err_history": {
            "de": "Der Spielverlauf ist ein Tupel von Zügen, nicht {value}.",
            "en": "The history is a tuple of moves, not {value}.",
        },
        "mauro_err_field": {
            "de": "{name} ist ein Tupel, nicht {value}.",
            "en": "{name} is a tuple, not {value}.",
        },
        "mauro_err_position": {
            "de": "Diese Spielstellung erlauben die Regeln nicht ({reason}).",
            "en": "The rules do not allow this position ({reason}).",
        },
        "mauro_err_rolling": {
            "de": "Die Würfel rollen: Jetzt entscheidet der Zufall (ein Wurf).",
            "en": "The dice are rolling: chance throws now (a Dice move).",
        },
        "mauro_coach_roll": {"de": "weiterwürfeln", "en": "throw again"},
        "mauro_coach_bank_one": {
            "de": "aufhören und {n} Punkt aufschreiben",
            "en": "stop and bank {n} point",
        },
        "mauro_coach_bank_other": {
            "de": "aufhören und {n} Punkte aufschreiben",
            "en": "stop and bank {n} points",
        },
        "mauro_coach_meaning": {
            "de": "Trainer: Jeder Wert ist die erwartete Punktzahl dieses Zuges (was die "
            "Serie am Ende aufschreibt), wenn du von da an bestmöglich spielst; die anderen "
            "Runden hängen von dieser Wahl nicht ab. Bei mehreren Spielern zählt er nur "
            "deine eigenen Punkte, nicht deine Chance, die anderen zu schlagen. Der Trainer "
            "rät, sobald deine Serie Punkte hat: weiterwürfeln oder aufhören.",
            "en": "Coach: each value is the expected points of this turn (what the series "
            "banks in the end) if you play optimally from there on; the other rounds do not "
            "depend on this choice. With several players it counts only your own points, "
            "not your chance to beat the others. The coach advises once your series holds "
            "points: throw again or stop.",
        },
        "mauro_coach_meaning_no_stop": {
            "de": "Trainer: In diesem Spiel darf niemand aufhören: Die Serie läuft, bis ein "
            "Pasch sie verliert oder ein Wurf ohne Nachbarzahlen sie aufschreibt. Es gibt "
            "also nichts zu entscheiden, und der Trainer schweigt. Er rät in Variante 1, "
            "wenn Aufhören erlaubt ist.",
            "en": "Coach: in this game nobody may stop: the series runs until a doublet "
            "loses it or a throw without neighbours banks it. So there is nothing to "
            "decide, and the coach stays quiet. It advises in variant 1 when stopping is "
            "allowed.",
        },
        "mauro_coach_meaning_once": {
            "de": "Trainer: In Variante 2 hat jeder Zug genau einen Wurf, und jedes "
            "Nachbarpaar zählt seine Summe. Es gibt nichts zu entscheiden, und der Trainer "
            "schweigt. Er rät in Variante 1, wenn Aufhören erlaubt ist.",
            "en": "Coach: in variant 2 every turn is exactly one throw, and every neighbour "
            "pair scores its sum. There is nothing to decide, and the coach stays quiet. "
            "It advises in variant 1 when stopping is allowed.",
        },
        "mauro_coach_goal_meaning": {
            "de": "die Punkte, die du in diesem Zug aufschreibst",
            "en": "the points you bank in this turn",
        },
        "mauro_err_policy_state": {
            "de": "Die Strategie wählt den Zug eines Platzes in einem laufenden Mauro-Spiel.",
            "en": "The policy chooses a seat's move in a running game of Mauro.",
        },
        "mauro_err_odds_variant": {
            "de": "Diese Antwort gilt für Variante {wanted}; die Regeln spielen Variante {got}.",
            "en": "This answer is about variant {wanted}; the rules play variant {got}.",
        },
        "mauro_err_odds_may_stop": {
            "de": "Mit `Rules(may_stop=True)` hängen die Punkte eines Zugs davon ab, wann man "
            "aufhört; `expected_turn_points_stop_at` rechnet das Aufhören bei k Punkten.",
            "en": "With `Rules(may_stop=True)` a turn's points depend on when the player stops; "
            "`expected_turn_points_stop_at` gives the value of stopping at k points.",
        },
        "mauro_err_odds_zero_points": {
            "de": "Diese Antwort summiert über die Punkte einer Serie; sie braucht "
            "`neighbour_points` und `straight_points` von mindestens 1.",
            "en": "This answer sums over the points of a series; it needs `neighbour_points` "
            "and `straight_points` of at least 1.",
        },
        "mauro_err_vector_may_stop": {
            "de": "Variante 1 mit `Rules(may_stop=True)` ist nicht vektorisiert (wann man "
            "aufhört, entscheidet der Spieler); spiele sie mit der Spiel-Engine und einer "
            "Strategie.",
            "en": "Variant 1 with `Rules(may_stop=True)` is not vectorised (when to stop is the "
            "player's choice); play it through the engine and a policy.",
        },
        "mauro_err_classes": {
            "de": "Die Klassen sind ein `dict` der vier Wahrscheinlichkeiten der `ThrowClass`.",
            "en": "The classes are a `dict` of the four `ThrowClass` probabilities.",
        },
        "mauro_err_total_work": {
            "de": "Bei {rounds} Runden ist `max_total` höchstens {most} (Runden mal "
            "`max_total` + 1 höchstens {work}), nicht {value}.",
            "en": "With {rounds} rounds `max_total` is at most {most} (rounds times "
            "`max_total` + 1 at most {work}), not {value}.",
        },
        "mauro_err_die": {
            "de": "Ein Würfel ist ein `pyramide_kit.dice.Die`.",
            "en": "A die is a `pyramide_kit.dice.Die`.",
        },
        "mauro_err_symbol": {
            "de": "z ist ein `sympy.Symbol`.",
            "en": "z is a `sympy.Symbol`.",
        },
        "mauro_err_die_name": {
            "de": "Es gibt keinen Würfel {name}; wähle {choices}.",
            "en": "There is no die {name}; choose one of {choices}.",
        },
        "mauro_err_duel_throw": {
            "de": "Ein Duellwurf sind zwei Zahlen (deine, die des Computers), nicht {value}.",
            "en": "A duel throw is two numbers (yours, the computer's), not {value}.",
        },
        "mauro_duel_title": {
            "de": "Duell: Wähle deinen Würfel",
            "en": "Duel: choose your die",
        },
        "mauro_duel_choose": {
            "de": "Klicke auf einen Würfel, um ihn zu wählen",
            "en": "Click a die to choose it",
        },
        "mauro_duel_you": {"de": "Du ({die})", "en": "You ({die})"},
        "mauro_duel_computer": {"de": "Computer ({die})", "en": "Computer ({die})"},
        "mauro_duel_yours": {"de": "deiner", "en": "yours"},
        "mauro_duel_computers": {"de": "Computer", "en": "computer's"},
        "mauro_duel_faces": {"de": "{die}: {faces}", "en": "{die}: {faces}"},
        "mauro_duel_last": {"de": "Letztes Duell", "en": "Last duel"},
        "mauro_duel_throw": {"de": "Duell würfeln", "en": "Throw duel"},
        "mauro_duel_throw10": {"de": "10 Duelle", "en": "10 duels"},
        "mauro_duel_none": {
            "de": "Klicke auf Duell würfeln: Beide Würfel rollen, die höhere Zahl gewinnt.",
            "en": "Click Throw duel: both dice roll, the higher number wins.",
        },
        "mauro_duel_won": {
            "de": "{mine} : {theirs} – du gewinnst.",
            "en": "{mine} : {theirs} – you win.",
        },
        "mauro_duel_lost": {
            "de": "{mine} : {theirs} – der Computer gewinnt.",
            "en": "{mine} : {theirs} – the computer wins.",
        },
        "mauro_duel_tie": {
            "de": "{mine} : {theirs} – unentschieden.",
            "en": "{mine} : {theirs} – a tie.",
        },
        "mauro_duel_history": {
            "de": "Die letzten Duelle (du : Computer): {throws}",
            "en": "The latest duels (you : computer): {throws}",
        },
        "mauro_duel_computer_takes": {
            "de": "Der Computer nimmt Würfel {die}.",
            "en": "The computer takes die {die}.",
        },
        "mauro_duel_score": {
            "de": "Du {you} : {computer} Computer ({ties}) {after}",
            "en": "You {you} : {computer} computer ({ties}) {after}",
        },
        "mauro_duel_ties_one": {"de": "{n} unentschieden", "en": "{n} tie"},
        "mauro_duel_ties_other": {"de": "{n} unentschieden", "en": "{n} ties"},
        "mauro_duel_after_one": {"de": "nach {n} Duell", "en": "after {n} duel"},
        "mauro_duel_after_other": {"de": "nach {n} Duellen", "en": "after {n} duels"},
        "mauro_duel_exact": {
            "de": "Computer gewinnt: {won_rel} beobachtet, exakt {exact} ≈ {exact_float}",
            "en": "Computer wins: {won_rel} observed, exactly {exact} ≈ {exact_float}",
        },
    }
)


def class_name(kind: ThrowClass, lang: str = "de") -> str:
    """The word a player reads for a throw's class in `lang` ("Pasch", "Straße",
    "Nachbarzahlen", "nichts"); the enum's value is a code name, the same in every
    language."""
    if not isinstance(kind, ThrowClass):
        raise RuleError(
            f"a throw class is a `mauro.ThrowClass`, not {quoted(kind)}",
            "mauro_err_class",
            value=quoted(kind),
        )
    return t(f"mauro_class_{kind.value}", lang)
