"""The running kernel's event loop, where a widget update may be handed from a thread or
put off for later: it runs on the kernel's main thread, between the handling of two
messages, as a click's handler does."""

from __future__ import annotations

from typing import Any

__all__ = ["event_loop"]


def event_loop() -> Any | None:
    """The kernel's `io_loop` (with `add_callback` and `call_later`), or None outside a
    running kernel (tests, scripts)."""
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - IPython comes with ipywidgets
        return None
    return getattr(getattr(get_ipython(), "kernel", None), "io_loop", None)
