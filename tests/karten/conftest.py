"""Click handlers that fail must fail the test.

ipywidgets catches an exception in a click handler and only logs it, so a widget test
would pass over a traceback the student sees. Here a handler's exception propagates.
"""

import ipywidgets.widgets.widget as widget_module
import pytest


def _call_strictly(self, *args, **kwargs):
    value = None
    for callback in self.callbacks:
        result = callback(*args, **kwargs)
        value = result if result is not None else value
    return value


@pytest.fixture(autouse=True)
def clicks_raise(monkeypatch):
    monkeypatch.setattr(widget_module.CallbackDispatcher, "__call__", _call_strictly)
