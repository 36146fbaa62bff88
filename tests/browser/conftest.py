"""Fixtures that open a lesson in a real Chromium, through Voilà or JupyterLab.

The tests skip, with the reason, when no Chromium or Playwright is installed; with
`PYRAMIDE_KIT_REQUIRE_BROWSER=1` (set by `.ci/run`) a missing browser is an error
instead. Every server and the browser get temporary Jupyter, IPython, Matplotlib and
profile folders, and JupyterLab works on a copy of the lesson, so a test never writes
into the repository or the home folder.

The servers import the kit from the repository (`PYTHONPATH`), except with
`PYRAMIDE_KIT_INSTALLED=1` (set by `.ci/wheel`): then they get no `PYTHONPATH` and run in
a temporary folder, so the kit they import is the one installed in this virtual
environment (asserted: a stray copy of the source would make the wheel's test worthless).
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import sysconfig
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
LESSONS = REPO / "lessons"
BIN = Path(sys.executable).parent
INSTALLED = os.environ.get("PYRAMIDE_KIT_INSTALLED") == "1"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--headless",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def _chromium_path() -> str | None:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    return None


def _missing(reason: str) -> None:
    if os.environ.get("PYRAMIDE_KIT_REQUIRE_BROWSER") == "1":
        pytest.fail(f"browser tests are required here but cannot run: {reason}")
    pytest.skip(reason)


def _installed_kit() -> Path:
    """The folder of the kit installed in this virtual environment's site-packages (an
    `AssertionError` when `pyramide_kit` comes from anywhere else, e.g. the source tree)."""
    import pyramide_kit

    location = Path(pyramide_kit.__file__).resolve().parent
    site = Path(sysconfig.get_paths()["purelib"]).resolve()
    assert location.parent == site, f"pyramide_kit is imported from {location}, not from {site}"
    return location


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _wait_for_http(url: str, process: subprocess.Popen, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server stopped early with code {process.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except OSError:
            time.sleep(0.3)
    raise TimeoutError(f"no answer from {url} within {timeout} s")


@pytest.fixture
def isolated_env(tmp_path: Path) -> dict[str, str]:
    """Environment with every Jupyter, IPython and Matplotlib folder made temporary."""
    env = dict(os.environ)
    for name in (
        "JUPYTER_CONFIG_DIR",
        "JUPYTER_DATA_DIR",
        "IPYTHONDIR",
        "MPLCONFIGDIR",
        "JUPYTER_RUNTIME_DIR",
    ):
        folder = tmp_path / name.lower()
        folder.mkdir()
        env[name] = str(folder)
    # the boards show their steps at once: the tests check where they end (the pace has
    # its own test, whose notebook sets it)
    env["PYRAMIDE_KIT_PACE"] = "0"
    if INSTALLED:
        env.pop("PYTHONPATH", None)
        _installed_kit()
    else:
        env["PYTHONPATH"] = str(REPO)
    return env


@pytest.fixture
def kit_folder() -> Path:
    """The folder the servers' kernels import `pyramide_kit` from: the installed one with
    `PYRAMIDE_KIT_INSTALLED=1`, else the repository's."""
    return _installed_kit() if INSTALLED else REPO / "pyramide_kit"


@contextmanager
def _server(command: list[str], url: str, env: dict[str, str], log: Path, timeout: float):
    with log.open("w") as out:
        process = subprocess.Popen(
            command,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
            cwd=log.parent if INSTALLED else REPO,
        )
        try:
            _wait_for_http(url, process, timeout)
            yield process
        except (RuntimeError, TimeoutError) as error:
            raise RuntimeError(f"{error}; server log:\n{log.read_text()[-3000:]}") from None
        finally:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()


@pytest.fixture
def browser_page(tmp_path: Path):
    """A Playwright page in Debian's headless Chromium with a throwaway profile."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _missing("Playwright is not installed (pip install -e '.[test]')")
    executable = _chromium_path()
    if executable is None:
        _missing("no Chromium found (Debian: apt-get install chromium)")
    with sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            str(tmp_path / "chromium-profile"),
            executable_path=executable,
            headless=True,
            args=CHROMIUM_ARGS,
            viewport={"width": 1280, "height": 1800},
        )
        page = context.pages[0] if context.pages else context.new_page()
        page.set_default_timeout(60_000)
        try:
            yield page
        finally:
            context.close()


@pytest.fixture
def voila_page(browser_page, isolated_env, tmp_path):
    """Open a lesson (path relative to `lessons/`, or any notebook's absolute path) in
    Voilà, with `theme` "light" or "dark"; returns the loaded page."""

    @contextmanager
    def open_lesson(name: str | Path, theme: str = "light"):
        port = _free_port()
        command = [
            str(BIN / "voila"),
            str(LESSONS / name),
            "--no-browser",
            f"--port={port}",
            "--Voila.ip=127.0.0.1",
            "--show_tracebacks=True",
            f"--theme={theme}",
        ]
        url = f"http://127.0.0.1:{port}/"
        # a static file tells that the server is up; "/" would run the notebook per probe
        probe = f"{url}voila/static/voila.js"
        with _server(command, probe, isolated_env, tmp_path / "voila.log", 120):
            browser_page.goto(url, timeout=180_000)
            yield browser_page

    return open_lesson


@pytest.fixture
def lab_page(browser_page, isolated_env, tmp_path):
    """Open a copy of a lesson (or of any notebook given by its absolute path) in
    JupyterLab, in the "light" or "dark" theme, and run all its cells; returns the page."""

    @contextmanager
    def open_lesson(name: str | Path, theme: str = "light"):
        root = tmp_path / "lab-root"
        root.mkdir()
        shutil.copy(LESSONS / name, root / Path(name).name)
        name = Path(name).name
        if theme == "dark":
            settings = Path(isolated_env["JUPYTER_CONFIG_DIR"]) / "lab" / "user-settings"
            themes = settings / "@jupyterlab" / "apputils-extension"
            themes.mkdir(parents=True)
            (themes / "themes.jupyterlab-settings").write_text('{"theme": "JupyterLab Dark"}')
        subprocess.run(
            [
                str(BIN / "jupyter"),
                "labextension",
                "disable",
                "@jupyterlab/apputils-extension:announcements",
            ],
            env=isolated_env,
            check=True,
            capture_output=True,
        )
        port = _free_port()
        command = [
            str(BIN / "jupyter"),
            "lab",
            "--no-browser",
            f"--port={port}",
            "--ip=127.0.0.1",
            "--allow-root",
            "--IdentityProvider.token=",
            "--ServerApp.password=",
            "--ServerApp.disable_check_xsrf=True",
            f"--ServerApp.root_dir={root}",
            f"--LabApp.workspaces_dir={tmp_path / 'ws'}",
        ]
        url = f"http://127.0.0.1:{port}/lab"
        with _server(command, url, isolated_env, tmp_path / "lab.log", 120):
            page = browser_page
            page.goto(f"{url}/tree/{name}?reset", timeout=180_000)
            panel = page.locator(".jp-NotebookPanel:visible").first
            panel.wait_for()
            # the status bar reads "Python 3 (ipykernel) | Idle" once the kernel is ready
            page.locator(".jp-StatusBar-TextItem", has_text="| Idle").first.wait_for(
                timeout=120_000
            )
            page.get_by_role("menuitem", name="Run", exact=True).click()
            page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
            yield page

    return open_lesson
