"""The teacher guide (`lessons/TEACHERS.md`) keeps up with the lessons and the kit.

A guide drifts silently: a new lesson is added and never described, a section is renamed
and the guide sends teachers to a title that no longer exists, a module is renamed and the
command printed for teachers fails in class. So the guide must name every notebook in
`lessons/` and `lessons/de/`, give each numbered lesson a heading in both its German and
its English part (the same lessons in the same order), the German part naming the German
edition (`de/NN_x.ipynb`) and the English part the English one (`NN_x.ipynb`). Every
section title its tables quote („…“ in German, "…" in English, in a column "Abschnitt" or
"section") must be a heading of that lesson's edition, the heading's number ("3 · ",
"3.1 ") cut off and the rest compared exactly; a table's lesson is the lesson heading
above it, or its "Lektion"/"lesson" column, whose titles may also be sections of the
lesson's deeper notebook (`NN_x_deeper.ipynb`). A lesson's own table must reach every numbered
section of the lesson (the section itself or one of its subsections), and the number of
goals the guide gives a lesson ("**Ziele** (fünf)") must be the lesson's. Every command in the
code blocks must refer to something that exists: a module for `python -m`, a file for
`voila` and `jupyter lab`, an extra of pyproject.toml for `pip install`, a sheet the
printables know for `--sheet`, and in Python blocks an importable module and name. The
checkers return their complaints as text, so the probes at the end can show that each of
them fails on a guide that is wrong.
"""

from __future__ import annotations

import ast
import importlib
import importlib.util
import itertools
import re
import shlex
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ROOT / "lessons"
GUIDE = LESSONS / "TEACHERS.md"
GERMAN, ENGLISH = "## Handreichung für Lehrkräfte", "## Teacher guide"
DEEPER = "_deeper"  # lessons/NN_name_deeper.ipynb goes further than lessons/NN_name.ipynb
LESSON_HEADING = re.compile(r"^### .*\(`((?:de/)?\d\d_\w+\.ipynb)`\)\s*$", re.M)
FENCE = re.compile(r"^```(\w*)\n(.*?)^```", re.M | re.S)
# a notebook heading of level 2 or 3: its number ("3 · " or "3.1 ", if any) and its title
NOTEBOOK_HEADING = re.compile(r"^#{2,3}\s+(?:(\d+(?:\.\d+)?)(?:\s+·\s+|\s+))?(.+?)\s*$")
QUOTES = {"de": ("„", "“"), "en": ('"', '"')}
SECTION_COLUMN = {"de": "Abschnitt", "en": "section"}
LESSON_COLUMN = {"de": "Lektion", "en": "lesson"}
TEACHER_NOTES = {"de": "Hinweise für Lehrkräfte", "en": "Teacher notes"}
GOALS = {"de": ("**Lernziele.**", "**Ziele** ("), "en": ("**Learning goals.**", "**Goals** (")}
COUNTS = {
    "de": ("eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"),
    "en": ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine"),
}


def parts(text: str) -> dict[str, str]:
    """The German and the English part of the guide, each up to the other's heading."""
    lines = text.splitlines()
    starts = {name: lines.index(head) for name, head in (("de", GERMAN), ("en", ENGLISH))}
    order = sorted(starts, key=starts.get)
    bounds = [starts[name] for name in order] + [len(lines)]
    return {name: "\n".join(lines[bounds[i] : bounds[i + 1]]) for i, name in enumerate(order)}


def lesson_headings(part: str) -> list[str]:
    """The lesson files named by the part's lesson headings, in their order."""
    return LESSON_HEADING.findall(part)


def lesson_file(name: str) -> Path:
    """The notebook a lesson heading names: `de/01_x.ipynb` is the German edition."""
    return LESSONS / name


def heading_problems(part: str, language: str) -> list[str]:
    """Lesson headings that name the other edition or a notebook that does not exist."""
    problems = []
    for name in lesson_headings(part):
        if name.startswith("de/") != (language == "de"):
            problems.append(f"{name}: not the {language} edition")
        elif not lesson_file(name).exists():
            problems.append(f"{name}: no such notebook")
    return problems


def notebook_sections(path: Path) -> dict[str, str]:
    """Title -> number ("" if none) of the notebook's headings of levels 2 and 3."""
    sections = {}
    for cell in nbformat.read(path, as_version=4).cells:
        if cell.cell_type != "markdown":
            continue
        for line in cell.source.splitlines():
            match = NOTEBOOK_HEADING.match(line)
            if match:
                sections[match[2]] = match[1] or ""
    return sections


def lesson_sections(name: str) -> dict[str, str]:
    """The sections of a lesson and of the deeper notebook beside it, if it has one: a
    table with a lesson column may name either."""
    path = lesson_file(name)
    deeper = path.with_name(f"{path.stem}{DEEPER}.ipynb")
    found = notebook_sections(deeper) if deeper.exists() else {}
    return found | notebook_sections(path)


def _cells(line: str) -> list[str]:
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def quoted_sections(part: str, language: str) -> list[tuple[str | None, str | None, bool, str]]:
    """(lesson file, quoted title or None, from the lesson's own table, row) for every row
    of every table of the part that has a section column."""
    numbered = {
        Path(name).name[:2]: name
        for name in lesson_headings(part)
        if not Path(name).stem.endswith(DEEPER)
    }
    rows, lesson, table = [], None, None
    opening, closing = QUOTES[language]
    # an optional number, the quoted title, an optional note in brackets without quotes
    quoted = re.compile(
        rf"(?:\d+(?:\.\d+)?\s+)?{opening}(.*){closing}(?:\s+\([^{opening}{closing}]*\))?"
    )
    for line in [*part.splitlines(), ""]:
        if not line.startswith("|"):
            table = None
            heading = LESSON_HEADING.match(line)
            if heading or line.startswith("### "):
                lesson = heading[1] if heading else None
            continue
        cells = _cells(line)
        if table is None:
            table = {"header": cells, "body": False}
            continue
        if not table["body"]:  # the |---| line
            table["body"] = True
            continue
        header = table["header"]
        if SECTION_COLUMN[language] not in header:
            continue
        title = quoted.fullmatch(cells[header.index(SECTION_COLUMN[language])])
        if LESSON_COLUMN[language] in header:
            number = cells[header.index(LESSON_COLUMN[language])]
            rows.append((numbered.get(number), title and title[1], False, line))
        else:
            rows.append((lesson, title and title[1], True, line))
    return rows


def section_problems(part: str, language: str) -> list[str]:
    """Quoted titles that are not headings of their lesson's edition, rows that quote
    none, and numbered sections a lesson's own table does not reach."""
    problems, reached = [], {}
    for lesson, title, own, row in quoted_sections(part, language):
        if lesson is None:
            problems.append(f"{row!r}: no lesson")
            continue
        if title is None:
            problems.append(f"{row!r}: quotes no section")
            continue
        sections = notebook_sections(lesson_file(lesson)) if own else lesson_sections(lesson)
        if title not in sections:
            problems.append(f"{lesson}: no section {title!r}")
        elif own:
            reached.setdefault(lesson, set()).add(sections[title])
    for lesson in lesson_headings(part):
        numbers = reached.get(lesson, set())
        for title, number in notebook_sections(lesson_file(lesson)).items():
            top_level = number and "." not in number and title != TEACHER_NOTES[language]
            covered = number in numbers or any(n.startswith(f"{number}.") for n in numbers)
            if top_level and not covered:
                problems.append(f"{lesson}: section {number} {title!r} is not in its table")
    return problems


def notebook_goals(path: Path, language: str) -> int:
    """How many learning goals the lesson lists (the numbered items after its heading)."""
    for cell in nbformat.read(path, as_version=4).cells:
        if cell.cell_type == "markdown" and GOALS[language][0] in cell.source:
            after = cell.source.split(GOALS[language][0], 1)[1]
            return len(re.findall(r"^\d+\. ", after, re.M))
    return 0


def goal_problems(part: str, language: str) -> list[str]:
    """Lessons whose "**Ziele** (fünf)" / "**Goals** (five)" is not the lesson's count."""
    problems, lesson = [], None
    words = COUNTS[language]
    for line in part.splitlines():
        heading = LESSON_HEADING.match(line)
        if heading:
            lesson = heading[1]
        elif line.startswith(GOALS[language][1]) and lesson:
            word = line.removeprefix(GOALS[language][1]).split(")", 1)[0]
            actual = notebook_goals(lesson_file(lesson), language)
            if word not in words or words.index(word) + 1 != actual:
                problems.append(f"{lesson}: the guide counts {word!r} goals, the lesson {actual}")
    return problems


def code_blocks(text: str) -> list[tuple[str, str]]:
    """(language, code) of every fenced code block."""
    return FENCE.findall(text)


def _sheets() -> tuple[str, ...]:
    from pyramide_kit.printables import SHEETS

    return SHEETS


def _shell_problems(command: str) -> list[str]:
    words = shlex.split(command)
    if not words or words[0] == ".":  # sourcing the venv the line before creates
        return []
    program, args = words[0], words[1:]
    if program in ("python", "python3"):
        if args[:1] != ["-m"] or len(args) < 2:
            return [f"{command!r}: only `python -m MODULE` is checked"]
        problems = []
        if importlib.util.find_spec(args[1]) is None:
            problems.append(f"{command!r}: no module {args[1]}")
        for flag, value in itertools.pairwise(args):
            if flag == "--sheet" and value not in _sheets():
                problems.append(f"{command!r}: no sheet {value}")
        return problems
    if program == "pip":
        extras = re.findall(r"^\.\[(\w+)\]$", args[-1]) if args else []
        pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
        if not extras or not re.search(rf"^{extras[0]}\s*=", pyproject, re.M):
            return [f"{command!r}: not an extra of pyproject.toml"]
        return []
    if program in ("voila", "jupyter"):
        paths = [a for a in args if not a.startswith("-") and a != "lab"]
        return [f"{command!r}: no file {p}" for p in paths if not (ROOT / p).exists()]
    return [f"{command!r}: unknown program {program}"]


def _python_problems(code: str) -> list[str]:
    problems = []
    for node in ast.walk(ast.parse(code)):
        if isinstance(node, ast.Import):
            modules = [(alias.name, []) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            modules = [(node.module or "", [alias.name for alias in node.names])]
        else:
            continue
        for module, names in modules:
            try:
                imported = importlib.import_module(module)
            except ImportError:
                problems.append(f"no module {module}")
                continue
            problems += [f"{module} has no {name}" for name in names if not hasattr(imported, name)]
    return problems


def command_problems(text: str) -> list[str]:
    """What the code blocks of `text` refer to that does not exist."""
    problems = []
    for language, code in code_blocks(text):
        if language == "python":
            problems += _python_problems(code)
        elif language in ("bash", "sh", ""):
            for line in code.splitlines():
                for command in line.split("&&"):
                    problems += _shell_problems(command.strip())
        else:
            problems.append(f"a code block in {language!r}, which this test cannot check")
    return problems


@pytest.fixture(scope="module")
def guide() -> str:
    return GUIDE.read_text(encoding="utf-8")


def test_guide_names_every_notebook_in_lessons(guide: str):
    notebooks = sorted(path.relative_to(LESSONS).as_posix() for path in LESSONS.rglob("*.ipynb"))
    assert len(notebooks) >= 18  # lessons 00-07 in two editions and the two play pages
    assert [name for name in notebooks if name not in guide] == []


def test_every_numbered_lesson_has_a_heading_in_both_parts(guide: str):
    numbered = sorted(path.name for path in LESSONS.glob("[0-9][0-9]_*.ipynb"))
    both = parts(guide)
    assert sorted(lesson_headings(both["en"])) == numbered
    assert sorted(lesson_headings(both["de"])) == [f"de/{name}" for name in numbered]


def test_both_parts_have_the_same_lesson_headings(guide: str):
    both = parts(guide)
    german = [name.removeprefix("de/") for name in lesson_headings(both["de"])]
    assert german == lesson_headings(both["en"])


@pytest.mark.parametrize("language", ["de", "en"])
def test_each_part_names_its_own_edition(guide: str, language: str):
    assert heading_problems(parts(guide)[language], language) == []


@pytest.mark.slow
@pytest.mark.parametrize("language", ["de", "en"])
def test_every_quoted_section_is_a_heading_of_its_lesson(guide: str, language: str):
    part = parts(guide)[language]
    assert len(quoted_sections(part, language)) >= 80
    assert section_problems(part, language) == []


@pytest.mark.parametrize("language", ["de", "en"])
def test_every_lesson_s_goals_are_counted_right(guide: str, language: str):
    part = parts(guide)[language]
    assert part.count(GOALS[language][1]) == len(lesson_headings(part))
    assert goal_problems(part, language) == []


def test_the_parts_link_each_other_at_the_top(guide: str):
    top = guide.split("\n## ", 1)[0]
    assert "(#handreichung-für-lehrkräfte)" in top and "(#teacher-guide)" in top


def test_every_command_in_the_guide_refers_to_something_that_exists(guide: str):
    assert len(code_blocks(guide)) >= 8
    assert command_problems(guide) == []


# ------------------------------------------------------------- the checks can fail
def test_probe_a_missing_lesson_heading_is_seen():
    text = (
        f"{GERMAN}\n### Lektion 00 · Start (`de/00_start_here.ipynb`)\n"
        f"{ENGLISH}\n### Lesson 00 · Start (`00_start_here.ipynb`)\n"
        "### Lesson 01 · Pyramide (`01_pyramide.ipynb`)\n"
    )
    both = parts(text)
    assert lesson_headings(both["de"]) == ["de/00_start_here.ipynb"]
    assert [name.removeprefix("de/") for name in lesson_headings(both["de"])] != (
        lesson_headings(both["en"])
    )


@pytest.mark.parametrize(
    "language, heading, expected",
    [
        ("de", "### Lektion 00 · Start (`00_start_here.ipynb`)", "not the de edition"),
        ("en", "### Lesson 00 · Start (`de/00_start_here.ipynb`)", "not the en edition"),
        ("de", "### Lektion 00 · Start (`de/00_hier_los.ipynb`)", "no such notebook"),
        ("en", "### Lesson 09 · Extra (`09_extra.ipynb`)", "no such notebook"),
    ],
)
def test_probe_a_heading_of_the_wrong_edition_is_seen(language: str, heading: str, expected: str):
    problems = heading_problems(heading + "\n", language)
    assert len(problems) == 1 and expected in problems[0]


GERMAN_00 = "### Lektion 00 · Start (`de/00_start_here.ipynb`)"
GERMAN_00_TABLE = [
    "| Abschnitt | min |",
    "|---|---|",
    "| 1 „Widgets: Spielen per Klick“ | 10 |",
    "| 2 „Exakt: Zwei Würfel zeigen die Augensumme 7“ | 10 |",
    "| „Simuliert: 1-mal, 100-mal, 10.000-mal“ (logarithmische x-Achse) | 15 |",
    "| 4 „Die Würfel eurer Klasse“ | 10 |",
    "| 5 „Aufgaben prüfen sich selbst“ | 10 |",
]


def _german_00(rows: list[str]) -> str:
    return "\n".join([GERMAN_00, "", *rows, ""])


def test_probe_a_right_table_passes():
    """The control for the probes below: a number before the quote and a note in brackets
    after it are allowed."""
    assert section_problems(_german_00(GERMAN_00_TABLE), "de") == []
    english = [
        "### Lesson 00 · Start (`00_start_here.ipynb`)",
        "",
        "| section | min |",
        "|---|---|",
    ]
    english += [
        '| "Widgets: play with clicks" | 10 |',
        '| "Exact: two dice show a sum of 7" | 10 |',
        '| 3 "Simulated: 1×, 100×, 10,000×" | 15 |',
        '| "Your class\'s dice" | 10 |',
        '| "Exercises check themselves" | 10 |',
    ]
    assert section_problems("\n".join(english), "en") == []


MISSING_5 = "section 5 'Aufgaben prüfen sich selbst' is not in its table"


@pytest.mark.parametrize(
    "replaced, expected",
    [
        ('| "Aufgaben prüfen sich selbst" | 10 |', ["quotes no section", MISSING_5]),
        ("| „Exercises check themselves“ | 10 |", ["no section 'Exercises check", MISSING_5]),
        ("| „4 · Aufgaben prüfen sich selbst“ | 10 |", ["no section '4 · Aufgaben", MISSING_5]),
        (
            "| „Aufgaben prüfen sich selbst!“ | 10 |",
            ["no section 'Aufgaben prüfen sich selbst!'", MISSING_5],
        ),
        (None, [MISSING_5]),
    ],
)
def test_probe_a_wrong_section_title_is_seen(replaced: str | None, expected: list[str]):
    rows = GERMAN_00_TABLE[:-1] + ([replaced] if replaced else [])
    problems = section_problems(_german_00(rows), "de")
    assert len(problems) == len(expected), problems
    assert all(text in problem for text, problem in zip(expected, problems, strict=True))


def test_probe_a_lesson_number_names_the_core_not_the_deeper_notebook():
    """A misconception table names lesson 02 by its number; the deeper notebook's heading
    after the lesson's must not take the number over."""
    text = "\n".join(
        [
            "### Lektion 02 · Mauro (`de/02_mauro.ipynb`)",
            "",
            "### Lektion 02 · Vertiefung (`de/02_mauro_deeper.ipynb`)",
            "",
            "### Fehlvorstellungen",
            "",
            "| Lektion | Abschnitt |",
            "|---|---|",
            "| 02 | „Die 1/9 finden“ |",
            "",
        ]
    )
    assert [row[:3] for row in quoted_sections(text, "de")] == [
        ("de/02_mauro.ipynb", "Die 1/9 finden", False)
    ]


@pytest.mark.parametrize(
    "language, text, expected",
    [
        ("de", "### Lektion 05 · Karten (`de/05_karten.ipynb`)\n**Ziele** (fünf): …", []),
        (
            "de",
            "### Lektion 05 · Karten (`de/05_karten.ipynb`)\n**Ziele** (sechs): …",
            ["the lesson 5"],
        ),
        (
            "en",
            "### Lesson 00 · Start (`00_start_here.ipynb`)\n**Goals** (five): …",
            ["the lesson 4"],
        ),
        ("en", "### Lesson 00 · Start (`00_start_here.ipynb`)\n**Goals** (4): …", ["'4' goals"]),
    ],
)
def test_probe_a_wrong_goal_count_is_seen(language: str, text: str, expected: list[str]):
    problems = goal_problems(text, language)
    assert len(problems) == len(expected)
    assert all(word in problem for word, problem in zip(expected, problems, strict=True))


def test_probe_a_misconception_row_is_checked_against_its_own_lesson():
    head = ["| Fehlvorstellung | Lektion | Abschnitt |", "|---|---|---|"]
    right = "| Gleichwahrscheinlichkeit | 00 | „Exakt: Zwei Würfel zeigen die Augensumme 7“ |"
    wrong = "| | 00 | „Vierfeldertafel“ |"
    unknown = "| | 08 | „Exakt: Zwei Würfel zeigen die Augensumme 7“ |"
    text = "\n".join(["### Fehlvorstellungen", "", *head, right, wrong, unknown, ""])
    text += "\n" + _german_00(GERMAN_00_TABLE)
    problems = section_problems(text, "de")
    assert len(problems) == 2
    assert "no section 'Vierfeldertafel'" in problems[0] and "no lesson" in problems[1]


def test_probe_a_lesson_column_reaches_the_deeper_notebook_and_only_its_own():
    """A row naming lesson 06 may quote a section of its deeper notebook; a heading's own
    table may not quote its core's sections for the deeper notebook, nor another lesson's."""
    core = "### Lektion 06 · Exakt gegen simuliert (`de/06_exact_vs_simulated.ipynb`)"
    deeper = "### Lektion 06 · Vertiefung (`de/06_exact_vs_simulated_deeper.ipynb`)"
    head = ["| Fehlvorstellung | Lektion | Abschnitt |", "|---|---|---|"]
    rows = [
        "| p-Wert | 06 | „Ist der Würfel der Freundin gezinkt? Der Binomialtest“ |",
        "| Band | 06 | „Vorhersagen“ |",
        "| Trainer | 06 | „Erst spielen, mit dem Trainer“ |",
    ]
    own = ["| Abschnitt | min |", "|---|---|", "| 2 „Vorhersagen“ | 3 |"]
    text = "\n".join(["### Fehlvorstellungen", "", *head, *rows, "", core, "", deeper, "", *own])
    problems = [p for p in section_problems(text, "de") if "is not in its table" not in p]
    assert len(problems) == 2, problems
    assert "no section 'Erst spielen, mit dem Trainer'" in problems[0]
    assert problems[1].startswith("de/06_exact_vs_simulated_deeper.ipynb: no section 'Vorhersagen'")


@pytest.mark.parametrize(
    "block, expected",
    [
        ("```bash\npython -m pyramide_kit.printouts sheets\n```", "no module"),
        ("```bash\npython -m pyramide_kit.printables s --sheet tally_99\n```", "no sheet"),
        ("```bash\nvoila lessons/spielen.ipynb\n```", "no file"),
        ('```bash\npip install -e ".[classroom]"\n```', "not an extra"),
        ("```bash\nmake sheets\n```", "unknown program"),
        ("```python\nfrom pyramide_kit.tally import ClassTallies\n```", "has no ClassTallies"),
        ("```python\nimport pyramide_kit.talley\n```", "no module"),
    ],
)
def test_probe_a_wrong_command_is_seen(block: str, expected: str):
    problems = command_problems(block)
    assert len(problems) == 1 and expected in problems[0]


def test_probe_a_lesson_column_may_name_a_section_of_the_deeper_notebook():
    text = (
        "### Overview\n| lesson | section |\n|---|---|\n"
        '| 04 | "The first throw: counting" |\n| 04 | "No such section" |\n\n'
        "### Lesson 04 · Schmieden (`04_schmieden.ipynb`)\n"
        "### Lesson 04 · Going further (`04_schmieden_deeper.ipynb`)\n"
    )
    problems = [p for p in section_problems(text, "en") if "no section" in p]
    assert problems == ["04_schmieden.ipynb: no section 'No such section'"]
