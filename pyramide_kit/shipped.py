"""Tables the coach needs at once, built when the kit is installed and shipped with it.

A coach's first answer has to come within a second, but some of its tables take seconds
to compute: Kniffel's table of optimal play, the whole round of Würfelpyramiden
schmieden, Pyramide's chances of the first target the goal setting offers. So they are
computed when the kit is built: `setup.py` runs `build_tables` (see
`pyramide_kit.games`) before the package's files are collected, which writes them into
`pyramide_kit/tables/` of the source tree, and the wheel (or the editable install)
carries them as package data. They are build products, never committed.

Each game's solver writes and reads its own files (it knows what a table holds); this
module gives them a place and a name. A file's name carries a fingerprint of the
sources that compute it (every module of the game's package and the shared modules a
solver uses), so a table built from other sources is never read: in a source checkout
whose solver was edited, the coach computes its tables again, as it does for rules no
table was shipped for, until the next install builds them anew.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import tempfile
from functools import cache
from pathlib import Path

__all__ = [
    "TABLES",
    "fingerprint",
    "keyed_name",
    "read_json",
    "shipped_file",
    "stale_files",
    "write_json",
]

PACKAGE = Path(__file__).resolve().parent
TABLES = PACKAGE / "tables"
"""Where the shipped tables are (package data)."""

_SHARED = ("dice.py", "dice_codes.py", "exact.py", "optimal.py", "shipped.py")
"""The modules outside a game's package that its solvers use."""


@cache
def fingerprint(game: str) -> str:
    """A digest of the sources that compute `game`'s tables: its package's modules and
    the shared ones, read as bytes in a fixed order."""
    digest = hashlib.sha256()
    files = sorted((PACKAGE / game).glob("*.py")) + [PACKAGE / name for name in _SHARED]
    for path in files:
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def keyed_name(kind: str, *key: object, suffix: str) -> str:
    """A table's file name from what it is (`kind`) and what its numbers depend on
    (`key`: the rules, a target, a version; by their `repr`): "round-<digest>.json.gz"."""
    digest = hashlib.sha256("|".join(map(repr, key)).encode()).hexdigest()[:20]
    return f"{kind}-{digest}.{suffix}"


def shipped_file(game: str, name: str, directory: Path | None = None) -> Path:
    """The path of `game`'s table `name` (e.g. "optimal-<key>.npz") in `directory`
    (default: the shipped tables), stamped with the sources' fingerprint."""
    stem, dot, suffix = name.partition(".")
    return (directory or TABLES) / f"{game}-{stem}-{fingerprint(game)}{dot}{suffix}"


def stale_files(game: str, directory: Path) -> list[Path]:
    """`game`'s tables in `directory` built from other sources than these (what a new
    build replaces)."""
    current = fingerprint(game)
    return [p for p in directory.glob(f"{game}-*") if f"-{current}." not in p.name]


def write_json(path: Path, data: object) -> None:
    """Write `data` as gzipped JSON, atomically (a temporary file renamed), so a half
    written table is never read."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile(dir=path.parent, suffix=".tmp", delete=False) as f:
        f.write(gzip.compress(json.dumps(data, separators=(",", ":")).encode(), mtime=0))
    os.replace(f.name, path)


def read_json(path: Path) -> object | None:
    """The data of a table written by `write_json`, or None if there is none (or it
    cannot be read: the solver then computes what it needs)."""
    try:
        return json.loads(gzip.decompress(path.read_bytes()))
    except (OSError, ValueError, EOFError):
        return None
