"""The Mauro widget: three coloured dice, the running series, and the rule text's score table.

One student plays alone, or several players share one screen; computer seats throw by
themselves. The widget plays through the engine's table protocol: a click applies the
seat's move (`Roll` or `Bank`), chance throws through `sample_chance`, computer seats
play their policy's `choose`; what a throw is worth, when the series ends, whether
stopping is allowed and who ranks where are all asked of the engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from html import escape

import ipywidgets as w

from pyramide_kit.checks import check_flag, check_seed
from pyramide_kit.dice import MIWIN_DICE
from pyramide_kit.errors import RuleError
from pyramide_kit.mauro import labels as _labels  # noqa: F401  (registers the texts)
from pyramide_kit.mauro.game import LOST, SCORED, STOPPED, Game, Turn, new_game
from pyramide_kit.mauro.moves import Bank, Dice, Roll
from pyramide_kit.mauro.rules import Rules
from pyramide_kit.mauro.strategy import ComputerPolicy
from pyramide_kit.mauro.throws import Throw
from pyramide_kit.seats import Player
from pyramide_kit.simulate import rng_for
from pyramide_kit.table import CHANCE, play_until_human
from pyramide_kit.ui.i18n import check_lang, t
from pyramide_kit.ui.parts import DiceTray, MessageLine, MoveLog, reporting_errors

__all__ = ["MauroApp"]

_CELL = "padding:1px 5px;text-align:center"
_COUNTED = "background:#d9d9d9;font-weight:bold"  # the rule text greys the points that count


class MauroApp(w.VBox):
    """Play Mauro (variant 1 or 2) with 1 to 8 players, some of them computer seats.

    `players` lists names, `Player`s or (name, is_computer) pairs. Computer seats play
    their turn at once unless `auto_computer` is False; then `computer_button` plays one
    computer turn per click. `seed` (a whole number, or None) makes the dice repeat.
    """

    def __init__(
        self,
        players: Sequence[Player | str | tuple[str, bool]] = ("Spieler 1",),
        lang: str = "de",
        seed: int | None = None,
        rules: Rules | None = None,
        policy: ComputerPolicy | None = None,
        auto_computer: bool = True,
    ) -> None:
        super().__init__()
        self.lang = check_lang(lang)
        self.seed = check_seed(seed)
        self.rng = rng_for(self.seed)
        if policy is not None and not isinstance(policy, ComputerPolicy):
            raise RuleError(
                f"policy is a mauro ComputerPolicy, not {policy!r}",
                "mauro_err_policy",
                value=repr(policy),
            )
        self.policy = policy or ComputerPolicy()
        self.auto_computer = check_flag(auto_computer, "auto_computer")
        self.game: Game = new_game(players, rules)

        self.title = w.HTML(f"<h3>{escape(t('mauro_title', lang))}</h3>")
        self.variant = w.Dropdown(
            options=[(t("mauro_variant", lang, variant=v), v) for v in (1, 2)],
            value=self.game.rules.variant,
            layout=w.Layout(width="140px"),
        )
        self.status = w.HTML()
        self.message = MessageLine(lang)
        self.tray = DiceTray(3, lang, dice=MIWIN_DICE)
        for toggle in self.tray.toggles:  # Mauro never holds dice
            toggle.layout.display = "none"
        self.throw_button = w.Button(description=t("throw", lang), button_style="primary")
        self.bank_button = w.Button(description=t("mauro_bank", lang))
        self.computer_button = w.Button(description=t("mauro_computer_turn", lang))
        self.new_game_button = w.Button(description=t("new_game", lang))
        self.series = w.HTML()
        self.table = w.HTML()
        self.ranking = w.HTML()
        self.move_log = MoveLog(lang)

        report = reporting_errors(self.message)
        self.throw_button.on_click(report(self._on_throw))
        self.bank_button.on_click(report(self._on_bank))
        self.computer_button.on_click(report(self._on_computer))
        self.new_game_button.on_click(report(self._on_new_game))

        self.children = [
            self.title,
            w.HBox([self.variant, self.new_game_button]),
            self.status,
            self.tray,
            w.HBox([self.throw_button, self.bank_button, self.computer_button]),
            self.series,
            self.message,
            self.table,
            self.ranking,
            self.move_log,
        ]
        self._play_computers()
        self._refresh()

    # ----- actions -------------------------------------------------------------------

    def _check_human(self) -> None:
        game = self.game
        mover = game.to_move
        if mover is not None and mover is not CHANCE and game.seats[mover].computer:
            raise RuleError(
                f"{game.seats[mover].name} is a computer seat",
                "mauro_err_computer_seat",
                name=game.seats[mover].name,
            )

    def _on_throw(self, _button: object = None) -> None:
        self._check_human()
        self._play(Roll())

    def _on_bank(self, _button: object = None) -> None:
        self._check_human()
        self._play(Bank())

    def _on_computer(self, _button: object = None) -> None:
        game = self.game
        if game.over:
            raise RuleError(
                "the game is over; start a new game", "mauro_err_over", rounds=game.rules.rounds
            )
        if not game.player.computer:
            raise RuleError(
                f"{game.player.name} plays in person",
                "mauro_err_human_seat",
                name=game.player.name,
            )
        self._computer_turn()
        self._play_computers()
        self._refresh()

    def _on_new_game(self, _button: object = None) -> None:
        rules = replace(self.game.rules, variant=self.variant.value)
        self.game = new_game(self.game.seats, rules)
        self.move_log.clear()
        self.message.clear()
        self._play_computers()
        self._refresh()

    def _play(self, move: Roll | Bank) -> None:
        """A human seat's move, then chance (and computer seats) until a human is to move."""
        self._apply(move)
        while self.game.to_move is CHANCE:
            self._apply(self.game.sample_chance(self.rng))
        self._play_computers()
        self._refresh()

    def _computer_turn(self) -> None:
        """One whole turn of the computer seat to move: its policy's moves and chance."""
        turns = len(self.game.turns)
        while len(self.game.turns) == turns and not self.game.over:
            game = self.game
            self._apply(
                game.sample_chance(self.rng) if game.to_move is CHANCE else self.policy.choose(game)
            )

    def _play_computers(self) -> None:
        if self.auto_computer:
            for _state, move in play_until_human(self.game, self.rng, self.policy.choose):
                self._apply(move)

    def _apply(self, move: Roll | Bank | Dice) -> None:
        """Apply a move through the engine and write what happened into the log."""
        before, self.game = self.game, self.game.apply(move)
        self.message.clear()
        name = before.player.name
        if isinstance(move, Dice):
            self._log_throw(name, move.values)
        if len(self.game.turns) > len(before.turns):
            turn = self.game.turns[-1]
            if turn.result == LOST:
                self.move_log.add(t("mauro_log_lost", self.lang, name=name))
            elif turn.result != SCORED:
                self.move_log.add(t("mauro_log_banked", self.lang, name=name, points=turn.banked))

    def _log_throw(self, name: str, throw: Throw) -> None:
        dice = " ".join(str(v) for v in throw)
        if self.game.rules.variant == 2:
            points = self.game.throw_points(throw)
            self.move_log.add(t("mauro_log_scored", self.lang, name=name, dice=dice, points=points))
            return
        kind = t(f"mauro_class_{self.game.throw_class(throw).value}", self.lang)
        self.move_log.add(t("mauro_log_throw", self.lang, name=name, dice=dice, kind=kind))

    # ----- drawing -------------------------------------------------------------------

    @property
    def last_throw(self) -> Throw | None:
        """The throw the dice show: the latest of the series or of the last turn."""
        if self.game.series:
            return self.game.series[-1]
        return self.game.turns[-1].throws[-1] if self.game.turns else None

    def _refresh(self) -> None:
        game, lang = self.game, self.lang
        shown = self.last_throw
        self.tray.show(shown if shown is not None else (None, None, None), can_hold=False)
        rules = game.rules
        if game.over:
            self.status.value = f"<b>{escape(t('game_over', lang))}</b>"
        else:
            self.status.value = escape(
                t(
                    "mauro_status",
                    lang,
                    round=game.round,
                    rounds=rules.rounds,
                    name=game.player.name,
                )
            )
        if rules.variant == 1 and not game.over:
            self.series.value = escape(
                t("mauro_series", lang, points=game.series_total, throws=len(game.series))
            )
        else:
            self.series.value = ""
        human = not game.over and not game.player.computer
        self.throw_button.disabled = not human
        self.bank_button.disabled = not (human and Bank() in game.legal_moves())
        self.bank_button.layout.display = "" if rules.can_stop else "none"
        self.computer_button.disabled = game.over or not game.player.computer
        self.computer_button.layout.display = "" if any(p.computer for p in game.seats) else "none"
        self.table.value = self._table_html()
        self.ranking.value = self._ranking_html()

    def _line_mark(self, turn: Turn, index: int) -> str:
        """What the rule text writes in the points column for one throw line."""
        last = index == len(turn.throws) - 1
        if turn.result == SCORED:
            points = turn.points[index]
            return str(points) if points else t("mauro_line_none", self.lang)
        if not last or turn.result == STOPPED:
            return str(turn.points[index])
        if turn.result == LOST:
            return t("mauro_line_lost", self.lang)
        return t("mauro_line_weiter", self.lang)

    def _turn_lines(self, turn: Turn | None, running: tuple[Throw, ...]) -> list[str]:
        """HTML cells (III, IV, V, points) for each throw line of one turn."""
        lines = []
        throws = turn.throws if turn is not None else running
        for i, throw in enumerate(throws):
            cells = "".join(
                f'<td style="{_CELL};color:{die.pip_colour}">{v}</td>'
                for v, die in zip(throw, MIWIN_DICE, strict=True)
            )
            if turn is None:
                mark, counted = str(self.game.series_points[i]), False
            else:
                mark = self._line_mark(turn, i)
                counted = turn.banked > 0 and turn.points[i] > 0
            style = f"{_CELL};{_COUNTED}" if counted else _CELL
            lines.append(f'{cells}<td style="{style}">{escape(mark)}</td>')
        return lines

    def _table_html(self) -> str:
        game, lang = self.game, self.lang
        heads = "".join(
            f'<th colspan="4" style="{_CELL}">{escape(p.name)}</th>' for p in game.seats
        )
        dice_heads = "".join(
            "".join(f'<th style="{_CELL};color:{d.pip_colour}">{d.name}</th>' for d in MIWIN_DICE)
            + f'<th style="{_CELL}">{escape(t("mauro_points", lang))}</th>'
            for _ in game.seats
        )
        rows = [f"<tr><th></th>{heads}</tr>", f"<tr><th></th>{dice_heads}</tr>"]
        for round_ in range(1, game.rules.rounds + 1):
            per_player = []
            for i in range(len(game.seats)):
                turn = game.turn_of(i, round_)
                running = (
                    game.series
                    if turn is None and not game.over and game.round == round_ and game.current == i
                    else ()
                )
                per_player.append(self._turn_lines(turn, running))
            height = max(1, *(len(lines) for lines in per_player))
            for line in range(height):
                label = f"{round_}." if line == 0 else ""
                cells = "".join(
                    lines[line] if line < len(lines) else f'<td colspan="4" style="{_CELL}"></td>'
                    for lines in per_player
                )
                border = "border-top:1px solid #999" if line == 0 else ""
                rows.append(f'<tr style="{border}"><td style="{_CELL}">{label}</td>{cells}</tr>')
        totals = "".join(
            f'<td colspan="3" style="{_CELL}">{escape(t("total", lang))}:</td>'
            f'<td style="{_CELL};font-weight:bold">{total}</td>'
            for total in game.totals()
        )
        rows.append(f'<tr style="border-top:2px solid #333"><td></td>{totals}</tr>')
        return (
            '<table style="border-collapse:collapse;font-family:monospace">'
            + "".join(rows)
            + "</table>"
        )

    def _ranking_html(self) -> str:
        game, lang = self.game, self.lang
        if not game.over:
            return ""
        lines = [
            escape(
                t(
                    "rank_line",
                    lang,
                    rank=standing.place,
                    name=game.seats[standing.seat].name,
                    points=standing.total,
                )
            )
            for standing in game.ranking()
        ]
        names = ", ".join(game.seats[i].name for i in game.winners())
        head = escape(t("mauro_winners", lang, names=names))
        return f"<b>{head}</b><br>{escape(t('ranking', lang))}:<br>" + "<br>".join(lines)
