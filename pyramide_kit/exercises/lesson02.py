"""Lesson 02's exercises, Mauro with Miwin's dice: neighbours and equal numbers on two
dice, two-stage experiments, a doublet in two throws, expected neighbour pairs, variant
1's Markov chain, a duel thrown again on a tie, and the fair fee of a fairground booth."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations, product

from pyramide_kit.exact import Distribution, as_fraction
from pyramide_kit.exercises.registry import Values, _answer, _solution
from pyramide_kit.exercises.shared import _count


def _miwin_pairs(a: object, b: object) -> list[tuple[int, int]]:
    """The 36 equally likely ordered pairs of faces of two of Miwin's dice."""
    return list(product(a.faces, b.faces))


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
    level="basis",
)
def _iii_v_neither_neighbours_nor_equal() -> object:
    """The complementary event of "neighbours or the same number" (two disjoint events)."""
    from pyramide_kit.dice import MIWIN_III, MIWIN_V
    from pyramide_kit.mauro.duel import tie_probability
    from pyramide_kit.mauro.odds import pair_neighbour_probability

    return 1 - pair_neighbour_probability(MIWIN_III, MIWIN_V) - tie_probability(MIWIN_III, MIWIN_V)


@_solution(
    "lesson02_q1",
    de=(
        "Laplace-Experiment: III und V zeigen {pairs} gleich wahrscheinliche Paare.",
        "Nachbarzahlen (auf dem Ring): {neighbours} Paare; dieselbe Zahl: {equal} Paare. "
        "Beides zugleich geht nicht.",
        "Gegenereignis und Summenregel: P = 1 − {neighbours}/{pairs} − {equal}/{pairs} = {result}.",
    ),
    en=(
        "Laplace experiment: III and V show {pairs} equally likely pairs.",
        "Neighbours (on the ring): {neighbours} pairs; the same number: {equal} pairs. "
        "Both at once cannot happen.",
        "Complementary event and sum rule: P = 1 − {neighbours}/{pairs} − "
        "{equal}/{pairs} = {result}.",
    ),
)
def _iii_v_steps() -> Values:
    from pyramide_kit.dice import MIWIN_III, MIWIN_V
    from pyramide_kit.mauro.throws import are_neighbours

    pairs = _miwin_pairs(MIWIN_III, MIWIN_V)
    neighbours = _count(pairs, are_neighbours)
    equal = _count(pairs, lambda a, b: a == b)
    return {
        "pairs": len(pairs),
        "neighbours": neighbours,
        "equal": equal,
        "result": 1 - Fraction(neighbours + equal, len(pairs)),
    }


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
    level="basis",
)
def _random_die_shows_even() -> Fraction:
    """Two stages: the die (1/3 each), then its number."""
    from pyramide_kit.dice import MIWIN_DICE

    shows = Distribution.uniform(MIWIN_DICE).then(lambda die: die.distribution())
    return shows.probability(lambda number: number % 2 == 0)


@_solution(
    "lesson02_q2",
    de=(
        "Zweistufiges Zufallsexperiment: erst der Würfel (je 1/3), dann seine Zahl.",
        "Gerade Zahlen: III hat {even_iii} von {sides} Seiten, IV {even_iv}, V {even_v}.",
        "Pfadregeln (Produkt längs jedes Pfades, Summe der Pfade): P = 1/3·{even_iii}/"
        "{sides} + 1/3·{even_iv}/{sides} + 1/3·{even_v}/{sides} = {result}.",
    ),
    en=(
        "Two-stage experiment: first the die (1/3 each), then its number.",
        "Even numbers: III has {even_iii} of {sides} sides, IV {even_iv}, V {even_v}.",
        "Path rules (product along each path, sum of the paths): P = 1/3·{even_iii}/"
        "{sides} + 1/3·{even_iv}/{sides} + 1/3·{even_v}/{sides} = {result}.",
    ),
)
def _random_die_steps() -> Values:
    from pyramide_kit.dice import MIWIN_DICE

    even = [sum(face % 2 == 0 for face in die.faces) for die in MIWIN_DICE]
    sides = len(MIWIN_DICE[0].faces)
    return {
        "even_iii": even[0],
        "even_iv": even[1],
        "even_v": even[2],
        "sides": sides,
        "result": sum(Fraction(1, len(MIWIN_DICE)) * Fraction(e, sides) for e in even),
    }


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
    level="basis",
)
def _iv_two_places_after_iii() -> object:
    from pyramide_kit.dice import MIWIN_III, MIWIN_IV
    from pyramide_kit.mauro.ninth import successor_probability

    return successor_probability(MIWIN_III, MIWIN_IV, steps=2)


@_solution(
    "lesson02_q3",
    de=(
        "Laplace-Experiment: III und IV zeigen {pairs} gleich wahrscheinliche Paare.",
        "Zu jeder Zahl von III die Zahl zwei Plätze weiter auf dem Ring suchen: "
        "{targets}. IV hat davon {hits}.",
        "P = {hits}/{pairs} = {result}.",
    ),
    en=(
        "Laplace experiment: III and IV show {pairs} equally likely pairs.",
        "For each number of III, find the number two places further round the ring: "
        "{targets}. IV has {hits} of them.",
        "P = {hits}/{pairs} = {result}.",
    ),
)
def _two_places_steps() -> Values:
    from pyramide_kit.dice import MIWIN_III, MIWIN_IV
    from pyramide_kit.mauro.ninth import RING

    targets = [(face + 1) % RING + 1 for face in MIWIN_III.faces]
    hits = sum(target in MIWIN_IV.faces for target in targets)
    pairs = len(MIWIN_III.faces) * len(MIWIN_IV.faces)
    return {
        "pairs": pairs,
        "targets": " ".join(map(str, targets)),
        "hits": hits,
        "result": Fraction(hits, pairs),
    }


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
    level="basis",
)
def _a_pasch_in_two_throws() -> object:
    """The complementary event, no pasch in either throw, by the product rule."""
    from pyramide_kit.mauro.odds import class_probabilities
    from pyramide_kit.mauro.throws import ThrowClass

    return 1 - (1 - class_probabilities()[ThrowClass.PASCH]) ** 2


@_solution(
    "lesson02_q4",
    de=(
        "Ein Wurf enthält einen Pasch mit {pasch}: Jedes Würfelpaar hat {shared} gemeinsame "
        "Zahlen, also {pair_pasch} je Paar, und zwei Gleichheiten zugleich gibt es nicht "
        "(Summenregel).",
        "Gegenereignis: keiner der beiden Würfe hat einen Pasch. Die Würfe sind "
        "unabhängig, Produktregel: ({no_pasch})² = {none}.",
        "P(mindestens ein Pasch) = 1 − {none} = {result}.",
    ),
    en=(
        "One throw holds a doublet with {pasch}: each pair of dice shares {shared} "
        "numbers, so {pair_pasch} per pair, and two equalities cannot happen at once (sum "
        "rule).",
        "Complementary event: neither throw holds a doublet. The throws are independent, "
        "product rule: ({no_pasch})² = {none}.",
        "P(at least one doublet) = 1 − {none} = {result}.",
    ),
)
def _pasch_steps() -> Values:
    from pyramide_kit.dice import MIWIN_DICE

    shared = {len(set(a.faces) & set(b.faces)) for a, b in combinations(MIWIN_DICE, 2)}
    if len(shared) != 1:
        raise ValueError("the solution's text says every pair of dice shares as many numbers")
    (shared,) = shared
    pair = Fraction(shared, len(_miwin_pairs(*MIWIN_DICE[:2])))
    pasch = len(list(combinations(MIWIN_DICE, 2))) * pair  # no number is on all three dice
    return {
        "pasch": pasch,
        "shared": shared,
        "pair_pasch": pair,
        "no_pasch": 1 - pasch,
        "none": (1 - pasch) ** 2,
        "result": 1 - (1 - pasch) ** 2,
    }


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
    level="extension",
)
def _neighbour_pairs_per_throw() -> Fraction:
    from pyramide_kit.mauro.throws import neighbour_pairs, throw_distribution

    return throw_distribution().expectation(lambda throw: len(neighbour_pairs(throw)))


@_solution(
    "lesson02_q5",
    de=(
        "Die Anzahl der Nachbarpaare ist eine Summe von drei Indikatoren, einem je "
        "Würfelpaar (III/IV, III/V, IV/V): 1 bei Nachbarzahlen, sonst 0.",
        "Der Erwartungswert eines Indikators ist seine Wahrscheinlichkeit: Die drei Paare "
        "zeigen Nachbarzahlen mit {iii_iv}, {iii_v} und {iv_v}.",
        "Linearität des Erwartungswerts (sie gilt auch ohne Unabhängigkeit): "
        "E = {iii_iv} + {iii_v} + {iv_v} = {result}.",
    ),
    en=(
        "The number of neighbour pairs is a sum of three indicators, one for each pair of "
        "dice (III/IV, III/V, IV/V): 1 for neighbours, else 0.",
        "An indicator's expected value is its probability: the three pairs show "
        "neighbours with {iii_iv}, {iii_v} and {iv_v}.",
        "Linearity of expectation (it holds without independence too): "
        "E = {iii_iv} + {iii_v} + {iv_v} = {result}.",
    ),
)
def _neighbour_pairs_steps() -> Values:
    from pyramide_kit.dice import MIWIN_DICE
    from pyramide_kit.mauro.throws import are_neighbours

    chances = [
        Fraction(_count(_miwin_pairs(a, b), are_neighbours), len(_miwin_pairs(a, b)))
        for a, b in combinations(MIWIN_DICE, 2)
    ]
    return {
        "iii_iv": chances[0],
        "iii_v": chances[1],
        "iv_v": chances[2],
        "result": sum(chances),
    }


@_answer(
    "lesson02_q6",
    de=(
        "Variante 1: Wie groß ist die Wahrscheinlichkeit, dass ein Zug mindestens einen "
        "Punkt aufschreibt?"
    ),
    en="Variant 1: what is the probability that a turn banks at least one point?",
    level="extension",
)
def _turn_banks_a_point() -> object:
    """Banked, less the turns banked by an empty first throw (they bank 0 points)."""
    from pyramide_kit.mauro.odds import class_probabilities, turn_chain
    from pyramide_kit.mauro.throws import ThrowClass

    classes = class_probabilities()
    return turn_chain(classes=classes).B[0, 0] - classes[ThrowClass.NOTHING]


@_solution(
    "lesson02_q6",
    de=(
        "Markow-Kette der Variante 1: Jeder Wurf bringt Punkte ({scoring}), ist leer "
        "({nothing}) oder enthält einen Pasch ({pasch}).",
        "Die Serie wird aufgeschrieben, wenn ein leerer Wurf vor einem Pasch kommt: "
        "P(aufgeschrieben) = ({nothing})/({nothing} + {pasch}) = {banked}.",
        "Nur wer schon beim ersten Wurf leer ausgeht, schreibt dabei 0 Punkte auf; das "
        "sind {nothing} der Züge.",
        "P(mindestens ein Punkt) = {banked} − {nothing} = {result}.",
    ),
    en=(
        "Variant 1's Markov chain: every throw scores ({scoring}), is empty ({nothing}) "
        "or holds a doublet ({pasch}).",
        "The series is banked when an empty throw comes before a doublet: "
        "P(banked) = ({nothing})/({nothing} + {pasch}) = {banked}.",
        "Only a turn whose first throw is already empty banks 0 points that way; that is "
        "{nothing} of the turns.",
        "P(at least one point) = {banked} − {nothing} = {result}.",
    ),
)
def _turn_banks_steps() -> Values:
    from pyramide_kit.mauro.odds import class_probabilities
    from pyramide_kit.mauro.throws import ThrowClass

    classes = {kind: as_fraction(p) for kind, p in class_probabilities().items()}
    nothing, pasch = classes[ThrowClass.NOTHING], classes[ThrowClass.PASCH]
    banked = nothing / (nothing + pasch)
    return {
        "scoring": classes[ThrowClass.NEIGHBOURS] + classes[ThrowClass.STRAIGHT],
        "nothing": nothing,
        "pasch": pasch,
        "banked": banked,
        "result": banked - nothing,
    }


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
    level="extension",
)
def _v_wins_when_ties_are_thrown_again() -> object:
    """Only the duels that are not ties decide: P(win) / (P(win) + P(loss))."""
    from pyramide_kit.dice import MIWIN_III, MIWIN_V
    from pyramide_kit.mauro.duel import win_probability

    won, lost = win_probability(MIWIN_V, MIWIN_III), win_probability(MIWIN_III, MIWIN_V)
    return won / (won + lost)


@_solution(
    "lesson02_q7",
    de=(
        "Ein Duell von V gegen III hat {duels} gleich wahrscheinliche Paare: V gewinnt in "
        "{won}, III in {lost}, unentschieden sind {ties}.",
        "Ein Unentschieden wird neu geworfen, also entscheiden nur die {decided} Paare "
        "ohne Unentschieden (bedingte Wahrscheinlichkeit; ebenso die geometrische Reihe "
        "über die Unentschieden).",
        "P(V gewinnt) = {won}/({won} + {lost}) = {result}.",
    ),
    en=(
        "A duel of V against III has {duels} equally likely pairs: V wins in {won}, III "
        "in {lost}, {ties} are ties.",
        "A tie is thrown again, so only the {decided} pairs without a tie decide "
        "(conditional probability; the geometric series over the ties gives the same).",
        "P(V wins) = {won}/({won} + {lost}) = {result}.",
    ),
)
def _duel_steps() -> Values:
    from pyramide_kit.dice import MIWIN_III, MIWIN_V

    duels = _miwin_pairs(MIWIN_V, MIWIN_III)
    won = _count(duels, lambda v, iii: v > iii)
    lost = _count(duels, lambda v, iii: v < iii)
    return {
        "duels": len(duels),
        "won": won,
        "lost": lost,
        "ties": len(duels) - won - lost,
        "decided": won + lost,
        "result": Fraction(won, won + lost),
    }


@_answer(
    "lesson02_q8",
    de=(
        "Eine Jahrmarktsbude spielt Mauro in Variante 2: Du wirfst die drei Würfel einmal, "
        "und die Bude zahlt dir so viele Chips aus, wie der Wurf Punkte bringt (jedes Paar "
        "von Würfeln mit Nachbarzahlen bringt die Summe seiner beiden Zahlen). Bei welchem "
        "Einsatz ist das Spiel fair, gewinnt also im Mittel weder die Bude noch du?"
    ),
    en=(
        "A fairground booth plays Mauro, variant 2: you throw the three dice once, and the "
        "booth pays you as many chips as the throw scores (every pair of dice showing "
        "neighbours scores the sum of its two numbers). Which entry fee makes the game "
        "fair, so that on average neither the booth nor you win?"
    ),
    level="extension",
)
def _fair_fee_for_a_throw_of_variant_2() -> object:
    """A game is fair when the fee equals the expected payout: the expected points of one
    throw of variant 2, enumerated over the engine."""
    from pyramide_kit.mauro.odds import expected_points_variant2

    return expected_points_variant2()


@_solution(
    "lesson02_q8",
    de=(
        "Fair ist das Spiel, wenn der Einsatz gleich dem Erwartungswert der Auszahlung ist.",
        "Die Auszahlung ist eine Summe über die drei Würfelpaare: Ein Paar bringt die "
        "Summe seiner Zahlen, wenn es Nachbarzahlen zeigt, sonst 0.",
        "Erwartungswert jedes Paares über seine {pairs} gleich wahrscheinlichen Paare von "
        "Seiten: III/IV {iii_iv}, III/V {iii_v}, IV/V {iv_v}.",
        "Linearität des Erwartungswerts: E(Auszahlung) = {iii_iv} + {iii_v} + {iv_v} "
        "= {result}; ein Einsatz von {result} Chips macht das Spiel fair.",
    ),
    en=(
        "The game is fair when the fee equals the expected value of the payout.",
        "The payout is a sum over the three pairs of dice: a pair pays the sum of its "
        "numbers if it shows neighbours, else 0.",
        "Each pair's expected value over its {pairs} equally likely pairs of sides: "
        "III/IV {iii_iv}, III/V {iii_v}, IV/V {iv_v}.",
        "Linearity of expectation: E(payout) = {iii_iv} + {iii_v} + {iv_v} = {result}; "
        "an entry fee of {result} chips makes the game fair.",
    ),
)
def _fair_fee_steps() -> Values:
    """The payout pair by pair, each pair's faces counted with the ring rule of the
    engine (`are_neighbours`), not the whole throw's score."""
    from pyramide_kit.dice import MIWIN_DICE
    from pyramide_kit.mauro.throws import are_neighbours

    means = []
    for a, b in combinations(MIWIN_DICE, 2):
        faces = _miwin_pairs(a, b)
        paid = sum(x + y for x, y in faces if are_neighbours(x, y))
        means.append(Fraction(paid, len(faces)))
    return {
        "pairs": len(_miwin_pairs(*MIWIN_DICE[:2])),
        "iii_iv": means[0],
        "iii_v": means[1],
        "iv_v": means[2],
        "result": sum(means),
    }
