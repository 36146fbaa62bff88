"""The duel of two dice, and why "beats" goes round in a circle with Miwin's dice.

Each player throws one die; the higher number wins, equal numbers tie. Die III beats
IV, IV beats V and V beats III, each with the same chance 17/36 against 16/36 (ties
3/36). So whichever die you choose, the other player can choose one that beats it: the
computer in the duel widget always does. For comparison the kit carries Efron's dice,
the classic set of four where each beats the next with 2/3.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from fractions import Fraction
from itertools import product
from typing import TYPE_CHECKING

from pyramide_kit.checks import draw
from pyramide_kit.dice import D6, MIWIN_DICE, Die, check_die
from pyramide_kit.errors import RuleError, quoted
from pyramide_kit.exact import Distribution, to_sympy

if TYPE_CHECKING:
    import sympy

__all__ = [
    "EFRON_DICE",
    "Duel",
    "counter_die",
    "d6_win_probability",
    "die_named",
    "duel_outcomes",
    "duel_result",
    "new_duel",
    "tie_probability",
    "win_fraction",
    "win_probability",
    "win_probability_sympy",
]

# Efron's dice: A beats B, B beats C, C beats D, D beats A, each with 2/3.
EFRON_DICE = (
    Die("A", (4, 4, 4, 4, 0, 0)),
    Die("B", (3, 3, 3, 3, 3, 3)),
    Die("C", (6, 6, 2, 2, 2, 2)),
    Die("D", (5, 5, 5, 1, 1, 1)),
)

WIN, LOSS, TIE = 1, -1, 0


def duel_result(mine: int, theirs: int) -> int:
    """The duel's one rule, from the first player's side: higher wins (1), equal ties (0)."""
    return (mine > theirs) - (mine < theirs)


def duel_outcomes(a: Die, b: Die) -> Distribution:
    """The exact distribution of a duel from a's side: 1 win, 0 tie, -1 loss."""
    a, b = check_die(a), check_die(b)
    return Distribution.uniform(duel_result(x, y) for x, y in product(a.faces, b.faces))


def win_fraction(a: Die, b: Die) -> Fraction:
    """P(a shows a higher number than b) as a `Fraction`, by counting the 36 face pairs
    (what the duel's board and the computer's choice of die need: no SymPy)."""
    return duel_outcomes(a, b)[WIN]


def win_probability(a: Die, b: Die) -> sympy.Rational:
    """P(a shows a higher number than b), by counting the 36 face pairs."""
    return to_sympy(win_fraction(a, b))


def tie_probability(a: Die, b: Die) -> sympy.Rational:
    """P(a and b show the same number)."""
    return to_sympy(duel_outcomes(a, b)[TIE])


def _random_variable(die: Die, name: str) -> sympy.Expr:
    import sympy
    from sympy.stats import FiniteRV

    counts = Counter(die.faces)
    return FiniteRV(name, {face: sympy.Rational(n, die.sides) for face, n in counts.items()})


def win_probability_sympy(a: Die, b: Die) -> sympy.Rational:
    """P(a > b) by `sympy.stats`, independently of the face counting above (SymPy is
    imported here: the duel's board needs none)."""
    from sympy.stats import P as probability_of

    a, b = check_die(a), check_die(b)
    return probability_of(_random_variable(a, "a") > _random_variable(b, "b"))


def die_named(name: str, dice: tuple[Die, ...] = MIWIN_DICE) -> Die:
    """The die called `name` (III, IV, V), or a RuleError naming the choices."""
    for die in dice:
        if isinstance(name, str) and die.name == name:  # (an array's == is elementwise)
            return die
    choices = ", ".join(d.name for d in dice)
    raise RuleError(
        f"there is no die {quoted(name)}; choose one of {choices}",
        "mauro_err_die_name",
        name=quoted(name),
        choices=choices,
    )


def counter_die(die: Die, dice: tuple[Die, ...] = MIWIN_DICE) -> Die:
    """The other die with the best chance of beating `die`: the computer's choice."""
    check_die(die)
    others = [d for d in dice if d != die]
    return max(others, key=lambda d: (win_fraction(d, die), -dice.index(d)))


@dataclass(frozen=True)
class Duel:
    """A running series of duels: the player's die, the computer's, and every throw."""

    player_die: Die
    computer_die: Die
    throws: tuple[tuple[int, int], ...] = ()

    @property
    def results(self) -> tuple[int, ...]:
        """Per duel from the player's side: 1 won, 0 tie, -1 lost."""
        return tuple(duel_result(x, y) for x, y in self.throws)

    @property
    def player_wins(self) -> int:
        return self.results.count(WIN)

    @property
    def computer_wins(self) -> int:
        return self.results.count(LOSS)

    @property
    def ties(self) -> int:
        return self.results.count(TIE)

    @property
    def exact_computer_win(self) -> sympy.Rational:
        """The exact chance that the computer wins one duel."""
        return win_probability(self.computer_die, self.player_die)

    def chance_outcomes(self) -> Distribution:
        """The 36 equally likely (player, computer) throws."""
        return Distribution.uniform(product(self.player_die.faces, self.computer_die.faces))

    def throw(self, values: tuple[int, int]) -> Duel:
        """Record one duel: the player's number, then the computer's."""
        try:
            mine, theirs = values
        except (TypeError, ValueError):
            raise RuleError(
                f"a duel throw is two numbers (yours, the computer's), got {quoted(values)}",
                "mauro_err_duel_throw",
                value=quoted(values),
            ) from None
        self.player_die.check(mine)
        self.computer_die.check(theirs)
        return replace(self, throws=(*self.throws, (mine, theirs)))

    def roll(self, rng) -> Duel:
        """Throw both dice with a generator that has numpy's `integers`."""
        i, j = draw(rng, 0, 6, 2).tolist()
        return self.throw((self.player_die.faces[i], self.computer_die.faces[j]))


def new_duel(player_die: str | Die, dice: tuple[Die, ...] = MIWIN_DICE) -> Duel:
    """Start a duel: the player picks a die, the computer takes the die that beats it."""
    die = player_die if isinstance(player_die, Die) else die_named(player_die, dice)
    if die not in dice:
        raise RuleError(
            f"die {die.name} is not one of this duel's dice",
            "mauro_err_die_name",
            name=die.name,
            choices=", ".join(d.name for d in dice),
        )
    return Duel(die, counter_die(die, dice))


def d6_win_probability() -> sympy.Rational:
    """For comparison: one ordinary die against another wins with 15/36."""
    return win_probability(D6, D6)
