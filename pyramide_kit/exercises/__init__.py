"""The lessons' exercises: each one's question in German and English, its level, its
answer, computed from the engines, and its worked solution for the teacher, so that an
exercise can be checked without its answer standing in the lesson's code:
`Exercise("lesson01_q3", lang="de")`.

This is the one home of an exercise: the lesson's widget and the printable prediction
sheet (`pyramide_kit.printables`) both read the question and its level here, and the
teacher's answer key reads the answer and the worked solution. Each answer is asked of
the kit when it is needed (an enumeration over the dice or the game's own odds), never
typed here as a number, so it cannot drift from the rules. A student who wants to can
still read these files: the point is that the answer is not on the screen beside the
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

Where things are. `registry` keeps every exercise and answers the lookups re-exported
here; each lesson's exercises, with the helpers that lesson alone uses, are in their own
module, `lesson00` to `lesson08`, and what several lessons use is in `shared`. Importing
the package imports all nine lessons, so the registry is complete whenever it is asked.
`Exercise`, the box a lesson shows, is imported on first use: the sheets read the
exercises without loading the widgets.
"""

from typing import Any

from pyramide_kit.exercises import (  # noqa: F401  (each registers its lesson's exercises)
    lesson00,
    lesson01,
    lesson02,
    lesson03,
    lesson04,
    lesson05,
    lesson06,
    lesson07,
    lesson08,
)
from pyramide_kit.exercises.lesson07 import tiny_game_points
from pyramide_kit.exercises.registry import (
    LEVELS,
    answer,
    answer_keys,
    level,
    level_name,
    number,
    numbered_question,
    question,
    solution,
)

__all__ = [
    "LEVELS",
    "Exercise",
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


def __getattr__(name: str) -> Any:
    if name == "Exercise":
        from pyramide_kit.exercises.widget import Exercise

        return Exercise
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
