"""What a student reads, and the Python names that must never be in it.

`code_names(text)` finds the tokens that only code writes: snake_case names, keyword
arguments (`may_stop=True`), dotted module paths (`mauro.Rules`), calls (`Roll()`), the
kit's CamelCase class names (`ThrowClass`) and the constants None, True and False.
Placeholders (`{points}`) are left out, and so is what a text marks as code between
backticks: only an error raised by a Python call with a wrong argument may name what to
pass, and only so.

`shown_texts(widget)` gathers every text a widget shows: the values, descriptions,
tooltips and option labels of its ipywidgets (HTML without its markup, but with its
tooltips and spoken labels), and every word of the scene of each board, down the whole
widget tree.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import re
from collections.abc import Iterator
from html import unescape
from typing import Any

import ipywidgets as w

import pyramide_kit
from pyramide_kit.ui.board import Board

_PLACEHOLDER = re.compile(r"\{[^{}]*\}")
_CODE_SPAN = re.compile(r"`[^`]*`")
_PATTERNS = (
    re.compile(r"\b[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]*[A-Za-z0-9]\b"),  # may_stop
    re.compile(r"\b[A-Za-z_]\w*=[^\s=]"),  # may_stop=True
    re.compile(r"\b[a-z_][a-z0-9_]*\.[A-Za-z_][A-Za-z0-9_]+"),  # mauro.Rules, not e.g.
    re.compile(r"\b[A-Za-z_]\w+\([^()]*\)"),  # Roll(), Dice(white, blue), Feld(er)
    re.compile(r"\b(?:None|True|False)\b"),
)
_SCENE_CODES = {"kind", "id", "colour", "style", "suit"}
"""Scene keys whose values the front end reads as codes, not as words."""


def kit_modules() -> list[str]:
    """Every module of the kit (for checks that import them all)."""
    names = [pyramide_kit.__name__]
    for info in pkgutil.walk_packages(pyramide_kit.__path__, "pyramide_kit."):
        if not info.name.endswith("__main__"):
            names.append(info.name)
    return names


def kit_class_names() -> frozenset[str]:
    """The CamelCase names of the kit's classes (`ThrowClass`, `OptimalPolicy`): a
    one-word class such as `Rules` is also an English word and is caught only as code
    (`Rules(...)`, `mauro.Rules`)."""
    found = set()
    for name in kit_modules():
        module = importlib.import_module(name)
        for cls_name, cls in vars(module).items():
            kit = inspect.isclass(cls) and cls.__module__.startswith("pyramide_kit")
            if kit and re.fullmatch(r"[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+", cls_name):
                found.add(cls_name)
    return frozenset(found)


def code_names(text: str, classes: frozenset[str], code_spans: bool = False) -> list[str]:
    """The code-only tokens of `text` (see the module docstring); with `code_spans`,
    what stands between backticks is left out, else a backtick is itself one."""
    text = _PLACEHOLDER.sub(" ", text)
    if code_spans:
        text = _CODE_SPAN.sub(" ", text)
    found = [m.group(0) for pattern in _PATTERNS for m in pattern.finditer(text)]
    found += [word for word in re.findall(r"\b[A-Z]\w+\b", text) if word in classes]
    return found + (["`"] if "`" in text else [])


def plain_parts(html: str) -> list[str]:
    """An HTML text as a reader gets it: the text without markup, and each tooltip and
    spoken label (`title`, `aria-label`, `alt`) on its own."""
    attributes = re.findall(r'\b(?:title|aria-label|alt)="([^"]*)"', html)
    return [unescape(re.sub(r"<[^>]+>", " ", html)), *map(unescape, attributes)]


def _scene_words(value: Any, key: str = "") -> Iterator[str]:
    if key in _SCENE_CODES:
        return
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _scene_words(v, k)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from _scene_words(v, key)


def shown_texts(widget: Any) -> list[str]:
    """Every text `widget` and the widgets inside it show (see the module docstring)."""
    texts: list[str] = []
    if isinstance(widget, Board):
        texts.extend(_scene_words(dict(widget.scene)))
    if isinstance(widget, w.HTML | w.HTMLMath | w.Label):
        texts.extend(plain_parts(widget.value))
    for trait in ("description", "tooltip", "placeholder"):
        value = getattr(widget, trait, None)
        if isinstance(value, str):
            texts.extend(plain_parts(value))
    texts.extend(str(label) for label in getattr(widget, "_options_labels", ()) or ())
    texts.extend(str(tip) for tip in getattr(widget, "tooltips", ()) or ())
    for child in getattr(widget, "children", ()) or ():
        texts.extend(shown_texts(child))
    return [text for text in texts if text.strip()]
