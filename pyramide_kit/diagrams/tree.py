"""Tree diagrams drawn as a textbook draws them: left to right, the probability on each
branch, the outcome at each node, and at each leaf the path probability by the product
rule.

Chosen paths (an event's) are drawn with thick solid lines, their outcomes and path
probabilities in bold, and every other branch thin and dashed, so the highlight never
rests on colour alone; a line under the tree adds them up by the sum rule. The
figure's text alternative names every path with its probability, for a screen reader.

The layout is measured, not guessed: every label is measured in the font it is drawn
in, and each stage gets the width its widest outcome and branch probability need, so
long German outcomes ("hat ihn nicht") never run into the numbers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, TypedDict, Unpack

import sympy
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from pyramide_kit.checks import check_text, few_items
from pyramide_kit.diagrams.model import (
    Branch,
    Path,
    check_tree,
    exact_text,
    invert,
    path_name,
    path_text,
    paths,
)
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.exact import as_fraction
from pyramide_kit.i18n import check_lang, significant_text, t

__all__ = [
    "MOST_PATHS",
    "MOST_STAGES",
    "TreeDiagram",
    "TreeOptions",
    "inverted_tree",
    "tree_diagram",
]

MOST_PATHS = 16
"""The most paths (leaves) a drawn tree has: more rows do not read at a notebook's width."""

MOST_STAGES = 5
"""The most stages a drawn tree has."""

FONT = 11.0
"""Point size of the labels; the notebook shows the figure at about its saved size."""

ROW = 0.56
"""Inches between two leaves."""

GAP = 0.14
"""Inches of free line on each side of a branch's probability."""

ACCENT = "#3b6fb6"
"""The kit's blue (the exact values' colour in `plots`), for the highlighted paths."""

PLAIN = "0.35"
"""The grey of the other branches."""

LONGEST_ALT = 600
"""The longest alt text a `ui.picture.Picture` takes."""

Highlight = Iterable[Sequence[str]] | Callable[[tuple[str, ...]], bool] | None


@dataclass(frozen=True, eq=False)
class TreeDiagram:
    """A drawn tree: its `branches` (the data drawn), its `paths` with their
    probabilities, which of them are `highlighted`, the Matplotlib `figure` and its text
    alternative `alt`. Show it with `show_figure(tree.figure, tree.alt)`."""

    branches: tuple[Branch, ...]
    paths: tuple[Path, ...]
    highlighted: tuple[Path, ...]
    figure: Figure
    alt: str

    @property
    def event_probability(self) -> sympy.Expr:
        """The sum rule: the sum of the highlighted paths' probabilities."""
        return sympy.Add(*(path.probability for path in self.highlighted))

    def branch_probability(self, *outcomes: str) -> sympy.Expr:
        """The probability on the last branch of the path `outcomes` (from the root): on
        a second stage, the conditional probability of its outcome given the first."""
        node: Sequence[Branch] = self.branches
        branch = None
        for outcome in outcomes:
            branch = next((b for b in node if b.outcome == outcome), None)
            if branch is None:
                break
            node = branch.then
        if branch is None:
            known = "; ".join(" – ".join(p.outcomes) for p in self.paths)
            raise RuleError(
                f"there is no branch {quoted(outcomes)}; the paths are {known}",
                "diagram_err_no_branch",
                path=quoted(outcomes),
                known=known,
            )
        return branch.probability


class TreeOptions(TypedDict, total=False):
    """What `tree_diagram` and `inverted_tree` take besides the branches."""

    highlight: Highlight
    stages: Sequence[str] | None
    event: str | None
    lang: str


def tree_diagram(branches: Sequence[Branch], **options: Unpack[TreeOptions]) -> TreeDiagram:
    """Draw the probability tree `branches` (any number of stages, up to `MOST_STAGES`,
    and `MOST_PATHS` paths).

    `highlight` picks paths: a list of their outcome tuples (`[("one",), ("no one",
    "one")]`) or a function that answers for an outcome tuple; the figure adds them up
    by the sum rule under the tree, naming them as the paths of `event` if given.
    `stages` names the stages in a header row ("1st throw", "2nd throw"). Texts are in
    `lang` ("en" by default); the alt text lists every path with its probability.
    """
    return _draw(branches, inverted=False, **options)


def inverted_tree(branches: Sequence[Branch], **options: Unpack[TreeOptions]) -> TreeDiagram:
    """Draw the inverted tree (umgekehrtes Baumdiagramm) of the two-stage tree
    `branches`: split first by the second stage's outcome B, then by A (`model.invert`),
    so that the conditional probability P(A | B) stands on a branch, which is what
    Bayes' theorem asks for. It takes the options of `tree_diagram`, which speak of the
    inverted tree (its outcome tuples are (B, A)); a line under the tree names one
    conditional probability in words, the first highlighted one if any."""
    return _draw(invert(branches), inverted=True, **options)


def _draw(
    branches: Sequence[Branch],
    *,
    inverted: bool,
    highlight: Highlight = None,
    stages: Sequence[str] | None = None,
    event: str | None = None,
    lang: str = "en",
) -> TreeDiagram:
    """Check the request, then write the texts (footer, alt) and draw the figure."""
    lang = check_lang(lang)
    tree = check_tree(branches)
    every = paths(tree)
    depth = max(len(p.outcomes) for p in every)
    if len(every) > MOST_PATHS or depth > MOST_STAGES:
        raise RuleError(
            f"the tree diagram has {len(every)} paths and {depth} stages; at most "
            f"{MOST_PATHS} paths and {MOST_STAGES} stages can be drawn readably",
            "diagram_err_size",
            paths=len(every),
            stages=depth,
            most_paths=MOST_PATHS,
            most_stages=MOST_STAGES,
        )
    names = _stage_names(stages, depth)
    if event is not None:
        event = check_text(event, "the event", 60)
    chosen = _chosen(every, highlight)
    highlighted = tuple(p for p in every if p.outcomes in chosen)
    footer = _footer(highlighted, event, lang)
    if inverted:
        footer.append(_conditional_note(tree, highlighted, lang))
    alt = _alt(every, highlighted, event, lang, inverted)
    if inverted:
        alt += f" {footer[-1]}."
    alt = _short_enough(alt)
    figure = _Drawing(tree, every, chosen, names, footer, lang).figure
    return TreeDiagram(tree, every, highlighted, figure, alt)


def _stage_names(stages: Sequence[str] | None, depth: int) -> tuple[str, ...]:
    if stages is None:
        return ()
    names = tuple(check_text(s, "a stage name", 40) for s in few_items(stages, "stages", depth + 1))
    if len(names) != depth:
        raise RuleError(
            f"the tree diagram has {depth} stages and {len(names)} are named; name every "
            "stage or none",
            "diagram_err_stages",
            stages=depth,
            given=len(names),
        )
    return names


def _chosen(every: Sequence[Path], highlight: Highlight) -> frozenset[tuple[str, ...]]:
    """The outcome tuples of the paths to highlight (checked against the tree's)."""
    known = [p.outcomes for p in every]
    if highlight is None:
        return frozenset()
    if callable(highlight):
        return frozenset(o for o in known if highlight(o))
    wanted = few_items(highlight, "highlight", MOST_PATHS)
    chosen = set()
    for path in wanted:
        if isinstance(path, str) or not isinstance(path, Sequence):
            raise RuleError(
                "what to highlight is paths, a list of tuples of their outcomes (e.g. "
                f'[("one",)]) or a function that tests such a tuple, not {quoted(path)}',
                "diagram_err_highlight_kind",
                value=quoted(path),
            )
        if tuple(path) not in known:
            shown = "; ".join(" – ".join(o) for o in known)
            raise RuleError(
                f"there is no path {quoted(tuple(path))}; the paths are {shown}",
                "diagram_err_highlight",
                path=quoted(tuple(path)),
                known=shown,
            )
        chosen.add(tuple(path))
    return frozenset(chosen)


def _approximate_text(value: sympy.Expr, lang: str) -> str:
    """The decimal beside a fraction: "= 0,325" for a probability that three
    significant digits write exactly, else "≈ 0,306", with the language's decimal mark."""
    shown = significant_text(float(value), lang, digits=3)
    plain = significant_text(float(value), "en", digits=3).replace(",", "")
    exact = Fraction(plain) == as_fraction(value)
    return f"{'=' if exact else '≈'} {shown}"


def _which(event: str | None, lang: str) -> str:
    """Who the thick paths are: the paths of `event`, or just the highlighted ones."""
    return t("diagram_event_paths", lang, event=event) if event else t("diagram_marked_paths", lang)


def _sum_parts(highlighted: Sequence[Path]) -> tuple[str, str]:
    """The sum rule's terms ("1/6 + 5/36") and their sum ("11/36")."""
    terms = " + ".join(exact_text(p.probability) for p in highlighted)
    total = sympy.Add(*(p.probability for p in highlighted))
    return terms.replace("+ -", "− "), exact_text(total)


def _footer(highlighted: Sequence[Path], event: str | None, lang: str) -> list[str]:
    """The line under the tree: the highlighted paths added by the sum rule."""
    if not highlighted:
        return []
    if len(highlighted) == 1:
        path = path_name(highlighted[0].outcomes, " – ")
        total = exact_text(highlighted[0].probability)
        return [t("diagram_footer_path", lang, path=path, total=total)]
    terms, total = _sum_parts(highlighted)
    which = _which(event, lang)
    return [t("diagram_footer_sum", lang, which=which, terms=terms, total=total)]


def _conditional_note(tree: Sequence[Branch], highlighted: Sequence[Path], lang: str) -> str:
    """One conditional probability of the second stage in words: the first highlighted
    path's, else the first path's that has two stages."""
    candidates = [p for p in (*highlighted, *paths(tree)) if len(p.outcomes) == 2]
    first, second = candidates[0].outcomes
    branch = next(b for b in tree if b.outcome == first)
    value = next(b for b in branch.then if b.outcome == second).probability
    return t(
        "diagram_footer_conditional", lang, first=first, second=second, value=exact_text(value)
    )


def _alt(
    every: Sequence[Path],
    highlighted: Sequence[Path],
    event: str | None,
    lang: str,
    inverted: bool,
) -> str:
    then = t("diagram_then", lang)
    listed = "; ".join(f"{path_name(p.outcomes, then)}: {exact_text(p.probability)}" for p in every)
    key = "diagram_alt_inverted" if inverted else "diagram_alt_tree"
    alt = t(key, lang, count=len(every), paths=listed)
    if len(highlighted) == 1:
        alt += t("diagram_alt_path", lang, path=path_name(highlighted[0].outcomes, then))
    elif highlighted:
        terms, total = _sum_parts(highlighted)
        sum_ = sympy.Add(*(p.probability for p in highlighted))
        approx = _approximate_text(sum_, lang) if sum_.is_Rational else ""
        which = _which(event, lang)
        alt += t("diagram_alt_sum", lang, which=which, terms=terms, total=total, approx=approx)
        alt = alt.replace(" .", ".")
    return alt


def _short_enough(alt: str) -> str:
    """`alt` if a `Picture` takes it, else a `RuleError` saying how to shorten it."""
    if len(alt) > LONGEST_ALT:
        raise RuleError(
            f"the text description of this tree diagram would be {len(alt)} characters "
            f"long, {LONGEST_ALT} are allowed; shorter outcome names or fewer paths help",
            "diagram_err_alt",
            length=len(alt),
            most=LONGEST_ALT,
        )
    return alt


class _Drawing:
    """The figure of one tree, laid out in inches: the axes fill the figure and one data
    unit is one inch, so measured label widths place the stages directly."""

    def __init__(
        self,
        tree: Sequence[Branch],
        every: Sequence[Path],
        chosen: frozenset[tuple[str, ...]],
        stages: Sequence[str],
        footer: Sequence[str],
        lang: str,
    ) -> None:
        self.figure = Figure(figsize=(8, 4))
        FigureCanvasAgg(self.figure)
        self.renderer = self.figure.canvas.get_renderer()
        self.ax = self.figure.add_axes((0, 0, 1, 1))
        self.ax.set_axis_off()
        self.chosen = chosen
        self.marked = {o[:k] for o in chosen for k in range(1, len(o) + 1)}
        depth = max(len(p.outcomes) for p in every)
        self.layout(tree, every, stages, footer, depth, lang)

    def text(self, x: float, y: float, text: str, bold: bool = False, **style: Any):
        return self.ax.text(
            x,
            y,
            text,
            fontsize=style.pop("fontsize", FONT),
            fontweight="bold" if bold else "normal",
            parse_math=False,
            va=style.pop("va", "center"),
            **style,
        )

    def width(self, text: str, bold: bool = False, pad: float = 0.0) -> float:
        """The width of `text` in inches as drawn, plus `pad` points on each side."""
        probe = self.text(0, 0, text, bold)
        inches = probe.get_window_extent(self.renderer).width / self.figure.dpi
        probe.remove()
        return inches + 2 * pad / 72

    def layout(
        self,
        tree: Sequence[Branch],
        every: Sequence[Path],
        stages: Sequence[str],
        footer: Sequence[str],
        depth: int,
        lang: str,
    ) -> None:
        nodes = []  # (stage, prefix, branch)

        def walk(node: Sequence[Branch], prefix: tuple[str, ...]) -> None:
            for branch in node:
                here = (*prefix, branch.outcome)
                nodes.append((len(here), here, branch))
                walk(branch.then, here)

        walk(tree, ())
        box = 0.3 * FONT  # the padding of a node's box, in points
        label_w = [0.0] * (depth + 1)
        prob_w = [0.0] * (depth + 1)
        self.own_w = {}  # each node's box, for the leader from a short path's end
        for stage, here, branch in nodes:
            self.own_w[here] = self.width(branch.outcome, here in self.marked, box + 1)
            label_w[stage] = max(label_w[stage], self.own_w[here])
            prob_w[stage] = max(prob_w[stage], self.width(exact_text(branch.probability), pad=2))
        for stage, name in enumerate(stages, start=1):
            label_w[stage] = max(label_w[stage], self.width(name, True))
        # x of each stage's node centres: the root dot, then per stage a branch long
        # enough for its probability with free line on both sides, then the box
        x = [0.12]
        for stage in range(1, depth + 1):
            branch = max(prob_w[stage] + 2 * GAP, 1.0)
            x.append(x[-1] + label_w[stage - 1] / 2 + branch + label_w[stage] / 2)
        x_path = x[depth] + label_w[depth] / 2 + 0.3
        path_w = max(
            [self.width(path_text(p), p.outcomes in self.chosen) for p in every]
            + [self.width(t("diagram_path_header", lang), True)]
        )
        header = 0.4
        rows = len(every)
        foot = 0.32 * len(footer)
        height = 0.05 + header + rows * ROW + foot + 0.1
        footer_w = max([self.width(line) for line in footer], default=0.0)
        width = max(x_path + path_w, footer_w + 0.1) + 0.1
        self.figure.set_size_inches(width, height)
        self.ax.set_xlim(0, width)
        self.ax.set_ylim(0, height)
        top = height - 0.05 - header
        # y of each node: a leaf gets the next row, a node the middle of its children
        y: dict[tuple[str, ...], float] = {}
        for row, path in enumerate(every):
            y[path.outcomes] = top - (row + 0.5) * ROW
        for stage, here, _branch in sorted(nodes, key=lambda n: -n[0]):
            if here not in y:
                kids = [y[k] for k in y if len(k) == stage + 1 and k[:stage] == here]
                y[here] = (min(kids) + max(kids)) / 2
        y[()] = (max(y[p.outcomes[:1]] for p in every) + min(y[p.outcomes[:1]] for p in every)) / 2
        self.ax.plot([x[0]], [y[()]], "o", color=PLAIN, markersize=5, zorder=3)
        for stage, here, branch in nodes:
            self.branch(x, y, stage, here, branch, label_w)
        for path in every:
            self.path_end(path, x, y, x_path)
        head_y = height - 0.05 - header / 2
        for stage, name in enumerate(stages, start=1):
            self.text(x[stage], head_y, name, True, ha="center")
        self.text(x_path, head_y, t("diagram_path_header", lang), True, ha="left")
        for k, line in enumerate(footer):
            self.text(0.1, foot - 0.16 - 0.32 * k + 0.05, line, ha="left")

    def branch(self, x, y, stage, here, branch, label_w) -> None:
        """The line from the parent node to this one, its probability on it, the box."""
        marked = here in self.marked
        x0, y0 = x[stage - 1], y[here[:-1]]
        x1, y1 = x[stage], y[here]
        style = (
            {"color": ACCENT, "linewidth": 3.2, "linestyle": "-"}
            if marked
            else {
                "color": PLAIN,
                "linewidth": 1.2,
                "linestyle": (0, (4, 3)) if self.chosen else "-",
            }
        )
        self.ax.plot([x0, x1], [y0, y1], zorder=1, solid_capstyle="butt", **style)
        start = x0 + (label_w[stage - 1] / 2 if stage > 1 else 0.05)
        end = x1 - label_w[stage] / 2
        mid = (start + end) / 2
        at = y0 + (mid - x0) / (x1 - x0) * (y1 - y0)
        self.text(
            mid,
            at,
            exact_text(branch.probability),
            marked,
            ha="center",
            color="black",
            bbox={"boxstyle": "square,pad=0.12", "facecolor": "white", "edgecolor": "none"},
            zorder=4,
        )
        self.text(
            x1,
            y1,
            branch.outcome,
            marked,
            ha="center",
            bbox={
                "boxstyle": "round,pad=0.3",
                "facecolor": "white",
                "edgecolor": ACCENT if marked else "0.55",
                "linewidth": 2.0 if marked else 0.8,
            },
            zorder=5,
        )

    def path_end(self, path: Path, x, y, x_path) -> None:
        """The path probability at a leaf, with a dotted leader from a short path."""
        stage = len(path.outcomes)
        yy = y[path.outcomes]
        marked = path.outcomes in self.chosen
        left = x[stage] + self.own_w[path.outcomes] / 2
        if x_path - 0.1 > left + 0.05:
            self.ax.plot(
                [left + 0.05, x_path - 0.1], [yy, yy], color="0.6", linewidth=0.8, linestyle=":"
            )
        self.text(x_path, yy, path_text(path), marked, ha="left")
