"""Hostile input at every public entry point (the registry in `entry_points.py`).

For every entry and every value Hypothesis draws for its hostile slot, the call

- succeeds with a valid result, or raises a `ValueError`: never a TypeError,
  AttributeError, OverflowError, MemoryError, RecursionError or AssertionError;
- returns or refuses within its time budget (`guard.SECONDS`, under `SIGALRM`) and
  within a few GB of memory, so that a hang or a giant allocation fails the test;
- refuses with a message of at most `LONGEST_MESSAGE` characters (long inputs are cut);
- leaves the state it was called on as it was (states are values: same `dumps`).
"""

from __future__ import annotations

import itertools
import os
import types
from datetime import timedelta

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from pyramide_kit.errors import RuleError
from tests.hostile.entry_points import ENTRY_POINTS
from tests.hostile.guard import attempt

LONGEST_MESSAGE = 600
FIRST_CALL = 5
"""An entry's first call may take this many times its budget: it imports and caches
what the later calls use (SciPy, a solver's tables), which is no hang."""
EXAMPLES = int(os.environ.get("HOSTILE_EXAMPLES", "10"))
PHASES = [Phase.explicit, Phase.reuse, Phase.generate]
if os.environ.get("HOSTILE_SHRINK"):
    PHASES.append(Phase.shrink)
"""Shrinking a failure costs many calls; `HOSTILE_SHRINK=1` asks for it."""


def _param(entry):
    marks = [pytest.mark.slow] if entry.slow else []
    return pytest.param(entry, id=entry.name, marks=marks)


PARAMS = [_param(entry) for entry in ENTRY_POINTS]
DEADLINE = timedelta(seconds=30)
"""Hypothesis's deadline for one example: a net beyond the guard's budget, for time spent
outside the guarded call (drawing the value, the state's snapshots)."""
_RAN: set[str] = set()
_WARM: set[str] = set()
_PLAIN_VALUE_ERRORS: dict[str, str] = {}
"""Entry points that refused with a `ValueError` that is not a `RuleError` (one example
each), for `test_refusals_are_rule_errors`."""


def _short(value) -> str:
    try:
        text = repr(value)
    except Exception:
        return f"<{type(value).__name__}>"
    return text if len(text) <= 200 else f"{text[:200]}... ({len(text):,} characters)"


def _judge(entry, outcome, value) -> None:
    shown = _short(value)
    assert not outcome.overran, f"{entry.name} ran over its budget ({entry.seconds} s) on {shown}"
    error = outcome.error
    if error is None:
        if entry.check is not None:
            entry.check(outcome.result)
        return
    assert isinstance(error, ValueError), (
        f"{entry.name} raised {type(error).__name__} on {shown}: {_short(error)}"
    )
    message = str(error)
    assert len(message) <= LONGEST_MESSAGE, (
        f"{entry.name} refused {shown} with a message of {len(message):,} characters: "
        f"{message[:200]}..."
    )


_ENDLESS = (itertools.count, itertools.repeat, itertools.cycle, types.GeneratorType)


def _endless(value, depth=0) -> bool:
    """Whether `value` is (or holds) an iterator without end: such a call runs apart."""
    if isinstance(value, _ENDLESS) or (isinstance(value, range) and len(value) > 10**6):
        return True
    if depth < 2 and isinstance(value, list | tuple | dict) and len(value) < 100:
        inner = value.values() if isinstance(value, dict) else value
        return any(_endless(v, depth + 1) for v in inner)
    return False


def _run(entry, data):
    state = data.draw(entry.state, label="state") if entry.state is not None else None
    value = data.draw(entry.strategy(), label="value")
    seconds = entry.seconds * (1 if entry.name in _WARM else FIRST_CALL)
    _WARM.add(entry.name)
    isolate = _endless(value)
    if state is None:
        outcome = attempt(
            lambda: entry.call(value), seconds, f"{entry.name} on {_short(value)}", isolate
        )
    else:
        before = entry.snapshot(state)
        outcome = attempt(
            lambda: entry.call(state, value), seconds, f"{entry.name} on {_short(value)}", isolate
        )
        assert entry.snapshot(state) == before, f"{entry.name} changed its state on {_short(value)}"
    return value, outcome


@pytest.mark.parametrize("entry", PARAMS)
def test_hostile_input_is_refused_or_handled(entry):
    _RAN.add(entry.name)

    @settings(
        max_examples=entry.examples or EXAMPLES,
        deadline=DEADLINE,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
        database=None,
        phases=PHASES,
        report_multiple_bugs=False,
    )
    @given(data=st.data())
    def attack(data):
        value, outcome = _run(entry, data)
        _judge(entry, outcome, value)
        if isinstance(outcome.error, ValueError) and not isinstance(outcome.error, RuleError):
            _PLAIN_VALUE_ERRORS.setdefault(entry.name, f"{_short(value)}: {_short(outcome.error)}")

    attack()


def test_refusals_are_rule_errors():
    """A refusal is the kit's own error, with a catalogue key a widget can show in
    German: collected over the run of the property above, reported here at once."""
    if not _RAN:
        pytest.skip("the hostile property did not run in this session")
    assert not _PLAIN_VALUE_ERRORS, "refused with a plain ValueError, not a RuleError: " + (
        " | ".join(f"{name}: {shown}" for name, shown in sorted(_PLAIN_VALUE_ERRORS.items()))
    )
