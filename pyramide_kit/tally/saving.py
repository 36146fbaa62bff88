"""A class tally as JSON: the format's name and version, the experiment and the groups.

`loads` trusts nothing in the text: after the outer checks every save shares
(`pyramide_kit.saving.read_save`: JSON text of bounded size, the format's name, its
version, exactly the expected parts) every group is added again through `Tally.add`, so a
hand-edited file passes exactly the checks a typed entry passes (an outcome the
experiment cannot give, a negative or fractional count, a name used twice). Anything
wrong is a `RuleError` naming the problem, and nothing is loaded.
"""

from __future__ import annotations

import json
from typing import Any

from pyramide_kit.errors import InvalidSaveError, RuleError, quoted
from pyramide_kit.i18n import error_text, t
from pyramide_kit.saving import read_save
from pyramide_kit.tally.experiments import EXPERIMENTS
from pyramide_kit.tally.model import Tally

__all__ = ["FORMAT", "VERSION", "dumps", "load_error_text", "loads"]

FORMAT = "pyramide-kit-tally"
VERSION = 1
_LONGEST_TEXT = 1_000_000
"""A save is refused beyond this many characters (a class's tally is a few kilobytes)."""
_PARTS = {"format", "version", "experiment", "groups"}


def dumps(tally: Tally) -> str:
    """The JSON text of `tally`, one group a line (easy to read and to edit by hand);
    each group's counts are [outcome, attempts] pairs."""
    if not isinstance(tally, Tally):
        raise RuleError(
            f"only a Tally can be saved as a tally, not {quoted(tally)}",
            "tally_err_dumps",
            value=quoted(tally),
        )
    groups = ",\n  ".join(
        json.dumps({"name": g.name, "counts": [list(p) for p in g.counts]}, ensure_ascii=False)
        for g in tally.groups
    )
    head = json.dumps({"format": FORMAT, "version": VERSION, "experiment": tally.experiment.key})
    return (
        f'{head[:-1]},\n "groups": [\n  {groups}\n ]\n}}\n'
        if groups
        else f'{head[:-1]}, "groups": []}}\n'
    )


def _refuse(reason: str) -> InvalidSaveError:
    return InvalidSaveError(
        f"this is not a valid saved tally: {reason}", "tally_err_save", reason=reason
    )


def loads(text: Any) -> Tally:
    """The tally a text written by `dumps` holds, every group checked as it is added."""
    data = read_save(
        text, _refuse, format_name=FORMAT, version=VERSION, parts=_PARTS, longest=_LONGEST_TEXT
    )
    key = data["experiment"]
    if not isinstance(key, str) or key not in EXPERIMENTS:
        raise _refuse(f"its experiment {quoted(key)} is none of {', '.join(EXPERIMENTS)}")
    if not isinstance(data["groups"], list):
        raise _refuse("its groups are a list")
    tally = Tally.new(key)
    for step, item in enumerate(data["groups"], start=1):
        try:
            tally = tally.add(*_group(item))
        except RuleError as error:
            raise InvalidSaveError(
                f"this is not a valid saved tally: group {step} is not allowed: {error}",
                "tally_err_save_group",
                step=step,
                reason=str(error),
            ) from error
    return tally


def _group(item: Any) -> tuple[Any, None, dict[Any, Any]]:
    """A saved group as the arguments of `Tally.add` (name, no results, counts)."""
    if not isinstance(item, dict) or set(item) != {"name", "counts"}:
        raise RuleError(
            f"a group is an object with a name and counts, not {quoted(item)}", "tally_err_results"
        )
    pairs = item["counts"]
    if not isinstance(pairs, list) or not all(isinstance(p, list) and len(p) == 2 for p in pairs):
        raise RuleError(
            f"a group's counts are [outcome, attempts] pairs, not {quoted(pairs)}",
            "tally_err_results",
        )
    counts: dict[Any, Any] = {}
    for outcome, count in pairs:
        if isinstance(outcome, list | dict) or outcome in counts:
            raise RuleError(
                f"each outcome is a whole number, given once, not {quoted(outcome)}",
                "tally_err_results",
            )
        counts[outcome] = count
    return item["name"], None, counts


def load_error_text(error: Exception, lang: str) -> str:
    """A refused load in `lang`: for a refused group, its own reason is translated too."""
    cause = error.__cause__
    if getattr(error, "key", None) == "tally_err_save_group" and cause is not None:
        return t(
            "tally_err_save_group", lang, step=error.params["step"], reason=error_text(cause, lang)
        )
    return error_text(error, lang)
