"""Lesson 07's exercises, decisions: the tiny game played best by backward induction,
one more throw of a Mauro series, and a chase against a target.

The tiny game: up to `throws` throws of one die; after each throw you may stop and score
it, the last throw scores whatever it shows. Its law is public (`tiny_game_points`),
because lesson 07's tally sheet compares the points a class stops with against it."""

from __future__ import annotations

from fractions import Fraction

from pyramide_kit.exact import Distribution, as_fraction
from pyramide_kit.exercises.registry import Values, _answer, _solution, _Text
from pyramide_kit.exercises.shared import _p_face, _sums

__all__ = ["tiny_game_points"]


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
