"""Which sheets exist and how they are written to PDF files.

Each sheet is a function of the language returning its pages; `write_sheets` checks
every argument before it writes anything (an unknown sheet, a language the kit does not
speak or a folder that is a file leave the disk as it was). The answer key goes into a
`teacher` subfolder, apart from the students' sheets.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from functools import partial
from itertools import islice
from pathlib import Path

import matplotlib
from matplotlib.backends.backend_pdf import PdfPages

from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.i18n import check_lang, t
from pyramide_kit.printables import scoresheets
from pyramide_kit.printables.answer_key import answer_key
from pyramide_kit.printables.lesson_sheets import prediction_sheet, tally_sheet
from pyramide_kit.printables.lessons import LESSONS
from pyramide_kit.printables.materials import materials_sheet
from pyramide_kit.printables.miwin_net import miwin_net
from pyramide_kit.printables.page import Page

__all__ = ["ANSWER_KEY", "SHEETS", "TEACHER_FOLDER", "write_sheets"]

TEACHER_FOLDER = "teacher"
ANSWER_KEY = "answer_key"

_BUILDERS: dict[str, Callable[[str], list[Page]]] = {
    "pyramide": scoresheets.pyramide_sheet,
    "kniffel": scoresheets.kniffel_sheet,
    "schmieden": scoresheets.schmieden_sheet,
    "mauro": scoresheets.mauro_sheet,
    "karten": scoresheets.karten_sheet,
    "miwin_net": miwin_net,
    "materials": materials_sheet,
    **{f"prediction_{n}": partial(prediction_sheet, n) for n in LESSONS},
    **{f"tally_{n}": partial(tally_sheet, n) for n in LESSONS},
    ANSWER_KEY: answer_key,
}

SHEETS: tuple[str, ...] = tuple(_BUILDERS)
"""Every sheet's name: the five score sheets, the net of Miwin's dice, the material list,
a prediction and a tally sheet per lesson, and the answer key."""

MOST_NAMES = 4 * len(SHEETS)
"""The most names `which` may list (repeats included): more is a mistake, and an endless
iterable is refused after that many instead of hanging."""


def _chosen(which: str | Iterable[str] | None) -> list[str]:
    if which is None:
        return list(SHEETS)
    if isinstance(which, str):
        which = [which]
    try:
        # An endless iterable (itertools.count()) must not hang: more names than a few
        # times the sheets there are is a mistake, whatever they are.
        names = list(islice(which, MOST_NAMES + 1))
    except TypeError:
        raise RuleError(
            f"which is None, a sheet name or a list of sheet names, not {quoted(which)}",
            "print_err_which",
            value=quoted(which),
        ) from None
    if len(names) > MOST_NAMES:
        shown = f"a {type(which).__name__} of more names"
        raise RuleError(
            f"which names at most {MOST_NAMES} sheets, not more (it is {shown})",
            "print_err_which_many",
            most=MOST_NAMES,
            value=shown,
        )
    known = ", ".join(SHEETS)
    for name in names:
        if not isinstance(name, str) or name not in _BUILDERS:
            raise RuleError(
                f"unknown sheet {quoted(name)}; known are {known}",
                "print_err_sheet",
                sheet=quoted(name),
                known=known,
            )
    return list(dict.fromkeys(names))


def _folder(folder: str | Path) -> Path:
    if not isinstance(folder, str | os.PathLike):
        raise RuleError(
            f"folder is a path (text or a Path), not {quoted(folder)}",
            "print_err_folder_path",
            folder=quoted(folder),
        )
    try:
        path = Path(folder)
        exists = path.exists()
    except (TypeError, ValueError, OSError) as error:
        raise RuleError(
            f"folder is a usable path, not {quoted(folder)} ({type(error).__name__})",
            "print_err_folder_path",
            folder=quoted(folder),
        ) from None
    if exists and not path.is_dir():
        raise RuleError(f"{path} is a file, not a folder", "print_err_folder", folder=str(path))
    return path


def write_sheets(
    folder: str | Path, lang: str = "de", which: str | Iterable[str] | None = None
) -> list[Path]:
    """Write the sheets `which` (all by default; see `SHEETS`) in `lang` as A4 PDFs into
    `folder` (made if missing): `<sheet>_<lang>.pdf`, the answer key as
    `teacher/answer_key_<lang>.pdf`. Returns the paths written, in the order asked."""
    check_lang(lang)
    names = _chosen(which)
    root = _folder(folder)
    written = []
    for name in names:
        target = root / TEACHER_FOLDER if name == ANSWER_KEY else root
        target.mkdir(parents=True, exist_ok=True)
        path = target / f"{name}_{lang}.pdf"
        _write(path, name, _BUILDERS[name](lang), lang)
        written.append(path)
    return written


def _write(path: Path, name: str, pages: list[Page], lang: str) -> None:
    # TrueType fonts keep the text extractable (and umlauts intact) for copy and search.
    with (
        matplotlib.rc_context({"pdf.fonttype": 42}),
        PdfPages(path, metadata={"Title": name}) as pdf,
    ):
        for number, page in enumerate(pages, start=1):
            page.footer(t("print_footer", lang, sheet=name, page=f"{number}/{len(pages)}"))
            pdf.savefig(page.figure)
