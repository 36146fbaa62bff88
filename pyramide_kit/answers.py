"""The lessons' exercises: each one's question in German and English, its level, its
answer, computed from the engines, and its worked solution for the teacher, so that an
exercise can be checked without its answer standing in the lesson's code:
`ExactAnswer(answer_key="lesson01_q3", lang="de")`.

This is the one home of an exercise: the lesson's widget and the printable prediction
sheet (`pyramide_kit.printables`) both read the question and its level here, and the
teacher's answer key reads the answer and the worked solution. Each answer is asked of
the kit when it is needed (an enumeration over the dice or the game's own odds), never
typed here as a number, so it cannot drift from the rules. A student who wants to can
still read this file: the point is that the answer is not on the screen beside the
question. The tests derive every answer a second way.

Levels. Every exercise is "basis" (it applies the lesson's method directly) or
"extension" (Erweiterung: a transfer, two ideas combined, or a variant the lesson did
not show), so a teacher can hand out the basic ones to everybody and the others to
those who are done early.

Worked solutions. Each exercise has two to five short steps in each language, the way a
teacher reads them out: the model, the rule used, the calculation, the result. A step's
numbers are `{fields}` filled by a small function of the exercise that asks the kit for
them (only the givens of the question are written into the text). That function works
the exercise its own way and returns the result it reaches as `result`, which the
solution's last step states; the tests hold it against the answer. A solution is for the
answer key only: no widget and no student sheet shows it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from decimal import Decimal, localcontext
from fractions import Fraction
from itertools import combinations, product
from math import comb

from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.exact import Distribution, as_fraction
from pyramide_kit.ui.i18n import check_lang, decimal_text, percent_text, t

__all__ = [
    "LEVELS",
    "answer",
    "answer_keys",
    "level",
    "level_name",
    "number",
    "numbered_question",
    "question",
    "solution",
    "tiny_game_points",
]

LEVELS = ("basis", "extension")
"""The two levels of an exercise: "basis" (Basis) applies the lesson's method directly,
"extension" (Erweiterung) transfers it, combines two ideas or asks a variant the lesson
did not show. The catalogue names them (`answer_level_basis`, `answer_level_extension`)."""

Values = Mapping[str, object]

_ANSWERS: dict[str, Callable[[], object]] = {}
_QUESTIONS: dict[str, dict[str, str]] = {}
_LEVELS: dict[str, str] = {}


@dataclass(frozen=True)
class _Solution:
    """A worked solution: its steps in each language (templates with `{fields}`) and the
    function that computes the fields from the kit, `result` among them."""

    steps: Mapping[str, tuple[str, ...]]
    values: Callable[[], Values]


_SOLUTIONS: dict[str, _Solution] = {}


def _answer(
    key: str, de: str, en: str, *, level: str
) -> Callable[[Callable[[], object]], Callable[[], object]]:
    """Register the exercise `key`: its question in both languages, its level and,
    decorated, the function that computes its answer."""
    if level not in LEVELS:
        raise ValueError(f"the level of {key} is one of {', '.join(LEVELS)}, not {level!r}")

    def register(compute: Callable[[], object]) -> Callable[[], object]:
        _ANSWERS[key] = compute
        _QUESTIONS[key] = {"de": de, "en": en}
        _LEVELS[key] = level
        return compute

    return register


def _solution(
    key: str, de: tuple[str, ...], en: tuple[str, ...]
) -> Callable[[Callable[[], Values]], Callable[[], Values]]:
    """Register the worked solution of the exercise `key` (registered before it): its
    steps in both languages and, decorated, the function that fills their fields."""

    def register(values: Callable[[], Values]) -> Callable[[], Values]:
        _SOLUTIONS[_known(key)] = _Solution({"de": de, "en": en}, values)
        return values

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
    and level (a printed sheet numbers its questions itself)."""
    return _QUESTIONS[_known(key)][check_lang(lang)]


def level(key: str) -> str:
    """The level of the exercise `key`, one of `LEVELS`: "basis" or "extension"."""
    return _LEVELS[_known(key)]


def level_name(key: str, lang: str = "en") -> str:
    """The level of the exercise `key` as a student reads it: "Basis" or "Erweiterung"
    in German, "Basic" or "Extension" in English."""
    return t(f"answer_level_{level(key)}", lang)


def numbered_question(key: str, lang: str = "en", shown_number: int | None = None) -> str:
    """The question of the exercise `key` as a lesson or a sheet shows it: its number,
    its level in words, the question: "4. Erweiterung: ..." / "4. Extension: ...". A
    sheet that numbers its questions itself passes the number it shows."""
    return t(
        "answer_numbered",
        lang,
        number=number(key) if shown_number is None else shown_number,
        level=level_name(key, lang),
        question=question(key, lang),
    )


def number(key: str) -> int:
    """The exercise's number in its lesson: 3 for `lesson04_q3`."""
    return int(_known(key).rsplit("_q", 1)[1])


def solution(key: str, lang: str = "en") -> tuple[str, ...]:
    """The worked solution of the exercise `key` in `lang`: its steps, the last one
    stating the result. For the teacher's answer key only."""
    worked = _SOLUTIONS[_known(key)]
    lang = check_lang(lang)
    shown = {name: _shown(value, lang) for name, value in worked.values().items()}
    return tuple(step.format(**shown) for step in worked.steps[lang])


@dataclass(frozen=True)
class _Text:
    """A value a step shows differently by language (a decimal mark, a word)."""

    text: Callable[[str], str]


def _shown(value: object, lang: str) -> str:
    """A step's field as the text shows it: words as they are, a language-dependent
    value in `lang`, every number as its exact fraction (or whole number)."""
    if isinstance(value, str):
        return value
    if isinstance(value, _Text):
        return value.text(lang)
    return str(as_fraction(value))


def _decimal(value: object) -> _Text:
    """An exact value with a finite decimal expansion, written with the language's
    decimal mark (1800,75 / 1800.75)."""
    exact = as_fraction(value)
    with localcontext() as context:
        context.prec = 60
        digits = (Decimal(exact.numerator) / Decimal(exact.denominator)).normalize()
    if Fraction(digits) != exact:
        raise ValueError(f"{exact} has no finite decimal expansion")
    places = max(0, -int(digits.as_tuple().exponent))
    return _Text(lambda lang: decimal_text(digits, places, lang))


def _percent(value: object) -> _Text:
    """A probability rounded to a percentage with two decimals, after "≈"."""
    return _Text(lambda lang: f"≈ {percent_text(float(as_fraction(value)), 2, lang)}")


def _percent_exactly(share: Fraction) -> _Text:
    """A level such as 1/20 as a percentage without rounding: 5 % (5% in English)."""
    return _Text(lambda lang: percent_text(float(share), 0 if share * 100 % 1 == 0 else 1, lang))


def _count(outcomes: object, event: Callable[..., bool]) -> int:
    """How many of `outcomes` (tuples) the event holds for."""
    return sum(1 for outcome in outcomes if event(*outcome))


def _sums(parts: list[int]) -> str:
    """Counts written as a sum: "1 + 3 + 5"."""
    return " + ".join(map(str, parts))


def _p_face(face: int) -> Fraction:
    """The chance that an ordinary die shows `face`."""
    from pyramide_kit.dice import D6

    return D6.distribution()[face]


# --- lesson 00: two dice ----------------------------------------------------------


def _two_dice_sum(total: int) -> Fraction:
    from pyramide_kit.dice import roll_distribution

    return roll_distribution(2).probability(lambda pair: sum(pair) == total)


def _ordered_pairs() -> list[tuple[int, int]]:
    """The 36 ordered throws of two ordinary dice."""
    from pyramide_kit.dice import D6

    return list(product(D6.faces, repeat=2))


_answer(
    "lesson00_q1",
    de="Zwei Würfel werden geworfen. Wie wahrscheinlich ist die Augensumme 7 oder 11?",
    en="Two dice are thrown. What is the chance that their sum is 7 or 11?",
    level="basis",
)(lambda: _two_dice_sum(7) + _two_dice_sum(11))


@_solution(
    "lesson00_q1",
    de=(
        "Laplace-Experiment: Zwei Würfel haben {outcomes} gleich wahrscheinliche "
        "Ergebnisse (geordnete Paare).",
        "Augensumme 7: {seven} Paare; Augensumme 11: {eleven} Paare.",
        "Beide Summen können nicht zugleich fallen, also nach der Summenregel: "
        "P = {favourable}/{outcomes} = {result}.",
    ),
    en=(
        "Laplace experiment: two dice have {outcomes} equally likely outcomes (ordered pairs).",
        "Sum 7: {seven} pairs; sum 11: {eleven} pairs.",
        "The two sums cannot both happen, so by the sum rule: "
        "P = {favourable}/{outcomes} = {result}.",
    ),
)
def _seven_or_eleven_steps() -> Values:
    pairs = _ordered_pairs()
    seven = _count(pairs, lambda a, b: a + b == 7)
    eleven = _count(pairs, lambda a, b: a + b == 11)
    return {
        "outcomes": len(pairs),
        "seven": seven,
        "eleven": eleven,
        "favourable": seven + eleven,
        "result": Fraction(seven + eleven, len(pairs)),
    }


_answer(
    "lesson00_q2",
    de="Zwei Würfel werden geworfen. Wie wahrscheinlich ist die Augensumme 12?",
    en="Two dice are thrown. What is the chance that their sum is 12?",
    level="basis",
)(lambda: _two_dice_sum(12))


@_solution(
    "lesson00_q2",
    de=(
        "Laplace-Experiment mit {outcomes} gleich wahrscheinlichen geordneten Paaren.",
        "Die Augensumme 12 gibt es nur als Doppelsechs: {favourable} Paar. Die elf "
        "Augensummen sind nicht gleich wahrscheinlich: Die häufigste, {common}, hat "
        "{common_pairs} Paare.",
        "P(Augensumme 12) = {result}.",
    ),
    en=(
        "Laplace experiment with {outcomes} equally likely ordered pairs.",
        "A sum of 12 comes only as a double six: {favourable} pair. The eleven sums are "
        "not equally likely: the most common, {common}, has {common_pairs} pairs.",
        "P(sum 12) = {result}.",
    ),
)
def _twelve_steps() -> Values:
    pairs = _ordered_pairs()
    twelve = _count(pairs, lambda a, b: a + b == 12)
    sums = [a + b for a, b in pairs]
    common = max(set(sums), key=sums.count)
    return {
        "outcomes": len(pairs),
        "favourable": twelve,
        "common": common,
        "common_pairs": sums.count(common),
        "result": Fraction(twelve, len(pairs)),
    }


# --- lesson 01: Pyramide ----------------------------------------------------------


@_answer(
    "lesson01_q1",
    de="Wie wahrscheinlich zeigt ein Wurf mit sechs Würfeln sechs gleiche Augenzahlen?",
    en="What is the chance that one throw of six dice shows six equal pips?",
    level="basis",
)
def _six_equal_pips() -> Fraction:
    from pyramide_kit.dice import roll_distribution

    return roll_distribution(6).probability(lambda dice: len(set(dice)) == 1)


@_solution(
    "lesson01_q1",
    de=(
        "Laplace-Experiment: Sechs Würfel haben {outcomes} gleich wahrscheinliche "
        "geordnete Ergebnisse.",
        "Günstig sind die {faces} Würfe, in denen alle Würfel dieselbe Augenzahl zeigen "
        "(sechs Einsen, sechs Zweien und so weiter).",
        "Das ist {faces}-mal so wahrscheinlich wie sechs Einsen: "
        "P = {faces}/{outcomes} = {result}.",
    ),
    en=(
        "Laplace experiment: six dice have {outcomes} equally likely ordered outcomes.",
        "Favourable are the {faces} throws in which every die shows the same pips (six "
        "ones, six twos and so on).",
        "That is {faces} times as likely as six ones: P = {faces}/{outcomes} = {result}.",
    ),
)
def _six_equal_pips_steps() -> Values:
    from pyramide_kit.dice import D6

    faces = len(D6.faces)
    return {"outcomes": faces**6, "faces": faces, "result": Fraction(faces, faces**6)}


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
    level="basis",
)
def _a_one_within_four_throws() -> Fraction:
    """Keeping a one, one die shows a one within four throws exactly when one of four
    throws of it would (whether a kept one is thrown on does not change that)."""
    from pyramide_kit.dice import roll_distribution

    return roll_distribution(4).probability(lambda throws: 1 in throws)


@_solution(
    "lesson01_q2",
    de=(
        "Ein Wurf des Würfels zeigt mit {one} eine Eins und mit {miss} keine.",
        "Gegenereignis: in keinem der vier Würfe eine Eins. Die Würfe sind unabhängig, "
        "nach der Pfadregel (Produktregel): ({miss})⁴ = {miss_all}.",
        "P(mindestens eine Eins) = 1 − {miss_all} = {result}.",
    ),
    en=(
        "One throw of the die shows a one with {one} and none with {miss}.",
        "Complementary event: not a single one in the four throws. The throws are "
        "independent, so by the path (product) rule: ({miss})⁴ = {miss_all}.",
        "P(a one at least once) = 1 − {miss_all} = {result}.",
    ),
)
def _a_one_within_four_throws_steps() -> Values:
    one = _p_face(1)
    return {"one": one, "miss": 1 - one, "miss_all": (1 - one) ** 4, "result": 1 - (1 - one) ** 4}


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
    level="basis",
)
def _best_build_of_315313() -> int:
    from pyramide_kit.pyramide.build import best_build

    return best_build((3, 1, 5, 3, 1, 3)).score


@_solution(
    "lesson01_q3",
    de=(
        "Große Pyramide: unten 1 3 5, darauf 3 3, oben 1 (jeder Würfel zeigt die "
        "Differenz der beiden darunter plus 1). Wert: die Augensumme {large_value}, mal "
        "{large_multiplier}: {large} Punkte.",
        "Halbe Pyramide: unten 3 3 3 (drei gleiche Würfel), darauf 1 1. Sonderwert "
        "{factor}·3 = {half_value}, mal {half_multiplier}: {half_points}; die übrige "
        "{unused} wird abgezogen: {half}.",
        "Der beste Bau ist die halbe Pyramide mit {result} Punkten.",
    ),
    en=(
        "Large pyramid: 1 3 5 at the bottom, 3 3 on them, 1 on top (each die shows the "
        "difference of the two below it plus 1). Value: the pip total {large_value}, "
        "times {large_multiplier}: {large} points.",
        "Half pyramid: 3 3 3 at the bottom (three equal dice), 1 1 on them. Special value "
        "{factor}·3 = {half_value}, times {half_multiplier}: {half_points}; the die left "
        "over, {unused}, is taken off: {half}.",
        "The best build is the half pyramid with {result} points.",
    ),
)
def _best_build_steps() -> Values:
    """Both builds of the question scored by the rules; the better one is the result."""
    from pyramide_kit.pyramide.build import make_build
    from pyramide_kit.pyramide.rules import Rules

    throw = (3, 1, 5, 3, 1, 3)
    large = make_build(throw, "large", ((1, 3, 5), (3, 3), (1,)))
    half = make_build(throw, "half", ((3, 3, 3), (1, 1)))
    return {
        "large_value": large.value,
        "large_multiplier": large.multiplier,
        "large": large.score,
        "factor": Rules().special_factor,
        "half_value": half.value,
        "half_multiplier": half.multiplier,
        "half_points": half.value * half.multiplier,
        "unused": sum(half.unused),
        "half": half.score,
        "result": max(large.score, half.score),
    }


# --- lesson 02: Mauro with Miwin's dice -------------------------------------------


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
    level="basis",
)
def _two_alike_in_one_throw() -> object:
    """The complementary event of "all five different", state 1 of the chain's start."""
    from pyramide_kit.kniffel.odds import state_distribution

    return 1 - state_distribution(1)[0, 0]


@_solution(
    "lesson03_q1",
    de=(
        "Gegenereignis: Alle fünf Würfel zeigen verschiedene Augenzahlen.",
        "Abzählen der geordneten Würfe: {outcomes} gleich wahrscheinliche, davon "
        "{different} = {falling} mit fünf verschiedenen Augenzahlen.",
        "P(mindestens zwei gleiche) = 1 − {different}/{outcomes} = {result}.",
    ),
    en=(
        "Complementary event: all five dice show different faces.",
        "Counting ordered throws: {outcomes} equally likely ones, {different} = {falling} "
        "of them with five different faces.",
        "P(at least two alike) = 1 − {different}/{outcomes} = {result}.",
    ),
)
def _two_alike_steps() -> Values:
    from pyramide_kit.dice import D6

    throws = list(product(D6.faces, repeat=5))
    different = _count(throws, lambda *dice: len(set(dice)) == 5)
    falling = "·".join(str(len(D6.faces) - i) for i in range(5))
    return {
        "outcomes": len(throws),
        "different": different,
        "falling": falling,
        "result": 1 - Fraction(different, len(throws)),
    }


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
    level="basis",
)
def _large_straight_from_2345() -> object:
    """Two throws of the fifth die, each scored by the rules engine with 2 3 4 5 held."""
    from pyramide_kit.dice import roll_distribution
    from pyramide_kit.kniffel.rules import Rules, score

    def straight(face: int) -> bool:
        return score("large_straight", (2, 3, 4, 5, face), Rules()) > 0

    return roll_distribution(2).probability(lambda throws: any(map(straight, throws)))


@_solution(
    "lesson03_q2",
    de=(
        "Zur großen Straße passt der fünfte Würfel bei {completing} der {faces} "
        "Augenzahlen: P = {completing}/{faces} = {hit} je Wurf.",
        "Gegenereignis: Beide Würfe verfehlen; die Würfe sind unabhängig, Produktregel: "
        "({miss})² = {miss_both}.",
        "P(große Straße) = 1 − {miss_both} = {result}.",
    ),
    en=(
        "The fifth die completes the large straight with {completing} of its {faces} "
        "faces: P = {completing}/{faces} = {hit} per throw.",
        "Complementary event: both throws miss; the throws are independent, product rule: "
        "({miss})² = {miss_both}.",
        "P(large straight) = 1 − {miss_both} = {result}.",
    ),
)
def _large_straight_steps() -> Values:
    from pyramide_kit.dice import D6
    from pyramide_kit.kniffel.rules import Rules, score

    completing = sum(score("large_straight", (2, 3, 4, 5, f), Rules()) > 0 for f in D6.faces)
    hit = Fraction(completing, len(D6.faces))
    return {
        "completing": completing,
        "faces": len(D6.faces),
        "hit": hit,
        "miss": 1 - hit,
        "miss_both": (1 - hit) ** 2,
        "result": 1 - (1 - hit) ** 2,
    }


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
    level="basis",
)
def _full_house_from_three_fours() -> object:
    """The two thrown dice beside 4 4 4, scored by the rules engine."""
    from pyramide_kit.dice import roll_distribution
    from pyramide_kit.kniffel.rules import Rules, score

    return roll_distribution(2).probability(
        lambda pair: score("full_house", (4, 4, 4, *pair), Rules()) > 0
    )


@_solution(
    "lesson03_q3",
    de=(
        "Die beiden Würfel haben {pairs} gleich wahrscheinliche geordnete Ergebnisse "
        "(Laplace-Experiment).",
        "Ein Full House entsteht, wenn beide dieselbe Augenzahl zeigen, aber keine Vier: "
        "Zwei weitere Vieren wären ein Kniffel.",
        "Das sind {full} der {pairs} Paare, also P(Full House) = {result}.",
    ),
    en=(
        "The two dice have {pairs} equally likely ordered outcomes (a Laplace experiment).",
        "A Full House comes when both show the same face, but not a four: two more fours "
        "would be a Kniffel.",
        "That is {full} of the {pairs} pairs, so P(Full House) = {result}.",
    ),
)
def _full_house_steps() -> Values:
    pairs = _ordered_pairs()
    full = _count(pairs, lambda a, b: a == b != 4)
    return {"pairs": len(pairs), "full": full, "result": Fraction(full, len(pairs))}


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
    level="extension",
)
def _kniffel_from_three_alike() -> object:
    """Three alike kept, two throws left: the chain of "how many alike" from state 3."""
    from sympy import Matrix

    from pyramide_kit.kniffel.odds import kniffel_chain

    _, step = kniffel_chain()
    return (Matrix([[0, 0, 1, 0, 0]]) * step**2)[0, 4]


@_solution(
    "lesson03_q4",
    de=(
        "Jeder der beiden freien Würfel muss in seinen zwei Versuchen die gehaltene "
        "Augenzahl zeigen; trifft er beim ersten, bleibt er liegen.",
        "Ein Würfel, Gegenereignis (beide Versuche verfehlen, je {miss}): "
        "P = 1 − ({miss})² = {one_die}.",
        "Die beiden Würfel sind unabhängig, Produktregel: P(Kniffel) = ({one_die})² = {result}.",
    ),
    en=(
        "Each of the two free dice must show the kept face within its two tries; a hit at "
        "the first try is kept.",
        "One die, complementary event (both tries miss, {miss} each): "
        "P = 1 − ({miss})² = {one_die}.",
        "The two dice are independent, product rule: P(Kniffel) = ({one_die})² = {result}.",
    ),
)
def _kniffel_steps() -> Values:
    miss = 1 - _p_face(6)  # the kept face, whichever it is
    one_die = 1 - miss**2
    return {"miss": miss, "one_die": one_die, "result": one_die**2}


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


# --- lesson 05: Pyramide with cards -----------------------------------------------


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


# --- lesson 06: exact vs simulated ------------------------------------------------


def _p_pasch() -> Fraction:
    from pyramide_kit.mauro.odds import class_probabilities
    from pyramide_kit.mauro.throws import ThrowClass

    return as_fraction(class_probabilities()[ThrowClass.PASCH])


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
    level="extension",
)
def _throws_for_a_band_of_half_width_002() -> int:
    """1.96 sqrt(p (1 - p) / n) <= w  <=>  n >= 1.96**2 p (1 - p) / w**2, with the pasch's
    chance from Mauro's odds; exact fractions, so the bound is not blurred by rounding."""
    from math import ceil

    p = _p_pasch()
    z, half_width = Fraction(196, 100), Fraction(2, 100)
    return ceil(z**2 * p * (1 - p) / half_width**2)


@_solution(
    "lesson06_q1",
    de=(
        "Die halbe Breite fällt mit wachsendem n. Ungleichung nach n auflösen: "
        "1,96·√(p(1 − p)/n) ≤ 0,02 ⇔ n ≥ 1,96²·p(1 − p)/0,02².",
        "Mit p = 1/4 und 1 − p = {q}: n ≥ 1,96²·1/4·{q}/0,02² = {bound}.",
        "n ist eine ganze Zahl, also die kleinste darüber: n = {result}.",
    ),
    en=(
        "The half-width falls as n grows. Solve the inequality for n: "
        "1.96·√(p(1 − p)/n) ≤ 0.02 ⇔ n ≥ 1.96²·p(1 − p)/0.02².",
        "With p = 1/4 and 1 − p = {q}: n ≥ 1.96²·1/4·{q}/0.02² = {bound}.",
        "n is a whole number, so the least one above: n = {result}.",
    ),
)
def _band_width_steps() -> Values:
    """The bound squared out exactly, then the first whole number n that reaches it."""
    p = Fraction(1, 4)
    bound = Fraction(196, 100) ** 2 * p * (1 - p) / Fraction(2, 100) ** 2
    return {
        "q": 1 - p,
        "bound": _decimal(bound),
        "result": next(n for n in range(1, 10**6) if n >= bound),
    }


def _p_six() -> Fraction:
    return _p_face(6)


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
    level="basis",
)(lambda: 1 / _p_six())


@_solution(
    "lesson06_q2",
    de=(
        "Die Anzahl der Würfe bis zur ersten Sechs ist geometrisch verteilt mit "
        "p = {p}: Jeder Wurf trifft unabhängig von den vorigen.",
        "Erwartungswert der Wartezeit: E = 1/p = {result} Würfe.",
    ),
    en=(
        "The number of throws until the first six is geometric with p = {p}: each throw "
        "hits independently of the ones before.",
        "Expected waiting time: E = 1/p = {result} throws.",
    ),
)
def _first_six_steps() -> Values:
    """The geometric law's mean summed as a series by SymPy, not 1/p read off."""
    import sympy

    k = sympy.Symbol("k", integer=True, positive=True)
    p = sympy.Rational(_p_six().numerator, _p_six().denominator)
    return {"p": p, "result": sympy.summation(k * (1 - p) ** (k - 1) * p, (k, 1, sympy.oo))}


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
    level="extension",
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


@_solution(
    "lesson06_q3",
    de=(
        "Beobachtet (was der gezinkte Würfel in 600 Würfen erwarten lässt): Eins "
        "{one}, Sechs {six}, jede andere Augenzahl {other}. Erwartet beim fairen Würfel: "
        "je {fair}.",
        "Chi-Quadrat = Summe über die Augenzahlen von (beobachtet − erwartet)²/erwartet; "
        "die vier mittleren Augenzahlen tragen 0 bei.",
        "χ² = ({one} − {fair})²/{fair} + ({six} − {fair})²/{fair} = {part_one} + "
        "{part_six} = {result}.",
    ),
    en=(
        "Observed (what the loaded die expects in 600 throws): one {one}, six {six}, each "
        "other face {other}. Expected for a fair die: {fair} each.",
        "Chi-square = sum over the faces of (observed − expected)²/expected; the four "
        "middle faces add 0.",
        "χ² = ({one} − {fair})²/{fair} + ({six} − {fair})²/{fair} = {part_one} + "
        "{part_six} = {result}.",
    ),
)
def _chi_square_steps() -> Values:
    from pyramide_kit.dice import D6

    throws = 600
    one, six, other = (throws * Fraction(1, k) for k in (12, 4, 6))
    fair = throws * _p_six()
    part_one, part_six = ((count - fair) ** 2 / fair for count in (one, six))
    middle = [other] * (len(D6.faces) - 2)
    return {
        "one": one,
        "six": six,
        "other": other,
        "fair": fair,
        "part_one": part_one,
        "part_six": part_six,
        "result": sum((count - fair) ** 2 / fair for count in (one, six, *middle)),
    }


@_answer(
    "lesson06_q4",
    de=("Mauro: P(Pasch) = 1/4. Wie groß ist die Varianz der Anzahl der Pasche in 100 Würfen?"),
    en="Mauro: P(doublet) = 1/4. In 100 throws, what is the variance of the number of doublets?",
    level="basis",
)
def _variance_of_paschs_in_100() -> Fraction:
    return 100 * Distribution({1: _p_pasch(), 0: 1 - _p_pasch()}).variance()


@_solution(
    "lesson06_q4",
    de=(
        "Die Würfe sind unabhängig, jeder enthält mit p = 1/4 einen Pasch: Die Anzahl X "
        "der Pasche ist binomialverteilt mit n = 100 und p = 1/4.",
        "Varianz der Binomialverteilung: V(X) = n·p·(1 − p) = 100·1/4·{q} = {result}.",
    ),
    en=(
        "The throws are independent, each holds a doublet with p = 1/4: the number X of "
        "doublets is binomial with n = 100 and p = 1/4.",
        "Variance of the binomial distribution: n·p·(1 − p) = 100·1/4·{q} = {result}.",
    ),
)
def _variance_steps() -> Values:
    p = Fraction(1, 4)
    return {"q": 1 - p, "result": 100 * p * (1 - p)}


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
    level="basis",
)
def _rounds_until_the_pyramid_of_ones() -> object:
    from pyramide_kit.pyramide.odds import p_pyramid_of_ones

    return 1 / p_pyramid_of_ones(2)


@_solution(
    "lesson06_q5",
    de=(
        "Die Runden sind unabhängig: Die Anzahl der Runden bis zur Einserpyramide ist "
        "geometrisch verteilt mit p = (11/36)^6.",
        "Erwartungswert der Wartezeit: E = 1/p = (36/11)^6 = {result} Runden.",
    ),
    en=(
        "The rounds are independent: the number of rounds until the pyramid of ones is "
        "geometric with p = (11/36)^6.",
        "Expected waiting time: E = 1/p = (36/11)^6 = {result} rounds.",
    ),
)
def _pyramid_of_ones_steps() -> Values:
    return {"result": Fraction(36, 11) ** 6}


def _tails(n: int, p: Fraction) -> list[Fraction]:
    """P(X >= k) for k = 0 .. n + 1, X ~ B(n, p), summed from the top in whole numbers
    (C(n, j) a^j (b - a)^(n - j) over b^n for p = a/b), fast enough to scan many n."""
    a, b = p.numerator, p.denominator
    tails, total = [0], 0
    for j in range(n, -1, -1):
        total += comb(n, j) * a**j * (b - a) ** (n - j)
        tails.append(total)
    return [Fraction(count, b**n) for count in reversed(tails)]


def _tail_steps(n: int, p: Fraction, level: Fraction, side: str) -> Values:
    """The edge of a one-sided rejection region, found by scanning the binomial law: on
    the right the least k with P(X >= k) <= level, on the left the largest k with
    P(X <= k) <= level; each with its tail chance and the one of its neighbour just
    outside the region."""
    at_least = _tails(n, p)
    if side == "right":
        edge = next(k for k in range(n + 2) if at_least[k] <= level)
        outside, tail = edge - 1, at_least.__getitem__
    else:
        edge = next(k for k in range(n, -2, -1) if k < 0 or 1 - at_least[k + 1] <= level)
        outside = edge + 1

        def tail(k: int) -> Fraction:
            return 1 - at_least[k + 1]

    return {
        "outside": outside,
        "p_outside": _percent(tail(outside)),
        "p_edge": _percent(tail(edge)),
        "result": edge,
    }


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
    level="basis",
)
def _fewest_sixes_that_reject_a_fair_die() -> int:
    """The start of the 5 % rejection region of "the die is fair" against "loaded towards
    six", after 120 throws."""
    from pyramide_kit.binomial import binomial_test

    return binomial_test(120, 0, _p_six(), "greater", level="1/20").rejection_region[0]


_RIGHT_TAIL_DE = (
    "Unter H₀ (der Würfel ist fair) ist die Anzahl X der Sechsen binomialverteilt mit "
    "n = 120 und p = {p}.",
    "Gesucht ist das kleinste k mit P(X ≥ k) ≤ {level}: P(X ≥ {outside}) {p_outside} "
    "ist zu groß, P(X ≥ {result}) {p_edge} nicht.",
    "H₀ wird also ab {result} Sechsen abgelehnt.",
)
_RIGHT_TAIL_EN = (
    "Under H₀ (the die is fair) the number X of sixes is binomial with n = 120 and p = {p}.",
    "Wanted is the least k with P(X ≥ k) ≤ {level}: P(X ≥ {outside}) {p_outside} is "
    "too large, P(X ≥ {result}) {p_edge} is not.",
    "So H₀ is rejected from {result} sixes on.",
)


@_solution("lesson06_q6", de=_RIGHT_TAIL_DE, en=_RIGHT_TAIL_EN)
def _loaded_at_five_percent_steps() -> Values:
    level = Fraction(1, 20)
    return {"p": _p_six(), "level": _percent_exactly(level)} | _tail_steps(
        120, _p_six(), level, "right"
    )


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
    level="basis",
)
def _tiny_game_with_four_throws() -> Fraction:
    return tiny_game_points(4).expectation()


@_solution(
    "lesson07_q1",
    de=(
        "Rückwärtsinduktion vom letzten Wurf aus: Ein Wurf allein ist {one} wert, der "
        "Erwartungswert eines Würfels.",
        "Mit mehr Würfen hörst du genau dann auf, wenn der Wurf mehr bringt als das "
        "Weiterspielen: Zwei Würfe sind so {two} wert, drei Würfe {three}.",
        "Vier Würfe: beim ersten Wurf mit {stop} aufhören, sonst weiter (dann {three} "
        "erwartet): E = {formula} = {result}.",
    ),
    en=(
        "Backward induction from the last throw: one throw alone is worth {one}, the "
        "expected value of a die.",
        "With more throws you stop exactly when the throw beats going on: two throws are "
        "worth {two} that way, three throws {three}.",
        "Four throws: stop on {stop} at the first throw, else go on (then {three} "
        "expected): E = {formula} = {result}.",
    ),
)
def _four_throws_steps() -> Values:
    """The last step of the induction by hand: the faces above the three-throw value are
    kept, the others are worth that value."""
    from pyramide_kit.dice import D6

    one, two, three = (tiny_game_points(k).expectation() for k in (1, 2, 3))
    faces = sorted(D6.faces)
    stop = [face for face in faces if face > three]
    go = len(faces) - len(stop)
    return {
        "one": one,
        "two": two,
        "three": three,
        "stop": _listed(stop),
        "formula": f"({_sums(stop)})/{len(faces)} + {go}/{len(faces)}·{three}",
        "result": Fraction(sum(stop), len(faces)) + Fraction(go, len(faces)) * three,
    }


def _listed(items: list[int]) -> _Text:
    """Numbers as a sentence lists them: "5 oder 6" / "5 or 6"."""
    word = {"de": "oder", "en": "or"}

    def text(lang: str) -> str:
        *first, last = map(str, items)
        return f"{', '.join(first)} {word[lang]} {last}" if first else last

    return _Text(text)


@_answer(
    "lesson07_q2",
    de="Das kleine Spiel mit drei Würfen nach der Mittelwert-Regel (beim ersten Wurf mit "
    "5 oder 6 aufhören, beim zweiten mit 4 bis 6): Wie wahrscheinlich hast du am Ende "
    "mindestens 4 Punkte?",
    en="The tiny game with three throws, played by the average rule (stop on a 5 or 6 "
    "first, then on a 4 to 6): what is the chance that you finish with at least 4 points?",
    level="extension",
)
def _tiny_game_at_least_four() -> Fraction:
    return tiny_game_points(3).probability(lambda points: points >= 4)


@_solution(
    "lesson07_q2",
    de=(
        "Wer beim ersten oder zweiten Wurf aufhört, hat mindestens 4 Punkte (5 oder 6, "
        "dann 4 bis 6).",
        "Gegenereignis: Weniger als 4 Punkte gibt es nur, wenn beide ersten Würfe "
        "weitergehen und der dritte 1 bis 3 zeigt.",
        "Pfadregel: P(weniger als 4) = {go_first}·{go_second}·{low_third} = {below}.",
        "P(mindestens 4 Punkte) = 1 − {below} = {result}.",
    ),
    en=(
        "Stopping at the first or second throw means at least 4 points (5 or 6, then 4 to 6).",
        "Complementary event: fewer than 4 points come only when both first throws go on "
        "and the third shows 1 to 3.",
        "Path rule: P(fewer than 4) = {go_first}·{go_second}·{low_third} = {below}.",
        "P(at least 4 points) = 1 − {below} = {result}.",
    ),
)
def _at_least_four_steps() -> Values:
    """The question's rule itself (not the best play the answer computes): it must come
    out the same, which is the point of calling it the average rule."""
    from pyramide_kit.dice import D6

    die = D6.distribution()
    go_first = die.probability(lambda face: face < 5)
    go_second = die.probability(lambda face: face < 4)
    low_third = die.probability(lambda face: face < 4)
    below = go_first * go_second * low_third
    return {
        "go_first": go_first,
        "go_second": go_second,
        "low_third": low_third,
        "below": below,
        "result": 1 - below,
    }


@_answer(
    "lesson07_q3",
    de="Mauro mit Aufhören: Deine Serie hat 2 Punkte. Wie viele Punkte erwartest du, wenn "
    "du genau einmal weiterwürfelst und dann aufhörst? (Ein Pasch verliert alles, ein Wurf "
    "ohne Nachbarzahlen schreibt die 2 auf, ein Wurf mit Punkten zählt sie dazu.)",
    en="Mauro with stopping: your series holds 2 points. What are the expected points of "
    "throwing exactly once more and then banking? (A doublet loses everything, a throw "
    "without neighbours banks the 2, a scoring throw adds its points.)",
    level="extension",
)
def _series_of_two_one_more_throw() -> Fraction:
    from pyramide_kit.mauro.optimal import step_law

    law = step_law()
    return law.nothing * 2 + sum((p * (2 + points) for points, p in law.scoring), Fraction(0))


@_solution(
    "lesson07_q3",
    de=(
        "Der eine Wurf hat vier Ausgänge: Pasch ({pasch}, 0 Punkte), leer ({nothing}, die "
        "2 Punkte werden aufgeschrieben), Nachbarzahlen ({neighbours}, 2 + {one} Punkte), "
        "Straße ({straight}, 2 + {two} Punkte).",
        "Erwartungswert, jeder Ausgang mal seine Wahrscheinlichkeit: "
        "E = {pasch}·0 + {nothing}·2 + {neighbours}·{after_one} + {straight}·{after_two} "
        "= {result}.",
    ),
    en=(
        "The one throw has four outcomes: doublet ({pasch}, 0 points), empty ({nothing}, "
        "the 2 points are banked), neighbours ({neighbours}, 2 + {one} points), straight "
        "({straight}, 2 + {two} points).",
        "Expected value, each outcome times its probability: "
        "E = {pasch}·0 + {nothing}·2 + {neighbours}·{after_one} + {straight}·{after_two} "
        "= {result}.",
    ),
)
def _one_more_throw_steps() -> Values:
    """The four throw classes and the rules' points for them (not the solver's law)."""
    from pyramide_kit.mauro.odds import class_probabilities
    from pyramide_kit.mauro.rules import Rules
    from pyramide_kit.mauro.throws import ThrowClass

    classes = {kind: as_fraction(p) for kind, p in class_probabilities().items()}
    rules = Rules()
    one, two = rules.neighbour_points, rules.straight_points
    scoring = {ThrowClass.NEIGHBOURS: 2 + one, ThrowClass.STRAIGHT: 2 + two}
    return {
        "pasch": classes[ThrowClass.PASCH],
        "nothing": classes[ThrowClass.NOTHING],
        "neighbours": classes[ThrowClass.NEIGHBOURS],
        "straight": classes[ThrowClass.STRAIGHT],
        "one": one,
        "two": two,
        "after_one": 2 + one,
        "after_two": 2 + two,
        "result": classes[ThrowClass.NOTHING] * 2
        + sum(classes[kind] * points for kind, points in scoring.items()),
    }


@_answer(
    "lesson07_q4",
    de="Der Gegner ist diesmal mit einer 4 fertig; du gewinnst mit einer 5 oder 6 und hast "
    "drei Würfe. Wie wahrscheinlich gewinnst du, wenn du nur bei 5 oder 6 aufhörst?",
    en="The opponent has finished with a 4 this time; you win with a 5 or 6 and have "
    "three throws. What is the chance to win if you stop only on a 5 or 6?",
    level="basis",
)
def _chase_a_four() -> Fraction:
    """Stopping only on a winner, you lose exactly when all three throws miss."""
    from pyramide_kit.dice import D6

    miss = D6.distribution().probability(lambda face: face <= 4)
    return 1 - miss**3


@_solution(
    "lesson07_q4",
    de=(
        "Wer nur bei 5 oder 6 aufhört, verliert genau dann, wenn keiner der drei Würfe "
        "eine 5 oder 6 zeigt; ein Wurf verfehlt mit {miss}.",
        "Gegenereignis, die Würfe unabhängig, Produktregel: P(kein Treffer) = ({miss})³ "
        "= {miss_all}.",
        "P(Gewinn) = 1 − {miss_all} = {result}.",
    ),
    en=(
        "Stopping only on a 5 or 6, you lose exactly when none of the three throws shows a "
        "5 or 6; one throw misses with {miss}.",
        "Complementary event, the throws independent, product rule: "
        "P(no hit) = ({miss})³ = {miss_all}.",
        "P(win) = 1 − {miss_all} = {result}.",
    ),
)
def _chase_steps() -> Values:
    miss = 1 - _p_face(5) - _p_face(6)
    return {"miss": miss, "miss_all": miss**3, "result": 1 - miss**3}


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
    de="Ein fairer Würfel wird 180-mal geworfen. Wie groß ist die Standardabweichung σ "
    "der Anzahl der Sechsen?",
    en="A fair die is thrown 180 times. What is the standard deviation σ of the number of sixes?",
    level="basis",
)
def _sigma_of_sixes_in_180() -> Fraction:
    """sigma = sqrt(n p q), with the six's chance from the die itself."""
    p = _p_six()
    return _square_root(180 * p * (1 - p))


@_solution(
    "lesson08_q1",
    de=(
        "Die Anzahl X der Sechsen ist binomialverteilt mit n = 180 und p = {p}.",
        "σ = √(n·p·(1 − p)) = √(180·{p}·{q}) = √{variance} = {result}.",
    ),
    en=(
        "The number X of sixes is binomial with n = 180 and p = {p}.",
        "σ = √(n·p·(1 − p)) = √(180·{p}·{q}) = √{variance} = {result}.",
    ),
)
def _sigma_steps() -> Values:
    """The variance of the binomial law by its definition, summed over its 181 values."""
    from pyramide_kit.binomial import binomial_pmf

    p = _p_six()
    law = {k: as_fraction(binomial_pmf(180, p, k)) for k in range(181)}
    mean = sum(k * q for k, q in law.items())
    variance = sum((k - mean) ** 2 * q for k, q in law.items())
    return {"p": p, "q": 1 - p, "variance": variance, "result": _square_root(variance)}


@_answer(
    "lesson08_q2",
    de="120 Würfe, rechtsseitiger Test „der Würfel ist fair“ auf dem Signifikanzniveau "
    "1 %: Ab wie vielen Sechsen wird H₀ abgelehnt?",
    en='120 throws, right-sided test of "the die is fair" at the level 1 %: from how many '
    "sixes on is H₀ rejected?",
    level="basis",
)
def _right_sided_at_one_percent() -> int:
    from pyramide_kit.binomial import rejection_region

    return rejection_region(120, _p_six(), "1/100", "greater").above


@_solution("lesson08_q2", de=_RIGHT_TAIL_DE, en=_RIGHT_TAIL_EN)
def _right_sided_steps() -> Values:
    level = Fraction(1, 100)
    return {"p": _p_six(), "level": _percent_exactly(level)} | _tail_steps(
        120, _p_six(), level, "right"
    )


@_answer(
    "lesson08_q3",
    de="120 Würfe, linksseitiger Test (zu wenige Sechsen) auf dem Signifikanzniveau 5 %: "
    "Bis zu wie vielen Sechsen wird H₀ abgelehnt?",
    en="120 throws, left-sided test (too few sixes) at the level 5 %: up to how many "
    "sixes is H₀ rejected?",
    level="basis",
)
def _left_sided_at_five_percent() -> int:
    from pyramide_kit.binomial import rejection_region

    return rejection_region(120, _p_six(), "1/20", "less").below


@_solution(
    "lesson08_q3",
    de=(
        "Unter H₀ (der Würfel ist fair) ist die Anzahl X der Sechsen binomialverteilt mit "
        "n = 120 und p = {p}; abgelehnt wird bei zu wenigen Sechsen.",
        "Gesucht ist das größte k mit P(X ≤ k) ≤ 5 %: P(X ≤ {result}) {p_edge}, "
        "P(X ≤ {outside}) {p_outside} ist zu groß.",
        "H₀ wird also bis zu {result} Sechsen abgelehnt.",
    ),
    en=(
        "Under H₀ (the die is fair) the number X of sixes is binomial with n = 120 and "
        "p = {p}; too few sixes reject it.",
        "Wanted is the largest k with P(X ≤ k) ≤ 5%: P(X ≤ {result}) {p_edge}, "
        "P(X ≤ {outside}) {p_outside} is too large.",
        "So H₀ is rejected up to {result} sixes.",
    ),
)
def _left_sided_steps() -> Values:
    return {"p": _p_six()} | _tail_steps(120, _p_six(), Fraction(1, 20), "left")


@_answer(
    "lesson08_q4",
    de="Die Mauro-Regel nennt 1/9. Würfel III und dann IV werden 180-mal geworfen; ein "
    "Treffer ist „IV zeigt die Zahl nach der von III“. Zweiseitiger Test von p = 1/9 auf "
    "5 % (2,5 % je Seite): Bis zu wie vielen Treffern wird unten abgelehnt?",
    en="The Mauro rule says 1/9. Dice III and then IV are thrown 180 times; a hit is "
    '"IV shows the number after III\'s". Two-sided test of p = 1/9 at 5 % (2.5 % each '
    "side): up to how many hits is it rejected at the bottom?",
    level="extension",
)
def _miwin_two_sided_lower_end() -> int:
    from pyramide_kit.binomial import rejection_region
    from pyramide_kit.mauro.ninth import RING

    return rejection_region(180, Fraction(1, RING), "1/20", "two-sided").below


@_solution(
    "lesson08_q4",
    de=(
        "Unter H₀ (p = 1/9) ist die Anzahl X der Treffer binomialverteilt mit n = 180.",
        "Zweiseitig auf 5 % heißt: unten höchstens 2,5 %. Gesucht ist das größte k mit "
        "P(X ≤ k) ≤ 2,5 %: P(X ≤ {result}) {p_edge}, P(X ≤ {outside}) {p_outside} ist zu "
        "groß.",
        "Unten wird also bis zu {result} Treffern abgelehnt.",
    ),
    en=(
        "Under H₀ (p = 1/9) the number X of hits is binomial with n = 180.",
        "Two-sided at 5% means at most 2.5% at the bottom. Wanted is the largest k with "
        "P(X ≤ k) ≤ 2.5%: P(X ≤ {result}) {p_edge}, P(X ≤ {outside}) {p_outside} is too "
        "large.",
        "So it is rejected at the bottom up to {result} hits.",
    ),
)
def _miwin_steps() -> Values:
    return _tail_steps(180, Fraction(1, 9), Fraction(1, 40), "left")


@_answer(
    "lesson08_q5",
    de="Wie viele Würfe braucht der rechtsseitige 5-%-Test „der Würfel ist fair“ "
    "mindestens, damit er einen Würfel mit P(Sechs) = 1/4 mit einer Güte von mindestens "
    "90 % entdeckt?",
    en='How many throws does the right-sided 5 % test of "the die is fair" need at least '
    "to detect a die with P(six) = 1/4 with a power of at least 90 %?",
    level="extension",
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


@_solution(
    "lesson08_q5",
    de=(
        "Für jedes n: Der kritische Wert k ist das kleinste k mit P(X ≥ k) ≤ 5 % für "
        "p = {p} (H₀, der Würfel ist fair).",
        "Die Güte ist die Wahrscheinlichkeit, abzulehnen, wenn P(Sechs) = 1/4 ist: "
        "P(X ≥ k) für p = 1/4. Sie wächst mit n, aber nicht gleichmäßig.",
        "Bei n = {before} ist k = {k_before} und die Güte {power_before}, zu wenig; bei "
        "n = {result} ist k = {k}, die Güte {power}.",
        "Der Test braucht also mindestens {result} Würfe.",
    ),
    en=(
        "For each n: the critical value k is the least k with P(X ≥ k) ≤ 5% for p = {p} "
        "(H₀, the die is fair).",
        "The power is the chance to reject when P(six) = 1/4: P(X ≥ k) for p = 1/4. It "
        "grows with n, though not evenly.",
        "At n = {before}, k = {k_before} and the power is {power_before}, too little; at "
        "n = {result}, k = {k} and the power is {power}.",
        "So the test needs at least {result} throws.",
    ),
)
def _power_steps() -> Values:
    """The search n by n with the critical value and the power from the binomial law's
    tails counted here (not the rejection region and chance the answer asks for)."""
    from pyramide_kit.binomial import MOST_N

    loaded, level = Fraction(1, 4), Fraction(1, 20)

    def critical_and_power(n: int) -> tuple[int, Fraction]:
        k = _tail_steps(n, _p_six(), level, "right")["result"]
        return k, _tails(n, loaded)[k]

    found = next(n for n in range(1, MOST_N + 1) if critical_and_power(n)[1] >= Fraction(9, 10))
    (k_before, power_before), (k, power) = map(critical_and_power, (found - 1, found))
    return {
        "p": _p_six(),
        "before": found - 1,
        "k_before": k_before,
        "power_before": _percent(power_before),
        "result": found,
        "k": k,
        "power": _percent(power),
    }
