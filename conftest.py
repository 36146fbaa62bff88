"""Settings for every run of the suite, the lessons under nbval included: nbval also
compares the lessons' stored figures with fresh ones (`tests/lesson_outputs.py`).

The fast tier for a developer's loop is `pytest -m "not slow" -n auto --dist loadfile`
(pytest-xdist spreads it over the machine's cores, a file at a time, so that a notebook's
cells stay in one kernel): the lessons (each runs a whole notebook) and the browser
tests (each starts a server and Chromium) count as slow here, besides the tests marked
`@pytest.mark.slow` where they are written. The whole
suite, `pytest`, runs them all, as CI does.
"""

import pytest

from tests.lesson_outputs import install

install()


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark the lessons' cells and the browser tests slow."""
    for item in items:
        if (
            item.get_closest_marker("browser")
            or item.nodeid.endswith(".ipynb")
            or (".ipynb::" in item.nodeid)
        ):
            item.add_marker(pytest.mark.slow)
