"""Texts of the diagrams: probability trees, tables and their checks.

The German texts are in `locale/de/LC_MESSAGES/pyramide_kit.po`."""

from pyramide_kit.messages import msg

TEXTS = (
    msg("diagram_path_header", "path probability (product rule)"),
    msg("diagram_then", ", then "),
    msg("diagram_event_paths", "the paths of “{event}”"),
    msg("diagram_marked_paths", "the highlighted paths"),
    msg("diagram_footer_sum", "Thick lines: {which}. Sum rule: P = {terms} = {total}"),
    msg("diagram_footer_path", "Thick line: the path “{path}” with the path probability {total}"),
    msg(
        "diagram_footer_conditional",
        "Second stage: conditional probabilities, e.g. P({second} | {first}) = {value}",
    ),
    msg(
        "diagram_alt_tree",
        "Tree diagram with {count} paths; at the end of each path its probability by the "
        "product rule: {paths}.",
    ),
    msg(
        "diagram_alt_inverted",
        "Inverted tree diagram with {count} paths; at the end of each path its probability by "
        "the product rule: {paths}.",
    ),
    msg("diagram_alt_sum", " Highlighted: {which}; by the sum rule {terms} = {total} {approx}."),
    msg("diagram_alt_path", " Highlighted: the path “{path}”."),
    msg("diagram_table_caption", "Two-way table: absolute numbers out of {n} cases"),
    msg("diagram_table_rounded", "≈: rounded to whole numbers so that every total adds up"),
    msg("field_a branch's outcome", "A branch's outcome"),
    msg("field_a stage name", "A stage name"),
    msg("field_the event", "The event"),
    msg("field_the caption", "The caption"),
    msg("field_the branches", "The branches"),
    msg("field_N", "N (the number of cases)"),
    msg("diagram_err_branch", "A tree diagram is made of branches (`Branch`), not of {value}."),
    msg(
        "diagram_err_float",
        "The probability of “{outcome}” is the float {value}, which is not exact; allowed is "
        "an exact fraction such as `Fraction(1, 6)` or `sympy.Rational(1, 6)`, a whole number "
        "or a SymPy expression with symbols.",
    ),
    msg(
        "diagram_err_not_exact",
        "The probability of “{outcome}” is no number: {value}; allowed is an exact fraction "
        "such as `Fraction(1, 6)` or `sympy.Rational(1, 6)`, a whole number or a SymPy "
        "expression with symbols.",
    ),
    msg(
        "diagram_err_range",
        "The probability of “{outcome}” is {value}; a probability lies from 0 to 1.",
    ),
    msg(
        "diagram_err_sum_first",
        "The probabilities of the branches of the first stage sum to {total}, not 1; at every "
        "node they must sum to exactly 1.",
    ),
    msg(
        "diagram_err_sum",
        "The probabilities of the branches after “{after}” sum to {total}, not 1; at every "
        "node they must sum to exactly 1.",
    ),
    msg(
        "diagram_err_twice_first",
        "The outcome “{outcome}” stands twice among the branches of the first stage; each "
        "outcome of a node needs a name of its own.",
    ),
    msg(
        "diagram_err_twice",
        "The outcome “{outcome}” stands twice among the branches after “{after}”; each outcome "
        "of a node needs a name of its own.",
    ),
    msg("diagram_err_empty", "A tree diagram needs at least one branch."),
    msg(
        "diagram_err_size",
        "The tree diagram has {paths} paths and {stages} stages; at most {most_paths} paths "
        "and {most_stages} stages can be drawn readably.",
    ),
    msg(
        "diagram_err_alt",
        "The text description of this tree diagram would be {length} characters long, {most} "
        "are allowed; shorter outcome names or fewer paths help.",
    ),
    msg(
        "diagram_err_stages",
        "The tree diagram has {stages} stages and {given} are named; name every stage or none.",
    ),
    msg("diagram_err_highlight", "There is no path {path}; the paths are {known}."),
    msg(
        "diagram_err_highlight_kind",
        'What to highlight is paths, a list of tuples of their outcomes (e.g. `[("one",)]`) '
        "or a function that tests such a tuple, not {value}.",
    ),
    msg(
        "diagram_err_two_stage",
        "This needs a tree diagram of two stages with the same outcomes under every branch of "
        "the first stage ({wanted}); here: {got}.",
    ),
    msg(
        "diagram_err_four_fold",
        "A two-way table has two rows and two columns, so two branches on each stage, not "
        "{rows} and {columns}.",
    ),
    msg(
        "diagram_err_symbolic",
        "Absolute numbers need numbers, but the probability of “{outcome}” is {value}; put "
        "fractions in for the symbols (`subs`).",
    ),
    msg("diagram_err_no_branch", "There is no branch {path}; the paths are {known}."),
    msg(
        "diagram_err_cell",
        "No row “{row}” or column “{column}”; the rows are {rows}, the columns {columns}.",
    ),
)
