"""Policies compared by simulation: every simulated mean inside a 99.9 % interval of the
exact value the solvers give, the ordering of the Kniffel players by paired intervals,
and the vectorised Pyramide games replayed move by move through the engine."""

from __future__ import annotations

import re

import numpy as np
import pytest

from pyramide_kit import comparison
from pyramide_kit.dice_codes import draw_digits
from pyramide_kit.errors import RuleError
from pyramide_kit.i18n import plural
from pyramide_kit.simulate import MeanResult

STRICT = 0.999


def strict(result: MeanResult) -> MeanResult:
    """The same values and exact value with a 99.9 % interval."""
    return MeanResult(result.values, result.seed, result.exact, STRICT)


@pytest.mark.slow
def test_kniffel_optimal_is_exact_and_beats_the_book_which_beats_greedy():
    result = comparison.compare_kniffel(2_000, seed=11)
    assert result.policies == ("optimal", "book advice", "greedy")
    assert strict(result["optimal"]).contains_exact
    assert result["book advice"].exact is None and result["greedy"].exact is None
    # paired differences on the same draws: the whole 99.9 % interval above zero
    assert strict(result.difference("optimal", "book advice")).interval[0] > 0
    assert strict(result.difference("book advice", "greedy")).interval[0] > 0
    assert result.difference("optimal", "greedy").exact is None


def test_pyramide_rounds_sit_inside_their_exact_intervals():
    result = comparison.compare_pyramide_rounds(100_000, seed=12)
    for name in ("optimal", "computer"):
        assert strict(result[name]).contains_exact, name
    gap = strict(result.difference("optimal", "computer"))
    assert gap.contains_exact and gap.interval[0] > 0


@pytest.mark.slow
def test_pyramide_games_optimum_inside_and_above_the_computer():
    result = comparison.compare_pyramide_games(5_000, seed=13)
    assert strict(result["optimal"]).contains_exact
    assert result["computer"].exact is None
    assert strict(result.difference("optimal", "computer")).interval[0] > 0


@pytest.mark.slow
def test_schmieden_rounds_sit_inside_their_exact_intervals():
    result = comparison.compare_schmieden_rounds(10_000, seed=14)
    for name in ("optimal", "computer"):
        assert strict(result[name]).contains_exact, name
    assert strict(result.difference("optimal", "computer")).contains_exact


def replay_pyramide(draws: np.ndarray, policy) -> int:
    """One solitaire game through the engine on one game's draws (rounds, throws)."""
    from pyramide_kit.pyramide import Dice, Roll, Write, new_game

    game = new_game(1)
    for round_draws in draws:
        game = game.apply(Roll()).apply(Dice(tuple(sorted(draw_digits(round_draws[0], 6)))))
        while True:
            move = policy.choose(game)
            game = game.apply(move)
            if isinstance(move, Write):
                break
            thrown = 6 - len(move.keep)
            pips = draw_digits(round_draws[game.throws], thrown)
            game = game.apply(Dice(tuple(sorted(pips))))
    assert game.over
    return game.totals()[0]


def test_vectorised_pyramide_games_are_the_engines_games():
    from pyramide_kit.pyramide.optimal import OptimalPolicy
    from pyramide_kit.pyramide.rules import Rules
    from pyramide_kit.pyramide.strategy import ComputerPolicy

    rng = np.random.default_rng(15)
    draws = rng.integers(0, 6**6, size=(6, 3, 12))
    optimal = comparison.optimal_pyramide_games(draws)
    computer = comparison._computer_games(draws, Rules())
    for i in range(draws.shape[2]):
        assert replay_pyramide(draws[:, :, i], ComputerPolicy()) == computer[i]
        assert replay_pyramide(draws[:, :, i], OptimalPolicy()) == optimal[i]


def test_a_comparison_names_its_policies_and_refuses_bad_arguments():
    result = comparison.compare_pyramide_rounds(1_000, seed=16)
    assert result.n == 1_000 and result.seed == 16
    rows = result.rows()
    assert [row["policy"] for row in rows] == list(result.policies)
    assert all(row["low"] <= row["mean"] <= row["high"] for row in rows)
    text = str(result)
    assert "seed 16" in text and all(name in text for name in result.policies)
    with pytest.raises(KeyError, match="optimal, computer"):
        result["greedy"]
    with pytest.raises(RuleError):
        comparison.compare_pyramide_rounds(1)
    with pytest.raises(RuleError):
        comparison.compare_pyramide_rounds(100, seed="7")


def test_a_comparison_prints_in_its_language_with_the_same_numbers():
    english = comparison.compare_pyramide_rounds(1_000, seed=16)
    german = comparison.compare_pyramide_rounds(1_000, seed=16, lang="de")
    assert "je 1.000 Runden" in str(german) and "1,000 rounds each" in str(english)
    english, german = (comparison.compare_pyramide_rounds(900, 16, lang=x) for x in ("en", "de"))
    numbers = re.compile(r"-?\d+(?:\.\d+)?")
    assert numbers.findall(str(german).replace(",", ".")) == numbers.findall(str(english))
    assert "Mittelwert" in str(german) and "mean" not in str(german)
    assert re.search(r"\d,\d{4}", str(german)) and not re.search(r"\d\.\d{4}", str(german))
    assert german.policies == english.policies  # the keys stay the code's names
    assert german.label("computer") == "Computer" and english.label("computer") == "computer"
    assert german.difference("optimal", "computer").lang == "de"
    with pytest.raises(KeyError):
        german.label("greedy")
    with pytest.raises(RuleError):
        comparison.compare_pyramide_rounds(1_000, seed=16, lang="fr")


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [
        (
            "en",
            "Pyramide rounds of 1 throw, round score",
            "Pyramide rounds of 2 throws, round score",
        ),
        (
            "de",
            "Pyramide-Runden mit 1 Wurf, Rundenpunkte",
            "Pyramide-Runden mit 2 Würfen, Rundenpunkte",
        ),
    ],
)
def test_a_pyramide_round_of_one_throw_says_throw(lang, one, two):
    from pyramide_kit.pyramide.rules import Rules as PyramideRules

    for throws, title in ((1, one), (2, two)):
        result = comparison.compare_pyramide_rounds(2, 1, PyramideRules(throws=throws), lang=lang)
        assert str(result).startswith(f"{title}: ")


@pytest.mark.parametrize(
    ("lang", "unit", "one", "two"),
    [
        ("en", "game", "T: 1 game each, seed 5", "T: 2 games each, seed 5"),
        ("en", "round", "T: 1 round each, seed 5", "T: 2 rounds each, seed 5"),
        ("de", "game", "T: je 1 Spiel, Startwert (seed) 5", "T: je 2 Spiele, Startwert (seed) 5"),
        ("de", "round", "T: je 1 Runde, Startwert (seed) 5", "T: je 2 Runden, Startwert (seed) 5"),
    ],
)
def test_the_header_counts_one_game_or_round_and_several(lang, unit, one, two):
    # a comparison needs two draws at least, so the header for one is rendered directly
    header = f"cmp_header_{unit}"
    assert plural(header, 1, lang, title="T", count="1", seed=5) == one
    assert plural(header, 2, lang, title="T", count="2", seed=5) == two
    games = comparison.compare_pyramide_games(2, 5, lang=lang)
    rounds = comparison.compare_pyramide_rounds(2, 5, lang=lang)
    shown = str(games if unit == "game" else rounds).splitlines()[0]
    assert shown.endswith(two.removeprefix("T"))
