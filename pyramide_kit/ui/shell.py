"""`TableShell`: the one widget shell every game's widget builds on.

Whatever the game, a table in a notebook needs the same things: seats, a language, a
checked seed, chance and computer seats acting by themselves until a human is to move, a
status line saying whose turn it is and what to do now, a message line that clears when
the state changes, a move log whose newest entry is always visible, a polite live region
that has screen readers say what each action logged (`live`, `pyramide_kit.ui.live`: the
student's move and what chance and the computer seats did after it), a "new game" button
and, at the end, an end screen over the board (`end_screen`: the ranking with its shared
places explained, the coach's report of each human seat, "Play again"). The shell does
all of that once, over the table protocol (`pyramide_kit.table`); a game adds only its
board and its words.

A game widget subclasses `TableShell`, builds its board widgets and sets every attribute
its methods use, then calls `super().__init__(...)` last (the shell already lets chance
and computer seats act and redraws inside its constructor), and implements:

- `new_state(seats, rules)`: a fresh state (the game's `new_game`);
- `board()`: the widgets of its board, shown between the status and the message line;
- `redraw()`: draw `self.state` on the board (called after every change);
- `todo()`: what the human to move should do now, in `self.lang`;
- `describe(state, move)`: the log line(s) for `move` applied to `state` (a text, a list
  of texts, or None for no line);
- optionally `controls()`: widgets shown beside the "new game" button (a variant choice);
- optionally `coach_values(state)`: the value of every legal move of the seat to move
  (the spec's `move_values`, the game's `optimal.move_values`), which turns on the
  coach (`pyramide_kit.ui.coach`; an error in it is shown in the message line and play
  goes on without advice),
  `coach_label(state, move)`: how the coach names a move (by default as the game's
  `spec` describes it), `coach_key(state, move)`:
  which moves are one choice for the student (equal dice held either way), and
  `coach_meaning()`: what the values mean, shown while the coach is on;
- optionally `coach_chances(state, target)`: for a target T, the greatest chance of
  reaching at least T points after every legal move (the game's `optimal.move_chances`),
  or None where there is nothing to decide, with `coach_goal(state)`: the `Goal` of the
  state (the greatest target, the first one, what the points of the target count), or
  None where the state's rules offer no goal. Together they add the coach's goal setting
  ("best average" or "at least T points", see `pyramide_kit.ui.coach`); the chances are
  asked only while it is on, and an error in them is shown like one in the values;
- optionally `coach_warmup()`: what the coach's values need built first (a `Build`, see
  `pyramide_kit.ui.coach`: a callable that builds the table, reporting the share done
  where it can), or None where they answer at once (the default, and once this session
  has built it); `coach_goal_warmup()` likewise for the goal's first target. With
  `coach_in_background` (the constructor's setting; by default `COACH_IN_BACKGROUND`,
  True) the shell starts them in a daemon thread as soon as the widget's board has
  painted its first picture (`Board.on_drawn`; outside a kernel, where no front end
  draws, at once: the page is not kept waiting for tables the student has not asked for
  yet) and at every new game: the board answers every click at once meanwhile, the coach
  says it is still computing and shows the values when they are built. With False nothing runs in
  the background: the coach's first answer computes what it needs, as the click waits
  (lessons and tests stay reproducible);
- optionally `hold_computers(state)`: True to stop before a computer seat's move until
  `resume()` (a table that lets the student look at a hidden hand first), with
  `turn_text()`: who acts meanwhile, as the status line names them;
- optionally `tie_break_text(better, worse)`: why one seat ranks above another with the
  same total (the game's tie-break in words), shown in the ranking.
- `computer_move(state)`: the move of a computer seat; by default the `choose(state)` of
  its entry in `self.policies` ({seat: policy}, read by `pyramide_kit.ui.policies`).
- optionally `game_report(state, seat)`: the seat's `GameReport` (the game's
  `optimal.report`, see `pyramide_kit.report`), or None where the game cannot report;
  then, once a game is over, the end screen shows under the ranking what each human seat was
  expected to score, what its decisions cost and what luck gave, with a plot
  (`report_view`, a `pyramide_kit.ui.report_view.ReportView`; `reports` holds the
  reports shown). An error in it is shown in the message line, and the game stays over.
  `report_waits(state)`: True where the report would first need a long computation (a
  table not yet built this session); then a button offers it instead.
  `report_note(state, seat, report, you)`: one more line of text under the seat's
  summary, or None (the default); `you` says whether the summary addresses the seat as
  "you" (else it names it). An error in it is shown in the message line and the report
  is shown without the note.

Every click goes through `play(move)`: the engine's `apply` decides; a refused move is
shown in the message line in the widget's language and nothing changes. The steps of
chance and the computer that follow are shown one at a time, `pace` seconds apart (the
constructor's setting, by default `pacing.default_pace()`; 0 shows them at once), with "Go on"
after the student's own turn-ending move and "Skip" (`playback_bar`; see
`pyramide_kit.ui.pacing`); the engine's state is the last step's all along.

A page pays for every widget it shows at first (each is a model the kernel sends and the
page builds before the board appears), so the parts hidden at first (the end screen, the
playback bar, the coach's goal setting) are built, in a kernel, once the board has painted
its first picture, or earlier where a game needs one; elsewhere with the widget.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import replace
from html import escape
from typing import TYPE_CHECKING, Any

import ipywidgets as w
import numpy as np

from pyramide_kit.checks import check_flag, check_seed, real_number
from pyramide_kit.errors import RuleError
from pyramide_kit.i18n import check_lang, error_text, plural, t
from pyramide_kit.table import CHANCE, Standing, play_until_human
from pyramide_kit.ui.board import Board
from pyramide_kit.ui.coach import Build, CoachPanel, Goal
from pyramide_kit.ui.end_screen import EndScreen
from pyramide_kit.ui.kernel import event_loop
from pyramide_kit.ui.live import LiveRegion
from pyramide_kit.ui.pacing import Frame, Playback, default_pace, kernel_later
from pyramide_kit.ui.parts import MessageLine, MoveLog
from pyramide_kit.ui.report_view import ReportView
from pyramide_kit.ui.rules_panel import RulesPanel, rule_numbers

if TYPE_CHECKING:
    from pyramide_kit.spec import GameSpec

__all__ = ["COACH_IN_BACKGROUND", "MOST_PACE", "YOU", "TableShell", "numbered_seats", "you_seat"]

MOST_PACE = 5.0
"""The slowest pace a table takes: seconds between two steps of chance or the computer."""

YOU = {"de": ("du", "ich"), "en": ("you", "me")}
"""Seat names that mean the student at the screen, per language (compared casefolded)."""

COACH_IN_BACKGROUND = True
"""Whether a widget builds its coach's tables in a background thread where its
constructor is not told (`coach_in_background=None`)."""


def numbered_seats(players: Any, lang: str) -> Any:
    """`players` given as a count become names in the widget's language: a lone seat is
    the student at the screen ("Du", "You", as `you_seat` names it), several are numbered
    ("Spieler 1", "Player 1", ...); anything else is passed on for the game to check."""
    if isinstance(players, int) and not isinstance(players, bool) and 0 < players <= 100:
        if players == 1:
            return [you_seat(lang)]
        return [t("shell_seat", lang, n=i + 1) for i in range(players)]
    return players


def you_seat(lang: str) -> str:
    """The name of the one human seat at a table the caller did not name: "Du" in
    German, "You" in English; the widgets address that seat in the second person."""
    return t("shell_you", lang)


class TableShell(w.VBox):
    """The shared shell of a game widget (see the module docstring)."""

    total_key = "shell_points"
    """Catalogue key (with `_one` / `_other` forms) of what a total counts."""

    rules_key: str | None = None
    """Catalogue key of the game's rules (and `<key>_terms`), shown in a panel under the
    title (`pyramide_kit.ui.rules_panel`); None: no panel."""

    spec: GameSpec | None = None
    """The game's spec (`pyramide_kit.spec`): its title is the widget's, its computer
    players play the computer seats, its coach's values and words for moves are the
    coach's."""

    @property
    def title_key(self) -> str:
        """Catalogue key of the game's name, shown at the top: the spec's title."""
        return "shell_title" if self.spec is None else self.spec.title_key

    def __init__(
        self,
        players: Any,
        *,
        rules: Any = None,
        lang: str = "de",
        seed: int | None = None,
        coach_in_background: bool | None = None,
        pace: float | None = None,
    ) -> None:
        self.lang = check_lang(lang)
        self.seed = check_seed(seed)
        self.pace = default_pace() if pace is None else real_number(pace, "pace", 0, MOST_PACE)
        if coach_in_background is None:
            coach_in_background = COACH_IN_BACKGROUND
        self.coach_in_background = check_flag(coach_in_background, "coach_in_background")
        self.rng = np.random.default_rng(self.seed)
        self._players = players
        self._rules = rules
        self.state = self.new_state(players, rules)
        self.chance_move: Callable[[Any], Any] = lambda state: state.sample_chance(self.rng)
        """How chance acts; tests may replace it by a script of chance moves."""
        self.title = w.HTML(f"<h3>{escape(self.tr(self.title_key))}</h3>")
        self.rules_panel = (
            RulesPanel(self.rules_key, self.lang, self.rules_values(), self.rules_notes())
            if self.rules_key
            else None
        )
        terms = self.rules_panel.terms if self.rules_panel is not None else {}
        self.status = w.HTML()
        self.message = MessageLine(self.lang)
        self.move_log = MoveLog(self.lang)
        self.live = LiveRegion(self.lang)
        self._news: list[str] = []
        self.reports: dict[int, Any] = {}
        """The game reports shown (seat -> `GameReport`), once the game is over."""
        self._reported: Any = None
        self.new_button = w.Button(description=self.tr("new_game"))
        self._end_screen: EndScreen | None = None
        self._playback_bar: w.HBox | None = None
        self.playback = Playback(self._show_frame, self._finish_frames, kernel_later(), self.pace)
        """The steps of chance and the computer still to show (`pyramide_kit.ui.pacing`)."""
        self.coach: CoachPanel | None = None
        if type(self).coach_values is not TableShell.coach_values:
            aims = type(self).coach_chances is not TableShell.coach_chances
            self.coach = CoachPanel(
                self._advice,
                self.coach_label,
                self.lang,
                self.coach_key,
                self.coach_meaning,
                chances=self._goal_advice if aims else None,
                goal=self.coach_goal if aims else None,
                changed=self.refresh,
                refused=self.message.error,
            )
        self.on_click(self.new_button, lambda _: self.new_game())
        board = self._board_parts = list(self.board())
        boards = [widget for widget in board if isinstance(widget, Board)]
        for widget in boards:
            widget.explain(terms)
        self._first_board = boards[0] if boards else None
        """The board whose first picture, in a kernel, has the parts shown later built and
        starts the coach's warm-up."""
        if self._first_board is not None:
            self._first_board.on_drawn(self._painted)
        super().__init__(
            [
                self.title if self.rules_panel is None else self.rules_panel.header(self.title),
                self.status,
                *([self.rules_panel] if self.rules_panel is not None else []),
                *board,
                *([self.coach] if self.coach is not None else []),
                self.message,
                self.move_log,
                self.live,
                w.HBox([self.new_button, *self.controls()]),
            ]
        )
        self.add_class("pyramide-kit-table")
        if not self._waits_for_paint():
            self._build_later_parts()
        self._advance()
        self._warm_coach()

    # --- what a game provides --------------------------------------------------------

    def new_state(self, players: Any, rules: Any) -> Any:
        raise NotImplementedError

    def board(self) -> Sequence[w.Widget]:
        raise NotImplementedError

    def redraw(self) -> None:
        raise NotImplementedError

    def todo(self) -> str:
        raise NotImplementedError

    def describe(self, state: Any, move: Any) -> str | list[str] | None:
        raise NotImplementedError

    def controls(self) -> Sequence[w.Widget]:
        """Widgets beside the "new game" button; none by default."""
        return ()

    def rules_values(self) -> dict[str, object]:
        """The numbers the rules panel's text fills in: those of the rules in play
        (`rule_numbers`); a game adds what its text needs besides."""
        return rule_numbers(self.state.rules, self.lang)

    def rules_notes(self) -> list[str]:
        """Catalogue keys of paragraphs the rules panel adds for the variants in play
        (those its rules text does not describe); none by default."""
        return []

    def coach_values(self, state: Any) -> Any:
        """The value of every legal move of the seat to move, or None (no advice here).
        A game with a coach overrides this (see `pyramide_kit.ui.coach`)."""
        return None

    def coach_label(self, state: Any, move: Any) -> str:
        """How the coach names `move` in `state`: as the game's spec describes it, else
        by its log line."""
        if self.spec is not None:
            return self.spec.describe(state, move, self.lang)
        lines = self.describe(state, move)
        return (lines if isinstance(lines, str) else " · ".join(lines or ())) or repr(move)

    def coach_key(self, state: Any, move: Any) -> Hashable:
        """Which choice `move` is for the student: moves with one key are listed once by
        the coach, and a click on any of them counts as that choice. By default every
        move is a choice of its own."""
        return move

    def coach_meaning(self) -> str:
        """What the coach's values mean in this game, in `self.lang` (shown under the
        coach's help line while it is on); nothing by default."""
        return ""

    def coach_chances(self, state: Any, target: int) -> Any:
        """The greatest chance of reaching at least `target` points after every legal move
        of the seat to move, or None (no advice here). A game whose coach can play for a
        goal overrides this and `coach_goal` (see `pyramide_kit.ui.coach`)."""
        return None

    def coach_warmup(self) -> Build | None:
        """What the coach's values need built before they answer at once (see the module
        text), or None; nothing by default."""
        return None

    def coach_goal_warmup(self) -> Build | None:
        """What the coach's chances of the goal's first target need built, or None;
        nothing by default."""
        return None

    def coach_goal(self, state: Any) -> Goal | None:
        """What a target is in `state` (`Goal`: the greatest target, the first one, what
        its points count), or None where the goal setting is not offered; none by
        default."""
        return None

    def game_report(self, state: Any, seat: int) -> Any:
        """The `GameReport` of `seat` for the game that led to `state`, or None (no report
        here). A game that can report overrides this (its `optimal.report`)."""
        return None

    def report_waits(self, state: Any) -> bool:
        """Whether the report would first take a long computation (then a button offers
        it); by default it never does."""
        return False

    def report_note(self, state: Any, seat: int, report: Any, you: bool) -> str | None:
        """A line shown under the summary of `seat`'s `report` (addressing the seat as
        "you" where `you`, else by its name), or None; none by default. It is asked only
        where `report_waits` is False or the button was clicked, so it may compute."""
        return None

    def hold_computers(self, state: Any) -> bool:
        """Whether computer seats wait before acting in `state`; by default they never do."""
        return False

    def tie_break_text(self, better: int, worse: int) -> str:
        """Why seat `better` ranks above seat `worse` although their totals are equal:
        the game's tie-break in words ("Anna handed out more chips (9 against 7)"). A
        game whose ranking breaks ties overrides this; by default equal totals share a
        place and there is nothing to say."""
        return ""

    def turn_text(self) -> str:
        """Who acts now, first in the status line: the seat to move ("Du bist dran",
        "Anna ist dran"). A game that holds its computer seats for the humans
        (`hold_computers`) names the humans instead, as they are the ones to act."""
        return self.seat_turn_text(self.state.to_move)

    def computer_move(self, state: Any) -> Any:
        """The move of the computer seat to move: its policy's `choose(state)`."""
        return self.policies[state.to_move].choose(state)

    # --- what the shell offers -------------------------------------------------------

    policies: Mapping[int, Any]
    """The policy of each computer seat (set by a game that plays them the default way)."""

    @property
    def game(self) -> Any:
        """The game on the table (the same as `state`)."""
        return self.state

    @property
    def new_game_button(self) -> w.Button:
        """The *New game* button (`new_button`, under the name the games used first)."""
        return self.new_button

    def __repr__(self) -> str:
        """What a notebook shows where the live widget is not running (a stored lesson
        opened before its cells run, or nbval's comparison): a friendly line, not the
        widget's internals."""
        return self.tr("shell_repr", game=self.tr(self.title_key))

    def tr(self, key: str, **values: object) -> str:
        """The catalogue's text for `key` in the widget's language."""
        return t(key, self.lang, **values)

    def count(self, key: str, n: int, **values: object) -> str:
        """`key` with the right plural for `n` ("1 Punkt", "2 Punkte")."""
        return plural(key, n, self.lang, **values)

    def name(self, seat: int) -> str:
        """A seat's name, escaped for HTML (names are user input)."""
        return escape(self.state.seats[seat].name)

    def is_you(self, seat: int) -> bool:
        """Whether a seat is called "you" in the widget's language ("You", "Du"): such a
        seat is addressed in the second person ("Du bist dran", "You win")."""
        return self.state.seats[seat].name.casefold() in YOU[self.lang]

    def seat_turn_text(self, seat: int) -> str:
        """ "Du bist dran" for a seat called you, else "Anna ist dran"."""
        if self.is_you(seat):
            return self.tr("shell_turn_you")
        return self.tr("shell_turn", name=self.state.seats[seat].name)

    def on_click(self, button: w.Button, handler: Callable[[Any], Any]) -> None:
        """Connect a button; a refusal (a `RuleError`) from `handler` is shown, not
        raised. Any other error is a bug and is raised."""

        def run(widget: Any) -> None:
            try:
                handler(widget)
            except RuleError as error:
                self.message.error(error)

        button.on_click(run)

    def on_pick(self, board: Board, handler: Callable[[str], Any]) -> None:
        """Connect a board: `handler(id)` for each click on one of its items; a click that
        is refused (a stale picture, a `RuleError` from `handler`) is shown in the
        message line and the board is drawn again."""

        def refused(error: Exception) -> None:
            self.message.error(error)
            self.redraw()

        board.on_pick(handler)
        board.on_error(refused)

    @property
    def human_to_move(self) -> bool:
        """True when a human seat is to move (so the board takes clicks)."""
        mover = self.state.to_move
        return mover is not None and mover is not CHANCE and not self.state.seats[mover].computer

    def play(self, move: Any) -> bool:
        """Apply a human's move; on a refusal show why and change nothing.

        After the move, chance and computer seats act until a human is to move again.
        Returns whether the move was accepted. While the steps before it are still being
        shown, a move only shows their end (`skip`): the student acts on what they see.
        """
        if self.playback.playing:
            self.skip()
            return False
        try:
            if self.state.to_move is not None and not self.human_to_move:
                raise RuleError(
                    "it is not a human player's turn now",
                    "shell_err_not_human",
                )
            following = self.state.apply(move)
        except RuleError as error:
            self.message.error(error)
            self.redraw()
            return False
        if self.coach is not None:
            self.coach.record(self.state, move)
        self._record(self.state, move)
        self.state = following
        self.message.clear()
        self._advance(after_human=True)
        return True

    def resume(self) -> None:
        """Let chance and computer seats act again after `hold_computers` held them."""
        self._advance()

    def new_game(self) -> None:
        """Start again with the same seats and rules (the generator runs on)."""
        self.playback.stop()
        self.state = self.new_state(self._players, self._rules)
        if self.rules_panel is not None:
            self.rules_panel.show(self.rules_values(), self.rules_notes())
        self.move_log.clear()
        self.message.clear()
        if self.coach is not None:
            self.coach.reset()
        self._advance()
        self._warm_coach()

    def refresh(self) -> None:
        """Redraw the status, the board and, once the game is over, the ranking and then
        the report (last: computing it may take a moment, and the board must show the
        game's end at once); announce what was logged since the last redraw (`live`), and
        after the move that ended the game who won, with the focus moved to "Play again"
        (the board has no control left to hold it)."""
        ended = self.state.over and bool(self._news)
        if ended:
            self._news.append(f"{self.tr('game_over')} {self._winners_text()}")
        self.live.announce(self._news)
        self._news = []
        self.status.value = self._status_html()
        if self.state.over:
            self.end_screen.show_ranking(self._ranking_html())
        elif self._end_screen is not None:
            self._end_screen.show_ranking("")
        if self.coach is not None:
            names = [seat.name for seat in self.state.seats]
            self.coach.show(self.state, self.human_to_move, names)
        self.redraw()
        if ended:
            self.again_button.focus()
        self._show_report()

    def ranking_lines(self) -> list[str]:
        """The final ranking as plain lines, shared places included ("1. Anna: 12 points")."""
        return [self._standing_text(s) for s in self.state.ranking()]

    # --- inside ----------------------------------------------------------------------

    def _advice(self, state: Any) -> Any:
        """The game's `coach_values`; a failing coach says why and never stops play."""
        try:
            return self.coach_values(state)
        except Exception as error:  # a failing coach must never stop the game
            self.message.info(self.tr("coach_failed", reason=error_text(error, self.lang)))
            return None

    def _goal_advice(self, state: Any, target: int) -> Any:
        """The game's `coach_chances`; a failing coach says why and never stops play."""
        try:
            return self.coach_chances(state, target)
        except Exception as error:  # a failing coach must never stop the game
            self.message.info(self.tr("coach_failed", reason=error_text(error, self.lang)))
            return None

    def _waits_for_paint(self) -> bool:
        """Whether the widget's first picture is still to come: in a kernel, until its
        board has painted (outside one no front end draws, so nothing waits)."""
        board = self._first_board
        return board is not None and not board.drawn and event_loop() is not None

    def _painted(self) -> None:
        """The board is on screen: build what the page shows later, then the coach's
        tables."""
        self._build_later_parts()
        self._warm_coach()

    def _warm_coach(self) -> None:
        """Start building what the coach needs in the background (`coach_in_background`),
        where the game declares something to build: in a kernel once the board is painted
        (until then its thread would hold up the page), elsewhere at once."""
        if self.coach is None or not self.coach_in_background or self._waits_for_paint():
            return
        self.coach.warm(self.coach_warmup(), self.coach_goal_warmup())

    # --- parts shown later (see the module text) ------------------------------------

    def _build_later_parts(self) -> None:
        _ = (self.end_screen, self.playback_bar)  # each is built on first use
        if self.coach is not None and self.coach.goal(self.state) is not None:
            _ = self.coach.goal_row

    def _insert(self, part: w.Widget, after: w.Widget) -> None:
        children = list(self.children)
        children.insert(children.index(after) + 1, part)
        self.children = children

    @property
    def end_screen(self) -> EndScreen:
        """The end screen (`pyramide_kit.ui.end_screen`), over the board."""
        if self._end_screen is None:
            screen = self._end_screen = EndScreen(self.lang)
            self.on_click(screen.report.button, lambda _: self._show_report(wait=False))
            self.on_click(screen.again, lambda _: self.new_game())
            self._insert(screen, self.status if self.rules_panel is None else self.rules_panel)
        return self._end_screen

    @property
    def ranking_view(self) -> w.HTML:
        """The end screen's ranking."""
        return self.end_screen.ranking

    @property
    def report_view(self) -> ReportView:
        """The end screen's report of every human seat."""
        return self.end_screen.report

    @property
    def again_button(self) -> w.Button:
        """The end screen's "Play again"."""
        return self.end_screen.again

    @property
    def playback_bar(self) -> w.HBox:
        """ "Go on" and "Skip" (`go_on_button`, `skip_button`) under the board, shown while
        the steps of chance and the computer are shown."""
        if self._playback_bar is None:
            go_on = w.Button(description=self.tr("pace_go_on"), icon="play")
            skip = w.Button(description=self.tr("pace_skip"), icon="forward")
            self.on_click(go_on, lambda _: self._go_on())
            self.on_click(skip, lambda _: self.skip())
            bar = self._playback_bar = w.HBox([go_on, skip], layout=w.Layout(display="none"))
            self._insert(bar, self._board_parts[-1] if self._board_parts else self.status)
        return self._playback_bar

    @property
    def go_on_button(self) -> w.Button:
        return self.playback_bar.children[0]

    @property
    def skip_button(self) -> w.Button:
        return self.playback_bar.children[1]

    def _show_report(self, wait: bool = True) -> None:
        """Once the game is over: the report of every human seat (computed once per
        game, or offered by a button where `report_waits` and `wait`); before, nothing."""
        state = self.state
        humans = [seat for seat, player in enumerate(state.seats) if not player.computer]
        reporting = type(self).game_report is not TableShell.game_report
        if not state.over or not reporting or not humans:
            self._reported, self.reports = None, {}
            if self._end_screen is not None:
                self._end_screen.report.clear()
            return
        if self._reported is state:
            return
        if wait and self.report_waits(state):
            self.report_view.offer()
            return
        self._reported = state
        try:
            reports = {seat: self.game_report(state, seat) for seat in humans}
        except Exception as error:  # a failing report must never hide the game's end
            self.message.info(self.tr("report_failed", reason=error_text(error, self.lang)))
            reports = {}
        self.reports = {seat: report for seat, report in reports.items() if report is not None}
        names = [seat.name for seat in state.seats]
        failed: list[Exception] = []

        def note(seat: int, report: Any, you: bool) -> str | None:
            if failed:
                return None
            try:
                return self.report_note(state, seat, report, you)
            except Exception as error:  # the report is shown without its note
                failed.append(error)
                return None

        self.report_view.show(self.reports, names, self.is_you, self.coach_label, note)
        if failed:
            self.message.info(self.tr("report_failed", reason=error_text(failed[0], self.lang)))

    def _lines(self, state: Any, move: Any) -> tuple[str, ...]:
        lines = self.describe(state, move)
        return tuple([lines] if isinstance(lines, str) else lines or ())

    def _record(self, state: Any, move: Any) -> None:
        for line in self._lines(state, move):
            self._log(line)

    def _log(self, line: str) -> None:
        """A line in the move log, to be announced at the next redraw (`live`)."""
        self.move_log.add(line)
        self._news.append(line)

    def _advance(self, after_human: bool = False) -> None:
        """Let chance and the computer seats act until a human is to move, and show their
        steps (one at a time at `pace`, see `pyramide_kit.ui.pacing`). After a human's
        move (`after_human`) the last picture before the first computer step waits for
        the student, so the move's result stays in view."""
        start = self.state
        steps, self.state = play_until_human(
            start,
            self.chance_move,
            self.computer_move,
            lambda state: state.seats[state.to_move].computer and not self.hold_computers(state),
        )
        frames = [Frame(start, ())]
        computer = None  # the index of the first frame a computer seat's move made
        for before, move, after in steps:
            if computer is None and before.to_move is not CHANCE:
                computer = len(frames)
            frames.append(Frame(after, self._lines(before, move), mover=before.to_move))
        if after_human and computer is not None:
            frames[computer - 1] = replace(frames[computer - 1], hold=True)
        if not frames[0].hold:
            frames = frames[1:]  # the picture before the steps is on the board already
        self.playback.start(frames)

    def skip(self) -> None:
        """Show at once the end of the steps being shown (the "Skip" button)."""
        self.playback.skip()

    def _go_on(self) -> None:
        self.go_on_button.layout.display = "none"
        self.playback.go_on()

    def _show_frame(self, frame: Frame) -> None:
        """Draw one step of chance or the computer (the table's state stays the last
        step's: the engine has played them all), with the buttons to go on or skip."""
        for line in frame.lines:
            self._log(line)
        final, self.state = self.state, frame.state
        try:
            self.refresh()
            hint = self.tr("pace_look" if frame.hold else "pace_watch")
            if frame.hold:  # the student's own move: nobody else acts yet
                self.status.value = f"<b>{escape(hint)}</b>"
            elif frame.mover is not CHANCE and frame.mover is not None:  # a seat's step
                who = self.seat_turn_text(frame.mover)
                self.status.value = f"<b>{escape(who)}</b> · {escape(hint)}"
            elif not frame.state.over and frame.state.to_move is not CHANCE:
                self.status.value = f"<b>{escape(self.turn_text())}</b> · {escape(hint)}"
        finally:
            self.state = final
        self.go_on_button.layout.display = None if frame.hold else "none"
        self.playback_bar.layout.display = None

    def _finish_frames(self, frames: list[Frame]) -> None:
        """The steps are over: the lines of those not shown, then the table as it is."""
        for frame in frames:
            for line in frame.lines:
                self._log(line)
        if self._playback_bar is not None:
            self._playback_bar.layout.display = "none"
        self.refresh()

    def _status_html(self) -> str:
        if self.state.over:  # the end screen follows: the ranking, the report, the next game
            return f"<b>{escape(self.tr('game_over'))}</b> · {escape(self.tr('shell_again'))}"
        if self.state.to_move is CHANCE:  # a step being shown: the dice are on their way
            return f"<b>{escape(self.tr('pace_chance'))}</b>"
        return f"<b>{escape(self.turn_text())}</b> · {escape(self.todo())}"

    def _standing_text(self, standing: Standing) -> str:
        """One line of the ranking; a seat whose total equals another's says with whom,
        and, where the game ranks them apart, why this seat stands above or below its
        neighbour in the ranking (the game's `tie_break_text`)."""
        total = self.count(self.total_key, standing.total)
        name = self.state.seats[standing.seat].name
        line = self.tr("shell_rank_line", place=standing.place, name=name, total=total)
        group = [s for s in self.state.ranking() if s.total == standing.total]
        if len(group) == 1:
            return line
        names = ", ".join(self._object_name(s.seat) for s in group if s != standing)
        notes = [self.count("shell_rank_equal", len(group) - 1, names=names, total=total)]
        at = group.index(standing)
        neighbour = group[at - 1] if at > 0 else group[1]
        if neighbour.place != standing.place:
            better, worse = sorted((standing, neighbour), key=lambda s: s.place)
            notes.append(self.tie_break_text(better.seat, worse.seat))
        return self.tr("shell_rank_line_note", line=line, note="; ".join(filter(None, notes)))

    def _object_name(self, seat: int) -> str:
        """A seat's name after "with": "dir"/"you" for the seat called you."""
        return self.tr("shell_you_object") if self.is_you(seat) else self.state.seats[seat].name

    def _winners_text(self) -> str:
        """Who won the finished game: "Anna gewinnt.", "Du gewinnst.", or the shared win."""
        first = [s.seat for s in self.state.ranking() if s.place == 1]
        winners = [self.state.seats[seat].name for seat in first]
        if len(first) > 1:
            return self.tr("shell_winners", names=", ".join(winners))
        if self.is_you(first[0]):
            return self.tr("shell_winner_you")
        return self.tr("shell_winner", name=winners[0])

    def _ranking_html(self) -> str:
        items = "".join(f"<li>{escape(self._standing_text(s))}</li>" for s in self.state.ranking())
        return (
            f"<b>{escape(self.tr('ranking'))}</b>: {escape(self._winners_text())}"
            f'<ul style="list-style:none;padding-left:0;margin:2px 0">{items}</ul>'
        )
