"""Build steps beyond pyproject.toml, run before the package's files are collected, so
every wheel and every editable install carries their products (build products, never
committed):

- the German gettext catalogue compiled with Babel (`.po` -> `.mo`);
- the coach's shipped tables (`pyramide_kit/tables/`, see `pyramide_kit.shipped`),
  built by the kit's own solvers in a child process (about half a minute; tables
  already built from the same sources are kept).
"""

import subprocess
import sys
from pathlib import Path

from babel.messages.setuptools_frontend import compile_catalog
from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


class build_py_with_products(build_py):
    """`build_py` that first compiles the catalogue and builds the shipped tables into
    the source tree."""

    def run(self) -> None:
        compile = compile_catalog(self.distribution)
        compile.directory = "pyramide_kit/locale"
        compile.domain = "pyramide_kit"
        compile.finalize_options()
        compile.run()
        subprocess.run(
            [sys.executable, "-m", "pyramide_kit.games", str(HERE / "pyramide_kit" / "tables")],
            cwd=HERE,
            check=True,
        )
        super().run()


setup(cmdclass={"build_py": build_py_with_products})
