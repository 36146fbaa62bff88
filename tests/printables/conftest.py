"""Every printable sheet written once per language into a temporary folder, and its text
read back with `pdftotext` (poppler-utils), as a reader of the PDF would get it."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from pyramide_kit.printables import SHEETS, write_sheets

needs_pdftotext = pytest.mark.skipif(
    shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) is not installed"
)


def pdf_text(path: Path, *, layout: bool = False) -> str:
    """The text of a PDF as pdftotext extracts it (with `layout`, rows stay on a line)."""
    command = ["pdftotext", *(["-layout"] if layout else []), str(path), "-"]
    return subprocess.run(command, check=True, capture_output=True, text=True).stdout


def flat(text: str) -> str:
    """Whitespace collapsed, so that a wrapped sentence reads as one line."""
    return " ".join(text.split())


@pytest.fixture(scope="session")
def sheets(tmp_path_factory) -> dict[tuple[str, str], Path]:
    """(sheet, lang) -> the written PDF, for every sheet in both languages."""
    folder = tmp_path_factory.mktemp("sheets")
    written = {}
    for lang in ("de", "en"):
        paths = write_sheets(folder, lang=lang)
        assert len(paths) == len(SHEETS)
        written.update({(name, lang): path for name, path in zip(SHEETS, paths, strict=True)})
    return written
