"""The five games' score sheets, drawn from the engines' own rules: the rows, weights,
categories, bonuses, rounds and seats are read from each game's `Rules` (defaults), so a
changed rule changes the printed sheet and no number is typed twice."""

from __future__ import annotations

from pyramide_kit.i18n import t
from pyramide_kit.printables.page import BODY, LEFT, RIGHT, SMALL, TITLE, TOP, Page
from pyramide_kit.pyramide.labels import box_name

__all__ = ["karten_sheet", "kniffel_sheet", "mauro_sheet", "pyramide_sheet", "schmieden_sheet"]


def _heading(page: Page, title: str, intro: str) -> float:
    page.text(LEFT, TOP + 6, title, TITLE, weight="bold")
    return page.text(LEFT, TOP + 15, intro, BODY, width=RIGHT - LEFT) + 2


def _players(lang: str, count: int, key: str = "print_player_n") -> list[str]:
    return [t(key, lang, n=n) for n in range(1, count + 1)]


def pyramide_sheet(lang: str) -> list[Page]:
    """One pyramid of boxes per seat (the table's most players), rows top first, each
    row with as many boxes as the sheet has and its weight from the rules."""
    from pyramide_kit.pyramide.rules import BOXES, ROW_BOXES, Rules

    rules = Rules()
    page = Page()
    y0 = _heading(page, t("print_pyr_title", lang), t("print_pyr_intro", lang, rounds=rules.rounds))
    widest = max(ROW_BOXES.values())
    block_w, block_h = (RIGHT - LEFT) / 2, 20 + 12 * len(BOXES) + 14
    box_w, box_h, label_w = 19.0, 12.0, 24.0
    for seat, name in enumerate(_players(lang, rules.max_players)):
        x0 = LEFT + (seat % 2) * block_w
        top = y0 + 2 + (seat // 2) * block_h
        page.text(x0, top + 5, name, BODY, weight="bold")
        page.text(x0 + 24, top + 5, t("print_name", lang), SMALL)
        page.line(x0 + 36, top + 5.5, x0 + block_w - 6, top + 5.5, faint=True)
        centre = x0 + label_w + widest * box_w / 2
        for r, row in enumerate(BOXES):
            y = top + 10 + r * box_h
            page.text(x0, y + box_h / 2, box_name(row, rules, lang), SMALL, valign="center")
            count = ROW_BOXES[row]
            for b in range(count):
                page.box(centre - count * box_w / 2 + b * box_w, y, box_w, box_h)
        y = top + 12 + len(BOXES) * box_h
        page.text(x0, y + 5, t("print_total", lang), BODY, weight="bold", valign="center")
        page.box(centre - widest * box_w / 2, y, widest * box_w, 10)
    return [page]


def kniffel_sheet(lang: str) -> list[Page]:
    """The score card: the thirteen categories in the engine's order, upper sum, the
    bonus with its threshold and points, lower sum and grand total, a column per seat."""
    from pyramide_kit.kniffel.labels import category_name
    from pyramide_kit.kniffel.rules import CATEGORIES, FACE_OF, LOWER, MAX_PLAYERS, UPPER, Rules

    rules = Rules()
    page = Page()
    intro = t("print_kniffel_intro", lang, rounds=len(CATEGORIES), throws=rules.throws)
    y = _heading(page, t("print_kniffel_title", lang), intro)
    fixed = {name: getattr(rules, name) for name in LOWER if hasattr(rules, name)}

    def hint(category: str) -> str:
        if category in FACE_OF:
            return t("print_kniffel_face", lang, face=FACE_OF[category])
        if category in fixed:
            return str(fixed[category])
        return t("print_kniffel_all_pips", lang)

    blank = [""] * MAX_PLAYERS
    rows = [
        [
            t("kniffel_category", lang),
            t("print_kniffel_points", lang),
            *_players(lang, MAX_PLAYERS, "print_player_column"),
        ]
    ]
    rows += [[category_name(c, lang), hint(c), *blank] for c in UPPER]
    bonus = t("kniffel_bonus", lang, threshold=rules.upper_bonus_threshold)
    rows += [
        [t("kniffel_upper_sum", lang), "", *blank],
        [bonus, f"+{rules.upper_bonus}", *blank],
        [t("print_kniffel_upper_total", lang), "", *blank],
    ]
    sums = {len(rows) - 3, len(rows) - 1}
    rows += [[category_name(c, lang), hint(c), *blank] for c in LOWER]
    rows.append([t("kniffel_lower_sum", lang), "", *blank])
    sums.add(len(rows) - 1)
    rows.append([t("print_kniffel_upper_total", lang), "", *blank])
    if rules.extra_kniffel == "hasbro":
        rows.append([t("kniffel_extra", lang), f"+{rules.extra_kniffel_points}", *blank])
    rows.append([t("kniffel_grand_total", lang), "", *blank])
    sums.add(len(rows) - 1)
    widths = [44.0, 28.0] + [18.0] * MAX_PLAYERS
    page.grid(y, widths, rows, 10.0, shaded_rows=tuple(sums), size=SMALL + 0.5)
    return [page]


def _rounds_table(page: Page, y: float, lang: str, rounds: int, players: int) -> float:
    widths = [20.0] + [(RIGHT - LEFT - 20.0) / players] * players
    rows = [[t("print_round", lang), *_players(lang, players)]]
    rows += [[str(r), *[""] * players] for r in range(1, rounds + 1)]
    rows.append([t("print_total", lang), *[""] * players])
    height = min(11.0, (270 - y) / len(rows))
    return page.grid(y, widths, rows, height, shaded_rows=(len(rows) - 1,), size=SMALL)


def schmieden_sheet(lang: str) -> list[Page]:
    """The table of rounds (as many as the rules play) with a column per seat; the points
    of a complete pyramid per throw and the bonuses above it."""
    from pyramide_kit.schmieden.rules import Rules

    rules = Rules()
    throws = ", ".join(
        t("print_throw_points", lang, throw=k, points=rules.points_for_throw(k))
        for k in range(1, rules.max_throws + 1)
    )
    intro = t(
        "print_schmieden_intro",
        lang,
        throws_list=throws,
        three=rules.bonus_for(3),
        four=rules.bonus_for(4),
    )
    page = Page()
    y = _heading(page, t("print_schmieden_title", lang), intro)
    _rounds_table(page, y, lang, rules.rounds, rules.max_players)
    return [page]


def mauro_sheet(lang: str) -> list[Page]:
    """Rounds down, seats across, with what a scoring throw adds in variant 1."""
    from pyramide_kit.mauro.rules import Rules

    rules = Rules()
    intro = t(
        "print_mauro_intro",
        lang,
        rounds=rules.rounds,
        neighbour=rules.neighbour_points,
        straight=rules.straight_points,
    )
    page = Page()
    y = _heading(page, t("print_mauro_title", lang), intro)
    _rounds_table(page, y, lang, rules.rounds, rules.max_players)
    return [page]


def karten_sheet(lang: str) -> list[Page]:
    """A row of tally boxes per seat for the chips each player has to take."""
    from pyramide_kit.karten.rules import Rules

    rules = Rules()
    intro = t("print_karten_intro", lang, factor=rules.call_factor, players=rules.max_players)
    page = Page()
    y = _heading(page, t("print_karten_title", lang), intro)
    rows = [[t("player", lang), t("print_chips_taken", lang), t("print_count", lang)]]
    rows += [[name, "", ""] for name in _players(lang, rules.max_players)]
    rows.append([t("print_total", lang), "", ""])
    page.grid(y, [40.0, 110.0, 30.0], rows, 18.0, shaded_rows=(len(rows) - 1,))
    return [page]
