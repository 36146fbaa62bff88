"""Running one hostile call under a budget: wall time and memory.

A hang must fail the test instead of hanging the suite, and a call that tries to build a
giant array must fail it instead of taking the machine's memory: `attempt` arms a
`SIGALRM` timer and lowers the process's address-space limit for the length of the call,
and reports what happened as an `Outcome` (the assertions are made outside the budget, so
that Hypothesis sees plain assertion failures and can shrink them).
"""

from __future__ import annotations

import faulthandler
import os
import pickle
import resource
import select
import signal
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

SECONDS = 2.0
"""The wall-time budget of one call."""

MEMORY = 2**29
"""How much more address space than it has now one call may take."""

GRACE = 20.0
"""A call stuck in C code (where the alarm cannot interrupt it, e.g. `sum` over an
endless iterator) is ended this many seconds after its budget: the whole process dumps
every thread's traceback and exits, so the suite fails instead of hanging. The
tracebacks go to `HANG_REPORT` (pytest holds the process's stderr), after the name of
the entry point and the value that hung."""

HANG_REPORT = os.path.join(tempfile.gettempdir(), f"hostile-hang-{os.getpid()}.txt")
_report = None


def _arm_hang_report(label: str, seconds: float) -> None:
    global _report
    if _report is None:
        _report = open(HANG_REPORT, "w")  # noqa: SIM115  (open for the whole run)
    _report.seek(0)
    _report.truncate()
    _report.write(f"hung: {label}\n")
    _report.flush()
    faulthandler.dump_traceback_later(seconds, exit=True, file=_report)


class Overran(BaseException):
    """Raised by the alarm inside a call that ran over its time budget."""


@dataclass
class Outcome:
    result: Any = None
    error: BaseException | None = None
    overran: bool = False
    seconds: float = 0.0


def _address_space() -> int:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")


_armed = False
REPEAT = 0.05
"""After the budget, the alarm fires again every `REPEAT` seconds until the call ends: an
`Overran` raised inside a `__del__` or a garbage-collector callback is swallowed by
Python, so one alarm is not enough."""


def _on_alarm(signum, frame):
    # Never inside this module's own frames: `attempt` must be able to clean up.
    if _armed and frame is not None and frame.f_code.co_filename != __file__:
        raise Overran


def attempt(
    call: Callable[[], Any], seconds: float = SECONDS, label: str = "", isolate: bool = False
) -> Outcome:
    """Run `call()` with at most `seconds` of wall time and `MEMORY` more address space."""
    if isolate:
        return _attempt_in_child(call, seconds)
    global _armed
    outcome = Outcome()
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    cap = _address_space() + MEMORY
    if hard != resource.RLIM_INFINITY:
        cap = min(cap, hard)
    previous = signal.signal(signal.SIGALRM, _on_alarm)
    start = time.perf_counter()
    try:
        resource.setrlimit(resource.RLIMIT_AS, (cap, hard))
        _arm_hang_report(label, seconds + GRACE)
        _armed = True
        signal.setitimer(signal.ITIMER_REAL, seconds, REPEAT)
        outcome.result = call()
    except Overran:
        outcome.overran = True
    except Exception as error:
        outcome.error = error
    finally:
        _armed = False
        signal.setitimer(signal.ITIMER_REAL, 0)
        faulthandler.cancel_dump_traceback_later()
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))
        signal.signal(signal.SIGALRM, previous)
        outcome.seconds = time.perf_counter() - start
    return outcome


def _attempt_in_child(call: Callable[[], Any], seconds: float) -> Outcome:
    """`attempt` in a forked child, killed when its time is up.

    For values such as `itertools.count()`: `tuple(itertools.count())` runs in C, where
    no alarm interrupts it, and fills memory the process freed earlier (which an
    address-space limit does not see). The child reports only whether the call
    succeeded or what it raised; the parent's state is not touched at all.
    """
    outcome = Outcome()
    start = time.perf_counter()
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: run, report, leave without pytest's clean-up
        os.close(read)
        try:
            signal.setitimer(signal.ITIMER_REAL, 0)
            faulthandler.cancel_dump_traceback_later()
            hard = resource.getrlimit(resource.RLIMIT_AS)[1]
            resource.setrlimit(resource.RLIMIT_AS, (_address_space() + MEMORY, hard))
            try:
                call()
                report = ("ok", None)
            except BaseException as error:
                report = ("error", _portable(error))
            os.write(write, pickle.dumps(report))
        finally:
            os._exit(0)
    os.close(write)
    try:
        ready, _, _ = select.select([read], [], [], seconds)
        if not ready:
            os.kill(pid, signal.SIGKILL)
            outcome.overran = True
        else:
            data = b""
            while chunk := os.read(read, 65536):
                data += chunk
            _, error = pickle.loads(data) if data else ("error", MemoryError("child died"))
            outcome.error = error
    finally:
        os.close(read)
        os.waitpid(pid, 0)
        outcome.seconds = time.perf_counter() - start
    return outcome


def _portable(error: BaseException) -> BaseException:
    """`error` if it survives pickling, else a stand-in of the same name and kind."""
    try:
        pickle.loads(pickle.dumps(error))
        return error
    except Exception:
        base = ValueError if isinstance(error, ValueError) else Exception
        return type(type(error).__name__, (base,), {})(str(error)[:2000])
