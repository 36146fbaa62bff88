"""Lesson 04's exercises, Würfelpyramiden schmieden: whether a die fits on the two
below it (the rule's strict "smaller"), both blue dice placed by free choice, the top
within three throws, and the expected points of the rule text's picture."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

from pyramide_kit.errors import RuleError
from pyramide_kit.exact import as_fraction
from pyramide_kit.exercises.registry import Values, _answer, _solution
from pyramide_kit.exercises.shared import _count, _sums


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
    level="basis",
)
def _blue_on_five_and_a_fresh_white() -> object:
    """Total probability over the white die: the chance to fit on 5 and x, averaged."""
    from pyramide_kit.schmieden.odds import p_fits
    from pyramide_kit.schmieden.pieces import WHITE

    return sum(p_fits((5, x)) for x in WHITE.faces) / len(WHITE.faces)


@_solution(
    "lesson04_q1",
    de=(
        "Der blaue Würfel M passt auf die 5 und den weißen Würfel x genau dann, wenn "
        "2M < 5 + x (echt kleiner).",
        "Zweistufig, erst x, dann M: Für x = {low} bis {high} passen der Reihe nach "
        "{counts} der {faces} blauen Augenzahlen.",
        "Summenregel über die {outcomes} gleich wahrscheinlichen Paare (x, M): "
        "P = {fitting}/{outcomes} = {result}.",
    ),
    en=(
        "The blue die M fits on the 5 and the white die x exactly when 2M < 5 + x "
        "(strictly smaller).",
        "Two stages, first x, then M: for x = {low} to {high} the numbers of blue faces "
        "that fit (of {faces}) are {counts}.",
        "Sum rule over the {outcomes} equally likely pairs (x, M): "
        "P = {fitting}/{outcomes} = {result}.",
    ),
)
def _blue_on_five_steps() -> Values:
    from pyramide_kit.schmieden.conditions import fits
    from pyramide_kit.schmieden.pieces import BLUE, WHITE

    counts = [sum(fits(m, (5, x)) for m in BLUE.faces) for x in WHITE.faces]
    outcomes = len(WHITE.faces) * len(BLUE.faces)
    return {
        "low": min(WHITE.faces),
        "high": max(WHITE.faces),
        "counts": ", ".join(map(str, counts)),
        "faces": len(BLUE.faces),
        "outcomes": outcomes,
        "fitting": sum(counts),
        "result": Fraction(sum(counts), outcomes),
    }


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
    level="basis",
)
def _blue_exactly_the_average() -> Fraction:
    """The boundary case of the rule: the throws that "smaller or equal" would take and
    the rule's strict "smaller" refuses, counted over the faces of the three dice."""
    from pyramide_kit.schmieden.pieces import BLUE, WHITE

    throws = list(product(WHITE.faces, WHITE.faces, BLUE.faces))
    return Fraction(sum(2 * m == x + y for x, y, m in throws), len(throws))


@_solution(
    "lesson04_q2",
    de=(
        "Laplace-Experiment: X, Y und M haben {throws} gleich wahrscheinliche Würfe.",
        "Für M = {low} bis {high} gibt es der Reihe nach {counts} Paare (X, Y) mit "
        "X + Y = 2M, zusammen {hits}.",
        "P(2M = X + Y) = {hits}/{throws} = {result}.",
    ),
    en=(
        "Laplace experiment: X, Y and M have {throws} equally likely throws.",
        "For M = {low} to {high} there are, in that order, {counts} pairs (X, Y) with "
        "X + Y = 2M, {hits} in all.",
        "P(2M = X + Y) = {hits}/{throws} = {result}.",
    ),
)
def _exactly_the_average_steps() -> Values:
    from pyramide_kit.schmieden.pieces import BLUE, WHITE

    whites = list(product(WHITE.faces, repeat=2))
    counts = [_count(whites, lambda x, y, m=m: x + y == 2 * m) for m in BLUE.faces]
    throws = len(whites) * len(BLUE.faces)
    return {
        "throws": throws,
        "low": min(BLUE.faces),
        "high": max(BLUE.faces),
        "counts": _sums(counts),
        "hits": sum(counts),
        "result": Fraction(sum(counts), throws),
    }


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
    level="extension",
)
def _both_blue_dice_on_3_4_6() -> Fraction:
    """Every throw of the two blue dice, offered to the rules engine both ways round."""
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


@_solution(
    "lesson04_q3",
    de=(
        "M1 liegt auf 3 und 4: 2·M1 < {m1_sum}, also M1 ≤ {m1_most}. M2 liegt auf 4 und 6: "
        "2·M2 < {m2_sum}, also M2 ≤ {m2_most}.",
        "Du legst den kleineren blauen Würfel auf M1; das gelingt genau dann, wenn der "
        "kleinere höchstens {m1_most} und der größere höchstens {m2_most} zeigt.",
        "Abzählen der {throws} geordneten Würfe: beide höchstens {m1_most}: {both_low}; "
        "einer {m2_most}, der andere höchstens {m1_most}: {one_high}.",
        "P = ({both_low} + {one_high})/{throws} = {result}. Wer die Wahrscheinlichkeiten "
        "der beiden Plätze multipliziert, übersieht die freie Wahl.",
    ),
    en=(
        "M1 rests on 3 and 4: 2·M1 < {m1_sum}, so M1 ≤ {m1_most}. M2 rests on 4 and 6: "
        "2·M2 < {m2_sum}, so M2 ≤ {m2_most}.",
        "You put the smaller blue die on M1; that works exactly when the smaller shows at "
        "most {m1_most} and the larger at most {m2_most}.",
        "Counting the {throws} ordered throws: both at most {m1_most}: {both_low}; one "
        "{m2_most}, the other at most {m1_most}: {one_high}.",
        "P = ({both_low} + {one_high})/{throws} = {result}. Multiplying the two places' "
        "chances misses the free choice.",
    ),
)
def _both_blue_steps() -> Values:
    from pyramide_kit.schmieden.conditions import largest_fitting
    from pyramide_kit.schmieden.pieces import BLUE

    m1_most, m2_most = largest_fitting((3, 4)), largest_fitting((4, 6))
    throws = list(product(BLUE.faces, repeat=2))
    both_low = _count(throws, lambda a, b: max(a, b) <= m1_most)
    one_high = _count(throws, lambda a, b: min(a, b) <= m1_most < max(a, b) <= m2_most)
    return {
        "m1_sum": 3 + 4,
        "m2_sum": 4 + 6,
        "m1_most": m1_most,
        "m2_most": m2_most,
        "throws": len(throws),
        "both_low": both_low,
        "one_high": one_high,
        "result": Fraction(both_low + one_high, len(throws)),
    }


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
    level="basis",
)
def _top_within_three_throws() -> object:
    """The round's law from the state after throw 3 (the greens 6, 5 and 3 missed)."""
    from pyramide_kit.schmieden.odds import round_distribution

    start = _top_missing(2, 4, (5, 3))
    return 1 - round_distribution(start=start).map(lambda o: o[0])[None]


@_solution(
    "lesson04_q4",
    de=(
        "Die Spitze T passt auf 2 und 4, wenn 2T < 2 + 4, also T ≤ {most}: P = {hit} je Wurf.",
        "Gegenereignis: Alle drei Würfe verfehlen. Die Würfe sind unabhängig (das Warten "
        "hat kein Gedächtnis), Produktregel: ({miss})³ = {miss_all}.",
        "P(die Spitze passt) = 1 − {miss_all} = {result}.",
    ),
    en=(
        "The top T fits on 2 and 4 when 2T < 2 + 4, so T ≤ {most}: P = {hit} per throw.",
        "Complementary event: all three throws miss. The throws are independent (waiting "
        "has no memory), product rule: ({miss})³ = {miss_all}.",
        "P(the top fits) = 1 − {miss_all} = {result}.",
    ),
)
def _top_within_three_steps() -> Values:
    from pyramide_kit.schmieden.conditions import largest_fitting
    from pyramide_kit.schmieden.odds import p_fits

    hit = as_fraction(p_fits((2, 4)))
    return {
        "most": largest_fitting((2, 4)),
        "hit": hit,
        "miss": 1 - hit,
        "miss_all": (1 - hit) ** 3,
        "result": 1 - (1 - hit) ** 3,
    }


def _the_picture() -> object:
    """The rule text's picture after the first throw: 4 4 6 / 3 4, the top missing."""
    from pyramide_kit.schmieden.round import RoundState

    placed = {"B1": 4, "B2": 4, "B3": 6, "M1": 3, "M2": 4}
    return RoundState().throw((4, 4, 6, 3, 4, 6)).place_values(placed).end_throw()


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
    level="extension",
)
def _expected_points_of_the_picture() -> object:
    """The round's exact law from that state, scored by the rules."""
    from pyramide_kit.schmieden.odds import round_distribution

    start = _the_picture()
    rules = start.rules
    return round_distribution(start=start).expectation(
        lambda o: 0 if o[0] is None else rules.points_for_throw(o[0]) + rules.bonus_for(o[1])
    )


@_solution(
    "lesson04_q5",
    de=(
        "Die Spitze T passt auf 3 und 4, wenn 2T < 3 + 4, also T ≤ {most}: bei jedem Wurf "
        "mit P = {hit}.",
        "Die Runde endet mit dem ersten Wurf, in dem die Spitze passt (Wartezeit, "
        "Pfadregel): Mit Wurf k endet sie mit der Wahrscheinlichkeit ({hit})^(k − 1) und bringt "
        "die Punkte dieses Wurfs und {bonus} Extrapunkte für drei gleiche Würfel (die "
        "drei Vieren); passt die Spitze nie, gibt es 0 Punkte.",
        "Erwartungswert, Wahrscheinlichkeit mal Punkte, summiert über die Würfe: "
        "E = {terms} = {result}.",
    ),
    en=(
        "The top T fits on 3 and 4 when 2T < 3 + 4, so T ≤ {most}: at every throw with P = {hit}.",
        "The round ends with the first throw in which the top fits (a waiting time, path "
        "rule): it ends with throw k with probability ({hit})^(k − 1) and scores that throw's "
        "points and {bonus} bonus points for three equal dice (the three fours); if the "
        "top never fits, it scores 0.",
        "Expected value, probability times points, summed over the throws: E = {terms} = {result}.",
    ),
)
def _picture_steps() -> Values:
    """The round's law asked of the kit, each way it ends written as probability times
    points; the bonus shown is the one of the three fours already built in."""
    from pyramide_kit.schmieden.conditions import equal_count, largest_fitting
    from pyramide_kit.schmieden.odds import p_fits, round_distribution

    start = _the_picture()
    rules = start.rules
    law = round_distribution(start=start)
    ends = sorted((o for o in law if o[0] is not None), key=lambda o: o[0])
    points = {o: rules.points_for_throw(o[0]) + rules.bonus_for(o[1]) for o in ends}
    return {
        "most": largest_fitting((3, 4)),
        "hit": p_fits((3, 4)),
        "bonus": rules.bonus_for(equal_count((4, 4, 6, 3, 4))),
        "terms": " + ".join(f"{law[o]}·{points[o]}" for o in ends),
        "result": sum((as_fraction(law[o]) * points[o] for o in ends), Fraction(0)),
    }
