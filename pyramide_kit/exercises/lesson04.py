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
    level="basis",
)
def _blue_on_five_and_a_fresh_white() -> object:
    """Total probability over the white die: the chance to fit on 5 and x, averaged."""
    from pyramide_kit.schmieden.odds import p_fits
    from pyramide_kit.schmieden.pieces import WHITE

    return sum(p_fits((5, x)) for x in WHITE.faces) / len(WHITE.faces)


@_solution(
    "lesson04_q1",
    steps=3,
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
    steps=3,
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
    steps=4,
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
    level="basis",
)
def _top_within_three_throws() -> object:
    """The round's law from the state after throw 3 (the greens 6, 5 and 3 missed)."""
    from pyramide_kit.schmieden.odds import round_distribution

    start = _top_missing(2, 4, (5, 3))
    return 1 - round_distribution(start=start).map(lambda o: o[0])[None]


@_solution(
    "lesson04_q4",
    steps=3,
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
    steps=3,
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
