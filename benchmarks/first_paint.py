"""How long each game's board takes to appear in Voilà: navigation to first paint.

Run from the repository root (Chromium needed: `apt-get install chromium` on Debian):

    python benchmarks/first_paint.py  [--repeats 3] [--theme light] [--together]

It takes `tests/browser/notebooks/all_boards.ipynb` (every game's widget, seeded, after
its first move, then a bare board), makes one notebook per `##` section (the imports cell
and that section; `--together`: the whole notebook as one page), serves them in one Voilà
with the kit from this repository and opens each `--repeats` times in headless Chromium,
each load in a fresh browser context (empty cache) and a new kernel (Voilà runs the
notebook on every load). A script in the page watches every animation frame from the
navigation on and notes, per section, the moment its first `.pk-board` is laid out with a
size and visible: `performance.now()`, whose zero is the start of the navigation.

Columns: `page s`, when the page's HTML has arrived (Voilà sends it once the kernel has
started and run the cells: most of the wait); `board s`, the first paint of the board
(the median over the loads), which adds loading the widget manager, the widget's model
and anywidget's `board.js` and drawing the first scene; `min s`, `max s` its range.
A section whose widget has no board says "no board".

The kit's modules are compiled to bytecode first (into their `__pycache__` folders, which
git ignores), as pip leaves an installed kit and Python one it has imported: on a machine
that sets PYTHONDONTWRITEBYTECODE every load would otherwise compile the kit's sources
again (some 0.12 s), while the baseline's ipywidgets comes compiled from site-packages.

The same run opens a baseline page as often: a notebook with nothing but one plain
ipywidgets button (marked as a board, so the same script notes its first paint), served
by the same Voilà. The last lines are `slowest first paint: S s (section)`, the largest
median, and `first paint ratio to a plain ipywidgets page: X`, that median over the
baseline's; the target is X <= 1.3.
"""

from __future__ import annotations

import argparse
import compileall
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOK = ROOT / "tests" / "browser" / "notebooks" / "all_boards.ipynb"
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

UNHEADED = "(no heading)"
"""The section of a board with no `##` heading before it."""

BASELINE = "plain button"
"""The baseline page's section: one ipywidgets button, no kit."""


def baseline() -> nbformat.NotebookNode:
    """The page every board's first paint is compared with: one plain ipywidgets button,
    with the class the paint watcher looks for."""
    button = (
        "import ipywidgets as w\n\n"
        'button = w.Button(description="Baseline")\n'
        'button.add_class("pk-board")\n'
        "button"
    )
    return nbformat.v4.new_notebook(
        cells=[nbformat.v4.new_markdown_cell(f"## {BASELINE}"), nbformat.v4.new_code_cell(button)]
    )


# Runs in the page before any of its scripts: each animation frame, every board not seen
# before that is visible with a size is noted under the last `h2` before it.
_WATCH = """
window.__firstPaint = {};
(function watch() {
  for (const board of document.querySelectorAll(".pk-board")) {
    if (board.dataset.pkSeen) continue;
    const box = board.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || !board.checkVisibility()) continue;
    board.dataset.pkSeen = "1";
    let section = "%s";
    for (const heading of document.querySelectorAll("h2")) {
      if (heading.compareDocumentPosition(board) & Node.DOCUMENT_POSITION_FOLLOWING) {
        section = heading.textContent.replace(/\\u00b6/g, "").trim();
      }
    }
    if (!(section in window.__firstPaint)) window.__firstPaint[section] = performance.now();
  }
  requestAnimationFrame(watch);
})();
""".replace("%s", UNHEADED)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _wait_for_http(url: str, process: subprocess.Popen, timeout: float = 120) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"Voilà stopped early with code {process.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except OSError:
            time.sleep(0.3)
    raise TimeoutError(f"no answer from {url} within {timeout} s")


def _chromium() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    raise SystemExit("no Chromium found (Debian: apt-get install chromium)")


def _painted(page, timeout: float) -> dict[str, float]:
    """{section: ms to its first painted board}, once a first board is painted and no
    further section has painted one for two seconds."""
    page.wait_for_function(
        "() => Object.keys(window.__firstPaint).length > 0", timeout=timeout * 1000
    )
    painted: dict[str, float] = {}
    while True:
        page.wait_for_timeout(2000)
        now = page.evaluate("() => window.__firstPaint")
        if len(now) == len(painted):
            return now
        painted = now


def split(notebook: nbformat.NotebookNode) -> dict[str, nbformat.NotebookNode]:
    """One notebook per `##` section: the cells before the first heading (the imports),
    then the section's own cells."""
    setup: list = []
    sections: dict[str, list] = {}
    for cell in notebook.cells:
        source = cell.source.strip()
        if cell.cell_type == "markdown" and source.startswith("## "):
            sections[source[3:].splitlines()[0].strip()] = [cell]
        elif sections:
            sections[list(sections)[-1]].append(cell)
        else:
            setup.append(cell)
    return {
        name: nbformat.v4.new_notebook(cells=setup + cells, metadata=notebook.metadata)
        for name, cells in sections.items()
    }


def measure(
    pages: dict[str, nbformat.NotebookNode], repeats: int, theme: str, timeout: float = 300
) -> dict[str, list[tuple[float, float | None]]]:
    """Open every page `repeats` times (in turn, each in a fresh browser context); for
    every section of every page, [(s to the page's HTML, s to the first painted board or
    None), ...]. Voilà serves the pages from one folder."""
    from playwright.sync_api import sync_playwright

    times: dict[str, list[tuple[float, float | None]]] = {}
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch) / "notebooks"
        folder.mkdir()
        for number, page in enumerate(pages.values()):
            nbformat.write(page, folder / f"page{number}.ipynb")
        compileall.compile_dir(ROOT / "pyramide_kit", quiet=1)  # as installed (docstring)
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "IPYTHONDIR", "MPLCONFIGDIR"):
            env[name] = str(Path(scratch) / name.lower())
        port = _free_port()
        command = [
            str(Path(sys.executable).parent / "voila"),
            str(folder),
            "--no-browser",
            f"--port={port}",
            "--Voila.ip=127.0.0.1",
            f"--theme={theme}",
        ]
        url = f"http://127.0.0.1:{port}/"
        with (Path(scratch) / "voila.log").open("w") as log:
            server = subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT)
            try:
                _wait_for_http(f"{url}voila/static/voila.js", server)  # no kernel for this
                with sync_playwright() as playwright:
                    browser = playwright.chromium.launch(
                        executable_path=_chromium(), headless=True, args=CHROMIUM_ARGS
                    )
                    for repeat in range(repeats):
                        for number, notebook in enumerate(pages.values()):
                            context = browser.new_context(viewport={"width": 1280, "height": 900})
                            page = context.new_page()
                            page.add_init_script(_WATCH)
                            page.goto(
                                f"{url}voila/render/page{number}.ipynb", timeout=timeout * 1000
                            )
                            painted = _painted(page, timeout)
                            html = page.evaluate(
                                "() => performance.getEntriesByType('navigation')[0].responseEnd"
                            )
                            for section in split(notebook) or {UNHEADED: None}:
                                ms = painted.get(section)
                                times.setdefault(section, []).append(
                                    (html / 1000, None if ms is None else ms / 1000)
                                )
                            context.close()
                        print(f"round {repeat + 1} of {repeats} done", file=sys.stderr)
                    browser.close()
            finally:
                server.terminate()
                server.wait(timeout=30)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--notebook", type=Path, default=NOTEBOOK)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--theme", choices=["light", "dark"], default="light")
    parser.add_argument(
        "--together", action="store_true", help="one page with every section, not one each"
    )
    args = parser.parse_args()
    notebook = nbformat.read(args.notebook, as_version=4)
    pages = {"all": notebook} if args.together else split(notebook)
    pages[BASELINE] = baseline()
    times = measure(pages, args.repeats, args.theme)
    layout = "all sections on one page" if args.together else "one page per section"
    print(f"first paint in Voilà ({args.theme} theme, {layout}), {args.repeats} loads each")
    print(f"{'section':<12} {'page s':>7} {'board s':>8} {'min s':>7} {'max s':>7}")
    medians = {}
    for section, values in times.items():
        html = statistics.median(h for h, _ in values)
        painted = [p for _, p in values if p is not None]
        if len(painted) < len(values):
            print(f"{section:<12} {html:7.2f} {'no board':>8}")
            continue
        medians[section] = statistics.median(painted)
        print(
            f"{section:<12} {html:7.2f} {medians[section]:8.2f} "
            f"{min(painted):7.2f} {max(painted):7.2f}"
        )
    if not medians:
        raise SystemExit("no board was painted")
    if BASELINE not in medians:
        raise SystemExit("the baseline page painted no button")
    plain = medians.pop(BASELINE)
    slowest = max(medians, key=medians.get)
    print(f"slowest first paint: {medians[slowest]:.2f} s ({slowest})")
    print(f"first paint ratio to a plain ipywidgets page: {medians[slowest] / plain:.2f}")


if __name__ == "__main__":
    main()
