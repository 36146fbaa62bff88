"""Lesson 05's exercises, Pyramide with cards: who holds a card of the revealed rank
(hypergeometric, and conditioned on your own hand), whether a claim is true (Bayes), the
cards of one Ride the Bus attempt, a bluff's net chips and the call rate that makes a
bluff fair."""

from __future__ import annotations

from fractions import Fraction
from math import comb

from pyramide_kit.exact import as_fraction
from pyramide_kit.exercises.registry import Values, _answer, _solution


def _unseen_and_matching(own_hand_known: bool) -> tuple[int, int]:
    """After one card is turned up: the cards you cannot see (the deck less that card,
    and less your own hand if you know it) and how many of them share its rank."""
    from pyramide_kit.karten.cards import DECK, SUITS
    from pyramide_kit.karten.rules import Rules

    unseen = len(DECK) - 1 - (Rules().hand_size if own_hand_known else 0)
    return unseen, len(SUITS) - 1


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
    level="basis",
)
def _nobody_of_three_matches() -> object:
    """The complement of "someone matches", with the own hand known to hold none."""
    from pyramide_kit.karten.odds import p_someone_matches

    return 1 - p_someone_matches(3, knowing_own_hand=True)


@_solution(
    "lesson05_q1",
    de=(
        "Du siehst deine 4 Karten und die aufgedeckte: Von den {unseen} Karten, die du "
        "nicht siehst, haben {matching} den Rang.",
        "Die 3 Spieler halten zusammen {drawn} dieser {unseen} Karten, wie eine Ziehung "
        "ohne Zurücklegen (hypergeometrische Verteilung).",
        "P(keine Rangkarte darunter) = ({rest} über {drawn})/({unseen} über {drawn}) = {result}.",
    ),
    en=(
        "You see your 4 cards and the revealed one: of the {unseen} cards you cannot see, "
        "{matching} have the rank.",
        "The 3 players hold {drawn} of these {unseen} cards between them, like a draw "
        "without replacement (hypergeometric distribution).",
        "P(no card of the rank among them) = C({rest}, {drawn})/C({unseen}, {drawn}) = {result}.",
    ),
)
def _nobody_matches_steps() -> Values:
    unseen, matching = _unseen_and_matching(own_hand_known=True)
    drawn = 3 * 4  # the question's players and hands
    rest = unseen - matching
    return {
        "unseen": unseen,
        "matching": matching,
        "drawn": drawn,
        "rest": rest,
        "result": Fraction(comb(rest, drawn), comb(unseen, drawn)),
    }


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
    level="basis",
)
def _the_claim_is_true() -> object:
    from pyramide_kit.karten.odds import p_claim_true

    return p_claim_true(10, 2, 2, Fraction(1, 2))


@_solution(
    "lesson05_q2",
    de=(
        "A-priori-Wahrscheinlichkeit (hypergeometrisch): Die 2 Karten des Behauptenden "
        "enthalten keine Rangkarte mit ({rest} über 2)/(10 über 2) = {none}, also hält er "
        "den Rang mit π = {prior}.",
        "Baumdiagramm: Pfad „hält den Rang, behauptet“: π·1 = {prior}; Pfad „hält ihn "
        "nicht, blufft“: (1 − π)·1/2 = {bluff_path}.",
        "Satz von Bayes: P(wahr | Behauptung) = ({prior})/({prior} + {bluff_path}) = {result}.",
    ),
    en=(
        "Prior (hypergeometric): the claimant's 2 cards hold no card of the rank with "
        "C({rest}, 2)/C(10, 2) = {none}, so they hold the rank with π = {prior}.",
        "Tree diagram: path “holds the rank, claims”: π·1 = {prior}; path “does not, "
        "bluffs”: (1 − π)·1/2 = {bluff_path}.",
        "Bayes' theorem: P(true | claim) = ({prior})/({prior} + {bluff_path}) = {result}.",
    ),
)
def _claim_true_steps() -> Values:
    rest = 10 - 2  # the unseen cards without the rank, from the question
    none = Fraction(comb(rest, 2), comb(10, 2))
    prior = 1 - none
    bluff_path = (1 - prior) * Fraction(1, 2)
    return {
        "rest": rest,
        "none": none,
        "prior": prior,
        "bluff_path": bluff_path,
        "result": prior / (prior + bluff_path),
    }


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
    level="extension",
)
def _cards_in_one_bus_attempt() -> object:
    """The expectation over how one attempt ends: wrong at question k (k cards) or
    through (4 cards)."""
    from pyramide_kit.karten.odds import bus_attempt_distribution

    return bus_attempt_distribution().expectation(lambda outcome: outcome[1])


@_solution(
    "lesson05_q3",
    de=(
        "Die erste Karte wird immer aufgedeckt, jede weitere nur, wenn alle Fragen davor "
        "richtig beantwortet wurden.",
        "Mit den besten Tipps: P(die erste Frage richtig) = {first}, P(die ersten beiden "
        "richtig) = {two}, P(die ersten drei richtig) = {three}.",
        "Die Anzahl der Karten ist eine Summe von Indikatoren (Karte aufgedeckt oder "
        "nicht), also nach der Linearität des Erwartungswerts "
        "E = 1 + {first} + {two} + {three} = {result}.",
    ),
    en=(
        "The first card is always turned up, each further one only if every question "
        "before it was answered right.",
        "With the best guesses: P(the first question right) = {first}, P(the first two "
        "right) = {two}, P(the first three right) = {three}.",
        "The number of cards is a sum of indicators (card turned up or not), so by the "
        "linearity of expectation E = 1 + {first} + {two} + {three} = {result}.",
    ),
)
def _bus_steps() -> Values:
    """The tail sum E[N] = sum of P(N >= k), the chances of passing the first questions
    asked of the closed form (not the law of the endings the answer uses)."""
    from pyramide_kit.karten.odds import bus_step_probabilities

    first, two, three = (as_fraction(p) for p in bus_step_probabilities()[:3])
    return {
        "first": first,
        "two": two,
        "three": three,
        "result": 1 + first + two + three,
    }


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
    level="basis",
)
def _bluff_net_at_row_4_called_a_fifth() -> object:
    from pyramide_kit.karten.odds import bluff_outcomes

    outcomes = bluff_outcomes(4, Fraction(1, 5), call_factor=3)
    return outcomes.expectation(lambda outcome: outcome[1])


@_solution(
    "lesson05_q4",
    de=(
        "Zwei Äste: Nicht angezweifelt ({stands}) verteilt der Bluffer die 4 Chips der "
        "Reihe, Saldo +4; angezweifelt (1/5) nimmt er 3·4 = {taken} Chips, Saldo "
        "−{taken}.",
        "Erwartungswert: E(Saldo) = {stands}·4 − 1/5·{taken} = {result} Chips.",
    ),
    en=(
        "Two branches: not called ({stands}), the bluffer hands out the row's 4 chips, net "
        "+4; called (1/5), they take 3·4 = {taken} chips, net −{taken}.",
        "Expected value: E(net) = {stands}·4 − 1/5·{taken} = {result} chips.",
    ),
)
def _triple_bluff_steps() -> Values:
    called = Fraction(1, 5)
    return {"stands": 1 - called, "taken": 3 * 4, "result": (1 - called) * 4 - called * 3 * 4}


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
    level="extension",
)
def _ben_matches_given_you_do() -> object:
    """P(B | D) from the two hands' two-way table: its cell B and D over the column D."""
    from pyramide_kit.karten.odds import two_hands_table

    table = two_hands_table()
    return table[(True, True)] / table.probability(lambda cell: cell[1])


@_solution(
    "lesson05_q5",
    de=(
        "D: Du hältst eine Karte des Rangs; B: Ben hält eine. Von den {unseen} "
        "unbekannten Karten haben {matching} den Rang.",
        "Hypergeometrisch: P(D) = 1 − ({rest} über 4)/({unseen} über 4) = {you}. Aus "
        "der Vierfeldertafel der beiden Blätter: P(B ∩ D) = {both}.",
        "Bedingte Wahrscheinlichkeit: P(B | D) = P(B ∩ D)/P(D) = ({both})/({you}) = {result}.",
    ),
    en=(
        "D: you hold a card of the rank; B: Ben holds one. Of the {unseen} unseen cards, "
        "{matching} have the rank.",
        "Hypergeometric: P(D) = 1 − C({rest}, 4)/C({unseen}, 4) = {you}. From the two "
        "hands' two-way table: P(B ∩ D) = {both}.",
        "Conditional probability: P(B | D) = P(B ∩ D)/P(D) = ({both})/({you}) = {result}.",
    ),
)
def _ben_steps() -> Values:
    """P(D) by the hypergeometric law, not the table's column the answer uses."""
    from pyramide_kit.karten.odds import two_hands_table

    unseen, matching = _unseen_and_matching(own_hand_known=False)
    rest = unseen - matching
    you = 1 - Fraction(comb(rest, 4), comb(unseen, 4))
    both = as_fraction(two_hands_table()[(True, True)])
    return {
        "unseen": unseen,
        "matching": matching,
        "rest": rest,
        "you": you,
        "both": both,
        "result": both / you,
    }


@_answer(
    "lesson05_q6",
    de=(
        "Im Regelwerk nimmt, wer beim Bluffen erwischt wird, den doppelten Reihenwert. Ein "
        "Bluff heißt fair, wenn der Erwartungswert seines Chip-Saldos (verteilt minus "
        "genommen) 0 ist. Bei welcher Wahrscheinlichkeit c, dass ein Bluff angezweifelt "
        "wird, ist er fair?"
    ),
    en=(
        "By the rules, a caught bluffer takes twice the row value. Call a bluff fair when "
        "the expected value of its net chips (handed out minus taken) is 0. For which "
        "probability c that a bluff is called is it fair?"
    ),
    level="basis",
)
def _fair_bluff_call_rate() -> object:
    """The call rate c that solves E[net chips of a bluff] = 0, with the rules' own
    factor for a caught bluff; the row value v is any positive number."""
    import sympy

    from pyramide_kit.karten.odds import expected_bluff_net
    from pyramide_kit.karten.rules import Rules

    v, c = sympy.symbols("v c", positive=True)
    (rate,) = sympy.solve(expected_bluff_net(v, c, Rules().call_factor), c)
    return rate


@_solution(
    "lesson05_q6",
    de=(
        "Ein Bluff in einer Reihe mit Wert v: nicht angezweifelt (1 − c) Saldo +v, "
        "angezweifelt (c) Saldo −{factor}v.",
        "E(Saldo) = v(1 − c) − {factor}vc = v(1 − {spread}c).",
        "Fair heißt E(Saldo) = 0; wegen v > 0 ist 1 − {spread}c = 0, also c = {result}, "
        "in jeder Reihe dieselbe Anzweifel-Quote.",
    ),
    en=(
        "A bluff at a row of value v: not called (1 − c) net +v, called (c) net −{factor}v.",
        "E(net) = v(1 − c) − {factor}vc = v(1 − {spread}c).",
        "Fair means E(net) = 0; as v > 0, 1 − {spread}c = 0, so c = {result}, the same "
        "call rate at every row.",
    ),
)
def _fair_bluff_steps() -> Values:
    """The break-even rate by hand, 1 / (1 + factor), not by solving the kit's formula."""
    from pyramide_kit.karten.rules import Rules

    factor = Rules().call_factor
    return {"factor": factor, "spread": 1 + factor, "result": Fraction(1, 1 + factor)}
