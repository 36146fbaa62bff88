"""Tree diagrams, the two-way table (Vierfeldertafel) and the inverted tree, as the
lessons draw them.

`model` holds the trees as data (branches with exact probabilities, their paths by the
product rule, the tree turned round for Bayes), `tree` draws them with Matplotlib, `table`
writes the two-way table of absolute numbers as an HTML table; their texts are in the
kit's catalogue (`messages.diagrams`).
"""

from pyramide_kit.diagrams.model import Branch, Path, invert, paths
from pyramide_kit.diagrams.table import TwoWayTable, two_way_table
from pyramide_kit.diagrams.tree import TreeDiagram, inverted_tree, tree_diagram

__all__ = [
    "Branch",
    "Path",
    "TreeDiagram",
    "TwoWayTable",
    "invert",
    "inverted_tree",
    "paths",
    "tree_diagram",
    "two_way_table",
]
