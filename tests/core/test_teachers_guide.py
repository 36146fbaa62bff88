"""The teacher guide (`lessons/TEACHERS.md`) keeps up with the lessons and the kit.

A guide drifts silently: a new lesson is added and never described, a module is renamed
and the command printed for teachers fails in class. So the guide must name every
notebook in `lessons/`, give each numbered lesson a heading in both its German and its
English part (the same lessons in the same order), and every command in its code blocks
must refer to something that exists: a module for `python -m`, a file for `voila` and
`jupyter lab`, an extra of pyproject.toml for `pip install`, a sheet the printables know
for `--sheet`, and in Python blocks an importable module and name. The checkers return
their complaints as text, so the probes at the end can show that each of them fails on a
guide that is wrong.
"""

from __future__ import annotations

import ast
import importlib
import importlib.util
import itertools
import re
import shlex
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ROOT / "lessons"
GUIDE = LESSONS / "TEACHERS.md"
GERMAN, ENGLISH = "## Handreichung für Lehrkräfte", "## Teacher guide"
LESSON_HEADING = re.compile(r"^### .*\(`(\d\d_\w+\.ipynb)`\)\s*$", re.M)
FENCE = re.compile(r"^```(\w*)\n(.*?)^```", re.M | re.S)


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
    notebooks = sorted(path.name for path in LESSONS.glob("*.ipynb"))
    assert len(notebooks) >= 10  # lessons 00-07 and the two play pages
    assert [name for name in notebooks if name not in guide] == []


def test_every_numbered_lesson_has_a_heading_in_both_parts(guide: str):
    numbered = sorted(path.name for path in LESSONS.glob("[0-9][0-9]_*.ipynb"))
    for language, part in parts(guide).items():
        assert sorted(lesson_headings(part)) == numbered, language


def test_both_parts_have_the_same_lesson_headings(guide: str):
    both = parts(guide)
    assert lesson_headings(both["de"]) == lesson_headings(both["en"])


def test_the_parts_link_each_other_at_the_top(guide: str):
    top = guide.split("\n## ", 1)[0]
    assert "(#handreichung-für-lehrkräfte)" in top and "(#teacher-guide)" in top


def test_every_command_in_the_guide_refers_to_something_that_exists(guide: str):
    assert len(code_blocks(guide)) >= 8
    assert command_problems(guide) == []


# ------------------------------------------------------------- the checks can fail
def test_probe_a_missing_lesson_heading_is_seen():
    text = (
        f"{GERMAN}\n### Lektion 00 · Start (`00_start_here.ipynb`)\n"
        f"{ENGLISH}\n### Lesson 00 · Start (`00_start_here.ipynb`)\n"
        "### Lesson 01 · Pyramide (`01_pyramide.ipynb`)\n"
    )
    both = parts(text)
    assert lesson_headings(both["de"]) == ["00_start_here.ipynb"]
    assert lesson_headings(both["de"]) != lesson_headings(both["en"])


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
