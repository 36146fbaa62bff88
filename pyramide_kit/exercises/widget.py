"""A lesson's exercise as the box a student answers in, named by its key alone."""

from __future__ import annotations

from pyramide_kit.exercises.registry import answer, numbered_question
from pyramide_kit.ui.parts import ExactAnswer

__all__ = ["Exercise"]


class Exercise(ExactAnswer):
    """The exercise `key` of the registry as an `ExactAnswer`: `Exercise("lesson01_q3",
    lang="de")`. The answer comes from the registry, so it does not stand in the lesson's
    code; the question too, in the widget's language, with its number and its level in
    words ("4. Erweiterung: ..."), so a student sees, and a screen reader says, which
    exercises are the basic ones. The box checks entries as `ExactAnswer` does and keeps
    only a digest of the answer; the worked solution is never shown here. An unknown key
    is a `RuleError` that lists the known ones.
    """

    def __init__(self, key: str, lang: str = "en") -> None:
        super().__init__(numbered_question(key, lang), answer(key), lang)
