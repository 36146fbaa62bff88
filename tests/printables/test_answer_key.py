"""The answer key: kept apart, its fractions equal to values derived here a second way
(direct enumeration with itertools, counting, closed forms by hand), and each exercise's
level and worked solution printed under its question."""

from __future__ import annotations

import html
import re
import subprocess
from fractions import Fraction
from itertools import product
from math import comb

import pytest

from pyramide_kit.dice import MIWIN_III, MIWIN_IV, MIWIN_V
from pyramide_kit.exercises import answer_keys, level, number, question, solution
from pyramide_kit.i18n import t
from pyramide_kit.printables.lessons import LESSONS
from tests.printables.conftest import flat, needs_pdftotext, pdf_text

pytestmark = needs_pdftotext

D6 = range(1, 7)
HEADERS = {"de": ("Bruch", "Dezimal"), "en": ("Fraction", "Decimal")}
LEVEL_NAMES = {
    "de": {"basis": "Basis", "extension": "Erweiterung"},
    "en": {"basis": "Basic", "extension": "Extension"},
}
SOLUTION_LABEL = {"de": "Lösungsweg", "en": "Solution"}


def _words(path) -> list[tuple[int, float, float, str]]:
    """(page, y, x, word) of every word pdftotext finds in the PDF, in points."""
    boxes = subprocess.run(
        ["pdftotext", "-bbox", str(path), "-"], check=True, capture_output=True, text=True
    ).stdout
    words = []
    for page, body in enumerate(boxes.split("<page ")[1:]):
        for x, y, word in re.findall(
            r'<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)</word>', body
        ):
            words.append((page, float(y), float(x), html.unescape(word)))
    return words


def key_values(path, lang: str) -> list[tuple[str, str]]:
    """(fraction, decimal) of every question, read from the key's two right columns:
    the words pdftotext places right of the "Fraction" header, page by page, top down,
    on the rows that start with a question's number at the left margin (a question's
    first line; a worked solution runs across the columns, but its rows start with its
    label or further right)."""
    fraction_head, _ = HEADERS[lang]
    words = _words(path)
    column = min(x for _, _, x, word in words if word == fraction_head)
    margin = min(x for _, _, x, _ in words)
    rows: dict[tuple[int, float], list[tuple[float, str]]] = {}
    for page, y, x, word in words:
        rows.setdefault((page, y), []).append((x, word))
    tokens = []
    for _, row in sorted(rows.items()):
        first_x, first = min(row)
        if first_x > margin + 1 or not re.fullmatch(r"\d+\.", first):
            continue
        tokens += [
            word
            for x, word in sorted(row)
            if x >= column - 1 and re.fullmatch(r"-?\d+(/\d+|[.,]\d+)?", word)
        ]
    return list(zip(tokens[::2], tokens[1::2], strict=True))


def share(outcomes, event) -> Fraction:
    outcomes = list(outcomes)
    return Fraction(sum(1 for o in outcomes if event(o)), len(outcomes))


def neighbours(x: int, y: int) -> bool:
    return abs(x - y) == 1 or {x, y} == {1, 9}  # the ring: 9 and 1 are neighbours


def mauro_pairs(throw) -> int:
    return sum(neighbours(throw[i], throw[j]) for i, j in ((0, 1), (0, 2), (1, 2)))


def mauro_points_variant_2(throw) -> int:
    pairs = ((0, 1), (0, 2), (1, 2))
    return sum(throw[i] + throw[j] for i, j in pairs if neighbours(throw[i], throw[j]))


MIWIN = list(product(MIWIN_III.faces, MIWIN_IV.faces, MIWIN_V.faces))


def pasch(throw) -> bool:
    return len(set(throw)) < 3


def pips_alike(dice) -> int:
    return max(dice.count(face) for face in D6)


def run(dice) -> int:
    best = length = 0
    for face in D6:
        length = length + 1 if face in dice else 0
        best = max(best, length)
    return best


def ones_in_three_throws() -> Fraction:
    """One die keeping its one: shows a one within three throws."""
    return share(product(D6, repeat=3), lambda throws: 1 in throws)


def tiny_value(throws: int) -> Fraction:
    value = Fraction(sum(D6), 6)
    for _ in range(throws - 1):
        value = sum((max(Fraction(x), value) for x in D6), Fraction(0)) / 6
    return value


def average_rule_points(throws) -> int:
    """Three throws by the average rule: stop on the first that beats what the throws
    left are worth; the last counts as it comes."""
    for left, face in zip((3, 2, 1), throws, strict=True):
        if left == 1 or face > tiny_value(left - 1):
            return face
    raise AssertionError("the last throw always counts")


def mauro_one_more_from_two() -> Fraction:
    total = Fraction(0)
    for throw in MIWIN:  # variant 1: neighbours +1, straight +2, a pasch loses the series
        pairs = mauro_pairs(throw)
        total += 0 if pasch(throw) else 2 + (2 if pairs >= 2 else pairs)
    return total / len(MIWIN)


def mauro_turn_banks_a_point() -> Fraction:
    """Variant 1: one minus the turns that bank nothing, an empty first throw or a lost
    series (a pasch before the first empty throw: P(pasch) / (1 - P(scoring)))."""
    scoring = share(MIWIN, lambda d: not pasch(d) and mauro_pairs(d) > 0)
    empty = share(MIWIN, lambda d: not pasch(d) and mauro_pairs(d) == 0)
    return 1 - empty - share(MIWIN, pasch) / (1 - scoring)


def even(number: int) -> bool:
    return number % 2 == 0


def won(pair) -> bool:
    return pair[0] > pair[1]


FIVE = list(product(D6, repeat=5))
P_PASCH = share(MIWIN, pasch)
FAIR_FACE = share(D6, lambda x: x == 6)
LOADED = (Fraction(1, 12), *[Fraction(1, 6)] * 4, Fraction(1, 4))  # lesson 06's, faces 1-6
SECOND_ROUTE = {
    ("00", 1): share(product(D6, repeat=2), lambda d: sum(d) in (7, 11)),
    ("00", 2): share(product(D6, repeat=2), lambda d: sum(d) == 12),
    ("01", 1): share(product(D6, repeat=6), lambda d: len(set(d)) == 1),
    ("01", 2): share(product(D6, repeat=4), lambda d: 1 in d),
    # RULES.md §1 by hand: the half pyramid 3 3 3 / 1 1 is worth 10 x 3, doubled, less the 5
    # (the large pyramid 1 / 3 3 / 1 3 5 only three times its 16 pips)
    ("01", 3): Fraction(10 * 3 * 2 - 5),
    ("01", 4): share(product(D6, repeat=6), lambda d: set(d) == {1}),
    ("01", 5): ones_in_three_throws() ** 6,
    ("01", 6): 1 / ones_in_three_throws() ** 6,
    ("02", 1): share(
        product(MIWIN_III.faces, MIWIN_V.faces), lambda p: not neighbours(*p) and p[0] != p[1]
    ),
    # a die at random, then one of its faces: each of the 18 faces is equally likely
    ("02", 2): share((f for die in (MIWIN_III, MIWIN_IV, MIWIN_V) for f in die.faces), even),
    ("02", 3): share(
        product(MIWIN_III.faces, MIWIN_IV.faces), lambda p: p[1] == (p[0] + 1) % 9 + 1
    ),
    ("02", 4): share(product(MIWIN, repeat=2), lambda two: pasch(two[0]) or pasch(two[1])),
    ("02", 5): Fraction(sum(mauro_pairs(throw) for throw in MIWIN), len(MIWIN)),
    ("02", 6): mauro_turn_banks_a_point(),
    # only the duels that are not ties count
    ("02", 7): share((p for p in product(MIWIN_V.faces, MIWIN_III.faces) if p[0] != p[1]), won),
    # the fair fee: the mean of variant 2's points, each neighbour pair its sum
    ("02", 8): Fraction(sum(mauro_points_variant_2(throw) for throw in MIWIN), len(MIWIN)),
    ("02", 9): share(MIWIN, lambda d: not pasch(d) and mauro_pairs(d) >= 2),
    ("02", 10): share(MIWIN, lambda d: not pasch(d) and mauro_pairs(d) == 1),
    ("03", 1): share(FIVE, lambda d: len(set(d)) < 5),
    # 2 3 4 5 held, the fifth die thrown twice: a 1 or a 6 in either throw
    ("03", 2): share(
        product(D6, repeat=2),
        lambda d: run((2, 3, 4, 5, d[0])) == 5 or run((2, 3, 4, 5, d[1])) == 5,
    ),
    # 4 4 4 held, two dice thrown: exactly a pair and a triple (not five fours)
    ("03", 3): share(
        product(D6, repeat=2),
        lambda d: sorted((4, 4, 4, *d).count(f) for f in set((4, 4, 4, *d))) == [2, 3],
    ),
    # three alike kept (fours): each free die shows a four within its two throws
    ("03", 4): share(product(D6, repeat=4), lambda t: 4 in t[:2] and 4 in t[2:]),
    ("03", 5): share(FIVE, lambda d: run(d) >= 4),
    ("03", 6): share(FIVE, lambda d: pips_alike(d) >= 4),
    ("04", 1): share(product(D6, repeat=2), lambda d: 2 * d[1] < 5 + d[0]),
    ("04", 2): share(product(D6, repeat=3), lambda d: 2 * d[2] == d[0] + d[1]),
    # base 3 4 6: sums 7 under M1 and 10 under M2; the blue dice may go either way round
    ("04", 3): share(
        product(D6, repeat=2),
        lambda d: any(2 * a < 3 + 4 and 2 * b < 4 + 6 for a, b in (d, d[::-1])),
    ),
    ("04", 4): 1 - (1 - share(D6, lambda g: 2 * g < 2 + 4)) ** 3,
    # the top on 3 and 4 after throw 1: finished with throw k (2 .. 6) with chance 1/2^(k-1),
    # 7 - k points plus 2 for the three 4s already built in
    ("04", 5): sum((Fraction(1, 2 ** (k - 1)) * (7 - k + 2) for k in range(2, 7)), Fraction(0)),
    # nobody of 3 others: their 12 cards among your 47 unseen miss the rank's 3
    ("05", 1): Fraction(comb(44, 12), comb(47, 12)),
    # P(Ben holds one | you hold one), both by inclusion-exclusion over the 8 cards
    ("05", 5): (1 - 2 * Fraction(comb(48, 4), comb(51, 4)) + Fraction(comb(48, 8), comb(51, 8)))
    / (1 - Fraction(comb(48, 4), comb(51, 4))),
    # a bluff is fair where v (1 - c) = 2 v c: c = 1 / (1 + 2)
    ("05", 6): Fraction(1, 1 + 2),
    ("05", 7): 1 - Fraction(comb(48, 16), comb(51, 16)),
    # the first n with 1.96^2 p (1 - p) / n <= 0.02^2 (both sides squared)
    ("06", 1): Fraction(
        next(
            n
            for n in range(1, 10**4)
            if Fraction(196, 100) ** 2 * P_PASCH * (1 - P_PASCH) <= Fraction(2, 100) ** 2 * n
        )
    ),
    ("06", 2): 1 / share(D6, lambda x: x == 6),
    # the loaded die's own expected counts in 600 throws against the fair die's
    ("06", 3): sum((600 * q - 600 * FAIR_FACE) ** 2 / (600 * FAIR_FACE) for q in LOADED),
    ("06", 4): 100 * P_PASCH * (1 - P_PASCH),
    ("06", 5): 1 / share(product(D6, repeat=2), lambda d: 1 in d) ** 6,
    ("07", 1): tiny_value(4),
    ("07", 2): share(product(D6, repeat=3), lambda d: average_rule_points(d) >= 4),
    ("07", 3): mauro_one_more_from_two(),
    ("07", 4): share(product(D6, repeat=3), lambda d: max(d) > 4),
}


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["de", "en"])
def test_key_fractions_match_a_second_route(sheets, lang):
    values = key_values(sheets["answer_key", lang], lang)
    places = [(n, i) for n, entry in LESSONS.items() for i in range(1, len(entry.questions) + 1)]
    assert len(values) == len(places)
    printed = dict(zip(places, values, strict=True))
    for place, expected in SECOND_ROUTE.items():
        fraction, _ = printed[place]
        assert Fraction(fraction) == expected, place


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["de", "en"])
def test_key_decimals_round_their_fractions(sheets, lang):
    for fraction, decimal in key_values(sheets["answer_key", lang], lang):
        exact = Fraction(fraction)
        mark, group = (",", ".") if lang == "de" else (".", ",")
        whole = decimal.split(mark)[0]
        assert all(len(g) == 3 for g in whole.lstrip("-").split(group)[1:])  # 1.801 / 1,801
        decimal = decimal.replace(group, "")
        assert decimal.count(mark) <= 1
        shown = Fraction(decimal.replace(mark, "."))
        digits = len(decimal.split(mark)[1]) if mark in decimal else 0
        assert abs(shown - exact) <= Fraction(1, 2 * 10**digits)
        significant = len(decimal.replace(mark, "").lstrip("-0"))
        assert significant <= 4 or shown == exact


def test_key_covers_a_second_route_for_most_questions():
    questions = sum(len(entry.questions) for entry in LESSONS.values())
    assert len(SECOND_ROUTE) >= 0.75 * questions


def test_the_key_lies_apart_from_the_student_sheets(sheets):
    for (name, _lang), path in sheets.items():
        assert (path.parent.name == "teacher") == (name == "answer_key")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_key_prints_each_exercise_with_its_level_and_its_worked_solution(sheets, lang):
    """Every step, numbered, wrapped over lines and pages as it may be, reads back whole;
    one solution label and one first step per exercise (the registry's events have
    none)."""
    text = flat(pdf_text(sheets["answer_key", lang]))
    for key in answer_keys():
        assert (
            flat(f"{number(key)}. {LEVEL_NAMES[lang][level(key)]}: {question(key, lang)}") in text
        )
        for k, step in enumerate(solution(key, lang), start=1):
            assert flat(f"({k}) {step}") in text, (key, step)
    first_steps = [word for *_, word in _words(sheets["answer_key", lang]) if word == "(1)"]
    assert len(first_steps) == len(answer_keys())
    intro = flat(t("print_key_intro", lang))
    labels = text.count(SOLUTION_LABEL[lang]) - intro.count(SOLUTION_LABEL[lang])
    assert labels == len(first_steps)
