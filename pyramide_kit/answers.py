"""The lessons' exercises: each one's question in German and English and its answer,
computed from the engines, so that an exercise can be checked without its answer
standing in the lesson's code: `ExactAnswer(answer_key="lesson01_q3", lang="de")`.

This is the one home of an exercise: the lesson's widget and the printable prediction
sheet (`pyramide_kit.printables`) both read the question here, and the teacher's answer
key reads the answer. Each answer is asked of the kit when it is needed (an enumeration
over the dice or the game's own odds), never typed here as a number, so it cannot drift
from the rules. A student who wants to can still read this file: the point is that the
answer is not on the screen beside the question. The tests derive every answer a second
way.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.exact import Distribution, as_fraction
from pyramide_kit.ui.i18n import check_lang

__all__ = ["answer", "answer_keys", "number", "question", "tiny_game_points"]

_ANSWERS: dict[str, Callable[[], object]] = {}
_QUESTIONS: dict[str, dict[str, str]] = {}


def _answer(key: str, de: str, en: str) -> Callable[[Callable[[], object]], Callable[[], object]]:
    """Register the exercise `key`: its question in both languages and, decorated, the
    function that computes its answer."""

    def register(compute: Callable[[], object]) -> Callable[[], object]:
        _ANSWERS[key] = compute
        _QUESTIONS[key] = {"de": de, "en": en}
        return compute

    return register


def answer_keys() -> tuple[str, ...]:
    """Every exercise that has its answer here, in lesson order."""
    return tuple(sorted(_ANSWERS))


def _known(key: object) -> str:
    if isinstance(key, str) and key in _ANSWERS:
        return key
    known = ", ".join(answer_keys())
    raise RuleError(
        f"no exercise {quoted(key)}; known are {known}",
        "answer_err_key",
        exercise=quoted(key),
        known=known,
    )


def answer(key: str) -> Fraction:
    """The exact answer of the exercise `key`; an unknown key raises a `RuleError` that
    lists the known ones."""
    return as_fraction(_ANSWERS[_known(key)]())


def question(key: str, lang: str = "en") -> str:
    """The question of the exercise `key` in `lang` ("de" or "en"), without its number
    (a printed sheet numbers its questions itself)."""
    return _QUESTIONS[_known(key)][check_lang(lang)]


def number(key: str) -> int:
    """The exercise's number in its lesson: 3 for `lesson04_q3`."""
    return int(_known(key).rsplit("_q", 1)[1])


# --- lesson 00: two dice ----------------------------------------------------------


def _two_dice_sum(total: int) -> Fraction:
    from pyramide_kit.dice import roll_distribution

    return roll_distribution(2).probability(lambda pair: sum(pair) == total)


_answer(
    "lesson00_q1",
    de="Zwei Würfel werden geworfen. Wie wahrscheinlich ist die Augensumme 7 oder 11?",
    en="Two dice are thrown. What is the chance that their sum is 7 or 11?",
)(lambda: _two_dice_sum(7) + _two_dice_sum(11))
_answer(
    "lesson00_q2",
    de="Zwei Würfel werden geworfen. Wie wahrscheinlich ist die Augensumme 12?",
    en="Two dice are thrown. What is the chance that their sum is 12?",
)(lambda: _two_dice_sum(12))


# --- lesson 01: Pyramide ----------------------------------------------------------


@_answer(
    "lesson01_q1",
    de="Wie wahrscheinlich zeigt ein Wurf mit sechs Würfeln sechs gleiche Augenzahlen?",
    en="What is the chance that one throw of six dice shows six equal pips?",
)
def _six_equal_pips() -> Fraction:
    from pyramide_kit.dice import roll_distribution

    return roll_distribution(6).probability(lambda dice: len(set(dice)) == 1)


@_answer(
    "lesson01_q2",
    de=(
        "Angenommen, eine Runde hätte vier Würfe, und jede Eins bleibt liegen: Wie "
        "wahrscheinlich zeigt EIN bestimmter Würfel innerhalb der vier Würfe eine Eins?"
    ),
    en=(
        "Suppose a round had four throws, keeping every one: what is the chance that "
        "ONE particular die shows a one within the four throws?"
    ),
)
def _a_one_within_four_throws() -> Fraction:
    """Keeping a one, one die shows a one within four throws exactly when one of four
    throws of it would (whether a kept one is thrown on does not change that)."""
    from pyramide_kit.dice import roll_distribution

    return roll_distribution(4).probability(lambda throws: 1 in throws)


@_answer(
    "lesson01_q3",
    de=(
        "Wie viele Punkte bringt der beste Bau aus dem Wurf 3 1 5 3 1 3? (Auch eine "
        "große Pyramide lässt sich legen.)"
    ),
    en=(
        "What does the best build of the throw 3 1 5 3 1 3 score? (A large pyramid "
        "can be built too.)"
    ),
)
def _best_build_of_315313() -> int:
    from pyramide_kit.pyramide.build import best_build

    return best_build((3, 1, 5, 3, 1, 3)).score


# --- lesson 02: Mauro with Miwin's dice -------------------------------------------


@_answer(
    "lesson02_q1",
    de=(
        "Die Würfel III und V werden geworfen. Wie groß ist die Wahrscheinlichkeit, dass "
        "sie weder Nachbarzahlen noch dieselbe Zahl zeigen?"
    ),
    en=(
        "Dice III and V are thrown. What is the probability that they show neither "
        "neighbours nor the same number?"
    ),
)
def _iii_v_neither_neighbours_nor_equal() -> object:
    """The complementary event of "neighbours or the same number" (two disjoint events)."""
    from pyramide_kit.dice import MIWIN_III, MIWIN_V
    from pyramide_kit.mauro.duel import tie_probability
    from pyramide_kit.mauro.odds import pair_neighbour_probability

    return 1 - pair_neighbour_probability(MIWIN_III, MIWIN_V) - tie_probability(MIWIN_III, MIWIN_V)


@_answer(
    "lesson02_q2",
    de=(
        "Einer der drei Würfel wird zufällig gewählt (jeder mit Wahrscheinlichkeit 1/3) und "
        "geworfen. Wie groß ist die Wahrscheinlichkeit, dass er eine gerade Zahl zeigt?"
    ),
    en=(
        "One of the three dice is picked at random (each with probability 1/3) and thrown. "
        "What is the probability that it shows an even number?"
    ),
)
def _random_die_shows_even() -> Fraction:
    """Two stages: the die (1/3 each), then its number."""
    from pyramide_kit.dice import MIWIN_DICE

    shows = Distribution.uniform(MIWIN_DICE).then(lambda die: die.distribution())
    return shows.probability(lambda number: number % 2 == 0)


@_answer(
    "lesson02_q3",
    de=(
        "Erst wird Würfel III geworfen, dann Würfel IV. Wie groß ist die Wahrscheinlichkeit, "
        "dass IV die Zahl zeigt, die auf dem Ring zwei Plätze nach der von III kommt "
        "(1, dann 3; 8, dann 1; 9, dann 2)?"
    ),
    en=(
        "Die III is thrown, then die IV. What is the probability that IV shows the number "
        "two places after III's on the ring (1 then 3, 8 then 1, 9 then 2)?"
    ),
)
def _iv_two_places_after_iii() -> object:
    from pyramide_kit.dice import MIWIN_III, MIWIN_IV
    from pyramide_kit.mauro.ninth import successor_probability

    return successor_probability(MIWIN_III, MIWIN_IV, steps=2)


@_answer(
    "lesson02_q4",
    de=(
        "Alle drei Würfel werden zweimal geworfen. Wie groß ist die Wahrscheinlichkeit, dass "
        "mindestens einer der beiden Würfe einen Pasch enthält?"
    ),
    en=(
        "All three dice are thrown twice. What is the probability that at least one of the "
        "two throws holds a doublet?"
    ),
)
def _a_pasch_in_two_throws() -> object:
    """The complementary event, no pasch in either throw, by the product rule."""
    from pyramide_kit.mauro.odds import class_probabilities
    from pyramide_kit.mauro.throws import ThrowClass

    return 1 - (1 - class_probabilities()[ThrowClass.PASCH]) ** 2


@_answer(
    "lesson02_q5",
    de=(
        "Wie viele Paare von Würfeln mit Nachbarzahlen enthält ein Wurf aller drei Würfel "
        "im Mittel (der Erwartungswert; eine Straße enthält zwei solche Paare)?"
    ),
    en=(
        "How many pairs of dice showing neighbours does a throw of all three dice hold on "
        "average (the expected value; a straight holds two such pairs)?"
    ),
)
def _neighbour_pairs_per_throw() -> Fraction:
    from pyramide_kit.mauro.throws import neighbour_pairs, throw_distribution

    return throw_distribution().expectation(lambda throw: len(neighbour_pairs(throw)))


@_answer(
    "lesson02_q6",
    de=(
        "Variante 1: Wie groß ist die Wahrscheinlichkeit, dass ein Zug mindestens einen "
        "Punkt aufschreibt?"
    ),
    en="Variant 1: what is the probability that a turn banks at least one point?",
)
def _turn_banks_a_point() -> object:
    """Banked, less the turns banked by an empty first throw (they bank 0 points)."""
    from pyramide_kit.mauro.odds import class_probabilities, turn_chain
    from pyramide_kit.mauro.throws import ThrowClass

    classes = class_probabilities()
    return turn_chain(classes=classes).B[0, 0] - classes[ThrowClass.NOTHING]


@_answer(
    "lesson02_q7",
    de=(
        "Duell von Würfel V gegen Würfel III; bei Unentschieden wird neu geworfen, bis ein "
        "Würfel gewinnt. Wie groß ist die Wahrscheinlichkeit, dass am Ende V gewinnt?"
    ),
    en=(
        "A duel of die V against die III, where a tie is thrown again until one die wins. "
        "What is the probability that V wins in the end?"
    ),
)
def _v_wins_when_ties_are_thrown_again() -> object:
    """Only the duels that are not ties decide: P(win) / (P(win) + P(loss))."""
    from pyramide_kit.dice import MIWIN_III, MIWIN_V
    from pyramide_kit.mauro.duel import win_probability

    won, lost = win_probability(MIWIN_V, MIWIN_III), win_probability(MIWIN_III, MIWIN_V)
    return won / (won + lost)


# --- lesson 03: Kniffel -----------------------------------------------------------


@_answer(
    "lesson03_q1",
    de=(
        "Wie wahrscheinlich zeigen bei einem Wurf mit fünf Würfeln mindestens zwei Würfel "
        "dieselbe Augenzahl? (Tipp: Das Gegenereignis ist leichter zu zählen.)"
    ),
    en=(
        "What is the chance that at least two of the five dice of one throw show the same "
        "face? (Hint: the complementary event is easier to count.)"
    ),
)
def _two_alike_in_one_throw() -> object:
    """The complementary event of "all five different", state 1 of the chain's start."""
    from pyramide_kit.kniffel.odds import state_distribution

    return 1 - state_distribution(1)[0, 0]


@_answer(
    "lesson03_q2",
    de=(
        "Du hältst 2, 3, 4 und 5 und wirfst den fünften Würfel noch höchstens zweimal. Wie "
        "wahrscheinlich bekommst du eine große Straße?"
    ),
    en=(
        "You hold 2, 3, 4 and 5 and throw the fifth die at most twice more. What is the "
        "chance of a large straight (große Straße)?"
    ),
)
def _large_straight_from_2345() -> object:
    """Two throws of the fifth die, each scored by the rules engine with 2 3 4 5 held."""
    from pyramide_kit.dice import roll_distribution
    from pyramide_kit.kniffel.rules import Rules, score

    def straight(face: int) -> bool:
        return score("large_straight", (2, 3, 4, 5, face), Rules()) > 0

    return roll_distribution(2).probability(lambda throws: any(map(straight, throws)))


@_answer(
    "lesson03_q3",
    de=(
        "Du hältst drei Vieren und wirfst die beiden anderen Würfel einmal. Wie "
        "wahrscheinlich bekommst du ein Full House? (Fünf gleiche Würfel sind kein Full House.)"
    ),
    en=(
        "You hold three fours and throw the other two dice once. What is the chance of a "
        "Full House? (Five alike are not a Full House.)"
    ),
)
def _full_house_from_three_fours() -> object:
    """The two thrown dice beside 4 4 4, scored by the rules engine."""
    from pyramide_kit.dice import roll_distribution
    from pyramide_kit.kniffel.rules import Rules, score

    return roll_distribution(2).probability(
        lambda pair: score("full_house", (4, 4, 4, *pair), Rules()) > 0
    )


@_answer(
    "lesson03_q4",
    de=(
        "Du hältst drei gleiche Würfel und hast noch zwei Würfe. Wie wahrscheinlich wird es "
        "ein Kniffel? (Tipp: Jeder der beiden anderen Würfel hat zwei Versuche.)"
    ),
    en=(
        "You keep three alike and have two throws left. What is the chance of a Kniffel? "
        "(Hint: each of the two other dice gets two tries.)"
    ),
)
def _kniffel_from_three_alike() -> object:
    """Three alike kept, two throws left: the chain of "how many alike" from state 3."""
    from sympy import Matrix

    from pyramide_kit.kniffel.odds import kniffel_chain

    _, step = kniffel_chain()
    return (Matrix([[0, 0, 1, 0, 0]]) * step**2)[0, 4]


# --- lesson 04: Würfelpyramiden schmieden -----------------------------------------


@_answer(
    "lesson04_q1",
    de=(
        "B1, B2 und M1 liegen schon, B2 zeigt eine 5. Der nächste Wurf rollt den weißen "
        "Würfel für B3, den blauen für M2 und den grünen. Wie wahrscheinlich kann der "
        "blaue Würfel (im selben Wurf) auf die 5 und den neuen weißen Würfel gelegt werden?"
    ),
    en=(
        "B1, B2 and M1 are placed, B2 shows a 5. The next throw rolls the white die for "
        "B3, the blue one for M2 and the green one. What is the chance that the blue die "
        "can be placed (in the same throw) on the 5 and the new white die?"
    ),
)
def _blue_on_five_and_a_fresh_white() -> object:
    """Total probability over the white die: the chance to fit on 5 and x, averaged."""
    from pyramide_kit.schmieden.odds import p_fits
    from pyramide_kit.schmieden.pieces import WHITE

    return sum(p_fits((5, x)) for x in WHITE.faces) / len(WHITE.faces)


@_answer(
    "lesson04_q2",
    de=(
        "Drei neue Würfel X, Y (weiß) und M (blau). Wie wahrscheinlich ist M genau der "
        "Durchschnitt der weißen Würfel, 2M = X + Y, sodass er nur deshalb nicht passt, "
        "weil „kleiner“ echt kleiner heißt?"
    ),
    en=(
        "Three fresh dice X, Y (white) and M (blue). What is the chance that M is exactly "
        "the average of the white dice, 2M = X + Y, so that it misses only because "
        "“smaller” is strict?"
    ),
)
def _blue_exactly_the_average() -> Fraction:
    """The boundary case of the rule: the throws that "smaller or equal" would take and
    the rule's strict "smaller" refuses, counted over the faces of the three dice."""
    from itertools import product

    from pyramide_kit.schmieden.pieces import BLUE, WHITE

    throws = list(product(WHITE.faces, WHITE.faces, BLUE.faces))
    return Fraction(sum(2 * m == x + y for x, y, m in throws), len(throws))


@_answer(
    "lesson04_q3",
    de=(
        "Das Fundament liegt: B1 = 3, B2 = 4, B3 = 6. Der nächste Wurf rollt beide blauen "
        "Würfel, und du entscheidest, welcher auf M1 und welcher auf M2 kommt. Wie "
        "wahrscheinlich kannst du beide blauen Würfel legen?"
    ),
    en=(
        "The base is placed: B1 = 3, B2 = 4, B3 = 6. The next throw rolls both blue dice, "
        "and you choose which goes onto M1 and which onto M2. What is the chance that you "
        "can place both blue dice?"
    ),
)
def _both_blue_dice_on_3_4_6() -> Fraction:
    """Every throw of the two blue dice, offered to the rules engine both ways round."""
    from itertools import product

    from pyramide_kit.schmieden.pieces import BLUE
    from pyramide_kit.schmieden.round import RoundState

    base = {"B1": 3, "B2": 4, "B3": 6}
    state = RoundState().throw((*base.values(), 1, 1, 1)).place_values(base).end_throw()

    def both_placed(a: int, b: int) -> bool:
        thrown = state.throw((a, b, 1))
        for m1, m2 in ((a, b), (b, a)):
            try:
                thrown.place_values({"M1": m1, "M2": m2})
            except RuleError:
                continue
            return True
        return False

    throws = list(product(BLUE.faces, repeat=2))
    return Fraction(sum(both_placed(a, b) for a, b in throws), len(throws))


def _top_missing(m1: int, m2: int, misses: tuple[int, ...]) -> object:
    """A round in which only the top is missing on M1 = m1, M2 = m2, after the first throw
    and one further throw for each green die in `misses` (each must not fit)."""
    from pyramide_kit.schmieden.round import RoundState

    placed = {"B1": 6, "B2": 6, "B3": 6, "M1": m1, "M2": m2}
    state = RoundState().throw((6, 6, 6, m1, m2, 6)).place_values(placed).end_throw()
    for green in misses:
        state = state.throw((green,)).end_throw()
    return state


@_answer(
    "lesson04_q4",
    de=(
        "Nur die Spitze fehlt, auf M1 = 2 und M2 = 4, und es bleiben drei Würfe. Wie "
        "wahrscheinlich passt die Spitze in diesen drei Würfen?"
    ),
    en=(
        "Only the top is missing, on M1 = 2 and M2 = 4, and three throws are left. What "
        "is the chance that the top fits within those three throws?"
    ),
)
def _top_within_three_throws() -> object:
    """The round's law from the state after throw 3 (the greens 6, 5 and 3 missed)."""
    from pyramide_kit.schmieden.odds import round_distribution

    start = _top_missing(2, 4, (5, 3))
    return 1 - round_distribution(start=start).map(lambda o: o[0])[None]


@_answer(
    "lesson04_q5",
    de=(
        "Das Bild aus dem Regeltext nach dem ersten Wurf: Fundament 4 4 6, Mittelteil 3 4, "
        "nur die Spitze fehlt, fünf Würfe bleiben. Welchen Erwartungswert haben die Punkte "
        "dieser Runde (mit Extrapunkten)?"
    ),
    en=(
        "The rule text's picture after the first throw: base 4 4 6, middle 3 4, only the "
        "top is missing, five throws are left. What is the expected value of this round's "
        "points (bonus included)?"
    ),
)
def _expected_points_of_the_picture() -> object:
    """The round's exact law from that state, scored by the rules."""
    from pyramide_kit.schmieden.odds import round_distribution
    from pyramide_kit.schmieden.round import RoundState

    placed = {"B1": 4, "B2": 4, "B3": 6, "M1": 3, "M2": 4}
    start = RoundState().throw((4, 4, 6, 3, 4, 6)).place_values(placed).end_throw()
    rules = start.rules
    return round_distribution(start=start).expectation(
        lambda o: 0 if o[0] is None else rules.points_for_throw(o[0]) + rules.bonus_for(o[1])
    )


# --- lesson 05: Pyramide with cards -----------------------------------------------


@_answer(
    "lesson05_q1",
    de=(
        "Du weißt, dass deine eigenen 4 Karten keine Karte des aufgedeckten Rangs "
        "enthalten; 3 weitere Spieler halten je 4 Karten. Wie wahrscheinlich hält keiner "
        "von ihnen eine Karte dieses Rangs?"
    ),
    en=(
        "You know that your own 4 cards hold no card of the revealed rank; 3 other "
        "players hold 4 cards each. P(none of them holds a card of that rank)?"
    ),
)
def _nobody_of_three_matches() -> object:
    """The complement of "someone matches", with the own hand known to hold none."""
    from pyramide_kit.karten.odds import p_someone_matches

    return 1 - p_someone_matches(3, knowing_own_hand=True)


@_answer(
    "lesson05_q2",
    de=(
        "10 Karten sind unbekannt, 2 davon haben den Rang; wer behauptet, hält 2 Karten "
        "und blufft ohne den Rang in der Hälfte der Fälle. Wie wahrscheinlich ist die "
        "Behauptung wahr?"
    ),
    en=(
        "10 cards are unseen, 2 of them have the rank, the claimant holds 2 cards and "
        "bluffs half the time without the rank. P(the claim is true)?"
    ),
)
def _the_claim_is_true() -> object:
    from pyramide_kit.karten.odds import p_claim_true

    return p_claim_true(10, 2, 2, Fraction(1, 2))


@_answer(
    "lesson05_q3",
    de=(
        "Busfahren mit dem besten Tipp und frisch gemischtem Deck: Wie viele Karten "
        "deckt EIN Versuch im Mittel auf (die Karte einer falschen Antwort mitgezählt)?"
    ),
    en=(
        "Ride the Bus with the best guesses and a freshly shuffled deck: how many cards "
        "does ONE attempt turn up on average (the card of a wrong answer counted)?"
    ),
)
def _cards_in_one_bus_attempt() -> object:
    """The expectation over how one attempt ends: wrong at question k (k cards) or
    through (4 cards)."""
    from pyramide_kit.karten.odds import bus_attempt_distribution

    return bus_attempt_distribution().expectation(lambda outcome: outcome[1])


@_answer(
    "lesson05_q4",
    de=(
        "Eine Variante: Wer beim Bluffen erwischt wird, nimmt den dreifachen Reihenwert. "
        "Ein Bluff in Reihe 4 wird mit Wahrscheinlichkeit 1/5 "
        "angezweifelt. Welchen Erwartungswert hat der Chip-Saldo (verteilt minus "
        "genommen) des Bluffers?"
    ),
    en=(
        "A variant: a caught bluffer takes three times the row value. "
        "A bluff at row 4 is called with probability 1/5. "
        "Expected net chips (handed out minus taken) for the bluffer?"
    ),
)
def _bluff_net_at_row_4_called_a_fifth() -> object:
    from pyramide_kit.karten.odds import bluff_outcomes

    outcomes = bluff_outcomes(4, Fraction(1, 5), call_factor=3)
    return outcomes.expectation(lambda outcome: outcome[1])


@_answer(
    "lesson05_q5",
    de=(
        "Eine Karte wird aufgedeckt; du und Ben haltet je 4 Karten. Du hältst selbst "
        "eine Karte ihres Rangs. Wie groß ist die bedingte Wahrscheinlichkeit, dass Ben "
        "auch eine hält?"
    ),
    en=(
        "A card is turned up; you and Ben hold 4 cards each. You hold a card of its rank "
        "yourself. P(Ben holds one too)?"
    ),
)
def _ben_matches_given_you_do() -> object:
    """P(B | D) from the two hands' two-way table: its cell B and D over the column D."""
    from pyramide_kit.karten.odds import two_hands_table

    table = two_hands_table()
    return table[(True, True)] / table.probability(lambda cell: cell[1])


# --- lesson 06: exact vs simulated ------------------------------------------------


@_answer(
    "lesson06_q1",
    de=(
        "Mauro, Pasch (p = 1/4): Ab wie vielen Würfen n ist die halbe Breite "
        "1,96·√(p(1 − p)/n) des 95-%-Bands höchstens 0,02?"
    ),
    en=(
        "Mauro, doublet (p = 1/4): from how many throws n on is the half-width "
        "1.96·√(p(1 − p)/n) of the 95 % band at most 0.02?"
    ),
)
def _throws_for_a_band_of_half_width_002() -> int:
    """1.96 sqrt(p (1 - p) / n) <= w  <=>  n >= 1.96**2 p (1 - p) / w**2, with the pasch's
    chance from Mauro's odds; exact fractions, so the bound is not blurred by rounding."""
    from math import ceil

    from pyramide_kit.mauro.odds import class_probabilities
    from pyramide_kit.mauro.throws import ThrowClass

    p = as_fraction(class_probabilities()[ThrowClass.PASCH])
    z, half_width = Fraction(196, 100), Fraction(2, 100)
    return ceil(z**2 * p * (1 - p) / half_width**2)


def _p_six() -> Fraction:
    from pyramide_kit.dice import D6

    return D6.distribution()[6]


_answer(
    "lesson06_q2",
    de=(
        "Ein fairer Würfel wird bis zur ersten Sechs geworfen. Wie viele Würfe "
        "erwartest du (die Sechs mitgezählt)?"
    ),
    en=(
        "A fair die is thrown until the first six. What is the expected number of "
        "throws (the six included)?"
    ),
)(lambda: 1 / _p_six())


@_answer(
    "lesson06_q3",
    de=(
        "Ein gezinkter Würfel (Eins mit 1/12, Sechs mit 1/4, die anderen mit 1/6, wie in "
        "Abschnitt 4) wird 600-mal geworfen, und jede Augenzahl kommt genau so oft, wie "
        "dieser Würfel es erwarten lässt. Welchen Chi-Quadrat-Wert gegen einen fairen "
        "Würfel ergeben diese Anzahlen?"
    ),
    en=(
        "A loaded die (one with 1/12, six with 1/4, the others 1/6, as in section 4) is "
        "thrown 600 times, and each face comes exactly as often as this die expects. "
        "What chi-square statistic against a fair die do these counts give?"
    ),
)
def _chi_square_of_the_loaded_dies_expected_counts() -> Fraction:
    """Pearson's sum over the faces, (O - E)**2 / E, with O what the loaded die expects
    and E what a fair one does, in exact fractions."""
    from pyramide_kit.dice import D6

    fair = D6.distribution()
    loaded = {1: Fraction(1, 12), 6: Fraction(1, 4)}
    throws = 600
    observed = {face: throws * loaded.get(face, Fraction(1, 6)) for face in fair}
    return sum(
        ((observed[face] - throws * p) ** 2 / (throws * p) for face, p in fair.items()),
        Fraction(0),
    )


@_answer(
    "lesson06_q4",
    de=("Mauro: P(Pasch) = 1/4. Wie groß ist die Varianz der Anzahl der Pasche in 100 Würfen?"),
    en="Mauro: P(doublet) = 1/4. In 100 throws, what is the variance of the number of doublets?",
)
def _variance_of_paschs_in_100() -> Fraction:
    from pyramide_kit.mauro.odds import class_probabilities
    from pyramide_kit.mauro.throws import ThrowClass

    p = as_fraction(class_probabilities()[ThrowClass.PASCH])
    return 100 * Distribution({1: p, 0: 1 - p}).variance()


@_answer(
    "lesson06_q5",
    de=(
        "Pyramide: Die Einserpyramide kommt innerhalb von zwei Würfen mit der "
        "Wahrscheinlichkeit (11/36)^6. Wie viele Runden zu zwei Würfen erwartest du, bis "
        "sie kommt? (Rechne mit SymPy und füge das exakte Ergebnis ein.)"
    ),
    en=(
        "Pyramide: the pyramid of ones comes within two throws with probability "
        "(11/36)^6. How many two-throw rounds do you expect until it comes? (Compute it "
        "with SymPy and paste the fraction.)"
    ),
)
def _rounds_until_the_pyramid_of_ones() -> object:
    from pyramide_kit.pyramide.odds import p_pyramid_of_ones

    return 1 / p_pyramid_of_ones(2)


@_answer(
    "lesson06_q6",
    de=(
        "Die Freundin wirft den Würfel stattdessen 120-mal. Ab wie vielen Sechsen würdest "
        "du ihn auf dem Signifikanzniveau 5 %, einseitig (zu viele Sechsen), für gezinkt "
        "halten? (Nutze binomial_test und dessen rejection_region.)"
    ),
    en=(
        "The friend throws the die 120 times instead. At the 5 % level, one-sided (too "
        "many sixes), from how many sixes on would you call the die loaded? (Use "
        "binomial_test and its rejection_region.)"
    ),
)
def _fewest_sixes_that_reject_a_fair_die() -> int:
    """The start of the 5 % rejection region of "the die is fair" against "loaded towards
    six", after 120 throws."""
    from pyramide_kit.binomial import binomial_test

    return binomial_test(120, 0, _p_six(), "greater", level="1/20").rejection_region[0]


# --- lesson 07: decisions ---------------------------------------------------------
# The tiny game: up to `throws` throws of one die; after each throw you may stop and
# score it, the last throw scores whatever it shows.


def tiny_game_points(throws: int) -> Distribution:
    """The law of the points you end the tiny game with when you play it best: stop
    exactly when the throw beats what going on is worth, backward from the last throw
    (its mean is the game's value)."""
    from pyramide_kit.dice import D6

    die = D6.distribution()
    points = die
    for _ in range(throws - 1):
        worth = points.expectation()
        points = die.then(
            lambda face, rest=points, worth=worth: (
                Distribution.point(face) if face > worth else rest
            )
        )
    return points


@_answer(
    "lesson07_q1",
    de="Das kleine Spiel mit VIER Würfen: Welchen Erwartungswert hat deine Punktzahl bei "
    "bestem Spiel?",
    en="The tiny game with FOUR throws: what are the best expected points?",
)
def _tiny_game_with_four_throws() -> Fraction:
    return tiny_game_points(4).expectation()


@_answer(
    "lesson07_q2",
    de="Das kleine Spiel mit drei Würfen nach der Mittelwert-Regel (beim ersten Wurf mit "
    "5 oder 6 aufhören, beim zweiten mit 4 bis 6): Wie wahrscheinlich hast du am Ende "
    "mindestens 4 Punkte?",
    en="The tiny game with three throws, played by the average rule (stop on a 5 or 6 "
    "first, then on a 4 to 6): what is the chance that you finish with at least 4 points?",
)
def _tiny_game_at_least_four() -> Fraction:
    return tiny_game_points(3).probability(lambda points: points >= 4)


@_answer(
    "lesson07_q3",
    de="Mauro mit Aufhören: Deine Serie hat 2 Punkte. Wie viele Punkte erwartest du, wenn "
    "du genau einmal weiterwürfelst und dann aufhörst? (Ein Pasch verliert alles, ein Wurf "
    "ohne Nachbarzahlen schreibt die 2 auf, ein Wurf mit Punkten zählt sie dazu.)",
    en="Mauro with stopping: your series holds 2 points. What are the expected points of "
    "throwing exactly once more and then banking? (A doublet loses everything, a throw "
    "without neighbours banks the 2, a scoring throw adds its points.)",
)
def _series_of_two_one_more_throw() -> Fraction:
    from pyramide_kit.mauro.optimal import step_law

    law = step_law()
    return law.nothing * 2 + sum((p * (2 + points) for points, p in law.scoring), Fraction(0))


@_answer(
    "lesson07_q4",
    de="Der Gegner ist diesmal mit einer 4 fertig; du gewinnst mit einer 5 oder 6 und hast "
    "drei Würfe. Wie wahrscheinlich gewinnst du, wenn du nur bei 5 oder 6 aufhörst?",
    en="The opponent has finished with a 4 this time; you win with a 5 or 6 and have "
    "three throws. What is the chance to win if you stop only on a 5 or 6?",
)
def _chase_a_four() -> Fraction:
    """Stopping only on a winner, you lose exactly when all three throws miss."""
    from pyramide_kit.dice import D6

    miss = D6.distribution().probability(lambda face: face <= 4)
    return 1 - miss**3


# --- lesson 08: the hypothesis test -----------------------------------------------


def _square_root(value: Fraction) -> Fraction:
    """The exact square root of a fraction that is a square (the exercise chooses n so)."""
    from math import isqrt

    root = Fraction(isqrt(value.numerator), isqrt(value.denominator))
    if root**2 != value:
        raise ValueError(f"{value} is not the square of a fraction")
    return root


@_answer(
    "lesson08_q1",
    de="Basis: Ein fairer Würfel wird 180-mal geworfen. Wie groß ist die "
    "Standardabweichung σ der Anzahl der Sechsen?",
    en="Basic: a fair die is thrown 180 times. What is the standard deviation σ of the "
    "number of sixes?",
)
def _sigma_of_sixes_in_180() -> Fraction:
    """sigma = sqrt(n p q), with the six's chance from the die itself."""
    p = _p_six()
    return _square_root(180 * p * (1 - p))


@_answer(
    "lesson08_q2",
    de="Basis: 120 Würfe, rechtsseitiger Test „der Würfel ist fair“ auf dem "
    "Signifikanzniveau 1 %: Ab wie vielen Sechsen wird H₀ abgelehnt?",
    en='Basic: 120 throws, right-sided test of "the die is fair" at the level 1 %: from '
    "how many sixes on is H₀ rejected?",
)
def _right_sided_at_one_percent() -> int:
    from pyramide_kit.binomial import rejection_region

    return rejection_region(120, _p_six(), "1/100", "greater").above


@_answer(
    "lesson08_q3",
    de="Basis: 120 Würfe, linksseitiger Test (zu wenige Sechsen) auf dem "
    "Signifikanzniveau 5 %: Bis zu wie vielen Sechsen wird H₀ abgelehnt?",
    en="Basic: 120 throws, left-sided test (too few sixes) at the level 5 %: up to how "
    "many sixes is H₀ rejected?",
)
def _left_sided_at_five_percent() -> int:
    from pyramide_kit.binomial import rejection_region

    return rejection_region(120, _p_six(), "1/20", "less").below


@_answer(
    "lesson08_q4",
    de="Erweiterung: Die Mauro-Regel nennt 1/9. Würfel III und dann IV werden 180-mal "
    "geworfen; ein Treffer ist „IV zeigt die Zahl nach der von III“. Zweiseitiger Test "
    "von p = 1/9 auf 5 % (2,5 % je Seite): Bis zu wie vielen Treffern wird unten "
    "abgelehnt?",
    en="Extension: the Mauro rule says 1/9. Dice III and then IV are thrown 180 times; a "
    'hit is "IV shows the number after III\'s". Two-sided test of p = 1/9 at 5 % (2.5 % '
    "each side): up to how many hits is it rejected at the bottom?",
)
def _miwin_two_sided_lower_end() -> int:
    from pyramide_kit.binomial import rejection_region
    from pyramide_kit.mauro.ninth import RING

    return rejection_region(180, Fraction(1, RING), "1/20", "two-sided").below


@_answer(
    "lesson08_q5",
    de="Erweiterung: Wie viele Würfe braucht der rechtsseitige 5-%-Test „der Würfel ist "
    "fair“ mindestens, damit er einen Würfel mit P(Sechs) = 1/4 mit einer Güte von "
    "mindestens 90 % entdeckt?",
    en='Extension: how many throws does the right-sided 5 % test of "the die is fair" '
    "need at least to detect a die with P(six) = 1/4 with a power of at least 90 %?",
)
def _throws_for_ninety_percent_power() -> int:
    from pyramide_kit.binomial import MOST_N, rejection_chance, rejection_region

    loaded = Fraction(1, 4)
    return next(
        n
        for n in range(1, MOST_N + 1)
        if rejection_chance(rejection_region(n, _p_six(), "1/20", "greater"), loaded)
        >= Fraction(9, 10)
    )
