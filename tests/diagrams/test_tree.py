"""The drawn trees: the lessons' trees with their numbers derived a second way, an alt
text that names every path, labels that never overlap (random trees too, in both
languages), highlighted paths that differ by more than colour, and bad input refused."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations, product

import pytest
import sympy
from hypothesis import given, settings
from hypothesis import strategies as st

from pyramide_kit.diagrams import Branch, inverted_tree, paths, tree_diagram
from pyramide_kit.diagrams.model import exact_text
from pyramide_kit.i18n import t
from pyramide_kit.karten import odds
from pyramide_kit.ui.picture import figure_picture
from tests.core.test_checked_arguments import refused
from tests.diagrams.strategies import trees
from tests.diagrams.test_model import one_die
from tests.student_texts import code_names, kit_class_names

ONE = {"en": ("one", "no one"), "de": ("Eins", "keine Eins")}
EVENT = {"en": "a one within two throws", "de": "eine Eins in zwei Würfen"}
CLAIM = {
    "en": ("holds the rank", "does not hold it", "claims", "does not claim"),
    "de": ("hat den Rang", "hat ihn nicht", "behauptet", "behauptet nicht"),
}


def lesson_01_tree(lang: str):
    one, none = ONE[lang]
    sixth = sympy.Rational(1, 6)
    die = [
        Branch(one, sixth),
        Branch(none, 1 - sixth, [Branch(one, sixth), Branch(none, 1 - sixth)]),
    ]
    return tree_diagram(die, highlight=[(one,), (none, one)], event=EVENT[lang], lang=lang)


def claimant(lang: str, k: int = 1):
    """Lesson 05's claimant: holds the rank with pi = p_holds(40, k, 4), bluffs 1/4."""
    holds, not_holds, claims, silent = CLAIM[lang]
    prior = odds.p_holds(40, k, 4)
    bluff = sympy.Rational(1, 4)
    return [
        Branch(holds, prior, [Branch(claims, 1), Branch(silent, 0)]),
        Branch(not_holds, 1 - prior, [Branch(claims, bluff), Branch(silent, 1 - bluff)]),
    ]


def overlaps(figure) -> list[tuple[str, str]]:
    """The pairs of texts in the figure whose drawn boxes overlap."""
    figure.canvas.draw()
    renderer = figure.canvas.get_renderer()
    boxes = []
    for text in figure.axes[0].texts:
        patch = text.get_bbox_patch()
        box = patch.get_window_extent(renderer) if patch else text.get_window_extent(renderer)
        boxes.append((text.get_text(), box.expanded(0.98, 0.9)))
    return [(a, b) for (a, p), (b, q) in combinations(boxes, 2) if p.overlaps(q)]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_lesson_01_highlights_the_paths_of_a_one_within_two_throws(lang):
    tree = lesson_01_tree(lang)
    pairs = list(product(range(1, 7), repeat=2))
    counted = Fraction(sum(1 in pair for pair in pairs), len(pairs))
    assert tree.event_probability == counted == 1 - Fraction(5, 6) ** 2
    assert len(tree.highlighted) == 2
    decimal = "0,306" if lang == "de" else "0.306"
    assert f"1/6 + 5/36 = 11/36 ≈ {decimal}" in tree.alt
    assert overlaps(tree.figure) == []


@pytest.mark.parametrize("lang", ["en", "de"])
def test_lesson_01_three_throws_every_path_ending_in_a_one_sums_to_the_counted_chance(lang):
    """The lesson's third stage: a die thrown again only after "no one", every path that
    ends in a one highlighted; its sum is the share of the 216 ordered triples with a one."""
    one, none = ONE[lang]
    sixth = sympy.Rational(1, 6)
    again = [Branch(one, sixth), Branch(none, 1 - sixth)]
    after = [Branch(one, sixth), Branch(none, 1 - sixth, again)]
    tree = tree_diagram(
        [Branch(one, sixth), Branch(none, 1 - sixth, after)],
        highlight=lambda path: path[-1] == one,
        lang=lang,
    )
    triples = list(product(range(1, 7), repeat=3))
    counted = Fraction(sum(1 in triple for triple in triples), len(triples))
    assert tree.event_probability == counted
    assert len(tree.highlighted) == 3
    assert f"= {counted.numerator}/{counted.denominator}" in tree.alt
    assert overlaps(tree.figure) == []


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_alt_text_names_every_path_with_its_probability(lang):
    tree = tree_diagram(one_die(3), stages=["1", "2", "3"], lang=lang)
    then = t("diagram_then", lang)
    for path in paths(one_die(3)):
        assert f"{then.join(path.outcomes)}: {exact_text(path.probability)}" in tree.alt
    assert tree.alt.startswith("Baumdiagramm mit 4 Pfaden" if lang == "de" else "Tree diagram")
    figure_picture(tree.figure, tree.alt)  # a Picture takes the alt text


@given(trees, st.sampled_from(["en", "de"]))
@settings(max_examples=25)
def test_random_trees_draw_without_overlapping_labels_and_name_every_path(tree, lang):
    branches, _plain = tree
    drawn = tree_diagram(branches, highlight=lambda path: len(path) % 2 == 1, lang=lang)
    then = t("diagram_then", lang)
    for path in drawn.paths:
        assert f"{then.join(path.outcomes)}: {exact_text(path.probability)}" in drawn.alt
    assert sum(p.probability for p in drawn.paths) == 1
    assert drawn.event_probability == sum(
        p.probability for p in drawn.paths if len(p.outcomes) % 2 == 1
    )
    assert overlaps(drawn.figure) == []


def test_highlighted_paths_differ_by_line_width_style_and_weight_not_colour_alone():
    figure = lesson_01_tree("en").figure
    lines = [line for line in figure.axes[0].lines if len(line.get_xdata()) == 2]
    branches = lines[:4]  # the four branches, drawn before the leaders
    widths = sorted({line.get_linewidth() for line in branches})
    styles = {line.get_linestyle() for line in branches}
    assert len(widths) == 2 and widths[1] >= 2 * widths[0]
    assert len(styles) == 2
    bold = {text.get_text() for text in figure.axes[0].texts if text.get_fontweight() == "bold"}
    assert {"5/6 · 1/6 = 5/36", "1/6"} <= bold and "5/6 · 5/6 = 25/36" not in bold


@pytest.mark.parametrize("lang", ["en", "de"])
def test_lesson_05_the_inverted_tree_carries_p_true_given_claim(lang):
    holds, _not_holds, claims, _silent = CLAIM[lang]
    for k in (3, 2, 1):
        inverted = inverted_tree(claimant(lang, k), highlight=[(claims, holds)], lang=lang)
        on_branch = inverted.branch_probability(claims, holds)
        assert on_branch == odds.p_claim_true(40, k, 4, Fraction(1, 4))
        assert f"P({holds} | {claims}) = {on_branch}" in inverted.alt
        assert overlaps(inverted.figure) == []
    word = "Umgekehrtes Baumdiagramm" if lang == "de" else "Inverted tree diagram"
    assert inverted.alt.startswith(word)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_code_name_in_any_text_of_a_figure(lang):
    holds, _not_holds, claims, _silent = CLAIM[lang]
    classes = kit_class_names()
    for tree in (
        lesson_01_tree(lang),
        tree_diagram(claimant(lang), highlight=lambda p: p[-1] == claims, lang=lang),
        inverted_tree(claimant(lang), highlight=[(claims, holds)], lang=lang),
    ):
        texts = [text.get_text() for text in tree.figure.axes[0].texts] + [tree.alt]
        assert [name for text in texts for name in code_names(text, classes)] == []


def test_bad_requests_are_refused_saying_what_is_allowed():
    die = one_die(2)
    error = refused(tree_diagram, die, highlight=[("two",)])
    assert error.key == "diagram_err_highlight" and "one – no one" in str(error)
    assert refused(tree_diagram, die, highlight=["one"]).key == "diagram_err_highlight_kind"
    assert refused(tree_diagram, die, stages=["only one"]).key == "diagram_err_stages"
    assert refused(tree_diagram, die, lang="fr").key == "check_err_lang"
    assert refused(tree_diagram, one_die(6)).key == "diagram_err_size"
    assert refused(inverted_tree, die).key == "diagram_err_two_stage"
    tree = tree_diagram(die)
    assert refused(tree.branch_probability, "no one", "two").key == "diagram_err_no_branch"
