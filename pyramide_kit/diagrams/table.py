"""The two-way table (Vierfeldertafel) of a two-stage tree, in absolute numbers out of N.

Why absolute numbers: "1.000 of the 3.250 claims are true" is Bayes' theorem read off a
table, without a formula, and every cell, row and column adds up in plain sight.

Why an HTML table and not a figure: a real `<table>` with `<th>` headers (scoped to
their row or column) and a `<caption>` is read cell by cell by a screen reader, with
the row and column names; JupyterLab and Voilà style it in their own theme's colours,
so it reads in a dark theme as well as in a light one, and its numbers can be copied.

Why "≈": P(A and B) · N is whole only if N is a multiple of the probabilities'
denominators (N = 10 000 works for 1/10 and 9/40, not for 137/494). Otherwise every
number of the table, the cells and the totals, is rounded down or up (never further
than that), chosen so that the cells still add up to their row and column totals and
all of them to N; such a controlled rounding always exists for a two-way table (Bacharach 1966;
Cox 1987) and the
one closest to the exact numbers is taken. A rounded number is shown with "≈" and the
caption says so; whole numbers stay as they are. To get a table without "≈", choose N
as a multiple of the denominators.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from html import escape
from itertools import product

import sympy

from pyramide_kit.checks import check_text, whole_number
from pyramide_kit.diagrams.model import Branch, exact_text, joint, two_stages
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.exact import as_fraction
from pyramide_kit.i18n import check_lang, count_text, t

__all__ = ["TwoWayTable", "two_way_table", "whole_counts"]

Grid = tuple[tuple[int, int], tuple[int, int]]


@dataclass(frozen=True)
class TwoWayTable:
    """A 2×2 table of two events: `rows` are the first stage's outcomes (A, not A),
    `columns` the second stage's (B, not B), `probabilities` the exact P(row and
    column), `counts` the absolute numbers out of `n` (whole, rounded as the module
    says where P · N is not whole), `caption` its title. In a notebook it shows as an
    HTML table in `lang`."""

    rows: tuple[str, str]
    columns: tuple[str, str]
    probabilities: tuple[tuple[sympy.Rational, sympy.Rational], ...]
    counts: Grid
    n: int
    caption: str
    lang: str

    @property
    def exact_counts(self) -> tuple[tuple[Fraction, Fraction], ...]:
        """P(row and column) · N, exactly (a fraction where it is not whole)."""
        return tuple(tuple(as_fraction(p) * self.n for p in row) for row in self.probabilities)

    @property
    def rounded(self) -> bool:
        """Whether any number of the table is rounded (then shown with "≈")."""
        return any(c.denominator != 1 for row in self.exact_counts for c in row)

    def count(self, row: str, column: str) -> int:
        """The absolute number in the cell of `row` and `column`."""
        if row not in self.rows or column not in self.columns:
            raise RuleError(
                f"no row {quoted(row)} or column {quoted(column)}; the rows are "
                f"{', '.join(self.rows)}, the columns {', '.join(self.columns)}",
                "diagram_err_cell",
                row=row,
                column=column,
                rows=", ".join(self.rows),
                columns=", ".join(self.columns),
            )
        return self.counts[self.rows.index(row)][self.columns.index(column)]

    def row_total(self, row: str) -> int:
        """The total of a row: all cases with that first-stage outcome."""
        return sum(self.count(row, column) for column in self.columns)

    def column_total(self, column: str) -> int:
        """The total of a column: all cases with that second-stage outcome."""
        return sum(self.count(row, column) for row in self.rows)

    def _cells(self) -> list[list[str]]:
        """The table's texts: a header row, the two rows, the totals row."""
        exact = self.exact_counts
        total = t("total", self.lang)

        def shown(value: int, exact_value: Fraction) -> str:
            text = count_text(value, self.lang)
            return text if exact_value == value else f"≈ {text}"

        lines = [["", *self.columns, total]]
        for i, row in enumerate(self.rows):
            cells = [shown(self.counts[i][j], exact[i][j]) for j in range(2)]
            lines.append([row, *cells, shown(self.row_total(row), sum(exact[i]))])
        column_exact = [exact[0][j] + exact[1][j] for j in range(2)]
        totals = [shown(self.column_total(c), column_exact[j]) for j, c in enumerate(self.columns)]
        lines.append([total, *totals, count_text(self.n, self.lang)])
        return lines

    def full_caption(self) -> str:
        """The caption, with the note on "≈" where a number is rounded."""
        if not self.rounded:
            return self.caption
        return f"{self.caption} ({t('diagram_table_rounded', self.lang)})"

    def html(self) -> str:
        """The table as HTML: `<caption>`, column headers and row headers as `<th>`
        with their scope, the numbers as `<td>`; no colours of its own (the notebook's
        theme styles it)."""
        head, *body = self._cells()
        columns = "".join(f'<th scope="col">{escape(c)}</th>' for c in head[1:])
        rows = "".join(
            f'<tr><th scope="row">{escape(line[0])}</th>'
            + "".join(f"<td>{escape(c)}</td>" for c in line[1:])
            + "</tr>"
            for line in body
        )
        return (
            f"<table><caption>{escape(self.full_caption())}</caption>"
            f"<thead><tr><td></td>{columns}</tr></thead><tbody>{rows}</tbody></table>"
        )

    def _repr_html_(self) -> str:
        return self.html()

    def __repr__(self) -> str:
        lines = self._cells()
        widths = [max(len(line[k]) for line in lines) for k in range(4)]
        text = [
            "  ".join(
                cell.ljust(w) if k == 0 else cell.rjust(w)
                for k, (cell, w) in enumerate(zip(line, widths, strict=True))
            )
            for line in lines
        ]
        return "\n".join([self.full_caption(), *text])


def two_way_table(
    branches: Sequence[Branch], n: int, *, caption: str | None = None, lang: str = "en"
) -> TwoWayTable:
    """The two-way table of the two-stage tree `branches` (two outcomes on each stage,
    the same two under both first-stage branches) with the absolute numbers out of `n`
    cases: each cell P(A and B) · n by the product rule, and the totals of its rows and
    columns, which are P(A) · n and P(B) · n. Numbers that are not whole are rounded so
    that the totals stay right, and marked "≈" (see the module). `caption` titles it
    (by default "Two-way table: absolute numbers out of n cases")."""
    lang = check_lang(lang)
    n = whole_number(n, "N", 1)
    rows, columns = two_stages(branches)
    if len(rows) != 2 or len(columns) != 2:
        raise RuleError(
            f"a two-way table has two rows and two columns, so two branches on each stage, "
            f"not {len(rows)} and {len(columns)}",
            "diagram_err_four_fold",
            rows=len(rows),
            columns=len(columns),
        )
    cells = joint(branches)
    for (row, column), p in cells.items():
        if not p.is_Rational:
            outcome = f"{row} – {column}"
            raise RuleError(
                f"absolute numbers need numbers, but the probability of {quoted(outcome)} is "
                f"{exact_text(p)}; put fractions in for the symbols (subs)",
                "diagram_err_symbolic",
                outcome=outcome,
                value=exact_text(p),
            )
    probabilities = tuple(tuple(cells[(r, c)] for c in columns) for r in rows)
    exact = [[as_fraction(p) * n for p in row] for row in probabilities]
    if caption is None:
        caption = t("diagram_table_caption", lang, n=count_text(n, lang))
    caption = check_text(caption, "the caption", 200)
    return TwoWayTable(rows, columns, probabilities, whole_counts(exact, n), n, caption, lang)


def whole_counts(exact: Sequence[Sequence[Fraction]], n: int) -> Grid:
    """The 2×2 cells `exact` (summing to `n`) as whole numbers such that every cell,
    both row totals and both column totals are the exact value rounded down or up, and
    the cells add up to the rounded totals and to `n`; of all such roundings the one
    nearest to the exact numbers (least sum of squared differences). A controlled
    rounding like this exists for every two-way table (Cox, 1987)."""
    (a, b), (c, d) = exact
    row, column = a + b, a + c

    def near(x: Fraction) -> set[int]:
        return {math.floor(x), math.ceil(x)}

    best: tuple[Fraction, Grid] | None = None
    for r, k, x in product(sorted(near(row)), sorted(near(column)), sorted(near(a))):
        grid = ((x, r - x), (k - x, n - r - k + x))
        cells = (grid[0][0], grid[0][1], grid[1][0], grid[1][1])
        if all(v in near(e) for v, e in zip(cells, (a, b, c, d), strict=True)):
            cost = sum((v - e) ** 2 for v, e in zip(cells, (a, b, c, d), strict=True))
            cost += (r - row) ** 2 + (k - column) ** 2
            if best is None or cost < best[0]:
                best = (cost, grid)
    if best is None:  # Cox's theorem says this cannot happen; a test checks it
        raise ArithmeticError(f"no controlled rounding of {exact!r} to whole numbers")
    return best[1]
