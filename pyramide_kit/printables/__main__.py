"""Command line: ``python -m pyramide_kit.printables OUT_FOLDER --lang de`` (``--sheet NAME``
for single sheets)."""

from __future__ import annotations

import argparse
import sys

from pyramide_kit.errors import RuleError
from pyramide_kit.i18n import LANGUAGES
from pyramide_kit.printables.writing import SHEETS, write_sheets


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m pyramide_kit.printables",
        description="Write the printable sheets (A4 PDF) into a folder.",
    )
    parser.add_argument("folder", help="where the PDFs go (made if missing)")
    parser.add_argument("--lang", default="de", choices=LANGUAGES)
    parser.add_argument(
        "--sheet",
        action="append",
        metavar="NAME",
        help=f"only this sheet (repeatable); one of {', '.join(SHEETS)}",
    )
    args = parser.parse_args(argv)
    try:
        paths = write_sheets(args.folder, lang=args.lang, which=args.sheet)
    except RuleError as error:
        print(error, file=sys.stderr)
        return 2
    for path in paths:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
