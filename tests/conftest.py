"""Test settings shared by the whole suite.

Hypothesis runs derandomised in CI (`CI` set) so a red build can be reproduced; locally
it explores freely. Matplotlib draws without a screen. ipywidgets catches an exception in
a click handler and only logs it, so a widget test would pass over a traceback a student
sees: here every handler's exception propagates and fails the test. The widgets build
their coach's tables where the test asks for them, not in a background thread, unless a
test passes `coach_in_background=True`: a coach then answers the same at every run.
"""

import os

import ipywidgets.widgets.widget as widget_module
import matplotlib
import pytest
from hypothesis import HealthCheck, settings

matplotlib.use("Agg")

settings.register_profile(
    "ci", derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("dev", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci" if os.environ.get("CI") else "dev")


def _call_strictly(self, *args, **kwargs):
    value = None
    for callback in self.callbacks:
        result = callback(*args, **kwargs)
        value = result if result is not None else value
    return value


@pytest.fixture(autouse=True)
def clicks_raise(monkeypatch):
    """Let an exception in a widget's click handler fail the test."""
    monkeypatch.setattr(widget_module.CallbackDispatcher, "__call__", _call_strictly)


@pytest.fixture(autouse=True)
def coach_in_foreground(monkeypatch):
    """The coach computes at its first answer, as the click waits (reproducible)."""
    monkeypatch.setattr("pyramide_kit.ui.shell.COACH_IN_BACKGROUND", False)


@pytest.fixture(scope="session")
def kniffel_cache(tmp_path_factory):
    """A fresh cache directory (never the user's) holding Kniffel's optimal tables and the
    laws of their final totals for all three variants, computed once a run: the score-law
    tests and the widgets' end reports read them from here instead of each computing
    them again (about a minute of processor time)."""
    from pyramide_kit.kniffel import Rules, optimal

    cache = tmp_path_factory.mktemp("kniffel-cache")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("PYRAMIDE_KIT_CACHE", str(cache))
        for variant in ("book", "hasbro", "none"):
            optimal.score_distribution(Rules(extra_kniffel=variant), progress=False)
    return cache
