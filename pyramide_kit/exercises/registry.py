"""The registry of the lessons' exercises and the lookups that read it.

A lesson module records each of its exercises with `_answer` (its level and the function
that computes its answer) and `_solution` (how many steps its worked solution has and the
function that fills their fields). Their texts are in the kit's catalogue
(`pyramide_kit.messages.exercises`): the question under the exercise's key, the steps
under `<key>_step_1`, `<key>_step_2`, ... Everything else asks
the lookups here, never the lesson modules: `answer`, `question`, `numbered_question`,
`level`, `level_name`, `number`, `solution`. An unknown key is a `RuleError` that lists
the known ones. The lookups are imported from the package, `pyramide_kit.exercises`,
whose `__all__` lists them; the registry is complete once the package is imported, and
importing this module imports the package first.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction

from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.exact import as_fraction
from pyramide_kit.i18n import check_lang, t

LEVELS = ("basis", "extension")
"""The two levels of an exercise: "basis" (Basis) applies the lesson's method directly,
"extension" (Erweiterung) transfers it, combines two ideas or asks a variant the lesson
did not show. The catalogue names them (`answer_level_basis`, `answer_level_extension`)."""

Values = Mapping[str, object]

_ANSWERS: dict[str, Callable[[], object]] = {}
_LEVELS: dict[str, str] = {}


@dataclass(frozen=True)
class _Solution:
    """A worked solution: the catalogue keys of its steps (templates with `{fields}`) and
    the function that computes the fields from the kit, `result` among them."""

    steps: tuple[str, ...]
    values: Callable[[], Values]


_SOLUTIONS: dict[str, _Solution] = {}


def _answer(key: str, *, level: str) -> Callable[[Callable[[], object]], Callable[[], object]]:
    """Register the exercise `key` (its question is the catalogue's text `key`): its level
    and, decorated, the function that computes its answer."""
    if level not in LEVELS:
        raise ValueError(f"the level of {key} is one of {', '.join(LEVELS)}, not {level!r}")

    def register(compute: Callable[[], object]) -> Callable[[], object]:
        _ANSWERS[key] = compute
        _LEVELS[key] = level
        return compute

    return register


def _solution(
    key: str, *, steps: int, texts: str | None = None
) -> Callable[[Callable[[], Values]], Callable[[], Values]]:
    """Register the worked solution of the exercise `key` (registered before it): its
    number of steps, whose texts are the catalogue's `<texts>_step_1`, ... (`texts` is
    `key` unless two exercises share their steps) and, decorated, the function that fills
    their fields."""
    names = tuple(f"{texts or key}_step_{i}" for i in range(1, steps + 1))

    def register(values: Callable[[], Values]) -> Callable[[], Values]:
        _SOLUTIONS[_known(key)] = _Solution(names, values)
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
    return t(_known(key), check_lang(lang))


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
    return tuple(t(step, lang, **shown) for step in worked.steps)


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
