"""The lessons' stored outputs must be what a fresh run shows, figures included.

nbval runs every lesson and compares each cell's text outputs with the stored ones, but
it skips images (their bytes carry no meaning to it). A lesson whose plot changed (a
fixed band, a new label, another seed) would then keep showing the old figure. Here
each stored PNG is compared with the fresh one too, pixel by pixel: the same size, and
at most `TOLERANCE` of the pixels differing by more than `STEP` in a colour channel
(a fresh run on the same libraries draws the same pixels; the tolerance only absorbs
anti-aliasing noise, while one changed character of a legend moves about 0.7 % of a
figure). A figure shown with its alt text (`pyramide_kit.ui.picture`) is HTML besides its
PNG: nbval compares that HTML without the image's bytes, the PNG is compared here as any
other. Any failing comparison, of text or figure, names the command that refreshes
the lesson. The repository's `conftest.py` installs this for every run of the suite.
"""

from __future__ import annotations

import base64
import copy
import io
import re
from pathlib import Path

import numpy as np
from nbval.plugin import IPyNbCell
from PIL import Image

STEP = 32
TOLERANCE = 0.0002

_compare_text = IPyNbCell.compare_outputs  # nbval's own, kept once at import

_IMAGE_BYTES = re.compile(r'src="data:image/png;base64,[^"]*"')


def _pixels(png: str) -> np.ndarray:
    return np.asarray(Image.open(io.BytesIO(base64.b64decode(png))).convert("RGB"), dtype=int)


def figure_difference(stored: str, fresh: str) -> str | None:
    """Why two base64 PNGs are not the same figure, or None if they are."""
    a, b = _pixels(stored), _pixels(fresh)
    if a.shape != b.shape:
        return f"the figure is {b.shape[1]}x{b.shape[0]} px, stored {a.shape[1]}x{a.shape[0]}"
    share = float(np.mean(np.abs(a - b).max(axis=2) > STEP))
    if share > TOLERANCE:
        return f"{share:.2%} of the figure's pixels differ from the stored figure"
    return None


def _figures(outputs) -> list[str]:
    return [o["data"]["image/png"] for o in outputs if "image/png" in o.get("data", {})]


def without_image_bytes(outputs):
    """The outputs with every inline PNG of their HTML cut out (its alt text kept)."""
    outputs = copy.deepcopy(outputs)
    for output in outputs:
        html = output.get("data", {}).get("text/html")
        if isinstance(html, str):
            output["data"]["text/html"] = _IMAGE_BYTES.sub('src="data:image/png"', html)
    return outputs


def refresh_command(path: Path) -> str:
    """The command that re-runs a lesson in place and stores it as JupyterLab saves it."""
    return (
        f"refresh it: jupyter nbconvert --to notebook --execute --inplace {path} "
        "&& python -m tests.core.test_lessons_format"
    )


def figure_problems(fresh_outputs, stored_outputs) -> list[str]:
    """What differs between a cell's fresh figures and its stored ones (empty if none)."""
    fresh, stored = _figures(fresh_outputs), _figures(stored_outputs)
    if len(fresh) != len(stored):
        return [f"{len(fresh)} figures from running the cell, {len(stored)} stored"]
    pairs = enumerate(zip(stored, fresh, strict=True), start=1)
    return [
        f"figure {k} of the cell: {why}"
        for k, (old, new) in pairs
        if (why := figure_difference(old, new))
    ]


def compare_outputs(self: IPyNbCell, test, ref, skip_compare=None) -> bool:
    """nbval's comparison of a cell's outputs, then its figures; a failure names the
    refresh command."""
    same = _compare_text(self, without_image_bytes(test), without_image_bytes(ref), skip_compare)
    if same:
        problems = figure_problems(test, ref)
        self.comparison_traceback += problems
        same = not problems
    if not same:
        lesson = Path(str(self.fspath)).relative_to(Path(str(self.config.rootdir)))
        self.comparison_traceback.append(refresh_command(lesson))
    return same


def install() -> None:
    """Make nbval compare figures too (idempotent: nbval's comparison is kept once)."""
    IPyNbCell.compare_outputs = compare_outputs
