"""The package's layers hold: `lint-imports` keeps every contract of `[tool.importlinter]`
in pyproject.toml (the layers from the play page down to the errors, the engines free of
widgets, no import circles). CI runs it too; here it runs with the tests, and a copy of
the package with one upward import shows that the check would catch it.
"""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import pyramide_kit

ROOT = Path(pyramide_kit.__file__).resolve().parents[1]
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")


def lint(where: Path) -> subprocess.CompletedProcess:
    """`lint-imports` on the package found first in `where`, with its pyproject.toml."""
    if not LINT_IMPORTS.exists():
        pytest.fail(f"lint-imports is not installed beside {sys.executable} (the test extras)")
    env = {**os.environ, "PYTHONPATH": str(where)}
    return subprocess.run(
        [str(LINT_IMPORTS), "--no-cache", "--no-logo"],
        cwd=where,
        env=env,
        capture_output=True,
        text=True,
    )


def test_every_import_contract_is_kept() -> None:
    result = lint(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout


def test_an_upward_import_breaks_the_layers(tmp_path: Path) -> None:
    shutil.copy(ROOT / "pyproject.toml", tmp_path)
    shutil.copytree(
        ROOT / "pyramide_kit",
        tmp_path / "pyramide_kit",
        ignore=shutil.ignore_patterns("__pycache__"),
    )
    dice = tmp_path / "pyramide_kit" / "dice.py"
    dice.write_text(
        dice.read_text() + "\n\ndef _board():\n    from pyramide_kit.ui import board\n\n"
        "    return board\n"
    )
    result = lint(tmp_path)
    assert result.returncode == 1
    assert "pyramide_kit.dice is not allowed to import pyramide_kit.ui" in result.stdout
