"""Build step beyond pyproject.toml: compile the German gettext catalogue (`.po` -> `.mo`)
with Babel before the package's files are collected, so every wheel and every editable
install carries `pyramide_kit/locale/de/LC_MESSAGES/pyramide_kit.mo`. The `.mo` is a
build product and is not committed."""

from babel.messages.setuptools_frontend import compile_catalog
from setuptools import setup
from setuptools.command.build_py import build_py


class build_py_with_catalogue(build_py):
    """`build_py` that first compiles the catalogue into the source tree."""

    def run(self) -> None:
        compile = compile_catalog(self.distribution)
        compile.directory = "pyramide_kit/locale"
        compile.domain = "pyramide_kit"
        compile.finalize_options()
        compile.run()
        super().run()


setup(cmdclass={"build_py": build_py_with_catalogue})
