"""Many seeded solitaire games with a policy: mean, spread, bonus rate and Kniffel rate.

Used to put the advice of the rule text (`BookAdvice`) to the test against the greedy
player and optimal play (`OptimalPolicy`: some 20 games a second through the engine; for
many games `optimal.simulate_optimal` is vectorised). Every number comes with its 95 %
interval (normal for the mean, Wilson for the rates). A result prints itself in German or
English (`lang`), so the German lesson reads its own words beside the same numbers.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from pyramide_kit.checks import check_seed, trial_count, whole_number
from pyramide_kit.i18n import check_lang, decimal_text, percent_text, t
from pyramide_kit.kniffel.game import new_game
from pyramide_kit.kniffel.labels import policy_name
from pyramide_kit.kniffel.rules import Rules, check_rules
from pyramide_kit.kniffel.sheet import Scorecard
from pyramide_kit.kniffel.strategy import AnyPolicy, check_policy
from pyramide_kit.simulate import mean_interval, rng_for, wilson_interval
from pyramide_kit.table import play_turn

__all__ = ["SolitaireResult", "play_solitaire", "simulate_policy"]


def play_solitaire(policy: AnyPolicy, rng: Any, rules: Rules | None = None) -> Scorecard:
    """One whole game of thirteen rounds for one player; returns the full card."""
    check_policy(policy)
    game = new_game(["solo"], rules)
    while not game.over:
        game = play_turn(game, policy, rng)[-1]
    return game.cards[0]


@dataclass(frozen=True)
class SolitaireResult:
    """Totals, bonus and Kniffel flags of `n` seeded games of one policy; `lang` is the
    language it prints in."""

    policy: str
    seed: int
    totals: np.ndarray = field(repr=False)
    bonus: np.ndarray = field(repr=False)
    kniffel: np.ndarray = field(repr=False)
    lang: str = "en"

    @property
    def n(self) -> int:
        return int(self.totals.size)

    @property
    def mean(self) -> float:
        return float(self.totals.mean())

    @property
    def sd(self) -> float:
        return float(self.totals.std(ddof=1))

    @property
    def mean_interval(self) -> tuple[float, float]:
        return mean_interval(self.totals)

    @property
    def bonus_rate(self) -> float:
        return float(self.bonus.mean())

    @property
    def bonus_interval(self) -> tuple[float, float]:
        return wilson_interval(int(self.bonus.sum()), self.n)

    @property
    def kniffel_rate(self) -> float:
        return float(self.kniffel.mean())

    @property
    def kniffel_interval(self) -> tuple[float, float]:
        return wilson_interval(int(self.kniffel.sum()), self.n)

    def describe(self, lang: str | None = None) -> str:
        """The summary in `lang` (default: the result's own): the same numbers, printed
        with decimal points in both languages, as Python prints them."""
        lang = check_lang(self.lang if lang is None else lang)
        m, b, k = self.mean_interval, self.bonus_interval, self.kniffel_interval
        return t(
            "kniffel_solitaire_summary",
            lang,
            policy=policy_name(self.policy, lang),
            n=self.n,
            seed=self.seed,
            mean=decimal_text(self.mean, 1, lang),
            mean_low=decimal_text(m[0], 1, lang),
            mean_high=decimal_text(m[1], 1, lang),
            sd=decimal_text(self.sd, 1, lang),
            **_rate("bonus", self.bonus_rate, b, lang),
            **_rate("kniffel", self.kniffel_rate, k, lang),
        )

    def __str__(self) -> str:
        return self.describe()


def _rate(name: str, rate: float, interval: tuple[float, float], lang: str) -> dict[str, str]:
    """A rate and its interval as percentages to one decimal, in the language's writing."""
    low, high = interval
    return {name: _percent(rate, lang), f"{name}_low": _percent(low, lang),
            f"{name}_high": _percent(high, lang)}  # fmt: skip


def _percent(rate: float, lang: str) -> str:
    return percent_text(rate, 1, lang)


def simulate_policy(
    policy: AnyPolicy, n: int, seed: int, rules: Rules | None = None, lang: str = "en"
) -> SolitaireResult:
    """Play `n` solitaire games with one generator seeded by `seed`; the result prints
    in `lang` ("de" or "en").

    "Kniffel" counts games whose Kniffel box holds the Kniffel points (at least one
    Kniffel written there).
    """
    check_policy(policy)
    lang = check_lang(lang)
    n = trial_count(n, "n", 2)
    seed = whole_number(check_seed(seed), "seed")
    rules = check_rules(rules)
    rng = rng_for(seed)
    cards = [play_solitaire(policy, rng, rules) for _ in range(n)]
    return SolitaireResult(
        policy.name,
        seed,
        np.array([c.total for c in cards]),
        np.array([c.upper_bonus > 0 for c in cards]),
        np.array([c.box("kniffel") == rules.kniffel for c in cards]),
        lang,
    )
