"""What each lesson (00 to 08) asks on paper: its questions for the prediction sheet and
the experiment whose outcomes the tally sheet counts.

A question is a text in both languages and a way to ask the kit for its exact value:
an exercise of `pyramide_kit.exercises` (the same answer the lesson checks, with its level
and its worked solution) or an event of a game's `events.py` (its title is the
catalogue's, its value the event's).
No value is typed here, so the answer key cannot drift from the rules. The outcomes of an
experiment are asked of the engines as well (the faces of the die, the events'
outcomes).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from pyramide_kit.exact import as_fraction
from pyramide_kit.i18n import t

__all__ = ["LESSONS", "Experiment", "Lesson", "Question", "lesson"]


@dataclass(frozen=True)
class Question:
    """One question of a prediction sheet: `text(lang)`, its exact value and, for an
    exercise of `pyramide_kit.exercises`, its key (whose level the sheets print beside the
    question and whose worked solution only the answer key prints)."""

    text: Callable[[str], str]
    value: Callable[[], object]
    exercise: str | None = None

    def exact(self) -> Fraction:
        return as_fraction(self.value())

    def line(self, shown_number: int, lang: str) -> str:
        """The question as a sheet prints it, numbered: "4. Erweiterung: ..." for an
        exercise (its level in words, as the lesson shows it), "9. ..." for an event of
        a game's events, which have no level."""
        if self.exercise is None:
            return f"{shown_number}. {self.text(lang)}"
        from pyramide_kit.exercises import numbered_question

        return numbered_question(self.exercise, lang, shown_number)

    def solution(self, lang: str) -> tuple[str, ...]:
        """The worked solution's steps, for the teacher's answer key; none for an event
        (the Explorer computes it, the lesson works it out)."""
        if self.exercise is None:
            return ()
        from pyramide_kit.exercises import solution

        return solution(self.exercise, lang)


@dataclass(frozen=True)
class Experiment:
    """What a group does and counts: its description's catalogue key, the outcomes'
    labels in a language and their exact probabilities in the same order (asked of the
    engines, for the tally sheet's column to compare with after counting)."""

    key: str
    outcomes: Callable[[str], list[str]]
    law: Callable[[], list[Fraction]]

    def exact(self) -> list[Fraction]:
        """The outcomes' exact probabilities, in the order of `outcomes`."""
        return [as_fraction(p) for p in self.law()]


@dataclass(frozen=True)
class Lesson:
    """A lesson on paper: its questions, its experiment, and the sheets of the games it
    plays at the table (a score sheet, the net of Miwin's dice) before its prediction and
    tally sheets."""

    number: str
    questions: tuple[Question, ...]
    experiment: Experiment
    game_sheets: tuple[str, ...] = ()

    @property
    def sheets(self) -> tuple[str, ...]:
        """Every sheet the lesson uses, in the order a teacher prints them."""
        return (*self.game_sheets, f"prediction_{self.number}", f"tally_{self.number}")

    def title(self, lang: str) -> str:
        return t(
            "print_lesson", lang, lesson=self.number, title=t(f"print_title_{self.number}", lang)
        )


def _exercise(key: str) -> Question:
    """An exercise of `pyramide_kit.exercises`: the lesson's question and answer."""
    from pyramide_kit.exercises import answer, question

    return Question(lambda lang: question(key, lang), lambda: answer(key), key)


def _exercises(number: str) -> tuple[Question, ...]:
    """Every exercise of lesson `number` in `pyramide_kit.exercises`, in its order: a new
    exercise reaches the sheet without being listed here."""
    from pyramide_kit.exercises import answer_keys
    from pyramide_kit.exercises import number as exercise_number

    keys = [key for key in answer_keys() if key.startswith(f"lesson{number}_")]
    return tuple(_exercise(key) for key in sorted(keys, key=exercise_number))


def _event(game: str, key: str) -> Question:
    from pyramide_kit.games import event

    def text(lang: str) -> str:
        ev = event(game, key)
        return t(f"print_q_{ev.kind}", lang, title=ev.title(lang))

    return Question(text, lambda: event(game, key).exact)


def _numbers(values: Callable[[], list[object]]) -> Callable[[str], list[str]]:
    return lambda lang: [str(v) for v in values()]


def _two_dice_sums() -> list[object]:
    from pyramide_kit.dice import roll_distribution

    return sorted({sum(dice) for dice in roll_distribution(2)})


def _ones_after_a_round() -> list[object]:
    from pyramide_kit.pyramide.rules import Rules

    return list(range(Rules().dice + 1))


def _d6_faces() -> list[object]:
    from pyramide_kit.dice import D6

    return sorted(set(D6.faces))


def _outcomes_of(game: str, key: str) -> Callable[[str], list[str]]:
    def labels(lang: str) -> list[str]:
        from pyramide_kit.games import event

        outcomes = event(game, key).outcomes
        found = [str(o) for o in outcomes if o is not None]
        return found + [t("print_never", lang)] * (None in outcomes)

    return labels


def _law_of(game: str, key: str) -> Callable[[], list[Fraction]]:
    """The event's exact law in the order of `_outcomes_of` ("never" last)."""

    def law() -> list[Fraction]:
        from pyramide_kit.games import event

        ev = event(game, key)
        ordered = [o for o in ev.outcomes if o is not None] + [None] * (None in ev.outcomes)
        return [ev.exact[o] for o in ordered]

    return law


def _tally_law(key: str, outcomes: Callable[[], list[object]]) -> Callable[[], list[Fraction]]:
    """The class tally experiment `key`'s exact law (the same one the notebook's tally
    draws) in the order of `outcomes`."""

    def law() -> list[Fraction]:
        from pyramide_kit.tally.experiments import experiment

        exact = experiment(key).exact
        return [exact[o] for o in outcomes()]

    return law


def _d6_law() -> list[Fraction]:
    from pyramide_kit.dice import D6

    law = D6.distribution()
    return [law[face] for face in _d6_faces()]


def _six_or_not_law() -> list[Fraction]:
    """The chances of the codes 1 (a six) and 0 (none), in the order of `_six_or_not`:
    the class tally's "is it a six?"."""
    from pyramide_kit.tally.experiments import experiment

    six = as_fraction(experiment("six").exact)
    return [six, 1 - six]


def _mauro_classes_law() -> list[Fraction]:
    from pyramide_kit.mauro.odds import class_probabilities
    from pyramide_kit.mauro.throws import ThrowClass

    law = class_probabilities()
    return [law[kind] for kind in ThrowClass]


def _tiny_game_law() -> list[Fraction]:
    """The points a player of lesson 07's tiny game stops with (three throws, the
    average rule), face by face."""
    from pyramide_kit.exercises import tiny_game_points

    law = tiny_game_points(3)
    return [law[face] for face in _d6_faces()]


def _six_or_not(lang: str) -> list[str]:
    """The class tally's codes for "is it a six?": 1 for a six, 0 for none."""
    return [t("print_six_yes", lang), t("print_six_no", lang)]


def _mauro_classes(lang: str) -> list[str]:
    from pyramide_kit.mauro.throws import ThrowClass

    return [t(f"print_mauro_class_{kind.value}", lang) for kind in ThrowClass]


def _experiment(
    key: str,
    outcomes: Callable[[str], list[str]],
    law: Callable[[], list[Fraction]],
) -> Experiment:
    return Experiment(f"print_experiment_{key}", outcomes, law)


LESSONS: dict[str, Lesson] = {
    "00": Lesson(
        "00",
        _exercises("00"),
        _experiment(
            "00",
            _numbers(_two_dice_sums),
            _tally_law("sum_of_two", _two_dice_sums),
        ),
    ),
    "01": Lesson(
        "01",
        (
            *_exercises("01"),
            _event("pyramide", "ones_one_throw"),
            _event("pyramide", "ones_three_throws"),
            _event("pyramide", "rounds_until_ones"),
        ),
        _experiment(
            "01",
            _numbers(_ones_after_a_round),
            _tally_law("ones_after_three", _ones_after_a_round),
        ),
        ("pyramide",),
    ),
    "02": Lesson(
        "02",
        (
            *_exercises("02"),
            _event("mauro", "straight"),
            _event("mauro", "neighbours"),
        ),
        _experiment(
            "02",
            _mauro_classes,
            _mauro_classes_law,
        ),
        ("mauro", "miwin_net"),
    ),
    "03": Lesson(
        "03",
        (
            *_exercises("03"),
            _event("kniffel", "small_straight"),
            _event("kniffel", "four_of_a_kind"),
            _event("kniffel", "kniffel_three_throws"),
        ),
        _experiment(
            "03",
            _outcomes_of("kniffel", "most_alike"),
            _law_of("kniffel", "most_alike"),
        ),
        ("kniffel",),
    ),
    "04": Lesson(
        "04",
        (
            *_exercises("04"),
            _event("schmieden", "complete_first_throw"),
        ),
        _experiment(
            "04",
            _outcomes_of("schmieden", "throws_needed"),
            _law_of("schmieden", "throws_needed"),
        ),
        ("schmieden",),
    ),
    "05": Lesson(
        "05",
        (
            *_exercises("05"),
            _event("karten", "someone_matches"),
            _event("karten", "bus_one_go"),
        ),
        _experiment(
            "05",
            _outcomes_of("karten", "matching_cards"),
            _law_of("karten", "matching_cards"),
        ),
        ("karten",),
    ),
    "06": Lesson(
        "06",
        _exercises("06"),
        _experiment(
            "06",
            _numbers(_d6_faces),
            _d6_law,
        ),
    ),
    "07": Lesson(
        "07",
        _exercises("07"),
        _experiment(
            "07",
            _numbers(_d6_faces),
            _tiny_game_law,
        ),
    ),
    "08": Lesson(
        "08",
        _exercises("08"),
        _experiment(
            "08",
            _six_or_not,
            _six_or_not_law,
        ),
    ),
}


def lesson(number: str) -> Lesson:
    """The lesson `number` ("00" to "08")."""
    return LESSONS[number]
